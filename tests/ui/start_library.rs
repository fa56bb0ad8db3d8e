//! The start screen and the library (issues 13 and 14): a year of kept games
//! is a library searched and filtered, not one long list; Delete is never one
//! click away from Open and keeps a copy; a tournament is created and opened
//! from the start screen, and its next game fills the new-game form.

#[path = "../shared/library.rs"]
mod year;

use super::ui_common::{T0, click, harness};
use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_store::clock::local_datetime;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use std::path::Path;

/// The console with `n` kept games in `dir/games`.
fn console_with_games(dir: &Path, n: usize) -> Harness<'static, Console> {
    let games = dir.join("games");
    year::write_year(&games, n);
    let rulesets = vec![
        catalog::find("fiim").unwrap(),
        catalog::find("minsk-final").unwrap(),
    ];
    let mut app = JudgeApp::with_rulesets(Settings::default(), rulesets, Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games);
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    read_library(&mut h);
    h
}

/// The console as it starts with `n` kept games in `dir/games`: the
/// library held, the clock standing at `T0`, three frames drawn.
fn console_at_its_start(dir: &Path, n: usize) -> Harness<'static, Console> {
    let games = dir.join("games");
    year::write_year(&games, n);
    let rulesets = vec![catalog::find("fiim").unwrap()];
    let mut app = JudgeApp::with_rulesets(Settings::default(), rulesets, Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.hold_library();
    app.enable_autosave(games);
    let mut h = harness(Console::new(app));
    h.run_steps(3);
    h
}

/// The library's headers are read on their own thread: wait for them (a
/// blocking wait on that thread, no sleep), then let the window show them.
fn read_library(h: &mut Harness<'_, Console>) {
    h.state_mut().app.wait_for_library();
    h.run_steps(2);
}

fn type_into(h: &mut Harness<'_, Console>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run_steps(2);
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run_steps(3);
}

fn shown(h: &Harness<'_, Console>) -> usize {
    h.state().screens.library.shown().len()
}

#[test]
fn a_year_of_games_is_a_library_not_a_long_list_on_the_start_screen() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 40);
    // The start screen lists a few recent games and the way into the library,
    // and no Delete at all.
    assert_eq!(h.state().app.view().files().recent.len(), 5);
    assert_eq!(h.query_all_by_label("Открыть").count(), 5);
    assert!(h.query_by_label_contains("Удалить").is_none());
    h.get_by_label("Начать игру");
    click(&mut h, "Библиотека игр (40)…");
    h.get_by_label("40 из 40");
}

#[test]
fn at_the_start_the_kept_games_are_read_only_after_the_first_frame_or_when_the_library_opens() {
    // The console's start: the window first, the folder and the year of
    // headers after.
    let tmp = tempfile::tempdir().unwrap();
    // The clock stands still: the moment after the first frame never comes.
    let mut h = console_at_its_start(tmp.path(), 40);
    // Nothing of the folder is read yet: no recent game, no count, no
    // header, and the card says the folder is being read, not that it is
    // empty.
    assert!(h.state().app.library_held());
    assert!(h.state().app.view().files().recent.is_empty());
    assert!(h.state().app.view().files().library.games.is_empty());
    h.get_by_label("Папка игр читается…");
    assert!(h.query_by_label("Сохранённых игр пока нет.").is_none());
    click(&mut h, "Библиотека игр…");
    assert!(!h.state().app.library_held());
    read_library(&mut h);
    h.get_by_label("40 из 40");
    assert_eq!(h.state().app.view().files().recent.len(), 5);
}

#[test]
fn a_moment_after_the_first_frame_the_recent_games_and_the_count_fill_in() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_at_its_start(tmp.path(), 12);
    h.get_by_label("Библиотека игр…");
    assert!(h.state().app.view().files().recent.is_empty());
    // The library stays shut; only the time passes.
    let later = T0 + mafia_ui::ui::console::LIBRARY_AFTER_MS;
    h.state_mut().app.set_clock(Clock::Fixed(later));
    h.run_steps(3);
    assert!(!h.state().app.library_held());
    // The recent games are replayed on a thread of their own (a long
    // record among them must not stop the window): wait for it.
    read_library(&mut h);
    assert_eq!(h.state().app.view().files().recent.len(), 5);
    h.get_by_label("Библиотека игр (12)…");
    assert!(h.query_by_label("Папка игр читается…").is_none());
}

