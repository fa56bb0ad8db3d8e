//! The standings, computed from the game records by replay and from the
//! ruleset's `[tournament]` rules. Nothing here is stored: the same records
//! in any order give the same standings.

use super::check::{self, Finding, Held, Slot};
use super::nick::same_nick;
use super::{Description, FileProblem, GameFile};
use mafia_core::game::score;
use mafia_core::ruleset::tournament::{
    CompensationCounts, CompensationSource, PenaltyKind, TieBreak, Unrated,
};
use mafia_core::ruleset::{Outcome, Ruleset, Side};
use mafia_store::session::{Record, ReplayError, Session};
use mafia_words::Text;
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// How bad a left-out file is (the exit codes of `replay`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Not an error: a game not finished yet, or the same game twice.
    Note,
    /// Held by the check against the seating until the head judge accepts it.
    Held,
    /// The rules refused an action in the record (exit code 1).
    Refused,
    /// The file cannot be read or does not fit the tournament (exit code 2).
    Damaged,
    /// A sync engine's conflict copy: two laptops wrote one file; the
    /// judge keeps one (exit code 3).
    Conflict,
}

/// A game file the standings leave out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeftOut {
    pub file: String,
    /// Why: the JSON of `standings` and `stats` gives its stable code
    /// ([`Why::code`], `docs/command-line.md`); the judge reads its words
    /// (`Words` in `crate::i18n`).
    #[serde(serialize_with = "why_code")]
    pub reason: Why,
    pub severity: Severity,
}

/// Why a game file is left out. The words that a lower layer already put
/// together (a record that cannot be read, a refusal under the ruleset) are
/// carried as they are, in both languages; the code never depends on them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The file cannot be read as a game record.
    Unreadable { why: Text },
    /// The same game as in `kept`, added twice.
    AddedTwice { kept: String },
    /// An earlier save of the game in `kept`.
    EarlierSave { kept: String },
    /// Two different records of one game: the judge keeps one.
    TwoRecords { files: Vec<String> },
    /// Played under another ruleset than the tournament's.
    OtherRuleset { played: String, ruleset: String },
    /// The game's ruleset is not found (the statistics over many rulesets).
    NoRuleset { why: Text },
    /// The record's header does not fit its ruleset.
    Misfit { why: Text },
    /// The rules refuse an action of the record.
    Refused { why: Text },
    /// The game is not finished.
    NotFinished,
    /// Held by the check against the seating until the head judge decides.
    Held { finding: super::check::Finding },
    /// The head judge refused it; the file was moved to `moved_to`.
    RefusedByHeadJudge { moved_to: String },
    /// A sync engine's conflict copy of `original`.
    SyncConflict { original: String },
}

impl Why {
    /// The reason's stable code in the machine-read JSON.
    pub fn code(&self) -> &'static str {
        match self {
            Why::Unreadable { .. } => "unreadable",
            Why::AddedTwice { .. } => "added_twice",
            Why::EarlierSave { .. } => "earlier_save",
            Why::TwoRecords { .. } => "two_records",
            Why::OtherRuleset { .. } => "other_ruleset",
            Why::NoRuleset { .. } => "no_ruleset",
            Why::Misfit { .. } => "misfit",
            Why::Refused { .. } => "refused",
            Why::NotFinished => "not_finished",
            Why::Held { .. } => "held",
            Why::RefusedByHeadJudge { .. } => "refused_by_head_judge",
            Why::SyncConflict { .. } => "sync_conflict",
        }
    }

    /// Why a replay failed, as a reason to leave the game out.
    pub(super) fn replay(e: &ReplayError, rs: &Ruleset) -> Why {
        let why = mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(e, rs));
        match e {
            ReplayError::Refused { .. } => Why::Refused { why },
            ReplayError::Setup(_) => Why::Misfit { why },
        }
    }
}

fn why_code<S: serde::Serializer>(w: &Why, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(w.code())
}

