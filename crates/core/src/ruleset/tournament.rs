//! A ruleset's tournament rules: the `[tournament]` section of its file.
//!
//! The game's points come from `[points]` (see `crate::game::score`); this
//! section says how a tournament adds them up: which penalties the head judge
//! may give outside the games (a skipped round, lateness, a disqualification
//! from the tournament), who may take part in the awards, what an unrated game
//! still gives, where the first-killed compensation comes from, and how ties
//! are broken. `crate::tournament` computes the standings from it.

use super::validate::one_of;
use super::{Expected, Points, Problem, Text, Thing};
use serde::Deserialize;

/// The raw `[tournament]` section, as written.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawTournament {
    pub rule: Option<String>,
    pub note: Option<super::file::RawText>,
    pub unrated: Option<String>,
    pub compensation: Option<String>,
    pub games_per_player: Option<u32>,
    #[serde(default)]
    pub tie_breaks: Vec<String>,
    pub eligibility: Option<RawEligibility>,
    #[serde(default)]
    pub penalties: Vec<RawTournamentPenalty>,
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawEligibility {
    pub max_skipped_rounds: Option<u32>,
    pub disqualified: Option<bool>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawTournamentPenalty {
    pub id: Option<String>,
    pub kind: Option<String>,
    pub name: Option<super::file::RawText>,
    pub points: Option<f64>,
    pub notice: Option<bool>,
    pub per_minutes: Option<u32>,
    pub disqualify_at_minutes: Option<u32>,
    pub at_most: Option<u32>,
    pub beyond: Option<String>,
    pub rule: Option<String>,
}

/// What an unrated game (a draw the rules do not rate) gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// Nothing: not a game, not a point.
    NotCounted,
    /// Not a game and no result points, but the bonus (best player, likes) counts (MCC).
    BonusOnly,
}

/// Where the first-killed compensation comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompensationSource {
    /// As the judge typed i and n into each game (or none).
    ByHand,
    /// Computed from the tournament's own games: i and n counted per player.
    FromGames,
}

/// A way to break a tie on the total, tried in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    /// More wins.
    Wins,
    /// More result points.
    Points,
    /// More extra points.
    Extra,
    /// More best-move points.
    BestMove,
    /// Fewer penalty points.
    Penalties,
}

impl TieBreak {
    pub const ALL: [(&'static str, TieBreak); 5] = [
        ("wins", TieBreak::Wins),
        ("points", TieBreak::Points),
        ("extra", TieBreak::Extra),
        ("best_move", TieBreak::BestMove),
        ("penalties", TieBreak::Penalties),
    ];
    pub fn id(self) -> &'static str {
        TieBreak::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map_or("", |(n, _)| n)
    }
}

/// What a tournament penalty is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyKind {
    /// A round the player did not play; `notice`: the head judge was told beforehand.
    SkippedRound { notice: bool },
    /// Lateness: `points` for every full `per_minutes`; from `disqualify_at` minutes, disqualified.
    Late {
        per_minutes: u32,
        disqualify_at: Option<u32>,
    },
    /// Disqualified from the tournament.
    Disqualification,
    /// Any other penalty with fixed points.
    Other,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPenalty {
    pub id: String,
    pub kind: PenaltyKind,
    pub name: Text,
    pub points: f64,
    /// At most this many times per player; beyond, the penalty `beyond` counts instead.
    pub at_most: Option<u32>,
    pub beyond: Option<String>,
    pub rule: String,
}

impl TournamentPenalty {
    /// The points this penalty costs (for lateness, for so many minutes).
    pub fn cost(&self, minutes: u32) -> f64 {
        match self.kind {
            PenaltyKind::Late { per_minutes, .. } => {
                f64::from(minutes / per_minutes.max(1)) * self.points
            }
            _ => self.points,
        }
    }

    /// Does it put the player out of the tournament?
    pub fn disqualifies(&self, minutes: u32) -> bool {
        match self.kind {
            PenaltyKind::Disqualification => true,
            PenaltyKind::Late {
                disqualify_at: Some(d),
                ..
            } => minutes >= d,
            _ => false,
        }
    }
}

