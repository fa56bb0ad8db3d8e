//! The judge's phone drives the console (issue 34): paired from the web
//! window's code, its command changes the game as the judge's keys do, and
//! a removal it asks for waits for its second press, like the key's.

use super::client::{Events, get, post};
use crate::ui_common::{click, digit, key, st};
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_judge::i18n;
use mafia_judge::ruleset::Lang;
use mafia_judge::ui::Console;
use std::net::SocketAddr;

fn ru(s: i18n::Fixed) -> String {
    s.get(Lang::Ru).to_owned()
}

/// A FIIM game at night zero on a free port.
fn console() -> Harness<'static, Console> {
    super::dealt_on_free_port()
}

/// The server started and a phone paired from the window's code: the
/// server's address, the session cookie and the CSRF token.
fn paired_phone(h: &mut Harness<'static, Console>) -> (SocketAddr, String, String) {
    click(h, &ru(i18n::msg::MenuView));
    click(h, &ru(i18n::msg::WebMenu));
    click(h, &ru(i18n::msg::WebStart));
    click(h, &ru(i18n::msg::WebJudgeMakeCode));
    let code = h.state().app.view().web().code.clone().expect("a code");
    // The judge reads it in the window.
    h.get_by_label(&code);
    let addr = h.state().app.view().web().server.as_ref().unwrap().addr();
    let origin = format!("http://{addr}");
    let r = post(
        addr,
        "/judge/pair",
        &[("Origin", &origin), ("User-Agent", "Phone/1.0")],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    let session = r.header("set-cookie").split(';').next().unwrap().to_owned();
    let csrf = r.json()["csrf"].as_str().unwrap().to_owned();
    h.run_steps(3);
    // The window names the phone and offers to end the pairing.
    h.get_by_label(&i18n::msg::WebJudgePhone { agent: "Phone/1.0" }.get(Lang::Ru));
    h.get_by_label(&ru(i18n::msg::WebJudgeUnpair));
    (addr, session, csrf)
}

/// The step the phone sees on the feed now.
fn step(addr: SocketAddr) -> u64 {
    get(addr, "/view.json").json()["judge"]["step"]
        .as_u64()
        .unwrap()
}

/// A command from the phone, made on `step`; the console runs it at its
/// next frame.
fn send(
    h: &mut Harness<'static, Console>,
    phone: &(SocketAddr, String, String),
    step: u64,
    cmd: &str,
) -> u16 {
    let (addr, session, csrf) = phone;
    let r = post(
        *addr,
        "/judge/cmd",
        &[
            ("Origin", &format!("http://{addr}")),
            ("Cookie", session),
            ("X-CSRF-Token", csrf),
        ],
        format!(r#"{{"step":{step},"cmd":{cmd}}}"#).as_bytes(),
    );
    h.run_steps(3);
    r.status
}

#[test]
fn a_foul_from_the_phone_changes_the_game_as_the_seat_and_f_keys_do() {
    let mut by_keys = console();
    key(&mut by_keys, digit(3));
    key(&mut by_keys, Key::F);
    let mut by_phone = console();
    let phone = paired_phone(&mut by_phone);
    let before = step(phone.0);
    assert_eq!(
        send(&mut by_phone, &phone, before, r#"{"type":"foul","seat":3}"#),
        202
    );
    assert_eq!(st(&by_phone).players[2].fouls, 1);
    assert_eq!(st(&by_phone), st(&by_keys));
    // The step moved: the same command made on the old one is refused.
    assert_eq!(step(phone.0), before + 1);
    assert_eq!(
        send(&mut by_phone, &phone, before, r#"{"type":"foul","seat":3}"#),
        409
    );
    assert_eq!(st(&by_phone).players[2].fouls, 1);
}

#[test]
fn a_removal_asked_from_the_phone_waits_for_its_second_press() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    let foul = r#"{"type":"foul","seat":5}"#;
    for _ in 0..3 {
        assert_eq!(send(&mut h, &phone, step(phone.0), foul), 202);
    }
    assert_eq!(st(&h).players[4].fouls, 3);
    // The fourth removes the player: the console asks first.
    assert_eq!(send(&mut h, &phone, step(phone.0), foul), 202);
    assert!(
        st(&h).players[4].alive(),
        "not removed before the confirmation"
    );
    let view = get(phone.0, "/view.json").json();
    assert_eq!(view["judge"]["confirm"], 5);
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"confirm"}"#), 202);
    assert!(!st(&h).players[4].alive(), "removed after the second press");
    assert!(get(phone.0, "/view.json").json()["judge"]["confirm"].is_null());
}

/// Seat `n` of the view the phone's page reads first when it (re)connects
/// to the public feed (`/feed`, the page's `EventSource`).
fn seat_on_feed(addr: SocketAddr, n: usize) -> serde_json::Value {
    let v = Events::open(addr, "/feed").next_view();
    assert_eq!(v["spectator"], false, "the public feed: {v}");
    v["view"]["seats"][n - 1].clone()
}

#[test]
fn the_seat_cards_feed_carries_a_foul_from_the_phone_and_marks_a_removed_player_gone() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    assert_eq!(seat_on_feed(phone.0, 3)["fouls"], 0);
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"foul","seat":3}"#), 202);
    let three = seat_on_feed(phone.0, 3);
    assert_eq!(three["fouls"], 1, "{three}");
    assert_eq!(three["fouls_left"], 3, "{three}");
    assert_eq!(three["fouls_text"]["ru"], "1 фол", "{three}");
    assert_eq!(three["fouls_text"]["en"], "1 foul", "{three}");
    assert_eq!(three["alive"], true, "{three}");
    // Four fouls remove seat 5: gone from the feed only after the second press.
    let foul = r#"{"type":"foul","seat":5}"#;
    for _ in 0..4 {
        assert_eq!(send(&mut h, &phone, step(phone.0), foul), 202);
    }
    let waiting = seat_on_feed(phone.0, 5);
    assert_eq!(waiting["alive"], true, "{waiting}");
    assert!(waiting["out"].is_null(), "{waiting}");
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"confirm"}"#), 202);
    let five = seat_on_feed(phone.0, 5);
    assert_eq!(five["alive"], false, "{five}");
    assert_eq!(five["out"]["ru"], "удалён: 4 фола", "{five}");
    assert_eq!(five["fouls_text"]["ru"], "4 фола", "{five}");
    // No role on the public feed while the game runs.
    assert!(five["role"].is_null(), "{five}");
}

#[test]
fn the_judge_ends_the_pairing_from_the_window() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    click(&mut h, &ru(i18n::msg::WebJudgeUnpair));
    h.get_by_label(&ru(i18n::msg::WebJudgeNone));
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"next"}"#), 403);
}
