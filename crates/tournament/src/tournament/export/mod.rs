//! A game in the rating sites' JSON: mafiaratings (game format 1.3) and
//! Polemica (its game model). What each field is mapped from, and what could
//! not be checked offline, is in `docs/export-formats.md`.
//!
//! What both sites share is here: the replay with its moments (fouls,
//! removals, who could vote), the hands of each vote, the checks and the
//! night's shots. Each site's mapping is in its own file:
//! `mafiaratings.rs` and `polemica.rs`.

mod mafiaratings;
mod polemica;

pub use mafiaratings::mafiaratings;
pub use polemica::{POLEMICA_LIFT_YES, POLEMICA_VERSION, polemica};

use super::ids::{PersonIds, SiteIds, rules_code_ok};
use super::players::Registry;
use mafia_core::game::state::DayLog;
use mafia_core::game::{Action, DayStage, ExitHow, GameState, Phase, Seat, score};
use mafia_core::ruleset::{Ruleset, Side, StepKind};
use mafia_store::session::{Record, ReplayError, Session};
use serde_json::Value;
use std::collections::BTreeMap;

/// The two formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    MafiaRatings,
    Polemica,
}

impl Format {
    /// The word on the command line and in file names.
    pub fn id(self) -> &'static str {
        match self {
            Format::MafiaRatings => "mafiaratings",
            Format::Polemica => "polemica",
        }
    }

    pub fn parse(s: &str) -> Option<Format> {
        match s {
            "mafiaratings" => Some(Format::MafiaRatings),
            "polemica" => Some(Format::Polemica),
            _ => None,
        }
    }
}

/// Why a game cannot be exported.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportError {
    /// The record does not replay (exit code 1 for a refusal, 2 otherwise).
    Replay(ReplayError),
    /// The game does not fit the site's model (roles, seats, not finished).
    Unfit(Unfit),
}

/// Which of a site's ids an export lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdKind {
    /// MafiaRatings' `eventId`: without it the site stores nothing.
    Event,
    /// MafiaRatings' `clubId`: the club holding the event.
    Club,
    /// MafiaRatings' `rules`: the site's 13-digit rules code.
    Rules,
    /// MafiaRatings' `moderator.id`.
    Moderator,
    /// A player's user id (MafiaRatings: no rating rows without it).
    Player { seat: u8, nick: String },
    /// Polemica's `master`.
    Master,
    /// Polemica's `scoringType`.
    ScoringType,
    /// Polemica's `scoringVersion`.
    ScoringVersion,
}

/// Why a game does not fit a rating site's model; the words are in
/// its `Words` (`crate::i18n`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfit {
    /// The sites take games of 10 players.
    Players(usize),
    /// The game is not finished.
    NotFinished,
    /// A role the sites do not know (its id, if any).
    Role { seat: u8, role: Option<String> },
    /// A site id the upload needs is not given.
    MissingId { format: Format, id: IdKind },
    /// The MafiaRatings rules code is not 13 digits.
    RulesCode(String),
    /// The votes of a day were entered as counts, without the hands, and
    /// who voted for whom cannot be worked out: Polemica's client would
    /// read that nobody was voted out.
    VotesWithoutHands { day: u32 },
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportError::Replay(e) => write!(f, "{e}"),
            ExportError::Unfit(m) => write!(f, "{m:?}"),
        }
    }
}

/// The four classic roles both sites know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Classic {
    Civ,
    Sheriff,
    Maf,
    Don,
}

fn classic(rs: &Ruleset, role: usize) -> Option<Classic> {
    let r = rs.roles.get(role)?;
    match (rs.role_side(role), r.id.as_str()) {
        (Side::Red, "civilian") => Some(Classic::Civ),
        (Side::Red, "sheriff" | "commissar") => Some(Classic::Sheriff),
        (Side::Black, "mafia") => Some(Classic::Maf),
        (Side::Black, "don") => Some(Classic::Don),
        _ => None,
    }
}

