//! A tournament: the layer above the game.
//!
//! A tournament is a folder a judge can copy: `tournament.toml` (its
//! description: name, ruleset, dates, players, rounds and tables, the seating,
//! a judge per table, the tournament penalties with their reasons) and
//! `games/*.json`, the game records. The records stay the truth: the
//! standings are computed from them by replay ([`standings`]), never stored.
//! A bad file in the folder is named and left out; it never stops the rest.

pub mod book;
pub mod book_stats;
pub mod check;
pub mod copies;
pub mod description;
pub mod evening;
pub mod export;
pub mod export_all;
pub mod federation;
pub mod hall;
pub mod ids;
pub mod nick;
pub mod players;
pub mod progress;
pub mod season;
pub mod seating;
pub mod sheet;
pub mod stages;
pub mod standings;
pub mod stats;
pub mod stats_sheet;
pub mod sync;

pub use description::{
    AcceptedEntry, CutBy, CutDecision, Description, JudgeEntry, PenaltyEntry, PlayerEntry,
    RefusedEntry, SeatingEntry, StageEntry,
};
pub use standings::{DescriptionProblem, LeftOut, Severity, Standings, Why, standings};

use mafia_core::ruleset::{Expected, Problem};
use mafia_core::storage::StorageError;
use mafia_store::session::Record;
use mafia_store::storage::FileLock;
use mafia_words::Text;
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
/// its `Words` in `crate::i18n`; `Display` is a short English form (logs).
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// A file or folder that cannot be read or written.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// A TOML file (the description, the player list) that is not what it
    /// should be: the key path, what was expected and what was found.
    #[error("{file}: {}: {:?}", .problem.key, .problem.expected)]
    File { file: String, problem: Problem },
    /// A line of a pasted or imported list that cannot be read as a row.
    #[error("line {line} cannot be read as a row")]
    Line { line: usize },
    /// A game of the book that does not replay (named, with why).
    #[error("{file}: {}", .why.en)]
    Replay { file: String, why: Text },
    /// A file could not be made (a broken build or a library fault, never
    /// the judge's input): the judge reads which file and which step; the
    /// library's own words are kept in `detail`, for the log only.
    #[error("{what:?}: {detail}")]
    Make { what: Making, detail: String },
}

/// Which file or step could not be made ([`TournamentError::Make`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Making {
    /// A TOML file (the description, a player list, an evening, a table's
    /// status, a request and its answer, the laptop's role), before it is
    /// written: nothing was written.
    Toml { file: String },
    /// A table as CSV (the standings, the federation's sheet, statistics).
    Csv,
    /// A spreadsheet (XLSX).
    Spreadsheet,
    /// The fonts of the tournament's book.
    BookFonts,
    /// The tournament's book (PDF).
    Book,
    /// A game's file for a rating site's export.
    GameJson { file: String },
}

impl Making {
    /// A TOML file, named by its last part.
    pub fn toml(path: &Path) -> Making {
        Making::Toml {
            file: short_name(path),
        }
    }

    /// A game's export file.
    pub fn game_json(file: &str) -> Making {
        Making::GameJson {
            file: file.to_owned(),
        }
    }

    /// Every kind, for the test that says each in words.
    pub fn all() -> Vec<Making> {
        vec![
            Making::toml(Path::new(DESCRIPTION)),
            Making::Csv,
            Making::Spreadsheet,
            Making::BookFonts,
            Making::Book,
            Making::game_json("game-01.json"),
        ]
    }
}

