//! The tournament window's export section, clicked through: the sites'
//! ids saved into the tournament, an export that lacks a player's id
//! refused with the reason and nothing written, the sheets and the book
//! written into the folder typed in.

use super::tournament::{minsk_copy, opened, opened_minsk, section, type_into};
use super::ui_common::{click, console_app};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use std::path::Path;

fn note(h: &egui_kittest::Harness<'static, mafia_ui::ui::Console>) -> (String, bool) {
    h.state()
        .app
        .view()
        .tournament()
        .note
        .clone()
        .unwrap_or_default()
}

/// The export section of the window on the Minsk copy `dir`.
fn export_section(dir: &Path) -> Harness<'static, Console> {
    let mut h = opened_minsk(dir);
    section(&mut h, "Выгрузка");
    h
}

/// The players' site ids in the export section, the console's data folder
/// `data` (its games folder in it: the club's list is `data/players.toml`).
fn players_ids(dir: &Path, data: &Path) -> Harness<'static, Console> {
    let mut app = JudgeApp::with_rulesets(
        Settings::default(),
        vec![catalog::find("minsk-final").unwrap()],
        Vec::new(),
    );
    app.set_clock(Clock::Fixed(crate::ui_common::T0));
    app.enable_autosave(data.join("games"));
    let mut h = opened(Console::new(app), dir);
    section(&mut h, "Выгрузка");
    section(&mut h, "Номера игроков (список клуба)");
    h
}

#[test]
fn the_sites_ids_typed_in_the_window_are_kept_in_the_tournament() {
    let dir = minsk_copy(16, |_| {});
    let mut h = export_section(dir.path());
    type_into(&mut h, "MafiaRatings: событие", "7927");
    type_into(&mut h, "клуб", "42");
    type_into(&mut h, "код правил", "0002000010000");
    type_into(&mut h, "ведущий", "1139");
    type_into(&mut h, "Polemica: мастер", "84894");
    click(&mut h, "Сохранить номера");
    h.run_steps(3);
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert_eq!(d.sites.mafiaratings.event, Some(7927));
    assert_eq!(d.sites.mafiaratings.rules, "0002000010000");
    assert_eq!(d.sites.polemica.master, Some(84894));
}

#[test]
fn a_letter_in_a_number_field_is_named_and_nothing_is_saved() {
    let dir = minsk_copy(1, |_| {});
    let mut h = export_section(dir.path());
    type_into(&mut h, "MafiaRatings: событие", "79x");
    click(&mut h, "Сохранить номера");
    h.run_steps(3);
    h.get_by_label("«79x» — не номер: MafiaRatings: событие");
    let d = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert!(d.sites.is_empty());
}

#[test]
fn the_export_buttons_wait_for_a_folder_then_write_the_sheets_and_the_book() {
    let dir = minsk_copy(16, |_| {});
    let out = tempfile::tempdir().unwrap();
    let mut h = export_section(dir.path());
    h.get_by_label("укажите папку для выгрузки");
    type_into(&mut h, "Папка для выгрузки:", out.path().to_str().unwrap());
    click(&mut h, "Таблица (XLSX и CSV)");
    h.run_steps(3);
    assert!(
        out.path().join("standings.xlsx").is_file(),
        "{:?}",
        note(&h)
    );
    assert!(out.path().join("standings.csv").is_file());
    click(&mut h, "Книга турнира (PDF)");
    h.run_steps(3);
    let pdf = std::fs::read(out.path().join("book.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"), "{:?}", note(&h));
}

#[test]
fn nothing_is_exported_into_the_tournaments_own_games_folder() {
    let dir = minsk_copy(16, |_| {});
    let games = dir.path().join("games");
    let count = || std::fs::read_dir(&games).unwrap().count();
    let before = count();
    let mut h = export_section(dir.path());
    type_into(&mut h, "Папка для выгрузки:", games.to_str().unwrap());
    for button in [
        "Таблица (XLSX и CSV)",
        "Книга турнира (PDF)",
        "Игры для MafiaRatings",
    ] {
        click(&mut h, button);
        h.run_steps(3);
        let (text, bad) = note(&h);
        assert!(bad, "{button}: {text}");
        assert!(text.contains("файл турнира"), "{button}: {text}");
        assert_eq!(count(), before, "{button} wrote into the games folder");
    }
}

