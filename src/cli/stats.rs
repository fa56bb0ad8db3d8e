//! `stats SOURCE [--from DATE] [--to DATE] [--player NICK] [--csv OUT.csv]`:
//! the statistics of a tournament folder or a folder of game records as one
//! JSON object on stdout (docs/stats.md). The files left out are named on
//! stderr; the figures are printed either way, and the exit code says the
//! worst (2 a damaged file, 1 a game the rules refused).

use super::{CliError, Langs, UsageError, unexpected};
use lexopt::Arg;
use mafia_store::ruleset::catalog;
use mafia_tournament::tournament::stats::{Filter, NaiveDate, parse_date, stats};
use mafia_tournament::tournament::{DESCRIPTION, GAMES, Severity, open, read_games, stats_sheet};
use mafia_words::i18n::msg;
use std::io::Write;
use std::path::PathBuf;

fn date_arg(args: &mut lexopt::Parser, option: &'static str) -> Result<NaiveDate, CliError> {
    let v = args.value()?;
    v.to_str().and_then(parse_date).ok_or_else(|| {
        UsageError::BadValue {
            option,
            expected: msg::CliDateValues,
            given: v.to_string_lossy().into_owned(),
        }
        .into()
    })
}

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut source: Option<PathBuf> = None;
    let mut csv: Option<PathBuf> = None;
    let mut filter = Filter::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("csv") => csv = Some(args.value()?.into()),
            Arg::Long("from") => filter.from = Some(date_arg(&mut args, "--from")?),
            Arg::Long("to") => filter.to = Some(date_arg(&mut args, "--to")?),
            Arg::Long("player") => {
                filter.player = Some(args.value()?.to_string_lossy().into_owned());
            }
            Arg::Value(v) if source.is_none() => source = Some(v.into()),
            other => return Err(unexpected("stats", other).into()),
        }
    }
    let Some(source) = source else {
        return Err(UsageError::NeedsFile("stats").into());
    };
    if let Some(out) = &csv {
        mafia_tournament::tournament::check_output(out, &source)?;
    }
    // A tournament folder (its description read as the standings read
    // it), or any folder of records (the games folder, a stick).
    let (games, unreadable, desc) = if source.join(DESCRIPTION).exists() {
        let t = open(&source)?;
        (t.games, t.unreadable, Some(t.description))
    } else if source.join(GAMES).is_dir() {
        let (g, u) = read_games(&source.join(GAMES));
        (g, u, None)
    } else {
        let (g, u) = read_games(&source);
        (g, u, None)
    };
    let s = stats(&games, &unreadable, desc.as_ref(), &filter, |id| {
        catalog::find(id).map_err(|e| mafia_words::i18n::Words::text(&e))
    });
    for l in &s.left_out {
        super::say_err(
            &msg::CliLeftOut {
                file: l.file.as_str(),
                why: mafia_words::i18n::Words::say(&l.reason, langs.messages),
            }
            .get(langs.messages),
        );
    }
    let mut written = Ok(());
    if let Some(out) = csv
        && let Err(e) = stats_sheet::write_csv(&s, &out)
    {
        written = Err(CliError::from(e));
    }
    let json = serde_json::to_string_pretty(&s).map_err(|error| CliError::Json {
        path: source.clone(),
        error,
    })?;
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{json}");
    written?;
    let bad = s
        .left_out
        .iter()
        .filter(|l| l.severity != Severity::Note)
        .count();
    match s.worst() {
        Some(Severity::Refused) => Err(CliError::StatsLeftOut {
            count: bad,
            refused: true,
        }),
        Some(Severity::Note) | None => Ok(()),
        Some(_) => Err(CliError::StatsLeftOut {
            count: bad,
            refused: false,
        }),
    }
}
