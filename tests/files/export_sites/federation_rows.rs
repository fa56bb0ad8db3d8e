//! The federation's two sheets as rows, before any file is written: «Игра
//! k» is round k, a note apart from the nickname, the unrated MCC game's +1
//! in its round, a tournament penalty as its own row, no `-0`, one spelling
//! per player (moved out of the crate: the examples' players have Russian
//! names, and the crates' sources hold no Russian text).

use mafia_tournament::tournament::federation::{Cell, games_rows, summary_rows, to_csv};
use mafia_tournament::tournament::{Standings, open, standings};
use mafia_words::Lang;

/// The standings of a shipped example tournament.
fn example(name: &str) -> Standings {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let t = open(&root.join("examples/tournaments").join(name)).unwrap();
    let rs = mafia_store::ruleset::catalog::find(&t.description.ruleset).unwrap();
    standings(&rs, &t.description, &t.games, &t.unreadable)
}

const EXAMPLES: [&str; 4] = [
    "minsk-final",
    "baikal-championship",
    "baikal-two-games",
    "mcc-evening",
];

fn figure(c: &Cell) -> f64 {
    match c {
        Cell::Int(x) | Cell::Points(x) => *x,
        Cell::Empty => 0.0,
        Cell::Text(t) => panic!("a text cell where a figure is: {t}"),
    }
}

/// A row of «Итоги» by its player.
fn summary_of<'a>(rows: &'a [Vec<Cell>], nick: &str) -> &'a [Cell] {
    rows.iter()
        .find(|r| r[1] == Cell::Text(nick.to_owned()))
        .unwrap_or_else(|| panic!("no row for {nick}"))
}

fn column(heads: &[String], name: &str) -> usize {
    heads
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name} in {heads:?}"))
}

/// Ирина (Minsk) sat out rounds 14 and 15: her «Игра 14» and «Игра 15»
/// are empty and «Игра 16» is her game of round 16 (the 14th she
/// played); Гриша sat out round 5.
#[test]
fn game_k_is_round_k_and_a_round_sat_out_is_an_empty_cell() {
    let s = example("minsk-final");
    let (heads, rows) = summary_rows(&s, Lang::Ru);
    let irina = summary_of(&rows, "Ирина");
    let game = |k: u32| column(&heads, &format!("Игра {k}"));
    assert_eq!(heads[game(1)..=game(16)].len(), 16);
    assert_eq!(irina[game(14)], Cell::Empty);
    assert_eq!(irina[game(15)], Cell::Empty);
    let r = s.players.iter().find(|r| r.nick == "Ирина").unwrap();
    let round16 = r.shares.iter().find(|g| g.round == Some(16)).unwrap();
    assert_eq!(irina[game(16)], Cell::Points(round16.total));
    assert_eq!(r.shares.len(), 14);
    assert_eq!(summary_of(&rows, "Гриша")[game(5)], Cell::Empty);
    assert_ne!(summary_of(&rows, "Гриша")[game(6)], Cell::Empty);
    // «Игры» names the round of each game, not the player's count.
    let (gh, games) = games_rows(&s, Lang::Ru);
    let (round, nick) = (column(&gh, "Тур"), column(&gh, "Игрок"));
    let irina_rounds: Vec<f64> = games
        .iter()
        .filter(|g| g[nick] == Cell::Text("Ирина".into()) && g[column(&gh, "Место")] != Cell::Empty)
        .map(|g| figure(&g[round]))
        .collect();
    assert!(!irina_rounds.contains(&14.0) && irina_rounds.contains(&16.0));
}

