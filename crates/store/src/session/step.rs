//! What one judge's step did, typed from its action and events, for the
//! judge's message after undo and redo («Отменено: фол №3 (4-й), №3 удалён»).
//! No words here: `i18n::step_what` says it.

use mafia_core::game::state::{ExitHow, Phase};
use mafia_core::game::{Action, Ballot, Event, Seat};

/// One thing a step did.
#[derive(Debug, Clone, PartialEq)]
pub enum StepPart {
    /// A foul to a seat: his `n`-th.
    Foul {
        seat: Seat,
        n: u8,
    },
    /// A foul taken back from a seat.
    FoulTaken {
        seat: Seat,
    },
    /// A seat left the table, and how.
    Left {
        seat: Seat,
        how: ExitHow,
    },
    Nominated {
        target: Seat,
    },
    Withdrawn,
    /// The hands for a candidate (`None`: for all of them leaving).
    Votes {
        candidate: Option<Seat>,
        votes: u8,
    },
    Shot {
        target: Option<Seat>,
    },
    Checked {
        target: Seat,
    },
    /// The game moved on («Далее»): to this phase.
    Moved {
        phase: Phase,
    },
    /// The timer was started, paused, changed or reset.
    Timer,
    /// The game ended.
    Ended,
    /// After the game, the hands for a candidate of a count were marked.
    HandsMarked {
        candidate: Seat,
    },
    /// After the game, the hands of a lift vote were marked.
    LiftHandsMarked,
    /// The word after the game passed to a seat; `None`: that round ended.
    AfterWord {
        seat: Option<Seat>,
    },
    /// Anything else the judge recorded (a card, a name, points, a note).
    Other,
}

/// The parts of one step, in order: what the judge did, then what it
/// caused (a removal, the end).
pub fn step_parts(action: &Action, events: &[Event]) -> Vec<StepPart> {
    let mut out = Vec::new();
    let main = match action {
        Action::Foul { seat, .. } => {
            let n = events.iter().find_map(|e| match e {
                Event::FoulsChanged { seat: s, fouls, .. } if s == seat => Some(*fouls),
                _ => None,
            });
            Some(StepPart::Foul {
                seat: *seat,
                n: n.unwrap_or(0),
            })
        }
        Action::RemoveFoul { seat } => Some(StepPart::FoulTaken { seat: *seat }),
        Action::Nominate { target } => Some(StepPart::Nominated { target: *target }),
        Action::Withdraw => Some(StepPart::Withdrawn),
        Action::Vote { candidate, votes } => Some(StepPart::Votes {
            candidate: Some(*candidate),
            votes: ballot_votes(votes),
        }),
        Action::LiftVote { votes } => Some(StepPart::Votes {
            candidate: None,
            votes: ballot_votes(votes),
        }),
        Action::Shoot { target } => Some(StepPart::Shot { target: *target }),
        Action::Check { target } => Some(StepPart::Checked { target: *target }),
        Action::Next => events.iter().rev().find_map(|e| match e {
            Event::PhaseChanged { phase } => Some(StepPart::Moved {
                phase: phase.clone(),
            }),
            Event::AfterWordBegan { seat, .. } => Some(StepPart::AfterWord { seat: Some(*seat) }),
            Event::AfterRoundEnded { .. } => Some(StepPart::AfterWord { seat: None }),
            _ => None,
        }),
        Action::SkipAfterRound => Some(StepPart::AfterWord { seat: None }),
        Action::MarkHands { candidate, .. } => Some(StepPart::HandsMarked {
            candidate: *candidate,
        }),
        Action::MarkLiftHands { .. } => Some(StepPart::LiftHandsMarked),
        a if a.is_timer() => Some(StepPart::Timer),
        Action::Punish { .. } => None,
        _ => Some(StepPart::Other),
    };
    out.extend(main);
    for e in events {
        match e {
            Event::PlayerLeft { seat, exit } if !exit.how.has_last_words() => {
                out.push(StepPart::Left {
                    seat: *seat,
                    how: exit.how,
                });
            }
            Event::GameEnded(_) if !matches!(action, Action::DeclareResult { .. }) => {
                out.push(StepPart::Ended);
            }
            _ => {}
        }
    }
    if out.is_empty() {
        out.push(StepPart::Other);
    }
    out
}

fn ballot_votes(b: &Ballot) -> u8 {
    match b {
        Ballot::Count(n) => *n,
        Ballot::Voters(v) => u8::try_from(v.len()).unwrap_or(u8::MAX),
    }
}
