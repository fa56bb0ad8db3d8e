//! The night music (and the speech cues mixed over it) as one endless rodio
//! `Source` living on the audio thread.
//!
//! Fades, pauses, skips and track changes are computed here sample by sample,
//! so they are smooth whatever the UI does and need no timer on the UI side;
//! the UI only sends [`Command`]s. While faded out and paused the current
//! track does not advance, so the next night resumes where the last one
//! stopped. Tests pull samples from this source (through a device-less mixer)
//! and see exactly what a speaker would get.

use super::files::{Rng, Track};
use mafia_words::Text;
use mafia_words::i18n::{io_reason, msg, text_of};
use rodio::source::{SeekError, UniformSourceIterator};
use rodio::{ChannelCount, Decoder, Sample, SampleRate, Source};
use std::path::Path;
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Frames between two looks at the command channel (under 1 ms at 44.1 kHz).
const POLL_FRAMES: u32 = 32;
/// A full-scale volume change takes this long, so slider moves do not click.
const VOLUME_SMOOTHING_SECS: f32 = 0.05;
/// Fade out and back in around a skipped track, so the cut does not click.
const SKIP_DIP_SECS: f32 = 0.05;
/// Under a cue the music dips to this share of its level (about -10 dB)...
pub(crate) const DUCK_GAIN: f32 = 0.32;
/// ...in this long (a full swing from 1 to 0; the dip itself takes a third)...
const DUCK_DOWN_SECS: f32 = 0.06;
/// ...and comes back this long after the cue's last sample.
const DUCK_UP_SECS: f32 = 0.6;

/// What the UI thread asks of the music.
#[derive(Debug)]
pub(crate) enum Command {
    /// A new playlist; the current track keeps playing if it is still in it.
    Tracks(Vec<Track>),
    /// Shuffle or play in order from the next track on.
    Shuffle(bool),
    /// Fade towards `target` (0 = paused, 1 = full) over `secs` for a full swing.
    Fade { target: f32, secs: f32 },
    /// Go to the next track.
    Skip,
    /// The volume of the music (0 when muted).
    Volume(f32),
    /// The volume of the cues (0 when muted or turned off).
    CueVolume(f32),
    /// Play this cue (samples already in the output's format) over the music.
    Cue(Arc<[Sample]>),
}

/// A value moving linearly towards its target, one step per frame.
#[derive(Debug, Clone, Copy)]
struct Ramp {
    value: f32,
    target: f32,
    step: f32,
}

impl Ramp {
    fn at(value: f32) -> Self {
        Ramp {
            value,
            target: value,
            step: 1.0,
        }
    }

    /// Head for `target`; a swing from 0 to 1 would take `secs`.
    fn towards(&mut self, target: f32, secs: f32, rate: SampleRate) {
        self.target = if target.is_finite() {
            target.clamp(0.0, 1.0)
        } else {
            0.0
        };
        let frames = secs * rate.get() as f32;
        self.step = if frames >= 1.0 { 1.0 / frames } else { 1.0 };
    }

    fn advance(&mut self) {
        if self.value < self.target {
            self.value = (self.value + self.step).min(self.target);
        } else if self.value > self.target {
            self.value = (self.value - self.step).max(self.target);
        }
    }

    fn is_resting_at_zero(&self) -> bool {
        self.value <= 0.0 && self.target <= 0.0
    }
}

/// Track order and which tracks turned out unplayable.
struct Playlist {
    tracks: Vec<Track>,
    bad: Vec<bool>,
    order: Vec<usize>,
    next: usize,
    shuffle: bool,
    rng: Rng,
    current: Option<usize>,
}

impl Playlist {
    fn new(tracks: Vec<Track>, shuffle: bool, rng: Rng) -> Self {
        let mut p = Playlist {
            bad: vec![false; tracks.len()],
            tracks,
            order: Vec::new(),
            next: 0,
            shuffle,
            rng,
            current: None,
        };
        p.reorder();
        p
    }

    /// A fresh order; the current track (if any) counts as already played.
    fn reorder(&mut self) {
        self.order = (0..self.tracks.len()).collect();
        if self.shuffle {
            self.rng.shuffle(&mut self.order);
        }
        self.next = 0;
        if let Some(c) = self.current
            && let Some(pos) = self.order.iter().position(|&i| i == c)
        {
            if self.shuffle {
                self.order.swap(0, pos);
                self.next = 1;
            } else {
                self.next = pos + 1;
            }
        }
    }

    /// The next playable track, starting a new round (reshuffled, never the
    /// same track twice in a row) when the round is over.
    fn advance(&mut self) -> Option<usize> {
        if self.bad.iter().all(|&b| b) {
            return None;
        }
        loop {
            if self.next >= self.order.len() {
                let last = self.current;
                self.current = None;
                self.reorder();
                if self.shuffle && self.order.len() > 1 && self.order.first().copied() == last {
                    self.order.swap(0, 1);
                }
            }
            let i = self.order[self.next];
            self.next += 1;
            if !self.bad[i] {
                self.current = Some(i);
                return Some(i);
            }
        }
    }
}

