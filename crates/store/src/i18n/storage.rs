//! Storage in words: the errors of [`crate::storage`], the saved-game
//! messages, and the phase and time of a saved game for the lists.

use mafia_core::game::Phase;
use mafia_core::storage::StorageError;
use mafia_words::i18n::{Fixed, msg, text_of};
use mafia_words::{Lang, Text};

/// Why a file or folder failed, in the judge's words, with the path.
pub fn storage_error(e: &StorageError) -> Text {
    use mafia_core::storage::StorageError as E;
    let what = match e {
        E::NoDataFolder => return msg::StorageNoDataFolder.text(),
        E::CreateDir { .. } => msg::StorageCreateDir.text(),
        E::NotAFolder { .. } => msg::StorageNotAFolder.text(),
        E::Write { .. } => msg::StorageWrite.text(),
        E::Replace { .. } => msg::StorageReplace.text(),
        E::HeldOpen { seconds, .. } => msg::StorageHeldOpen { seconds: *seconds }.text(),
        E::SyncDir { .. } => msg::StorageSyncDir.text(),
        E::Read { .. } => msg::StorageRead.text(),
        E::NotAFile { .. } => msg::StorageNotAFile.text(),
        E::TooLarge { limit, what, .. } => msg::StorageTooLarge {
            mib: limit / (1024 * 1024),
            what: too_large_what(what),
        }
        .text(),
        E::TooLargeToSave { limit, what, .. } => msg::StorageTooLargeToSave {
            mib: limit / (1024 * 1024),
            what: too_large_what(what),
        }
        .text(),
        E::InUse { .. } => msg::StorageInUse.text(),
        E::Lock { .. } => msg::StorageLock.text(),
        E::ReadOnly { .. } => msg::StorageReadOnly.text(),
        E::OutputIsInput { .. } => msg::StorageOutputIsInput.text(),
        E::OutputIsRecord { .. } => msg::StorageOutputIsRecord.text(),
        E::OutputIsTournament { .. } => msg::StorageOutputIsTournament.text(),
        E::Delete { .. } => msg::StorageDelete.text(),
        E::NotInFolder { .. } => msg::StorageNotInFolder.text(),
        E::Exists { .. } => msg::StorageExists.text(),
        E::PutAside { .. } => msg::StoragePutAside.text(),
    };
    let path = e
        .path()
        .map_or_else(String::new, |p| p.display().to_string());
    let Some(io) = e.io() else {
        return text_of(|l| {
            msg::StorageError {
                path: &path,
                what: what.get(l),
            }
            .get(l)
        });
    };
    let why = io_why(io);
    // A reason said in words needs no system text beside it (that is in
    // the system's language, English on most machines); an unknown one
    // keeps it, so the judge has something to show.
    if known_why(io) {
        return text_of(|l| {
            msg::StorageErrorKnown {
                path: &path,
                what: what.get(l),
                why: why.get(l),
            }
            .get(l)
        });
    }
    let system = io.to_string();
    text_of(|l| {
        msg::StorageErrorWhy {
            path: &path,
            what: what.get(l),
            why: why.get(l),
            system: &system,
        }
        .get(l)
    })
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
    let t = storage_error(e);
    text_of(|l| msg::StorageNotSaved { error: t.get(l) }.get(l))
}

/// The red band when another console holds the games folder.
pub fn folder_in_use(e: &StorageError) -> Text {
    let t = storage_error(e);
    text_of(|l| msg::StorageFolderInUse { error: t.get(l) }.get(l))
}

/// The projector's place could not be written (it opens at the default
/// spot next time).
pub fn place_not_saved(e: &StorageError) -> Text {
    let t = storage_error(e);
    text_of(|l| msg::ProjectorPlaceNotSaved { error: t.get(l) }.get(l))
}

/// The projector's saved place could not be read from disk.
pub fn place_unreadable(e: &StorageError) -> Text {
    let t = storage_error(e);
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
            reason: super::damage_reason(l, reason),
        }
        .get(l)
    })
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
