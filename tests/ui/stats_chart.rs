//! The tournament window's statistics: the section with win rate by role
//! as bars, under the standings, opened by its heading.

use super::tournament::{minsk_copy, opened, section};
use super::ui_common::console_app;
use egui_kittest::kittest::Queryable;
use mafia_store::ruleset::catalog;

#[test]
fn the_tournament_window_shows_win_rate_by_role_as_bars() {
    let rs = catalog::find("minsk-final").unwrap();
    let dir = minsk_copy(4, |_| {});
    let mut h = opened(console_app(vec![rs]), dir.path());
    section(&mut h, "Процент побед по ролям");
    // The bars are the four games' roles (civilian, don, mafia, sheriff),
    // each with its games: 4 games of 10 seats.
    let stats = &h
        .state()
        .app
        .view()
        .tournament()
        .loaded
        .as_ref()
        .unwrap()
        .stats;
    assert_eq!(stats.games, 4);
    let roles: Vec<&str> = stats.roles.iter().map(|r| r.role.as_str()).collect();
    assert_eq!(roles, ["civilian", "don", "mafia", "sheriff"]);
    assert_eq!(stats.roles.iter().map(|r| r.line.games).sum::<u32>(), 40);
    assert!(h.query_by_label("ещё нет сыгранных игр").is_none());
}

#[test]
fn a_tournament_without_a_finished_game_says_so_where_the_bars_would_be() {
    let rs = catalog::find("minsk-final").unwrap();
    let dir = minsk_copy(0, |_| {});
    let mut h = opened(console_app(vec![rs]), dir.path());
    // Closed, the section says nothing; opened, it says why it has no bars.
    assert!(h.query_by_label("ещё нет сыгранных игр").is_none());
    section(&mut h, "Процент побед по ролям");
    h.get_by_label("ещё нет сыгранных игр");
}

/// Beside the bars: the first players' points over the rounds as lines,
/// named in the legend by place and nickname, and the games per table.
#[test]
fn the_tournament_window_draws_the_points_over_the_rounds_and_the_tables() {
    let rs = catalog::find("minsk-final").unwrap();
    let dir = minsk_copy(4, |_| {});
    let mut h = opened(console_app(vec![rs]), dir.path());
    section(&mut h, "Процент побед по ролям");
    let (leader, tables) = {
        let state = h.state();
        let view = state.app.view();
        let loaded = view.tournament().loaded.as_ref().unwrap();
        // Four rounds played, the ten players each with a point per round.
        assert_eq!(loaded.progress.rounds, [1, 2, 3, 4]);
        assert_eq!(loaded.progress.players.len(), 10);
        assert!(loaded.progress.players.iter().all(|p| p.after.len() == 4));
        let p = &loaded.progress.players[0];
        let tables: Vec<(String, u32)> = loaded
            .stats
            .tables
            .iter()
            .map(|t| (t.table.clone(), t.figures.games))
            .collect();
        (format!("{}. {}", p.place, p.nick), tables)
    };
    h.get_by_label("Очки по турам");
    h.get_by_label(&leader);
    // One table, four games of the Minsk final.
    h.get_by_label("По столам");
    h.get_by_label("Дней в среднем");
    assert_eq!(tables, [("1".to_owned(), 4)]);
    h.get_by_label("minsk-final");
}
