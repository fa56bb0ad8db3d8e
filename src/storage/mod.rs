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
//!
//! This module sits below everything else (it imports nothing from the
//! crate); its errors are typed, and [`crate::i18n`] turns them into words.

mod atomic;
mod lock;
mod read;
pub mod watch;

pub use atomic::{
    check_writable, ensure_dir, process_start, remove_stale_temps, remove_stale_temps_of, sync_dir,
    write_atomic,
};
pub use lock::FolderLock;
pub use read::{PLAYERS_LIMIT, RECORD_LIMIT, RULESET_LIMIT, TOURNAMENT_LIMIT, read_capped};

use std::path::{Path, PathBuf};

/// The environment variable that moves the data folder (tests use a temp dir).
pub const DATA_ENV: &str = "MAFIA_JUDGE_DATA";

/// What went wrong with a file or a folder: the path, what the console was
/// doing, and the system's reason. [`crate::i18n::storage_error`] says it to
/// the judge; `Display` says it in English for the command line and logs.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("no user data folder (no home directory); set {DATA_ENV}")]
    NoDataFolder,
    #[error("{}: cannot create the folder: {source}", path.display())]
    CreateDir {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: a file stands where a folder should be", path.display())]
    NotAFolder { path: PathBuf },
    #[error("{}: cannot write the file: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: cannot replace the file: {source}", path.display())]
    Replace {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: cannot flush the folder to disk: {source}", path.display())]
    SyncDir {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: cannot read the file: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: not a regular file (a folder, a device or a pipe)", path.display())]
    NotAFile { path: PathBuf },
    #[error("{}: larger than {} MiB, the limit for {what}", path.display(), limit / (1024 * 1024))]
    TooLarge {
        path: PathBuf,
        limit: u64,
        what: &'static str,
    },
    #[error("{}: the folder is in use by another console", path.display())]
    InUse { path: PathBuf },
    #[error("{}: cannot lock the folder: {source}", path.display())]
    Lock {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: the folder is open read-only (another console uses it)", path.display())]
    ReadOnly { path: PathBuf },
    #[error("{}: this is the game record being read; choose another file for the output", path.display())]
    OutputIsInput { path: PathBuf },
    #[error("{}: a game record is there; it is not overwritten, choose another file", path.display())]
    OutputIsRecord { path: PathBuf },
    #[error("{}: cannot delete: {source}", path.display())]
    Delete {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: not a file of the games folder", path.display())]
    NotInFolder { path: PathBuf },
    #[error("{}: cannot put the previous game aside: {source}", path.display())]
    PutAside {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl StorageError {
    /// The file or folder the error is about.
    pub fn path(&self) -> Option<&Path> {
        use StorageError as E;
        match self {
            E::NoDataFolder => None,
            E::CreateDir { path, .. }
            | E::NotAFolder { path }
            | E::Write { path, .. }
            | E::Replace { path, .. }
            | E::SyncDir { path, .. }
            | E::Read { path, .. }
            | E::NotAFile { path }
            | E::TooLarge { path, .. }
            | E::InUse { path }
            | E::Lock { path, .. }
            | E::ReadOnly { path }
            | E::OutputIsInput { path }
            | E::OutputIsRecord { path }
            | E::Delete { path, .. }
            | E::NotInFolder { path }
            | E::PutAside { path, .. } => Some(path),
        }
    }

    /// The system's reason, if there is one.
    pub fn io(&self) -> Option<&std::io::Error> {
        use StorageError as E;
        match self {
            E::CreateDir { source, .. }
            | E::Write { source, .. }
            | E::Replace { source, .. }
            | E::SyncDir { source, .. }
            | E::Read { source, .. }
            | E::Lock { source, .. }
            | E::Delete { source, .. }
            | E::PutAside { source, .. } => Some(source),
            _ => None,
        }
    }

    /// The file was not there (a first start, a game never saved).
    pub fn is_not_found(&self) -> bool {
        self.io()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::NotFound)
    }
}

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
    dirs.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(folder));
    dedup(dirs)
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
