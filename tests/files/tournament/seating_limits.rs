//! `seating` refuses, with words and exit code 2, sizes that cannot be a
//! tournament, before it reads or makes anything: no table or round, more
//! players, tables or rounds than a seating is made for (the bounds and
//! why are in docs/command-line.md), too few players for the tables. Each of these
//! once panicked, aborted on a 103 GB allocation or ran for minutes.
//! Through the real binary; each returns at once.

use crate::support::Judge;
use mafia_tournament::tournament::{self, PlayerEntry};
use std::path::Path;

fn seating(dir: &Path, args: &[&str], lang: &str) -> (i32, String, String) {
    Judge::with(["--lang", lang, "seating"])
        .arg(dir)
        .args(args)
        .run()
        .parts()
}

/// A copy of the Minsk final (10 players at one table).
fn minsk() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy_description("minsk-final", dir.path());
    dir
}

fn refused(args: &[&str], message: &str) {
    let dir = minsk();
    let before = std::fs::read(dir.path().join("tournament.toml")).unwrap();
    let mut with_save = args.to_vec();
    with_save.push("--save");
    let (code, out, err) = seating(dir.path(), &with_save, "en");
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(err.contains(message), "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?}: no seating is printed: {out}");
    assert_eq!(
        std::fs::read(dir.path().join("tournament.toml")).unwrap(),
        before,
        "{args:?}: nothing is saved"
    );
}

#[test]
fn more_players_than_a_seating_is_made_for_are_refused() {
    for p in ["18446744073709551615", "4294967296", "1000000", "1001"] {
        refused(
            &["--players", p, "--tables", "1", "--rounds", "1"],
            &format!("{p} players: a seating is made for 1000 at most"),
        );
    }
}

#[test]
fn no_table_or_no_round_is_refused() {
    let empty = "tables, seats and rounds must each be at least 1";
    refused(&["--tables", "0"], empty);
    refused(&["--tables", "0", "--rounds", "1000000"], empty);
    refused(&["--rounds", "0"], empty);
}

#[test]
fn more_rounds_or_tables_than_a_seating_is_made_for_are_refused() {
    refused(
        &["--rounds", "1000000"],
        "1000000 rounds: a seating is made for 100 at most",
    );
    refused(
        &["--tables", "1", "--rounds", "4294967296"],
        "4294967296 rounds: a seating is made for 100 at most",
    );
    refused(
        &["--tables", "101", "--players", "1000"],
        "101 tables: a seating is made for 100 at most",
    );
}

#[test]
fn more_tables_than_the_players_fill_are_refused() {
    refused(
        &["--tables", "2"],
        "10 players cannot fill 2 tables of 10 seats",
    );
    refused(
        &["--tables", "100", "--players", "999"],
        "999 players cannot fill 100 tables of 10 seats",
    );
}

#[test]
fn a_player_list_longer_than_a_seating_is_made_for_is_refused_without_players() {
    // The tournament's own list, when --players does not choose the first P.
    let dir = minsk();
    let mut d = tournament::open(dir.path()).unwrap().description;
    d.players = (0..1500)
        .map(|i| PlayerEntry {
            nick: format!("Игрок {i}"),
            ..PlayerEntry::default()
        })
        .collect();
    d.save(dir.path()).unwrap();
    let (code, _, err) = seating(dir.path(), &["--tables", "1"], "en");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("1500 players: a seating is made for 1000 at most"),
        "{err}"
    );
    // The first thousand are a seating.
    let (code, out, err) = seating(
        dir.path(),
        &["--tables", "1", "--rounds", "1", "--players", "1000"],
        "en",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Игрок 999"), "{out}");
}

#[test]
fn sizes_are_refused_before_the_folder_is_read() {
    // What cannot be a tournament is said first, whatever the folder is.
    let none = Path::new("/nonexistent/tournament");
    let (code, _, err) = seating(none, &["--players", "18446744073709551615"], "en");
    assert_eq!(code, 2);
    assert!(
        err.contains("18446744073709551615 players: a seating is made for 1000 at most"),
        "{err}"
    );
}

#[test]
fn the_refusal_is_said_in_russian_too() {
    let dir = minsk();
    let (code, _, err) = seating(dir.path(), &["--rounds", "1000000"], "ru");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("туров 1000000, а рассадка делается самое большее на 100"),
        "{err}"
    );
    let (code, _, err) = seating(dir.path(), &["--players", "4294967296"], "ru");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("игроков 4294967296, а рассадка делается самое большее на 1000"),
        "{err}"
    );
    let (code, _, err) = seating(dir.path(), &["--tables", "0"], "ru");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("столов, мест и туров должно быть хотя бы по одному"),
        "{err}"
    );
}
