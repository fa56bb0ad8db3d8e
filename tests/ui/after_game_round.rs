//! The round of words after the game (seed 002, MCC club rules: each
//! player has 30 seconds on the game just played), clicked through on the
//! judge's window: the line to say, «Далее» for the next seat, the timer,
//! the skip, undo; and what the projector shows meanwhile.

use crate::ui_common::{click, st};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_app::app::files::FileCmd;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use std::path::PathBuf;

/// The MCC example game, played to its end, opened in the judge's window.
fn mcc_game_over() -> (Harness<'static, Console>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join("mcc-order-night-and-double-vote.json");
    let path = dir.path().join("mcc.json");
    std::fs::copy(&src, &path).unwrap();
    let app = crate::ui_common::console_app(vec![catalog::find("mcc").unwrap()]);
    let mut h = crate::ui_common::harness(app);
    h.run_steps(2);
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::File(FileCmd::Open(path)), &ctx);
    h.run_steps(3);
    (h, dir)
}

fn says(h: &Harness<'_, Console>, words: &str) -> bool {
    h.query_all(egui_kittest::kittest::by().label_contains(words))
        .next()
        .is_some()
}

#[test]
fn after_the_game_the_judge_walks_the_table_through_its_30_second_words() {
    let (mut h, _dir) = mcc_game_over();
    assert!(st(&h).is_over(), "the example game has ended");
    assert_eq!(st(&h).after_speaker(), Some(1));
    assert!(says(&h, "Игра окончена — слово после игры"));
    assert!(says(
        &h,
        "Игрок №1, у вас 30 секунд: ваше мнение о прошедшей игре."
    ));
    assert!(says(&h, "Говорит №1 (1 из 10)"));
    assert!(says(&h, "0:30"), "the word's timer");

    // The projector: the speaker, his countdown, the result on the banner.
    let v = h.state().app.projector_view();
    assert_eq!(v.speaker, Some(1));
    assert_eq!(v.countdown.as_ref().unwrap().total_ms, 30_000);
    assert_eq!(v.line.as_ref().unwrap().ru, "слово после игры, 30 с");
    let banner = v.banner.clone().unwrap();
    assert_eq!(banner.detail, "Слово после игры: 30 секунд каждому");

    // The timer runs; «Далее» ends the word early and seat 2 has his.
    click(&mut h, "Старт / пауза");
    assert!(st(&h).timer.running());
    click(&mut h, "Далее »");
    assert_eq!(st(&h).after_speaker(), Some(2));
    assert!(says(&h, "Говорит №2 (2 из 10)"));
    assert_eq!(h.state().app.projector_view().speaker, Some(2));

    // Undo takes «Далее» back: seat 1 has the word again.
    click(&mut h, "Отменить");
    h.get_by_label("Отменено: слово после игры: №2");
    assert_eq!(st(&h).after_speaker(), Some(1));
    click(&mut h, "Далее »");
    assert_eq!(st(&h).after_speaker(), Some(2));

    // The judge ends the round: the projector shows the final table.
    click(&mut h, "Закончить слово после игры");
    assert_eq!(st(&h).after_speaker(), None);
    assert!(says(&h, "Слово после игры закончено судьёй (2 из 10)"));
    assert!(!says(&h, "Далее »"), "no «Далее» once the round is over");
    let v = h.state().app.projector_view();
    assert_eq!(v.speaker, None);
    assert!(matches!(
        v.moment,
        Some(mafia_audience::audience::Moment::End { .. })
    ));
}
