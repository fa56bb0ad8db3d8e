//! A game in the rating sites' JSON: mafiaratings (game format 1.3) and
//! Polemica (its game model). What each field is mapped from, and what could
//! not be checked offline, is in `docs/export-formats.md`.

use super::ids::{PersonIds, SiteIds, rules_code_ok};
use super::players::Registry;
use crate::game::{Action, DayStage, ExitHow, GameState, Phase, Seat};
use crate::ruleset::{Outcome, Ruleset, Side, StepKind};
use crate::session::{Record, ReplayError, Session};
use serde_json::{Value, json};
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
/// `crate::i18n::export_unfit`.
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
    };
    for st in &record.actions {
        let before = s.state().clone();
        if s.act(st.action.clone(), st.at).is_err() {
            continue;
        }
        let after = s.state();
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

/// MafiaRatings' round of a departure: their round n is our night n and
/// the day after it (our day n + 1).
fn mr_round(e: &crate::game::state::Exit) -> u32 {
    match (e.night, e.day) {
        (Some(n), _) => n,
        (None, Some(d)) => d.saturating_sub(1),
        _ => 0,
    }
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

/// A moment (a foul, a removal) as MafiaRatings' game time
/// (`check_gametime`): a night's step as its shooting, the don's or the
/// sheriff's check, another step as the night's start.
fn mr_gametime(rs: &Ruleset, f: &Moment, last_round: u32) -> Value {
    use DayStage as D;
    match &f.phase {
        Phase::Setup | Phase::NightZero { .. } => json!({"round": 0, "time": "start"}),
        Phase::Night { night, step } => {
            let time = match night_step(rs, *step) {
                NightStep::Shooting => "shooting",
                NightStep::DonCheck => "don",
                NightStep::SheriffCheck => "sheriff",
                NightStep::Other => "night start",
            };
            json!({"round": night, "time": time})
        }
        Phase::Ended => json!({"round": last_round, "time": "end"}),
        Phase::Day { day, stage } => {
            let round = day.saturating_sub(1);
            match (stage, f.speaker) {
                (D::BestMove { .. } | D::MorningLastWords { .. }, _) => {
                    json!({"round": round, "time": "night kill speaking"})
                }
                (D::Speech { .. } | D::TieSpeech { .. }, Some(s)) => {
                    json!({"round": round, "time": "speaking", "speaker": s})
                }
                (D::LastWords { .. }, Some(s)) => {
                    json!({"round": round, "time": "day kill speaking", "speaker": s})
                }
                (D::LiftVote, _) => json!({
                    "round": round,
                    "time": "voting kill all",
                    "votingRound": f.vote_rounds.saturating_sub(1),
                }),
                _ => json!({
                    "round": round,
                    "time": "voting",
                    "votingRound": f.vote_rounds.saturating_sub(1),
                }),
            }
        }
    }
}

/// An array per round without the nulls past its last value (the site's
/// client cuts them, and its check reads a longer array as acts after death).
fn cut_nulls(mut v: Vec<Value>) -> Vec<Value> {
    while v.last().is_some_and(Value::is_null) {
        v.pop();
    }
    v
}

/// The moment a seat was removed (four fouls, a disqualification, a team
/// loss), if he was.
fn removal_at(trace: &Trace, seat: Seat) -> Option<&Moment> {
    trace.removals.iter().rev().find(|r| r.seat == seat)
}

fn unix(ms: u64) -> u64 {
    ms / 1000
}

/// Polemica's times are Java `LocalDateTime`s: ISO-8601 without a zone,
/// with milliseconds as the site writes them, so they are written in the
/// zone of the table's clock the record keeps (`meta.utc_offset`); a
/// record from before it keeps none, and its times stay in UTC.
fn local_time(ms: u64, zone: Option<i32>) -> String {
    format!(
        "{}.{:03}",
        mafia_store::clock::iso_seconds_at(ms, zone.unwrap_or(0)),
        ms % 1000
    )
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
fn nominated(d: &crate::game::state::DayLog, seat: Seat) -> Option<Seat> {
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

/// What every player of a MafiaRatings game is written from.
struct MrGame<'a> {
    rs: &'a Ruleset,
    state: &'a GameState,
    trace: &'a Trace,
    ids: &'a Ids,
    checks: Vec<(u32, Classic, Seat)>,
    /// Every day's hands, when all are known or follow.
    hands: Option<Vec<DayHands>>,
    /// Each black's shot of every night, as far as it is known.
    shots: NightShots,
    last_night: u32,
    /// The last round, as the site counts them (a day and the night
    /// before it share one).
    last_round: u32,
    /// The days, one slot each in the player's rows.
    rounds: usize,
}

/// The game in MafiaRatings' game format 1.3, with the site's ids.
pub fn mafiaratings(rs: &Ruleset, record: &Record, ids: &Ids) -> Result<Value, ExportError> {
    let (state, trace) = replay(rs, record)?;
    let state = &state;
    let roles = roles_or_refuse(rs, state)?;
    missing_id(Format::MafiaRatings, ids, &record.players).map_err(ExportError::Unfit)?;
    let end = state.ending.as_ref().map_or(Outcome::Draw, |e| e.outcome);
    let (last_day, last_night) = last_day_and_night(state);
    let g = MrGame {
        rs,
        state,
        trace: &trace,
        ids,
        checks: checks(rs, state),
        // Voting is written only when every day's hands are known or follow.
        hands: hands(state, &trace).ok(),
        shots: night_shots(rs, state, &roles),
        last_night,
        last_round: last_day.saturating_sub(1).max(last_night),
        rounds: usize::try_from(last_day).unwrap_or(0),
    };
    let mut players = Vec::new();
    let mut any_kill_all = false;
    for (p, role) in state.players.iter().zip(&roles) {
        players.push(mr_player(&g, p, *role, &mut any_kill_all));
    }
    let end_at = record.actions.last().map_or(record.created, |a| a.at);
    let m = &ids.sites.mafiaratings;
    let mut game = json!({
        "version": "1.3",
        "features": mr_features(rs, &g, any_kill_all),
        "clubId": m.club,
        "eventId": m.event,
        "rules": m.rules.trim(),
        "moderator": {"id": ids.moderator()},
        "rating": state.ending.as_ref().is_some_and(|e| e.rated),
        "startTime": unix(record.created),
        "endTime": unix(end_at),
        "winner": match end {
            Outcome::Red => "civ",
            Outcome::Black => "maf",
            Outcome::Draw => "tie",
        },
        "players": players,
    });
    if let Some(t) = m.tournament {
        game["tournamentId"] = json!(t);
    }
    if let Ok(n) = record.meta.game.trim().parse::<u32>() {
        game["gameNum"] = json!(n);
    }
    if let Ok(n) = record.meta.table.trim().parse::<u32>() {
        game["tableNum"] = json!(n);
    }
    Ok(game)
}

/// The letters of the features, in the site's own order
/// (`feature_flags_to_leters`), each one only for what the file holds.
fn mr_features(rs: &Ruleset, g: &MrGame<'_>, any_kill_all: bool) -> String {
    // `c`: every removal's moment is written (`death.time`).
    let mut features = String::from("gsdutc");
    if rs.best_move.is_some() {
        features.push('l');
    }
    // With `h` the site reads each black's shot (its statistics count the
    // successful ones); without it `cleanup_features` drops them all.
    if g.shots.all_each || !g.shots.shots.is_empty() {
        features.push('h');
    }
    if g.hands.is_some() {
        features.push('v');
        if any_kill_all {
            features.push('k');
        }
    }
    features.push_str("nwr");
    features
}

/// One player's object; `any_kill_all` becomes true when his votes say
/// whether he voted to kill all.
fn mr_player(
    g: &MrGame<'_>,
    p: &crate::game::state::Player,
    role: Classic,
    any_kill_all: &mut bool,
) -> Value {
    let mut o = serde_json::Map::new();
    if let Some(id) = g.ids.seat(p.seat).mafiaratings {
        o.insert("id".into(), json!(id));
    }
    o.insert("name".into(), json!(p.nick));
    o.insert(
        "role".into(),
        json!(match role {
            Classic::Civ => "civ",
            Classic::Sheriff => "sheriff",
            Classic::Maf => "maf",
            Classic::Don => "don",
        }),
    );
    if let Some(e) = &p.exit {
        let kind = match e.how {
            ExitHow::Killed => "night",
            ExitHow::Voted => "day",
            ExitHow::Fouls => "warnings",
            ExitHow::Disqualified => "kickOut",
            ExitHow::TeamLoss => "teamKickOut",
        };
        let mut death = json!({"round": mr_round(e), "type": kind});
        // `c`: a removal's moment, as the record has it (a kill's and a
        // vote-out's the site takes from their round).
        if let Some(at) = removal_at(g.trace, p.seat) {
            death["time"] = mr_gametime(g.rs, at, g.last_round);
        }
        o.insert("death".into(), death);
    }
    // `r`: each warning's game time (the site's reader counts them
    // as an array; include/game.php:2706).
    let warnings: Vec<Value> = g
        .trace
        .fouls
        .iter()
        .filter(|f| f.seat == p.seat)
        .map(|f| mr_gametime(g.rs, f, g.last_round))
        .take(4)
        .collect();
    if !warnings.is_empty() {
        o.insert("warnings".into(), Value::Array(warnings));
    }
    // The round the don (the sheriff) found this seat: the first night he
    // checked it; a second check of it (MCC allows one) changes nothing.
    for (night, who, seat) in &g.checks {
        if *seat == p.seat {
            let key = match who {
                Classic::Don => "don",
                Classic::Sheriff => "sheriff",
                _ => continue,
            };
            o.entry(key).or_insert(json!(night));
        }
    }
    if let Some(bm) = g.state.best_move.as_ref().filter(|b| b.seat == p.seat) {
        o.insert("legacy".into(), json!(bm.seats));
    }
    mr_bonus(g.state, p.seat, &mut o);
    let shooting = mr_shooting(&g.shots.shots, p.seat, g.last_night);
    if !shooting.is_empty() {
        o.insert("shooting".into(), Value::Array(shooting));
    }
    let nominating = mr_nominating(g.state, p.seat, g.rounds);
    if !nominating.is_empty() {
        o.insert("nominating".into(), Value::Array(nominating));
    }
    if let Some(hands) = &g.hands {
        let voting = mr_voting(hands, p.seat, g.rounds, any_kill_all);
        if !voting.is_empty() {
            o.insert("voting".into(), Value::Array(voting));
        }
    }
    Value::Object(o)
}

/// A player's `bonus` (extra points, "bestPlayer") and the extra points'
/// reasons as his `comment`.
fn mr_bonus(state: &GameState, seat: Seat, o: &mut serde_json::Map<String, Value>) {
    let extra = extra_points(state, seat);
    let mut bonus = Vec::new();
    if extra != 0.0 {
        bonus.push(json!(extra));
    }
    if state.scoring.best_players.contains(&seat) {
        bonus.push(json!("bestPlayer"));
    }
    match bonus.len() {
        0 => {}
        1 => {
            o.insert("bonus".into(), bonus.remove(0));
        }
        _ => {
            o.insert("bonus".into(), Value::Array(bonus));
        }
    }
    let reasons: Vec<&str> = state
        .scoring
        .extras
        .iter()
        .filter(|x| x.seat == seat)
        .map(|x| x.reason.as_str())
        .collect();
    if !reasons.is_empty() {
        o.insert("comment".into(), json!(reasons.join("; ")));
    }
}

/// `n`: whom a player nominated each day (day n at index n - 1).
fn mr_nominating(state: &GameState, seat: Seat, rounds: usize) -> Vec<Value> {
    let mut nominating = vec![Value::Null; rounds];
    for d in &state.days {
        let r = usize::try_from(d.day.saturating_sub(1)).unwrap_or(0);
        if let (Some(t), Some(slot)) = (nominated(d, seat), nominating.get_mut(r)) {
            *slot = json!(t);
        }
    }
    cut_nulls(nominating)
}

/// `h`: a black's shot per round from round 1 (night n at index n - 1); a
/// night whose shot is not known is null. One shot a round: the first.
fn mr_shooting(shots: &[(u32, Seat, Seat)], seat: Seat, last_night: u32) -> Vec<Value> {
    let mut shooting = vec![Value::Null; usize::try_from(last_night).unwrap_or(0)];
    for (night, shooter, target) in shots {
        if *shooter == seat
            && let Some(slot) =
                shooting.get_mut(usize::try_from(night.saturating_sub(1)).unwrap_or(0))
            && slot.is_null()
        {
            *slot = json!(target);
        }
    }
    cut_nulls(shooting)
}

/// `v`: whom a player voted for each day, one value per count; after a
/// split (feature `k`) the last value says whether he voted to kill all
/// (true) or not (false), and `any_kill_all` becomes true.
fn mr_voting(hands: &[DayHands], seat: Seat, rounds: usize, any_kill_all: &mut bool) -> Vec<Value> {
    let mut voting = vec![Value::Null; rounds];
    for h in hands {
        let r = usize::try_from(h.day.saturating_sub(1)).unwrap_or(0);
        let mut votes: Vec<Value> = h
            .rounds
            .iter()
            .filter_map(|round| {
                round
                    .iter()
                    .find(|(_, v)| v.contains(&seat))
                    .map(|(c, _)| json!(c))
            })
            .collect();
        if let Some(yes) = &h.lift_yes
            && !votes.is_empty()
        {
            votes.push(json!(yes.contains(&seat)));
            *any_kill_all = true;
        }
        if let Some(slot) = voting.get_mut(r) {
            *slot = match votes.len() {
                0 => Value::Null,
                1 => votes.remove(0),
                _ => Value::Array(votes),
            };
        }
    }
    cut_nulls(voting)
}

/// Polemica's stage object: `{type, day, player?}`; a night's step as its
/// shooting, the don's or the sheriff's check (another step as the
/// shooting, the night's one stage the client knows by that name).
fn stage(rs: &Ruleset, phase: &Phase, speaker: Option<Seat>) -> Value {
    use DayStage as D;
    match phase {
        Phase::Day { day, stage } => {
            let kind = match stage {
                D::Speech { .. } | D::MorningLastWords { .. } | D::BestMove { .. } => "speech",
                D::TieSpeech { .. } => "reSpeech",
                D::Voting => "voting",
                D::LiftVote => "lift",
                D::LastWords { .. } => "voted",
            };
            match speaker {
                Some(s) => json!({"type": kind, "day": day, "player": s}),
                None => json!({"type": kind, "day": day}),
            }
        }
        Phase::Night { night, step } => {
            let kind = match night_step(rs, *step) {
                NightStep::DonCheck => "donCheck",
                NightStep::SheriffCheck => "comCheck",
                NightStep::Shooting | NightStep::Other => "shooting",
            };
            json!({"type": kind, "day": night})
        }
        Phase::NightZero { .. } | Phase::Setup => json!({"type": "briefing", "day": 0}),
        Phase::Ended => json!({"type": "gameOver", "day": 0}),
    }
}

/// Would Polemica's client read a vote-out from these rows? The last
/// count's one leader leaves, or all tied when the lift's yes outnumber
/// the rest of that count.
fn reads_as_vote_out(h: &DayHands) -> bool {
    let Some(last) = h.rounds.last() else {
        return false;
    };
    let top = last.iter().map(|(_, v)| v.len()).max().unwrap_or(0);
    if top == 0 {
        return false;
    }
    let leaders = last.iter().filter(|(_, v)| v.len() == top).count();
    if leaders == 1 {
        return true;
    }
    let voters: usize = last.iter().map(|(_, v)| v.len()).sum();
    let yes = h.lift_yes.as_ref().map_or(0, Vec::len);
    yes > voters.saturating_sub(yes)
}

/// The game in Polemica's game model, with the site's ids.
pub fn polemica(rs: &Ruleset, record: &Record, ids: &Ids) -> Result<Value, ExportError> {
    let (state, trace) = replay(rs, record)?;
    let state = &state;
    let roles = roles_or_refuse(rs, state)?;
    missing_id(Format::Polemica, ids, &record.players).map_err(ExportError::Unfit)?;
    // Without the hands its client sees no vote-out at all: refused.
    let hands =
        hands(state, &trace).map_err(|day| ExportError::Unfit(Unfit::VotesWithoutHands { day }))?;
    let end = state.ending.as_ref().map_or(Outcome::Draw, |e| e.outcome);
    let players: Vec<Value> = state
        .players
        .iter()
        .zip(&roles)
        .map(|(p, role)| {
            let zone = record.meta.utc_offset;
            polemica_player(rs, state, &trace, ids, p, *role, zone)
        })
        .collect();
    let checks: Vec<Value> = checks(rs, state)
        .into_iter()
        .filter_map(|(night, who, seat)| {
            let role = match who {
                Classic::Don => 0,
                Classic::Sheriff => 3,
                _ => return None,
            };
            Some(json!({"night": night, "role": role, "player": seat}))
        })
        .collect();
    let bonuses: Vec<Value> = state
        .scoring
        .extras
        .iter()
        .map(|x| json!({"position": x.seat, "text": x.reason, "scores": x.points, "basic": false}))
        .collect();
    // The day the game stopped: the last day, or the day a last night
    // would have led to.
    let (last_day, last_night) = last_day_and_night(state);
    let stop_day = if last_night >= last_day && last_night > 0 {
        last_night + 1
    } else {
        last_day
    };
    let p = &ids.sites.polemica;
    let mut game = json!({
        "master": p.master,
        "scoringType": p.scoring_type,
        "scoringVersion": p.scoring_version.trim(),
        "version": POLEMICA_VERSION,
        "started": local_time(record.created, record.meta.utc_offset),
        "players": players,
        "checks": checks,
        "shots": polemica_shots(rs, state, &roles),
        "votes": polemica_votes(state, &hands),
        "bonuses": bonuses,
        "result": match end {
            Outcome::Red => json!(0),
            Outcome::Black => json!(1),
            Outcome::Draw => Value::Null,
        },
        "stage": {"type": "gameOver", "day": stop_day},
        "stop": null,
    });
    if let Ok(n) = record.meta.game.trim().parse::<u32>() {
        game["num"] = json!(n);
    }
    if let Ok(n) = record.meta.table.trim().parse::<u32>() {
        game["table"] = json!(n);
    }
    Ok(game)
}

/// One player's object: seat, nick, role, fouls, guess, site id,
/// disqualification and award.
fn polemica_player(
    rs: &Ruleset,
    state: &GameState,
    trace: &Trace,
    ids: &Ids,
    p: &crate::game::state::Player,
    role: Classic,
    zone: Option<i32>,
) -> Value {
    let fl: Vec<Value> = trace
        .fouls
        .iter()
        .filter(|f| f.seat == p.seat)
        .map(|f| json!({"time": local_time(f.at, zone), "stage": stage(rs, &f.phase, f.speaker)}))
        .collect();
    // The stage he was removed in, as the record has it (the client reads
    // its `day`: he leaves at that day's night).
    let disqual = removal_at(trace, p.seat).map(|at| match (&at.phase, &p.exit) {
        // After the end (a team loss given then): the day he left.
        (Phase::Ended, Some(e)) => {
            json!({"type": "gameOver", "day": e.day.or(e.night).unwrap_or(0)})
        }
        _ => stage(rs, &at.phase, at.speaker),
    });
    let guess = state
        .best_move
        .as_ref()
        .filter(|b| b.seat == p.seat)
        .map(|b| json!({"mafs": b.seats, "civs": null, "vice": null}));
    let award = extra_points(state, p.seat);
    json!({
        "position": p.seat,
        "username": p.nick,
        "role": match role {
            Classic::Don => 0,
            Classic::Maf => 1,
            Classic::Civ => 2,
            Classic::Sheriff => 3,
        },
        "fouls": fl,
        "techs": [],
        "guess": guess,
        "player": ids.seat(p.seat).polemica,
        "disqual": disqual,
        "award": if award == 0.0 { Value::Null } else { json!(award) },
    })
}

/// The night's shots ([`night_shots`]): a night entered shooter by
/// shooter gives every shot, misses too (a shooter who did not shoot has no
/// row); a team's kill one row per black at the table; a team's miss none.
fn polemica_shots(rs: &Ruleset, state: &GameState, roles: &[Classic]) -> Vec<Value> {
    night_shots(rs, state, roles)
        .shots
        .into_iter()
        .map(|(night, shooter, victim)| json!({"night": night, "shooter": shooter, "victim": victim}))
        .collect()
}

/// The votes as Polemica's rows: `num` 0 the nominations (the voter
/// nominated the candidate), 1, 2, ... the counts, and `num` null the
/// votes to lift.
fn polemica_votes(state: &GameState, hands: &[DayHands]) -> Vec<Value> {
    let mut votes = Vec::new();
    for d in &state.days {
        for p in &state.players {
            if let Some(t) = nominated(d, p.seat) {
                votes.push(json!({"day": d.day, "num": 0, "voter": p.seat, "candidate": t}));
            }
        }
        let Some(h) = hands.iter().find(|h| h.day == d.day) else {
            continue;
        };
        // A vote the rules cancelled (a removal during it, MCC's double
        // vote) would read as a vote-out: its counts are left out.
        if d.left.is_empty() && reads_as_vote_out(h) {
            continue;
        }
        for (num, round) in h.rounds.iter().enumerate() {
            let mut rows: Vec<(Seat, Seat)> = round
                .iter()
                .flat_map(|(c, v)| v.iter().map(move |s| (*s, *c)))
                .collect();
            rows.sort_unstable();
            for (voter, candidate) in rows {
                votes.push(
                    json!({"day": d.day, "num": num + 1, "voter": voter, "candidate": candidate}),
                );
            }
        }
        // A lift row's `candidate` is no seat: the site's own games write 1
        // in every one (the yes), whoever is tied and whether seat 1 is
        // still at the table; its client only needs it non-null.
        if let Some(yes) = &h.lift_yes {
            for v in yes {
                votes.push(json!({
                    "day": d.day,
                    "num": null,
                    "voter": v,
                    "candidate": POLEMICA_LIFT_YES,
                }));
            }
        }
    }
    votes
}

/// The `candidate` of a Polemica lift row (`num` null): in the site's own
/// games (polemica-library's `src/test/resources/games/333915.json` day 2,
/// `334187.json` day 4) every such row says 1, a marker of the yes: seat 1
/// is not among the tied, and in 334187 it was killed the night before.
pub const POLEMICA_LIFT_YES: u8 = 1;

/// The `version` of the game files Polemica's API returns (all of its
/// published sample games say 4).
pub const POLEMICA_VERSION: u32 = 4;

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
