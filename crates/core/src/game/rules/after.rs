//! After the game and around it: the judge's result, extra points, likes,
//! best players, tournament penalties and data, notes and protests.

use super::*;

pub(crate) fn after_game(s: &GameState) -> Result<(), Refusal> {
    if s.ending.is_some() {
        Ok(())
    } else {
        Err(Refusal::AfterGameOnly)
    }
}

pub(crate) fn declare_result(tx: &mut Tx, outcome: Outcome, reason: &str) -> Result<(), Refusal> {
    if tx.s.phase == Phase::Setup {
        return Err(Refusal::NotStarted);
    }
    if reason.trim().is_empty() {
        return Err(Refusal::ReasonNeeded);
    }
    tx.emit(Event::GameEnded(Ending {
        outcome,
        reason: EndReason::Judge {
            reason: reason.trim().to_owned(),
        },
        by_judge: true,
        rated: true,
    }));
    Ok(())
}

pub(crate) fn extra_points(
    tx: &mut Tx,
    seat: Seat,
    points: f64,
    reason: &str,
) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    if !points.is_finite() || points.abs() > 10.0 || points == 0.0 {
        return Err(Refusal::ExtraPointsRange);
    }
    if reason.trim().is_empty() {
        return Err(Refusal::ExtraPointsReason);
    }
    tx.emit(Event::ExtraPoints(Extra {
        seat,
        points,
        reason: reason.trim().to_owned(),
    }));
    Ok(())
}

pub(crate) fn like(tx: &mut Tx, from: Seat, to: Seat) -> Result<(), Refusal> {
    let likes = tx.rs.points.likes.ok_or(Refusal::NoLikes)?;
    after_game(&tx.s)?;
    check_seat(&tx.s, from)?;
    check_seat(&tx.s, to)?;
    if from == to {
        return Err(Refusal::LikeHimself);
    }
    if tx.s.scoring.likes.contains(&(from, to)) {
        return Err(Refusal::AlreadyLiked { from, to });
    }
    let given = tx.s.scoring.likes.iter().filter(|l| l.0 == from).count();
    if given >= usize::from(likes.per_player) {
        return Err(Refusal::LikesUsed { from, given });
    }
    tx.emit(Event::Liked { from, to });
    Ok(())
}

pub(crate) fn best_players(tx: &mut Tx, seats: &[Seat]) -> Result<(), Refusal> {
    if tx.rs.points.best_player_vote.is_none() {
        return Err(Refusal::NoBestPlayerVote);
    }
    after_game(&tx.s)?;
    for s in seats {
        check_seat(&tx.s, *s)?;
    }
    let mut v = seats.to_vec();
    v.sort_unstable();
    v.dedup();
    if let Some(max) = tx.rs.points.best_players_max
        && v.len() > usize::from(max)
    {
        return Err(Refusal::BestPlayersMax { max });
    }
    tx.emit(Event::BestPlayers { seats: v });
    Ok(())
}

pub(crate) fn penalty(tx: &mut Tx, seat: Seat, id: &str) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    if !tx.rs.points.penalties.iter().any(|p| p.id == id) {
        return Err(Refusal::NoSuchPenalty { id: id.to_owned() });
    }
    tx.emit(Event::Penalized {
        seat,
        id: id.to_owned(),
    });
    Ok(())
}

pub(crate) fn best_move_table(tx: &mut Tx, id: &str) -> Result<(), Refusal> {
    if !tx.rs.points.best_move_tables.iter().any(|t| t.id == id) {
        return Err(Refusal::NoSuchBestMoveTable { id: id.to_owned() });
    }
    tx.emit(Event::BestMoveTableChosen { id: id.to_owned() });
    Ok(())
}

pub(crate) fn compensation(tx: &mut Tx, seat: Seat, i: u32, n: u32) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    if tx.rs.points.compensation.is_none() {
        return Err(Refusal::NoCompensation);
    }
    if n == 0 || i > n {
        return Err(Refusal::CompensationRange);
    }
    tx.emit(Event::CompensationSet { seat, i, n });
    Ok(())
}

pub(crate) fn protest(tx: &mut Tx, text: &str) -> Result<(), Refusal> {
    if tx.s.phase == Phase::Setup {
        return Err(Refusal::NotStarted);
    }
    if text.trim().is_empty() {
        return Err(Refusal::EmptyProtest);
    }
    if tx.rs.protest_after_game.is_some() && !tx.s.is_over() {
        return Err(Refusal::ProtestAfterGame);
    }
    tx.emit(Event::Protested {
        text: text.trim().to_owned(),
    });
    Ok(())
}

pub(crate) fn note(tx: &mut Tx, text: &str) -> Result<(), Refusal> {
    if text.trim().is_empty() {
        return Err(Refusal::EmptyNote);
    }
    tx.emit(Event::Noted {
        text: text.trim().to_owned(),
    });
    Ok(())
}

/// The game has just ended: where the ruleset has a round of words after
/// the game (`timers.after_game`), it begins with seat 1. Every seat that
/// sat at the table speaks, the dead too (MCC club rules: «игроки вновь
/// занимают свои места»), in seat order.
pub(crate) fn begin_after_round(tx: &mut Tx) {
    if tx.rs.timers.after_game == 0 || !tx.s.is_over() || tx.s.after_round.is_some() {
        return;
    }
    let order: Vec<Seat> = tx.s.players.iter().map(|p| p.seat).collect();
    if order.is_empty() {
        return;
    }
    tx.emit(Event::AfterRoundBegan { order });
    enter_after_word(tx, 0);
}

