//! Laying the protocol out on A4 landscape and painting it with krilla.
//!
//! Page 1 is the federation's form: a header band, the seats with foul boxes
//! and points, a panel with the result, best move and protest, and a grid of
//! days and nights. Rounds that do not fit go on continuation pages. The
//! appendix pages carry the reasons for extra points and penalties, the fouls
//! and the judge's notes. Every page ends with the judge's signature line.

use super::layout::{Align, CAP, Canvas, DESCENT, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};
use mafia_core::ruleset::Side;
use mafia_protocol::protocol::ProtocolError;
use mafia_protocol::protocol::model::{ProtocolDoc, SeatRow};
use mafia_words::Lang;

pub mod book;
pub mod columns;
mod grid;
mod page;
mod paint;
mod seats;
mod tables;

use page::signature;
use paint::paint;

const MX: f32 = 28.0;
const TOP: f32 = 24.0;
const BOTTOM: f32 = 20.0;
const CW: f32 = PAGE_W - 2.0 * MX;
/// The signature strip at the foot of every page.
const SIGN_H: f32 = 30.0;
/// Content never goes below this line.
const CONTENT_BOTTOM: f32 = PAGE_H - BOTTOM - SIGN_H - 8.0;

const BAND_H: f32 = 26.0;
const FIELDS_H: f32 = 28.0;
/// Where content starts under the band and the header fields.
const CONTENT_TOP: f32 = TOP + BAND_H + 4.0 + FIELDS_H + 10.0;

const INK: Rgb = Rgb(17, 24, 39);
const MUTED: Rgb = Rgb(107, 114, 128);
const RULE: Rgb = Rgb(156, 163, 175);
const RULE_LIGHT: Rgb = Rgb(209, 213, 219);
const FRAME: Rgb = Rgb(55, 65, 81);
const BAND: Rgb = Rgb(31, 41, 55);
const WHITE: Rgb = Rgb(255, 255, 255);
const BAND_SUB: Rgb = Rgb(203, 213, 225);
const HEAD_FILL: Rgb = Rgb(229, 231, 235);
const RED_TINT: Rgb = Rgb(254, 226, 226);
const BLACK_TINT: Rgb = Rgb(214, 218, 224);
const RED_INK: Rgb = Rgb(185, 28, 28);
const DAY_TINT: Rgb = Rgb(254, 249, 231);
const NIGHT_TINT: Rgb = Rgb(231, 236, 246);
const DRAFT: Rgb = Rgb(217, 119, 6);
const FOUL_FILL: Rgb = Rgb(31, 41, 55);

const CELL: Style = Style::regular(7.5, INK);
const CELL_MUTED: Style = Style::regular(7.5, MUTED);
const CELL_LEADING: f32 = 9.0;
const HEAD: Style = Style::bold(6.8, INK);
/// The seat table's head row.
const SEAT_HEAD_H: f32 = 17.0;

/// Seat rows fill about 190 points: 17 each for 10 seats, never under 12.
fn seat_row_height(n: usize) -> f32 {
    if n == 0 {
        16.0
    } else {
        ((190.0 - SEAT_HEAD_H) / n as f32).clamp(12.0, 17.0)
    }
}

/// The tallest a stretched grid row gets.
const ROW_MAX: f32 = 19.0;

/// Render the protocol to PDF bytes.
pub fn render_pdf(doc: &ProtocolDoc) -> Result<Vec<u8>, ProtocolError> {
    let metrics = Metrics::new()?;
    let pages = layout_pages(doc, &metrics);
    paint(&pages, doc, &metrics)
}

/// Several protocols in one PDF, after pages drawn by the caller (a
/// tournament's standings): the document's title is the first protocol's.
pub fn render_book(before: Vec<Vec<Op>>, docs: &[ProtocolDoc]) -> Result<Vec<u8>, ProtocolError> {
    let metrics = Metrics::new()?;
    let Some(first) = docs.first() else {
        return Err(ProtocolError::NoGame);
    };
    let mut pages = before;
    for doc in docs {
        pages.extend(layout_pages(doc, &metrics));
    }
    paint(&pages, first, &metrics)
}

/// Lay the whole protocol out: one list of drawing steps per page.
pub fn layout_pages(doc: &ProtocolDoc, metrics: &Metrics) -> Vec<Vec<Op>> {
    let mut c = Composer {
        m: metrics,
        doc,
        done: Vec::new(),
        page: Canvas::new(metrics),
        y: CONTENT_TOP,
    };
    c.start_page(None);
    let top = c.y;
    let n = doc.seats.len();
    let row_h = seat_row_height(n);
    // More seats than a page holds (never with a valid ruleset, at most 20)
    // continue on the next page.
    let per_page = (((CONTENT_BOTTOM - top - SEAT_HEAD_H) / row_h).floor() as usize).max(1);
    let first = 0..n.min(per_page);
    let seats_bottom = c.seat_table(top, first.clone(), row_h);
    let panel_bottom = c.side_panel(top, seats_bottom);
    c.y = seats_bottom.max(panel_bottom) + 12.0;
    let mut start = first.end;
    while start < n {
        let cont = doc.labels.continued.clone();
        c.start_page(Some(&cont));
        let end = n.min(start + per_page);
        c.y = c.seat_table(c.y, start..end, row_h) + 12.0;
        start = end;
    }
    c.rounds_grid();

    let appendix = doc.labels.appendix.clone();
    c.start_page(Some(&appendix));
    c.adjustments();
    c.foul_log();
    c.protest_block();
    c.notes_block();
    c.finish()
}

struct Composer<'a> {
    m: &'a Metrics,
    doc: &'a ProtocolDoc,
    done: Vec<Vec<Op>>,
    page: Canvas<'a>,
    y: f32,
}

impl<'a> Composer<'a> {
    fn start_page(&mut self, subtitle: Option<&str>) {
        if !self.page.ops.is_empty() {
            let ops = std::mem::take(&mut self.page.ops);
            self.done.push(ops);
        }
        self.band(subtitle);
        self.fields();
        self.y = CONTENT_TOP;
    }

    fn finish(mut self) -> Vec<Vec<Op>> {
        let ops = std::mem::take(&mut self.page.ops);
        self.done.push(ops);
        let total = self.done.len();
        let mut pages = std::mem::take(&mut self.done);
        for (i, ops) in pages.iter_mut().enumerate() {
            let mut foot = Canvas::new(self.m);
            signature(&mut foot, self.doc, i + 1, total);
            ops.extend(foot.ops);
        }
        pages
    }

    /// The page continues below `y` only if `h` more points fit.
    fn fits(&self, h: f32) -> bool {
        self.y + h <= CONTENT_BOTTOM
    }

    fn section_title(&mut self, title: &str) {
        self.y += 4.0;
        self.page
            .text(MX, self.y + 9.0, title, Style::bold(10.0, INK));
        self.y += 15.0;
    }

    /// Text lines flowing down the page, onto new pages when full.
    fn flow(&mut self, lines: &[String], style: Style, leading: f32) {
        for line in lines {
            if !self.fits(leading) {
                let sub = self.doc.labels.appendix.clone();
                self.start_page(Some(&sub));
            }
            self.page
                .text(MX + 5.0, self.y + 0.73 * style.size + 2.0, line, style);
            self.y += leading;
        }
    }
}

/// The top padding that centres `n` grid lines in a row `h` points tall.
fn centred(h: f32, n: usize, style: Style) -> f32 {
    let block = n.saturating_sub(1) as f32 * CELL_LEADING + (CAP + DESCENT) * style.size;
    ((h - block) / 2.0).max(0.0)
}
