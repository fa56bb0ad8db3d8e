//! Night music and speech cues, and a console that keeps working without a
//! sound device.
//!
//! [`Audio`] is owned by the app and called on game events: a night starts,
//! the morning comes, a speech has 10 seconds left or ends. The sound itself
//! is made on rodio's audio thread by one source (see `music`), so fades are
//! smooth and the UI never waits. Without a device every call is harmless and
//! [`Audio::status`] says why there is no sound. Problems with files never
//! stop anything: the file is skipped and [`Audio::take_messages`] tells the
//! judge which file and why.

mod files;
mod music;
mod one_span;

pub use files::sounds_dirs;

use crate::ruleset::Text;
use files::{Rng, Track};
use music::{Command, NightMusic};
use rodio::mixer::{Mixer, MixerSource};
use rodio::source::UniformSourceIterator;
use rodio::{ChannelCount, Decoder, DeviceSinkBuilder, MixerDeviceSink, Sample, SampleRate};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

/// Fade-in when a night starts (seconds).
pub const NIGHT_FADE_IN_SECS: f32 = 1.0;
/// Fade-out when the morning comes (seconds).
pub const MORNING_FADE_OUT_SECS: f32 = 1.75;
/// Fade for the judge's own play and pause buttons (seconds).
pub const BUTTON_FADE_SECS: f32 = 0.3;
/// A cue file longer than this is cut.
const CUE_MAX_SECS: u32 = 10;

/// Output format of [`Audio::headless`]: stereo at 8 kHz, cheap to pull in tests.
const HEADLESS_CHANNELS: ChannelCount = rodio::math::nz!(2);
const HEADLESS_RATE: SampleRate = rodio::math::nz!(8000);

/// The judge's sound settings, remembered between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AudioSettings {
    /// Volume of music and cues, 0..=1.
    pub volume: f32,
    /// All sound off.
    pub muted: bool,
    /// Signals at 10 seconds left and at the end of a speech.
    pub cues_enabled: bool,
    /// The judge's own music folder.
    pub music_folder: Option<PathBuf>,
    /// Shuffled rather than in file-name order.
    pub shuffle: bool,
    /// Play the music bundled in `sounds/music/` too.
    pub use_bundled: bool,
}

impl Default for AudioSettings {
    fn default() -> Self {
        AudioSettings {
            volume: 0.6,
            muted: false,
            cues_enabled: true,
            music_folder: None,
            shuffle: true,
            use_bundled: true,
        }
    }
}

/// A short signal during a speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// 10 seconds left (`sounds/cues/warning.*`).
    Warning,
    /// The time is up (`sounds/cues/end.*`).
    End,
}

impl Cue {
    fn stem(self) -> &'static str {
        match self {
            Cue::Warning => "warning",
            Cue::End => "end",
        }
    }

    fn index(self) -> usize {
        match self {
            Cue::Warning => 0,
            Cue::End => 1,
        }
    }
}

/// Whether sound can be heard, for the status line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AudioStatus {
    /// A device is open and there is music.
    Ready,
    /// No sound device could be opened, or the output stopped (the reason,
    /// in both languages); the console runs silent.
    NoDevice(Text),
    /// A device is open but the playlist is empty.
    NoMusic,
}

/// A decoded cue, or why it cannot play (told once, on first use).
enum CueSound {
    Ready(Arc<[Sample]>),
    Broken { why: Text, told: bool },
}

/// The open output: the command line to the music source and what it reports.
struct Output {
    /// Keeps the device open; `None` for a headless output.
    _sink: Option<MixerDeviceSink>,
    commands: Sender<Command>,
    reports: Receiver<Text>,
    now_playing: Arc<Mutex<Option<String>>>,
    cues: [CueSound; 2],
}

/// The console's sound: night music and cues (see the module docs).
pub struct Audio {
    output: Result<Output, Text>,
    settings: AudioSettings,
    sounds_dirs: Vec<PathBuf>,
    track_count: usize,
    playing: bool,
    messages: Vec<Text>,
}

impl Audio {
    /// Opens the default sound device; without one the console stays silent
    /// and [`Audio::status`] says so. Never panics.
    pub fn new(settings: &AudioSettings) -> Audio {
        match DeviceSinkBuilder::open_default_sink() {
            Ok(mut sink) => {
                sink.log_on_drop(false);
                let mixer = sink.mixer().clone();
                let config = *sink.config();
                Audio::start(
                    settings,
                    sounds_dirs(),
                    &mixer,
                    config.channel_count(),
                    config.sample_rate(),
                    Some(sink),
                )
            }
            Err(e) => Audio::without_device(
                settings,
                crate::i18n::msg::AudioDeviceFailed {
                    detail: e.to_string(),
                }
                .text(),
            ),
        }
    }