/// The music source; see the module docs.
pub(crate) struct NightMusic {
    commands: Receiver<Command>,
    reports: Sender<Text>,
    now_playing: Arc<Mutex<Option<String>>>,
    channels: ChannelCount,
    rate: SampleRate,
    frame: Vec<Sample>,
    frame_pos: usize,
    frames_to_poll: u32,
    fade: Ramp,
    volume: Ramp,
    cue_volume: Ramp,
    /// 1, or [`DUCK_GAIN`] while a cue sounds.
    duck: Ramp,
    /// While skipping: where the fade was heading before the dip.
    after_dip: Option<(f32, f32)>,
    playlist: Playlist,
    current: Option<Box<dyn Source + Send>>,
    current_frames: u64,
    reported_nothing_playable: bool,
    /// The cue being played and the next sample of it.
    cue: Option<(Arc<[Sample]>, usize)>,
}

impl NightMusic {
    /// A silent, paused source; it ends when the command sender is dropped.
    pub fn new(
        commands: Receiver<Command>,
        reports: Sender<Text>,
        now_playing: Arc<Mutex<Option<String>>>,
        channels: ChannelCount,
        rate: SampleRate,
        rng: Rng,
    ) -> Self {
        NightMusic {
            commands,
            reports,
            now_playing,
            channels,
            rate,
            frame: vec![0.0; channels.get() as usize],
            frame_pos: 0,
            frames_to_poll: 0,
            fade: Ramp::at(0.0),
            volume: Ramp::at(1.0),
            cue_volume: Ramp::at(1.0),
            duck: Ramp::at(1.0),
            after_dip: None,
            playlist: Playlist::new(Vec::new(), true, rng),
            current: None,
            current_frames: 0,
            reported_nothing_playable: false,
            cue: None,
        }
    }

    fn report(&self, text: Text) {
        // The receiver is gone only when the Audio is dropped; nobody is left to tell.
        let _ = self.reports.send(text);
    }

    fn set_now_playing(&self, name: Option<String>) {
        match self.now_playing.lock() {
            Ok(mut g) => *g = name,
            Err(poisoned) => *poisoned.into_inner() = name,
        }
    }

    fn is_paused(&self) -> bool {
        self.after_dip.is_none() && self.fade.is_resting_at_zero()
    }

    /// Applies waiting commands; false when the UI side is gone.
    fn poll(&mut self) -> bool {
        loop {
            match self.commands.try_recv() {
                Ok(cmd) => self.apply(cmd),
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => return false,
            }
        }
    }

    fn apply(&mut self, cmd: Command) {
        match cmd {
            Command::Tracks(tracks) => {
                let current_path = self
                    .playlist
                    .current
                    .filter(|_| self.current.is_some())
                    .and_then(|c| self.playlist.tracks.get(c))
                    .map(|t| t.path.clone());
                let shuffle = self.playlist.shuffle;
                let rng = self.playlist.rng.clone();
                self.playlist = Playlist::new(tracks, shuffle, rng);
                self.reported_nothing_playable = false;
                let kept = current_path
                    .and_then(|p| self.playlist.tracks.iter().position(|t| t.path == p));
                if kept.is_some() {
                    self.playlist.current = kept;
                    self.playlist.reorder();
                } else {
                    self.change_track();
                }
            }
            Command::Shuffle(on) => {
                if self.playlist.shuffle != on {
                    self.playlist.shuffle = on;
                    self.playlist.reorder();
                }
            }
            Command::Fade { target, secs } => {
                let mut ramp = self.fade;
                ramp.towards(target, secs, self.rate);
                match &mut self.after_dip {
                    Some(saved) => *saved = (ramp.target, ramp.step),
                    None => self.fade = ramp,
                }
            }
            Command::Skip => self.change_track(),
            Command::Volume(v) => self.volume.towards(v, VOLUME_SMOOTHING_SECS, self.rate),
            Command::CueVolume(v) => self.cue_volume.towards(v, VOLUME_SMOOTHING_SECS, self.rate),
            Command::Cue(samples) => {
                self.cue = Some((samples, 0));
                self.duck.towards(DUCK_GAIN, DUCK_DOWN_SECS, self.rate);
            }
        }
    }

    /// Leaves the current track: at once when paused, else after a short dip.
    fn change_track(&mut self) {
        if self.is_paused() {
            self.current = None;
            self.open_next();
        } else if self.after_dip.is_none() {
            self.after_dip = Some((self.fade.target, self.fade.step));
            self.fade.towards(0.0, SKIP_DIP_SECS, self.rate);
        }
    }

