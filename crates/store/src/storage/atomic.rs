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

/// Our temporary files are `.<target name>.<TEMP_RAND letters>.tmp`.
const TEMP_SUFFIX: &str = ".tmp";
const TEMP_RAND: usize = 6;
/// The name of the write test's temporary file (see [`check_writable`]).
const WRITE_TEST: &str = "write-test";

/// Whether `name` is one of our temporary files for a game file or the
/// write test: `.<x>.json.<6 letters>.tmp` or `.write-test.<6 letters>.tmp`
/// (`.write-test.<6 letters>` from earlier versions).
/// Nothing a judge names a file.
fn is_our_temp(name: &str) -> bool {
    let rand_ok = |r: &str| r.len() == TEMP_RAND && r.chars().all(|c| c.is_ascii_alphanumeric());
    // The write test of earlier versions had no suffix.
    if name
        .strip_prefix(&format!(".{WRITE_TEST}."))
        .is_some_and(rand_ok)
    {
        return true;
    }
    let Some(inner) = name
        .strip_prefix('.')
        .and_then(|n| n.strip_suffix(TEMP_SUFFIX))
    else {
        return false;
    };
    let Some((target, rand)) = inner.rsplit_once('.') else {
        return false;
    };
    rand_ok(rand)
        && !target.starts_with('.')
        && (target == WRITE_TEST
            || [".json", ".toml"]
                .iter()
                .any(|x| target.len() > x.len() && target.ends_with(x)))
}

/// Removes the temporary files a console killed in the middle of a write
/// left in `dir` (`kill -9` between creating the temp file and the rename):
/// only regular files of our own name pattern (see [`is_our_temp`]), last
/// changed before `before`. Call it only while holding the folder's lock,
/// with `before` the moment the lock was taken: then no other console can
/// be writing there, and nothing this one writes is touched. Returns what
/// was removed. A file that cannot be removed is left (it is hidden and
/// never read; the next start tries again).
pub fn remove_stale_temps(dir: &Path, before: std::time::SystemTime) -> Vec<PathBuf> {
    remove_temps_where(dir, before, is_our_temp)
}

