//! The music window (night music and cues, `audio_ui::music_controls_ui`)
//! and the sound status shown in the menu bar.

use super::{Console, Cx};
use crate::audio_ui::music_panel_ui;
use eframe::egui;
use mafia_app::app::Command;
use mafia_audio::audio::AudioStatus;

/// The music window, when open: play, pause, skip, volume, cues, own folder.
pub fn music_window_ui(console: &mut Console, ui: &mut egui::Ui) {
    if !console.app.view().music_open() {
        return;
    }
    let lang = console.app.view().lang();
    let mut open = true;
    let mut asked = Vec::new();
    egui::Window::new(mafia_words::i18n::msg::MusicWindow.get(lang))
        .id(egui::Id::unique("music_window"))
        .open(&mut open)
        .resizable(false)
        .default_pos([420.0, 80.0])
        .show(ui.ctx(), |ui| {
            let app = &console.app;
            asked = music_panel_ui(ui, app.audio(), &app.view().settings().audio, lang);
        });
    for m in asked {
        console.push(Command::Music(m));
    }
    if !open {
        console.push(Command::ToggleMusic);
    }
}

/// A short status in the menu bar when sound cannot be heard.
pub fn sound_status_ui(cx: &Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    if let AudioStatus::NoSound(why) = cx.view.audio_status() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            mafia_audio::i18n::no_sound_status(&why).get(lang),
        )
        .on_hover_text(mafia_audio::i18n::no_sound(&why).get(lang));
    }
}
