//! The sound device, kept by a thread of its own: opened at the start, given
//! up at the first stream error (a sound server that died, a USB speaker
//! pulled out), and opened again every [`RETRY_SECS`] seconds until it comes
//! back; then the same music plays on (see `music::Shared`).
//!
//! Why a thread: a failing ALSA stream calls its error callback in a busy
//! loop until the stream is dropped (measured: 22 % CPU and several MB of
//! stderr a second), and the UI thread may sleep for seconds when nothing
//! moves on screen. The error callback only sends one event per stream; this
//! thread drops the stream at once, so nothing spins, and says it on stderr
//! once (then at most once a minute).

use super::NoSound;
use super::music::{Shared, SharedMusic};
use rodio::{ChannelCount, DeviceSinkBuilder, MixerDeviceSink, SampleRate};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// Seconds between two tries to open the default device while there is none.
pub const RETRY_SECS: u64 = 2;
/// The output buffer is two periods of this many seconds. Measured with
/// `scripts/bench_sound.sh` (release, night music into a PulseAudio null
/// sink, load average 15 on 2 cores plus two busy loops): periods of 43 ms
/// (rodio's default) and 85 ms dropped out (up to 168 ms of silence in 14 s),
/// 120 and 150 ms never; a cue still reaches the sink within about 0.2 s.
const PERIOD_SECS: f32 = 0.15;
/// At most one line a minute on stderr about the same trouble.
const LOG_EVERY: Duration = Duration::from_secs(60);
/// Stream errors coming one after another (less than [`BURST_GAP`] apart)
/// for [`STUCK`] mean the stream is stuck: a dead sound server gives
/// thousands a second. A shorter burst is a glitch the stream plays on after.
const BURST_GAP: Duration = Duration::from_millis(100);
const STUCK: Duration = Duration::from_millis(300);
/// How long the console's start waits for the first try to open a device.
const FIRST_TRY_WAIT: Duration = Duration::from_secs(10);

/// The format the first device was opened in, or the default one.
pub(crate) type Format = (ChannelCount, SampleRate);

enum Event {
    /// The music to play (once, right after the start).
    Music(Shared),
    /// A stream reported an error it does not recover from.
    Failed { generation: u64, detail: String },
    /// The console is closing.
    Stop,
}

/// Called when the trouble changes (the console asks for a frame then).
pub(crate) type Waker = Box<dyn Fn() + Send + Sync>;

/// What the device thread shares with the console.
#[derive(Default)]
struct State {
    /// `None` while a device plays.
    trouble: parking_lot::Mutex<Option<NoSound>>,
    waker: parking_lot::Mutex<Option<Waker>>,
    /// Buffer underruns the device reported (each one a dropout).
    underruns: AtomicU64,
    /// Lone stream errors the stream played on after.
    glitches: AtomicU64,
    /// Devices opened so far (1 at a normal start; more after losses).
    opened: AtomicU64,
}

impl State {
    fn set_trouble(&self, trouble: Option<NoSound>) {
        let changed = {
            let mut t = self.trouble.lock();
            let changed = t.as_ref().map(std::mem::discriminant)
                != trouble.as_ref().map(std::mem::discriminant);
            *t = trouble;
            changed
        };
        if changed && let Some(wake) = &*self.waker.lock() {
            wake();
        }
    }
}

/// The console's side of the device thread.
pub(crate) struct Device {
    events: Sender<Event>,
    state: Arc<State>,
}

impl Device {
    /// Starts the device thread and waits for its first try to open the
    /// default device: the format of the device opened (or `None`), which
    /// the music should be made in. Then [`Device::play`] hands it the music.
    pub fn start() -> (Device, Option<Format>) {
        let (events, rx) = channel();
        let state = Arc::new(State::default());
        state.set_trouble(Some(NoSound::Opening));
        let (first_tx, first_rx) = channel();
        let thread_state = state.clone();
        let thread_events = events.clone();
        let spawned = std::thread::Builder::new()
            .name("sound-device".to_owned())
            .spawn(move || run(rx, thread_events, thread_state, first_tx));
        let format = match spawned {
            Ok(_) => first_rx.recv_timeout(FIRST_TRY_WAIT).ok().flatten(),
            Err(e) => {
                eprintln!("mafia-judge: sound: no thread for the sound device: {e}");
                state.set_trouble(Some(NoSound::OpenFailed {
                    detail: e.to_string(),
                }));
                None
            }
        };
        (Device { events, state }, format)
    }

    /// The music to play, on this device and on every one opened later.
    pub fn play(&self, music: Shared) {
        // A thread that is gone has said why in `trouble`.
        let _ = self.events.send(Event::Music(music));
    }

    /// `wake` is called whenever the trouble changes (from the device's thread).
    pub fn set_waker(&self, wake: Waker) {
        *self.state.waker.lock() = Some(wake);
    }

    /// Why there is no sound now, or `None` while a device plays.
    pub fn trouble(&self) -> Option<NoSound> {
        self.state.trouble.lock().clone()
    }