fn short_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl TournamentError {
    /// `what` could not be made; `detail` is the library's own words (logs).
    pub fn make(what: Making, detail: &dyn std::fmt::Display) -> TournamentError {
        TournamentError::Make {
            what,
            detail: detail.to_string(),
        }
    }

    /// A TOML file's problem, with the file.
    pub fn file(path: &Path, problem: Problem) -> TournamentError {
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
/// Refuses an output path (a sheet, a book, an export folder) that would
/// write over what `source` (a tournament folder, or a folder of records)
/// is made of: its description or the copy kept of it, its games folder or
/// anything in it (`source` itself when it is a tournament's games), any
/// `tournament.toml`, the source itself, or any game record (a typo in `--csv`
/// or `-o` must never replace the tournament: over a shared folder the
/// damage reaches every laptop). A new file beside them is fine.
pub fn check_output(out: &Path, source: &Path) -> Result<(), StorageError> {
    // A game record anywhere; the source itself is said below, as the
    // tournament's (not as "the record being read").
    mafia_store::session::record::check_output(out, None)?;
    let refused = || StorageError::OutputIsTournament {
        path: out.to_path_buf(),
    };
    let out = real(out);
    let source = real(source);
    let kept = [
        source.join(DESCRIPTION),
        source.join(format!("{DESCRIPTION}.bak")),
    ];
    // The games folder: a tournament's (or a data folder's), or the source
    // itself when it is a tournament's games folder. A plain folder of
    // records keeps its records (above), and a sheet may go beside them.
    let in_tournament = |d: &Path| d.parent().is_some_and(|p| p.join(DESCRIPTION).is_file());
    let games = if source.join(DESCRIPTION).exists() || source.join(GAMES).is_dir() {
        Some(source.join(GAMES))
    } else if source.file_name().is_some_and(|n| n == GAMES) && in_tournament(&source) {
        Some(source.clone())
    } else {
        None
    };
    if out == source
        || kept.contains(&out)
        || games.as_ref().is_some_and(|g| out.starts_with(g))
        || out.file_name().is_some_and(|n| n == DESCRIPTION)
    {
        return Err(refused());
    }
    Ok(())
}

/// Refuses an export folder inside the tournament's games folder (the
/// exported files would be read back as the tournament's games).
pub fn check_export_folder(out: &Path, folder: &Path) -> Result<(), StorageError> {
    if real(out).starts_with(real(folder).join(GAMES)) {
        return Err(StorageError::OutputIsTournament {
            path: out.to_path_buf(),
        });
    }
    Ok(())
}

/// Where `p` is, as far as it exists: a file not yet written is its
/// folder's real place and its name.
fn real(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    match (p.parent(), p.file_name()) {
        (Some(dir), Some(name)) => {
            let dir = if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            };
            dir.canonicalize()
                .map_or_else(|_| p.to_path_buf(), |d| d.join(name))
        }
        _ => p.to_path_buf(),
    }
}

pub fn open(path: &Path) -> Result<Folder, TournamentError> {
    open_versioned(path).map(|(f, _)| f)
}

/// [`open`], with the version of `tournament.toml` as read
/// ([`sync::version_of`]), for a later save to tell whether it changed.
pub fn open_versioned(path: &Path) -> Result<(Folder, u64), TournamentError> {
    // A regular file within its limit (a folder copied from a stick may
    // hold anything under this name).
    let (description, version) = sync::read_description(&path.join(DESCRIPTION))?;
    let (games, unreadable) = read_games(&path.join(GAMES));
    Ok((
        Folder {
            path: path.to_path_buf(),
            description,
            games,
            unreadable,
        },
        version,
    ))
}

impl Folder {
    /// The first game of the seating that has no record yet: its number
    /// (from 1) and its seating.
    pub fn next_game(&self) -> Option<(u32, &SeatingEntry)> {
        self.description
            .numbered_games()
            .into_iter()
            .enumerate()
            .find(|(k, e)| {
                let number = (k + 1).to_string();
                let table = e.table.to_string();
                !self.games.iter().any(|g| {
                    g.record.meta.game.trim() == number && g.record.meta.table.trim() == table
                })
            })
            .map(|(k, e)| (u32::try_from(k + 1).unwrap_or(u32::MAX), e))
    }
}

/// Removes the temporary files a console killed in the middle of a save left
/// in a tournament folder: those of `tournament.toml` and its kept copy,
/// and of the game records in `games/` and the requests. Only our own temp
/// names (never a judge's file); those of `tournament.toml` under its lock,
/// the others only when last changed before this process started (a save
/// another console is making now is left alone). Returns what was removed.
pub fn remove_stale_temps(folder: &Path) -> Vec<PathBuf> {
    let before = mafia_store::storage::process_start();
    // Those of tournament.toml under its lock (then any is stale).
    let mut removed = FileLock::acquire(&folder.join(DESCRIPTION))
        .map(|_lock| remove_temps_locked(folder, DESCRIPTION))
        .unwrap_or_default();
    removed.extend(mafia_store::storage::remove_stale_temps(
        &folder.join(GAMES),
        before,
    ));
    removed.extend(mafia_store::storage::remove_stale_temps(
        &folder.join(sync::REQUESTS),
        before,
    ));
    removed.extend(mafia_store::storage::remove_stale_temps(
        &folder.join(sync::REQUESTS).join(sync::DONE),
        before,
    ));
    removed
}

/// Removes the temp files a writer killed mid-save left for `name` and its
/// kept copy `name.bak` in `dir`. Call it holding `name`'s [`FileLock`]:
/// then no other writer is saving that file, so every such temp is stale,
/// whatever its age (without the lock, a writer that started a moment
/// before this process could lose its temp file under it).
pub fn remove_temps_locked(dir: &Path, name: &str) -> Vec<PathBuf> {
    let bak = format!("{name}.bak");
    mafia_store::storage::remove_stale_temps_of(
        dir,
        &[name, bak.as_str()],
        mafia_store::clock::now() + std::time::Duration::from_secs(1),
    )
}

/// A reader for a table pasted from a spreadsheet or read from CSV: the
/// separator (tab, semicolon or comma) is taken from the first non-empty
/// line; rows may differ in length; cells are trimmed; no header is assumed.
pub(crate) fn pasted_table(text: &str) -> csv::Reader<&[u8]> {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let delimiter = if first.contains('\t') {
        b'\t'
    } else if first.contains(';') {
        b';'
    } else {
        b','
    };
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .delimiter(delimiter)
        .from_reader(text.as_bytes())
}

/// A storage error's words without the path (the error names the file).
/// The text of a TOML file: its bytes as UTF-8, or the line where they stop
/// being text.
pub(crate) fn utf8(path: &Path, bytes: Vec<u8>) -> Result<String, TournamentError> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let line = e
            .as_bytes()
            .get(..at)
            .map_or(1, |b| b.iter().filter(|c| **c == b'\n').count() + 1);
        TournamentError::file(
            path,
            Problem {
                line: Some(line),
                ..Problem::new(String::new(), Expected::Utf8)
            },
        )
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
                message: mafia_words::i18n::Words::text(&mafia_store::i18n::Core(&e)),
            });
            return (games, bad);
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            // Not a sync engine's temp file, nor a conflict copy (those
            // are named apart: `sync::find_conflicts`).
            p.extension().is_some_and(|x| x == "json")
                && p.file_name().is_some_and(|n| {
                    let n = n.to_string_lossy();
                    !n.starts_with('.')
                        && !sync::is_engine_file(&n)
                        && sync::conflict_original(&n).is_none()
                })
        })
        .collect();
    paths.sort();
    for p in paths {
        let file = p
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        // A regular file within the record limit, read strictly.
        match mafia_store::session::record::read_file(&p) {
            Ok(record) => games.push(GameFile { file, record }),
            Err(e) => bad.push(FileProblem {
                message: mafia_words::i18n::Words::text(&e),
                file,
            }),
        }
    }
    (games, bad)
}

