//! The pure rules engine: `ruleset` turns rule files (their text) into a
//! validated [`ruleset::Ruleset`]; `game` decides actions into events and
//! folds them into the state. No window, sound, file, clock or human text:
//! refusals are typed reasons, put into words above (`mafia-store`'s `i18n`).

pub mod game;
pub mod ruleset;
pub mod storage;