#[test]
fn the_library_search_narrows_the_list_to_the_games_that_match() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 30);
    click(&mut h, "Библиотека игр (30)…");
    assert_eq!(shown(&h), 30);
    type_into(&mut h, "Поиск", "байкала");
    // Every third game is the Baikal cup's.
    assert_eq!(shown(&h), 10);
    h.get_by_label("10 из 30");
    // Two words: both must match (the cup, and a nickname in any case).
    type_into(&mut h, "Поиск", " алиса");
    let ex = year::examples();
    let expected = (0..30)
        .map(|i| year::game(&ex, i))
        .filter(|r| {
            r.meta.tournament == year::TOURNAMENTS[0] && r.players.iter().any(|p| p == "Алиса")
        })
        .count();
    assert!(expected > 0 && expected < 10, "{expected}");
    assert_eq!(shown(&h), expected);
}

#[test]
fn the_library_filters_by_tournament_and_by_player() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 30);
    click(&mut h, "Библиотека игр (30)…");
    h.get_by_role_and_label(Role::ComboBox, "Турнир").click();
    h.run_steps(3);
    // The choice in the open list (the rows below name the tournament too).
    h.get_by(|n| n.role() != Role::Label && n.label().as_deref() == Some("Клубный вечер ММЧ"))
        .click();
    h.run_steps(3);
    assert_eq!(shown(&h), 10);
    type_into(&mut h, "Игрок", "Фёдор");
    let ex = year::examples();
    let expected = (0..30)
        .map(|i| year::game(&ex, i))
        .filter(|r| {
            r.meta.tournament == year::TOURNAMENTS[1] && r.players.iter().any(|p| p == "Фёдор")
        })
        .count();
    assert!(expected > 0 && expected < 10, "{expected}");
    assert_eq!(shown(&h), expected);
    // Reset brings every game back.
    click(&mut h, "Сбросить");
    assert_eq!(shown(&h), 30);
}

#[test]
fn delete_is_on_the_games_own_page_asks_again_and_keeps_a_copy_in_the_trash() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 12);
    let path = tmp.path().join("games/game-0005.json");
    let bytes = std::fs::read(&path).unwrap();
    click(&mut h, "Библиотека игр (12)…");
    // No Delete in the list: a game is chosen first.
    assert!(h.query_by_label("Удалить игру…").is_none());
    let ex = year::examples();
    click(&mut h, &local_datetime(year::game(&ex, 5).created));
    assert_eq!(
        h.state().screens.library.selected.as_deref(),
        Some(path.as_path())
    );
    click(&mut h, "Удалить игру…");
    // One click asks; the file is still there.
    assert!(path.exists());
    h.get_by_label_contains("Убрать игру в корзину?");
    click(&mut h, "Отмена");
    assert!(path.exists());
    assert!(h.query_by_label("Убрать в корзину").is_none());
    click(&mut h, "Удалить игру…");
    click(&mut h, "Убрать в корзину");
    assert!(!path.exists(), "the game left the games folder");
    let kept = tmp.path().join("games/trash/game-0005.json");
    assert_eq!(std::fs::read(&kept).unwrap(), bytes, "a copy is kept");
    h.get_by_label("11 из 11");
    assert!(
        h.state()
            .app
            .view()
            .message()
            .unwrap()
            .text
            .ru
            .contains("trash")
    );
}

#[test]
fn a_tournament_is_created_from_the_start_screen_with_its_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 0);
    let folder = tmp.path().join("club-evening");
    click(&mut h, "Новый турнир…");
    type_into(&mut h, "Название", "Клубный вечер 30.11");
    type_into(&mut h, "Папка", folder.to_str().unwrap());
    type_into(&mut h, "Главный судья", "Вера Судейская");
    click(&mut h, "Создать");
    let t = mafia_tournament::tournament::open(&folder).expect("the tournament folder");
    assert!(folder.join("games").is_dir());
    assert_eq!(t.description.name, "Клубный вечер 30.11");
    assert_eq!(t.description.ruleset, "fiim", "the new-game form's rules");
    assert_eq!(t.description.head_judge, "Вера Судейская");
    // It is open: the start screen shows it and says the seating comes next.
    h.get_by_label("Клубный вечер 30.11");
    h.get_by_label_contains("Рассадки ещё нет");
}

