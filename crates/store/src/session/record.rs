//! The JSON game record (see docs/game-record.md): its writer and its two
//! readers side by side, so what is written is what is read.
//!
//! A record holds the ruleset's identity, the seating and the judge's actions
//! with their times. Replaying the actions through the engine rebuilds the
//! game exactly; nothing derived is stored.
//!
//! - [`Record::to_json`] writes the header as pretty JSON and the actions one
//!   per line.
//! - [`Record::from_json`] reads strictly: unknown or duplicate keys, a
//!   nickname longer than Rename allows, are refused with the place.
//! - [`load_bytes`] reads what a crash left: a whole file strictly, a file cut
//!   off (or damaged in the middle) up to the last complete action line, and
//!   says where the damage was.

use super::history::Stamped;
use crate::storage::{RECORD_LIMIT, read_capped};
use mafia_core::ruleset::{Expected, Found, Problem, error_classify as classify};
use mafia_core::storage::StorageError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// The `format` field of every record.
pub const FORMAT: &str = "mafia-judge-record";
/// The record version this build writes. It reads every version from
/// [`OLDEST`] to this one, and replays each with the rules of its own
/// version ([`crate::session::rules_of_version`]), so an old record keeps
/// its meaning.
pub const VERSION: u32 = 2;
/// The oldest record version this build reads.
pub const OLDEST: u32 = 1;
/// A nickname has 1 to this many characters (as Rename allows).
pub const NICK_MAX_CHARS: usize = 40;

/// The most actions one record holds: a record with more is refused on
/// reading (naming the file and this limit), and the console refuses the
/// judge's step past it ([`mafia_core::game::Refusal::ActionsLimit`]), so the
/// autosave it writes is always one it reads back.
///
/// Why this figure: a long game is about 300 actions; a three-hour game
/// with the judge clicking every second, timers included, is 10,800.
/// 200,000 is 18 clicks a second for three hours without a break, a size
/// no game can reach, and still bounds what one record costs: replayed, a
/// record of 200,000 actions takes some tens of MB (`cargo bench --bench
/// engine` prints the figure for a 25 MiB record), where the 64 MiB file
/// limit alone let 1.5 million short actions through (a GB and more).
pub const ACTIONS_LIMIT: usize = 200_000;

/// The `actions` list read with [`ACTIONS_LIMIT`]: reading stops at the
/// first action past it, before the rest is parsed into memory. The error's
/// words are serde's form ("…, expected at most N actions"), which
/// `ruleset::error_classify` turns into `Expected::ActionsAtMost`.
fn capped_actions<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Stamped>, D::Error> {
    struct V;
    impl<'de> serde::de::Visitor<'de> for V {
        type Value = Vec<Stamped>;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "a list of at most {ACTIONS_LIMIT} actions")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(ACTIONS_LIMIT));
            while let Some(a) = seq.next_element::<Stamped>()? {
                if out.len() >= ACTIONS_LIMIT {
                    return Err(serde::de::Error::custom(too_many_actions()));
                }
                out.push(a);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(V)
}

/// serde's words for a list of actions past [`ACTIONS_LIMIT`].
fn too_many_actions() -> String {
    format!("more than {ACTIONS_LIMIT} actions, expected at most {ACTIONS_LIMIT} actions")
}

/// Which ruleset the game was played under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetRef {
    pub id: String,
    #[serde(default)]
    pub version: String,
    /// The ruleset file's fingerprint when the game was played.
    #[serde(default)]
    pub fingerprint: String,
}

