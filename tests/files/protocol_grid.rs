//! The protocol's days-and-nights grid as text, built by the model alone
//! (no PDF): one column per round, one row per kind of event, each cell the
//! words and seat numbers the judge writes on the paper form.

use mafia_protocol::protocol::grid::{Cell, Grid, Part};
use mafia_protocol::protocol::*;
use mafia_words::Lang;

/// Night 0 with the stylized detective's step; day 1 with a silent seat, a
/// tie, a re-vote and a failed lift; night 1 a miss and both checks; day 2
/// one voted out; night 2 a kill.
fn game(lang: Lang) -> ProtocolDoc {
    ProtocolDoc {
        labels: Labels::new(lang),
        days: vec![
            DayBlock {
                number: 1,
                speaking_order: vec![1, 2, 3, 4],
                silent: vec![3],
                nominations: vec![(1, 4), (2, 3)],
                votes: vec![
                    VoteRow {
                        revote: false,
                        counts: vec![(4, 2), (3, 2)],
                    },
                    VoteRow {
                        revote: true,
                        counts: vec![(4, 2), (3, 2)],
                    },
                ],
                lift: Some(LiftRow {
                    candidates: vec![4, 3],
                    votes: 1,
                    passed: false,
                }),
                left: vec![],
                notes: vec![],
            },
            DayBlock {
                number: 2,
                speaking_order: vec![2, 4, 1],
                nominations: vec![(2, 1)],
                votes: vec![VoteRow {
                    revote: false,
                    counts: vec![(1, 3)],
                }],
                left: vec![1],
                notes: vec!["seat 3 removed: 4th foul".to_owned()],
                ..DayBlock::default()
            },
        ],
        nights: vec![
            NightBlock {
                number: 0,
                extra: vec![NightStep {
                    name: "Detective".to_owned(),
                    actor: Some(2),
                    targets: vec![4],
                    answer: "black".to_owned(),
                }],
                ..NightBlock::default()
            },
            NightBlock {
                number: 1,
                shot: Some(Shot::Miss),
                don_check: Some(Check {
                    target: 2,
                    answer: "not the sheriff".to_owned(),
                }),
                sheriff_check: Some(Check {
                    target: 4,
                    answer: "black".to_owned(),
                }),
                extra: vec![],
            },
            NightBlock {
                number: 2,
                shot: Some(Shot::Killed(vec![2])),
                ..NightBlock::default()
            },
        ],
        ..ProtocolDoc::default()
    }
}

/// The grid as a table of strings: label, then each round's cell.
fn table(grid: &Grid) -> Vec<Vec<String>> {
    grid.rows
        .iter()
        .map(|r| {
            std::iter::once(r.label.clone())
                .chain(r.cells.iter().map(Cell::text))
                .collect()
        })
        .collect()
}

#[test]
fn the_grid_writes_each_round_as_the_judge_reads_it() {
    let grid = Grid::new(&game(Lang::En));
    assert_eq!(
        grid.heads,
        ["Night 0", "Day 1 · Night 1", "Day 2 · Night 2"]
    );
    let rows: Vec<Vec<&str>> = vec![
        // A seat that lost his speech stays in the order, in brackets.
        vec!["Speaking order", "", "1 2 (3) 4", "2 4 1"],
        vec!["Nominations", "", "1 → 4, 2 → 3", "2 → 1"],
        vec!["Vote", "", "4: 2 · 3: 2", "1: 3"],
        vec!["Re-vote", "", "4: 2 · 3: 2", "—"],
        vec!["All leave?", "", "4, 3: for 1 — they stay", "—"],
        vec!["Voted out", "", "—", "1"],
        vec!["Notes", "", "—", "seat 3 removed: 4th foul"],
        // Night 0 had no shot: a dash, not a blank for the pen.
        vec!["Shot", "—", "miss", "2"],
        vec!["Don's check", "—", "→ 2: not the sheriff", "—"],
        vec!["Sheriff's check", "—", "→ 4: black", "—"],
        vec!["Detective", "2 → 4: black", "—", "—"],
    ];
    assert_eq!(table(&grid), rows);
    // Day rows first, then the night's.
    let parts: Vec<Part> = grid.rows.iter().map(|r| r.part).collect();
    assert_eq!(parts.iter().filter(|p| **p == Part::Day).count(), 7);
    assert!(
        parts
            .windows(2)
            .all(|w| !(w[0] == Part::Night && w[1] == Part::Day))
    );
    // Seat lists are pieces a line break never splits.
    assert_eq!(
        grid.rows[1].cells[1],
        Cell::Items(vec!["1 → 4".into(), "2 → 3".into()], ", ")
    );
}

#[test]
fn blank_rounds_for_the_pen_are_numbered_on_from_the_last() {
    let doc = game(Lang::Ru);
    let mut grid = Grid::new(&doc);
    grid.pad_to(5, &doc.labels);
    assert_eq!(grid.columns(), 5);
    assert_eq!(grid.heads[3], "День 3 · Ночь 3");
    assert_eq!(grid.heads[4], "День 4 · Ночь 4");
    for row in &grid.rows {
        assert_eq!(row.cells.len(), 5, "{}", row.label);
        assert_eq!(row.cells[3..], [Cell::Blank, Cell::Blank]);
    }
}

#[test]
fn rows_a_game_never_needed_are_left_out_and_a_blank_label_hides_its_row() {
    let mut doc = game(Lang::Ru);
    for d in &mut doc.days {
        d.votes.retain(|v| !v.revote);
        d.lift = None;
        d.notes.clear();
    }
    // A ruleset without a don's check blanks that label.
    doc.labels.don_check = String::new();
    let grid = Grid::new(&doc);
    let labels: Vec<&str> = grid.rows.iter().map(|r| r.label.as_str()).collect();
    let l = &doc.labels;
    for gone in [&l.revote, &l.lift, &l.day_notes] {
        assert!(!labels.contains(&gone.as_str()), "{gone} in {labels:?}");
    }
    assert!(labels.contains(&l.sheriff_check.as_str()));
    assert!(!labels.iter().any(|l| l.is_empty()));
}
