//! Storage in words: the errors of [`crate::storage`], the saved-game
//! messages, and the phase and time of a saved game for the lists.

use super::msg;
use super::{FluentArgs, FluentValue};
use super::{Text, format_text};

fn args<'a>(pairs: &[(&'a str, FluentValue<'a>)]) -> FluentArgs<'a> {
    let mut a = FluentArgs::new();
    for (k, v) in pairs {
        a.set(*k, v.clone());
    }
    a
}

fn both(id: &str, pairs: &[(&str, FluentValue<'_>)]) -> Text {
    format_text(id, Some(&args(pairs)))
}

/// Why a file or folder failed, in the judge's words, with the path.
pub fn storage_error(e: &crate::storage::StorageError) -> Text {
    use crate::storage::StorageError as E;
    let what = match e {
        E::NoDataFolder => return format_text("storage-no-data-folder", None),
        E::CreateDir { .. } => format_text("storage-create-dir", None),
        E::NotAFolder { .. } => format_text("storage-not-a-folder", None),
        E::Write { .. } => format_text("storage-write", None),
        E::Replace { .. } => format_text("storage-replace", None),
        E::SyncDir { .. } => format_text("storage-sync-dir", None),
        E::Read { .. } => format_text("storage-read", None),
        E::NotAFile { .. } => format_text("storage-not-a-file", None),
        E::TooLarge { limit, what, .. } | E::TooLargeToSave { limit, what, .. } => both(
            if matches!(e, E::TooLarge { .. }) {
                "storage-too-large"
            } else {
                "storage-too-large-to-save"
            },
            &[
                ("mib", FluentValue::from(limit / (1024 * 1024))),
                (
                    "what",
                    FluentValue::from(match *what {
                        "a ruleset" => "ruleset",
                        "a game record" => "record",
                        "a tournament description" => "tournament",
                        "a players list" => "players",
                        _ => "other",
                    }),
                ),
            ],
        ),
        E::InUse { .. } => format_text("storage-in-use", None),
        E::Lock { .. } => format_text("storage-lock", None),
        E::ReadOnly { .. } => format_text("storage-read-only", None),
        E::OutputIsInput { .. } => format_text("storage-output-is-input", None),
        E::OutputIsRecord { .. } => format_text("storage-output-is-record", None),
        E::Delete { .. } => format_text("storage-delete", None),
        E::NotInFolder { .. } => format_text("storage-not-in-folder", None),
        E::PutAside { .. } => format_text("storage-put-aside", None),
    };
    let path = e
        .path()
        .map_or_else(String::new, |p| p.display().to_string());
    let Some(io) = e.io() else {
        return super::text_of(|l| {
            let mut a = FluentArgs::new();
            a.set("path", path.clone());
            a.set("what", what.get(l).to_owned());
            super::format(l, "storage-error", Some(&a))
        });
    };
    let why = io_why(io);
    // A reason said in words needs no system text beside it (that is in
    // the system's language, English on most machines); an unknown one
    // keeps it, so the judge has something to show.
    if known_why(io) {
        return super::text_of(|l| {
            let mut a = FluentArgs::new();
            a.set("path", path.clone());
            a.set("what", what.get(l).to_owned());
            a.set("why", why.get(l).to_owned());
            super::format(l, "storage-error-known", Some(&a))
        });
    }
    let system = io.to_string();
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("path", path.clone());
        a.set("what", what.get(l).to_owned());
        a.set("why", why.get(l).to_owned());
        a.set("system", system.clone());
        super::format(l, "storage-error-why", Some(&a))
    })
}

/// The error's kind has words of its own in [`io_why`].
fn known_why(io: &std::io::Error) -> bool {
    why_id(io) != "storage-why-other"
}

/// The reason of an operating-system error in words («нет прав», "the disk
/// is full"); the system's own text is shown beside it.
pub fn io_why(io: &std::io::Error) -> Text {
    format_text(why_id(io), None)
}

fn why_id(io: &std::io::Error) -> &'static str {
    use std::io::ErrorKind as K;
    match io.kind() {
        K::PermissionDenied => "storage-why-permission",
        K::ReadOnlyFilesystem => "storage-why-read-only-fs",
        K::StorageFull | K::QuotaExceeded => "storage-why-full",
        K::NotADirectory => "storage-why-not-a-dir",
        K::NotFound => "storage-why-not-found",
        _ => "storage-why-other",
    }
}

/// A message that wraps a storage error (`$error`) in each language.
fn wrap(id: &str, e: &crate::storage::StorageError) -> Text {
    let t = storage_error(e);
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("error", t.get(l).to_owned());
        super::format(l, id, Some(&a))
    })
}

