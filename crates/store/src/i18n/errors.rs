//! The typed errors of the session and storage layer, in words: a record
//! that cannot be read or replayed, a ruleset not found, an operating-system
//! error. Each names its file; nothing of serde's or Rust's words is shown.
//! (The console's, the protocol's, `serve`'s and the tournament's errors are
//! put into words in their own crates' `i18n` modules.)

use super::Ruled;
use crate::session::restore::RestoreError;
use crate::session::{DamageReason, RecordError, ReplayError, SetupError};
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why a record does not replay under its ruleset.
impl Words for Ruled<'_, ReplayError> {
    fn say(&self, lang: Lang) -> String {
        match self.0 {
            ReplayError::Setup(s) => Ruled(s, self.1).say(lang),
            ReplayError::Refused { index, refusal } => msg::ReplayRefused {
                index: *index,
                why: Ruled(refusal, self.1).say(lang),
            }
            .get(lang),
        }
    }
}

/// Why a record's header does not fit its ruleset.
impl Words for Ruled<'_, SetupError> {
    fn say(&self, lang: Lang) -> String {
        match self.0 {
            SetupError::PlayerCount(p) => msg::SetupPlayerCount {
                players: p.players,
                ruleset: p.ruleset.as_str(),
                min: p.min,
                max: p.max,
            }
            .get(lang),
            SetupError::RoleCount { role, refusal } => msg::SetupRoleCount {
                role: role.as_str(),
                why: Ruled(refusal, self.1).say(lang),
            }
            .get(lang),
        }
    }
}

/// A record file that cannot be read: the file, the key or line, what was
/// expected and what was found.
impl Words for RecordError {
    fn say(&self, lang: Lang) -> String {
        match self {
            RecordError::Read { error, .. } => super::Core(error.as_ref()).say(lang),
            RecordError::Invalid { file, problem } => msg::RecordError {
                file: file.as_str(),
                problem: super::Core(problem).say(lang),
            }
            .get(lang),
            RecordError::Header { file, cause } => {
                let problem = match cause.problem() {
                    Some(p) => super::Core(p).say(lang),
                    None => cause.say(lang),
                };
                msg::RecordHeaderDamaged {
                    file: file.as_str(),
                    problem,
                }
                .get(lang)
            }
        }
    }
}

/// A record that cannot be brought back: its ruleset is missing, or its
/// header does not fit the ruleset.
impl Words for RestoreError {
    fn say(&self, lang: Lang) -> String {
        match self {
            RestoreError::RulesetMissing { file, id } => msg::RecordRulesetMissing {
                file: file.as_str(),
                id: id.as_str(),
            }
            .get(lang),
            RestoreError::Misfit { file, why, ruleset } => msg::RecordMisfit {
                file: file.as_str(),
                id: ruleset.id.as_str(),
                why: Ruled(why, ruleset).say(lang),
            }
            .get(lang),
        }
    }
}

/// What is wrong where a damaged record stops being read.
impl Words for DamageReason {
    fn say(&self, lang: Lang) -> String {
        match self {
            DamageReason::InvalidUtf8 => msg::DamageInvalidUtf8.get(lang).to_owned(),
            DamageReason::NoActionList => msg::DamageNoActionList.get(lang).to_owned(),
            DamageReason::IncompleteAction => msg::DamageIncompleteAction.get(lang).to_owned(),
            DamageReason::CutOff => msg::DamageCutOff.get(lang).to_owned(),
            DamageReason::AfterActions(Some(p)) => super::Core(p).say(lang),
            DamageReason::AfterActions(None) => msg::DamageAfterActions.get(lang).to_owned(),
        }
    }
}

/// A ruleset id found in no folder, with the ruleset files that failed to
/// load (one may be why).
impl Words for crate::ruleset::catalog::NotFound {
    fn say(&self, lang: Lang) -> String {
        let folders: Vec<String> = self.dirs.iter().map(|d| d.display().to_string()).collect();
        let mut out = msg::RulesetNotFound {
            id: self.id.as_str(),
            folders: folders.join(", "),
        }
        .get(lang);
        for b in &self.broken {
            out.push('\n');
            out.push_str(&super::Core(b).say(lang));
        }
        out
    }
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