/// The validated tournament rules of a ruleset.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRules {
    pub rule: String,
    pub note: Option<Text>,
    pub unrated: Unrated,
    pub compensation: CompensationSource,
    /// The `N` of the compensation when the tournament does not say (0: count each player's games).
    pub games_per_player: u32,
    pub tie_breaks: Vec<TieBreak>,
    /// A player who skipped more rounds than this takes no part in the awards.
    pub max_skipped_rounds: Option<u32>,
    /// May a player disqualified from the tournament take part in the awards?
    pub disqualified_eligible: bool,
    pub eligibility_rule: String,
    pub penalties: Vec<TournamentPenalty>,
}

impl Default for TournamentRules {
    fn default() -> Self {
        TournamentRules {
            rule: String::new(),
            note: None,
            unrated: Unrated::NotCounted,
            compensation: CompensationSource::ByHand,
            games_per_player: 0,
            tie_breaks: vec![TieBreak::Wins],
            max_skipped_rounds: None,
            disqualified_eligible: true,
            eligibility_rule: String::new(),
            penalties: Vec::new(),
        }
    }
}

impl TournamentRules {
    pub fn penalty(&self, id: &str) -> Option<&TournamentPenalty> {
        self.penalties.iter().find(|p| p.id == id)
    }
}

fn text(raw: &Option<super::file::RawText>, key: &str, problems: &mut Vec<Problem>) -> Text {
    match raw {
        Some(super::file::RawText { ru: Some(ru), en }) if !ru.trim().is_empty() => Text {
            ru: ru.clone(),
            en: en.clone().unwrap_or_else(|| ru.clone()),
        },
        _ => {
            problems.push(Problem::new(format!("{key}.ru"), Expected::RussianText));
            Text::default()
        }
    }
}

fn bad(problems: &mut Vec<Problem>, key: String, expected: Expected) {
    problems.push(Problem::new(key, expected));
}

/// A problem with the value written there (or the key missing).
fn bad_found(problems: &mut Vec<Problem>, key: String, expected: Expected, found: Option<&str>) {
    problems.push(Problem::new(key, expected).found_opt(found));
}

