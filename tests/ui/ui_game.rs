//! A whole short FIIM game played through the judge window by clicking
//! labels and pressing keys (egui_kittest, headless), with the state checked
//! after every step: seating, night zero, a day with a tie and a lift vote, a
//! night with a shot and both checks, the end; undo and redo by keyboard.

use crate::ui_common::*;

use eframe::egui::accesskit::Role;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_core::game::state::{DayStage, ExitHow};
use mafia_core::game::{GameState, Phase, Seat};
use mafia_core::ruleset::Outcome;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;

fn app() -> Console {
    console_app(vec![catalog::find("fiim").unwrap()])
}

fn seats_with(s: &GameState, role: &str) -> Vec<Seat> {
    let rs = catalog::find("fiim").unwrap();
    let idx = rs.role_index(role).unwrap();
    s.players
        .iter()
        .filter(|p| p.role == Some(idx))
        .map(|p| p.seat)
        .collect()
}

fn day_stage(s: &GameState) -> (u32, DayStage) {
    match &s.phase {
        Phase::Day { day, stage } => (*day, stage.clone()),
        other => panic!("expected a day, got {other:?}"),
    }
}

/// Presses Enter until the speaker is `seat` (regular speeches only).
fn next_until_speaker(h: &mut Harness<'_, Console>, seat: Seat) {
    for _ in 0..12 {
        let s = st(h);
        if matches!(day_stage(&s).1, DayStage::Speech { .. }) && s.speaker() == Some(seat) {
            return;
        }
        key(h, Key::Enter);
    }
    panic!("seat {seat} never got the floor");
}

