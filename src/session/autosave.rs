//! Never lose a game: the autosave on disk, the recent games beside it, and a
//! loader that gets back what it can from a damaged record.
//!
//! The game in progress lives in `<data dir>/games/current.json`. It is
//! rewritten after every accepted judge step, crash-safely (temp file in the
//! same folder, fsync, rename, fsync of the folder), so whatever the laptop
//! does, the file on disk is either the game before the step or after it.
//! Finished games and games put aside are kept beside it as
//! `<created, UTC>_<ruleset>.json` (`-2`, `-3`… on a clash). Nothing here
//! draws or plays anything; the app calls it and shows the messages.
//!
//! The record writes one action per line, so a file cut off by a crash (or
//! damaged in the middle) still gives its header and every complete action
//! before the damage: [`load_bytes`] does that and says where the damage was.

use super::record::{self, Record, RecordError};
use super::{ReplayError, Session, Stamped};
use crate::game::Phase;
use crate::ruleset::{Ruleset, Text};
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The autosave's file name inside the games folder.
pub const CURRENT: &str = "current.json";

/// The environment variable that moves the data folder (tests use a temp dir).
pub const DATA_ENV: &str = "MAFIA_JUDGE_DATA";

/// The app's data folder: `$MAFIA_JUDGE_DATA`, else the platform's data
/// directory (`~/.local/share/mafia-judge` on Linux).
pub fn data_dir() -> Result<PathBuf, SaveError> {
    if let Some(d) = std::env::var_os(DATA_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d));
    }
    directories::ProjectDirs::from("org", "mafia-judge", "mafia-judge")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or_else(|| SaveError {
            path: PathBuf::from("~"),
            text: Text::new(
                "не найдена папка данных пользователя (нет домашней папки)",
                "no user data folder (no home directory)",
            ),
        })
}

/// `<data dir>/games`.
pub fn games_dir() -> Result<PathBuf, SaveError> {
    data_dir().map(|d| d.join("games"))
}

/// A file that could not be written or moved: where, and why in words.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveError {
    pub path: PathBuf,
    pub text: Text,
}

impl SaveError {
    fn io(path: &Path, what: Text, e: &std::io::Error) -> SaveError {
        use std::io::ErrorKind as K;
        let why = match e.kind() {
            K::PermissionDenied => Text::new("нет прав на запись", "permission denied"),
            K::ReadOnlyFilesystem => Text::new("диск только для чтения", "read-only file system"),
            K::StorageFull | K::QuotaExceeded => Text::new("диск заполнен", "the disk is full"),
            K::NotADirectory => Text::new(
                "на месте папки лежит файл",
                "a file stands where a folder should be",
            ),
            K::NotFound => Text::new("папка не найдена", "folder not found"),
            _ => Text::new("ошибка записи", "write error"),
        };
        SaveError {
            path: path.to_path_buf(),
            text: Text {
                ru: format!("{}: {} ({e})", what.ru, why.ru),
                en: format!("{}: {} ({e})", what.en, why.en),
            },
        }
    }

    /// The message in one language, with the path.
    pub fn get(&self, lang: crate::ruleset::Lang) -> String {
        format!("{}: {}", self.path.display(), self.text.get(lang))
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.text.en)
    }
}

impl std::error::Error for SaveError {}

/// Writes a file so that a crash leaves either the old or the new content:
/// a temp file in the same folder, fsync, rename over the target, fsync of
/// the folder (so the rename itself is on disk).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let cannot = |what: Text, e: &std::io::Error, at: &Path| SaveError::io(at, what, e);
    std::fs::create_dir_all(&dir).map_err(|e| {
        cannot(
            Text::new("не удалось создать папку", "cannot create the folder"),
            &e,
            &dir,
        )
    })?;
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.tmp"));
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp); // best effort: the error below is what counts
        return Err(cannot(
            Text::new("не удалось записать файл", "cannot write the file"),
            &e,
            path,
        ));
    }
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp); // best effort, as above
        return Err(cannot(
            Text::new("не удалось заменить файл", "cannot replace the file"),
            &e,
            path,
        ));
    }
    sync_dir(&dir).map_err(|e| {
        cannot(
            Text::new(
                "не удалось записать папку на диск",
                "cannot flush the folder to disk",
            ),
            &e,
            &dir,
        )
    })
}

