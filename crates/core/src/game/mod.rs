//! The pure rules engine: no windows, sound, files or clock in here.
//!
//! The judge's intent is an [`Action`]; [`decide`] checks it against the
//! [`Ruleset`](crate::ruleset::Ruleset) and the [`GameState`] and either
//! refuses it with a typed [`Refusal`] (put into words by `mafia_store::i18n`) or
//! returns [`Event`]s;
//! [`GameState::apply`] folds each event in. The game is its event log.

pub mod action;
mod apply;
pub mod clock;
pub mod decide;
pub mod event;
pub mod random;
pub mod reason;
pub mod refusal;
mod rules;
pub mod score;
pub mod seat_draw;
pub mod state;
pub mod texts;

pub use action::{Action, Ballot};
pub use decide::decide;
pub use event::Event;
pub use reason::{EndReason, NoVoteReason};
pub use refusal::Refusal;
pub use state::{DayStage, ExitHow, GameState, Phase, StepActors};

/// A seat number, 1 to the number of players.
pub type Seat = u8;
