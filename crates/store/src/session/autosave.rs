//! Never lose a game: the autosave of the game in progress and the kept
//! games beside it, in `<data dir>/games` (see [`crate::storage::data_dir`]).
//!
//! The game in progress lives in `current.json`, rewritten after every
//! accepted judge step through [`crate::storage::write_atomic`], so whatever
//! the laptop does, the file on disk is either the game before the step or
//! after it. Finished games and games put aside are kept beside it as
//! `<created, UTC>_<ruleset>.json` (`-2`, `-3`… on a clash).
//!
//! A file is never replaced by a shorter, damaged or different history
//! without the old one kept first: a damaged `current.json` is copied to
//! `damaged_<time>.json`, another history of the same game to
//! `replaced_<time>.json`, and the save says where ([`Saved::kept`]). The
//! folder is held with an OS lock ([`crate::storage::FolderLock`]) so a
//! second console cannot overwrite the first one's game; it may open the
//! folder read-only. Nothing here draws or plays anything.

use super::Session;
use super::record::{self, Record};
use crate::storage::{self, FolderLock, RECORD_LIMIT, read_capped, write_atomic};
use mafia_core::ruleset::Ruleset;
use mafia_core::storage::StorageError;
use mafia_words::Text;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

pub use super::record::{Damage, Loaded, load_bytes, load_file};
pub use super::restore::{Note, RestoreError, Restored, restore};

/// The autosave's file name inside the games folder.
pub const CURRENT: &str = "current.json";

/// The running timer's heartbeat beside the autosave: how far the clock had
/// gone when the console last looked, rewritten at most once a second while
/// a timer runs. It is not an action: the record is not touched.
pub const CLOCK: &str = "current.clock";

/// What [`CLOCK`] holds: the game and the step it belongs to (its created
/// time, how many actions, the last one's time) and the time it was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Beat {
    pub created: u64,
    pub actions: usize,
    pub last_at: u64,
    pub at: u64,
}

impl Beat {
    /// The beat of `session` at `now` (ms).
    pub fn of(session: &Session, now: u64) -> Beat {
        let h = session.history();
        Beat {
            created: session.created,
            actions: h.len(),
            last_at: h.last_action().map_or(session.created, |a| a.at),
            at: now,
        }
    }

    /// Written for this very step of this game (not an older one, not
    /// another game's) and no earlier than its last action.
    pub fn fits(&self, session: &Session) -> bool {
        let mine = Beat::of(session, self.at);
        *self == mine && self.at >= self.last_at
    }
}

/// Errors of the games folder are storage errors.
pub type SaveError = StorageError;

/// What a save did besides writing `current.json`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Saved {
    /// The file that `current.json` held before, kept because the new game
    /// would have replaced a damaged, longer or different history.
    pub kept: Option<PathBuf>,
    /// The kept file was damaged (else: another history of the game).
    pub damaged: bool,
}

use crate::clock::{now_ms, utc_stamp};
use mafia_core::game::Phase;

/// The archive name of a game: `<created, UTC>_<ruleset>.json`.
/// Is this a copy kept when a file was replaced (`replaced_<time>.json`) or
/// found damaged (`damaged_<time>.json`), not a game of its own? Archive
/// names begin with a date, so they never match.
pub fn is_kept_copy(file_name: &str) -> bool {
    file_name.starts_with("replaced_") || file_name.starts_with("damaged_")
}

pub fn archive_name(record: &Record) -> String {
    let id: String = record
        .ruleset
        .id
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    format!("{}_{id}.json", utc_stamp(record.created))
}

/// What the start screen shows about a saved game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameInfo {
    pub path: PathBuf,
    /// The file's name, for messages.
    pub file: String,
    pub ruleset: String,
    pub created: u64,
    /// When the last action was taken (the created time if none).
    pub last_at: u64,
    pub meta: record::Meta,
    pub players: usize,
    pub actions: usize,
    /// Where the game is, if it replays (put into words above: `i18n::phase_text`).
    pub phase: Option<Phase>,
    pub finished: bool,
    /// Why the file cannot be resumed as it is, or what is wrong with it.
    pub problem: Option<Text>,
}