#[test]
fn a_short_fiim_game_by_clicks_and_keys() {
    let mut h = harness(app());
    h.run_steps(2);

    // Seating: the console deals in secret, then night zero begins.
    click(&mut h, "Раздать втайне");
    assert!(h.state().screens.start.deal_secret);
    click(&mut h, "Начать игру");
    // The hand-out: the cards are dealt, the game waits at the setup.
    assert_eq!(st(&h).phase, Phase::Setup);
    click(&mut h, "Начать игру");
    let s = st(&h);
    assert_eq!(s.phase, Phase::NightZero { step: 0 });
    assert!(
        s.players.iter().all(|p| p.role.is_some()),
        "every seat has a card"
    );
    // Roles are hidden until the judge reveals them.
    assert!(h.query_by_label("Роль").is_none());
    let mafia = seats_with(&s, "mafia");
    let don = seats_with(&s, "don")[0];
    let sheriff = seats_with(&s, "sheriff")[0];
    let civilians = seats_with(&s, "civilian");
    assert_eq!((mafia.len(), civilians.len()), (2, 6));

    // Night zero: agreement, the sheriff's look, then day 1.
    click(&mut h, "Далее »");
    assert_eq!(st(&h).phase, Phase::NightZero { step: 1 });
    key(&mut h, Key::Enter);
    let s = st(&h);
    assert_eq!(day_stage(&s), (1, DayStage::Speech { index: 0 }));
    assert_eq!(s.speaker(), Some(1));

    // The timer: Space starts and pauses it.
    key(&mut h, Key::Space);
    assert!(st(&h).timer.running());
    key(&mut h, Key::Space);
    assert!(!st(&h).timer.running());
    click(&mut h, "+10 с");
    assert_eq!(st(&h).timer.total_ms, 70_000);

    // A foul by keys: select a seat with its digit, F; taken back by button.
    let fouled = civilians[0];
    key(&mut h, digit(fouled));
    assert_eq!(h.state().app.view().marks().selected, Some(fouled));
    key(&mut h, Key::F);
    assert_eq!(st(&h).player(fouled).unwrap().fouls, 1);
    click(&mut h, &format!("Снять фол №{fouled}"));
    assert_eq!(st(&h).player(fouled).unwrap().fouls, 0);

    // Day 1: seat 1 nominates the first mafia by a click in the table.
    let (a, b) = (mafia[0], mafia[1]);
    click(&mut h, &format!("Выставить №{a}"));
    assert_eq!(st(&h).candidates(), vec![a]);
    // Undo and redo by keyboard.
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(st(&h).candidates().is_empty());
    key_mod(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(st(&h).candidates(), vec![a]);
    // A second nomination in the same speech is refused: its button is
    // greyed out, and the key says why.
    assert!(disabled(&h, &format!("Выставить №{b}")));
    key(&mut h, digit(b));
    key(&mut h, Key::N);
    assert_eq!(st(&h).candidates(), vec![a]);
    assert!(h.state().app.view().message().is_some_and(|m| m.error));

    // Seat 2 nominates the second mafia by keys: digit, then N.
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).speaker(), Some(2));
    key(&mut h, digit(b));
    key(&mut h, Key::N);
    assert_eq!(st(&h).candidates(), vec![a, b]);

    // The other eight speak; then the vote.
    for _ in 0..9 {
        key(&mut h, Key::Enter);
    }
    let s = st(&h);
    assert_eq!(day_stage(&s), (1, DayStage::Voting));
    // Five hands for the first candidate; the other five go to the last one.
    let hands: Vec<Seat> = (1..=5).collect();
    for v in &hands {
        click(&mut h, &format!("Рука №{v}"));
    }
    click(&mut h, "Записать голоса");
    let s = st(&h);
    let d = s.day().unwrap();
    assert_eq!(d.rounds[0].counts.len(), 2);
    assert_eq!(d.rounds[0].counts[1].votes, 5);
    assert!(d.rounds[0].counts[1].auto);
    assert_eq!(d.tie, vec![a, b]);
    assert_eq!(day_stage(&s).1, DayStage::TieSpeech { index: 0 });
    assert_eq!(s.timer.total_ms, 30_000);

    // Tie speeches, then the re-vote: a tie again (typed count this time).
    key(&mut h, Key::Enter);
    key(&mut h, Key::Enter);
    assert_eq!(day_stage(&st(&h)).1, DayStage::Voting);
    h.get_by_role(Role::TextInput).focus();
    h.run_steps(1);
    h.get_by_role(Role::TextInput).type_text("5");
    h.run_steps(2);
    assert_eq!(h.state().app.view().marks().vote_count, "5");
    click(&mut h, "Записать голоса");
    assert_eq!(st(&h).day().unwrap().rounds[1].counts[0].votes, 5);
    let s = st(&h);
    assert_eq!(day_stage(&s).1, DayStage::LiftVote);

    // The lift vote: six of ten for all of them leaving: both leave.
    for v in [1u8, 2, 3, 4, 5, 6] {
        click(&mut h, &format!("Рука №{v}"));
    }
    click(&mut h, "За подъём всех");
    let s = st(&h);
    assert!(s.day().unwrap().lift.as_ref().unwrap().passed);
    for m in [a, b] {
        assert_eq!(
            s.player(m).unwrap().exit.as_ref().unwrap().how,
            ExitHow::Voted
        );
    }
    assert_eq!(day_stage(&s).1, DayStage::LastWords { index: 0 });
    key(&mut h, Key::Enter);
    key(&mut h, Key::Enter);

    // Night 1: the shot at a civilian, the don finds the sheriff, the
    // sheriff finds the don.
    let s = st(&h);
    assert_eq!(s.phase, Phase::Night { night: 1, step: 0 });
    let victim = civilians[1];
    click(&mut h, &format!("Выстрел №{victim}"));
    assert_eq!(st(&h).night().unwrap().entries[0].targets, vec![victim]);
    assert!(h.query_by_label(&format!("Выстрел в №{victim}")).is_some());
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 1 });
    click(&mut h, &format!("Проверить №{sheriff}"));
    let e = st(&h).night().unwrap().entries[1].clone();
    assert_eq!(e.answer.as_deref(), Some("yes"));
    // The answer in words (the picture may still be missing).
    assert!(h.query_by_label("Шериф найден: кивнуть").is_some());
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 2 });
    click(&mut h, &format!("Проверить №{don}"));
    assert_eq!(
        st(&h).night().unwrap().entries[2].answer.as_deref(),
        Some("black")
    );
    assert!(
        h.query_by_label("Чёрный: кивнуть и показать большой палец вниз")
            .is_some()
    );
    key(&mut h, Key::Enter);

    // Day 2: the victim's last words (no best move: two left on day 1).
    let s = st(&h);
    assert_eq!(
        s.player(victim).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Killed
    );
    assert_eq!(
        day_stage(&s),
        (2, DayStage::MorningLastWords { seat: victim })
    );
    key(&mut h, Key::Enter);
    // The first speaker nominates the don; a single candidate leaves on day 2.
    let first = st(&h).speaker().unwrap();
    next_until_speaker(&mut h, first);
    click(&mut h, &format!("Выставить №{don}"));
    for _ in 0..10 {
        if st(&h).is_over() {
            break;
        }
        key(&mut h, Key::Enter);
    }
    let s = st(&h);
    assert!(s.is_over());
    assert_eq!(s.ending.as_ref().unwrap().outcome, Outcome::Red);
    assert_eq!(
        s.player(don).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Voted
    );
    // The points table shows, and the projector (embedded here) shows the end.
    assert!(h.query_by_label("Баллы").is_some());
    click(&mut h, "Проектор");
    assert!(h.state().app.view().projector_open());
    let v = h.state().app.projector_view();
    assert!(v.result.is_some());
    assert!(
        v.seats.iter().all(|s| s.role.is_some()),
        "roles shown after the end"
    );

    // Undo steps back into the game, redo returns to the end.
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(!st(&h).is_over());
    key_mod(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert!(st(&h).is_over());
}