    /// A silent console that opens no device at all (UI tests, or sound
    /// turned off from the command line); `why` is what [`Audio::status`] says.
    /// Every call stays harmless, as with a missing device.
    pub fn without_device(settings: &AudioSettings, why: Text) -> Audio {
        let mut audio = Audio {
            output: Err(why),
            settings: settings.clone(),
            sounds_dirs: sounds_dirs(),
            track_count: 0,
            playing: false,
            messages: Vec::new(),
        };
        audio.reload_playlist();
        audio
    }

    /// Plays into a device-less mixer whose output the caller pulls samples
    /// from (tests); bundled sounds are looked for in `sounds_dirs`.
    pub fn headless(settings: &AudioSettings, sounds_dirs: Vec<PathBuf>) -> (Audio, MixerSource) {
        let (mixer, out) = rodio::mixer::mixer(HEADLESS_CHANNELS, HEADLESS_RATE);
        let audio = Audio::start(
            settings,
            sounds_dirs,
            &mixer,
            HEADLESS_CHANNELS,
            HEADLESS_RATE,
            None,
        );
        (audio, out)
    }

    fn start(
        settings: &AudioSettings,
        sounds_dirs: Vec<PathBuf>,
        mixer: &Mixer,
        channels: ChannelCount,
        rate: SampleRate,
        sink: Option<MixerDeviceSink>,
    ) -> Audio {
        let (commands, command_rx) = channel();
        let (report_tx, reports) = channel();
        let now_playing = Arc::new(Mutex::new(None));
        mixer.add(NightMusic::new(
            command_rx,
            report_tx,
            now_playing.clone(),
            channels,
            rate,
            Rng::from_clock(),
        ));
        let cues = [Cue::Warning, Cue::End].map(|c| load_cue(&sounds_dirs, c, channels, rate));
        let mut audio = Audio {
            output: Ok(Output {
                _sink: sink,
                commands,
                reports,
                now_playing,
                cues,
            }),
            settings: settings.clone(),
            sounds_dirs,
            track_count: 0,
            playing: false,
            messages: Vec::new(),
        };
        audio.send(Command::Shuffle(settings.shuffle));
        audio.send_volume();
        audio.reload_playlist();
        audio
    }

    /// Sends a command to the music; a closed line (the audio thread is gone)
    /// becomes the status.
    fn send(&mut self, cmd: Command) {
        if let Ok(out) = &self.output
            && out.commands.send(cmd).is_err()
        {
            self.output = Err(crate::i18n::msg::AudioOutputStopped.text());
        }
    }

    fn send_volume(&mut self) {
        let v = if self.settings.muted {
            0.0
        } else {
            self.settings.volume
        };
        self.send(Command::Volume(v));
    }

    fn reload_playlist(&mut self) {
        let (tracks, messages): (Vec<Track>, Vec<Text>) = files::playlist(
            &self.sounds_dirs,
            self.settings.use_bundled,
            self.settings.music_folder.as_deref(),
        );
        self.messages.extend(messages);
        self.track_count = tracks.len();
        self.send(Command::Tracks(tracks));
    }

    fn fade(&mut self, playing: bool, secs: f32) {
        self.playing = playing;
        let target = if playing { 1.0 } else { 0.0 };
        self.send(Command::Fade { target, secs });
    }

    /// Whether sound can be heard, for the status line.
    pub fn status(&self) -> AudioStatus {
        match &self.output {
            Err(why) => AudioStatus::NoDevice(why.clone()),
            Ok(_) if self.track_count == 0 => AudioStatus::NoMusic,
            Ok(_) => AudioStatus::Ready,
        }
    }

    /// A night begins: the music starts or resumes, fading in.
    pub fn night_started(&mut self) {
        self.fade(true, NIGHT_FADE_IN_SECS);
    }

    /// The morning comes: the music fades out, then pauses where it was.
    pub fn morning(&mut self) {
        self.fade(false, MORNING_FADE_OUT_SECS);
    }

    /// The judge's play button: resume with a short fade-in.
    pub fn play(&mut self) {
        self.fade(true, BUTTON_FADE_SECS);
    }

