//! The tournament window between laptops: the console is chosen once as the
//! head judge's or a table's; a table's penalty becomes its request, never
//! a write of tournament.toml; the head's window follows files other
//! laptops write with no click and merges the tables' requests; a sync
//! engine's conflict copy shows in a red band and is resolved there.

use super::tournament::minsk_copy;
use super::ui_common::{click, console_app, harness};
use eframe::egui::accesskit::Role as AkRole;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_store::ruleset::catalog;
use mafia_tournament::tournament::sync::{self, Change, Request, Role};
use mafia_ui::ui::Console;
use std::path::Path;

/// A copy of the Minsk final without its penalties, with its first `n` games.
fn minsk(n: usize) -> tempfile::TempDir {
    minsk_copy(n, |d| d.penalties.clear())
}

fn opened(folder: &Path) -> Harness<'static, Console> {
    let mut h = harness(console_app(vec![catalog::find("minsk-final").unwrap()]));
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    h.get_by_label("Папка турнира:").focus();
    h.run_steps(2);
    h.get_by_label("Папка турнира:")
        .type_text(folder.to_str().unwrap());
    h.run_steps(2);
    click(&mut h, "Открыть");
    h.run_steps(3);
    assert!(h.state().app.view().tournament().loaded.is_some());
    h
}

/// The window on `folder` with this console chosen as `role` («Главный
/// судья», «Стол 1»).
fn opened_as(folder: &Path, role: &str) -> Harness<'static, Console> {
    let mut h = opened(folder);
    click(&mut h, role);
    h.run_steps(3);
    h
}

fn games(h: &Harness<'static, Console>) -> usize {
    h.state()
        .app
        .view()
        .tournament()
        .loaded
        .as_ref()
        .map_or(0, |l| l.folder.games.len())
}

/// Table `table`'s request for round 4: Алиса late by `minutes`.
fn alice_late(table: u32, minutes: u32, reason: String) -> Request {
    Request {
        table,
        round: Some(4),
        judge: String::new(),
        written: sync::stamp_now(),
        change: Change::AddPenalty {
            penalty: mafia_tournament::tournament::PenaltyEntry {
                player: "Алиса".into(),
                penalty: "late".into(),
                round: Some(4),
                minutes: Some(minutes),
                reason,
            },
        },
    }
}

