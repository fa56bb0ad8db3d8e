//! The speech timer: start, pause, add or take seconds, reset.

use super::*;

/// The timer runs in play and in the words after the game.
fn timer_on(s: &GameState) -> Result<(), Refusal> {
    if s.in_after_round() {
        Ok(())
    } else {
        in_play(s)
    }
}

pub(crate) fn start(tx: &mut Tx) -> Result<(), Refusal> {
    timer_on(&tx.s)?;
    if tx.s.timer.total_ms == 0 {
        return Err(Refusal::NoTimer);
    }
    if tx.s.timer.running() {
        return Err(Refusal::TimerRunning);
    }
    let timer = tx.s.timer.started(tx.now);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn pause(tx: &mut Tx) -> Result<(), Refusal> {
    timer_on(&tx.s)?;
    if !tx.s.timer.running() {
        return Err(Refusal::TimerNotRunning);
    }
    let timer = tx.s.timer.paused(tx.now);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn add(tx: &mut Tx, seconds: i32) -> Result<(), Refusal> {
    timer_on(&tx.s)?;
    if seconds == 0 || seconds.abs() > 600 {
        return Err(Refusal::TimerSeconds);
    }
    let timer = tx.s.timer.adjusted(seconds);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn reset(tx: &mut Tx) -> Result<(), Refusal> {
    timer_on(&tx.s)?;
    let timer = tx.s.timer.reset();
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}
