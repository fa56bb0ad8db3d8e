//! The speech timer: start, pause, add or take seconds, reset.

use super::*;

pub(crate) fn start(tx: &mut Tx) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    if tx.s.timer.total_ms == 0 {
        return Err(no("Сейчас нет таймера", "There is no timer now"));
    }
    if tx.s.timer.running() {
        return Err(no("Таймер уже идёт", "The timer is already running"));
    }
    let timer = tx.s.timer.started(tx.now);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn pause(tx: &mut Tx) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    if !tx.s.timer.running() {
        return Err(no("Таймер не идёт", "The timer is not running"));
    }
    let timer = tx.s.timer.paused(tx.now);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn add(tx: &mut Tx, seconds: i32) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    if seconds == 0 || seconds.abs() > 600 {
        return Err(no("От 1 до 600 секунд", "1 to 600 seconds"));
    }
    let timer = tx.s.timer.adjusted(seconds);
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}

pub(crate) fn reset(tx: &mut Tx) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    let timer = tx.s.timer.reset();
    tx.emit(Event::TimerChanged { timer });
    Ok(())
}
