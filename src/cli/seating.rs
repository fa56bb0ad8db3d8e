//! `seating TOURNAMENT --tables T --rounds R [--players P] [--seed N] [--save]`:
//! a seating for the tournament's players (the first P; placeholders beyond
//! the list) with its quality printed, written into `tournament.toml` with
//! `--save` (through a temp file, the previous one kept as `.bak`). Sizes
//! that cannot be a tournament (no table, more than
//! `seating::MAX_PLAYERS`, ...) are refused before any work.
//! `players TOURNAMENT --import FILE`: a CSV or pasted list (`nick[, club[,
//! city]]`) joins the tournament's players and the club's list.

use super::{CliError, Langs, UsageError, unexpected};
use lexopt::Arg;
use mafia_tournament::tournament::players::{FILE, Registry};
use mafia_tournament::tournament::{open, seating, sync};
use mafia_words::i18n::msg;
use std::io::Write;
use std::path::PathBuf;

fn number(args: &mut lexopt::Parser, option: &'static str) -> Result<u64, CliError> {
    let v = args.value()?;
    let given = v.to_string_lossy().into_owned();
    given.trim().parse::<u64>().map_err(|_| {
        UsageError::BadValue {
            option,
            expected: msg::CliNumberValues,
            given,
        }
        .into()
    })
}

fn small(x: u64) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

fn seating_error(e: &seating::SeatingError) -> CliError {
    CliError::Seating(mafia_words::i18n::Words::text(e))
}

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let lang = langs.messages;
    let mut folder: Option<PathBuf> = None;
    let (mut tables, mut rounds, mut players, mut seed) = (None, None, None, 1u64);
    let mut save = false;
    let mut stage: Option<usize> = None;
    let mut clubs_apart = false;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("stage") => {
                stage = Some(usize::try_from(number(&mut args, "--stage")?).unwrap_or(usize::MAX));
            }
            Arg::Long("clubs-apart") => clubs_apart = true,
            Arg::Long("tables") => tables = Some(number(&mut args, "--tables")?),
            Arg::Long("rounds") => rounds = Some(number(&mut args, "--rounds")?),
            Arg::Long("players") => players = Some(number(&mut args, "--players")?),
            Arg::Long("seed") => seed = number(&mut args, "--seed")?,
            Arg::Long("save") => save = true,
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("seating", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(UsageError::NeedsFile("seating").into());
    };
    // What cannot be a tournament is refused before anything is read or made.
    seating::check_sizes(
        players.unwrap_or(0),
        tables.unwrap_or(1),
        rounds.unwrap_or(1),
    )
    .map_err(|e| seating_error(&e))?;
    // Only the head judge's laptop writes tournament.toml.
    if save {
        super::sync::head_writes(&folder)?;
    }
    let t = open(&folder)?;
    let d = &t.description;
    let rs = mafia_store::ruleset::catalog::find(&d.ruleset).map_err(|error| {
        mafia_store::session::LoadError::Ruleset {
            path: folder.join(mafia_tournament::tournament::DESCRIPTION),
            error,
        }
    })?;
    if let Some(n) = stage {
        return stage_seating(&folder, &t, &rs, n, seed, clubs_apart, save, lang);
    }
    // The description's own sizes when none is given (0 there: not set yet).
    let tables = tables.unwrap_or(u64::from(d.tables.max(1)));
    let rounds = rounds.unwrap_or(u64::from(d.rounds.max(1)));
    let p = players.unwrap_or(u64::try_from(d.players.len()).unwrap_or(u64::MAX));
    let size = usize::from(rs.players.default);
    seating::check(p, tables, size, rounds).map_err(|e| seating_error(&e))?;
    let (tables, rounds) = (small(tables), small(rounds));
    let names: Vec<String> = (0..usize::try_from(p).unwrap_or(0))
        .map(|i| {
            d.players.get(i).map_or_else(
                || msg::TournamentPlaceholderPlayer { n: i + 1 }.get(lang),
                |x| x.nick.clone(),
            )
        })
        .collect();
    let clubs: Vec<String> = if clubs_apart {
        names
            .iter()
            .map(|n| d.player(n).map(|p| p.club.clone()).unwrap_or_default())
            .collect()
    } else {
        Vec::new()
    };
    let opts = seating::Options {
        clubs,
        ..seating::Options::default()
    };
    let s = seating::generate_with(&names, tables, size, rounds, seed, &opts)
        .map_err(|e| seating_error(&e))?;
    let q = seating::quality(&names, &s);
    let _ = write!(std::io::stdout().lock(), "{}", q.report(lang));
    if clubs_apart {
        let _ = writeln!(
            std::io::stdout().lock(),
            "{}",
            msg::SeatingClubsApart {
                count: seating::club_meetings(d, &s)
            }
            .get(lang)
        );
    }
    if save {
        mafia_tournament::tournament::remove_stale_temps(&folder);
        let saved = sync::save_changes(
            &folder,
            None,
            &[sync::Change::SetSeating {
                tables,
                rounds,
                seating: s,
                was: t.description.seating.clone(),
            }],
        )?;
        if let Some((_, why)) = saved.refused.first() {
            return Err(CliError::Seating(mafia_words::i18n::text_of(|l| {
                mafia_words::i18n::Words::say(why, l)
            })));
        }
    }
    Ok(())
}