/// Reads a saved game for the list (replaying it to find its phase).
pub fn inspect(path: &Path, rulesets: &[Ruleset]) -> GameInfo {
    inspect_keeping(path, rulesets).0
}

/// [`inspect`], keeping what the replay brought back (None when the file
/// could not be read at all), so a game about to be put on the table is
/// replayed once, not once for the list and once for the table.
pub fn inspect_keeping(
    path: &Path,
    rulesets: &[Ruleset],
) -> (GameInfo, Option<Result<Restored, RestoreError>>) {
    let file = path.display().to_string();
    let mut info = GameInfo {
        path: path.to_path_buf(),
        file: file.clone(),
        ruleset: String::new(),
        created: 0,
        last_at: 0,
        meta: record::Meta::default(),
        players: 0,
        actions: 0,
        phase: None,
        finished: false,
        problem: None,
    };
    let loaded = match load_file(path) {
        Ok(l) => l,
        Err(e) => {
            info.problem = Some(mafia_words::i18n::Words::text(&e));
            return (info, None);
        }
    };
    let r = &loaded.record;
    info.ruleset.clone_from(&r.ruleset.id);
    info.created = r.created;
    info.last_at = r.actions.last().map_or(r.created, |a| a.at);
    info.meta = r.meta.clone();
    info.players = r.players.len();
    info.actions = r.actions.len();
    let restored = super::restore::restore(&file, loaded, rulesets);
    match &restored {
        Ok(back) => {
            let st = back.session.state();
            info.phase = Some(st.phase.clone());
            // The result is known (a last minute may still run, FIIM 7.10).
            info.finished = st.ending.is_some();
            info.problem = back.notes.first().map(|n| {
                mafia_words::i18n::Words::text(&crate::i18n::Ruled(n, &back.session.ruleset))
            });
        }
        Err(e) => info.problem = Some(mafia_words::i18n::Words::text(e)),
    }
    (info, Some(restored))
}

/// The games folder: the autosave of the game in progress and the kept games.
#[derive(Debug, Clone)]
pub struct Autosave {
    dir: PathBuf,
    /// The OS lock on the folder, while this console holds it.
    lock: Option<Arc<FolderLock>>,
    /// Opened while another console holds the folder: nothing is written.
    read_only: bool,
    /// A hash of what this console last wrote to (or found in)
    /// `current.json`; 0 = nothing yet. A file that still holds it is ours.
    last: Arc<AtomicU64>,
}

fn hash(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish().max(1)
}

impl Autosave {
    /// The games folder at `dir`, unlocked (tests and tools; the console
    /// uses [`Autosave::open`]).
    pub fn new(dir: PathBuf) -> Autosave {
        Autosave {
            dir,
            lock: None,
            read_only: false,
            last: Arc::new(AtomicU64::new(0)),
        }
    }

    /// The games folder at `dir` for this console: created if needed,
    /// checked to be writable, and locked. Another console holding it gives
    /// [`StorageError::InUse`]; a file where the folder should be, or a
    /// folder that cannot be written, gives the reason at once (the judge
    /// sees the red band before the first step, not after it). Temporary
    /// files left by a console killed in the middle of a save are removed.
    pub fn open(dir: PathBuf) -> Result<Autosave, StorageError> {
        storage::ensure_dir(&dir)?;
        let lock = FolderLock::acquire(&dir)?;
        let taken = crate::clock::now();
        // A write test: what the first save would meet.
        storage::check_writable(&dir).map_err(|source| StorageError::Write {
            path: dir.clone(),
            source,
        })?;
        // Temp files of a console killed mid-write: nobody else writes
        // here while we hold the lock, so those older than it are stale.
        storage::remove_stale_temps(&dir, taken);
        let mut store = Autosave::new(dir);
        store.lock = Some(Arc::new(lock));
        Ok(store)
    }

