//! Files: `storage` (the data folder, atomic writes, capped reads, the
//! folder lock), `session` (the undoable log, the JSON game record, the
//! autosave), the ruleset catalogue (`ruleset::catalog`: the bundled and the
//! judge's rulesets) and `paths`. Its `i18n` puts the engine's refusals and
//! these layers' errors into words.

pub use mafia_core::game;

/// The validated ruleset (`mafia-core`) and the catalogue of ruleset files.
pub mod ruleset {
    pub use mafia_core::ruleset::*;
    pub mod catalog;
}

pub mod clock;
pub mod i18n;
pub mod made_by;
pub mod paths;
pub mod session;
pub mod storage;