/// The word after the game passes to `order[index]`, or the round ends.
fn enter_after_word(tx: &mut Tx, index: usize) {
    let seat =
        tx.s.after_round
            .as_ref()
            .and_then(|r| r.order.get(index).copied());
    let Some(seat) = seat else {
        tx.emit(Event::AfterRoundEnded { skipped: false });
        return;
    };
    tx.emit(Event::AfterWordBegan { index, seat });
    tx.timer(tx.rs.timers.after_game);
}

/// `Next` after the game: this word ends (early, if the judge says so) and
/// the next seat has his; after the last the round is over.
pub(crate) fn next_after_word(tx: &mut Tx) -> Result<(), Refusal> {
    let Some(index) = tx.s.after_round.as_ref().and_then(|r| r.index) else {
        return Err(Refusal::GameOver);
    };
    enter_after_word(tx, index + 1);
    Ok(())
}

/// The judge ends the round of words after the game before its last word.
pub(crate) fn skip_after_round(tx: &mut Tx) -> Result<(), Refusal> {
    if tx.rs.timers.after_game == 0 {
        return Err(Refusal::NoAfterRound);
    }
    after_game(&tx.s)?;
    if !tx.s.in_after_round() {
        return Err(Refusal::AfterRoundOver);
    }
    tx.emit(Event::AfterRoundEnded { skipped: true });
    Ok(())
}

/// After the game: the hands for one candidate of a count entered as a
/// number. The marked seats must be as many as the votes, each once, each
/// one who could vote that day, none marked for another candidate of the
/// same count (one vote each). The result stays as it was.
pub(crate) fn mark_hands(
    tx: &mut Tx,
    day: u32,
    round: usize,
    candidate: Seat,
    voters: &[Seat],
) -> Result<(), Refusal> {
    if !tx.s.is_over() {
        return Err(Refusal::AfterGameOnly);
    }
    let Some(log) = tx.s.days.iter().find(|d| d.day == day) else {
        return Err(Refusal::NoSuchCount { day, round });
    };
    let Some(count) = log.rounds.get(round) else {
        return Err(Refusal::NoSuchCount { day, round });
    };
    let Some(votes) = count.counts.iter().find(|c| c.candidate == candidate) else {
        return Err(Refusal::NoVotesFor { day, candidate });
    };
    if votes.voters.is_some() {
        return Err(Refusal::HandsKnown { candidate });
    }
    let mut seen = hands(&tx.s, log, day, voters, |v| {
        let elsewhere = count
            .counts
            .iter()
            .filter(|c| c.candidate != candidate)
            .any(|c| c.voters.as_ref().is_some_and(|x| x.contains(&v)));
        if elsewhere {
            return Err(Refusal::AlreadyVoted {
                seat: v,
                rule: RuleKey::OneVote,
            });
        }
        Ok(())
    })?;
    if seen.len() != usize::from(votes.votes) {
        return Err(Refusal::HandsNotTheCount {
            candidate,
            votes: votes.votes,
            marked: seen.len(),
        });
    }
    seen.sort_unstable();
    tx.emit(Event::HandsMarked {
        day,
        round,
        candidate,
        voters: seen,
    });
    Ok(())
}

/// The seats marked as hands on day `day`, checked in order: a seat of the
/// table, once, one who could vote that day, and what `also` asks.
fn hands(
    s: &GameState,
    log: &crate::game::state::DayLog,
    day: u32,
    voters: &[Seat],
    also: impl Fn(Seat) -> Result<(), Refusal>,
) -> Result<Vec<Seat>, Refusal> {
    let mut seen: Vec<Seat> = Vec::new();
    for v in voters {
        check_seat(s, *v)?;
        if seen.contains(v) {
            return Err(Refusal::ListedTwice { seat: *v });
        }
        if !s.could_vote(log, *v) {
            return Err(Refusal::CouldNotVote { seat: *v, day });
        }
        also(*v)?;
        seen.push(*v);
    }
    Ok(seen)
}

/// After the game: the hands of a day's lift vote ("all of them leave?")
/// entered as a number. The marked seats must be as many as its votes,
/// each once, each one who could vote that day (anyone at the table may
/// answer the lift, whoever he voted for before). The result stays.
pub(crate) fn mark_lift_hands(tx: &mut Tx, day: u32, voters: &[Seat]) -> Result<(), Refusal> {
    if !tx.s.is_over() {
        return Err(Refusal::AfterGameOnly);
    }
    let Some(log) = tx.s.days.iter().find(|d| d.day == day) else {
        return Err(Refusal::NoLiftVote { day });
    };
    let Some(lift) = &log.lift else {
        return Err(Refusal::NoLiftVote { day });
    };
    if lift.voters.is_some() {
        return Err(Refusal::LiftHandsKnown { day });
    }
    let mut seen = hands(&tx.s, log, day, voters, |_| Ok(()))?;
    if seen.len() != usize::from(lift.votes) {
        return Err(Refusal::LiftHandsNotTheCount {
            day,
            votes: lift.votes,
            marked: seen.len(),
        });
    }
    seen.sort_unstable();
    tx.emit(Event::LiftHandsMarked { day, voters: seen });
    Ok(())
}
