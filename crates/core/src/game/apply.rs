//! Folding one [`Event`] into the [`GameState`]: the only way the state
//! changes. Kept apart from `state.rs` so that the state does not know the
//! events and the events only know the state's types.

use super::clock::Timer;
use super::event::Event;
use super::state::{
    AfterRound, BestMoveEntry, DayLog, DayRemoval, ExitHow, GameState, NightLog, Nomination, Phase,
    SpeechKind, VoteRound,
};
use std::sync::Arc;

impl GameState {
    /// Folds one event into the state. Never fails: events are facts that
    /// `decide` has already checked.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Renamed { .. } | Event::RoleAssigned { .. } | Event::RoleCountSet { .. } => {
                self.apply_setup(event)
            }
            Event::PhaseChanged { .. }
            | Event::DayBegan { .. }
            | Event::NightBegan { .. }
            | Event::TimerChanged { .. } => self.apply_flow(event),
            Event::SpeechBegan { .. }
            | Event::SpeechCut { .. }
            | Event::Nominated { .. }
            | Event::NominationWithdrawn { .. } => self.apply_speech(event),
            Event::FoulsChanged { .. } | Event::PlayerLeft { .. } | Event::LatePenalty { .. } => {
                self.apply_discipline(event)
            }
            Event::VoteCancelled { .. }
            | Event::NoVote { .. }
            | Event::VoteRoundOpened { .. }
            | Event::VotesCast(_)
            | Event::Tie { .. }
            | Event::LiftVoted(_)
            | Event::HandsMarked { .. }
            | Event::LiftHandsMarked { .. } => self.apply_vote(event),
            Event::NightAct(_) | Event::Ordered { .. } | Event::BestMoveMade { .. } => {
                self.apply_night(event)
            }
            Event::StreaksChanged { .. }
            | Event::GameEnded(_)
            | Event::AfterRoundBegan { .. }
            | Event::AfterWordBegan { .. }
            | Event::AfterRoundEnded { .. } => self.apply_end(event),
            Event::ExtraPoints(_)
            | Event::Liked { .. }
            | Event::BestPlayers { .. }
            | Event::Penalized { .. }
            | Event::BestMoveTableChosen { .. }
            | Event::CompensationSet { .. }
            | Event::Noted { .. }
            | Event::Protested { .. } => self.apply_scoring(event),
        }
    }

    /// The seats and the cards before the start.
    fn apply_setup(&mut self, event: &Event) {
        match event {
            Event::Renamed { seat, nick } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.nick.clone_from(nick);
                }
            }
            Event::RoleAssigned { seat, role } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.role = *role;
                }
            }
            Event::RoleCountSet { role, count } => {
                if let Some(c) = self.role_counts.get_mut(*role) {
                    *c = *count;
                }
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// The phase, the timer, and each day and night as it begins.
    fn apply_flow(&mut self, event: &Event) {
        match event {
            Event::PhaseChanged { phase } => self.phase = phase.clone(),
            Event::DayBegan {
                day,
                order,
                blocked,
                immune,
                answers,
            } => self.days.push(Arc::new(DayLog {
                day: *day,
                order: order.clone(),
                speeches: Vec::new(),
                nominations: Vec::new(),
                rounds: Vec::new(),
                lift: None,
                tie: Vec::new(),
                vote_cancelled: self.vote_cancelled(*day).is_some(),
                no_vote_reason: None,
                left: Vec::new(),
                blocked_voters: blocked.clone(),
                immune: immune.clone(),
                answers: answers.clone(),
                removed: Vec::new(),
                cut: Vec::new(),
            })),
            Event::NightBegan { night } => {
                self.nights.push(Arc::new(NightLog {
                    night: *night,
                    entries: Vec::new(),
                    killed: Vec::new(),
                }));
                self.left_this_round = false;
            }
            Event::TimerChanged { timer } => self.timer = timer.clone(),
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// Speeches and nominations.
    fn apply_speech(&mut self, event: &Event) {
        match event {
            Event::SpeechBegan { seat, kind } => {
                if let Some(d) = self.day_mut() {
                    d.speeches.push((*seat, *kind));
                }
                if *kind != SpeechKind::Full
                    && let Some(p) = self.player_mut(*seat)
                {
                    p.silenced = false;
                }
            }
            Event::SpeechCut { seat } => {
                if let Some(d) = self.day_mut() {
                    d.cut.push(*seat);
                }
            }
            Event::Nominated { by, target } => {
                if let Some(d) = self.day_mut() {
                    d.nominations.push(Nomination {
                        by: *by,
                        target: *target,
                    });
                }
            }
            Event::NominationWithdrawn { by } => {
                if let Some(d) = self.day_mut() {
                    d.nominations.retain(|n| n.by != *by);
                }
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// Fouls, exits and late penalties.
    fn apply_discipline(&mut self, event: &Event) {
        match event {
            Event::FoulsChanged {
                seat,
                fouls,
                offences,
                silenced,
            } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.fouls = *fouls;
                    p.foul_offences.clone_from(offences);
                    p.silenced = *silenced;
                }
            }
            Event::PlayerLeft { seat, exit } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.exit = Some(exit.clone());
                }
                self.left_this_round = true;
                if exit.how == ExitHow::Voted
                    && let Some(d) = self.day_mut()
                {
                    d.left.push(*seat);
                }
                if !exit.how.has_last_words()
                    && exit.night.is_none()
                    && let Some(d) = self.day_mut()
                {
                    let removal = DayRemoval {
                        seat: *seat,
                        in_vote: !d.rounds.is_empty(),
                        after_result: !d.left.is_empty(),
                    };
                    d.removed.push(removal);
                }
                if exit.how == ExitHow::Killed {
                    if let Some(n) = self
                        .nights
                        .iter_mut()
                        .rev()
                        .find(|n| Some(n.night) == exit.night)
                    {
                        Arc::make_mut(n).killed.push(*seat);
                    }
                    if self.first_killed.is_none()
                        && let Some(night) = exit.night
                    {
                        self.first_killed = Some((*seat, night));
                    }
                }
            }
            Event::LatePenalty { seat, penalty } => {
                if let Some(p) = self.player_mut(*seat) {
                    p.penalty = Some(penalty.clone());
                }
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// The day's vote, and the hands marked after the game.
    fn apply_vote(&mut self, event: &Event) {
        match event {
            Event::VoteCancelled { day, rule } => {
                if self.vote_cancelled(*day).is_none() {
                    self.cancelled_votes.push((*day, *rule));
                }
                if let Some(d) = self.days.iter_mut().find(|d| d.day == *day) {
                    Arc::make_mut(d).vote_cancelled = true;
                }
            }
            Event::NoVote { reason } => {
                if let Some(d) = self.day_mut() {
                    d.no_vote_reason = Some(reason.clone());
                }
            }
            Event::VoteRoundOpened { kind, candidates } => {
                if let Some(d) = self.day_mut() {
                    d.rounds.push(VoteRound {
                        kind: *kind,
                        candidates: candidates.clone(),
                        counts: Vec::new(),
                    });
                }
            }
            Event::VotesCast(cv) => {
                if let Some(r) = self.day_mut().and_then(|d| d.rounds.last_mut()) {
                    r.counts.push(cv.clone());
                }
            }
            Event::Tie { candidates } => {
                if let Some(d) = self.day_mut() {
                    d.tie.clone_from(candidates);
                }
            }
            Event::LiftVoted(result) => {
                if let Some(d) = self.day_mut() {
                    d.lift = Some(result.clone());
                }
            }
            Event::HandsMarked {
                day,
                round,
                candidate,
                voters,
            } => {
                if let Some(c) = self
                    .days
                    .iter_mut()
                    .find(|d| d.day == *day)
                    .map(Arc::make_mut)
                    .and_then(|d| d.rounds.get_mut(*round))
                    .and_then(|r| r.counts.iter_mut().find(|c| c.candidate == *candidate))
                {
                    c.voters = Some(voters.clone());
                }
            }
            Event::LiftHandsMarked { day, voters } => {
                if let Some(l) = self
                    .days
                    .iter_mut()
                    .find(|d| d.day == *day)
                    .map(Arc::make_mut)
                    .and_then(|d| d.lift.as_mut())
                {
                    l.voters = Some(voters.clone());
                }
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// The night's acts, the order, the first-killed's best move.
    fn apply_night(&mut self, event: &Event) {
        match event {
            Event::NightAct(entry) => {
                if let Some(n) = self.night_mut() {
                    n.entries.push(entry.clone());
                }
            }
            Event::Ordered { targets } => self.order.clone_from(targets),
            Event::BestMoveMade { seat, seats } => {
                self.best_move = Some(BestMoveEntry {
                    seat: *seat,
                    seats: seats.clone(),
                });
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// The end and the round of words after it.
    fn apply_end(&mut self, event: &Event) {
        match event {
            Event::StreaksChanged { counts } => self.streaks.clone_from(counts),
            Event::GameEnded(ending) => {
                self.ending = Some(ending.clone());
                self.phase = Phase::Ended;
                self.timer = Timer::default();
            }
            Event::AfterRoundBegan { order } => {
                self.after_round = Some(AfterRound {
                    order: order.clone(),
                    index: None,
                    spoken: Vec::new(),
                    skipped: false,
                });
            }
            Event::AfterWordBegan { index, seat } => {
                if let Some(r) = self.after_round.as_mut() {
                    r.index = Some(*index);
                    r.spoken.push(*seat);
                }
            }
            Event::AfterRoundEnded { skipped } => {
                if let Some(r) = self.after_round.as_mut() {
                    r.index = None;
                    r.skipped = *skipped;
                }
                self.timer = Timer::default();
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }

    /// Points, likes, penalties, notes and protests.
    fn apply_scoring(&mut self, event: &Event) {
        match event {
            Event::ExtraPoints(extra) => self.scoring.extras.push(extra.clone()),
            Event::Liked { from, to } => self.scoring.likes.push((*from, *to)),
            Event::BestPlayers { seats } => self.scoring.best_players.clone_from(seats),
            Event::Penalized { seat, id } => self.scoring.penalties.push((*seat, id.clone())),
            Event::BestMoveTableChosen { id } => self.scoring.best_move_table = Some(id.clone()),
            Event::CompensationSet { seat, i, n } => {
                self.scoring.compensation.retain(|c| c.0 != *seat);
                self.scoring.compensation.push((*seat, *i, *n));
            }
            Event::Noted { text } => self.scoring.notes.push_back(Arc::from(text.as_str())),
            Event::Protested { text } => {
                self.scoring.protests.push_back(Arc::from(text.as_str()));
            }
            // The other areas' events: `apply` sends none of them here.
            _ => {}
        }
    }
}