    /// The judge's pause button: a short fade-out, then pause.
    pub fn pause(&mut self) {
        self.fade(false, BUTTON_FADE_SECS);
    }

    /// True between play (or night) and pause (or morning).
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Next track (a short dip instead of a click).
    pub fn skip(&mut self) {
        self.send(Command::Skip);
    }

    /// Volume of music and cues, 0..=1 (out-of-range values are clamped).
    pub fn set_volume(&mut self, volume: f32) {
        self.settings.volume = if volume.is_finite() {
            volume.clamp(0.0, 1.0)
        } else {
            AudioSettings::default().volume
        };
        self.send_volume();
    }

    /// All sound off or back on.
    pub fn set_muted(&mut self, muted: bool) {
        self.settings.muted = muted;
        self.send_volume();
    }

    /// Plays a cue over the music; nothing when cues are off or sound is muted.
    pub fn cue(&mut self, cue: Cue) {
        if !self.settings.cues_enabled || self.settings.muted {
            return;
        }
        let Ok(out) = &mut self.output else {
            return;
        };
        match &mut out.cues[cue.index()] {
            CueSound::Ready(samples) => {
                let samples = samples.clone();
                self.send(Command::Cue(samples));
            }
            CueSound::Broken { why, told } => {
                if !*told {
                    *told = true;
                    self.messages.push(why.clone());
                }
            }
        }
    }

    /// The name of the current (or paused) track.
    pub fn now_playing(&self) -> Option<String> {
        let out = self.output.as_ref().ok()?;
        match out.now_playing.lock() {
            Ok(g) => g.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Takes the settings: volume and mute at once, shuffle from the next
    /// track, and a new playlist when the folder or the bundled choice changed.
    pub fn apply_settings(&mut self, settings: &AudioSettings) {
        let old = std::mem::replace(&mut self.settings, settings.clone());
        self.set_volume(settings.volume);
        if old.shuffle != settings.shuffle {
            self.send(Command::Shuffle(settings.shuffle));
        }
        if old.music_folder != settings.music_folder || old.use_bundled != settings.use_bundled {
            self.reload_playlist();
        }
    }

    /// Messages for the judge since the last call (skipped files, missing cues).
    pub fn take_messages(&mut self) -> Vec<Text> {
        if let Ok(out) = &self.output {
            self.messages.extend(out.reports.try_iter());
        }
        std::mem::take(&mut self.messages)
    }
}

/// Finds and decodes a cue in the output's format (at most [`CUE_MAX_SECS`]).
fn load_cue(dirs: &[PathBuf], cue: Cue, channels: ChannelCount, rate: SampleRate) -> CueSound {
    let Some(path) = files::find_cue(dirs, cue.stem()) else {
        let places: Vec<String> = dirs
            .iter()
            .map(|d| d.join("cues").display().to_string())
            .collect();
        return CueSound::Broken {
            why: crate::i18n::msg::CueNotFound {
                cue: cue.stem(),
                places: places.join(", "),
            }
            .text(),
            told: false,
        };
    };
    match decode_cue(&path, channels, rate) {
        Ok(samples) => CueSound::Ready(samples),
        Err(reason) => CueSound::Broken {
            why: crate::i18n::text_of(|l| {
                crate::i18n::msg::CueUnplayable {
                    file: path.display().to_string(),
                    reason: reason.get(l),
                }
                .get(l)
            }),
            told: false,
        },
    }
}

fn decode_cue(
    path: &Path,
    channels: ChannelCount,
    rate: SampleRate,
) -> Result<Arc<[Sample]>, Text> {
    let file = std::fs::File::open(path).map_err(|e| crate::i18n::io_reason(&e))?;
    let decoder = Decoder::try_from(file).map_err(|e| {
        crate::i18n::msg::AudioCannotDecode {
            detail: e.to_string(),
        }
        .text()
    })?;
    let limit = (CUE_MAX_SECS * rate.get()) as usize * channels.get() as usize;
    let mut samples: Vec<Sample> =
        UniformSourceIterator::new(one_span::OneSpan(decoder), channels, rate)
            .take(limit)
            .collect();
    if samples.is_empty() {
        return Err(crate::i18n::msg::AudioNoSound.text());
    }
    let frame = channels.get() as usize;
    samples.resize(samples.len().div_ceil(frame) * frame, 0.0);
    Ok(samples.into())
}
