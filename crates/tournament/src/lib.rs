//! Tournaments: a folder of game records with the organiser's description,
//! the standings, the seating, the exports and the tournament book.

pub use mafia_audience::audience;
pub use mafia_pdf::protocol;
pub use mafia_store::{game, paths, ruleset, session, storage};

pub mod i18n;
pub mod tournament;
