//! What the audience sees: the projector's view and the moments of a game,
//! and the hall between two games, with their words.

pub use mafia_store::{game, ruleset};

pub mod audience;

/// The words below and the audience's own (moments, banners).
pub mod i18n {
    pub use mafia_store::i18n::*;
    mod audience;
    mod say;
    pub use audience::*;
    pub use say::{say_words, step_say, step_who, wake_up};
}
