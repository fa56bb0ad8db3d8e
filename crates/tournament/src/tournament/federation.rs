//! The federation's standings sheet, laid out as the federation's own:
//! an XLSX book with the sheets «Итоги» (place, player, one column per
//! round «Игра k» = round k with what that game gave the player, empty
//! for a round he sat out; the tournament penalties outside the games;
//! then wins, ДБ, ТЧ, penalties, КБ as the games' parts added up; the
//! total; a note such as «вне награждения» in its own column) and «Игры»
//! (one row per player per game: round, table, seat, player, role, team,
//! the team's result, then the game's main points, ДБ, ТЧ, penalties, КБ
//! and their total; and one row per tournament penalty), headed in the
//! console's language from the Fluent catalogue, figures in thousandths;
//! and the «Итоги» table as CSV (UTF-8 with a BOM, `;` between the cells:
//! docs/export-formats.md says why). Each player's games and penalties
//! add up to his «Итого» on both sheets. Both are written through a temp
//! file.

use super::nick::nick_key;
use super::standings::{GameShare, PenaltyLine, Row, round3};
use super::{Standings, TournamentError};
use mafia_store::storage::write_atomic;
use mafia_words::Lang;
use mafia_words::i18n::msg;
use std::path::Path;

/// A cell of the sheets: a number keeps its type (and format) in the XLSX.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Int(f64),
    /// Points, in thousandths (never `-0`).
    Points(f64),
    Empty,
}

fn points(x: f64) -> Cell {
    Cell::Points(round3(x))
}

/// The most game columns a header's game number makes (a seating has
/// at most 100 rounds): a typed «4000000000» must not make that many.
const MAX_COLUMNS: u32 = 1000;

/// The «Итоги» column of a game: its round (the seating's), or without
/// a seating its header's game number; `None`: neither (or a number past
/// [`MAX_COLUMNS`]).
fn column_of(g: &GameShare) -> Option<u32> {
    g.round
        .or_else(|| g.game.trim().parse().ok())
        .filter(|k| (1..=MAX_COLUMNS).contains(k))
}

/// The game columns: rounds 1 to the last one played (a round nobody's
/// game came from yet keeps its column: «Игра k» is always round k), and
/// one for games with no round if there are any.
fn game_columns(s: &Standings) -> Vec<Option<u32>> {
    let shares = || s.players.iter().flat_map(|r| &r.shares);
    let last = shares().filter_map(column_of).max().unwrap_or(0);
    let mut cols: Vec<Option<u32>> = (1..=last).map(Some).collect();
    if shares().any(|g| column_of(g).is_none()) {
        cols.push(None);
    }
    cols
}

/// The tournament penalties outside the games: their sum.
fn outside(r: &Row) -> f64 {
    r.tournament_penalties.iter().map(|l| l.points).sum()
}

/// The «Итоги» headers.
fn summary_heads(lang: Lang, cols: &[Option<u32>]) -> Vec<String> {
    let mut h = vec![
        msg::SheetColPlace.get(lang).to_owned(),
        msg::SheetColPlayer.get(lang).to_owned(),
    ];
    h.extend(cols.iter().map(|c| match c {
        Some(n) => msg::SheetColGame { n: *n }.get(lang),
        None => msg::SheetColNoRound.get(lang).to_owned(),
    }));
    for id in [
        msg::SheetColOutside,
        msg::SheetColWins,
        msg::SheetColExtra,
        msg::SheetColBestMove,
        msg::SheetColPenalties,
        msg::SheetColCompensation,
        msg::SheetColTotal,
        msg::SheetColNote,
    ] {
        h.push(id.get(lang).to_owned());
    }
    h
}

/// «Итоги»: the headers and a row per player (place, nickname, a cell per
/// round, the parts, «Итого», the note), as the sheets write them.
pub fn summary_rows(s: &Standings, lang: Lang) -> (Vec<String>, Vec<Vec<Cell>>) {
    let cols = game_columns(s);
    let rows = s
        .players
        .iter()
        .map(|r| {
            let mut row = vec![Cell::Int(f64::from(r.place)), Cell::Text(r.nick.clone())];
            row.extend(cols.iter().map(|c| {
                let mut games = r.shares.iter().filter(|g| column_of(g) == *c).peekable();
                if games.peek().is_none() {
                    Cell::Empty
                } else {
                    points(games.map(|g| g.total).sum())
                }
            }));
            let sum = |f: fn(&GameShare) -> f64| points(r.shares.iter().map(f).sum());
            row.extend([
                points(outside(r)),
                Cell::Int(f64::from(r.wins)),
                sum(|g| g.extra),
                sum(|g| g.best_move),
                sum(|g| g.penalties),
                sum(|g| g.compensation),
                points(r.total),
                if r.eligible {
                    Cell::Empty
                } else {
                    Cell::Text(msg::TournamentNotEligible.get(lang).to_owned())
                },
            ]);
            row
        })
        .collect();
    (summary_heads(lang, &cols), rows)
}

/// The «Игры» headers.
fn games_heads(lang: Lang) -> Vec<String> {
    [
        msg::SheetColRound,
        msg::SheetColTable,
        msg::SheetColSeat,
        msg::SheetColNick,
        msg::SheetColRole,
        msg::SheetColTeam,
        msg::SheetColResult,
        msg::SheetColPoints,
        msg::SheetColExtra,
        msg::SheetColBestMove,
        msg::SheetColPenalties,
        msg::SheetColCompensation,
        msg::SheetColTotal,
    ]
    .iter()
    .map(|id| id.get(lang).to_owned())
    .collect()
}

