//! The night: its steps, its acts, the order night, the dawn.

use super::*;

pub(crate) fn start_night(tx: &mut Tx, night: u32) {
    tx.emit(Event::NightBegan { night });
    enter_night_step(tx, night, 0);
}

/// The living player acting in a role step.
pub(crate) fn actor(tx: &Tx, step: usize) -> Option<Seat> {
    let st = tx.rs.night.get(step)?;
    tx.s.living()
        .find(|p| p.role.is_some_and(|r| st.roles.contains(&r)))
        .map(|p| p.seat)
}

pub(crate) fn enter_night_step(tx: &mut Tx, night: u32, from: usize) {
    let mut step = from;
    while step < tx.rs.night.len() {
        if tx.s.step_played(tx.rs, step) {
            let secs = tx.rs.night[step].seconds.unwrap_or(0);
            tx.phase(Phase::Night { night, step });
            tx.timer(secs);
            return;
        }
        step += 1;
    }
    dawn(tx, night);
}

/// The night is over: the kills happen, the streaks move, the day begins.
pub(crate) fn dawn(tx: &mut Tx, night: u32) {
    let (victims, shots) = night_victims(tx);
    for seat in &victims {
        tx.emit(Event::PlayerLeft {
            seat: *seat,
            exit: Exit {
                how: ExitHow::Killed,
                day: None,
                night: Some(night),
                offence: None,
            },
        });
    }
    if check_end(tx) {
        // The deciding kill: the killed still have their minute in the
        // morning before the result is announced (FIIM 7.10).
        if !victims.is_empty() {
            start_day(tx, night + 1);
        }
        return;
    }
    let living = tx.s.living_count();
    let missed = shots == 0;
    if update_streaks(tx, StreakCounts::Misses, missed, living) {
        return;
    }
    let quiet = !tx.s.left_this_round;
    if update_streaks(tx, StreakCounts::QuietNights, quiet, living) {
        return;
    }
    // FIIM 7.8: nights and days from a night; the draw comes when the
    // third quiet night ends, not after another day.
    if update_streaks(tx, StreakCounts::QuietRounds, quiet, living) {
        return;
    }
    start_day(tx, night + 1);
}

pub(crate) enum NightInput {
    Shoot(Option<Seat>),
    ShootEach(Vec<crate::game::action::Shot>),
    Check(Seat),
    Compare(Seat, Seat),
    Protect(Seat),
    Block(Seat),
    Immunity(Seat),
}

