//! What every page has: the header band, the header fields and the
//! signature strip.

use super::*;

impl<'a> Composer<'a> {
    pub(super) fn band(&mut self, subtitle: Option<&str>) {
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

    pub(super) fn fields(&mut self) {
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
}

/// The judge's name and signature line and the page number, at the foot.
pub(super) fn signature(c: &mut Canvas, doc: &ProtocolDoc, page: usize, pages: usize) {
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
