//! The tournament book's own pages, drawn beside the protocol's: the
//! standings table (from the protocol's column specs), win rate by role as
//! bars, and points over the rounds as lines (krilla paths). Each page is
//! drawn from a plain model whose words and figures the tournament made
//! (`mafia-tournament`'s `book`); nothing here knows a standing or a role.

use super::columns::{Column, Width, edges, widths};
use crate::protocol::layout::{Align, CAP, Canvas, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};

const MX: f32 = 36.0;
const INK: Rgb = Rgb(17, 24, 39);
const MUTED: Rgb = Rgb(107, 114, 128);
const RULE: Rgb = Rgb(209, 213, 219);
const HEAD_FILL: Rgb = Rgb(229, 231, 235);
const ROW_H: f32 = 15.0;
/// The red roles' bars and the black roles'.
pub const RED: Rgb = Rgb(220, 72, 72);
pub const BLACK: Rgb = Rgb(55, 65, 81);
/// The bars' box: its top, the bars' full height, the room for the scale.
const TOP: f32 = 90.0;
const HEIGHT: f32 = 220.0;
const SCALE: f32 = 34.0;
/// The lines' box on the page and the legend's room on its right.
const LINES_TOP: f32 = 84.0;
const LINES_BOTTOM: f32 = PAGE_H - 70.0;
const LEGEND_W: f32 = 170.0;

/// The standings' columns, in the order of [`StandingsTable::heads`] and
/// of each row's cells: place, award place, nickname, games, wins, points,
/// extra points, penalties, total.
pub const STANDINGS_COLUMNS: usize = 9;

/// The standings as the book prints them.
pub struct StandingsTable {
    pub title: String,
    /// Under the title: the tournament, the rules, the games counted.
    pub subtitle: String,
    pub heads: [String; STANDINGS_COLUMNS],
    pub rows: Vec<StandingsRow>,
    /// Under the table, one line each (the penalties' reasons, the files
    /// left out).
    pub notes: Vec<String>,
}

/// A player's line.
pub struct StandingsRow {
    pub cells: [String; STANDINGS_COLUMNS],
    /// Printed grey (not in the awards).
    pub muted: bool,
}

/// The standings as pages of drawing steps (as many as the rows need).
pub fn standings_pages(t: &StandingsTable, metrics: &Metrics) -> Vec<Vec<Op>> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let head = Style::bold(8.0, INK);
    let cell = Style::regular(9.0, INK);
    let muted = Style::regular(8.0, MUTED);
    // The columns, as the protocol's tables are specified (`columns`): the
    // nickname takes what the figures leave.
    let text = |i: usize| move |r: &StandingsRow| r.cells[i].clone();
    let texts: [_; STANDINGS_COLUMNS] = std::array::from_fn(text);
    let figure = Width::Fit {
        min: 56.0,
        max: 80.0,
    };
    let col = |i: usize, width: Width, align: Align| {
        Column::new(&t.heads[i], width, align, cell, 4.0, &texts[i])
    };
    let cols = [
        col(0, Width::Fixed(44.0), Align::Center),
        col(1, Width::Fixed(52.0), Align::Center),
        col(2, Width::Rest { min: 160.0 }, Align::Left),
        col(3, figure, Align::Right),
        col(4, figure, Align::Right),
        col(5, figure, Align::Right),
        col(6, figure, Align::Right),
        col(7, figure, Align::Right),
        col(8, figure, Align::Right),
    ];
    let width = PAGE_W - 2.0 * MX;
    let widths = widths(metrics, width, &cols, &t.rows);
    let xs = edges(MX, &widths);
    let mut pages = Vec::new();
    let mut c = Canvas::new(metrics);
    let start = |c: &mut Canvas| -> f32 {
        c.text(MX, 40.0, &t.title, title);
        c.text(MX, 56.0, &t.subtitle, sub);
        let top = 68.0;
        c.fill(Rect::new(MX, top, width, ROW_H), HEAD_FILL);
        for (i, col) in cols.iter().enumerate() {
            c.cell(
                Rect::new(xs[i], top, widths[i], ROW_H),
                col.head,
                head,
                col.align,
                col.pad,
            );
        }
        top + ROW_H
    };
    let mut y = start(&mut c);
    for r in &t.rows {
        if y + ROW_H > PAGE_H - 40.0 {
            pages.push(std::mem::take(&mut c.ops));
            y = start(&mut c);
        }
        for (i, col) in cols.iter().enumerate() {
            let style = if r.muted { muted } else { col.style };
            let at = Rect::new(xs[i], y, widths[i], ROW_H);
            c.cell(at, &(col.text)(r), style, col.align, col.pad);
        }
        c.hline(MX, MX + width, y + ROW_H, 0.4, RULE);
        y += ROW_H;
    }
    y += 14.0;
    for n in &t.notes {
        if y + 12.0 > PAGE_H - 30.0 {
            pages.push(std::mem::take(&mut c.ops));
            y = 50.0;
        }
        let fitted = metrics.fit(n, muted, width);
        c.text(MX, y + CAP * muted.size, &fitted, muted);
        y += 12.0;
    }
    pages.push(c.ops);
    pages
}

