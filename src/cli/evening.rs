//! `evening [--date YYYY-MM-DD] [--check-in NICK]... [--check-out NICK]...
//! [--seats N]`: the club evening (seed 002) kept in `evening.toml` in the
//! data folder, as the console's start screen keeps it: players check in
//! or go home, and the evening is printed as JSON with the next table the
//! club's rule proposes. A check-in on another date starts a new evening.

use super::{CliError, Langs, unexpected};
use lexopt::{Arg, ValueExt as _};
use mafia_tournament::tournament::evening::{self, Evening};
use std::io::Write;

pub(super) fn run(mut args: lexopt::Parser, _langs: Langs) -> Result<(), CliError> {
    let mut date: Option<String> = None;
    let mut check_in: Vec<String> = Vec::new();
    let mut check_out: Vec<String> = Vec::new();
    let mut seats: usize = 10;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("date") => date = Some(args.value()?.to_string_lossy().into_owned()),
            Arg::Long("check-in") => check_in.push(args.value()?.to_string_lossy().into_owned()),
            Arg::Long("check-out") => {
                check_out.push(args.value()?.to_string_lossy().into_owned());
            }
            Arg::Long("seats") => seats = args.value()?.parse()?,
            other => return Err(unexpected("evening", other).into()),
        }
    }
    let dir = mafia_store::storage::data_dir()?;
    std::fs::create_dir_all(&dir).map_err(|source| {
        mafia_tournament::tournament::TournamentError::from(
            mafia_core::storage::StorageError::Write {
                path: dir.clone(),
                source,
            },
        )
    })?;
    let path = dir.join(evening::FILE);
    let today =
        date.unwrap_or_else(|| mafia_store::clock::local_date(mafia_store::clock::now_ms()));
    let e = Evening::update(&path, |e| {
        if (!check_in.is_empty() || !check_out.is_empty()) && e.date != today {
            *e = Evening {
                date: today.clone(),
                ..Evening::default()
            };
        }
        for n in &check_in {
            e.check_in(n);
        }
        for n in &check_out {
            e.check_out(n);
        }
    })?;
    let out = serde_json::json!({
        "date": e.date,
        "present": e.present,
        "games": e.games,
        "proposal": e.propose(seats),
    });
    let _ = writeln!(std::io::stdout().lock(), "{out}");
    Ok(())
}
