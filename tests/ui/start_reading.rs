//! Issue 35.4: the console's start reads its records on a thread of its
//! own, and the keys the judge types meanwhile are never dropped. The
//! start's reader is held here (its answer is taken only when the test
//! waits for it), so the keys are typed while the game is still being read
//! however fast the machine is: no sleep, no timing.

use crate::ui_common::{T0, digit, harness, key};
use eframe::egui::Key;
use egui_kittest::kittest::Queryable;
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_store::ruleset::catalog;
use mafia_store::session::{Record, Session};
use mafia_ui::ui::Console;

fn fouls(h: &egui_kittest::Harness<'_, Console>, seat: u8) -> u8 {
    let view = h.state().app.view();
    let state = view.session().unwrap().state();
    state.players.iter().find(|p| p.seat == seat).unwrap().fouls
}

#[test]
fn keys_typed_while_the_start_reads_the_autosaved_game_all_land_in_order_once_it_is_there() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let fiim = catalog::find("fiim").unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim.clone()], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games.clone());
    // A crash left a game at day 1 in the autosave.
    let day_one = mafia_store::storage::source_root().join("tests/data/fiim-day-one.json");
    std::fs::copy(&day_one, games.join("current.json")).unwrap();
    let text = std::fs::read_to_string(&day_one).unwrap();
    let record = Record::from_json("fiim-day-one.json", &text).unwrap();
    let held = Session::replay(fiim, &record).unwrap().history().len();
    // The console's start with `--autoresume`: its window first, the
    // records on the start's thread.
    app.hold_library();
    app.hold_start_reading();
    assert!(app.start_reading(None, true));
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    // The first frame is there, saying what it reads; no game yet.
    assert!(h.state().app.view().session().is_none());
    h.get_by_label_contains("current.json читается");
    h.get_by_label("Нажатые сейчас клавиши сработают, как только игра откроется.");
    // The judge does not wait: a foul to 3, to 5, to 3 again, the timer.
    for k in [
        digit(3),
        Key::F,
        digit(5),
        Key::F,
        digit(3),
        Key::F,
        Key::Space,
    ] {
        key(&mut h, k);
    }
    assert!(h.state().app.view().session().is_none(), "still reading");
    h.state_mut().app.wait_for_start_reading();
    h.run_steps(3);
    // Every key landed, in the order typed.
    assert_eq!(fouls(&h, 3), 2);
    assert_eq!(fouls(&h, 5), 1);
    let view = h.state().app.view();
    let session = view.session().unwrap();
    assert!(session.state().timer.running());
    assert_eq!(session.history().len(), held + 4);
    // The game resumed is no longer offered, and the card is gone.
    assert!(view.files().offer.is_none());
    assert!(view.files().reading.is_none());
    assert!(h.query_by_label_contains("читается").is_none());
}

#[test]
fn a_game_that_cannot_be_read_at_the_start_says_why_and_leaves_the_start_screen() {
    let tmp = tempfile::tempdir().unwrap();
    let broken = tmp.path().join("broken.json");
    std::fs::write(&broken, "{ not a record").unwrap();
    let fiim = catalog::find("fiim").unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.hold_library();
    app.hold_start_reading();
    assert!(app.start_reading(Some(broken), false));
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    h.get_by_label_contains("broken.json читается");
    key(&mut h, digit(3));
    key(&mut h, Key::F);
    h.state_mut().app.wait_for_start_reading();
    h.run_steps(3);
    // No game: the start screen, and the reason on the message line.
    assert!(h.state().app.view().session().is_none());
    let said = h.state().app.view().message().unwrap().clone();
    assert!(
        said.error && said.text.ru.contains("broken.json"),
        "{said:?}"
    );
    h.get_by_label("Начать игру");
}

#[test]
fn at_the_start_the_autosaved_game_is_read_on_its_own_thread_and_offered_once_read() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let fiim = catalog::find("fiim").unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games.clone());
    let day_one = mafia_store::storage::source_root().join("tests/data/fiim-day-one.json");
    std::fs::copy(&day_one, games.join("current.json")).unwrap();
    app.hold_library();
    app.hold_start_reading();
    assert!(app.start_reading(None, false));
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    // The window is there before the autosave is read: its card says so,
    // the new game's form is usable meanwhile.
    h.get_by_label("Автосохранённая игра читается…");
    assert!(h.state().app.view().files().offer.is_none());
    h.get_by_label("Начать игру");
    h.state_mut().app.wait_for_start_reading();
    h.run_steps(3);
    assert!(h.query_by_label("Автосохранённая игра читается…").is_none());
    let offer = h.state().app.view().files().offer.clone().unwrap();
    assert!(offer.phase.is_some() && !offer.finished, "{offer:?}");
    h.get_by_label("Продолжить");
    assert!(
        h.state().app.view().session().is_none(),
        "offered, not resumed"
    );
}