/// The protocol header: filled in by the judge, kept in the record.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Meta {
    pub tournament: String,
    pub stage: String,
    pub date: String,
    pub table: String,
    pub game: String,
    pub judge: String,
    /// The seed the seats were drawn from (seed 002: players draw their
    /// numbers), when the console drew them: `game::seat_draw::is_drawn`
    /// checks the seating against it. Absent in records before the draw
    /// and when the judge seated the players himself.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draw_seed: Option<u64>,
    /// The tournament's round this game belongs to (the seating's), when
    /// the console knew it (a game started from a tournament). Absent in
    /// records before it and in games outside a tournament.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The rating sites' ids of this game (MafiaRatings' event, club, rules
    /// code and moderator; Polemica's master and scoring), when the judge
    /// gave them. A tournament's game takes these over the tournament's own;
    /// the export's command-line options go over both. Absent when none.
    #[serde(skip_serializing_if = "super::sites::SiteIds::is_empty")]
    pub sites: super::sites::SiteIds,
    /// The judge's computer's offset from UTC when the game was created,
    /// in minutes east of it (Moscow 180): the zone of the table's times
    /// (a rating site that reads local times gets them in it). Absent in
    /// records before it and in games not begun on a console.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub utc_offset: Option<i32>,
}

/// The judge's switches for one game, chosen at its start. A switch left
/// out takes the ruleset's default, so records written before a switch
/// existed replay as they were played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The geographic rules (stylized 7.6, 7.11): on or off for this game;
    /// absent: the ruleset's `geographic`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub geographic: Option<bool>,
}

impl Options {
    pub fn is_default(&self) -> bool {
        *self == Options::default()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub format: String,
    pub version: u32,
    /// The console that wrote the file (`mafia-judge 0.1.0`): every write
    /// stamps this build's [`crate::made_by::MADE_BY`]; absent in records
    /// before it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub made_by: String,
    pub ruleset: RulesetRef,
    /// When the game was created (ms since the Unix epoch).
    #[serde(default)]
    pub created: u64,
    #[serde(default)]
    pub meta: Meta,
    /// The judge's switches for this game (absent: the ruleset's defaults).
    #[serde(default, skip_serializing_if = "Options::is_default")]
    pub options: Options,
    /// Nicknames by seat, seat 1 first.
    pub players: Vec<String>,
    /// Cards per role id when they differ from the ruleset's defaults.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub role_counts: BTreeMap<String, u8>,
    /// At most [`ACTIONS_LIMIT`].
    #[serde(deserialize_with = "capped_actions")]
    pub actions: Vec<Stamped>,
}

/// A record file that cannot be read: the file, the key path (`actions[3]`)
/// or line, what was expected there and what was found. The words are in
/// its `Words` in `crate::i18n`; `Display` is a short technical form.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RecordError {
    /// The file cannot be read (missing, not a regular file, too large).
    #[error("{file}: {error}")]
    Read {
        file: String,
        error: Arc<StorageError>,
    },
    /// The file is read, but is not a record this build reads.
    #[error("{file}: {} {:?} {:?}", .problem.key, .problem.expected, .problem.found)]
    Invalid { file: String, problem: Problem },
    /// A damaged file whose header (players, ruleset) cannot be recovered.
    #[error("{file}: the header is damaged: {cause}")]
    Header {
        file: String,
        cause: Box<RecordError>,
    },
}

impl RecordError {
    /// The file, as it was named when read.
    pub fn file(&self) -> &str {
        match self {
            RecordError::Read { file, .. }
            | RecordError::Invalid { file, .. }
            | RecordError::Header { file, .. } => file,
        }
    }

    /// The problem found in the file (none when it could not be read).
    pub fn problem(&self) -> Option<&Problem> {
        match self {
            RecordError::Read { .. } => None,
            RecordError::Invalid { problem, .. } => Some(problem),
            RecordError::Header { cause, .. } => cause.problem(),
        }
    }

    /// Another format or a version this build does not read: nothing of
    /// the file is recovered.
    pub fn is_foreign(&self) -> bool {
        self.problem().is_some_and(|p| {
            matches!(
                p.expected,
                Expected::RecordFormat | Expected::RecordVersion { .. }
            )
        })
    }

