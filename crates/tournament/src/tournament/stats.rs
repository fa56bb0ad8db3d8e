//! Statistics over any set of kept games (a tournament, a folder of
//! records, a date range, one player's games), as the rating sites and
//! analytics tools give them: per player and per role, and per ruleset.
//!
//! Computed from the records by replay, like the standings, and never
//! stored. Only numbers and ids here (role ids, ruleset ids, nicknames);
//! the only words are the reasons a file is left out, from the catalogue.
//! A game added twice counts once; a damaged, refused or unfinished game
//! is named and left out, and never stops the rest.

use super::standings::{LeftOut, Severity, Why, held_left_out, pick_records, round3};
use super::{Description, FileProblem, GameFile, nick::same_nick};
pub use chrono::NaiveDate;
use mafia_core::game::state::Exit;
use mafia_core::game::{Event, ExitHow, GameState, score};
use mafia_core::ruleset::{Outcome, Reveal, Ruleset, Side, StepKind};
use mafia_store::session::{ReplayError, Session};
use mafia_words::Text;
use serde::Serialize;
use std::collections::BTreeMap;

/// Which games and players the statistics count.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// The first and the last day counted (inclusive): a game's date is its
    /// header's `date` (`YYYY-MM-DD`), else the day (UTC) it was created.
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    /// Only the games this player played, and only his line.
    pub player: Option<String>,
}

/// One line of figures: a player over all his games, or in one role.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Line {
    pub games: u32,
    pub wins: u32,
    /// `wins / games` (0 with no games).
    pub win_rate: f64,
    /// Everything the games gave (the protocol's total per seat).
    pub points: f64,
    /// `points / games` (0 with no games).
    pub points_per_game: f64,
    /// Killed on the first night with a kill (night 1).
    pub killed_first_night: u32,
    /// Best moves made, and how many black seats they named in all.
    pub best_moves: u32,
    pub best_move_blacks: u32,
    /// Checks made at night (any check step).
    pub checks: u32,
    /// Checks answered `black` (the sheriff's, red or black).
    pub checks_found_black: u32,
    /// Checks that found the role looked for (the don finding the sheriff).
    pub checks_found_role: u32,
    /// Fouls at the end of his games.
    pub fouls: u32,
    /// Removed: four fouls, disqualification, a team loss (also one given
    /// after he had left).
    pub removals: u32,
}

impl Line {
    fn finish(&mut self) {
        self.points = round3(self.points);
        if self.games > 0 {
            self.win_rate = round3(f64::from(self.wins) / f64::from(self.games));
            self.points_per_game = round2(self.points / f64::from(self.games));
        }
    }

    fn add(&mut self, o: &Line) {
        self.games += o.games;
        self.wins += o.wins;
        self.points += o.points;
        self.killed_first_night += o.killed_first_night;
        self.best_moves += o.best_moves;
        self.best_move_blacks += o.best_move_blacks;
        self.checks += o.checks;
        self.checks_found_black += o.checks_found_black;
        self.checks_found_role += o.checks_found_role;
        self.fouls += o.fouls;
        self.removals += o.removals;
    }
}

/// A player's figures in one role (by the ruleset's role id).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleLine {
    pub role: String,
    pub side: Side,
    #[serde(flatten)]
    pub line: Line,
}

/// One player: all his games, and by role (in the order of the roles'
/// ids).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    pub nick: String,
    #[serde(flatten)]
    pub all: Line,
    pub roles: Vec<RoleLine>,
}

/// How the games of a ruleset ended: what made the last player leave, or
/// the rule that ended it.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Endings {
    /// The last player to leave was voted out.
    pub vote: u32,
    /// The last player to leave was shot at night.
    pub shot: u32,
    /// A removal ended it (fouls, disqualification, a team-loss offence).
    pub removal: u32,
    /// A draw (by the ruleset's streak or the judge).
    pub draw: u32,
    /// A streak that gives a side the win (MCC: three misses in a row).
    pub streak: u32,
    /// The judge decided the result (a protest, an override), not a draw.
    pub judge: u32,
}