/// A problem of `tournament.toml` the standings count around: the judge
/// reads it in words (`Words` in `crate::i18n`, naming the file and the
/// key); the JSON of `standings` gives its stable `code` and its data
/// (`docs/command-line.md`), never the words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "code")]
pub enum DescriptionProblem {
    /// The description names another ruleset (`named`) than the one its
    /// games are counted under (`ruleset`).
    OtherRuleset { named: String, ruleset: String },
    /// The penalty `index` (from 0, in `[[penalties]]`) names a kind the
    /// ruleset lacks; `known` are the ruleset's.
    UnknownPenalty {
        index: usize,
        penalty: String,
        known: Vec<String>,
    },
    /// The penalty `index` is for a player not among the tournament's.
    UnknownPlayer { index: usize, player: String },
    /// A later stage's game of the seating seats players (`nicks`, as the
    /// seating writes them) who did not pass the cut after `before`.
    SeatingNotThrough {
        stage: String,
        round: u32,
        table: u32,
        nicks: Vec<String>,
        before: String,
    },
}

impl DescriptionProblem {
    /// The problem's stable code in the machine-read JSON.
    pub fn code(&self) -> &'static str {
        match self {
            DescriptionProblem::OtherRuleset { .. } => "other_ruleset",
            DescriptionProblem::UnknownPenalty { .. } => "unknown_penalty",
            DescriptionProblem::UnknownPlayer { .. } => "unknown_player",
            DescriptionProblem::SeatingNotThrough { .. } => "seating_not_through",
        }
    }
}

/// A game the standings count.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CountedGame {
    pub file: String,
    pub game: String,
    pub table: String,
    pub winner: Option<String>,
    pub rated: bool,
    /// Its game of the seating, matched by its players and seats.
    pub slot: Option<Slot>,
}

/// A tournament penalty as it shows on the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PenaltyLine {
    pub penalty: String,
    /// The penalty's name, as the ruleset gives it (the sheets).
    #[serde(skip)]
    pub name: Text,
    pub round: Option<u32>,
    pub minutes: Option<u32>,
    pub points: f64,
    pub reason: String,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    /// The place among all players.
    pub place: u32,
    /// The place in the awards, among the players who take part in them.
    pub award_place: Option<u32>,
    /// In a tournament of stages: the last stage the player reached (from 1).
    pub stage: Option<u32>,
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
    /// What each game this row counts gave the player, in the order of
    /// the rounds: with the tournament penalties, they add up to `total`.
    #[serde(skip)]
    pub shares: Vec<GameShare>,
}

/// What one game gave one player toward his total, in the parts the
/// federation's sheet shows (thousandths, as it writes them): the points
/// for the result («основной балл»), the judge's extra points, likes and
/// best player (ДБ), the best move (ТЧ), the in-game penalties, the
/// first-killed compensation (КБ), and their sum. An unrated game gives
/// only what the ruleset's `unrated` lets it give (MCC: the best player's
/// +1; elsewhere nothing).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GameShare {
    pub file: String,
    pub game: String,
    pub table: String,
    /// The seating's round of the game.
    pub round: Option<u32>,
    pub seat: u8,
    pub rated: bool,
    pub main: f64,
    pub extra: f64,
    pub best_move: f64,
    pub penalties: f64,
    pub compensation: f64,
    pub total: f64,
}

impl GameShare {
    /// `total` as the sum of the parts.
    fn summed(mut self) -> Self {
        self.total =
            round3(self.main + self.extra + self.best_move + self.penalties + self.compensation);
        self
    }
}

/// One player's line of one counted game (the federation's «Игры» sheet).
#[derive(Debug, Clone, PartialEq)]
pub struct SeatLine {
    pub file: String,
    /// The header's game and table, and the seating's round of that game.
    pub game: String,
    pub table: String,
    pub round: Option<u32>,
    pub seat: u8,
    pub nick: String,
    /// The role's and the team's names, as the ruleset gives them.
    pub role: Text,
    pub team: Text,
    /// Won (true), lost (false), a draw (None).
    pub won: Option<bool>,
    /// Everything this game gave the player (result, best move, extra
    /// points, in-game penalties), before the tournament's own rules.
    pub points: f64,
    pub rated: bool,
    /// What the game gave the player toward his total (the compensation
    /// only as typed into the game: one computed from the tournament's
    /// games is in his row's [`Row::shares`]).
    pub share: GameShare,
}

