//! One game's ids on the rating sites, typed in the protocol header window
//! (Игра → Шапка протокола…): kept in the game's record (`meta.sites`), a
//! letter in a number field named and not kept, and the header's edit
//! leaving the seats' draw of the game as it was.

use crate::ui_common::click;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_ui::ui::Console;

/// An MCC game started from seats drawn by lot, its header window open
/// with the sites' section unfolded.
fn header_open() -> Harness<'static, Console> {
    let mut h = crate::seat_draw::ten_typed_in();
    click(&mut h, "Тянуть номерки");
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    click(&mut h, "Игра");
    click(&mut h, "Шапка протокола…");
    click(&mut h, "Номера игры на сайтах рейтинга");
    h
}

fn type_into(h: &mut Harness<'static, Console>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run_steps(2);
    h.get_by_label(label).type_text(text);
    h.run_steps(3);
}

fn meta(h: &Harness<'static, Console>) -> mafia_store::session::Meta {
    h.state().app.view().session().unwrap().meta.clone()
}

#[test]
fn a_games_site_ids_typed_in_its_header_are_kept_in_its_record() {
    let mut h = header_open();
    let seed = meta(&h).draw_seed;
    assert!(seed.is_some(), "the seats were drawn");
    type_into(&mut h, "MafiaRatings: событие", "7927");
    type_into(&mut h, "клуб", "42");
    type_into(&mut h, "код правил", "0002000010000");
    type_into(&mut h, "Polemica: мастер", "84894");
    let m = meta(&h);
    assert_eq!(m.sites.mafiaratings.event, Some(7927));
    assert_eq!(m.sites.mafiaratings.club, Some(42));
    assert_eq!(m.sites.mafiaratings.rules, "0002000010000");
    assert_eq!(m.sites.polemica.master, Some(84894));
    // The header's edit leaves the game's draw as it was.
    assert_eq!(m.draw_seed, seed);
    // The record written says so too.
    let record = h.state().app.view().session().unwrap().record();
    let back = mafia_store::session::Record::from_json("game", &record.to_json()).unwrap();
    assert_eq!(back.meta.sites, m.sites);
}

#[test]
fn a_letter_in_a_games_site_id_is_named_and_the_header_keeps_what_it_had() {
    let mut h = header_open();
    type_into(&mut h, "MafiaRatings: событие", "79");
    assert_eq!(meta(&h).sites.mafiaratings.event, Some(79));
    type_into(&mut h, "MafiaRatings: событие", "x");
    h.get_by_label("«79x» — не номер: MafiaRatings: событие");
    assert_eq!(meta(&h).sites.mafiaratings.event, Some(79));
}