    /// Buffer underruns the devices reported since the start.
    pub fn underruns(&self) -> u64 {
        self.state.underruns.load(Ordering::Relaxed)
    }

    /// Devices opened since the start.
    pub fn opened(&self) -> u64 {
        self.state.opened.load(Ordering::Relaxed)
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        let _ = self.events.send(Event::Stop);
    }
}

/// Opens the default device with our buffer size; `generation` tags the
/// stream's errors, so a late error of a stream already dropped is ignored.
fn open(
    generation: u64,
    events: &Sender<Event>,
    state: &Arc<State>,
) -> Result<MixerDeviceSink, String> {
    use rodio::cpal::traits::{DeviceTrait, HostTrait};
    let device = rodio::cpal::default_host()
        .default_output_device()
        .ok_or_else(|| rodio::DeviceSinkError::NoDevice.to_string())?;
    let rate = device
        .default_output_config()
        .map_err(|e| e.to_string())?
        .sample_rate();
    let builder = DeviceSinkBuilder::from_device(device).map_err(|e| e.to_string())?;
    let period = ((rate as f32 * period_secs()) as u32).max(64);
    let events = events.clone();
    let state = state.clone();
    let mut told = false;
    // The first and the last error of the current burst.
    let mut burst: Option<(Instant, Instant)> = None;
    let mut sink = builder
        .with_buffer_size(rodio::cpal::BufferSize::Fixed(period))
        .with_error_callback(move |e: rodio::CpalError| {
            use rodio::CpalErrorKind as K;
            match e.kind() {
                K::Xrun => {
                    state.underruns.fetch_add(1, Ordering::Relaxed);
                }
                // The stream plays on.
                K::DeviceChanged | K::RealtimeDenied => {}
                _ if told => {}
                kind => {
                    // A stream whose device is gone says so once and ends;
                    // one that keeps failing says it in a busy loop. A short
                    // burst (the Pulse plugin gives `snd_pcm_avail_delay`
                    // EIO now and then under load) is a glitch.
                    let now = Instant::now();
                    let first = match burst {
                        Some((first, last)) if now.duration_since(last) < BURST_GAP => first,
                        _ => {
                            state.glitches.fetch_add(1, Ordering::Relaxed);
                            now
                        }
                    };
                    burst = Some((first, now));
                    let gone = matches!(kind, K::DeviceNotAvailable | K::StreamInvalidated);
                    if gone || now.duration_since(first) >= STUCK {
                        told = true;
                        let _ = events.send(Event::Failed {
                            generation,
                            detail: e.to_string(),
                        });
                    }
                }
            }
        })
        .open_stream()
        .map_err(|e| e.to_string())?;
    sink.log_on_drop(false);
    Ok(sink)
}

