//! The seed rulesets' files and example records: every file in `rulesets/`
//! loads, every ruleset has an example in `examples/`, and every example
//! replays to a finished game with a winner and points for every seat.
//!
//! The examples of the seed rulesets are real games played through the engine
//! here: `UPDATE_EXAMPLES=1 cargo test --test engine rulesets_examples` writes them; a
//! normal run checks that the files still match what the engine plays.

use crate::common::{NICKS, Table, check_example, ruleset};
use crate::rulesets_common::{COMMISSAR_CLASSIC, outcome, points_of, seated_named, until_step};
use mafia_core::game::{Action, Seat, score};
use mafia_core::ruleset::Outcome;
use mafia_store::ruleset::catalog;
use mafia_store::session::{Meta, Record, Session};
use std::path::PathBuf;

fn root() -> PathBuf {
    mafia_store::storage::source_root()
}

/// Seated with nicknames and a protocol header, then started.
fn table(id: &str, roles: &[&str], tournament: &str) -> Table {
    let nicks: Vec<String> = NICKS[..roles.len()]
        .iter()
        .map(|n| (*n).to_owned())
        .collect();
    let mut t = seated_named(id, roles, &nicks);
    t.s.meta = Meta {
        tournament: tournament.into(),
        stage: "Пример".into(),
        date: "2026-11-30".into(),
        table: "1".into(),
        game: "1".into(),
        judge: "Судья Петров".into(),
        ..Meta::default()
    };
    // Recorded as version 1 (a step whose role has left skipped), and kept
    // so: old records must replay as they were.
    let mut t = t.into_version(1);
    t.act(Action::StartGame);
    t
}

fn nominate(t: &mut Table, target: Seat) {
    t.act(Action::Nominate { target });
}

fn check(t: &mut Table, target: Seat) {
    t.act(Action::Check { target });
}

// ------------------------------------------------------------ the games

/// Baikal: a warning, the town votes the mafia out, the host's best player
/// and the likes after the game.
fn baikal_game() -> Table {
    let roles = COMMISSAR_CLASSIC;
    let mut t = table("baikal", &roles, "Чемпионат Байкала");
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 7,
        offence: Some("6.4-4.7.3".into()),
    });
    t.speeches(&[(1, 4), (2, 8)]);
    t.hands(4, 6); // 8 gets the other 4
    t.until_night();
    t.shoot(Some(2));
    t.next();
    check(&mut t, 3);
    t.next();
    check(&mut t, 8);
    t.next();
    t.act(Action::BestMove {
        seats: vec![6, 8, 5],
    });
    t.until_speeches(2).speeches(&[(3, 8)]);
    t.until_night();
    t.shoot(Some(3)).finish_night();
    t.until_speeches(3).speeches(&[(5, 6)]);
    t.last_minutes();
    assert_eq!(outcome(&t), Some(Outcome::Red));
    t.act(Action::BestPlayers { seats: vec![5] });
    for (from, to) in [(1, 3), (2, 3), (4, 3), (5, 3), (1, 5), (2, 9), (7, 5)] {
        t.act(Action::Like { from, to });
    }
    t
}

/// MCC: the order night, a double vote, the mafia voted out, two best players.
fn mcc_game() -> Table {
    let roles = COMMISSAR_CLASSIC;
    let mut t = table("mcc", &roles, "Mafia Czernowitz Club");
    t.act(Action::Order {
        targets: vec![1, 5, 9],
    });
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8), (3, 6)]);
    t.vote_by(4, &[1, 2, 3, 5]);
    t.vote_by(8, &[7, 5]); // seat 5 votes twice and leaves; the vote stops
    t.shoot(Some(1));
    t.next();
    check(&mut t, 3);
    t.next();
    check(&mut t, 8);
    t.next();
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.until_speeches(2).speeches(&[(2, 4), (3, 8)]);
    t.hands(4, 3); // 8 gets the other 4
    t.until_night();
    t.shoot(Some(9)).next();
    check(&mut t, 3);
    t.next();
    check(&mut t, 4);
    t.finish_night();
    t.until_speeches(3).speeches(&[(3, 4)]);
    t.until_night();
    t.shoot(Some(3)).finish_night();
    t.until_speeches(4).speeches(&[(7, 6)]);
    t.last_minutes();
    assert_eq!(outcome(&t), Some(Outcome::Red));
    t.act(Action::BestPlayers { seats: vec![2, 7] });
    t
}