/// A number from a header's text, or the text itself.
fn num(t: &str) -> Cell {
    match t.trim().parse::<u32>() {
        Ok(n) => Cell::Int(f64::from(n)),
        Err(_) if t.trim().is_empty() => Cell::Empty,
        Err(_) => Cell::Text(t.trim().to_owned()),
    }
}

/// A tournament penalty's row of «Игры»: in its round, after the games.
fn penalty_row(nick: &str, l: &PenaltyLine, lang: Lang) -> Vec<Cell> {
    let what = if l.reason.trim().is_empty() {
        l.name.get(lang).to_owned()
    } else {
        msg::SheetPenalty {
            penalty: l.name.get(lang),
            reason: l.reason.as_str(),
        }
        .get(lang)
    };
    vec![
        l.round.map_or(Cell::Empty, |r| Cell::Int(f64::from(r))),
        Cell::Empty,
        Cell::Empty,
        Cell::Text(nick.to_owned()),
        Cell::Empty,
        Cell::Empty,
        Cell::Text(what),
        Cell::Empty,
        Cell::Empty,
        Cell::Empty,
        points(l.points),
        Cell::Empty,
        points(l.points),
    ]
}

/// «Игры»: every seat of every game, with what the game gave the player
/// (the share his row counts: a player's name as «Итоги» spells it), and
/// each tournament penalty after its round's games.
pub fn games_rows(s: &Standings, lang: Lang) -> (Vec<String>, Vec<Vec<Cell>>) {
    // (round, games before penalties, order) for each row.
    let mut rows: Vec<((u32, u8, usize), Vec<Cell>)> = Vec::new();
    let by_key: std::collections::HashMap<String, &Row> =
        s.players.iter().map(|r| (nick_key(&r.nick), r)).collect();
    for (i, l) in s.seats.iter().enumerate() {
        let (nick, share) = match by_key.get(&nick_key(&l.nick)) {
            Some(r) => match r
                .shares
                .iter()
                .find(|g| g.file == l.file && g.seat == l.seat)
            {
                Some(g) => (r.nick.as_str(), g),
                // A game of an earlier stage his row does not count (a
                // ruleset that does not carry the points over).
                None => continue,
            },
            // A guest: not in the standings, his game as it went.
            None => (l.nick.as_str(), &l.share),
        };
        let result = if !l.rated {
            msg::SheetUnrated.get(lang)
        } else {
            match l.won {
                Some(true) => msg::SheetWon.get(lang),
                Some(false) => msg::SheetLost.get(lang),
                None => msg::SheetDraw.get(lang),
            }
        };
        let round = column_of(share);
        rows.push((
            (round.unwrap_or(u32::MAX), 0, i),
            vec![
                round.map_or_else(|| num(&l.game), |r| Cell::Int(f64::from(r))),
                num(&l.table),
                Cell::Int(f64::from(l.seat)),
                Cell::Text(nick.to_owned()),
                Cell::Text(l.role.get(lang).to_owned()),
                Cell::Text(l.team.get(lang).to_owned()),
                Cell::Text(result.to_owned()),
                points(share.main),
                points(share.extra),
                points(share.best_move),
                points(share.penalties),
                points(share.compensation),
                points(share.total),
            ],
        ));
    }
    let mut i = 0;
    for r in &s.players {
        for l in &r.tournament_penalties {
            i += 1;
            rows.push((
                (l.round.unwrap_or(u32::MAX), 1, i),
                penalty_row(&r.nick, l, lang),
            ));
        }
    }
    rows.sort_by_key(|(k, _)| *k);
    (
        games_heads(lang),
        rows.into_iter().map(|(_, r)| r).collect(),
    )
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
    let make = |e: &dyn std::fmt::Display| TournamentError::make(super::Making::Csv, e);
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
        let t = format!("{:.places$}", round3(x));
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
                Cell::Points(x) => figure(*x, 3),
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
    let err = |e: rust_xlsxwriter::XlsxError| TournamentError::make(super::Making::Spreadsheet, &e);
    let head = Format::new()
        .set_bold()
        .set_align(FormatAlign::Center)
        .set_text_wrap();
    let int = Format::new().set_num_format("0");
    let thousandths = Format::new().set_num_format("0.000");
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
                        sheet.write_number_with_format(r, col(c), round3(*x), &thousandths)?;
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
    let last = heads.len().saturating_sub(1);
    fill(sheet, &heads, &rows, 2, &|c| match c {
        0 => 7.0,
        1 => nick_width,
        c if c == last => 22.0,
        _ => 10.0,
    })
    .map_err(err)?;
    let (heads, rows) = games_rows(s, lang);
    let sheet = wb.add_worksheet();
    sheet
        .set_name(msg::SheetGames.get(lang).to_owned())
        .map_err(err)?;
    fill(sheet, &heads, &rows, 0, &|c| match c {
        0..=2 => 7.0,
        3 => nick_width,
        4 | 5 => 14.0,
        6 => 20.0,
        _ => 10.0,
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
