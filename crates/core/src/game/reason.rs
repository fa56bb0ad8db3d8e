//! Why a game ended and why a day had no one leave by vote: typed values
//! stored in the state, turned into words by the localisation module
//! (`mafia_store::i18n`) with the ruleset's own rule numbers.

use super::Seat;
use crate::ruleset::RuleKey;
use serde::{Deserialize, Serialize};

/// Why the game ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EndReason {
    /// No black player is left.
    NoBlackLeft,
    /// Blacks are as many as reds at the table.
    Parity,
    /// A streak of the ruleset's `[[end.streaks]]` (by index) is complete.
    Streak { streak: usize },
    /// A team-loss offence (an id from the ruleset's offences) by this seat.
    TeamLoss { seat: Seat, offence: String },
    /// The judge decided, with his own written reason.
    Judge { reason: String },
}

/// Why nobody left by vote on a day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NoVoteReason {
    /// The day's vote is not held: a player was removed (FIIM 7.1, 7.2).
    Cancelled {
        rule: RuleKey,
    },
    /// The running vote is stopped: a player was removed (FIIM 7.1).
    Stopped {
        rule: RuleKey,
    },
    /// A candidate was removed during the vote.
    CandidateRemoved,
    NobodyNominated,
    /// A single candidate on day 1.
    SingleCandidateDayOne,
    /// A repeated tie with this many players left ends the voting; `rule`
    /// indexes the ruleset's `voting.repeat_tie_ends`.
    RepeatTieEnds {
        living: usize,
        rule: usize,
    },
    /// No vote to lift every player at the table (FIIM 7.9).
    NoLiftWhenAllTied {
        rule: RuleKey,
    },
    /// A repeated tie and no lift vote in this ruleset: nobody leaves.
    RepeatTie,
    /// Not more than half voted for all of them leaving.
    LiftFailed,
}
