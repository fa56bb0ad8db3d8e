//! Drawing the windows. Nothing in here changes the game: widgets push
//! [`Command`]s into the app, which runs them after the pass.
//!
//! `start` is the seating screen, `game` the judge's game screen,
//! `projector` the audience window, `gesture` the check pictures, `resume`
//! the saved games (resume offer, recent games, file windows).

pub mod game;
pub mod gesture;
pub mod music;
pub mod night;
pub mod projector;
pub mod resume;
pub mod scoring;
pub mod start;
pub mod theme;

use crate::app::{Command, CommandId, JudgeApp};
use crate::i18n;
use crate::ruleset::Lang;
use eframe::egui;

/// The judge window: menu bar, message line, then the start or game screen.
pub fn judge_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    let bar = unfilled(egui::Frame::side_top_panel(ui.style()));
    egui::Panel::top("menu")
        .frame(bar)
        .show(ui, |ui| menu_ui(app, ui));
    resume::save_warning_ui(app, ui);
    egui::Panel::bottom("message")
        .frame(bar)
        .show(ui, |ui| message_ui(app, ui));
    if app.session.is_some() {
        game::game_ui(app, ui);
    } else {
        egui::CentralPanel::default()
            .frame(unfilled(egui::Frame::central_panel(ui.style())))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    resume::resume_ui(app, ui);
                    start::start_ui(app, ui);
                });
            });
    }
    resume::windows_ui(app, ui);
    music::music_window_ui(app, ui);
    let _ = lang;
}

/// A panel frame without its fill: the window is cleared to the panel colour
/// already (`JudgeApp`'s `clear_color`), and with software rendering (Mesa
/// llvmpipe, Xvfb) painting every pixel a second time was most of the CPU
/// spent on the once-a-second timer frames.
pub fn unfilled(frame: egui::Frame) -> egui::Frame {
    frame.fill(egui::Color32::TRANSPARENT)
}

/// A seat mark that toggles (a hand, a best-move seat, a compared or booked
/// seat, a best player): framed even when off, so it reads as a button.
pub fn pick_button(on: bool, label: String) -> egui::Button<'static> {
    egui::Button::selectable(on, label).frame_when_inactive(true)
}

/// A button for a catalogue command: its label, tooltip with the key, and
/// the command pushed on click.
pub fn command_button_ui(app: &mut JudgeApp, ui: &mut egui::Ui, id: CommandId, enabled: bool) {
    let lang = app.lang();
    let r = ui
        .add_enabled(enabled, egui::Button::new(id.label(lang)))
        .on_hover_text(id.tooltip(lang));
    if r.clicked()
        && let Some(c) = id.command()
    {
        app.push(c);
    }
}

fn menu_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(i18n::MENU_GAME.get(lang), |ui| {
            if ui.button(i18n::NEW_GAME.get(lang)).clicked() {
                app.push(Command::NewGame);
            }
            resume::game_menu_ui(app, ui);
            let can_undo = app.session.as_ref().is_some_and(|s| s.history().can_undo());
            command_button_ui(app, ui, CommandId::Undo, can_undo);
            command_button_ui(app, ui, CommandId::Redo, app.session.is_some());
        });
        ui.menu_button(i18n::MENU_VIEW.get(lang), |ui| {
            let mut reveal = app.reveal_roles;
            if ui
                .checkbox(&mut reveal, i18n::REVEAL_ROLES.get(lang))
                .clicked()
            {
                app.push(Command::ToggleReveal);
            }
            let mut spect = app.spectator;
            if ui
                .checkbox(&mut spect, i18n::SPECTATOR.get(lang))
                .on_hover_text(i18n::SPECTATOR_TIP.get(lang))
                .clicked()
            {
                app.push(Command::ToggleSpectator);
            }
            ui.separator();
            command_button_ui(app, ui, CommandId::Projector, true);
            command_button_ui(app, ui, CommandId::ProjectorFullscreen, true);
            ui.horizontal(|ui| {
                ui.label(match lang {
                    Lang::Ru => "Монитор проектора",
                    Lang::En => "Projector monitor",
                });
                let mut m = app.settings.projector_monitor.unwrap_or(0);
                if ui.add(egui::DragValue::new(&mut m).range(0..=7)).changed() {
                    app.settings.projector_monitor = Some(m);
                }
            });
        });
        let mut music = app.music_open;
        if ui
            .toggle_value(&mut music, CommandId::Music.label(lang))
            .on_hover_text(CommandId::Music.tooltip(lang))
            .clicked()
        {
            app.push(Command::ToggleMusic);
        }
        ui.menu_button(i18n::MENU_LANG.get(lang), |ui| {
            if ui.radio(lang == Lang::Ru, "Русский").clicked() {
                app.push(Command::SetLang(Lang::Ru));
            }
            if ui.radio(lang == Lang::En, "English").clicked() {
                app.push(Command::SetLang(Lang::En));
            }
        });
        ui.menu_button(i18n::KEYS.get(lang), |ui| {
            egui::Grid::new("keys").striped(true).show(ui, |ui| {
                for id in CommandId::ALL {
                    if let Some(k) = id.shortcut_text() {
                        ui.monospace(k);
                        ui.label(id.label(lang));
                        ui.end_row();
                    }
                }
            });
        });
        ui.separator();
        let mut reveal = app.reveal_roles;
        if ui
            .toggle_value(&mut reveal, i18n::REVEAL_ROLES.get(lang))
            .clicked()
        {
            app.push(Command::ToggleReveal);
        }
        let mut open = app.projector_open;
        if ui
            .toggle_value(&mut open, i18n::PROJECTOR.get(lang))
            .on_hover_text(CommandId::Projector.tooltip(lang))
            .clicked()
        {
            app.push(Command::ToggleProjector);
        }
        if app.spectator {
            ui.colored_label(theme::SPECTATOR, i18n::SPECTATOR.get(lang));
        }
        music::sound_status_ui(app, ui);
    });
}

fn message_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    ui.horizontal(|ui| match &app.message {
        Some(m) => {
            let col = if m.error {
                theme::ERROR
            } else {
                ui.visuals().text_color()
            };
            ui.label(egui::RichText::new(m.text.get(lang)).size(18.0).color(col));
        }
        None => {
            ui.label(" ");
        }
    });
}
