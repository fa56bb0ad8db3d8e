//! Seed 002, club rules: «Перед игрой 10 игроков тянут номерки (в случайном
//! порядке), который определит их номер за игровым столом». The console
//! draws the seats with the project's one generator; the record keeps the
//! seed in its header, so the draw can be made again and checked.

use crate::common::{CAME, ruleset};
use mafia_core::game::seat_draw::{draw, is_drawn};
use mafia_store::session::{Record, Session};

/// The first ten players of the evening.
fn players() -> Vec<String> {
    CAME[..10].iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn every_player_who_draws_gets_exactly_one_seat() {
    let seats = draw(0x5eed, &players());
    assert_eq!(seats.len(), 10);
    let mut a = seats.clone();
    a.sort();
    let mut b = players();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn the_same_seed_draws_the_same_seats_whatever_order_the_players_came_in() {
    let mut late = players();
    late.reverse();
    assert_eq!(draw(42, &players()), draw(42, &late));
}

#[test]
fn another_seed_draws_other_seats() {
    // Not every pair of seeds must differ, but ten draws all alike would
    // mean the seed is not used.
    let first = draw(1, &players());
    assert!((2..12).any(|s| draw(s, &players()) != first));
}

#[test]
fn the_seats_are_checked_against_the_seed_they_were_drawn_from() {
    let seats = draw(7, &players());
    assert!(is_drawn(7, &seats));
    let mut moved = seats.clone();
    moved.swap(0, 1);
    assert!(!is_drawn(7, &moved), "two players swapped after the draw");
    assert!(
        (8..40).any(|s| !is_drawn(s, &seats)),
        "another seed does not check"
    );
}

#[test]
fn the_record_keeps_the_draw_seed_in_its_header() {
    let seats = draw(0xdead_beef_cafe, &players());
    let mut s = Session::new(ruleset("mcc"), seats.clone(), 1_000).unwrap();
    s.meta.draw_seed = Some(0xdead_beef_cafe);
    let text = s.record().to_json();
    assert!(text.contains("\"draw_seed\""), "{text}");
    let back = Record::from_json("game.json", &text).unwrap();
    assert_eq!(back.meta.draw_seed, Some(0xdead_beef_cafe));
    assert!(is_drawn(back.meta.draw_seed.unwrap(), &back.players));
}

#[test]
fn a_record_from_before_the_draw_opens_without_a_seed() {
    let s = Session::new(ruleset("mcc"), players(), 1_000).unwrap();
    let text = s.record().to_json();
    assert!(!text.contains("draw_seed"), "no seed, no key: {text}");
    let back = Record::from_json("old.json", &text).unwrap();
    assert_eq!(back.meta.draw_seed, None);
}