/// The sites' ids for one game: the tournament's (or the command line's),
/// each seat's and the judge's (from the club's list).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ids {
    pub sites: SiteIds,
    /// Seat 1 first.
    pub seats: Vec<PersonIds>,
    pub judge: PersonIds,
}

impl Ids {
    /// The ids of a record's players and judge from the club's list.
    pub fn of(sites: &SiteIds, registry: &Registry, record: &Record, judge: &str) -> Ids {
        Ids {
            sites: sites.clone(),
            seats: record.players.iter().map(|n| registry.ids(n)).collect(),
            judge: if judge.trim().is_empty() {
                PersonIds::default()
            } else {
                registry.ids(judge)
            },
        }
    }

    /// The moderator given for this export (the command line's
    /// `--moderator`) goes over the judge's id from the club's list, as it
    /// goes over the tournament's.
    pub fn with_moderator(mut self, given: Option<u64>) -> Ids {
        if given.is_some() {
            self.judge.mafiaratings = given;
        }
        self
    }

    fn seat(&self, seat: Seat) -> PersonIds {
        self.seats
            .get(usize::from(seat).wrapping_sub(1))
            .copied()
            .unwrap_or_default()
    }

    fn moderator(&self) -> Option<u64> {
        self.judge
            .mafiaratings
            .or(self.sites.mafiaratings.moderator)
    }
}

/// The first id a site's upload needs that these ids lack (checked before
/// anything is written).
pub fn missing_id(format: Format, ids: &Ids, nicks: &[String]) -> Result<(), Unfit> {
    let miss = |id| Err(Unfit::MissingId { format, id });
    match format {
        Format::MafiaRatings => {
            let m = &ids.sites.mafiaratings;
            if m.event.is_none() {
                return miss(IdKind::Event);
            }
            if m.club.is_none() {
                return miss(IdKind::Club);
            }
            if m.rules.trim().is_empty() {
                return miss(IdKind::Rules);
            }
            if !rules_code_ok(m.rules.trim()) {
                return Err(Unfit::RulesCode(m.rules.clone()));
            }
            if ids.moderator().is_none() {
                return miss(IdKind::Moderator);
            }
            for (i, nick) in nicks.iter().enumerate() {
                let seat = u8::try_from(i + 1).unwrap_or(u8::MAX);
                if ids.seat(seat).mafiaratings.is_none() {
                    return miss(IdKind::Player {
                        seat,
                        nick: nick.clone(),
                    });
                }
            }
        }
        Format::Polemica => {
            let p = &ids.sites.polemica;
            if p.master.is_none() {
                return miss(IdKind::Master);
            }
            if p.scoring_type.is_none() {
                return miss(IdKind::ScoringType);
            }
            if p.scoring_version.trim().is_empty() {
                return miss(IdKind::ScoringVersion);
            }
        }
    }
    Ok(())
}

/// A foul or a removal as it happened: the seat, when, and the moment of
/// the game.
struct Moment {
    seat: Seat,
    at: u64,
    phase: Phase,
    /// Who was speaking (a speech, a tie speech, last words).
    speaker: Option<Seat>,
    /// Counts already opened that day (the re-vote is the second).
    vote_rounds: usize,
}

/// What the replay noted beside the final state.
struct Trace {
    fouls: Vec<Moment>,
    /// The moment each player left the table other than by a kill or a
    /// vote-out (four fouls, a disqualification, a team loss): the phase
    /// of the action that removed him, as the record has it.
    removals: Vec<Moment>,
    /// The seats that could vote when a day's vote began (or its single
    /// candidate left without one).
    eligible: BTreeMap<u32, Vec<Seat>>,
    /// When the game's result was recorded: the last action that made or
    /// changed it (a judge's decision on a protest changes it).
    result_at: Option<u64>,
}

