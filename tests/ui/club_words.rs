//! Each club in its own words: under MCC and Baikal a foul is a warning
//! («предупреждение», the word and its plural forms from the ruleset file),
//! on the judge's window (columns, buttons, the seat's status), on the
//! projector and in the protocol; «фол» appears nowhere.

use crate::ui_common::{console_app, digit, key};
use egui_kittest::Harness;
use egui_kittest::kittest::{Queryable, by};
use mafia_app::app::Command;
use mafia_app::app::files::FileCmd;
use mafia_audience::audience::ProjectorView;
use mafia_core::game::{Action, Phase};
use mafia_protocol::protocol::grid::Grid;
use mafia_store::ruleset::catalog;
use mafia_store::session::{Record, Session};
use mafia_ui::ui::Console;
use mafia_words::Lang;
use std::path::PathBuf;

/// The example game of `file` replayed until the first regular speech of
/// day 1, then: seat `silenced` gets three of the ruleset's fouls, seat
/// `removed` four. Written into `dir`; returns the session and the file.
fn game_with_warnings(
    file: &str,
    silenced: u8,
    removed: u8,
    dir: &std::path::Path,
) -> (Session, PathBuf) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let (record, rs) = mafia_store::session::load_record(&root.join(file)).unwrap();
    let mut empty: Record = record.clone();
    empty.actions.clear();
    let mut s = Session::replay(rs, &empty).unwrap();
    let mut at = record.created;
    for a in &record.actions {
        if matches!(s.state().phase, Phase::Day { .. }) {
            break;
        }
        at = a.at;
        s.act(a.action.clone(), at).unwrap();
    }
    for (seat, n) in [(silenced, 3), (removed, 4)] {
        for _ in 0..n {
            at += 1000;
            s.act(
                Action::Foul {
                    seat,
                    offence: None,
                },
                at,
            )
            .unwrap();
        }
    }
    let path = dir.join(file);
    std::fs::write(&path, s.record().to_json()).unwrap();
    (s, path)
}

fn open(path: &std::path::Path) -> Harness<'static, Console> {
    let app = console_app(
        ["fiim", "mcc", "baikal"]
            .map(|id| catalog::find(id).unwrap())
            .to_vec(),
    );
    let mut h = Harness::builder()
        .with_size([1700.0, 1300.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), app);
    h.run_steps(2);
    let ctx = h.ctx.clone();
    h.state_mut()
        .run(Command::File(FileCmd::Open(path.to_path_buf())), &ctx);
    h.run_steps(3);
    h
}

/// No widget's text on the judge's window says «фол»/«Фол»/"foul".
fn no_foul_word(h: &Harness<'_, Console>) {
    for w in ["фол", "Фол", "foul", "Foul"] {
        let found: Vec<String> = h
            .query_all(by().label_contains(w))
            .map(|n| format!("{n:?}"))
            .collect();
        assert!(found.is_empty(), "{w:?} on the judge's window: {found:?}");
    }
}

/// Every text a person reads in the audience's model: its string values
/// (not its keys, nor the kinds and ids that say which moment it is).
fn words_of(v: &serde_json::Value) -> Vec<String> {
    match v {
        serde_json::Value::String(s) => vec![s.clone()],
        serde_json::Value::Array(a) => a.iter().flat_map(words_of).collect(),
        serde_json::Value::Object(o) => o
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "how" | "moment" | "vote" | "lang"))
            .flat_map(|(_, v)| words_of(v))
            .collect(),
        _ => Vec::new(),
    }
}

fn club_speaks_of_warnings(file: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (s, path) = game_with_warnings(file, 5, 7, dir.path());
    let rs = &s.ruleset;
    assert_eq!(rs.fouls.word.as_ref().unwrap().ru, "предупреждение");

    // The judge's window: the column, the seat's buttons and status.
    let mut h = open(&path);
    h.get_by_label("Предупреждения");
    key(&mut h, digit(5));
    h.run_steps(2);
    h.get_by_label("Предупреждение №5");
    h.get_by_label("Снять предупреждение №5");
    h.get_by_label("удалён: 4 предупреждения");
    no_foul_word(&h);
    // The keys' list in the menu says it too.
    h.get_by_label("Клавиши").click();
    h.run_steps(3);
    h.get_by_label("Предупреждение");
    no_foul_word(&h);

    // The projector: the removal told at once, the silenced seat's turn.
    for lang in [Lang::Ru, Lang::En] {
        let mut v = ProjectorView::from_state(s.state(), rs, false, 0);
        v.set_lang(lang);
        let words = words_of(&serde_json::to_value(&v).unwrap()).join(" | ");
        for w in ["фол", "Фол", "foul", "Foul"] {
            assert!(!words.contains(w), "{w:?} on the projector: {words}");
        }
        let detail = &v.banner.as_ref().unwrap().detail;
        let want = match lang {
            Lang::Ru => "4 предупреждения",
            Lang::En => "4 warnings",
        };
        assert!(detail.starts_with(want), "{detail}");
    }

    // The protocol: the seat table's column, the log's title, the grid.
    for (lang, column, log) in [
        (Lang::Ru, "Предупреждения", "Предупреждения и нарушения"),
        (Lang::En, "Warnings", "Warnings and offences"),
    ] {
        let doc = mafia_protocol::protocol::protocol_from_session(&s, &s.meta, lang);
        assert_eq!(doc.labels.fouls, column);
        assert_eq!(doc.labels.foul_log, log);
        let grid = format!("{:?}", Grid::new(&doc));
        let seats: Vec<&str> = doc
            .seats
            .iter()
            .map(|r| r.left.as_str())
            .chain(
                doc.days
                    .iter()
                    .flat_map(|d| d.notes.iter().map(String::as_str)),
            )
            .collect();
        let seats = seats.join(" | ");
        assert!(
            seats.contains(match lang {
                Lang::Ru => "4 предупреждения",
                Lang::En => "4 warnings",
            }),
            "{seats}"
        );
        for w in ["фол", "Фол", "foul", "Foul"] {
            assert!(!grid.contains(w), "{w:?} in the protocol's grid:\n{grid}");
            assert!(!seats.contains(w), "{w:?} in the protocol: {seats}");
        }
    }
}

