//! Bringing a record back to life: replay under the ruleset of the same id,
//! with what the judge must be told (damage, a changed ruleset, an action
//! the rules now refuse).

use super::record::{Damage, Loaded};
use super::{ReplayError, Session};
use crate::ruleset::{Ruleset, Text};

impl Damage {
    /// The judge's sentence about it.
    pub fn text(&self, file: &str) -> Text {
        Text {
            ru: format!(
                "{file}: файл повреждён со строки {} (байт {}); восстановлено действий: {} ({})",
                self.line, self.byte, self.recovered, self.reason
            ),
            en: format!(
                "{file}: damaged from line {} (byte {}); actions recovered: {} ({})",
                self.line, self.byte, self.recovered, self.reason
            ),
        }
    }
}

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
    let mut record = loaded.record;
    let id = record.ruleset.id.clone();
    let Some(rs) = rulesets.iter().find(|r| r.id == id).cloned() else {
        return Err(Text {
            ru: format!(
                "{file}: правила «{id}» не найдены (нет файла {id}.toml или он с ошибками): игру нельзя продолжить, файл не тронут"
            ),
            en: format!(
                "{file}: the ruleset \"{id}\" is not found (no {id}.toml, or it has errors): the game cannot continue, the file is left as it was"
            ),
        });
    };
    let mut notes = Vec::new();
    if let Some(d) = &loaded.damage {
        notes.push(d.text(file));
    }
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != rs.fingerprint {
        notes.push(Text {
            ru: format!(
                "{file}: правила «{id}» изменились после записи игры; игра пересчитана по новым"
            ),
            en: format!(
                "{file}: the ruleset \"{id}\" has changed since the game was recorded; replayed under the new one"
            ),
        });
    }
    match Session::replay(rs.clone(), &record) {
        Ok(session) => Ok(Restored { session, notes }),
        Err(ReplayError::Setup(m)) => Err(Text {
            ru: format!("{file}: запись не подходит к правилам «{id}»: {m}"),
            en: format!("{file}: the record does not fit the ruleset \"{id}\": {m}"),
        }),
        Err(ReplayError::Refused { index, refusal }) => {
            record.actions.truncate(index.saturating_sub(1));
            let session = Session::replay(rs, &record).map_err(|e| Text {
                ru: format!("{file}: {e}"),
                en: format!("{file}: {e}"),
            })?;
            notes.push(Text {
                ru: format!(
                    "{file}: действие {index} правила не принимают ({}); игра восстановлена до действия {}",
                    refusal.text.ru,
                    index.saturating_sub(1)
                ),
                en: format!(
                    "{file}: the rules refuse action {index} ({}); the game is restored up to action {}",
                    refusal.text.en,
                    index.saturating_sub(1)
                ),
            });
            Ok(Restored { session, notes })
        }
    }
}
