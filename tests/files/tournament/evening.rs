//! Seed 002 (MCC), club rules, the next table of a club evening: «На
//! следующую игру приглашаются (в порядке очередности) игроки получившие -1
//! очко (за прошедшую игру), лучший игрок и первоубиенный. Далее,
//! приглашаются за стол игроки, которые не играли. В противном случае,
//! решение принимает ведущий игры.» One test per clause.

use crate::support::{Judge, clock_draw};
use mafia_tournament::tournament::evening::{Evening, GameFacts, Invited, Why, propose};
use std::process::Stdio;

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| (*s).to_owned()).collect()
}

/// Twelve came tonight, in this order.
fn present() -> Vec<String> {
    names(&[
        "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10", "B1", "B2",
    ])
}

/// The first game: A1..A10 at the table.
fn first_game() -> GameFacts {
    GameFacts {
        created: 1,
        players: names(&["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10"]),
        minus: names(&["A7"]),
        best: names(&["A3"]),
        first_killed: Some("A5".to_owned()),
    }
}

fn nicks(p: &[Invited]) -> Vec<&str> {
    p.iter().map(|i| i.nick.as_str()).collect()
}

#[test]
fn the_first_game_of_the_evening_seats_those_who_came_in_order_of_arrival() {
    let p = propose(&present(), &[], 10);
    assert_eq!(
        nicks(&p),
        ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "A10"]
    );
    assert!(p.iter().all(|i| i.why == Why::NotPlayed));
}

#[test]
fn first_invited_are_the_players_who_got_minus_one_in_the_last_game() {
    let p = propose(&present(), &[first_game()], 10);
    assert_eq!(
        p[0],
        Invited {
            nick: "A7".into(),
            why: Why::Minus
        }
    );
}

#[test]
fn after_them_the_last_games_best_player() {
    let p = propose(&present(), &[first_game()], 10);
    assert_eq!(
        p[1],
        Invited {
            nick: "A3".into(),
            why: Why::BestPlayer
        }
    );
}

#[test]
fn all_tied_best_players_are_invited_in_seat_order() {
    let mut g = first_game();
    g.best = names(&["A2", "A9"]);
    let p = propose(&present(), &[g], 10);
    assert_eq!(nicks(&p)[1..3], ["A2", "A9"]);
    assert!(p[1..3].iter().all(|i| i.why == Why::BestPlayer));
}

#[test]
fn then_the_first_killed() {
    let p = propose(&present(), &[first_game()], 10);
    assert_eq!(
        p[2],
        Invited {
            nick: "A5".into(),
            why: Why::FirstKilled
        }
    );
}

#[test]
fn then_those_who_have_not_played_tonight_in_order_of_arrival() {
    let p = propose(&present(), &[first_game()], 10);
    assert_eq!(nicks(&p), ["A7", "A3", "A5", "B1", "B2"]);
    assert_eq!(p[3].why, Why::NotPlayed);
    assert_eq!(p[4].why, Why::NotPlayed);
}

#[test]
fn otherwise_the_judge_decides_the_seats_the_rule_leaves_open() {
    // Five of ten are proposed above; the other five are the judge's.
    let p = propose(&present(), &[first_game()], 10);
    assert_eq!(p.len(), 5);
}

#[test]
fn a_player_invited_by_two_clauses_takes_one_seat_by_the_first() {
    let mut g = first_game();
    g.best = names(&["A7", "A3"]);
    g.first_killed = Some("A3".into());
    let p = propose(&present(), &[g], 10);
    assert_eq!(nicks(&p), ["A7", "A3", "B1", "B2"]);
    assert_eq!(p[1].why, Why::BestPlayer);
}

#[test]
fn a_player_who_has_gone_home_is_not_invited() {
    let mut e = Evening {
        present: present(),
        games: vec![first_game()],
        ..Evening::default()
    };
    e.check_out("A3");
    e.check_out("b1");
    assert_eq!(nicks(&e.propose(10)), ["A7", "A5", "B2"]);
}

#[test]
fn the_proposal_never_has_more_players_than_the_table() {
    let many: Vec<String> = (1..=30).map(|i| format!("P{i}")).collect();
    assert_eq!(propose(&many, &[], 10).len(), 10);
    let mut g = first_game();
    g.players = many[..10].to_vec();
    g.minus = many[..10].to_vec();
    assert_eq!(propose(&many, &[g], 10).len(), 10);
}

#[test]
fn who_came_is_checked_in_once_whatever_the_letters_case() {
    let mut e = Evening::default();
    assert!(e.check_in("Лиса"));
    assert!(!e.check_in("лиса"));
    assert!(!e.check_in("  "));
    assert_eq!(e.present, ["Лиса"]);
}

