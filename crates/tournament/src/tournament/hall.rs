//! What the hall may see of a tournament between two games
//! ([`mafia_audience::audience::BetweenGames`]): the standings and the next game of
//! the seating.
//!
//! The organiser can close the standings from a round on
//! (`closed_from_round` in `tournament.toml`): the judge's window keeps
//! showing the whole standings, while the hall sees the standings of the
//! rounds before it, computed again from those games only. A game whose
//! round is unknown (its number is not in the seating) and a tournament
//! penalty without a round are left out of closed standings: the hall never
//! sees a result it should not.

use super::{Folder, GameFile, stages, standings};
use mafia_audience::audience::between::{
    BetweenGames, Cut, HallCharts, HallRow, HallWords, NextGame, PlayerLine, RoleBar, TableNext,
};
use mafia_core::game::Seat;
use mafia_core::ruleset::Ruleset;
use mafia_words::Text;
use mafia_words::i18n::{msg, text_of};

/// The seats (from 1) of `seats` whose players are removed from the
/// tournament in `standings`.
pub fn removed_seats(standings: &super::Standings, seats: &[String]) -> Vec<Seat> {
    seats
        .iter()
        .zip(1..)
        .filter(|(nick, _)| {
            standings
                .players
                .iter()
                .any(|r| r.disqualified && r.nick.trim() == nick.trim())
        })
        .map(|(_, seat)| seat)
        .collect()
}