/// Makes a rename in `dir` durable (POSIX needs an fsync of the folder).
#[cfg(unix)]
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// Other systems make a rename durable by themselves (or cannot open a folder).
#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Where damage in a record file starts and what was still read before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// Line of the damage, from 1.
    pub line: usize,
    /// Byte offset of the damage from the start of the file.
    pub byte: usize,
    /// How many complete actions were read before it.
    pub recovered: usize,
    /// What was wrong there (English, from the parser).
    pub reason: String,
}

impl Damage {
    /// The judge's sentence about it.
    pub fn text(&self, file: &str) -> Text {
        Text {
            ru: format!(
                "{file}: файл повреждён со строки {} (байт {}); восстановлено действий: {} ({})",
                self.line, self.byte, self.recovered, self.reason
            ),
            en: format!(
                "{file}: damaged from line {} (byte {}); actions recovered: {} ({})",
                self.line, self.byte, self.recovered, self.reason
            ),
        }
    }
}

/// A record read from a file, whole or up to the damage.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    pub record: Record,
    /// None when the whole file was read.
    pub damage: Option<Damage>,
}

/// Reads a record, tolerating damage: a whole file is read strictly; a
/// file cut off or damaged after its header gives the header and every
/// complete action before the damage. An unknown format or version, or a
/// header that cannot be read, is an error naming the file and the place.
/// Never panics, whatever the bytes.
pub fn load_bytes(file: &str, bytes: &[u8]) -> Result<Loaded, RecordError> {
    let (text, bad_utf8) = match std::str::from_utf8(bytes) {
        Ok(t) => (t, None),
        Err(e) => {
            let good = bytes.get(..e.valid_up_to()).unwrap_or_default();
            (
                std::str::from_utf8(good).unwrap_or_default(),
                Some(e.valid_up_to()),
            )
        }
    };
    let strict = match Record::from_json(file, text) {
        Ok(record) if bad_utf8.is_none() => {
            return Ok(Loaded {
                record,
                damage: None,
            });
        }
        Ok(_) => None,
        Err(e) if e.place == "format" || e.place == "version" => return Err(e),
        Err(e) => Some(e),
    };
    recover(file, text, strict, bad_utf8)
}

/// Reads a record file tolerantly (see [`load_bytes`]).
pub fn load_file(path: &Path) -> Result<Loaded, RecordError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| RecordError {
        file: name.clone(),
        place: String::new(),
        message: format!("cannot read the file ({e})"),
    })?;
    load_bytes(&name, &bytes)
}

/// The header, then one action per line until the first line that is not a
/// complete action.
fn recover(
    file: &str,
    text: &str,
    strict: Option<RecordError>,
    bad_utf8: Option<usize>,
) -> Result<Loaded, RecordError> {
    // Lines with their byte offsets; only lines ending in '\n' are complete.
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut at = 0;
    for l in text.split_inclusive('\n') {
        lines.push((at, l));
        at += l.len();
    }
    let actions_line = lines
        .iter()
        .position(|(_, l)| l.trim_start().starts_with("\"actions\""));
    let header_end = match actions_line {
        Some(i) => lines.get(i).map_or(0, |(o, _)| *o),
        None => lines
            .iter()
            .rev()
            .find(|(_, l)| l.ends_with('\n'))
            .map_or(0, |(o, l)| o + l.len()),
    };
    let header = text.get(..header_end).unwrap_or_default().trim_end();
    let header = header.strip_suffix(',').unwrap_or(header);
    let sep = if header.ends_with('{') { "" } else { "," };
    let candidate = format!("{header}{sep}\n  \"actions\": []\n}}\n");
    let mut record = match Record::from_json(file, &candidate) {
        Ok(r) => r,
        Err(e) if e.place == "format" || e.place == "version" => return Err(e),
        Err(e) => {
            let why = strict.map_or_else(|| e.to_string(), |s| s.to_string());
            return Err(RecordError {
                file: file.to_owned(),
                place: String::new(),
                message: format!(
                    "the header (players, ruleset) is damaged or cut off, nothing can be recovered: {why}"
                ),
            });
        }
    };
    let mut damage = None;
    let mut closed = false;
    let first = actions_line.map_or(lines.len(), |i| i + 1);
    // A first action on the `"actions": [` line itself (hand-made files).
    let mut items: Vec<(usize, usize, &str)> = Vec::new();
    if let Some((off, l)) = actions_line.and_then(|i| lines.get(i)) {
        if let Some(p) = l.find('[') {
            let rest = l.get(p + 1..).unwrap_or_default();
            items.push((actions_line.unwrap_or(0), off + p + 1, rest));
        } else {
            damage = Some((
                actions_line.unwrap_or(0),
                *off,
                "expected `[` after \"actions\"",
            ));
        }
    }
    for (i, (off, l)) in lines.iter().enumerate().skip(first) {
        items.push((i, *off, l));
    }
    if damage.is_none() {
        for (i, off, l) in items {
            let t = l.trim();
            if t.is_empty() {
                continue;
            }
            if t.starts_with(']') {
                closed = true;
                break;
            }
            let t = t.strip_suffix(',').unwrap_or(t);
            match serde_json::from_str::<Stamped>(t) {
                Ok(a) => record.actions.push(a),
                Err(_) => {
                    let lead = l.len() - l.trim_start().len();
                    damage = Some((i, off + lead, "not a complete action"));
                    break;
                }
            }
        }
    }
    let recovered = record.actions.len();
    let damage = match (damage, bad_utf8) {
        (Some((_, byte, why)), Some(b)) if b < byte => Some(Damage {
            line: line_of(text, b),
            byte: b,
            recovered,
            reason: format!("invalid UTF-8 (then {why})"),
        }),
        (Some((i, byte, why)), _) => Some(Damage {
            line: i + 1,
            byte,
            recovered,
            reason: why.to_owned(),
        }),
        (None, Some(b)) => Some(Damage {
            line: line_of(text, b),
            byte: b,
            recovered,
            reason: "invalid UTF-8".to_owned(),
        }),
        (None, None) if !closed => Some(Damage {
            line: lines.len().max(1),
            byte: text.len(),
            recovered,
            reason: "the file ends here, cut off".to_owned(),
        }),
        (None, None) => {
            // Every action was read; the damage is after the list.
            let why = strict.map_or_else(|| "damaged after the actions".to_owned(), |s| s.message);
            Some(Damage {
                line: lines.len().max(1),
                byte: text.len(),
                recovered,
                reason: why,
            })
        }
    };
    Ok(Loaded { record, damage })
}