/// Validates the `[tournament]` section; every mistake goes into `problems`
/// with its key.
pub(super) fn validate(
    raw: Option<&RawTournament>,
    points: &Points,
    problems: &mut Vec<Problem>,
) -> TournamentRules {
    let Some(t) = raw else {
        return TournamentRules::default();
    };
    let mut out = TournamentRules {
        rule: t.rule.clone().unwrap_or_default(),
        ..TournamentRules::default()
    };
    if t.note.is_some() {
        out.note = Some(text(&t.note, "tournament.note", problems));
    }
    out.unrated = match t.unrated.as_deref() {
        None | Some("not_counted") => Unrated::NotCounted,
        Some("bonus_only") => Unrated::BonusOnly,
        Some(other) => {
            bad_found(
                problems,
                "tournament.unrated".into(),
                one_of(["not_counted", "bonus_only"]),
                Some(other),
            );
            Unrated::NotCounted
        }
    };
    out.compensation = match t.compensation.as_deref() {
        None | Some("by_hand") => CompensationSource::ByHand,
        Some("from_games") => {
            if points.compensation.is_none() {
                bad(
                    problems,
                    "tournament.compensation".into(),
                    Expected::CompensationFromGames,
                );
            }
            CompensationSource::FromGames
        }
        Some(other) => {
            bad_found(
                problems,
                "tournament.compensation".into(),
                one_of(["by_hand", "from_games"]),
                Some(other),
            );
            CompensationSource::ByHand
        }
    };
    out.games_per_player = t.games_per_player.unwrap_or(0);
    if !t.tie_breaks.is_empty() {
        out.tie_breaks.clear();
    }
    for (i, name) in t.tie_breaks.iter().enumerate() {
        match TieBreak::ALL.iter().find(|(n, _)| n == name) {
            Some((_, tb)) if !out.tie_breaks.contains(tb) => out.tie_breaks.push(*tb),
            Some(_) => bad_found(
                problems,
                format!("tournament.tie_breaks[{i}]"),
                Expected::UniqueId(Thing::TieBreak),
                Some(name),
            ),
            None => bad_found(
                problems,
                format!("tournament.tie_breaks[{i}]"),
                one_of(TieBreak::ALL.iter().map(|(n, _)| *n)),
                Some(name),
            ),
        }
    }
    if let Some(e) = &t.eligibility {
        out.max_skipped_rounds = e.max_skipped_rounds;
        out.disqualified_eligible = e.disqualified.unwrap_or(true);
        out.eligibility_rule = e.rule.clone().unwrap_or_default();
    }
    for (i, p) in t.penalties.iter().enumerate() {
        let key = format!("tournament.penalties[{i}]");
        let id = match &p.id {
            Some(id) if !id.trim().is_empty() => id.clone(),
            _ => {
                bad_found(
                    problems,
                    format!("{key}.id"),
                    Expected::Id(Thing::TournamentPenalty),
                    p.id.as_deref(),
                );
                String::new()
            }
        };
        if !id.is_empty() && out.penalties.iter().any(|x| x.id == id) {
            bad_found(
                problems,
                format!("{key}.id"),
                Expected::UniqueId(Thing::TournamentPenalty),
                Some(&id),
            );
        }
        let kind = match p.kind.as_deref() {
            Some("skipped_round") => PenaltyKind::SkippedRound {
                notice: p.notice.unwrap_or(false),
            },
            Some("late") => match p.per_minutes {
                Some(m) if m > 0 => PenaltyKind::Late {
                    per_minutes: m,
                    disqualify_at: p.disqualify_at_minutes,
                },
                _ => {
                    bad(
                        problems,
                        format!("{key}.per_minutes"),
                        Expected::LateMinutes,
                    );
                    PenaltyKind::Other
                }
            },
            Some("disqualification") => PenaltyKind::Disqualification,
            Some("other") => PenaltyKind::Other,
            other => {
                bad_found(
                    problems,
                    format!("{key}.kind"),
                    one_of(["skipped_round", "late", "disqualification", "other"]),
                    other,
                );
                PenaltyKind::Other
            }
        };
        if p.notice.is_some() && !matches!(kind, PenaltyKind::SkippedRound { .. }) {
            bad(
                problems,
                format!("{key}.notice"),
                Expected::NoticeOnlySkippedRound,
            );
        }
        if (p.per_minutes.is_some() || p.disqualify_at_minutes.is_some())
            && !matches!(kind, PenaltyKind::Late { .. } | PenaltyKind::Other)
        {
            bad(
                problems,
                format!("{key}.per_minutes"),
                Expected::MinutesOnlyLate,
            );
        }
        let points = match p.points {
            Some(x) if x.is_finite() => x,
            Some(_) => {
                bad(problems, format!("{key}.points"), Expected::FiniteNumber);
                0.0
            }
            None => {
                bad_found(
                    problems,
                    format!("{key}.points"),
                    Expected::TournamentPenaltyPoints,
                    None,
                );
                0.0
            }
        };
        let name = text(&p.name, &format!("{key}.name"), problems);
        out.penalties.push(TournamentPenalty {
            id,
            kind,
            name,
            points,
            at_most: p.at_most,
            beyond: p.beyond.clone(),
            rule: p.rule.clone().unwrap_or_default(),
        });
        if p.at_most.is_some() != p.beyond.is_some() {
            bad(
                problems,
                format!("{key}.beyond"),
                Expected::AtMostWithBeyond,
            );
        }
    }
    for (i, p) in out.penalties.iter().enumerate() {
        if let Some(b) = &p.beyond
            && (out.penalty(b).is_none() || b == &p.id)
        {
            bad_found(
                problems,
                format!("tournament.penalties[{i}].beyond"),
                Expected::OtherPenalty,
                Some(b),
            );
        }
    }
    out
}
