//! Judge console for sports mafia.
//!
//! The crate is split the way data flows: `ruleset` turns rule files into a
//! validated [`ruleset::Ruleset`]; `game` is the pure rules engine (actions are
//! decided into events, the state is a fold of events); `session` keeps the
//! undoable log and the JSON game record; everything with a window, a speaker
//! or a file around it lives above (`app`, `ui`, `audio`, `protocol`).

pub mod app;
pub mod audience;
pub mod audio;
pub mod audio_ui;
pub mod cli;
pub mod game;
pub mod i18n;
#[cfg(test)]
mod import_direction;
pub mod paths;
pub mod protocol;
pub mod ruleset;
pub mod session;
pub mod storage;
pub mod tournament;
pub mod ui;
pub mod web;
