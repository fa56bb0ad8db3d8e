//! The days-and-nights grid as text: one column per round, one row per kind
//! of event (speaking order, nominations, votes, the lift, who left, the
//! shot, the checks, other night steps), each cell already the words and
//! seat numbers the judge reads. Pure: built from a [`ProtocolDoc`] alone,
//! so it is tested without a PDF; [`super::pdf`] only measures and draws it.

use super::model::{DayBlock, Labels, NightBlock, ProtocolDoc, Shot};

/// A cell of the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    /// The round has not happened: left blank for the pen.
    Blank,
    /// The round happened, nothing of this kind in it.
    Dash,
    /// Pieces that stay whole on a line, joined by the separator.
    Items(Vec<String>, &'static str),
    /// Free text, broken at spaces.
    Text(String),
}

impl Cell {
    /// The cell on one line, as a person reads it ("—" for a dash).
    pub fn text(&self) -> String {
        match self {
            Cell::Blank => String::new(),
            Cell::Dash => DASH.to_owned(),
            Cell::Items(items, sep) => items.join(sep),
            Cell::Text(t) => t.clone(),
        }
    }
}

/// What a [`Cell::Dash`] prints.
pub const DASH: &str = "—";

/// The day's rows and the night's rows are tinted apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Day,
    Night,
}

/// One row: its label and one cell per round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridRow {
    pub label: String,
    pub part: Part,
    pub cells: Vec<Cell>,
}

/// The whole grid: a heading per round column and the rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// "День 1 · Ночь 1", "Ночь 0", one per column.
    pub heads: Vec<String>,
    pub rows: Vec<GridRow>,
    /// The number the next blank round gets.
    next: u32,
}

/// A round: the day and the night of one number, either may be missing.
struct Round<'a> {
    number: u32,
    day: Option<&'a DayBlock>,
    night: Option<&'a NightBlock>,
}

fn head(l: &Labels, number: u32, day: bool, night: bool) -> String {
    match (day, night) {
        (false, true) => format!("{} {number}", l.night),
        (true, false) => format!("{} {number}", l.day),
        _ => format!("{} {number} · {} {number}", l.day, l.night),
    }
}

impl Grid {
    /// The grid of the rounds the game had, in order.
    pub fn new(doc: &ProtocolDoc) -> Grid {
        let rounds = rounds(doc);
        let l = &doc.labels;
        Grid {
            heads: rounds
                .iter()
                .map(|r| head(l, r.number, r.day.is_some(), r.night.is_some()))
                .collect(),
            rows: rows(doc, &rounds),
            next: rounds.last().map_or(1, |r| r.number + 1),
        }
    }

    /// How many round columns there are.
    pub fn columns(&self) -> usize {
        self.heads.len()
    }

    /// Adds blank rounds for the pen, numbered on from the last, until
    /// there are `columns` of them.
    pub fn pad_to(&mut self, columns: usize, l: &Labels) {
        while self.heads.len() < columns {
            self.heads.push(head(l, self.next, true, true));
            for row in &mut self.rows {
                row.cells.push(Cell::Blank);
            }
            self.next += 1;
        }
    }
}

fn rounds(doc: &ProtocolDoc) -> Vec<Round<'_>> {
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

fn seats(v: &[u8]) -> Vec<String> {
    v.iter().map(u8::to_string).collect()
}

/// Pieces, or a dash when there are none.
fn items(v: Vec<String>, sep: &'static str) -> Cell {
    if v.is_empty() {
        Cell::Dash
    } else {
        Cell::Items(v, sep)
    }
}

/// The counts of the first vote (or of the re-votes), a bar between counts.
fn votes(d: &DayBlock, revote: bool) -> Cell {
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
}

fn speaking_order(d: &DayBlock) -> Cell {
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
}

fn nominations(d: &DayBlock) -> Cell {
    let noms = d
        .nominations
        .iter()
        .map(|(by, t)| format!("{by} → {t}"))
        .collect();
    items(noms, ", ")
}

fn lift(l: &Labels, d: &DayBlock) -> Cell {
    match &d.lift {
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
    }
}

fn shot(l: &Labels, n: &NightBlock) -> Cell {
    match &n.shot {
        Some(Shot::Killed(v)) => items(seats(v), ", "),
        Some(Shot::Miss) => Cell::Text(l.miss.clone()),
        None => Cell::Dash,
    }
}

/// Another night role's steps of this name: "actor → targets: answer".
fn night_step(n: &NightBlock, name: &str) -> Cell {
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
}

fn rows(doc: &ProtocolDoc, rounds: &[Round<'_>]) -> Vec<GridRow> {
    let l = &doc.labels;
    let day_row = |label: &str, f: &dyn Fn(&DayBlock) -> Cell| GridRow {
        label: label.to_owned(),
        part: Part::Day,
        cells: rounds
            .iter()
            .map(|r| r.day.map_or(Cell::Blank, f))
            .collect(),
    };
    let night_row = |label: &str, f: &dyn Fn(&NightBlock) -> Cell| GridRow {
        label: label.to_owned(),
        part: Part::Night,
        cells: rounds
            .iter()
            .map(|r| r.night.map_or(Cell::Blank, f))
            .collect(),
    };
    let any_revote = doc.days.iter().any(|d| d.votes.iter().any(|v| v.revote));
    let any_lift = doc.days.iter().any(|d| d.lift.is_some());
    let any_notes = doc.days.iter().any(|d| !d.notes.is_empty());

    let mut rows = vec![
        day_row(&l.speaking_order, &speaking_order),
        day_row(&l.nominations, &nominations),
        day_row(&l.votes, &|d| votes(d, false)),
    ];
    if any_revote {
        rows.push(day_row(&l.revote, &|d| votes(d, true)));
    }
    if any_lift {
        rows.push(day_row(&l.lift, &|d| lift(l, d)));
    }
    rows.push(day_row(&l.voted_out, &|d| items(seats(&d.left), ", ")));
    if any_notes {
        rows.push(day_row(&l.day_notes, &|d| {
            if d.notes.is_empty() {
                Cell::Dash
            } else {
                Cell::Text(d.notes.join("; "))
            }
        }));
    }
    rows.push(night_row(&l.shot, &|n| shot(l, n)));
    rows.push(night_row(&l.don_check, &|n| match &n.don_check {
        Some(c) => Cell::Text(format!("→ {}: {}", c.target, c.answer)),
        None => Cell::Dash,
    }));
    rows.push(night_row(&l.sheriff_check, &|n| match &n.sheriff_check {
        Some(c) => Cell::Text(format!("→ {}: {}", c.target, c.answer)),
        None => Cell::Dash,
    }));
    let mut step_names: Vec<&str> = Vec::new();
    for n in &doc.nights {
        for s in &n.extra {
            if !step_names.contains(&s.name.as_str()) {
                step_names.push(&s.name);
            }
        }
    }
    for name in step_names {
        rows.push(night_row(name, &|n| night_step(n, name)));
    }
    // A ruleset without a don's check (say) blanks that label: no row.
    rows.retain(|r| !r.label.trim().is_empty());
    rows
}
