//! The moments the hall watches: a vote being counted, who leaves and with
//! how many hands, a tie, a day without a vote, the night's result, the best
//! move, a removal, the end. Moments are read off the state, so they stay on
//! screen until the next part of the game replaces them, and an undo takes
//! them back with the step. A part of the game can have several things to
//! tell (a morning: the night's result, the best move, a removal, no vote
//! today): [`moments`] gives all of them, in the order they happened.

use mafia_core::game::reason::NoVoteReason;
use mafia_core::game::state::{DayLog, DayStage, Exit, ExitHow, RoundKind, SpeechKind};
use mafia_core::game::{GameState, Phase, Seat, score};
use mafia_core::ruleset::{Outcome, RuleKey, Ruleset, Side};
use mafia_words::{Lang, Text};
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

/// What a removal does to a vote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteAfter {
    /// The vote of the day it happened in (or of the coming day, at
    /// night) is not held.
    ThisDay,
    /// The next day's vote is not held (the result was out: FIIM 7.2).
    NextDay,
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
    /// The total as every screen prints it («1,7» / "1.7").
    pub points_text: Text,
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
    /// A player leaves by removal: his fouls (`what`: «4 фола», in the
    /// ruleset's word), a disqualification or a team loss (the offence), and
    /// what it does to a vote.
    Removed {
        seat: Seat,
        how: ExitHow,
        what: Text,
        vote: Option<VoteAfter>,
    },
    /// A speaker's own speech ended by the foul that silences (the club's
    /// third warning, `during_speech = "end_now"`); `what`: «3
    /// предупреждения», in the ruleset's word. Told until the next speech
    /// is over (or the day's first count begins).
    SpeechCut { seat: Seat, what: Text },
    /// The game is over and the players have their word about it, one by
    /// one (MCC club rules): who speaks, for how long, and the result.
    AfterWord {
        seat: Seat,
        secs: u32,
        outcome: Outcome,
        reason: Text,
    },
    /// The end: winner, reason, every seat's role and points.
    End {
        outcome: Outcome,
        reason: Text,
        table: Vec<EndRow>,
        /// The best move with how many of its seats are black.
        best_move: Option<(Seat, Vec<Seat>, u8)>,
    },
}

/// The moment the state is at, if any: the last of [`moments`].
pub fn moment(state: &GameState, rs: &Ruleset) -> Option<Moment> {
    moments(state, rs).pop()
}

/// Everything the hall is told at this point of the game, in the order it
/// happened: a morning's night result, best move, removals and a day
/// without a vote; a vote's count; a removal with what follows; the end.
pub fn moments(state: &GameState, rs: &Ruleset) -> Vec<Moment> {
    let mut out = Vec::new();
    match &state.phase {
        Phase::Setup => {}
        Phase::NightZero { .. } => out.extend(night_removals(state, rs, 0)),
        Phase::Ended => {
            out.extend(final_removals(state, rs));
            match (state.after_speaker(), &state.ending) {
                // The words after the game come before the final table.
                (Some(seat), Some(e)) => out.push(Moment::AfterWord {
                    seat,
                    secs: rs.timers.after_game,
                    outcome: e.outcome,
                    reason: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
                        &e.reason, rs,
                    )),
                }),
                _ => out.extend(end(state, rs)),
            }
        }
        Phase::Night { night, step } => {
            out.extend(night_fall(state, rs, *night, *step));
            out.extend(night_removals(state, rs, *night));
        }
        Phase::Day { day, stage } => {
            let Some(d) = state.day() else {
                return out;
            };
            // Today's removals: `Some(true)` after the vote's result,
            // `Some(false)` during the count, `None` all before the result.
            let removals = |part: Option<bool>| {
                d.removed
                    .iter()
                    .filter(move |r| match part {
                        Some(after) => r.after_result == after && (after || r.in_vote),
                        None => !r.after_result,
                    })
                    .filter_map(|r| removal(state, rs, r.seat, r.after_result))
            };
            match stage {
                DayStage::Voting => {
                    out.extend(removals(Some(false)));
                    if d.rounds.iter().all(|r| r.counts.is_empty()) {
                        out.extend(speech_cut(rs, d, d.speeches.last()));
                    }
                    if let Some(r) = d.rounds.last() {
                        out.push(Moment::Voting {
                            kind: match r.kind {
                                RoundKind::Main => VoteKind::Main,
                                RoundKind::Revote => VoteKind::Revote,
                            },
                            candidate: r.candidates.get(r.counts.len()).copied(),
                            candidates: r.candidates.clone(),
                            hands: None,
                            counted: counted(d),
                        });
                    }
                }
                DayStage::LiftVote => {
                    out.extend(removals(Some(false)));
                    out.push(Moment::Voting {
                        kind: VoteKind::Lift,
                        candidate: None,
                        candidates: d.tie.clone(),
                        hands: None,
                        counted: counted(d),
                    });
                }
                DayStage::TieSpeech { .. } => {
                    out.extend(removals(Some(false)));
                    out.push(Moment::Tie {
                        seats: d.tie.clone(),
                        votes: tie_votes(d),
                    });
                }
                DayStage::LastWords { .. } => {
                    out.extend(removals(Some(false)));
                    out.extend(day_outcome(d));
                    out.extend(removals(Some(true)));
                }
                DayStage::BestMove { .. }
                | DayStage::MorningLastWords { .. }
                | DayStage::Speech { .. } => {
                    // A removal in the day's speeches replaces the morning's
                    // news: the day goes on from the removal (issue 32, 9b).
                    let goes_on = matches!(stage, DayStage::Speech { .. }) && !d.removed.is_empty();
                    if !goes_on {
                        out.extend(morning(state, *day));
                        out.extend(night_removals(state, rs, day.saturating_sub(1)));
                    }
                    out.extend(removals(None));
                    if matches!(stage, DayStage::Speech { .. }) {
                        out.extend(speech_cut(rs, d, d.speeches.iter().rev().nth(1)));
                    }
                    // A day without a vote, unless a removal today said so.
                    let told = out.iter().any(|m| {
                        matches!(
                            m,
                            Moment::Removed {
                                vote: Some(VoteAfter::ThisDay),
                                ..
                            }
                        )
                    });
                    if !told {
                        out.extend(no_vote(state, d, rs));
                    }
                }
            }
        }
    }
    out
}