/// A page of bars: win rate by role.
pub struct BarsPage {
    pub title: String,
    pub subtitle: String,
    /// The scale's word (over it).
    pub axis: String,
    /// Said instead of the chart when there is no bar.
    pub empty: String,
    pub bars: Vec<Bar>,
}

/// One role's bar.
pub struct Bar {
    /// Under the bar: the role's name.
    pub label: String,
    /// Over the bar: the percent and wins/games.
    pub figure: String,
    /// Its height, of the scale's full 0-1.
    pub share: f64,
    /// A red role's (else a black one's).
    pub red: bool,
}

/// The page: a title, then a bar per role, with its figure over it and its
/// name under it, on a scale of a rule every 25 %.
pub fn bars_page(p: &BarsPage, metrics: &Metrics) -> Vec<Op> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let small = Style::regular(8.0, MUTED);
    let label = Style::regular(9.0, INK);
    let figure = Style::bold(9.0, INK);
    let mut c = Canvas::new(metrics);
    c.text(MX, 40.0, &p.title, title);
    c.text(MX, 56.0, &p.subtitle, sub);
    if p.bars.is_empty() {
        c.text(MX, TOP, &p.empty, sub);
        return c.ops;
    }
    let left = MX + SCALE;
    let width = PAGE_W - MX - left;
    let base = TOP + HEIGHT;
    c.text(MX, TOP - 14.0, &p.axis, small);
    for step in 0..=4u8 {
        let y = base - HEIGHT * f32::from(step) / 4.0;
        c.hline(
            left,
            left + width,
            y,
            if step == 0 { 0.8 } else { 0.4 },
            RULE,
        );
        let pct = format!("{}", u32::from(step) * 25);
        c.cell(
            Rect::new(MX, y - 6.0, SCALE - 4.0, 12.0),
            &pct,
            small,
            Align::Right,
            0.0,
        );
    }
    let n = p.bars.len() as f32;
    let slot = width / n;
    let bar = (slot * 0.6).min(90.0);
    for (i, b) in p.bars.iter().enumerate() {
        let x = left + slot * i as f32 + (slot - bar) / 2.0;
        let h = HEIGHT * (b.share as f32).clamp(0.0, 1.0);
        let colour = if b.red { RED } else { BLACK };
        if h > 0.0 {
            c.fill(Rect::new(x, base - h, bar, h), colour);
        }
        let at = Rect::new(left + slot * i as f32, base - h - 16.0, slot, 14.0);
        c.cell(at, &b.figure, figure, Align::Center, 0.0);
        let at = Rect::new(left + slot * i as f32, base + 4.0, slot, 14.0);
        c.cell(at, &b.label, label, Align::Center, 0.0);
    }
    c.ops
}

