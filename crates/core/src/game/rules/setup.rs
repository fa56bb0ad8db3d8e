//! Before the first night: seats, cards, the deal, the start.

use super::*;

pub(crate) fn rename(tx: &mut Tx, seat: Seat, nick: &str) -> Result<(), Refusal> {
    check_seat(&tx.s, seat)?;
    let nick = nick.trim();
    if nick.is_empty() || nick.chars().count() > 40 {
        return Err(Refusal::NickLength);
    }
    tx.emit(Event::Renamed {
        seat,
        nick: nick.to_owned(),
    });
    Ok(())
}

pub(crate) fn set_role_count(tx: &mut Tx, role: &str, count: u8) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    let idx = tx.rs.role_index(role).ok_or_else(|| Refusal::NoSuchRole {
        role: role.to_owned(),
    })?;
    let range = tx.rs.roles[idx].count;
    if count < range.min || count > range.max {
        return Err(Refusal::RoleCountRange {
            role: idx,
            min: range.min,
            max: range.max,
        });
    }
    tx.emit(Event::RoleCountSet { role: idx, count });
    Ok(())
}

pub(crate) fn assign_role(tx: &mut Tx, seat: Seat, role: &str) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_seat(&tx.s, seat)?;
    let idx = tx.rs.role_index(role).ok_or_else(|| Refusal::NoSuchRole {
        role: role.to_owned(),
    })?;
    let want = tx.s.role_counts.get(idx).copied().unwrap_or(0);
    let have =
        tx.s.players
            .iter()
            .filter(|p| p.role == Some(idx) && p.seat != seat)
            .count();
    if have >= usize::from(want) {
        return Err(Refusal::RoleAllDealt {
            role: idx,
            count: want,
        });
    }
    tx.emit(Event::RoleAssigned {
        seat,
        role: Some(idx),
    });
    Ok(())
}

pub(crate) fn deal(tx: &mut Tx, seed: u64) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_counts(tx)?;
    let mut deck: Vec<usize> = Vec::new();
    for (role, count) in tx.s.role_counts.iter().enumerate() {
        deck.extend(std::iter::repeat_n(role, usize::from(*count)));
    }
    crate::game::random::Rng::new(seed).shuffle(&mut deck);
    for (i, role) in deck.into_iter().enumerate() {
        tx.emit(Event::RoleAssigned {
            seat: u8::try_from(i + 1).unwrap_or(u8::MAX),
            role: Some(role),
        });
    }
    Ok(())
}

pub(crate) fn check_counts(tx: &Tx) -> Result<(), Refusal> {
    let total: usize = tx.s.role_counts.iter().map(|c| usize::from(*c)).sum();
    if total != tx.s.players.len() {
        return Err(Refusal::CardsForPlayers {
            cards: total,
            players: tx.s.players.len(),
        });
    }
    for side in [Side::Red, Side::Black] {
        let n: usize =
            tx.s.role_counts
                .iter()
                .enumerate()
                .filter(|(r, _)| tx.rs.role_side(*r) == side)
                .map(|(_, c)| usize::from(*c))
                .sum();
        if n == 0 {
            return Err(Refusal::NeedBothSides);
        }
    }
    Ok(())
}

pub(crate) fn start_game(tx: &mut Tx) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_counts(tx)?;
    if let Some(p) = tx.s.players.iter().find(|p| p.role.is_none()) {
        return Err(Refusal::NoCard { seat: p.seat });
    }
    for (r, want) in tx.s.role_counts.clone().iter().enumerate() {
        let have = tx.s.players.iter().filter(|p| p.role == Some(r)).count();
        if have != usize::from(*want) {
            return Err(Refusal::RoleDealt {
                role: r,
                dealt: have,
                needed: *want,
            });
        }
    }
    if tx.rs.night_zero.is_empty() {
        start_day(tx, 1);
    } else {
        enter_zero_step(tx, 0);
    }
    Ok(())
}

pub(crate) fn enter_zero_step(tx: &mut Tx, step: usize) {
    match tx.rs.night_zero.get(step) {
        Some(st) => {
            let secs = st.seconds.unwrap_or(0);
            tx.phase(Phase::NightZero { step });
            tx.timer(secs);
        }
        None => start_day(tx, 1),
    }
}