/// Adds a game record to the tournament folder (from another console, a USB
/// stick): written as `games/<name>` through a temp file. A record that is
/// already there (the same game, read by [`standings::same_game`], as long or
/// longer) is not copied again; a different record of the same game is
/// refused (the judge keeps one); the answer says which file holds it.
pub fn add_game(folder: &Path, record: &Record, name: &str) -> Result<AddOutcome, StorageError> {
    let dir = folder.join(GAMES);
    let (games, _) = read_games(&dir);
    for g in games
        .iter()
        .filter(|g| standings::same_game(&g.record, record))
    {
        let (a, b) = (&g.record.actions, &record.actions);
        if a.len() >= b.len() && a.starts_with(b) {
            return Ok(AddOutcome::AlreadyThere(g.file.clone()));
        }
        if !b.starts_with(a) {
            return Ok(AddOutcome::Conflict(g.file.clone()));
        }
    }
    let base = Path::new(name).file_name().map_or_else(
        || "game.json".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    );
    mafia_store::storage::ensure_dir(&dir)?;
    // A new file, never over one that is there (another laptop's game of
    // the same name): then the name gets a time and a random part.
    let json = record.to_json();
    let bytes = json.as_bytes();
    match mafia_store::storage::write_new(&dir.join(&base), bytes) {
        Ok(()) => Ok(AddOutcome::Added(base)),
        Err(StorageError::Exists { .. }) => {
            let stem = base.trim_end_matches(".json").to_owned();
            let stamp = sync::stamp_now();
            let name = sync::write_unique(&dir, bytes, || {
                let unique = sync::game_file_name("", None, "", &stamp);
                format!("{stem}-{}", unique.trim_start_matches("t0-r0-g0-"))
            })?;
            Ok(AddOutcome::Added(name))
        }
        Err(e) => Err(e),
    }
}

