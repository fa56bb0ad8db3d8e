//! The game session: the undoable log of judge steps and the JSON game record.
//!
//! A [`Session`] is what the console holds: the ruleset, the record header and
//! the [`History`]. It turns into a [`Record`] for saving and is rebuilt from
//! one by replay.

pub mod autosave;
pub mod history;
pub mod load;
pub mod record;
pub mod restore;
pub mod sites;
pub mod step;

pub use history::{By, History, Stamped};
pub use load::{LoadError, load_record};
pub use record::{ACTIONS_LIMIT, DamageReason, Meta, Options, Record, RecordError, RulesetRef};

use mafia_core::game::{Action, Event, GameState, Refusal};
use mafia_core::ruleset::Ruleset;
use std::collections::BTreeMap;
use std::fmt;

/// A game being played or replayed.
#[derive(Debug, Clone)]
pub struct Session {
    /// The ruleset as this game plays it: for a record of an older version,
    /// with what that version did not know turned off ([`rules_of_version`]).
    pub ruleset: Ruleset,
    pub meta: Meta,
    pub created: u64,
    options: Options,
    players: Vec<String>,
    history: History,
    /// The record version whose rules this game follows, and which it writes.
    version: u32,
    /// Who sends the actions now when not the console's keys (a paired
    /// phone's command is running): each step taken is stamped with it.
    author: Option<By>,
}

/// The ruleset as a record of `version` was played: each record version that
/// changed how a game goes is listed here, and an older record replays with
/// that change turned off, so it means what it meant when it was written.
///
/// - 2: a night step with `wake_when_departed` is announced and timed after
///   its role has left (issue 12.8); version 1 skipped it, so its records
///   hold no `next` for such a step.
pub fn rules_of_version(mut ruleset: Ruleset, version: u32) -> Ruleset {
    if version < 2 {
        for step in &mut ruleset.night {
            step.wake_when_departed = false;
        }
    }
    ruleset
}

/// Why a new game cannot start: the ruleset takes another number of players.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{players} players, but the ruleset \"{ruleset}\" allows {min} to {max}")]
pub struct PlayerCountError {
    pub players: usize,
    pub ruleset: String,
    pub min: u8,
    pub max: u8,
}

/// Why a record's header does not fit its ruleset.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    /// Another number of players than the ruleset allows.
    #[error(transparent)]
    PlayerCount(#[from] PlayerCountError),
    /// A card count in `role_counts` the rules refuse.
    #[error("role_counts.{role}: {refusal}")]
    RoleCount { role: String, refusal: Refusal },
}