/// Replays the record, noting when each foul was given and who could vote.
fn replay(rs: &Ruleset, record: &Record) -> Result<(GameState, Trace), ExportError> {
    // The refusal, if any, as `replay` reports it.
    Session::replay(rs.clone(), record).map_err(ExportError::Replay)?;
    let mut s = Session::new_as_version(
        rs.clone(),
        record.players.clone(),
        record.created,
        record.version,
    )
    .map_err(|e| ExportError::Replay(ReplayError::Setup(e.into())))?;
    s.set_options(record.options);
    for (role, count) in &record.role_counts {
        // Accepted by the replay above.
        let _ = s.act(
            Action::SetRoleCount {
                role: role.clone(),
                count: *count,
            },
            record.created,
        );
    }
    let mut trace = Trace {
        fouls: Vec::new(),
        removals: Vec::new(),
        eligible: BTreeMap::new(),
        result_at: None,
    };
    for st in &record.actions {
        let before = s.state().clone();
        if s.act(st.action.clone(), st.at).is_err() {
            continue;
        }
        let after = s.state();
        if after.ending != before.ending {
            trace.result_at = Some(st.at);
        }
        if let Some(d) = after.days.last()
            && (!d.rounds.is_empty() || !d.left.is_empty())
            && !trace.eligible.contains_key(&d.day)
        {
            trace.eligible.insert(d.day, before.eligible_voters());
        }
        for p in &after.players {
            let left = p.exit.as_ref().is_some_and(|e| {
                matches!(
                    e.how,
                    ExitHow::Fouls | ExitHow::Disqualified | ExitHow::TeamLoss
                )
            });
            let was_in = before
                .players
                .iter()
                .any(|b| b.seat == p.seat && b.exit.is_none());
            if left && was_in {
                trace.removals.push(moment(&before, p.seat, st.at));
            }
        }
        match &st.action {
            Action::Foul { seat, .. } => {
                trace.fouls.push(moment(&before, *seat, st.at));
            }
            Action::RemoveFoul { seat } => {
                if let Some(i) = trace.fouls.iter().rposition(|f| f.seat == *seat) {
                    trace.fouls.remove(i);
                }
            }
            _ => {}
        }
    }
    Ok((s.state().clone(), trace))
}

/// The moment of the game an action came in: the phase before it, who was
/// speaking, the counts opened that day.
fn moment(before: &GameState, seat: Seat, at: u64) -> Moment {
    let day = before.days.last();
    let speaker = match &before.phase {
        Phase::Day { stage, .. } => match stage {
            DayStage::Speech { index } => day.and_then(|d| d.order.get(*index)),
            DayStage::TieSpeech { index } => day.and_then(|d| d.tie.get(*index)),
            DayStage::LastWords { index } => day.and_then(|d| d.left.get(*index)),
            DayStage::BestMove { seat } | DayStage::MorningLastWords { seat } => Some(seat),
            _ => None,
        },
        _ => None,
    }
    .copied();
    Moment {
        seat,
        at,
        phase: before.phase.clone(),
        speaker,
        vote_rounds: day.map_or(0, |d| d.rounds.len()),
    }
}

/// Who voted for whom on one day, as far as it is known or follows.
struct DayHands {
    day: u32,
    /// Each count of the day: (candidate, voters), in nomination order.
    rounds: Vec<Vec<(Seat, Vec<Seat>)>>,
    /// The seats that voted to lift all tied candidates.
    lift_yes: Option<Vec<Seat>>,
}