/// Issue 35.4: the console never writes a record it would refuse to read:
/// the judge's step past the most actions a record holds is refused, with
/// the reason on the message line (the limit lowered here: 200,000 key
/// presses would test nothing more).
#[test]
fn the_judges_step_past_the_most_actions_a_record_holds_is_refused_in_words() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let fiim = catalog::find("fiim").unwrap();
    let day_one = mafia_store::storage::source_root().join("tests/data/fiim-day-one.json");
    let text = std::fs::read_to_string(&day_one).unwrap();
    let record = Record::from_json("fiim-day-one.json", &text).unwrap();
    let mut session = Session::replay(fiim.clone(), &record).unwrap();
    let limit = session.history().len() + 1;
    session.lower_actions_limit(limit);
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim.clone()], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games.clone());
    app.set_session(session);
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    key(&mut h, Key::Space);
    assert!(
        crate::ui_common::st(&h).timer.running(),
        "the last step taken"
    );
    key(&mut h, Key::Space);
    assert!(
        crate::ui_common::st(&h).timer.running(),
        "the step past it refused"
    );
    let said = h.state().app.view().message().unwrap().clone();
    assert!(said.error, "{said:?}");
    assert!(
        said.text.ru.contains(&format!("{limit} действ"))
            && said.text.ru.contains("больше одна запись игры не вмещает"),
        "{said:?}"
    );
    h.get_by_label_contains("больше одна запись игры не вмещает");
    // What the autosave holds reads back, every step in it.
    let saved = mafia_store::session::record::read_file(&games.join("current.json")).unwrap();
    assert_eq!(saved.actions.len(), limit);
    assert!(Session::replay_owned(fiim, saved).is_ok());
}

/// Issue 35.4: the tournament of `--tournament` is read, its games replayed
/// for the standings, on a thread of its own after the window's first
/// frame; the start screen says so meanwhile.
#[test]
fn at_the_start_a_tournaments_games_are_replayed_on_their_own_thread_with_the_window_up() {
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy("minsk-final", dir.path(), 16);
    let rs = catalog::find("minsk-final").unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![rs], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.hold_library();
    app.hold_start_reading();
    app.open_tournament_after_first_frame(dir.path().to_path_buf());
    let mut h = harness(Console::new(app));
    h.run_steps(3);
    // The window is up, the folder is being read: no tournament yet.
    assert!(h.state().app.view().tournament().loaded.is_none());
    assert_eq!(
        h.state().app.view().tournament().opening(),
        Some(dir.path())
    );
    h.get_by_label(&format!("Турнир {} читается…", dir.path().display()));
    h.get_by_label("Начать игру");
    h.state_mut().app.wait_for_tournament();
    h.run_steps(3);
    let view = h.state().app.view();
    let loaded = view.tournament().loaded.as_ref().unwrap();
    assert!(!loaded.standings.players.is_empty());
    assert!(view.tournament().opening().is_none());
    assert_eq!(
        view.settings().last_tournament.as_deref(),
        dir.path().to_str()
    );
}

/// `--autoresume` after a crash: the autosaved game is read and replayed
/// once, both to say what the autosave holds and to put it on the table
/// (a long record's replay is the start's longest wait). Counted, not timed.
#[test]
fn autoresume_replays_the_autosaved_game_once() {
    use mafia_store::session::restore::watched;
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let fiim = catalog::find("fiim").unwrap();
    let day_one = mafia_store::storage::source_root().join("tests/data/fiim-day-one.json");
    let text = std::fs::read_to_string(&day_one).unwrap();
    let mut record = Record::from_json("fiim-day-one.json", &text).unwrap();
    // A creation time no other test's record has: only this one is counted.
    record.created = T0 + 35_004;
    std::fs::write(games.join("current.json"), record.to_json()).unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games.clone());
    watched::watch(record.created);
    app.hold_library();
    app.hold_start_reading();
    assert!(app.start_reading(None, true));
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    h.state_mut().app.wait_for_start_reading();
    h.run_steps(5);
    let view = h.state().app.view();
    assert_eq!(view.session().unwrap().created, record.created, "resumed");
    assert!(view.files().offer.is_none());
    assert_eq!(watched::replays(), 1, "replayed once");
}
