//! Words of the sound: why there is no sound ([`crate::audio::NoSound`]).
//! Every other word comes from the layers below.

pub use mafia_store::i18n::*;

use crate::audio::NoSound;

/// Why there is no sound, in a few words (the status line).
pub fn no_sound_reason(why: &NoSound) -> Text {
    match why {
        NoSound::NotOpened => text!("no-sound-not-opened"),
        NoSound::Opening => text!("no-sound-opening"),
        NoSound::OpenFailed { .. } => text!("no-sound-open-failed"),
        NoSound::Lost { .. } => text!("no-sound-lost"),
        NoSound::OutputStopped => text!("no-sound-output-stopped"),
    }
}

/// Why there is no sound, with the sound system's own words and whether
/// the console keeps trying (the tooltip, the music window).
pub fn no_sound(why: &NoSound) -> Text {
    let reason = no_sound_reason(why);
    let said = match why {
        NoSound::OpenFailed { detail } | NoSound::Lost { detail } if !detail.is_empty() => {
            text_of(|l| {
                tr!(
                    l,
                    "no-sound-detail",
                    reason = reason.get(l),
                    detail = detail.as_str()
                )
            })
        }
        _ => reason,
    };
    if why.retrying() {
        text_of(|l| {
            tr!(
                l,
                "no-sound-retrying",
                reason = said.get(l),
                secs = crate::audio::RETRY_SECS
            )
        })
    } else {
        said
    }
}

/// The status line's «нет звука: …».
pub fn no_sound_status(why: &NoSound) -> Text {
    let reason = no_sound_reason(why);
    text_of(|l| tr!(l, "no-sound", reason = reason.get(l)))
}