/// Game length in days: the last day in which somebody spoke, was
/// nominated or left (a day begun by a dawn that ends the game is not
/// played).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Days {
    pub min: u32,
    pub max: u32,
    pub mean: f64,
    /// Games by their length: `by_length[d]` games lasted `d` days.
    pub by_length: Vec<u32>,
}

/// One ruleset's games (or one table's games of a ruleset).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulesetStats {
    pub ruleset: String,
    pub games: u32,
    pub red_wins: u32,
    pub black_wins: u32,
    pub draws: u32,
    /// `red_wins / games`, `black_wins / games`.
    pub red_win_rate: f64,
    pub black_win_rate: f64,
    pub endings: Endings,
    pub days: Days,
}

/// One table's games of one ruleset: the table as the games' headers
/// name it (empty: no table given).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableStats {
    pub table: String,
    #[serde(flatten)]
    pub figures: RulesetStats,
}

/// A role over every player who played it (for the charts).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleTotal {
    pub role: String,
    pub side: Side,
    #[serde(flatten)]
    pub line: Line,
}

/// The statistics of a set of games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    /// Games counted (finished, read, replayed, once each).
    pub games: u32,
    /// The files counted, in the order of their names.
    pub counted: Vec<String>,
    pub left_out: Vec<LeftOut>,
    /// Players, by points then nickname.
    pub players: Vec<PlayerStats>,
    /// Each role over all players, in the order of the roles' ids.
    pub roles: Vec<RoleTotal>,
    pub rulesets: Vec<RulesetStats>,
    /// Per ruleset and table, by ruleset id then table number.
    pub tables: Vec<TableStats>,
}