pub(crate) fn night_act(tx: &mut Tx, input: NightInput) -> Result<(), Refusal> {
    let Phase::Night { step, .. } = tx.s.phase.clone() else {
        return Err(Refusal::NightActionOnly);
    };
    let st = tx
        .rs
        .night
        .get(step)
        .cloned()
        .ok_or(Refusal::NoSuchNightStep)?;
    if tx
        .s
        .night()
        .is_some_and(|n| n.entries.iter().any(|e| e.step == st.id))
    {
        return Err(Refusal::StepRecorded { step });
    }
    if tx.s.step_actors(tx.rs, step) != StepActors::Acting {
        // Announced for the table's sake; nobody is there to choose.
        return Err(Refusal::StepDeparted { step });
    }
    let wrong = || Refusal::WrongStep { step };
    let who = actor(tx, step);
    let not_self = |t: Seat| -> Result<(), Refusal> {
        if who == Some(t) && !st.self_target {
            return Err(Refusal::NotHimself);
        }
        Ok(())
    };
    let entry = match (&st.kind, input) {
        (StepKind::Kill { .. }, NightInput::Shoot(target)) => {
            if let Some(t) = target {
                check_alive(&tx.s, t)?;
            }
            NightEntry {
                step: st.id.clone(),
                actor: None,
                targets: target.into_iter().collect(),
                answer: Some(if target.is_some() { "shot" } else { "miss" }.to_owned()),
                gesture: None,
                shots: Vec::new(),
            }
        }
        (StepKind::Kill { team }, NightInput::ShootEach(shots)) => {
            // Every living member of the team, once each.
            let shooters: Vec<Seat> =
                tx.s.living()
                    .filter(|p| {
                        p.role
                            .and_then(|r| tx.rs.roles.get(r))
                            .is_some_and(|r| r.team == *team)
                    })
                    .map(|p| p.seat)
                    .collect();
            let mut given: Vec<Seat> = shots.iter().map(|s| s.shooter).collect();
            given.sort_unstable();
            if given != shooters {
                return Err(Refusal::ShootersAre { seats: shooters });
            }
            for t in shots.iter().filter_map(|s| s.target) {
                check_alive(&tx.s, t)?;
            }
            // A kill when they all shot the same seat.
            let first = shots.first().and_then(|s| s.target);
            let target = first.filter(|t| shots.iter().all(|s| s.target == Some(*t)));
            NightEntry {
                step: st.id.clone(),
                actor: None,
                targets: target.into_iter().collect(),
                answer: Some(if target.is_some() { "shot" } else { "miss" }.to_owned()),
                gesture: None,
                shots,
            }
        }
        (StepKind::Check { reveal }, NightInput::Check(t)) => {
            check_alive(&tx.s, t)?;
            not_self(t)?;
            let role = tx.s.player(t).and_then(|p| p.role);
            let answer = match reveal {
                Reveal::Side => tx.side_of(t).id().to_owned(),
                Reveal::Team => tx
                    .team_of(t)
                    .and_then(|i| tx.rs.teams.get(i))
                    .map(|x| x.id.clone())
                    .unwrap_or_default(),
                Reveal::Role => role
                    .and_then(|r| tx.rs.roles.get(r))
                    .map(|r| r.id.clone())
                    .unwrap_or_default(),
                Reveal::IsRole(r) => if role == Some(*r) { "yes" } else { "no" }.to_owned(),
            };
            let gesture = st
                .answers
                .get(&answer)
                .or_else(|| st.answers.get("other"))
                .cloned();
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![t],
                answer: Some(answer),
                gesture,
                shots: Vec::new(),
            }
        }
        (StepKind::Compare, NightInput::Compare(a, b)) => {
            check_alive(&tx.s, a)?;
            check_alive(&tx.s, b)?;
            if a == b {
                return Err(Refusal::TwoDifferentPlayers);
            }
            let answer = if tx.team_of(a) == tx.team_of(b) {
                "yes"
            } else {
                "no"
            }
            .to_owned();
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![a, b],
                gesture: st.answers.get(&answer).cloned(),
                answer: Some(answer),
                shots: Vec::new(),
            }
        }
        (StepKind::Protect, NightInput::Protect(t))
        | (StepKind::BlockVote, NightInput::Block(t))
        | (StepKind::VoteImmunity, NightInput::Immunity(t)) => {
            check_alive(&tx.s, t)?;
            not_self(t)?;
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![t],
                answer: None,
                gesture: None,
                shots: Vec::new(),
            }
        }
        _ => return Err(wrong()),
    };
    tx.emit(Event::NightAct(entry));
    Ok(())
}

pub(crate) fn order(tx: &mut Tx, targets: &[Seat]) -> Result<(), Refusal> {
    let Phase::NightZero { step } = tx.s.phase.clone() else {
        return Err(Refusal::OrderNightOnly);
    };
    let Some(StepKind::Order { nights, .. }) = tx.rs.night_zero.get(step).map(|s| s.kind.clone())
    else {
        return Err(Refusal::NotOrderStep);
    };
    if targets.is_empty() || targets.len() > usize::from(nights) {
        return Err(Refusal::OrderSize { nights });
    }
    for t in targets {
        check_seat(&tx.s, *t)?;
    }
    tx.emit(Event::Ordered {
        targets: targets.to_vec(),
    });
    Ok(())
}

/// Who this night's recorded shots kill at dawn (protection taken into
/// account), and how many shots were fired.
pub(crate) fn night_victims(tx: &Tx) -> (Vec<Seat>, usize) {
    let entries = tx.s.night().map(|n| n.entries.clone()).unwrap_or_default();
    let kind_of = |id: &str| {
        tx.rs
            .night
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.kind.clone())
    };
    let protected: Vec<Seat> = entries
        .iter()
        .filter(|e| kind_of(&e.step) == Some(StepKind::Protect))
        .flat_map(|e| e.targets.iter().copied())
        .collect();
    let mut victims: Vec<Seat> = Vec::new();
    let mut shots = 0;
    for e in &entries {
        if let Some(StepKind::Kill { .. }) = kind_of(&e.step)
            && let Some(t) = e.targets.first()
        {
            shots += 1;
            if !protected.contains(t) && !victims.contains(t) && tx.s.is_alive(*t) {
                victims.push(*t);
            }
        }
    }
    (victims, shots)
}
