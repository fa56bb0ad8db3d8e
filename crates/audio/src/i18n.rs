//! Words of the sound: why there is no sound ([`crate::audio::NoSound`]).

use crate::audio::NoSound;
use mafia_words::Lang;
use mafia_words::Text;
use mafia_words::i18n::{Words, msg, text_of};

/// Why there is no sound, in a few words (the status line).
impl Words for NoSound {
    fn say(&self, lang: Lang) -> String {
        match self {
            NoSound::NotOpened => msg::NoSoundNotOpened.get(lang),
            NoSound::Opening => msg::NoSoundOpening.get(lang),
            NoSound::OpenFailed { .. } => msg::NoSoundOpenFailed.get(lang),
            NoSound::Lost { .. } => msg::NoSoundLost.get(lang),
            NoSound::OutputStopped => msg::NoSoundOutputStopped.get(lang),
        }
        .to_owned()
    }
}

/// Why there is no sound, with the sound system's own words and whether
/// the console keeps trying (the tooltip, the music window).
pub fn no_sound(why: &NoSound) -> Text {
    let reason = why.text();
    let said = match why {
        NoSound::OpenFailed { detail } | NoSound::Lost { detail } if !detail.is_empty() => {
            text_of(|l| {
                msg::NoSoundDetail {
                    reason: reason.get(l),
                    detail: detail.as_str(),
                }
                .get(l)
            })
        }
        _ => reason,
    };
    if why.retrying() {
        text_of(|l| {
            msg::NoSoundRetrying {
                reason: said.get(l),
                secs: crate::audio::RETRY_SECS,
            }
            .get(l)
        })
    } else {
        said
    }
}

/// The status line's «нет звука: …».
pub fn no_sound_status(why: &NoSound) -> Text {
    let reason = why.text();
    text_of(|l| {
        msg::NoSound {
            reason: reason.get(l),
        }
        .get(l)
    })
}
