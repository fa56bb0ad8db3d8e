//! The typed errors of files and folders. They live here, beside the
//! ruleset (whose read error names one), while every file is read and written
//! in `mafia-store` (`storage`), which re-exports them: this crate touches
//! no file.

use std::path::{Path, PathBuf};

/// The environment variable that moves the data folder (tests use a temp dir).
pub const DATA_ENV: &str = "MAFIA_JUDGE_DATA";

/// What went wrong with a file or a folder: the path, what the console was
/// doing, and the system's reason. `mafia_store::i18n::Core(&error).say(lang)` says it to
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
    /// Another program held the file open (Windows: an antivirus scan, a
    /// sync engine's scanner, a spreadsheet that opened it) for the whole
    /// time the replace was retried; the new content is not written.
    #[error("{}: another program holds the file open (tried for {seconds} s): {source}", path.display())]
    HeldOpen {
        path: PathBuf,
        seconds: u64,
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
    /// A file that would be larger than its readers take: not written
    /// (a judge's next start would refuse it).
    #[error("{}: would be larger than {} MiB, the limit for {what}; not written", path.display(), limit / (1024 * 1024))]
    TooLargeToSave {
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
    /// An output (a sheet, a PDF, an export) aimed at the tournament's own
    /// files: its description (or the copy kept of it) or its games folder.
    #[error("{}: a file of the tournament (its description or its games); it is not overwritten, choose another file", path.display())]
    OutputIsTournament { path: PathBuf },
    #[error("{}: cannot delete: {source}", path.display())]
    Delete {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: not a file of the games folder", path.display())]
    NotInFolder { path: PathBuf },
    #[error("{}: a file of this name is there already; it is never replaced", path.display())]
    Exists { path: PathBuf },
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
            | E::HeldOpen { path, .. }
            | E::SyncDir { path, .. }
            | E::Read { path, .. }
            | E::NotAFile { path }
            | E::TooLarge { path, .. }
            | E::TooLargeToSave { path, .. }
            | E::InUse { path }
            | E::Lock { path, .. }
            | E::ReadOnly { path }
            | E::OutputIsInput { path }
            | E::OutputIsRecord { path }
            | E::OutputIsTournament { path }
            | E::Delete { path, .. }
            | E::NotInFolder { path }
            | E::Exists { path }
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
            | E::HeldOpen { source, .. }
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