    /// More actions than [`ACTIONS_LIMIT`]: refused whole, nothing of the
    /// file is recovered (a damaged tail would not make it shorter).
    pub fn is_over_limit(&self) -> bool {
        self.problem()
            .is_some_and(|p| matches!(p.expected, Expected::ActionsAtMost { .. }))
    }
}

/// A JSON error at `key` (empty: the file) as a [`Problem`] with its line.
fn json_problem(key: String, e: &serde_json::Error) -> Problem {
    use serde_json::error::Category;
    match e.classify() {
        Category::Syntax | Category::Eof | Category::Io => Problem {
            line: Some(e.line()),
            ..Problem::new(
                String::new(),
                Expected::Json {
                    line: e.line(),
                    column: e.column(),
                    eof: e.classify() == Category::Eof,
                },
            )
        },
        Category::Data => {
            let text = e.to_string();
            let msg = text
                .rsplit_once(" at line ")
                .map_or(text.as_str(), |(m, _)| m);
            let mut p = classify(key, msg);
            p.line = Some(e.line()).filter(|l| *l > 0);
            p
        }
    }
}

/// Only the envelope, read first so that another format or a newer version
/// gets a clear message instead of a list of unknown keys.
#[derive(Deserialize)]
struct Envelope {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
    made_by: Option<serde_json::Value>,
}

impl Envelope {
    /// The problem to name when this file cannot be read and a newer
    /// console wrote it: which version, so the judge knows what to install.
    fn newer(&self) -> Option<Problem> {
        crate::made_by::newer_problem(self.made_by.as_ref()?.as_str()?)
    }
}

impl Record {
    /// Reads a record from JSON text, strictly; `file` names it in errors.
    pub fn from_json(file: &str, text: &str) -> Result<Record, RecordError> {
        let err = |problem: Problem| RecordError::Invalid {
            file: file.to_owned(),
            problem,
        };
        let env: Envelope =
            serde_json::from_str(text).map_err(|e| err(json_problem(String::new(), &e)))?;
        match env.format.as_ref().and_then(|f| f.as_str()) {
            Some(FORMAT) => {}
            _ => {
                let mut p = Problem::new("format", Expected::RecordFormat);
                p.found = Some(env.format.map_or(Found::Missing, |f| {
                    Found::Value(f.to_string().chars().take(60).collect())
                }));
                return Err(err(p));
            }
        }
        match env.version.as_ref() {
            Some(v)
                if v.as_u64()
                    .is_some_and(|v| (u64::from(OLDEST)..=u64::from(VERSION)).contains(&v)) => {}
            other => {
                if let Some(p) = env.newer() {
                    return Err(err(p));
                }
                let mut p = Problem::new(
                    "version",
                    Expected::RecordVersion {
                        oldest: OLDEST,
                        newest: VERSION,
                    },
                );
                p.found = Some(other.map_or(Found::Missing, |v| {
                    Found::Value(v.to_string().chars().take(60).collect())
                }));
                return Err(err(p));
            }
        }
        let mut de = serde_json::Deserializer::from_str(text);
        let record: Record = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            let path = if path == "." { String::new() } else { path };
            // A key or value this build does not know, in a file a newer
            // console wrote: say which version to open it with.
            err(env.newer().unwrap_or_else(|| json_problem(path, e.inner())))
        })?;
        de.end().map_err(|e| {
            err(Problem {
                line: Some(e.line()),
                ..Problem::new(String::new(), Expected::NothingAfter)
            })
        })?;
        record.check(file)?;
        Ok(record)
    }

    /// What serde cannot say: nicknames within what Rename allows.
    fn check(&self, file: &str) -> Result<(), RecordError> {
        for (i, nick) in self.players.iter().enumerate() {
            let n = nick.trim().chars().count();
            if n == 0 || n > NICK_MAX_CHARS {
                return Err(RecordError::Invalid {
                    file: file.to_owned(),
                    problem: Problem::new(
                        format!("players[{i}]"),
                        Expected::NicknameChars {
                            max: NICK_MAX_CHARS,
                            chars: n,
                        },
                    ),
                });
            }
        }
        Ok(())
    }

    /// The record as pretty JSON, one action per line, as this build writes
    /// it: its `made_by` names this console.
    pub fn to_json(&self) -> String {
        self.json_made_by(crate::made_by::MADE_BY)
    }

    /// The game alone as JSON: [`Record::to_json`] without `made_by`, so the
    /// same game gives the same text (and fingerprint) whichever build wrote
    /// it (a head judge's acceptance of a game survives an update).
    pub fn game_json(&self) -> String {
        self.json_made_by("")
    }

    fn json_made_by(&self, made_by: &str) -> String {
        let mut out = String::new();
        let mut head = self.clone();
        head.actions.clear();
        made_by.clone_into(&mut head.made_by);
        let head = serde_json::to_string_pretty(&head).unwrap_or_default();
        // Splice the actions in one per line, so diffs and eyes can follow a
        // game, and a cut file can be read up to its last complete line
        // ([`load_bytes`] below is the other half of this).
        let trimmed = head.trim_end().trim_end_matches('}').trim_end();
        let trimmed = trimmed
            .strip_suffix("\"actions\": []")
            .unwrap_or(trimmed)
            .trim_end();
        out.push_str(trimmed);
        if !trimmed.ends_with(',') && !trimmed.ends_with('{') {
            out.push(',');
        }
        out.push_str("\n  \"actions\": [");
        for (i, a) in self.actions.iter().enumerate() {
            out.push_str(if i == 0 { "\n    " } else { ",\n    " });
            out.push_str(&serde_json::to_string(a).unwrap_or_default());
        }
        out.push_str(if self.actions.is_empty() {
            "]\n}\n"
        } else {
            "\n  ]\n}\n"
        });
        out
    }
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
    /// What was wrong there.
    pub reason: DamageReason,
}