    /// Opens the next playable track; false when there is none.
    fn open_next(&mut self) -> bool {
        let attempts = self.playlist.tracks.len();
        for _ in 0..attempts {
            let Some(i) = self.playlist.advance() else {
                break;
            };
            let track = self.playlist.tracks[i].clone();
            match open_track(&track.path, self.channels, self.rate) {
                Ok(source) => {
                    self.current = Some(source);
                    self.current_frames = 0;
                    self.set_now_playing(Some(track.name));
                    return true;
                }
                Err(reason) => {
                    self.playlist.bad[i] = true;
                    self.report(text_of(|l| {
                        msg::MusicFileSkipped {
                            file: track.path.display().to_string(),
                            reason: reason.get(l),
                        }
                        .get(l)
                    }));
                }
            }
        }
        self.current = None;
        self.set_now_playing(None);
        if !self.reported_nothing_playable && !self.playlist.tracks.is_empty() {
            self.reported_nothing_playable = true;
            self.report(msg::MusicNothingPlayable.text());
        }
        false
    }

    /// Fills `self.frame` from the current track, moving to the next track
    /// at its end; false (and silence) when nothing can play.
    fn fill_frame(&mut self) -> bool {
        for _ in 0..=self.playlist.tracks.len() {
            if self.current.is_none() && !self.open_next() {
                break;
            }
            if let Some(track) = self.current.as_mut()
                && let Some(first) = track.next()
            {
                self.frame[0] = first;
                for s in self.frame[1..].iter_mut() {
                    *s = track.next().unwrap_or(0.0);
                }
                self.current_frames += 1;
                return true;
            }
            if self.current_frames == 0
                && let Some(i) = self.playlist.current
            {
                self.playlist.bad[i] = true;
                let path = self.playlist.tracks[i].path.display().to_string();
                self.report(msg::MusicFileSilent { file: path }.text());
            }
            self.current = None;
        }
        self.frame.fill(0.0);
        false
    }

    /// Everything that happens once per frame, before its samples go out.
    fn next_frame(&mut self) {
        self.fade.advance();
        self.volume.advance();
        self.cue_volume.advance();
        self.duck.advance();
        if let Some((target, step)) = self.after_dip
            && self.fade.value <= 0.0
        {
            self.after_dip = None;
            self.current = None;
            self.open_next();
            self.fade.target = target;
            self.fade.step = step.max(1.0 / (SKIP_DIP_SECS * self.rate.get() as f32));
        }
        if self.is_paused() {
            self.frame.fill(0.0);
        } else if self.fill_frame() {
            // Squared fade: sounds more even to the ear than a linear one.
            let gain = self.fade.value * self.fade.value * self.volume.value * self.duck.value;
            for s in &mut self.frame {
                *s *= gain;
            }
        }
        self.mix_cue();
        // A cue over loud music must not wrap around in an integer output format.
        for s in &mut self.frame {
            *s = s.clamp(-1.0, 1.0);
        }
    }

    /// Adds the next frame of the playing cue, if any, at the cues' volume;
    /// after its last sample the music comes back up.
    fn mix_cue(&mut self) {
        let Some((samples, pos)) = &mut self.cue else {
            return;
        };
        let gain = self.cue_volume.value;
        for s in &mut self.frame {
            if let Some(c) = samples.get(*pos) {
                *s += c * gain;
            }
            *pos += 1;
        }
        if *pos >= samples.len() {
            self.cue = None;
            self.duck.towards(1.0, DUCK_UP_SECS, self.rate);
        }
    }

    /// The device came back after a loss: what was playing fades in again
    /// from silence (a night that began or ended meanwhile is in the waiting
    /// commands, applied first), so the music does not start with a click.
    pub fn resume_after_loss(&mut self, fade_in_secs: f32) {
        self.poll();
        self.cue = None;
        self.duck = Ramp::at(1.0);
        if self.after_dip.is_none() && self.fade.target > 0.0 {
            let target = self.fade.target;
            self.fade = Ramp::at(0.0);
            self.fade.towards(target, fade_in_secs, self.rate);
        }
    }
}

/// The music shared between the outputs a console opens one after another:
/// a device lost and opened again plays on from the same source (the same
/// track, where it stopped), and a source asked by two outputs never exists.
pub(crate) type Shared = Arc<parking_lot::Mutex<NightMusic>>;

/// One output's view of the [`Shared`] music: takes the frames between two
/// looks at the commands ([`POLL_FRAMES`], under 1 ms) per lock, so a
/// command is heard as soon as it was without the lock.
pub(crate) struct SharedMusic {
    music: Shared,
    channels: ChannelCount,
    rate: SampleRate,
    chunk: Vec<Sample>,
    pos: usize,
}