/// The hands of every day that had a vote. `Err(day)`: a day whose votes
/// were entered as counts and whose voters do not follow from them.
fn hands(state: &GameState, trace: &Trace) -> Result<Vec<DayHands>, u32> {
    let mut out = Vec::new();
    for d in &state.days {
        let eligible = trace.eligible.get(&d.day).cloned().unwrap_or_default();
        let mut rounds = Vec::new();
        if d.rounds.is_empty() {
            // A single candidate leaves without a count: every seat that
            // could vote is taken as his (as the sites' own clients write it).
            if let [one] = d.left.as_slice() {
                rounds.push(vec![(*one, eligible.clone())]);
            }
        }
        for r in &d.rounds {
            let mut known: Vec<(Seat, Option<Vec<Seat>>, u8)> = r
                .candidates
                .iter()
                .map(|c| {
                    let count = r.counts.iter().find(|x| x.candidate == *c);
                    let voters = match count {
                        None => Some(Vec::new()),
                        Some(x) if x.votes == 0 => Some(Vec::new()),
                        Some(x) => x.voters.clone(),
                    };
                    (*c, voters, count.map_or(0, |x| x.votes))
                })
                .collect();
            let unknown: Vec<usize> = (0..known.len()).filter(|i| known[*i].1.is_none()).collect();
            if let [u] = unknown.as_slice() {
                // The one count without hands: the seats left over, when
                // there are as many as its votes.
                let taken: Vec<Seat> = known
                    .iter()
                    .filter_map(|k| k.1.as_ref())
                    .flatten()
                    .copied()
                    .collect();
                let rest: Vec<Seat> = eligible
                    .iter()
                    .copied()
                    .filter(|s| !taken.contains(s))
                    .collect();
                if rest.len() != usize::from(known[*u].2) {
                    return Err(d.day);
                }
                known[*u].1 = Some(rest);
            } else if !unknown.is_empty() {
                return Err(d.day);
            }
            rounds.push(
                known
                    .into_iter()
                    .map(|(c, v, _)| (c, v.unwrap_or_default()))
                    .collect(),
            );
        }
        let lift_yes = match &d.lift {
            None => None,
            Some(l) => Some(match &l.voters {
                Some(v) => v.clone(),
                None if l.votes == 0 => Vec::new(),
                None if usize::from(l.votes) == eligible.len() => eligible.clone(),
                None => return Err(d.day),
            }),
        };
        if !rounds.is_empty() {
            out.push(DayHands {
                day: d.day,
                rounds,
                lift_yes,
            });
        }
    }
    Ok(out)
}

/// What a step of the night is, as the sites name a night's moments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NightStep {
    Shooting,
    DonCheck,
    SheriffCheck,
    /// Another step (none in the classic game the sites model).
    Other,
}

fn night_step(rs: &Ruleset, step: usize) -> NightStep {
    let Some(s) = rs.night.get(step) else {
        return NightStep::Other;
    };
    match s.kind {
        StepKind::Kill { .. } => NightStep::Shooting,
        StepKind::Check { .. } => match s.roles.iter().find_map(|r| classic(rs, *r)) {
            Some(Classic::Don) => NightStep::DonCheck,
            Some(Classic::Sheriff) => NightStep::SheriffCheck,
            _ => NightStep::Other,
        },
        _ => NightStep::Other,
    }
}

/// The moment a seat was removed (four fouls, a disqualification, a team
/// loss), if he was.
fn removal_at(trace: &Trace, seat: Seat) -> Option<&Moment> {
    trace.removals.iter().rev().find(|r| r.seat == seat)
}

fn roles_or_refuse(rs: &Ruleset, state: &GameState) -> Result<Vec<Classic>, ExportError> {
    if state.players.len() != 10 {
        return Err(ExportError::Unfit(Unfit::Players(state.players.len())));
    }
    if state.ending.is_none() {
        return Err(ExportError::Unfit(Unfit::NotFinished));
    }
    state
        .players
        .iter()
        .map(|p| {
            p.role.and_then(|r| classic(rs, r)).ok_or_else(|| {
                ExportError::Unfit(Unfit::Role {
                    seat: p.seat,
                    role: p.role.and_then(|r| rs.roles.get(r)).map(|r| r.id.clone()),
                })
            })
        })
        .collect()
}

/// Which seat each step of a night checked, by the checking role, night by
/// night.
fn checks(rs: &Ruleset, state: &GameState) -> Vec<(u32, Classic, Seat)> {
    let mut out = Vec::new();
    for n in &state.nights {
        for e in &n.entries {
            let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                continue;
            };
            if !matches!(step.kind, StepKind::Check { .. }) {
                continue;
            }
            let who = step.roles.iter().find_map(|r| classic(rs, *r));
            if let (Some(who), Some(t)) = (who, e.targets.first()) {
                out.push((n.night, who, *t));
            }
        }
    }
    out
}

