//! The FIIM example records in `examples/` are real games played through
//! the engine here. `UPDATE_EXAMPLES=1 cargo test --test engine fiim_examples`
//! writes them; a normal run checks that the files still match the engine.

use crate::common::{CLASSIC, NICKS, Table, check_example};
use mafia_core::game::{Action, Ballot, ExitHow};
use mafia_core::ruleset::Outcome;
use mafia_store::session::Meta;

fn table() -> Table {
    // Recorded as version 1 (the don's and the sheriff's steps skipped once
    // they have left), and kept so: old records must replay as they were.
    table_of(1)
}

/// The example table as a record of `version`.
fn table_of(version: u32) -> Table {
    let mut t = Table::seated("fiim", &CLASSIC);
    for (i, n) in NICKS[..CLASSIC.len()].iter().enumerate() {
        t.act(Action::Rename {
            seat: (i + 1) as u8,
            nick: (*n).to_owned(),
        });
    }
    t.s.meta = Meta {
        tournament: "Кубок Примера".into(),
        stage: "Отбор".into(),
        date: "2026-11-30".into(),
        table: "2".into(),
        game: "7".into(),
        judge: "Судья Иванов".into(),
        ..Meta::default()
    };
    if version != t.s.version() {
        t = t.into_version(version);
    }
    t.act(Action::StartGame);
    t
}

/// Red wins: the sheriff finds both mafia, the town votes out all three blacks.
fn red_wins() -> Table {
    let mut t = table();
    t.until_speeches(1);
    t.act(Action::TimerStart).act(Action::TimerPause);
    t.speeches(&[(1, 4), (2, 8)]);
    t.hands(4, 6); // 8 gets the other 4
    t.until_night();
    t.shoot(Some(2))
        .next()
        .act(Action::Check { target: 3 })
        .next()
        .act(Action::Check { target: 8 })
        .next();
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.until_speeches(2).speeches(&[(3, 8)]);
    t.until_night();
    t.shoot(Some(3))
        .next()
        .act(Action::Check { target: 5 })
        .next();
    t.until_speeches(3).speeches(&[(5, 6)]);
    t.last_minutes();
    assert!(t.state().is_over());
    t
}

/// Black wins: the mafia shoots the town down while the votes miss.
fn black_wins() -> Table {
    let mut t = table();
    t.until_speeches(1).speeches(&[(1, 2), (3, 5)]);
    t.hands(2, 7);
    t.until_night();
    t.shoot(Some(3))
        .next()
        .act(Action::Check { target: 3 })
        .next()
        .next();
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.until_speeches(2).speeches(&[(4, 9)]);
    t.until_night();
    t.shoot(Some(1)).finish_night();
    // Decided by the kill; his morning minute, then the result (7.10).
    assert!(t.state().ending.is_some());
    t.last_minutes();
    assert!(t.state().is_over());
    t
}

/// A tie on day 1, speeches, a repeated tie and a lift vote that passes.
fn tie_and_lift() -> Table {
    let mut t = table();
    t.until_speeches(1).speeches(&[(1, 4), (2, 5), (6, 1)]);
    t.act(Action::Vote {
        candidate: 4,
        votes: Ballot::Voters(vec![1, 2, 3, 7]),
    });
    t.act(Action::Vote {
        candidate: 5,
        votes: Ballot::Voters(vec![4, 6, 8, 9]),
    }); // 1 gets 5 and 10
    t.next().next();
    t.hands(4, 5); // 5 gets the other 5
    t.lift_hands(7);
    t.until_night();
    t.shoot(Some(9))
        .next()
        .act(Action::Check { target: 2 })
        .next()
        .act(Action::Check { target: 6 })
        .next();
    // Two left on day 1: no best move (7.12).
    t.until_speeches(2).speeches(&[(3, 6), (6, 10)]);
    t.hands(6, 4);
    t.until_night();
    t.shoot(Some(3)).finish_night();
    t.until_speeches(3).speeches(&[(7, 8)]);
    t.last_minutes();
    assert!(t.state().is_over());
    t
}

/// The mafia player 8 collects four fouls and leaves; the vote is cancelled (7.1).
fn removal_by_fouls() -> Table {
    let mut t = table();
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 8,
        offence: Some("6.6.1".into()),
    });
    t.speeches(&[(1, 4), (2, 6)]);
    t.act(Action::Foul {
        seat: 8,
        offence: Some("6.6.7".into()),
    });
    t.act(Action::Foul {
        seat: 8,
        offence: Some("6.6.2".into()),
    });
    t.act(Action::Foul {
        seat: 8,
        offence: Some("6.6.5".into()),
    });
    t.until_night();
    t.shoot(Some(1)).finish_night();
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.act(Action::ExtraPoints {
        seat: 1,
        points: 0.3,
        reason: "Верно нашёл чёрных в лучшем ходе".into(),
    });
    t.until_speeches(2).speeches(&[(2, 4), (3, 6)]);
    t.hands(4, 4);
    t.next().next().hands(4, 5);
    t.until_night();
    t.shoot(Some(2)).finish_night();
    t.until_speeches(3).speeches(&[(3, 6)]);
    t.last_minutes();
    assert!(t.state().is_over());
    t
}

/// Record version 2: the don is voted out on day 1, and on both nights the
/// judge still announces the don's check and waits its 10 seconds (nothing
/// recorded, only `next`), so the table never hears that the don is out;
/// the town then votes both mafia out.
fn dons_step_after_the_don_left() -> Table {
    let mut t = table_of(2);
    t.until_speeches(1).speeches(&[(1, 6), (2, 8)]);
    t.hands(6, 7); // 8 gets the other 3: the don leaves
    t.until_night();
    t.shoot(Some(1)).next();
    assert!(t.state().departed_step(&t.s.ruleset).is_some());
    t.act(Action::TimerStart).next();
    t.act(Action::Check { target: 8 }).next();
    t.act(Action::BestMove {
        seats: vec![4, 8, 5],
    });
    t.until_speeches(2).speeches(&[(3, 8)]);
    t.until_night();
    t.shoot(Some(2)).next();
    assert!(t.state().departed_step(&t.s.ruleset).is_some());
    t.act(Action::TimerStart).next();
    t.act(Action::Check { target: 4 }).next();
    t.until_speeches(3).speeches(&[(3, 4)]);
    t.last_minutes();
    assert!(t.state().is_over());
    t
}

#[test]
fn example_the_dons_step_is_announced_after_the_don_has_left() {
    let t = dons_step_after_the_don_left();
    assert_eq!(t.s.record().version, 2);
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    check_example("fiim-dons-step-after-the-don-left", &t);
}

#[test]
fn example_red_wins() {
    let t = red_wins();
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    check_example("fiim-red-wins", &t);
}

#[test]
fn example_black_wins() {
    let t = black_wins();
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Black);
    check_example("fiim-black-wins", &t);
}

#[test]
fn example_tie_and_lift_vote() {
    let t = tie_and_lift();
    assert!(t.state().days[0].lift.as_ref().unwrap().passed);
    assert_eq!(t.state().days[0].left, vec![4, 5]);
    check_example("fiim-tie-and-lift", &t);
}

#[test]
fn example_removal_by_fouls() {
    let t = removal_by_fouls();
    let p8 = t.state().player(8).unwrap();
    assert_eq!(p8.exit.as_ref().unwrap().how, ExitHow::Fouls);
    assert!(t.state().days[0].vote_cancelled);
    check_example("fiim-removal-by-fouls", &t);
}
