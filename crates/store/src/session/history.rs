//! The judge's steps and the undo cursor.
//!
//! Every accepted action is one step holding its events. The state at the
//! cursor is the fold of the events of the steps before it: undo moves the
//! cursor back and rebuilds by replaying events (cheap, and never diverges
//! from a replay of the record); redo applies the next step's events again.

use mafia_core::game::decide::decide_into;
use mafia_core::game::{Action, Event, GameState, Refusal};
use mafia_core::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// One accepted judge action with the wall-clock time it was taken (ms).
/// Written flat (`{"at":…,"type":"foul","seat":3}`); read strictly: a key
/// given twice, or one the action does not have, is refused.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stamped {
    pub at: u64,
    /// Who sent it, when not the console's own keys (`"by":"phone"`);
    /// absent in every record before it, and for the console's keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<By>,
    #[serde(flatten)]
    pub action: Action,
}

/// Who sent an action other than the console's own keys and mouse
/// (issue 34): the record keeps it, the rules never read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum By {
    /// The judge's paired phone.
    Phone,
    /// An assistant judge's paired tablet.
    Assistant,
}

/// A JSON object that refuses a key given twice (serde_json's own map keeps
/// the last one silently).
struct StrictObject(serde_json::Map<String, serde_json::Value>);

impl<'de> Deserialize<'de> for StrictObject {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = StrictObject;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an action object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<StrictObject, A::Error> {
                let mut out = serde_json::Map::new();
                while let Some((k, v)) = map.next_entry::<String, serde_json::Value>()? {
                    if out.contains_key(&k) {
                        // serde's own words, which `ruleset::error_classify` reads.
                        return Err(serde::de::Error::custom(format!("duplicate field `{k}`")));
                    }
                    out.insert(k, v);
                }
                Ok(StrictObject(out))
            }
        }
        d.deserialize_map(V)
    }
}

impl<'de> Deserialize<'de> for Stamped {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let StrictObject(mut map) = StrictObject::deserialize(d)?;
        let at = map
            .remove("at")
            .ok_or_else(|| D::Error::missing_field("at"))?;
        let at: u64 = serde_json::from_value(at).map_err(|e| {
            let m = e.to_string();
            let found = m.rsplit_once(", expected ").map_or(m.as_str(), |(f, _)| f);
            D::Error::custom(format!("{found}, expected a time in ms"))
        })?;
        let by: Option<By> = match map.remove("by") {
            None => None,
            Some(v) => serde_json::from_value(v).map_err(D::Error::custom)?,
        };
        let given: Vec<String> = map
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, _)| k.clone())
            .collect();
        let action: Action =
            serde_json::from_value(serde_json::Value::Object(map)).map_err(D::Error::custom)?;
        // The keys this action has are the keys it writes back.
        let back = serde_json::to_value(&action).map_err(D::Error::custom)?;
        if let Some(k) = given.iter().find(|k| back.get(k.as_str()).is_none()) {
            let allowed: Vec<String> = back
                .as_object()
                .map(|o| o.keys().map(|k| format!("`{k}`")).collect())
                .unwrap_or_default();
            let allowed = ["`at`".to_owned(), "`by`".to_owned()]
                .into_iter()
                .chain(allowed)
                .collect::<Vec<_>>()
                .join(", ");
            return Err(D::Error::custom(format!(
                "unknown field `{k}`, expected one of {allowed}"
            )));
        }
        Ok(Stamped { at, by, action })
    }
}

#[derive(Debug, Clone)]
struct Step {
    stamped: Stamped,
    /// Where its events end in [`History::events`] (they start where the
    /// step before it ends): one list for the game, not one allocation a
    /// step, which held most of a long record's memory.
    end: usize,
    /// Taken by the console on resuming, not by the judge.
    on_resume: bool,
}

/// A game in progress: its steps, the cursor, and the state at the cursor.
#[derive(Debug, Clone)]
pub struct History {
    initial: GameState,
    steps: Vec<Step>,
    /// The events of every step, the undone ones included, in order.
    events: Vec<Event>,
    cursor: usize,
    state: GameState,
    /// The most steps before the cursor: [`super::record::ACTIONS_LIMIT`]
    /// (smaller in tests, [`History::lower_limit`]).
    limit: usize,
}

impl History {
    pub fn new(initial: GameState) -> Self {
        History {
            state: initial.clone(),
            initial,
            steps: Vec::new(),
            events: Vec::new(),
            cursor: 0,
            limit: super::record::ACTIONS_LIMIT,
        }
    }

    /// Takes at most `limit` steps from now on, if that is below
    /// [`super::record::ACTIONS_LIMIT`] (tests: the refusal past the limit
    /// without a record of 200,000 actions). Never raises it.
    pub fn lower_limit(&mut self, limit: usize) {
        self.limit = self.limit.min(limit);
    }

    /// Room for `n` more steps, reserved at once (a replay knows how many
    /// come: no list grown twice its size by doubling).
    pub fn reserve(&mut self, n: usize) {
        self.steps.reserve_exact(n.min(self.limit));
    }

    /// Gives back what the lists hold beyond their length (after a replay).
    pub fn shrink(&mut self) {
        self.steps.shrink_to_fit();
        self.events.shrink_to_fit();
    }

