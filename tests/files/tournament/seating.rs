//! Seating: generated evenly, measured, imported from CSV or a paste.

use mafia_tournament::tournament::seating::{Options, generate, generate_with, import, quality};

fn nicks(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Игрок {i}")).collect()
}

/// Seed 004: 10 players, 16 games: everyone sits in every seat once or twice.
#[test]
fn ten_players_sixteen_games_sit_in_every_seat_once_or_twice() {
    for seed in [1, 2, 3, 2017] {
        let players = nicks(10);
        let s = generate(&players, 1, 10, 16, seed).unwrap();
        assert_eq!(s.len(), 16);
        let q = quality(&players, &s);
        assert_eq!(
            (q.seat_min, q.seat_max),
            (1, 2),
            "seed {seed}:\n{}",
            q.report(mafia_words::Lang::En)
        );
        for (nick, counts) in &q.seats {
            assert_eq!(counts.iter().sum::<u32>(), 16, "{nick}");
        }
        assert_eq!(
            (q.pair_min, q.pair_max),
            (16, 16),
            "one table: everyone meets every game"
        );
    }
}

#[test]
fn a_bigger_tournament_spreads_opponents_and_byes() {
    // 25 players, 2 tables of 10, 10 rounds: 5 sit out each round.
    let players = nicks(25);
    let s = generate(&players, 2, 10, 10, 7).unwrap();
    let q = quality(&players, &s);
    let games: Vec<u32> = q.games.iter().map(|g| g.1).collect();
    assert_eq!(games.iter().sum::<u32>(), 200);
    assert!(
        games.iter().max().unwrap() - games.iter().min().unwrap() <= 1,
        "{games:?}"
    );
    // Each round a player is at most once.
    for r in 1..=10 {
        let mut seen: Vec<&String> = s
            .iter()
            .filter(|e| e.round == r)
            .flat_map(|e| &e.seats)
            .collect();
        seen.sort();
        let before = seen.len();
        seen.dedup();
        assert_eq!(before, seen.len(), "round {r}");
    }
    assert!(q.pair_spread() <= 6, "{}", q.report(mafia_words::Lang::En));
    assert!(q.seat_max <= 2, "{}", q.report(mafia_words::Lang::En));
}

#[test]
fn too_few_players_for_the_tables_is_refused_with_the_numbers() {
    let e = generate(&nicks(15), 2, 10, 3, 1).unwrap_err();
    assert!(
        e == mafia_tournament::tournament::seating::SeatingError::TooFewPlayers {
            players: 15,
            tables: 2,
            seats: 10
        } && mafia_words::i18n::Words::say(&e, mafia_words::Lang::Ru)
            .contains("15 игроков не заполнят 2 стола"),
        "{e}"
    );
}

#[test]
fn a_seating_is_imported_from_a_spreadsheet_paste_or_csv() {
    let paste = "тур\tстол\t1\t2\t3\n1\t1\tАлиса\tБорис\tВера\n1\t2\tГриша\tДана\tЕгор\n";
    let s = import(paste).unwrap();
    assert_eq!(s.len(), 2);
    assert_eq!(s[1].seats, ["Гриша", "Дана", "Егор"]);
    let csv = "1,1,Алиса,Борис\n2,1,\"Борис, младший\",Алиса\n";
    let s = import(csv).unwrap();
    assert_eq!(s[1].seats[0], "Борис, младший");
}

#[test]
fn import_names_each_bad_line() {
    let e = import("1,1,Алиса,Алиса\nx,1,Борис\n2,1,Вера,Гриша\n2,2,Гриша,Дана\n").unwrap_err();
    let ru: Vec<String> = e
        .iter()
        .map(|p| mafia_words::i18n::Words::say(p, mafia_words::Lang::Ru))
        .collect();
    assert!(ru.iter().any(|m| m.starts_with("строка 1:")), "{ru:?}");
    let e: Vec<String> = e
        .iter()
        .map(|p| mafia_words::i18n::Words::say(p, mafia_words::Lang::En))
        .collect();
    assert!(
        e.iter()
            .any(|m| m.starts_with("line 1:") && m.contains("twice")),
        "{e:?}"
    );
    assert!(e.iter().any(|m| m.starts_with("line 2:")), "{e:?}");
    assert!(
        e.iter()
            .any(|m| m.contains("round 2") && m.contains("Гриша")),
        "{e:?}"
    );
}

/// Issue 20.7: 20 players, 2 tables, 8 rounds: each player meets 9 others a
/// game, 72 meetings over 19 others, a mean of 3.8. The seating the
/// console made before met 1 to 6 times; the search makes it 2 to 6.
///
/// "Every pair 3 or 4 times" cannot be: the sum over the pairs of their
/// meetings squared counts, for every two rounds (ordered, the same round
/// too), the pairs together in both. One round has 90; two rounds that
/// share k players at table 1 have 2(C(k,2) + C(10-k,2)) >= 40 (k = 5).
/// So the sum is at least 8 * 90 + 56 * 40 = 2960, while 150 pairs at 4
/// and 40 at 3 (the only 3-or-4 split of 720 meetings) make 2760.
#[test]
fn twenty_players_two_tables_eight_rounds_every_pair_meets_two_to_six_times() {
    for seed in [1, 2, 3] {
        let players = nicks(20);
        let s = generate(&players, 2, 10, 8, seed).unwrap();
        let q = quality(&players, &s);
        let squares: u32 = {
            let mut m = std::collections::BTreeMap::new();
            for e in &s {
                for (i, a) in e.seats.iter().enumerate() {
                    for b in &e.seats[i + 1..] {
                        *m.entry((a.min(b).clone(), a.max(b).clone()))
                            .or_insert(0u32) += 1;
                    }
                }
            }
            m.values().map(|x| x * x).sum()
        };
        assert!(squares >= 2960, "{squares}");
        assert!(
            q.pair_min >= 2 && q.pair_max <= 6,
            "seed {seed}:\n{}",
            q.report(mafia_words::Lang::En)
        );
        assert!(q.seat_max <= 2, "seed {seed}");
    }
}

#[test]
fn the_same_seed_gives_the_same_seating() {
    let players = nicks(30);
    let a = generate(&players, 3, 10, 7, 42).unwrap();
    let b = generate(&players, 3, 10, 7, 42).unwrap();
    assert_eq!(a, b);
    let c = generate(&players, 3, 10, 7, 43).unwrap();
    assert_ne!(a, c);
}

/// Players of one club kept apart: 20 players of 10 clubs (two each) at 2
/// tables over 4 rounds can always sit apart; without asking, they meet.
#[test]
fn players_of_one_club_are_kept_apart_when_asked() {
    let players = nicks(20);
    let clubs: Vec<String> = (0..20).map(|i| format!("Клуб {}", i / 2)).collect();
    let meetings = |s: &[mafia_tournament::tournament::SeatingEntry]| -> usize {
        s.iter()
            .map(|e| {
                (0..10)
                    .filter(|c| {
                        let club = format!("Клуб {c}");
                        e.seats
                            .iter()
                            .filter(|n| {
                                let i: usize = n.trim_start_matches("Игрок ").parse().unwrap();
                                clubs[i - 1] == club
                            })
                            .count()
                            == 2
                    })
                    .count()
            })
            .sum()
    };
    let apart = generate_with(
        &players,
        2,
        10,
        4,
        5,
        &Options {
            clubs: clubs.clone(),
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(meetings(&apart), 0);
    let free = generate(&players, 2, 10, 4, 5).unwrap();
    assert!(meetings(&free) > 0);
}
