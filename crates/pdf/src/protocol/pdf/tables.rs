//! The appendix tables (points, fouls) and the free-text blocks, each
//! table drawn from its column specs.

use super::columns::{Column, Width, widths};
use super::*;
use mafia_protocol::protocol::model::{Adjustment, FoulEntry};

/// The appendix tables' text.
const BODY: Style = Style::regular(8.0, INK);

impl<'a> Composer<'a> {
    /// A ruled table drawn from its column specs: the `Rest` column wraps,
    /// the others are fitted to one line (an ellipsis beyond); it breaks
    /// onto new pages and repeats its head there. With no rows, one row
    /// says "none" in the last column.
    pub(super) fn table<R>(&mut self, title: &str, cols: &[Column<'_, R>], rows: &[R]) {
        let widths = widths(self.m, CW, cols, rows);
        let mut texts: Vec<Vec<String>> = rows
            .iter()
            .map(|r| cols.iter().map(|c| (c.text)(r)).collect())
            .collect();
        if texts.is_empty() {
            let mut none = vec![String::new(); cols.len().saturating_sub(1)];
            none.push(self.doc.labels.nothing.clone());
            texts.push(none);
        }
        let head_h = 15.0;
        let leading = 10.0;
        let laid: Vec<(Vec<Vec<String>>, f32)> = texts
            .iter()
            .map(|row| {
                let cells: Vec<Vec<String>> = row
                    .iter()
                    .zip(cols.iter().zip(&widths))
                    .map(|(text, (c, w))| {
                        let inner = w - 2.0 * c.pad;
                        match c.width {
                            Width::Rest { .. } => self.m.wrap(text, c.style, inner, 30),
                            _ => vec![self.m.fit(text, c.style, inner)],
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
        self.table_head(cols, &widths, head_h);
        for (cells, h) in &laid {
            if !self.fits(*h) {
                self.table_frame(seg_top, &widths);
                let sub = self.doc.labels.appendix.clone();
                self.start_page(Some(&sub));
                seg_top = self.y;
                self.table_head(cols, &widths, head_h);
            }
            let mut x = MX;
            for ((lines, w), c) in cells.iter().zip(&widths).zip(cols) {
                // Every column on the same baselines, aligned as its spec says.
                let mut base = self.y + 4.1 + CAP * c.style.size;
                for line in lines {
                    let lw = self.m.width(line, c.style);
                    let lx = match c.align {
                        Align::Left => x + c.pad,
                        Align::Center => x + (w - lw) / 2.0,
                        Align::Right => x + w - c.pad - lw,
                    };
                    self.page.text(lx, base, line, c.style);
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

    pub(super) fn table_head<R>(&mut self, cols: &[Column<'_, R>], widths: &[f32], head_h: f32) {
        let y = self.y;
        self.page.fill(Rect::new(MX, y, CW, head_h), HEAD_FILL);
        let mut x = MX;
        for (c, w) in cols.iter().zip(widths) {
            self.page
                .cell(Rect::new(x, y, *w, head_h), c.head, HEAD, c.align, 5.0);
            x += w;
        }
        self.page.hline(MX, MX + CW, y + head_h, 0.8, FRAME);
        self.y += head_h;
    }

    pub(super) fn table_frame(&mut self, top: f32, widths: &[f32]) {
        let mut x = MX;
        for w in &widths[..widths.len().saturating_sub(1)] {
            x += w;
            self.page.vline(x, top, self.y, 0.4, RULE);
        }
        self.page
            .frame(Rect::new(MX, top, CW, self.y - top), 0.9, FRAME);
    }

    /// Page 2: points added or taken, and why.
    pub(super) fn adjustments(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        let points = |a: &Adjustment| a.points.map(|p| l.signed(p)).unwrap_or_default();
        let reason = |a: &Adjustment| a.reason.clone();
        self.seats_table(
            &l.adjustments,
            |a| a.seat,
            Column::new(
                &l.points,
                Width::Fixed(60.0),
                Align::Center,
                BODY,
                5.0,
                &points,
            ),
            (&l.reason, &reason),
            &doc.adjustments,
        );
    }

    /// Page 2: every foul, when, and the offence.
    pub(super) fn foul_log(&mut self) {
        let doc = self.doc;
        let l = &doc.labels;
        let when = |f: &FoulEntry| f.when.clone();
        let offence = |f: &FoulEntry| f.offence.clone();
        self.seats_table(
            &l.foul_log,
            |f| f.seat,
            Column::new(&l.when, Width::Fixed(90.0), Align::Left, BODY, 5.0, &when),
            (&l.offence, &offence),
            &doc.fouls,
        );
    }

    /// An appendix table of rows about seats: the seat, the player, a
    /// `middle` column, and a `last` one (its head and text) that wraps.
    fn seats_table<R>(
        &mut self,
        title: &str,
        seat_of: fn(&R) -> u8,
        middle: Column<'_, R>,
        last: (&str, &dyn Fn(&R) -> String),
        rows: &[R],
    ) {
        let doc = self.doc;
        let l = &doc.labels;
        let seat = |r: &R| seat_of(r).to_string();
        let nick = |r: &R| doc.nickname(seat_of(r));
        let cols = [
            Column::new(&l.seat, Width::Fixed(26.0), Align::Center, BODY, 5.0, &seat),
            Column::new(
                &l.player,
                Width::Fixed(170.0),
                Align::Left,
                BODY,
                5.0,
                &nick,
            ),
            middle,
            Column::new(
                last.0,
                Width::Rest { min: 0.0 },
                Align::Left,
                BODY,
                5.0,
                last.1,
            ),
        ];
        self.table(title, &cols, rows);
    }

    pub(super) fn protest_block(&mut self) {
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

    pub(super) fn notes_block(&mut self) {
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