/// Stylized New York at a table of 10: two per family, every night action.
fn stylized_game() -> Table {
    let roles = [
        "father",
        "journalist",
        "detective",
        "mafia",
        "lawyer",
        "gang_head",
        "fbi_agent",
        "businessman",
        "bandit",
        "businessman",
    ];
    let mut t = table("stylized-ny", &roles, "Стилизованная мафия");
    t.until_speeches(1).speeches(&[(2, 9), (3, 4)]);
    t.hands(9, 6); // 4 gets the other 4
    t.until_night();
    // Night 1.
    t.shoot(Some(3)).next(); // the Gambino family
    t.shoot(Some(8)).next(); // the K&A gang (9 has left, 6 shoots)
    check(&mut t, 3); // the Father finds the detective
    t.next();
    t.act(Action::BlockVote { target: 4 });
    t.next();
    t.act(Action::Protect { target: 3 });
    t.next();
    t.act(Action::Compare {
        first: 1,
        second: 4,
    });
    t.next();
    check(&mut t, 6); // the detective learns: Gang head
    t.next();
    t.act(Action::BestMove {
        seats: vec![1, 4, 6],
    });
    t.until_speeches(2).speeches(&[(2, 1), (3, 6)]);
    t.hands(1, 4); // 4 may not vote: 6 gets the other 3
    t.until_night();
    // Night 2: the Father has left, his family shoots by seat 4.
    t.shoot(Some(2)).next();
    t.shoot(Some(5)).next();
    until_step(&mut t, "lawyer_protect");
    t.act(Action::Protect { target: 2 });
    t.next();
    t.act(Action::Compare {
        first: 4,
        second: 6,
    });
    t.next();
    check(&mut t, 4);
    t.finish_night();
    t.until_speeches(3).speeches(&[(3, 4), (7, 6)]);
    t.hands(4, 4); // 6 gets the other 2
    t.until_night();
    t.shoot(Some(7)).finish_night();
    t.until_speeches(4).speeches(&[(10, 6)]);
    t.last_minutes();
    assert_eq!(outcome(&t), Some(Outcome::Red));
    t
}

/// Minsk: a late player, a withdrawn nomination, the don not passed on, and
/// the car crash of two at four players.
fn minsk_game() -> Table {
    let mut t = table(
        "minsk-final",
        &crate::common::CLASSIC,
        "Театр Теней Минск: финал года",
    );
    for _ in 0..2 {
        t.act(Action::Penalty {
            seat: 9,
            id: "late_5min".into(),
        });
    }
    t.until_speeches(1);
    nominate(&mut t, 5);
    t.act(Action::Withdraw);
    nominate(&mut t, 4);
    t.next();
    nominate(&mut t, 8);
    t.speeches(&[]);
    t.hands(4, 6); // 8 gets the other 4
    t.until_night();
    t.shoot(Some(1)).next();
    check(&mut t, 3);
    t.next();
    check(&mut t, 6);
    t.next();
    t.act(Action::BestMove {
        seats: vec![6, 8, 2],
    });
    t.until_speeches(2).speeches(&[(2, 8), (3, 6)]);
    t.hands(8, 2); // 6 gets the other 6
    t.until_night();
    // The don has left: no don's check; the sheriff shot tonight still checks.
    t.shoot(Some(3)).next();
    check(&mut t, 8);
    t.finish_night();
    t.until_speeches(3).speeches(&[(5, 8), (8, 7)]);
    t.hands(8, 2); // 7 gets the other 4
    t.until_night();
    t.shoot(Some(10)).finish_night();
    // Four left: 2, 5, 9 red, 8 black. The car crash of 8 and 9.
    t.until_speeches(4).speeches(&[(8, 9), (9, 8)]);
    t.hands(9, 2); // 8 gets the other 2
    t.next().next();
    t.hands(9, 2);
    t.lift_hands(3);
    t.last_minutes();
    assert_eq!(outcome(&t), Some(Outcome::Red));
    t
}