/// A page of lines: points over the rounds.
pub struct LinesPage {
    pub title: String,
    /// Under the title.
    pub note: String,
    /// Said instead of the chart when there is no line.
    pub empty: String,
    /// The scale's word (over it) and the rounds' (under them).
    pub points_word: String,
    pub round_word: String,
    /// The scale's bottom and top.
    pub lo: f64,
    pub hi: f64,
    /// The scale's rules, bottom up: each one's value and label (the value
    /// near 0 drawn heavier).
    pub ticks: Vec<(f64, String)>,
    /// The value of the scale's step (a rule within half of it from 0 is
    /// the zero line).
    pub step: f64,
    /// The rounds' labels, in order, evenly apart.
    pub rounds: Vec<String>,
    pub lines: Vec<Line>,
}

/// One player's line, with its legend.
pub struct Line {
    pub legend: String,
    pub colour: Rgb,
    /// The value after each round (as many as `rounds`).
    pub after: Vec<f64>,
}

/// The page: a line per player, the scale on the left, the rounds under
/// it, and the legend on the right.
pub fn lines_page(p: &LinesPage, metrics: &Metrics) -> Vec<Op> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let small = Style::regular(8.0, MUTED);
    let label = Style::regular(9.0, INK);
    let mut c = Canvas::new(metrics);
    c.text(MX, 40.0, &p.title, title);
    c.text(MX, 56.0, &p.note, sub);
    if p.rounds.is_empty() || p.lines.is_empty() {
        c.text(MX, LINES_TOP + 10.0, &p.empty, sub);
        return c.ops;
    }
    let left = MX + SCALE;
    let right = PAGE_W - MX - LEGEND_W;
    let (top, base) = (LINES_TOP, LINES_BOTTOM);
    let (lo, hi, step) = (p.lo, p.hi, p.step);
    let y_of = |v: f64| base - (base - top) * ((v - lo) / (hi - lo)) as f32;
    c.text(MX, top - 10.0, &p.points_word, small);
    for (v, text) in &p.ticks {
        let y = y_of(*v);
        let zero = v.abs() < step / 2.0;
        c.hline(left, right, y, if zero { 0.8 } else { 0.4 }, RULE);
        c.cell(
            Rect::new(MX, y - 6.0, SCALE - 4.0, 12.0),
            text,
            small,
            Align::Right,
            0.0,
        );
    }
    // The rounds, evenly apart; a label on every k-th so they never crowd.
    let n = p.rounds.len();
    let x_of = |i: usize| {
        if n <= 1 {
            (left + right) / 2.0
        } else {
            left + (right - left) * i as f32 / (n - 1) as f32
        }
    };
    let every = n.div_ceil(24).max(1);
    for (i, r) in p.rounds.iter().enumerate() {
        let x = x_of(i);
        c.vline(x, base, base + 3.0, 0.6, MUTED);
        if i % every == 0 || i + 1 == n {
            c.cell(
                Rect::new(x - 15.0, base + 5.0, 30.0, 12.0),
                r,
                small,
                Align::Center,
                0.0,
            );
        }
    }
    c.cell(
        Rect::new(left, base + 20.0, right - left, 12.0),
        &p.round_word,
        small,
        Align::Center,
        0.0,
    );
    // The lines, then the legend.
    for (k, l) in p.lines.iter().enumerate() {
        let points: Vec<(f32, f32)> = l
            .after
            .iter()
            .enumerate()
            .map(|(i, v)| (x_of(i), y_of(*v)))
            .collect();
        if let [(x, y)] = points.as_slice() {
            c.fill(Rect::new(x - 2.0, y - 2.0, 4.0, 4.0), l.colour);
        }
        c.polyline(points, 1.6, l.colour);
        let y = top + 16.0 * k as f32;
        let lx = right + 16.0;
        c.fill(Rect::new(lx, y + 3.0, 14.0, 3.0), l.colour);
        c.text(lx + 20.0, y + 8.0, &l.legend, label);
    }
    c.ops
}
