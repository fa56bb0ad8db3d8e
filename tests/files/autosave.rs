//! Never lose a game: the autosave on disk, its recovery after a crash cut
//! it off, bad records and bad ruleset files that must never crash the
//! console, and a data folder that cannot be written.

use crate::support::root;
use crate::table::ruleset;
use mafia_core::game::{Action, Phase};
use mafia_core::ruleset::{Expected, Ruleset, parse_ruleset};
use mafia_store::session::autosave::{self, Autosave, CURRENT};
use mafia_store::session::{Record, Session};
use mafia_words::Lang;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn all_rulesets() -> Vec<Ruleset> {
    ["fiim", "baikal", "mcc", "minsk-final", "stylized-ny"]
        .iter()
        .map(|id| ruleset(id))
        .collect()
}

/// The example game `examples/fiim-black-wins.json`, replayed up to `take`
/// actions (all if None): a real session, as the console holds it.
fn example_session(take: Option<usize>) -> Session {
    let text = std::fs::read_to_string(root().join("examples/fiim-black-wins.json")).unwrap();
    let mut record = Record::from_json("fiim-black-wins.json", &text).unwrap();
    if let Some(n) = take {
        record.actions.truncate(n);
    }
    Session::replay(ruleset("fiim"), &record).unwrap()
}

/// A game in the middle of day 1 with the speech timer running: what a
/// crash would interrupt.
fn mid_game() -> Session {
    let full = example_session(None);
    let actions = full.history().actions();
    // The first point where the day's first speech has begun.
    let n = (1..actions.len())
        .find(|&n| {
            matches!(
                example_session(Some(n)).state().phase,
                Phase::Day { day: 1, .. }
            )
        })
        .unwrap();
    let mut s = example_session(Some(n + 2));
    let at = s.history().last_action().unwrap().at + 1500;
    s.act(Action::TimerStart, at).unwrap();
    assert!(s.state().timer.running());
    s
}

fn temp_games() -> (tempfile::TempDir, Autosave) {
    let tmp = tempfile::tempdir().unwrap();
    let store = Autosave::new(tmp.path().join("games"));
    (tmp, store)
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn autosave_written_and_reloaded_is_the_same_game_with_the_same_timer() {
    let (_tmp, store) = temp_games();
    let s = mid_game();
    store.save_session(&s).unwrap();
    // Only the autosave itself: no temp file is left behind.
    assert_eq!(files_in(store.dir()), vec![CURRENT.to_owned()]);
    let loaded = autosave::load_file(&store.current_path()).unwrap();
    assert_eq!(loaded.damage, None);
    assert_eq!(loaded.record, s.record());
    let back = autosave::restore("current.json", loaded, &all_rulesets()).unwrap();
    assert!(back.notes.is_empty(), "{:?}", back.notes);
    assert_eq!(back.session.state(), s.state());
    // The running speech: same start, same time used, so the same time left.
    assert_eq!(back.session.state().timer, s.state().timer);
    let later = s.history().last_action().unwrap().at + 12_345;
    assert_eq!(
        back.session.state().timer.remaining_ms(later),
        s.state().timer.remaining_ms(later)
    );
}

#[test]
fn undo_saves_the_record_at_the_cursor() {
    let (_tmp, store) = temp_games();
    let mut s = mid_game();
    let before = s.record();
    let at = s.history().last_action().unwrap().at + 1000;
    s.act(Action::TimerPause, at).unwrap();
    store.save_session(&s).unwrap();
    assert_eq!(
        autosave::load_file(&store.current_path())
            .unwrap()
            .record
            .actions
            .len(),
        before.actions.len() + 1
    );
    assert!(s.undo());
    store.save_session(&s).unwrap();
    let loaded = autosave::load_file(&store.current_path()).unwrap();
    assert_eq!(loaded.record, before);
}

/// Byte offsets where each action line's object ends, and where the actions
/// line begins, in a record written by `to_json`.
fn action_ends(text: &str) -> (usize, Vec<usize>) {
    let start = text.find("  \"actions\": [").unwrap();
    let mut ends = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_end();
        if at > start && t.trim_start().starts_with("{\"at\"") {
            let t = t.strip_suffix(',').unwrap_or(t);
            ends.push(at + t.len());
        }
        at += line.len();
    }
    (start, ends)
}

#[test]
fn truncation_at_every_byte_offset_recovers_exactly_the_complete_actions() {
    let (_tmp, store) = temp_games();
    let s = mid_game();
    store.save_session(&s).unwrap();
    let bytes = std::fs::read(store.current_path()).unwrap();
    let text = std::str::from_utf8(&bytes).unwrap();
    let full = s.record();
    let (header_end, ends) = action_ends(text);
    assert_eq!(ends.len(), full.actions.len());
    let rulesets = all_rulesets();
    for cut in 0..=bytes.len() {
        let got = autosave::load_bytes("current.json", &bytes[..cut]);
        if cut < header_end {
            // The header is cut: nothing to recover, and the message says so.
            let e = got.expect_err(&format!("cut at {cut} should fail"));
            assert_eq!(e.file(), "current.json");
            assert!(mafia_words::i18n::Words::say(&e, Lang::Ru).starts_with("current.json: "));
            continue;
        }
        let loaded = got.unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        let complete = ends.iter().filter(|&&end| end <= cut).count();
        assert_eq!(
            loaded.record.actions,
            full.actions[..complete],
            "cut at byte {cut}"
        );
        assert_eq!(loaded.record.players, full.players);
        // Only the last newline may go without anything being lost.
        if cut + 1 >= bytes.len() {
            assert_eq!(loaded.damage, None, "cut at {cut}");
        } else {
            let d = loaded.damage.clone().expect("a cut file reports damage");
            assert_eq!(d.recovered, complete);
            assert!(d.byte <= cut, "damage at {} after the cut {cut}", d.byte);
        }
        // And every recovered prefix replays into a game.
        let back = autosave::restore("current.json", loaded, &rulesets).unwrap();
        assert_eq!(back.session.history().len(), complete);
    }
}

#[test]
fn damage_in_the_middle_keeps_the_actions_before_it() {
    let s = mid_game();
    let text = s.record().to_json();
    let (_, ends) = action_ends(&text);
    // Scribble over the 5th action's line.
    let mut bytes = text.into_bytes();
    let at = ends[4] - 6;
    bytes[at] = b'#';
    bytes[at + 1] = 0xff; // not even UTF-8
    let loaded = autosave::load_bytes("x.json", &bytes).unwrap();
    assert_eq!(loaded.record.actions, s.record().actions[..4]);
    let d = loaded.damage.unwrap();
    assert_eq!(d.recovered, 4);
    assert!(d.byte <= at, "{d:?}");
    let t = mafia_store::i18n::record_damaged("x.json", d.line, d.byte, d.recovered, &d.reason);
    assert!(t.ru.contains("x.json") && t.ru.contains("восстановлено действий: 4"));
}

