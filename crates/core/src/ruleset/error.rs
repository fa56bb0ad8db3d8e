//! What can be wrong in a ruleset file, as types: the file, the key path
//! (`night.steps[2].kind` style: `night[2].kind`), what the key should hold
//! ([`Expected`]) and what was written there ([`Found`]).
//!
//! [`from_toml`] reads any TOML file of the console (a ruleset, a
//! tournament's description, the club's player list) and maps its syntax and
//! type errors into these types, as [`classify`] does for the JSON records.
//!
//! No words live here: `mafia_store::i18n::Core(&error).say(lang)` renders these in the
//! interface language. `Display` is a short technical form for logs and test
//! failures (the key paths and the variant names), never shown to a judge.

use crate::storage::StorageError;
use std::sync::Arc;

/// A kind of id a ruleset names and refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Thing {
    Team,
    Role,
    Step,
    Offence,
    Gesture,
    BestMoveTable,
    Penalty,
    TournamentPenalty,
    TieBreak,
}

/// What a key should hold, in the organiser's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    // The file itself.
    /// A UTF-8 text file.
    Utf8,
    /// A table as text (a player list, a seating): UTF-8, UTF-16 or
    /// Windows-1251, not a picture or an archive.
    TableText,
    /// Correct TOML at this line and column.
    Toml {
        line: usize,
        column: usize,
        fault: TomlFault,
    },

    // The type of a value (what serde found out).
    /// A whole number from 0 (to `max` when given).
    WholeNumber {
        max: Option<u64>,
    },
    /// Any number (`1`, `0.5`, `-1`).
    Number,
    /// Text in quotes.
    QuotedText,
    TrueOrFalse,
    /// A list in square brackets.
    List,
    /// A table (`{ ... }` or a `[section]`).
    Table,
    /// A role's card count: a number from 0 to 255 or a range.
    CardCount,
    /// One of the keys this table has (the key written is not one of them).
    KnownKey {
        allowed: Vec<String>,
    },
    /// A value of another kind (serde said something this list does not
    /// know; the value found is shown).
    AnotherKind,

    // What validation checks.
    /// `name = { ru = "...", en = "..." }` with a non-empty Russian text.
    RussianText,
    /// A form of a word, text in quotes, not empty (`fouls.forms`).
    WordForm,
    /// One of these words (as written in the file, without quotes).
    OneOf(Vec<String>),
    /// The ruleset's id, such as "fiim".
    RulesetId,
    /// Lowercase letters, digits, `-` and `_`.
    IdCharacters,
    /// An id of this kind.
    Id(Thing),
    /// An id no other entry of this kind has.
    UniqueId(Thing),
    /// An id of an entry defined elsewhere in the file.
    IdFrom(Thing),
    /// At least one red and one black team.
    RedAndBlackTeams,
    /// A team with this side (`red`, `black`).
    TeamOfSide(&'static str),
    /// 3 <= min <= max <= 20 players.
    PlayerLimits,
    /// `players.default` between `min` and `max`.
    DefaultBetweenMinAndMax,
    /// At least one `[[roles]]`.
    SomeRole,
    /// min <= default <= max for a card count.
    CountOrder,
    /// Default card counts adding up to the default number of players.
    RoleCountsAddUp {
        players: u8,
        sum: u32,
    },
    /// Card ranges that can fill every allowed number of players.
    RoleRangesFill,
    /// At least one card of this side in every deal.
    CardOfSide(&'static str),
    /// Seconds between `min` and `max`.
    Seconds {
        min: u32,
        max: u32,
    },
    /// `timers.warning` shorter than `timers.speech`.
    WarningBeforeSpeechEnds,
    /// 1 <= silence_at < remove_at.
    FoulLimits,
    /// A picture's path under `assets/`.
    ImagePath,
    /// A relative path that stays inside `assets/`.
    RelativeImagePath,
    /// A picture that exists under `assets/` (this one is not found).
    ExistingPicture,
    /// A number of living players.
    PlayerCount,
    /// A number of tied players.
    TiedCount,
    /// 2 <= tied <= living.
    TiedRange,
    /// 1 to 5 seats for the best move.
    BestMoveSeats,
    /// 1 or more.
    AtLeastOne,
    /// 1 or more, or the key left out for no limit.
    AtLeastOneOrLeftOut,
    /// A date written `YYYY-MM-DD` (a club's seasons).
    IsoDate,
    /// A last day not before the first (a season's `to` and `from`).
    DateOrder,
    /// The offence a second vote removes for (the key is needed).
    DoubleVoteOffence,
    /// An offence id whose kind is "disqualify".
    DisqualifyingOffence,
    /// A rule number: one line, 1 to 40 characters; a label per language
    /// `{ ru, en }`; or false.
    RuleNumber,
    /// A rule's label in one language: one line, 1 to 80 characters.
    RuleLabel,
    /// A rule's label table with neither `ru` nor `en`.
    RuleLabelLanguage,
    /// The team that acts in this night step.
    ActingTeam,
    /// The roles that act in this night step.
    ActingRoles,
    /// What a check reveals: side, team, role, or is_role:<role id>.
    Reveals,
    /// `is_role:` followed by a role id from `[[roles]]`.
    IsRole,
    /// Only "look" or "order" on night zero.
    NightZeroKind,
    /// "order" only on night zero.
    OrderOnNightZero,
    /// No `geographic` default without a rule that is geographic.
    GeographicUnused,
    /// `answer_at = "day"` only on a check or compare step.
    DayAnswerOnlyForChecks,
    /// No `wake_when_departed` on night zero (its steps are always announced).
    NoWakeOnNightZero,
    /// `points.best_player_vote` as well.
    BestPlayerVoteToo,
    /// A penalty's points (negative for a penalty).
    PenaltyPoints,
    /// `tournament.compensation = "from_games"` needs `[points] compensation`.
    CompensationFromGames,
    /// For kind "late": the minutes each points step stands for.
    LateMinutes,
    /// `notice` only with kind "skipped_round".
    NoticeOnlySkippedRound,
    /// `per_minutes`, `disqualify_at_minutes` only with kind "late".
    MinutesOnlyLate,
    /// A finite number.
    FiniteNumber,
    /// What a tournament penalty costs (0 for none, negative for a loss).
    TournamentPenaltyPoints,
    /// `at_most` and `beyond` together.
    AtMostWithBeyond,
    /// The id of another tournament penalty.
    OtherPenalty,

    // A game record (JSON).
    /// Correct JSON at this line and column (`eof`: the file ends early).
    Json {
        line: usize,
        column: usize,
        eof: bool,
    },
    /// `"format": "mafia-judge-record"`.
    RecordFormat,
    /// A record version this build reads (`oldest` to `newest`).
    RecordVersion {
        oldest: u32,
        newest: u32,
    },
    /// A file a newer console wrote (its `made_by`, e.g. `mafia-judge
    /// 0.3.0`), which this build cannot read: the judge is told to open it
    /// with that version or a newer one (the words add this build's own).
    MadeByNewer {
        made_by: String,
    },
    /// Nothing after the record's closing brace.
    NothingAfter,
    /// A nickname of 1 to `max` characters (this one has `chars`).
    NicknameChars {
        max: usize,
        chars: usize,
    },
    /// The key must be there.
    Required,
    /// A key written once in its object.
    KeyOnce,
    /// A time in milliseconds.
    TimeMs,
    /// At most this many actions in one record (the store's
    /// `ACTIONS_LIMIT`): a record with more is refused whole.
    ActionsAtMost {
        max: usize,
    },

    // A tournament's own files (`tournament.toml`, `players.toml`).
    /// The tournament's name.
    TournamentName,
    /// A player's nickname.
    Nickname,
    /// Each nickname once.
    UniqueNickname,
    /// The ruleset the standings are computed with (its id).
    SameRuleset(String),
    /// One of the tournament's players.
    TournamentPlayer,
    /// A player's photo (`players.toml`): a picture file that is there,
    /// beside the list or under it.
    PhotoFile,
    /// A player's photo: a PNG or JPEG picture the console can read.
    PhotoPicture,
    /// A player's photo: a file of at most this many bytes.
    PhotoSize(u64),
}

/// What a TOML syntax error is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TomlFault {
    /// The same key twice in one table.
    DuplicateKey,
    /// Anything else the TOML reader could not follow; the line is shown.
    Syntax,
}

