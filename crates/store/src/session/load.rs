//! Opening a game record from a file together with the ruleset it names:
//! what the command line's `replay`, `view`, `export` and the protocol's
//! export all start from (they sit above the session; loading is its job).

use super::Record;
use crate::ruleset::catalog::{self, NotFound};
use mafia_core::ruleset::Ruleset;
use mafia_words::Lang;
use mafia_words::i18n::msg;
use std::path::{Path, PathBuf};

/// A record file that cannot be used: unreadable, not a record, or its
/// ruleset is not found. [`LoadError::message`] says it in a language.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error(transparent)]
    Record(#[from] super::RecordError),
    #[error("{}: {error}", .path.display())]
    Ruleset { path: PathBuf, error: NotFound },
}

impl LoadError {
    /// The message in `lang`, naming the file.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LoadError::Record(e) => mafia_words::i18n::Words::say(e, lang),
            LoadError::Ruleset { path, error } => msg::CliNoRuleset {
                file: path.display().to_string(),
                error: mafia_words::i18n::Words::say(error, lang),
            }
            .get(lang),
        }
    }
}

/// Reads a record and finds its ruleset.
pub fn load_record(path: &Path) -> Result<(Record, Ruleset), LoadError> {
    // A regular file within the record limit, read strictly (record.rs).
    let record = super::record::read_file(path)?;
    let ruleset = catalog::find(&record.ruleset.id).map_err(|error| LoadError::Ruleset {
        path: path.to_owned(),
        error,
    })?;
    Ok((record, ruleset))
}
