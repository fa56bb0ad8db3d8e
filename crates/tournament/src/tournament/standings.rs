//! The standings, computed from the game records by replay and from the
//! ruleset's `[tournament]` rules. Nothing here is stored: the same records
//! in any order give the same standings.

use super::description::same_nick;
use super::{Description, FileProblem, GameFile};
use crate::game::score;
use crate::i18n::msg;
use crate::ruleset::tournament::{CompensationSource, PenaltyKind, TieBreak, Unrated};
use crate::ruleset::{Expected, Outcome, Problem, Ruleset, Side, Text};
use crate::session::{Record, ReplayError, Session};
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// How bad a left-out file is (the exit codes of `replay`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Not an error: a game not finished yet, or the same game twice.
    Note,
    /// The rules refused an action in the record (exit code 1).
    Refused,
    /// The file cannot be read or does not fit the tournament (exit code 2).
    Damaged,
}

/// A game file the standings leave out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeftOut {
    pub file: String,
    /// Why, in both languages (the JSON of `standings` gives the English).
    #[serde(serialize_with = "english")]
    pub reason: Text,
    pub severity: Severity,
}

/// Problems in the machine-read JSON: their English words.
fn english_all<S: serde::Serializer>(t: &[Text], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(t.iter().map(|t| t.en.as_str()))
}

/// A problem of `tournament.toml`, naming the file and the key, in both
/// languages.
fn description_problem(p: &crate::ruleset::Problem) -> Text {
    crate::i18n::text_of(|l| {
        crate::i18n::msg::RecordError {
            file: super::DESCRIPTION,
            problem: crate::i18n::problem(l, p),
        }
        .get(l)
    })
}

/// A reason in the machine-read JSON: its English words.
fn english<S: serde::Serializer>(t: &Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&t.en)
}

/// A game the standings count.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CountedGame {
    pub file: String,
    pub game: String,
    pub table: String,
    pub winner: Option<String>,
    pub rated: bool,
}

/// A tournament penalty as it shows on the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PenaltyLine {
    pub penalty: String,
    pub round: Option<u32>,
    pub minutes: Option<u32>,
    pub points: f64,
    pub reason: String,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    pub place: u32,
    pub nick: String,
    /// Rated games played.
    pub games: u32,
    pub wins: u32,
    /// Points for the results.
    pub points: f64,
    /// Best move, the judge's extra points, likes and best-player points, compensation.
    pub extra: f64,
    /// Of `extra`: the best-move points (a tie-break).
    pub best_move: f64,
    /// Of `extra`: the first-killed compensation.
    pub compensation: f64,
    /// Removals in games, in-game penalties and tournament penalties (negative).
    pub penalties: f64,
    pub total: f64,
    /// May take part in the awards.
    pub eligible: bool,
    pub skipped_rounds: u32,
    pub disqualified: bool,
    pub tournament_penalties: Vec<PenaltyLine>,
}

/// The standings of a tournament.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standings {
    pub tournament: String,
    pub ruleset: String,
    pub counted: Vec<CountedGame>,
    pub left_out: Vec<LeftOut>,
    /// Problems in the description's penalties (an unknown id or player),
    /// in both languages (the JSON gives the English).
    #[serde(serialize_with = "english_all")]
    pub problems: Vec<Text>,
    /// Nicknames that played but are not among the tournament's players.
    pub guests: Vec<String>,
    pub players: Vec<Row>,
}

impl Standings {
    /// The worst thing about the files left out.
    pub fn worst(&self) -> Option<Severity> {
        self.left_out.iter().map(|l| l.severity).max()
    }

    /// The exit code of `standings` (as `replay`): 2 a damaged file, 1 a refused game.
    pub fn exit_code(&self) -> i32 {
        match self.worst() {
            Some(Severity::Damaged) => 2,
            Some(Severity::Refused) => 1,
            _ => 0,
        }
    }

    /// The JSON of `mafia-judge standings`.
    pub fn to_json(&self) -> serde_json::Value {
        let players: Vec<serde_json::Value> = self
            .players
            .iter()
            .map(|r| {
                serde_json::json!({
                    "place": r.place,
                    "nick": r.nick,
                    "games": r.games,
                    "wins": r.wins,
                    "points": r.points,
                    "extra": r.extra,
                    "penalties": r.penalties,
                    "total": r.total,
                    "eligible": r.eligible,
                    "skipped_rounds": r.skipped_rounds,
                    "disqualified": r.disqualified,
                    "tournament_penalties": r.tournament_penalties,
                })
            })
            .collect();
        serde_json::json!({
            "tournament": self.tournament,
            "ruleset": self.ruleset,
            "games": self.counted.len(),
            "left_out": self.left_out,
            "problems": self.problems,
            "guests": self.guests,
            "players": players,
        })
    }
}

