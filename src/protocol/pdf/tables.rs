//! The appendix tables (points, fouls) and the free-text blocks, each
//! table drawn from its column specs.

use super::*;

impl<'a> Composer<'a> {
    /// A ruled table whose last column wraps; breaks onto new pages and
    /// repeats its head there.
    /// A ruled table; with no rows, one row saying "none" in the last column.
    pub(super) fn table(
        &mut self,
        title: &str,
        heads: &[(&str, f32, Align)],
        rows: &[Vec<String>],
    ) {
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

    pub(super) fn table_head(&mut self, heads: &[(&str, f32, Align)], widths: &[f32], head_h: f32) {
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

    pub(super) fn table_frame(&mut self, top: f32, widths: &[f32]) {
        let mut x = MX;
        for w in &widths[..widths.len().saturating_sub(1)] {
            x += w;
            self.page.vline(x, top, self.y, 0.4, RULE);
        }
        self.page
            .frame(Rect::new(MX, top, CW, self.y - top), 0.9, FRAME);
    }

    pub(super) fn adjustments(&mut self) {
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

    pub(super) fn foul_log(&mut self) {
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
