//! Laying the protocol out on A4 landscape and painting it with krilla.
//!
//! Page 1 is the federation's form: a header band, the seats with foul boxes
//! and points, a panel with the result, best move and protest, and a grid of
//! days and nights. Rounds that do not fit go on continuation pages. The
//! appendix pages carry the reasons for extra points and penalties, the fouls
//! and the judge's notes. Every page ends with the judge's signature line.

use super::ProtocolError;
use super::layout::{Align, CAP, Canvas, DESCENT, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};
use super::model::{DayBlock, NightBlock, ProtocolDoc, SeatRow, Shot};
use crate::ruleset::{Lang, Side};

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
    paint(&pages, doc)
}

/// Several protocols in one PDF, after pages drawn by the caller (a
/// tournament's standings): the document's title is the first protocol's.
pub fn render_book(before: Vec<Vec<Op>>, docs: &[ProtocolDoc]) -> Result<Vec<u8>, ProtocolError> {
    let metrics = Metrics::new()?;
    let Some(first) = docs.first() else {
        return Err(ProtocolError::Pdf("no game to print".to_owned()));
    };
    let mut pages = before;
    for doc in docs {
        pages.extend(layout_pages(doc, &metrics));
    }
    paint(&pages, first)
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

/// A cell of the days-and-nights grid.
enum Cell {
    /// The round has not happened: left blank for the pen.
    Blank,
    /// The round happened, nothing of this kind in it.
    Dash,
    /// Pieces that stay whole, joined by a separator.
    Items(Vec<String>, &'static str),
    /// Free text, broken at spaces.
    Text(String),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Day,
    Night,
}

struct GridRow {
    label: String,
    part: Part,
    cells: Vec<Cell>,
}

/// A grid row measured for one band: label lines, cell lines, height.
struct LaidRow {
    label: Vec<String>,
    cells: Vec<(Vec<String>, Style)>,
    h: f32,
}

struct Round<'a> {
    number: u32,
    day: Option<&'a DayBlock>,
    night: Option<&'a NightBlock>,
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

    fn band(&mut self, subtitle: Option<&str>) {
        let l = &self.doc.labels;
        let band = Rect::new(MX, TOP, CW, BAND_H);
        self.page.fill(band, BAND);
        let title = Style::bold(13.0, WHITE);
        let base = TOP + (BAND_H + 0.73 * 13.0) / 2.0;
        let mut x = MX + 10.0;
        self.page.text(x, base, &l.title, title);
        x += self.m.width(&l.title, title) + 10.0;
        if let Some(sub) = subtitle {
            let st = Style::regular(9.0, BAND_SUB);
            let sub = format!("— {sub}");
            self.page.text(x, base, &sub, st);
            x += self.m.width(&sub, st) + 10.0;
        }
        if self.doc.draft {
            let st = Style::bold(7.5, WHITE);
            let w = self.m.width(&l.draft, st) + 12.0;
            let badge = Rect::new(x, TOP + 6.5, w, BAND_H - 13.0);
            self.page.fill(badge, DRAFT);
            self.page.cell(badge, &l.draft, st, Align::Center, 6.0);
            x += w + 10.0;
        }
        let rules = if self.doc.header.ruleset.trim().is_empty() {
            String::new()
        } else {
            format!("{}: {}", l.ruleset, self.doc.header.ruleset)
        };
        let room = Rect::new(x, TOP, (MX + CW - 10.0 - x).max(0.0), BAND_H);
        self.page.cell(
            room,
            &rules,
            Style::regular(8.5, BAND_SUB),
            Align::Right,
            0.0,
        );
    }

    fn fields(&mut self) {
        let l = &self.doc.labels;
        let h = &self.doc.header;
        let fields: [(&str, &str, f32); 6] = [
            (&l.tournament, &h.tournament, 3.3),
            (&l.stage, &h.stage, 1.5),
            (&l.date, &h.date, 1.1),
            (&l.table, &h.table, 0.7),
            (&l.game, &h.game_number, 0.8),
            (&l.judge, &h.judge, 2.4),
        ];
        let y = TOP + BAND_H + 4.0;
        let total: f32 = fields.iter().map(|f| f.2).sum();
        let mut x = MX;
        for (i, (label, value, weight)) in fields.iter().enumerate() {
            let w = CW * weight / total;
            let cell = Rect::new(x, y, w, FIELDS_H);
            self.page.cell(
                Rect::new(x, y + 1.0, w, 11.0),
                label,
                Style::regular(6.3, MUTED),
                Align::Left,
                5.0,
            );
            self.page.cell(
                Rect::new(x, y + 11.0, w, FIELDS_H - 12.0),
                value,
                Style::bold(9.5, INK),
                Align::Left,
                5.0,
            );
            if i > 0 {
                self.page.vline(x, y, y + FIELDS_H, 0.5, RULE);
            }
            x += cell.w;
        }
        self.page.frame(Rect::new(MX, y, CW, FIELDS_H), 0.9, FRAME);
    }

    /// The seats table; returns its bottom.
    fn seat_table(&mut self, top: f32, range: std::ops::Range<usize>, row_h: f32) -> f32 {
        let doc = self.doc;
        let l = &doc.labels;
        let seats = doc.seats.get(range).unwrap_or_default();
        let n = seats.len();
        let boxes = doc
            .seats
            .iter()
            .map(|s| s.foul_limit.min(6))
            .max()
            .unwrap_or(0);
        let table_w = 562.0;
        let fouls_w = (f32::from(boxes) * 10.5 + 14.0)
            .max(44.0)
            .max(self.m.width(&l.fouls, HEAD) + 10.0)
            .min(120.0);
        let head_h = SEAT_HEAD_H;
        let text_size = if row_h < 14.0 { 7.5 } else { 8.5 };
        // Role and exit columns as wide as their longest text within limits;
        // the nickname takes what is left (an ellipsis beyond).
        let widest = |texts: &mut dyn Iterator<Item = &String>, style: Style| {
            texts.map(|t| self.m.width(t, style)).fold(0.0, f32::max) + 10.0
        };
        let role_w = widest(
            &mut doc.seats.iter().map(|s| &s.role),
            Style::regular(text_size - 0.5, INK),
        )
        .clamp(72.0, 130.0);
        let left_w = widest(
            &mut doc.seats.iter().map(|s| &s.left),
            Style::regular(7.5, INK),
        )
        .clamp(110.0, 165.0);
        // The nickname keeps at least 130 points: the exit, then the role give way.
        let others = 22.0 + fouls_w + 40.0 + 40.0 + 42.0;
        let mut deficit = (130.0 - (table_w - others - role_w - left_w)).max(0.0);
        let left_w = {
            let give = deficit.min(left_w - 110.0);
            deficit -= give;
            left_w - give
        };
        let role_w = role_w - deficit.min(role_w - 72.0);
        let fixed = [22.0, 0.0, role_w, fouls_w, left_w, 40.0, 40.0, 42.0];
        let player_w = table_w - fixed.iter().sum::<f32>();
        let widths = [
            fixed[0], player_w, fixed[2], fixed[3], fixed[4], fixed[5], fixed[6], fixed[7],
        ];
        let xs: Vec<f32> = widths
            .iter()
            .scan(MX, |x, w| {
                let at = *x;
                *x += w;
                Some(at)
            })
            .collect();
        let col = |i: usize, y: f32, h: f32| Rect::new(xs[i], y, widths[i], h);

        // Fills first, so rules and text lie on top.
        self.page
            .fill(Rect::new(MX, top, table_w, head_h), HEAD_FILL);
        for (i, seat) in seats.iter().enumerate() {
            let y = top + head_h + i as f32 * row_h;
            match seat.side {
                Some(Side::Red) => self.page.fill(col(2, y, row_h), RED_TINT),
                Some(Side::Black) => self.page.fill(col(2, y, row_h), BLACK_TINT),
                None => {}
            }
        }

        let heads = [
            (&l.seat, Align::Center),
            (&l.player, Align::Left),
            (&l.role, Align::Left),
            (&l.fouls, Align::Center),
            (&l.left, Align::Left),
            (&l.points, Align::Center),
            (&l.extra, Align::Center),
            (&l.total, Align::Center),
        ];
        for (i, (label, align)) in heads.iter().enumerate() {
            self.page
                .cell(col(i, top, head_h), label, HEAD, *align, 5.0);
        }

        let regular = Style::regular(text_size, INK);
        let bold = Style::bold(text_size, INK);
        for (i, seat) in seats.iter().enumerate() {
            let y = top + head_h + i as f32 * row_h;
            self.page.cell(
                col(0, y, row_h),
                &seat.seat.to_string(),
                bold,
                Align::Center,
                2.0,
            );
            self.page
                .cell(col(1, y, row_h), &seat.nickname, regular, Align::Left, 5.0);
            self.page.cell(
                col(2, y, row_h),
                &seat.role,
                Style::regular(text_size - 0.5, INK),
                Align::Left,
                5.0,
            );
            self.foul_boxes(col(3, y, row_h), seat);
            self.page.cell(
                col(4, y, row_h),
                &seat.left,
                Style::regular(7.5, INK),
                Align::Left,
                5.0,
            );
            let points = seat.points.map(|p| l.number(p)).unwrap_or_default();
            self.page
                .cell(col(5, y, row_h), &points, regular, Align::Center, 2.0);
            let extra = if seat.extra != 0.0 || seat.points.is_some() {
                l.signed(seat.extra)
            } else {
                String::new()
            };
            self.page
                .cell(col(6, y, row_h), &extra, regular, Align::Center, 2.0);
            let total = seat.total().map(|t| l.number(t)).unwrap_or_default();
            self.page
                .cell(col(7, y, row_h), &total, bold, Align::Center, 2.0);
        }

        let bottom = top + head_h + n as f32 * row_h;
        for i in 1..n {
            let y = top + head_h + i as f32 * row_h;
            self.page.hline(MX, MX + table_w, y, 0.4, RULE_LIGHT);
        }
        for x in xs.iter().skip(1) {
            self.page.vline(*x, top, bottom, 0.4, RULE);
        }
        self.page.hline(MX, MX + table_w, top + head_h, 0.8, FRAME);
        self.page
            .frame(Rect::new(MX, top, table_w, bottom - top), 0.9, FRAME);
        bottom
    }

    /// Small squares, one per foul that removes a player, filled per foul given.
    fn foul_boxes(&mut self, cell: Rect, seat: &SeatRow) {
        let n = seat.foul_limit.min(6);
        if n == 0 {
            let text = if seat.fouls > 0 {
                seat.fouls.to_string()
            } else {
                String::new()
            };
            self.page
                .cell(cell, &text, Style::regular(8.0, INK), Align::Center, 2.0);
            return;
        }
        let sq = 8.0;
        let gap = 2.5;
        let w = f32::from(n) * sq + f32::from(n - 1) * gap;
        let x0 = cell.x + (cell.w - w) / 2.0;
        let y0 = cell.y + (cell.h - sq) / 2.0;
        let removed = seat.fouls >= seat.foul_limit;
        for j in 0..n {
            let r = Rect::new(x0 + f32::from(j) * (sq + gap), y0, sq, sq);
            if j < seat.fouls {
                self.page.fill(r, if removed { RED_INK } else { FOUL_FILL });
            }
            self.page.frame(r, 0.6, FRAME);
        }
    }

    /// Result, best move, protest and decision to the right of the seats.
    fn side_panel(&mut self, top: f32, seats_bottom: f32) -> f32 {
        let doc = self.doc;
        let l = &doc.labels;
        let x = MX + 562.0 + 12.0;
        let w = MX + CW - x;
        let h = (seats_bottom - top).max(190.0);
        let gap = 6.0;
        let usable = h - 3.0 * gap;
        let shares = [0.34, 0.24, 0.21, 0.21];
        let mut y = top;
        let mut boxes = Vec::new();
        for share in shares {
            let bh = usable * share;
            boxes.push(Rect::new(x, y, w, bh));
            y += bh + gap;
        }
        let titles = [&l.result, &l.best_move, &l.protest, &l.decision];
        for (b, title) in boxes.iter().zip(titles) {
            self.page.fill(Rect::new(b.x, b.y, b.w, 13.0), HEAD_FILL);
            self.page.cell(
                Rect::new(b.x, b.y, b.w, 13.0),
                title,
                HEAD,
                Align::Left,
                6.0,
            );
        }
        let small = Style::regular(7.5, INK);
        let nothing = Style::regular(7.5, MUTED);
        let body = |b: &Rect| Rect::new(b.x, b.y + 13.0, b.w, b.h - 13.0);

        // Result.
        let rb = body(&boxes[0]);
        if doc.result.winner.is_empty() {
            self.page.cell(
                Rect::new(rb.x, rb.y + 2.0, rb.w, 18.0),
                &l.not_over,
                Style::regular(10.0, MUTED),
                Align::Left,
                6.0,
            );
        } else {
            let color = match doc.result.side {
                Some(Side::Red) => RED_INK,
                _ => INK,
            };
            self.page.cell(
                Rect::new(rb.x, rb.y + 2.0, rb.w, 18.0),
                &doc.result.winner,
                Style::bold(12.5, color),
                Align::Left,
                6.0,
            );
        }
        let reason_box = Rect::new(rb.x, rb.y + 21.0, rb.w, rb.bottom() - rb.y - 21.0 - 2.0);
        let lines = Canvas::lines_that_fit(reason_box.h, small, 9.2, 2.0);
        let reason = self.m.wrap(&doc.result.reason, small, rb.w - 12.0, lines);
        self.page.lines(reason_box, &reason, small, 9.2, (6.0, 2.0));

        // Best move.
        let bb = body(&boxes[1]);
        match &doc.best_move {
            Some(bm) => {
                let named: Vec<String> = bm.named.iter().map(u8::to_string).collect();
                let line = format!("{} → {}", bm.seat, named.join(", "));
                self.page.cell(
                    Rect::new(bb.x, bb.y + 2.0, bb.w, 16.0),
                    &line,
                    Style::bold(10.5, INK),
                    Align::Left,
                    6.0,
                );
                let mut detail = format!("{}: {}", l.blacks, bm.blacks);
                if let Some(p) = bm.points {
                    detail.push_str(&format!("  ·  {}", l.signed(p)));
                }
                self.page.cell(
                    Rect::new(bb.x, bb.y + 17.0, bb.w, 12.0),
                    &detail,
                    small,
                    Align::Left,
                    6.0,
                );
            }
            None => self.page.cell(
                Rect::new(bb.x, bb.y + 2.0, bb.w, 14.0),
                &l.nothing,
                nothing,
                Align::Left,
                6.0,
            ),
        }

        // Protest and decision: as much as fits; the full text is on page 2.
        for (b, text) in [(&boxes[2], &doc.protest), (&boxes[3], &doc.judge_decision)] {
            let bb = body(b);
            if text.trim().is_empty() {
                self.page.cell(
                    Rect::new(bb.x, bb.y + 2.0, bb.w, 14.0),
                    &l.nothing,
                    nothing,
                    Align::Left,
                    6.0,
                );
                continue;
            }
            let inner = Rect::new(bb.x, bb.y, bb.w, bb.h - 2.0);
            let lines = Canvas::lines_that_fit(inner.h, small, 9.2, 4.0);
            let wrapped = self.m.wrap(text, small, bb.w - 12.0, lines);
            self.page.lines(inner, &wrapped, small, 9.2, (6.0, 4.0));
        }
        for b in &boxes {
            self.page.hline(b.x, b.right(), b.y + 13.0, 0.5, RULE);
            self.page.frame(*b, 0.9, FRAME);
        }
        top + h
    }

    fn rounds(&self) -> Vec<Round<'a>> {
        let doc = self.doc;
        let mut numbers: Vec<u32> = doc
            .days
            .iter()
            .map(|d| d.number)
            .chain(doc.nights.iter().map(|n| n.number))
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
        numbers
            .into_iter()
            .map(|number| Round {
                number,
                day: doc.days.iter().find(|d| d.number == number),
                night: doc.nights.iter().find(|n| n.number == number),
            })
            .collect()
    }

    fn grid_rows(&self, rounds: &[Round<'a>]) -> Vec<GridRow> {
        let l = &self.doc.labels;
        let day_cell = |r: &Round, f: &dyn Fn(&DayBlock) -> Cell| match r.day {
            Some(d) => f(d),
            None => Cell::Blank,
        };
        let night_cell = |r: &Round, f: &dyn Fn(&NightBlock) -> Cell| match r.night {
            Some(n) => f(n),
            None => Cell::Blank,
        };
        let seats = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>();
        let items = |v: Vec<String>, sep| {
            if v.is_empty() {
                Cell::Dash
            } else {
                Cell::Items(v, sep)
            }
        };
        let votes = |d: &DayBlock, revote: bool| {
            let mut out = Vec::new();
            for (k, row) in d.votes.iter().filter(|v| v.revote == revote).enumerate() {
                for (j, (cand, n)) in row.counts.iter().enumerate() {
                    let mut item = format!("{cand}: {n}");
                    if k > 0 && j == 0 {
                        item = format!("| {item}");
                    }
                    out.push(item);
                }
            }
            items(out, " · ")
        };
        let any_revote = self
            .doc
            .days
            .iter()
            .any(|d| d.votes.iter().any(|v| v.revote));
        let any_lift = self.doc.days.iter().any(|d| d.lift.is_some());
        let any_notes = self.doc.days.iter().any(|d| !d.notes.is_empty());

        let mut rows = vec![GridRow {
            label: l.speaking_order.clone(),
            part: Part::Day,
            cells: rounds
                .iter()
                .map(|r| {
                    day_cell(r, &|d| {
                        let order = d
                            .speaking_order
                            .iter()
                            .map(|s| {
                                if d.silent.contains(s) {
                                    format!("({s})")
                                } else {
                                    s.to_string()
                                }
                            })
                            .collect();
                        items(order, " ")
                    })
                })
                .collect(),
        }];
        rows.push(GridRow {
            label: l.nominations.clone(),
            part: Part::Day,
            cells: rounds
                .iter()
                .map(|r| {
                    day_cell(r, &|d| {
                        let noms = d
                            .nominations
                            .iter()
                            .map(|(by, t)| format!("{by} → {t}"))
                            .collect();
                        items(noms, ", ")
                    })
                })
                .collect(),
        });
        rows.push(GridRow {
            label: l.votes.clone(),
            part: Part::Day,
            cells: rounds
                .iter()
                .map(|r| day_cell(r, &|d| votes(d, false)))
                .collect(),
        });
        if any_revote {
            rows.push(GridRow {
                label: l.revote.clone(),
                part: Part::Day,
                cells: rounds
                    .iter()
                    .map(|r| day_cell(r, &|d| votes(d, true)))
                    .collect(),
            });
        }
        if any_lift {
            rows.push(GridRow {
                label: l.lift.clone(),
                part: Part::Day,
                cells: rounds
                    .iter()
                    .map(|r| {
                        day_cell(r, &|d| match &d.lift {
                            Some(lift) => Cell::Text(format!(
                                "{}: {} {} — {}",
                                seats(&lift.candidates).join(", "),
                                l.lift_for,
                                lift.votes,
                                if lift.passed {
                                    &l.passed
                                } else {
                                    &l.not_passed
                                }
                            )),
                            None => Cell::Dash,
                        })
                    })
                    .collect(),
            });
        }
        rows.push(GridRow {
            label: l.voted_out.clone(),
            part: Part::Day,
            cells: rounds
                .iter()
                .map(|r| day_cell(r, &|d| items(seats(&d.left), ", ")))
                .collect(),
        });
        if any_notes {
            rows.push(GridRow {
                label: l.day_notes.clone(),
                part: Part::Day,
                cells: rounds
                    .iter()
                    .map(|r| {
                        day_cell(r, &|d| {
                            if d.notes.is_empty() {
                                Cell::Dash
                            } else {
                                Cell::Text(d.notes.join("; "))
                            }
                        })
                    })
                    .collect(),
            });
        }
        rows.push(GridRow {
            label: l.shot.clone(),
            part: Part::Night,
            cells: rounds
                .iter()
                .map(|r| {
                    night_cell(r, &|n| match &n.shot {
                        Some(Shot::Killed(v)) => items(seats(v), ", "),
                        Some(Shot::Miss) => Cell::Text(l.miss.clone()),
                        None => Cell::Dash,
                    })
                })
                .collect(),
        });
        for (label, pick) in [(&l.don_check, true), (&l.sheriff_check, false)] {
            rows.push(GridRow {
                label: label.clone(),
                part: Part::Night,
                cells: rounds
                    .iter()
                    .map(|r| {
                        night_cell(r, &|n| {
                            let check = if pick { &n.don_check } else { &n.sheriff_check };
                            match check {
                                Some(c) => Cell::Text(format!("→ {}: {}", c.target, c.answer)),
                                None => Cell::Dash,
                            }
                        })
                    })
                    .collect(),
            });
        }
        let mut step_names: Vec<&str> = Vec::new();
        for n in &self.doc.nights {
            for s in &n.extra {
                if !step_names.contains(&s.name.as_str()) {
                    step_names.push(&s.name);
                }
            }
        }
        for name in step_names {
            rows.push(GridRow {
                label: name.to_owned(),
                part: Part::Night,
                cells: rounds
                    .iter()
                    .map(|r| {
                        night_cell(r, &|n| {
                            let texts: Vec<String> = n
                                .extra
                                .iter()
                                .filter(|s| s.name == name)
                                .map(|s| {
                                    let targets = seats(&s.targets).join(", ");
                                    let head = match (s.actor, targets.is_empty()) {
                                        (Some(a), false) => format!("{a} → {targets}"),
                                        (Some(a), true) => a.to_string(),
                                        (None, false) => format!("→ {targets}"),
                                        (None, true) => String::new(),
                                    };
                                    match (head.is_empty(), s.answer.is_empty()) {
                                        (true, _) => s.answer.clone(),
                                        (false, true) => head,
                                        (false, false) => format!("{head}: {}", s.answer),
                                    }
                                })
                                .collect();
                            if texts.iter().all(String::is_empty) {
                                Cell::Dash
                            } else {
                                Cell::Text(texts.join("; "))
                            }
                        })
                    })
                    .collect(),
            });
        }
        // A ruleset without a don's check (say) blanks that label: no row.
        rows.retain(|r| !r.label.trim().is_empty());
        rows
    }

    /// The days-and-nights grid, in bands of at most six rounds, continuing
    /// on new pages when the page is full.
    fn rounds_grid(&mut self) {
        let l = &self.doc.labels;
        let mut rounds = self.rounds();
        let real = rounds.len();
        let max_cols = 6;
        let bands = real.div_ceil(max_cols).max(1);
        let cols = real.div_ceil(bands).max(4);
        // Blank columns for the pen, numbered on from the last round.
        let mut next = rounds.last().map(|r| r.number + 1).unwrap_or(1);
        while rounds.len() < bands * cols {
            rounds.push(Round {
                number: next,
                day: None,
                night: None,
            });
            next += 1;
        }
        let rows = self.grid_rows(&rounds);
        let label_w = 92.0;
        let col_w = (CW - label_w) / cols as f32;
        let head_h = 15.0;
        let cell_w = col_w - 8.0;

        for band in 0..bands {
            let range = band * cols..(band + 1) * cols;
            let heads: Vec<String> = rounds[range.clone()]
                .iter()
                .map(|r| match (r.day.is_some(), r.night.is_some()) {
                    (false, true) => format!("{} {}", l.night, r.number),
                    (true, false) => format!("{} {}", l.day, r.number),
                    _ => format!("{} {} · {} {}", l.day, r.number, l.night, r.number),
                })
                .collect();
            // Each row's lines, measured once.
            let laid: Vec<LaidRow> = rows
                .iter()
                .map(|row| {
                    let label = self.m.wrap(&row.label, HEAD, label_w - 8.0, 2);
                    let cells: Vec<(Vec<String>, Style)> = row.cells[range.clone()]
                        .iter()
                        .map(|cell| match cell {
                            Cell::Blank => (Vec::new(), CELL),
                            Cell::Dash => (vec!["—".to_owned()], CELL_MUTED),
                            Cell::Items(items, sep) => {
                                (self.m.wrap_items(items, sep, CELL, cell_w, 6), CELL)
                            }
                            Cell::Text(t) => (self.m.wrap(t, CELL, cell_w, 6), CELL),
                        })
                        .collect();
                    let lines = cells
                        .iter()
                        .map(|c| c.0.len())
                        .chain([label.len()])
                        .max()
                        .unwrap_or(1)
                        .max(1);
                    LaidRow {
                        label,
                        cells,
                        h: lines as f32 * CELL_LEADING + 5.0,
                    }
                })
                .collect();

            let first_h = laid.first().map(|r| r.h).unwrap_or(0.0);
            let band_h = head_h + laid.iter().map(|r| r.h).sum::<f32>();
            if band > 0 {
                self.y += 10.0;
            }
            // A band goes whole onto a new page when it fits there; only a
            // band taller than a page is split between rows.
            let fits_a_page = band_h <= CONTENT_BOTTOM - CONTENT_TOP;
            if !self.fits(head_h + first_h) || (fits_a_page && !self.fits(band_h)) {
                let cont = self.doc.labels.continued.clone();
                self.start_page(Some(&cont));
            }
            // One band with room to spare: taller rows, room for the pen.
            let mut laid = laid;
            if bands == 1 && self.fits(band_h) && !laid.is_empty() {
                let spare = (CONTENT_BOTTOM - self.y - band_h) / laid.len() as f32;
                for row in &mut laid {
                    row.h += spare.min((ROW_MAX - row.h).max(0.0));
                }
            }
            let mut seg_top = self.y;
            self.grid_head(&heads, label_w, col_w, head_h);
            let mut prev_part = None;
            for (i, (LaidRow { label, cells, h }, row)) in laid.iter().zip(&rows).enumerate() {
                if !self.fits(*h) {
                    self.grid_frame(seg_top, label_w, col_w, cols);
                    let cont = self.doc.labels.continued.clone();
                    self.start_page(Some(&cont));
                    seg_top = self.y;
                    self.grid_head(&heads, label_w, col_w, head_h);
                    prev_part = None;
                }
                let y = self.y;
                let tint = match row.part {
                    Part::Day => DAY_TINT,
                    Part::Night => NIGHT_TINT,
                };
                self.page.fill(Rect::new(MX, y, label_w, *h), tint);
                self.page.lines(
                    Rect::new(MX, y, label_w, *h),
                    label,
                    HEAD,
                    CELL_LEADING,
                    (4.0, centred(*h, label.len(), HEAD)),
                );
                for (j, (lines, style)) in cells.iter().enumerate() {
                    let x = MX + label_w + j as f32 * col_w;
                    self.page.lines(
                        Rect::new(x, y, col_w, *h),
                        lines,
                        *style,
                        CELL_LEADING,
                        (4.0, centred(*h, lines.len(), *style)),
                    );
                }
                if i > 0 {
                    let strong = prev_part.is_some_and(|p| p != row.part);
                    if strong {
                        self.page.hline(MX, MX + CW, y, 0.8, FRAME);
                    } else {
                        self.page.hline(MX, MX + CW, y, 0.4, RULE_LIGHT);
                    }
                }
                prev_part = Some(row.part);
                self.y += h;
            }
            self.grid_frame(seg_top, label_w, col_w, cols);
        }
    }

    fn grid_head(&mut self, heads: &[String], label_w: f32, col_w: f32, head_h: f32) {
        let y = self.y;
        self.page.fill(Rect::new(MX, y, CW, head_h), HEAD_FILL);
        for (j, head) in heads.iter().enumerate() {
            let x = MX + label_w + j as f32 * col_w;
            self.page.cell(
                Rect::new(x, y, col_w, head_h),
                head,
                HEAD,
                Align::Center,
                4.0,
            );
        }
        self.page.hline(MX, MX + CW, y + head_h, 0.8, FRAME);
        self.y += head_h;
    }

    fn grid_frame(&mut self, top: f32, label_w: f32, col_w: f32, cols: usize) {
        let bottom = self.y;
        for j in 0..cols {
            let x = MX + label_w + j as f32 * col_w;
            let w = if j == 0 { 0.8 } else { 0.4 };
            let color = if j == 0 { FRAME } else { RULE };
            self.page.vline(x, top, bottom, w, color);
        }
        self.page
            .frame(Rect::new(MX, top, CW, bottom - top), 0.9, FRAME);
    }

    fn nickname(&self, seat: u8) -> String {
        self.doc
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.nickname.clone())
            .unwrap_or_default()
    }

    fn section_title(&mut self, title: &str) {
        self.y += 4.0;
        self.page
            .text(MX, self.y + 9.0, title, Style::bold(10.0, INK));
        self.y += 15.0;
    }

    /// A ruled table whose last column wraps; breaks onto new pages and
    /// repeats its head there.
    /// A ruled table; with no rows, one row saying "none" in the last column.
    fn table(&mut self, title: &str, heads: &[(&str, f32, Align)], rows: &[Vec<String>]) {
        let mut none = vec![String::new(); heads.len().saturating_sub(1)];
        none.push(self.doc.labels.nothing.clone());
        let none = [none];
        let rows = if rows.is_empty() { &none[..] } else { rows };
        let flex_w = CW - heads.iter().map(|h| h.1).sum::<f32>();
        let widths: Vec<f32> = heads
            .iter()
            .map(|h| if h.1 == 0.0 { flex_w } else { h.1 })
            .collect();
        let head_h = 15.0;
        let style = Style::regular(8.0, INK);
        let leading = 10.0;
        let laid: Vec<(Vec<Vec<String>>, f32)> = rows
            .iter()
            .map(|row| {
                let cells: Vec<Vec<String>> = row
                    .iter()
                    .zip(&widths)
                    .enumerate()
                    .map(|(i, (text, w))| {
                        if i + 1 == row.len() {
                            self.m.wrap(text, style, w - 10.0, 30)
                        } else {
                            vec![self.m.fit(text, style, w - 10.0)]
                        }
                    })
                    .collect();
                let lines = cells.iter().map(Vec::len).max().unwrap_or(1).max(1);
                (cells, lines as f32 * leading + 6.0)
            })
            .collect();
        let first_h = laid.first().map(|r| r.1).unwrap_or(0.0);
        if !self.fits(19.0 + head_h + first_h) {
            let sub = self.doc.labels.appendix.clone();
            self.start_page(Some(&sub));
        }
        self.section_title(title);
        let mut seg_top = self.y;
        self.table_head(heads, &widths, head_h);
        for (cells, h) in &laid {
            if !self.fits(*h) {
                self.table_frame(seg_top, &widths);
                let sub = self.doc.labels.appendix.clone();
                self.start_page(Some(&sub));
                seg_top = self.y;
                self.table_head(heads, &widths, head_h);
            }
            let mut x = MX;
            for ((lines, w), head) in cells.iter().zip(&widths).zip(heads) {
                // Every column on the same baselines, aligned as its head says.
                let mut base = self.y + 4.1 + CAP * style.size;
                for line in lines {
                    let lw = self.m.width(line, style);
                    let lx = match head.2 {
                        Align::Left => x + 5.0,
                        Align::Center => x + (w - lw) / 2.0,
                        Align::Right => x + w - 5.0 - lw,
                    };
                    self.page.text(lx, base, line, style);
                    base += leading;
                }
                x += w;
            }
            self.y += h;
            self.page.hline(MX, MX + CW, self.y, 0.4, RULE_LIGHT);
        }
        self.table_frame(seg_top, &widths);
        self.y += 8.0;
    }

    fn table_head(&mut self, heads: &[(&str, f32, Align)], widths: &[f32], head_h: f32) {
        let y = self.y;
        self.page.fill(Rect::new(MX, y, CW, head_h), HEAD_FILL);
        let mut x = MX;
        for (head, w) in heads.iter().zip(widths) {
            self.page
                .cell(Rect::new(x, y, *w, head_h), head.0, HEAD, head.2, 5.0);
            x += w;
        }
        self.page.hline(MX, MX + CW, y + head_h, 0.8, FRAME);
        self.y += head_h;
    }

    fn table_frame(&mut self, top: f32, widths: &[f32]) {
        let mut x = MX;
        for w in &widths[..widths.len().saturating_sub(1)] {
            x += w;
            self.page.vline(x, top, self.y, 0.4, RULE);
        }
        self.page
            .frame(Rect::new(MX, top, CW, self.y - top), 0.9, FRAME);
    }

    fn adjustments(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        let rows: Vec<Vec<String>> = doc
            .adjustments
            .iter()
            .map(|a| {
                vec![
                    a.seat.to_string(),
                    self.nickname(a.seat),
                    a.points.map(|p| l.signed(p)).unwrap_or_default(),
                    a.reason.clone(),
                ]
            })
            .collect();
        self.table(
            &l.adjustments,
            &[
                (&l.seat, 26.0, Align::Center),
                (&l.player, 170.0, Align::Left),
                (&l.points, 60.0, Align::Center),
                (&l.reason, 0.0, Align::Left),
            ],
            &rows,
        );
    }

    fn foul_log(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        let rows: Vec<Vec<String>> = doc
            .fouls
            .iter()
            .map(|f| {
                vec![
                    f.seat.to_string(),
                    self.nickname(f.seat),
                    f.when.clone(),
                    f.offence.clone(),
                ]
            })
            .collect();
        self.table(
            &l.foul_log,
            &[
                (&l.seat, 26.0, Align::Center),
                (&l.player, 170.0, Align::Left),
                (&l.when, 90.0, Align::Left),
                (&l.offence, 0.0, Align::Left),
            ],
            &rows,
        );
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

    fn protest_block(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        if doc.protest.trim().is_empty() && doc.judge_decision.trim().is_empty() {
            return;
        }
        let style = Style::regular(8.0, INK);
        for (title, text) in [
            (&l.protest, &doc.protest),
            (&l.decision, &doc.judge_decision),
        ] {
            if !self.fits(19.0 + 12.0) {
                let sub = l.appendix.clone();
                self.start_page(Some(&sub));
            }
            self.section_title(title);
            let lines = if text.trim().is_empty() {
                vec![l.nothing.clone()]
            } else {
                self.m.wrap(text, style, CW - 10.0, usize::MAX)
            };
            self.flow(&lines, style, 11.0);
            self.y += 6.0;
        }
    }

    fn notes_block(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        if !self.fits(19.0 + 12.0) {
            let sub = l.appendix.clone();
            self.start_page(Some(&sub));
        }
        self.section_title(&l.notes);
        let style = Style::regular(8.0, INK);
        for note in &doc.notes {
            let lines = self.m.wrap(note, style, CW - 10.0, usize::MAX);
            self.flow(&lines, style, 11.0);
            self.y += 3.0;
        }
        // Ruled lines for the pen down to the signature.
        let mut y = self.y + 16.0;
        while y <= CONTENT_BOTTOM {
            self.page.hline(MX, MX + CW, y, 0.4, RULE_LIGHT);
            y += 18.0;
        }
    }
}

/// The top padding that centres `n` grid lines in a row `h` points tall.
fn centred(h: f32, n: usize, style: Style) -> f32 {
    let block = n.saturating_sub(1) as f32 * CELL_LEADING + (CAP + DESCENT) * style.size;
    ((h - block) / 2.0).max(0.0)
}

/// The judge's name and signature line and the page number, at the foot.
fn signature(c: &mut Canvas, doc: &ProtocolDoc, page: usize, pages: usize) {
    let l = &doc.labels;
    let y = PAGE_H - BOTTOM - SIGN_H;
    c.hline(MX, MX + CW, y, 0.6, RULE);
    let base = y + 15.0;
    let label = Style::regular(7.5, MUTED);
    let value = Style::bold(9.0, INK);
    let judge = format!("{}:", l.judge);
    c.text(MX, base, &judge, label);
    let jx = MX + c.metrics.width(&judge, label) + 5.0;
    let name = c.metrics.fit(&doc.header.judge, value, 230.0);
    c.text(jx, base, &name, value);
    let sx = MX + 300.0;
    let sig = format!("{}:", l.signature);
    c.text(sx, base, &sig, label);
    let lx = sx + c.metrics.width(&sig, label) + 6.0;
    c.hline(lx, lx + 170.0, base + 2.0, 0.6, INK);
    let num = format!("{} {page} {} {pages}", l.page, l.of);
    let num_style = Style::regular(7.5, MUTED);
    let nw = c.metrics.width(&num, num_style);
    c.text(MX + CW - nw, base, &num, num_style);
    let foot_style = Style::regular(6.0, MUTED);
    let foot = c.metrics.fit(&doc.footer, foot_style, CW);
    c.text(MX, base + 11.0, &foot, foot_style);
}

fn paint(pages: &[Vec<Op>], doc: &ProtocolDoc) -> Result<Vec<u8>, ProtocolError> {
    use krilla::Document;
    use krilla::color::rgb;
    use krilla::geom::{PathBuilder, Point};
    use krilla::metadata::Metadata;
    use krilla::page::PageSettings;
    use krilla::paint::{Fill, Stroke};
    use krilla::text::{Font, TextDirection};

    let font = |data: &'static [u8], name: &str| {
        Font::new(data.into(), 0)
            .ok_or_else(|| ProtocolError::Font(format!("DejaVu Sans {name} is not a usable font")))
    };
    let regular = font(dejavu::sans::regular(), "regular")?;
    let bold = font(dejavu::sans::bold(), "bold")?;
    let color = |c: Rgb| rgb::Color::new(c.0, c.1, c.2);

    let mut document = Document::new();
    let h = &doc.header;
    let title = [
        h.tournament.as_str(),
        h.table.as_str(),
        h.game_number.as_str(),
    ]
    .iter()
    .filter(|s| !s.is_empty())
    .copied()
    .collect::<Vec<_>>()
    .join(" · ");
    let title = if title.is_empty() {
        doc.labels.title.clone()
    } else {
        format!("{} — {title}", doc.labels.title)
    };
    document.set_metadata(
        Metadata::new()
            .title(title)
            .creator("mafia-judge".to_owned())
            .language(
                match doc.labels.lang {
                    Lang::Ru => "ru",
                    Lang::En => "en",
                }
                .to_owned(),
            ),
    );

    for ops in pages {
        let settings = PageSettings::from_wh(PAGE_W, PAGE_H)
            .ok_or_else(|| ProtocolError::Pdf("bad page size".to_owned()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for op in ops {
            match op {
                Op::Text {
                    x, y, style, text, ..
                } => {
                    surface.set_stroke(None);
                    surface.set_fill(Some(Fill {
                        paint: color(style.color).into(),
                        ..Fill::default()
                    }));
                    let face = if style.bold { &bold } else { &regular };
                    surface.draw_text(
                        Point::from_xy(*x, *y),
                        face.clone(),
                        style.size,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
                Op::Fill { rect, color: c } => {
                    let mut pb = PathBuilder::new();
                    if let Some(r) = krilla::geom::Rect::from_xywh(rect.x, rect.y, rect.w, rect.h) {
                        pb.push_rect(r);
                    }
                    if let Some(path) = pb.finish() {
                        surface.set_stroke(None);
                        surface.set_fill(Some(Fill {
                            paint: color(*c).into(),
                            ..Fill::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
                Op::Frame {
                    rect,
                    width,
                    color: c,
                } => {
                    let mut pb = PathBuilder::new();
                    if let Some(r) = krilla::geom::Rect::from_xywh(rect.x, rect.y, rect.w, rect.h) {
                        pb.push_rect(r);
                    }
                    if let Some(path) = pb.finish() {
                        surface.set_fill(None);
                        surface.set_stroke(Some(Stroke {
                            paint: color(*c).into(),
                            width: *width,
                            ..Stroke::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
                Op::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    width,
                    color: c,
                } => {
                    let mut pb = PathBuilder::new();
                    pb.move_to(*x1, *y1);
                    pb.line_to(*x2, *y2);
                    if let Some(path) = pb.finish() {
                        surface.set_fill(None);
                        surface.set_stroke(Some(Stroke {
                            paint: color(*c).into(),
                            width: *width,
                            ..Stroke::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| ProtocolError::Pdf(format!("{e:?}")))
}
