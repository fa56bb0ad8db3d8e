//! The tournament window's chart: win rate by role as bars (`egui_plot`),
//! from the statistics of the tournament's games (`tournament::stats`).
//! Red roles in the red of the seat table, black ones in its blue.

use super::theme;
use crate::app::tournament::Loaded;
use crate::i18n::msg;
use crate::ruleset::{Lang, Side};
use eframe::egui;
use egui_plot::{Bar, BarChart, GridMark, Plot};

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