/// The same game, wherever its file came from: the same creation time,
/// ruleset and seats. (Two consoles never create a game in the same
/// millisecond with the same seating.)
pub fn same_game(a: &Record, b: &Record) -> bool {
    a.created == b.created && a.ruleset.id == b.ruleset.id && a.players == b.players
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// One seat's share of a counted game.
#[derive(Debug, Clone)]
struct SeatResult {
    nick: String,
    rated: bool,
    won: bool,
    result: f64,
    best_move: f64,
    bonus: f64,
    penalties: f64,
    by_hand_compensation: f64,
    /// Killed first, red, in a game black won: the compensation case.
    first_killed_loss: bool,
}

/// Picks one record per game: the same file twice is one game; a shorter
/// copy of a longer record is an earlier save of it; two different records
/// of one game are both left out (the judge must choose).
fn dedupe<'a>(games: &'a [GameFile], left_out: &mut Vec<LeftOut>) -> Vec<&'a GameFile> {
    let mut sorted: Vec<&GameFile> = games.iter().collect();
    sorted.sort_by(|a, b| {
        (
            a.record.created,
            &a.record.ruleset.id,
            &a.record.players,
            &a.file,
        )
            .cmp(&(
                b.record.created,
                &b.record.ruleset.id,
                &b.record.players,
                &b.file,
            ))
    });
    let mut out = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i + 1;
        while j < sorted.len() && same_game(&sorted[i].record, &sorted[j].record) {
            j += 1;
        }
        let group = &sorted[i..j];
        // The longest record; every other one must be a prefix of it.
        let longest = group
            .iter()
            .copied()
            .max_by(|a, b| {
                a.record
                    .actions
                    .len()
                    .cmp(&b.record.actions.len())
                    .then_with(|| b.file.cmp(&a.file))
            })
            .unwrap_or(group[0]);
        let all_fit = group.iter().all(|g| {
            longest.record.actions.starts_with(&g.record.actions)
                && g.record.meta == longest.record.meta
                && g.record.role_counts == longest.record.role_counts
        });
        if all_fit {
            out.push(longest);
            for g in group.iter().filter(|g| g.file != longest.file) {
                let reason = if g.record.actions.len() == longest.record.actions.len() {
                    msg::StandingsAddedTwice {
                        file: longest.file.as_str(),
                    }
                    .text()
                } else {
                    msg::StandingsEarlierSave {
                        file: longest.file.as_str(),
                    }
                    .text()
                };
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason,
                    severity: Severity::Note,
                });
            }
        } else {
            let names: Vec<&str> = group.iter().map(|g| g.file.as_str()).collect();
            for g in group {
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason: msg::StandingsTwoRecords {
                        files: names.join(", "),
                    }
                    .text(),
                    severity: Severity::Damaged,
                });
            }
        }
        i = j;
    }
    out
}

/// Replays one game; `Err` is why it is left out.
fn replay(rs: &Ruleset, g: &GameFile) -> Result<(CountedGame, Vec<SeatResult>), LeftOut> {
    let leave = |reason: Text, severity| LeftOut {
        file: g.file.clone(),
        reason,
        severity,
    };
    if g.record.ruleset.id != rs.id {
        return Err(leave(
            msg::StandingsOtherRuleset {
                played: g.record.ruleset.id.as_str(),
                ruleset: rs.id.as_str(),
            }
            .text(),
            Severity::Damaged,
        ));
    }
    let session = Session::replay(rs.clone(), &g.record).map_err(|e| match e {
        ReplayError::Refused { .. } => {
            leave(crate::i18n::replay_error_text(&e, rs), Severity::Refused)
        }
        ReplayError::Setup(_) => leave(crate::i18n::replay_error_text(&e, rs), Severity::Damaged),
    })?;
    let state = session.state();
    let Some(end) = state.ending.as_ref() else {
        return Err(leave(msg::StandingsNotFinished.text(), Severity::Note));
    };
    let rated = end.rated;
    let points = score::points(state, rs);
    let first = state.first_killed.map(|f| f.0);
    let mut seats = Vec::new();
    for pl in &state.players {
        let side = pl.role.map(|r| rs.role_side(r));
        let sp = points.iter().find(|p| p.seat == pl.seat);
        let get = |f: fn(&score::SeatPoints) -> f64| sp.map_or(0.0, f);
        seats.push(SeatResult {
            nick: pl.nick.clone(),
            rated,
            won: side.is_some_and(|s| Outcome::from(s) == end.outcome),
            result: get(|p| p.result),
            best_move: get(|p| p.best_move),
            bonus: get(|p| p.extra + p.bonus),
            penalties: get(|p| p.removal + p.penalties),
            by_hand_compensation: get(|p| p.compensation),
            first_killed_loss: first == Some(pl.seat)
                && side == Some(Side::Red)
                && end.outcome == Outcome::Black
                && rated,
        });
    }
    Ok((
        CountedGame {
            file: g.file.clone(),
            game: g.record.meta.game.clone(),
            table: g.record.meta.table.clone(),
            winner: Some(end.outcome.id().to_owned()),
            rated,
        },
        seats,
    ))
}