impl SharedMusic {
    pub fn new(music: Shared) -> Self {
        let (channels, rate) = {
            let m = music.lock();
            (m.channels, m.rate)
        };
        SharedMusic {
            music,
            channels,
            rate,
            chunk: Vec::with_capacity(POLL_FRAMES as usize * usize::from(channels.get())),
            pos: 0,
        }
    }
}

impl Iterator for SharedMusic {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.pos >= self.chunk.len() {
            self.chunk.clear();
            self.pos = 0;
            let mut music = self.music.lock();
            let n = POLL_FRAMES as usize * usize::from(self.channels.get());
            self.chunk
                .extend(std::iter::from_fn(|| music.next()).take(n));
        }
        let s = self.chunk.get(self.pos).copied();
        self.pos += 1;
        s
    }
}

/// `Source` for an endless stream in its `channels` and `rate` that
/// cannot seek: the night music and the handle the output plays it through.
macro_rules! endless_source {
    ($t:ty) => {
        impl Source for $t {
            fn current_span_len(&self) -> Option<usize> {
                None
            }

            fn channels(&self) -> ChannelCount {
                self.channels
            }

            fn sample_rate(&self) -> SampleRate {
                self.rate
            }

            fn total_duration(&self) -> Option<Duration> {
                None
            }

            fn try_seek(&mut self, _: Duration) -> Result<(), SeekError> {
                Err(SeekError::NotSupported {
                    underlying_source: std::any::type_name::<Self>(),
                })
            }
        }
    };
}

endless_source!(SharedMusic);

/// Opens and decodes one file, converted to the output's format.
fn open_track(
    path: &Path,
    channels: ChannelCount,
    rate: SampleRate,
) -> Result<Box<dyn Source + Send>, Text> {
    let file = std::fs::File::open(path).map_err(|e| io_reason(&e))?;
    let len = file.metadata().map_err(|e| io_reason(&e))?.len();
    let mut builder = Decoder::builder()
        .with_data(std::io::BufReader::new(file))
        .with_byte_len(len)
        .with_seekable(true);
    if let Some(ext) = path.extension().and_then(|e| e.to_str()) {
        builder = builder.with_hint(ext);
    }
    let decoder = builder.build().map_err(|e| {
        msg::AudioCannotDecode {
            detail: e.to_string(),
        }
        .text()
    })?;
    Ok(Box::new(UniformSourceIterator::new(
        super::one_span::OneSpan(decoder),
        channels,
        rate,
    )))
}

impl Iterator for NightMusic {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.frame_pos == 0 {
            if self.frames_to_poll == 0 {
                if !self.poll() {
                    return None;
                }
                self.frames_to_poll = POLL_FRAMES;
            }
            self.frames_to_poll -= 1;
            self.next_frame();
        }
        let s = self.frame[self.frame_pos];
        self.frame_pos = (self.frame_pos + 1) % self.frame.len();
        Some(s)
    }
}

endless_source!(NightMusic);

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn tracks(n: usize) -> Vec<Track> {
        (0..n)
            .map(|i| Track {
                path: PathBuf::from(format!("{i}.wav")),
                name: i.to_string(),
            })
            .collect()
    }

    #[test]
    fn shuffled_rounds_play_every_track_once_and_never_repeat_at_the_seam() {
        let mut p = Playlist::new(tracks(4), true, Rng::new(7));
        let played: Vec<usize> = (0..400).filter_map(|_| p.advance()).collect();
        assert_eq!(played.len(), 400);
        for round in played.chunks(4) {
            let mut sorted = round.to_vec();
            sorted.sort();
            assert_eq!(sorted, vec![0, 1, 2, 3]);
        }
        assert!(played.windows(2).all(|w| w[0] != w[1]));
        assert_ne!(played[..4], played[4..8], "each round is reshuffled");
    }

    #[test]
    fn in_order_playlist_skips_bad_tracks_and_gives_up_when_all_are_bad() {
        let mut p = Playlist::new(tracks(3), false, Rng::new(1));
        p.bad[1] = true;
        let played: Vec<usize> = (0..4).filter_map(|_| p.advance()).collect();
        assert_eq!(played, vec![0, 2, 0, 2]);
        p.bad = vec![true; 3];
        assert_eq!(p.advance(), None);
    }

    #[test]
    fn new_order_keeps_the_current_track_as_already_played() {
        let mut p = Playlist::new(tracks(3), false, Rng::new(1));
        assert_eq!(p.advance(), Some(0));
        assert_eq!(p.advance(), Some(1));
        p.shuffle = true;
        p.reorder();
        let rest: Vec<usize> = (0..2).filter_map(|_| p.advance()).collect();
        assert!(!rest.contains(&1), "{rest:?}");
    }
}
