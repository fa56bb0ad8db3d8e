//! The standings as a spreadsheet: CSV (the `csv` crate) and XLSX
//! (`rust_xlsxwriter`). Both are written through a temp file + rename.
//!
//! A nickname is whatever a player list or a record says, and a
//! spreadsheet runs a CSV cell that starts with `=`, `+`, `-` or `@` (or a
//! tab or a carriage return before one) as a formula: `=HYPERLINK(...)`
//! sends the organiser to a stranger's site. So every text cell of the CSV
//! is quoted, and one that starts with those characters gets a single
//! quote in front ([`text_cell`], as OWASP's "CSV injection" advises): the
//! spreadsheet shows the text, never runs it. The XLSX needs none of this:
//! its cells are typed, and a nickname is written as a string cell, never a
//! formula.

use super::{Standings, TournamentError};
use mafia_store::storage::write_atomic;
use std::path::Path;

/// The column headers (the JSON keys of `mafia-judge standings`).
pub const COLUMNS: [&str; 12] = [
    "place",
    "nick",
    "games",
    "wins",
    "points",
    "extra",
    "penalties",
    "total",
    "eligible",
    "tournament_penalties",
    "award_place",
    "disqualified",
];

/// The characters a spreadsheet takes as the start of a formula in a CSV cell.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A text cell of the CSV: one that a spreadsheet would take for a formula
/// gets a single quote in front (the cell is quoted by the writer).
pub fn text_cell(text: &str) -> String {
    if text.starts_with(FORMULA_START) {
        format!("'{text}")
    } else {
        text.to_owned()
    }
}

/// A figure of a CSV: points as the screen writes them in English (in
/// thousandths, a decimal point), a zero `0`, never `-0`.
pub fn figure(x: f64) -> String {
    mafia_words::i18n::points(mafia_words::Lang::En, x)
}

/// A figure of an XLSX: no `-0.0`.
fn number(x: f64) -> f64 {
    if x == 0.0 { 0.0 } else { x }
}

fn rows(s: &Standings) -> Vec<Vec<String>> {
    s.players
        .iter()
        .map(|r| {
            let reasons: Vec<String> = r
                .tournament_penalties
                .iter()
                .map(|l| {
                    let round = l.round.map(|x| format!(" r{x}")).unwrap_or_default();
                    format!("{}{round} {}: {}", l.penalty, figure(l.points), l.reason)
                })
                .collect();
            vec![
                r.place.to_string(),
                text_cell(&r.nick),
                r.games.to_string(),
                r.wins.to_string(),
                figure(r.points),
                figure(r.extra),
                figure(r.penalties),
                figure(r.total),
                r.eligible.to_string(),
                text_cell(&reasons.join("; ")),
                r.award_place.map(|p| p.to_string()).unwrap_or_default(),
                r.disqualified.to_string(),
            ]
        })
        .collect()
}

/// The standings as CSV text (comma-separated, a header line, UTF-8): every
/// cell of a row that is not a number is quoted, and a text that would
/// start a formula is escaped ([`text_cell`]).
pub fn to_csv(s: &Standings) -> Result<Vec<u8>, TournamentError> {
    let make = |e: &dyn std::fmt::Display| TournamentError::make(super::Making::Csv, e);
    // The header as plain words, then the rows with their text quoted.
    let mut head = csv::Writer::from_writer(Vec::new());
    head.write_record(COLUMNS).map_err(|e| make(&e))?;
    let head = head.into_inner().map_err(|e| make(&e))?;
    let mut w = csv::WriterBuilder::new()
        .quote_style(csv::QuoteStyle::NonNumeric)
        .from_writer(head);
    for row in rows(s) {
        w.write_record(&row).map_err(|e| make(&e))?;
    }
    w.into_inner().map_err(|e| make(&e))
}

/// Writes the standings as CSV through a temp file.
pub fn write_csv(s: &Standings, path: &Path) -> Result<(), TournamentError> {
    Ok(write_atomic(path, &to_csv(s)?)?)
}

