//! Night music, cues and the music panel, heard through the device-less
//! output of `Audio::headless` (no sound card needed): we pull the samples a
//! speaker would get and measure their level.

use mafia_audio::audio::{Audio, AudioSettings, AudioStatus, Cue, DUCK_GAIN, NoSound};
use mafia_words::{Lang, Text};
use rodio::Source;
use std::path::{Path, PathBuf};

/// A fresh empty folder for one test.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join("mafia-judge-audio-tests")
        .join(format!("{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes a mono 16-bit 8 kHz WAV holding a square wave of the given peak
/// (so its RMS level equals `peak`), `period` samples long per cycle.
fn write_wav(path: &Path, secs: f32, peak: f32, period: usize) {
    let rate: u32 = 8000;
    let n = (secs * rate as f32) as usize;
    let level = (peak * i16::MAX as f32) as i16;
    let mut data = Vec::with_capacity(n * 2);
    for i in 0..n {
        let s = if (i % period) < period / 2 {
            level
        } else {
            -level
        };
        data.extend_from_slice(&s.to_le_bytes());
    }
    let mut wav = Vec::with_capacity(44 + data.len());
    wav.extend_from_slice(b"RIFF");
    wav.extend_from_slice(&(36 + data.len() as u32).to_le_bytes());
    wav.extend_from_slice(b"WAVE");
    wav.extend_from_slice(b"fmt ");
    wav.extend_from_slice(&16u32.to_le_bytes());
    wav.extend_from_slice(&1u16.to_le_bytes()); // PCM
    wav.extend_from_slice(&1u16.to_le_bytes()); // mono
    wav.extend_from_slice(&rate.to_le_bytes());
    wav.extend_from_slice(&(rate * 2).to_le_bytes()); // bytes per second
    wav.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    wav.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    wav.extend_from_slice(b"data");
    wav.extend_from_slice(&(data.len() as u32).to_le_bytes());
    wav.extend_from_slice(&data);
    std::fs::write(path, wav).unwrap();
}

/// Settings that play only `folder`, in order, at full volume.
fn only_folder(folder: &Path) -> AudioSettings {
    AudioSettings {
        volume: 1.0,
        cue_volume: 1.0,
        muted: false,
        cues_enabled: true,
        music_folder: Some(folder.to_owned()),
        shuffle: false,
        use_bundled: false,
    }
}

/// RMS level of the next `secs` of output.
fn level(out: &mut impl Source, secs: f32) -> f32 {
    let n = (secs * out.sample_rate().get() as f32) as usize * out.channels().get() as usize;
    let mut sum = 0.0f64;
    for _ in 0..n {
        let s = out.next().expect("the output never ends while Audio lives");
        sum += (s as f64) * (s as f64);
    }
    (sum / n as f64).sqrt() as f32
}

/// Levels of `count` consecutive windows of `secs` each.
fn levels(out: &mut impl Source, count: usize, secs: f32) -> Vec<f32> {
    (0..count).map(|_| level(out, secs)).collect()
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 0.02 * b.max(0.01)
}

fn mentions(messages: &[Text], needle: &str) -> bool {
    messages
        .iter()
        .any(|m| m.ru.contains(needle) && m.en.contains(needle))
}

/// One folder with one long track of peak 0.5.
fn one_track(test: &str) -> (PathBuf, AudioSettings) {
    let dir = temp_dir(test);
    write_wav(&dir.join("calm.wav"), 6.0, 0.5, 40);
    let settings = only_folder(&dir);
    (dir, settings)
}

#[test]
fn music_is_silent_before_the_night() {
    let (_dir, settings) = one_track("silent_before_night");
    let (audio, mut out) = Audio::headless(&settings, vec![]);
    assert_eq!(audio.status(), AudioStatus::Ready);
    assert!(!audio.is_playing());
    assert_eq!(level(&mut out, 0.5), 0.0);
}

#[test]
fn night_music_fades_in_over_about_a_second_then_plays_at_full_level() {
    let (_dir, settings) = one_track("fade_in");
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    assert!(audio.is_playing());
    let fade = levels(&mut out, 10, 0.1);
    assert!(
        fade[0] < 0.05,
        "the first 100 ms are nearly silent: {fade:?}"
    );
    assert!(
        fade.windows(2).all(|w| w[1] > w[0]),
        "the level rises all through the fade: {fade:?}"
    );
    assert!(fade[9] < 0.5, "still fading at 0.9 s: {fade:?}");
    let full = level(&mut out, 0.5);
    assert!(close(full, 0.5), "full level after the fade: {full}");
    assert_eq!(audio.now_playing().as_deref(), Some("calm"));
}

#[test]
fn morning_fades_the_music_out_then_it_stays_silent() {
    let (_dir, settings) = one_track("fade_out");
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    level(&mut out, 1.5);
    audio.morning();
    assert!(!audio.is_playing());
    // 1.75 s of fade, and a little for the command to reach the audio thread.
    let fade = levels(&mut out, 18, 0.1);
    assert!(
        fade[0] < 0.5 && fade[0] > 0.3,
        "the fade-out is not a cut: {fade:?}"
    );
    assert!(
        fade.windows(2).all(|w| w[1] < w[0]),
        "the level falls all through the fade: {fade:?}"
    );
    assert!(fade[16] < 0.01, "{fade:?}");
    assert_eq!(level(&mut out, 1.0), 0.0, "silent after the fade");
    // The paused track is still the current one for the next night.
    assert_eq!(audio.now_playing().as_deref(), Some("calm"));
}

#[test]
fn next_night_resumes_with_a_fade_in() {
    let (_dir, settings) = one_track("resume");
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    audio.morning();
    level(&mut out, 2.0);
    audio.night_started();
    let fade = levels(&mut out, 10, 0.1);
    assert!(
        fade[0] < 0.05 && fade.windows(2).all(|w| w[1] > w[0]),
        "{fade:?}"
    );
    assert!(close(level(&mut out, 0.3), 0.5));
}

#[test]
fn volume_one_half_halves_the_amplitude() {
    let (_dir, settings) = one_track("volume");
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    let loud = level(&mut out, 0.2);
    audio.set_volume(0.5);
    level(&mut out, 0.1); // the short de-click ramp
    let half = level(&mut out, 0.2);
    assert!(close(loud, 0.5), "{loud}");
    assert!(close(half, loud / 2.0), "{half} vs {loud}");
}

#[test]
fn mute_gives_silence_and_unmute_brings_the_music_back() {
    let (_dir, settings) = one_track("mute");
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    audio.set_muted(true);
    level(&mut out, 0.1);
    assert_eq!(level(&mut out, 0.3), 0.0);
    audio.set_muted(false);
    level(&mut out, 0.1);
    assert!(close(level(&mut out, 0.3), 0.5));
}

#[test]
fn unreadable_file_is_skipped_with_a_message_and_the_next_track_plays() {
    let dir = temp_dir("unreadable");
    // Random-looking bytes with an audio name: sorted first, so tried first.
    let noise: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(dir.join("a_broken.ogg"), noise).unwrap();
    write_wav(&dir.join("b_good.wav"), 6.0, 0.5, 40);
    let (mut audio, mut out) = Audio::headless(&only_folder(&dir), vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    assert!(close(level(&mut out, 0.3), 0.5), "the good track plays");
    assert_eq!(audio.now_playing().as_deref(), Some("b_good"));
    let messages = audio.take_messages();
    assert!(mentions(&messages, "a_broken.ogg"), "{messages:?}");
    assert!(
        audio.take_messages().is_empty(),
        "each message is given once"
    );
}

#[test]
fn skip_goes_to_the_next_track_without_stopping_the_music() {
    let dir = temp_dir("skip");
    write_wav(&dir.join("1_loud.wav"), 6.0, 0.5, 40);
    write_wav(&dir.join("2_soft.wav"), 6.0, 0.25, 40);
    let (mut audio, mut out) = Audio::headless(&only_folder(&dir), vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    assert_eq!(audio.now_playing().as_deref(), Some("1_loud"));
    assert!(close(level(&mut out, 0.2), 0.5));
    audio.skip();
    level(&mut out, 0.2);
    assert_eq!(audio.now_playing().as_deref(), Some("2_soft"));
    assert!(close(level(&mut out, 0.2), 0.25));
}

#[test]
fn playlist_plays_in_order_and_loops_forever() {
    let dir = temp_dir("loop");
    write_wav(&dir.join("1_loud.wav"), 0.5, 0.5, 40);
    write_wav(&dir.join("2_soft.wav"), 0.5, 0.25, 40);
    let (mut audio, mut out) = Audio::headless(&only_folder(&dir), vec![]);
    audio.night_started();
    level(&mut out, 1.0); // the fade-in, over both tracks once
    // Then again: loud, soft, loud, soft... each 0.5 s.
    for round in 0..3 {
        let loud = level(&mut out, 0.5);
        let soft = level(&mut out, 0.5);
        assert!(close(soft, 0.25), "round {round}: {soft}");
        assert!(close(loud, 0.5), "round {round}: {loud}");
    }
}

#[test]
fn changing_the_music_folder_switches_to_the_new_tracks() {
    let first = temp_dir("folder_first");
    write_wav(&first.join("old.wav"), 6.0, 0.5, 40);
    let second = temp_dir("folder_second");
    write_wav(&second.join("new.wav"), 6.0, 0.25, 40);
    let mut settings = only_folder(&first);
    let (mut audio, mut out) = Audio::headless(&settings, vec![]);
    audio.night_started();
    level(&mut out, 1.2);
    assert_eq!(audio.now_playing().as_deref(), Some("old"));
    settings.music_folder = Some(second.clone());
    audio.apply_settings(&settings);
    level(&mut out, 0.2);
    assert_eq!(audio.now_playing().as_deref(), Some("new"));
    assert!(close(level(&mut out, 0.2), 0.25));
}

#[test]
fn empty_or_missing_folder_is_reported_and_the_status_says_no_music() {
    let empty = temp_dir("empty_folder");
    std::fs::write(empty.join("notes.txt"), "not music").unwrap();
    let (mut audio, mut out) = Audio::headless(&only_folder(&empty), vec![]);
    assert_eq!(audio.status(), AudioStatus::NoMusic);
    let messages = audio.take_messages();
    assert!(
        mentions(&messages, &empty.display().to_string()),
        "{messages:?}"
    );
    audio.night_started();
    assert_eq!(level(&mut out, 1.5), 0.0);

    let missing = empty.join("no-such-folder");
    audio.apply_settings(&only_folder(&missing));
    let messages = audio.take_messages();
    assert!(mentions(&messages, "no-such-folder"), "{messages:?}");
}

#[test]
fn bundled_music_is_found_in_the_sounds_music_folder() {
    let sounds = temp_dir("bundled");
    std::fs::create_dir_all(sounds.join("music")).unwrap();
    write_wav(&sounds.join("music").join("bundled.wav"), 3.0, 0.5, 40);
    let settings = AudioSettings {
        volume: 1.0,
        shuffle: false,
        ..AudioSettings::default()
    };
    let (mut audio, mut out) = Audio::headless(&settings, vec![sounds.clone()]);
    audio.night_started();
    level(&mut out, 1.2);
    assert_eq!(audio.now_playing().as_deref(), Some("bundled"));
    assert!(close(level(&mut out, 0.2), 0.5));
    audio.apply_settings(&AudioSettings {
        use_bundled: false,
        ..settings
    });
    assert_eq!(audio.status(), AudioStatus::NoMusic);
}

/// A sounds folder with a short cue at peak 0.3 as `warning.wav` and `end.wav`.
fn sounds_with_cues(test: &str) -> PathBuf {
    let sounds = temp_dir(test);
    std::fs::create_dir_all(sounds.join("cues")).unwrap();
    write_wav(&sounds.join("cues").join("warning.wav"), 0.4, 0.3, 16);
    write_wav(&sounds.join("cues").join("end.wav"), 0.4, 0.3, 16);
    sounds
}

#[test]
fn cue_sounds_during_the_day_and_then_silence_returns() {
    let sounds = sounds_with_cues("cue_day");
    let settings = AudioSettings {
        volume: 1.0,
        cue_volume: 1.0,
        ..AudioSettings::default()
    };
    let (mut audio, mut out) = Audio::headless(&settings, vec![sounds]);
    level(&mut out, 0.1);
    audio.cue(Cue::Warning);
    assert!(close(level(&mut out, 0.3), 0.3), "the cue is heard");
    level(&mut out, 0.2);
    assert_eq!(level(&mut out, 0.3), 0.0, "silence after the cue");
    audio.cue(Cue::End);
    assert!(close(level(&mut out, 0.3), 0.3), "the end cue is heard");
    assert!(audio.take_messages().is_empty());
}

#[test]
fn the_music_dips_under_a_cue_and_comes_back_after_it() {
    let (_dir, mut settings) = one_track("cue_over_music");
    settings.use_bundled = true; // bundled music: none in this sounds folder
    let sounds = sounds_with_cues("cue_over_music_sounds");
    let (mut audio, mut out) = Audio::headless(&settings, vec![sounds]);
    audio.night_started();
    level(&mut out, 1.2);
    assert!(close(level(&mut out, 0.2), 0.5), "the music alone");
    audio.cue(Cue::Warning);
    level(&mut out, 0.1); // the dip
    let both = level(&mut out, 0.25);
    // Two independent square waves: the levels add as powers; the music
    // is down to its share under the cue.
    let music = 0.5 * DUCK_GAIN;
    let expected = (music * music + 0.3 * 0.3).sqrt();
    assert!(close(both, expected), "{both} vs {expected}");
    assert!(both < 0.5, "the cue stands over dipped music: {both}");
    // The cue (0.4 s) is over: the music rises back within a second.
    level(&mut out, 0.05);
    let back = levels(&mut out, 5, 0.1);
    assert!(back.windows(2).all(|w| w[1] >= w[0]), "{back:?}");
    assert!(back[0] < 0.45, "it comes back gradually: {back:?}");
    level(&mut out, 0.3);
    assert!(
        close(level(&mut out, 0.3), 0.5),
        "the music goes on as before"
    );
    assert_eq!(audio.now_playing().as_deref(), Some("calm"));
}

#[test]
fn cues_have_their_own_level_apart_from_the_music() {
    // The issue's case: music turned down to 0.15 used to take the cues
    // down with it.
    let (_dir, mut settings) = one_track("cue_level");
    settings.volume = 0.15;
    settings.cue_volume = 1.0;
    let sounds = sounds_with_cues("cue_level_sounds");
    let (mut audio, mut out) = Audio::headless(&settings, vec![sounds]);
    level(&mut out, 0.1);
    audio.cue(Cue::Warning);
    assert!(
        close(level(&mut out, 0.3), 0.3),
        "the cue at its own full level"
    );
    level(&mut out, 0.5);
    audio.set_cue_volume(0.5);
    audio.cue(Cue::End);
    level(&mut out, 0.05);
    assert!(close(level(&mut out, 0.25), 0.15), "half the cue's level");
    level(&mut out, 0.5);
    // The music's level did not follow the cues'.
    audio.night_started();
    level(&mut out, 1.2);
    assert!(close(level(&mut out, 0.3), 0.5 * 0.15), "the music at 0.15");
}

#[test]
fn cues_are_silent_when_turned_off_or_muted() {
    let sounds = sounds_with_cues("cue_off");
    let mut settings = AudioSettings {
        volume: 1.0,
        cues_enabled: false,
        ..AudioSettings::default()
    };
    let (mut audio, mut out) = Audio::headless(&settings, vec![sounds]);
    audio.cue(Cue::Warning);
    assert_eq!(level(&mut out, 0.3), 0.0, "cues off");
    settings.cues_enabled = true;
    settings.muted = true;
    audio.apply_settings(&settings);
    audio.cue(Cue::End);
    assert_eq!(level(&mut out, 0.3), 0.0, "muted");
}

#[test]
fn missing_cue_file_is_reported_once() {
    let sounds = temp_dir("cue_missing");
    let (mut audio, _out) = Audio::headless(&AudioSettings::default(), vec![sounds]);
    audio.cue(Cue::End);
    audio.cue(Cue::End);
    let messages = audio.take_messages();
    assert_eq!(
        messages.iter().filter(|m| m.en.contains("\"end\"")).count(),
        1,
        "{messages:?}"
    );
}

#[test]
fn losing_the_output_becomes_a_status_not_a_panic() {
    let (_dir, settings) = one_track("lost_output");
    let (mut audio, out) = Audio::headless(&settings, vec![]);
    drop(out);
    audio.night_started();
    audio.skip();
    audio.cue(Cue::Warning);
    match audio.status() {
        AudioStatus::NoSound(why) => {
            assert_eq!(why, NoSound::OutputStopped);
            let said = mafia_audio::i18n::no_sound(&why);
            assert_eq!(said.get(Lang::Ru), "звуковой вывод остановился");
            assert_eq!(said.get(Lang::En), "the sound output stopped");
        }
        other => panic!("a lost output must say so, got {other:?}"),
    }
    assert_eq!(audio.now_playing(), None);
}

#[test]
fn audio_new_never_panics_even_without_a_sound_device() {
    let mut audio = Audio::new(&AudioSettings::default());
    audio.night_started();
    audio.set_volume(2.0);
    audio.set_muted(true);
    audio.cue(Cue::Warning);
    audio.skip();
    audio.morning();
    audio.take_messages();
    match audio.status() {
        AudioStatus::NoSound(why) => {
            assert!(matches!(why, NoSound::OpenFailed { .. }), "{why:?}");
            let said = mafia_audio::i18n::no_sound(&why);
            assert!(
                said.get(Lang::Ru)
                    .starts_with("звуковое устройство не открылось")
            );
            assert!(
                said.get(Lang::Ru)
                    .ends_with("пробую открыть снова каждые 2 с")
            );
            assert!(
                said.get(Lang::En)
                    .starts_with("the sound device did not open")
            );
            assert_eq!(audio.now_playing(), None);
        }
        AudioStatus::Ready | AudioStatus::NoMusic => {}
    }
}

#[test]
fn settings_missing_from_a_saved_file_take_their_defaults() {
    let empty: AudioSettings = serde_json::from_str("{}").unwrap();
    assert_eq!(empty, AudioSettings::default());
    assert_eq!(empty.volume, 0.6);
    assert!(empty.cues_enabled && empty.shuffle && empty.use_bundled);
    let partial: AudioSettings = serde_json::from_str(r#"{"muted": true}"#).unwrap();
    assert!(partial.muted);
    assert_eq!(partial.volume, 0.6);
    // Settings saved before cues had their own level.
    let older: AudioSettings =
        serde_json::from_str(r#"{"volume": 0.3, "muted": false, "cues_enabled": true}"#).unwrap();
    assert_eq!(older.volume, 0.3);
    assert_eq!(older.cue_volume, AudioSettings::default().cue_volume);
    let saved = serde_json::to_string(&only_folder(Path::new("/music"))).unwrap();
    let back: AudioSettings = serde_json::from_str(&saved).unwrap();
    assert_eq!(back, only_folder(Path::new("/music")));
}

mod panel {
    use super::*;
    use eframe::egui::accesskit::Role;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use mafia_ui::audio_ui::music_controls_ui;

    struct Panel {
        audio: Audio,
        settings: AudioSettings,
        changed: bool,
        lang: Lang,
    }

    fn harness(lang: Lang, test: &str) -> (Harness<'static, Panel>, rodio::mixer::MixerSource) {
        let (_dir, settings) = one_track(test);
        let (audio, out) = Audio::headless(&settings, vec![]);
        let panel = Panel {
            audio,
            settings,
            changed: false,
            lang,
        };
        let harness = Harness::new_ui_state(
            |ui, p: &mut Panel| {
                p.changed |= music_controls_ui(ui, &mut p.audio, &mut p.settings, p.lang);
            },
            panel,
        );
        (harness, out)
    }

    #[test]
    fn mute_box_mutes_and_tells_the_app_to_save() {
        let (mut h, mut out) = harness(Lang::Ru, "panel_mute");
        h.get_by_label("Играть").click();
        h.run();
        assert!(h.state().audio.is_playing());
        assert!(!h.state().changed, "play is not a setting");
        h.get_by_label("Без звука").click();
        h.run();
        assert!(h.state().settings.muted);
        assert!(h.state().changed);
        level(&mut out, 1.2);
        assert_eq!(
            level(&mut out, 0.3),
            0.0,
            "the panel's mute reached the sound"
        );
    }

    #[test]
    fn english_panel_pauses_and_shows_the_track() {
        let (mut h, mut out) = harness(Lang::En, "panel_en");
        h.get_by_label("Play").click();
        h.run();
        level(&mut out, 0.2);
        h.run();
        h.get_by_label("calm");
        h.get_by_label("Pause").click();
        h.run();
        assert!(!h.state().audio.is_playing());
        h.get_by_label("Choose music folder…");
    }

    #[test]
    fn typed_folder_path_replaces_the_playlist() {
        let (mut h, mut out) = harness(Lang::En, "panel_path");
        let other = temp_dir("panel_path_other");
        write_wav(&other.join("typed.wav"), 3.0, 0.25, 40);
        h.get_by_label("Clear").click();
        h.run();
        assert_eq!(h.state().settings.music_folder, None);
        h.get_by_role(Role::TextInput).focus();
        h.run();
        h.get_by_role(Role::TextInput)
            .type_text(&other.display().to_string());
        h.run();
        h.get_by_label("Apply").click();
        h.run();
        assert_eq!(
            h.state().settings.music_folder.as_deref(),
            Some(other.as_path())
        );
        assert!(h.state().changed);
        level(&mut out, 0.1);
        assert_eq!(h.state().audio.now_playing().as_deref(), Some("typed"));
    }
}
