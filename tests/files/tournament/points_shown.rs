//! Points are counted in thousandths (the standings, the federation's
//! sheet: FIIM's compensation for a red first-killed, i = 1 of N = 10
//! games, is 1 × 0.5 / 4 = 0.125) and shown one way wherever a judge or a
//! sheet shows them: a quarter as 0,25, an eighth as 0,125, a third as
//! 0,333, never 0,13 on one page and 0,125 on the next.

use super::play;
use crate::table::{CLASSIC, NICKS};
use mafia_core::game::{Action, score};
use mafia_store::ruleset::catalog;
use mafia_store::session::{Meta, Session};
use mafia_tournament::tournament::standings::round3;
use mafia_tournament::tournament::{book, open, sheet, standings};
use mafia_words::Lang;
use mafia_words::i18n::points;

const SHOWN: [(f64, &str, &str); 3] = [
    (0.25, "0,25", "0.25"),
    (0.125, "0,125", "0.125"),
    (1.0 / 3.0, "0,333", "0.333"),
];

#[test]
fn a_quarter_an_eighth_and_a_third_of_a_point_are_written_in_thousandths() {
    for (x, ru, en) in SHOWN {
        assert_eq!(points(Lang::Ru, x), ru);
        assert_eq!(points(Lang::En, x), en);
        assert_eq!(points(Lang::Ru, -x), format!("-{ru}"));
    }
}

#[test]
fn fiim_compensation_of_an_eighth_is_the_games_total_and_the_protocols_figure() {
    let rs = catalog::find("fiim").unwrap();
    let nicks: Vec<String> = NICKS[..10].iter().map(|s| (*s).to_owned()).collect();
    let record = play::play(
        &rs,
        &nicks,
        &CLASSIC,
        1_000,
        Meta::default(),
        &play::Plan::black(),
    );
    let mut s = Session::replay(rs.clone(), &record).unwrap();
    assert_eq!(
        s.state().first_killed.map(|f| f.0),
        Some(1),
        "red, first killed"
    );
    s.act(
        Action::Compensation {
            seat: 1,
            i: 1,
            n: 10,
        },
        1_000_000,
    )
    .unwrap();
    let seat1 = &score::points(s.state(), &rs)[0];
    assert_eq!(seat1.compensation, 0.125);
    assert_eq!(seat1.total, 0.125, "not rounded to 0.13");
    let doc = mafia_protocol::protocol::protocol_from_session(&s, &s.meta, Lang::Ru);
    let row = &doc.seats[0];
    assert_eq!(doc.labels.number(row.total().unwrap()), "0,125");
}

#[test]
fn the_book_and_the_sheet_write_a_players_points_as_the_screen_does() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
    let rs = catalog::find(&t.description.ruleset).unwrap();
    let mut s = standings(&rs, &t.description, &t.games, &t.unreadable);
    let r = &mut s.players[0];
    r.points = SHOWN[0].0;
    r.extra = SHOWN[1].0;
    r.penalties = round3(-SHOWN[2].0);
    r.total = round3(r.points + r.extra + r.penalties);
    let want = |lang| {
        let r = &s.players[0];
        [r.points, r.extra, r.penalties, r.total].map(|x| points(lang, x))
    };
    // The tournament book (PDF), in each language.
    for lang in [Lang::Ru, Lang::En] {
        let table = book::standings_table(&s, &rs, lang);
        assert_eq!(table.rows[0].cells[5..9], want(lang), "{lang:?}");
    }
    assert_eq!(want(Lang::Ru), ["0,25", "0,125", "-0,333", "0,042"]);
    // The standings' CSV (a sheet: the decimal point).
    let csv = String::from_utf8(sheet::to_csv(&s).unwrap()).unwrap();
    let line = csv.lines().nth(1).unwrap();
    assert!(line.contains(&want(Lang::En).join(",")), "{line}");
}
