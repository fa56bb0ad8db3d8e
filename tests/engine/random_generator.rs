//! The one random generator (`game::random`, splitmix64 from `rand_xoshiro`;
//! the deal, the seating, the seat draw and the night music's order)
//! draws the numbers the hand-written splitmix64 drew: a record stores the
//! deal's seed, so a dealt game replays with the same cards.

use crate::common::ruleset;
use mafia_core::game::Action;
use mafia_core::game::random::Rng;
use mafia_store::session::Session;

/// splitmix64 as published (Steele, Lea, Flood 2014; Vigna's splitmix64.c),
/// the generator the deal and the seating had before.
fn published_splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[test]
fn the_generator_draws_the_published_splitmix64_sequence_for_every_seed() {
    for seed in [0, 1, 7, 42, 0x5eed_0000, u64::MAX, 1_700_000_000_000] {
        let mut ours = Rng::new(seed);
        let mut state = seed;
        for i in 0..1000 {
            assert_eq!(
                ours.next_u64(),
                published_splitmix64(&mut state),
                "seed {seed}, draw {i}"
            );
        }
    }
}

#[test]
fn the_first_draw_from_seed_zero_is_the_reference_value() {
    // The first output of splitmix64.c started at 0.
    assert_eq!(Rng::new(0).next_u64(), 0xe220_a839_7b1d_cdaf);
}

#[test]
fn a_deal_replays_the_cards_the_hand_written_generator_dealt() {
    let rs = ruleset("fiim");
    for seed in [0, 7, 42, 1_234_567, u64::MAX] {
        let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
        let mut s = Session::new(rs.clone(), nicks, 0).unwrap();
        s.act(Action::DealRoles { seed }, 1).unwrap();
        let dealt: Vec<usize> = s.state().players.iter().map(|p| p.role.unwrap()).collect();
        let mut deck: Vec<usize> = Vec::new();
        for (role, count) in s.state().role_counts.iter().enumerate() {
            deck.extend(std::iter::repeat_n(role, usize::from(*count)));
        }
        let mut state = seed;
        for i in (1..deck.len()).rev() {
            let j = (published_splitmix64(&mut state) % (i as u64 + 1)) as usize;
            deck.swap(i, j);
        }
        assert_eq!(dealt, deck, "seed {seed}");
    }
}

#[test]
fn a_shuffle_is_a_permutation_and_depends_on_the_seed() {
    // The night music's order and the seat draw shuffle with it.
    let original: Vec<usize> = (0..20).collect();
    let mut a = original.clone();
    Rng::new(1).shuffle(&mut a);
    let mut b = original.clone();
    Rng::new(2).shuffle(&mut b);
    assert_ne!(a, original);
    assert_ne!(a, b);
    let mut sorted = a.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, original);
}