#[test]
fn unknown_version_and_format_are_reported_not_guessed() {
    let text = mid_game().record().to_json();
    let newer = text.replace("\"version\": 1,", "\"version\": 7,");
    let e = autosave::load_bytes("new.json", newer.as_bytes()).unwrap_err();
    assert_eq!(e.problem().unwrap().key, "version");
    let en = mafia_words::i18n::Words::say(&e, Lang::En);
    assert!(en.contains("new.json") && en.contains("found 7"), "{en}");
    let ru = mafia_words::i18n::Words::say(&e, Lang::Ru);
    assert!(
        ru.contains("версия формата от 1 до") && ru.contains("указано 7"),
        "{ru}"
    );
    // The same when the file is also cut off.
    let cut = &newer.as_bytes()[..newer.len() / 2];
    let key = |e: mafia_store::session::RecordError| e.problem().unwrap().key.clone();
    assert_eq!(
        key(autosave::load_bytes("new.json", cut).unwrap_err()),
        "version"
    );
    let other = text.replace("mafia-judge-record", "something-else");
    assert_eq!(
        key(autosave::load_bytes("o.json", other.as_bytes()).unwrap_err()),
        "format"
    );
}

#[test]
fn a_missing_ruleset_is_named_and_a_changed_one_is_a_note() {
    let rec = mid_game().record();
    let mut missing = rec.clone();
    missing.ruleset.id = "club-rules".to_owned();
    let loaded = autosave::load_bytes("g.json", missing.to_json().as_bytes()).unwrap();
    let e = autosave::restore("g.json", loaded, &all_rulesets()).unwrap_err();
    assert!(
        matches!(&e, autosave::RestoreError::RulesetMissing { id, .. } if id == "club-rules"),
        "{e:?}"
    );
    let e = mafia_words::i18n::Words::text(&e);
    assert!(
        e.ru.contains("club-rules") && e.en.contains("club-rules"),
        "{e:?}"
    );
    assert!(e.en.contains("g.json"));

    let mut changed = rec.clone();
    changed.ruleset.fingerprint = "0000000000000000".to_owned();
    let loaded = autosave::load_bytes("g.json", changed.to_json().as_bytes()).unwrap();
    let back = autosave::restore("g.json", loaded, &all_rulesets()).unwrap();
    assert_eq!(back.notes.len(), 1);
    assert!(matches!(&back.notes[0], autosave::Note::RulesetChanged { id, .. } if id == "fiim"));
    let said = mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
        &back.notes[0],
        &back.session.ruleset,
    ));
    assert!(said.en.contains("\"fiim\" has changed"), "{said:?}");
    assert_eq!(back.session.history().len(), rec.actions.len());
}

#[test]
fn an_action_the_rules_refuse_ends_the_restored_game_there() {
    let mut rec = mid_game().record();
    let n = rec.actions.len();
    // A seat that does not exist: the rules refuse it.
    let mut bad = rec.actions[n - 1].clone();
    bad.action = Action::Foul {
        seat: 42,
        offence: None,
    };
    rec.actions.insert(n - 1, bad);
    let loaded = autosave::load_bytes("g.json", rec.to_json().as_bytes()).unwrap();
    let back = autosave::restore("g.json", loaded, &all_rulesets()).unwrap();
    assert_eq!(back.session.history().len(), n - 1);
    assert!(
        matches!(&back.notes[0], autosave::Note::Refused { index, .. } if *index == n),
        "{:?}",
        back.notes
    );
    let said = mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
        &back.notes[0],
        &back.session.ruleset,
    ));
    assert!(said.en.contains(&format!("action {n}")), "{said:?}");
}

#[test]
fn another_game_in_the_autosave_is_put_aside_never_overwritten() {
    let (_tmp, store) = temp_games();
    let first = mid_game();
    store.save_session(&first).unwrap();
    // The console restarts and the judge begins another game.
    let store = Autosave::new(store.dir().to_path_buf());
    let mut second = Session::new(
        ruleset("fiim"),
        (1..=10).map(|i| format!("P{i}")).collect(),
        first.created + 3_600_000,
    )
    .unwrap();
    second
        .act(Action::DealRoles { seed: 7 }, second.created)
        .unwrap();
    store.save_session(&second).unwrap();
    let kept = store.list();
    assert_eq!(kept.len(), 1);
    let name = kept[0].file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(name, autosave::archive_name(&first.record()));
    assert!(name.ends_with("_fiim.json"), "{name}");
    assert_eq!(
        autosave::load_file(&kept[0]).unwrap().record,
        first.record()
    );
    assert_eq!(
        autosave::load_file(&store.current_path()).unwrap().record,
        second.record()
    );
    // Resuming the same game later does not move it aside.
    let again = Autosave::new(store.dir().to_path_buf());
    second.act(Action::StartGame, second.created + 1).unwrap();
    again.save_session(&second).unwrap();
    assert_eq!(again.list().len(), 1);
    // Deleting a kept game removes only that file.
    again.delete(&kept[0]).unwrap();
    assert!(again.list().is_empty());
    assert!(again.current_path().exists());
    assert!(again.delete(Path::new("/etc/hostname")).is_err());
}

#[test]
fn two_consoles_on_one_folder_never_wipe_out_each_others_game() {
    let (_tmp, a) = temp_games();
    let b = Autosave::new(a.dir().to_path_buf());
    let mut first = mid_game();
    let mut second = Session::new(
        ruleset("fiim"),
        (1..=10).map(|i| format!("P{i}")).collect(),
        first.created + 1,
    )
    .unwrap();
    a.save_session(&first).unwrap();
    second
        .act(Action::DealRoles { seed: 1 }, second.created)
        .unwrap();
    b.save_session(&second).unwrap();
    let at = first.history().last_action().unwrap().at + 1000;
    first.act(Action::TimerPause, at).unwrap();
    a.save_session(&first).unwrap();
    // Each time the other game is put aside first; both games are on disk.
    let on_disk: Vec<Record> = a
        .list()
        .iter()
        .chain([a.current_path()].iter())
        .map(|p| autosave::load_file(p).unwrap().record)
        .collect();
    assert!(on_disk.contains(&first.record()), "{on_disk:?}");
    assert!(on_disk.contains(&second.record()));
    // Started in the same second: the second one kept gets a suffix.
    let names: Vec<String> = a
        .list()
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    let base = autosave::archive_name(&first.record());
    assert_eq!(base, autosave::archive_name(&second.record()));
    let suffixed = base.replace(".json", "-2.json");
    assert!(
        names.contains(&base) && names.contains(&suffixed),
        "{names:?}"
    );
}

#[test]
fn the_offer_names_the_unfinished_game_and_finished_games_are_kept() {
    let (_tmp, store) = temp_games();
    assert!(store.unfinished(&all_rulesets()).is_none());
    let s = mid_game();
    store.save_session(&s).unwrap();
    let info = store.unfinished(&all_rulesets()).unwrap();
    assert_eq!(
        mafia_store::i18n::phase_text(&info.phase.unwrap()).ru,
        "день 1"
    );
    assert_eq!(info.last_at, s.history().last_action().unwrap().at);
    assert_eq!(info.actions, s.history().len());
    assert_eq!(info.problem, None);

    let done = example_session(None);
    assert!(done.state().ending.is_some());
    store.save_session(&done).unwrap();
    assert!(store.unfinished(&all_rulesets()).is_none());
    let kept = store.list();
    // The same game, now finished: kept under its archive name as well.
    assert!(
        kept.iter()
            .any(|p| p.ends_with(autosave::archive_name(&done.record()))),
        "{kept:?}"
    );
    let info = autosave::inspect(&kept[0], &all_rulesets());
    assert!(info.problem.is_none(), "{:?}", info.problem);
}

