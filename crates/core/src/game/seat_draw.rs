//! The seat draw of a club evening (seed 002, club rules: «Перед игрой 10
//! игроков тянут номерки (в случайном порядке), который определит их номер
//! за игровым столом»).
//!
//! The players' nicknames are put in one order every machine agrees on (by
//! their characters), then shuffled by the project's one generator from a
//! seed. The game record keeps the seed in its header (`meta.draw_seed`),
//! so anyone can draw again from the same seed and see that the seats came
//! out as the judge seated them: [`is_drawn`].

use super::random::Rng;

/// The seats drawn from `seed`: the nicknames, seat 1 first.
pub fn draw(seed: u64, nicks: &[String]) -> Vec<String> {
    let mut seats = nicks.to_vec();
    seats.sort();
    Rng::new(seed).shuffle(&mut seats);
    seats
}

/// Whether these seats (seat 1 first) are what the draw from `seed` gives
/// for the same players.
pub fn is_drawn(seed: u64, seats: &[String]) -> bool {
    draw(seed, seats) == seats
}
