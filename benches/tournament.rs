//! Tournament figures: the standings of 1,000 games (target under 200 ms)
//! and a seating for 100 players, 10 tables, 20 rounds (target under 5 s),
//! with the seating's quality; the largest seating `seating` makes (1,000
//! players, 100 tables, 100 rounds); the standings of a tournament of
//! 20,000 players; a list of 100,000 rows imported into a tournament and the
//! club's list, both files written. Prints medians.

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark may stop loudly on a broken fixture

use mafia_store::ruleset::catalog::load_file;
use mafia_tournament::tournament::players::Registry;
use mafia_tournament::tournament::seating::{generate, quality};
use mafia_tournament::tournament::sync;
use mafia_tournament::tournament::{Description, GameFile, PlayerEntry, open, standings};
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

    // The largest seating the command line and the window make.
    let most: Vec<String> = (1..=1000).map(|i| format!("Player {i:04}")).collect();
    let start = Instant::now();
    let s = generate(&most, 100, 10, 100, 1).expect("seating");
    let made = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let q = quality(&most, &s);
    println!(
        "seating for 1,000 players, 100 tables, 100 rounds (the largest made): {made:.1} s, its quality {:.2} s (pairs spread {})",
        start.elapsed().as_secs_f64(),
        q.pair_spread()
    );

    // A federation's tournament: 20,000 players, the 16 Minsk games.
    let mut big = t.description.clone();
    big.players.extend((0..20_000).map(|i| PlayerEntry {
        nick: format!("Игрок {i:05}"),
        club: "Клуб".into(),
        city: "Город".into(),
    }));
    let text = big.to_toml().expect("toml");
    let file = std::path::Path::new("tournament.toml");
    let mut read = Vec::new();
    let mut times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let d = Description::from_toml(file, &text).expect("description");
        read.push(start.elapsed().as_secs_f64() * 1000.0);
        let start = Instant::now();
        let s = standings(&rs, &d, &t.games, &[]);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(s.players.len(), d.players.len());
    }
    println!(
        "standings of 20,000 players (16 games): median {:.1} ms, reading tournament.toml {:.1} ms",
        median(times),
        median(read)
    );

    // A list of 100,000 rows into the tournament and the club's list, as
    // `players --import` does it (both files written, the tournament's
    // through the change merged under its lock).
    let list: String = (0..100_000)
        .map(|k| format!("Новый {k:06};Клуб {};Город\n", k % 50))
        .collect();
    let mut times = Vec::new();
    for _ in 0..3 {
        let dir = tempfile::tempdir().expect("temp folder");
        t.description
            .save(dir.path())
            .expect("the tournament as it was");
        let mut d = t.description.clone();
        // The club already knows 5,000 players.
        let mut club = Registry::default();
        let known: Vec<String> = (0..5_000).map(|i| format!("Клубный {i}")).collect();
        club.add_all(known.iter().map(|n| (n.as_str(), "", "")));
        let start = Instant::now();
        let added = d.import_players(&list).expect("import");
        club.add_all(
            added
                .iter()
                .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
        );
        club.save(&dir.path().join("players.toml"))
            .expect("club list");
        let saved = sync::save_changes(
            dir.path(),
            None,
            &[sync::Change::AddPlayers {
                players: added.clone(),
            }],
        )
        .expect("tournament");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(added.len(), 100_000);
        drop(saved);
    }
    println!(
        "import of a 100,000-row list (tournament.toml and players.toml written): median {:.0} ms",
        median(times)
    );
}
