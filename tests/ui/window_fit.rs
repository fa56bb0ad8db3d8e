//! The judge's window on a laptop (issue 13, item 13): at 1366x768 and
//! 1280x800, in the busiest phases (a vote with three nominees that ends in
//! a tie, the night with the check pictures, the end table), every control
//! the phase needs lies inside the window and takes a real pointer click
//! there, without scrolling; the check pictures are whole.
//!
//! A click here is a pointer press at the widget's centre (not an
//! accessibility action), so a widget hidden under a panel's edge or
//! scrolled out of sight does not take it, and the state after the click
//! proves the control was reached.

use crate::ui_common::*;

use eframe::egui::accesskit::Role;
use eframe::egui::{Pos2, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_app::app::files::FileCmd;
use mafia_core::game::state::DayStage;
use mafia_core::game::{Phase, Seat};

use mafia_ui::ui::Console;
use std::path::Path;

/// The judge's laptops: the common 1366x768 and a 16:10 1280x800.
const SIZES: [[f32; 2]; 2] = [[1366.0, 768.0], [1280.0, 800.0]];

fn window(size: [f32; 2]) -> Rect {
    Rect::from_min_size(Pos2::ZERO, vec2(size[0], size[1]))
}

/// The console in a window of this size, the cards of [`DEAL`] on the start screen.
fn at(size: [f32; 2]) -> Harness<'static, Console> {
    let rs = fiim();
    let mut c = console_app(vec![rs.clone()]);
    c.screens.start.roles = DEAL.iter().map(|r| rs.role_index(r)).collect();
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), c);
    h.run_steps(2);
    h
}

/// The widget lies wholly inside the window.
fn assert_in(h: &Harness<'_, Console>, size: [f32; 2], label: &str) {
    let r = h.get_by_label(label).rect();
    assert!(
        window(size).contains_rect(r),
        "{label:?} at {r:?} is outside the {}x{} window",
        size[0],
        size[1]
    );
}

/// Checks that the widget is in the window, then clicks it with the pointer.
fn reach(h: &mut Harness<'_, Console>, size: [f32; 2], label: &str) {
    assert_in(h, size, label);
    click(h, label);
}

fn stage(h: &Harness<'_, Console>) -> DayStage {
    match st(h).phase {
        Phase::Day { stage, .. } => stage,
        other => panic!("expected a day, got {other:?}"),
    }
}

/// «Далее» clicked with the pointer until the phase matches.
fn next_until(h: &mut Harness<'_, Console>, size: [f32; 2], done: impl Fn(&Phase) -> bool) {
    for _ in 0..30 {
        if done(&st(h).phase) {
            return;
        }
        reach(h, size, "Далее »");
    }
    panic!("never reached: now {:?}", st(h).phase);
}

/// The hands of these seats, clicked in the seat table, then recorded.
fn vote(h: &mut Harness<'_, Console>, size: [f32; 2], hands: &[Seat]) {
    ballot(h, size, hands, "Записать голоса");
}

fn ballot(h: &mut Harness<'_, Console>, size: [f32; 2], hands: &[Seat], button: &str) {
    for seat in 1..=10 {
        assert_in(h, size, &format!("Рука №{seat}"));
    }
    for seat in hands {
        reach(h, size, &format!("Рука №{seat}"));
    }
    assert_in(h, size, "Число голосов");
    reach(h, size, button);
}

/// Day 1 at this size: three nominees (4, 5, 6), a tie between 4 and 5,
/// the tied speak again, a tie again, the lift vote keeps them.
fn three_nominees_and_a_tie(size: [f32; 2]) -> Harness<'static, Console> {
    let mut h = at(size);
    reach(&mut h, size, "Начать игру");
    next_until(&mut h, size, |p| matches!(p, Phase::Day { .. }));
    for (speaker, target) in [(1, 4), (2, 5), (3, 6)] {
        assert_eq!(st(&h).speaker(), Some(speaker));
        for seat in 1..=10 {
            if seat != target {
                assert_in(&h, size, &format!("Выставить №{seat}"));
            }
        }
        reach(&mut h, size, &format!("Выставить №{target}"));
        reach(&mut h, size, "Далее »");
    }
    assert_eq!(st(&h).candidates(), vec![4, 5, 6]);
    next_until(&mut h, size, |p| {
        matches!(
            p,
            Phase::Day {
                stage: DayStage::Voting,
                ..
            }
        )
    });
    // 4 and 5 take four hands each, 6 the last two: a tie.
    vote(&mut h, size, &[1, 2, 3, 4]);
    vote(&mut h, size, &[5, 6, 7, 8]);
    assert_ne!(stage(&h), DayStage::Voting, "the last two hands go to №6");
    assert_in(&h, size, "Отменить");
    // The tied speak again, then the re-vote: a tie again.
    next_until(&mut h, size, |p| {
        matches!(
            p,
            Phase::Day {
                stage: DayStage::Voting,
                ..
            }
        )
    });
    vote(&mut h, size, &[1, 2, 3, 4, 5]);
    next_until(&mut h, size, |p| {
        matches!(
            p,
            Phase::Day {
                stage: DayStage::LiftVote,
                ..
            }
        )
    });
    // The lift vote: three hands of ten keep them at the table.
    ballot(&mut h, size, &[1, 2, 3], "За подъём всех");
    h
}