/// What is wrong where a damaged record stops being read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DamageReason {
    /// Bytes that are not UTF-8 text.
    InvalidUtf8,
    /// No `[` after `"actions"`.
    NoActionList,
    /// A line that is not a complete action.
    IncompleteAction,
    /// The file ends before the list of actions is closed.
    CutOff,
    /// Every action was read; something after the list is wrong.
    AfterActions(Option<Problem>),
}

/// A record read from a file, whole or up to the damage.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    pub record: Record,
    /// None when the whole file was read.
    pub damage: Option<Damage>,
}

/// Reads a record file strictly (the command line's `replay` and
/// `protocol`): a regular file of at most [`RECORD_LIMIT`] bytes, in UTF-8,
/// that [`Record::from_json`] accepts.
pub fn read_file(path: &Path) -> Result<Record, RecordError> {
    let name = path.display().to_string();
    let bytes = read(path, &name)?;
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        let at = e.valid_up_to();
        let line = bytes
            .get(..at)
            .map_or(1, |b| b.iter().filter(|c| **c == b'\n').count() + 1);
        RecordError::Invalid {
            file: name.clone(),
            problem: Problem {
                line: Some(line),
                ..Problem::new(String::new(), Expected::Utf8)
            },
        }
    })?;
    Record::from_json(&name, text)
}

/// The bytes of a record file: a regular file within [`RECORD_LIMIT`].
fn read(path: &Path, name: &str) -> Result<Vec<u8>, RecordError> {
    read_capped(path, RECORD_LIMIT, "a game record").map_err(|e| RecordError::Read {
        file: name.to_owned(),
        error: Arc::new(e),
    })
}

