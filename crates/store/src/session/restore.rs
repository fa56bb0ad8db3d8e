//! Bringing a record back to life: replay under the ruleset of the same id,
//! with what the judge must be told (damage, a changed ruleset, an action
//! the rules now refuse). The words are in [`crate::i18n`].

use super::Session;
use super::record::Loaded;
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

/// Replays a loaded record under the ruleset of the same id from `rulesets`.
/// A record whose ruleset is missing is an error naming the ruleset; a
/// changed ruleset is a note; an action the rules now refuse ends the game
/// there, with a note.
pub fn restore(file: &str, loaded: Loaded, rulesets: &[Ruleset]) -> Result<Restored, Text> {
    let record = loaded.record;
    let id = record.ruleset.id.clone();
    let Some(rs) = rulesets.iter().find(|r| r.id == id).cloned() else {
        return Err(i18n::record_ruleset_missing(file, &id));
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
        Err(m) => Err(i18n::record_misfit(
            file,
            &id,
            &i18n::setup_error_text(&m, &rs),
        )),
        Ok((session, Some((index, refusal)))) => {
            // The game ends before the action the rules now refuse.
            let why = i18n::refusal_text(&refusal, &rs);
            notes.push(i18n::record_refused(file, index, &why));
            Ok(Restored { session, notes })
        }
    }
}
