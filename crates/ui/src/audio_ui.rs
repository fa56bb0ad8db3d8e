//! The judge's music panel: play, pause, skip, volume, mute, cues, shuffle,
//! the sound status and the choice of his own music folder.
//!
//! The folder dialog (rfd) runs off the UI thread and can silently fail to
//! appear (no portal, no zenity), so a path field is always there too.

use eframe::egui;
use mafia_app::app::MusicCmd;
use mafia_audio::audio::{Audio, AudioSettings, AudioStatus};
use mafia_words::Lang;
use mafia_words::i18n::Fixed;
use mafia_words::i18n::msg;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Every text of the panel, in one language.
struct Labels {
    play: &'static str,
    pause: &'static str,
    skip: &'static str,
    volume: &'static str,
    cue_volume: &'static str,
    mute: &'static str,
    cues: &'static str,
    shuffle: &'static str,
    bundled: &'static str,
    now_playing: &'static str,
    nothing_playing: &'static str,
    no_device: &'static str,
    no_music: &'static str,
    folder: &'static str,
    choose_folder: &'static str,
    choosing: &'static str,
    apply_path: &'static str,
    clear_folder: &'static str,
    not_chosen: &'static str,
    dialog_title: &'static str,
    dialog_failed: &'static str,
}

fn labels(lang: Lang) -> Labels {
    let t = |s: Fixed| s.get(lang);
    Labels {
        play: t(msg::MusicPlay),
        pause: t(msg::MusicPause),
        skip: t(msg::MusicSkip),
        volume: t(msg::MusicVolume),
        cue_volume: t(msg::MusicCueVolume),
        mute: t(msg::MusicMute),
        cues: t(msg::MusicCues),
        shuffle: t(msg::MusicShuffle),
        bundled: t(msg::MusicBundled),
        now_playing: t(msg::MusicNowPlaying),
        nothing_playing: t(msg::MusicNothingPlaying),
        no_device: t(msg::MusicNoDevice),
        no_music: t(msg::MusicNoMusic),
        folder: t(msg::MusicFolder),
        choose_folder: t(msg::MusicChooseFolder),
        choosing: t(msg::MusicChoosing),
        apply_path: t(msg::MusicApplyPath),
        clear_folder: t(msg::MusicClearFolder),
        not_chosen: t(msg::MusicNotChosen),
        dialog_title: t(msg::MusicDialogTitle),
        dialog_failed: t(msg::MusicDialogFailed),
    }
}

/// The panel's own state between frames, kept in egui's memory.
#[derive(Clone, Default)]
struct FolderState {
    /// The path field as typed.
    edit: String,
    /// The settings value the field was last filled from.
    synced_with: Option<PathBuf>,
    /// A dialog running on its thread.
    pending: Option<Arc<Mutex<Receiver<Vec<PathBuf>>>>>,
    /// A line under the field (dialog cancelled or failed).
    note: Option<String>,
}

/// Draws the music panel and acts on it at once (a panel of its own, without
/// the app's queue); returns true when `settings` changed.
pub fn music_controls_ui(
    ui: &mut egui::Ui,
    audio: &mut Audio,
    settings: &mut AudioSettings,
    lang: Lang,
) -> bool {
    let mut changed = false;
    for m in music_panel_ui(ui, audio, settings, lang) {
        changed |= audio.run(m, settings);
    }
    changed
}

