//! `seating TOURNAMENT --tables T --rounds R [--players P] [--seed N] [--save]`:
//! a seating for the tournament's players (the first P; placeholders beyond
//! the list) with its quality printed, written into `tournament.toml` with
//! `--save` (through a temp file, the previous one kept as `.bak`).
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

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let lang = langs.messages;
    let mut folder: Option<PathBuf> = None;
    let (mut tables, mut rounds, mut players, mut seed) = (None, None, None, 1u64);
    let mut save = false;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("tables") => tables = Some(small(number(&mut args, "--tables")?)),
            Arg::Long("rounds") => rounds = Some(small(number(&mut args, "--rounds")?)),
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
    let t = open(&folder)?;
    let d = &t.description;
    let rs = crate::ruleset::catalog::find(&d.ruleset).map_err(|error| {
        crate::session::LoadError::Ruleset {
            path: folder.join(crate::tournament::DESCRIPTION),
            error,
        }
    })?;
    let p = players.map_or(d.players.len(), |p| {
        usize::try_from(p).unwrap_or(usize::MAX)
    });
    let names: Vec<String> = (0..p)
        .map(|i| {
            d.players.get(i).map_or_else(
                || msg::TournamentPlaceholderPlayer { n: i + 1 }.get(lang),
                |x| x.nick.clone(),
            )
        })
        .collect();
    let tables = tables.unwrap_or(d.tables).max(1);
    let rounds = rounds.unwrap_or(d.rounds).max(1);
    let size = usize::from(rs.players.default);
    let s = seating::generate(&names, tables, size, rounds, seed).map_err(|e| {
        CliError::Seating(crate::i18n::text_of(|l| crate::i18n::seating_error(l, &e)))
    })?;
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
    crate::tournament::remove_stale_temps(&folder);
    d.save(&folder)?;
    // The club's list grows too (as the tournament window's import does).
    if let Ok(dir) = crate::storage::data_dir() {
        let before = crate::storage::process_start();
        crate::storage::remove_stale_temps_of(&dir, &[FILE], before);
        let path = dir.join(FILE);
        let done = Registry::load(&path).and_then(|mut r| {
            for p in &added {
                r.add(&p.nick, &p.club, &p.city);
            }
            r.save(&path)
        });
        if let Err(e) = done {
            let e = crate::i18n::tournament_error(lang, &e);
            super::say_err(&msg::PlayersRegistryError { error: e }.get(lang));
        }
    }
    let _ = writeln!(
        std::io::stdout().lock(),
        "{}",
        msg::TournamentPlayersImported { count: added.len() }.get(lang)
    );
    Ok(())
}
