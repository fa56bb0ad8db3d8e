//! Night music and speech cues, and a console that keeps working without a
//! sound device.
//!
//! [`Audio`] is owned by the app and called on game events: a night starts,
//! the morning comes, a speech has 10 seconds left or ends. The sound itself
//! is made on rodio's audio thread by one source (see `music`), so fades are
//! smooth and the UI never waits. Without a device every call is harmless and
//! [`Audio::status`] says why there is no sound. A device that goes away
//! mid-game (see `device`) is opened again every few seconds, and the music
//! plays on from where it stopped. Problems with files never stop anything:
//! the file is skipped and [`Audio::take_messages`] tells the judge which
//! file and why.

mod device;
mod files;
mod music;
mod one_span;

pub use device::RETRY_SECS;

pub use files::sounds_dirs;

use files::{Track, rng_from_clock};
use mafia_words::Text;
use mafia_words::i18n::{io_reason, msg, text_of};
use music::{Command, NightMusic, SharedMusic};
use rodio::mixer::MixerSource;
use rodio::source::UniformSourceIterator;
use rodio::{ChannelCount, Decoder, Sample, SampleRate};
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
/// The music's format when no device opened at the start (a device opened
/// later in another format gets it converted by its mixer).
const FALLBACK_CHANNELS: ChannelCount = rodio::math::nz!(2);
const FALLBACK_RATE: SampleRate = rodio::math::nz!(48000);
/// Under a cue the music dips to this share of its level.
pub const DUCK_GAIN: f32 = music::DUCK_GAIN;

/// The judge's sound settings, remembered between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AudioSettings {
    /// Volume of the music, 0..=1.
    pub volume: f32,
    /// Volume of the speech cues, 0..=1, apart from the music's (older
    /// settings without it take the default).
    pub cue_volume: f32,
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
            cue_volume: 0.8,
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
    /// There is no sound, and why (`i18n::no_sound` says it); the console
    /// runs silent meanwhile.
    NoSound(NoSound),
    /// A device is open but the playlist is empty.
    NoMusic,
}

/// Why there is no sound. The details are the sound system's own words
/// (ALSA's, PulseAudio's), kept for the judge to show a technician.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoSound {
    /// No device is opened on purpose (a console made for tests).
    NotOpened,
    /// The first try to open the default device is under way.
    Opening,
    /// The default device did not open; tried again every [`RETRY_SECS`].
    OpenFailed { detail: String },
    /// The device stopped while in use (its sound server ended, it was
    /// unplugged); tried again every [`RETRY_SECS`].
    Lost { detail: String },
    /// The music's output ended (its thread is gone); nothing comes back.
    OutputStopped,
}

impl NoSound {
    /// True when the console keeps trying to open the device.
    pub fn retrying(&self) -> bool {
        matches!(self, NoSound::OpenFailed { .. } | NoSound::Lost { .. })
    }
}

/// A decoded cue, or why it cannot play (told once, on first use).
enum CueSound {
    Ready(Arc<[Sample]>),
    Broken { why: Text, told: bool },
}

/// The open output: the command line to the music source and what it reports.
struct Output {
    /// The device's thread; `None` for a headless output.
    device: Option<device::Device>,
    commands: Sender<Command>,
    reports: Receiver<Text>,
    now_playing: Arc<Mutex<Option<String>>>,
    cues: [CueSound; 2],
}

/// What the music window asks of the audio (through the app's command
/// queue, like every other window).
#[derive(Debug, Clone, PartialEq)]
pub enum MusicCmd {
    Play,
    Pause,
    Skip,
    /// The panel's settings as the judge changed them (mute, volume, cues,
    /// shuffle, the own folder).
    Settings(AudioSettings),
}

/// The console's sound: night music and cues (see the module docs).
pub struct Audio {
    output: Result<Output, NoSound>,
    settings: AudioSettings,
    sounds_dirs: Vec<PathBuf>,
    track_count: usize,
    playing: bool,
    messages: Vec<Text>,
}

impl Audio {
    /// Runs what the music window asked; returns true when `settings`
    /// changed (so they are saved).
    pub fn run(&mut self, c: MusicCmd, settings: &mut AudioSettings) -> bool {
        match c {
            MusicCmd::Play => self.play(),
            MusicCmd::Pause => self.pause(),
            MusicCmd::Skip => self.skip(),
            MusicCmd::Settings(s) => {
                *settings = s;
                self.apply_settings(settings);
                return true;
            }
        }
        false
    }

    /// Opens the default sound device on a thread of its own; without one
    /// the console stays silent, [`Audio::status`] says so, and the device is
    /// tried again every [`RETRY_SECS`] seconds, as after a device lost
    /// mid-game. Never panics.
    pub fn new(settings: &AudioSettings) -> Audio {
        let (device, format) = device::Device::start();
        let (channels, rate) = format.unwrap_or((FALLBACK_CHANNELS, FALLBACK_RATE));
        let (audio, music) = Audio::start(settings, sounds_dirs(), channels, rate, Some(device));
        if let Ok(Output {
            device: Some(d), ..
        }) = &audio.output
        {
            d.play(music);
        }
        audio
    }

