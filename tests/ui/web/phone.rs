//! The judge's phone drives the console (issue 34): paired from the web
//! window's code (or its QR code, read back here from the window's
//! pixels), its command changes the game as the judge's keys do and lands
//! in the record with who sent it, a removal it asks for waits for its
//! second press, like the key's; an assistant paired beside it is listed
//! in the window and ended from there.

use super::client::{Events, get, post};
use crate::ui_common::{click, digit, key, st};
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_ui::ui::Console;
use mafia_words::Lang;
use mafia_words::i18n::msg;
use std::net::SocketAddr;

fn ru(s: mafia_words::i18n::Fixed) -> String {
    s.get(Lang::Ru).to_owned()
}

/// A FIIM game at night zero on a free port.
fn console() -> Harness<'static, Console> {
    super::dealt_on_free_port()
}

/// The server started and a phone paired from the window's code: the
/// server's address, the session cookie and the CSRF token.
fn paired_phone(h: &mut Harness<'static, Console>) -> (SocketAddr, String, String) {
    click(h, &ru(msg::MenuView));
    click(h, &ru(msg::WebMenu));
    click(h, &ru(msg::WebStart));
    click(h, &ru(msg::WebJudgeMakeCode));
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
    h.get_by_label(&msg::WebJudgePhone { agent: "Phone/1.0" }.get(Lang::Ru));
    h.get_by_label(&ru(msg::WebJudgeUnpair));
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
    click(&mut h, &ru(msg::WebJudgeUnpair));
    h.get_by_label(&ru(msg::WebJudgeNone));
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"next"}"#), 403);
}

/// Every image the window handed to the renderer (egui's texture
/// uploads), as the judge's screen would show them.
#[derive(Clone, Default)]
struct Uploads(std::sync::Arc<std::sync::Mutex<Vec<eframe::egui::ColorImage>>>);

impl egui_kittest::TestRenderer for Uploads {
    fn handle_delta(&mut self, delta: &mut eframe::egui::TexturesDelta) {
        for d in delta.set.values().flatten() {
            let eframe::egui::ImageData::Color(img) = &d.image;
            self.0.lock().unwrap().push((**img).clone());
        }
        // Taken, as a renderer takes them.
        delta.clear();
    }
}

/// The texts of the QR codes found in an image (by its pixels' darkness).
fn qr_texts(img: &eframe::egui::ColorImage) -> Vec<String> {
    let [w, h] = img.size;
    let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| {
        let c = img.pixels[y * w + x];
        // Opaque black modules on white; anything transparent is light.
        if c.a() < 128 { 255 } else { c.r() }
    });
    prepared
        .detect_grids()
        .iter()
        .filter_map(|g| g.decode().ok().map(|(_, text)| text))
        .collect()
}

#[test]
fn the_windows_qr_code_holds_the_judges_page_with_the_code_and_pairs_a_phone() {
    let uploads = Uploads::default();
    let settings = mafia_app::app::Settings {
        web_port: crate::ui_common::free_port(),
        ..mafia_app::app::Settings::default()
    };
    let app = mafia_app::app::JudgeApp::with_rulesets(
        settings,
        vec![mafia_store::ruleset::catalog::find("fiim").unwrap()],
        Vec::new(),
    );
    let mut h = Harness::builder()
        .with_size([1700.0, 1500.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .renderer(uploads.clone())
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), Console::new(app));
    click(&mut h, &ru(msg::MenuView));
    click(&mut h, &ru(msg::WebMenu));
    click(&mut h, &ru(msg::WebStart));
    assert!(
        uploads
            .0
            .lock()
            .unwrap()
            .iter()
            .all(|i| qr_texts(i).is_empty()),
        "no QR code before the judge asks for a code"
    );
    click(&mut h, &ru(msg::WebJudgeMakeCode));
    let code = h.state().app.view().web().code.clone().expect("a code");
    let addr = h.state().app.view().web().server.as_ref().unwrap().addr();
    let address = format!("http://127.0.0.1:{}/judge?pair={code}", addr.port());
    // The window names what the picture holds, and the picture holds it.
    h.get_by_label(
        &msg::WebJudgeQr {
            address: address.as_str(),
        }
        .get(Lang::Ru),
    );
    let found: Vec<String> = uploads
        .0
        .lock()
        .unwrap()
        .iter()
        .flat_map(qr_texts)
        .collect();
    assert_eq!(found, vec![address.clone()], "the QR codes the window drew");
    // What a phone's camera opens: the judge's page, then its code pairs.
    let page = get(addr, &format!("/judge?pair={code}"));
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("judge.js"),
        "the page that reads ?pair="
    );
    let r = post(
        addr,
        "/judge/pair",
        &[("Origin", &format!("http://{addr}"))],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    h.run_steps(3);
    // Used once: the code and its QR code leave the window.
    assert!(
        h.query_by_label(
            &msg::WebJudgeQr {
                address: address.as_str()
            }
            .get(Lang::Ru)
        )
        .is_none()
    );
}