/// The red band when the game is not being saved.
pub fn not_saved(e: &crate::storage::StorageError) -> Text {
    wrap("storage-not-saved", e)
}

/// The red band when another console holds the games folder.
pub fn folder_in_use(e: &crate::storage::StorageError) -> Text {
    wrap("storage-folder-in-use", e)
}

/// The projector's place could not be written (it opens at the default
/// spot next time).
pub fn place_not_saved(e: &crate::storage::StorageError) -> Text {
    wrap("projector-place-not-saved", e)
}

/// The projector's saved place could not be read from disk.
pub fn place_unreadable(e: &crate::storage::StorageError) -> Text {
    wrap("projector-place-unreadable", e)
}

/// The projector's saved place is not a valid file (`why` from the reader).
pub fn place_damaged(path: &std::path::Path, why: &str) -> Text {
    both(
        "projector-place-damaged",
        &[
            ("path", FluentValue::from(path.display().to_string())),
            ("why", FluentValue::from(why.to_owned())),
        ],
    )
}

/// The judge is told where the file that was about to be replaced is kept.
pub fn kept_copy(path: &std::path::Path, damaged: bool) -> Text {
    let id = if damaged {
        "storage-kept-damaged"
    } else {
        "storage-kept-replaced"
    };
    both(
        id,
        &[("path", FluentValue::from(path.display().to_string()))],
    )
}

/// The phase of a game in a few words: «день 2», «ночь 1».
pub fn phase_text(phase: &crate::game::Phase) -> Text {
    use crate::game::Phase;
    match phase {
        Phase::Setup => format_text("phase-setup", None),
        Phase::NightZero { .. } => format_text("phase-night-zero", None),
        Phase::Day { day, .. } => both("phase-day", &[("day", FluentValue::from(*day))]),
        Phase::Night { night, .. } => both("phase-night", &[("night", FluentValue::from(*night))]),
        Phase::Ended => format_text("phase-ended", None),
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
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("file", file.to_owned());
        a.set("line", line);
        a.set("byte", byte);
        a.set("recovered", recovered);
        a.set("reason", super::damage_reason(l, reason));
        super::format(l, "record-damaged", Some(&a))
    })
}

/// A record whose ruleset is not found.
pub fn record_ruleset_missing(file: &str, id: &str) -> Text {
    both(
        "record-ruleset-missing",
        &[
            ("file", FluentValue::from(file)),
            ("id", FluentValue::from(id)),
        ],
    )
}

/// A record played under a ruleset that has changed since.
pub fn record_ruleset_changed(file: &str, id: &str) -> Text {
    both(
        "record-ruleset-changed",
        &[
            ("file", FluentValue::from(file)),
            ("id", FluentValue::from(id)),
        ],
    )
}

/// A record whose header does not fit its ruleset.
pub fn record_misfit(file: &str, id: &str, why: &Text) -> Text {
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("file", file.to_owned());
        a.set("id", id.to_owned());
        a.set("why", why.get(l).to_owned());
        super::format(l, "record-misfit", Some(&a))
    })
}

/// A record action the rules refuse now: the game stops before it.
pub fn record_refused(file: &str, index: usize, why: &Text) -> Text {
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("file", file.to_owned());
        a.set("index", index);
        a.set("why", why.get(l).to_owned());
        a.set("upto", index.saturating_sub(1));
        super::format(l, "record-refused", Some(&a))
    })
}

/// A record that could not be replayed at all.
pub fn record_replay_failed(file: &str, why: &Text) -> Text {
    super::text_of(|l| {
        let mut a = FluentArgs::new();
        a.set("file", file.to_owned());
        a.set("why", why.get(l).to_owned());
        super::format(l, "record-replay-failed", Some(&a))
    })
}

/// A judge's own ruleset file used instead of another of the same id.
pub fn ruleset_override(lang: super::Lang, id: &str, file: &str, replaces: &str) -> String {
    msg::RulesetOverride { id, file, replaces }.get(lang)
}

/// `14:32` in the computer's time zone.
pub fn local_hm(ms: u64) -> String {
    local_time(ms).map_or_else(|| "--:--".to_owned(), |t| t.format("%H:%M").to_string())
}

/// `30.11.2026 14:32` in the computer's time zone.
pub fn local_datetime(ms: u64) -> String {
    local_time(ms).map_or_else(
        || "?".to_owned(),
        |t| t.format("%d.%m.%Y %H:%M").to_string(),
    )
}

fn local_time(ms: u64) -> Option<chrono::DateTime<chrono::Local>> {
    let ms = i64::try_from(ms).ok()?;
    chrono::DateTime::from_timestamp_millis(ms).map(|t| t.with_timezone(&chrono::Local))
}
