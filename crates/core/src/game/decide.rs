//! The rules' front door: an [`Action`] checked against the ruleset and the
//! state, either refused with a reason the judge can read, or turned into
//! [`Event`]s. This file only dispatches; the rule bodies live in
//! [`super::rules`], one file per area of the game.
//!
//! `decide` works on a scratch copy of the state: each event is applied to it
//! as soon as it is emitted, so later rules see earlier consequences (a
//! removal that ends the game, a vote that empties the table).

use super::Seat;
use super::action::Action;
use super::clock::Timer;
use super::event::Event;
pub use super::refusal::Refusal;
use super::rules::{after, discipline, flow, night, setup, speeches, timer, voting};
use super::state::{GameState, Phase};
use crate::ruleset::{Ruleset, Side};

type Decision = Result<Vec<Event>, Refusal>;

/// The scratch state and the events emitted so far.
pub(crate) struct Tx<'a> {
    pub(crate) s: GameState,
    pub(crate) rs: &'a Ruleset,
    pub(crate) now: u64,
    pub(crate) events: Vec<Event>,
}

impl Tx<'_> {
    pub(crate) fn emit(&mut self, e: Event) {
        self.s.apply(&e);
        self.events.push(e);
    }

    pub(crate) fn phase(&mut self, phase: Phase) {
        self.emit(Event::PhaseChanged { phase });
    }

    pub(crate) fn timer(&mut self, seconds: u32) {
        self.emit(Event::TimerChanged {
            timer: Timer::new(seconds),
        });
    }

    pub(crate) fn side_of(&self, seat: Seat) -> Side {
        self.s
            .player(seat)
            .and_then(|p| p.role)
            .map_or(Side::Red, |r| self.rs.role_side(r))
    }

    pub(crate) fn team_of(&self, seat: Seat) -> Option<usize> {
        self.s
            .player(seat)
            .and_then(|p| p.role)
            .and_then(|r| self.rs.roles.get(r))
            .map(|r| r.team)
    }
}

/// Checks one action and returns the events it causes.
pub fn decide(state: &GameState, action: &Action, rs: &Ruleset, now: u64) -> Decision {
    decide_into(state, action, rs, now).map(|(events, _)| events)
}

/// [`decide`], also returning the state with the events already applied
/// (the scratch copy), so the caller need not apply them a second time.
pub fn decide_into(
    state: &GameState,
    action: &Action,
    rs: &Ruleset,
    now: u64,
) -> Result<(Vec<Event>, GameState), Refusal> {
    let mut tx = Tx {
        s: state.clone(),
        rs,
        now,
        events: Vec::new(),
    };
    step(&mut tx, action)?;
    if !state.is_over() {
        // The action ended the game: the words after it begin.
        after::begin_after_round(&mut tx);
    }
    Ok((tx.events, tx.s))
}

pub(crate) fn no_seat(s: &GameState, seat: Seat) -> Refusal {
    Refusal::NoSeat {
        seat,
        seats: s.players.len(),
    }
}

pub(crate) fn check_seat(s: &GameState, seat: Seat) -> Result<(), Refusal> {
    if seat == 0 || usize::from(seat) > s.players.len() {
        return Err(no_seat(s, seat));
    }
    Ok(())
}

pub(crate) fn check_alive(s: &GameState, seat: Seat) -> Result<(), Refusal> {
    check_seat(s, seat)?;
    if !s.is_alive(seat) {
        return Err(Refusal::HasLeft { seat });
    }
    Ok(())
}

pub(crate) fn in_play(s: &GameState) -> Result<(), Refusal> {
    match s.phase {
        Phase::Setup => Err(Refusal::NotStarted),
        Phase::Ended => Err(Refusal::GameOver),
        _ => Ok(()),
    }
}

pub(crate) fn in_setup(s: &GameState) -> Result<(), Refusal> {
    if s.phase == Phase::Setup {
        Ok(())
    } else {
        Err(Refusal::CardsBeforeStart)
    }
}

fn step(tx: &mut Tx, action: &Action) -> Result<(), Refusal> {
    match action {
        Action::Rename { seat, nick } => setup::rename(tx, *seat, nick),
        Action::AssignRole { seat, role } => setup::assign_role(tx, *seat, role),
        Action::SetRoleCount { role, count } => setup::set_role_count(tx, role, *count),
        Action::DealRoles { seed } => setup::deal(tx, *seed),
        Action::StartGame => setup::start_game(tx),
        Action::Next => flow::next(tx),
        Action::Nominate { target } => speeches::nominate(tx, *target),
        Action::Withdraw => speeches::withdraw(tx),
        Action::Foul { seat, offence } => discipline::foul(tx, *seat, offence.as_deref()),
        Action::RemoveFoul { seat } => discipline::remove_foul(tx, *seat),
        Action::Punish { seat, offence } => discipline::punish(tx, *seat, offence),
        Action::Vote { candidate, votes } => voting::vote(tx, *candidate, votes),
        Action::LiftVote { votes } => voting::lift_vote(tx, votes),
        Action::Shoot { target } => night::night_act(tx, night::NightInput::Shoot(*target)),
        Action::ShootEach { shots } => {
            night::night_act(tx, night::NightInput::ShootEach(shots.clone()))
        }
        Action::Check { target } => night::night_act(tx, night::NightInput::Check(*target)),
        Action::Compare { first, second } => {
            night::night_act(tx, night::NightInput::Compare(*first, *second))
        }
        Action::Protect { target } => night::night_act(tx, night::NightInput::Protect(*target)),
        Action::BlockVote { target } => night::night_act(tx, night::NightInput::Block(*target)),
        Action::Immunity { target } => night::night_act(tx, night::NightInput::Immunity(*target)),
        Action::Order { targets } => night::order(tx, targets),
        Action::BestMove { seats } => flow::best_move(tx, seats),
        Action::TimerStart => timer::start(tx),
        Action::TimerPause => timer::pause(tx),
        Action::TimerAdd { seconds } => timer::add(tx, *seconds),
        Action::TimerReset => timer::reset(tx),
        Action::DeclareResult { outcome, reason } => after::declare_result(tx, *outcome, reason),
        Action::ExtraPoints {
            seat,
            points,
            reason,
        } => after::extra_points(tx, *seat, *points, reason),
        Action::Like { from, to } => after::like(tx, *from, *to),
        Action::BestPlayers { seats } => after::best_players(tx, seats),
        Action::Penalty { seat, id } => after::penalty(tx, *seat, id),
        Action::BestMoveTable { id } => after::best_move_table(tx, id),
        Action::Compensation { seat, i, n } => after::compensation(tx, *seat, *i, *n),
        Action::Protest { text } => after::protest(tx, text),
        Action::Note { text } => after::note(tx, text),
        Action::SkipAfterRound => after::skip_after_round(tx),
        Action::MarkHands {
            day,
            round,
            candidate,
            voters,
        } => after::mark_hands(tx, *day, *round, *candidate, voters),
        Action::MarkLiftHands { day, voters } => after::mark_lift_hands(tx, *day, voters),
    }
}
