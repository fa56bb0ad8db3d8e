//! Night music and cues (rodio): silent and honest without a sound device.

pub use mafia_store::{i18n, paths, ruleset};

pub mod audio;
