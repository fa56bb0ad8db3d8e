//! Night music and cues (rodio): silent and honest without a sound device.
//!
//! Where things are: `audio/mod.rs` the panel (`Audio`, its state and
//! `run(MusicCmd, ...)`, the music window's commands); `audio/music.rs` the
//! night music (fades, playlist, the judge's folder) and the cues with
//! their own level, one source computed sample by sample and shared by each
//! output stream; `audio/device.rs` the sound device on a thread of its own;
//! `audio/files.rs` the sound files on disk; `audio/one_span.rs` a rodio
//! decoder workaround; `i18n.rs` the typed `NoSound` reasons in words.
//!
//! Sound survives its device: a failing ALSA stream calls cpal's error
//! callback in a busy loop, so the device thread drops the stream at its
//! first lasting error, says it once, sets `NoSound::Lost` for the menu bar
//! and opens the default device again every 2 s; the music is shared, not in
//! the stream, so a device that comes back plays on from where it stopped.
//! The output buffer is two periods of 150 ms (`docs/figures.md`,
//! `docs/sound.md`). `alsa` (Linux only) keeps alsa-lib's own stderr lines
//! in a buffer of the sound thread.

pub mod audio;
pub mod i18n;
