//! `view FILE [--upto N] [--spectator] [--lang ru|en]`: the audience's model
//! after the first N actions (all of them by default), as JSON.

use super::{CliError, Langs, number_arg, replay_failed, unexpected};
use lexopt::Arg;
use mafia_store::session::{Session, load_record};
use mafia_words::i18n::msg;
use std::io::Write;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut upto: Option<usize> = None;
    let mut spectator = false;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("upto") => {
                upto = Some(number_arg(&mut args, "--upto", msg::CliActionsValues)?)
            }
            Arg::Long("spectator") => spectator = true,
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("view", other).into()),
        }
    }
    let Some(path) = file else {
        return Err(super::UsageError::NeedsFile("view").into());
    };
    let (mut record, ruleset) = load_record(&path)?;
    if let Some(n) = upto {
        if n > record.actions.len() {
            return Err(CliError::UptoBeyond {
                path,
                upto: n,
                actions: record.actions.len(),
            });
        }
        record.actions.truncate(n);
    }
    let now = record.actions.last().map_or(record.created, |a| a.at);
    let session = Session::replay_owned(ruleset.clone(), record)
        .map_err(|e| replay_failed(&path, &ruleset, &e))?;
    let mut view = mafia_audience::audience::ProjectorView::from_state(
        session.state(),
        &session.ruleset,
        spectator,
        now,
    );
    view.set_lang(langs.document());
    view.set_caption(&session.meta);
    let text = serde_json::to_string_pretty(&view).map_err(|error| CliError::Json {
        path: path.clone(),
        error,
    })?;
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{text}");
    Ok(())
}
