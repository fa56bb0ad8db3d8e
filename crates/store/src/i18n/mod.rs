//! The words for the types of the layers up to this one: the engine's
//! refusals and reasons, a ruleset's problems, storage and record errors
//! (the catalogue and its messages are `mafia_words::i18n`).

mod engine;
mod errors;
mod fouls;
mod ruleset;
mod storage;
pub use engine::*;
pub use errors::*;
pub use fouls::*;
pub use storage::*;
