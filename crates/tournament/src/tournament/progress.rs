//! Points over the rounds of a tournament: each of the first players of
//! the standings, his points after each round, for the charts (the
//! tournament window, the book, the hall).
//!
//! Computed from the standings' seat lines, never stored. A round's points
//! are what his rated games of that round gave (result, best move, the
//! judge's extra points, likes and best-player points, in-game penalties),
//! as the «Игры» sheet shows them; the tournament's own penalties and its
//! computed compensation are in the standings' total only. A game whose
//! round is unknown (not matched to the seating) is not on the lines.

use super::Standings;
use super::nick::nick_key;
use serde::Serialize;

/// How many players the charts draw by default.
pub const TOP: usize = 10;

/// One player's line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerPoints {
    pub nick: String,
    /// His place in the standings.
    pub place: u32,
    /// `after[i]`: his points after round `rounds[i]` (summed, in thousandths as the standings).
    pub after: Vec<f64>,
}

/// The lines of the first players of the standings.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct PointsOverRounds {
    /// The rounds with a counted game, in order.
    pub rounds: Vec<u32>,
    /// In the order of the standings.
    pub players: Vec<PlayerPoints>,
}

impl PointsOverRounds {
    /// Nothing to draw: no round with a game, or no player.
    pub fn is_empty(&self) -> bool {
        self.rounds.is_empty() || self.players.is_empty()
    }

    /// The lowest and the highest point on any line (0 included).
    pub fn range(&self) -> (f64, f64) {
        self.players
            .iter()
            .flat_map(|p| p.after.iter().copied())
            .fold((0.0, 0.0), |(lo, hi), x| (f64::min(lo, x), f64::max(hi, x)))
    }
}

/// The first `top` players of `s` and their points after each round.
pub fn points_over_rounds(s: &Standings, top: usize) -> PointsOverRounds {
    let mut rounds: Vec<u32> = s.seats.iter().filter_map(|l| l.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    let players = s
        .players
        .iter()
        .take(top)
        .map(|row| {
            let key = nick_key(&row.nick);
            let mut sum = 0.0;
            let after = rounds
                .iter()
                .map(|&r| {
                    sum += s
                        .seats
                        .iter()
                        .filter(|l| l.rated && l.round == Some(r) && nick_key(&l.nick) == key)
                        .map(|l| l.points)
                        .sum::<f64>();
                    super::standings::round3(sum)
                })
                .collect();
            PlayerPoints {
                nick: row.nick.clone(),
                place: row.place,
                after,
            }
        })
        .collect();
    PointsOverRounds { rounds, players }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::tournament::{open, standings};

    /// The Minsk final's standings and its players' nicknames, in the
    /// order of `tournament.toml` (the second is Борис, the ninth Ирина).
    fn minsk() -> (Standings, Vec<String>) {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
        let rs = mafia_store::ruleset::catalog::find("minsk-final").unwrap();
        let nicks = t
            .description
            .players
            .iter()
            .map(|p| p.nick.clone())
            .collect();
        (standings(&rs, &t.description, &t.games, &[]), nicks)
    }

    /// Worked out by hand from the Minsk final (see the standings' test in
    /// tests/files/tournament/standings.rs): Борис sits at seat g mod 10 + 1
    /// in game g (one game a round, one table); seats 4, 6, 8 are black;
    /// red wins games 1 2 4 6 7 9 11 12 14 15. He wins rounds 1-6, 9,
    /// 11-14 (+1 each) and in round 10, seat 1, shot first in a black
    /// win, names two blacks (+0.5).
    #[test]
    fn the_leaders_line_climbs_by_his_wins_and_his_best_move_round_by_round() {
        let (s, nicks) = minsk();
        let lines = points_over_rounds(&s, TOP);
        assert_eq!(lines.rounds, (1..=16).collect::<Vec<u32>>());
        assert_eq!(lines.players.len(), 10);
        let boris = &lines.players[0];
        assert_eq!((&boris.nick, boris.place), (&nicks[1], 1));
        assert_eq!(
            boris.after,
            [
                1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 6.0, 6.0, 7.0, 7.5, 8.5, 9.5, 10.5, 11.5, 11.5, 11.5
            ]
        );
    }

    /// Ирина skipped rounds 14 and 15: her line stays flat there.
    #[test]
    fn a_skipped_round_keeps_the_players_points() {
        let (s, nicks) = minsk();
        let lines = points_over_rounds(&s, TOP);
        let irina = lines.players.iter().find(|p| p.nick == nicks[8]).unwrap();
        assert_eq!(irina.after[12], irina.after[13]);
        assert_eq!(irina.after[13], irina.after[14]);
    }

    #[test]
    fn only_the_first_players_of_the_standings_get_a_line() {
        let (s, _) = minsk();
        let lines = points_over_rounds(&s, 3);
        let nicks: Vec<&str> = lines.players.iter().map(|p| p.nick.as_str()).collect();
        let first: Vec<&str> = s.players.iter().take(3).map(|r| r.nick.as_str()).collect();
        assert_eq!(nicks, first);
    }
}
