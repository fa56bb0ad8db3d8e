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
