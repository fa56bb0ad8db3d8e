//! A whole FIIM game played on the judge's phone (issue 34 item 5): headless
//! Chromium at 360x740 with touch emulated plays it on `/judge` against the
//! real binary under Xvfb with the projector open
//! (`scripts/e2e_judge_game.sh`, `judge_game.js`): the timer started,
//! given ten seconds and paused, two nominations, a foul and its take-back,
//! a vote by hands that ties, the tied players' speeches, the revote by a
//! typed count that ties again, the lift vote that fails, three nights
//! (a shot; Next with no shot recorded, which the page asks about as the
//! console does, then a miss; the don's and the sheriff's checks), the
//! first-killed player's best move, a lone candidate leaving on later days,
//! last words, and red's win. The same moves are played by the judge's keys
//! on the console (kittest, the same record to start from), and the two
//! records hold the same actions (times aside, and who sent a phone's
//! command). The first screen at 360x740 holds all ten seats and the main
//! buttons; the screenshots (`target/e2e/judge-game-*.png`, 360x740 and
//! 800x1280) are for a person to look at.

use super::ui_common;
use super::web::chromium;
use eframe::egui::accesskit::Role;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_core::game::Phase;
use mafia_store::session::{Session, record};
use mafia_ui::ui::Console;
use serde_json::Value;
use std::path::Path;

/// The game, move by move, as the judge makes it on either device
/// (`judge_game.js` says what each is on the page). Starts on day 1's
/// first speech of `tests/data/fiim-day-one.json` (seat 3 the sheriff,
/// 4 and 9 the mafia, 7 the don).
const MOVES: &[&str] = &[
    "shot speech",
    // Day 1: seat 1's minute, ten seconds more, paused; 1 nominates 4,
    // 2 nominates 9; a foul to 3, taken back.
    "timer",
    "plus10",
    "timer",
    "nominate 4",
    "next",
    "nominate 9",
    "foul 3",
    "unfoul 3",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    // 5 hands for 4, the other 5 go to 9: a tie; the tied speak again.
    "hands 1 2 3 5 6",
    "shot vote",
    "record",
    "next",
    "next",
    // The revote by a count typed: a tie again; 3 of 10 to lift both: none leave.
    "count 5",
    "hands 1 2 3",
    "shot lift",
    "record",
    // Night 1: the shot at 2, the don checks 3, the sheriff checks 7.
    "select 2",
    "shot night",
    "record",
    "next",
    "select 3",
    "record",
    "next",
    "select 7",
    "record",
    // The first killed names 4, 7 and 9; his last words; 4 alone
    // nominated leaves on day 2.
    "next",
    "hands 4 7 9",
    "shot best-move",
    "record",
    "next",
    "nominate 4",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    // Night 2: Next with no shot recorded asks first; then a miss; the don
    // checks 5, the sheriff 1. Day 3: 9 leaves.
    "next-asks",
    "shot no-shot",
    "miss",
    "next",
    "select 5",
    "record",
    "next",
    "select 1",
    "record",
    "next",
    "nominate 9",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    // Night 3: 5 shot; checks of 6 and 8. Day 4: 7, the don, leaves: red wins.
    "select 5",
    "record",
    "next",
    "select 6",
    "record",
    "next",
    "select 8",
    "record",
    "next",
    "next",
    "nominate 7",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "next",
    "shot end",
];

/// The day-one game on the console, its clock stopped (the UI tests' own
/// console and harness).
fn console_on_day_one() -> Harness<'static, Console> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rs = ui_common::fiim();
    let rec = record::read_file(&root.join("tests/data/fiim-day-one.json")).unwrap();
    let session = Session::replay(rs.clone(), &rec).unwrap();
    let mut console = ui_common::console_app(vec![rs]);
    console.app.set_session(session);
    ui_common::harness(console)
}

/// The digit key of a seat written in a move.
fn digit(seat: &str) -> Key {
    ui_common::digit(seat.parse().unwrap())
}

