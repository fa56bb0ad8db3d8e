//! The judge's keys in a vote (issue 32.8): the seat's digit that aims a
//! foul (digit, then F) raises no hand; the removal's band leaves the
//! announcement in sight; a count a removal decided (FIIM 7.2) is still
//! recorded from the console with the hands and R, as the engine allows.

use crate::ui_common::*;

use eframe::egui::Key;
use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use mafia_core::game::state::DayStage;
use mafia_core::game::{Phase, Seat};
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;

/// Seat 2 and 7 mafia, 3 the don, 5 the sheriff.
const DEAL: [&str; 10] = [
    "civilian", "mafia", "don", "civilian", "sheriff", "civilian", "mafia", "civilian", "civilian",
    "civilian",
];

fn stage(h: &Harness<'_, Console>) -> Option<DayStage> {
    match st(h).phase {
        Phase::Day { stage, .. } => Some(stage),
        _ => None,
    }
}

/// Day 1 of a FIIM game: seats 1, 2 and 3 nominate 4, 8 and 6; `fouls`
/// gets `before` fouls during the speeches; then the vote, on №4.
fn voting(fouls: Seat, before: usize) -> Harness<'static, Console> {
    let rs = catalog::find("fiim").unwrap();
    let mut c = console_app(vec![rs.clone()]);
    c.screens.start.roles = DEAL.iter().map(|r| rs.role_index(r)).collect();
    let mut h = harness(c);
    h.run_steps(2);
    click(&mut h, "Начать игру");
    key(&mut h, Key::Enter);
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).speaker(), Some(1));
    key(&mut h, digit(fouls));
    for _ in 0..before {
        key(&mut h, Key::F);
    }
    for seat in [4, 8, 6] {
        click(&mut h, &format!("Выставить №{seat}"));
        key(&mut h, Key::Enter);
    }
    for _ in 0..12 {
        if stage(&h) == Some(DayStage::Voting) {
            break;
        }
        key(&mut h, Key::Enter);
    }
    assert_eq!(stage(&h), Some(DayStage::Voting));
    assert_eq!(st(&h).expected_candidate(), Some(4));
    h
}

fn counts(h: &Harness<'_, Console>) -> Vec<(Seat, u8, Option<Vec<Seat>>)> {
    st(h).day().unwrap().rounds[0]
        .counts
        .iter()
        .map(|c| (c.candidate, c.votes, c.voters.clone()))
        .collect()
}

#[test]
fn in_a_vote_the_digit_that_aims_a_foul_raises_no_hand() {
    let mut h = voting(10, 0);
    // Seat 1's hand for №4, by its digit.
    key(&mut h, digit(1));
    assert_eq!(h.state().app.view().marks().hands, vec![1]);
    // Seat 3 talks during the vote: 3, then F. A foul, no hand.
    key(&mut h, digit(3));
    key(&mut h, Key::F);
    assert_eq!(st(&h).player(3).unwrap().fouls, 1);
    assert_eq!(
        h.state().app.view().marks().hands,
        vec![1],
        "the digit aimed the foul: it was no vote"
    );
    // R counts the one hand raised, not seat 3's.
    key(&mut h, Key::R);
    assert_eq!(counts(&h), vec![(4, 1, Some(vec![1]))]);
    // Seat 3's own hand for №8 is still his to raise, by the same digit.
    key(&mut h, digit(3));
    key(&mut h, Key::R);
    assert_eq!(counts(&h)[1], (8, 1, Some(vec![3])));
}

#[test]
fn the_removal_band_leaves_the_announcement_in_sight() {
    let mut h = voting(10, 3);
    let say = "Кто за то, чтобы игрок №4 покинул игровой стол?";
    assert!(h.query_by_label_contains(say).is_some());
    // The 4th foul of seat 10 during the vote: the band asks.
    key(&mut h, digit(10));
    key(&mut h, Key::F);
    let band = h
        .get_by_label("Игрок №10 покидает игру. Подтвердить?")
        .rect();
    let announcement = h.query_by_label_contains(say).unwrap().rect();
    assert!(
        band.top() > announcement.bottom() + 8.0,
        "the band {band:?} covers the announcement {announcement:?}"
    );
    assert!(h.state().app.view().marks().hands.is_empty());
}

#[test]
fn fiim_7_2_a_vote_a_removal_decided_is_still_counted_by_the_hands_and_r() {
    let mut h = voting(10, 3);
    // Six hands for №4 of ten: nobody can catch him once seat 10 goes.
    for seat in [1, 2, 3, 5, 7, 9] {
        key(&mut h, digit(seat));
    }
    key(&mut h, Key::R);
    assert_eq!(counts(&h)[0].1, 6);
    // Seat 10's 4th foul during the vote, confirmed: the vote is decided.
    key(&mut h, digit(10));
    key(&mut h, Key::F);
    // The band names the seat fouled, not the leader the removal decides.
    h.get_by_label("Игрок №10 покидает игру. Подтвердить?");
    click(&mut h, "Удалить №10");
    assert!(!st(&h).is_alive(10));
    assert_eq!(stage(&h), Some(DayStage::LastWords { index: 0 }));
    assert!(!st(&h).is_alive(4), "the result stands: №4 leaves");
    // The console still takes the count of №8, then №6, for the protocol.
    assert!(h.query_by_label("Голоса за кандидата №8").is_some());
    key(&mut h, digit(8));
    key(&mut h, Key::R);
    assert!(
        !h.state().app.view().message().is_some_and(|m| m.error),
        "{:?}",
        h.state().app.view().message()
    );
    h.get_by_label("Голоса за кандидата №6");
    // A typed count works too.
    h.get_by_role(Role::TextInput).focus();
    h.run_steps(1);
    h.get_by_role(Role::TextInput).type_text("2");
    h.run_steps(2);
    click(&mut h, "Записать голоса");
    assert_eq!(
        counts(&h),
        vec![
            (4, 6, Some(vec![1, 2, 3, 5, 7, 9])),
            (8, 1, Some(vec![8])),
            (6, 2, None)
        ]
    );
    assert_eq!(stage(&h), Some(DayStage::LastWords { index: 0 }));
    assert!(h.query_by_label_contains("Голоса за кандидата").is_none());
    // Nothing left to count: R says so.
    key(&mut h, Key::R);
    assert_eq!(
        h.state().app.view().message().map(|m| m.text.ru.clone()),
        Some("Сейчас нечего записывать".to_owned())
    );
}