impl Stats {
    /// The worst thing about the files left out.
    pub fn worst(&self) -> Option<Severity> {
        self.left_out.iter().map(|l| l.severity).max()
    }
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// A day as `--from` / `--to` give it: `YYYY-MM-DD`.
pub fn parse_date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// The day a game counts on for `--from` / `--to`.
pub fn game_date(g: &GameFile) -> Option<NaiveDate> {
    parse_date(&g.record.meta.date).or_else(|| mafia_store::clock::utc_day(g.record.created))
}

/// What one seat did in one game.
struct SeatFigures {
    nick: String,
    role: Option<(String, Side)>,
    line: Line,
}

/// What one game gives.
struct GameFigures {
    ruleset: String,
    outcome: Outcome,
    ending: EndKind,
    days: u32,
    seats: Vec<SeatFigures>,
}

#[derive(Clone, Copy)]
enum EndKind {
    Vote,
    Shot,
    Removal,
    Draw,
    Streak,
    Judge,
}

/// How a game ended, from the engine's ending and the last player to leave.
fn end_kind(session: &Session, state: &GameState) -> Option<EndKind> {
    use mafia_core::game::EndReason;
    let ending = state.ending.as_ref()?;
    if ending.outcome == Outcome::Draw {
        return Some(EndKind::Draw);
    }
    Some(match &ending.reason {
        EndReason::Judge { .. } => EndKind::Judge,
        EndReason::TeamLoss { .. } => EndKind::Removal,
        EndReason::Streak { .. } => EndKind::Streak,
        EndReason::NoBlackLeft | EndReason::Parity => {
            // The last departure before the end.
            let mut last = None;
            for e in session.history().events() {
                match e {
                    Event::PlayerLeft { exit, .. } => last = Some(exit.how),
                    Event::GameEnded(_) => break,
                    _ => {}
                }
            }
            match last {
                Some(ExitHow::Voted) => EndKind::Vote,
                Some(ExitHow::Killed) => EndKind::Shot,
                Some(ExitHow::Fouls | ExitHow::Disqualified | ExitHow::TeamLoss) => {
                    EndKind::Removal
                }
                // Ended with nobody leaving (a judge's deal of cards that
                // already ends it): counted with the judge's.
                None => EndKind::Judge,
            }
        }
    })
}

fn figures(rs: &Ruleset, session: &Session) -> Option<GameFigures> {
    let state = session.state();
    let ending = state.ending.as_ref()?;
    let kind = end_kind(session, state)?;
    let points = score::points(state, rs);
    let hits = score::best_move_hits(state, rs).map_or(0, u32::from);
    let mut seats: Vec<SeatFigures> = state
        .players
        .iter()
        .map(|pl| {
            let role = pl.role.and_then(|r| {
                rs.roles
                    .get(r)
                    .map(|role| (role.id.clone(), rs.role_side(r)))
            });
            let won = role
                .as_ref()
                .is_some_and(|(_, side)| Outcome::from(*side) == ending.outcome);
            let removed = |e: &Exit| {
                matches!(
                    e.how,
                    ExitHow::Fouls | ExitHow::Disqualified | ExitHow::TeamLoss
                )
            };
            let line = Line {
                games: 1,
                wins: u32::from(won),
                points: points
                    .iter()
                    .find(|p| p.seat == pl.seat)
                    .map_or(0.0, |p| p.total),
                killed_first_night: u32::from(
                    state.first_killed == Some((pl.seat, 1))
                        && pl.exit.as_ref().is_some_and(|e| e.how == ExitHow::Killed),
                ),
                best_moves: u32::from(state.best_move.as_ref().is_some_and(|b| b.seat == pl.seat)),
                best_move_blacks: if state.best_move.as_ref().is_some_and(|b| b.seat == pl.seat) {
                    hits
                } else {
                    0
                },
                fouls: u32::from(pl.fouls),
                removals: u32::from(
                    pl.exit.as_ref().is_some_and(removed)
                        || pl.penalty.as_ref().is_some_and(removed),
                ),
                ..Line::default()
            };
            SeatFigures {
                nick: pl.nick.clone(),
                role,
                line,
            }
        })
        .collect();
    // The checks, by the seat that made them.
    for night in &state.nights {
        for entry in &night.entries {
            let Some(step) = rs.night.iter().find(|s| s.id == entry.step) else {
                continue;
            };
            let StepKind::Check { reveal } = &step.kind else {
                continue;
            };
            let Some(actor) = entry.actor else { continue };
            let Some(seat) = seats.get_mut(usize::from(actor).wrapping_sub(1)) else {
                continue;
            };
            let answer = entry.answer.as_deref();
            seat.line.checks += 1;
            match reveal {
                Reveal::Side => {
                    seat.line.checks_found_black += u32::from(answer == Some("black"));
                }
                Reveal::IsRole(_) => {
                    seat.line.checks_found_role += u32::from(answer == Some("yes"));
                }
                Reveal::Team | Reveal::Role => {
                    // A black team's or role's id found black.
                    let black = answer.is_some_and(|a| {
                        rs.teams.iter().any(|t| t.id == a && t.side == Side::Black)
                            || rs
                                .roles
                                .iter()
                                .enumerate()
                                .any(|(i, r)| r.id == a && rs.role_side(i) == Side::Black)
                    });
                    seat.line.checks_found_black += u32::from(black);
                }
            }
        }
    }
    // The days played: a day counts once somebody spoke, was nominated or
    // left in it (a game that ends at dawn, by the night's shot, has its
    // last day begun but not played).
    let days = state
        .days
        .iter()
        .filter(|d| {
            !d.speeches.is_empty()
                || !d.nominations.is_empty()
                || !d.left.is_empty()
                || !d.removed.is_empty()
        })
        .map(|d| d.day)
        .max()
        .unwrap_or(0);
    Some(GameFigures {
        ruleset: rs.id.clone(),
        outcome: ending.outcome,
        ending: kind,
        days,
        seats,
    })
}

#[derive(Default)]
struct RulesetAcc {
    games: u32,
    red: u32,
    black: u32,
    draws: u32,
    endings: Endings,
    days: Vec<u32>,
}

impl RulesetAcc {
    fn add(&mut self, f: &GameFigures) {
        self.games += 1;
        match f.outcome {
            Outcome::Red => self.red += 1,
            Outcome::Black => self.black += 1,
            Outcome::Draw => self.draws += 1,
        }
        let e = &mut self.endings;
        match f.ending {
            EndKind::Vote => e.vote += 1,
            EndKind::Shot => e.shot += 1,
            EndKind::Removal => e.removal += 1,
            EndKind::Draw => e.draw += 1,
            EndKind::Streak => e.streak += 1,
            EndKind::Judge => e.judge += 1,
        }
        self.days.push(f.days);
    }

