//! After the game and around it: the judge's result, extra points, likes,
//! best players, tournament penalties and data, notes and protests.

use super::*;

pub(crate) fn after_game(s: &GameState) -> Result<(), Refusal> {
    if s.is_over() {
        Ok(())
    } else {
        Err(no("Это делается после игры", "This is done after the game"))
    }
}

pub(crate) fn declare_result(tx: &mut Tx, outcome: Outcome, reason: &str) -> Result<(), Refusal> {
    if tx.s.phase == Phase::Setup {
        return Err(no("Игра ещё не началась", "The game has not started yet"));
    }
    if reason.trim().is_empty() {
        return Err(no(
            "Решение судьи требует письменного обоснования",
            "The judge's decision needs a written reason",
        ));
    }
    tx.emit(Event::GameEnded(Ending {
        outcome,
        reason: Text {
            ru: reason.trim().to_owned(),
            en: reason.trim().to_owned(),
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
        return Err(no(
            "Доп. баллы: число от −10 до 10, не ноль",
            "Extra points: a number from -10 to 10, not zero",
        ));
    }
    if reason.trim().is_empty() {
        return Err(no(
            "Доп. баллы ставятся с обоснованием",
            "Extra points need a reason",
        ));
    }
    tx.emit(Event::ExtraPoints(Extra {
        seat,
        points,
        reason: reason.trim().to_owned(),
    }));
    Ok(())
}

pub(crate) fn like(tx: &mut Tx, from: Seat, to: Seat) -> Result<(), Refusal> {
    let likes = tx
        .rs
        .points
        .likes
        .ok_or_else(|| no("В этих правилах нет лайков", "This ruleset has no likes"))?;
    after_game(&tx.s)?;
    check_seat(&tx.s, from)?;
    check_seat(&tx.s, to)?;
    if from == to {
        return Err(no("Лайк себе не даётся", "A player cannot like himself"));
    }
    if tx.s.scoring.likes.contains(&(from, to)) {
        return Err(no(
            format!("Игрок №{from} уже дал лайк игроку №{to}: по одному каждому"),
            format!("Player {from} has already liked player {to}: one like each"),
        ));
    }
    let given = tx.s.scoring.likes.iter().filter(|l| l.0 == from).count();
    if given >= usize::from(likes.per_player) {
        return Err(no(
            format!("Игрок №{from} уже отдал {given} лайка"),
            format!("Player {from} has already given {given} likes"),
        ));
    }
    tx.emit(Event::Liked { from, to });
    Ok(())
}

pub(crate) fn best_players(tx: &mut Tx, seats: &[Seat]) -> Result<(), Refusal> {
    if tx.rs.points.best_player_vote.is_none() {
        return Err(no(
            "В этих правилах нет голосования за лучшего игрока",
            "This ruleset has no best-player vote",
        ));
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
        return Err(no(
            format!("Лучших игроков не больше {max}"),
            format!("At most {max} best players"),
        ));
    }
    tx.emit(Event::BestPlayers { seats: v });
    Ok(())
}

pub(crate) fn penalty(tx: &mut Tx, seat: Seat, id: &str) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    if !tx.rs.points.penalties.iter().any(|p| p.id == id) {
        return Err(no(
            format!("В правилах нет штрафа «{id}»"),
            format!("The ruleset has no penalty \"{id}\""),
        ));
    }
    tx.emit(Event::Penalized {
        seat,
        id: id.to_owned(),
    });
    Ok(())
}

pub(crate) fn best_move_table(tx: &mut Tx, id: &str) -> Result<(), Refusal> {
    if !tx.rs.points.best_move_tables.iter().any(|t| t.id == id) {
        return Err(no(
            format!("Нет таблицы лучшего хода «{id}»"),
            format!("No best-move table \"{id}\""),
        ));
    }
    tx.emit(Event::BestMoveTableChosen { id: id.to_owned() });
    Ok(())
}

pub(crate) fn compensation(tx: &mut Tx, seat: Seat, i: u32, n: u32) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    if tx.rs.points.compensation.is_none() {
        return Err(no(
            "В этих правилах нет компенсации",
            "This ruleset has no compensation",
        ));
    }
    if n == 0 || i > n {
        return Err(no("Нужно 0 ≤ i ≤ N, N > 0", "Needs 0 <= i <= N and N > 0"));
    }
    tx.emit(Event::CompensationSet { seat, i, n });
    Ok(())
}

pub(crate) fn protest(tx: &mut Tx, text: &str) -> Result<(), Refusal> {
    if tx.s.phase == Phase::Setup {
        return Err(no("Игра ещё не началась", "The game has not started yet"));
    }
    if text.trim().is_empty() {
        return Err(no("Пустой протест", "The protest is empty"));
    }
    tx.emit(Event::Protested {
        text: text.trim().to_owned(),
    });
    Ok(())
}

pub(crate) fn note(tx: &mut Tx, text: &str) -> Result<(), Refusal> {
    if text.trim().is_empty() {
        return Err(no("Пустая заметка", "The note is empty"));
    }
    tx.emit(Event::Noted {
        text: text.trim().to_owned(),
    });
    Ok(())
}
