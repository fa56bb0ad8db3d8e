//! A game in the rating sites' JSON: mafiaratings (game format 1.3) and
//! Polemica (its game model). What each field is mapped from, and what could
//! not be checked offline, is in `docs/export-formats.md`.

use crate::game::{Action, ExitHow, GameState, Phase, Seat};
use crate::ruleset::{Outcome, Ruleset, Side, StepKind};
use crate::session::{Record, ReplayError, Session};
use serde_json::{Value, json};

/// The two formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    MafiaRatings,
    Polemica,
}

impl Format {
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

/// A foul as it happened: the seat and the phase it was given in, and when.
struct FoulAt {
    seat: Seat,
    at: u64,
    phase: Phase,
}

/// Replays the record, noting when each foul was given.
fn replay(rs: &Ruleset, record: &Record) -> Result<(Session, Vec<FoulAt>), ExportError> {
    let session = Session::replay(rs.clone(), record).map_err(ExportError::Replay)?;
    // A second pass over the actions for the moments of the fouls.
    let mut s = Session::new(rs.clone(), record.players.clone(), record.created)
        .map_err(|e| ExportError::Replay(ReplayError::Setup(e.into())))?;
    // The judge's switches, as the first pass took them from the header.
    s.set_options(record.options);
    for (role, count) in &record.role_counts {
        let _ = s.act(
            Action::SetRoleCount {
                role: role.clone(),
                count: *count,
            },
            record.created,
        );
    }
    let mut fouls = Vec::new();
    for st in &record.actions {
        let phase = s.state().phase.clone();
        if s.act(st.action.clone(), st.at).is_ok() {
            match &st.action {
                Action::Foul { seat, .. } => fouls.push(FoulAt {
                    seat: *seat,
                    at: st.at,
                    phase,
                }),
                Action::RemoveFoul { seat } => {
                    if let Some(i) = fouls.iter().rposition(|f| f.seat == *seat) {
                        fouls.remove(i);
                    }
                }
                _ => {}
            }
        }
    }
    Ok((session, fouls))
}

fn iso(ms: u64) -> String {
    let secs = i64::try_from(ms / 1000).unwrap_or(0);
    chrono::DateTime::from_timestamp(secs, 0)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}

/// Polemica's times are Java `LocalDateTime`s: ISO-8601 without a zone
/// (UTC here).
fn local_time(ms: u64) -> String {
    iso(ms).trim_end_matches('Z').to_owned()
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

/// Which seat each step of a night checked, by the checking role.
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

/// The game in mafiaratings' game format 1.3.
pub fn mafiaratings(rs: &Ruleset, record: &Record) -> Result<Value, ExportError> {
    let (session, _) = replay(rs, record)?;
    let state = session.state();
    let roles = roles_or_refuse(rs, state)?;
    let end = state.ending.as_ref().map_or(Outcome::Draw, |e| e.outcome);
    let checks = checks(rs, state);
    // Voting is included only when every count names its voters.
    let voters_known = state.days.iter().all(|d| {
        d.rounds
            .iter()
            .all(|r| r.counts.iter().all(|c| c.voters.is_some()))
    });
    let last_day = state.days.iter().map(|d| d.day).max().unwrap_or(0);
    let rounds = usize::try_from(last_day).unwrap_or(0);
    let mut players = Vec::new();
    let mut any_kill_all = false;
    for (p, role) in state.players.iter().zip(&roles) {
        let mut o = serde_json::Map::new();
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
            // Round n = night n and the day after it (our day n + 1).
            let round = match (e.how, e.night, e.day) {
                (_, Some(n), _) => n,
                (_, None, Some(d)) => d.saturating_sub(1),
                _ => 0,
            };
            let kind = match e.how {
                ExitHow::Killed => "night",
                ExitHow::Voted => "day",
                ExitHow::Fouls => "warnings",
                ExitHow::Disqualified => "kickOut",
                ExitHow::TeamLoss => "teamKickOut",
            };
            o.insert("death".into(), json!({"round": round, "type": kind}));
        }
        if p.fouls > 0 {
            o.insert("warnings".into(), json!(p.fouls));
        }
        for (night, who, seat) in &checks {
            if *seat == p.seat {
                let key = match who {
                    Classic::Don => "don",
                    Classic::Sheriff => "sheriff",
                    _ => continue,
                };
                o.insert(key.into(), json!(night));
            }
        }
        if let Some(bm) = state.best_move.as_ref().filter(|b| b.seat == p.seat) {
            o.insert("legacy".into(), json!(bm.seats));
        }
        let extra: f64 = state
            .scoring
            .extras
            .iter()
            .filter(|x| x.seat == p.seat)
            .map(|x| x.points)
            .sum();
        let mut bonus = Vec::new();
        if extra != 0.0 {
            bonus.push(json!(extra));
        }
        if state.scoring.best_players.contains(&p.seat) {
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
            .filter(|x| x.seat == p.seat)
            .map(|x| x.reason.as_str())
            .collect();
        if !reasons.is_empty() {
            o.insert("comment".into(), json!(reasons.join("; ")));
        }
        let mut kill_all = false;
        let mut nominating = vec![Value::Null; rounds];
        let mut voting = vec![Value::Null; rounds];
        for d in &state.days {
            let r = usize::try_from(d.day.saturating_sub(1)).unwrap_or(0);
            if let Some(n) = d.nominations.iter().find(|n| n.by == p.seat)
                && let Some(slot) = nominating.get_mut(r)
            {
                *slot = json!(n.target);
            }
            let mut votes = Vec::new();
            for round in &d.rounds {
                for c in &round.counts {
                    if c.voters.as_ref().is_some_and(|v| v.contains(&p.seat)) {
                        votes.push(json!(c.candidate));
                    }
                }
            }
            // Feature `k`: after a split, the last value of the round's
            // array says whether the player voted to kill all (true) or not
            // (false); every player who voted that day gets one.
            if let Some(voters) = d.lift.as_ref().and_then(|l| l.voters.as_ref()) {
                let said_yes = voters.contains(&p.seat);
                if said_yes || !votes.is_empty() {
                    votes.push(json!(said_yes));
                    kill_all = true;
                }
            }
            if let Some(slot) = voting.get_mut(r) {
                *slot = match votes.len() {
                    0 => Value::Null,
                    1 => votes.remove(0),
                    _ => Value::Array(votes),
                };
            }
        }
        if nominating.iter().any(|v| !v.is_null()) {
            o.insert("nominating".into(), Value::Array(nominating));
        }
        if voters_known && voting.iter().any(|v| !v.is_null()) {
            o.insert("voting".into(), Value::Array(voting));
            any_kill_all |= kill_all;
        }
        players.push(Value::Object(o));
    }
    // The letters in the site's own order (`feature_flags_to_leters`).
    let mut features = String::from("gsdutl");
    if voters_known {
        features.push('v');
        if any_kill_all {
            features.push('k');
        }
    }
    features.push_str("nw");
    let end_at = record.actions.last().map_or(record.created, |a| a.at);
    let mut game = json!({
        "version": "1.3",
        "features": features,
        "rating": state.ending.as_ref().is_some_and(|e| e.rated),
        "startTime": iso(record.created),
        "endTime": iso(end_at),
        "timezone": "UTC",
        "language": "ru",
        "winner": match end {
            Outcome::Red => "civ",
            Outcome::Black => "maf",
            Outcome::Draw => "tie",
        },
        "players": players,
    });
    if let Ok(n) = record.meta.game.trim().parse::<u32>() {
        game["gameNum"] = json!(n);
    }
    if let Ok(n) = record.meta.table.trim().parse::<u32>() {
        game["tableNum"] = json!(n);
    }
    Ok(game)
}

/// Polemica's stage object: `{type, day, player?, voting?}`.
fn stage(phase: &Phase, state_day_order: Option<Seat>) -> Value {
    use crate::game::DayStage as D;
    match phase {
        Phase::Day { day, stage } => {
            let kind = match stage {
                D::Speech { .. } | D::MorningLastWords { .. } | D::BestMove { .. } => "speech",
                D::TieSpeech { .. } => "reSpeech",
                D::Voting => "voting",
                D::LiftVote => "lift",
                D::LastWords { .. } => "voted",
            };
            match state_day_order {
                Some(s) => json!({"type": kind, "day": day, "player": s}),
                None => json!({"type": kind, "day": day}),
            }
        }
        Phase::Night { night, .. } => json!({"type": "shooting", "day": night}),
        Phase::NightZero { .. } | Phase::Setup => json!({"type": "briefing", "day": 0}),
        Phase::Ended => json!({"type": "gameOver", "day": 0}),
    }
}

/// The game in Polemica's game model.
pub fn polemica(rs: &Ruleset, record: &Record) -> Result<Value, ExportError> {
    let (session, fouls) = replay(rs, record)?;
    let state = session.state();
    let roles = roles_or_refuse(rs, state)?;
    let end = state.ending.as_ref().map_or(Outcome::Draw, |e| e.outcome);
    let mut players = Vec::new();
    for (p, role) in state.players.iter().zip(&roles) {
        let fl: Vec<Value> = fouls
            .iter()
            .filter(|f| f.seat == p.seat)
            .map(|f| json!({"time": local_time(f.at), "stage": stage(&f.phase, None)}))
            .collect();
        let disqual = p.exit.as_ref().and_then(|e| match e.how {
            ExitHow::Disqualified | ExitHow::TeamLoss | ExitHow::Fouls => Some(json!({
                "type": if e.night.is_some() { "shooting" } else { "speech" },
                "day": e.day.or(e.night).unwrap_or(0),
            })),
            _ => None,
        });
        let guess = state
            .best_move
            .as_ref()
            .filter(|b| b.seat == p.seat)
            .map(|b| json!({"mafs": b.seats, "civs": null, "vice": null}));
        let award: f64 = state
            .scoring
            .extras
            .iter()
            .filter(|x| x.seat == p.seat)
            .map(|x| x.points)
            .sum();
        players.push(json!({
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
            "player": null,
            "disqual": disqual,
            "award": if award == 0.0 { Value::Null } else { json!(award) },
        }));
    }
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
    // A kill: every black living that night shot the victim (the engine
    // records a kill only when they all shot the same seat). Misses are not
    // recorded seat by seat, so they are left out.
    let mut shots = Vec::new();
    for n in &state.nights {
        for victim in &n.killed {
            for (p, role) in state.players.iter().zip(&roles) {
                let black = matches!(role, Classic::Maf | Classic::Don);
                let living_then = p.exit.as_ref().is_none_or(|e| {
                    e.night.is_some_and(|x| x >= n.night) || e.day.is_some_and(|d| d > n.night)
                });
                if black && living_then {
                    shots.push(json!({"night": n.night, "shooter": p.seat, "victim": victim}));
                }
            }
        }
    }
    // As Polemica's rows: `num` 0 are the nominations (the voter nominated
    // the candidate), 1, 2, ... the rounds of the vote, and `num` null the
    // votes to lift all tied candidates.
    let mut votes = Vec::new();
    for d in &state.days {
        for n in &d.nominations {
            votes.push(json!({"day": d.day, "num": 0, "voter": n.by, "candidate": n.target}));
        }
        for (num, round) in d.rounds.iter().enumerate() {
            for c in &round.counts {
                for v in c.voters.iter().flatten() {
                    votes.push(
                        json!({"day": d.day, "num": num + 1, "voter": v, "candidate": c.candidate}),
                    );
                }
            }
        }
        if let Some(l) = &d.lift
            && let (Some(voters), Some(first)) = (&l.voters, l.candidates.first())
        {
            for v in voters {
                votes.push(json!({"day": d.day, "num": null, "voter": v, "candidate": first}));
            }
        }
    }
    let bonuses: Vec<Value> = state
        .scoring
        .extras
        .iter()
        .map(|x| json!({"position": x.seat, "text": x.reason, "scores": x.points, "basic": false}))
        .collect();
    let mut game = json!({
        "started": local_time(record.created),
        "players": players,
        "checks": checks,
        "shots": shots,
        "votes": votes,
        "bonuses": bonuses,
        "result": match end {
            Outcome::Red => json!(0),
            Outcome::Black => json!(1),
            Outcome::Draw => Value::Null,
        },
        "stop": {"type": "gameOver", "day": state.days.iter().map(|d| d.day).max().unwrap_or(0)},
    });
    if let Ok(n) = record.meta.game.trim().parse::<u32>() {
        game["num"] = json!(n);
    }
    if let Ok(n) = record.meta.table.trim().parse::<u32>() {
        game["table"] = json!(n);
    }
    Ok(game)
}

/// Exports a record in a format.
pub fn export(format: Format, rs: &Ruleset, record: &Record) -> Result<Value, ExportError> {
    match format {
        Format::MafiaRatings => mafiaratings(rs, record),
        Format::Polemica => polemica(rs, record),
    }
}
