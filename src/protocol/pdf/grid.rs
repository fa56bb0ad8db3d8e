//! The grid of days and nights: the rounds as rows, cells from the model,
//! split over pages when long.

use super::*;

/// A cell of the days-and-nights grid.
pub(super) enum Cell {
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
pub(super) enum Part {
    Day,
    Night,
}

pub(super) struct GridRow {
    label: String,
    part: Part,
    cells: Vec<Cell>,
}

/// A grid row measured for one band: label lines, cell lines, height.
pub(super) struct LaidRow {
    label: Vec<String>,
    cells: Vec<(Vec<String>, Style)>,
    h: f32,
}

pub(super) struct Round<'a> {
    number: u32,
    day: Option<&'a DayBlock>,
    night: Option<&'a NightBlock>,
}

impl<'a> Composer<'a> {
    pub(super) fn rounds(&self) -> Vec<Round<'a>> {
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

    pub(super) fn grid_rows(&self, rounds: &[Round<'a>]) -> Vec<GridRow> {
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
    pub(super) fn rounds_grid(&mut self) {
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
