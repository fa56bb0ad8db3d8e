//! The moments the hall watches: a vote being counted, who leaves and with
//! how many hands, a tie, a day without a vote, the night's result, the best
//! move, the end. A moment is read off the state, so it stays on screen until
//! the next one replaces it, and an undo takes it back with the step.

use crate::game::score;
use crate::game::state::{DayLog, DayStage, RoundKind};
use crate::game::{GameState, Phase, Seat};
use crate::i18n;
use crate::ruleset::{Lang, Outcome, Ruleset, Side, Text};
use serde::Serialize;

/// Which count of hands is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteKind {
    /// The day's first count among the nominated.
    Main,
    /// The count again among the tied.
    Revote,
    /// "Are all of them to leave?"
    Lift,
}

/// A seat and its hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SeatVotes {
    pub seat: Seat,
    pub votes: u8,
}

/// A seat that leaves by vote, and how many voted for it (none when a
/// lone candidate leaves without a count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Leaving {
    pub seat: Seat,
    pub votes: Option<u8>,
}

/// One line of the final table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EndRow {
    pub seat: Seat,
    pub nick: String,
    pub role: Option<Text>,
    pub black: bool,
    /// The total.
    pub points: f64,
    /// The judge's extra points and why.
    pub extras: Vec<ExtraLine>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExtraLine {
    pub points: f64,
    pub reason: String,
}

/// What just happened, for the banner and the judge's line.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "moment", rename_all = "snake_case")]
pub enum Moment {
    /// Hands are being counted. `candidate` is who is voted on now (none in
    /// the lift vote, which is about all of `candidates`); `hands` is the
    /// judge's count so far, live, when the judge window gives it.
    Voting {
        kind: VoteKind,
        candidate: Option<Seat>,
        candidates: Vec<Seat>,
        hands: Option<u8>,
        counted: Vec<SeatVotes>,
    },
    /// These leave by vote; `lift` when all the tied left together.
    VotedOut {
        leaving: Vec<Leaving>,
        lift: bool,
        counted: Vec<SeatVotes>,
    },
    /// A tie: these speak again before the re-vote (or the lift vote).
    Tie { seats: Vec<Seat>, votes: u8 },
    /// The lift vote failed: nobody leaves.
    NobodyLeaves { seats: Vec<Seat>, votes: u8 },
    /// No vote today, in the engine's and ruleset's words.
    NoVote { reason: Text },
    /// The night's result: who was killed, or nobody.
    Night { night: u32, killed: Vec<Seat> },
    /// The first-killed player's best move: the three seats, never how many
    /// of them are black while the game runs.
    BestMove { by: Seat, seats: Vec<Seat> },
    /// The end: winner, reason, every seat's role and points.
    End {
        outcome: Outcome,
        reason: Text,
        table: Vec<EndRow>,
        /// The best move with how many of its seats are black.
        best_move: Option<(Seat, Vec<Seat>, u8)>,
    },
}

/// The moment the state is at, if any.
pub fn moment(state: &GameState, rs: &Ruleset) -> Option<Moment> {
    match &state.phase {
        Phase::Setup | Phase::NightZero { .. } => None,
        Phase::Ended => end(state, rs),
        Phase::Night { night, .. } => {
            let d = state.days.iter().rev().find(|d| d.day == *night)?;
            day_outcome(d, rs)
        }
        Phase::Day { day, stage } => {
            let d = state.day()?;
            match stage {
                DayStage::Voting => {
                    let r = d.rounds.last()?;
                    Some(Moment::Voting {
                        kind: match r.kind {
                            RoundKind::Main => VoteKind::Main,
                            RoundKind::Revote => VoteKind::Revote,
                        },
                        candidate: r.candidates.get(r.counts.len()).copied(),
                        candidates: r.candidates.clone(),
                        hands: None,
                        counted: counted(d),
                    })
                }
                DayStage::LiftVote => Some(Moment::Voting {
                    kind: VoteKind::Lift,
                    candidate: None,
                    candidates: d.tie.clone(),
                    hands: None,
                    counted: counted(d),
                }),
                DayStage::TieSpeech { .. } => Some(Moment::Tie {
                    seats: d.tie.clone(),
                    votes: tie_votes(d),
                }),
                DayStage::LastWords { .. } => day_outcome(d, rs),
                // The night's result first; a cancelled vote once the
                // speeches are on.
                DayStage::BestMove { .. } | DayStage::MorningLastWords { .. } => {
                    morning(state, *day)
                }
                DayStage::Speech { .. } if d.vote_cancelled => day_outcome(d, rs),
                DayStage::Speech { .. } => morning(state, *day),
            }
        }
    }
}

