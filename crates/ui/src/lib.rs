//! The windows (egui): the judge's console, its screens, the projector and
//! the music panel. Drawing only: every decision is in `mafia-app`.

pub use mafia_app::{
    app, audience, audio, game, paths, protocol, ruleset, session, storage, tournament, web,
};

pub mod audio_ui;
pub mod ui;

/// The words below and the judge's window's own phrases.
pub mod i18n {
    pub use mafia_app::i18n::*;
    mod phrases;
    pub use phrases::*;
}
