//! What happened: facts in the past tense, produced by `decide` and folded
//! into the state by [`super::GameState::apply`]. Events are derived again
//! from the recorded actions on replay, so they are not part of the file format.

use super::Seat;
use super::clock::Timer;
use super::reason::NoVoteReason;
use super::state::{
    CandidateVotes, Ending, Exit, Extra, LiftResult, NightEntry, Phase, RoundKind, SpeechKind,
};
use crate::ruleset::RuleKey;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A seat's nickname was set.
    Renamed { seat: Seat, nick: String },
    /// A seat's card was recorded (or cleared).
    RoleAssigned { seat: Seat, role: Option<usize> },
    /// The number of cards of a role in this game changed.
    RoleCountSet { role: usize, count: u8 },
    /// The game moved to another phase or stage.
    PhaseChanged { phase: Phase },
    /// A day began with this speaking order; `blocked` may not vote (FBI
    /// agent, 1.1), `immune` may not be nominated (4.3); `answers` are the
    /// night's checks whose answers the checkers get now, in the day.
    DayBegan {
        day: u32,
        order: Vec<Seat>,
        blocked: Vec<Seat>,
        immune: Vec<Seat>,
        answers: Vec<NightEntry>,
    },
    /// A night began (music starts).
    NightBegan { night: u32 },
    /// A speech turn began.
    SpeechBegan { seat: Seat, kind: SpeechKind },
    /// The timer was set, started, paused or changed.
    TimerChanged { timer: Timer },
    /// A seat was put to the vote.
    Nominated { by: Seat, target: Seat },
    /// A nomination was taken back.
    NominationWithdrawn { by: Seat },
    /// A seat's fouls changed (given or taken back).
    FoulsChanged {
        seat: Seat,
        fouls: u8,
        offences: Vec<Option<String>>,
        silenced: bool,
    },
    /// A speaker's own speech ended by the foul that silences (the club's
    /// third warning, `during_speech = "end_now"`): the turn passes on.
    SpeechCut { seat: Seat },
    /// A player left the game.
    PlayerLeft { seat: Seat, exit: Exit },
    /// A removal or team-loss offence for a player already leaving: his exit
    /// stays, the penalty is recorded (FIIM 7.10).
    LatePenalty { seat: Seat, penalty: Exit },
    /// This day's vote will not be held, by this rule (FIIM 7.1, 7.2).
    VoteCancelled { day: u32, rule: RuleKey },
    /// Nobody leaves by vote today, and why.
    NoVote { reason: NoVoteReason },
    /// A count of votes began among these candidates.
    VoteRoundOpened {
        kind: RoundKind,
        candidates: Vec<Seat>,
    },
    /// Votes for one candidate were counted.
    VotesCast(CandidateVotes),
    /// These candidates tied.
    Tie { candidates: Vec<Seat> },
    /// The vote "all of them leave?" was counted.
    LiftVoted(LiftResult),
    /// A night action was recorded.
    NightAct(NightEntry),
    /// The order night's bookings were recorded.
    Ordered { targets: Vec<Seat> },
    /// The first-killed player named his seats.
    BestMoveMade { seat: Seat, seats: Vec<Seat> },
    /// The end-of-game streak counters moved.
    StreaksChanged { counts: Vec<u8> },
    /// The game ended.
    GameEnded(Ending),
    /// The round of words after the game began, in this order (every seat).
    AfterRoundBegan { order: Vec<Seat> },
    /// The word after the game passed to `order[index]` of the round.
    AfterWordBegan { index: usize, seat: Seat },
    /// The round of words after the game is over: the last one spoke, or
    /// the judge skipped the rest (`skipped`).
    AfterRoundEnded { skipped: bool },
    /// After the game the judge marked who raised hands for a candidate of
    /// a count entered as a number.
    HandsMarked {
        day: u32,
        round: usize,
        candidate: Seat,
        voters: Vec<Seat>,
    },
    /// After the game the judge marked who raised hands in a day's lift
    /// vote entered as a number.
    LiftHandsMarked { day: u32, voters: Vec<Seat> },
    /// The judge gave extra (or minus) points.
    ExtraPoints(Extra),
    /// A like was given.
    Liked { from: Seat, to: Seat },
    /// The table's best players were named.
    BestPlayers { seats: Vec<Seat> },
    /// A tournament penalty was recorded.
    Penalized { seat: Seat, id: String },
    /// A best-move points table was chosen.
    BestMoveTableChosen { id: String },
    /// Tournament data for the compensation was recorded.
    CompensationSet { seat: Seat, i: u32, n: u32 },
    /// A note for the protocol.
    Noted { text: String },
    /// A protest was filed.
    Protested { text: String },
}