#[test]
fn at_laptop_sizes_a_vote_with_three_nominees_and_a_tie_is_judged_without_scrolling() {
    for size in SIZES {
        let h = three_nominees_and_a_tie(size);
        let s = st(&h);
        assert!(s.players.iter().all(|p| p.alive()), "nobody left: {size:?}");
    }
}

#[test]
fn at_laptop_sizes_the_night_and_both_check_pictures_are_whole_in_the_window() {
    for size in SIZES {
        let mut h = three_nominees_and_a_tie(size);
        next_until(&mut h, size, |p| matches!(p, Phase::Night { .. }));
        for seat in 1..=10 {
            assert_in(&h, size, &format!("Выстрел №{seat}"));
        }
        assert_in(&h, size, "Промах");
        reach(&mut h, size, "Выстрел №1");
        let shot = |h: &Harness<'_, Console>| {
            st(h)
                .nights
                .last()
                .is_some_and(|n| n.entries.iter().any(|e| e.targets == [1]))
        };
        assert!(shot(&h), "the shot is taken");
        reach(&mut h, size, "Далее »"); // the don's check
        reach(&mut h, size, "Проверить №5");
        picture_whole(&h, size);
        assert_in(&h, size, "Далее »");
        reach(&mut h, size, "Далее »"); // the sheriff's check
        reach(&mut h, size, "Проверить №2");
        picture_whole(&h, size);
        reach(&mut h, size, "Далее »");
    }
}

/// The check's gesture picture: large enough to be seen, and not cut.
fn picture_whole(h: &Harness<'_, Console>, size: [f32; 2]) {
    let picture = h.get_by_role(Role::Image).rect();
    assert!(picture.height() > 150.0, "too small: {picture:?}");
    assert!(
        window(size).contains_rect(picture),
        "the picture is cut at {size:?}: {picture:?}"
    );
}

#[test]
fn at_laptop_sizes_the_end_table_and_its_forms_are_in_the_window() {
    let record = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    for size in SIZES {
        let mut h = at(size);
        let ctx = h.ctx.clone();
        h.state_mut()
            .run(Command::File(FileCmd::Open(record.clone())), &ctx);
        h.run_steps(3);
        assert!(st(&h).is_over());
        // Every seat's role and points, in the window.
        for seat in 1..=10 {
            assert_in(&h, size, &format!("№{seat}"));
        }
        assert_in(&h, size, "Баллы");
        assert!(h.query_by_label("1,7").is_some(), "№2's points");
        assert_in(&h, size, "1,7");
        // The best-move table, chosen by a click.
        let earlier = h
            .get_all_by_role(Role::RadioButton)
            .nth(1)
            .expect("the earlier best-move table")
            .rect();
        assert!(window(size).contains_rect(earlier), "{earlier:?}");
        // The compensation of the first killed: both fields and the button.
        assert_in(&h, size, "i =");
        assert_in(&h, size, "N =");
        assert_in(&h, size, "Записать компенсацию");
        // Extra points: pick a seat, then points, reason and the button.
        reach(&mut h, size, "№5");
        assert_eq!(h.state().app.view().marks().selected, Some(5));
        assert_in(&h, size, "Начислить");
        reach(&mut h, size, "Решение судьи");
        assert_in(&h, size, "Объявить итог");
        reach(&mut h, size, "Отменить");
        assert!(!st(&h).is_over(), "the last step taken back");
    }
}

/// A nickname of the longest length a record allows (40 characters of the
/// widest letter) is cut with «…» in the seat table: the fouls, the status
/// and every row's button stay in the window and take a click.
#[test]
fn a_forty_letter_nickname_does_not_push_the_row_buttons_out_of_the_window() {
    let size = SIZES[0];
    let mut h = at(size);
    let long = "W".repeat(40);
    h.state_mut().screens.start.nicks = (1..=10)
        .map(|i| {
            if i == 2 {
                long.clone()
            } else {
                format!("P{i}")
            }
        })
        .collect();
    reach(&mut h, size, "Начать игру");
    next_until(&mut h, size, |p| matches!(p, Phase::Day { .. }));
    assert_eq!(st(&h).players[1].nick, long, "the nickname itself is kept");
    for seat in 2..=10 {
        assert_in(&h, size, &format!("Выставить №{seat}"));
    }
    assert_in(&h, size, "Фолы");
    assert_in(&h, size, "Статус");
    reach(&mut h, size, "Выставить №2");
    assert_eq!(st(&h).candidates(), vec![2]);
}

