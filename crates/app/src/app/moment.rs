//! What the judge's picks mean at this moment of the game.
//!
//! Several steps need more than one click: the hands of a vote, the seats of
//! a best move, the two seats the journalist compares, the seats booked on
//! the order night, the best players after the game. The seats are marked
//! first (by clicks in the table or by digits) and then recorded as one
//! action ([`Command::Record`](super::Command::Record), the R key). Steps with one target (a shot, a
//! check, a protection, a blocked vote) take the selected seat on Record.

use super::Marks;
use mafia_core::game::state::{DayStage, NightEntry};
use mafia_core::game::{Action, Ballot, GameState, Phase, Refusal, Seat};
use mafia_core::ruleset::{NightStep, Ruleset, StepKind};
use mafia_store::session::Session;
use mafia_words::Text;
use mafia_words::i18n::msg;

/// The night (or night-zero) step the game is at, and what it recorded.
#[derive(Debug, Clone, PartialEq)]
pub struct StepNow<'a> {
    pub step: &'a NightStep,
    /// A night-zero step (looks and the order night).
    pub zero: bool,
    /// The entry this step recorded tonight (night steps only).
    pub recorded: Option<&'a NightEntry>,
}

/// The night step of this moment, if it is night.
pub fn step_now<'a>(state: &'a GameState, rs: &'a Ruleset) -> Option<StepNow<'a>> {
    match &state.phase {
        Phase::NightZero { step } => rs.night_zero.get(*step).map(|st| StepNow {
            step: st,
            zero: true,
            recorded: None,
        }),
        Phase::Night { step, .. } => {
            let st = rs.night.get(*step)?;
            let recorded = state
                .night()
                .and_then(|n| n.entries.iter().find(|e| e.step == st.id));
            Some(StepNow {
                step: st,
                zero: false,
                recorded,
            })
        }
        _ => None,
    }
}

/// Which list a seat click fills now, and how many seats it may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickList {
    Hands,
    BestMove,
    /// The journalist's two seats.
    Compare,
    /// The order night's bookings, at most this many.
    Order(u8),
    /// The table's best players (after the game).
    BestPlayers,
}

/// The pick list of this moment (none when seat clicks only select).
pub fn pick_list(state: &GameState, rs: &Ruleset) -> Option<PickList> {
    match &state.phase {
        Phase::Day { stage, .. } => match stage {
            DayStage::Voting | DayStage::LiftVote => Some(PickList::Hands),
            DayStage::BestMove { .. } => Some(PickList::BestMove),
            // A count a removal decided may still be recorded (FIIM 7.2).
            DayStage::LastWords { .. } if state.late_count_open() => Some(PickList::Hands),
            _ => None,
        },
        Phase::Ended => rs
            .points
            .best_player_vote
            .is_some()
            .then_some(PickList::BestPlayers),
        _ => {
            let now = step_now(state, rs)?;
            match now.step.kind {
                StepKind::Compare if now.recorded.is_none() => Some(PickList::Compare),
                StepKind::Order { nights, .. } => Some(PickList::Order(nights)),
                _ => None,
            }
        }
    }
}

/// What a change of the judge's marks did, for the app to react to.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkOutcome {
    Done,
    /// The list this moment fills holds this many seats at most.
    TooMany(usize),
    /// The rules would not take this hand with those marked (a seat that
    /// has left, one that voted in this count already, a blocked vote):
    /// it is not marked.
    Refused(Refusal),
}

/// A change of the judge's marks (the seat clicked, the hands, the count
/// typed, the offence chosen), from the screens through the dispatcher.
#[derive(Debug, Clone, PartialEq)]
pub enum MarkCmd {
    /// A seat clicked or its digit key: selected, and marked in the list
    /// this moment fills.
    Select {
        seat: Seat,
        by_key: bool,
    },
    /// A seat marked or unmarked in that list only.
    Toggle(Seat),
    VoteCount(String),
    Offence(Option<String>),
}