#[derive(Default)]
struct Acc {
    nick: String,
    games: u32,
    wins: u32,
    points: f64,
    best_move: f64,
    bonus: f64,
    penalties: f64,
    by_hand_compensation: f64,
    first_killed_losses: u32,
    skipped: u32,
    disqualified: bool,
    lines: Vec<PenaltyLine>,
    /// One of the description's players (not a guest).
    listed: bool,
}

/// The standings of a tournament from its description, its ruleset and its
/// game records (any order); `unreadable` are files that could not be read.
pub fn standings(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    unreadable: &[FileProblem],
) -> Standings {
    let rules = &rs.tournament;
    let mut left_out: Vec<LeftOut> = unreadable
        .iter()
        .map(|p| LeftOut {
            file: p.file.clone(),
            reason: p.message.clone(),
            severity: Severity::Damaged,
        })
        .collect();
    let mut problems = Vec::new();
    if desc.ruleset != rs.id {
        problems.push(description_problem(
            &Problem::new("ruleset", Expected::SameRuleset(rs.id.clone()))
                .found_text(&desc.ruleset),
        ));
    }
    // Accumulators by lower-cased nickname; the description's players first.
    let mut acc: BTreeMap<String, Acc> = BTreeMap::new();
    for p in &desc.players {
        acc.insert(
            key(&p.nick),
            Acc {
                nick: p.nick.clone(),
                listed: true,
                ..Acc::default()
            },
        );
    }
    let mut counted = count_games(rs, games, &mut acc, &mut left_out);
    apply_penalties(rs, desc, &mut acc, &mut problems);
    let mut guests = Vec::new();
    let mut rows: Vec<Row> = Vec::new();
    for a in acc.into_values() {
        if !desc.players.is_empty() && !a.listed {
            guests.push(a.nick);
            continue;
        }
        rows.push(row_of(rs, desc, a));
    }
    rank(&rules.tie_breaks, &mut rows);
    counted.sort_by(|a, b| a.file.cmp(&b.file));
    left_out.sort_by(|a, b| {
        a.file
            .cmp(&b.file)
            .then_with(|| a.reason.en.cmp(&b.reason.en))
    });
    guests.sort();
    Standings {
        tournament: desc.name.clone(),
        ruleset: rs.id.clone(),
        counted,
        left_out,
        problems,
        guests,
        players: rows,
    }
}

/// The accumulator's key: the nickname, trimmed and lower-cased.
fn key(nick: &str) -> String {
    nick.trim().to_lowercase()
}

/// Adds each readable, distinct game to the players' accumulators; returns
/// the games counted (the others go to `left_out`).
fn count_games(
    rs: &Ruleset,
    games: &[GameFile],
    acc: &mut BTreeMap<String, Acc>,
    left_out: &mut Vec<LeftOut>,
) -> Vec<CountedGame> {
    let rules = &rs.tournament;
    let mut counted = Vec::new();
    for g in dedupe(games, left_out) {
        match replay(rs, g) {
            Ok((cg, seats)) => {
                for s in seats {
                    let a = acc.entry(key(&s.nick)).or_insert_with(|| Acc {
                        nick: s.nick.trim().to_owned(),
                        ..Acc::default()
                    });
                    if s.rated {
                        a.games += 1;
                        a.wins += u32::from(s.won);
                        a.points += s.result;
                        a.best_move += s.best_move;
                        a.penalties += s.penalties;
                        a.by_hand_compensation += s.by_hand_compensation;
                        a.first_killed_losses += u32::from(s.first_killed_loss);
                        a.bonus += s.bonus;
                    } else if rules.unrated == Unrated::BonusOnly {
                        a.bonus += s.bonus;
                    }
                }
                counted.push(cg);
            }
            Err(l) => left_out.push(l),
        }
    }
    counted
}

