//! Why the judge's action was not taken: a typed value with its data (seats,
//! counts, ruleset ids and indexes, the rule's key). The words are made by the
//! localisation module (`mafia_store::i18n`), in the judge's language, with the rule
//! number from the ruleset in its own numbering.

use super::Seat;
use crate::ruleset::RuleKey;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// There is no such seat at this table.
    NoSeat {
        seat: Seat,
        seats: usize,
    },
    /// The player has already left the game.
    HasLeft {
        seat: Seat,
    },
    NotStarted,
    GameOver,
    /// Cards change only before the game starts.
    CardsBeforeStart,
    /// A nickname has 1 to 40 characters.
    NickLength,
    /// The ruleset has no role with this id.
    NoSuchRole {
        role: String,
    },
    /// A role's card count out of its range (`role` indexes the ruleset's roles).
    RoleCountRange {
        role: usize,
        min: u8,
        max: u8,
    },
    /// Every card of this role is already dealt.
    RoleAllDealt {
        role: usize,
        count: u8,
    },
    /// The deck does not match the table.
    CardsForPlayers {
        cards: usize,
        players: usize,
    },
    /// The deal needs both red and black cards.
    NeedBothSides,
    /// A seat has no card yet.
    NoCard {
        seat: Seat,
    },
    /// A role has the wrong number of cards dealt.
    RoleDealt {
        role: usize,
        dealt: usize,
        needed: u8,
    },
    /// `Next` before the start.
    StartFirst,
    /// `Next` in the vote: the votes for this candidate come first.
    VotesFirst {
        candidate: Seat,
    },
    /// `Next` in the lift vote: its votes come first.
    LiftVotesFirst,
    /// Nominations are made during the player's own speech.
    NominateInOwnSpeech,
    AlreadyNominated {
        target: Seat,
        by: Seat,
    },
    /// The player is protected from today's vote (stylized 4.3).
    Immune {
        seat: Seat,
        rule: RuleKey,
    },
    /// One nomination per speech.
    OneNominationPerSpeech {
        by: Seat,
    },
    /// This ruleset has no withdrawal.
    NoWithdrawal,
    WithdrawInOwnSpeech,
    NothingToWithdraw {
        by: Seat,
    },
    NoSuchOffence {
        offence: String,
    },
    /// The offence is punished by removal, not a foul.
    OffenceIsRemoval {
        offence: String,
    },
    /// The offence is punished by a foul, not a removal.
    OffenceIsFoul {
        offence: String,
    },
    NoFouls {
        seat: Seat,
    },
    /// More votes than are left to cast.
    TooManyVotes {
        votes: usize,
        left: usize,
    },
    /// The player's vote was taken at night.
    DoesNotVoteToday {
        seat: Seat,
    },
    ListedTwice {
        seat: Seat,
    },
    /// Shots entered one by one name every living shooter once: these.
    ShootersAre {
        seats: Vec<Seat>,
    },
    /// One vote each.
    AlreadyVoted {
        seat: Seat,
        rule: RuleKey,
    },
    NoVoteNow,
    AllVotesCounted,
    /// Votes are counted in nomination order.
    VoteInOrder {
        candidate: Seat,
    },
    NoVoteOpen,
    NoLiftVoteNow,
    NightActionOnly,
    NoSuchNightStep,
    /// This night step (`step` indexes the ruleset's night) is recorded already.
    StepRecorded {
        step: usize,
    },
    /// The action does not belong to the current night step.
    WrongStep {
        step: usize,
    },
    /// Everyone who acts in this night step has left: it is announced and
    /// timed, but there is nothing to record (`step` indexes the night).
    StepDeparted {
        step: usize,
    },
    /// The player cannot choose himself.
    NotHimself,
    TwoDifferentPlayers,
    OrderNightOnly,
    NotOrderStep,
    /// An order books 1 to `nights` seats.
    OrderSize {
        nights: u8,
    },
    /// The best move is made by the first-killed player in the morning.
    BestMoveInMorning {
        rule: RuleKey,
    },
    /// A best move names exactly `seats` seats.
    BestMoveSize {
        seats: u8,
    },
    BestMoveNotHimself,
    NamedTwice {
        seat: Seat,
    },
    NoTimer,
    TimerRunning,
    TimerNotRunning,
    /// 1 to 600 seconds.
    TimerSeconds,
    /// The judge's decision needs a written reason.
    ReasonNeeded,
    ExtraPointsRange,
    ExtraPointsReason,
    NoLikes,
    LikeHimself,
    AlreadyLiked {
        from: Seat,
        to: Seat,
    },
    LikesUsed {
        from: Seat,
        given: usize,
    },
    NoBestPlayerVote,
    BestPlayersMax {
        max: u8,
    },
    NoSuchPenalty {
        id: String,
    },
    NoSuchBestMoveTable {
        id: String,
    },
    NoCompensation,
    /// 0 <= i <= N and N > 0.
    CompensationRange,
    EmptyProtest,
    /// A protest during the game, where the ruleset takes one only after
    /// the result (`protest_after_game`, Baikal 11.1; the rule it quotes is
    /// that key's value).
    ProtestAfterGame,
    EmptyNote,
    AfterGameOnly,
    /// The ruleset has no round of words after the game (`timers.after_game = 0`).
    NoAfterRound,
    /// The round of words after the game is over (or was skipped).
    AfterRoundOver,
    /// Marking hands: day `day` has no count number `round` (from 0).
    NoSuchCount {
        day: u32,
        round: usize,
    },
    /// Marking hands: that count has no votes entered for this candidate.
    NoVotesFor {
        day: u32,
        candidate: Seat,
    },
    /// Marking hands: the hands for this candidate are known already.
    HandsKnown {
        candidate: Seat,
    },
    /// Marking hands: as many hands as the votes counted, not `marked`.
    HandsNotTheCount {
        candidate: Seat,
        votes: u8,
        marked: usize,
    },
    /// Marking hands: the seat was not at the table at that vote, or his
    /// vote had been taken.
    CouldNotVote {
        seat: Seat,
        day: u32,
    },
    /// Marking the hands of a lift vote: day `day` had no lift vote.
    NoLiftVote {
        day: u32,
    },
    /// Marking the hands of a lift vote: they are known already.
    LiftHandsKnown {
        day: u32,
    },
    /// Marking the hands of a lift vote: as many hands as its votes, not
    /// `marked`.
    LiftHandsNotTheCount {
        day: u32,
        votes: u8,
        marked: usize,
    },
    /// The game already holds `limit` actions, the most one record holds
    /// (the store's `ACTIONS_LIMIT`): a step past it would make a record
    /// the console itself refuses to read.
    ActionsLimit {
        limit: usize,
    },
}

