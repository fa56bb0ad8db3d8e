//! The typed errors of the session and storage layer, in words: a record
//! that cannot be read or replayed, a ruleset not found, an operating-system
//! error. Each names its file; nothing of serde's or Rust's words is shown.
//! (The console's, the protocol's, `serve`'s and the tournament's errors are
//! put into words in their own crates' `i18n` modules.)

use crate::session::{DamageReason, RecordError, ReplayError, SetupError};
use mafia_core::ruleset::Ruleset;
use mafia_words::i18n::{msg, text_of};
use mafia_words::{Lang, Text};

/// Why a record does not replay under its ruleset, in both languages.
pub fn replay_error_text(e: &ReplayError, rs: &Ruleset) -> Text {
    match e {
        ReplayError::Setup(s) => setup_error_text(s, rs),
        ReplayError::Refused { index, refusal } => {
            let why = super::refusal_text(refusal, rs);
            text_of(|l| {
                msg::ReplayRefused {
                    index: *index,
                    why: why.get(l),
                }
                .get(l)
            })
        }
    }
}

/// Why a record's header does not fit its ruleset, in both languages.
pub fn setup_error_text(e: &SetupError, rs: &Ruleset) -> Text {
    match e {
        SetupError::PlayerCount(p) => text_of(|l| {
            msg::SetupPlayerCount {
                players: p.players,
                ruleset: p.ruleset.as_str(),
                min: p.min,
                max: p.max,
            }
            .get(l)
        }),
        SetupError::RoleCount { role, refusal } => {
            let why = super::refusal_text(refusal, rs);
            text_of(|l| {
                msg::SetupRoleCount {
                    role: role.as_str(),
                    why: why.get(l),
                }
                .get(l)
            })
        }
    }
}

/// A record file that cannot be read: the file, the key or line, what was
/// expected and what was found.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match e {
        RecordError::Read { error, .. } => super::storage_error(error).get(lang).to_owned(),
        RecordError::Invalid { file, problem } => msg::RecordError {
            file: file.as_str(),
            problem: super::problem(lang, problem),
        }
        .get(lang),
        RecordError::Header { file, cause } => {
            let problem = match cause.problem() {
                Some(p) => super::problem(lang, p),
                None => record_error(lang, cause),
            };
            msg::RecordHeaderDamaged {
                file: file.as_str(),
                problem,
            }
            .get(lang)
        }
    }
}

/// [`record_error`] in both languages.
pub fn record_error_text(e: &RecordError) -> Text {
    text_of(|l| record_error(l, e))
}

/// What is wrong where a damaged record stops being read.
pub fn damage_reason(lang: Lang, r: &DamageReason) -> String {
    match r {
        DamageReason::InvalidUtf8 => msg::DamageInvalidUtf8.get(lang).to_owned(),
        DamageReason::NoActionList => msg::DamageNoActionList.get(lang).to_owned(),
        DamageReason::IncompleteAction => msg::DamageIncompleteAction.get(lang).to_owned(),
        DamageReason::CutOff => msg::DamageCutOff.get(lang).to_owned(),
        DamageReason::AfterActions(Some(p)) => super::problem(lang, p),
        DamageReason::AfterActions(None) => msg::DamageAfterActions.get(lang).to_owned(),
    }
}

/// A ruleset id found in no folder, with the ruleset files that failed to
/// load (one may be why).
pub fn ruleset_not_found(lang: Lang, e: &crate::ruleset::catalog::NotFound) -> String {
    let folders: Vec<String> = e.dirs.iter().map(|d| d.display().to_string()).collect();
    let mut out = msg::RulesetNotFound {
        id: e.id.as_str(),
        folders: folders.join(", "),
    }
    .get(lang);
    for b in &e.broken {
        out.push('\n');
        out.push_str(&super::ruleset_error(lang, b));
    }
    out
}

/// An operating-system error: the reason in words, the system's own text
/// after it.
pub fn io_error(lang: Lang, e: &std::io::Error) -> String {
    msg::IoWhy {
        why: super::io_why(e).get(lang).to_owned(),
        system: e.to_string(),
    }
    .get(lang)
}