#[test]
fn the_tournaments_next_game_fills_the_new_game_form_from_the_start_screen() {
    let src = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final");
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("minsk");
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::copy(src.join("tournament.toml"), dir.join("tournament.toml")).unwrap();
    for g in ["game-01.json", "game-02.json", "game-03.json"] {
        std::fs::copy(src.join("games").join(g), dir.join("games").join(g)).unwrap();
    }
    let mut h = console_with_games(tmp.path(), 0);
    click(&mut h, "Открыть турнир…");
    type_into(&mut h, "Папка", dir.to_str().unwrap());
    click(&mut h, "Открыть папку");
    h.get_by_label("Следующая: игра №4 · тур 4 · стол 1");
    click(&mut h, "Взять в форму");
    let desc = mafia_tournament::tournament::open(&dir)
        .unwrap()
        .description;
    let form = &h.state().screens.start;
    let rulesets = h.state().app.view().rulesets();
    assert_eq!(rulesets[form.ruleset].id, "minsk-final");
    assert_eq!(form.nicks, desc.numbered_games()[3].seats);
    assert_eq!(form.meta.game, "4");
    assert_eq!(form.meta.table, "1");
    assert_eq!(form.meta.tournament, desc.name);
    assert_eq!(form.meta.judge, "Андрей Артамонов");
    // The game starts with that header.
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    let meta = &h.state().app.view().session().unwrap().meta;
    assert_eq!((meta.game.as_str(), meta.table.as_str()), ("4", "1"));
    assert_eq!(meta.tournament, desc.name);
}

#[test]
fn the_header_typed_on_the_start_screen_goes_into_the_game() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 0);
    type_into(&mut h, "Стол", "3");
    type_into(&mut h, "Игра №", "12");
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    let meta = h.state().app.view().session().unwrap().meta.clone();
    assert_eq!((meta.table.as_str(), meta.game.as_str()), ("3", "12"));
}

/// The judge's laptops: the common 1366x768 and a 16:10 1280x800.
const LAPTOPS: [[f32; 2]; 2] = [[1366.0, 768.0], [1280.0, 800.0]];

/// Whether the node lies wholly inside a window of this size.
fn inside(size: [f32; 2], r: eframe::egui::Rect) -> bool {
    eframe::egui::Rect::from_min_size(eframe::egui::Pos2::ZERO, size.into()).contains_rect(r)
}

/// The console with `n` kept games in a window of this size.
fn laptop(dir: &Path, n: usize, size: [f32; 2]) -> Harness<'static, Console> {
    let games = dir.join("games");
    year::write_year(&games, n);
    let mut app = JudgeApp::with_rulesets(
        Settings::default(),
        vec![catalog::find("fiim").unwrap()],
        Vec::new(),
    );
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games);
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), Console::new(app));
    h.run_steps(2);
    read_library(&mut h);
    h
}

#[test]
fn the_start_screen_fits_a_laptop_with_every_seat_and_start_in_sight() {
    for size in LAPTOPS {
        let tmp = tempfile::tempdir().unwrap();
        let mut h = laptop(tmp.path(), 40, size);
        for k in 1..=10 {
            let hint = format!("Игрок {k}");
            let field =
                h.get_by(|n| n.role() == Role::TextInput && n.placeholder() == Some(hint.as_str()));
            assert!(inside(size, field.rect()), "seat {k} at {size:?}");
        }
        for label in [
            "Начать игру",
            "Раздать втайне",
            "Новый турнир…",
            "Библиотека игр (40)…",
        ] {
            let r = h.get_by_label(label).rect();
            assert!(inside(size, r), "{label:?} at {r:?} in {size:?}");
        }
        for label in ["Турнир", "Судья", "Игра №", "Стол", "Дата"] {
            let r = h.get_by_role_and_label(Role::TextInput, label).rect();
            assert!(inside(size, r), "{label:?} at {r:?} in {size:?}");
        }
        click(&mut h, "Раздать втайне");
        click(&mut h, "Начать игру");
        assert!(
            h.state().app.view().session().is_some(),
            "started at {size:?}"
        );
    }
}

#[test]
fn the_library_fits_a_laptop_with_the_chosen_games_page_in_sight() {
    for size in LAPTOPS {
        let tmp = tempfile::tempdir().unwrap();
        let mut h = laptop(tmp.path(), 1000, size);
        click(&mut h, "Библиотека игр (1000)…");
        h.get_by_label("1000 из 1000");
        let ex = year::examples();
        // The newest game is the first row.
        click(&mut h, &local_datetime(year::game(&ex, 999).created));
        for label in ["Назад", "Открыть", "Протокол PDF", "Удалить игру…"]
        {
            let r = h.get_by_label(label).rect();
            assert!(inside(size, r), "{label:?} at {r:?} in {size:?}");
        }
        for label in ["Поиск", "Игрок"] {
            let r = h.get_by_role_and_label(Role::TextInput, label).rect();
            assert!(inside(size, r), "{label:?} at {r:?} in {size:?}");
        }
        click(&mut h, "Открыть");
        assert!(
            h.state().app.view().session().is_some(),
            "opened at {size:?}"
        );
    }
}