/// The standings of a tournament.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standings {
    pub tournament: String,
    pub ruleset: String,
    pub counted: Vec<CountedGame>,
    pub left_out: Vec<LeftOut>,
    /// The games the check against the seating found something in, held
    /// or accepted by the head judge.
    pub held: Vec<Held>,
    /// Problems of the description: another ruleset, a penalty's unknown
    /// id or player, a later stage's seating of players who did not pass.
    pub problems: Vec<DescriptionProblem>,
    /// Nicknames that played but are not among the tournament's players.
    pub guests: Vec<String>,
    pub players: Vec<Row>,
    /// Ties at a finished stage's cut the tie-breaks leave and the head
    /// judge has not decided yet: the next stage waits for the decision.
    pub cut_ties: Vec<super::stages::CutTie>,
    /// Every seat of every counted game, in the games' order (round, table).
    #[serde(skip)]
    pub seats: Vec<SeatLine>,
}

impl Standings {
    /// The worst thing about the files left out.
    pub fn worst(&self) -> Option<Severity> {
        self.left_out.iter().map(|l| l.severity).max()
    }

    /// The exit code of `standings` (as `replay`): 2 a damaged file or a
    /// game held for the head judge, 1 a refused game.
    pub fn exit_code(&self) -> i32 {
        match self.worst() {
            Some(Severity::Damaged | Severity::Held) => 2,
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
                    "award_place": r.award_place,
                    "stage": r.stage,
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
            "held": self.held,
            "waiting_for_head_judge": self.held.iter().filter(|h| !h.accepted).count(),
            "problems": self.problems,
            "guests": self.guests,
            "cut_ties": self.cut_ties,
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

/// Thousandths: the standings' figures, as the federation's sheet writes
/// them (a sum of thousandths stays one).
pub fn round3(x: f64) -> f64 {
    let r = score::thousandths(x);
    // No `-0`: a sum that comes to nothing is nothing.
    if r == 0.0 { 0.0 } else { r }
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
    /// Killed on night 1 as red, won or lost (the `i` of FIIM's scoring).
    night1_red_death: bool,
    seat: u8,
    role: Text,
    team: Text,
    /// None: a draw.
    won_or_draw: Option<bool>,
}

/// The records grouped by the game they are of ([`same_game`]), each group
/// in the order of the records' start, ruleset, players and file name.
fn game_groups(games: &[GameFile]) -> Vec<Vec<&GameFile>> {
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
    let mut groups: Vec<Vec<&GameFile>> = Vec::new();
    for g in sorted {
        match groups.last_mut() {
            Some(last)
                if last
                    .first()
                    .is_some_and(|f| same_game(&f.record, &g.record)) =>
            {
                last.push(g);
            }
            _ => groups.push(vec![g]),
        }
    }
    groups
}

/// Picks one record per game: the same file twice is one game; a shorter
/// copy of a longer record is an earlier save of it; two records of one
/// game that differ otherwise (in their actions, header or role counts)
/// are both left out (the judge must choose). A longer copy of a finished
/// record with more than [`check::APPENDIX_LIMIT`] actions after its end
/// is held (the finished record counts until the judge accepts the longer
/// one in `desc`). `finished` tells whether a record replays to a finished
/// game. The one rule of the standings and the statistics.
pub(super) fn pick_records<'a>(
    desc: &Description,
    games: &'a [GameFile],
    finished: impl Fn(&GameFile) -> bool,
    left_out: &mut Vec<LeftOut>,
    held: &mut Vec<Held>,
) -> Vec<&'a GameFile> {
    let mut out = Vec::new();
    for group in game_groups(games) {
        let group = group.as_slice();
        let by_length = |a: &&GameFile, b: &&GameFile| {
            a.record
                .actions
                .len()
                .cmp(&b.record.actions.len())
                .then_with(|| b.file.cmp(&a.file))
        };
        // The longest record; every other one must be a prefix of it.
        let mut longest = group.iter().copied().max_by(by_length).unwrap_or(group[0]);
        let all_fit = group.iter().all(|g| {
            longest.record.actions.starts_with(&g.record.actions)
                && g.record.meta == longest.record.meta
                && g.record.role_counts == longest.record.role_counts
        });
        if all_fit {
            // The longest of the others: is the longest only it plus a
            // heap of actions after its end?
            let real = group
                .iter()
                .copied()
                .filter(|g| g.record.actions.len() < longest.record.actions.len())
                .max_by(by_length);
            if let Some(real) = real {
                let added = &longest.record.actions[real.record.actions.len()..];
                if added.len() > check::APPENDIX_LIMIT && finished(real) {
                    let h = check::hold(
                        desc,
                        longest,
                        Finding::Appendix {
                            of: real.file.clone(),
                            added: added.len(),
                            notes: check::notes(added),
                        },
                    );
                    let accepted = h.accepted;
                    held.push(h);
                    if !accepted {
                        longest = real;
                    }
                }
            }
            out.push(longest);
            for g in group.iter().filter(|g| g.file != longest.file) {
                if g.record.actions.len() > longest.record.actions.len() {
                    continue; // held above
                }
                let kept = longest.file.clone();
                let reason = if g.record.actions.len() == longest.record.actions.len() {
                    Why::AddedTwice { kept }
                } else {
                    Why::EarlierSave { kept }
                };
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason,
                    severity: Severity::Note,
                });
            }
        } else {
            let files: Vec<String> = group.iter().map(|g| g.file.clone()).collect();
            for g in group {
                left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason: Why::TwoRecords {
                        files: files.clone(),
                    },
                    severity: Severity::Damaged,
                });
            }
        }
    }
    out
}