#[test]
fn a_site_export_without_the_players_ids_says_whose_id_is_missing_and_writes_nothing() {
    let dir = minsk_copy(16, |d| {
        d.sites.mafiaratings.event = Some(7927);
        d.sites.mafiaratings.club = Some(42);
        d.sites.mafiaratings.rules = "0002000010000".into();
        d.sites.mafiaratings.moderator = Some(1139);
    });
    let out = tempfile::tempdir().unwrap();
    let mut h = export_section(dir.path());
    type_into(&mut h, "Папка для выгрузки:", out.path().to_str().unwrap());
    click(&mut h, "Игры для MafiaRatings");
    h.run_steps(3);
    let (text, bad) = note(&h);
    assert!(bad, "{text}");
    assert!(
        text.contains("нет номера игрока") && text.contains("не получит строк рейтинга"),
        "{text}"
    );
    assert_eq!(std::fs::read_dir(out.path()).unwrap().count(), 0);
}

#[test]
fn a_players_site_id_typed_in_the_list_is_kept_in_the_clubs_players_file() {
    let dir = minsk_copy(16, |_| {});
    let data = tempfile::tempdir().unwrap();
    let mut h = players_ids(dir.path(), data.path());
    // A substitute who played is in the list too.
    h.get_by_label("Запасной 1");
    let field = h.get_by_role_and_label(eframe::egui::accesskit::Role::TextInput, "Борис");
    field.focus();
    h.run_steps(2);
    h.get_by_role_and_label(eframe::egui::accesskit::Role::TextInput, "Борис")
        .type_text("1577");
    h.run_steps(2);
    click(&mut h, "Сохранить номера игроков");
    h.run_steps(3);
    let reg =
        mafia_tournament::tournament::players::Registry::load(&data.path().join("players.toml"))
            .unwrap();
    assert_eq!(reg.ids("Борис").mafiaratings, Some(1577), "{:?}", note(&h));
    assert_eq!(reg.ids("Алиса").mafiaratings, None);
}

#[test]
fn a_letter_in_a_players_id_is_named_with_the_nickname_and_nothing_is_saved() {
    let dir = minsk_copy(2, |_| {});
    let data = tempfile::tempdir().unwrap();
    let mut h = players_ids(dir.path(), data.path());
    h.get_by_role_and_label(eframe::egui::accesskit::Role::TextInput, "Вера")
        .focus();
    h.run_steps(2);
    h.get_by_role_and_label(eframe::egui::accesskit::Role::TextInput, "Вера")
        .type_text("12a");
    h.run_steps(2);
    click(&mut h, "Сохранить номера игроков");
    h.run_steps(3);
    h.get_by_label("«12a» — не номер: MafiaRatings — Вера");
    assert!(!data.path().join("players.toml").exists());
}

/// A Minsk copy with the Polemica ids kept in the tournament.
fn minsk_for_polemica() -> tempfile::TempDir {
    minsk_copy(16, |d| {
        d.sites.polemica.master = Some(84894);
        d.sites.polemica.scoring_type = Some(1);
        d.sites.polemica.scoring_version = "3.0".into();
    })
}