#[test]
fn sixteen_seats_with_their_card_counts_fit_a_laptop_in_two_columns() {
    for size in LAPTOPS {
        let rs = catalog::find("stylized-ny").unwrap();
        let mut app = JudgeApp::with_rulesets(Settings::default(), vec![rs], Vec::new());
        app.set_clock(Clock::Fixed(T0));
        let mut h = Harness::builder()
            .with_size(size)
            .with_max_steps(20)
            .with_accessibility_check(false)
            .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), Console::new(app));
        h.run_steps(3);
        assert_eq!(h.state().screens.start.count, 16);
        for k in 1..=16 {
            let hint = format!("Игрок {k}");
            let field =
                h.get_by(|n| n.role() == Role::TextInput && n.placeholder() == Some(hint.as_str()));
            assert!(inside(size, field.rect()), "seat {k} at {size:?}");
        }
        // Seat 9 stands beside seat 1: two columns.
        let top = |k: usize| {
            let hint = format!("Игрок {k}");
            h.get_by(|n| n.role() == Role::TextInput && n.placeholder() == Some(hint.as_str()))
                .rect()
        };
        assert!((top(9).min.y - top(1).min.y).abs() < 1.0, "{size:?}");
        assert!(inside(size, h.get_by_label("Начать игру").rect()));
    }
}

#[test]
fn the_no_card_error_leaves_the_message_line_once_the_card_is_chosen() {
    let tmp = tempfile::tempdir().unwrap();
    let mut h = console_with_games(tmp.path(), 0);
    // Start with no card dealt: refused, and said.
    click(&mut h, "Начать игру");
    assert!(h.state().app.view().session().is_none());
    h.get_by_label_contains("У игрока №1 нет карты");
    // Seat 1's card chosen with the arrows: the error no longer holds.
    h.get_all_by_role(Role::ComboBox).nth(1).unwrap().focus();
    h.run_steps(2);
    h.key_press(eframe::egui::Key::ArrowDown);
    h.run_steps(3);
    assert!(h.state().screens.start.roles[0].is_some());
    assert!(
        h.query_by_label_contains("нет карты").is_none(),
        "{:?}",
        h.state().app.view().message()
    );
}

#[test]
fn the_recent_games_name_their_ruleset_as_the_ruleset_picker_does() {
    let tmp = tempfile::tempdir().unwrap();
    let h = console_with_games(tmp.path(), 3);
    let rows = h
        .query_all_by_label_contains("ФИИМ (спортивная мафия) · ")
        .count();
    assert_eq!(rows, 3, "each recent game by the ruleset's name");
    assert!(h.query_by_label_contains("fiim · ").is_none(), "not its id");
}

#[test]
fn kept_copies_are_not_recent_games_and_the_library_marks_them_as_copies() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let paths = year::write_year(&games, 3);
    // The copies the autosave keeps when a history is replaced or damaged.
    std::fs::copy(&paths[0], games.join("replaced_20261130T101500Z.json")).unwrap();
    std::fs::write(games.join("damaged_20261130T101600Z.json"), "{ cut").unwrap();
    let rulesets = vec![catalog::find("fiim").unwrap()];
    let mut app = JudgeApp::with_rulesets(Settings::default(), rulesets, Vec::new());
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(games);
    let mut h = harness(Console::new(app));
    h.run_steps(2);
    read_library(&mut h);
    let recent: Vec<_> = h
        .state()
        .app
        .view()
        .files()
        .recent
        .iter()
        .map(|i| i.path.clone())
        .collect();
    assert_eq!(recent.len(), 3, "{recent:?}");
    assert!(recent.iter().all(|p| paths.contains(p)), "{recent:?}");
    // The library has them all, the copies said to be copies.
    click(&mut h, "Библиотека игр (5)…");
    h.get_by_label("5 из 5");
    assert_eq!(
        h.query_all_by_label_contains("сохранённая копия").count(),
        2
    );
}