impl Marks {
    /// Runs a change of the marks against the game on the table (`game`:
    /// its state, rules and the moment now; None: no game, only the typed
    /// fields change).
    pub fn run(&mut self, c: MarkCmd, game: Option<(&GameState, &Ruleset, u64)>) -> MarkOutcome {
        match c {
            MarkCmd::Select { seat, by_key } => {
                let Some((state, rs, now)) = game else {
                    return MarkOutcome::Done;
                };
                if usize::from(seat) > state.players.len() {
                    return MarkOutcome::Done;
                }
                self.selected = Some(seat);
                let had = self.hands.contains(&seat);
                let out = self.toggle_pick(seat, by_key, (state, rs, now));
                self.key_hand = (self.hands.contains(&seat) != had).then_some(seat);
                out
            }
            MarkCmd::Toggle(seat) => match game {
                Some(game) => self.toggle_pick(seat, false, game),
                None => MarkOutcome::Done,
            },
            MarkCmd::VoteCount(text) => {
                self.vote_count = text;
                MarkOutcome::Done
            }
            MarkCmd::Offence(o) => {
                self.foul_offence = o;
                MarkOutcome::Done
            }
        }
    }

    /// A foul or its removal aimed at `seat` by the command just before
    /// (its digit or its button): the hand that selection marked or
    /// unmarked goes back as it was (`key_hand`, taken for this command).
    pub fn aimed_not_voted(&mut self, key_hand: Option<Seat>, seat: Seat) {
        if key_hand != Some(seat) {
            return;
        }
        match self.hands.iter().position(|x| *x == seat) {
            Some(i) => {
                self.hands.remove(i);
            }
            None => self.hands.push(seat),
        }
    }

    fn picks_mut(&mut self, list: PickList) -> &mut Vec<Seat> {
        match list {
            PickList::Hands => &mut self.hands,
            PickList::BestMove => &mut self.best_move,
            PickList::Compare | PickList::Order(_) => &mut self.night,
            PickList::BestPlayers => &mut self.best_players,
        }
    }

    /// Marks or unmarks a seat in the list this moment fills. A digit key
    /// (`by_key`) after the game only selects (the giver of a like), so the
    /// best players are marked by their buttons. A hand is marked only when
    /// the rules would take it with those marked ([`hand_refusal`]).
    pub fn toggle_pick(
        &mut self,
        seat: Seat,
        by_key: bool,
        (state, ruleset, now): (&GameState, &Ruleset, u64),
    ) -> MarkOutcome {
        let Some(list) = pick_list(state, ruleset) else {
            return MarkOutcome::Done;
        };
        if by_key && list == PickList::BestPlayers {
            return MarkOutcome::Done;
        }
        let limit = match list {
            PickList::Compare => Some(2),
            PickList::Order(n) => Some(usize::from(n)),
            _ => None,
        };
        if list == PickList::Hands
            && !self.hands.contains(&seat)
            && let Some(r) = hand_refusal(&self.hands, seat, state, ruleset, now)
        {
            return MarkOutcome::Refused(r);
        }
        let picks = self.picks_mut(list);
        if let Some(i) = picks.iter().position(|x| *x == seat) {
            picks.remove(i);
            return MarkOutcome::Done;
        }
        if let Some(n) = limit.filter(|n| picks.len() >= *n) {
            return MarkOutcome::TooMany(n);
        }
        picks.push(seat);
        MarkOutcome::Done
    }
}

