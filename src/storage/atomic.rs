//! Crash-safe writing: a crash leaves either the old file or the new one,
//! never a mix, and nothing planted at a temporary name is followed.

use super::StorageError;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Creates `dir` (and its parents) if needed; a file standing where the
/// folder should be is said as such, not as "File exists".
pub fn ensure_dir(dir: &Path) -> Result<(), StorageError> {
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => return Ok(()),
        Ok(_) => {
            return Err(StorageError::NotAFolder {
                path: dir.to_path_buf(),
            });
        }
        Err(_) => {}
    }
    // A parent that is a file gives NotADirectory / AlreadyExists: find it.
    std::fs::create_dir_all(dir).map_err(|source| {
        let blocking = dir
            .ancestors()
            .find(|a| std::fs::metadata(a).is_ok_and(|m| !m.is_dir()));
        match blocking {
            Some(file) => StorageError::NotAFolder {
                path: file.to_path_buf(),
            },
            None => StorageError::CreateDir {
                path: dir.to_path_buf(),
                source,
            },
        }
    })
}

/// Writes a file so that a crash leaves either the old or the new content:
/// an exclusive temp file in the same folder (created with `O_EXCL`, so a
/// symlink planted at a temp name is never followed), fsync, rename over
/// the target, fsync of the folder (so the rename itself is on disk).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    ensure_dir(&dir)?;
    if std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
        return Err(StorageError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let write_err = |source| StorageError::Write {
        path: path.to_path_buf(),
        source,
    };
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Readable like any file the judge saves (the umask still applies).
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.as_file().sync_all().map_err(write_err)?;
    // On failure the temp file is removed when `e.file` is dropped.
    tmp.persist(path).map_err(|e| StorageError::Replace {
        path: path.to_path_buf(),
        source: e.error,
    })?;
    sync_dir(&dir).map_err(|source| StorageError::SyncDir { path: dir, source })
}

/// Makes a rename in `dir` durable (POSIX needs an fsync of the folder).
#[cfg(unix)]
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// Other systems make a rename durable by themselves (or cannot open a folder).
#[cfg(not(unix))]
pub fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}