/// Why a record could not be replayed.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplayError {
    /// The header does not fit the ruleset (player count, unknown role).
    Setup(SetupError),
    /// Action number `index` (from 1) was refused by the rules.
    Refused { index: usize, refusal: Refusal },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(m) => write!(f, "{m}"),
            ReplayError::Refused { index, refusal } => write!(f, "action {index}: {refusal}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Session {
    /// A new game at the setup stage with these nicknames (seat 1 first).
    pub fn new(
        ruleset: Ruleset,
        players: Vec<String>,
        created: u64,
    ) -> Result<Session, PlayerCountError> {
        Session::new_as_version(ruleset, players, created, record::VERSION)
    }

    /// A new game that follows the rules of record version `version` and is
    /// saved as that version: how a record is replayed, and how the example
    /// records of version 1 are rebuilt in the tests.
    pub fn new_as_version(
        ruleset: Ruleset,
        players: Vec<String>,
        created: u64,
        version: u32,
    ) -> Result<Session, PlayerCountError> {
        let ruleset = rules_of_version(ruleset, version);
        let n = players.len();
        let r = ruleset.players;
        if n < usize::from(r.min) || n > usize::from(r.max) {
            return Err(PlayerCountError {
                players: n,
                ruleset: ruleset.id.clone(),
                min: r.min,
                max: r.max,
            });
        }
        let counts = ruleset.default_counts();
        let mut state = GameState::new(&players, counts, ruleset.end.streaks.len());
        state.geographic = ruleset.geographic;
        Ok(Session {
            meta: Meta::default(),
            created,
            options: Options::default(),
            players,
            history: History::new(state),
            ruleset,
            version,
            author: None,
        })
    }

    /// The record version this game follows and is saved as.
    pub fn version(&self) -> u32 {
        self.version
    }

    pub fn state(&self) -> &GameState {
        self.history.state()
    }

    /// The judge's switches for this game.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Sets the judge's switches; only before the first action (they are
    /// part of the game's start, not an undoable step). False if too late.
    pub fn set_options(&mut self, options: Options) -> bool {
        if !self.history.is_empty() {
            return false;
        }
        let mut state = self.history.state().clone();
        state.geographic = options.geographic.unwrap_or(self.ruleset.geographic);
        self.options = options;
        self.history = History::new(state);
        true
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    /// One judge action: checked, and if accepted, one undoable step
    /// (stamped with the author, [`Session::set_author`]).
    pub fn act(&mut self, action: Action, now: u64) -> Result<&[Event], Refusal> {
        self.history.act_by(&self.ruleset, action, now, self.author)
    }

    /// Who sends the next actions: a paired device while its command
    /// runs, `None` (the console's keys) otherwise.
    pub fn set_author(&mut self, by: Option<By>) {
        self.author = by;
    }

    /// A recorded action again, with who sent it (a replay).
    fn act_stamped(&mut self, st: Stamped) -> Result<&[Event], Refusal> {
        self.history.act_by(&self.ruleset, st.action, st.at, st.by)
    }

    /// A step the console takes by itself on resuming the game (pausing a
    /// timer that ran at the crash): undo passes over it.
    pub fn act_on_resume(&mut self, action: Action, now: u64) -> Result<&[Event], Refusal> {
        self.history.act_on_resume(&self.ruleset, action, now)
    }

    /// Checks an action without taking it (to grey out buttons).
    pub fn allows(&self, action: &Action, now: u64) -> bool {
        mafia_core::game::decide(self.state(), action, &self.ruleset, now).is_ok()
    }

    pub fn undo(&mut self) -> bool {
        self.history.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.history.redo()
    }

    /// The game as a record (the actions before the undo cursor).
    pub fn record(&self) -> Record {
        Record {
            format: record::FORMAT.to_owned(),
            version: self.version,
            made_by: crate::made_by::MADE_BY.to_owned(),
            ruleset: RulesetRef {
                id: self.ruleset.id.clone(),
                version: self.ruleset.version.clone(),
                fingerprint: self.ruleset.fingerprint.clone(),
            },
            created: self.created,
            meta: self.meta.clone(),
            options: self.options,
            players: self.players.clone(),
            role_counts: BTreeMap::new(),
            actions: self.history.actions(),
        }
    }

    /// The game a record starts from: its players, header, switches and
    /// cards, before its first action.
    fn replay_start(ruleset: Ruleset, record: &Record) -> Result<Session, SetupError> {
        let mut s = Session::new_as_version(
            ruleset,
            record.players.clone(),
            record.created,
            record.version,
        )?;
        s.meta = record.meta.clone();
        s.set_options(record.options);
        for (role, count) in &record.role_counts {
            s.act(
                Action::SetRoleCount {
                    role: role.clone(),
                    count: *count,
                },
                record.created,
            )
            .map_err(|refusal| SetupError::RoleCount {
                role: role.clone(),
                refusal,
            })?;
        }
        // Role counts from the header are part of the setup, not undoable steps.
        s.history = History::new(s.state().clone());
        s.history.reserve(record.actions.len());
        Ok(s)
    }

    /// Replays a record under a ruleset, the record kept (its actions are
    /// copied into the game). Stops at the first refused action. A caller
    /// done with the record replays it with [`Session::replay_owned`],
    /// which does not hold the actions twice.
    pub fn replay(ruleset: Ruleset, record: &Record) -> Result<Session, ReplayError> {
        let mut s = Session::replay_start(ruleset, record).map_err(ReplayError::Setup)?;
        for (i, st) in record.actions.iter().enumerate() {
            s.act_stamped(st.clone())
                .map_err(|refusal| ReplayError::Refused {
                    index: i + 1,
                    refusal,
                })?;
        }
        s.history.shrink();
        Ok(s)
    }

    /// [`Session::replay`] taking the record: each action moves into the
    /// game, and the record's list is given back as it empties, so a long
    /// record is never held twice (once read, once replayed).
    pub fn replay_owned(ruleset: Ruleset, record: Record) -> Result<Session, ReplayError> {
        match Session::replay_until(ruleset, record).map_err(ReplayError::Setup)? {
            (s, None) => Ok(s),
            (_, Some((index, refusal))) => Err(ReplayError::Refused { index, refusal }),
        }
    }

    /// Replays a record, taking it, up to its first action the rules
    /// refuse: the game before that action, with the action's number
    /// (from 1) and the refusal; None when every action was taken. Only a header
    /// that does not fit the ruleset is an error.
    #[allow(clippy::type_complexity)]
    pub fn replay_until(
        ruleset: Ruleset,
        mut record: Record,
    ) -> Result<(Session, Option<(usize, Refusal)>), SetupError> {
        let mut s = Session::replay_start(ruleset, &record)?;
        let mut actions = std::mem::take(&mut record.actions);
        drop(record);
        // Taken from the back, oldest first; the list's memory is given
        // back each time three quarters of it are empty.
        actions.reverse();
        let mut index = 0;
        while let Some(st) = actions.pop() {
            index += 1;
            if let Err(refusal) = s.act_stamped(st) {
                s.history.shrink();
                return Ok((s, Some((index, refusal))));
            }
            if actions.capacity() > 4096 && actions.len() <= actions.capacity() / 4 {
                actions.shrink_to_fit();
            }
        }
        s.history.shrink();
        Ok((s, None))
    }

    /// Takes at most `limit` actions from now on (tests: the refusal past
    /// [`record::ACTIONS_LIMIT`] without 200,000 actions); never raises it.
    pub fn lower_actions_limit(&mut self, limit: usize) {
        self.history.lower_limit(limit);
    }

    /// Does the record's ruleset fingerprint differ from the loaded ruleset?
    pub fn ruleset_changed(&self, record: &Record) -> bool {
        !record.ruleset.fingerprint.is_empty()
            && record.ruleset.fingerprint != self.ruleset.fingerprint
    }
}
