//! The federation's standings sheet: an XLSX book with the sheets «Итоги»
//! (place, player, each of his games, wins, extra points, best move,
//! penalties, compensation, total) and «Игры» (one row per player per
//! game), headed in the console's language from the Fluent catalogue; and
//! the «Итоги» table as CSV (UTF-8 with a BOM, `;` between the cells:
//! docs/export-formats.md says why). Both are written through a temp file.

use super::standings::{Row, SeatLine};
use super::{Standings, TournamentError};
use crate::i18n::msg;
use crate::ruleset::Lang;
use crate::storage::write_atomic;
use std::path::Path;

/// A cell of the sheets: a number keeps its type (and format) in the XLSX.
#[derive(Debug, Clone, PartialEq)]
enum Cell {
    Text(String),
    Int(f64),
    Points(f64),
    Empty,
}

/// The «Итоги» headers: the fixed ones around `games` columns «Игра k».
fn summary_heads(lang: Lang, games: usize) -> Vec<String> {
    let mut h = vec![
        msg::SheetColPlace.get(lang).to_owned(),
        msg::SheetColPlayer.get(lang).to_owned(),
    ];
    h.extend((1..=games).map(|n| msg::SheetColGame { n }.get(lang)));
    for id in [
        msg::SheetColWins,
        msg::SheetColExtra,
        msg::SheetColBestMove,
        msg::SheetColPenalties,
        msg::SheetColCompensation,
        msg::SheetColTotal,
    ] {
        h.push(id.get(lang).to_owned());
    }
    h
}

/// Each player's games, in the order they were played.
fn games_of<'a>(s: &'a Standings, r: &Row) -> Vec<&'a SeatLine> {
    s.seats
        .iter()
        .filter(|l| l.rated && super::standings::row_is(r, &l.nick))
        .collect()
}

fn summary_rows(s: &Standings, lang: Lang) -> (Vec<String>, Vec<Vec<Cell>>) {
    let per: Vec<Vec<&SeatLine>> = s.players.iter().map(|r| games_of(s, r)).collect();
    let n = per.iter().map(Vec::len).max().unwrap_or(0);
    let rows = s
        .players
        .iter()
        .zip(&per)
        .map(|(r, games)| {
            let mut row = vec![
                Cell::Int(f64::from(r.place)),
                Cell::Text(if r.eligible {
                    r.nick.clone()
                } else {
                    format!(
                        "{} ({})",
                        r.nick,
                        msg::TournamentNotEligible.get(lang).to_owned()
                    )
                }),
            ];
            row.extend(
                (0..n).map(|k| games.get(k).map_or(Cell::Empty, |g| Cell::Points(g.points))),
            );
            let own = r.extra - r.best_move - r.compensation;
            row.extend([
                Cell::Int(f64::from(r.wins)),
                Cell::Points((own * 100.0).round() / 100.0),
                Cell::Points(r.best_move),
                Cell::Points(r.penalties),
                Cell::Points(r.compensation),
                Cell::Points(r.total),
            ]);
            row
        })
        .collect();
    (summary_heads(lang, n), rows)
}

fn games_rows(s: &Standings, lang: Lang) -> (Vec<String>, Vec<Vec<Cell>>) {
    let heads = [
        msg::SheetColRound,
        msg::SheetColTable,
        msg::SheetColSeat,
        msg::SheetColNick,
        msg::SheetColRole,
        msg::SheetColTeam,
        msg::SheetColResult,
        msg::SheetColPoints,
    ]
    .iter()
    .map(|id| id.get(lang).to_owned())
    .collect();
    let num = |t: &str| match t.trim().parse::<u32>() {
        Ok(n) => Cell::Int(f64::from(n)),
        Err(_) if t.trim().is_empty() => Cell::Empty,
        Err(_) => Cell::Text(t.trim().to_owned()),
    };
    let rows = s
        .seats
        .iter()
        .map(|l| {
            vec![
                l.round
                    .map_or_else(|| num(&l.game), |r| Cell::Int(f64::from(r))),
                num(&l.table),
                Cell::Int(f64::from(l.seat)),
                Cell::Text(l.nick.clone()),
                Cell::Text(l.role.get(lang).to_owned()),
                Cell::Text(l.team.get(lang).to_owned()),
                Cell::Text(match l.won {
                    Some(true) => msg::SheetWon.get(lang).to_owned(),
                    Some(false) => msg::SheetLost.get(lang).to_owned(),
                    None => msg::SheetDraw.get(lang).to_owned(),
                }),
                Cell::Points(l.points),
            ]
        })
        .collect();
    (heads, rows)
}

/// A text cell a spreadsheet would take for a formula gets a single quote
/// in front (`sheet::text_cell`, which says why).
fn safe_text(t: &str) -> String {
    super::sheet::text_cell(t)
}

