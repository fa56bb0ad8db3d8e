//! The serde mirror of a ruleset file, exactly as written on disk.
//!
//! Nothing here is trusted: `super::validate` turns a [`RawRuleset`] into a
//! ready-to-use [`super::Ruleset`] and names the key of every mistake.

use serde::Deserialize;
use std::collections::BTreeMap;

/// A text in both interface languages.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawText {
    pub ru: Option<String>,
    pub en: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRuleset {
    pub id: Option<String>,
    pub version: Option<String>,
    pub name: Option<RawText>,
    pub source: Option<String>,
    #[serde(default)]
    pub notes: Vec<RawText>,
    pub players: Option<RawPlayers>,
    #[serde(default)]
    pub teams: Vec<RawTeam>,
    #[serde(default)]
    pub roles: Vec<RawRole>,
    pub timers: Option<RawTimers>,
    pub fouls: Option<RawFouls>,
    #[serde(default)]
    pub offences: Vec<RawOffence>,
    #[serde(default)]
    pub night_zero: Vec<RawStep>,
    #[serde(default)]
    pub night: Vec<RawStep>,
    pub voting: Option<RawVoting>,
    pub best_move: Option<RawBestMove>,
    /// The geographic switch's value in a new game (default true).
    pub geographic: Option<bool>,
    pub end: Option<RawEnd>,
    pub points: Option<RawPoints>,
    #[serde(default)]
    pub gestures: BTreeMap<String, RawGesture>,
    /// Engine rule key -> this ruleset's own number for it, a label per
    /// language, or `false` where the seed gives that rule no number.
    #[serde(default)]
    pub rule_numbers: BTreeMap<String, RawRuleNumber>,
    /// `[tournament]`: read by `super::tournament`.
    pub tournament: Option<super::tournament::RawTournament>,
}

/// A `[rule_numbers]` value: the number (the same in every language), a
/// label per interface language (`{ ru = "...", en = "..." }`; the keys are
/// checked by `super::validate`), or `false` for "not numbered here".
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RawRuleNumber {
    Number(String),
    Unnumbered(bool),
    Label(BTreeMap<String, String>),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlayers {
    pub min: Option<u8>,
    pub max: Option<u8>,
    pub default: Option<u8>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTeam {
    pub id: Option<String>,
    pub side: Option<String>,
    pub name: Option<RawText>,
    pub rule: Option<String>,
}

/// A role's card count: a fixed number or a range the judge picks from.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RawCount {
    Fixed(u8),
    Range {
        min: Option<u8>,
        max: Option<u8>,
        default: Option<u8>,
    },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRole {
    pub id: Option<String>,
    pub team: Option<String>,
    pub name: Option<RawText>,
    pub count: Option<RawCount>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTimers {
    pub speech: Option<u32>,
    pub last_words: Option<u32>,
    pub tie_speech: Option<u32>,
    pub short_speech: Option<u32>,
    pub warning: Option<u32>,
    pub best_move: Option<u32>,
    pub after_game: Option<u32>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawFouls {
    pub word: Option<RawText>,
    pub silence_at: Option<u8>,
    pub remove_at: Option<u8>,
    pub during_speech: Option<String>,
    #[serde(default)]
    pub short_speech_living: Vec<u8>,
    pub last_minute_team_loss: Option<String>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOffence {
    pub id: Option<String>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub kind: Option<String>,
    pub text: Option<RawText>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    pub id: Option<String>,
    pub kind: Option<String>,
    pub name: Option<RawText>,
    pub say: Option<RawText>,
    pub rule: Option<String>,
    /// Role ids of who acts (checks, protection, vote block).
    #[serde(default)]
    pub roles: Vec<String>,
    /// Team id whose living members act together (a kill or an order).
    pub team: Option<String>,
    pub seconds: Option<u32>,
    /// What a check reveals: `side`, `team`, `role`, or `is_role:<role id>`.
    pub reveals: Option<String>,
    /// How many nights an order books.
    pub nights: Option<u8>,
    /// Answer key -> gesture id.
    #[serde(default)]
    pub answers: BTreeMap<String, String>,
    /// May the actor pick himself (a lawyer protecting himself)?
    pub self_target: Option<bool>,
    /// Is the step still announced, with its time, when everyone who acts
    /// in it has left (roles are not revealed when a player leaves)?
    pub wake_when_departed: Option<bool>,
    /// When a check's answer is given: `night` (default) or `day`.
    pub answer_at: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawVoting {
    pub nominations: Option<String>,
    pub first_day_single: Option<String>,
    pub single: Option<String>,
    pub leftover_to_last: Option<bool>,
    pub tie_speeches: Option<bool>,
    pub lift_vote: Option<bool>,
    pub no_lift_when_all_tied: Option<bool>,
    #[serde(default)]
    pub repeat_tie_ends: Vec<RawRepeatTie>,
    pub double_vote_removes: Option<bool>,
    pub narrowed_tie_revote: Option<bool>,
    /// The offence id a second vote is recorded as, when it removes.
    pub double_vote_offence: Option<String>,
    pub removal_before_result: Option<String>,
    pub removal_after_result: Option<String>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRepeatTie {
    pub living: Option<u8>,
    pub tied: Option<u8>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub geographic: Option<bool>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBestMove {
    pub seats: Option<u8>,
    pub night: Option<u32>,
    pub void_if_day_one_left: Option<u8>,
    /// Nobody killed on `night`: `no_best_move` or `first_killed`.
    pub after_miss: Option<String>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEnd {
    pub black_wins_at_parity: Option<bool>,
    #[serde(default)]
    pub streaks: Vec<RawStreak>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawStreak {
    pub counts: Option<String>,
    pub length: Option<u8>,
    pub max_living: Option<u8>,
    pub result: Option<String>,
    pub rated: Option<bool>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub geographic: Option<bool>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPoints {
    pub rule: Option<String>,
    pub note: Option<RawText>,
    #[serde(default)]
    pub roles: BTreeMap<String, RawRolePoints>,
    pub best_move_table: Option<String>,
    #[serde(default)]
    pub best_move: Vec<RawBestMoveTable>,
    pub removed_by_fouls: Option<f64>,
    pub disqualified: Option<f64>,
    pub team_loss: Option<f64>,
    pub likes: Option<RawLikes>,
    pub best_player_vote: Option<f64>,
    /// At most this many best players per game (Baikal: the host names one).
    pub best_players_max: Option<u8>,
    pub compensation: Option<RawCompensation>,
    #[serde(default)]
    pub penalties: Vec<RawPenalty>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRolePoints {
    pub win: Option<f64>,
    pub loss: Option<f64>,
    pub draw: Option<f64>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawBestMoveTable {
    pub id: Option<String>,
    pub name: Option<RawText>,
    /// `[[blacks, points], ...]`
    #[serde(default)]
    pub hits: Vec<(u8, f64)>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLikes {
    pub per_player: Option<u8>,
    pub needed: Option<u8>,
    pub points: Option<f64>,
    /// Every `needed` likes give `points` again (true), or only once (false).
    pub repeat: Option<bool>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCompensation {
    pub step: Option<f64>,
    pub cap: Option<f64>,
    pub share: Option<f64>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPenalty {
    pub id: Option<String>,
    pub name: Option<RawText>,
    pub points: Option<f64>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawGesture {
    pub image: Option<String>,
    pub text: Option<RawText>,
}
