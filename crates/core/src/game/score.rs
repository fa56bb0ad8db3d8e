//! Points for each seat, computed from the finished game and the ruleset's
//! point table. Pure: the same state always gives the same points.

use super::Seat;
use super::state::{ExitHow, GameState};
use crate::ruleset::{Outcome, Ruleset};
use serde::Serialize;

/// One seat's points, by part, so the protocol can show where they come from.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct SeatPoints {
    pub seat: Seat,
    /// For the result (win, loss, draw) by role.
    pub result: f64,
    /// Best move: blacks named and the points.
    pub best_move: f64,
    /// Removal by fouls, disqualification, team loss.
    pub removal: f64,
    /// The judge's extra points.
    pub extra: f64,
    /// Likes and the best-player vote.
    pub bonus: f64,
    /// Tournament penalties.
    pub penalties: f64,
    /// Compensation for a red first-killed player in a lost game.
    pub compensation: f64,
    pub total: f64,
}

/// How many of the named seats are black.
pub fn best_move_hits(state: &GameState, rs: &Ruleset) -> Option<u8> {
    let bm = state.best_move.as_ref()?;
    let hits = bm
        .seats
        .iter()
        .filter(|s| {
            state
                .player(**s)
                .and_then(|p| p.role)
                .is_some_and(|r| rs.role_side(r) == crate::ruleset::Side::Black)
        })
        .count();
    u8::try_from(hits).ok()
}

/// Points are counted in thousandths (FIIM's compensation 1 × 0.5 / 4 =
/// 0.125; the standings, the sheets and the sites' exports count the same).
pub fn thousandths(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Points for every seat; all zero for the result while the game runs.
pub fn points(state: &GameState, rs: &Ruleset) -> Vec<SeatPoints> {
    let p = &rs.points;
    let ending = state.ending.as_ref();
    let table = state
        .scoring
        .best_move_table
        .as_ref()
        .and_then(|id| p.best_move_tables.iter().find(|t| &t.id == id))
        .or_else(|| p.best_move_default.and_then(|i| p.best_move_tables.get(i)));
    let hits = best_move_hits(state, rs);
    let first_killed = state.first_killed.map(|f| f.0);
    state
        .players
        .iter()
        .map(|pl| {
            let mut sp = SeatPoints {
                seat: pl.seat,
                ..SeatPoints::default()
            };
            let side = pl.role.map(|r| rs.role_side(r));
            let rp = pl
                .role
                .and_then(|r| p.roles.get(r))
                .copied()
                .unwrap_or_default();
            if let (Some(end), Some(side)) = (ending, side) {
                sp.result = match end.outcome {
                    Outcome::Draw => rp.draw,
                    o if o == Outcome::from(side) => rp.win,
                    _ => rp.loss,
                };
                if !end.rated && end.outcome == Outcome::Draw {
                    sp.result = 0.0;
                }
                // Compensation: a red player killed first in a game red lost.
                if let Some(c) = p.compensation
                    && first_killed == Some(pl.seat)
                    && side == crate::ruleset::Side::Red
                    && end.outcome == Outcome::Black
                    && let Some((_, i, n)) =
                        state.scoring.compensation.iter().find(|x| x.0 == pl.seat)
                {
                    let denom = (c.share * f64::from(*n)).round().max(1.0);
                    sp.compensation = (f64::from(*i) * c.step / denom).min(c.cap);
                }
            }
            if let (Some(bm), Some(t), Some(h)) = (&state.best_move, table, hits)
                && bm.seat == pl.seat
            {
                sp.best_move = t
                    .hits
                    .iter()
                    .filter(|(n, _)| *n == h)
                    .map(|(_, v)| *v)
                    .next()
                    .unwrap_or(0.0);
            }
            sp.removal = match pl.penalty.as_ref().or(pl.exit.as_ref()).map(|e| e.how) {
                Some(ExitHow::Fouls) => p.removed_by_fouls,
                Some(ExitHow::Disqualified) => p.disqualified,
                Some(ExitHow::TeamLoss) => p.team_loss,
                _ => 0.0,
            };
            sp.extra = state
                .scoring
                .extras
                .iter()
                .filter(|e| e.seat == pl.seat)
                .map(|e| e.points)
                .sum();
            if let Some(l) = p.likes {
                let got = state
                    .scoring
                    .likes
                    .iter()
                    .filter(|x| x.1 == pl.seat)
                    .count();
                let mut steps = got / usize::from(l.needed.max(1));
                if !l.repeat {
                    steps = steps.min(1);
                }
                sp.bonus += l.points * steps as f64;
            }
            if let Some(bp) = p.best_player_vote
                && state.scoring.best_players.contains(&pl.seat)
            {
                sp.bonus += bp;
            }
            sp.penalties = state
                .scoring
                .penalties
                .iter()
                .filter(|(s, _)| *s == pl.seat)
                .filter_map(|(_, id)| p.penalties.iter().find(|x| &x.id == id))
                .map(|x| x.points)
                .sum();
            sp.total = thousandths(
                sp.result
                    + sp.best_move
                    + sp.removal
                    + sp.extra
                    + sp.bonus
                    + sp.penalties
                    + sp.compensation,
            );
            sp
        })
        .collect()
}
