//! Issue 23, item 13: the history of the game's rounds as the hall and the
//! stream see it: who left, when and how, in the order it happened; the
//! night's checks only in spectator mode, never in the public view.

use mafia_audience::audience::ProjectorView;
use mafia_audience::audience::history::{CheckFound, HistoryEntry};
use mafia_core::game::state::ExitHow;
use mafia_store::session::Session;
use mafia_words::Lang;
use std::path::PathBuf;

/// The whole of an example game, replayed.
fn played(name: &str) -> Session {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (record, _) = mafia_store::session::load_record(&root.join("examples").join(name)).unwrap();
    let rs = mafia_store::ruleset::catalog::find(&record.ruleset.id).unwrap();
    Session::replay(rs, &record).unwrap()
}

/// The same game up to its `n`-th action.
fn played_to(name: &str, n: usize) -> Session {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (mut record, _) =
        mafia_store::session::load_record(&root.join("examples").join(name)).unwrap();
    record.actions.truncate(n);
    let rs = mafia_store::ruleset::catalog::find(&record.ruleset.id).unwrap();
    Session::replay(rs, &record).unwrap()
}

fn view(s: &Session, spectator: bool, lang: Lang) -> ProjectorView {
    let mut v = ProjectorView::from_state(s.state(), &s.ruleset, spectator, 0);
    v.set_lang(lang);
    v
}

fn left(v: &ProjectorView) -> Vec<(u8, ExitHow)> {
    v.history
        .iter()
        .filter_map(|e| match e {
            HistoryEntry::Left { seat, how, .. } => Some((*seat, *how)),
            HistoryEntry::Check { .. } => None,
        })
        .collect()
}

/// FIIM, the removal-by-fouls example: №8 removed by his 4th foul on day 1,
/// №1 shot on night 1, №4 voted out on day 2, №2 shot on night 2, №6
/// voted out on day 3 — in that order, each in the words of his tile.
#[test]
fn the_history_tells_who_left_when_and_how_in_the_order_it_happened() {
    let s = played("fiim-removal-by-fouls.json");
    let v = view(&s, false, Lang::Ru);
    assert_eq!(
        left(&v),
        vec![
            (8, ExitHow::Fouls),
            (1, ExitHow::Killed),
            (4, ExitHow::Voted),
            (2, ExitHow::Killed),
            (6, ExitHow::Voted),
        ]
    );
    let lines = v.history_lines();
    let tile = |seat: u8| {
        let s = v.seats.iter().find(|s| s.seat == seat).unwrap();
        format!("№{seat} {} — {}", s.nick, s.out.as_ref().unwrap().ru)
    };
    assert_eq!(lines, [8, 1, 4, 2, 6].map(tile).to_vec());
    assert!(lines[0].starts_with("№8 Зорро — "), "{lines:?}");
    assert!(lines[2].contains("день 2"), "{lines:?}");
    // The same in English.
    let en = view(&s, false, Lang::En).history_lines();
    assert!(en[1].contains("night 1"), "{en:?}");
}

/// In spectator mode the history holds the night's checks too (FIIM, the
/// red-wins example: the don's and the sheriff's), each after the day
/// before it, the answers as the judge recorded them.
#[test]
fn in_spectator_mode_the_history_holds_the_sheriffs_and_the_dons_checks() {
    let s = played("fiim-red-wins.json");
    let public = view(&s, false, Lang::Ru);
    assert!(public.history.iter().all(|e| !e.is_secret()));
    let spect = view(&s, true, Lang::Ru);
    let checks: Vec<&HistoryEntry> = spect.history.iter().filter(|e| e.is_secret()).collect();
    assert!(!checks.is_empty(), "{:?}", spect.history);
    let mut expected = Vec::new();
    for n in &s.state().nights {
        for e in &n.entries {
            let found = match (e.step.as_str(), e.answer.as_deref()) {
                ("sheriff_check", Some("black")) => CheckFound::Black,
                ("sheriff_check", Some(_)) => CheckFound::Red,
                ("don_check", Some("yes")) => CheckFound::Found,
                ("don_check", Some(_)) => CheckFound::Missed,
                _ => continue,
            };
            expected.push(HistoryEntry::Check {
                night: n.night,
                seat: e.targets[0],
                found,
            });
        }
    }
    assert_eq!(checks.into_iter().cloned().collect::<Vec<_>>(), expected);
    // Each night's checks come after that day's departures and before the
    // next day's.
    for (i, e) in spect.history.iter().enumerate() {
        let HistoryEntry::Check { night, .. } = e else {
            continue;
        };
        for (j, o) in spect.history.iter().enumerate() {
            if let HistoryEntry::Left { day: Some(d), .. } = o {
                assert_eq!(j < i, d <= night, "{:?}", spect.history);
            }
        }
    }
    let lines = spect.history_lines();
    assert!(
        lines.iter().any(|l| l.starts_with("ночь 1: проверен №")),
        "{lines:?}"
    );
}

/// While the game runs the public view's history never holds a check, at
/// any step of the example; the spectator's does once a check is made.
#[test]
fn the_public_history_holds_no_check_at_any_step_while_the_game_runs() {
    let total = played("fiim-red-wins.json").record().actions.len();
    let mut spectator_saw = false;
    for n in 0..=total {
        let s = played_to("fiim-red-wins.json", n);
        let public = serde_json::to_string(&view(&s, false, Lang::Ru)).unwrap();
        let history = &serde_json::from_str::<serde_json::Value>(&public).unwrap()["history"];
        assert!(
            !history.to_string().contains("\"check\""),
            "step {n}: {history}"
        );
        spectator_saw |= view(&s, true, Lang::Ru)
            .history
            .iter()
            .any(|e| e.is_secret());
    }
    assert!(
        spectator_saw,
        "the spectator never saw a check: the test is blind"
    );
}

/// The console's projector window shows the history in a line above the
/// seats, at both sizes a hall has.
#[test]
fn the_projector_window_shows_the_history_above_the_seats() {
    // The last moment before the end (the end shows its table instead).
    let total = played("fiim-removal-by-fouls.json").record().actions.len();
    let s = (0..total)
        .rev()
        .map(|n| played_to("fiim-removal-by-fouls.json", n))
        .find(|s| !s.state().is_over())
        .unwrap();
    let v = view(&s, false, Lang::Ru);
    assert!(v.history.len() >= 4, "{:?}", v.history);
    let lines = v.history_lines();
    // Where not every entry fits at a readable size the oldest give way
    // («История: … · …»): the newest are always there whole (issue 32, 9d).
    let recent = format!("{}  ·  ", lines[lines.len() - 3..].join("  ·  "));
    for size in [[1366.0, 768.0], [1920.0, 1080.0]] {
        let (texts, _) = crate::ui_common::projector_texts(&v, 0, size);
        assert!(
            texts
                .iter()
                .any(|t| t.starts_with("История: ") && format!("{t}  ·  ").ends_with(&recent)),
            "{texts:?}"
        );
    }
    // A short history is all there.
    let mut short = v.clone();
    short.history.truncate(2);
    let want = format!("История: {}", short.history_lines().join("  ·  "));
    let (texts, _) = crate::ui_common::projector_texts(&short, 0, [1366.0, 768.0]);
    assert!(texts.contains(&want), "{texts:?}");
}
