//! The web server for the stream (hyper, axum, tokio): the published views, the
//! routes, the pages and `serve RECORD`.

pub use mafia_audience::audience;
pub use mafia_store::{game, ruleset, session, storage};

pub mod i18n;
pub mod web;