/// The tournament penalties, entered with their reasons, added to the
/// players' accumulators; a penalty naming an unknown kind or player is a
/// problem of the description.
fn apply_penalties(
    rs: &Ruleset,
    desc: &Description,
    acc: &mut BTreeMap<String, Acc>,
    problems: &mut Vec<Text>,
) {
    let rules = &rs.tournament;
    let mut used: BTreeMap<(String, String), u32> = BTreeMap::new();
    for (i, pe) in desc.penalties.iter().enumerate() {
        let Some(def) = rules.penalty(&pe.penalty) else {
            problems.push(description_problem(
                &Problem::new(
                    format!("penalties[{i}].penalty"),
                    crate::ruleset::validate_one_of(rules.penalties.iter().map(|p| p.id.as_str())),
                )
                .found_text(&pe.penalty),
            ));
            continue;
        };
        // By the accumulators' keys: one look-up, not a pass over the list.
        let listed = acc.get(&key(&pe.player)).is_some_and(|a| a.listed);
        if !desc.players.is_empty() && !listed {
            problems.push(description_problem(
                &Problem::new(format!("penalties[{i}].player"), Expected::TournamentPlayer)
                    .found_text(&pe.player),
            ));
            continue;
        }
        let k = key(&pe.player);
        let n = used.entry((k.clone(), def.id.clone())).or_insert(0);
        *n += 1;
        // Beyond what the rules allow (a second skip with notice): the other penalty.
        let def = match (def.at_most, &def.beyond) {
            (Some(max), Some(other)) if *n > max => rules.penalty(other).unwrap_or(def),
            _ => def,
        };
        let minutes = pe.minutes.unwrap_or(0);
        let cost = def.cost(minutes);
        let a = acc.entry(k).or_insert_with(|| Acc {
            nick: pe.player.trim().to_owned(),
            ..Acc::default()
        });
        a.penalties += cost;
        if matches!(def.kind, PenaltyKind::SkippedRound { .. }) {
            a.skipped += 1;
        }
        if def.disqualifies(minutes) {
            a.disqualified = true;
        }
        a.lines.push(PenaltyLine {
            penalty: def.id.clone(),
            round: pe.round,
            minutes: pe.minutes,
            points: round2(cost),
            reason: pe.reason.clone(),
        });
    }
}

/// One player's row (without the place) from the accumulator.
fn row_of(rs: &Ruleset, desc: &Description, a: Acc) -> Row {
    let rules = &rs.tournament;
    let compensation = match (rules.compensation, rs.points.compensation) {
        (CompensationSource::FromGames, Some(c)) if a.first_killed_losses > 0 => {
            let n = if desc.games_per_player > 0 {
                desc.games_per_player
            } else if rules.games_per_player > 0 {
                rules.games_per_player
            } else {
                a.games
            };
            let denom = (c.share * f64::from(n)).round().max(1.0);
            let per_game = (f64::from(a.first_killed_losses) * c.step / denom).min(c.cap);
            per_game * f64::from(a.first_killed_losses)
        }
        (CompensationSource::FromGames, _) => 0.0,
        (CompensationSource::ByHand, _) => a.by_hand_compensation,
    };
    let extra = round2(a.best_move + a.bonus + compensation);
    let points = round2(a.points);
    let penalties = round2(a.penalties);
    let eligible = (rules.disqualified_eligible || !a.disqualified)
        && rules.max_skipped_rounds.is_none_or(|m| a.skipped <= m);
    Row {
        place: 0,
        nick: a.nick,
        games: a.games,
        wins: a.wins,
        points,
        extra,
        best_move: round2(a.best_move),
        compensation: round2(compensation),
        penalties,
        total: round2(points + extra + penalties),
        eligible,
        skipped_rounds: a.skipped,
        disqualified: a.disqualified,
        tournament_penalties: a.lines,
    }
}

/// Sorts the rows and gives the places (a shared place for a full tie).
fn rank(tie_breaks: &[TieBreak], rows: &mut [Row]) {
    // Eligible players first (they take the award places), then by total and the tie-breaks.
    let cmp_rank = |a: &Row, b: &Row| -> Ordering {
        b.eligible
            .cmp(&a.eligible)
            .then_with(|| b.total.total_cmp(&a.total))
            .then_with(|| {
                for tb in tie_breaks {
                    let (x, y) = match tb {
                        TieBreak::Wins => (f64::from(a.wins), f64::from(b.wins)),
                        TieBreak::Points => (a.points, b.points),
                        TieBreak::Extra => (a.extra, b.extra),
                        TieBreak::BestMove => (a.best_move, b.best_move),
                        TieBreak::Penalties => (a.penalties, b.penalties),
                    };
                    match y.total_cmp(&x) {
                        Ordering::Equal => {}
                        o => return o,
                    }
                }
                Ordering::Equal
            })
    };
    rows.sort_by(|a, b| cmp_rank(a, b).then_with(|| a.nick.cmp(&b.nick)));
    for i in 0..rows.len() {
        rows[i].place = if i > 0 && cmp_rank(&rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i - 1].place
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
}

/// Is this nickname the same player as that one? (For callers matching rows.)
pub fn row_is(row: &Row, nick: &str) -> bool {
    same_nick(&row.nick, nick)
}
