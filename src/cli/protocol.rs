//! `protocol FILE -o OUT.pdf [--lang ru|en]`: the game protocol as PDF.

use super::{CliError, UsageError, lang_arg, unexpected};
use crate::protocol::{ProtocolMeta, export_record};
use crate::ruleset::Lang;
use lexopt::Arg;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut out: Option<PathBuf> = None;
    let mut lang = Lang::Ru;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Short('o') | Arg::Long("out") => out = Some(args.value()?.into()),
            Arg::Long("lang") => lang = lang_arg(&mut args)?,
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("protocol", other).into()),
        }
    }
    let (Some(file), Some(out)) = (file, out) else {
        return Err(UsageError::NeedsOutput.into());
    };
    export_record(&file, &out, &ProtocolMeta::default(), lang)?;
    Ok(())
}
