//! A game played through the engine for the tests of the binary and of the
//! windows: ten players (P1..P10), one action a second on its own clock.
//! Each user adds the steps it needs in an `impl Game` of its own. Included
//! by path beside `table.rs`.

#![allow(dead_code)] // each user takes what it needs

use crate::table::CLASSIC;
use mafia_core::game::{Action, Seat};
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;

pub struct Game {
    pub s: Session,
    pub now: u64,
}

impl Game {
    /// A game of ten under the bundled ruleset `ruleset`, its clock at `start`.
    pub fn new(ruleset: &str, start: u64) -> Game {
        let rs = catalog::find(ruleset).unwrap();
        let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
        Game {
            s: Session::new(rs, nicks, start).unwrap(),
            now: start,
        }
    }

    /// A FIIM game at the classic layout, started (night zero).
    pub fn fiim() -> Game {
        let mut g = Game::new("fiim", 1_000_000);
        g.deal(&CLASSIC);
        g.act(Action::StartGame);
        g
    }

    /// The action a second after the one before; a refusal fails the test.
    pub fn act(&mut self, a: Action) -> &mut Self {
        self.now += 1000;
        if let Err(r) = self.s.act(a.clone(), self.now) {
            panic!("{a:?} refused: {r}");
        }
        self
    }

    /// Seat 1 gets the first card, seat 2 the second, and so on.
    pub fn deal(&mut self, cards: &[&str]) -> &mut Self {
        for (i, r) in cards.iter().enumerate() {
            self.act(Action::AssignRole {
                seat: Seat::try_from(i + 1).unwrap(),
                role: (*r).to_owned(),
            });
        }
        self
    }
}