impl Marks {
    /// The action Record takes now, or why there is none.
    pub fn record_action(&self, session: Option<&Session>) -> Result<Action, Text> {
        let nothing = || msg::NothingToRecord.text();
        let nobody = || msg::NobodySelected.text();
        let Some(s) = session else {
            return Err(nothing());
        };
        let state = s.state();
        match &state.phase {
            Phase::Day { stage, .. } => match stage {
                DayStage::Voting | DayStage::LiftVote | DayStage::LastWords { .. }
                    if pick_list(state, &s.ruleset) == Some(PickList::Hands) =>
                {
                    votes_action(state, ballot(self)?).ok_or_else(nothing)
                }
                DayStage::BestMove { .. } => Ok(Action::BestMove {
                    seats: self.best_move.clone(),
                }),
                _ => Err(nothing()),
            },
            Phase::Ended if s.ruleset.points.best_player_vote.is_some() => {
                Ok(Action::BestPlayers {
                    seats: self.best_players.clone(),
                })
            }
            _ => {
                let now = step_now(state, &s.ruleset).ok_or_else(nothing)?;
                if now.recorded.is_some() {
                    return Err(nothing());
                }
                let target = || self.selected.ok_or_else(nobody);
                match now.step.kind {
                    StepKind::Look => Err(nothing()),
                    StepKind::Kill { .. } => Ok(Action::Shoot {
                        target: Some(target()?),
                    }),
                    StepKind::Check { .. } => Ok(Action::Check { target: target()? }),
                    StepKind::Protect => Ok(Action::Protect { target: target()? }),
                    StepKind::BlockVote => Ok(Action::BlockVote { target: target()? }),
                    StepKind::VoteImmunity => Ok(Action::Immunity { target: target()? }),
                    StepKind::Compare => match self.night.as_slice() {
                        [first, second] => Ok(Action::Compare {
                            first: *first,
                            second: *second,
                        }),
                        _ => Err(msg::PickTwo.text()),
                    },
                    StepKind::Order { .. } => Ok(Action::Order {
                        targets: self.night.clone(),
                    }),
                }
            }
        }
    }
}

/// The action that records these votes now: for the candidate whose count
/// is being taken (also the rest of a count a removal decided, FIIM 7.2:
/// the engine takes it during the last words, the result stands), or for
/// all of the tied leaving. None when no vote is being taken.
pub fn votes_action(state: &GameState, votes: Ballot) -> Option<Action> {
    match &state.phase {
        Phase::Day {
            stage: DayStage::LiftVote,
            ..
        } => Some(Action::LiftVote { votes }),
        Phase::Day {
            stage: DayStage::Voting,
            ..
        } => Some(Action::Vote {
            candidate: state.expected_candidate()?,
            votes,
        }),
        Phase::Day {
            stage: DayStage::LastWords { .. },
            ..
        } if state.late_count_open() => Some(Action::Vote {
            candidate: state.expected_candidate()?,
            votes,
        }),
        _ => None,
    }
}

/// Why the rules would not take `seat`'s hand along with the hands marked
/// (`marked`) for the count being taken, if they would not: the engine's
/// own reason (the seat has left, voted in this count already, does not
/// vote today, more hands than votes left). None when they would, or when
/// no vote is being taken.
pub fn hand_refusal(
    marked: &[Seat],
    seat: Seat,
    state: &GameState,
    rs: &Ruleset,
    now: u64,
) -> Option<Refusal> {
    let mut hands = marked.to_vec();
    hands.push(seat);
    hands.sort_unstable();
    let action = votes_action(state, Ballot::Voters(hands))?;
    mafia_core::game::decide(state, &action, rs, now).err()
}

/// The votes as marked: the hands clicked, else the count typed (empty: 0).
pub fn ballot(marks: &Marks) -> Result<Ballot, Text> {
    if !marks.hands.is_empty() {
        let mut hands = marks.hands.clone();
        hands.sort_unstable();
        return Ok(Ballot::Voters(hands));
    }
    let t = marks.vote_count.trim();
    if t.is_empty() {
        return Ok(Ballot::Count(0));
    }
    t.parse::<u8>()
        .map(Ballot::Count)
        .map_err(|_| msg::BadVoteCount.text())
}

/// The number of votes the count field shows: the hands marked, when any
/// (the field then follows the table), else what was typed.
pub fn shown_vote_count(marks: &Marks) -> String {
    if marks.hands.is_empty() {
        marks.vote_count.clone()
    } else {
        marks.hands.len().to_string()
    }
}
