//! `view FILE [--upto N] [--spectator] [--lang ru|en]`: the audience's model
//! after the first N actions (all of them by default), as JSON.

use super::{CliError, lang_arg, number_arg, unexpected};
use crate::i18n::S;
use crate::ruleset::Lang;
use crate::session::load_record;
use crate::session::{ReplayError, Session};
use lexopt::Arg;
use std::io::Write;
use std::path::PathBuf;

/// What `--upto` takes.
const ACTIONS: S = S("cli-actions-values");

pub(super) fn run(mut args: lexopt::Parser) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut upto: Option<usize> = None;
    let mut spectator = false;
    let mut lang = Lang::Ru;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("upto") => upto = Some(number_arg(&mut args, "--upto", ACTIONS)?),
            Arg::Long("spectator") => spectator = true,
            Arg::Long("lang") => lang = lang_arg(&mut args)?,
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
    let session = match Session::replay(ruleset.clone(), &record) {
        Ok(session) => session,
        Err(ReplayError::Refused { index, refusal }) => {
            return Err(CliError::Refused {
                index,
                why: crate::i18n::refusal(super::LANG, &refusal, &ruleset),
            });
        }
        Err(ReplayError::Setup(message)) => return Err(CliError::Setup { path, message }),
    };
    let mut view = crate::audience::ProjectorView::from_state(
        session.state(),
        &session.ruleset,
        spectator,
        now,
    );
    view.set_lang(lang);
    let text = serde_json::to_string_pretty(&view).map_err(|error| CliError::Json {
        path: path.clone(),
        error,
    })?;
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{text}");
    Ok(())
}
