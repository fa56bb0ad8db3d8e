//! The tournament folder's writers on the command line, doing what the
//! consoles do (for scripts, tests and the benchmark):
//! `file-game TOURNAMENT RECORD [--table N]` files a game record into
//! `games/` under a name no other laptop takes (a table's console after a
//! game); `penalty TOURNAMENT --player NICK --penalty ID --reason TEXT
//! [--round R] [--minutes M] [--table N]` enters a tournament penalty: with
//! `--table` as that table's request (a new file in `requests/`), without it
//! as the head judge into `tournament.toml` (into the copy on disk now,
//! under its lock); `merge TOURNAMENT` is the head's merge of the tables'
//! requests (the head's window makes it each time it reads the folder).

use super::{CliError, Langs, UsageError, unexpected};
use crate::i18n::msg;
use crate::tournament::{AddOutcome, PenaltyEntry, add_game, sync};
use lexopt::Arg;
use std::io::Write;
use std::path::PathBuf;

fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

fn text(args: &mut lexopt::Parser) -> Result<String, CliError> {
    Ok(args.value()?.to_string_lossy().into_owned())
}

fn num(args: &mut lexopt::Parser, option: &'static str) -> Result<u32, CliError> {
    let given = text(args)?;
    given.trim().parse().map_err(|_| {
        UsageError::BadValue {
            option,
            expected: crate::i18n::msg::CliNumberValues,
            given,
        }
        .into()
    })
}

pub(super) fn run_file_game(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let (mut folder, mut record, mut table): (Option<PathBuf>, Option<PathBuf>, Option<u32>) =
        (None, None, None);
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("table") => table = Some(num(&mut args, "--table")?),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            Arg::Value(v) if record.is_none() => record = Some(v.into()),
            other => return Err(unexpected("file-game", other).into()),
        }
    }
    let (Some(folder), Some(path)) = (folder, record) else {
        return Err(UsageError::NeedsFile("file-game").into());
    };
    let t = crate::tournament::open(&folder)?;
    // This laptop's own files stay out of Syncthing (as the console keeps).
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    let mut rec = crate::session::record::read_file(&path).map_err(|e| CliError::Setup {
        path: path.clone(),
        why: crate::i18n::record_error_text(&e),
    })?;
    let table = table.map_or_else(|| rec.meta.table.clone(), |t| t.to_string());
    let round = t.description.round_of(&rec.meta.game, &table);
    // The seating's round goes into the filed game's header when it has none.
    if rec.meta.round.is_none() {
        rec.meta.round = round;
    }
    let name = sync::game_file_name(&table, round, &rec.meta.game, &sync::stamp_now());
    let lang = langs.messages;
    match add_game(&folder, &rec, &name).map_err(CliError::Write)? {
        AddOutcome::Added(f) => say(&msg::CliGameFiled { file: f }.get(lang)),
        AddOutcome::AlreadyThere(f) => say(&msg::TournamentBroughtTwice {
            source: path.display().to_string(),
            file: f,
        }
        .get(lang)),
        AddOutcome::Conflict(f) => {
            let source = path.display().to_string();
            return Err(CliError::Setup {
                why: crate::i18n::msg::TournamentBroughtConflict {
                    source: source.as_str(),
                    file: f,
                }
                .text(),
                path,
            });
        }
        AddOutcome::Refused(why) => return Err(CliError::Setup { path, why }),
    }
    Ok(())
}

pub(super) fn run_penalty(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut folder: Option<PathBuf> = None;
    let mut p = PenaltyEntry {
        player: String::new(),
        penalty: String::new(),
        round: None,
        minutes: None,
        reason: String::new(),
    };
    let mut table = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("player") => p.player = text(&mut args)?,
            Arg::Long("penalty") => p.penalty = text(&mut args)?,
            Arg::Long("reason") => p.reason = text(&mut args)?,
            Arg::Long("round") => p.round = Some(num(&mut args, "--round")?),
            Arg::Long("minutes") => p.minutes = Some(num(&mut args, "--minutes")?),
            Arg::Long("table") => table = Some(num(&mut args, "--table")?),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("penalty", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(UsageError::NeedsFile("penalty").into());
    };
    let lang = langs.messages;
    for (option, v) in [
        ("--player", &p.player),
        ("--penalty", &p.penalty),
        ("--reason", &p.reason),
    ] {
        if v.trim().is_empty() {
            return Err(UsageError::NeedsValue(option.to_owned()).into());
        }
    }
    // The folder must be a tournament's (a typo never makes a stray file).
    let t = crate::tournament::open(&folder)?;
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    match table {
        Some(table) => {
            let round = p.round;
            let judge = t
                .description
                .judge(table, round.unwrap_or(1))
                .unwrap_or_default()
                .to_owned();
            let file = sync::file_request(
                &folder,
                &sync::Request {
                    table,
                    round,
                    judge,
                    written: sync::stamp_now(),
                    change: sync::Change::AddPenalty { penalty: p },
                },
            )?;
            say(&msg::SyncRequestSent { file }.get(lang));
        }
        None => {
            crate::tournament::remove_stale_temps(&folder);
            sync::save_changes(&folder, None, &[sync::Change::AddPenalty { penalty: p }])?;
            say(msg::CliPenaltySaved.get(lang));
        }
    }
    Ok(())
}

pub(super) fn run_merge(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut folder: Option<PathBuf> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("merge", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(UsageError::NeedsFile("merge").into());
    };
    let lang = langs.messages;
    crate::tournament::remove_stale_temps(&folder);
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    let merged = sync::merge_requests(&folder)?;
    for m in &merged {
        match &m.outcome {
            Ok(()) => say(&msg::SyncRequestMerged {
                file: m.file.as_str(),
            }
            .get(lang)),
            Err(why) => say(&msg::SyncRequestRefused {
                file: m.file.as_str(),
                why: crate::i18n::sync_refused(lang, why),
            }
            .get(lang)),
        }
    }
    say(&msg::CliMerged {
        count: merged.len(),
    }
    .get(lang));
    Ok(())
}
