//! The statistics as CSV: the same numbers as `mafia-judge stats` prints,
//! in three blocks with their own header lines, a blank line between them:
//! the players' lines (one for all of a player's games, role empty, then one
//! per role) and each role over all players (nick empty), then the
//! rulesets, then each ruleset's tables. Text cells are quoted and one that would start a formula is
//! escaped as the standings' CSV does ([`super::sheet::text_cell`]).

use super::TournamentError;
use super::sheet::{figure, text_cell};
use super::stats::{Line, RulesetStats, Stats};
use mafia_store::storage::write_atomic;
use std::path::Path;

/// The first block's columns (the JSON keys of a player's and a role's lines).
pub const LINE_COLUMNS: [&str; 17] = [
    "kind",
    "nick",
    "role",
    "side",
    "games",
    "wins",
    "win_rate",
    "points",
    "points_per_game",
    "killed_first_night",
    "best_moves",
    "best_move_blacks",
    "checks",
    "checks_found_black",
    "checks_found_role",
    "fouls",
    "removals",
];

/// A ruleset's figures' columns (the JSON keys), as [`ruleset_cells`]
/// writes them: the second block's after `kind`, the third's (a table's
/// figures) after `kind` and `table`.
const FIGURE_COLUMNS: [&str; 16] = [
    "ruleset",
    "games",
    "red_wins",
    "black_wins",
    "draws",
    "red_win_rate",
    "black_win_rate",
    "endings.vote",
    "endings.shot",
    "endings.removal",
    "endings.draw",
    "endings.streak",
    "endings.judge",
    "days.min",
    "days.max",
    "days.mean",
];

/// A ruleset's figures from its id on.
fn ruleset_cells(r: &RulesetStats) -> Vec<String> {
    vec![
        text_cell(&r.ruleset),
        r.games.to_string(),
        r.red_wins.to_string(),
        r.black_wins.to_string(),
        r.draws.to_string(),
        figure(r.red_win_rate),
        figure(r.black_win_rate),
        r.endings.vote.to_string(),
        r.endings.shot.to_string(),
        r.endings.removal.to_string(),
        r.endings.draw.to_string(),
        r.endings.streak.to_string(),
        r.endings.judge.to_string(),
        r.days.min.to_string(),
        r.days.max.to_string(),
        figure(r.days.mean),
    ]
}

fn line_cells(kind: &str, nick: &str, role: &str, side: &str, l: &Line) -> Vec<String> {
    vec![
        kind.to_owned(),
        text_cell(nick),
        text_cell(role),
        side.to_owned(),
        l.games.to_string(),
        l.wins.to_string(),
        figure(l.win_rate),
        figure(l.points),
        figure(l.points_per_game),
        l.killed_first_night.to_string(),
        l.best_moves.to_string(),
        l.best_move_blacks.to_string(),
        l.checks.to_string(),
        l.checks_found_black.to_string(),
        l.checks_found_role.to_string(),
        l.fouls.to_string(),
        l.removals.to_string(),
    ]
}

/// The statistics as CSV text (comma-separated, UTF-8).
pub fn to_csv(s: &Stats) -> Result<Vec<u8>, TournamentError> {
    let make = |e: &dyn std::fmt::Display| TournamentError::make(super::Making::Csv, e);
    let header = |cols: &[&str], out: Vec<u8>| {
        let mut h = csv::Writer::from_writer(out);
        h.write_record(cols).map_err(|e| make(&e))?;
        h.into_inner().map_err(|e| make(&e))
    };
    let body = |rows: Vec<Vec<String>>, out: Vec<u8>| {
        let mut w = csv::WriterBuilder::new()
            .quote_style(csv::QuoteStyle::NonNumeric)
            .from_writer(out);
        for row in rows {
            w.write_record(&row).map_err(|e| make(&e))?;
        }
        w.into_inner().map_err(|e| make(&e))
    };
    let mut lines = Vec::new();
    for p in &s.players {
        lines.push(line_cells("player", &p.nick, "", "", &p.all));
        for r in &p.roles {
            lines.push(line_cells("player", &p.nick, &r.role, r.side.id(), &r.line));
        }
    }
    for r in &s.roles {
        lines.push(line_cells("role", "", &r.role, r.side.id(), &r.line));
    }
    let rulesets: Vec<Vec<String>> = s
        .rulesets
        .iter()
        .map(|r| {
            let mut row = vec!["ruleset".to_owned()];
            row.extend(ruleset_cells(r));
            row
        })
        .collect();
    let tables: Vec<Vec<String>> = s
        .tables
        .iter()
        .map(|t| {
            let mut row = vec!["table".to_owned(), text_cell(&t.table)];
            row.extend(ruleset_cells(&t.figures));
            row
        })
        .collect();
    let mut out = header(&LINE_COLUMNS, Vec::new())?;
    out = body(lines, out)?;
    out.push(b'\n');
    out = header(&[&["kind"][..], &FIGURE_COLUMNS].concat(), out)?;
    out = body(rulesets, out)?;
    out.push(b'\n');
    out = header(&[&["kind", "table"][..], &FIGURE_COLUMNS].concat(), out)?;
    body(tables, out)
}

/// Writes the statistics as CSV through a temp file.
pub fn write_csv(s: &Stats, path: &Path) -> Result<(), TournamentError> {
    Ok(write_atomic(path, &to_csv(s)?)?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A player whose points came to nothing (-0.0 in floating point) has
    /// `0` in the statistics' CSV, not `-0`.
    #[test]
    fn points_that_come_to_nothing_are_written_0_never_minus_0() {
        let line = Line {
            points: -0.0,
            points_per_game: -0.0,
            ..Line::default()
        };
        let cells = line_cells("player", "Irina", "", "", &line);
        assert!(cells.iter().all(|c| c != "-0"), "{cells:?}");
        assert_eq!(cells[7], "0");
    }
}