/// The speech `before` the one now (or the day's last, in the count) when
/// the foul that silences ended it.
fn speech_cut(rs: &Ruleset, d: &DayLog, before: Option<&(Seat, SpeechKind)>) -> Option<Moment> {
    let (seat, _) = before?;
    d.cut.contains(seat).then(|| Moment::SpeechCut {
        seat: *seat,
        what: crate::i18n::fouls_count_text(rs, rs.fouls.silence_at),
    })
}

/// What the night tells of the day that has just ended: only as night falls
/// (in the night's first step: the judge's Next takes it away, never a
/// night action, which would tell the hall something of the night), and
/// only what the hall has not been told by day. A vote that sent
/// somebody out was told in his last words, so the night starts clear of
/// it; a day that went straight into the night (a failed lift vote, a count
/// stopped by a removal, no vote at all) is told here, once.
fn night_fall(state: &GameState, rs: &Ruleset, night: u32, step: usize) -> Vec<Moment> {
    let night_fell = (0..step).all(|s| !state.step_played(rs, s));
    let Some(d) = state.days.iter().rev().find(|d| d.day == night) else {
        return Vec::new();
    };
    if !night_fell || !d.left.is_empty() {
        return Vec::new();
    }
    let mut out: Vec<Moment> = d
        .removed
        .iter()
        .filter(|r| r.in_vote && !r.after_result)
        .filter_map(|r| removal(state, rs, r.seat, false))
        .collect();
    out.extend(day_outcome(d));
    let told_before = d.vote_cancelled
        || matches!(
            d.no_vote_reason,
            Some(
                NoVoteReason::Cancelled { .. }
                    | NoVoteReason::Stopped { .. }
                    | NoVoteReason::CandidateRemoved
            )
        );
    if out.is_empty() && !told_before {
        out.extend(no_vote(state, d, rs));
    }
    out
}

/// A removal as the hall is told it, with what it does to a vote.
fn removal(state: &GameState, rs: &Ruleset, seat: Seat, after_result: bool) -> Option<Moment> {
    let p = state.player(seat)?;
    let exit = p.exit.as_ref().filter(|e| !e.how.has_last_words())?;
    let what = match exit.how {
        ExitHow::Fouls => crate::i18n::fouls_count_text(rs, rs.fouls.remove_at),
        _ => exit
            .offence
            .as_deref()
            .and_then(|o| rs.offence(o))
            .map(|o| o.text.clone())
            .unwrap_or_else(|| match exit.how {
                ExitHow::TeamLoss => crate::i18n::team_loss_text(),
                _ => crate::i18n::disqualified_text(),
            }),
    };
    let this_day = match (exit.day, exit.night) {
        (_, Some(n)) => n + 1,
        (Some(d), None) => d,
        (None, None) => return None,
    };
    let at_night = exit.night.is_some();
    // The day whose vote the removal cancelled: his own day's (before the
    // result), else the next one.
    let cancelled = if !after_result
        && !at_night
        && state
            .days
            .iter()
            .any(|d| d.day == this_day && d.vote_cancelled)
    {
        Some(this_day)
    } else if at_night {
        state.vote_cancelled(this_day).map(|_| this_day)
    } else {
        state.vote_cancelled(this_day + 1).map(|_| this_day + 1)
    };
    // Said from where the game is now: this day's vote (today's, or at
    // night the day's just ended), or the next day's.
    let now_day = match state.phase {
        Phase::Day { day, .. } => day,
        Phase::Night { night, .. } => night,
        Phase::NightZero { .. } => 0,
        Phase::Setup | Phase::Ended => this_day.saturating_sub(u32::from(at_night)),
    };
    let vote = cancelled.map(|d| {
        if d <= now_day {
            VoteAfter::ThisDay
        } else {
            VoteAfter::NextDay
        }
    });
    Some(Moment::Removed {
        seat,
        how: exit.how,
        what,
        vote,
    })
}