#[test]
fn example_baikal_red_wins_with_likes() {
    let t = baikal_game();
    // Seat 2: best move with two mafia +0.5; seat 3: commissar 4 + 4 likes;
    // seat 5: 3 + the host's best player; the don -1.
    assert_eq!(points_of(&t, 2), 3.5);
    assert_eq!(points_of(&t, 3), 5.0);
    assert_eq!(points_of(&t, 5), 4.0);
    assert_eq!(points_of(&t, 6), -1.0);
    check_example("baikal-red-wins-with-likes", &t);
}

#[test]
fn example_mcc_order_night_and_double_vote() {
    let t = mcc_game();
    assert_eq!(t.state().order, vec![1, 5, 9]);
    let p5 = t.state().player(5).unwrap().exit.clone().unwrap();
    assert_eq!(p5.offence.as_deref(), Some("double_vote"));
    assert_eq!(points_of(&t, 2), 1.0);
    assert_eq!(points_of(&t, 7), 1.0);
    assert_eq!(points_of(&t, 3), 0.0, "the cut-off table gives nothing");
    check_example("mcc-order-night-and-double-vote", &t);
}

#[test]
fn example_stylized_ny_ten_players() {
    let t = stylized_game();
    assert_eq!(t.state().players.len(), 10);
    assert_eq!(t.state().days[1].blocked_voters, vec![4]);
    assert!(t.alive(3), "the lawyer saved the detective");
    assert_eq!(points_of(&t, 8), 1.7, "win + best move with three blacks");
    check_example("stylized-ny-ten-players", &t);
}

#[test]
fn example_minsk_final_car_crash() {
    let t = minsk_game();
    assert_eq!(t.state().days[3].left, vec![9, 8]);
    assert!(
        t.state().nights[1]
            .entries
            .iter()
            .all(|e| e.step != "don_check")
    );
    assert_eq!(points_of(&t, 9), 0.8, "red win 1, 10 min late -0.2");
    assert_eq!(points_of(&t, 1), 1.5, "win + best move with two blacks");
    check_example("minsk-final-car-crash", &t);
}

// ------------------------------------------------------------ every file

#[test]
fn every_ruleset_file_loads_under_its_own_name() {
    let found = catalog::scan(&[root().join("rulesets")]);
    let mut ids = Vec::new();
    for f in &found {
        let rs = f.result.as_ref().unwrap_or_else(|e| panic!("{e}"));
        let stem = f.path.file_stem().unwrap().to_string_lossy().into_owned();
        assert_eq!(rs.id, stem, "{}", f.path.display());
        ids.push(rs.id.clone());
    }
    for id in ["fiim", "baikal", "mcc", "stylized-ny", "minsk-final"] {
        assert!(ids.iter().any(|x| x == id), "rulesets/{id}.toml is missing");
    }
}

#[test]
fn every_ruleset_has_an_example_and_every_example_replays_to_a_finished_game_with_points() {
    let mut seen: Vec<String> = Vec::new();
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let record = Record::from_json(&name, &text).unwrap();
        let rs = ruleset(&record.ruleset.id);
        assert_eq!(
            record.ruleset.fingerprint, rs.fingerprint,
            "{name}: the ruleset changed since the record was written"
        );
        let session =
            Session::replay(rs.clone(), &record).unwrap_or_else(|e| panic!("{name}: {e}"));
        let state = session.state();
        assert!(state.is_over(), "{name}: not finished");
        assert!(state.ending.is_some(), "{name}: no winner");
        let points = score::points(state, &rs);
        assert_eq!(points.len(), state.players.len(), "{name}");
        assert!(
            points.iter().all(|p| p.total.is_finite()),
            "{name}: {points:?}"
        );
        seen.push(record.ruleset.id.clone());
    }
    for f in catalog::scan(&[root().join("rulesets")]) {
        let id = f.result.unwrap().id;
        assert!(seen.contains(&id), "no example record for ruleset {id}");
    }
}

#[test]
fn every_gesture_of_every_ruleset_has_its_image_in_assets() {
    for f in catalog::scan(&[root().join("rulesets")]) {
        let rs = f.result.unwrap();
        for g in rs.gestures.values() {
            let path = root().join("assets").join(&g.image);
            assert!(path.is_file(), "{}: {} is missing", rs.id, path.display());
        }
    }
}
