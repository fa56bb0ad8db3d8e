//! `standings TOURNAMENT [--csv OUT.csv] [--xlsx OUT.xlsx]`: the standings of
//! a tournament folder as one JSON object on stdout. The files left out are
//! named on stderr; the standings are printed either way, and the exit code
//! says the worst (3 a sync engine's conflict copy, 2 a damaged file, 1 a
//! game the rules refused).

use super::{CliError, Langs, unexpected};
use lexopt::Arg;
use mafia_store::ruleset::catalog;
use mafia_tournament::tournament::{federation, open, standings, sync};
use std::io::Write;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut folder: Option<PathBuf> = None;
    let mut csv: Option<PathBuf> = None;
    let mut xlsx: Option<PathBuf> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("csv") => csv = Some(args.value()?.into()),
            Arg::Long("xlsx") => xlsx = Some(args.value()?.into()),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("standings", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(super::UsageError::NeedsFile("standings").into());
    };
    for out in csv.iter().chain(&xlsx) {
        mafia_tournament::tournament::check_output(out, &folder)?;
    }
    let t = open(&folder)?;
    let rs = catalog::find(&t.description.ruleset).map_err(|error| super::LoadError::Ruleset {
        path: folder.join(mafia_tournament::tournament::DESCRIPTION),
        error,
    })?;
    let mut s = standings(&rs, &t.description, &t.games, &t.unreadable);
    sync::conflicts_left_out(&mut s, &sync::find_conflicts(&folder));
    super::say_left_out(&s, langs.messages);
    // The federation's sheet, headed in the language asked for (Russian
    // without `--lang`, as the judge's documents are).
    let sheet_lang = langs.given.unwrap_or(mafia_words::Lang::Ru);
    let mut written = Ok(());
    if let Some(out) = csv
        && let Err(e) = federation::write_csv(&s, sheet_lang, &out)
    {
        written = Err(CliError::from(e));
    }
    if let Some(out) = xlsx
        && let Err(e) = federation::write_xlsx(&s, sheet_lang, &out)
    {
        written = Err(CliError::from(e));
    }
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{}", s.to_json());
    written?;
    super::left_out_exit(&s)
}
