//! The grid of days and nights drawn: the text of its cells comes from
//! [`mafia_protocol::protocol::grid::Grid`]; here it is measured, banded by rounds
//! and split over pages when long.

use super::*;
use mafia_protocol::protocol::grid::{Cell, DASH, Grid, Part};

/// A grid row measured for one band: label lines, cell lines, height.
pub(super) struct LaidRow {
    label: Vec<String>,
    cells: Vec<(Vec<String>, Style)>,
    h: f32,
}

impl<'a> Composer<'a> {
    /// The days-and-nights grid, in bands of at most six rounds, continuing
    /// on new pages when the page is full.
    pub(super) fn rounds_grid(&mut self) {
        let mut grid = Grid::new(self.doc);
        let real = grid.columns();
        let max_cols = 6;
        let bands = real.div_ceil(max_cols).max(1);
        let cols = real.div_ceil(bands).max(4);
        // Blank columns for the pen, numbered on from the last round.
        grid.pad_to(bands * cols, &self.doc.labels);
        let rows = &grid.rows;
        let label_w = 92.0;
        let col_w = (CW - label_w) / cols as f32;
        let head_h = 15.0;
        let cell_w = col_w - 8.0;

        for band in 0..bands {
            let range = band * cols..(band + 1) * cols;
            let heads = &grid.heads[range.clone()];
            // Each row's lines, measured once.
            let laid: Vec<LaidRow> = rows
                .iter()
                .map(|row| {
                    let label = self.m.wrap(&row.label, HEAD, label_w - 8.0, 2);
                    let cells: Vec<(Vec<String>, Style)> = row.cells[range.clone()]
                        .iter()
                        .map(|cell| match cell {
                            Cell::Blank => (Vec::new(), CELL),
                            Cell::Dash => (vec![DASH.to_owned()], CELL_MUTED),
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
            self.grid_head(heads, label_w, col_w, head_h);
            let mut prev_part = None;
            for (i, (LaidRow { label, cells, h }, row)) in laid.iter().zip(rows).enumerate() {
                if !self.fits(*h) {
                    self.grid_frame(seg_top, label_w, col_w, cols);
                    let cont = self.doc.labels.continued.clone();
                    self.start_page(Some(&cont));
                    seg_top = self.y;
                    self.grid_head(heads, label_w, col_w, head_h);
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

    pub(super) fn grid_head(&mut self, heads: &[String], label_w: f32, col_w: f32, head_h: f32) {
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

    pub(super) fn grid_frame(&mut self, top: f32, label_w: f32, col_w: f32, cols: usize) {
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
}
