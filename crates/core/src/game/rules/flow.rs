//! The flow of the game: `Next`, the days and their mornings, the end of a day,
//! the end of the game and the streak counters.

use super::*;

pub(crate) fn next(tx: &mut Tx) -> Result<(), Refusal> {
    match tx.s.phase.clone() {
        Phase::Setup => Err(Refusal::StartFirst),
        Phase::Ended => super::after::next_after_word(tx),
        Phase::NightZero { step } => {
            enter_zero_step(tx, step + 1);
            Ok(())
        }
        Phase::Night { night, step } => {
            enter_night_step(tx, night, step + 1);
            Ok(())
        }
        Phase::Day { day, stage } => match stage {
            DayStage::BestMove { seat } => {
                morning_last_words(tx, day, seat);
                Ok(())
            }
            DayStage::MorningLastWords { seat } => {
                next_morning_speaker(tx, day, Some(seat));
                Ok(())
            }
            DayStage::Speech { index } => {
                enter_speech(tx, day, index + 1);
                Ok(())
            }
            DayStage::TieSpeech { index } => {
                enter_tie_speech(tx, day, index + 1);
                Ok(())
            }
            DayStage::Voting => {
                let who = tx.s.expected_candidate().unwrap_or(0);
                Err(Refusal::VotesFirst { candidate: who })
            }
            DayStage::LiftVote => Err(Refusal::LiftVotesFirst),
            DayStage::LastWords { index } => {
                enter_last_words(tx, day, index + 1);
                Ok(())
            }
        },
    }
}