fn line_of(text: &str, byte: usize) -> usize {
    text.get(..byte)
        .map_or(1, |t| t.bytes().filter(|b| *b == b'\n').count() + 1)
}

/// A game record brought back to life: the session and what the judge must
/// be told about it (damage, a changed ruleset, a refused action).
#[derive(Debug, Clone)]
pub struct Restored {
    pub session: Session,
    pub notes: Vec<Text>,
}

/// Replays a loaded record under the ruleset of the same id from `rulesets`.
/// A record whose ruleset is missing is an error naming the ruleset; a
/// changed ruleset is a note; an action the rules now refuse ends the game
/// there, with a note.
pub fn restore(file: &str, loaded: Loaded, rulesets: &[Ruleset]) -> Result<Restored, Text> {
    let mut record = loaded.record;
    let id = record.ruleset.id.clone();
    let Some(rs) = rulesets.iter().find(|r| r.id == id).cloned() else {
        return Err(Text {
            ru: format!(
                "{file}: правила «{id}» не найдены (нет файла {id}.toml или он с ошибками): игру нельзя продолжить, файл не тронут"
            ),
            en: format!(
                "{file}: the ruleset \"{id}\" is not found (no {id}.toml, or it has errors): the game cannot continue, the file is left as it was"
            ),
        });
    };
    let mut notes = Vec::new();
    if let Some(d) = &loaded.damage {
        notes.push(d.text(file));
    }
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != rs.fingerprint {
        notes.push(Text {
            ru: format!(
                "{file}: правила «{id}» изменились после записи игры; игра пересчитана по новым"
            ),
            en: format!(
                "{file}: the ruleset \"{id}\" has changed since the game was recorded; replayed under the new one"
            ),
        });
    }
    match Session::replay(rs.clone(), &record) {
        Ok(session) => Ok(Restored { session, notes }),
        Err(ReplayError::Setup(m)) => Err(Text {
            ru: format!("{file}: запись не подходит к правилам «{id}»: {m}"),
            en: format!("{file}: the record does not fit the ruleset \"{id}\": {m}"),
        }),
        Err(ReplayError::Refused { index, refusal }) => {
            record.actions.truncate(index.saturating_sub(1));
            let why = crate::i18n::refusal_text(&refusal, &rs);
            let session = Session::replay(rs, &record).map_err(|e| Text {
                ru: format!("{file}: {e}"),
                en: format!("{file}: {e}"),
            })?;
            notes.push(Text {
                ru: format!(
                    "{file}: действие {index} правила не принимают ({}); игра восстановлена до действия {}",
                    why.ru,
                    index.saturating_sub(1)
                ),
                en: format!(
                    "{file}: the rules refuse action {index} ({}); the game is restored up to action {}",
                    why.en,
                    index.saturating_sub(1)
                ),
            });
            Ok(Restored { session, notes })
        }
    }
}