/// Each black's shot of every night with a shot: (night, shooter, target).
/// A night entered shooter by shooter (`shoot_each`) gives every shot with
/// a target; a night entered as the team's shot gives its kill as every
/// black at the table then shooting the victim (the engine records a kill
/// only when they all shot the same seat), and its miss nothing (who shot
/// whom is not recorded). `all_each`: every shot step was entered shooter
/// by shooter.
struct NightShots {
    shots: Vec<(u32, Seat, Seat)>,
    all_each: bool,
}

fn night_shots(rs: &Ruleset, state: &GameState, roles: &[Classic]) -> NightShots {
    let mut out = NightShots {
        shots: Vec::new(),
        all_each: true,
    };
    let mut any_step = false;
    for n in &state.nights {
        let mut each = Vec::new();
        for e in &n.entries {
            let kill = rs
                .night
                .iter()
                .any(|s| s.id == e.step && matches!(s.kind, StepKind::Kill { .. }));
            if !kill {
                continue;
            }
            any_step = true;
            if e.shots.is_empty() {
                out.all_each = false;
            }
            each.extend(e.shots.iter().filter_map(|s| Some((s.shooter, s.target?))));
        }
        let entered_each = n.entries.iter().any(|e| !e.shots.is_empty());
        if entered_each {
            out.shots
                .extend(each.into_iter().map(|(shooter, t)| (n.night, shooter, t)));
            continue;
        }
        for victim in &n.killed {
            for (p, role) in state.players.iter().zip(roles) {
                let black = matches!(role, Classic::Maf | Classic::Don);
                let living_then = p.exit.as_ref().is_none_or(|e| {
                    e.night.is_some_and(|x| x >= n.night) || e.day.is_some_and(|d| d > n.night)
                });
                if black && living_then {
                    out.shots.push((n.night, p.seat, *victim));
                }
            }
        }
    }
    out.all_each &= any_step;
    out
}

/// The seat a player nominated on a day (the last nomination counts where
/// a new one replaces the old).
fn nominated(d: &DayLog, seat: Seat) -> Option<Seat> {
    d.nominations
        .iter()
        .rev()
        .find(|n| n.by == seat)
        .map(|n| n.target)
}

/// The last day and the last night the game reached (0: none).
fn last_day_and_night(state: &GameState) -> (u32, u32) {
    let last_day = state.days.iter().map(|d| d.day).max().unwrap_or(0);
    let last_night = state.nights.iter().map(|n| n.night).max().unwrap_or(0);
    (last_day, last_night)
}

/// The judge's extra points of a seat, summed.
fn extra_points(state: &GameState, seat: Seat) -> f64 {
    state
        .scoring
        .extras
        .iter()
        .filter(|x| x.seat == seat)
        .map(|x| x.points)
        .sum()
}

/// The points of a penalty that did not change how a player left: an
/// offence in his last minute after the deciding vote or kill (FIIM 7.10,
/// `last_minute_team_loss = "penalty"`), his exit still the vote or the
/// kill. The protocol's own figure (`score::points`, its `removal`); 0
/// for every other player, whose removal the sites read from his death.
fn last_minute_penalty(rs: &Ruleset, state: &GameState, seat: Seat) -> f64 {
    let Some(p) = state.player(seat).filter(|p| p.penalty.is_some()) else {
        return 0.0;
    };
    score::points(state, rs)
        .into_iter()
        .find(|x| x.seat == p.seat)
        .map_or(0.0, |x| x.removal)
}

/// A seat's points outside the result and the death, as one number for
/// the sites' extra points: the judge's extra points and a penalty that
/// did not change how he left ([`last_minute_penalty`]), in thousandths
/// as the protocol counts them.
fn bonus_points(rs: &Ruleset, state: &GameState, seat: Seat) -> f64 {
    super::standings::round3(extra_points(state, seat) + last_minute_penalty(rs, state, seat))
}

/// Exports a record in a format.
pub fn export(
    format: Format,
    rs: &Ruleset,
    record: &Record,
    ids: &Ids,
) -> Result<Value, ExportError> {
    match format {
        Format::MafiaRatings => mafiaratings(rs, record, ids),
        Format::Polemica => polemica(rs, record, ids),
    }
}
