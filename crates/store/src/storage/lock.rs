//! One console per data folder: an OS file lock on `<folder>/.lock`.
//!
//! The lock is the system's own (`flock` on Unix, `LockFileEx` on Windows,
//! through `std::fs::File::try_lock`), so it goes away with the process: a
//! console killed with `kill -9` leaves the file but never the lock.

use super::{StorageError, ensure_dir};
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
