//! The game in Polemica's game model.

use super::{
    Classic, DayHands, ExportError, Format, Ids, NightStep, Trace, Unfit, bonus_points, checks,
    hands, last_day_and_night, missing_id, night_shots, night_step, nominated, removal_at, replay,
    roles_or_refuse,
};
use mafia_core::game::state::Player;
use mafia_core::game::{DayStage, GameState, Phase, Seat};
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_store::session::Record;
use serde_json::{Value, json};

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
    p: &Player,
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
    // The judge's extra points and a penalty that did not change how he
    // left (FIIM 7.10): not a `disqual`, which the client reads as a second
    // departure at that day's night (GameUtils.kt:191-193).
    let award = bonus_points(rs, state, p.seat);
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