/// The count field's text and whether it takes typing.
fn count_field(h: &Harness<'_, Console>) -> (String, bool) {
    let field = h.get_by_role(Role::TextInput);
    let node = field.accesskit_node();
    (
        node.value().unwrap_or_default().to_owned(),
        !node.is_disabled(),
    )
}

fn said(h: &Harness<'_, Console>) -> Option<String> {
    h.state().app.view().message().map(|m| m.text.ru.clone())
}

#[test]
fn seat_keys_mark_the_hands_for_the_candidate_and_the_count_follows_them() {
    let mut h = voting(10, 0);
    assert_eq!(count_field(&h), (String::new(), true));
    for seat in [1, 2, 3, 10] {
        key(&mut h, digit(seat));
    }
    assert_eq!(count_field(&h), ("4".to_owned(), false));
    // The same digit again takes the hand back.
    key(&mut h, digit(10));
    assert_eq!(h.state().app.view().marks().hands, vec![1, 2, 3]);
    assert_eq!(
        count_field(&h),
        ("3".to_owned(), false),
        "the count is the hands'"
    );
    // The projector's live count follows the hands too.
    assert_eq!(h.state().app.live_hands(), Some(3));
    key(&mut h, Key::R);
    assert_eq!(counts(&h), vec![(4, 3, Some(vec![1, 2, 3]))]);
    // The next candidate starts with nothing marked.
    assert!(h.state().app.view().marks().hands.is_empty());
    assert_eq!(count_field(&h), (String::new(), true));
}

#[test]
fn a_club_that_only_counts_types_the_number_and_it_is_recorded_as_a_count() {
    let mut h = voting(10, 0);
    h.get_by_role(Role::TextInput).focus();
    h.run_steps(1);
    h.get_by_role(Role::TextInput).type_text("5");
    h.run_steps(2);
    click(&mut h, "Записать голоса");
    assert_eq!(counts(&h), vec![(4, 5, None)]);
    // Enter in the field records the number typed, as R does outside it.
    h.get_by_role(Role::TextInput).focus();
    h.run_steps(1);
    h.get_by_role(Role::TextInput).type_text("3");
    h.run_steps(2);
    key(&mut h, Key::Enter);
    assert_eq!(counts(&h)[1], (8, 3, None));
    // №6 has the other 2 (FIIM): №4 leaves by 5.
    assert_eq!(counts(&h)[2], (6, 2, None));
    assert!(!st(&h).is_alive(4));
}

#[test]
fn fiim_5_1_18_the_key_of_a_seat_that_voted_in_this_count_raises_no_second_hand() {
    let mut h = voting(10, 0);
    key(&mut h, digit(1));
    key(&mut h, digit(2));
    key(&mut h, Key::R);
    // Seat 1 voted for №4: his digit marks no hand for №8, and says why.
    key(&mut h, digit(1));
    assert!(h.state().app.view().marks().hands.is_empty());
    let why = said(&h).unwrap_or_default();
    assert!(
        why.starts_with("Игрок №1 уже проголосовал: один голос"),
        "{why}"
    );
    assert_eq!(
        h.state().app.view().selected(),
        Some(1),
        "the seat is still selected"
    );
    // Nor does his «Рука» button.
    assert!(disabled(&h, "Рука №1"));
    key(&mut h, digit(3));
    key(&mut h, Key::R);
    assert_eq!(counts(&h)[1], (8, 1, Some(vec![3])));
}

#[test]
fn a_removed_players_seat_key_marks_no_hand_and_says_he_has_left() {
    let mut h = voting(10, 3);
    for seat in [1, 2, 3, 5, 7, 9] {
        key(&mut h, digit(seat));
    }
    key(&mut h, Key::R);
    key(&mut h, digit(10));
    key(&mut h, Key::F);
    click(&mut h, "Удалить №10");
    assert!(!st(&h).is_alive(10));
    // The rest of the count (FIIM 7.2): seat 10's key is refused.
    h.get_by_label("Голоса за кандидата №8");
    key(&mut h, digit(10));
    assert!(h.state().app.view().marks().hands.is_empty());
    assert_eq!(said(&h).as_deref(), Some("Игрок №10 уже покинул игру"));
    key(&mut h, digit(8));
    key(&mut h, Key::R);
    assert_eq!(counts(&h)[1], (8, 1, Some(vec![8])));
}