/// «Ирина (вне награждения)» was one cell: the nickname is bare and the
/// note has its column.
#[test]
fn a_note_is_in_its_own_column_not_glued_to_the_nickname() {
    let s = example("minsk-final");
    let (heads, rows) = summary_rows(&s, Lang::Ru);
    let note = column(&heads, "Примечание");
    assert_eq!(note, heads.len() - 1);
    let irina = summary_of(&rows, "Ирина");
    assert_eq!(irina[note], Cell::Text("вне награждения".into()));
    assert_eq!(summary_of(&rows, "Борис")[note], Cell::Empty);
    assert!(rows.iter().all(|r| match &r[1] {
        Cell::Text(t) => !t.contains('('),
        _ => false,
    }));
}

/// On «Итоги» the games' cells and the penalties outside the games add
/// up to «Итого», and ДБ, ТЧ, penalties and КБ are the games' parts;
/// on «Игры» each row's parts add up to its total and a player's rows
/// to his «Итого». Every shipped example.
#[test]
fn each_players_games_add_up_to_his_total_on_both_sheets() {
    for name in EXAMPLES {
        let s = example(name);
        let (heads, rows) = summary_rows(&s, Lang::Ru);
        let first = column(&heads, "Игра 1");
        let outside = column(&heads, "Штрафы вне игр");
        let total = column(&heads, "Итого");
        let (gh, games) = games_rows(&s, Lang::Ru);
        let (g_nick, g_main, g_total) = (
            column(&gh, "Игрок"),
            column(&gh, "Основной балл"),
            column(&gh, "Итого"),
        );
        for row in &rows {
            let sum: f64 = row[first..=outside].iter().map(figure).sum();
            let want = figure(&row[total]);
            assert!((sum - want).abs() < 1e-9, "{name} {row:?}: {sum} != {want}");
            let mine: f64 = games
                .iter()
                .filter(|g| g[g_nick] == row[1])
                .map(|g| figure(&g[g_total]))
                .sum();
            assert!(
                (mine - want).abs() < 1e-9,
                "{name} «Игры» {:?}: {mine} != {want}",
                row[1]
            );
        }
        for g in &games {
            let parts: f64 = g[g_main..g_total].iter().map(figure).sum();
            assert!((parts - figure(&g[g_total])).abs() < 1e-9, "{name} {g:?}");
        }
    }
}

/// MCC (seed 002): a draw at four is not rated, «+1 очко может получить
/// только лучший игрок»: Лена's +1 counts in her total, so it shows in
/// her column of round 2, and «Игры» says the game was unrated.
#[test]
fn an_unrated_games_best_player_point_shows_in_its_round() {
    let s = example("mcc-evening");
    let (heads, rows) = summary_rows(&s, Lang::Ru);
    let lena = summary_of(&rows, "Лена");
    assert_eq!(lena[column(&heads, "Игра 2")], Cell::Points(1.0));
    assert_eq!(lena[column(&heads, "ДБ")], Cell::Points(1.0));
    assert_eq!(lena[column(&heads, "Итого")], Cell::Points(1.0));
    let (gh, games) = games_rows(&s, Lang::Ru);
    let row = games
        .iter()
        .find(|g| g[column(&gh, "Игрок")] == Cell::Text("Лена".into()) && g[0] == Cell::Int(2.0))
        .unwrap();
    assert_eq!(
        row[column(&gh, "Результат команды")],
        Cell::Text("Не в рейтинге".into())
    );
    assert_eq!(row[column(&gh, "Основной балл")], Cell::Points(0.0));
    assert_eq!(row[column(&gh, "ДБ")], Cell::Points(1.0));
    assert_eq!(row[column(&gh, "Итого")], Cell::Points(1.0));
}

