//! The one random generator of the project: the deal ([`crate::game::Action`]
//! `Deal { seed }`) and the tournament seating draw from it.
//!
//! It is splitmix64 from the kept crate `rand_xoshiro`, the algorithm the
//! hand-written generator had, so a record's seed deals the same cards on
//! every machine and Rust version (tests/engine/random_generator.rs checks
//! the sequence against the published algorithm).

use rand_core::{Rng as _, SeedableRng as _};
use rand_xoshiro::SplitMix64;

/// A seeded generator: the same seed, the same numbers.
#[derive(Debug, Clone)]
pub struct Rng(SplitMix64);

impl Rng {
    /// The generator started from `seed` (the state is the seed itself).
    pub fn new(seed: u64) -> Self {
        Self(SplitMix64::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (the remainder of the next 64 bits; 0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            usize::try_from(self.next_u64() % n as u64).unwrap_or(0)
        }
    }

    /// A number in `[0, 1)` from the next 53 bits (the seating's search
    /// uses it to take a worse step now and then).
    pub fn unit(&mut self) -> f64 {
        // 53 bits fit an f64's mantissa exactly.
        #[allow(clippy::cast_precision_loss)]
        let x = (self.next_u64() >> 11) as f64;
        x / (1u64 << 53) as f64
    }

    /// Fisher-Yates from the end: the order of the deal and of the seating.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}
