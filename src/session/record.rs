//! The JSON game record: the file format of a game (see docs/game-record.md).
//!
//! A record holds the ruleset's identity, the seating and the judge's actions
//! with their times. Replaying the actions through the engine rebuilds the
//! game exactly; nothing derived is stored.

use super::history::Stamped;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The `format` field of every record.
pub const FORMAT: &str = "mafia-judge-record";
/// The record version this build writes and reads.
pub const VERSION: u32 = 1;

/// Which ruleset the game was played under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
#[serde(default)]
pub struct Meta {
    pub tournament: String,
    pub stage: String,
    pub date: String,
    pub table: String,
    pub game: String,
    pub judge: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub ruleset: RulesetRef,
    /// When the game was created (ms since the Unix epoch).
    #[serde(default)]
    pub created: u64,
    #[serde(default)]
    pub meta: Meta,
    /// Nicknames by seat, seat 1 first.
    pub players: Vec<String>,
    /// Cards per role id when they differ from the ruleset's defaults.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub role_counts: BTreeMap<String, u8>,
    pub actions: Vec<Stamped>,
}

/// A record file that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    pub file: String,
    pub place: String,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.place.is_empty() {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: {}: {}", self.file, self.place, self.message)
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// Reads a record from JSON text; `file` names it in errors.
    pub fn from_json(file: &str, text: &str) -> Result<Record, RecordError> {
        let err = |place: String, message: String| RecordError {
            file: file.to_owned(),
            place,
            message,
        };
        // First the envelope, so a newer version gets a clear message.
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
            err(
                format!("line {}, column {}", e.line(), e.column()),
                format!("not valid JSON ({e})"),
            )
        })?;
        match value.get("format").and_then(|f| f.as_str()) {
            Some(FORMAT) => {}
            other => {
                return Err(err(
                    "format".to_owned(),
                    format!("expected \"{FORMAT}\", found {other:?}"),
                ));
            }
        }
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => {
                return Err(err(
                    "version".to_owned(),
                    format!("format version {v} is not supported (this build reads {VERSION})"),
                ));
            }
            None => {
                return Err(err(
                    "version".to_owned(),
                    "expected a version number".to_owned(),
                ));
            }
        }
        if let Some(actions) = value.get("actions").and_then(|a| a.as_array()) {
            for (i, a) in actions.iter().enumerate() {
                if let Err(e) = serde_json::from_value::<Stamped>(a.clone()) {
                    return Err(err(format!("actions[{i}]"), e.to_string()));
                }
            }
        }
        serde_json::from_value(value).map_err(|e| err(String::new(), e.to_string()))
    }

    /// The record as pretty JSON, one action per line.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        let mut head = self.clone();
        head.actions.clear();
        let head = serde_json::to_string_pretty(&head).unwrap_or_default();
        // Splice the actions in one per line, so diffs and eyes can follow a game.
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