    fn finish(self, ruleset: String) -> RulesetStats {
        let a = self;
        let rate = |n: u32| {
            if a.games == 0 {
                0.0
            } else {
                round3(f64::from(n) / f64::from(a.games))
            }
        };
        let max = a.days.iter().copied().max().unwrap_or(0);
        let mut by_length = vec![0u32; usize::try_from(max).unwrap_or(0) + 1];
        for d in &a.days {
            if let Some(n) = by_length.get_mut(usize::try_from(*d).unwrap_or(usize::MAX)) {
                *n += 1;
            }
        }
        let sum: u32 = a.days.iter().sum();
        RulesetStats {
            red_win_rate: rate(a.red),
            black_win_rate: rate(a.black),
            ruleset,
            games: a.games,
            red_wins: a.red,
            black_wins: a.black,
            draws: a.draws,
            endings: a.endings,
            days: Days {
                min: a.days.iter().copied().min().unwrap_or(0),
                max,
                mean: if a.days.is_empty() {
                    0.0
                } else {
                    round2(f64::from(sum) / f64::from(a.games))
                },
                by_length,
            },
        }
    }
}

/// How tables sort: by number, a table that is no number after them.
fn table_order(t: &str) -> (u32, String) {
    (t.trim().parse().unwrap_or(u32::MAX), t.trim().to_owned())
}

/// The statistics of the games these standings of a tournament count (the
/// same files: closed rounds and held games stay out), as the book and the
/// hall show them.
pub fn of_counted(rs: &Ruleset, folder: &super::Folder, shown: &super::Standings) -> Stats {
    let counted: Vec<GameFile> = folder
        .games
        .iter()
        .filter(|g| shown.counted.iter().any(|c| c.file == g.file))
        .cloned()
        .collect();
    stats(
        &counted,
        &[],
        Some(&folder.description),
        &Filter::default(),
        |_| Ok(rs.clone()),
    )
}

/// The statistics of `games` (any order); `unreadable` are the files that
/// could not be read (named in `left_out`); `ruleset` finds the ruleset a
/// record names (`Err`: why it cannot be had, named on the game). One
/// record per game is picked by the standings' rule
/// ([`super::standings`]), with the head judge's acceptances of `desc`,
/// the tournament's description when the games are a tournament's.
pub fn stats(
    games: &[GameFile],
    unreadable: &[FileProblem],
    desc: Option<&Description>,
    filter: &Filter,
    ruleset: impl Fn(&str) -> Result<Ruleset, Text>,
) -> Stats {
    let mut left_out: Vec<LeftOut> = unreadable
        .iter()
        .map(|u| LeftOut {
            file: u.file.clone(),
            reason: Why::Unreadable {
                why: u.message.clone(),
            },
            severity: Severity::Damaged,
        })
        .collect();
    let chosen: Vec<GameFile> = games
        .iter()
        .filter(|g| {
            let date = game_date(g);
            let after = filter.from.is_none_or(|f| date.is_some_and(|d| d >= f));
            let before = filter.to.is_none_or(|t| date.is_some_and(|d| d <= t));
            let played = filter
                .player
                .as_ref()
                .is_none_or(|n| g.record.players.iter().any(|p| same_nick(p, n)));
            after && before && played
        })
        .cloned()
        .collect();
    // Each ruleset the records name, looked up once.
    let mut rulesets: BTreeMap<String, Result<Ruleset, Text>> = BTreeMap::new();
    for g in &chosen {
        let id = g.record.ruleset.id.as_str();
        if !rulesets.contains_key(id) {
            rulesets.insert(id.to_owned(), ruleset(id));
        }
    }
    let finished = |g: &GameFile| {
        rulesets
            .get(g.record.ruleset.id.as_str())
            .and_then(|r| r.as_ref().ok())
            .is_some_and(|rs| {
                Session::replay(rs.clone(), &g.record).is_ok_and(|s| s.state().ending.is_some())
            })
    };
    let no_description = Description::default();
    let mut held = Vec::new();
    let mut kept = pick_records(
        desc.unwrap_or(&no_description),
        &chosen,
        finished,
        &mut left_out,
        &mut held,
    );
    kept.sort_by(|a, b| a.file.cmp(&b.file));
    left_out.extend(held.iter().filter(|h| !h.accepted).map(held_left_out));
    let mut counted = Vec::new();
    let mut per_ruleset: BTreeMap<String, RulesetAcc> = BTreeMap::new();
    let mut per_table: BTreeMap<(String, (u32, String)), RulesetAcc> = BTreeMap::new();
    // Nickname key -> (the nickname as first seen, all, by role).
    type PlayerAcc = (String, Line, BTreeMap<String, (Side, Line)>);
    let mut players: BTreeMap<String, PlayerAcc> = BTreeMap::new();
    for g in kept {
        let Some(rs) = rulesets.get(g.record.ruleset.id.as_str()) else {
            continue; // every id was looked up above
        };
        let rs = match rs {
            Ok(rs) => rs,
            Err(why) => {
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason: Why::NoRuleset { why: why.clone() },
                    severity: Severity::Damaged,
                });
                continue;
            }
        };
        let session = match Session::replay(rs.clone(), &g.record) {
            Ok(s) => s,
            Err(e) => {
                let severity = match e {
                    ReplayError::Refused { .. } => Severity::Refused,
                    ReplayError::Setup(_) => Severity::Damaged,
                };
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason: Why::replay(&e, rs),
                    severity,
                });
                continue;
            }
        };
        let Some(f) = figures(rs, &session) else {
            left_out.push(LeftOut {
                file: g.file.clone(),
                reason: Why::NotFinished,
                severity: Severity::Note,
            });
            continue;
        };
        counted.push(g.file.clone());
        per_ruleset.entry(f.ruleset.clone()).or_default().add(&f);
        per_table
            .entry((f.ruleset.clone(), table_order(&g.record.meta.table)))
            .or_default()
            .add(&f);
        for seat in f.seats {
            if filter
                .player
                .as_ref()
                .is_some_and(|n| !same_nick(&seat.nick, n))
            {
                continue;
            }
            let key = super::nick::nick_key(&seat.nick);
            let p = players
                .entry(key)
                .or_insert_with(|| (seat.nick.clone(), Line::default(), BTreeMap::new()));
            p.1.add(&seat.line);
            if let Some((role, side)) = seat.role {
                p.2.entry(role)
                    .or_insert_with(|| (side, Line::default()))
                    .1
                    .add(&seat.line);
            }
        }
    }
    let mut roles: BTreeMap<String, (Side, Line)> = BTreeMap::new();
    let mut players: Vec<PlayerStats> = players
        .into_values()
        .map(|(nick, mut all, by_role)| {
            all.finish();
            PlayerStats {
                nick,
                all,
                roles: by_role
                    .into_iter()
                    .map(|(role, (side, mut line))| {
                        roles
                            .entry(role.clone())
                            .or_insert_with(|| (side, Line::default()))
                            .1
                            .add(&line);
                        line.finish();
                        RoleLine { role, side, line }
                    })
                    .collect(),
            }
        })
        .collect();
    players.sort_by(|a, b| {
        b.all
            .points
            .total_cmp(&a.all.points)
            .then_with(|| a.nick.cmp(&b.nick))
    });
    let roles = roles
        .into_iter()
        .map(|(role, (side, mut line))| {
            line.finish();
            RoleTotal { role, side, line }
        })
        .collect();
    let rulesets = per_ruleset
        .into_iter()
        .map(|(ruleset, a)| a.finish(ruleset))
        .collect();
    let tables = per_table
        .into_iter()
        .map(|((ruleset, (_, table)), a)| TableStats {
            table,
            figures: a.finish(ruleset),
        })
        .collect();
    left_out.sort_by(|a, b| a.file.cmp(&b.file));
    Stats {
        games: u32::try_from(counted.len()).unwrap_or(u32::MAX),
        counted,
        left_out,
        players,
        roles,
        rulesets,
        tables,
    }
}
