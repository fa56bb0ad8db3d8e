//! The tournament window's charts (`egui_plot`): win rate by role as bars,
//! from the statistics of the tournament's games (`tournament::stats`),
//! red roles in the red of the seat table, black ones in its blue; the
//! first players' points over the rounds as lines with their nicknames in
//! a legend (`tournament::progress`); and the games per table.

use super::theme;
use eframe::egui;
use egui_plot::{Bar, BarChart, Corner, GridMark, Legend, Line, Plot, PlotPoints};
use mafia_app::app::tournament::Loaded;
use mafia_audience::audience::between::LINE_COLOURS;
use mafia_core::ruleset::Side;
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The bars' height in the window, in points.
const HEIGHT: f32 = 180.0;

/// The role's name as the ruleset gives it, else its id.
fn role_name(l: &Loaded, id: &str, lang: Lang) -> String {
    l.ruleset
        .roles
        .iter()
        .find(|r| r.id == id)
        .map_or_else(|| id.to_owned(), |r| r.name.get(lang).to_owned())
}

/// Win rate by role, one bar per role (percent of its games won).
pub fn win_rate_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    let roles = &l.stats.roles;
    if roles.is_empty() {
        ui.label(msg::TournamentStatsNone.get(lang));
        return;
    }
    let names: Vec<String> = roles.iter().map(|r| role_name(l, &r.role, lang)).collect();
    let bars: Vec<Bar> = roles
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(i, (r, name))| {
            let colour = match r.side {
                Side::Red => theme::ROLE_RED,
                Side::Black => theme::ROLE_BLACK,
            };
            Bar::new(i as f64, r.line.win_rate * 100.0)
                .name(format!("{name}: {}/{}", r.line.wins, r.line.games))
                .fill(colour)
                .width(0.6)
        })
        .collect();
    let axis = names.clone();
    Plot::new("stats_win_rate_by_role")
        .height(HEIGHT)
        .include_y(0.0)
        .include_y(100.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show_grid([false, true])
        .y_axis_label(msg::TournamentStatsAxis.get(lang))
        .x_grid_spacer(move |_| {
            (0..axis.len())
                .map(|i| GridMark {
                    value: i as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .x_axis_formatter(move |mark: GridMark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() > 0.01 || i < 0.0 {
                return String::new();
            }
            names.get(i as usize).cloned().unwrap_or_default()
        })
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(msg::TournamentStatsHeading.get(lang), bars));
        });
}

/// The statistics' section: the bars, the lines and the tables.
pub fn stats_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    win_rate_ui(ui, l, lang);
    if l.progress.is_empty() {
        return;
    }
    ui.add_space(8.0);
    ui.strong(msg::TournamentPointsHeading.get(lang));
    points_ui(ui, l, lang);
    ui.weak(msg::TournamentPointsNote.get(lang));
    ui.add_space(8.0);
    ui.strong(msg::TournamentTablesHeading.get(lang));
    tables_ui(ui, l, lang);
}

/// The lines' height in the window, in points.
const LINES_HEIGHT: f32 = 260.0;

/// The first players' points after each round, a line each, named in the
/// legend «1. Борис».
pub fn points_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    let p = &l.progress;
    let rounds = p.rounds.clone();
    Plot::new("stats_points_over_rounds")
        .height(LINES_HEIGHT)
        .include_y(0.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .legend(
            Legend::default()
                .position(Corner::LeftTop)
                .follow_insertion_order(true),
        )
        .x_axis_label(msg::TournamentPointsRound.get(lang))
        .y_axis_label(msg::TournamentPointsPoints.get(lang))
        .x_grid_spacer(move |_| {
            rounds
                .iter()
                .map(|r| GridMark {
                    value: f64::from(*r),
                    step_size: 1.0,
                })
                .collect()
        })
        .x_axis_formatter(|mark: GridMark, _| format!("{}", mark.value.round()))
        .show(ui, |plot| {
            for (k, player) in p.players.iter().enumerate() {
                let [r, g, b] = LINE_COLOURS[k % LINE_COLOURS.len()];
                let points: Vec<[f64; 2]> = p
                    .rounds
                    .iter()
                    .zip(&player.after)
                    .map(|(round, v)| [f64::from(*round), *v])
                    .collect();
                plot.line(
                    Line::new(
                        format!("{}. {}", player.place, player.nick),
                        PlotPoints::from(points),
                    )
                    .color(egui::Color32::from_rgb(r, g, b))
                    .width(2.0),
                );
            }
        });
}

/// Per ruleset and table: games, red and black win rates, how they ended,
/// the mean length in days.
pub fn tables_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    // In the window's language, as the standings print numbers (5,58).
    let pct = |x: f64| mafia_words::i18n::points(lang, (x * 1000.0).round() / 10.0);
    egui::Grid::new("stats_tables")
        .striped(true)
        .num_columns(10)
        .show(ui, |ui| {
            for h in [
                msg::TournamentTablesTable,
                msg::TournamentTablesRuleset,
                msg::TournamentTablesGames,
                msg::TournamentTablesRed,
                msg::TournamentTablesBlack,
                msg::TournamentTablesVote,
                msg::TournamentTablesShot,
                msg::TournamentTablesRemoval,
                msg::TournamentTablesDraw,
                msg::TournamentTablesDays,
            ] {
                ui.strong(h.get(lang));
            }
            ui.end_row();
            for t in &l.stats.tables {
                let f = &t.figures;
                ui.label(&t.table);
                ui.label(&f.ruleset);
                ui.label(f.games.to_string());
                ui.label(pct(f.red_win_rate));
                ui.label(pct(f.black_win_rate));
                ui.label(f.endings.vote.to_string());
                ui.label(f.endings.shot.to_string());
                ui.label(f.endings.removal.to_string());
                ui.label(f.endings.draw.to_string());
                ui.label(mafia_words::i18n::points(lang, f.days.mean));
                ui.end_row();
            }
        });
}
