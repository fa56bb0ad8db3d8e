//! The seat table (nickname, role, fouls, points) and the panel beside it
//! (result, best move, protest).

use super::*;

impl<'a> Composer<'a> {
    /// The seats table; returns its bottom.
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
    pub(super) fn foul_boxes(&mut self, cell: Rect, seat: &SeatRow) {
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
