//! Opening a game record from a file together with the ruleset it names:
//! what the command line's `replay`, `view`, `export` and the protocol's
//! export all start from (they sit above the session; loading is its job).

use super::Record;
use crate::i18n::tr;
use crate::ruleset::{Lang, Ruleset, catalog};
use std::path::{Path, PathBuf};

/// The language of these messages: they reach the command line, which
/// speaks English (`src/cli.rs`).
const LANG: Lang = Lang::En;

/// A record file that cannot be used: unreadable, not a record, or its
/// ruleset is not found.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{}", tr!(LANG, "cli-cannot-read", file = .path.display().to_string(), error = .source.to_string()))]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Record(#[from] super::RecordError),
    #[error("{}", tr!(LANG, "cli-no-ruleset", file = .path.display().to_string(), error = .message.as_str()))]
    Ruleset { path: PathBuf, message: String },
}

/// Reads a record and finds its ruleset.
pub fn load_record(path: &Path) -> Result<(Record, Ruleset), LoadError> {
    // A regular file within the record limit, read strictly (record.rs).
    let record = super::record::read_file(path)?;
    let ruleset = catalog::find(&record.ruleset.id).map_err(|message| LoadError::Ruleset {
        path: path.to_owned(),
        message,
    })?;
    Ok((record, ruleset))
}
