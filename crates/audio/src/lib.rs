//! Night music and cues (rodio): silent and honest without a sound device.

pub use mafia_store::{paths, ruleset};

pub mod audio;
pub mod i18n;
