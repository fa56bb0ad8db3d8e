//! The judge's console without a window: `app::JudgeApp` owns the session,
//! the settings, the audio, the files, the projector's and the web's feeds,
//! and runs the commands the screens queue.

pub use mafia_audience::audience;
pub use mafia_audio::audio;
pub use mafia_pdf::protocol;
pub use mafia_store::{game, paths, ruleset, session, storage};
pub use mafia_tournament::tournament;
pub use mafia_web::web;

pub mod app;
pub mod i18n;
