//! Tournament figures: the standings of 1,000 games (target under 200 ms)
//! and a seating for 100 players, 10 tables, 20 rounds (target under 5 s),
//! with the seating's quality. Prints medians.

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark may stop loudly on a broken fixture

use mafia_judge::ruleset::catalog::load_file;
use mafia_judge::tournament::seating::{generate, quality};
use mafia_judge::tournament::{GameFile, open, standings};
use std::path::PathBuf;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let rs = load_file(&root.join("rulesets/minsk-final.toml")).expect("ruleset");
    let t = open(&root.join("examples/tournaments/minsk-final")).expect("example tournament");
    // 1,000 games: the 16 Minsk games again and again, each copy its own game
    // (another creation time), so none is taken for a duplicate.
    let mut games = Vec::new();
    for k in 0..1000u64 {
        let base = &t.games[(k % 16) as usize];
        let mut record = base.record.clone();
        record.created += k * 10_000_000;
        games.push(GameFile {
            file: format!("game-{k:04}.json"),
            record,
        });
    }
    let mut times = Vec::new();
    for _ in 0..7 {
        let start = Instant::now();
        let s = standings(&rs, &t.description, &games, &[]);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(s.counted.len(), 1000);
    }
    let m = median(times);
    println!(
        "standings of 1,000 games (replay + points): median {m:.1} ms (target < 200 ms){}",
        if m < 200.0 { "" } else { "  OVER TARGET" }
    );

    let players: Vec<String> = (1..=100).map(|i| format!("Player {i:03}")).collect();
    let mut times = Vec::new();
    let mut last = None;
    for seed in 0..3 {
        let start = Instant::now();
        let s = generate(&players, 10, 10, 20, seed).expect("seating");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        last = Some(s);
    }
    let m = median(times);
    println!(
        "seating for 100 players, 10 tables, 20 rounds: median {m:.1} ms (target < 5,000 ms){}",
        if m < 5000.0 { "" } else { "  OVER TARGET" }
    );
    let q = quality(&players, &last.unwrap_or_default());
    println!(
        "  quality: times in one seat min {} max {} (spread {}); pairs at one table min {} max {} (spread {})",
        q.seat_min,
        q.seat_max,
        q.seat_spread(),
        q.pair_min,
        q.pair_max,
        q.pair_spread()
    );
    let ten: Vec<String> = (1..=10).map(|i| format!("Player {i:02}")).collect();
    let q = quality(&ten, &generate(&ten, 1, 10, 16, 1).expect("seating"));
    println!(
        "seating for 10 players, 16 games: times in one seat min {} max {}",
        q.seat_min, q.seat_max
    );
}
