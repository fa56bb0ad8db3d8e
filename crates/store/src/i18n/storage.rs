//! Storage in words: the errors of [`crate::storage`], the saved-game
//! messages, and the phase and time of a saved game for the lists.

use super::Core;
use mafia_core::game::Phase;
use mafia_core::storage::StorageError;
use mafia_words::i18n::{Fixed, Words, msg, text_of};
use mafia_words::{Lang, Text};

/// Why a file or folder failed, in the judge's words, with the path:
/// `Core(&error).say(lang)` (the error is `mafia-core`'s).
impl Words for Core<'_, StorageError> {
    fn say(&self, lang: Lang) -> String {
        use mafia_core::storage::StorageError as E;
        let e = self.0;
        let what = match e {
            E::NoDataFolder => return msg::StorageNoDataFolder.get(lang).to_owned(),
            E::CreateDir { .. } => msg::StorageCreateDir.get(lang).to_owned(),
            E::NotAFolder { .. } => msg::StorageNotAFolder.get(lang).to_owned(),
            E::Write { .. } => msg::StorageWrite.get(lang).to_owned(),
            E::Replace { .. } => msg::StorageReplace.get(lang).to_owned(),
            E::HeldOpen { seconds, .. } => msg::StorageHeldOpen { seconds: *seconds }.get(lang),
            E::SyncDir { .. } => msg::StorageSyncDir.get(lang).to_owned(),
            E::Read { .. } => msg::StorageRead.get(lang).to_owned(),
            E::NotAFile { .. } => msg::StorageNotAFile.get(lang).to_owned(),
            E::TooLarge { limit, what, .. } => msg::StorageTooLarge {
                mib: limit / (1024 * 1024),
                what: too_large_what(what),
            }
            .get(lang),
            E::TooLargeToSave { limit, what, .. } => msg::StorageTooLargeToSave {
                mib: limit / (1024 * 1024),
                what: too_large_what(what),
            }
            .get(lang),
            E::InUse { .. } => msg::StorageInUse.get(lang).to_owned(),
            E::Lock { .. } => msg::StorageLock.get(lang).to_owned(),
            E::ReadOnly { .. } => msg::StorageReadOnly.get(lang).to_owned(),
            E::OutputIsInput { .. } => msg::StorageOutputIsInput.get(lang).to_owned(),
            E::OutputIsRecord { .. } => msg::StorageOutputIsRecord.get(lang).to_owned(),
            E::OutputIsTournament { .. } => msg::StorageOutputIsTournament.get(lang).to_owned(),
            E::Delete { .. } => msg::StorageDelete.get(lang).to_owned(),
            E::NotInFolder { .. } => msg::StorageNotInFolder.get(lang).to_owned(),
            E::Exists { .. } => msg::StorageExists.get(lang).to_owned(),
            E::PutAside { .. } => msg::StoragePutAside.get(lang).to_owned(),
        };
        let path = e
            .path()
            .map_or_else(String::new, |p| p.display().to_string());
        let Some(io) = e.io() else {
            return msg::StorageError { path: &path, what }.get(lang);
        };
        let why = why(io).get(lang);
        // A reason said in words needs no system text beside it (that is in
        // the system's language, English on most machines); an unknown one
        // keeps it, so the judge has something to show.
        if known_why(io) {
            return msg::StorageErrorKnown {
                path: &path,
                what,
                why,
            }
            .get(lang);
        }
        let system = io.to_string();
        msg::StorageErrorWhy {
            path: &path,
            what,
            why,
            system: &system,
        }
        .get(lang)
    }
}

/// The kind of file that is too large, as the message's selector knows it.
fn too_large_what(what: &str) -> &'static str {
    match what {
        "a ruleset" => "ruleset",
        "a game record" => "record",
        "a tournament description" => "tournament",
        "a players list" => "players",
        _ => "other",
    }
}

/// The error's kind has words of its own in [`io_why`].
fn known_why(io: &std::io::Error) -> bool {
    why(io) != msg::StorageWhyOther
}

/// The reason of an operating-system error in words («нет прав», "the disk
/// is full"); the system's own text is shown beside it.
pub fn io_why(io: &std::io::Error) -> Text {
    why(io).text()
}

fn why(io: &std::io::Error) -> Fixed {
    use std::io::ErrorKind as K;
    match io.kind() {
        K::PermissionDenied => msg::StorageWhyPermission,
        K::ReadOnlyFilesystem => msg::StorageWhyReadOnlyFs,
        K::StorageFull | K::QuotaExceeded => msg::StorageWhyFull,
        K::NotADirectory => msg::StorageWhyNotADir,
        K::NotFound => msg::StorageWhyNotFound,
        _ => msg::StorageWhyOther,
    }
}

