//! Bounded reading: a record, a ruleset, a tournament's description or the
//! players' registry is read only if it is a regular file no larger than
//! the limit for its kind (`replay /dev/zero` must not read forever).

use super::StorageError;
use std::io::Read;
use std::path::Path;

/// The largest game record read: a real game is a few hundred KB.
pub const RECORD_LIMIT: u64 = 64 * 1024 * 1024;
/// The largest ruleset file read: the biggest bundled one is about 30 KB.
pub const RULESET_LIMIT: u64 = 1024 * 1024;
/// The largest tournament description read (`tournament.toml`): 300
/// players over 20 rounds of seating is well under 1 MiB.
pub const TOURNAMENT_LIMIT: u64 = 8 * 1024 * 1024;
/// The largest players' registry read (`players.toml`): tens of thousands
/// of players with club and city.
pub const PLAYERS_LIMIT: u64 = 16 * 1024 * 1024;

/// Reads a whole regular file of at most `limit` bytes; `what` names the
/// kind of file in the message ("a game record", "a ruleset").
pub fn read_capped(path: &Path, limit: u64, what: &'static str) -> Result<Vec<u8>, StorageError> {
    let read_err = |source| StorageError::Read {
        path: path.to_path_buf(),
        source,
    };
    // Checked before opening: opening a FIFO would block until a writer comes.
    let meta = std::fs::metadata(path).map_err(read_err)?;
    if !meta.is_file() {
        return Err(StorageError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let too_large = || StorageError::TooLarge {
        path: path.to_path_buf(),
        limit,
        what,
    };
    if meta.len() > limit {
        return Err(too_large());
    }
    let file = std::fs::File::open(path).map_err(read_err)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_err)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// A file about to be written within the limit its readers take (`what`
/// as [`read_capped`] names it): over it, [`StorageError::TooLargeToSave`]
/// and nothing is written, so a save never makes a file the next read
/// refuses.
pub fn fits_limit(
    path: &Path,
    len: usize,
    limit: u64,
    what: &'static str,
) -> Result<(), StorageError> {
    if u64::try_from(len).unwrap_or(u64::MAX) > limit {
        return Err(StorageError::TooLargeToSave {
            path: path.to_path_buf(),
            limit,
            what,
        });
    }
    Ok(())
}