#[test]
fn a_damaged_autosave_is_offered_with_the_reason_and_put_aside_as_damaged() {
    let (_tmp, store) = temp_games();
    std::fs::create_dir_all(store.dir()).unwrap();
    std::fs::write(store.current_path(), "{\"format\": \"mafia-judge-rec").unwrap();
    let info = store.unfinished(&all_rulesets()).unwrap();
    assert!(info.problem.unwrap().en.contains("current.json"));
    let moved = store.put_aside().unwrap().unwrap();
    assert!(
        moved
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("damaged_")
    );
    assert!(!store.current_path().exists());
}

/// Can this process write into a folder marked read-only? (root can.)
fn root_ignores_permissions(dir: &Path) -> bool {
    std::fs::write(dir.join("probe"), b"x").is_ok()
}

#[test]
fn a_read_only_data_folder_is_reported_and_the_game_goes_on() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let ro = tmp.path().join("ro");
    std::fs::create_dir(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    let games = if root_ignores_permissions(&ro) {
        // Running as root: permissions do not stop root, so a folder that
        // cannot be created stands in for one that cannot be written: the
        // data "folder" is a file.
        let file = tmp.path().join("not-a-folder");
        std::fs::write(&file, b"").unwrap();
        file.join("games")
    } else {
        ro.join("games")
    };
    let store = Autosave::new(games.clone());
    let mut s = mid_game();
    let e = store.save_session(&s).unwrap_err();
    assert!(e.path().unwrap().starts_with(tmp.path()), "{e}");
    let said = mafia_words::i18n::Words::text(&mafia_store::i18n::Core(&e)).ru;
    assert!(
        said.contains("не удалось") || said.contains("лежит файл"),
        "{said}"
    );
    // The game in memory is untouched and goes on.
    let n = s.history().len();
    let at = s.history().last_action().unwrap().at + 1000;
    s.act(Action::TimerPause, at).unwrap();
    assert_eq!(s.history().len(), n + 1);
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn examples() -> Vec<(String, Vec<u8>)> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(root().join("examples")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "json") {
            v.push((
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            ));
        }
    }
    v.sort();
    v
}

fn ruleset_files() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(root().join("rulesets")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "toml") {
            v.push((
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            ));
        }
    }
    v.sort();
    v
}

/// One random change to a file: a cut, a flipped byte, a deleted or
/// inserted run, a duplicated line.
#[derive(Debug, Clone)]
enum Mutation {
    Cut(usize),
    Set(usize, u8),
    Delete(usize, usize),
    Insert(usize, Vec<u8>),
    DupLine(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Cut),
        (any::<usize>(), any::<u8>()).prop_map(|(a, b)| Mutation::Set(a, b)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Mutation::Delete(a, n)),
        (
            any::<usize>(),
            prop::collection::vec(
                prop_oneof![
                    Just(b'{'),
                    Just(b'}'),
                    Just(b'"'),
                    Just(b','),
                    Just(b'\n'),
                    Just(b'['),
                    Just(b'='),
                    any::<u8>()
                ],
                1..12
            )
        )
            .prop_map(|(a, v)| Mutation::Insert(a, v)),
        any::<usize>().prop_map(Mutation::DupLine),
    ]
}

fn mutate(bytes: &[u8], muts: &[Mutation]) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for m in muts {
        if b.is_empty() {
            break;
        }
        let len = b.len();
        match m {
            Mutation::Cut(a) => b.truncate(a % (len + 1)),
            Mutation::Set(a, v) => b[a % len] = *v,
            Mutation::Delete(a, n) => {
                let a = a % len;
                let e = (a + n).min(len);
                b.drain(a..e);
            }
            Mutation::Insert(a, v) => {
                let a = a % (len + 1);
                b.splice(a..a, v.iter().copied());
            }
            Mutation::DupLine(a) => {
                let text = b.split_inclusive(|c| *c == b'\n').collect::<Vec<_>>();
                let i = a % text.len();
                let mut out = Vec::new();
                for (k, l) in text.iter().enumerate() {
                    out.extend_from_slice(l);
                    if k == i {
                        out.extend_from_slice(l);
                    }
                }
                b = out;
            }
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Whatever happens to a record file, loading it and replaying what
    /// was recovered never panics; a failure names the file.
    #[test]
    fn record_loader_never_panics_on_damaged_files(
        which in any::<usize>(),
        muts in prop::collection::vec(mutation(), 1..4),
    ) {
        let ex = examples();
        let (name, bytes) = &ex[which % ex.len()];
        let damaged = mutate(bytes, &muts);
        match autosave::load_bytes(name, &damaged) {
            Ok(loaded) => {
                let n = loaded.record.actions.len();
                match autosave::restore(name, loaded, &all_rulesets()) {
                    Ok(back) => prop_assert!(back.session.history().len() <= n),
                    Err(e) => {
                        let t = mafia_words::i18n::Words::text(&e);
                        prop_assert!(t.en.contains(name.as_str()), "{t:?}");
                    }
                }
            }
            Err(e) => {
                prop_assert_eq!(e.file(), name);
                prop_assert!(mafia_words::i18n::Words::say(&e, Lang::Ru).starts_with(name.as_str()));
            }
        }
    }

    /// A ruleset file cut off or scribbled on never panics the loader, and
    /// the error names the file.
    #[test]
    fn ruleset_loader_never_panics_and_names_the_file(
        which in any::<usize>(),
        muts in prop::collection::vec(mutation(), 1..4),
    ) {
        let files = ruleset_files();
        let (name, text) = &files[which % files.len()];
        let damaged = mutate(text.as_bytes(), &muts);
        let damaged = String::from_utf8_lossy(&damaged);
        if let Err(e) = parse_ruleset(name, &damaged) {
            prop_assert_eq!(e.file(), name);
            prop_assert!(!e.problems().is_empty());
            prop_assert!(mafia_words::i18n::Words::say(&mafia_store::i18n::Core(&e), Lang::Ru).starts_with(name.as_str()));
        }
    }
}

#[test]
fn every_real_ruleset_truncated_anywhere_never_panics() {
    for (name, text) in ruleset_files() {
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                match parse_ruleset(&name, &text[..cut]) {
                    Ok(_) => {}
                    Err(e) => assert_eq!(e.file(), name),
                }
            }
            cut += 7;
        }
    }
}

mod app {
    //! The console itself: every step on disk before the next, the offer
    //! after a restart, the warning when the folder cannot be written.

