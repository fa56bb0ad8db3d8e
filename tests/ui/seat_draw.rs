//! Seed 002 (MCC), club rules: the players draw their seat numbers before
//! the game. On the start screen «Тянуть номерки» seats the players typed
//! in by lot, the projector shows the numbers drawn, «Тянуть заново» draws
//! again before the start, and the game's header keeps the seed.

use crate::ui_common::{T0, click, console_app, harness, projector_texts};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Clock;
use mafia_core::game::seat_draw::is_drawn;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;

/// The first ten players of the evening.
const CAME: &[&str] = crate::table::CAME.split_at(10).0;

/// An MCC console with the evening's ten players typed in, seat 1 first.
pub(crate) fn ten_typed_in() -> Harness<'static, Console> {
    let mut c = console_app(vec![catalog::find("mcc").unwrap()]);
    c.screens.start.nicks = CAME.iter().map(|s| (*s).to_owned()).collect();
    let mut h = harness(c);
    h.run_steps(2);
    h
}

fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v
}

#[test]
fn mcc_the_draw_button_seats_the_players_by_lot_and_the_projector_shows_the_numbers() {
    let mut h = ten_typed_in();
    assert!(h.state().app.projector_view().seat_draw.is_none());
    click(&mut h, "Тянуть номерки");
    let form = h.state().screens.start.clone();
    let seed = form.meta.draw_seed.expect("the seed is kept");
    assert!(is_drawn(seed, &form.nicks));
    let came: Vec<String> = CAME.iter().map(|s| (*s).to_owned()).collect();
    assert_eq!(sorted(&form.nicks), sorted(&came), "the same ten players");
    let shown = h.state().app.projector_view();
    assert_eq!(shown.seat_draw.as_deref(), Some(form.nicks.as_slice()));
    assert_eq!(shown.title.ru, "Жеребьёвка мест");
}

#[test]
fn mcc_the_judge_draws_again_before_the_start_and_the_game_keeps_the_last_seed() {
    let mut h = ten_typed_in();
    click(&mut h, "Тянуть номерки");
    let first = h.state().screens.start.meta.draw_seed.unwrap();
    click(&mut h, "Тянуть заново");
    let form = h.state().screens.start.clone();
    let second = form.meta.draw_seed.unwrap();
    assert_ne!(first, second, "a new draw, a new seed");
    // The cards are dealt in secret: the seats are the draw's.
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    let record = h.state().app.view().session().unwrap().record();
    assert_eq!(record.meta.draw_seed, Some(second));
    assert_eq!(record.players, form.nicks);
    assert!(is_drawn(second, &record.players));
    assert!(
        h.state().app.projector_view().seat_draw.is_none(),
        "the game is on the projector now"
    );
}

#[test]
fn mcc_a_seat_changed_by_hand_after_the_draw_drops_the_seed() {
    let mut h = ten_typed_in();
    click(&mut h, "Тянуть номерки");
    h.state_mut().screens.start.nicks.swap(0, 1);
    h.run_steps(2);
    assert_eq!(h.state().screens.start.meta.draw_seed, None);
    assert!(h.state().app.projector_view().seat_draw.is_none());
    // The cards are dealt in secret: the seats are the draw's.
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    let record = h.state().app.view().session().unwrap().record();
    assert_eq!(record.meta.draw_seed, None, "not drawn: no seed claimed");
}

#[test]
fn the_draw_waits_for_every_seat_to_have_a_player() {
    let mut h = ten_typed_in();
    h.state_mut().screens.start.nicks[3].clear();
    h.run_steps(2);
    click(&mut h, "Тянуть номерки");
    assert_eq!(h.state().screens.start.meta.draw_seed, None);
}

/// The nicknames of the draw the projector paints at `now`, and whether it
/// asks for a frame for the next one.
fn drawn_on_screen(h: &Harness<'static, Console>, now: u64) -> (Vec<String>, bool) {
    let view = h.state().app.projector_view();
    let (texts, repaint) = projector_texts(&view, now, [1366.0, 768.0]);
    let nicks = CAME
        .iter()
        .filter(|n| texts.iter().any(|t| t == *n))
        .map(|n| (*n).to_owned())
        .collect();
    (nicks, repaint.is_some())
}

/// Issue 24: the hall sees the drawn numbers come up one seat at a time,
/// 0.8 s apart, seat 1 first; a redraw starts them again.
#[test]
fn mcc_the_drawn_numbers_come_up_one_seat_at_a_time_and_a_redraw_starts_again() {
    let mut h = ten_typed_in();
    click(&mut h, "Тянуть номерки");
    let seats = h.state().screens.start.nicks.clone();
    assert_eq!(h.state().app.projector_view().seat_draw_since_ms, Some(T0));
    let (shown, more) = drawn_on_screen(&h, T0);
    assert_eq!(shown, vec![seats[0].clone()], "seat 1 alone at first");
    assert!(more, "the projector asks for the frame of seat 2");
    let (shown, _) = drawn_on_screen(&h, T0 + 3 * 800 + 100);
    assert_eq!(
        sorted(&shown),
        sorted(&seats[..4]),
        "four seats after 2.5 s"
    );
    let (shown, more) = drawn_on_screen(&h, T0 + 10 * 800);
    assert_eq!(shown.len(), 10);
    assert!(!more, "all shown: no more frames asked for");
    // Drawn again five seconds later: one seat again, from then.
    h.state_mut().app.set_clock(Clock::Fixed(T0 + 5000));
    click(&mut h, "Тянуть заново");
    let again = h.state().screens.start.nicks.clone();
    assert_eq!(
        h.state().app.projector_view().seat_draw_since_ms,
        Some(T0 + 5000)
    );
    let (shown, more) = drawn_on_screen(&h, T0 + 5000);
    assert_eq!(shown, vec![again[0].clone()]);
    assert!(more);
}

/// The judge need not wait: one button shows every number at once.
#[test]
fn mcc_the_judge_shows_every_drawn_number_at_once() {
    let mut h = ten_typed_in();
    click(&mut h, "Тянуть номерки");
    click(&mut h, "Показать все номера");
    let view = h.state().app.projector_view();
    assert_eq!(view.seat_draw_since_ms, None);
    let (shown, more) = drawn_on_screen(&h, T0);
    assert_eq!(shown.len(), 10, "{shown:?}");
    assert!(!more);
    assert!(
        h.query_by_label("Показать все номера").is_none(),
        "nothing left to show at once"
    );
}

/// Issue 32, 9e: at an evening, «Новая игра» after a game started from a
/// draw: the hall no longer sees the last game's draw (nor the last game):
/// the projector is cleared until the next draw or game.
#[test]
fn mcc_after_new_game_the_projector_drops_the_last_games_draw() {
    let mut h = ten_typed_in();
    click(&mut h, "Тянуть номерки");
    let drawn = h.state().screens.start.nicks.clone();
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    assert!(h.state().app.view().session().is_some());
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    h.run_steps(2);
    assert!(h.state().app.view().session().is_none());
    let shown = h.state().app.projector_view();
    assert!(shown.seat_draw.is_none(), "the last game's draw is gone");
    assert!(shown.seats.is_empty(), "and the last game too");
    let (texts, _) = projector_texts(&shown, T0, [1920.0, 1080.0]);
    for nick in &drawn {
        assert!(
            !texts.iter().any(|t| t.contains(nick.as_str())),
            "{texts:?}"
        );
    }
    // The next draw is the hall's again.
    click(&mut h, "Тянуть номерки");
    assert!(h.state().app.projector_view().seat_draw.is_some());
}
