//! Judge console for sports mafia: the command line and the console window.
//!
//! The layers are crates (see ARCHITECTURE.md): `mafia-words` (the
//! catalogue), `mafia-core` (`ruleset`, `game`: the pure engine),
//! `mafia-store` (`storage`, `session`), `mafia-audience`,
//! `mafia-protocol` and `mafia-pdf`, `mafia-tournament`, `mafia-audio`,
//! `mafia-web`, `mafia-app`, `mafia-ui`; the compiler keeps the arrows one
//! way. This crate is the command line (`cli`) and names them all under
//! their old paths (`mafia_judge::game`, ...).
//!
//! Where things are: `main.rs` the binary (no word: the console; a word: a
//! command); `cli.rs` the global `--lang`, the dispatch on the first word,
//! the typed `CliError` with its words and exit codes (1 only for "the rules
//! refused an action", 2 for everything else); `cli/` one module per command
//! (`console`, `replay`, `protocol`, `serve`, `view`, `rulesets`,
//! `standings`, `seating`, `stats`, `export`, `sync`, `evening`, `season`),
//! each reading its own options; `windows_console.rs` the one `unsafe` call
//! (`AttachConsole`, so the Windows `.exe` prints where it was typed).
//!
//! The command line's language: `--lang ru|en` anywhere on the line, else
//! the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set (`ru...` is
//! Russian, anything else English: a terminal without a locale is a server
//! or a script). `--lang` also sets the language of what a command makes,
//! which otherwise stays Russian as the judge's documents are.
//!
//! Why `lexopt`: no dependencies, a second to compile, `-o X`, `-oX`,
//! `--out=X` and non-UTF-8 paths handled, and every message left to us
//! (`clap` brings its own English help, errors and exit codes).
//! `winresource` (build-dependency) gives the `.exe` its icon and version
//! through mingw's `windres`; `cargo-about` (a tool of `make dist`) lists
//! the third-party licences of the downloads (`docs/dist.md`).

// The command line and the root's tests read the crates under their old
// one-crate paths: the crates themselves name each other at each use
// (`mafia_core::ruleset::Ruleset`); only this top crate merges them.
pub use mafia_app::app;
pub use mafia_audience::audience;
pub use mafia_audio::audio;
pub use mafia_core::game;
pub use mafia_store::{paths, session};
pub use mafia_tournament::tournament;
pub use mafia_ui::{audio_ui, ui};
pub use mafia_web::web;
/// The protocol's model (`mafia-protocol`) and its PDF (`mafia-pdf`).
pub mod protocol {
    pub use mafia_pdf::protocol::*;
    pub use mafia_protocol::protocol::*;
}
/// The ruleset (`mafia-core`), the rulesets on disk (`mafia-store`).
pub mod ruleset {
    pub use mafia_core::ruleset::*;
    pub use mafia_store::ruleset::*;
    pub use mafia_words::{Lang, Text};
}
/// The engine's storage errors (`mafia-core`) and the files (`mafia-store`).
pub mod storage {
    pub use mafia_core::storage::*;
    pub use mafia_store::storage::*;
}
/// Every crate's words, for the command line.
pub mod i18n {
    pub use mafia_audience::i18n::*;
    pub use mafia_audio::i18n::*;
    pub use mafia_store::i18n::*;
    pub use mafia_tournament::i18n::*;
    pub use mafia_ui::i18n::*;
    pub use mafia_words::i18n::*;
}

pub mod cli;
