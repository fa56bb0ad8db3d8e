//! The rule bodies, one file per area of the game. [`super::decide`] sends
//! each action to one of them; they call each other through this module
//! (a removal ends a speech, a vote ends a day).

pub(crate) mod after;
pub(crate) mod discipline;
pub(crate) mod flow;
pub(crate) mod night;
pub(crate) mod setup;
pub(crate) mod speeches;
pub(crate) mod timer;
pub(crate) mod voting;

use discipline::*;
use flow::*;
use night::*;
use setup::*;
use speeches::*;
use voting::*;

use super::Seat;
use super::action::Ballot;
use super::clock::Timer;
use super::decide::{Refusal, Tx, check_alive, check_seat, in_play, in_setup, no_seat};
use super::event::Event;
use super::reason::{EndReason, NoVoteReason};
use super::state::{
    CandidateVotes, DayStage, Ending, Exit, ExitHow, Extra, GameState, LiftResult, NightEntry,
    Phase, RoundKind, SpeechKind, StepActors,
};
use crate::ruleset::{
    AfterMiss, AnswerAt, CancelVote, DuringSpeech, LastMinuteTeamLoss, NightStep, Nominations,
    OffenceKind, Outcome, Reveal, RuleKey, Side, SingleCandidate, StepKind, StreakCounts,
};