/// `seating TOURNAMENT --stage N`: the seating of stage N for those who
/// passed the stage before (the first stage: every player), printed with
/// its quality; `--save` puts it into `tournament.toml` in place of that
/// stage's rounds.
#[allow(clippy::too_many_arguments)]
fn stage_seating(
    folder: &std::path::Path,
    t: &mafia_tournament::tournament::Folder,
    rs: &mafia_core::ruleset::Ruleset,
    n: usize,
    seed: u64,
    clubs_apart: bool,
    save: bool,
    lang: mafia_words::Lang,
) -> Result<(), CliError> {
    use mafia_tournament::tournament::stages;
    let made = |d: &mafia_tournament::tournament::Description,
                games: &[mafia_tournament::tournament::GameFile]| {
        stages::seating_for(rs, d, games, n, seed, clubs_apart)
            .map_err(|e| CliError::Seating(mafia_words::i18n::Words::text(&e)))
    };
    // Saved: made and written under tournament.toml's lock from the copy
    // on disk now (with the games as they are now), never from the copy
    // read before; what is printed is what was written.
    let (d, players, entries) = if save {
        let mut got = None;
        let d = sync::update(folder, |d| -> Result<bool, CliError> {
            let games = open(folder)?.games;
            let (players, entries) = made(d, &games)?;
            stages::replace_stage(d, n, entries.clone());
            got = Some((players, entries));
            Ok(true)
        })?;
        let (players, entries) = got.unwrap_or_default();
        (d, players, entries)
    } else {
        let (players, entries) = made(&t.description, &t.games)?;
        (t.description.clone(), players, entries)
    };
    let d = &d;
    let q = seating::quality(&players, &entries);
    let mut out = std::io::stdout().lock();
    if let Some(span) = stages::spans(d).get(n - 1) {
        let _ = writeln!(
            out,
            "{}",
            msg::StageSeating {
                name: span.name.as_str()
            }
            .get(lang)
        );
    }
    let _ = write!(out, "{}", q.report(lang));
    if clubs_apart {
        let _ = writeln!(
            out,
            "{}",
            msg::SeatingClubsApart {
                count: seating::club_meetings(d, &entries)
            }
            .get(lang)
        );
    }
    Ok(())
}

pub(super) fn run_players(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let lang = langs.messages;
    let mut folder: Option<PathBuf> = None;
    let mut list: Option<PathBuf> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("import") => list = Some(args.value()?.into()),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("players", other).into()),
        }
    }
    let (Some(folder), Some(list)) = (folder, list) else {
        return Err(UsageError::NeedsFile("players").into());
    };
    // Capped and a regular file (never /dev/zero or a pipe), then read as
    // the table it is: UTF-8, UTF-16 or a Russian Excel's Windows-1251.
    let bytes = mafia_store::storage::read_capped(
        &list,
        mafia_store::storage::PLAYERS_LIMIT,
        "a player list",
    )
    .map_err(mafia_tournament::tournament::TournamentError::from)?;
    let text = mafia_store::storage::table_text(&bytes)
        .ok_or_else(|| {
            mafia_tournament::tournament::TournamentError::file(
                &list,
                mafia_core::ruleset::Problem::new(
                    String::new(),
                    mafia_core::ruleset::Expected::TableText,
                ),
            )
        })?
        .text;
    // A table's laptop asks the head judge (its request); a shared folder
    // with no role set on this laptop is refused before anything is written.
    let table = super::sync::laptop_role()?.and_then(sync::Role::table);
    if table.is_none() {
        super::sync::head_writes(&folder)?;
    }
    let t = open(&folder)?;
    let mut d = t.description;
    let added = d.import_players(&text).map_err(|e| CliError::Setup {
        path: list.clone(),
        why: mafia_words::i18n::Words::text(&e),
    })?;
    // A description too large to be read again is refused before either file.
    d.checked_toml(&folder)?;
    // The club's list first, then the tournament: a stop between the two
    // writes leaves the club knowing players the tournament has not taken
    // yet, never the other way round, and the same import run again
    // completes the tournament (a nickname already there is not added
    // twice, and the club's list is not written when nothing is new). Both
    // into the files as they are now, under their locks: another import at
    // the same moment stays.
    if let Ok(dir) = mafia_store::storage::data_dir() {
        // (A temp file a killed save left goes under the list's lock.)
        let path = dir.join(FILE);
        let done = Registry::update(&path, |r| {
            r.add_all(
                added
                    .iter()
                    .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
            );
        });
        if let Err(e) = done {
            let e = mafia_words::i18n::Words::say(&e, lang);
            super::say_err(&msg::PlayersRegistryError { error: e }.get(lang));
        }
    }
    let change = sync::Change::AddPlayers {
        players: added.clone(),
    };
    if let Some(table) = table {
        let file = sync::file_request(
            &folder,
            &sync::Request {
                table,
                round: None,
                judge: String::new(),
                written: sync::stamp_now(),
                change,
            },
        )?;
        let said = msg::SyncRequestSent { file }.get(lang);
        let _ = writeln!(std::io::stdout().lock(), "{said}");
        return Ok(());
    }
    mafia_tournament::tournament::remove_stale_temps(&folder);
    sync::save_changes(&folder, None, &[change])?;
    let _ = writeln!(
        std::io::stdout().lock(),
        "{}",
        msg::TournamentPlayersImported { count: added.len() }.get(lang)
    );
    Ok(())
}
