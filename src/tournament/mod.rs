//! A tournament: the layer above the game.
//!
//! A tournament is a folder a judge can copy: `tournament.toml` (its
//! description: name, ruleset, dates, players, rounds and tables, the seating,
//! a judge per table, the tournament penalties with their reasons) and
//! `games/*.json`, the game records. The records stay the truth: the
//! standings are computed from them by replay ([`standings`]), never stored.
//! A bad file in the folder is named and left out; it never stops the rest.

pub mod book;
pub mod description;
pub mod export;
pub mod players;
pub mod seating;
pub mod sheet;
pub mod standings;

pub use description::{Description, JudgeEntry, PenaltyEntry, PlayerEntry, SeatingEntry};
pub use standings::{LeftOut, Severity, Standings, standings};

use crate::ruleset::Text;
use crate::session::Record;
use crate::storage::StorageError;
use std::path::{Path, PathBuf};

/// The description's file name inside the tournament folder.
pub const DESCRIPTION: &str = "tournament.toml";
/// The folder of game records inside the tournament folder.
pub const GAMES: &str = "games";

/// A game record found in the tournament folder.
#[derive(Debug, Clone, PartialEq)]
pub struct GameFile {
    /// The file name inside `games/` (how the judge finds it).
    pub file: String,
    pub record: Record,
}

/// A file in the folder that could not be read, with why (both languages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProblem {
    pub file: String,
    pub message: Text,
}

/// The tournament folder as read: the description, the games that could be
/// read, and the files that could not.
#[derive(Debug, Clone)]
pub struct Folder {
    pub path: PathBuf,
    pub description: Description,
    pub games: Vec<GameFile>,
    pub unreadable: Vec<FileProblem>,
}

/// Why a tournament file cannot be read, written or made. The words are in
/// `crate::i18n::tournament_error`; `Display` is a short English form.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// A file or folder that cannot be read or written.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// A TOML file (the description, the player list) that is not what it
    /// should be: the key path, what was expected and what was found.
    #[error("{file}: {}: {:?}", .problem.key, .problem.expected)]
    File {
        file: String,
        problem: crate::ruleset::Problem,
    },
    /// A line of a pasted or imported list that cannot be read as a row.
    #[error("line {line} cannot be read as a row")]
    Line { line: usize },
    /// A game of the book that does not replay (named, with why).
    #[error("{file}: {}", .why.en)]
    Replay { file: String, why: Text },
    /// The sheet, book or text could not be made; the writer's own words
    /// (a broken build or a library fault, never the judge's input).
    #[error("{0}")]
    Make(String),
}

impl TournamentError {
    /// A TOML file's problem, with the file.
    pub fn file(path: &Path, problem: crate::ruleset::Problem) -> TournamentError {
        TournamentError::File {
            file: path.display().to_string(),
            problem,
        }
    }

    /// A file that cannot be read.
    pub fn read(path: &Path, source: std::io::Error) -> TournamentError {
        TournamentError::Storage(StorageError::Read {
            path: path.to_path_buf(),
            source,
        })
    }
}

/// Reads a tournament folder. Only an unreadable description stops it; each
/// game file that cannot be read is named in [`Folder::unreadable`].
pub fn open(path: &Path) -> Result<Folder, TournamentError> {
    let desc_path = path.join(DESCRIPTION);
    let text =
        std::fs::read_to_string(&desc_path).map_err(|e| TournamentError::read(&desc_path, e))?;
    let description = Description::from_toml(&desc_path, &text)?;
    let (games, unreadable) = read_games(&path.join(GAMES));
    Ok(Folder {
        path: path.to_path_buf(),
        description,
        games,
        unreadable,
    })
}

/// Reads every `*.json` in a folder (sorted by name); a missing folder is no games.
pub fn read_games(dir: &Path) -> (Vec<GameFile>, Vec<FileProblem>) {
    let mut games = Vec::new();
    let mut bad = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (games, bad),
        Err(e) => {
            let e = StorageError::Read {
                path: dir.to_path_buf(),
                source: e,
            };
            bad.push(FileProblem {
                file: dir.display().to_string(),
                message: crate::i18n::storage_error(&e),
            });
            return (games, bad);
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    paths.sort();
    for p in paths {
        let file = p
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        // A regular file within the record limit, read strictly.
        match crate::session::record::read_file(&p) {
            Ok(record) => games.push(GameFile { file, record }),
            Err(e) => bad.push(FileProblem {
                message: crate::i18n::record_error_text(&e),
                file,
            }),
        }
    }
    (games, bad)
}

/// Adds a game record to the tournament folder (from another console, a USB
/// stick): written as `games/<name>` through a temp file. A record that is
/// already there (the same game, read by [`standings::same_game`]) is not
/// copied again; the answer says which file holds it.
pub fn add_game(folder: &Path, record: &Record, name: &str) -> Result<AddOutcome, StorageError> {
    let dir = folder.join(GAMES);
    let (games, _) = read_games(&dir);
    if let Some(g) = games.iter().find(|g| {
        standings::same_game(&g.record, record) && g.record.actions.len() >= record.actions.len()
    }) {
        return Ok(AddOutcome::AlreadyThere(g.file.clone()));
    }
    let base = Path::new(name).file_name().map_or_else(
        || "game.json".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    );
    let mut target = dir.join(&base);
    let mut k = 2;
    while target.exists() {
        let stem = base.trim_end_matches(".json");
        target = dir.join(format!("{stem}-{k}.json"));
        k += 1;
    }
    crate::storage::write_atomic(&target, record.to_json().as_bytes())?;
    Ok(AddOutcome::Added(
        target
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
    ))
}

/// What [`add_game`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddOutcome {
    Added(String),
    /// The same game (or a longer copy of it) is already in this file.
    AlreadyThere(String),
}
