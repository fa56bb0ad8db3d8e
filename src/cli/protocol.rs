//! `protocol FILE -o OUT.pdf [--lang ru|en]`: the game protocol as PDF.

use super::{CliError, Langs, UsageError, unexpected};
use lexopt::Arg;
use mafia_pdf::protocol::export_record;
use mafia_protocol::protocol::ProtocolMeta;
use mafia_words::Lang;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut out: Option<PathBuf> = None;
    let lang = langs.document();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Short('o') | Arg::Long("out") => out = Some(args.value()?.into()),
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("protocol", other).into()),
        }
    }
    let (Some(file), Some(out)) = (file, out) else {
        return Err(UsageError::NeedsOutput.into());
    };
    if file.is_dir() {
        return tournament_book(&file, &out, lang, langs.messages);
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
    messages: Lang,
) -> Result<(), CliError> {
    use mafia_tournament::tournament::{book, open, standings};
    mafia_tournament::tournament::check_output(out, folder)?;
    let t = open(folder)?;
    let rs = mafia_store::ruleset::catalog::find(&t.description.ruleset).map_err(|error| {
        super::LoadError::Ruleset {
            path: folder.join(mafia_tournament::tournament::DESCRIPTION),
            error,
        }
    })?;
    let s = standings(&rs, &t.description, &t.games, &t.unreadable);
    super::say_left_out(&s, messages);
    let bytes = book::render(&t, &rs, &s, lang)?;
    Ok(mafia_store::storage::write_atomic(out, &bytes)?)
}