/// The hall's view of the tournament between two games. `rs` is the
/// tournament's ruleset.
///
/// Every table's next game is the first game of that table in the seating
/// whose slot no counted record fills (records are matched to the seating
/// by their players, `super::check`). In a tournament of stages the view
/// names the stage the next games belong to; when a stage is over and the
/// next one has not begun, it shows who goes through.
pub fn between_games(rs: &Ruleset, folder: &Folder) -> BetweenGames {
    let d = &folder.description;
    let all = standings(rs, d, &folder.games, &[]);
    let shown = match d.closed_from_round {
        None => all.clone(),
        Some(r) => {
            // The games before round r, by their slot in the seating.
            let before_r: Vec<&str> = all
                .counted
                .iter()
                .filter(|g| g.slot.is_some_and(|s| s.round < r))
                .map(|g| g.file.as_str())
                .collect();
            let games: Vec<GameFile> = folder
                .games
                .iter()
                .filter(|g| before_r.contains(&g.file.as_str()))
                .cloned()
                .collect();
            let mut before = d.clone();
            before.penalties.retain(|p| p.round.is_some_and(|x| x < r));
            standings(rs, &before, &games, &[])
        }
    };
    let games = u32::try_from(shown.counted.len()).unwrap_or(u32::MAX);
    // A game played under another game's number with that game's players
    // (held for the head judge) was played at its table under its number:
    // the table goes on with the next, as its console does.
    let filled: Vec<u32> = all
        .counted
        .iter()
        .filter_map(|g| g.slot.map(|s| s.game))
        .chain(all.held.iter().filter_map(|h| match h.finding {
            super::check::Finding::OtherSlot { written, .. } if !h.accepted => Some(written.game),
            _ => None,
        }))
        .collect();
    let mut tables: Vec<TableNext> = Vec::new();
    for (k, e) in d.numbered_games().into_iter().enumerate() {
        let number = u32::try_from(k + 1).unwrap_or(u32::MAX);
        if filled.contains(&number) || tables.iter().any(|t| t.table == e.table) {
            continue;
        }
        let game = NextGame {
            number,
            round: e.round,
            table: e.table,
            seats: e.seats.clone(),
            removed: removed_seats(&all, &e.seats),
        };
        tables.push(TableNext {
            table: e.table,
            heading: text_of(|l| {
                msg::BetweenTableNext {
                    table: e.table,
                    number,
                    round: e.round,
                }
                .get(l)
            }),
            game,
        });
    }
    // The hall's boxes: each table's next game of the stage now played,
    // table by table.
    let first_round = tables.iter().map(|t| t.game.round).min();
    let spans = stages::spans(d);
    let now_stage = first_round.and_then(|r| stages::stage_of_round(d, r));
    if let Some(st) = &now_stage {
        tables.retain(|t| t.game.round <= st.last_round);
    }
    tables.sort_by_key(|t| t.table);
    let next = tables
        .iter()
        .min_by_key(|t| (t.game.round, t.game.number))
        .map(|t| t.game.clone());
    // A cut: a stage finished, the next one neither seated nor begun. Once
    // the head saves the next stage's seating, the hall sees that stage
    // (its name, its tables' next games), not the list of who went through
    // (issue 32, 9f).
    let mut cut = None;
    for (k, span) in spans.iter().enumerate() {
        let Some(following) = spans.get(k + 1) else {
            break;
        };
        let after = stages::stage_standings(rs, d, &folder.games, span);
        let of_following =
            |round: u32| round >= following.first_round && round <= following.last_round;
        let begun = all
            .counted
            .iter()
            .any(|g| g.slot.is_some_and(|s| of_following(s.round)))
            || d.seating.iter().any(|e| of_following(e.round));
        // A tie at the cut the head judge has not decided: nobody is said
        // to go through until he does (list order never chooses).
        if span.cut > 0
            && stages::finished(&after, d, span)
            && !begun
            && let Ok(passed) = stages::cut(rs, d, &after, span)
        {
            let (name, count) = (following.name.clone(), passed.len());
            cut = Some(Cut {
                heading: text_of(|l| {
                    msg::BetweenCut {
                        next: name.as_str(),
                        count,
                    }
                    .get(l)
                }),
                passed,
            });
        }
    }
    let stage = now_stage.map(|s| {
        text_of(|l| {
            msg::BetweenStage {
                name: s.name.as_str(),
                first: s.first_round,
                last: s.last_round,
            }
            .get(l)
        })
    });
    let charts = charts(rs, folder, &shown);
    BetweenGames {
        charts,
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
                disqualified: r.disqualified,
                award_place: r.award_place,
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
            None => msg::BetweenStandings.text(),
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
            None => msg::BetweenAllPlayed.text(),
        },
        next,
        tables,
        stage,
        cut,
        words: HallWords {
            disqualified: text_of(|l| msg::TournamentDisqualified.get(l).to_owned()),
            not_eligible: text_of(|l| msg::TournamentNotEligible.get(l).to_owned()),
            places: text_of(|l| msg::BetweenPlaces.get(l).to_owned()),
            of: text_of(|l| msg::BetweenOf.get(l).to_owned()),
        },
    }
}

/// The hall's charts over the games `shown` counts (the standings the hall
/// may see: closed rounds and held games are not in them).
fn charts(rs: &Ruleset, folder: &Folder, shown: &super::Standings) -> HallCharts {
    let figures = super::stats::of_counted(rs, folder, shown);
    let roles = figures
        .roles
        .iter()
        .map(|r| RoleBar {
            name: rs
                .roles
                .iter()
                .find(|role| role.id == r.role)
                .map_or_else(|| Text::new(&r.role, &r.role), |role| role.name.clone()),
            side: r.side,
            wins: r.line.wins,
            games: r.line.games,
            rate: r.line.win_rate,
        })
        .collect();
    let lines = super::progress::points_over_rounds(shown, super::progress::TOP);
    HallCharts {
        roles,
        roles_heading: msg::TournamentStatsHeading.text(),
        roles_axis: msg::TournamentStatsAxis.text(),
        rounds: lines.rounds,
        lines: lines
            .players
            .into_iter()
            .map(|p| PlayerLine {
                nick: p.nick,
                after: p.after,
            })
            .collect(),
        lines_heading: msg::TournamentPointsHeading.text(),
        round_word: msg::TournamentPointsRound.text(),
        points_word: msg::TournamentPointsPoints.text(),
    }
}