    use super::*;
    use eframe::egui::Key;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use mafia_app::app::files::{FileCmd, FileKind};
    use mafia_app::app::{Clock, JudgeApp, Settings};
    use mafia_ui::ui::Console;

    const T0: u64 = 1_700_000_000_000;

    fn app(games: &Path) -> JudgeApp {
        let mut app = JudgeApp::with_rulesets(Settings::default(), all_rulesets(), Vec::new());
        app.set_clock(Clock::Fixed(T0));
        app.enable_autosave(games.to_path_buf());
        app
    }

    /// The console deals the cards in secret: «Начать игру» on the start
    /// screen, then again after the hand-out.
    fn harness(app: JudgeApp) -> Harness<'static, Console> {
        let mut app = Console::new(app);
        app.screens.start.deal_secret = true;
        Harness::builder()
            .with_size([1700.0, 1500.0])
            .with_max_steps(20)
            .with_accessibility_check(false)
            .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), app)
    }

    fn on_disk(games: &Path) -> Record {
        autosave::load_file(&games.join(CURRENT)).unwrap().record
    }

    /// A record as the console opens it: a speech timer that was running is
    /// paused at the time of the last saved action (one more step).
    fn opened(saved: &Record) -> Record {
        let mut r = saved.clone();
        let mut s = Session::replay(example_session(None).ruleset.clone(), saved).unwrap();
        if s.state().timer.running() {
            let at = saved.actions.last().unwrap().at;
            s.act(Action::TimerPause, at).unwrap();
            r.actions = s.record().actions;
        }
        r
    }

    #[test]
    fn a_game_resumed_after_a_crash_is_paused_at_the_time_left_when_it_was_saved() {
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let mut a = app(&games);
        let s = mid_game();
        let last = s.history().last_action().unwrap().at;
        let left = s.state().timer.remaining_ms(last);
        a.set_session(s);
        a.autosave();
        // The console comes back 20 s later and resumes the offer.
        let mut b = app(&games);
        b.set_clock(Clock::Fixed(last + 20_000));
        b.run_file(FileCmd::Resume);
        let st = b.view().session().unwrap().state();
        assert!(!st.timer.running(), "resumed paused");
        assert_eq!(st.timer.remaining_ms(last + 20_000), left);
        assert_eq!(
            b.view()
                .session()
                .unwrap()
                .history()
                .last_action()
                .unwrap()
                .action,
            Action::TimerPause
        );
    }

    #[test]
    fn undo_right_after_resuming_the_autosave_keeps_no_copy_and_raises_no_alarm() {
        // Found by hand: Resume, then Ctrl+Z at once, gave the red band «В
        // автосохранении была другая история этой игры» and a
        // `replaced_<time>.json`, though the file was the judge's own game
        // and undo is his choice (as it is later in the same console).
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let mut s = example_session(Some(20));
        if s.state().timer.running() {
            let at = s.history().last_action().unwrap().at;
            s.act(Action::TimerPause, at).unwrap();
        }
        Autosave::new(games.clone()).save_session(&s).unwrap();
        let mut b = app(&games);
        b.run_file(FileCmd::Resume);
        assert_eq!(
            b.view().session().unwrap().record(),
            s.record(),
            "resumed as saved"
        );
        assert!(b.run(mafia_app::app::Command::Undo));
        assert!(
            !b.view().message().unwrap().error,
            "{:?}",
            b.view().message()
        );
        assert_eq!(files_in(&games), vec![CURRENT.to_owned()]);
        assert_eq!(on_disk(&games).actions.len(), s.record().actions.len() - 1);
    }

    fn in_memory(h: &Harness<'_, Console>) -> Record {
        h.state().app.view().session().as_ref().unwrap().record()
    }

    #[test]
    fn every_step_is_on_disk_before_the_next_and_the_game_is_offered_after_a_restart() {
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let mut h = harness(app(&games));
        h.run_steps(2);
        assert!(h.query_by_label_contains("Продолжить игру").is_none());
        h.get_by_label("Начать игру").click();
        h.run_steps(3);
        h.get_by_label("Начать игру").click();
        h.run_steps(3);
        assert_eq!(on_disk(&games), in_memory(&h));
        for _ in 0..4 {
            let before = in_memory(&h).actions.len();
            h.key_press(Key::Enter);
            h.run_steps(3);
            assert_eq!(in_memory(&h).actions.len(), before + 1);
            assert_eq!(on_disk(&games), in_memory(&h));
        }
        // Undo: the autosave holds the record at the cursor.
        h.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
        h.run_steps(3);
        assert_eq!(on_disk(&games), in_memory(&h));
        let saved = in_memory(&h);
        let state = h
            .state()
            .app
            .view()
            .session()
            .as_ref()
            .unwrap()
            .state()
            .clone();
        drop(h);

        // The console starts again: the game is offered, and resumed exactly.
        let mut h = harness(app(&games));
        h.run_steps(2);
        let q = format!(
            "Продолжить игру от {}, {}?",
            mafia_store::clock::local_hm(T0),
            mafia_store::i18n::phase_text(&state.phase).ru
        );
        h.get_by_label(&q);
        h.get_by_label("Продолжить").click();
        h.run_steps(3);
        assert_eq!(in_memory(&h), saved);
        assert_eq!(
            h.state().app.view().session().as_ref().unwrap().state(),
            &state
        );
        // Going on overwrites the same autosave: nothing is put aside.
        h.key_press(Key::Enter);
        h.run_steps(3);
        assert_eq!(on_disk(&games), in_memory(&h));
        assert!(Autosave::new(games.clone()).list().is_empty());
    }

    #[test]
    fn put_aside_moves_the_game_into_recent_games_where_it_opens_again() {
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let mut a = app(&games);
        a.set_session(mid_game());
        a.autosave();
        let saved = on_disk(&games);
        let mut h = harness(app(&games));
        h.run_steps(2);
        h.get_by_label("Отложить").click();
        h.run_steps(3);
        assert!(!games.join(CURRENT).exists());
        assert!(h.query_by_label_contains("Продолжить игру").is_none());
        h.get_by_label("Недавние игры");
        h.get_by_label("Открыть").click();
        h.run_steps(3);
        assert_eq!(in_memory(&h), opened(&saved));
        // Delete takes two clicks.
        let mut a = app(&games);
        let kept = Autosave::new(games.clone()).list();
        a.run_file(FileCmd::Delete(kept[0].clone()));
        assert!(kept[0].exists());
        a.run_file(FileCmd::Delete(kept[0].clone()));
        assert!(!kept[0].exists());
        assert!(a.view().files().recent.is_empty());
    }

    #[test]
    fn a_folder_that_cannot_be_written_shows_a_warning_and_the_game_goes_on() {
        let tmp = tempfile::tempdir().unwrap();
        // A file where the data folder should be: this fails even for root
        // (a folder with mode 0555 does not stop root, see the test above).
        let file = tmp.path().join("data");
        std::fs::write(&file, b"").unwrap();
        let mut h = harness(app(&file.join("games")));
        h.run_steps(2);
        h.get_by_label("Начать игру").click();
        h.run_steps(3);
        h.get_by_label("Начать игру").click();
        h.run_steps(3);
        let w = h
            .state()
            .app
            .view()
            .files()
            .warning
            .clone()
            .expect("a warning");
        assert!(w.ru.starts_with("Игра не сохраняется: "), "{w:?}");
        assert!(w.ru.contains(&file.display().to_string()), "{w:?}");
        h.get_by_label(&w.ru);
        let n = in_memory(&h).actions.len();
        h.key_press(Key::Enter);
        h.run_steps(3);
        assert_eq!(in_memory(&h).actions.len(), n + 1);
        // Save as elsewhere still works, and the record is the game.
        let out = tmp.path().join("rescue.json");
        h.state_mut().app.run_file(FileCmd::SaveAs(out.clone()));
        assert_eq!(autosave::load_file(&out).unwrap().record, in_memory(&h));
    }

    #[test]
    fn a_damaged_file_opens_with_what_can_be_recovered_and_says_where() {
        let tmp = tempfile::tempdir().unwrap();
        let s = mid_game();
        let text = s.record().to_json();
        let (_, ends) = action_ends(&text);
        let path = tmp.path().join("cut.json");
        std::fs::write(&path, &text.as_bytes()[..ends[9] + 3]).unwrap();
        let mut a = app(&tmp.path().join("games"));
        a.open_path(&path);
        let rec = a.view().session().unwrap().record();
        assert_eq!(rec.actions, s.record().actions[..10]);
        let m = a.view().message().cloned().unwrap();
        assert!(m.error);
        assert!(m.text.ru.contains("cut.json") && m.text.ru.contains("восстановлено действий: 10"));
        // A record of a ruleset nobody has: a message naming it, no game lost.
        let mut other = s.record();
        other.ruleset.id = "club".to_owned();
        let p2 = tmp.path().join("club.json");
        std::fs::write(&p2, other.to_json()).unwrap();
        a.open_path(&p2);
        assert!(
            a.view()
                .message()
                .cloned()
                .unwrap()
                .text
                .ru
                .contains("«club»")
        );
        assert_eq!(a.view().session().unwrap().record(), rec);
        // Its file is there but broken: the message names the file and the key.
        a.set_ruleset_errors(vec![
            parse_ruleset(
                "/rules/club.toml",
                "id = \"club\"\n[players]\nmin = \"ten\"\n",
            )
            .unwrap_err(),
        ]);
        a.open_path(&p2);
        let m = a.view().message().cloned().unwrap().text;
        assert!(
            m.en.contains("\"club\"") && m.en.contains("club.toml") && m.en.contains("players.min"),
            "{}",
            m.en
        );
        // In the Russian interface, the ruleset's problem is Russian too.
        assert!(
            m.ru.contains("players.min") && m.ru.contains("ожидается целое число"),
            "{}",
            m.ru
        );
        assert_eq!(a.view().session().unwrap().record(), rec);
    }

    #[test]
    fn open_from_the_game_menu_works_with_the_path_field_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let s = mid_game();
        let path = tmp.path().join("saved.json");
        std::fs::write(&path, s.record().to_json()).unwrap();
        let mut h = harness(app(&tmp.path().join("games")));
        h.run_steps(2);
        h.get_by_label("Игра").click();
        h.run_steps(2);
        h.get_by_label("Открыть…").click();
        h.run_steps(3);
        // The window proposes the games folder; the judge types the path.
        let d = h
            .state()
            .app
            .view()
            .files()
            .dialog
            .as_ref()
            .expect("the file window");
        assert_eq!(d.path, tmp.path().join("games").display().to_string());
        h.state_mut()
            .app
            .run_file(FileCmd::DialogPath(path.display().to_string()));
        h.run_steps(2);
        h.get_by_label("Открыть").click();
        h.run_steps(3);
        assert!(h.state().app.view().files().dialog.is_none());
        assert_eq!(in_memory(&h), opened(&s.record()));
        assert!(
            h.state()
                .app
                .view()
                .message()
                .unwrap()
                .text
                .ru
                .contains("saved.json")
        );
    }

    #[test]
    fn the_protocol_is_exported_for_the_game_on_screen_and_for_a_kept_game() {
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let mut a = app(&games);
        let meta = mafia_store::session::Meta {
            table: "2".to_owned(),
            game: "7".to_owned(),
            date: "2026-11-30".to_owned(),
            ..Default::default()
        };
        a.set_session(example_session(None));
        a.run_file(FileCmd::MetaChanged(Box::new(meta)));
        // The header went into the game and its autosave.
        assert_eq!(on_disk(&games).meta.table, "2");
        a.run_file(FileCmd::ShowDialog(FileKind::Export));
        let proposed = PathBuf::from(&a.view().files().dialog.as_ref().unwrap().path);
        assert_eq!(
            proposed.file_name().unwrap(),
            "2026-11-30_table-2_game-7.pdf"
        );
        let out = tmp.path().join("p.pdf");
        a.run_file(FileCmd::DialogPath(out.display().to_string()));
        a.run_file(FileCmd::Confirm);
        assert!(a.view().files().dialog.is_none());
        assert!(
            std::fs::read(&out).unwrap().starts_with(b"%PDF"),
            "{:?}",
            a.view().message()
        );
        assert!(!a.view().message().unwrap().error);

        // A kept game is exported without replacing the game on screen.
        let kept = tmp.path().join("kept.json");
        std::fs::write(&kept, mid_game().record().to_json()).unwrap();
        let on_screen = a.view().session().unwrap().record();
        a.run_file(FileCmd::ShowExport(kept.clone()));
        let out2 = tmp.path().join("kept.pdf");
        a.run_file(FileCmd::DialogPath(out2.display().to_string()));
        a.run_file(FileCmd::Confirm);
        assert!(std::fs::read(&out2).unwrap().starts_with(b"%PDF"));
        assert_eq!(a.view().session().unwrap().record(), on_screen);
        // A folder that cannot be written: a message, no crash.
        a.export_protocol(&tmp.path().join("kept.json/x.pdf"), None);
        let m = a.view().message().cloned().unwrap();
        assert!(
            m.error && m.text.ru.starts_with("Протокол не сохранён"),
            "{m:?}"
        );
    }

    /// A file that is no record, opened, asked for its protocol and shown
    /// on the library's card: the reason is the record error's own words
    /// in each language, never the Rust error's English.
    #[test]
    fn a_record_that_cannot_be_read_is_said_in_the_judges_language() {
        let tmp = tempfile::tempdir().unwrap();
        let games = tmp.path().join("games");
        let bad = tmp.path().join("bad.json");
        std::fs::write(&bad, "{\"format\": \"mafia-judge-rec").unwrap();
        let why = autosave::load_file(&bad).unwrap_err();
        let said = |l| mafia_words::i18n::Words::say(&why, l);
        assert_ne!(said(Lang::Ru), said(Lang::En));
        assert_ne!(said(Lang::Ru), why.to_string());

        let mut a = app(&games);
        a.run_file(FileCmd::Open(bad.clone()));
        let m = a.view().message().cloned().unwrap();
        assert!(m.error, "{m:?}");
        assert_eq!(
            m.text.ru,
            format!("Не удалось открыть игру: {}", said(Lang::Ru))
        );
        assert_eq!(
            m.text.en,
            format!("Cannot open the game: {}", said(Lang::En))
        );

        a.run_file(FileCmd::ShowExport(bad.clone()));
        let out = tmp.path().join("bad.pdf");
        a.run_file(FileCmd::DialogPath(out.display().to_string()));
        a.run_file(FileCmd::Confirm);
        let m = a.view().message().cloned().unwrap();
        assert!(m.error && !out.exists(), "{m:?}");
        assert_eq!(
            m.text.ru,
            format!("Протокол не сохранён: {}", said(Lang::Ru))
        );
        assert_eq!(
            m.text.en,
            format!("The protocol is not saved: {}", said(Lang::En))
        );

        let card = autosave::inspect(&bad, &all_rulesets()).problem.unwrap();
        assert_eq!((card.ru, card.en), (said(Lang::Ru), said(Lang::En)));
    }

    /// Why a protocol's PDF could not be made, each reason in both
    /// languages (the PDF writer's own report only in `Display`, for logs:
    /// never in the sentence the judge reads).
    #[test]
    fn a_pdf_that_cannot_be_made_is_said_in_the_judges_language() {
        use mafia_protocol::protocol::ProtocolError as E;
        let reasons = [
            E::Font("bold".to_owned()),
            E::NoGame,
            E::PageSize,
            E::Pdf("DuplicateFont".to_owned()),
        ];
        for e in &reasons {
            let (ru, en) = (
                mafia_words::i18n::Words::say(e, Lang::Ru),
                mafia_words::i18n::Words::say(e, Lang::En),
            );
            assert!(
                ru != en && ru.chars().any(|c| ('а'..='я').contains(&c)),
                "{e:?}: {ru} / {en}"
            );
            assert!(!ru.contains("protocol") && !ru.contains("writing"), "{ru}");
        }
        assert!(!mafia_words::i18n::Words::say(&reasons[3], Lang::Ru).contains("DuplicateFont"));
        assert!(reasons[3].to_string().contains("DuplicateFont"));
    }
}