/// Whether `name` is our temporary file for the file named `target`:
/// `.<target>.<6 letters>.tmp`, what [`write_atomic`] makes for it.
fn is_temp_of(name: &str, target: &str) -> bool {
    name.strip_prefix('.')
        .and_then(|n| n.strip_prefix(target))
        .and_then(|n| n.strip_prefix('.'))
        .and_then(|n| n.strip_suffix(TEMP_SUFFIX))
        .is_some_and(|r| r.len() == TEMP_RAND && r.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// As [`remove_stale_temps`], but only the temporary files of the files
/// named in `targets` (for a folder that also holds files this console
/// never writes: a tournament folder, the data folder). A folder without
/// a lock of its own: `before` is then the start of this process
/// ([`process_start`]), so a save another console is making is never
/// taken for a stale one unless it began before this console did.
pub fn remove_stale_temps_of(
    dir: &Path,
    targets: &[&str],
    before: std::time::SystemTime,
) -> Vec<PathBuf> {
    remove_temps_where(dir, before, |n| targets.iter().any(|t| is_temp_of(n, t)))
}

/// The moment this process started, as far as the program can say: the
/// first time this is asked (the command line asks it first thing).
pub fn process_start() -> std::time::SystemTime {
    static START: std::sync::OnceLock<std::time::SystemTime> = std::sync::OnceLock::new();
    *START.get_or_init(crate::clock::now)
}

fn remove_temps_where(
    dir: &Path,
    before: std::time::SystemTime,
    ours: impl Fn(&str) -> bool,
) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for e in entries.flatten() {
        // The name first: a folder of a thousand games costs no stat each.
        if !e.file_name().to_str().is_some_and(&ours) {
            continue;
        }
        // symlink_metadata: a symlink is never followed, nor removed.
        let stale = std::fs::symlink_metadata(e.path())
            .is_ok_and(|m| m.file_type().is_file() && m.modified().is_ok_and(|t| t < before));
        if stale && std::fs::remove_file(e.path()).is_ok() {
            removed.push(e.path());
        }
    }
    removed.sort();
    removed
}

/// Checks that a file can be created in `dir` (what the first save would
/// meet): an exclusive temp file of our pattern, removed at once.
pub fn check_writable(dir: &Path) -> std::io::Result<()> {
    tempfile::Builder::new()
        .prefix(&format!(".{WRITE_TEST}."))
        .rand_bytes(TEMP_RAND)
        .suffix(TEMP_SUFFIX)
        .tempfile_in(dir)
        .map(drop)
}

/// The folder a file is written in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// `bytes` in an exclusive temp file in `dir` named after `path`, synced to
/// disk: the first step of [`write_atomic`] and [`write_new`].
fn synced_temp(
    path: &Path,
    dir: &Path,
    bytes: &[u8],
) -> Result<tempfile::NamedTempFile, StorageError> {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let write_err = |source| StorageError::Write {
        path: path.to_path_buf(),
        source,
    };
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder
        .prefix(&prefix)
        .rand_bytes(TEMP_RAND)
        .suffix(TEMP_SUFFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Readable like any file the judge saves (the umask still applies).
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.as_file().sync_all().map_err(write_err)?;
    Ok(tmp)
}

/// Writes a file so that a crash leaves either the old or the new content:
/// an exclusive temp file in the same folder (created with `O_EXCL`, so a
/// symlink planted at a temp name is never followed), fsync, rename over
/// the target, fsync of the folder (so the rename itself is on disk).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let dir = folder_of(path);
    ensure_dir(&dir)?;
    if std::fs::metadata(path).is_ok_and(|m| m.is_dir()) {
        return Err(StorageError::NotAFile {
            path: path.to_path_buf(),
        });
    }
    let tmp = synced_temp(path, &dir, bytes)?;
    // On failure the temp file is removed when `e.file` is dropped.
    let mut tmp = Some(tmp);
    let retried = retry_while_held(
        || match tmp.take() {
            Some(t) => t.persist(path).map(drop).map_err(|e| {
                tmp = Some(e.file);
                e.error
            }),
            None => Err(std::io::Error::other("the temp file is gone")),
        },
        is_held_open,
        REPLACE_RETRY,
        std::thread::sleep,
    );
    retried.map_err(|(source, held)| match held {
        Some(waited) => StorageError::HeldOpen {
            path: path.to_path_buf(),
            seconds: waited.as_secs().max(1),
            source,
        },
        None => StorageError::Replace {
            path: path.to_path_buf(),
            source,
        },
    })?;
    sync_dir(&dir).map_err(|source| StorageError::SyncDir { path: dir, source })
}

/// How long a replace is retried while another program holds the target
/// open (Windows refuses a rename over a file open without
/// `FILE_SHARE_DELETE`: an antivirus scanning the new file, Syncthing's
/// scanner, Excel with the CSV open). Scanners let go within a second.
pub const REPLACE_RETRY: std::time::Duration = std::time::Duration::from_secs(5);

/// Windows' answers to a rename over a file another program holds open:
/// access denied (5), sharing violation (32), lock violation (33). No other
/// system refuses a rename for that, so elsewhere nothing is retried.
fn is_held_open(e: &std::io::Error) -> bool {
    cfg!(windows) && matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

/// Runs `op` until it succeeds, fails for another reason than `held`, or
/// has been retried for `budget` (pauses from 20 ms doubling to 250 ms).
/// The error comes with how long it was retried when `held` was the reason.
fn retry_while_held<T>(
    mut op: impl FnMut() -> std::io::Result<T>,
    held: impl Fn(&std::io::Error) -> bool,
    budget: std::time::Duration,
    mut sleep: impl FnMut(std::time::Duration),
) -> Result<T, (std::io::Error, Option<std::time::Duration>)> {
    use std::time::Duration;
    let mut waited = Duration::ZERO;
    let mut pause = Duration::from_millis(20);
    loop {
        match op() {
            Ok(v) => return Ok(v),
            Err(e) if held(&e) => {
                if waited >= budget {
                    return Err((e, Some(waited)));
                }
                sleep(pause);
                waited += pause;
                pause = (pause * 2).min(Duration::from_millis(250));
            }
            Err(e) => return Err((e, None)),
        }
    }
}

/// Writes a NEW file: the whole content goes to an exclusive temp file in
/// the same folder, then it is hard-linked to `path` (which fails if a file
/// is there: nothing is ever replaced) and the temp name is removed. A
/// reader (another console, a sync engine) sees the whole file or none.
/// On a file system without hard links (FAT on a USB stick) the file is
/// created with `create_new` and written in place instead. A file already
/// at `path` is [`StorageError::Exists`].
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let dir = folder_of(path);
    ensure_dir(&dir)?;
    let write_err = |source| StorageError::Write {
        path: path.to_path_buf(),
        source,
    };
    let exists = || StorageError::Exists {
        path: path.to_path_buf(),
    };
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(exists());
    }
    let tmp = synced_temp(path, &dir, bytes)?;
    let linked = std::fs::hard_link(tmp.path(), path);
    // The temp name goes now (the content stays under `path` if linked).
    drop(tmp);
    match linked {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Err(exists()),
        Err(_) => {
            // No hard links here: create_new never replaces a file either.
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .map_err(|e| {
                    if e.kind() == std::io::ErrorKind::AlreadyExists {
                        exists()
                    } else {
                        write_err(e)
                    }
                })?;
            f.write_all(bytes).map_err(write_err)?;
            f.sync_all().map_err(write_err)?;
        }
    }
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

#[cfg(test)]
mod tests {
    use super::is_our_temp;

    /// Windows: a rename over a file an antivirus or a spreadsheet holds
    /// open is refused for a moment; the save is tried again, and named to
    /// the judge once the time is up, never dropped.
    #[test]
    fn a_replace_refused_while_another_program_holds_the_file_is_retried_then_named() {
        use std::time::Duration;
        let held = |e: &std::io::Error| e.raw_os_error() == Some(32);
        let sharing = || std::io::Error::from_raw_os_error(32);
        // Let go after three tries: the fourth succeeds.
        let mut tries = 0;
        let mut slept = Duration::ZERO;
        let r = super::retry_while_held(
            || {
                tries += 1;
                if tries < 4 { Err(sharing()) } else { Ok(tries) }
            },
            held,
            Duration::from_secs(5),
            |d| slept += d,
        );
        assert_eq!(r.ok(), Some(4));
        assert_eq!(slept, Duration::from_millis(20 + 40 + 80));
        // Never let go: retried for the budget, then the reason and the time.
        let mut slept = Duration::ZERO;
        let r: Result<(), _> = super::retry_while_held(
            || Err(sharing()),
            held,
            Duration::from_secs(5),
            |d| slept += d,
        );
        let (e, waited) = r.err().unwrap();
        assert_eq!(e.raw_os_error(), Some(32));
        assert!(waited.unwrap() >= Duration::from_secs(5));
        assert_eq!(waited, Some(slept));
        // Another reason is not retried.
        let mut tries = 0;
        let r: Result<(), _> = super::retry_while_held(
            || {
                tries += 1;
                Err(std::io::Error::from(std::io::ErrorKind::NotFound))
            },
            held,
            Duration::from_secs(5),
            |_| {},
        );
        assert_eq!(tries, 1);
        assert!(r.err().unwrap().1.is_none());
    }

    #[test]
    fn only_our_own_temp_names_count_as_stale_temps() {
        assert!(is_our_temp(".current.json.a1B2c3.tmp"));
        assert!(is_our_temp(".2026-11-30_14-32-05_fiim.json.Zz09aa.tmp"));
        assert!(is_our_temp(".write-test.abcdef.tmp"));
        assert!(is_our_temp(".write-test.abcdef"), "an earlier version's");
        assert!(!is_our_temp(".write-test.abcdefg"));
        // A judge's files, and other programs' temp files, are not ours.
        assert!(!is_our_temp("current.json"));
        assert!(!is_our_temp(".current.json.tmp"));
        assert!(!is_our_temp(".current.json.abc.tmp"));
        assert!(!is_our_temp(".notes.txt.abcdef.tmp"));
        assert!(!is_our_temp(".json.abcdef.tmp"));
        assert!(!is_our_temp("..current.json.abcdef.tmp"));
        assert!(!is_our_temp(".current.json.abc-ef.tmp"));
    }

    #[test]
    fn a_temp_of_a_named_file_is_only_that_files_own_pattern() {
        use super::is_temp_of;
        assert!(is_temp_of(".tournament.toml.a1B2c3.tmp", "tournament.toml"));
        assert!(is_temp_of(
            ".tournament.toml.bak.a1B2c3.tmp",
            "tournament.toml.bak"
        ));
        assert!(!is_temp_of(
            ".tournament.toml.bak.a1B2c3.tmp",
            "tournament.toml"
        ));
        assert!(!is_temp_of(".tournament.toml.tmp", "tournament.toml"));
        assert!(!is_temp_of("tournament.toml.a1B2c3.tmp", "tournament.toml"));
        assert!(!is_temp_of(".tournament.toml.a1B2c3", "tournament.toml"));
        assert!(!is_temp_of(".players.toml.a1-2c3.tmp", "players.toml"));
        assert!(!is_our_temp(".lock"));
    }
}