/// Frames until `done` holds (the watcher's thread wakes the window); at
/// most 10 s, so a broken watcher fails instead of hanging.
fn frames_until(
    h: &mut Harness<'static, Console>,
    done: impl Fn(&Harness<'static, Console>) -> bool,
) {
    for _ in 0..100 {
        if done(h) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        h.run_steps(1);
    }
    assert!(done(h), "the window never followed the folder");
}

#[test]
fn the_console_is_chosen_once_as_a_table_and_its_penalty_becomes_a_request() {
    let dir = minsk(3);
    let mut h = opened_as(dir.path(), "Стол 1");
    assert_eq!(
        h.state().app.view().settings().tournament_role,
        Some(Role::Table(1))
    );
    h.get_by_label_contains("Стол 1");
    click(&mut h, "Штрафы турнира");
    h.run_steps(10);
    h.get_by_label("Причина:").focus();
    h.run_steps(2);
    h.get_by_label("Причина:").type_text("опоздал");
    h.run_steps(2);
    click(&mut h, "Записать штраф");
    h.run_steps(3);
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert!(
        d.penalties.is_empty(),
        "a table's console writes no tournament.toml"
    );
    let requests: Vec<_> = std::fs::read_dir(dir.path().join("requests"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("t1-"))
        .collect();
    assert_eq!(requests.len(), 1, "its request, a file of its own");
    // Said by what it asks, never by its file's name (issue 32.12).
    assert!(
        h.query_by_label_contains("(опоздал) — ждёт главного судью")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Отправлено главному судье: штраф")
            .is_some()
    );
    assert!(h.query_by_label_contains("t1-r").is_none());
}

/// Issue 32.12: a table's console shows the penalties with no «Снять
/// штраф» (only the head judge takes one back); a table whose games are
/// all played says so.
#[test]
fn a_table_sees_no_take_back_buttons_and_is_told_when_no_game_is_left() {
    let dir = minsk(16);
    let src = crate::tournaments::example("minsk-final");
    let with_penalties = mafia_tournament::tournament::open(&src)
        .unwrap()
        .description;
    with_penalties.save(dir.path()).unwrap();
    let mut h = opened_as(dir.path(), "Главный судья");
    h.get_by_label("Игр по рассадке больше нет: все сыграны.");
    click(&mut h, "Штрафы турнира");
    h.run_steps(10);
    assert_eq!(h.query_all_by_label("Снять штраф").count(), 6, "the head's");
    click(&mut h, "Изменить");
    h.run_steps(3);
    click(&mut h, "Стол 1");
    h.run_steps(5);
    assert_eq!(h.query_all_by_label("Снять штраф").count(), 0);
    h.get_by_label_contains("За столом 1 по рассадке игр больше нет");
}

#[test]
fn the_heads_window_follows_other_laptops_files_and_merges_their_requests_with_no_click() {
    let dir = minsk(2);
    let mut h = opened_as(dir.path(), "Главный судья");
    assert_eq!(games(&h), 2);
    // Another laptop's game arrives (a sync engine renames it into place).
    let src = crate::tournaments::example("minsk-final").join("games");
    let tmp = dir.path().join("games/.syncthing.t1-r3-g3-x.json.tmp");
    std::fs::copy(src.join("game-03.json"), &tmp).unwrap();
    std::fs::rename(&tmp, dir.path().join("games/t1-r3-g3-x.json")).unwrap();
    frames_until(&mut h, |h| games(h) == 3);
    // And a table's request: merged into tournament.toml, shown as merged.
    sync::file_request(dir.path(), &alice_late(1, 10, "пробки".into())).unwrap();
    frames_until(&mut h, |h| {
        h.state()
            .app
            .view()
            .tournament()
            .loaded
            .as_ref()
            .is_some_and(|l| l.folder.description.penalties.len() == 1)
    });
    h.run_steps(3);
    assert!(h.query_by_label_contains("внесён").is_some());
    h.get_by_label_contains("Стол 1 · Андрей Артамонов");
}

#[test]
fn a_conflict_copy_shows_in_a_red_band_and_the_one_not_kept_goes_to_trash() {
    let dir = minsk(2);
    let copy = "game-02 (conflicted copy 2026-12-02 141503).json";
    std::fs::copy(
        dir.path().join("games/game-02.json"),
        dir.path().join("games").join(copy),
    )
    .unwrap();
    let mut h = opened(dir.path());
    // In the window's red band and in the console's message line.
    assert_eq!(
        h.query_all_by_label_contains("Копии конфликтов синхронизации (1)")
            .count(),
        2
    );
    h.get_by_label_contains("копия файла games/game-02.json");
    // What the two records hold: the same game, action for action.
    let n = mafia_store::session::record::read_file(&dir.path().join("games/game-02.json"))
        .unwrap()
        .actions
        .len();
    h.get_by_label(&format!("Первые {n} действий в обеих одинаковы"));
    click(&mut h, "Оставить game-02.json");
    h.run_steps(3);
    assert!(!dir.path().join("games").join(copy).exists());
    let trash: Vec<_> = std::fs::read_dir(dir.path().join("trash"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(trash.len(), 1);
    assert!(h.query_by_label_contains("Копии конфликтов").is_none());
    assert_eq!(games(&h), 2);
}

/// A table's console, after its game: the game goes into the folder under
/// a name no other laptop takes, and the new-game form holds this table's
/// next game of the seating, with its judge for the protocol.
#[test]
fn after_a_game_a_tables_form_holds_its_next_game_with_its_judge() {
    let dir = minsk(6);
    let rs = catalog::find("minsk-final").unwrap();
    let mut h = opened_as(dir.path(), "Стол 1");
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final/games/game-07.json");
    let record = mafia_store::session::record::read_file(&src).unwrap();
    let session = mafia_store::session::Session::replay(rs, &record).unwrap();
    h.state_mut().app.set_session(session);
    h.run_steps(2);
    h.state_mut().push(mafia_app::app::Command::NewGame);
    h.run_steps(3);
    let filed: Vec<String> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("t1-r7-g7-"))
        .collect();
    assert_eq!(filed.len(), 1, "{filed:?}");
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let next = d.numbered_games()[7].clone();
    let form = &h.state().screens.start;
    assert_eq!(form.nicks, next.seats, "game 8's players");
    assert_eq!(form.meta.game, "8");
    assert_eq!(form.meta.table, "1");
    assert_eq!(Some(form.meta.judge.as_str()), d.judge(1, next.round));
}

/// A substitute for the next game: one of its players out (the first seat
/// until the judge picks another), a nickname in; from a table's console
/// it goes to the head judge as a request.
#[test]
fn a_substitute_for_the_next_game_is_sent_as_the_tables_request() {
    let dir = minsk(3);
    let mut h = opened_as(dir.path(), "Стол 1");
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let next = d.numbered_games()[3].clone();
    assert_eq!(h.state().screens.tournament.sub_out, next.seats[0]);
    h.get_by_label("Кто садится").focus();
    h.run_steps(2);
    h.get_by_label("Кто садится").type_text("Запасной");
    h.run_steps(2);
    click(&mut h, "Замена");
    h.run_steps(3);
    let requests = sync::read_requests(dir.path(), &d);
    assert_eq!(requests.len(), 1);
    assert_eq!(
        requests[0].request.as_ref().unwrap().change,
        Change::Substitute {
            round: next.round,
            table: 1,
            out: next.seats[0].clone(),
            into: "Запасной".into()
        }
    );
}

/// A conflict copy of tournament.toml that contradicts the file (a game
/// seated otherwise), each with a penalty of its own.
fn contradicting_copy(dir: &Path) -> &'static str {
    let late = |player: &str, reason: &str| mafia_tournament::tournament::PenaltyEntry {
        player: player.into(),
        penalty: "late".into(),
        round: Some(1),
        minutes: Some(5),
        reason: reason.into(),
    };
    let mut d = mafia_tournament::tournament::open(dir).unwrap().description;
    let mut copy = d.clone();
    d.penalties.push(late("Борис", "штраф стола"));
    d.save(dir).unwrap();
    copy.penalties.push(late("Алиса", "штраф главного"));
    copy.seating[0].seats.swap(0, 1);
    let name = "tournament.sync-conflict-20261206-210000-ABCDEFG.toml";
    std::fs::write(dir.join(name), copy.to_toml().unwrap()).unwrap();
    name
}

#[test]
fn the_head_sees_what_each_copy_holds_and_chooses() {
    let dir = minsk(2);
    let copy = contradicting_copy(dir.path());
    let mut h = opened_as(dir.path(), "Главный судья");
    // What each holds: its penalty, and the game seated otherwise.
    h.get_by_label("Только в tournament.toml:");
    h.get_by_label_contains("Борис, штраф стола");
    h.get_by_label(&format!("Только в {copy}:"));
    h.get_by_label_contains("Алиса, штраф главного");
    h.get_by_label_contains("Тур 1, стол 1 рассажен по-разному");
    click(&mut h, "Оставить копию");
    h.run_steps(3);
    assert!(!dir.path().join(copy).exists());
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert_eq!(d.penalties[0].reason, "штраф главного");
}

#[test]
fn a_table_sees_the_conflict_stated_and_no_keep_buttons() {
    let dir = minsk(2);
    let copy = contradicting_copy(dir.path());
    let h = opened_as(dir.path(), "Стол 1");
    assert!(
        h.query_all_by_label_contains("Копии конфликтов синхронизации (1)")
            .count()
            >= 1
    );
    h.get_by_label_contains("выбирает пульт главного судьи");
    h.get_by_label_contains("Алиса, штраф главного");
    assert!(h.query_by_label("Оставить копию").is_none());
    assert!(h.query_by_label("Оставить tournament.toml").is_none());
    assert!(dir.path().join(copy).exists(), "nothing chosen on a table");
}

#[test]
fn the_heads_console_merges_a_copy_that_contradicts_nothing_by_itself() {
    let dir = minsk(2);
    let late = |player: &str, reason: &str| mafia_tournament::tournament::PenaltyEntry {
        player: player.into(),
        penalty: "late".into(),
        round: Some(1),
        minutes: Some(5),
        reason: reason.into(),
    };
    let mut d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let mut copy = d.clone();
    d.penalties.push(late("Борис", "штраф стола"));
    d.save(dir.path()).unwrap();
    copy.penalties.push(late("Алиса", "штраф главного"));
    let name = "tournament.sync-conflict-20261206-210000-ABCDEFG.toml";
    std::fs::write(dir.path().join(name), copy.to_toml().unwrap()).unwrap();
    let h = opened_as(dir.path(), "Главный судья");
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let reasons: Vec<&str> = d.penalties.iter().map(|p| p.reason.as_str()).collect();
    assert_eq!(reasons, ["штраф стола", "штраф главного"]);
    assert!(!dir.path().join(name).exists());
    assert!(h.query_by_label_contains("Копии конфликтов").is_none());
    h.get_by_label_contains("Внесено в tournament.toml");
}

/// Issue 32.12: the head judge names table 2's judge from round 3 in the
/// window (no editing of TOML) and it lands in tournament.toml; a table's
/// console shows the judges with no controls to change them.
#[test]
fn the_head_names_table_2s_judge_in_the_window_and_a_table_only_sees_the_judges() {
    let dir = minsk(3);
    let mut h = opened_as(dir.path(), "Главный судья");
    click(&mut h, "Судьи столов");
    h.run_steps(5);
    h.get_by_label("Стол 1, во всех турах: Андрей Артамонов");
    h.get_by_role_and_label(AkRole::SpinButton, "Стол")
        .set_value_accesskit(2.0);
    h.run_steps(2);
    h.get_by_label("Судья стола").focus();
    h.run_steps(2);
    h.get_by_label("Судья стола").type_text("Вера Судейская");
    h.run_steps(2);
    click(&mut h, "С тура");
    h.run_steps(2);
    h.get_by_role_and_label(AkRole::SpinButton, "С тура")
        .set_value_accesskit(3.0);
    h.run_steps(2);
    click(&mut h, "Назначить судью");
    h.run_steps(3);
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert_eq!(d.judge(2, 3), Some("Вера Судейская"));
    assert_eq!(d.judge(2, 2), None, "from round 3 only");
    assert_eq!(d.judge(1, 3), Some("Андрей Артамонов"), "table 1's kept");
    h.get_by_label("Судья стола 2 записан в tournament.toml");
    h.get_by_label("Стол 2, с тура 3: Вера Судейская");
    assert_eq!(h.query_all_by_label("Снять").count(), 2, "the head's");
    // The same folder on table 1's console: the judges, no editing.
    click(&mut h, "Изменить");
    h.run_steps(3);
    click(&mut h, "Стол 1");
    h.run_steps(5);
    h.get_by_label("Стол 2, с тура 3: Вера Судейская");
    assert_eq!(h.query_all_by_label("Снять").count(), 0);
    assert!(h.query_by_label("Назначить судью").is_none());
    assert!(h.query_by_label("Судья стола").is_none());
}

/// Issue 32.12: sixty requests from the tables (and the tables' lines)
/// stay in a box of their own above the standings: at 1366x768 the
/// standings' heading is still inside the screen, not pushed under it.
#[test]
fn at_1366x768_many_requests_leave_the_standings_in_view() {
    let dir = minsk(3);
    for i in 0..60 {
        sync::file_request(
            dir.path(),
            &alice_late(1 + i % 2, 1 + i, format!("пробки {i}")),
        )
        .unwrap();
    }
    let mut h = egui_kittest::Harness::builder()
        .with_size([1366.0, 768.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(
            |ui, c: &mut Console| c.frame_ui(ui),
            console_app(vec![catalog::find("minsk-final").unwrap()]),
        );
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    h.get_by_label("Папка турнира:").focus();
    h.run_steps(2);
    h.get_by_label("Папка турнира:")
        .type_text(dir.path().to_str().unwrap());
    h.run_steps(2);
    click(&mut h, "Открыть");
    h.run_steps(3);
    click(&mut h, "Главный судья");
    h.run_steps(5);
    let l = h.state().app.view().tournament().loaded.as_ref().unwrap();
    assert_eq!(l.requests.len(), 60, "every request listed");
    let screen = eframe::egui::Rect::from_min_size(
        eframe::egui::Pos2::ZERO,
        eframe::egui::vec2(1366.0, 768.0),
    );
    let heading = h.get_by_label("Таблица").rect();
    assert!(
        screen.contains_rect(heading),
        "the standings' heading is pushed out of view: {heading:?}"
    );
}
