//! The game protocol as display data: the model built from a game, and the
//! days-and-nights grid as text. Laid out and painted by `mafia-pdf`.

pub use mafia_store::{game, i18n, ruleset, session, storage};

pub mod protocol;
