//! Issue 33.9: a semifinal game played by someone who did not pass the
//! qualifying's cut is held in the tournament window's list with why, and
//! counted when the head judge presses «Засчитать».

use super::tournament::{opened, section};
use super::ui_common::{click, console_app};
use crate::tournaments;
use egui_kittest::kittest::Queryable;
use mafia_store::ruleset::catalog;
use mafia_tournament::tournament;

/// The Baikal championship with the semifinal's first game (round 8,
/// table 1) played, and seated, with the first player who did not pass
/// the qualifying in seat 1. Returns the folder, the outsider and the file.
fn outsider_in_the_semifinal() -> (tempfile::TempDir, String, String) {
    let t = tournament::open(&tournaments::example("baikal-championship")).unwrap();
    let mut d = t.description;
    let mut games = t.games;
    let rs = catalog::find("baikal").unwrap();
    let out = tournaments::outsider_in_the_semifinal(&rs, &mut d, &mut games, true);
    let dir = tempfile::tempdir().unwrap();
    tournaments::write(dir.path(), &d, &games);
    (dir, out.nick, out.file)
}

#[test]
fn a_semifinal_game_with_a_player_who_did_not_pass_the_cut_waits_for_the_head_judge() {
    let (dir, outsider, file) = outsider_in_the_semifinal();
    let mut h = opened(
        console_app(vec![catalog::find("baikal").unwrap()]),
        dir.path(),
    );
    let counted = |h: &egui_kittest::Harness<'static, mafia_ui::ui::Console>| {
        let l = h.state().app.view().tournament().loaded.as_ref().unwrap();
        l.standings.counted.len()
    };
    // At the top of the window: the game, and why.
    h.get_by_label("Задержанные игры (1): решает главный судья");
    let why = format!("этапа «Полуфинал»: {outsider} не прошёл отбор после этапа «Отборочный тур»");
    assert!(
        h.query_by_label_contains(&why).is_some(),
        "the held list says {why}"
    );
    assert!(h.query_by_label_contains(&file).is_some());
    assert_eq!(counted(&h), 29);
    click(&mut h, "Засчитать");
    h.run_steps(3);
    assert_eq!(counted(&h), 30);
    let d = tournament::open(dir.path()).unwrap().description;
    assert!(
        d.accepted
            .iter()
            .any(|a| a.file == file && a.case == "not_through_cut"),
        "{:?}",
        d.accepted
    );
    section(&mut h, "Игры");
    assert!(h.query_by_label_contains("Задержанные игры").is_none());
}
