//! The history of a game's rounds as the hall may see it: who left, when
//! and how, in the order it happened; and in spectator mode the night's
//! checks (the sheriff's red or black, the don's search).
//!
//! Typed data only: the words are made where the history is shown
//! ([`crate::audience::ProjectorView::history_lines`], from the view's own
//! seat texts and the catalogue).

use mafia_core::game::state::ExitHow;
use mafia_core::game::{GameState, Seat};
use mafia_core::ruleset::{Reveal, Ruleset, StepKind};
use serde::Serialize;

/// One line of the history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HistoryEntry {
    /// A player left the table: voted out on a day, shot on a night,
    /// removed by fouls, disqualified, or with his team's loss.
    Left {
        seat: Seat,
        how: ExitHow,
        #[serde(skip_serializing_if = "Option::is_none")]
        day: Option<u32>,
        #[serde(skip_serializing_if = "Option::is_none")]
        night: Option<u32>,
    },
    /// A night's check (spectator mode only): the seat checked and what
    /// was found.
    Check {
        night: u32,
        seat: Seat,
        found: CheckFound,
    },
}

/// What a check found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckFound {
    /// The sheriff's check: black.
    Black,
    /// The sheriff's check: red.
    Red,
    /// The don's search: the role looked for (the sheriff).
    Found,
    /// The don's search: not that role.
    Missed,
}

impl HistoryEntry {
    /// When it happened: day `d` is `2d`, night `n` is `2n + 1` (night 1
    /// follows day 1); a check comes before the morning's departures.
    fn when(&self) -> (u32, u8) {
        match self {
            HistoryEntry::Left { day, night, .. } => match (day, night) {
                (Some(d), _) => (d.saturating_mul(2), 1),
                (None, Some(n)) => (n.saturating_mul(2).saturating_add(1), 1),
                (None, None) => (0, 1),
            },
            HistoryEntry::Check { night, .. } => (night.saturating_mul(2).saturating_add(1), 0),
        }
    }

    /// Whether it tells a secret (only the spectator view holds those).
    pub fn is_secret(&self) -> bool {
        matches!(self, HistoryEntry::Check { .. })
    }
}

/// The game's history in order. `checks`: the night's checks too (only
/// for the spectator view).
pub fn history(state: &GameState, rs: &Ruleset, checks: bool) -> Vec<HistoryEntry> {
    let mut out: Vec<HistoryEntry> = state
        .players
        .iter()
        .filter_map(|p| {
            let e = p.exit.as_ref()?;
            Some(HistoryEntry::Left {
                seat: p.seat,
                how: e.how,
                day: e.day,
                night: e.night,
            })
        })
        .collect();
    if checks {
        for n in &state.nights {
            for e in &n.entries {
                let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                    continue;
                };
                let StepKind::Check { reveal } = &step.kind else {
                    continue;
                };
                let (Some(seat), Some(answer)) = (e.targets.first(), e.answer.as_deref()) else {
                    continue;
                };
                let found = match (reveal, answer) {
                    (Reveal::Side, "black") => CheckFound::Black,
                    (Reveal::Side, _) => CheckFound::Red,
                    (Reveal::IsRole(_), "yes") => CheckFound::Found,
                    (Reveal::IsRole(_), _) => CheckFound::Missed,
                    // A detective's role or a team: said in the spectator
                    // notes, not in this strip.
                    _ => continue,
                };
                out.push(HistoryEntry::Check {
                    night: n.night,
                    seat: *seat,
                    found,
                });
            }
        }
    }
    // Stable: within one moment, seat order (departures) or the night's
    // order of steps (checks).
    out.sort_by_key(HistoryEntry::when);
    out
}
