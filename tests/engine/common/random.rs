//! A random but legal judge: picks actions that fit the moment, so property
//! tests can play thousands of whole games.

use mafia_core::game::{Action, Ballot, DayStage, GameState, Phase, Seat, random};
use mafia_core::ruleset::{OffenceKind, Ruleset, StepKind};

pub struct Rng(pub random::Rng);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n)
    }
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    pub fn pick<T: Copy>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.below(v.len())])
        }
    }
}

fn living(s: &GameState) -> Vec<Seat> {
    s.living().map(|p| p.seat).collect()
}

/// One plausible action for the moment (it may still be refused).
pub fn random_action(s: &GameState, rs: &Ruleset, rng: &mut Rng) -> Action {
    let alive = living(s);
    let any_seat = |rng: &mut Rng| rng.pick(&alive).unwrap_or(1);
    // Now and then a foul, a removal or a timer click, whatever the phase.
    if !matches!(s.phase, Phase::Setup | Phase::Ended) {
        if rng.chance(3) {
            return Action::Foul {
                seat: any_seat(rng),
                offence: None,
            };
        }
        if rng.chance(1) {
            let kind = if rng.chance(15) {
                OffenceKind::TeamLoss
            } else {
                OffenceKind::Disqualify
            };
            let list: Vec<&str> = rs
                .offences
                .iter()
                .filter(|o| o.kind == kind)
                .map(|o| o.id.as_str())
                .collect();
            if let Some(id) = rng.pick(&list) {
                return Action::Punish {
                    seat: any_seat(rng),
                    offence: id.to_owned(),
                };
            }
        }
        if rng.chance(3) {
            return match rng.below(4) {
                0 => Action::TimerStart,
                1 => Action::TimerPause,
                2 => Action::TimerAdd { seconds: 10 },
                _ => Action::TimerReset,
            };
        }
        if rng.chance(1) {
            return Action::RemoveFoul {
                seat: any_seat(rng),
            };
        }
    }
    match &s.phase {
        Phase::Setup => {
            if rng.chance(20) {
                let r = rng.below(rs.roles.len());
                let c = rs.roles[r].count;
                let n = c.min + rng.below(usize::from(c.max - c.min) + 1) as u8;
                return Action::SetRoleCount {
                    role: rs.roles[r].id.clone(),
                    count: n,
                };
            }
            if s.players.iter().all(|p| p.role.is_some()) && rng.chance(70) {
                Action::StartGame
            } else {
                Action::DealRoles {
                    seed: rng.0.next_u64(),
                }
            }
        }
        Phase::NightZero { step } => match rs.night_zero.get(*step).map(|st| &st.kind) {
            Some(StepKind::Order { nights, .. }) if rng.chance(70) => Action::Order {
                targets: (0..1 + rng.below(usize::from(*nights)))
                    .map(|_| any_seat(rng))
                    .collect(),
            },
            _ => Action::Next,
        },
        Phase::Day { stage, .. } => match stage {
            DayStage::BestMove { seat } if rng.chance(70) => {
                let mut others: Vec<Seat> = s
                    .players
                    .iter()
                    .map(|p| p.seat)
                    .filter(|x| x != seat)
                    .collect();
                let mut seats = Vec::new();
                for _ in 0..rs.best_move.map_or(3, |b| b.seats) {
                    if others.is_empty() {
                        break;
                    }
                    seats.push(others.remove(rng.below(others.len())));
                }
                Action::BestMove { seats }
            }
            DayStage::Speech { .. } if rng.chance(35) => Action::Nominate {
                target: any_seat(rng),
            },
            DayStage::Voting => {
                let day = s.day();
                let round = day.and_then(|d| d.rounds.last());
                let candidate = round
                    .and_then(|r| r.candidates.get(r.counts.len()).copied())
                    .unwrap_or(1);
                let cast: Vec<Seat> = round
                    .map(|r| {
                        r.counts
                            .iter()
                            .filter_map(|c| c.voters.clone())
                            .flatten()
                            .collect()
                    })
                    .unwrap_or_default();
                let blocked = day.map(|d| d.blocked_voters.clone()).unwrap_or_default();
                let free: Vec<Seat> = alive
                    .iter()
                    .copied()
                    .filter(|v| !cast.contains(v) && !blocked.contains(v))
                    .collect();
                let counted: usize =
                    round.map_or(0, |r| r.counts.iter().map(|c| usize::from(c.votes)).sum());
                let eligible = alive.iter().filter(|v| !blocked.contains(v)).count();
                if rng.chance(50) {
                    let voters = free.into_iter().filter(|_| rng.chance(40)).collect();
                    Action::Vote {
                        candidate,
                        votes: Ballot::Voters(voters),
                    }
                } else {
                    let left = eligible.saturating_sub(counted);
                    Action::Vote {
                        candidate,
                        votes: Ballot::Count(rng.below(left + 1) as u8),
                    }
                }
            }
            DayStage::LiftVote => Action::LiftVote {
                votes: Ballot::Count(rng.below(alive.len() + 1) as u8),
            },
            _ => Action::Next,
        },
        Phase::Night { step, .. } => {
            let done = s.night().is_some_and(|n| {
                n.entries
                    .iter()
                    .any(|e| rs.night.get(*step).is_some_and(|st| st.id == e.step))
            });
            if done || rng.chance(15) {
                return Action::Next;
            }
            match rs.night.get(*step).map(|st| &st.kind) {
                Some(StepKind::Kill { .. }) => Action::Shoot {
                    target: if rng.chance(25) {
                        None
                    } else {
                        Some(any_seat(rng))
                    },
                },
                Some(StepKind::Check { .. }) => Action::Check {
                    target: any_seat(rng),
                },
                Some(StepKind::Compare) => Action::Compare {
                    first: any_seat(rng),
                    second: any_seat(rng),
                },
                Some(StepKind::Protect) => Action::Protect {
                    target: any_seat(rng),
                },
                Some(StepKind::BlockVote) => Action::BlockVote {
                    target: any_seat(rng),
                },
                Some(StepKind::VoteImmunity) => Action::Immunity {
                    target: any_seat(rng),
                },
                _ => Action::Next,
            }
        }
        Phase::Ended => Action::Next,
    }
}
