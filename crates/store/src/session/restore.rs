//! Bringing a record back to life: replay under the ruleset of the same id,
//! with what the judge must be told (damage, a changed ruleset, an action
//! the rules now refuse). The words are in [`crate::i18n`].

use super::record::Loaded;
use super::{Session, SetupError};
use crate::i18n;
use mafia_core::ruleset::Ruleset;
use mafia_words::Text;

/// A game record brought back to life: the session and what the judge must
/// be told about it (damage, a changed ruleset, a refused action).
#[derive(Debug, Clone)]
pub struct Restored {
    pub session: Session,
    pub notes: Vec<Text>,
}

/// Why a record cannot be brought back at all (put into words by its
/// [`mafia_words::i18n::Words`] in `crate::i18n`, where it is shown).
#[derive(Debug, Clone, thiserror::Error)]
pub enum RestoreError {
    /// The record names a ruleset that none of the loaded ones has.
    #[error("{file}: no ruleset {id}")]
    RulesetMissing { file: String, id: String },
    /// The record's header does not fit its ruleset (the player count, a
    /// card count); the ruleset is kept for the words of the refusal.
    #[error("{file}: does not fit ruleset {}: {why}", .ruleset.id)]
    Misfit {
        file: String,
        why: SetupError,
        ruleset: Box<Ruleset>,
    },
}

/// Replays a loaded record under the ruleset of the same id from `rulesets`.
/// A record whose ruleset is missing is an error naming the ruleset; a
/// changed ruleset is a note; an action the rules now refuse ends the game
/// there, with a note.
pub fn restore(file: &str, loaded: Loaded, rulesets: &[Ruleset]) -> Result<Restored, RestoreError> {
    let record = loaded.record;
    let id = record.ruleset.id.clone();
    let Some(rs) = rulesets.iter().find(|r| r.id == id).cloned() else {
        return Err(RestoreError::RulesetMissing {
            file: file.to_owned(),
            id,
        });
    };
    let mut notes = Vec::new();
    if let Some(d) = &loaded.damage {
        notes.push(i18n::record_damaged(
            file,
            d.line,
            d.byte,
            d.recovered,
            &d.reason,
        ));
    }
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != rs.fingerprint {
        notes.push(i18n::record_ruleset_changed(file, &id));
    }
    // The record is taken: its actions move into the game, never held twice.
    match Session::replay_until(rs.clone(), record) {
        Ok((session, None)) => Ok(Restored { session, notes }),
        Err(why) => Err(RestoreError::Misfit {
            file: file.to_owned(),
            why,
            ruleset: Box::new(rs),
        }),
        Ok((session, Some((index, refusal)))) => {
            // The game ends before the action the rules now refuse.
            let why = mafia_words::i18n::Words::text(&crate::i18n::Ruled(&refusal, &rs));
            notes.push(i18n::record_refused(file, index, &why));
            Ok(Restored { session, notes })
        }
    }
}
