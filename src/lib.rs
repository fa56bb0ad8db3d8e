//! Judge console for sports mafia: the command line and the console window.
//!
//! The layers are crates (see ARCHITECTURE.md): `mafia-words` (the
//! catalogue), `mafia-core` (`ruleset`, `game`: the pure engine),
//! `mafia-store` (`storage`, `session`), `mafia-audience`,
//! `mafia-protocol` and `mafia-pdf`, `mafia-tournament`, `mafia-audio`,
//! `mafia-web`, `mafia-app`, `mafia-ui`; the compiler keeps the arrows one
//! way. This crate is the command line (`cli`) and names them all under
//! their old paths (`mafia_judge::game`, ...).

pub use mafia_ui::{
    app, audience, audio, audio_ui, game, i18n, paths, protocol, ruleset, session, storage,
    tournament, ui, web,
};

pub mod cli;