// Issue 11: the paths that still lost data.

/// A game of `n` actions (the black-win example), saved as the autosave by
/// a console that then died.
fn autosave_of(dir: &Path, n: usize) -> (Session, Vec<u8>) {
    let s = example_session(Some(n));
    let store = Autosave::new(dir.to_path_buf());
    store.save_session(&s).unwrap();
    let bytes = std::fs::read(dir.join(CURRENT)).unwrap();
    (s, bytes)
}

/// A step the rules take at any moment of a game.
fn rename() -> Action {
    Action::Rename {
        seat: 2,
        nick: "Борис".to_owned(),
    }
}

fn kept_with_prefix(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    files_in(dir)
        .into_iter()
        .filter(|n| n.starts_with(prefix))
        .map(|n| dir.join(n))
        .collect()
}

#[test]
fn resuming_a_damaged_autosave_keeps_the_intact_tail_in_a_damaged_copy() {
    // Issue 11.1: 40 actions, damaged at action 15, offered as "recovered
    // 14"; after Resume and one step the tail 16-40 must still be on disk.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let (_, bytes) = autosave_of(&games, 40);
    let text = String::from_utf8(bytes.clone()).unwrap();
    let line15 = text
        .lines()
        .filter(|l| l.contains("\"at\":"))
        .nth(14)
        .unwrap();
    let damaged = text.replacen(line15, "    {\"at\":12,\"type\":", 1);
    std::fs::write(games.join(CURRENT), &damaged).unwrap();

    // The console starts again: the autosave is offered with 14 actions.
    let store = Autosave::new(games.clone());
    let loaded = autosave::load_file(&store.current_path()).unwrap();
    assert_eq!(loaded.record.actions.len(), 14);
    let mut back = autosave::restore("current.json", loaded, &all_rulesets())
        .unwrap()
        .session;
    let at = back.history().last_action().unwrap().at + 1000;
    back.act(rename(), at).unwrap();
    let saved = store.save_session(&back).unwrap();

    let kept = kept_with_prefix(&games, "damaged_");
    assert_eq!(kept.len(), 1, "{:?}", files_in(&games));
    assert_eq!(
        saved.kept.as_ref(),
        Some(&kept[0]),
        "the judge is told where"
    );
    assert!(saved.damaged);
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), damaged);
}