/// The moves by the judge's keys: a seat's digit (a hand in a vote, a
/// mark in the best move, the target at night), then F, Shift+F, N, R, M,
/// Enter, Space, +; the count typed into the vote's field and Enter.
fn by_keys() -> Harness<'static, Console> {
    let mut h = console_on_day_one();
    let none = Modifiers::NONE;
    for m in MOVES {
        let (what, args) = m.split_once(' ').unwrap_or((m, ""));
        let seats: Vec<&str> = args.split(' ').filter(|s| !s.is_empty()).collect();
        let seat_then = |h: &mut Harness<'static, Console>, m, k| {
            ui_common::key_mod(h, none, digit(seats[0]));
            ui_common::key_mod(h, m, k);
        };
        match what {
            "next" | "next-asks" => ui_common::key_mod(&mut h, none, Key::Enter),
            "timer" => ui_common::key_mod(&mut h, none, Key::Space),
            "plus10" => ui_common::key_mod(&mut h, none, Key::Plus),
            "record" => ui_common::key_mod(&mut h, none, Key::R),
            "miss" => ui_common::key_mod(&mut h, none, Key::M),
            "nominate" => seat_then(&mut h, none, Key::N),
            "foul" => seat_then(&mut h, none, Key::F),
            "unfoul" => seat_then(&mut h, Modifiers::SHIFT, Key::F),
            "hands" | "select" => {
                for s in &seats {
                    ui_common::key_mod(&mut h, none, digit(s));
                }
            }
            "count" => {
                h.get_by_role(Role::TextInput).focus();
                h.run_steps(2);
                h.get_by_role(Role::TextInput).type_text(seats[0]);
                h.run_steps(3);
                ui_common::key_mod(&mut h, none, Key::Enter);
            }
            "shot" => {}
            other => panic!("not a move: {other}"),
        }
    }
    h
}

/// The record's actions with their times (and the phone's sender) left out.
fn actions(record: &Value) -> Vec<Value> {
    record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            let mut a = a.clone();
            let o = a.as_object_mut().unwrap();
            o.remove("at");
            o.remove("by");
            a
        })
        .collect()
}

#[test]
fn a_whole_fiim_game_on_the_judges_phone_records_what_the_keys_record() {
    let Some(bin) = chromium() else {
        eprintln!("judge game e2e skipped: chromium is not installed");
        return;
    };
    for tool in ["node", "Xvfb"] {
        if !crate::have(tool) {
            eprintln!("judge game e2e skipped: {tool} is not installed");
            return;
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let keys = by_keys();
    let by_keys = {
        let view = keys.state().app.view();
        let session = view.session();
        let session = session.as_ref().unwrap();
        let actions = actions(&serde_json::to_value(session.record()).unwrap());
        let said: Vec<String> = actions.iter().map(|a| a.to_string()).collect();
        assert_eq!(
            session.state().phase,
            Phase::Ended,
            "the keys ended the game: {}",
            said.join("\n")
        );
        actions
    };

    let dir = tempfile::tempdir().unwrap();
    let moves = dir.path().join("moves.json");
    std::fs::write(&moves, serde_json::to_string(MOVES).unwrap()).unwrap();
    let said = crate::run_script(
        "e2e_judge_game.sh",
        &[("MOVES", moves.as_os_str()), ("CHROMIUM", bin.as_ref())],
    );
    let line = said.lines().rev().find(|l| l.starts_with('{')).unwrap();
    let page: Value = serde_json::from_str(line).unwrap();
    assert_eq!(
        page["played"],
        MOVES.len(),
        "every move on the page: {page}"
    );
    let phone: Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("target/e2e/judge-game-phone.json")).unwrap(),
    )
    .unwrap();
    let by_phone = actions(&phone);
    for (i, (k, p)) in by_keys.iter().zip(&by_phone).enumerate() {
        assert_eq!(p, k, "action {i}: the phone's and the keys' records differ");
    }
    assert_eq!(by_phone.len(), by_keys.len(), "as many actions");
    // At 360x740 the first screen holds the ten seats and the main buttons,
    // in every moment shot (the vote's band and the night's miss included).
    for (name, f) in page["shots"].as_object().unwrap() {
        assert_eq!(f["seats"], 10, "{name}: {f}");
        let at = |k: &str| f[k].as_f64().unwrap();
        assert!(
            at("lastSeatBottom") <= at("footerTop") + 0.5,
            "{name}: the last seat under the buttons: {f}"
        );
        assert!(at("footerBottom") <= at("height") + 0.5, "{name}: {f}");
        assert!(at("width") <= 360.0, "{name}: wider than the phone: {f}");
        for size in ["360x740", "800x1280"] {
            let shot = root.join(format!("target/e2e/judge-game-{name}-{size}.png"));
            assert!(shot.is_file(), "no {}", shot.display());
        }
    }
    assert_eq!(page["shots"].as_object().unwrap().len(), 7, "{page}");
    // At night the judge's phone names the step he is recording (from his
    // own view) and shows no leftover banner of the day.
    let night = &page["shots"]["night"];
    let phase = night["phase"].as_str().unwrap();
    assert!(
        phase.contains("Выстрел мафии") || phase.contains("The mafia's shot"),
        "the night's step on the phone: {night}"
    );
    assert_eq!(night["banner"], false, "a day's banner at night: {night}");
    // The pick tool is a hand, but at the best move, where it marks it.
    for (name, label) in [
        ("speech", "Рука"),
        ("vote", "Рука"),
        ("best-move", "Лучший ход"),
    ] {
        let f = &page["shots"][name];
        assert_eq!(f["pick"], label, "{name}: the pick tool's words: {f}");
    }
}
