//! The tournament window: opened from the View menu, a folder typed in,
//! the standings computed from its games.

use super::ui_common::{click, console_app, harness};
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use mafia_judge::ruleset::catalog;

#[test]
fn the_tournament_window_opens_a_folder_and_shows_the_standings_from_its_games() {
    let rs = catalog::find("minsk-final").unwrap();
    let mut h = harness(console_app(vec![rs]));
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    let folder = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final");
    let field = h.get_by_role_and_label(Role::TextInput, "Папка турнира:");
    field.focus();
    h.run_steps(2);
    h.get_by_role_and_label(Role::TextInput, "Папка турнира:")
        .type_text(folder.to_str().unwrap());
    h.run_steps(2);
    click(&mut h, "Открыть");
    h.run_steps(3);
    // The standings are on screen, the winner first, the players out of the
    // awards marked.
    h.get_by_label("Борис");
    h.get_by_label("Ирина (вне награждения)");
    h.get_by_label("11.58");
}

#[test]
fn a_folder_without_a_tournament_is_named_in_the_window() {
    let rs = catalog::find("minsk-final").unwrap();
    let mut h = harness(console_app(vec![rs]));
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    let field = h.get_by_role_and_label(Role::TextInput, "Папка турнира:");
    field.focus();
    h.run_steps(2);
    h.get_by_role_and_label(Role::TextInput, "Папка турнира:")
        .type_text("/nonexistent/tournament");
    h.run_steps(2);
    click(&mut h, "Открыть");
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("tournament.toml").is_some(),
        "the error names the description file"
    );
}

/// The new-game form takes the next game of the seating in one click: the
/// seats, the nicknames, the table, the game number and the header.
#[test]
fn the_next_game_of_the_seating_goes_to_the_new_game_form_in_one_click() {
    let src = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final");
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        src.join("tournament.toml"),
        dir.path().join("tournament.toml"),
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    for g in ["game-01.json", "game-02.json", "game-03.json"] {
        std::fs::copy(src.join("games").join(g), dir.path().join("games").join(g)).unwrap();
    }
    let rs = catalog::find("minsk-final").unwrap();
    let mut h = harness(console_app(vec![rs]));
    h.run_steps(2);
    click(&mut h, "Вид");
    click(&mut h, "Турнир…");
    h.get_by_role_and_label(Role::TextInput, "Папка турнира:")
        .focus();
    h.run_steps(2);
    h.get_by_role_and_label(Role::TextInput, "Папка турнира:")
        .type_text(dir.path().to_str().unwrap());
    h.run_steps(2);
    click(&mut h, "Открыть");
    h.run_steps(3);
    click(&mut h, "Следующая игра: №4 (тур 4, стол 1) — в форму");
    let desc = mafia_judge::tournament::open(dir.path())
        .unwrap()
        .description;
    let form = &h.state().screens.start;
    assert_eq!(form.nicks, desc.seating[3].seats, "the seating of game 4");
    assert_eq!(form.meta.game, "4");
    assert_eq!(form.meta.table, "1");
    assert_eq!(form.meta.judge, "Андрей Артамонов");
    assert_eq!(form.meta.tournament, desc.name);
}
