//! The console's sound as the judge hears it: the night music follows the
//! game's phase (also through undo and redo), and the speech cues sound once
//! each. The app plays into rodio's device-less mixer (`Audio::headless`) and
//! the test pulls the samples a speaker would get and measures their level.

use crate::ui_common::*;
use crate::wav::write_mono16;

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::{Clock, JudgeApp, MusicCmd, Settings};
use mafia_audio::audio::{Audio, AudioSettings, Cue, sounds_dirs};
use mafia_core::game::Phase;
use mafia_core::game::state::DayStage;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use rodio::Source;
use rodio::mixer::MixerSource;
use std::path::{Path, PathBuf};

/// A fresh empty folder for one test.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join("mafia-judge-ui-sound-tests")
        .join(format!("{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A mono 16-bit 8 kHz WAV of a square wave at `peak` (its RMS is `peak`).
fn write_wav(path: &Path, secs: f32, peak: f32) {
    let rate: u32 = 8000;
    let n = (secs * rate as f32) as usize;
    let level = (peak * i16::MAX as f32) as i16;
    let samples: Vec<i16> = (0..n)
        .map(|i| if i % 40 < 20 { level } else { -level })
        .collect();
    write_mono16(path, rate, &samples);
}

/// RMS level of the next `secs` of output.
fn level(out: &mut MixerSource, secs: f32) -> f32 {
    let n = (secs * out.sample_rate().get() as f32) as usize * out.channels().get() as usize;
    let mut sum = 0.0f64;
    for _ in 0..n {
        let s = out.next().expect("the mixer output never ends");
        sum += f64::from(s) * f64::from(s);
    }
    (sum / n as f64).sqrt() as f32
}

/// A FIIM console at a fixed instant playing into a headless mixer.
fn console(
    settings: AudioSettings,
    dirs: Vec<PathBuf>,
) -> (Harness<'static, Console>, MixerSource) {
    let mut app = console_app(vec![catalog::find("fiim").unwrap()]);
    let (audio, out) = Audio::headless(&settings, dirs);
    app.app.set_audio(audio);
    (harness(app), out)
}

fn set_clock(h: &mut Harness<'_, Console>, t: u64) {
    h.state_mut().app.set_clock(Clock::Fixed(t));
    h.run_steps(2);
}

#[test]
fn night_music_rises_when_a_night_begins_and_fades_when_the_day_comes() {
    let dir = temp_dir("night");
    write_wav(&dir.join("calm.wav"), 20.0, 0.5);
    let settings = AudioSettings {
        volume: 1.0,
        music_folder: Some(dir.clone()),
        use_bundled: false,
        shuffle: false,
        cues_enabled: false,
        ..AudioSettings::default()
    };
    let (mut h, mut out) = console(settings, Vec::new());
    h.run_steps(2);
    assert!(!h.state().app.audio().is_playing());
    assert_eq!(level(&mut out, 0.3), 0.0, "silent on the start screen");

    // Night zero begins: the music fades in by itself.
    start_dealt(&mut h);
    assert_eq!(st(&h).phase, Phase::NightZero { step: 0 });
    assert!(h.state().app.audio().is_playing());
    let first = level(&mut out, 0.1);
    level(&mut out, 1.2);
    let full = level(&mut out, 0.3);
    assert!(first < 0.1, "it fades in, not a cut: {first}");
    assert!(full > 0.45, "full level after the fade: {full}");

    // The next night-zero step keeps it playing.
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::NightZero { step: 1 });
    assert!(level(&mut out, 0.3) > 0.45);

    // Day 1: it fades out to silence.
    key(&mut h, Key::Enter);
    assert!(matches!(st(&h).phase, Phase::Day { day: 1, .. }));
    assert!(!h.state().app.audio().is_playing());
    let during = level(&mut out, 0.3);
    level(&mut out, 2.0);
    let after = level(&mut out, 0.3);
    assert!(during > 0.05, "a fade, not a cut: {during}");
    assert_eq!(after, 0.0, "silent in the day");

    // Undo goes back into night zero: the music comes back; redo: day again.
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(matches!(st(&h).phase, Phase::NightZero { .. }));
    assert!(h.state().app.audio().is_playing());
    level(&mut out, 1.3);
    assert!(level(&mut out, 0.3) > 0.45, "music again after undo");
    key_mod(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert!(matches!(st(&h).phase, Phase::Day { day: 1, .. }));
    assert!(!h.state().app.audio().is_playing());
    level(&mut out, 2.2);
    assert_eq!(level(&mut out, 0.3), 0.0, "silent again after redo");
}

#[test]
fn the_speech_cues_sound_at_ten_seconds_left_and_at_the_end_once_each() {
    // The bundled cues, no music at all.
    let settings = AudioSettings {
        volume: 1.0,
        use_bundled: false,
        music_folder: None,
        cues_enabled: true,
        ..AudioSettings::default()
    };
    let (mut h, mut out) = console(settings, sounds_dirs());
    h.run_steps(2);
    start_dealt(&mut h);
    key(&mut h, Key::Enter);
    key(&mut h, Key::Enter);
    let s = st(&h);
    assert_eq!(
        s.phase,
        Phase::Day {
            day: 1,
            stage: DayStage::Speech { index: 0 }
        }
    );
    assert!(
        h.state().app.view().message().is_none(),
        "the bundled cues load"
    );
    // The 60-second speech runs from T0.
    key(&mut h, Key::Space);
    assert!(st(&h).timer.running());
    set_clock(&mut h, T0 + 30_000);
    set_clock(&mut h, T0 + 49_900);
    assert_eq!(level(&mut out, 0.5), 0.0, "no cue before 10 s left");

    // 10 s left: the warning sounds, once.
    set_clock(&mut h, T0 + 50_050);
    assert!(level(&mut out, 0.3) > 0.01, "the warning cue sounds");
    level(&mut out, 10.0);
    assert_eq!(level(&mut out, 0.3), 0.0, "the cue is over");
    set_clock(&mut h, T0 + 51_000);
    assert_eq!(level(&mut out, 0.5), 0.0, "no second warning");

    // A foul taken back by undo and given again by redo: no cue repeats.
    key(&mut h, Key::Num3);
    key(&mut h, Key::F);
    key_mod(&mut h, Modifiers::COMMAND, Key::Z);
    key_mod(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    set_clock(&mut h, T0 + 52_000);
    assert_eq!(level(&mut out, 0.5), 0.0, "undo and redo stay quiet");

    // The time is up: the end signal, once.
    set_clock(&mut h, T0 + 60_020);
    assert!(level(&mut out, 0.3) > 0.01, "the end cue sounds");
    level(&mut out, 10.0);
    set_clock(&mut h, T0 + 61_000);
    assert_eq!(level(&mut out, 0.5), 0.0, "no second end");
}

#[test]
fn without_a_device_the_judge_sees_it_and_the_music_window_opens() {
    let fiim = catalog::find("fiim").unwrap();
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
    app.set_clock(Clock::Fixed(T0));
    let mut h = Harness::builder()
        .with_size([1700.0, 1500.0])
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), Console::new(app));
    h.run_steps(2);
    assert!(
        h.query_by_label("нет звука: звук не включён: устройство не открывалось")
            .is_some()
    );
    click(&mut h, "Музыка");
    assert!(h.state().app.view().music_open());
    assert!(h.query_by_label("Ночная музыка и сигналы").is_some());
    assert!(h.query_by_label("Нет звука").is_some());
    // Nothing to play or pause, and no track, while there is no sound.
    assert!(h.query_by_label("Играть").is_none());
    assert!(h.query_by_label("Пауза").is_none());
    assert!(h.query_by_label("Сейчас:").is_none());
    // The panel's volume reaches the remembered settings.
    let mut unmuted = h.state().app.view().settings().audio.clone();
    unmuted.muted = false;
    h.state_mut()
        .app
        .run(mafia_app::app::Command::Music(MusicCmd::Settings(unmuted)));
    click(&mut h, "Без звука");
    assert!(h.state().app.view().settings().audio.muted);
    // Starting a night without a device changes nothing but the intent
    // (the music window closed first: it sits over the start form).
    click(&mut h, "Музыка");
    assert!(!h.state().app.view().music_open());
    start_dealt(&mut h);
    assert!(h.state().app.audio().is_playing());
}

#[test]
fn the_bundled_ogg_music_and_cues_are_audible() {
    // rodio 0.23's Ogg decoder once made every bundled file silent through
    // the format conversion (RustAudio/rodio#832): play them for real.
    let settings = AudioSettings {
        volume: 1.0,
        use_bundled: true,
        music_folder: None,
        shuffle: false,
        cues_enabled: true,
        ..AudioSettings::default()
    };
    let (mut audio, mut out) = Audio::headless(&settings, sounds_dirs());
    audio.night_started();
    level(&mut out, 1.5);
    let music = level(&mut out, 1.0);
    assert!(music > 0.01, "the bundled night music is heard: {music}");
    assert!(audio.take_messages().is_empty());
    audio.pause();
    level(&mut out, 1.0);
    assert_eq!(level(&mut out, 0.2), 0.0);
    for cue in [Cue::Warning, Cue::End] {
        audio.cue(cue);
        assert!(level(&mut out, 0.3) > 0.01, "the {cue:?} cue is heard");
        level(&mut out, 3.0);
    }
    assert!(audio.take_messages().is_empty());
}