/// What was written at the key instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The key is not there.
    Missing,
    /// The value (or the key's name) as written in the file: `"murder"`, `300`.
    Value(String),
}

/// One thing wrong in a ruleset file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The key, as a path: `night[1].reveals`; empty for the whole file.
    pub key: String,
    pub expected: Expected,
    pub found: Option<Found>,
    /// The line in the file, when the reader knows it.
    pub line: Option<usize>,
}

impl Problem {
    pub fn new(key: impl Into<String>, expected: Expected) -> Problem {
        Problem {
            key: key.into(),
            expected,
            found: None,
            line: None,
        }
    }

    /// What was written there: a text value is shown in quotes.
    pub fn found_text(mut self, value: &str) -> Problem {
        self.found = Some(Found::Value(format!("\"{value}\"")));
        self
    }

    /// What was written there, or that the key is missing.
    pub fn found_opt(mut self, value: Option<&str>) -> Problem {
        self.found = Some(match value {
            Some(v) => Found::Value(format!("\"{v}\"")),
            None => Found::Missing,
        });
        self
    }
}

/// A ruleset file that cannot be used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RulesetError {
    /// The file cannot be read (missing, not a regular file, too large).
    #[error("{file}: {error}")]
    Read {
        file: String,
        error: Arc<StorageError>,
    },
    /// The file is read but wrong: everything wrong in it.
    #[error("{file}: {}", keys(.problems))]
    Invalid {
        file: String,
        problems: Vec<Problem>,
    },
}