/// Draws the music panel from the audio and its settings; returns what the
/// judge asked for (the app runs it after the pass).
pub fn music_panel_ui(
    ui: &mut egui::Ui,
    audio: &Audio,
    settings: &AudioSettings,
    lang: Lang,
) -> Vec<MusicCmd> {
    let l = labels(lang);
    let mut asked = Vec::new();
    let mut changed = false;
    let settings = &mut settings.clone();

    let status = audio.status();
    match &status {
        AudioStatus::Ready => {}
        AudioStatus::NoSound(why) => {
            // While there is no sound there is nothing to play or pause: the
            // reason stands where the buttons and the track would be.
            ui.colored_label(ui.visuals().error_fg_color, l.no_device);
            ui.label(mafia_audio::i18n::no_sound(why).get(lang));
        }
        AudioStatus::NoMusic => {
            ui.colored_label(ui.visuals().warn_fg_color, l.no_music);
        }
    }

    let sound = !matches!(status, AudioStatus::NoSound(_));
    ui.horizontal(|ui| {
        if sound {
            if audio.is_playing() {
                if ui.button(l.pause).clicked() {
                    asked.push(MusicCmd::Pause);
                }
            } else if ui.button(l.play).clicked() {
                asked.push(MusicCmd::Play);
            }
            if ui.button(l.skip).clicked() {
                asked.push(MusicCmd::Skip);
            }
        }
        changed |= ui.checkbox(&mut settings.muted, l.mute).changed();
    });
    if sound {
        ui.horizontal(|ui| {
            ui.label(l.now_playing);
            let name = audio.now_playing();
            ui.label(name.as_deref().unwrap_or(l.nothing_playing));
        });
    }
    changed |= ui
        .add(egui::Slider::new(&mut settings.volume, 0.0..=1.0).text(l.volume))
        .changed();
    changed |= ui
        .add(egui::Slider::new(&mut settings.cue_volume, 0.0..=1.0).text(l.cue_volume))
        .changed();
    ui.horizontal(|ui| {
        changed |= ui.checkbox(&mut settings.cues_enabled, l.cues).changed();
        changed |= ui.checkbox(&mut settings.shuffle, l.shuffle).changed();
        changed |= ui.checkbox(&mut settings.use_bundled, l.bundled).changed();
    });
    changed |= folder_ui(ui, settings, &l);

    if changed {
        asked.push(MusicCmd::Settings(settings.clone()));
    }
    asked
}

/// The own-music folder: dialog button, path field, clear button.
fn folder_ui(ui: &mut egui::Ui, settings: &mut AudioSettings, l: &Labels) -> bool {
    let id = egui::Id::unique("mafia_judge_music_folder");
    let mut state: FolderState = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    let mut changed = false;

    if state.synced_with != settings.music_folder {
        state.edit = path_text(settings.music_folder.as_deref());
        state.synced_with = settings.music_folder.clone();
    }

    if let Some(rx) = state.pending.clone() {
        let answer = match rx.lock() {
            Ok(rx) => rx.try_recv(),
            Err(poisoned) => poisoned.into_inner().try_recv(),
        }
        .map(|picked| picked.into_iter().next());
        match answer {
            Ok(Some(folder)) => {
                state.pending = None;
                state.note = None;
                settings.music_folder = Some(folder);
                changed = true;
            }
            Ok(None) => {
                state.pending = None;
                state.note = Some(l.not_chosen.to_owned());
            }
            Err(TryRecvError::Empty) => {
                ui.ctx().request_repaint_after(Duration::from_millis(200));
            }
            Err(TryRecvError::Disconnected) => {
                state.pending = None;
                state.note = Some(l.dialog_failed.to_owned());
            }
        }
    }

    ui.horizontal(|ui| {
        let label = ui.label(l.folder);
        let field = ui
            .text_edit_singleline(&mut state.edit)
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(l.apply_path).clicked() || entered {
            let typed = state.edit.trim();
            let folder = (!typed.is_empty()).then(|| PathBuf::from(typed));
            if folder != settings.music_folder {
                settings.music_folder = folder;
                changed = true;
            }
        }
        if settings.music_folder.is_some() && ui.button(l.clear_folder).clicked() {
            settings.music_folder = None;
            changed = true;
        }
    });
    ui.horizontal(|ui| {
        if state.pending.is_some() {
            ui.spinner();
            ui.label(l.choosing);
        } else if ui.button(l.choose_folder).clicked() {
            match spawn_folder_dialog(l.dialog_title, settings.music_folder.as_deref()) {
                Ok(rx) => {
                    state.pending = Some(Arc::new(Mutex::new(rx)));
                    state.note = None;
                }
                Err(e) => state.note = Some(format!("{}: {e}", l.dialog_failed)),
            }
        }
    });
    if let Some(note) = &state.note {
        ui.weak(note);
    }

    if changed {
        state.edit = path_text(settings.music_folder.as_deref());
        state.synced_with = settings.music_folder.clone();
    }
    ui.data_mut(|d| d.insert_temp(id, state));
    changed
}

fn path_text(path: Option<&Path>) -> String {
    path.map(|p| p.display().to_string()).unwrap_or_default()
}

/// Opens the folder dialog (`picker`); the answer arrives on the channel.
fn spawn_folder_dialog(
    title: &str,
    start: Option<&Path>,
) -> std::io::Result<Receiver<Vec<PathBuf>>> {
    use mafia_app::app::picker::{Ask, Dialog};
    Dialog::new(Ask::Folder)
        .titled(title)
        .in_dir(start)
        .spawn("music-folder-dialog")
}
