//! The hall between games: the standings as the hall may see them (closed
//! from a round on: only the rounds before it count) and the next game.

use super::examples::{minsk, ruleset};
use mafia_tournament::tournament::{Folder, GameFile, hall, standings};
use std::path::PathBuf;

/// The Minsk final with its first `played` games recorded.
fn minsk_after(played: usize) -> Folder {
    let (description, games) = minsk();
    Folder {
        path: PathBuf::from("minsk"),
        description,
        games: games
            .into_iter()
            .take(played)
            .map(|(file, record)| GameFile { file, record })
            .collect(),
        unreadable: Vec::new(),
    }
}

#[test]
fn between_games_the_hall_sees_the_standings_and_the_next_game_of_the_seating() {
    let rs = ruleset("minsk-final");
    let f = minsk_after(6);
    let b = hall::between_games(&rs, &f);
    let judge = standings(&rs, &f.description, &f.games, &[]);
    assert_eq!(b.games, 6);
    let totals: Vec<(String, f64)> = b
        .standings
        .iter()
        .map(|r| (r.nick.clone(), r.total))
        .collect();
    let expected: Vec<(String, f64)> = judge
        .players
        .iter()
        .map(|r| (r.nick.clone(), r.total))
        .collect();
    assert_eq!(totals, expected, "open standings are the judge's");
    let next = b.next.expect("game 7 is next");
    assert_eq!((next.number, next.round, next.table), (7, 7, 1));
    assert_eq!(next.seats, f.description.seating[6].seats);
    assert_eq!(b.next_heading.ru, "Следующая игра №7 · тур 7 · стол 1");
    assert!(b.closed_from_round.is_none());
}

#[test]
fn when_every_game_is_played_there_is_no_next_game() {
    let rs = ruleset("minsk-final");
    let b = hall::between_games(&rs, &minsk_after(16));
    assert!(b.next.is_none());
    assert_eq!(b.next_heading.en, "Every game of the tournament is played");
}

/// The organiser closes the standings from round 13: the judge keeps seeing
/// every game, the hall sees the standings after round 12 however many
/// games follow, and the penalties of the closed rounds stay out of it.
#[test]
fn standings_closed_from_a_round_show_the_hall_only_the_rounds_before_it() {
    let rs = ruleset("minsk-final");
    let mut f = minsk_after(16);
    f.description.closed_from_round = Some(13);
    let hall_view = hall::between_games(&rs, &f);
    let judge = standings(&rs, &f.description, &f.games, &[]);
    let mut before = minsk_after(12);
    before
        .description
        .penalties
        .retain(|p| p.round.is_some_and(|r| r < 13));
    let after_12 = standings(&rs, &before.description, &before.games, &[]);
    assert_eq!(
        hall_view.games, 12,
        "rounds 13-16 are not counted for the hall"
    );
    let shown: Vec<(String, f64)> = hall_view
        .standings
        .iter()
        .map(|r| (r.nick.clone(), r.total))
        .collect();
    let expected: Vec<(String, f64)> = after_12
        .players
        .iter()
        .map(|r| (r.nick.clone(), r.total))
        .collect();
    assert_eq!(shown, expected);
    assert_ne!(
        shown,
        judge
            .players
            .iter()
            .map(|r| (r.nick.clone(), r.total))
            .collect::<Vec<_>>(),
        "the judge's standings went on"
    );
    assert_eq!(
        hall_view.heading.ru,
        "Таблица после тура 12; дальше закрыта до конца турнира"
    );
}

#[test]
fn a_game_knows_its_round_from_its_number_and_table_in_the_seating() {
    let (d, _) = minsk();
    assert_eq!(d.round_of("5", "1"), Some(5));
    assert_eq!(d.round_of("5", ""), Some(5));
    assert_eq!(d.round_of("5", "2"), None, "no table 2 in game 5");
    assert_eq!(d.round_of("17", "1"), None);
    assert_eq!(d.round_of("", "1"), None);
}

/// The hall's charts count what its standings count: closed from round
/// 13, the bars and the lines stop after round 12. Борис's line as worked
/// out by hand (he sits at seat g mod 10 + 1 in game g; wins rounds 1-6,
/// 9, 11, 12; a best move of two blacks in round 10, +0.5).
#[test]
fn the_halls_charts_stop_where_its_standings_are_closed() {
    let rs = ruleset("minsk-final");
    let mut f = minsk_after(16);
    f.description.closed_from_round = Some(13);
    let c = hall::between_games(&rs, &f).charts;
    assert_eq!(c.rounds, (1..=12).collect::<Vec<u32>>());
    let boris = c.lines.iter().find(|l| l.nick == "Борис").unwrap();
    assert_eq!(
        boris.after,
        [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 6.0, 6.0, 7.0, 7.5, 8.5, 9.5]
    );
    let sheriff = c.roles.iter().find(|r| r.name.en == "Sheriff").unwrap();
    assert_eq!((sheriff.wins, sheriff.games), (8, 12));
    assert_eq!(c.pages(), 2);
    // Open standings: all sixteen rounds.
    let open = hall::between_games(&rs, &minsk_after(16)).charts;
    assert_eq!(open.rounds.len(), 16);
}

#[test]
fn before_the_first_game_the_hall_has_no_chart_pages() {
    let rs = ruleset("minsk-final");
    let c = hall::between_games(&rs, &minsk_after(0)).charts;
    assert_eq!(c.pages(), 0);
}

/// Issue 32, 9g: the seating made before a player was removed from the
/// tournament still seats him; the hall's next game names his seat.
#[test]
fn a_player_removed_from_the_tournament_is_named_in_the_next_game_that_seats_him() {
    let rs = ruleset("minsk-final");
    let mut f = minsk_after(6);
    let b = hall::between_games(&rs, &f);
    // The example's own: Зорро, disqualified after round 12, is seat 4 of
    // game 7 in the seating made before.
    let next = b.tables.iter().find(|t| t.game.number == 7).unwrap();
    assert_eq!(next.game.removed, vec![4]);
    assert_eq!(next.game.seats[3], "Зорро");
    let nick = f.description.seating[6].seats[2].clone();
    f.description
        .penalties
        .push(mafia_tournament::tournament::PenaltyEntry {
            player: nick,
            penalty: "disqualified".into(),
            round: Some(6),
            minutes: None,
            reason: "the judges' committee".into(),
        });
    let b = hall::between_games(&rs, &f);
    let next = b.tables.iter().find(|t| t.game.number == 7).unwrap();
    assert_eq!(next.game.removed, vec![3, 4]);
}