impl RulesetError {
    /// The file, as it was named when read.
    pub fn file(&self) -> &str {
        match self {
            RulesetError::Read { file, .. } | RulesetError::Invalid { file, .. } => file,
        }
    }

    /// The problems found in the file (none for a file that cannot be read).
    pub fn problems(&self) -> &[Problem] {
        match self {
            RulesetError::Read { .. } => &[],
            RulesetError::Invalid { problems, .. } => problems,
        }
    }
}

/// `roles[0].count: CardCount; night[2].kind: OneOf([..])` for `Display`.
fn keys(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| format!("{}: {:?} {:?}", p.key, p.expected, p.found))
        .collect::<Vec<_>>()
        .join("; ")
}

/// What serde said, as a [`Problem`] at `key`: "unknown field `x`, expected
/// one of ...", "invalid type: string \"a\", expected u8", "missing field",
/// "duplicate field", "unknown variant" become what the key should hold and
/// what was found, without serde's or Rust's words.
pub fn classify(key: String, msg: &str) -> Problem {
    let msg = msg.trim();
    let ticked = |m: &str| m.split('`').nth(1).unwrap_or("").to_owned();
    let list = |m: &str| -> Vec<String> {
        m.split(", expected ")
            .nth(1)
            .unwrap_or("")
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    };
    let join = |key: &str, name: &str| {
        if key.is_empty() {
            name.to_owned()
        } else if key.rsplit('.').next() == Some(name) {
            key.to_owned()
        } else {
            format!("{key}.{name}")
        }
    };
    if msg.starts_with("unknown field") {
        let given = ticked(msg);
        return Problem::new(
            join(&key, &given),
            Expected::KnownKey { allowed: list(msg) },
        );
    }
    if msg.starts_with("duplicate field") {
        return Problem::new(join(&key, &ticked(msg)), Expected::KeyOnce);
    }
    if msg.starts_with("missing field") {
        let p = Problem::new(join(&key, &ticked(msg)), Expected::Required);
        return Problem {
            found: Some(Found::Missing),
            ..p
        };
    }
    if msg.starts_with("unknown variant") {
        let given = ticked(msg);
        let mut p = Problem::new(key, Expected::OneOf(list(msg)));
        p.found = Some(Found::Value(format!("\"{given}\"")));
        return p;
    }
    let wanted = msg.rsplit(", expected ").next().unwrap_or("");
    let expected = match wanted {
        w if w.starts_with("u8") || w.starts_with("i8") => Expected::WholeNumber { max: Some(255) },
        w if w.starts_with("u16") => Expected::WholeNumber {
            max: Some(u64::from(u16::MAX)),
        },
        w if w.starts_with("u32") || w.starts_with("u64") || w.starts_with("usize") => {
            Expected::WholeNumber { max: None }
        }
        w if w.starts_with("f64") || w.starts_with("f32") => Expected::Number,
        w if w.starts_with("a time in ms") => Expected::TimeMs,
        w if w.starts_with("at most ") && w.ends_with(" actions") => w
            .strip_prefix("at most ")
            .and_then(|n| n.strip_suffix(" actions"))
            .and_then(|n| n.parse().ok())
            .map_or(Expected::AnotherKind, |max| Expected::ActionsAtMost { max }),
        w if w.contains("string") => Expected::QuotedText,
        w if w.starts_with("a boolean") => Expected::TrueOrFalse,
        w if w.starts_with("a sequence") || w.starts_with("a tuple") => Expected::List,
        w if w.starts_with("struct") || w.starts_with("a map") || w.contains("object") => {
            Expected::Table
        }
        _ => Expected::AnotherKind,
    };
    let mut p = Problem::new(key, expected);
    p.found = unexpected(msg).map(Found::Value);
    p
}