/// The output's period: [`PERIOD_SECS`], or `$MAFIA_JUDGE_SOUND_PERIOD_MS`
/// (5..=500) for a machine that still drops out, and for measuring
/// (`scripts/bench_sound.sh`).
fn period_secs() -> f32 {
    std::env::var("MAFIA_JUDGE_SOUND_PERIOD_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u32>().ok())
        .filter(|ms| (5..=500).contains(ms))
        .map_or(PERIOD_SECS, |ms| ms as f32 / 1000.0)
}

/// Lines on stderr: the first of a kind at once, repeats at most once a minute.
#[derive(Default)]
struct Log {
    last: Option<Instant>,
    quiet: u64,
}

impl Log {
    fn say(&mut self, line: &str) {
        let due = self.last.is_none_or(|t| t.elapsed() >= LOG_EVERY);
        if !due {
            self.quiet += 1;
            return;
        }
        if self.quiet > 0 {
            eprintln!("mafia-judge: sound: {line} ({} more like it)", self.quiet);
        } else {
            eprintln!("mafia-judge: sound: {line}");
        }
        self.last = Some(Instant::now());
        self.quiet = 0;
    }

    /// The next line is said at once (the trouble changed).
    fn reset(&mut self) {
        *self = Log::default();
    }
}

fn format_of(sink: &MixerDeviceSink) -> Format {
    let c = sink.config();
    (c.channel_count(), c.sample_rate())
}

/// The device thread's own state (see the module docs).
struct Keeper {
    events: Sender<Event>,
    state: Arc<State>,
    generation: u64,
    log: Log,
    music: Option<Shared>,
    sink: Option<MixerDeviceSink>,
    /// When the current stream was opened.
    opened_at: Instant,
    /// Streams in a row that failed within [`YOUNG`] of opening.
    young_failures: u32,
    /// Since when there is no sound (for the line saying it is back).
    lost_at: Option<Instant>,
    /// Underruns and glitches already said on stderr.
    told: (u64, u64),
}

/// A stream that fails this soon after opening is opened again at once
/// (the Pulse plugin's stream now and then fails so on a loaded machine)...
const YOUNG: Duration = Duration::from_secs(1);
/// ...up to this many times in a row; then every [`RETRY_SECS`] as usual.
const YOUNG_RETRIES: u32 = 3;

impl Keeper {
    /// Opens the default device and plays the music on it; false if it did
    /// not open (the trouble then says why).
    fn try_open(&mut self) -> bool {
        self.generation += 1;
        match open(self.generation, &self.events, &self.state) {
            Ok(s) => {
                self.state.opened.fetch_add(1, Ordering::Relaxed);
                if let Some(m) = &self.music {
                    m.lock().resume_after_loss(super::NIGHT_FADE_IN_SECS);
                    s.mixer().add(SharedMusic::new(m.clone()));
                }
                if let Some(t) = self.lost_at.take() {
                    self.log.reset();
                    self.log.say(&format!(
                        "a sound device is open again (after {} s)",
                        t.elapsed().as_secs()
                    ));
                }
                self.state.set_trouble(None);
                self.sink = Some(s);
                self.opened_at = Instant::now();
                true
            }
            Err(detail) => {
                let mut trouble = self.state.trouble.lock();
                match &mut *trouble {
                    // A device lost stays "lost" while it does not come back.
                    Some(NoSound::Lost { .. }) => {
                        drop(trouble);
                        self.log.say(&format!("still no sound device ({detail})"));
                    }
                    _ => {
                        drop(trouble);
                        self.log.say(&format!(
                            "no sound device ({detail}); trying again every {RETRY_SECS} s"
                        ));
                        self.state.set_trouble(Some(NoSound::OpenFailed { detail }));
                    }
                }
                self.lost_at.get_or_insert_with(Instant::now);
                false
            }
        }
    }

    /// The current stream failed: dropped at once (which ends its thread's
    /// error loop), then opened again.
    fn failed(&mut self, detail: String) {
        self.sink = None;
        if self.opened_at.elapsed() < YOUNG && self.young_failures < YOUNG_RETRIES {
            self.young_failures += 1;
            self.log.say(&format!(
                "the sound stream failed right after opening ({detail}); opening it again"
            ));
            if self.try_open() {
                return;
            }
        } else {
            self.young_failures = 0;
            self.log.reset();
            self.log.say(&format!(
                "the sound output stopped ({detail}); trying to open the device again every {RETRY_SECS} s"
            ));
        }
        self.state.set_trouble(Some(NoSound::Lost { detail }));
        self.lost_at.get_or_insert_with(Instant::now);
    }

    /// Once a minute while playing: the dropouts since the last look, if any.
    fn say_dropouts(&mut self) {
        let now = (
            self.state.underruns.load(Ordering::Relaxed),
            self.state.glitches.load(Ordering::Relaxed),
        );
        if now != self.told {
            eprintln!(
                "mafia-judge: sound: {} buffer underruns (dropouts) and {} stream errors played through in the last minute",
                now.0 - self.told.0,
                now.1 - self.told.1
            );
            self.told = now;
        }
    }
}

/// The device thread (see the module docs).
fn run(
    rx: Receiver<Event>,
    events: Sender<Event>,
    state: Arc<State>,
    first: Sender<Option<Format>>,
) {
    let mut k = Keeper {
        events,
        state,
        generation: 0,
        log: Log::default(),
        music: None,
        sink: None,
        opened_at: Instant::now(),
        young_failures: 0,
        lost_at: None,
        told: (0, 0),
    };
    let mut _quiet = quiet_alsa();
    k.try_open();
    let _ = first.send(k.sink.as_ref().map(format_of));
    loop {
        let wait = if k.sink.is_some() {
            LOG_EVERY
        } else {
            Duration::from_secs(RETRY_SECS)
        };
        match rx.recv_timeout(wait) {
            Ok(Event::Music(m)) => {
                if let Some(s) = &k.sink {
                    s.mixer().add(SharedMusic::new(m.clone()));
                }
                k.music = Some(m);
            }
            Ok(Event::Failed { generation, detail }) => {
                // A late error of a stream already dropped changes nothing.
                if generation == k.generation && k.sink.is_some() {
                    k.failed(detail);
                }
            }
            Ok(Event::Stop) | Err(RecvTimeoutError::Disconnected) => return,
            Err(RecvTimeoutError::Timeout) if k.sink.is_some() => k.say_dropouts(),
            Err(RecvTimeoutError::Timeout) => {
                // A fresh buffer for alsa-lib's words of this try (the last
                // try's are dropped: our own line says the failure).
                _quiet = quiet_alsa();
                k.try_open();
            }
        }
    }
}

/// alsa-lib writes its own messages to stderr from the thread that opens
/// a device: a machine with no sound card got 15 lines at every retry,
/// about 230 a minute. On this thread they go into a buffer instead (kept
/// while the value lives); what failed is said by [`Log`], once a minute.
#[cfg(target_os = "linux")]
fn quiet_alsa() -> Option<std::rc::Rc<std::cell::RefCell<alsa::Output>>> {
    alsa::Output::local_error_handler().ok()
}

#[cfg(not(target_os = "linux"))]
fn quiet_alsa() -> Option<()> {
    None
}