/// The red band when the game is not being saved.
pub fn not_saved(e: &StorageError) -> Text {
    let t = Core(e).text();
    text_of(|l| msg::StorageNotSaved { error: t.get(l) }.get(l))
}

/// The red band when another console holds the games folder.
pub fn folder_in_use(e: &StorageError) -> Text {
    let t = Core(e).text();
    text_of(|l| msg::StorageFolderInUse { error: t.get(l) }.get(l))
}

/// The projector's place could not be written (it opens at the default
/// spot next time).
pub fn place_not_saved(e: &StorageError) -> Text {
    let t = Core(e).text();
    text_of(|l| msg::ProjectorPlaceNotSaved { error: t.get(l) }.get(l))
}

/// The projector's saved place could not be read from disk.
pub fn place_unreadable(e: &StorageError) -> Text {
    let t = Core(e).text();
    text_of(|l| msg::ProjectorPlaceUnreadable { error: t.get(l) }.get(l))
}

/// The projector's saved place is not a valid file (`why` from the reader).
pub fn place_damaged(path: &std::path::Path, why: &str) -> Text {
    msg::ProjectorPlaceDamaged {
        path: path.display().to_string(),
        why,
    }
    .text()
}

/// The judge is told where the file that was about to be replaced is kept.
pub fn kept_copy(path: &std::path::Path, damaged: bool) -> Text {
    let path = path.display().to_string();
    if damaged {
        msg::StorageKeptDamaged { path }.text()
    } else {
        msg::StorageKeptReplaced { path }.text()
    }
}

/// The phase of a game in a few words: «день 2», «ночь 1».
pub fn phase_text(phase: &Phase) -> Text {
    match phase {
        Phase::Setup => msg::PhaseSetup.text(),
        Phase::NightZero { .. } => msg::PhaseNightZero.text(),
        Phase::Day { day, .. } => msg::PhaseDay { day: *day }.text(),
        Phase::Night { night, .. } => msg::PhaseNight { night: *night }.text(),
        Phase::Ended => msg::PhaseEnded.text(),
    }
}

/// Where a record file is damaged (line, byte) and how many actions were
/// read before it.
pub fn record_damaged(
    file: &str,
    line: usize,
    byte: usize,
    recovered: usize,
    reason: &crate::session::DamageReason,
) -> Text {
    text_of(|l| {
        msg::RecordDamaged {
            file,
            line,
            byte,
            recovered,
            reason: reason.say(l),
        }
        .get(l)
    })
}

/// What the judge is told about a record brought back, with the rule of a
/// refused action from the game's ruleset.
impl Words for super::Ruled<'_, crate::session::restore::Note> {
    fn say(&self, lang: Lang) -> String {
        use crate::session::restore::Note;
        match self.0 {
            Note::Damaged { file, damage: d } => {
                record_damaged(file, d.line, d.byte, d.recovered, &d.reason)
                    .get(lang)
                    .to_owned()
            }
            Note::RulesetChanged { file, id } => {
                record_ruleset_changed(file, id).get(lang).to_owned()
            }
            Note::Refused {
                file,
                index,
                refusal,
            } => {
                let why = super::Ruled(refusal, self.1).text();
                record_refused(file, *index, &why).get(lang).to_owned()
            }
        }
    }
}

/// A record played under a ruleset that has changed since.
pub fn record_ruleset_changed(file: &str, id: &str) -> Text {
    msg::RecordRulesetChanged { file, id }.text()
}

/// A record action the rules refuse now: the game stops before it.
pub fn record_refused(file: &str, index: usize, why: &Text) -> Text {
    text_of(|l| {
        msg::RecordRefused {
            file,
            index,
            why: why.get(l),
            upto: index.saturating_sub(1),
        }
        .get(l)
    })
}

/// A record that could not be replayed at all.
pub fn record_replay_failed(file: &str, why: &Text) -> Text {
    text_of(|l| {
        msg::RecordReplayFailed {
            file,
            why: why.get(l),
        }
        .get(l)
    })
}

/// A judge's own ruleset file used instead of another of the same id.
pub fn ruleset_override(lang: Lang, id: &str, file: &str, replaces: &str) -> String {
    msg::RulesetOverride { id, file, replaces }.get(lang)
}