/// The «Итоги» table as CSV: UTF-8 with a byte-order mark (Excel reads
/// the Cyrillic right only with it), `;` between cells and, in Russian, a
/// decimal comma (what Excel expects in a locale whose decimal separator
/// is the comma).
pub fn to_csv(s: &Standings, lang: Lang) -> Result<Vec<u8>, TournamentError> {
    let make = |e: &dyn std::fmt::Display| TournamentError::Make(e.to_string());
    let (heads, rows) = summary_rows(s, lang);
    // The header as plain words, then the rows with every text cell quoted
    // (as `sheet::to_csv` does).
    let mut head = csv::WriterBuilder::new()
        .delimiter(b';')
        .from_writer(b"\xEF\xBB\xBF".to_vec());
    head.write_record(heads.iter().map(|h| safe_text(h)))
        .map_err(|e| make(&e))?;
    let head = head.into_inner().map_err(|e| make(&e))?;
    let mut w = csv::WriterBuilder::new()
        .delimiter(b';')
        .quote_style(csv::QuoteStyle::NonNumeric)
        .from_writer(head);
    let figure = |x: f64, places: usize| {
        let t = format!("{x:.places$}");
        if lang == Lang::Ru {
            t.replace('.', ",")
        } else {
            t
        }
    };
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .map(|c| match c {
                Cell::Text(t) => safe_text(t),
                Cell::Int(x) => figure(*x, 0),
                Cell::Points(x) => figure(*x, 2),
                Cell::Empty => String::new(),
            })
            .collect();
        w.write_record(&cells).map_err(|e| make(&e))?;
    }
    w.into_inner().map_err(|e| make(&e))
}

/// Writes the «Итоги» CSV through a temp file.
pub fn write_csv(s: &Standings, lang: Lang, path: &Path) -> Result<(), TournamentError> {
    Ok(write_atomic(path, &to_csv(s, lang)?)?)
}

/// The federation's book: «Итоги» and «Игры», numbers as number cells
/// with their formats, the header row frozen, the columns sized.
pub fn to_xlsx(s: &Standings, lang: Lang) -> Result<Vec<u8>, TournamentError> {
    use rust_xlsxwriter::{Format, FormatAlign, Workbook, Worksheet};
    let err = |e: rust_xlsxwriter::XlsxError| TournamentError::Make(e.to_string());
    let head = Format::new()
        .set_bold()
        .set_align(FormatAlign::Center)
        .set_text_wrap();
    let int = Format::new().set_num_format("0");
    let points = Format::new().set_num_format("0.00");
    let fill = |sheet: &mut Worksheet,
                heads: &[String],
                rows: &[Vec<Cell>],
                frozen_cols: u16,
                widths: &dyn Fn(usize) -> f64|
     -> Result<(), rust_xlsxwriter::XlsxError> {
        for (c, h) in heads.iter().enumerate() {
            sheet.write_string_with_format(0, col(c), h, &head)?;
            sheet.set_column_width(col(c), widths(c))?;
        }
        for (i, row) in rows.iter().enumerate() {
            let r = u32::try_from(i + 1).unwrap_or(u32::MAX);
            for (c, cell) in row.iter().enumerate() {
                match cell {
                    Cell::Text(t) => {
                        sheet.write_string(r, col(c), t)?;
                    }
                    Cell::Int(x) => {
                        sheet.write_number_with_format(r, col(c), *x, &int)?;
                    }
                    Cell::Points(x) => {
                        sheet.write_number_with_format(r, col(c), *x, &points)?;
                    }
                    Cell::Empty => {}
                }
            }
        }
        sheet.set_freeze_panes(1, frozen_cols)?;
        Ok(())
    };
    let mut wb = Workbook::new();
    let (heads, rows) = summary_rows(s, lang);
    let widest_nick = rows
        .iter()
        .filter_map(|r| match r.get(1) {
            Some(Cell::Text(t)) => Some(t.chars().count()),
            _ => None,
        })
        .max()
        .unwrap_or(10);
    let sheet = wb.add_worksheet();
    sheet
        .set_name(msg::SheetSummary.get(lang).to_owned())
        .map_err(err)?;
    let nick_width = (widest_nick as f64 + 2.0).clamp(12.0, 44.0);
    fill(sheet, &heads, &rows, 2, &|c| match c {
        0 => 7.0,
        1 => nick_width,
        _ => 9.0,
    })
    .map_err(err)?;
    let (heads, rows) = games_rows(s, lang);
    let sheet = wb.add_worksheet();
    sheet
        .set_name(msg::SheetGames.get(lang).to_owned())
        .map_err(err)?;
    fill(sheet, &heads, &rows, 0, &|c| match c {
        3 => nick_width,
        4 | 5 => 14.0,
        6 => 12.0,
        _ => 7.0,
    })
    .map_err(err)?;
    wb.save_to_buffer().map_err(err)
}

fn col(c: usize) -> u16 {
    u16::try_from(c).unwrap_or(u16::MAX)
}

/// Writes the federation's book through a temp file.
pub fn write_xlsx(s: &Standings, lang: Lang, path: &Path) -> Result<(), TournamentError> {
    Ok(write_atomic(path, &to_xlsx(s, lang)?)?)
}