    /// The games folder at `dir` without writing anything (another console
    /// holds it): the games can be listed and opened, saves are refused.
    pub fn read_only(dir: PathBuf) -> Autosave {
        let mut store = Autosave::new(dir);
        store.read_only = true;
        store
    }

    /// `<data dir>/games`, honouring `MAFIA_JUDGE_DATA`, locked.
    pub fn from_env() -> Result<Autosave, StorageError> {
        Autosave::open(storage::games_dir()?)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT)
    }

    /// Saves the game after a step: `current.json` holds the record at the
    /// undo cursor. What the file held before is never lost: another game is
    /// put aside under its archive name; a damaged file, or another history
    /// of this game that the new one does not continue, is first copied
    /// beside it (`damaged_<time>.json`, `replaced_<time>.json`). A file this
    /// console wrote itself is simply replaced (undo is the judge's choice).
    pub fn save(&self, record: &Record) -> Result<Saved, StorageError> {
        if self.read_only {
            return Err(StorageError::ReadOnly {
                path: self.dir.clone(),
            });
        }
        let saved = self.keep_what_would_be_lost(record)?;
        let text = record.to_json();
        write_atomic(&self.current_path(), text.as_bytes())?;
        self.last.store(hash(text.as_bytes()), Ordering::Relaxed);
        Ok(saved)
    }

    /// Notes how far a running timer has gone (see [`CLOCK`]): a small file
    /// through [`write_atomic`]; nothing for a read-only folder.
    pub fn beat(&self, beat: &Beat) -> Result<(), StorageError> {
        if self.read_only {
            return Ok(());
        }
        let text = serde_json::to_string(beat).unwrap_or_default();
        write_atomic(&self.dir.join(CLOCK), text.as_bytes())
    }

    /// The last heartbeat, if there is a readable one.
    pub fn read_beat(&self) -> Option<Beat> {
        let bytes = read_capped(&self.dir.join(CLOCK), 4096, "a timer heartbeat").ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// The judge resumed `current.json` as it is: it is this console's game
    /// now, so an undo right after the resume replaces it like any undo
    /// (no `replaced_` copy, no alarm). A damaged file is not adopted: its
    /// intact tail is still kept beside it at the next save.
    pub fn adopt_current(&self) {
        let Ok(bytes) = read_capped(&self.current_path(), RECORD_LIMIT, "a game record") else {
            return;
        };
        if load_bytes(CURRENT, &bytes).is_ok_and(|l| l.damage.is_none()) {
            self.last.store(hash(&bytes), Ordering::Relaxed);
        }
    }

    /// Saves and, when the game is over, keeps a copy under its archive name.
    pub fn save_session(&self, session: &Session) -> Result<Saved, StorageError> {
        let record = session.record();
        let saved = self.save(&record)?;
        if session.state().ending.is_some() {
            write_atomic(&self.archive_path(&record), record.to_json().as_bytes())?;
        }
        Ok(saved)
    }

    /// Looks at `current.json` before it is replaced by `record`.
    fn keep_what_would_be_lost(&self, record: &Record) -> Result<Saved, StorageError> {
        let cur = self.current_path();
        let bytes = match read_capped(&cur, RECORD_LIMIT, "a game record") {
            Ok(b) => b,
            Err(e) if e.is_not_found() => return Ok(Saved::default()),
            // Too large, not a file: moved aside whole, never overwritten.
            Err(_) => {
                let to = self.put_aside()?;
                return Ok(Saved {
                    kept: to,
                    damaged: true,
                });
            }
        };
        if hash(&bytes) == self.last.load(Ordering::Relaxed) {
            return Ok(Saved::default());
        }
        let loaded: Loaded = match load_bytes(CURRENT, &bytes) {
            Ok(l) => l,
            Err(_) => {
                // Not even a header: moved aside as damaged.
                let to = self.put_aside()?;
                return Ok(Saved {
                    kept: to,
                    damaged: true,
                });
            }
        };
        let old = &loaded.record;
        if (old.created, old.ruleset.id.as_str()) != (record.created, record.ruleset.id.as_str()) {
            // Another game: into the kept games under its own name.
            self.put_aside()?;
            return Ok(Saved::default());
        }
        let continues = loaded.damage.is_none()
            && old.players == record.players
            && record.actions.len() >= old.actions.len()
            && record.actions.get(..old.actions.len()) == Some(&old.actions[..]);
        if continues {
            return Ok(Saved::default());
        }
        let damaged = loaded.damage.is_some();
        let prefix = if damaged { "damaged" } else { "replaced" };
        let to = self.free_name(prefix);
        write_atomic(&to, &bytes)?;
        Ok(Saved {
            kept: Some(to),
            damaged,
        })
    }

    /// `<prefix>_<now, UTC>.json`, with `-2`, `-3`… if taken.
    fn free_name(&self, prefix: &str) -> PathBuf {
        let stem = format!("{prefix}_{}", utc_stamp(now_ms()));
        let mut path = self.dir.join(format!("{stem}.json"));
        for i in 2..10_000 {
            if !path.exists() {
                break;
            }
            path = self.dir.join(format!("{stem}-{i}.json"));
        }
        path
    }

    /// Where this game is kept: its archive name, or with `-2`, `-3`… when
    /// another game (started in the same second) already has that name.
    pub fn archive_path(&self, record: &Record) -> PathBuf {
        let name = archive_name(record);
        let stem = name.strip_suffix(".json").unwrap_or(&name);
        let key = (record.created, record.ruleset.id.as_str());
        let mut path = self.dir.join(&name);
        for i in 2..1000 {
            let same_game = match load_file(&path) {
                Ok(l) => (l.record.created, l.record.ruleset.id.as_str()) == key,
                Err(_) => !path.exists(),
            };
            if same_game {
                break;
            }
            path = self.dir.join(format!("{stem}-{i}.json"));
        }
        path
    }

    /// Moves `current.json` into the list of kept games (under its archive
    /// name, or `damaged_<now>.json` if its header cannot be read). Returns
    /// the new path, or None if there was no autosave.
    pub fn put_aside(&self) -> Result<Option<PathBuf>, StorageError> {
        if self.read_only {
            return Err(StorageError::ReadOnly {
                path: self.dir.clone(),
            });
        }
        let cur = self.current_path();
        if std::fs::symlink_metadata(&cur).is_err() {
            return Ok(None);
        }
        let to = match load_file(&cur) {
            Ok(l) => self.archive_path(&l.record),
            Err(_) => self.free_name("damaged"),
        };
        std::fs::rename(&cur, &to).map_err(|source| StorageError::PutAside {
            path: cur.clone(),
            source,
        })?;
        storage::sync_dir(&self.dir).map_err(|source| StorageError::SyncDir {
            path: self.dir.clone(),
            source,
        })?;
        Ok(Some(to))
    }

    /// The game in `current.json`, if there is one to offer for resuming
    /// (unfinished, or unreadable: the judge must hear about that too).
    pub fn unfinished(&self, rulesets: &[Ruleset]) -> Option<GameInfo> {
        self.current(rulesets).filter(|info| !info.finished)
    }

    /// The game in `current.json` as it is, finished or not (read once for
    /// both offers of the start screen: resume it, or file it).
    pub fn current(&self, rulesets: &[Ruleset]) -> Option<GameInfo> {
        let cur = self.current_path();
        cur.exists().then(|| inspect(&cur, rulesets))
    }

    /// [`Autosave::current`], keeping what its replay brought back (see
    /// [`inspect_keeping`]): for the start that may resume it.
    pub fn current_keeping(
        &self,
        rulesets: &[Ruleset],
    ) -> Option<(GameInfo, Option<Result<Restored, RestoreError>>)> {
        let cur = self.current_path();
        cur.exists().then(|| inspect_keeping(&cur, rulesets))
    }

    /// «Новая игра» moved the game on: when `current.json` holds that game
    /// (`created` and ruleset id), it goes into the kept games, so a
    /// finished game left in `current.json` always means one the console
    /// never moved on (a crash, a closed window). Another game there, or
    /// none, stays as it is. Nothing happens in a read-only folder.
    pub fn move_on(&self, created: u64, ruleset: &str) -> Result<Option<PathBuf>, StorageError> {
        if self.read_only {
            return Ok(None);
        }
        let ours = load_file(&self.current_path())
            .is_ok_and(|l| l.record.created == created && l.record.ruleset.id == ruleset);
        if !ours {
            return Ok(None);
        }
        self.put_aside()
    }

    /// The kept games (not the autosave), newest first. Kept copies
    /// ([`is_kept_copy`]) are among them.
    pub fn list(&self) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                p.extension().is_some_and(|x| x == "json")
                    && p.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy();
                        n != CURRENT && !n.starts_with('.')
                    })
            })
            .map(|p| {
                let t = std::fs::metadata(&p)
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH);
                (t, p)
            })
            .collect();
        files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1)));
        files.into_iter().map(|(_, p)| p).collect()
    }

    /// Deletes a kept game (only files inside this folder) by moving it into
    /// `trash/` beside it: a judge's work is never lost without a copy; the
    /// judge empties the trash by hand. Returns where the file went
    /// (`trash/<name>`, with `-2`, `-3`… when a file of that name is there).
    pub fn delete(&self, path: &Path) -> Result<PathBuf, StorageError> {
        if path.parent() != Some(self.dir.as_path()) {
            return Err(StorageError::NotInFolder {
                path: path.to_path_buf(),
            });
        }
        if self.read_only {
            return Err(StorageError::ReadOnly {
                path: self.dir.clone(),
            });
        }
        let trash = self.dir.join(TRASH);
        storage::ensure_dir(&trash)?;
        let name = path
            .file_name()
            .map_or_else(|| "game.json".into(), |n| n.to_string_lossy().into_owned());
        let stem = name.strip_suffix(".json").unwrap_or(&name).to_owned();
        let mut to = trash.join(&name);
        let mut k = 2;
        while std::fs::symlink_metadata(&to).is_ok() {
            to = trash.join(format!("{stem}-{k}.json"));
            k += 1;
        }
        std::fs::rename(path, &to).map_err(|source| StorageError::Delete {
            path: path.to_path_buf(),
            source,
        })?;
        storage::sync_dir(&self.dir).map_err(|source| StorageError::SyncDir {
            path: self.dir.clone(),
            source,
        })?;
        Ok(to)
    }
}

