//! Judge console for sports mafia: the command line and the console window.
//!
//! The layers are crates (see ARCHITECTURE.md): `mafia-words` (the
//! catalogue), `mafia-core` (`ruleset`, `game`: the pure engine),
//! `mafia-store` (`storage`, `session`), `mafia-audience`,
//! `mafia-protocol` and `mafia-pdf`, `mafia-tournament`, `mafia-audio`,
//! `mafia-web`, `mafia-app`, `mafia-ui`; the compiler keeps the arrows one
//! way. This crate is the command line (`cli`); it re-exports none of them:
//! the command line, the tests and the benches name the crate of each use
//! (`mafia_core::ruleset::Ruleset`, `mafia_store::i18n::storage_error`).
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

pub mod cli;