/// A skipped round's -2 (Гриша, round 5) is a row of «Игры» in round 5
/// and the «Штрафы вне игр» of «Итоги».
#[test]
fn a_tournament_penalty_is_its_own_row_in_its_round() {
    let s = example("minsk-final");
    let (heads, rows) = summary_rows(&s, Lang::Ru);
    assert_eq!(
        summary_of(&rows, "Гриша")[column(&heads, "Штрафы вне игр")],
        Cell::Points(-2.0)
    );
    let (gh, games) = games_rows(&s, Lang::Ru);
    let grisha: Vec<&Vec<Cell>> = games
        .iter()
        .filter(|g| g[column(&gh, "Игрок")] == Cell::Text("Гриша".into()))
        .collect();
    assert_eq!(grisha.len(), 15 + 1);
    let penalty = grisha
        .iter()
        .find(|g| g[column(&gh, "Место")] == Cell::Empty)
        .unwrap();
    assert_eq!(penalty[0], Cell::Int(5.0));
    assert_eq!(penalty[column(&gh, "Итого")], Cell::Points(-2.0));
    // After round 5's game, before round 6's.
    let at = games
        .iter()
        .position(|g| std::ptr::eq(g, *penalty))
        .unwrap();
    assert_eq!(games[at - 1][0], Cell::Int(5.0));
    assert_ne!(games[at - 1][column(&gh, "Место")], Cell::Empty);
    assert_eq!(games[at + 1][0], Cell::Int(6.0));
}

/// Without a seating a game's column is its header's number; a number
/// past any tournament's (a typing slip) goes to «Без тура», not to a
/// column four billion wide.
#[test]
fn a_huge_game_number_without_a_seating_goes_to_the_no_round_column() {
    let mut s = example("baikal-two-games");
    for r in &mut s.players {
        for g in &mut r.shares {
            g.round = None;
            if g.game.trim() == "2" {
                g.game = "4000000000".to_owned();
            }
        }
    }
    let (heads, rows) = summary_rows(&s, Lang::Ru);
    assert_eq!(heads[2..4], ["Игра 1", "Без тура"]);
    for row in &rows {
        assert_eq!(row.len(), heads.len());
    }
}

/// A sum that comes to nothing (0.58 - 0.5 - 0.08 in floating point is
/// -1e-17) is written `0,000`, never `-0,000`.
#[test]
fn a_sum_that_comes_to_nothing_is_written_without_a_minus() {
    let mut s = example("minsk-final");
    let r = &mut s.players[0];
    r.shares[0].extra = 0.58 - 0.5 - 0.08;
    r.shares[0].penalties = -0.0;
    r.total = -1e-12;
    for lang in [Lang::Ru, Lang::En] {
        let csv = String::from_utf8(to_csv(&s, lang).unwrap()).unwrap();
        for cell in csv.split([';', '\n']) {
            let c = cell.trim_matches('"');
            assert!(
                !(c.starts_with('-') && c.chars().all(|x| "-0,.".contains(x))),
                "{c:?} in {csv}"
            );
        }
    }
    let (_, rows) = summary_rows(&s, Lang::Ru);
    for c in &rows[0] {
        if let Cell::Points(x) = c {
            assert!(!(x.is_sign_negative() && *x == 0.0), "{:?}", rows[0]);
        }
    }
}

/// The player list's spelling (with its leading spaces) is his name on
/// both sheets: «Игры» named him as the record trimmed it.
#[test]
fn a_nickname_with_leading_spaces_is_the_same_on_both_sheets() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
    let p = t
        .description
        .players
        .iter_mut()
        .find(|p| p.nick == "Ирина")
        .unwrap();
    p.nick = "  Ирина".to_owned();
    let rs = mafia_store::ruleset::catalog::find("minsk-final").unwrap();
    let s = standings(&rs, &t.description, &t.games, &t.unreadable);
    let (_, rows) = summary_rows(&s, Lang::Ru);
    assert!(rows.iter().any(|r| r[1] == Cell::Text("  Ирина".into())));
    let (gh, games) = games_rows(&s, Lang::Ru);
    let nick = column(&gh, "Игрок");
    let named = |n: &str| {
        games
            .iter()
            .filter(|g| g[nick] == Cell::Text(n.into()))
            .count()
    };
    assert_eq!(
        named("  Ирина"),
        14 + 2,
        "her 14 games and 2 skipped rounds"
    );
    assert_eq!(named("Ирина"), 0);
}
