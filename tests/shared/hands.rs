//! The hands a judge marks in a vote, for the games the tests play as
//! examples (the example records, the example tournaments' judge).
//! Included by path where it is needed.

use mafia_core::game::{GameState, Seat};

/// The hands a judge marks for `n` votes now, as the example games record
/// them (every vote says who voted, issue 33.5): the seats that may still
/// vote, seat by seat, those in `last` (the candidate, the tied in a lift
/// vote) after the others, as a player seldom votes himself out. In a count
/// the seats listed for an earlier candidate of it have voted already; in
/// a lift vote (`lift`) everyone at the table may answer again.
pub fn plausible_hands(state: &GameState, n: u8, last: &[Seat], lift: bool) -> Vec<Seat> {
    let voted: Vec<Seat> = match state.current_round() {
        Some(r) if !lift => r
            .counts
            .iter()
            .flat_map(|c| c.voters.iter().flatten().copied())
            .collect(),
        _ => Vec::new(),
    };
    let mut free: Vec<Seat> = state
        .eligible_voters()
        .into_iter()
        .filter(|s| !voted.contains(s))
        .collect();
    free.sort_by_key(|s| (last.contains(s), *s));
    free.truncate(usize::from(n));
    free.sort_unstable();
    free
}