/// A FIIM game at its first day's speeches, opened in a window of `size`.
fn speeches_at(size: [f32; 2], dir: &Path) -> Harness<'static, Console> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-tie-and-lift.json");
    let mut record = mafia_store::session::load_record(&src).unwrap().0;
    record.actions.truncate(27);
    let path = dir.join("speech.json");
    std::fs::write(&path, record.to_json()).unwrap();
    let mut h = at(size);
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::File(FileCmd::Open(path)), &ctx);
    h.run_steps(3);
    assert!(matches!(
        st(&h).phase,
        Phase::Day {
            stage: DayStage::Speech { .. },
            ..
        }
    ));
    h
}

#[test]
fn at_full_hd_the_seat_table_and_the_panel_grow_with_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let small = speeches_at([1366.0, 768.0], dir.path());
    let big = speeches_at([1920.0, 1080.0], dir.path());
    let right = |h: &Harness<'_, Console>| h.get_by_label("Выставить №1").rect().right();
    let seat = |h: &Harness<'_, Console>| h.get_by_label("№1").rect();
    // The table reaches across its side of the screen, not its laptop size.
    assert!(
        right(&big) > 1920.0 * 0.55,
        "the table ends at {} of 1920",
        right(&big)
    );
    assert!(right(&big) > right(&small) * 1.2);
    // The rows and their text are larger, the panel is wider.
    assert!(seat(&big).height() > seat(&small).height());
    let panel = |h: &Harness<'_, Console>| h.get_by_label("Далее »").rect().left();
    assert!(1920.0 - panel(&big) > 1366.0 - panel(&small));
}

#[test]
fn no_column_moves_when_a_seats_status_grows() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = speeches_at([1366.0, 768.0], dir.path());
    let before = h.get_by_label("Выставить №1").rect();
    let status = h.get_all_by_label("в игре").next().unwrap().rect();
    // Three fouls: №6 «молчит в следующей речи», the longest status.
    key(&mut h, digit(6));
    for _ in 0..3 {
        key(&mut h, eframe::egui::Key::F);
    }
    h.run_steps(2);
    assert_eq!(st(&h).player(6).unwrap().fouls, 3);
    h.get_by_label("молчит в следующей речи");
    assert_eq!(h.get_by_label("Выставить №1").rect(), before);
    assert_eq!(
        h.get_all_by_label("в игре").next().unwrap().rect().left(),
        status.left()
    );
}

#[test]
fn the_removal_question_does_not_push_the_panel_down() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = speeches_at([1366.0, 768.0], dir.path());
    key(&mut h, digit(6));
    for _ in 0..3 {
        key(&mut h, eframe::egui::Key::F);
    }
    let next = h.get_by_label("Далее »").rect();
    // The 4th foul asks first.
    key(&mut h, eframe::egui::Key::F);
    h.get_by_label("Удалить №6");
    assert_eq!(
        h.get_by_label("Далее »").rect(),
        next,
        "the panel stays put"
    );
    click(&mut h, "Удалить №6");
    assert!(!st(&h).is_alive(6));
}

/// The stylized start screen's cards in this game: a two-word role and its
/// count («Агент ФБР 1») stay on one line at a laptop's width, the whole
/// label moving to the next line rather than parting at the space.
#[test]
fn a_two_word_role_and_its_count_never_part_at_a_lines_end() {
    let rs = mafia_store::ruleset::catalog::find("stylized-ny").unwrap();
    for width in [1280.0, 1366.0, 1100.0] {
        let mut h = Harness::builder()
            .with_size([width, 768.0])
            .with_max_steps(20)
            .with_accessibility_check(false)
            .build_ui_state(
                |ui, c: &mut Console| c.frame_ui(ui),
                console_app(vec![rs.clone()]),
            );
        h.run_steps(2);
        let one = h.get_by_label("Отец\u{a0}1").rect().height();
        let agent = h.get_by_label("Агент ФБР\u{a0}1").rect();
        assert!(
            agent.height() < one * 1.5,
            "at {width} px «Агент ФБР 1» spans {agent:?}, one line is {one}"
        );
    }
}
