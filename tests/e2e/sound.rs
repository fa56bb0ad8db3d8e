//! The console heard: the real binary under Xvfb plays into a private
//! PulseAudio null sink (`scripts/hear.sh`, `scripts/lib/pulse.sh`) through
//! the last speech of day 1, night 1 and the morning, and loses its sound
//! server mid-night (killed, then started again). This test reads back the
//! raw samples the sink got and what the script wrote down:
//! the cues at 10 s left and at the end, the night music soon after the
//! night begins with its fade-in, no gap and no clipped sample in it, the
//! fade-out at the morning and silence after it; while the server is gone
//! the status says there is no sound, the console logs it once and stays
//! idle; when the server is back, the music comes back by itself.
//! The music is a steady 400 Hz tone, so its envelope is the console's
//! gain alone. Skipped, with the reason printed, only when Xvfb or
//! PulseAudio is not installed (`scripts/install-deps.sh test`).

use crate::support::Judge;
use crate::wav::write_mono16;
use crate::{have, run_script};
use mafia_audio::audio::{MORNING_FADE_OUT_SECS, NIGHT_FADE_IN_SECS, RETRY_SECS};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const RATE: f64 = 48_000.0;
/// The analysis window: 10 ms, four whole periods of the 400 Hz tone.
const WIN: usize = 480;
/// The tone's peak in the file and the music volume in the settings (hear.sh).
const TONE_PEAK: f64 = 0.5;
const MUSIC_VOLUME: f64 = 0.8;

/// A mono 16-bit 48 kHz WAV of a 400 Hz sine (a whole number of periods,
/// so it loops without a click).
fn write_tone(path: &Path, secs: usize, peak: f64) {
    let samples: Vec<i16> = (0..secs * RATE as usize)
        .map(|i| {
            (peak
                * (2.0 * std::f64::consts::PI * 400.0 * i as f64 / RATE).sin()
                * f64::from(i16::MAX))
            .round() as i16
        })
        .collect();
    write_mono16(path, RATE as u32, &samples);
}

/// A recording of the sink: raw s16le stereo, with the wall clock of its
/// first sample (found from the beep the script played at a known time).
struct Recording {
    /// The samples, left and right interleaved.
    samples: Vec<i16>,
    /// RMS of each 10 ms window, 0..1 of full scale (both channels).
    env: Vec<f64>,
    /// Wall-clock ms of frame 0.
    t0_ms: f64,
}

impl Recording {
    fn read(path: &Path, beep_ms: f64) -> Recording {
        let bytes = std::fs::read(path).unwrap();
        let samples: Vec<i16> = bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        let env: Vec<f64> = samples
            .chunks(WIN * 2)
            .map(|w| {
                let sum: f64 = w.iter().map(|&s| (f64::from(s) / 32768.0).powi(2)).sum();
                (sum / w.len() as f64).sqrt()
            })
            .collect();
        // The beep: the first window clearly above silence.
        let beep = env
            .iter()
            .position(|&e| e > 0.05)
            .unwrap_or_else(|| panic!("no beep in {}", path.display()));
        Recording {
            t0_ms: beep_ms - beep as f64 * 10.0,
            samples,
            env,
        }
    }

    /// The window index at wall time `ms` (clamped to the recording).
    fn at(&self, ms: f64) -> usize {
        (((ms - self.t0_ms) / 10.0).max(0.0) as usize).min(self.env.len())
    }

    /// Wall time of window `i`.
    fn time(&self, i: usize) -> f64 {
        self.t0_ms + i as f64 * 10.0
    }

    /// The first window at or after `from_ms` (before `to_ms`) whose level
    /// passes `level`, as wall time.
    fn first_above(&self, from_ms: f64, to_ms: f64, level: f64) -> Option<f64> {
        (self.at(from_ms)..self.at(to_ms))
            .find(|&i| self.env[i] > level)
            .map(|i| self.time(i))
    }

    fn first_below(&self, from_ms: f64, to_ms: f64, level: f64) -> Option<f64> {
        (self.at(from_ms)..self.at(to_ms))
            .find(|&i| self.env[i] < level)
            .map(|i| self.time(i))
    }

    fn windows(&self, from_ms: f64, to_ms: f64) -> &[f64] {
        &self.env[self.at(from_ms)..self.at(to_ms)]
    }

    fn peak(&self) -> i32 {
        self.samples
            .iter()
            .map(|&s| i32::from(s).abs())
            .max()
            .unwrap_or(0)
    }
}

/// The events the script wrote: name -> wall-clock ms.
fn events(out: &Path) -> HashMap<String, f64> {
    std::fs::read_to_string(out.join("events.txt"))
        .unwrap()
        .lines()
        .filter_map(|l| {
            let (name, ms) = l.split_once(' ')?;
            Some((name.to_owned(), ms.trim().parse().ok()?))
        })
        .collect()
}

