//! A workaround for a rodio 0.23 decoder quirk (RustAudio/rodio#832): before
//! its first packet is decoded, an Ogg Vorbis decoder reports a span of 0
//! samples, which `UniformSourceIterator` takes for "no more sound", so the
//! converted stream is empty. Every bundled sound is Ogg, so without this the
//! music and the cues were silent. A file keeps one format all through, so
//! reporting "one unknown-length span" is true for what we play.

use rodio::source::SeekError;
use rodio::{ChannelCount, Sample, SampleRate, Source};
use std::time::Duration;

/// `inner` as a single span of unknown length (see the module docs).
pub(crate) struct OneSpan<S>(pub S);

impl<S: Source> Iterator for OneSpan<S> {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        self.0.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<S: Source> Source for OneSpan<S> {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        self.0.channels()
    }

    fn sample_rate(&self) -> SampleRate {
        self.0.sample_rate()
    }

    fn total_duration(&self) -> Option<Duration> {
        self.0.total_duration()
    }

    fn try_seek(&mut self, pos: Duration) -> Result<(), SeekError> {
        self.0.try_seek(pos)
    }
}
