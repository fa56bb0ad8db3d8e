//! Plays whole games through the engine for the example tournaments: a judge
//! who knows how each game should end and presses the buttons that get it
//! there. The records it makes are real games (every action accepted by the
//! rules), never hand-typed JSON.

use mafia_core::game::{Action, Ballot, DayStage, Phase, Seat};
use mafia_core::ruleset::{Ruleset, Side, StepKind};
use mafia_store::session::{Meta, Record, Session};

#[path = "../../shared/hands.rs"]
mod hands;
use hands::plausible_hands;

/// How a game should go.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Red wins by voting the blacks out, day by day (the mafia misses);
    /// otherwise black wins by shooting the lowest red seats (nobody is voted out).
    pub red_wins: bool,
    /// The first-killed player's best move (black wins only).
    pub best_move: Option<Vec<Seat>>,
    /// Judge's extra points after the game: (seat, points, reason).
    pub extras: Vec<(Seat, f64, String)>,
    /// Likes after the game (from, to).
    pub likes: Vec<(Seat, Seat)>,
    /// The best players after the game.
    pub best_players: Vec<Seat>,
    /// Removed at the start of day 1 with this offence (to reach four at the
    /// table); then nobody is voted out and the mafia misses: MCC's draw.
    pub removed: Vec<Seat>,
    pub offence: String,
    /// With a red win: the mafia kills the lowest red seat on night 1 (then misses).
    pub kill_first_night: bool,
}

impl Plan {
    pub fn red() -> Plan {
        Plan {
            red_wins: true,
            best_move: None,
            extras: Vec::new(),
            likes: Vec::new(),
            best_players: Vec::new(),
            removed: Vec::new(),
            offence: String::new(),
            kill_first_night: false,
        }
    }
    /// Remove these seats on day 1, then quiet days and missed shots.
    pub fn quiet_after_removals(seats: &[Seat], offence: &str) -> Plan {
        Plan {
            red_wins: true,
            removed: seats.to_vec(),
            offence: offence.to_owned(),
            ..Plan::red()
        }
    }
    pub fn black() -> Plan {
        Plan {
            red_wins: false,
            ..Plan::red()
        }
    }
}

pub struct Game {
    pub s: Session,
    pub now: u64,
}

impl Game {
    fn act(&mut self, a: Action) {
        self.now += 1000;
        if let Err(r) = self.s.act(a.clone(), self.now) {
            panic!("{a:?} refused: {r}");
        }
    }
    fn side(&self, seat: Seat) -> Option<Side> {
        let rs = &self.s.ruleset;
        self.s
            .state()
            .player(seat)
            .and_then(|p| p.role)
            .map(|r| rs.role_side(r))
    }
    fn living(&self, side: Side) -> Vec<Seat> {
        self.s
            .state()
            .living()
            .filter(|p| p.role.map(|r| self.s.ruleset.role_side(r)) == Some(side))
            .map(|p| p.seat)
            .collect()
    }
}

/// Plays one game: `roles` by seat (seat 1 first), `nicks` by seat.
pub fn play(
    rs: &Ruleset,
    nicks: &[String],
    roles: &[&str],
    created: u64,
    meta: Meta,
    plan: &Plan,
) -> Record {
    // The example tournaments' records are version 1 (a night step whose
    // role has left skipped) and stay so: old records must replay as they were.
    let mut g = Game {
        s: Session::new_as_version(rs.clone(), nicks.to_vec(), created, 1).unwrap(),
        now: created,
    };
    g.s.meta = meta;
    for (i, r) in roles.iter().enumerate() {
        g.act(Action::AssignRole {
            seat: (i + 1) as Seat,
            role: (*r).to_owned(),
        });
    }
    g.act(Action::StartGame);
    let mut shot_in: Option<u32> = None;
    let mut nominated_today: Option<u32> = None;
    for _ in 0..1000 {
        let state = g.s.state().clone();
        match &state.phase {
            Phase::Ended => break,
            Phase::Night { night, step } => {
                let kind = rs.night.get(*step).map(|s| &s.kind);
                if matches!(kind, Some(StepKind::Kill { .. })) && shot_in != Some(*night) {
                    shot_in = Some(*night);
                    let target = if plan.red_wins {
                        (plan.kill_first_night && *night == 1)
                            .then(|| g.living(Side::Red).first().copied())
                            .flatten()
                    } else {
                        g.living(Side::Red).first().copied()
                    };
                    g.act(Action::Shoot { target });
                } else {
                    g.act(Action::Next);
                }
            }
            Phase::Day {
                day,
                stage: DayStage::BestMove { .. },
            } if *day > 0 => match &plan.best_move {
                Some(seats) => {
                    g.act(Action::BestMove {
                        seats: seats.clone(),
                    });
                }
                None => g.act(Action::Next),
            },
            Phase::Day {
                day,
                stage: DayStage::Speech { .. },
            } if !plan.removed.is_empty() => {
                if *day == 1 && nominated_today != Some(1) {
                    nominated_today = Some(1);
                    for seat in &plan.removed {
                        g.act(Action::Punish {
                            seat: *seat,
                            offence: plan.offence.clone(),
                        });
                    }
                } else {
                    g.act(Action::Next);
                }
            }
            Phase::Day {
                day,
                stage: DayStage::Speech { .. },
            } => {
                if plan.red_wins && nominated_today != Some(*day) {
                    nominated_today = Some(*day);
                    let black = g.living(Side::Black);
                    g.act(Action::Nominate { target: black[0] });
                    if *day == 1 {
                        // Day 1 needs two candidates for a vote: a red one as well.
                        g.act(Action::Next);
                        let speaker = g.s.state().speaker();
                        let red = g
                            .living(Side::Red)
                            .into_iter()
                            .rev()
                            .find(|s| Some(*s) != speaker);
                        if let (Some(red), Some(DayStage::Speech { .. })) = (
                            red,
                            match &g.s.state().phase {
                                Phase::Day { stage, .. } => Some(stage.clone()),
                                _ => None,
                            },
                        ) {
                            g.act(Action::Nominate { target: red });
                        }
                    }
                }
                g.act(Action::Next);
            }
            Phase::Day {
                stage: DayStage::Voting,
                ..
            } => {
                let cands = state.candidates();
                let living = state.living_count() as u8;
                // The black candidate gets a majority, the rest go to the last.
                let black = cands
                    .iter()
                    .copied()
                    .find(|c| g.side(*c) == Some(Side::Black));
                // Every vote with its hands, as the judge marks them.
                let hands = |candidate: Seat, n: u8| Action::Vote {
                    candidate,
                    votes: Ballot::Voters(plausible_hands(&state, n, &[candidate], false)),
                };
                match black {
                    Some(b) if cands.first() == Some(&b) => {
                        g.act(hands(b, living / 2 + 1));
                    }
                    Some(_) => g.act(hands(cands[0], living - (living / 2 + 1))),
                    None => g.act(Action::Next),
                }
            }
            _ => g.act(Action::Next),
        }
    }
    assert!(
        g.s.state().is_over(),
        "the game did not end: {:?}",
        g.s.state().phase
    );
    for (seat, points, reason) in &plan.extras {
        g.act(Action::ExtraPoints {
            seat: *seat,
            points: *points,
            reason: reason.clone(),
        });
    }
    for (from, to) in &plan.likes {
        g.act(Action::Like {
            from: *from,
            to: *to,
        });
    }
    if !plan.best_players.is_empty() {
        g.act(Action::BestPlayers {
            seats: plan.best_players.clone(),
        });
    }
    g.s.record()
}
