//! The seat table (nickname, role, fouls, points) and the panel beside it
//! (result, best move, protest).

use super::columns::{Column, Width, edges, widths};
use super::*;

impl<'a> Composer<'a> {
    /// The seats table, drawn from its column specs; returns its bottom.
    pub(super) fn seat_table(
        &mut self,
        top: f32,
        range: std::ops::Range<usize>,
        row_h: f32,
    ) -> f32 {
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
        let regular = Style::regular(text_size, INK);
        let bold = Style::bold(text_size, INK);

        let seat = |s: &SeatRow| s.seat.to_string();
        let nick = |s: &SeatRow| s.nickname.clone();
        let role = |s: &SeatRow| s.role.clone();
        let tint = |s: &SeatRow| match s.side {
            Some(Side::Red) => Some(RED_TINT),
            Some(Side::Black) => Some(BLACK_TINT),
            None => None,
        };
        let none = |_: &SeatRow| String::new();
        let boxes_of = |c: &mut Canvas<'_>, r: Rect, s: &SeatRow| foul_boxes(c, r, s);
        let left = |s: &SeatRow| s.left.clone();
        let points = |s: &SeatRow| s.points.map(|p| l.number(p)).unwrap_or_default();
        let extra = |s: &SeatRow| {
            if s.extra != 0.0 || s.points.is_some() {
                l.signed(s.extra)
            } else {
                String::new()
            }
        };
        let total = |s: &SeatRow| s.total().map(|t| l.number(t)).unwrap_or_default();
        // Role and exit as wide as their longest text within limits; the
        // nickname takes what is left and keeps at least 130 points (the
        // exit, then the role give way; an ellipsis beyond).
        let cols = [
            Column::new(&l.seat, Width::Fixed(22.0), Align::Center, bold, 2.0, &seat),
            Column::new(
                &l.player,
                Width::Rest { min: 130.0 },
                Align::Left,
                regular,
                5.0,
                &nick,
            ),
            Column {
                fill: Some(&tint),
                ..Column::new(
                    &l.role,
                    Width::Fit {
                        min: 72.0,
                        max: 130.0,
                    },
                    Align::Left,
                    Style::regular(text_size - 0.5, INK),
                    5.0,
                    &role,
                )
            },
            Column {
                paint: Some(&boxes_of),
                ..Column::new(
                    &l.fouls,
                    Width::Fixed(fouls_w),
                    Align::Center,
                    regular,
                    2.0,
                    &none,
                )
            },
            Column::new(
                &l.left,
                Width::Fit {
                    min: 110.0,
                    max: 165.0,
                },
                Align::Left,
                Style::regular(7.5, INK),
                5.0,
                &left,
            ),
            Column::new(
                &l.points,
                Width::Fixed(40.0),
                Align::Center,
                regular,
                2.0,
                &points,
            ),
            Column::new(
                &l.extra,
                Width::Fixed(40.0),
                Align::Center,
                regular,
                2.0,
                &extra,
            ),
            Column::new(
                &l.total,
                Width::Fixed(42.0),
                Align::Center,
                bold,
                2.0,
                &total,
            ),
        ];
        let widths = widths(self.m, table_w, &cols, &doc.seats);
        let xs = edges(MX, &widths);
        let col = |i: usize, y: f32, h: f32| Rect::new(xs[i], y, widths[i], h);

        // Fills first, so rules and text lie on top.
        self.page
            .fill(Rect::new(MX, top, table_w, head_h), HEAD_FILL);
        for (i, seat) in seats.iter().enumerate() {
            let y = top + head_h + i as f32 * row_h;
            for (j, c) in cols.iter().enumerate() {
                if let Some(colour) = c.fill.and_then(|f| f(seat)) {
                    self.page.fill(col(j, y, row_h), colour);
                }
            }
        }
        for (j, c) in cols.iter().enumerate() {
            // The heads sit 5 points in, whatever the body's padding.
            self.page
                .cell(col(j, top, head_h), c.head, HEAD, c.align, 5.0);
        }
        for (i, seat) in seats.iter().enumerate() {
            let y = top + head_h + i as f32 * row_h;
            for (j, c) in cols.iter().enumerate() {
                match c.paint {
                    Some(paint) => paint(&mut self.page, col(j, y, row_h), seat),
                    None => {
                        self.page
                            .cell(col(j, y, row_h), &(c.text)(seat), c.style, c.align, c.pad)
                    }
                }
            }
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

    /// Result, best move, protest and decision to the right of the seats.
    pub(super) fn side_panel(&mut self, top: f32, seats_bottom: f32) -> f32 {
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
}

/// Small squares, one per foul that removes a player, filled per foul given.
fn foul_boxes(page: &mut Canvas<'_>, cell: Rect, seat: &SeatRow) {
    let n = seat.foul_limit.min(6);
    if n == 0 {
        let text = if seat.fouls > 0 {
            seat.fouls.to_string()
        } else {
            String::new()
        };
        page.cell(cell, &text, Style::regular(8.0, INK), Align::Center, 2.0);
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
            page.fill(r, if removed { RED_INK } else { FOUL_FILL });
        }
        page.frame(r, 0.6, FRAME);
    }
}