/// The folder inside the games folder where deleted games are kept.
pub const TRASH: &str = "trash";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_and_a_read_only_folder_are_said_in_words() {
        let e = SaveError::Write {
            path: PathBuf::from("/data/games/current.json"),
            source: std::io::Error::from(std::io::ErrorKind::StorageFull),
        };
        let t = mafia_words::i18n::Words::text(&crate::i18n::Core(&e));
        assert!(t.en.contains("the disk is full"), "{t:?}");
        assert!(e.to_string().starts_with("/data/games/current.json: "));
        let e = SaveError::Write {
            path: PathBuf::from("/mnt"),
            source: std::io::Error::from(std::io::ErrorKind::ReadOnlyFilesystem),
        };
        assert!(
            mafia_words::i18n::Words::text(&crate::i18n::Core(&e))
                .en
                .contains("read-only")
        );
    }

    #[test]
    fn archive_names_are_utc_and_safe() {
        let mut r = Record {
            format: record::FORMAT.to_owned(),
            version: record::VERSION,
            made_by: String::new(),
            ruleset: record::RulesetRef {
                id: "club/rules x".to_owned(),
                version: String::new(),
                fingerprint: String::new(),
            },
            created: 1_764_513_125_000,
            meta: record::Meta::default(),
            options: record::Options::default(),
            players: Vec::new(),
            role_counts: std::collections::BTreeMap::new(),
            actions: Vec::new(),
        };
        assert_eq!(archive_name(&r), "2025-11-30_14-32-05_club_rules_x.json");
        r.ruleset.id = "fiim".to_owned();
        assert_eq!(archive_name(&r), "2025-11-30_14-32-05_fiim.json");
    }
}