/// Issue 33.1: the Polemica button writes into the folder's `polemica/`,
/// says so with the site's name, and leaves a MafiaRatings export in the
/// same folder as it was.
#[test]
fn the_polemica_button_writes_its_own_subfolder_and_leaves_the_mafiaratings_files() {
    let dir = minsk_for_polemica();
    let out = tempfile::tempdir().unwrap();
    let mr = out.path().join("mafiaratings");
    std::fs::create_dir_all(&mr).unwrap();
    let mr_file = mr.join("round-01-table-01.json");
    std::fs::write(&mr_file, r#"{"version":"1.3"}"#).unwrap();
    let mut h = export_section(dir.path());
    type_into(&mut h, "Папка для выгрузки:", out.path().to_str().unwrap());
    click(&mut h, "Игры для Polemica");
    h.run_steps(3);
    let (text, _) = note(&h);
    let pl = out.path().join("polemica");
    assert!(
        text.contains(&format!("для Polemica в {}", pl.display())),
        "{text}"
    );
    // The games with their hands marked are written (the others refused).
    assert!(pl.read_dir().unwrap().count() > 0, "{text}");
    assert_eq!(
        std::fs::read_to_string(&mr_file).unwrap(),
        r#"{"version":"1.3"}"#
    );
}

/// Issue 33.2: a record cut short is not dropped without a word: the
/// window's note names it, and the export counts as not clean.
#[test]
fn a_record_cut_short_is_named_in_the_export_note() {
    let dir = minsk_for_polemica();
    let game = dir.path().join("games/game-05.json");
    let bytes = std::fs::read(&game).unwrap();
    std::fs::write(&game, &bytes[..bytes.len() / 2]).unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut h = export_section(dir.path());
    type_into(&mut h, "Папка для выгрузки:", out.path().to_str().unwrap());
    click(&mut h, "Игры для Polemica");
    h.run_steps(3);
    let (text, bad) = note(&h);
    assert!(bad, "{text}");
    assert!(text.contains("game-05.json: не выгружена"), "{text}");
}

/// The Minsk copy for Polemica with the games a club that only counts
/// would have: every vote a number, no hands (the games without a
/// substitute, which the head judge accepted by their digest).
fn minsk_counted_for_polemica() -> tempfile::TempDir {
    use mafia_core::game::{Action, Ballot};
    let dir = minsk_for_polemica();
    for g in [1, 2, 3, 4, 6, 7, 8, 10, 11, 12] {
        let path = dir.path().join(format!("games/game-{g:02}.json"));
        let text = std::fs::read_to_string(&path).unwrap();
        let mut r = mafia_store::session::Record::from_json("game", &text).unwrap();
        for st in &mut r.actions {
            if let Action::Vote { votes, .. } | Action::LiftVote { votes } = &mut st.action
                && let Ballot::Voters(v) = votes
            {
                *votes = Ballot::Count(u8::try_from(v.len()).unwrap());
            }
        }
        std::fs::write(&path, r.to_json()).unwrap();
    }
    dir
}

/// Issue 33.5: the games Polemica refuses are listed under the export
/// buttons, in a box of their own: the buttons stay where the judge sees
/// them, and the next export is one click away.
#[test]
fn many_refused_games_leave_the_export_buttons_in_view_and_clickable() {
    let dir = minsk_counted_for_polemica();
    let out = tempfile::tempdir().unwrap();
    let app = console_app(vec![catalog::find("minsk-final").unwrap()]);
    // A laptop's screen.
    let mut h = egui_kittest::Harness::builder()
        .with_size([1366.0, 768.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut mafia_ui::ui::Console| c.frame_ui(ui), app);
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    type_into(&mut h, "Папка турнира:", dir.path().to_str().unwrap());
    click(&mut h, "Открыть");
    h.run_steps(3);
    section(&mut h, "Выгрузка");
    type_into(&mut h, "Папка для выгрузки:", out.path().to_str().unwrap());
    // The judge scrolls down to the buttons.
    h.get_by_label("Игры для Polemica").scroll_to_me();
    h.run_steps(5);
    let before = h.get_by_label("Игры для Polemica").rect();
    assert!(before.bottom() <= 768.0, "{before:?}");
    click(&mut h, "Игры для Polemica");
    h.run_steps(5);
    let (text, bad) = note(&h);
    assert!(bad, "{text}");
    let refused = text.lines().filter(|l| l.contains("не выгружена")).count();
    assert!(refused >= 7, "{refused} refused: {text}");
    // The buttons have not moved, and the next one takes a click.
    let after = h.get_by_label("Игры для Polemica").rect();
    assert_eq!(after, before, "the list pushed the buttons");
    let sheets = h.get_by_label("Таблица (XLSX и CSV)").rect();
    assert!(sheets.bottom() <= 768.0, "{sheets:?}");
    click(&mut h, "Таблица (XLSX и CSV)");
    h.run_steps(3);
    assert!(
        out.path().join("standings.xlsx").is_file(),
        "the sheets button was out of reach: {:?}",
        note(&h)
    );
}
