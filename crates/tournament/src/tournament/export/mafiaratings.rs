//! The game in MafiaRatings' game format 1.3.

use super::{
    Classic, DayHands, ExportError, Format, Ids, Moment, NightShots, NightStep, Trace,
    bonus_points, checks, hands, last_day_and_night, missing_id, night_shots, night_step,
    nominated, removal_at, replay, roles_or_refuse,
};
use mafia_core::game::state::{Exit, Player};
use mafia_core::game::{DayStage, ExitHow, GameState, Phase, Seat};
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_store::session::Record;
use serde_json::{Value, json};

/// MafiaRatings' round of a departure: their round n is our night n and
/// the day after it (our day n + 1).
fn mr_round(e: &Exit) -> u32 {
    match (e.night, e.day) {
        (Some(n), _) => n,
        (None, Some(d)) => d.saturating_sub(1),
        _ => 0,
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

fn unix(ms: u64) -> u64 {
    ms / 1000
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
    // When the result was recorded, as the site's own client writes it at
    // the game's end; not the judge's later edits (extra points, notes).
    let end_at = trace
        .result_at
        .unwrap_or_else(|| record.actions.last().map_or(record.created, |a| a.at));
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
fn mr_player(g: &MrGame<'_>, p: &Player, role: Classic, any_kill_all: &mut bool) -> Value {
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
    // as an array; include/game.php:2706). Four are a death by warnings
    // to the site (game.php:1076): a fourth foul that removed nobody (his
    // last minute after a vote or a kill had taken him, FIIM 7.10: a
    // penalty) stays out, or the site refuses the file.
    let removed_by_fouls = p.exit.as_ref().is_some_and(|e| e.how == ExitHow::Fouls);
    let warnings: Vec<Value> = g
        .trace
        .fouls
        .iter()
        .filter(|f| f.seat == p.seat)
        .map(|f| mr_gametime(g.rs, f, g.last_round))
        .take(if removed_by_fouls { 4 } else { 3 })
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
    mr_bonus(g.rs, g.state, p.seat, &mut o);
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
/// reasons as his `comment`. The number is the judge's extra points with a
/// penalty that did not change how he left (FIIM 7.10: his death stays the
/// vote or the kill, so the site gives nothing for it by itself): the
/// site's FIIM form adds every number of `bonus` to the player's extra
/// points (`include/fiim_form.php`:167-190), its statistics keep it as his
/// extra points (`game_players_stats.php`:478-491) for the scoring's
/// `bonus` (`scoring.php`:785).
fn mr_bonus(rs: &Ruleset, state: &GameState, seat: Seat, o: &mut serde_json::Map<String, Value>) {
    let extra = bonus_points(rs, state, seat);
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
