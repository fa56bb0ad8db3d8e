//! Helpers for the seed rulesets' scenario tests, on top of `common`:
//! tables of any size with the cards counted from the seating, points by
//! seat, and the steps a judge repeats (warnings, quiet days, removals).

use crate::common::{Table, ruleset};
use mafia_core::game::{Action, DayStage, Phase, Seat, score};
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_store::session::{Options, Session};
use std::collections::BTreeMap;

pub use crate::common::COMMISSAR_CLASSIC;

/// Seats `roles.len()` players under ruleset `id`, sets the card counts to
/// the ones in `roles` (the judge's choice where the ruleset allows it) and
/// deals `roles` in seat order. Still at the setup stage.
pub fn seated(id: &str, roles: &[&str]) -> Table {
    let nicks: Vec<String> = (1..=roles.len()).map(|i| format!("Игрок {i}")).collect();
    seated_named(id, roles, &nicks)
}

/// [`seated`] with these nicknames, seat 1 first.
pub fn seated_named(id: &str, roles: &[&str], nicks: &[String]) -> Table {
    seated_under(ruleset(id), roles, nicks, Options::default())
}

/// [`seated`] under a ruleset read from text (a club's variant of a bundled
/// file), with the judge's switches for the game.
pub fn seated_under(rs: Ruleset, roles: &[&str], nicks: &[String], options: Options) -> Table {
    let nicks = nicks.to_vec();
    let mut counts: BTreeMap<&str, u8> = BTreeMap::new();
    for r in roles {
        *counts.entry(*r).or_default() += 1;
    }
    let ids: Vec<String> = rs.roles.iter().map(|r| r.id.clone()).collect();
    let mut t = Table {
        s: Session::new(rs, nicks, 1_000_000).unwrap(),
        now: 1_000_000,
    };
    assert!(t.s.set_options(options));
    for id in ids {
        let want = counts.get(id.as_str()).copied().unwrap_or(0);
        let idx = t.s.ruleset.role_index(&id).unwrap();
        if t.state().role_counts[idx] != want {
            t.act(Action::SetRoleCount {
                role: id.clone(),
                count: want,
            });
        }
    }
    for (i, r) in roles.iter().enumerate() {
        t.act(Action::AssignRole {
            seat: (i + 1) as Seat,
            role: (*r).to_owned(),
        });
    }
    t
}

/// Seated, dealt and started (night zero).
pub fn started(id: &str, roles: &[&str]) -> Table {
    let mut t = seated(id, roles);
    t.act(Action::StartGame);
    t
}

/// Total points of every seat, seat 1 first.
pub fn totals(t: &Table) -> Vec<f64> {
    score::points(t.state(), &t.s.ruleset)
        .iter()
        .map(|p| p.total)
        .collect()
}

/// Total points of one seat.
pub fn points_of(t: &Table, seat: Seat) -> f64 {
    totals(t)[usize::from(seat) - 1]
}

/// `n` warnings (fouls) to a seat, with no offence named.
pub fn warn(t: &mut Table, seat: Seat, n: usize) {
    for _ in 0..n {
        t.act(Action::Foul {
            seat,
            offence: None,
        });
    }
}

/// Removes seats one by one with a disqualifying offence.
pub fn punish_all(t: &mut Table, seats: &[Seat], offence: &str) {
    for seat in seats {
        t.act(Action::Punish {
            seat: *seat,
            offence: offence.to_owned(),
        });
    }
}

/// From anywhere in a day: the day's speeches run with no nominations and the
/// night begins (or the game ends).
pub fn quiet_day(t: &mut Table) {
    for _ in 0..200 {
        match t.phase() {
            Phase::Night { .. } | Phase::Ended => return,
            Phase::Day {
                stage: DayStage::Voting | DayStage::LiftVote,
                ..
            } => panic!("a vote in a quiet day: {:?}", t.phase()),
            _ => {
                t.next();
            }
        }
    }
    panic!("the day never ended: {:?}", t.phase());
}

/// From a night's first step: the shot (or a miss) and nothing else, then
/// dawn.
pub fn night_with_shot(t: &mut Table, target: Option<Seat>) {
    assert!(
        matches!(t.phase(), Phase::Night { step: 0, .. }),
        "not at a night's first step: {:?}",
        t.phase()
    );
    t.shoot(target).finish_night();
}

pub fn outcome(t: &Table) -> Option<Outcome> {
    t.state().ending.as_ref().map(|e| e.outcome)
}

/// The id of the night step the game is at.
pub fn night_step(t: &Table) -> Option<String> {
    match t.phase() {
        Phase::Night { step, .. } => t.s.ruleset.night.get(step).map(|s| s.id.clone()),
        _ => None,
    }
}

/// Presses Next until the night step `id` (panics if the night ends first).
pub fn until_step(t: &mut Table, id: &str) {
    for _ in 0..50 {
        if night_step(t).as_deref() == Some(id) {
            return;
        }
        assert!(
            matches!(t.phase(), Phase::Night { .. }),
            "step {id} never came: {:?}",
            t.phase()
        );
        t.next();
    }
    panic!("step {id} never came");
}
