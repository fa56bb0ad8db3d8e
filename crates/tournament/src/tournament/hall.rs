//! What the hall may see of a tournament between two games
//! ([`crate::audience::BetweenGames`]): the standings and the next game of
//! the seating.
//!
//! The organiser can close the standings from a round on
//! (`closed_from_round` in `tournament.toml`): the judge's window keeps
//! showing the whole standings, while the hall sees the standings of the
//! rounds before it, computed again from those games only. A game whose
//! round is unknown (its number is not in the seating) and a tournament
//! penalty without a round are left out of closed standings: the hall never
//! sees a result it should not.

use super::{Description, Folder, GameFile, SeatingEntry, standings};
use crate::audience::between::{BetweenGames, HallRow, NextGame};
use crate::i18n::{self, msg, text_of};
use crate::ruleset::Ruleset;

impl Description {
    /// The round of a game record, from its number and table in the seating.
    pub fn round_of(&self, game: &str, table: &str) -> Option<u32> {
        let k: usize = game.trim().parse().ok()?;
        let e = self.numbered_games().get(k.checked_sub(1)?).copied()?;
        (table.trim().is_empty() || table.trim() == e.table.to_string()).then_some(e.round)
    }
}

impl Folder {
    /// The first game of the seating that has no record yet: its number
    /// (from 1) and its seating.
    pub fn next_game(&self) -> Option<(u32, &SeatingEntry)> {
        self.description
            .numbered_games()
            .into_iter()
            .enumerate()
            .find(|(k, e)| {
                let number = (k + 1).to_string();
                let table = e.table.to_string();
                !self.games.iter().any(|g| {
                    g.record.meta.game.trim() == number && g.record.meta.table.trim() == table
                })
            })
            .map(|(k, e)| (u32::try_from(k + 1).unwrap_or(u32::MAX), e))
    }
}

/// The hall's view of the tournament between two games. `rs` is the
/// tournament's ruleset.
pub fn between_games(rs: &Ruleset, folder: &Folder) -> BetweenGames {
    let d = &folder.description;
    let shown = match d.closed_from_round {
        None => standings(rs, d, &folder.games, &[]),
        Some(r) => {
            let games: Vec<GameFile> = folder
                .games
                .iter()
                .filter(|g| {
                    d.round_of(&g.record.meta.game, &g.record.meta.table)
                        .is_some_and(|x| x < r)
                })
                .cloned()
                .collect();
            let mut before = d.clone();
            before.penalties.retain(|p| p.round.is_some_and(|x| x < r));
            standings(rs, &before, &games, &[])
        }
    };
    let games = u32::try_from(shown.counted.len()).unwrap_or(u32::MAX);
    let next = folder.next_game().map(|(number, e)| NextGame {
        number,
        round: e.round,
        table: e.table,
        seats: e.seats.clone(),
    });
    BetweenGames {
        tournament: d.name.clone(),
        standings: shown
            .players
            .iter()
            .map(|r| HallRow {
                place: r.place,
                nick: r.nick.clone(),
                games: r.games,
                total: r.total,
                eligible: r.eligible,
            })
            .collect(),
        games,
        closed_from_round: d.closed_from_round,
        heading: match d.closed_from_round {
            Some(r) => text_of(|l| {
                msg::BetweenClosed {
                    round: r.saturating_sub(1),
                }
                .get(l)
            }),
            None => i18n::msg::BetweenStandings.text(),
        },
        played: text_of(|l| msg::BetweenGames { games }.get(l)),
        next_heading: match &next {
            Some(n) => text_of(|l| {
                msg::BetweenNext {
                    number: n.number,
                    round: n.round,
                    table: n.table,
                }
                .get(l)
            }),
            None => i18n::msg::BetweenAllPlayed.text(),
        },
        next,
    }
}