#[test]
fn mcc_says_warning_on_the_judges_window_the_projector_and_the_protocol() {
    club_speaks_of_warnings("mcc-order-night-and-double-vote.json");
}

#[test]
fn baikal_says_warning_on_the_judges_window_the_projector_and_the_protocol() {
    club_speaks_of_warnings("baikal-red-wins-with-likes.json");
}

/// The example game of `file` replayed while `go_on` says so, written into `dir`.
fn replayed_while(
    file: &str,
    dir: &std::path::Path,
    go_on: impl Fn(&Session) -> bool,
) -> (Session, PathBuf) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let (record, rs) = mafia_store::session::load_record(&root.join(file)).unwrap();
    let mut empty: Record = record.clone();
    empty.actions.clear();
    let mut s = Session::replay(rs, &empty).unwrap();
    for a in &record.actions {
        if !go_on(&s) {
            break;
        }
        s.act(a.action.clone(), a.at).unwrap();
    }
    let path = dir.join(file);
    std::fs::write(&path, s.record().to_json()).unwrap();
    (s, path)
}

fn says(h: &Harness<'_, Console>, words: &str) -> bool {
    h.query_all(by().label_contains(words)).next().is_some()
}

#[test]
fn baikal_a_third_warning_during_a_speech_ends_it_and_the_judge_is_told_why() {
    let dir = tempfile::tempdir().unwrap();
    let (_, path) = replayed_while("baikal-red-wins-with-likes.json", dir.path(), |s| {
        !matches!(s.state().phase, Phase::Day { .. })
    });
    let mut h = open(&path);
    assert_eq!(crate::ui_common::st(&h).speaker(), Some(1));
    key(&mut h, digit(1));
    for _ in 0..3 {
        key(&mut h, eframe::egui::Key::F);
    }
    h.run_steps(3);
    // Seed 000, 7: the 3rd warning during his speech ends it.
    assert_eq!(crate::ui_common::st(&h).speaker(), Some(2));
    // Issue 32, 9c: told in the judge's announcement, not the grey message
    // line; the hall sees it on the projector and the stream (a warning is
    // public: the seat's marks show it).
    assert!(
        says(
            &h,
            "Игрок №1: 3 предупреждения во время его речи, речь окончена."
        ),
        "the announcement says why the speech ended"
    );
    assert!(says(&h, "Игрок №2"), "and who speaks now");
    assert!(
        h.state().app.view().message().is_none(),
        "not left to the message line"
    );
    let mut v = h.state().app.projector_view();
    v.set_lang(Lang::Ru);
    let b = v.banner.expect("a banner for the hall");
    assert_eq!(b.head, "№1: 3 предупреждения");
    assert_eq!(b.detail, "речь окончена, слово следующему");
    // Told until the next speech is over.
    key(&mut h, eframe::egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(crate::ui_common::st(&h).speaker(), Some(3));
    assert!(!says(&h, "во время его речи"), "gone after the next speech");
}

#[test]
fn mcc_each_shot_step_shows_the_seat_the_order_night_booked() {
    let dir = tempfile::tempdir().unwrap();
    let is_kill_step = |s: &Session| match s.state().phase {
        Phase::Night { night: 1, step } => matches!(
            s.ruleset.night.get(step).map(|x| &x.kind),
            Some(mafia_core::ruleset::StepKind::Kill { .. })
        ),
        _ => false,
    };
    let (s, path) = replayed_while("mcc-order-night-and-double-vote.json", dir.path(), |s| {
        !is_kill_step(s)
    });
    assert!(is_kill_step(&s), "night 1's shot step");
    let booked = s.state().order[0];
    let h = open(&path);
    h.get_by_label(&format!("по заказу: №{booked}"));
}