#[test]
fn the_evening_file_keeps_who_came_and_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.toml");
    assert_eq!(Evening::load(&path).unwrap(), Evening::default());
    let e = Evening {
        date: "2026-12-02".into(),
        present: present(),
        games: vec![first_game()],
    };
    e.save(&path).unwrap();
    assert_eq!(Evening::load(&path).unwrap(), e);
}

#[test]
fn a_broken_evening_file_is_named_with_its_key() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("evening.toml");
    std::fs::write(&path, "present = 3\n").unwrap();
    let e = Evening::load(&path).unwrap_err().to_string();
    assert!(e.contains("evening.toml") && e.contains("present"), "{e}");
}

#[test]
fn the_evening_killed_with_sigkill_while_it_saves_keeps_its_file_whole() {
    // The real binary checks players in (`evening --check-in`) and is
    // killed at drawn moments; after each kill the file reads, nobody
    // checked in before is lost, and a check-in is there whole or not at all.
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("evening.toml");
    let base: Vec<String> = (0..20_000).map(|i| format!("Игрок {i:05}")).collect();
    Evening {
        date: "2026-12-02".into(),
        present: base.clone(),
        games: vec![first_game()],
    }
    .save(&path)
    .unwrap();
    let mut came = 0;
    for i in 0..12u64 {
        let mut child = Judge::with(["evening", "--date", "2026-12-02", "--check-in"])
            .arg(format!("Новый {i}"))
            .data(data.path())
            .spawn(Stdio::null(), Stdio::null());
        std::thread::sleep(std::time::Duration::from_millis(clock_draw(60, i)));
        let _ = child.kill(); // SIGKILL (it may have finished already)
        let _ = child.wait();
        let e = Evening::load(&path).unwrap_or_else(|e| panic!("after a kill: {e}"));
        assert_eq!(e.present[..base.len()], base[..], "nobody is lost");
        assert_eq!(e.games, [first_game()]);
        let new: Vec<&String> = e.present[base.len()..].iter().collect();
        assert!(new.len() == came || new.len() == came + 1, "{new:?}");
        if new.len() == came + 1 {
            assert_eq!(*new[came], format!("Новый {i}"));
        }
        came = new.len();
    }
    // Once more, to the end: the check-in is written and the proposal printed.
    let json = Judge::with(["evening", "--date", "2026-12-02", "--check-in", "Последний"])
        .data(data.path())
        .run()
        .ok()
        .json();
    assert_eq!(
        json["present"].as_array().unwrap().len(),
        base.len() + came + 1
    );
    // A7..A5 of the last game are not here tonight: those who have not
    // played come first.
    assert_eq!(json["proposal"][0]["nick"], "Игрок 00000");
    assert_eq!(json["proposal"][0]["why"], "not_played");
    eprintln!("check-ins that survived their kill: {came} of 12");
}

#[test]
fn a_check_in_on_another_date_starts_a_new_evening() {
    let data = tempfile::tempdir().unwrap();
    let run = |date: &str, nick: &str| {
        Judge::with(["evening", "--date", date, "--check-in", nick])
            .data(data.path())
            .run()
            .ok()
            .json()
    };
    run("2026-12-01", "Лиса");
    let second = run("2026-12-01", "Бард");
    assert_eq!(second["present"], serde_json::json!(["Лиса", "Бард"]));
    let next_day = run("2026-12-08", "Жук");
    assert_eq!(next_day["date"], "2026-12-08");
    assert_eq!(next_day["present"], serde_json::json!(["Жук"]));
}

#[test]
fn a_game_tells_the_evening_who_got_a_minus_its_best_players_and_its_first_killed() {
    // Baikal's table gives the don -1 in a red win (seed 000): game 1 of
    // the example (Егор the don, Кирилл the host's best player).
    let (_, games) = super::examples::baikal_two_games();
    let record = &games[0].1;
    let rs = super::examples::ruleset("baikal");
    let s = mafia_store::session::Session::replay(rs.clone(), record).unwrap();
    let f = GameFacts::of(s.state(), &rs);
    assert_eq!(f.players, record.players);
    assert_eq!(f.minus, ["Егор"]);
    assert_eq!(f.best, ["Кирилл"]);
    // A red win where the mafia only missed: nobody killed at night.
    assert_eq!(f.first_killed, None);
    // The black win of game 2: the first red seat is shot on night 1.
    let s2 = mafia_store::session::Session::replay(rs.clone(), &games[1].1).unwrap();
    let f2 = GameFacts::of(s2.state(), &rs);
    assert_eq!(
        f2.first_killed.as_deref(),
        Some(games[1].1.players[0].as_str())
    );
}