/// The value in "invalid type: string \"abc\", expected ...", as written.
fn unexpected(msg: &str) -> Option<String> {
    let rest = msg
        .strip_prefix("invalid type: ")
        .or_else(|| msg.strip_prefix("invalid value: "))?;
    let what = rest.rsplit_once(", expected ").map_or(rest, |(w, _)| w);
    let ticked = what.split('`').nth(1);
    Some(match what {
        w if w.starts_with("string ") => w["string ".len()..].to_owned(),
        w if w.starts_with("map") => "{ ... }".to_owned(),
        w if w.starts_with("sequence") => "[ ... ]".to_owned(),
        w if w.starts_with("null") || w.starts_with("unit") => "null".to_owned(),
        _ => ticked?.to_owned(),
    })
}

/// Reads any TOML file of the console (a ruleset's raw mirror, a
/// tournament's description, the player list) with the key path of a
/// mistake: a syntax error names the line and column, a value of the wrong
/// type its key and what it should be.
pub fn from_toml<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let de = toml::de::Deserializer::parse(text).map_err(|e| toml_error(text, &e))?;
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        type_error(path, text, &e.into_inner())
    })
}

/// A value of the wrong type, as what the key should hold (serde's own
/// words say "untagged enum RawCount" or "expected u8"), with the value as
/// written and its line.
fn type_error(path: String, text: &str, e: &toml::de::Error) -> Problem {
    let last = path.rsplit('.').next().unwrap_or(&path);
    let last = last.split('[').next().unwrap_or(last);
    let mut p = classify(path.clone(), e.message());
    if last == "count" {
        p.expected = Expected::CardCount;
    } else if path.starts_with("rule_numbers.")
        || (last == "rule"
            && ["offences[", "end.streaks[", "voting.repeat_tie_ends["]
                .iter()
                .any(|p| path.starts_with(p)))
    {
        // An untagged text-or-false: serde can only say "no variant matched".
        p.expected = Expected::RuleNumber;
    }
    let written = e
        .span()
        .and_then(|span| text.get(span))
        .map(|w| shorten(w.trim()));
    if !matches!(p.expected, Expected::KnownKey { .. } | Expected::KeyOnce)
        && let Some(w) = written
    {
        p.found = Some(Found::Value(w));
    }
    p.line = e.span().map(|span| line_col(text, span.start).0);
    p
}

/// At most 60 characters of a value, on one line.
fn shorten(w: &str) -> String {
    let one = w.lines().next().unwrap_or("");
    let mut out: String = one.chars().take(60).collect();
    if out.len() < w.len() {
        out.push('…');
    }
    out
}

/// Line and column (from 1) of a byte offset.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// A TOML syntax error: where it is and the line as written.
fn toml_error(text: &str, e: &toml::de::Error) -> Problem {
    let fault = if e.message().contains("duplicate key") {
        TomlFault::DuplicateKey
    } else {
        TomlFault::Syntax
    };
    let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
    let written = text.lines().nth(line.saturating_sub(1)).map(shorten);
    Problem {
        key: String::new(),
        expected: Expected::Toml {
            line,
            column,
            fault,
        },
        found: written.map(Found::Value),
        line: Some(line),
    }
}