#[test]
fn opening_an_older_copy_of_the_game_never_overwrites_the_longer_autosave() {
    // Issue 11.1: one step in a 14-action copy overwrote a 40-action autosave.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let (_, long) = autosave_of(&games, 40);

    let store = Autosave::new(games.clone());
    let mut older = example_session(Some(14));
    let at = older.history().last_action().unwrap().at + 1000;
    older.act(rename(), at).unwrap();
    let saved = store.save_session(&older).unwrap();

    let kept = kept_with_prefix(&games, "replaced_");
    assert_eq!(kept.len(), 1, "{:?}", files_in(&games));
    assert_eq!(saved.kept.as_ref(), Some(&kept[0]));
    assert!(!saved.damaged);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), long);
    let now = autosave::load_file(&store.current_path()).unwrap().record;
    assert_eq!(now.actions.len(), 15);
}

#[test]
fn a_resumed_game_that_goes_on_and_undo_in_the_same_console_keep_no_copies() {
    // The rule above must not litter the folder: continuing the autosave's
    // history, or undoing what this console wrote, replaces the file.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    autosave_of(&games, 20);
    let store = Autosave::new(games.clone());
    let loaded = autosave::load_file(&store.current_path()).unwrap();
    let mut s = autosave::restore("current.json", loaded, &all_rulesets())
        .unwrap()
        .session;
    let at = s.history().last_action().unwrap().at + 1000;
    s.act(rename(), at).unwrap();
    assert_eq!(store.save_session(&s).unwrap().kept, None);
    assert!(s.undo());
    assert!(s.undo());
    assert_eq!(store.save_session(&s).unwrap().kept, None);
    assert_eq!(files_in(&games), vec![CURRENT.to_owned()]);
}

#[test]
fn a_symlink_planted_at_the_temp_name_is_not_followed() {
    // Issue 11.4: `.current.json.tmp` -> a file of the judge's; the first
    // save overwrote that file.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let victim = tmp.path().join("victim.txt");
    std::fs::write(&victim, b"the judge's own file").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&victim, games.join(".current.json.tmp")).unwrap();
    let store = Autosave::new(games.clone());
    store.save_session(&mid_game()).unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"the judge's own file");
    assert!(
        autosave::load_file(&store.current_path())
            .unwrap()
            .damage
            .is_none()
    );
}