/// Day `day` begins: the speaking order, then the morning's dead.
pub(crate) fn start_day(tx: &mut Tx, day: u32) {
    let n = tx.s.players.len();
    let start: Seat = if day <= 1 {
        1
    } else {
        // The seat after the one who actually opened the day before: a seat
        // due to open that left before his speech did not open it.
        let prev =
            tx.s.days
                .last()
                .and_then(|d| {
                    d.speeches
                        .first()
                        .map(|s| s.0)
                        .or_else(|| d.order.first().copied())
                })
                .unwrap_or(1);
        u8::try_from(usize::from(prev) % n + 1).unwrap_or(1)
    };
    let mut order = Vec::new();
    for k in 0..n {
        let seat = u8::try_from((usize::from(start) - 1 + k) % n + 1).unwrap_or(1);
        if tx.s.is_alive(seat) {
            order.push(seat);
        }
    }
    // Last night's acts of the steps that `keep` picks.
    let last_night = |keep: &dyn Fn(&NightStep) -> bool| -> Vec<NightEntry> {
        tx.s.nights
            .last()
            .filter(|nl| nl.night + 1 == day)
            .map(|nl| {
                nl.entries
                    .iter()
                    .filter(|e| tx.rs.night.iter().any(|st| st.id == e.step && keep(st)))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    };
    let living_targets = |kind: StepKind| -> Vec<Seat> {
        last_night(&|st| st.kind == kind)
            .iter()
            .flat_map(|e| e.targets.iter().copied())
            .filter(|s| tx.s.is_alive(*s))
            .collect()
    };
    let blocked = living_targets(StepKind::BlockVote);
    let immune = living_targets(StepKind::VoteImmunity);
    // A checker shot this night has left the game at the kill (stylized
    // 1.4): the answer due in the day does not reach him.
    let answers: Vec<NightEntry> = last_night(&|st| st.answer_at == AnswerAt::Day)
        .into_iter()
        .filter(|e| e.actor.is_some_and(|a| tx.s.is_alive(a)))
        .collect();
    tx.emit(Event::DayBegan {
        day,
        order,
        blocked,
        immune,
        answers,
    });
    next_morning_speaker(tx, day, None);
}

/// The next player killed last night who has last words, after `after`.
pub(crate) fn next_morning_speaker(tx: &mut Tx, day: u32, after: Option<Seat>) {
    let killed: Vec<Seat> =
        tx.s.nights
            .last()
            .filter(|nl| nl.night + 1 == day)
            .map(|nl| nl.killed.clone())
            .unwrap_or_default();
    let pos = after.and_then(|a| killed.iter().position(|k| *k == a));
    let next = match pos {
        Some(p) => killed.get(p + 1).copied(),
        None if after.is_none() => killed.first().copied(),
        None => None,
    };
    match next {
        Some(seat) if best_move_due(tx, seat) => {
            tx.phase(Phase::Day {
                day,
                stage: DayStage::BestMove { seat },
            });
            tx.timer(tx.rs.timers.best_move);
        }
        Some(seat) => morning_last_words(tx, day, seat),
        None if tx.s.ending.is_some() => announce_result(tx),
        None => enter_speech(tx, day, 0),
    }
}

/// Does this freshly killed player name his best move now (FIIM 7.12)?
pub(crate) fn best_move_due(tx: &Tx, seat: Seat) -> bool {
    let Some(bm) = tx.rs.best_move else {
        return false;
    };
    if tx.s.best_move.is_some() {
        return false;
    }
    let Some((first, night)) = tx.s.first_killed else {
        return false;
    };
    if first != seat {
        return false;
    }
    // Killed on a later night: his only when the ruleset gives the best
    // move to the first player killed whenever that was.
    let on_time =
        night == bm.night || (night > bm.night && bm.after_miss == AfterMiss::FirstKilled);
    if !on_time {
        return false;
    }
    if bm.void_if_day_one_left > 0 {
        let left_day_one =
            tx.s.days
                .iter()
                .find(|d| d.day == 1)
                .map_or(0, |d| d.left.len());
        if left_day_one >= usize::from(bm.void_if_day_one_left) {
            return false;
        }
    }
    true
}

pub(crate) fn morning_last_words(tx: &mut Tx, day: u32, seat: Seat) {
    tx.phase(Phase::Day {
        day,
        stage: DayStage::MorningLastWords { seat },
    });
    tx.timer(tx.rs.timers.last_words);
}

pub(crate) fn no_vote(tx: &mut Tx, day: u32, reason: NoVoteReason) {
    tx.emit(Event::NoVote { reason });
    end_day(tx, day);
}

pub(crate) fn leave_by_vote(tx: &mut Tx, day: u32, seats: &[Seat]) {
    for seat in seats {
        tx.emit(Event::PlayerLeft {
            seat: *seat,
            exit: Exit {
                how: ExitHow::Voted,
                day: Some(day),
                night: None,
                offence: None,
            },
        });
    }
    // A deciding vote ends the game, but the players leaving still have
    // their last minute before the result is announced (FIIM 7.10).
    check_end(tx);
    enter_last_words(tx, day, 0);
}

pub(crate) fn enter_last_words(tx: &mut Tx, day: u32, index: usize) {
    // By number: a deciding vote has already ended the phase (7.10).
    let left =
        tx.s.days
            .iter()
            .rev()
            .find(|d| d.day == day)
            .map(|d| d.left.clone())
            .unwrap_or_default();
    if index < left.len() {
        tx.phase(Phase::Day {
            day,
            stage: DayStage::LastWords { index },
        });
        tx.timer(tx.rs.timers.last_words);
    } else {
        end_day(tx, day);
    }
}

/// The day is over: the quiet-round count (FIIM 7.8), then the night.
pub(crate) fn end_day(tx: &mut Tx, day: u32) {
    if tx.s.ending.is_some() {
        announce_result(tx);
        return;
    }
    // FIIM 7.8 counts nights and days from a night: a day with a departure
    // breaks the run; the count itself moves at dawn.
    if tx.s.left_this_round {
        let living = tx.s.living_count();
        update_streaks(tx, StreakCounts::QuietRounds, false, living);
    }
    start_night(tx, day);
}

/// The last minute after the deciding kill or vote is over: the result,
/// decided already, is announced (FIIM 7.10).
pub(crate) fn announce_result(tx: &mut Tx) {
    tx.phase(Phase::Ended);
    tx.emit(Event::TimerChanged {
        timer: Timer::default(),
    });
}

/// Moves the counters of one kind; ends the game when one is complete.
pub(crate) fn update_streaks(tx: &mut Tx, counts: StreakCounts, hit: bool, living: usize) -> bool {
    let mut values = tx.s.streaks.clone();
    values.resize(tx.rs.end.streaks.len(), 0);
    let mut done = None;
    for (i, st) in tx.rs.end.streaks.iter().enumerate() {
        if st.counts != counts {
            continue;
        }
        // A geographic streak the judge turned off never counts (7.11).
        if st.geographic && !tx.s.geographic {
            values[i] = 0;
            continue;
        }
        let applies = st.max_living.is_none_or(|m| living <= usize::from(m));
        values[i] = if hit && applies {
            values[i].saturating_add(1)
        } else {
            0
        };
        if values[i] >= st.length && done.is_none() {
            done = Some((i, st.clone()));
        }
    }
    if values != tx.s.streaks {
        tx.emit(Event::StreaksChanged { counts: values });
    }
    if let Some((streak, st)) = done {
        tx.emit(Event::GameEnded(Ending {
            outcome: st.result,
            reason: EndReason::Streak { streak },
            by_judge: false,
            rated: st.rated,
        }));
        return true;
    }
    false
}

/// Ends the game when one side has won; true if it ended.
pub(crate) fn check_end(tx: &mut Tx) -> bool {
    if tx.s.ending.is_some() {
        return true;
    }
    let (red, black) = tx.s.side_counts(|r| tx.rs.role_side(r));
    let ending = if black == 0 {
        Some((Outcome::Red, EndReason::NoBlackLeft))
    } else if tx.rs.end.black_wins_at_parity && black >= red {
        Some((Outcome::Black, EndReason::Parity))
    } else {
        None
    };
    match ending {
        Some((outcome, reason)) => {
            tx.emit(Event::GameEnded(Ending {
                outcome,
                reason,
                by_judge: false,
                rated: true,
            }));
            true
        }
        None => false,
    }
}

pub(crate) fn best_move(tx: &mut Tx, seats: &[Seat]) -> Result<(), Refusal> {
    let Phase::Day {
        day,
        stage: DayStage::BestMove { seat },
    } = tx.s.phase.clone()
    else {
        return Err(Refusal::BestMoveInMorning {
            rule: RuleKey::BestMove,
        });
    };
    let need = tx.rs.best_move.map_or(3, |b| b.seats);
    if seats.len() != usize::from(need) {
        return Err(Refusal::BestMoveSize { seats: need });
    }
    let mut seen = Vec::new();
    for s in seats {
        check_seat(&tx.s, *s)?;
        if *s == seat {
            return Err(Refusal::BestMoveNotHimself);
        }
        if seen.contains(s) {
            return Err(Refusal::NamedTwice { seat: *s });
        }
        seen.push(*s);
    }
    tx.emit(Event::BestMoveMade {
        seat,
        seats: seats.to_vec(),
    });
    morning_last_words(tx, day, seat);
    Ok(())
}
