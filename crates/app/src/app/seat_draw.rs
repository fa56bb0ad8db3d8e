//! The seat draw on the start screen (seed 002: «Перед игрой 10 игроков
//! тянут номерки»): the form's players are seated by
//! `game::seat_draw::draw` from a fresh seed, the seed goes into the
//! header, the projector shows the seats until the game starts. Drawing
//! again before the start takes a new seed.

use super::{JudgeApp, StartForm};
use mafia_core::game::random::Rng;
use mafia_core::game::seat_draw;

impl StartForm {
    /// Seats the form's players by a new draw: the seed comes from `now`
    /// and the last draw's seed (a second draw in the same millisecond
    /// differs), and is kept in the header. The cards typed in go (they
    /// belonged to the seats as they were). Returns the seats drawn.
    pub fn draw_seats(&mut self, now: u64) -> Vec<String> {
        self.fit();
        let last = self.meta.draw_seed.unwrap_or(0);
        let seed = Rng::new(now ^ last.rotate_left(17)).next_u64();
        let nicks: Vec<String> = self.nicks.iter().map(|n| n.trim().to_owned()).collect();
        self.nicks = seat_draw::draw(seed, &nicks);
        self.roles.iter_mut().for_each(|r| *r = None);
        self.meta.draw_seed = Some(seed);
        self.nicks.clone()
    }

    /// Whether every seat has a player to draw (the draw button waits
    /// for all of them).
    pub fn can_draw(&self) -> bool {
        self.nicks.len() == usize::from(self.count)
            && self.nicks.iter().all(|n| !n.trim().is_empty())
    }

    /// The seats are no longer as drawn (the judge moved someone): the
    /// seed goes. Returns true if it went.
    pub fn drop_stale_draw(&mut self) -> bool {
        let nicks: Vec<String> = self.nicks.iter().map(|n| n.trim().to_owned()).collect();
        if self.meta.draw_seed.is_some() && kept_seed(self.meta.draw_seed, &nicks).is_none() {
            self.meta.draw_seed = None;
            return true;
        }
        false
    }
}

/// The draw's seed, if the seats (seat 1 first) are what it drew.
pub fn kept_seed(seed: Option<u64>, seats: &[String]) -> Option<u64> {
    seed.filter(|s| seat_draw::is_drawn(*s, seats))
}

impl JudgeApp {
    /// The projector shows the seats drawn (None: no draw any more).
    pub(super) fn show_seat_draw(&mut self, seats: Option<Vec<String>>) {
        let dropped = seats.is_none() && self.seat_draw.is_some();
        // A new draw comes up one seat at a time again, from now.
        self.seat_draw_since = seats.as_ref().map(|_| self.now());
        self.seat_draw = seats;
        if dropped && self.session.is_none() && self.tournament.hall().is_none() {
            // Nothing else to show: the draw leaves the screen.
            *self.projector.write() = mafia_audience::audience::ProjectorView::default();
            self.projector_changed
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
        self.publish();
    }

    /// The judge shows every seat of the draw at once.
    pub(super) fn show_seat_draw_at_once(&mut self) {
        self.seat_draw_since = None;
        self.publish();
    }

    /// Whether the draw's numbers are still coming up one by one.
    pub fn seat_draw_revealing(&self) -> bool {
        self.seat_draw.is_some()
            && self
                .projector
                .read()
                .seat_draw_shown(self.now())
                .1
                .is_some()
    }

    /// The seats drawn on the start screen, as the projector shows them.
    pub fn seat_draw(&self) -> Option<&[String]> {
        self.seat_draw.as_deref()
    }
}