#[test]
fn a_second_console_on_the_same_folder_is_told_it_is_in_use_and_may_read() {
    // Issue 11.2: two consoles on one folder, the last writer won.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let first = Autosave::open(games.clone()).unwrap();
    first.save_session(&mid_game()).unwrap();
    let e = Autosave::open(games.clone()).unwrap_err();
    assert!(
        matches!(e, mafia_core::storage::StorageError::InUse { .. }),
        "{e}"
    );
    assert!(
        mafia_words::i18n::Words::text(&mafia_store::i18n::Core(&e))
            .ru
            .contains("другая")
    );
    // Read-only: the games are there, nothing is written.
    let second = Autosave::read_only(games.clone());
    assert!(second.unfinished(&all_rulesets()).is_some());
    let before = std::fs::read(first.current_path()).unwrap();
    assert!(second.save_session(&example_session(Some(3))).is_err());
    assert_eq!(std::fs::read(first.current_path()).unwrap(), before);
    // When the first console closes, the folder is free again.
    drop(first);
    assert!(Autosave::open(games).is_ok());
}

#[test]
fn a_lock_left_by_a_killed_console_does_not_block_the_next_one() {
    // Issue 11.2: the OS drops the lock with the process (kill -9 included).
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let have_flock = std::process::Command::new("sh")
        .args(["-c", "command -v flock"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_flock {
        eprintln!("skipped: no flock(1) on this machine");
        return;
    }
    // The holder takes the lock on an fd of its own (flock(1) on fd 9 shares
    // the open file with the shell and exits), says so on stdout, then
    // becomes `sleep` keeping fd 9: one process, no child. (`flock -o cmd`
    // forked a child that held a copy of the locked fd until it closed it;
    // on a busy machine the kill came first and the lock outlived the kill.)
    let mut holder = std::process::Command::new("sh")
        .args([
            "-c",
            "set -e; exec 9>\"$1\"; flock -x 9; echo locked; exec sleep 60",
            "holder",
        ])
        .arg(games.join(".lock"))
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the other process holds the folder (its line, not a delay).
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(holder.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    assert_eq!(line.trim(), "locked", "the lock holder did not start");
    let held = Autosave::open(games.clone()).map(|_| ()).unwrap_err();
    assert!(
        matches!(held, mafia_core::storage::StorageError::InUse { .. }),
        "{held}"
    );
    holder.kill().unwrap(); // SIGKILL
    holder.wait().unwrap();
    let store = Autosave::open(games).unwrap();
    store.save_session(&mid_game()).unwrap();
}

#[test]
fn a_games_path_that_is_a_file_is_said_plainly_at_start() {
    // Issue 11.10: «ошибка записи (File exists)» said nothing useful, and
    // only after the first step.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::write(&games, b"").unwrap();
    let e = Autosave::open(games.clone()).unwrap_err();
    let said = mafia_words::i18n::Words::text(&mafia_store::i18n::Core(&e));
    assert!(said.ru.contains("лежит файл"), "{}", said.ru);
    assert!(
        said.ru.contains(&games.display().to_string()),
        "{}",
        said.ru
    );
    assert!(!said.ru.contains("File exists"), "{}", said.ru);
}

#[test]
fn a_record_is_read_only_from_a_regular_file_within_the_limit() {
    // Issue 11.6: `replay /dev/zero` kept reading.
    let e = autosave::load_file(Path::new("/dev/zero")).unwrap_err();
    assert!(e.to_string().contains("not a regular file"), "{e}");
    let ru = mafia_words::i18n::Words::say(&e, Lang::Ru);
    assert!(
        ru.contains("/dev/zero") && !ru.contains("not a regular file"),
        "{ru}"
    );
    let tmp = tempfile::tempdir().unwrap();
    let big = tmp.path().join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(mafia_store::storage::RECORD_LIMIT + 1).unwrap(); // sparse
    let e = autosave::load_file(&big).unwrap_err();
    assert!(e.to_string().contains("64 MiB"), "{e}");
    assert!(e.to_string().contains("big.json"), "{e}");
}

#[test]
fn records_are_read_strictly_duplicate_and_unknown_keys_are_refused() {
    // Issue 11.8: a second top-level "actions": [] gave an empty game.
    let text = example_session(Some(6)).record().to_json();
    let doubled = text.replacen("\"players\"", "\"actions\": [],\n  \"players\"", 1);
    let e = Record::from_json("g.json", &doubled).unwrap_err();
    let p = e.problem().unwrap();
    assert_eq!(
        (p.key.as_str(), &p.expected),
        ("actions", &Expected::KeyOnce)
    );
    let en = mafia_words::i18n::Words::say(&e, Lang::En);
    assert!(
        en.contains("key `actions`") && en.contains("twice") && en.contains("line "),
        "{en}"
    );
    let ru = mafia_words::i18n::Words::say(&e, Lang::Ru);
    assert!(
        ru.contains("ключ `actions`") && ru.contains("дважды"),
        "{ru}"
    );

    let unknown = text.replacen("\"players\"", "\"playrs\": [],\n  \"players\"", 1);
    let e = Record::from_json("g.json", &unknown).unwrap_err();
    let ru = mafia_words::i18n::Words::say(&e, Lang::Ru);
    assert!(
        ru.contains("`playrs`") && ru.contains("такого ключа здесь нет"),
        "{ru}"
    );
    assert!(!ru.contains("unknown field"), "{ru}");

    let in_action = text.replacen(
        "\"type\":\"assign_role\"",
        "\"type\":\"assign_role\",\"team\":\"red\"",
        1,
    );
    let e = Record::from_json("g.json", &in_action).unwrap_err();
    let p = e.problem().unwrap();
    assert!(
        p.key.starts_with("actions[") && p.key.ends_with(".team"),
        "{p:?}"
    );
    assert!(matches!(p.expected, Expected::KnownKey { .. }), "{p:?}");

    let twice = text.replacen(
        "\"type\":\"assign_role\"",
        "\"type\":\"assign_role\",\"at\":5",
        1,
    );
    let e = Record::from_json("g.json", &twice).unwrap_err();
    assert_eq!(e.problem().unwrap().expected, Expected::KeyOnce, "{e}");
}

#[test]
fn a_nickname_longer_than_rename_allows_is_refused_in_a_record() {
    // Issue 11.8: a 200,000-character nickname pushed every column away.
    let mut r = example_session(Some(3)).record();
    r.players[4] = "ж".repeat(200_000);
    let e = Record::from_json("g.json", &r.to_json()).unwrap_err();
    assert_eq!(e.problem().unwrap().key, "players[4]");
    assert!(
        mafia_words::i18n::Words::say(&e, Lang::En).contains("1 to 40"),
        "{e}"
    );
    assert!(
        mafia_words::i18n::Words::say(&e, Lang::Ru).contains("от 1 до 40"),
        "{e}"
    );
    r.players[4] = "ж".repeat(40);
    assert!(Record::from_json("g.json", &r.to_json()).is_ok());
}

#[test]
fn a_temp_file_left_by_a_kill_during_a_save_is_removed_at_the_next_start() {
    // Left alone in issue 11: `kill -9` between the temp file and the
    // rename left `.current.json.<random>.tmp` in the games folder forever.
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let store = Autosave::open(games.clone()).unwrap();
    store.save(&example_session(Some(12)).record()).unwrap();
    drop(store); // the console is killed: its lock goes with it
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let old = |name: &str| {
        let p = games.join(name);
        std::fs::write(&p, b"{\"format\":\"mafia-judge-record\"").unwrap();
        std::fs::File::options()
            .write(true)
            .open(&p)
            .unwrap()
            .set_modified(hour_ago)
            .unwrap();
        p
    };
    let cut = old(".current.json.Xy12aB.tmp");
    let archive = old(".2026-11-30_14-32-05_fiim.json.q9W8e7.tmp");
    let test = old(".write-test.AAAAAA.tmp");
    let earlier_test = old(".write-test.BBBBBB"); // an earlier version's name
    // Not ours: a judge's hidden file, another program's temp file, and a
    // symlink at one of our names (never followed, never removed).
    let judges = old(".my notes.txt");
    let other = old(".current.json.tmp");
    let target = old("precious.json");
    let link = games.join(".current.json.Lnk123.tmp");
    std::os::unix::fs::symlink(&target, &link).unwrap();

    let _store = Autosave::open(games.clone()).unwrap();
    for gone in [&cut, &archive, &test, &earlier_test] {
        assert!(!gone.exists(), "{} is still there", gone.display());
    }
    for kept in [&judges, &other, &target] {
        assert!(kept.exists(), "{} was removed", kept.display());
    }
    assert!(
        std::fs::symlink_metadata(&link).is_ok(),
        "the symlink stays"
    );
    assert!(games.join(CURRENT).exists(), "the autosave stays");
    let loaded = autosave::load_file(&games.join(CURRENT)).unwrap();
    assert_eq!(loaded.record.actions.len(), 12);
}

#[test]
fn a_temp_file_newer_than_the_lock_is_never_taken_for_a_stale_one() {
    // Only files older than the moment the folder was taken are stale: a
    // save this console is making must not be removed under it.
    let tmp = tempfile::tempdir().unwrap();
    let t = std::time::SystemTime::now();
    let p = tmp.path().join(".current.json.Ab12Cd.tmp");
    std::fs::write(&p, b"").unwrap();
    let f = std::fs::File::options().write(true).open(&p).unwrap();
    f.set_modified(t + std::time::Duration::from_secs(5))
        .unwrap();
    assert!(mafia_store::storage::remove_stale_temps(tmp.path(), t).is_empty());
    assert!(p.exists());
    f.set_modified(t - std::time::Duration::from_secs(5))
        .unwrap();
    assert_eq!(
        mafia_store::storage::remove_stale_temps(tmp.path(), t),
        vec![p.clone()]
    );
    assert!(!p.exists());
}

#[test]
fn a_full_disk_is_said_in_russian_without_the_systems_english_beside_it() {
    // Found by hand on a full tmpfs: «Игра не сохраняется: …: не удалось
    // записать файл: диск заполнен (No space left on device (os error 28)
    // at path "…/.current.json.rRF4Cb.tmp")».
    let e = mafia_core::storage::StorageError::Write {
        path: PathBuf::from("/media/full/games/current.json"),
        source: std::io::Error::from_raw_os_error(28),
    };
    let t = mafia_store::i18n::not_saved(&e);
    assert!(t.ru.contains("диск заполнен"), "{}", t.ru);
    assert!(!t.ru.contains("No space"), "{}", t.ru);
    assert!(t.en.contains("the disk is full"), "{}", t.en);
    assert!(!t.en.contains("os error"), "{}", t.en);
}

/// A FIIM game at day 1's first speech with the timer started at `started`:
/// the record as the autosave held it when the console died.
fn running_timer_game(started: u64) -> Session {
    let rs = ruleset("fiim");
    let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let mut s = Session::new(rs, nicks, 1_000).unwrap();
    let roles = [
        "civilian", "civilian", "sheriff", "mafia", "civilian", "don", "civilian", "mafia",
        "civilian", "civilian",
    ];
    let mut now = 1_000;
    for (i, r) in roles.iter().enumerate() {
        now += 1;
        s.act(
            Action::AssignRole {
                seat: i as u8 + 1,
                role: (*r).to_owned(),
            },
            now,
        )
        .unwrap();
    }
    s.act(Action::StartGame, now + 1).unwrap();
    while !matches!(s.state().phase, Phase::Day { .. }) {
        now += 1;
        s.act(Action::Next, now).unwrap();
    }
    s.act(Action::TimerStart, started).unwrap();
    Session::replay(s.ruleset.clone(), &s.record()).unwrap()
}

#[test]
fn a_timer_running_at_the_crash_comes_back_paused_at_its_heartbeat() {
    let started = 50_000;
    let mut s = running_timer_game(started);
    // The console died 42.4 s into the speech; its last heartbeat was at 42 s.
    let beat = autosave::Beat::of(&s, started + 42_000);
    mafia_app::app::files::pause_on_resume(&mut s, Some(beat));
    let t = &s.state().timer;
    assert!(!t.running());
    assert_eq!(t.remaining_ms(0), 18_000, "60 s - 42 s, to the second");
}

#[test]
fn a_heartbeat_of_another_step_or_game_is_not_taken() {
    let started = 50_000;
    let mut s = running_timer_game(started);
    let mut stale = autosave::Beat::of(&s, started + 42_000);
    stale.actions -= 1; // written before the last action
    mafia_app::app::files::pause_on_resume(&mut s, Some(stale));
    assert_eq!(
        s.state().timer.remaining_ms(0),
        60_000,
        "paused at the last action"
    );
    let mut other = running_timer_game(started);
    let mut beat = autosave::Beat::of(&other, started + 42_000);
    beat.created += 1;
    mafia_app::app::files::pause_on_resume(&mut other, Some(beat));
    assert_eq!(other.state().timer.remaining_ms(0), 60_000);
}

#[test]
fn undo_after_a_resume_never_lands_on_a_running_timer_from_before_the_crash() {
    let started = 50_000;
    let mut s = running_timer_game(started);
    let before_start = {
        let mut r = s.record();
        r.actions.pop();
        Session::replay(s.ruleset.clone(), &r)
            .unwrap()
            .state()
            .clone()
    };
    let beat = autosave::Beat::of(&s, started + 42_000);
    mafia_app::app::files::pause_on_resume(&mut s, Some(beat));
    let resumed = s.state().clone();
    // The first Ctrl+Z takes back the judge's own step (the start), with the
    // console's pause: the state before the timer started, which he saw.
    let undo = s.history().undo_steps();
    assert_eq!(undo.len(), 1);
    assert_eq!(undo[0].0.action, Action::TimerStart);
    assert!(s.undo());
    assert_eq!(s.state(), &before_start);
    assert!(!s.state().timer.running());
    // Redo brings back what the judge saw after the resume: paused at 42 s.
    assert!(s.redo());
    assert_eq!(s.state(), &resumed);
    assert!(!s.history().can_redo());
    // A judge's step after the resume: undo stops after the pause, then
    // passes over it.
    s.act(Action::Next, started + 60_000).unwrap();
    assert!(s.undo());
    assert_eq!(s.state(), &resumed);
    assert!(s.undo());
    assert_eq!(s.state(), &before_start);
}
