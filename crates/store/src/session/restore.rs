//! Bringing a record back to life: replay under the ruleset of the same id,
//! with what the judge must be told (damage, a changed ruleset, an action
//! the rules now refuse), as typed [`Note`]s. The words are in
//! [`crate::i18n`], said where the judge is shown them.

use super::record::{Damage, Loaded};
use super::{Session, SetupError};
use mafia_core::game::Refusal;
use mafia_core::ruleset::Ruleset;

/// A game record brought back to life: the session and what the judge must
/// be told about it (damage, a changed ruleset, a refused action).
#[derive(Debug, Clone)]
pub struct Restored {
    pub session: Session,
    pub notes: Vec<Note>,
}

/// What the judge must be told about a record brought back. Its words
/// quote the game's ruleset (a refused action's rule):
/// `Ruled(&note, &restored.session.ruleset).say(lang)` in `crate::i18n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// The file is damaged: it was read up to the damage.
    Damaged { file: String, damage: Damage },
    /// The record was played under a ruleset of the same id that has
    /// changed since.
    RulesetChanged { file: String, id: String },
    /// The rules now refuse the record's action `index` (from 1): the game
    /// stops before it.
    Refused {
        file: String,
        index: usize,
        refusal: Refusal,
    },
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
        notes.push(Note::Damaged {
            file: file.to_owned(),
            damage: d.clone(),
        });
    }
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != rs.fingerprint {
        notes.push(Note::RulesetChanged {
            file: file.to_owned(),
            id,
        });
    }
    watched::count(record.created);
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
            notes.push(Note::Refused {
                file: file.to_owned(),
                index,
                refusal,
            });
            Ok(Restored { session, notes })
        }
    }
}

/// Tests: how many times one record (by its creation time) is replayed by
/// [`restore`], so a test can keep a path from replaying a long record
/// twice without timing it. One record is watched at a time; nothing is
/// counted until [`watch`] names it.
#[doc(hidden)]
pub mod watched {
    use std::sync::atomic::{AtomicU64, Ordering};

    /// The creation time watched (0: none).
    static CREATED: AtomicU64 = AtomicU64::new(0);
    static REPLAYS: AtomicU64 = AtomicU64::new(0);

    /// Counts the replays of the record created at `created` from now on.
    pub fn watch(created: u64) {
        REPLAYS.store(0, Ordering::SeqCst);
        CREATED.store(created, Ordering::SeqCst);
    }

    /// The replays of the watched record since [`watch`].
    pub fn replays() -> u64 {
        REPLAYS.load(Ordering::SeqCst)
    }

    pub(super) fn count(created: u64) {
        if created != 0 && CREATED.load(Ordering::Relaxed) == created {
            REPLAYS.fetch_add(1, Ordering::SeqCst);
        }
    }
}