/// Whether a file already holds a game record (its first KB names the
/// format): such a file is never overwritten by something else.
pub fn is_record(path: &Path) -> bool {
    use std::io::Read;
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    if !meta.is_file() {
        return false;
    }
    let mut head = [0u8; 1024];
    let n = std::fs::File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    let head = String::from_utf8_lossy(head.get(..n).unwrap_or_default());
    head.contains(&format!("\"{FORMAT}\""))
}

/// Refuses an output file (a PDF, an export) that is the input record
/// itself, or that holds any game record: a typo in `-o` must not cost a
/// game.
pub fn check_output(
    out: &Path,
    input: Option<&Path>,
) -> Result<(), mafia_core::storage::StorageError> {
    use mafia_core::storage::StorageError;
    if let Some(input) = input {
        let same = match (out.canonicalize(), input.canonicalize()) {
            (Ok(a), Ok(b)) => a == b,
            _ => out == input,
        };
        if same {
            return Err(StorageError::OutputIsInput {
                path: out.to_path_buf(),
            });
        }
    }
    if is_record(out) {
        return Err(StorageError::OutputIsRecord {
            path: out.to_path_buf(),
        });
    }
    Ok(())
}

/// Reads a record file tolerantly (see [`load_bytes`]): only a regular file
/// of at most [`RECORD_LIMIT`] bytes.
pub fn load_file(path: &Path) -> Result<Loaded, RecordError> {
    let name = path.display().to_string();
    let bytes = read(path, &name)?;
    load_bytes(&name, &bytes)
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
        Err(e) if e.is_foreign() || e.is_over_limit() => return Err(e),
        Err(e) => Some(e),
    };
    recover(file, text, strict, bad_utf8)
}

/// The header, then one action per line until the first line that is not a
/// complete action (the layout [`Record::to_json`] writes).
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
        Err(e) if e.is_foreign() => return Err(e),
        Err(e) => {
            return Err(RecordError::Header {
                file: file.to_owned(),
                cause: Box::new(strict.unwrap_or(e)),
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
            damage = Some((actions_line.unwrap_or(0), *off, DamageReason::NoActionList));
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
                Ok(_) if record.actions.len() >= ACTIONS_LIMIT => {
                    return Err(over_limit(file));
                }
                Ok(a) => record.actions.push(a),
                Err(_) => {
                    let lead = l.len() - l.trim_start().len();
                    damage = Some((i, off + lead, DamageReason::IncompleteAction));
                    break;
                }
            }
        }
    }
    let recovered = record.actions.len();
    let damage = match (damage, bad_utf8) {
        (Some((_, byte, _)), Some(b)) if b < byte => Some(Damage {
            line: line_of(text, b),
            byte: b,
            recovered,
            reason: DamageReason::InvalidUtf8,
        }),
        (Some((i, byte, why)), _) => Some(Damage {
            line: i + 1,
            byte,
            recovered,
            reason: why,
        }),
        (None, Some(b)) => Some(Damage {
            line: line_of(text, b),
            byte: b,
            recovered,
            reason: DamageReason::InvalidUtf8,
        }),
        (None, None) if !closed => Some(Damage {
            line: lines.len().max(1),
            byte: text.len(),
            recovered,
            reason: DamageReason::CutOff,
        }),
        (None, None) => {
            // Every action was read; the damage is after the list.
            Some(Damage {
                line: lines.len().max(1),
                byte: text.len(),
                recovered,
                reason: DamageReason::AfterActions(strict.and_then(|s| s.problem().cloned())),
            })
        }
    };
    Ok(Loaded { record, damage })
}

/// A record of more than [`ACTIONS_LIMIT`] actions, as an error naming the file.
fn over_limit(file: &str) -> RecordError {
    RecordError::Invalid {
        file: file.to_owned(),
        problem: Problem::new("actions", Expected::ActionsAtMost { max: ACTIONS_LIMIT }),
    }
}

fn line_of(text: &str, byte: usize) -> usize {
    text.get(..byte)
        .map_or(1, |t| t.bytes().filter(|b| *b == b'\n').count() + 1)
}