/// The phase of a game in a few words: «день 2», «ночь 1».
pub fn phase_text(phase: &Phase) -> Text {
    match phase {
        Phase::Setup => Text::new("рассадка", "seating"),
        Phase::NightZero { .. } => Text::new("нулевая ночь", "night zero"),
        Phase::Day { day, .. } => Text {
            ru: format!("день {day}"),
            en: format!("day {day}"),
        },
        Phase::Night { night, .. } => Text {
            ru: format!("ночь {night}"),
            en: format!("night {night}"),
        },
        Phase::Ended => Text::new("игра окончена", "game over"),
    }
}

/// `14:32` in the computer's time zone.
pub fn local_hm(ms: u64) -> String {
    local(ms).map_or_else(|| "--:--".to_owned(), |t| t.format("%H:%M").to_string())
}

/// `30.11.2026 14:32` in the computer's time zone.
pub fn local_datetime(ms: u64) -> String {
    local(ms).map_or_else(
        || "?".to_owned(),
        |t| t.format("%d.%m.%Y %H:%M").to_string(),
    )
}

fn local(ms: u64) -> Option<chrono::DateTime<chrono::Local>> {
    let ms = i64::try_from(ms).ok()?;
    chrono::DateTime::from_timestamp_millis(ms).map(|t| t.with_timezone(&chrono::Local))
}

/// `2026-11-30_14-32-05` in UTC: stable whatever the time zone, sorts by time.
fn utc_stamp(ms: u64) -> String {
    i64::try_from(ms)
        .ok()
        .and_then(chrono::DateTime::from_timestamp_millis)
        .map_or_else(
            || ms.to_string(),
            |t| t.format("%Y-%m-%d_%H-%M-%S").to_string(),
        )
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// The archive name of a game: `<created, UTC>_<ruleset>.json`.
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
    /// Where the game is, if it replays.
    pub phase: Option<Text>,
    pub finished: bool,
    /// Why the file cannot be resumed as it is, or what is wrong with it.
    pub problem: Option<Text>,
}

/// Reads a saved game for the list (replaying it to find its phase).
pub fn inspect(path: &Path, rulesets: &[Ruleset]) -> GameInfo {
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
            let m = e.to_string();
            info.problem = Some(Text {
                ru: m.clone(),
                en: m,
            });
            return info;
        }
    };
    let r = &loaded.record;
    info.ruleset.clone_from(&r.ruleset.id);
    info.created = r.created;
    info.last_at = r.actions.last().map_or(r.created, |a| a.at);
    info.meta = r.meta.clone();
    info.players = r.players.len();
    info.actions = r.actions.len();
    match restore(&file, loaded, rulesets) {
        Ok(back) => {
            let st = back.session.state();
            info.phase = Some(phase_text(&st.phase));
            // The result is known (a last minute may still run, FIIM 7.10).
            info.finished = st.ending.is_some();
            info.problem = back.notes.into_iter().next();
        }
        Err(t) => info.problem = Some(t),
    }
    info
}

/// The games folder: the autosave of the game in progress and the kept games.
#[derive(Debug, Clone)]
pub struct Autosave {
    dir: PathBuf,
}

impl Autosave {
    /// The games folder at `dir` (created on the first save).
    pub fn new(dir: PathBuf) -> Autosave {
        Autosave { dir }
    }

