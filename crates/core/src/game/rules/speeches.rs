//! Speeches and nominations.

use super::*;

/// The regular speech of the first living player at or after `index`.
pub(crate) fn enter_speech(tx: &mut Tx, day: u32, index: usize) {
    let order =
        tx.s.days
            .last()
            .filter(|d| d.day == day)
            .map(|d| d.order.clone())
            .unwrap_or_default();
    let mut i = index;
    while let Some(seat) = order.get(i).copied() {
        if tx.s.is_alive(seat) {
            let silenced = tx.s.player(seat).is_some_and(|p| p.silenced);
            let living = tx.s.living_count();
            let kind = if !silenced {
                SpeechKind::Full
            } else if tx
                .rs
                .fouls
                .short_speech_living
                .iter()
                .any(|n| usize::from(*n) == living)
            {
                SpeechKind::Short
            } else {
                SpeechKind::Silent
            };
            let secs = match kind {
                SpeechKind::Full => tx.rs.timers.speech,
                SpeechKind::Short => tx.rs.timers.short_speech,
                SpeechKind::Silent => 0,
            };
            tx.phase(Phase::Day {
                day,
                stage: DayStage::Speech { index: i },
            });
            tx.emit(Event::SpeechBegan { seat, kind });
            tx.timer(secs);
            return;
        }
        i += 1;
    }
    end_speeches(tx, day);
}

pub(crate) fn nominate(tx: &mut Tx, target: Seat) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    let by = tx.s.nominator().ok_or(Refusal::NominateInOwnSpeech)?;
    check_alive(&tx.s, target)?;
    let noms =
        tx.s.day()
            .map(|d| d.nominations.clone())
            .unwrap_or_default();
    if let Some(n) = noms.iter().find(|n| n.target == target) {
        return Err(Refusal::AlreadyNominated { target, by: n.by });
    }
    if tx.s.day().is_some_and(|d| d.immune.contains(&target)) {
        return Err(Refusal::Immune {
            seat: target,
            rule: RuleKey::VoteImmunity,
        });
    }
    if noms.iter().any(|n| n.by == by) {
        match tx.rs.voting.nominations {
            Nominations::OnePerSpeech => {
                return Err(Refusal::OneNominationPerSpeech { by });
            }
            Nominations::LastCounts => tx.emit(Event::NominationWithdrawn { by }),
        }
    }
    tx.emit(Event::Nominated { by, target });
    Ok(())
}

pub(crate) fn withdraw(tx: &mut Tx) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    if tx.rs.voting.nominations != Nominations::LastCounts {
        return Err(Refusal::NoWithdrawal);
    }
    let by = tx.s.nominator().ok_or(Refusal::WithdrawInOwnSpeech)?;
    let has =
        tx.s.day()
            .is_some_and(|d| d.nominations.iter().any(|n| n.by == by));
    if !has {
        return Err(Refusal::NothingToWithdraw { by });
    }
    tx.emit(Event::NominationWithdrawn { by });
    Ok(())
}

pub(crate) fn enter_tie_speech(tx: &mut Tx, day: u32, index: usize) {
    let tie = tx.s.day().map(|d| d.tie.clone()).unwrap_or_default();
    let mut i = index;
    while let Some(seat) = tie.get(i).copied() {
        if tx.s.is_alive(seat) {
            tx.phase(Phase::Day {
                day,
                stage: DayStage::TieSpeech { index: i },
            });
            tx.timer(tx.rs.timers.tie_speech);
            return;
        }
        i += 1;
    }
    open_revote(tx, day);
}
