//! Files: `storage` (the data folder, atomic writes, capped reads, the
//! folder lock), `session` (the undoable log, the JSON game record, the
//! autosave), the ruleset catalogue (`ruleset::catalog`: the bundled and the
//! judge's rulesets) and `paths`. Its `i18n` puts the engine's refusals and
//! these layers' errors into words.
//!
//! Where things are:
//! - `storage/mod.rs` the one data folder `data_dir()` (`$MAFIA_JUDGE_DATA`,
//!   else the platform's) with `games_dir()` and `user_rulesets_dir()`,
//!   `bundled_dirs()` (next to the executable, then the source tree; never
//!   the current folder), the typed `StorageError`; `storage/atomic.rs`
//!   `write_atomic` (exclusive temp file in the target's folder, fsync,
//!   rename, fsync of the folder) and `write_new` (a file that must never
//!   replace one); `storage/read.rs` `read_capped` (regular files only, each
//!   kind with its limit); `storage/lock.rs` `FolderLock` (the OS lock, gone
//!   with the process) and `FileLock` (one file several writers change:
//!   `tournament.toml`, `players.toml`); `storage/watch.rs` a file or folder
//!   followed by notification, else polled; `storage/text.rs` a table a
//!   person hands in, whatever its encoding.
//! - `session/mod.rs` `Session` (the ruleset, the header, the `History`);
//!   `session/history.rs` the steps and the undo cursor (undo is a replay of
//!   the events before the cursor); `session/step.rs` what a step did, typed;
//!   `session/record.rs` the JSON record: `to_json`, the strict `from_json`,
//!   `load_bytes` that recovers a cut file line by line, `RecordError` and
//!   `DamageReason`, `VERSION`; `session/restore.rs` a loaded record
//!   replayed; `session/load.rs` a record with the ruleset it names;
//!   `session/autosave.rs` the games folder: `current.json`, the kept games,
//!   the folder's lock, and never replacing a damaged, longer or different
//!   history without a `damaged_`/`replaced_` copy kept first;
//!   `session/sites.rs` the rating sites' ids of a game.
//! - `ruleset/catalog.rs` the bundled `rulesets/` and the judge's own;
//!   `clock.rs` the one wall clock and every date formatted from a moment;
//!   `paths.rs`, `made_by.rs`.
//! - `i18n/`: `engine.rs` (refusals and reasons), `ruleset.rs` (a ruleset's
//!   problems), `storage.rs`, `errors.rs` (records, replays), `fouls.rs` (the
//!   ruleset's word for a foul in its plural forms).
//!
//! The autosave rewrites the whole `current.json` after every step, on
//! purpose: a crash leaves the old file or the new one, never a mix, and a
//! reader never sees half a record. A game 100 times longer than a real one
//! still saves in about 30 ms (`cargo bench --bench engine`), so the simple
//! whole-file save stays; an append-only journal would change what
//! `current.json` is for every tool that reads it.
//!
//! Old records keep their meaning: a record stores actions, not results, so
//! an engine change that gives old actions another meaning raises
//! `record::VERSION`, and `Session::replay` turns off, in its copy of the
//! ruleset, what the record's version did not know
//! (`session::rules_of_version`).
//!
//! Why these crates: `tempfile` (the temp file of every write is created
//! with `O_EXCL` under a random name, so a planted symlink is never
//! followed); `std::fs::File::try_lock` instead of `fs4` (the same OS lock,
//! dropped when the process dies); `notify` (a save reaches the web feeds in
//! milliseconds, the folder watched so a rename is seen); `encoding_rs` (a
//! Russian Excel's Windows-1251 or UTF-16); `thiserror` for the typed errors.

/// The catalogue of ruleset files (the validated ruleset itself is
/// `mafia_core::ruleset`).
pub mod ruleset {
    pub mod catalog;
}

pub mod clock;
pub mod i18n;
pub mod made_by;
pub mod paths;
pub mod session;
pub mod storage;
