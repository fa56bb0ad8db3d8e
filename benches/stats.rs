//! Statistics figures: `stats` over 1,000 kept games played through the
//! engine (the example tournaments' judge, `tests/files/tournament/play.rs`):
//! FIIM games of 20 players seated in turn, red wins by the vote (some with
//! a first-night kill) and black wins by the shot (some with a best move).
//! Prints the median of 7 runs; the target is under 1 s.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic, dead_code)] // a benchmark may stop loudly on a broken fixture

#[path = "../tests/files/tournament/play.rs"]
mod play;

use mafia_store::ruleset::catalog::load_file;
use mafia_store::session::Meta;
use mafia_tournament::tournament::GameFile;
use mafia_tournament::tournament::stats::{Filter, stats};
use play::{Plan, play};
use std::path::PathBuf;
use std::time::Instant;

const CLASSIC: [&str; 10] = [
    "civilian", "civilian", "sheriff", "mafia", "civilian", "don", "civilian", "mafia", "civilian",
    "civilian",
];

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let rs = load_file(&root.join("rulesets/fiim.toml")).expect("ruleset");
    let pool: Vec<String> = (1..=20).map(|i| format!("Player {i:02}")).collect();
    let start = Instant::now();
    let games: Vec<GameFile> = (0..1000u64)
        .map(|k| {
            let nicks: Vec<String> = (0..10)
                .map(|s| pool[(k as usize * 3 + s) % pool.len()].clone())
                .collect();
            let plan = match k % 4 {
                0 => Plan::red(),
                1 => Plan {
                    kill_first_night: true,
                    ..Plan::red()
                },
                2 => Plan::black(),
                _ => Plan {
                    best_move: Some(vec![4, 6, 8]),
                    ..Plan::black()
                },
            };
            let meta = Meta {
                date: format!("2026-11-{:02}", 1 + k % 28),
                game: (k + 1).to_string(),
                ..Meta::default()
            };
            GameFile {
                file: format!("game-{k:04}.json"),
                record: play(
                    &rs,
                    &nicks,
                    &CLASSIC,
                    1_764_000_000_000 + k * 10_000_000,
                    meta,
                    &plan,
                ),
            }
        })
        .collect();
    println!(
        "1,000 games played through the engine in {:.1} s (the fixture)",
        start.elapsed().as_secs_f64()
    );
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..7 {
        let start = Instant::now();
        let s = stats(&games, &[], None, &Filter::default(), |_| Ok(rs.clone()));
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        last = Some(s);
    }
    let s = last.expect("ran");
    assert_eq!(s.games, 1000, "left out: {:?}", s.left_out);
    times.sort_by(f64::total_cmp);
    let m = times[times.len() / 2];
    println!(
        "stats of 1,000 games (replay + figures per player, role, ruleset): median {m:.1} ms (target < 1,000 ms){}",
        if m < 1000.0 { "" } else { "  OVER TARGET" }
    );
    let r = &s.rulesets[0];
    println!(
        "  {} players; red {} black {} draws {}; endings vote {} shot {}; days {}..{}",
        s.players.len(),
        r.red_wins,
        r.black_wins,
        r.draws,
        r.endings.vote,
        r.endings.shot,
        r.days.min,
        r.days.max
    );
}
