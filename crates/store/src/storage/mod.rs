//! Storage in one place: where the console's files live, how every file is
//! written and read, and the lock that keeps two consoles off one folder.
//!
//! - [`data_dir`] is the one data folder (`$MAFIA_JUDGE_DATA`, else the
//!   platform's data directory); the games, the judge's own rulesets and the
//!   lock all hang off it, and every reader and writer asks it.
//! - [`bundled_dirs`] finds the folders shipped with the program (rulesets,
//!   gesture images, music) next to the executable, or in the source tree for
//!   `cargo run`; never in the folder the console happens to be started from.
//! - [`write_atomic`] writes every file the console writes (autosave, Save
//!   as, Export, `protocol -o`): an exclusive temp file in the target's
//!   folder, fsync, rename, fsync of the folder. A temp file left by a
//!   console killed mid-write is removed by [`remove_stale_temps`] when the
//!   next console takes the folder.
//! - [`read_capped`] reads every file the console reads, refusing what is
//!   not a regular file or is larger than the limit for its kind.
//! - [`FolderLock`] is an OS file lock on a folder (released by the OS when
//!   the process dies, so a killed console never blocks the next one).
//! - [`watch::Watch`] follows a file or a folder as it changes (`serve
//!   RECORD`; a tournament's `games/`): the system's notifications, else a
//!   look at sizes and times at an interval.
//!
//! This module sits below everything else (it imports nothing from the
//! crate); its errors are typed, and [`crate::i18n`] turns them into words.

mod atomic;
mod lock;
mod read;
pub mod watch;

pub use atomic::{
    check_writable, ensure_dir, process_start, remove_stale_temps, remove_stale_temps_of, sync_dir,
    write_atomic, write_new,
};
pub use lock::{FileLock, FolderLock};
pub use read::{
    PLAYERS_LIMIT, RECORD_LIMIT, RULESET_LIMIT, TOURNAMENT_LIMIT, fits_limit, read_capped,
};

use std::path::{Path, PathBuf};

pub use mafia_core::storage::{DATA_ENV, StorageError};

/// The app's data folder: `$MAFIA_JUDGE_DATA`, else the platform's data
/// directory (`~/.local/share/mafia-judge` on Linux). Every file the console
/// keeps for the judge is found from here.
pub fn data_dir() -> Result<PathBuf, StorageError> {
    if let Some(d) = std::env::var_os(DATA_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("org", "mafia-judge", "mafia-judge")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or(StorageError::NoDataFolder)
}

/// `<data dir>/games`: the autosave and the kept games.
pub fn games_dir() -> Result<PathBuf, StorageError> {
    data_dir().map(|d| d.join("games"))
}

/// `<data dir>/rulesets`, where a judge drops his club's ruleset files.
pub fn user_rulesets_dir() -> Result<PathBuf, StorageError> {
    data_dir().map(|d| d.join("rulesets"))
}

/// The folders shipped with the program, in order: `$ENV_VAR` (an explicit
/// choice), `folder` next to the executable (an installed copy), `folder`
/// in the source tree the program was built from (`cargo run`). Never the
/// current folder: a `./rulesets` where the console happens to be started
/// must not replace the bundled rules. Duplicates (same place on disk)
/// removed, order kept.
pub fn bundled_dirs(env_var: &str, folder: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(d) = std::env::var_os(env_var).filter(|d| !d.is_empty()) {
        dirs.push(PathBuf::from(d));
    }
    if let Ok(exe) = std::env::current_exe()
        && let Some(dir) = exe.parent()
    {
        dirs.push(dir.join(folder));
    }
    dirs.push(source_root().join(folder));
    dedup(dirs)
}

/// The source tree the program was built from: the workspace's root, two
/// folders above this crate (`crates/store`).
pub fn source_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().nth(2).unwrap_or(here).to_path_buf()
}

/// Removes folders that are the same place on disk, keeping the first.
pub fn dedup(mut dirs: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut seen: Vec<PathBuf> = Vec::new();
    dirs.retain(|d| {
        let key = d.canonicalize().unwrap_or_else(|_| d.clone());
        if seen.contains(&key) {
            false
        } else {
            seen.push(key);
            true
        }
    });
    dirs
}