#[test]
fn the_qr_picture_fails_to_read_as_another_address() {
    // The reading above is a real decoding: another address reads back
    // as itself, not as the one expected.
    let img = mafia_ui::ui::web::qr_image("http://127.0.0.1:1/judge?pair=000000").unwrap();
    assert_eq!(qr_texts(&img), vec!["http://127.0.0.1:1/judge?pair=000000"]);
    assert_ne!(qr_texts(&img), vec!["http://127.0.0.1:1/judge?pair=000001"]);
}

/// The last action of the game's record, as written to the file.
fn last_action_line(h: &Harness<'static, Console>) -> serde_json::Value {
    let view = h.state().app.view();
    let json = view.session().as_ref().unwrap().record().to_json();
    let back = mafia_store::session::Record::from_json("current", &json).unwrap();
    serde_json::to_value(back.actions.last().unwrap()).unwrap()
}

#[test]
fn a_foul_from_the_phone_lands_in_the_record_with_by_and_a_keys_foul_without() {
    let mut by_keys = console();
    key(&mut by_keys, digit(3));
    key(&mut by_keys, Key::F);
    let keys = last_action_line(&by_keys);
    assert_eq!(keys["type"], "foul");
    assert!(
        keys.get("by").is_none(),
        "the console's keys: no `by`: {keys}"
    );
    let mut by_phone = console();
    let phone = paired_phone(&mut by_phone);
    let at = step(phone.0);
    assert_eq!(
        send(&mut by_phone, &phone, at, r#"{"type":"foul","seat":3}"#),
        202
    );
    let sent = last_action_line(&by_phone);
    assert_eq!(sent["by"], "phone", "{sent}");
    assert_eq!(sent["type"], "foul");
    assert_eq!(sent["seat"], 3);
    // The key pressed after it is the console's again.
    key(&mut by_phone, digit(4));
    key(&mut by_phone, Key::F);
    assert!(last_action_line(&by_phone).get("by").is_none());
    // Read back and replayed, the record keeps who sent it.
    let view = by_phone.state().app.view();
    let session = view.session();
    let s = session.as_ref().unwrap();
    let again = mafia_store::session::Session::replay(s.ruleset.clone(), &s.record()).unwrap();
    assert_eq!(again.record().actions, s.record().actions);
    assert_eq!(again.state(), s.state());
}

#[test]
fn an_assistant_paired_beside_the_phone_is_listed_fouls_and_is_ended_from_the_window() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    click(&mut h, &ru(msg::WebJudgeMakeAssistantCode));
    let addr = phone.0;
    let code = {
        let c = h.state();
        let s = c.app.view().web().server.as_ref().unwrap();
        s.judge()
            .code_for(mafia_web::web::judge::Role::Assistant)
            .unwrap()
    };
    h.get_by_label(&code);
    let r = post(
        addr,
        "/judge/pair",
        &[
            ("Origin", &format!("http://{addr}")),
            ("User-Agent", "Tablet/2.0"),
        ],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    let helper = (
        addr,
        r.header("set-cookie").split(';').next().unwrap().to_owned(),
        r.json()["csrf"].as_str().unwrap().to_owned(),
    );
    h.run_steps(3);
    let n = h
        .state()
        .app
        .view()
        .web()
        .server
        .as_ref()
        .unwrap()
        .judge()
        .devices()[1]
        .id;
    h.get_by_label(
        &msg::WebJudgeAssistant {
            n,
            agent: "Tablet/2.0",
        }
        .get(Lang::Ru),
    );
    // Both are listed; the judge's phone too.
    h.get_by_label(&msg::WebJudgePhone { agent: "Phone/1.0" }.get(Lang::Ru));
    // Hands count in a vote only: at night zero the console refuses them.
    let at = step(addr);
    assert_eq!(
        send(&mut h, &helper, at, r#"{"type":"pick","seat":2}"#),
        202
    );
    let said = h.state().app.view().message().cloned().expect("a refusal");
    assert!(said.error);
    assert_eq!(said.text.ru, ru(msg::WebJudgeAssistantOnly));
    assert_eq!(step(addr), at, "nothing moved");
    assert_eq!(
        send(&mut h, &helper, at, r#"{"type":"foul","seat":6}"#),
        202
    );
    assert_eq!(st(&h).players[5].fouls, 1);
    assert_eq!(last_action_line(&h)["by"], "assistant");
    // The game's flow is the judge's: refused, nothing moved.
    let at = step(addr);
    assert_eq!(send(&mut h, &helper, at, r#"{"type":"next"}"#), 403);
    assert_eq!(step(addr), at);
    click(&mut h, &msg::WebJudgeEndAssistant { n }.get(Lang::Ru));
    let at = step(addr);
    assert_eq!(
        send(&mut h, &helper, at, r#"{"type":"foul","seat":6}"#),
        403
    );
    assert_eq!(st(&h).players[5].fouls, 1);
    // The judge's phone goes on.
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"foul","seat":6}"#), 202);
    assert_eq!(st(&h).players[5].fouls, 2);
}

/// What the feed tells the phone of Undo and Redo: whether each has a step.
fn undo_redo(addr: SocketAddr) -> (bool, bool) {
    let j = get(addr, "/view.json").json()["judge"].clone();
    (
        j["can_undo"].as_bool().unwrap(),
        j["can_redo"].as_bool().unwrap(),
    )
}

/// The game's record as written to the file.
fn actions(h: &Harness<'static, Console>) -> Vec<mafia_store::session::Stamped> {
    let view = h.state().app.view();
    view.session().as_ref().unwrap().record().actions
}

#[test]
fn undo_then_redo_from_the_phone_brings_the_game_back_to_the_same_step_marked_by_the_phone() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    assert!(!undo_redo(phone.0).1, "nothing undone yet: no redo");
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"foul","seat":3}"#), 202);
    let fouled = st(&h);
    let record = actions(&h);
    assert_eq!(undo_redo(phone.0), (true, false));
    // Undo: the foul is gone from the game and from the record.
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"undo"}"#), 202);
    assert_eq!(st(&h).players[2].fouls, 0);
    assert_eq!(actions(&h).len(), record.len() - 1);
    assert!(undo_redo(phone.0).1, "the phone may redo now");
    // Redo: the same game, the same record, the foul still the phone's.
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"redo"}"#), 202);
    assert_eq!(st(&h), fouled);
    assert_eq!(actions(&h), record);
    let back = last_action_line(&h);
    assert_eq!(back["type"], "foul", "{back}");
    assert_eq!(back["seat"], 3, "{back}");
    assert_eq!(back["by"], "phone", "{back}");
    assert_eq!(undo_redo(phone.0), (true, false));
    // Nothing more to redo: the console says so in its words, nothing moves.
    let at = step(phone.0);
    assert_eq!(send(&mut h, &phone, at, r#"{"type":"redo"}"#), 202);
    let said = h
        .state()
        .app
        .view()
        .message()
        .cloned()
        .expect("the console's words");
    assert_eq!(said.text.ru, ru(msg::NothingToRedo));
    assert_eq!(st(&h), fouled);
    assert_eq!(actions(&h), record);
}

#[test]
fn a_step_of_the_keys_undone_and_redone_from_the_phone_stays_the_keys() {
    // Redo takes the undone step again as it was made: it is not the
    // phone's because the phone brought it back.
    let mut h = console();
    let phone = paired_phone(&mut h);
    key(&mut h, digit(4));
    key(&mut h, Key::F);
    let record = actions(&h);
    assert_eq!(
        send(&mut h, &phone, step(phone.0), r#"{"type":"undo"}"#),
        202
    );
    assert_eq!(st(&h).players[3].fouls, 0);
    assert_eq!(
        send(&mut h, &phone, step(phone.0), r#"{"type":"redo"}"#),
        202
    );
    assert_eq!(st(&h).players[3].fouls, 1);
    assert_eq!(actions(&h), record);
    assert!(last_action_line(&h).get("by").is_none());
}

#[test]
fn the_timer_reset_from_the_phone_puts_the_speechs_full_time_back() {
    let mut h = console();
    let phone = paired_phone(&mut h);
    // Night zero ends: day 1, seat 1's speech.
    assert_eq!(
        send(&mut h, &phone, step(phone.0), r#"{"type":"next"}"#),
        202
    );
    let full = st(&h).timer.total_ms;
    assert!(full > 0, "a speech has its time");
    let t0 = crate::ui_common::T0;
    let toggle = r#"{"type":"timer_toggle"}"#;
    assert_eq!(send(&mut h, &phone, step(phone.0), toggle), 202);
    h.state_mut()
        .app
        .set_clock(mafia_app::app::Clock::Fixed(t0 + 25_000));
    assert_eq!(send(&mut h, &phone, step(phone.0), toggle), 202);
    let later = t0 + 25_000;
    assert_eq!(
        st(&h).timer.remaining_ms(later),
        i64::try_from(full).unwrap() - 25_000
    );
    let reset = r#"{"type":"timer_reset"}"#;
    assert_eq!(send(&mut h, &phone, step(phone.0), reset), 202);
    let timer = st(&h).timer;
    assert_eq!(timer.remaining_ms(later), i64::try_from(full).unwrap());
    assert!(!timer.running(), "back to the start, stopped");
    let line = last_action_line(&h);
    assert_eq!(line["type"], "timer_reset", "{line}");
    assert_eq!(line["by"], "phone", "{line}");
}