    /// `<data dir>/games`, honouring `MAFIA_JUDGE_DATA`.
    pub fn from_env() -> Result<Autosave, SaveError> {
        games_dir().map(Autosave::new)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn current_path(&self) -> PathBuf {
        self.dir.join(CURRENT)
    }

    /// Saves the game after a step: `current.json` holds the record at the
    /// undo cursor; a finished game is also kept under its archive name. If
    /// `current.json` holds another game, that one is first put aside, never
    /// overwritten: if it cannot be moved, nothing is written. The file is
    /// checked before every write (a few KB), so even a second console
    /// running on the same folder cannot wipe out this game or the other.
    pub fn save(&self, record: &Record) -> Result<(), SaveError> {
        let key = (record.created, record.ruleset.id.clone());
        self.put_aside_other(&key)?;
        let text = record.to_json();
        write_atomic(&self.current_path(), text.as_bytes())?;
        Ok(())
    }

    /// Saves and, when the game is over, keeps a copy under its archive name.
    pub fn save_session(&self, session: &Session) -> Result<(), SaveError> {
        let record = session.record();
        self.save(&record)?;
        if session.state().ending.is_some() {
            write_atomic(&self.archive_path(&record), record.to_json().as_bytes())?;
        }
        Ok(())
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

    /// Moves `current.json` aside if it holds a game other than `key`.
    fn put_aside_other(&self, key: &(u64, String)) -> Result<(), SaveError> {
        let cur = self.current_path();
        if !cur.exists() {
            return Ok(());
        }
        match load_file(&cur) {
            Ok(l) if (l.record.created, l.record.ruleset.id.clone()) == *key => Ok(()),
            _ => self.put_aside().map(|_| ()),
        }
    }

    /// Moves `current.json` into the list of kept games (under its archive
    /// name, or `damaged_<now>.json` if its header cannot be read). Returns
    /// the new path, or None if there was no autosave.
    pub fn put_aside(&self) -> Result<Option<PathBuf>, SaveError> {
        let cur = self.current_path();
        if !cur.exists() {
            return Ok(None);
        }
        let to = match load_file(&cur) {
            Ok(l) => self.archive_path(&l.record),
            Err(_) => self
                .dir
                .join(format!("damaged_{}.json", utc_stamp(now_ms()))),
        };
        std::fs::rename(&cur, &to).map_err(|e| {
            SaveError::io(
                &cur,
                Text::new(
                    "не удалось отложить прежнюю игру",
                    "cannot put the previous game aside",
                ),
                &e,
            )
        })?;
        sync_dir(&self.dir).map_err(|e| {
            SaveError::io(
                &self.dir,
                Text::new(
                    "не удалось записать папку на диск",
                    "cannot flush the folder",
                ),
                &e,
            )
        })?;
        Ok(Some(to))
    }

    /// The game in `current.json`, if there is one to offer for resuming
    /// (unfinished, or unreadable: the judge must hear about that too).
    pub fn unfinished(&self, rulesets: &[Ruleset]) -> Option<GameInfo> {
        let cur = self.current_path();
        if !cur.exists() {
            return None;
        }
        let info = inspect(&cur, rulesets);
        (!info.finished).then_some(info)
    }

    /// The kept games (not the autosave), newest first.
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

    /// Deletes a kept game (only files inside this folder).
    pub fn delete(&self, path: &Path) -> Result<(), SaveError> {
        if path.parent() != Some(self.dir.as_path()) {
            return Err(SaveError {
                path: path.to_path_buf(),
                text: Text::new("файл не из папки игр", "not a file of the games folder"),
            });
        }
        std::fs::remove_file(path)
            .map_err(|e| SaveError::io(path, Text::new("не удалось удалить", "cannot delete"), &e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_and_a_read_only_folder_are_said_in_words() {
        let full = std::io::Error::from(std::io::ErrorKind::StorageFull);
        let e = SaveError::io(
            Path::new("/data/games/current.json"),
            Text::new("x", "x"),
            &full,
        );
        assert!(e.text.ru.contains("диск заполнен"), "{e:?}");
        assert!(e.to_string().starts_with("/data/games/current.json: "));
        let ro = std::io::Error::from(std::io::ErrorKind::ReadOnlyFilesystem);
        let e = SaveError::io(Path::new("/mnt"), Text::new("x", "x"), &ro);
        assert!(e.text.en.contains("read-only"), "{e:?}");
    }

    #[test]
    fn archive_names_are_utc_and_safe() {
        let mut r = Record {
            format: record::FORMAT.to_owned(),
            version: record::VERSION,
            ruleset: record::RulesetRef {
                id: "club/rules x".to_owned(),
                version: String::new(),
                fingerprint: String::new(),
            },
            created: 1_764_513_125_000,
            meta: record::Meta::default(),
            players: Vec::new(),
            role_counts: std::collections::BTreeMap::new(),
            actions: Vec::new(),
        };
        assert_eq!(archive_name(&r), "2025-11-30_14-32-05_club_rules_x.json");
        r.ruleset.id = "fiim".to_owned();
        assert_eq!(archive_name(&r), "2025-11-30_14-32-05_fiim.json");
    }
}