/// The removals of one night (0: night zero), in seat order.
fn night_removals(state: &GameState, rs: &Ruleset, night: u32) -> Vec<Moment> {
    state
        .players
        .iter()
        .filter(|p| {
            p.exit
                .as_ref()
                .is_some_and(|e| e.night == Some(night) && !e.how.has_last_words())
        })
        .filter_map(|p| removal(state, rs, p.seat, false))
        .collect()
}

/// The removals that ended the game (a team loss, a 4th foul that leaves a
/// side without a chance): those of the last day or night anybody left in.
fn final_removals(state: &GameState, rs: &Ruleset) -> Vec<Moment> {
    let when = |e: &Exit| match (e.day, e.night) {
        (_, Some(n)) => Some(2 * u64::from(n) + 1),
        (Some(d), None) => Some(2 * u64::from(d)),
        (None, None) => None,
    };
    let last = state
        .players
        .iter()
        .filter_map(|p| p.exit.as_ref().and_then(when))
        .max();
    let Some(last) = last else {
        return Vec::new();
    };
    let day = state
        .days
        .iter()
        .rev()
        .find(|d| 2 * u64::from(d.day) == last);
    match day {
        Some(d) => d
            .removed
            .iter()
            .filter_map(|r| removal(state, rs, r.seat, r.after_result))
            .collect(),
        None if last % 2 == 1 => {
            night_removals(state, rs, u32::try_from(last / 2).unwrap_or(u32::MAX))
        }
        None => Vec::new(),
    }
}

/// A day whose vote is not held, in the one wording of its reason.
fn no_vote(state: &GameState, d: &DayLog, rs: &Ruleset) -> Option<Moment> {
    let reason = d.no_vote_reason.clone().or_else(|| {
        d.vote_cancelled.then(|| NoVoteReason::Cancelled {
            rule: state
                .vote_cancelled(d.day)
                .unwrap_or(RuleKey::RemovalBeforeResult),
        })
    })?;
    Some(Moment::NoVote {
        reason: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&reason, rs)),
    })
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
fn day_outcome(d: &DayLog) -> Option<Moment> {
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
    d.lift
        .as_ref()
        .filter(|l| !l.passed)
        .map(|l| Moment::NobodyLeaves {
            seats: l.candidates.clone(),
            votes: l.votes,
        })
}

/// The morning: the night's result, then the best move once recorded.
fn morning(state: &GameState, day: u32) -> Vec<Moment> {
    let mut out = Vec::new();
    if let Some(n) = day
        .checked_sub(1)
        .filter(|n| *n > 0)
        .and_then(|night| state.nights.iter().find(|n| n.night == night))
    {
        out.push(Moment::Night {
            night: n.night,
            killed: n.killed.clone(),
        });
    }
    if let (Some(bm), Some((_, night))) = (&state.best_move, state.first_killed)
        && night + 1 == day
    {
        out.push(Moment::BestMove {
            by: bm.seat,
            seats: bm.seats.clone(),
        });
    }
    out
}

fn end(state: &GameState, rs: &Ruleset) -> Option<Moment> {
    let e = state.ending.as_ref()?;
    let points = score::points(state, rs);
    let total = |seat: Seat| {
        points
            .iter()
            .find(|x| x.seat == seat)
            .map_or(0.0, |x| x.total)
    };
    let table = state
        .players
        .iter()
        .map(|p| EndRow {
            seat: p.seat,
            nick: p.nick.clone(),
            role: p.role.and_then(|r| rs.roles.get(r)).map(|r| r.name.clone()),
            black: p.role.is_some_and(|r| rs.role_side(r) == Side::Black),
            points: total(p.seat),
            points_text: mafia_words::i18n::points_text(total(p.seat)),
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
        reason: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&e.reason, rs)),
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
        crate::i18n::moment_line(lang, self)
    }

    /// The banner's headline and detail line on the projector.
    pub fn banner(&self, lang: Lang) -> Banner {
        crate::i18n::moment_banner(lang, self)
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
            Moment::VotedOut { .. } | Moment::Removed { .. } => true,
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
