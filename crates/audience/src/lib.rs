//! What the audience sees: the projector's view and the moments of a game,
//! and the hall between two games, with their words.
//!
//! Where things are:
//! - `audience/mod.rs` `ProjectorView` (serialisable), built by the pure
//!   `ProjectorView::from_state` from the state, the ruleset, spectator mode
//!   and the time: it leaves out roles, checks and night actions while the
//!   game runs unless spectator mode is on. Read by the projector window,
//!   the stream's pages and `mafia-judge view`.
//! - `audience/moment.rs` the typed `Moment` (a vote counted, who leaves
//!   with how many hands, a tie, the night's result, the best move, a
//!   removal, the end) with its banner; `moments()` gives everything a part
//!   of the game has to tell, in order.
//! - `audience/say.rs` what the judge says now (whose minute, who is voted
//!   for, which role wakes) as a typed `Say`; `audience/history.rs` the
//!   game's rounds as typed entries; `audience/photo.rs` a player's photo as
//!   plain data; `audience/between.rs` the hall between two games of a
//!   tournament (standings, the next games, the charts' data).
//! - `i18n/audience.rs` and `i18n/say.rs`: their words.

pub mod audience;

/// The audience's own words (moments, banners, what the judge says).
pub mod i18n {
    mod audience;
    mod say;
    pub use audience::*;
    pub use say::{say_words, step_say, step_who, wake_up};
}
