//! The music window (night music and cues, `audio_ui::music_controls_ui`)
//! and the sound status shown in the menu bar.

use crate::app::{Command, JudgeApp};
use crate::audio::AudioStatus;
use crate::audio_ui::music_controls_ui;
use crate::i18n;
use eframe::egui;

/// The music window, when open: play, pause, skip, volume, cues, own folder.
pub fn music_window_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    if !app.music_open {
        return;
    }
    let lang = app.lang();
    let mut open = true;
    egui::Window::new(i18n::MUSIC_WINDOW.get(lang))
        .id(egui::Id::unique("music_window"))
        .open(&mut open)
        .resizable(false)
        .default_pos([420.0, 80.0])
        .show(ui.ctx(), |ui| {
            music_controls_ui(ui, &mut app.audio, &mut app.settings.audio, lang);
        });
    if !open {
        app.push(Command::ToggleMusic);
    }
}

/// A short status in the menu bar when sound cannot be heard.
pub fn sound_status_ui(app: &JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    if let AudioStatus::NoDevice(why) = app.audio.status() {
        ui.colored_label(ui.visuals().warn_fg_color, i18n::NO_SOUND_DEVICE.get(lang))
            .on_hover_text(why);
    }
}