    /// The state after the steps before the cursor.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Decides and, if accepted, applies one action as a new step (dropping
    /// any undone steps after the cursor).
    pub fn act(&mut self, rs: &Ruleset, action: Action, now: u64) -> Result<&[Event], Refusal> {
        self.push(rs, action, now, None, false)
    }

    /// [`History::act`] for an action a paired device sent (`by`).
    pub fn act_by(
        &mut self,
        rs: &Ruleset,
        action: Action,
        now: u64,
        by: Option<By>,
    ) -> Result<&[Event], Refusal> {
        self.push(rs, action, now, by, false)
    }

    /// [`History::act`] for a step the console takes on resuming a game:
    /// undo never stops just before it.
    pub fn act_on_resume(
        &mut self,
        rs: &Ruleset,
        action: Action,
        now: u64,
    ) -> Result<&[Event], Refusal> {
        self.push(rs, action, now, None, true)
    }

    fn push(
        &mut self,
        rs: &Ruleset,
        action: Action,
        now: u64,
        by: Option<By>,
        on_resume: bool,
    ) -> Result<&[Event], Refusal> {
        if self.cursor >= self.limit {
            return Err(Refusal::ActionsLimit { limit: self.limit });
        }
        let (events, next) = decide_into(&self.state, &action, rs, now)?;
        self.state = next;
        self.steps.truncate(self.cursor);
        self.events.truncate(self.end_of(self.cursor));
        let start = self.events.len();
        self.events.extend(events);
        self.steps.push(Step {
            stamped: Stamped {
                at: now,
                by,
                action,
            },
            end: self.events.len(),
            on_resume,
        });
        self.cursor = self.steps.len();
        Ok(self.events.get(start..).unwrap_or_default())
    }

    /// Where the events of the first `steps` steps end.
    fn end_of(&self, steps: usize) -> usize {
        steps
            .checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map_or(0, |s| s.end)
    }

    /// The events of step `i`.
    fn step_events(&self, i: usize) -> &[Event] {
        let end = self.steps.get(i).map_or(0, |s| s.end);
        self.events.get(self.end_of(i)..end).unwrap_or_default()
    }

    /// The cursor would rest just before a step the console took on resuming.
    fn unseen(&self, cursor: usize) -> bool {
        self.steps.get(cursor).is_some_and(|s| s.on_resume)
    }

    /// Where undo goes from `cursor`: one judge's step back, past a resume's
    /// own step (and the judge's step before it).
    fn undo_target(&self, cursor: usize) -> Option<usize> {
        let mut c = cursor.checked_sub(1)?;
        while self.unseen(c) {
            c = c.checked_sub(1)?;
        }
        Some(c)
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target(self.cursor).is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// Steps back one judge action; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(to) = self.undo_target(self.cursor) else {
            return false;
        };
        self.cursor = to;
        let mut state = self.initial.clone();
        for e in self.events() {
            state.apply(e);
        }
        self.state = state;
        true
    }

    /// Takes the undone action again; false if there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.steps.len() {
            return false;
        }
        // Never rest just before the resume's own step: take it too.
        let mut to = self.cursor + 1;
        while self.unseen(to) {
            to += 1;
        }
        let (from, end) = (self.end_of(self.cursor), self.end_of(to));
        for e in self.events.get(from..end).unwrap_or_default() {
            self.state.apply(e);
        }
        self.cursor = to;
        true
    }

    /// Every event of the steps before the cursor, oldest first: what
    /// made the state (the statistics read how a game ended from them).
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.events
            .get(..self.end_of(self.cursor))
            .unwrap_or_default()
            .iter()
    }

    /// The judge's steps undo would take back now, oldest first (the
    /// resume's own step is left out).
    pub fn undo_steps(&self) -> Vec<(&Stamped, &[Event])> {
        let Some(to) = self.undo_target(self.cursor) else {
            return Vec::new();
        };
        (to..self.cursor)
            .filter_map(|i| self.steps.get(i).map(|s| (i, s)))
            .filter(|(_, s)| !s.on_resume)
            .map(|(i, s)| (&s.stamped, self.step_events(i)))
            .collect()
    }

    /// The judge's step redo would bring back, with its events.
    pub fn redo_step(&self) -> Option<(&Stamped, &[Event])> {
        self.steps
            .get(self.cursor)
            .map(|s| (&s.stamped, self.step_events(self.cursor)))
    }

    /// The accepted actions before the cursor, in order: what a record holds.
    pub fn actions(&self) -> Vec<Stamped> {
        self.steps[..self.cursor]
            .iter()
            .map(|s| s.stamped.clone())
            .collect()
    }

    /// The action that undo would take back.
    pub fn last_action(&self) -> Option<&Stamped> {
        self.cursor
            .checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map(|s| &s.stamped)
    }

    /// The action that redo would take again.
    pub fn next_redo(&self) -> Option<&Stamped> {
        self.steps.get(self.cursor).map(|s| &s.stamped)
    }

    /// How many steps are before the cursor.
    pub fn len(&self) -> usize {
        self.cursor
    }

    pub fn is_empty(&self) -> bool {
        self.cursor == 0
    }
}