    /// A silent console that opens no device at all (UI tests); its status
    /// is [`NoSound::NotOpened`]. Every call stays harmless, as with a
    /// missing device.
    pub fn without_device(settings: &AudioSettings) -> Audio {
        let mut audio = Audio {
            output: Err(NoSound::NotOpened),
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
        let (audio, music) = Audio::start(
            settings,
            sounds_dirs,
            HEADLESS_CHANNELS,
            HEADLESS_RATE,
            None,
        );
        mixer.add(SharedMusic::new(music));
        (audio, out)
    }

    /// The console's sound with its music made in this format; the caller
    /// gives the music to an output.
    fn start(
        settings: &AudioSettings,
        sounds_dirs: Vec<PathBuf>,
        channels: ChannelCount,
        rate: SampleRate,
        device: Option<device::Device>,
    ) -> (Audio, music::Shared) {
        let (commands, command_rx) = channel();
        let (report_tx, reports) = channel();
        let now_playing = Arc::new(Mutex::new(None));
        let music = Arc::new(parking_lot::Mutex::new(NightMusic::new(
            command_rx,
            report_tx,
            now_playing.clone(),
            channels,
            rate,
            rng_from_clock(),
        )));
        let cues = [Cue::Warning, Cue::End].map(|c| load_cue(&sounds_dirs, c, channels, rate));
        let mut audio = Audio {
            output: Ok(Output {
                device,
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
        (audio, music)
    }

    /// Sends a command to the music; a closed line (the audio thread is gone)
    /// becomes the status.
    fn send(&mut self, cmd: Command) {
        if let Ok(out) = &self.output
            && out.commands.send(cmd).is_err()
        {
            self.output = Err(NoSound::OutputStopped);
        }
    }

    fn send_volume(&mut self) {
        let (music, cues) = if self.settings.muted {
            (0.0, 0.0)
        } else {
            (self.settings.volume, self.settings.cue_volume)
        };
        self.send(Command::Volume(music));
        self.send(Command::CueVolume(cues));
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
            Err(why) => AudioStatus::NoSound(why.clone()),
            Ok(out) => match out.device.as_ref().and_then(device::Device::trouble) {
                Some(why) => AudioStatus::NoSound(why),
                None if self.track_count == 0 => AudioStatus::NoMusic,
                None => AudioStatus::Ready,
            },
        }
    }

    /// `wake` is called (from another thread) whenever the sound comes or
    /// goes, so a console asleep between frames can show it.
    pub fn set_waker(&self, wake: impl Fn() + Send + Sync + 'static) {
        if let Ok(Output {
            device: Some(d), ..
        }) = &self.output
        {
            d.set_waker(Box::new(wake));
        }
    }

    /// Buffer underruns (dropouts) the sound devices reported since the start.
    pub fn underruns(&self) -> u64 {
        match &self.output {
            Ok(Output {
                device: Some(d), ..
            }) => d.underruns(),
            _ => 0,
        }
    }

    /// Sound devices opened since the start (more than one after a loss).
    pub fn devices_opened(&self) -> u64 {
        match &self.output {
            Ok(Output {
                device: Some(d), ..
            }) => d.opened(),
            _ => 0,
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

    /// Volume of the music, 0..=1 (out-of-range values are clamped).
    pub fn set_volume(&mut self, volume: f32) {
        self.settings.volume = level_or(volume, AudioSettings::default().volume);
        self.send_volume();
    }

    /// Volume of the cues, 0..=1 (out-of-range values are clamped).
    pub fn set_cue_volume(&mut self, volume: f32) {
        self.settings.cue_volume = level_or(volume, AudioSettings::default().cue_volume);
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

    /// The name of the current (or paused) track;
    /// `None` while there is no device: nothing can be heard then.
    pub fn now_playing(&self) -> Option<String> {
        let out = self.output.as_ref().ok()?;
        if out.device.as_ref().is_some_and(|d| d.trouble().is_some()) {
            return None;
        }
        match out.now_playing.lock() {
            Ok(g) => g.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Takes the settings: volume and mute at once, shuffle from the next
    /// track, and a new playlist when the folder or the bundled choice changed.
    pub fn apply_settings(&mut self, settings: &AudioSettings) {
        let old = std::mem::replace(&mut self.settings, settings.clone());
        self.settings.cue_volume =
            level_or(settings.cue_volume, AudioSettings::default().cue_volume);
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

/// `v` within 0..=1, or `default` when it is not a number.
fn level_or(v: f32, default: f32) -> f32 {
    if v.is_finite() {
        v.clamp(0.0, 1.0)
    } else {
        default
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
            why: msg::CueNotFound {
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
            why: text_of(|l| {
                msg::CueUnplayable {
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
    let file = std::fs::File::open(path).map_err(|e| io_reason(&e))?;
    let decoder = Decoder::try_from(file).map_err(|e| {
        msg::AudioCannotDecode {
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
        return Err(msg::AudioNoSound.text());
    }
    let frame = channels.get() as usize;
    samples.resize(samples.len().div_ceil(frame) * frame, 0.0);
    Ok(samples.into())
}
