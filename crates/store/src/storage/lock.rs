//! One console per data folder: an OS file lock on `<folder>/.lock`.
//!
//! The lock is the system's own (`flock` on Unix, `LockFileEx` on Windows,
//! through `std::fs::File::try_lock`), so it goes away with the process: a
//! console killed with `kill -9` leaves the file but never the lock.

use super::ensure_dir;
use mafia_core::storage::StorageError;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock file's name inside the locked folder.
pub const LOCK_FILE: &str = ".lock";

/// A folder this process holds; the lock is released when this is dropped
/// (or when the process ends, however it ends).
#[derive(Debug)]
pub struct FolderLock {
    _file: File,
    dir: PathBuf,
}

impl FolderLock {
    /// Takes the folder (creating it if needed) or says it is in use.
    pub fn acquire(dir: &Path) -> Result<FolderLock, StorageError> {
        ensure_dir(dir)?;
        let path = dir.join(LOCK_FILE);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|source| StorageError::Lock {
                path: path.clone(),
                source,
            })?;
        match file.try_lock() {
            Ok(()) => Ok(FolderLock {
                _file: file,
                dir: dir.to_path_buf(),
            }),
            Err(TryLockError::WouldBlock) => Err(StorageError::InUse {
                path: dir.to_path_buf(),
            }),
            Err(TryLockError::Error(source)) => Err(StorageError::Lock { path, source }),
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// A lock on one file that several consoles may write (`tournament.toml`,
/// `players.toml`): the OS lock on a lock file beside it,
/// `.<name>.lock`, held while the file is read fresh, changed and written.
/// Waits for the other writer (a save takes milliseconds); gone with the
/// process however it ends, so a console killed mid-save never blocks the
/// next. On a shared network folder it is the server's lock (NFS, SMB);
/// between laptops that sync (Syncthing) it only orders the writers of one
/// laptop, and the one-writer rule (`tournament::sync`) does the rest.
#[derive(Debug)]
pub struct FileLock {
    _file: File,
}

impl FileLock {
    /// The lock file's name for `target`.
    pub fn name_for(target: &str) -> String {
        format!(".{target}.lock")
    }

    /// Takes the lock of `target` (waiting for another holder).
    pub fn acquire(target: &Path) -> Result<FileLock, StorageError> {
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        ensure_dir(&dir)?;
        let name = target
            .file_name()
            .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
        let path = dir.join(Self::name_for(&name));
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|source| StorageError::Lock {
                path: path.clone(),
                source,
            })?;
        file.lock()
            .map_err(|source| StorageError::Lock { path, source })?;
        Ok(FileLock { _file: file })
    }
}
