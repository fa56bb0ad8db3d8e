//! What the judge asks for: one [`Action`] per click or key.
//!
//! Actions are intents; [`super::decide`] checks them against the ruleset and
//! the state and either refuses them with a reason or turns them into events.
//! The game record stores actions, so their JSON form is part of the file
//! format (`docs/game-record.md`): add variants, never rename them.

use super::Seat;
use crate::ruleset::Outcome;
use serde::{Deserialize, Serialize};

/// Votes for one candidate: the seats who raised their hands, or just a count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Ballot {
    Voters(Vec<Seat>),
    Count(u8),
}

/// One shooter's shot at night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shot {
    pub shooter: Seat,
    pub target: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Fix a seat's nickname (any time).
    Rename { seat: Seat, nick: String },
    /// Record the card dealt at the table to a seat (before the game starts).
    AssignRole { seat: Seat, role: String },
    /// Set how many cards of each role are in the deal, where the ruleset lets
    /// the judge choose (stylized mafia). Before the game starts.
    SetRoleCount { role: String, count: u8 },
    /// The console deals the cards in secret from this seed (before the start).
    DealRoles { seed: u64 },
    /// Every seat has its card: night zero begins.
    StartGame,
    /// The normal flow: end this speech or step and go to the next one.
    Next,
    /// The current speaker puts a seat to the vote.
    Nominate { target: Seat },
    /// The current speaker takes his nomination back (where the rules allow).
    Withdraw,
    /// A foul (warning) to a seat, with the offence from the ruleset's list.
    Foul {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offence: Option<String>,
    },
    /// Take back the last foul given to a seat (a judge's correction).
    RemoveFoul { seat: Seat },
    /// A disqualifying or team-loss offence (FIIM 6.7, 6.8): the seat leaves at once.
    Punish { seat: Seat, offence: String },
    /// The votes for the next candidate in the current vote.
    Vote { candidate: Seat, votes: Ballot },
    /// The votes for "all of them leave" after a repeated tie.
    LiftVote { votes: Ballot },
    /// The night's shot at a seat, or a miss (`target: null`).
    Shoot { target: Option<Seat> },
    /// The night's shots one by one: every living member of the shooting
    /// team, where he shot (`target: null`: he did not). A kill when they
    /// all shot the same seat, a miss otherwise (as the judge counts them).
    ShootEach { shots: Vec<Shot> },
    /// A check of one seat (the don's, the sheriff's, the detective's).
    Check { target: Seat },
    /// The journalist compares two seats.
    Compare { first: Seat, second: Seat },
    /// The lawyer protects a seat from this night's kills.
    Protect { target: Seat },
    /// The FBI agent takes a seat's vote for the next day.
    BlockVote { target: Seat },
    /// A seat is protected from the next day's vote: nobody may nominate
    /// him (stylized 4.3, a `vote_immunity` step).
    Immunity { target: Seat },
    /// The order night: the seats the mafia books for the next nights.
    Order { targets: Vec<Seat> },
    /// The first-killed player's best move (FIIM 7.12).
    BestMove { seats: Vec<Seat> },
    /// Start (or resume) the speech timer.
    TimerStart,
    /// Pause the speech timer.
    TimerPause,
    /// Add (or with a negative number take) seconds to the current timer.
    TimerAdd { seconds: i32 },
    /// Put the current timer back to its full time, stopped.
    TimerReset,
    /// The judge decides the result (a protest, an unplayable situation), with a reason.
    DeclareResult { outcome: Outcome, reason: String },
    /// The judge's extra points (or minus points) for a seat, with a reason.
    ExtraPoints {
        seat: Seat,
        points: f64,
        reason: String,
    },
    /// After the game, one player gives a "like" to another (Baikal).
    Like { from: Seat, to: Seat },
    /// After the game, the best players by the table's vote (MCC, all tied get it).
    BestPlayers { seats: Vec<Seat> },
    /// A tournament penalty from the ruleset's list (Minsk: lateness, missed round).
    Penalty { seat: Seat, id: String },
    /// Which best-move points table applies (FIIM versions).
    BestMoveTable { id: String },
    /// Tournament data for the first-killed compensation: the player's count of
    /// red first-killed losses `i` and the tournament's games per player `n`.
    Compensation { seat: Seat, i: u32, n: u32 },
    /// A note for the protocol's second page.
    Note { text: String },
    /// After the game: the seats that raised their hands for `candidate` in
    /// a count entered as a number (`round`: the day's counts from 0, the
    /// re-vote is 1). Adds the voters, changes no result; they must be as
    /// many as the count and could vote then.
    MarkHands {
        day: u32,
        round: usize,
        candidate: Seat,
        voters: Vec<Seat>,
    },
    /// After the game: the seats that raised their hands in day `day`'s
    /// lift vote ("all of them leave?") entered as a number. Adds the
    /// voters, changes no result; they must be as many as the count and
    /// could vote then.
    MarkLiftHands { day: u32, voters: Vec<Seat> },
    /// The judge ends the round of words after the game (MCC club rules) at
    /// once, whoever has not spoken yet. `Next` ends one word early.
    SkipAfterRound,
    /// A protest, as the judge writes it down (who filed it and why); the
    /// judge's answer is a `DeclareResult` or a note.
    Protest { text: String },
}

impl Action {
    /// Timer clicks do not change the game, only the clock.
    pub fn is_timer(&self) -> bool {
        matches!(
            self,
            Action::TimerStart | Action::TimerPause | Action::TimerAdd { .. } | Action::TimerReset
        )
    }
}