/// A held game the head judge has not accepted, as a file left out.
pub(super) fn held_left_out(h: &Held) -> LeftOut {
    LeftOut {
        file: h.file.clone(),
        reason: Why::Held {
            finding: h.finding.clone(),
        },
        severity: Severity::Held,
    }
}

/// Replays one game; `Err` is why it is left out.
fn replay(
    rs: &Ruleset,
    g: &GameFile,
    slot: Option<Slot>,
) -> Result<(CountedGame, Vec<SeatResult>), LeftOut> {
    let leave = |reason: Why, severity| LeftOut {
        file: g.file.clone(),
        reason,
        severity,
    };
    if g.record.ruleset.id != rs.id {
        return Err(leave(
            Why::OtherRuleset {
                played: g.record.ruleset.id.clone(),
                ruleset: rs.id.clone(),
            },
            Severity::Damaged,
        ));
    }
    let session = Session::replay(rs.clone(), &g.record).map_err(|e| {
        let severity = match e {
            ReplayError::Refused { .. } => Severity::Refused,
            ReplayError::Setup(_) => Severity::Damaged,
        };
        leave(Why::replay(&e, rs), severity)
    })?;
    let state = session.state();
    let Some(end) = state.ending.as_ref() else {
        return Err(leave(Why::NotFinished, Severity::Note));
    };
    let rated = end.rated;
    let points = score::points(state, rs);
    let first = state.first_killed;
    let night1 = rs.tournament.compensation_counts == CompensationCounts::Night1RedDeaths;
    let mut seats = Vec::new();
    for pl in &state.players {
        let side = pl.role.map(|r| rs.role_side(r));
        let sp = points.iter().find(|p| p.seat == pl.seat);
        let get = |f: fn(&score::SeatPoints) -> f64| sp.map_or(0.0, f);
        let first_here = first.is_some_and(|(s, n)| s == pl.seat && (!night1 || n == 1));
        let role = pl.role.and_then(|r| rs.roles.get(r));
        let team = role.and_then(|r| rs.teams.get(r.team));
        seats.push(SeatResult {
            seat: pl.seat,
            role: role.map(|r| r.name.clone()).unwrap_or_default(),
            team: team.map(|t| t.name.clone()).unwrap_or_default(),
            won_or_draw: (end.outcome != Outcome::Draw)
                .then(|| side.is_some_and(|s| Outcome::from(s) == end.outcome)),
            nick: pl.nick.clone(),
            rated,
            won: side.is_some_and(|s| Outcome::from(s) == end.outcome),
            result: get(|p| p.result),
            best_move: get(|p| p.best_move),
            bonus: get(|p| p.extra + p.bonus),
            penalties: get(|p| p.removal + p.penalties),
            by_hand_compensation: get(|p| p.compensation),
            first_killed_loss: first_here
                && side == Some(Side::Red)
                && end.outcome == Outcome::Black
                && rated,
            night1_red_death: first.is_some_and(|(s, n)| s == pl.seat && n == 1)
                && side == Some(Side::Red)
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
            slot,
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
    first_killed_losses: u32,
    night1_red_deaths: u32,
    skipped: u32,
    disqualified: bool,
    lines: Vec<PenaltyLine>,
    /// One of the description's players (not a guest).
    listed: bool,
    /// Each game's share, and whether the compensation computed from the
    /// games is paid in it.
    shares: Vec<(GameShare, bool)>,
}

/// Which part of a tournament a standings counts: the games of some rounds
/// (by their slot in the seating) and some of the players.
#[derive(Debug, Clone, Default)]
pub struct Scope {
    /// First and last round (inclusive); `None`: every game.
    pub rounds: Option<(u32, u32)>,
    /// Only these players get a row (nickname keys); `None`: everyone.
    pub players: Option<std::collections::HashSet<String>>,
}

/// The standings of a tournament from its description, its ruleset and its
/// game records (any order); `unreadable` are files that could not be read.
/// In a tournament of stages the players who reached a later stage stand
/// above those who did not, each with the figures of the stages his last
/// one counts (all of them when the ruleset carries the points over, that
/// stage alone when not; `super::stages`).
pub fn standings(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    unreadable: &[FileProblem],
) -> Standings {
    let mut all = standings_in(rs, desc, games, unreadable, &Scope::default());
    if !desc.stages.is_empty() {
        (all.players, all.cut_ties) =
            super::stages::staged_rows(rs, desc, games, std::mem::take(&mut all.players));
        all.problems
            .extend(super::stages::seating_misfits(rs, desc, games));
    }
    all
}

/// The standings of a part of a tournament (see [`Scope`]).
pub fn standings_in(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    unreadable: &[FileProblem],
    scope: &Scope,
) -> Standings {
    let mut left_out: Vec<LeftOut> = unreadable
        .iter()
        .map(|p| LeftOut {
            file: p.file.clone(),
            reason: Why::Unreadable {
                why: p.message.clone(),
            },
            severity: Severity::Damaged,
        })
        .collect();
    let mut problems = Vec::new();
    if desc.ruleset != rs.id {
        problems.push(DescriptionProblem::OtherRuleset {
            named: desc.ruleset.clone(),
            ruleset: rs.id.clone(),
        });
    }
    let mut counted = Vec::new();
    let mut held = Vec::new();
    // Accumulators by lower-cased nickname; the description's players first.
    let mut acc: BTreeMap<String, Acc> = BTreeMap::new();
    let in_scope = |nick: &str| {
        scope
            .players
            .as_ref()
            .is_none_or(|ps| ps.contains(&key(nick)))
    };
    for p in &desc.players {
        if in_scope(&p.nick) {
            acc.insert(
                key(&p.nick),
                Acc {
                    nick: p.nick.clone(),
                    listed: true,
                    ..Acc::default()
                },
            );
        }
    }
    let finished = |g: &GameFile| {
        Session::replay(rs.clone(), &g.record).is_ok_and(|s| s.state().ending.is_some())
    };
    // A game the head judge refused, found in `games/` again (a sync
    // engine brought it back, or a kill stopped its move): it stays out.
    let refused_here = |g: &GameFile| {
        desc.refused
            .iter()
            .find(|r| r.file == g.file && r.digest == check::digest(&g.record))
    };
    let kept: Vec<GameFile>;
    let games = if desc
        .refused
        .iter()
        .any(|r| games.iter().any(|g| g.file == r.file))
    {
        let mut rest = Vec::new();
        for g in games {
            match refused_here(g) {
                Some(r) => left_out.push(LeftOut {
                    file: g.file.clone(),
                    reason: Why::RefusedByHeadJudge {
                        moved_to: r.moved_to.clone(),
                    },
                    severity: Severity::Note,
                }),
                None => rest.push(g.clone()),
            }
        }
        kept = rest;
        kept.as_slice()
    } else {
        games
    };
    let picked = pick_records(desc, games, finished, &mut left_out, &mut held);
    let mut checked = check::check(rs, desc, picked);
    // A later stage's games against the cut before it (the rounds in scope).
    super::stages::hold_not_through(rs, desc, games, scope.rounds.map(|r| r.1), &mut checked);
    held.extend(checked.held);
    held.sort_by(|a, b| (&a.file, a.case).cmp(&(&b.file, b.case)));
    for h in held.iter().filter(|h| !h.accepted) {
        left_out.push(held_left_out(h));
    }
    let mut lines = Vec::new();
    for (g, slot) in checked.counted {
        if let Some((from, to)) = scope.rounds
            && !slot.is_some_and(|s| s.round >= from && s.round <= to)
        {
            continue;
        }
        match replay(rs, g, slot) {
            Ok((cg, seats)) => {
                for s in seats.iter().filter(|s| in_scope(&s.nick)) {
                    let share = share_of(rs, g, slot.map(|s| s.round), s);
                    lines.push(SeatLine {
                        file: g.file.clone(),
                        game: g.record.meta.game.clone(),
                        table: g.record.meta.table.clone(),
                        round: slot.map(|s| s.round),
                        seat: s.seat,
                        nick: s.nick.trim().to_owned(),
                        role: s.role.clone(),
                        team: s.team.clone(),
                        won: s.won_or_draw,
                        points: round3(s.result + s.best_move + s.bonus + s.penalties),
                        rated: s.rated,
                        share: share.clone(),
                    });
                    let a = acc.entry(key(&s.nick)).or_insert_with(|| Acc {
                        nick: s.nick.trim().to_owned(),
                        ..Acc::default()
                    });
                    // The row adds up the games' shares: an unrated
                    // game's is what the ruleset lets it give.
                    if s.rated {
                        a.games += 1;
                        a.wins += u32::from(s.won);
                        a.points += share.main;
                        a.best_move += share.best_move;
                        a.penalties += share.penalties;
                        a.first_killed_losses += u32::from(s.first_killed_loss);
                        a.night1_red_deaths += u32::from(s.night1_red_death);
                    }
                    a.bonus += share.extra;
                    a.shares.push((share, s.first_killed_loss));
                }
                counted.push(cg);
            }
            Err(l) => left_out.push(l),
        }
    }
    apply_penalties(rs, desc, scope, &mut acc, &mut problems);
    let mut guests = Vec::new();
    let mut rows: Vec<Row> = Vec::new();
    for a in acc.into_values() {
        if !desc.players.is_empty() && !a.listed {
            guests.push(a.nick);
            continue;
        }
        rows.push(row_of(rs, desc, scope, a));
    }
    rank(rs, &mut rows);
    counted.sort_by(|a, b| a.file.cmp(&b.file));
    left_out.sort_by(|a, b| {
        a.file
            .cmp(&b.file)
            .then_with(|| a.reason.code().cmp(b.reason.code()))
    });
    guests.sort();
    lines.sort_by(|a, b| {
        (a.round, number(&a.game), number(&a.table), &a.file, a.seat).cmp(&(
            b.round,
            number(&b.game),
            number(&b.table),
            &b.file,
            b.seat,
        ))
    });
    Standings {
        tournament: desc.name.clone(),
        ruleset: rs.id.clone(),
        counted,
        left_out,
        held,
        problems,
        guests,
        players: rows,
        cut_ties: Vec::new(),
        seats: lines,
    }
}

fn number(s: &str) -> Option<u32> {
    s.trim().parse().ok()
}

/// One seat's share of a counted game (see [`GameShare`]); the
/// compensation only when the judge types it into the games.
fn share_of(rs: &Ruleset, g: &GameFile, round: Option<u32>, s: &SeatResult) -> GameShare {
    let base = GameShare {
        file: g.file.clone(),
        game: g.record.meta.game.clone(),
        table: g.record.meta.table.clone(),
        round,
        seat: s.seat,
        rated: s.rated,
        ..GameShare::default()
    };
    if s.rated {
        GameShare {
            main: round3(s.result),
            extra: round3(s.bonus),
            best_move: round3(s.best_move),
            penalties: round3(s.penalties),
            compensation: match rs.tournament.compensation {
                CompensationSource::ByHand => round3(s.by_hand_compensation),
                CompensationSource::FromGames => 0.0,
            },
            ..base
        }
        .summed()
    } else if rs.tournament.unrated == Unrated::BonusOnly {
        GameShare {
            extra: round3(s.bonus),
            ..base
        }
        .summed()
    } else {
        base
    }
}

/// One player's row (without his places) from his accumulator.
fn row_of(rs: &Ruleset, desc: &Description, scope: &Scope, a: Acc) -> Row {
    let rules = &rs.tournament;
    // The compensation computed from the games, paid in each game it is
    // for: in thousandths, as each game's share shows it.
    let per_game = match (rules.compensation, rs.points.compensation) {
        (CompensationSource::FromGames, Some(c)) if a.first_killed_losses > 0 => {
            let n = if desc.games_per_player > 0 && scope.rounds.is_none() {
                desc.games_per_player
            } else if rules.games_per_player > 0 && scope.rounds.is_none() {
                rules.games_per_player
            } else {
                a.games
            };
            // Ci = min(i * step / round(share * N), cap), paid in each
            // game it is for; `i` as the ruleset counts it.
            let i = match rules.compensation_counts {
                CompensationCounts::FirstKilledLosses => a.first_killed_losses,
                CompensationCounts::Night1RedDeaths => a.night1_red_deaths,
            };
            let denom = (c.share * f64::from(n)).round().max(1.0);
            round3((f64::from(i) * c.step / denom).min(c.cap))
        }
        _ => 0.0,
    };
    let mut shares: Vec<GameShare> = a
        .shares
        .into_iter()
        .map(|(g, paid)| {
            if paid && rules.compensation == CompensationSource::FromGames {
                GameShare {
                    compensation: per_game,
                    ..g
                }
                .summed()
            } else {
                g
            }
        })
        .collect();
    shares.sort_by(|x, y| {
        (x.round, number(&x.game), number(&x.table), &x.file).cmp(&(
            y.round,
            number(&y.game),
            number(&y.table),
            &y.file,
        ))
    });
    let compensation = round3(shares.iter().map(|g| g.compensation).sum());
    let extra = round3(a.best_move + a.bonus + compensation);
    let points = round3(a.points);
    let penalties = round3(a.penalties);
    let eligible = (rules.disqualified_eligible || !a.disqualified)
        && rules.max_skipped_rounds.is_none_or(|m| a.skipped <= m);
    Row {
        place: 0,
        award_place: None,
        stage: None,
        nick: a.nick,
        games: a.games,
        wins: a.wins,
        points,
        extra,
        best_move: round3(a.best_move),
        compensation,
        penalties,
        total: round3(points + extra + penalties),
        eligible,
        skipped_rounds: a.skipped,
        disqualified: a.disqualified,
        tournament_penalties: a.lines,
        shares,
    }
}

/// The tournament penalties, entered with their reasons, added to the
/// accumulators of the players in scope; a penalty naming an unknown kind
/// or player is a problem of the description.
fn apply_penalties(
    rs: &Ruleset,
    desc: &Description,
    scope: &Scope,
    acc: &mut BTreeMap<String, Acc>,
    problems: &mut Vec<DescriptionProblem>,
) {
    let rules = &rs.tournament;
    let in_scope = |nick: &str| {
        scope
            .players
            .as_ref()
            .is_none_or(|ps| ps.contains(&key(nick)))
    };
    let mut used: BTreeMap<(String, String), u32> = BTreeMap::new();
    for (i, pe) in desc.penalties.iter().enumerate() {
        let Some(def) = rules.penalty(&pe.penalty) else {
            problems.push(DescriptionProblem::UnknownPenalty {
                index: i,
                penalty: pe.penalty.clone(),
                known: rules.penalties.iter().map(|p| p.id.clone()).collect(),
            });
            continue;
        };
        // Another stage's player: not this standings' business.
        if !in_scope(&pe.player) {
            continue;
        }
        // By the accumulators' keys: one look-up, not a pass over the list.
        let listed = acc.get(&key(&pe.player)).is_some_and(|a| a.listed);
        if !desc.players.is_empty() && !listed {
            problems.push(DescriptionProblem::UnknownPlayer {
                index: i,
                player: pe.player.clone(),
            });
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
        // A stage's standings take the penalties of its rounds; a
        // disqualification stays wherever it was given.
        let minutes = pe.minutes.unwrap_or(0);
        let this_scope = match (scope.rounds, pe.round) {
            (Some((from, to)), Some(r)) => r >= from && r <= to,
            _ => true,
        };
        if !this_scope && !def.disqualifies(minutes) {
            continue;
        }
        let cost = if this_scope {
            round3(def.cost(minutes))
        } else {
            0.0
        };
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
            name: def.name.clone(),
            round: pe.round,
            minutes: pe.minutes,
            points: cost,
            reason: pe.reason.clone(),
        });
    }
}

/// The accumulators' key: the nickname, trimmed and lower-cased.
fn key(nick: &str) -> String {
    nick.trim().to_lowercase()
}

/// Compares two rows by the stage reached, the total and the ruleset's
/// tie-breaks (equal: the same place).
pub(super) fn cmp_rank(rs: &Ruleset, a: &Row, b: &Row) -> Ordering {
    b.stage
        .cmp(&a.stage)
        .then_with(|| b.total.total_cmp(&a.total))
        .then_with(|| {
            for tb in &rs.tournament.tie_breaks {
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
}

/// Sorts the rows and gives each its place among all players and, apart,
/// its place in the awards (among those who take part in them; the same
/// place for a tie the tie-breaks do not break).
pub(super) fn rank(rs: &Ruleset, rows: &mut [Row]) {
    rows.sort_by(|a, b| cmp_rank(rs, a, b).then_with(|| a.nick.cmp(&b.nick)));
    let mut last_award: Option<usize> = None;
    let mut awarded = 0u32;
    for i in 0..rows.len() {
        rows[i].place = if i > 0 && cmp_rank(rs, &rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i - 1].place
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
        rows[i].award_place = None;
        if rows[i].eligible {
            awarded += 1;
            let place = match last_award {
                Some(j) if cmp_rank(rs, &rows[j], &rows[i]) == Ordering::Equal => {
                    rows[j].award_place
                }
                _ => Some(awarded),
            };
            rows[i].award_place = place;
            last_award = Some(i);
        }
    }
}

/// Is this nickname the same player as that one? (For callers matching rows.)
pub fn row_is(row: &Row, nick: &str) -> bool {
    same_nick(&row.nick, nick)
}
