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
    let by = tx.s.nominator().ok_or_else(|| {
        no(
            "Выставлять можно только во время своей речи",
            "A nomination is made during the player's own speech",
        )
    })?;
    check_alive(&tx.s, target)?;
    let noms =
        tx.s.day()
            .map(|d| d.nominations.clone())
            .unwrap_or_default();
    if let Some(n) = noms.iter().find(|n| n.target == target) {
        return Err(no(
            format!("Игрок №{target} уже выставлен (игроком №{})", n.by),
            format!("Player {target} is already nominated (by player {})", n.by),
        ));
    }
    if noms.iter().any(|n| n.by == by) {
        match tx.rs.voting.nominations {
            Nominations::OnePerSpeech => {
                return Err(no(
                    format!("Игрок №{by} уже выставил кандидатуру: одна за речь"),
                    format!("Player {by} has already nominated: one per speech"),
                ));
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
        return Err(no(
            "По этим правилам кандидатуру не отзывают",
            "Nominations cannot be withdrawn under this ruleset",
        ));
    }
    let by = tx.s.nominator().ok_or_else(|| {
        no(
            "Отозвать можно только во время своей речи",
            "A nomination is withdrawn during the player's own speech",
        )
    })?;
    let has =
        tx.s.day()
            .is_some_and(|d| d.nominations.iter().any(|n| n.by == by));
    if !has {
        return Err(no(
            format!("Игрок №{by} никого не выставлял"),
            format!("Player {by} has not nominated anyone"),
        ));
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
