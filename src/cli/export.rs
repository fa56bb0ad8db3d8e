//! `export GAME --format mafiaratings|polemica -o OUT.json`: a game in a
//! rating site's JSON (docs/export-formats.md).

use super::{CliError, Langs, UsageError, replay_failed, unexpected};
use crate::i18n::msg;
use crate::session::load_record;
use crate::tournament::export::{ExportError, Format, export};
use lexopt::Arg;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, _langs: Langs) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut out: Option<PathBuf> = None;
    let mut format = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Short('o') | Arg::Long("out") => out = Some(args.value()?.into()),
            Arg::Long("format") => {
                let v = args.value()?;
                format = Some(v.to_str().and_then(Format::parse).ok_or_else(|| {
                    UsageError::BadValue {
                        option: "--format",
                        expected: msg::CliFormatValues,
                        given: v.to_string_lossy().into_owned(),
                    }
                })?);
            }
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("export", other).into()),
        }
    }
    let (Some(file), Some(out), Some(format)) = (file, out, format) else {
        return Err(UsageError::ExportNeeds.into());
    };
    let (record, ruleset) = load_record(&file)?;
    match export(format, &ruleset, &record) {
        Ok(v) => {
            let text = serde_json::to_string_pretty(&v).map_err(|error| CliError::Json {
                path: out.clone(),
                error,
            })?;
            Ok(crate::storage::write_atomic(&out, text.as_bytes())?)
        }
        Err(ExportError::Replay(e)) => Err(replay_failed(&file, &ruleset, &e)),
        Err(ExportError::Unfit(u)) => Err(CliError::Setup {
            path: file,
            why: crate::i18n::text_of(|l| crate::i18n::export_unfit(l, &u)),
        }),
    }
}