#[test]
fn roles_recorded_as_the_cards_fall_and_revealed_by_the_toggle() {
    let mut a = app();
    // The judge's picks in the role combos (the combo popups are not
    // clickable headless): 7 red, 3 black.
    let rs = catalog::find("fiim").unwrap();
    let ids = [
        "civilian", "civilian", "sheriff", "civilian", "mafia", "civilian", "don", "civilian",
        "mafia", "civilian",
    ];
    a.screens.start.roles = ids.iter().map(|r| rs.role_index(r)).collect();
    a.screens.start.nicks[0] = "Alpha".into();
    let mut h = harness(a);
    h.run_steps(2);
    click(&mut h, "Начать игру");
    let s = st(&h);
    assert_eq!(s.players[0].nick, "Alpha");
    assert_eq!(s.players[1].nick, "Игрок 2");
    assert_eq!(s.players[6].role, rs.role_index("don"));
    assert!(h.query_by_label("Дон").is_none(), "roles hidden by default");
    click(&mut h, "Показать роли");
    assert!(
        h.query_by_label("Дон").is_some(),
        "roles shown when revealed"
    );
}

#[test]
fn a_refused_start_keeps_the_start_screen_with_the_reason() {
    let mut a = app();
    let rs = catalog::find("fiim").unwrap();
    // Ten civilians: the deal does not match the ruleset.
    a.screens.start.roles = vec![rs.role_index("civilian"); 10];
    let mut h = harness(a);
    h.run_steps(2);
    click(&mut h, "Начать игру");
    assert!(h.state().app.view().session().is_none());
    assert!(h.state().app.view().message().is_some_and(|m| m.error));
}

#[test]
fn undo_says_what_it_took_back_and_redo_what_it_brought_back() {
    let mut h = harness(app());
    h.run_steps(2);
    start_dealt(&mut h);
    while !matches!(st(&h).phase, Phase::Day { .. }) {
        key(&mut h, Key::Enter);
    }
    next_until_speaker(&mut h, 1);
    key(&mut h, digit(3));
    key(&mut h, Key::F);
    key(&mut h, Key::F);
    assert_eq!(st(&h).player(3).unwrap().fouls, 2);
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(st(&h).player(3).unwrap().fouls, 1);
    h.get_by_label("Отменено: фол №3: 2 фола");
    key_mod(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(st(&h).player(3).unwrap().fouls, 2);
    h.get_by_label("Возвращено: фол №3: 2 фола");
    // What undo would take back is on its menu item's hover, in words.
    let what = h.state().app.view().undo_what(mafia_words::Lang::Ru);
    assert_eq!(what.as_deref(), Some("Отменить: фол №3: 2 фола"));
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    let what = h.state().app.view().redo_what(mafia_words::Lang::Ru);
    assert_eq!(what.as_deref(), Some("Вернуть: фол №3: 2 фола"));
}

/// The night's shots entered shooter by shooter from the night panel: each
/// living black is listed; recorded with nobody shooting, it is a miss and
/// every black's (empty) shot is kept.
#[test]
fn the_shots_one_by_one_list_every_black_and_record_a_miss() {
    let mut h = harness(app());
    h.run_steps(2);
    start_dealt(&mut h);
    for _ in 0..40 {
        if matches!(st(&h).phase, Phase::Night { night: 1, .. }) {
            break;
        }
        key(&mut h, Key::Enter);
    }
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 0 });
    click(&mut h, "Выстрелы по стрелкам (для рейтинговых сайтов)");
    h.run_steps(2);
    // The list names the blacks: not before the roles are shown.
    h.get_by_label("Список называет чёрных: сначала «Показать роли».");
    click(&mut h, "Показать роли");
    h.run_steps(2);
    let mut blacks = seats_with(&st(&h), "mafia");
    blacks.extend(seats_with(&st(&h), "don"));
    blacks.sort_unstable();
    for b in &blacks {
        h.get_by_label(&format!("Стреляет №{b}"));
    }
    click(&mut h, "Записать выстрелы");
    let e = st(&h).night().unwrap().entries[0].clone();
    assert_eq!(e.answer.as_deref(), Some("miss"));
    let shooters: Vec<Seat> = e.shots.iter().map(|s| s.shooter).collect();
    assert_eq!(shooters, blacks);
    assert!(e.shots.iter().all(|s| s.target.is_none()));
}