/// Pixels of the judge's window's top 40 rows in egui's warning colour
/// (the menu bar's «нет звука»).
fn warning_pixels(png: &Path) -> usize {
    let img = image::open(png).unwrap().to_rgb8();
    let mut n = 0;
    for y in 0..40.min(img.height()) {
        for x in 0..img.width() {
            let p = img.get_pixel(x, y).0;
            if p[0] > 200 && (110..180).contains(&p[1]) && p[2] < 60 {
                n += 1;
            }
        }
    }
    n
}

/// The full level of the music in the sink: the tone's RMS at the volume.
fn music_level() -> f64 {
    TONE_PEAK * MUSIC_VOLUME / std::f64::consts::SQRT_2
}

/// The length of a squared fade from the times its gain passed 0.1 and 0.9
/// (gain = v², v moving linearly over the fade's length).
fn fade_length(t10: f64, t90: f64) -> f64 {
    (t90 - t10).abs() / (0.9f64.sqrt() - 0.1f64.sqrt()) / 1000.0
}

#[test]
fn the_night_is_heard_and_the_sound_comes_back_after_its_server_died() {
    for tool in [
        "Xvfb",
        "xdotool",
        "pulseaudio",
        "parec",
        "pacat",
        "sox",
        "import",
    ] {
        if !have(tool) {
            eprintln!("sound e2e skipped: {tool} is not installed (scripts/install-deps.sh test)");
            return;
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out: PathBuf = root.join("target/hear");
    let music = out.join("music");
    std::fs::create_dir_all(&music).unwrap();
    write_tone(&music.join("tone.wav"), 30, TONE_PEAK);
    let game = root.join("tests/data/fiim-last-speech.json");
    run_script(
        "hear.sh",
        &[
            ("MUSIC", music.as_os_str()),
            ("GAME", game.as_os_str()),
            ("OUT", out.as_os_str()),
        ],
    );
    let ev = events(&out);
    let e = |name: &str| {
        *ev.get(name)
            .unwrap_or_else(|| panic!("no {name} in {ev:?}"))
    };
    let before = Recording::read(&out.join("rec-1.raw"), e("beep-1"));
    let after = Recording::read(&out.join("rec-2.raw"), e("beep-2"));
    let full = music_level();
    let quiet = 0.001; // -60 dBFS
    let mut report = Vec::new();

    // The cues: 11 s were left when the timer started.
    let start = e("timer-start");
    let warning = before
        .first_above(start + 150.0, start + 5_000.0, quiet)
        .expect("the warning cue is heard");
    let end = before
        .first_above(start + 10_500.0, e("night"), quiet)
        .expect("the end cue is heard");
    report.push(format!(
        "warning cue {:+.0} ms, end cue {:+.0} ms, between them {:.0} ms",
        warning - (start + 1_000.0),
        end - (start + 11_000.0),
        end - warning
    ));
    // The warning is late by the key's way to the window and the sound's way
    // to the sink (the script writes down when it pressed the key, not when
    // the window got it); on a loaded machine (CI runs the other end-to-end
    // tests beside this one on 2 cores) that is up to half a second, which
    // no judge can tell. What a drifting timer would get wrong is the 10 s
    // between the two cues: it is held to a third of a second.
    assert!(
        (-100.0..=800.0).contains(&(warning - (start + 1_000.0))),
        "the warning at 10 s left: {report:?}"
    );
    assert!(
        (end - warning - 10_000.0).abs() <= 350.0,
        "the end cue 10 s after the warning: {report:?}"
    );

    // The night music: heard within 0.5 s, fading in as the settings say.
    let night = e("night");
    let onset = before
        .first_above(night, night + 3_000.0, quiet)
        .expect("night music");
    let t10 = before
        .first_above(night, night + 4_000.0, full * 0.1)
        .unwrap();
    let t90 = before
        .first_above(night, night + 4_000.0, full * 0.9)
        .unwrap();
    let fade_in = fade_length(t10, t90);
    report.push(format!(
        "music {:.0} ms after the night; fade-in {fade_in:.2} s",
        onset - night
    ));
    assert!(onset - night <= 500.0, "{report:?}");
    assert!(
        (fade_in - f64::from(NIGHT_FADE_IN_SECS)).abs() <= 0.15,
        "{report:?}"
    );
    // No gap: every 10 ms of the music at full level until the server died.
    let steady = before.windows(t90 + 200.0, e("kill") - 100.0);
    let low = steady.iter().filter(|&&w| w < full * 0.8).count();
    report.push(format!(
        "{:.1} s of steady music before the loss, {low} windows below 80 %",
        steady.len() as f64 / 100.0
    ));
    assert!(steady.len() >= 150, "{report:?}");
    assert_eq!(low, 0, "a dropout in the music: {report:?}");

    // The loss: said once, no spinning, the status shows it.
    let log = std::fs::read_to_string(out.join("stderr.log")).unwrap();
    let cpu = std::fs::read_to_string(out.join("cpu.txt")).unwrap();
    let field = |name: &str, i: usize| -> f64 {
        cpu.lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(i))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in {cpu}"))
    };
    let playing = (field("music-2", 1) - field("music-1", 1)) / field("music-2", 2) / 3.0;
    report.push(format!("playing the night: {:.1} % CPU", playing * 100.0));
    let ticks = field("lost-2", 1) - field("lost-1", 1);
    let busy = ticks / field("lost-2", 2) / 3.0;
    let stderr_bytes = field("stderr-bytes", 1);
    report.push(format!(
        "while lost: {:.1} % CPU, stderr {stderr_bytes} bytes",
        busy * 100.0
    ));
    assert_eq!(
        log.matches("the sound output stopped").count(),
        1,
        "the loss is logged once:\n{log}"
    );
    assert!(stderr_bytes < 16_384.0, "{report:?}\n{log}");
    assert!(
        busy < 0.10,
        "the console spins while the device is gone: {report:?}"
    );
    assert_eq!(
        warning_pixels(&out.join("judge-night.png")),
        0,
        "sound at night"
    );
    assert!(
        warning_pixels(&out.join("judge-lost.png")) > 20,
        "the menu bar says there is no sound"
    );

    // The return: the music comes back by itself, fading in, without a gap.
    let restart = e("restart");
    let back = after
        .first_above(restart, restart + 10_000.0, quiet)
        .expect("the music comes back");
    let back90 = after
        .first_above(back, back + 3_000.0, full * 0.9)
        .expect("at full level again");
    report.push(format!(
        "music back {:.1} s after the server",
        (back - restart) / 1000.0
    ));
    assert!(
        back - restart <= (RETRY_SECS as f64 + 2.5) * 1000.0,
        "{report:?}"
    );
    assert!(back90 - back >= 300.0, "it fades in again: {report:?}");
    assert_eq!(
        warning_pixels(&out.join("judge-back.png")),
        0,
        "the status is clear again"
    );
    assert!(log.contains("a sound device is open again"), "{log}");
    let morning = e("morning");
    let steady = after.windows(back90 + 200.0, morning - 100.0);
    let low = steady.iter().filter(|&&w| w < full * 0.8).count();
    assert!(steady.len() >= 100, "{report:?}");
    assert_eq!(low, 0, "a dropout after the return: {report:?}");

    // The morning: the fade-out as the settings say, then silence.
    let f90 = after
        .first_below(morning, morning + 4_000.0, full * 0.9)
        .unwrap();
    let f10 = after
        .first_below(morning, morning + 4_000.0, full * 0.1)
        .unwrap();
    let fade_out = fade_length(f90, f10);
    let silent_from = after
        .first_below(morning, morning + 4_000.0, 1.0 / 32768.0)
        .expect("silence after the fade");
    report.push(format!(
        "fade-out {fade_out:.2} s; silent {:.2} s after the morning",
        (silent_from - morning) / 1000.0
    ));
    assert!(
        (fade_out - f64::from(MORNING_FADE_OUT_SECS)).abs() <= 0.2,
        "{report:?}"
    );
    let tail = after.windows(silent_from, silent_from + 1_000.0);
    assert!(tail.len() >= 80, "{report:?}");
    assert!(tail.iter().all(|&w| w < 1.0 / 32768.0), "{report:?}");

    // Nothing clipped anywhere.
    let peak = before.peak().max(after.peak());
    report.push(format!("peak sample {peak}"));
    assert!(peak < 32_000, "{report:?}");
    eprintln!("sound e2e: {}", report.join("; "));
}

/// A machine with no sound device at all (an ALSA default that names a card
/// nobody has, no Pulse server): the console says so once on stderr, not
/// alsa-lib's 15 lines at each try every 2 s (about 230 a minute before).
#[test]
fn with_no_sound_device_the_console_says_so_once_not_at_every_retry() {
    if !have("xvfb-run") {
        eprintln!("skipped: xvfb-run is not installed (scripts/install-deps.sh test)");
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let conf = tmp.path().join("asound.conf");
    // A card by a name no machine has: alsa-lib says so at every try.
    std::fs::write(
        &conf,
        "pcm.!default { type hw card \"nosuchcard\" }\nctl.!default { type hw card \"nosuchcard\" }\n",
    )
    .unwrap();
    let base = Path::new("/usr/share/alsa/alsa.conf");
    let config = if base.exists() {
        format!("{}:{}", base.display(), conf.display())
    } else {
        conf.display().to_string()
    };
    let started = std::time::Instant::now();
    let run = Judge::new()
        .under(["timeout", "-s", "TERM", "9", "xvfb-run", "-a"])
        .env("ALSA_CONFIG_PATH", config)
        .env("PULSE_SERVER", tmp.path().join("no-pulse"))
        .data(tmp.path().join("data"))
        .env("HOME", tmp.path())
        .run();
    let stderr = &run.stderr;
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(
        started.elapsed().as_secs() >= 8,
        "the console ran: {stderr}"
    );
    assert!(
        lines.iter().any(|l| l.contains("no sound device")),
        "it says there is no sound: {stderr}"
    );
    // About four tries happened in the 9 s: one line for all of them
    // (alsa-lib alone said a line at each).
    assert!(lines.len() <= 2, "{} lines: {stderr}", lines.len());
}