/// The standings as an XLSX workbook: a sheet of standings and a sheet of
/// the games counted and left out.
pub fn to_xlsx(s: &Standings) -> Result<Vec<u8>, TournamentError> {
    use rust_xlsxwriter::{Format, Workbook};
    let err = |e: rust_xlsxwriter::XlsxError| TournamentError::make(super::Making::Spreadsheet, &e);
    let mut wb = Workbook::new();
    let bold = Format::new().set_bold();
    let sheet = wb.add_worksheet();
    sheet.set_name("standings").map_err(err)?;
    sheet.write_string(0, 0, &s.tournament).map_err(err)?;
    sheet.write_string(0, 2, &s.ruleset).map_err(err)?;
    for (c, h) in COLUMNS.iter().enumerate() {
        sheet
            .write_string_with_format(2, col(c), *h, &bold)
            .map_err(err)?;
    }
    for (i, r) in s.players.iter().enumerate() {
        let row = u32::try_from(i + 3).unwrap_or(u32::MAX);
        sheet
            .write_number(row, 0, f64::from(r.place))
            .map_err(err)?;
        sheet.write_string(row, 1, &r.nick).map_err(err)?;
        sheet
            .write_number(row, 2, f64::from(r.games))
            .map_err(err)?;
        sheet.write_number(row, 3, f64::from(r.wins)).map_err(err)?;
        sheet.write_number(row, 4, number(r.points)).map_err(err)?;
        sheet.write_number(row, 5, number(r.extra)).map_err(err)?;
        sheet
            .write_number(row, 6, number(r.penalties))
            .map_err(err)?;
        sheet.write_number(row, 7, number(r.total)).map_err(err)?;
        sheet.write_boolean(row, 8, r.eligible).map_err(err)?;
        let reasons: Vec<String> = r
            .tournament_penalties
            .iter()
            .map(|l| format!("{} {}: {}", l.penalty, figure(l.points), l.reason))
            .collect();
        sheet
            .write_string(row, 9, reasons.join("; "))
            .map_err(err)?;
        if let Some(p) = r.award_place {
            sheet.write_number(row, 10, f64::from(p)).map_err(err)?;
        }
        sheet.write_boolean(row, 11, r.disqualified).map_err(err)?;
    }
    sheet.set_column_width(1, 20).map_err(err)?;
    let games = wb.add_worksheet();
    games.set_name("games").map_err(err)?;
    for (c, h) in ["file", "game", "table", "winner", "counted"]
        .iter()
        .enumerate()
    {
        games
            .write_string_with_format(0, col(c), *h, &bold)
            .map_err(err)?;
    }
    let mut row = 1u32;
    for g in &s.counted {
        games.write_string(row, 0, &g.file).map_err(err)?;
        games.write_string(row, 1, &g.game).map_err(err)?;
        games.write_string(row, 2, &g.table).map_err(err)?;
        games
            .write_string(row, 3, g.winner.as_deref().unwrap_or(""))
            .map_err(err)?;
        games.write_string(row, 4, "yes").map_err(err)?;
        row += 1;
    }
    for l in &s.left_out {
        games.write_string(row, 0, &l.file).map_err(err)?;
        games
            .write_string(
                row,
                4,
                mafia_words::i18n::Words::say(&l.reason, mafia_words::Lang::En),
            )
            .map_err(err)?;
        row += 1;
    }
    wb.save_to_buffer().map_err(err)
}

fn col(c: usize) -> u16 {
    u16::try_from(c).unwrap_or(u16::MAX)
}

/// Writes the standings as XLSX through a temp file.
pub fn write_xlsx(s: &Standings, path: &Path) -> Result<(), TournamentError> {
    Ok(write_atomic(path, &to_xlsx(s)?)?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A sum that came to nothing is `-0.0` in floating point: the CSV
    /// says `0`.
    #[test]
    fn a_figure_that_comes_to_nothing_is_written_0_never_minus_0() {
        assert_eq!(figure(-0.0), "0");
        assert_eq!(figure(0.0), "0");
        assert_eq!(figure(-0.3), "-0.3");
        assert_eq!(figure(11.583), "11.583");
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let t = crate::tournament::open(&root.join("examples/tournaments/minsk-final")).unwrap();
        let rs = mafia_store::ruleset::catalog::find("minsk-final").unwrap();
        let mut s = crate::tournament::standings(&rs, &t.description, &t.games, &[]);
        s.players[0].penalties = -0.0;
        s.players[0].extra = -0.0;
        let csv = String::from_utf8(to_csv(&s).unwrap()).unwrap();
        assert!(!csv.split([',', '\n']).any(|c| c == "-0"), "{csv}");
    }
}