impl Refusal {
    /// The rule the refusal enforces, if it enforces one; its number is in
    /// the ruleset's `[rule_numbers]`, in that ruleset's own numbering.
    /// Refusals about the judge's input, the order of the steps or the data
    /// of the ruleset enforce no rule of the game and quote none.
    pub fn rule(&self) -> Option<RuleKey> {
        match self {
            Refusal::AlreadyVoted { rule, .. }
            | Refusal::BestMoveInMorning { rule }
            | Refusal::Immune { rule, .. } => Some(*rule),
            Refusal::OneNominationPerSpeech { .. } | Refusal::NoWithdrawal => {
                Some(RuleKey::OneNomination)
            }
            Refusal::VoteInOrder { .. } => Some(RuleKey::VoteOrder),
            Refusal::DoesNotVoteToday { .. } => Some(RuleKey::VoteBlocked),
            Refusal::StepRecorded { .. } => Some(RuleKey::OneNightAct),
            Refusal::OrderSize { .. } => Some(RuleKey::OrderSize),
            Refusal::BestMoveSize { .. }
            | Refusal::BestMoveNotHimself
            | Refusal::NamedTwice { .. } => Some(RuleKey::BestMove),
            Refusal::LikeHimself | Refusal::AlreadyLiked { .. } | Refusal::LikesUsed { .. } => {
                Some(RuleKey::Likes)
            }
            Refusal::BestPlayersMax { .. } => Some(RuleKey::BestPlayers),
            _ => None,
        }
    }
}

/// For logs and test failures only: people read the refusal through
/// `mafia_store::i18n`, which knows the language and the ruleset.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Refusal {}
