//! `seating TOURNAMENT --tables T --rounds R [--players P] [--seed N] [--save]`:
//! a seating for the tournament's players (the first P; placeholders beyond
//! the list) with its quality printed, written into `tournament.toml` with
//! `--save` (through a temp file, the previous one kept as `.bak`).
//! `players TOURNAMENT --import FILE`: a CSV or pasted list (`nick[, club[,
//! city]]`) joins the tournament's players and the club's list.

use super::{CliError, LANG, UsageError, unexpected};
use crate::i18n::{S, tr};
use crate::tournament::players::{FILE, Registry};
use crate::tournament::{open, seating};
use lexopt::Arg;
use std::io::Write;
use std::path::PathBuf;

/// What `--tables`, `--rounds`, `--players` and `--seed` take.
const NUMBER_VALUES: S = S("cli-number-values");

fn number(args: &mut lexopt::Parser, option: &'static str) -> Result<u64, CliError> {
    let v = args.value()?;
    let given = v.to_string_lossy().into_owned();
    given.trim().parse::<u64>().map_err(|_| {
        UsageError::BadValue {
            option,
            expected: NUMBER_VALUES,
            given,
        }
        .into()
    })
}

fn small(x: u64) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

pub(super) fn run(mut args: lexopt::Parser) -> Result<(), CliError> {
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
    let t = open(&folder).map_err(|e| CliError::Tournament(e.to_string()))?;
    let d = &t.description;
    let rs = crate::ruleset::catalog::find(&d.ruleset).map_err(|message| {
        CliError::Tournament(tr!(
            LANG,
            "cli-no-ruleset",
            file = folder
                .join(crate::tournament::DESCRIPTION)
                .display()
                .to_string(),
            error = message.as_str()
        ))
    })?;
    let p = players.map_or(d.players.len(), |p| {
        usize::try_from(p).unwrap_or(usize::MAX)
    });
    let names: Vec<String> = (0..p)
        .map(|i| {
            d.players.get(i).map_or_else(
                || tr!(LANG, "tournament-placeholder-player", n = i + 1),
                |x| x.nick.clone(),
            )
        })
        .collect();
    let tables = tables.unwrap_or(d.tables).max(1);
    let rounds = rounds.unwrap_or(d.rounds).max(1);
    let size = usize::from(rs.players.default);
    let s = seating::generate(&names, tables, size, rounds, seed)
        .map_err(|e| CliError::Tournament(e.to_string()))?;
    let q = seating::quality(&names, &s);
    let _ = write!(std::io::stdout().lock(), "{}", q.report());
    if save {
        let mut d = t.description.clone();
        d.tables = tables;
        d.rounds = rounds;
        d.seating = s;
        d.save(&folder).map_err(CliError::Tournament)?;
    }
    Ok(())
}

pub(super) fn run_players(mut args: lexopt::Parser) -> Result<(), CliError> {
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
    let text = std::fs::read_to_string(&list).map_err(|e| {
        CliError::Tournament(tr!(
            LANG,
            "cli-cannot-read",
            file = list.display().to_string(),
            error = e.to_string()
        ))
    })?;
    let t = open(&folder).map_err(|e| CliError::Tournament(e.to_string()))?;
    let mut d = t.description;
    let added = d
        .import_players(&text)
        .map_err(|e| CliError::Tournament(format!("{}: {e}", list.display())))?;
    d.save(&folder).map_err(CliError::Tournament)?;
    // The club's list grows too (as the tournament window's import does).
    if let Ok(dir) = crate::storage::data_dir() {
        let path = dir.join(FILE);
        let done = Registry::load(&path).and_then(|mut r| {
            for p in &added {
                r.add(&p.nick, &p.club, &p.city);
            }
            r.save(&path)
        });
        if let Err(e) = done {
            let _ = writeln!(
                std::io::stderr().lock(),
                "{}",
                tr!(LANG, "players-registry-error", error = e)
            );
        }
    }
    let _ = writeln!(
        std::io::stdout().lock(),
        "{}",
        tr!(LANG, "tournament-players-imported", count = added.len())
    );
    Ok(())
}
