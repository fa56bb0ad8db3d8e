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
    if file.is_dir() {
        return tournament_book(&file, &out, lang);
    }
    export_record(&file, &out, &ProtocolMeta::default(), lang)?;
    Ok(())
}

/// `protocol TOURNAMENT -o book.pdf`: the standings and every counted game's
/// protocol in one file; the games left out are named on stderr.
fn tournament_book(
    folder: &std::path::Path,
    out: &std::path::Path,
    lang: Lang,
) -> Result<(), CliError> {
    use crate::tournament::{book, open, standings};
    use std::io::Write;
    crate::session::record::check_output(out, None).map_err(crate::protocol::ExportError::Write)?;
    let t = open(folder).map_err(|e| CliError::Tournament(e.to_string()))?;
    let rs = crate::ruleset::catalog::find(&t.description.ruleset)
        .map_err(|e| CliError::Tournament(format!("{}: {e}", folder.display())))?;
    let s = standings(&rs, &t.description, &t.games, &t.unreadable);
    for l in &s.left_out {
        let line = crate::i18n::tr!(
            super::LANG,
            "cli-left-out",
            file = l.file.as_str(),
            why = l.reason.as_str()
        );
        let _ = writeln!(std::io::stderr().lock(), "{line}");
    }
    let bytes = book::render(&t, &rs, &s, lang).map_err(CliError::Tournament)?;
    crate::storage::write_atomic(out, &bytes).map_err(|e| CliError::Tournament(e.to_string()))
}