/// What [`add_game`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddOutcome {
    Added(String),
    /// The same game (or a longer copy of it) is already in this file.
    AlreadyThere(String),
    /// Another record of the same game (not an earlier or later save of it)
    /// is in this file: nothing was copied.
    Conflict(String),
    /// Not copied: the file cannot be read, or is not a game of this
    /// tournament.
    Refused(NotAdded),
}

/// Why a game file was not copied into the tournament folder (its words
/// are its `Words` in `crate::i18n`). The words a lower layer already put
/// together (why a record cannot be read, why a folder cannot be written)
/// are carried as they are, in both languages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotAdded {
    /// The file cannot be read as a game record.
    Unreadable { why: Text },
    /// A game played under another ruleset than the tournament's.
    OtherRuleset { played: String, ruleset: String },
    /// The tournament's `games/` folder cannot be written.
    NotWritten { why: Text },
}

impl NotAdded {
    /// The folder could not take the file.
    pub fn not_written(e: &StorageError) -> NotAdded {
        NotAdded::NotWritten {
            why: mafia_words::i18n::Words::text(&mafia_store::i18n::Core(e)),
        }
    }
}

/// One file the head judge brought, and what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Brought {
    /// The file as the judge picked it (its path).
    pub source: String,
    pub outcome: AddOutcome,
}

/// Adds the game records at `paths` (files, or folders of `*.json`) to the
/// tournament folder: each is added, recognised as already there, or refused
/// with the reason (unreadable, another ruleset, another record of a game
/// already there). `ruleset` is the tournament's ruleset id.
pub fn bring_games(folder: &Path, ruleset: &str, paths: &[PathBuf]) -> Vec<Brought> {
    let mut found: Vec<(String, Result<Record, Text>)> = Vec::new();
    for p in paths {
        if p.is_dir() {
            let (games, bad) = read_games(p);
            let mut here: Vec<(String, Result<Record, Text>)> = Vec::new();
            here.extend(
                games
                    .into_iter()
                    .map(|g| (p.join(&g.file).display().to_string(), Ok(g.record))),
            );
            here.extend(
                bad.into_iter()
                    .map(|b| (p.join(&b.file).display().to_string(), Err(b.message))),
            );
            // In the order of their names, as the judge sees the folder.
            here.sort_by(|a, b| a.0.cmp(&b.0));
            found.extend(here);
        } else {
            let r = mafia_store::session::record::read_file(p)
                .map_err(|e| mafia_words::i18n::Words::text(&e));
            found.push((p.display().to_string(), r));
        }
    }
    found
        .into_iter()
        .map(|(source, r)| {
            let outcome = match r {
                Err(why) => AddOutcome::Refused(NotAdded::Unreadable { why }),
                Ok(rec) if rec.ruleset.id != ruleset => {
                    AddOutcome::Refused(NotAdded::OtherRuleset {
                        played: rec.ruleset.id,
                        ruleset: ruleset.to_owned(),
                    })
                }
                Ok(rec) => {
                    let name = Path::new(&source).file_name().map_or_else(
                        || "game.json".to_owned(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    add_game(folder, &rec, &name)
                        .unwrap_or_else(|e| AddOutcome::Refused(NotAdded::not_written(&e)))
                }
            };
            Brought { source, outcome }
        })
        .collect()
}
