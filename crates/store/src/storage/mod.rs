//! Storage in one place: where the console's files live, how every file is
//! written and read, and the lock that keeps two consoles off one folder.
//!
//! - [`data_dir`] is the one data folder (`$MAFIA_JUDGE_DATA`, else the
//!   platform's data directory); the games, the judge's own rulesets and the
//!   lock all hang off it, and every reader and writer asks it.
//! - [`bundled_dirs`] finds the folders shipped with the program (rulesets,
//!   gesture images, music) next to the executable, in `../share/mafia-judge`
//!   (the Linux packages), or in the source tree for `cargo run`; never in
//!   the folder the console happens to be started from.
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
mod text;
pub mod watch;

pub use atomic::{
    check_writable, ensure_dir, process_start, remove_stale_temps, remove_stale_temps_of, sync_dir,
    write_atomic, write_new,
};
pub use lock::{FileLock, FolderLock};
pub use read::{
    PLAYERS_LIMIT, RECORD_LIMIT, RULESET_LIMIT, TOURNAMENT_LIMIT, fits_limit, read_capped,
};
pub use text::{TableText, TextEncoding, table_text};

use std::path::{Path, PathBuf};

use mafia_core::storage::{DATA_ENV, StorageError};

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
/// choice); `folder` beside the executable (the Windows zip, any unpacked
/// copy); `../share/mafia-judge/folder` from the executable's folder (the
/// Debian package's `/usr/bin` and `/usr/share/mafia-judge`, the Linux
/// `.tar.gz`'s `bin/` and `share/`); `../Resources/folder` (a macOS bundle);
/// and `folder` in the source tree only when the executable itself lies in
/// that tree (`cargo run`, the tests). Never the current folder, and never
/// the source tree for a copy put anywhere else: a judge's copy finds its
/// own rules or none. Duplicates (same place on disk) removed, order kept.
pub fn bundled_dirs(env_var: &str, folder: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(d) = std::env::var_os(env_var).filter(|d| !d.is_empty()) {
        dirs.push(PathBuf::from(d));
    }
    if let Ok(exe) = std::env::current_exe() {
        dirs.extend(shipped_beside(&exe, folder));
    }
    dedup(dirs)
}

/// Where an executable at `exe` finds the shipped `folder` (see
/// [`bundled_dirs`]): beside it, in `../share/mafia-judge`, in
/// `../Resources`, and in the source tree only when `exe` is inside it.
pub fn shipped_beside(exe: &Path, folder: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let Some(dir) = exe.parent() else {
        return dirs;
    };
    dirs.push(dir.join(folder));
    if let Some(up) = dir.parent() {
        dirs.push(up.join("share").join("mafia-judge").join(folder));
        dirs.push(up.join("Resources").join(folder));
    }
    let root = source_root();
    let inside = |p: &Path| {
        let p = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        let r = root.canonicalize().unwrap_or_else(|_| root.clone());
        p.starts_with(r)
    };
    if inside(exe) {
        dirs.push(root.join(folder));
    }
    dirs
}

/// A document shipped with the program (`THIRD-PARTY-LICENSES.html`, the
/// judge's guide): beside the executable (the Windows zip) or in
/// `../share/doc/mafia-judge` (the Linux packages); None when this copy has
/// none (a build from source).
pub fn shipped_doc(name: &str) -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let dir = exe.parent()?;
    let mut places = vec![dir.join(name)];
    if let Some(up) = dir.parent() {
        places.push(up.join("share").join("doc").join("mafia-judge").join(name));
    }
    places.into_iter().find(|p| p.is_file())
}

/// The source tree the program was built from: the workspace's root, two
/// folders above this crate (`crates/store`). Read only for a program that
/// runs from inside it ([`shipped_beside`]) and by the tests.
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
