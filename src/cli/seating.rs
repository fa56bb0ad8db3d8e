//! `seating TOURNAMENT --tables T --rounds R [--players P] [--seed N] [--save]`:
//! a seating for the tournament's players (the first P; placeholders beyond
//! the list) with its quality printed, written into `tournament.toml` with
//! `--save` (through a temp file, the previous one kept as `.bak`). Sizes
//! that cannot be a tournament (no table, more than
//! `seating::MAX_PLAYERS`, ...) are refused before any work.
//! `players TOURNAMENT --import FILE`: a CSV or pasted list (`nick[, club[,
//! city]]`) joins the tournament's players and the club's list.

use super::{CliError, Langs, UsageError, unexpected};
use crate::i18n::msg;
use crate::tournament::players::{FILE, Registry};
use crate::tournament::{open, seating};
use lexopt::Arg;
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
    CliError::Seating(crate::i18n::text_of(|l| crate::i18n::seating_error(l, e)))
}

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let lang = langs.messages;
    let mut folder: Option<PathBuf> = None;
    let (mut tables, mut rounds, mut players, mut seed) = (None, None, None, 1u64);
    let mut save = false;
    while let Some(arg) = args.next()? {
        match arg {
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
    let t = open(&folder)?;
    let d = &t.description;
    let rs = crate::ruleset::catalog::find(&d.ruleset).map_err(|error| {
        crate::session::LoadError::Ruleset {
            path: folder.join(crate::tournament::DESCRIPTION),
            error,
        }
    })?;
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
    let s = seating::generate(&names, tables, size, rounds, seed).map_err(|e| seating_error(&e))?;
    let q = seating::quality(&names, &s);
    let _ = write!(std::io::stdout().lock(), "{}", q.report(lang));
    if save {
        let mut d = t.description.clone();
        d.tables = tables;
        d.rounds = rounds;
        d.seating = s;
        crate::tournament::remove_stale_temps(&folder);
        d.save(&folder)?;
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
    let text = std::fs::read_to_string(&list).map_err(|source| {
        crate::tournament::TournamentError::from(crate::storage::StorageError::Read {
            path: list.clone(),
            source,
        })
    })?;
    let t = open(&folder)?;
    let mut d = t.description;
    let added = d.import_players(&text).map_err(|e| CliError::Setup {
        path: list.clone(),
        why: crate::i18n::tournament_error_text(&e),
    })?;
    // A description too large to be read again is refused before either file.
    let toml = d.checked_toml(&folder)?;
    // The club's list first, then the tournament: a stop between the two
    // writes leaves the club knowing players the tournament has not taken
    // yet, never the other way round, and the same import run again
    // completes the tournament (a nickname already there is not added
    // twice, and the club's list is not written when nothing is new).
    if let Ok(dir) = crate::storage::data_dir() {
        let before = crate::storage::process_start();
        crate::storage::remove_stale_temps_of(&dir, &[FILE], before);
        let path = dir.join(FILE);
        let done = Registry::load(&path).and_then(|mut r| {
            let was = r.clone();
            r.add_all(
                added
                    .iter()
                    .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
            );
            if r == was { Ok(()) } else { r.save(&path) }
        });
        if let Err(e) = done {
            let e = crate::i18n::tournament_error(lang, &e);
            super::say_err(&msg::PlayersRegistryError { error: e }.get(lang));
        }
    }
    crate::tournament::remove_stale_temps(&folder);
    crate::tournament::Description::save_toml(&folder, &toml)?;
    let _ = writeln!(
        std::io::stdout().lock(),
        "{}",
        msg::TournamentPlayersImported { count: added.len() }.get(lang)
    );
    Ok(())
}