/// The counts of the day's last round.
fn counted(d: &DayLog) -> Vec<SeatVotes> {
    d.rounds
        .last()
        .map(|r| {
            r.counts
                .iter()
                .map(|c| SeatVotes {
                    seat: c.candidate,
                    votes: c.votes,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The hands each tied seat got in the last count.
fn tie_votes(d: &DayLog) -> u8 {
    d.rounds
        .last()
        .and_then(|r| {
            r.counts
                .iter()
                .filter(|c| d.tie.contains(&c.candidate))
                .map(|c| c.votes)
                .max()
        })
        .unwrap_or(0)
}

/// How the day's vote ended, once it has.
fn day_outcome(d: &DayLog, rs: &Ruleset) -> Option<Moment> {
    if !d.left.is_empty() {
        let lift = d.lift.as_ref().filter(|l| l.passed);
        let leaving =
            d.left
                .iter()
                .map(|s| Leaving {
                    seat: *s,
                    votes: match lift {
                        Some(l) => Some(l.votes),
                        None => d.rounds.last().and_then(|r| {
                            r.counts.iter().find(|c| c.candidate == *s).map(|c| c.votes)
                        }),
                    },
                })
                .collect();
        return Some(Moment::VotedOut {
            leaving,
            lift: lift.is_some(),
            counted: counted(d),
        });
    }
    if let Some(l) = d.lift.as_ref().filter(|l| !l.passed) {
        return Some(Moment::NobodyLeaves {
            seats: l.candidates.clone(),
            votes: l.votes,
        });
    }
    d.no_vote_reason
        .as_ref()
        .map(|reason| Moment::NoVote {
            reason: i18n::no_vote_reason_text(reason, rs),
        })
        .or_else(|| {
            d.vote_cancelled.then(|| Moment::NoVote {
                reason: crate::i18n::msg::VoteCancelledReason.text(),
            })
        })
}

/// The morning: the best move once recorded, else the night's result.
fn morning(state: &GameState, day: u32) -> Option<Moment> {
    if let (Some(bm), Some((_, night))) = (&state.best_move, state.first_killed)
        && night + 1 == day
    {
        return Some(Moment::BestMove {
            by: bm.seat,
            seats: bm.seats.clone(),
        });
    }
    let night = day.checked_sub(1).filter(|n| *n > 0)?;
    let n = state.nights.iter().find(|n| n.night == night)?;
    Some(Moment::Night {
        night,
        killed: n.killed.clone(),
    })
}

fn end(state: &GameState, rs: &Ruleset) -> Option<Moment> {
    let e = state.ending.as_ref()?;
    let points = score::points(state, rs);
    let table = state
        .players
        .iter()
        .map(|p| EndRow {
            seat: p.seat,
            nick: p.nick.clone(),
            role: p.role.and_then(|r| rs.roles.get(r)).map(|r| r.name.clone()),
            black: p.role.is_some_and(|r| rs.role_side(r) == Side::Black),
            points: points
                .iter()
                .find(|x| x.seat == p.seat)
                .map_or(0.0, |x| x.total),
            extras: state
                .scoring
                .extras
                .iter()
                .filter(|x| x.seat == p.seat)
                .map(|x| ExtraLine {
                    points: x.points,
                    reason: x.reason.clone(),
                })
                .collect(),
        })
        .collect();
    let best_move = state.best_move.as_ref().map(|bm| {
        (
            bm.seat,
            bm.seats.clone(),
            score::best_move_hits(state, rs).unwrap_or(0),
        )
    });
    Some(Moment::End {
        outcome: e.outcome,
        reason: i18n::end_reason_text(&e.reason, rs),
        table,
        best_move,
    })
}

impl Moment {
    /// Puts the judge's live count of hands into a vote in progress.
    pub fn set_hands(&mut self, n: Option<u8>) {
        if let Moment::Voting { hands, .. } = self {
            *hands = n;
        }
    }

    /// The line the judge says at this moment.
    pub fn judge_line(&self, lang: Lang) -> String {
        i18n::moment_line(lang, self)
    }

    /// The banner's headline and detail line on the projector.
    pub fn banner(&self, lang: Lang) -> Banner {
        i18n::moment_banner(lang, self)
    }

    /// The judge announces it in words of its own: not a vote being counted
    /// or a kill, which the phrase of the moment already says.
    pub fn announce(&self) -> bool {
        match self {
            Moment::Voting { .. } => false,
            Moment::Night { killed, .. } => killed.is_empty(),
            _ => true,
        }
    }

    /// Somebody leaves (the banner's accent colour).
    pub fn leaves(&self) -> bool {
        match self {
            Moment::VotedOut { .. } => true,
            Moment::Night { killed, .. } => !killed.is_empty(),
            _ => false,
        }
    }
}

/// A moment on the projector: a headline, a large figure, a detail line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Banner {
    pub head: String,
    pub big: Option<String>,
    pub detail: String,
}
