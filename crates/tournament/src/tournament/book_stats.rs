//! The tournament book's pages of statistics: win rate by role as bars,
//! and the points of the first players over the rounds as lines, drawn
//! with the protocol's painter (`protocol::layout::Canvas`, krilla paths
//! in the PDF), after the standings.

use super::progress::PointsOverRounds;
use super::stats::Stats;
use crate::audience::between::{LINE_COLOURS, nice_step};
use crate::i18n::msg;
use crate::protocol::layout::{Align, Canvas, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};
use crate::ruleset::{Lang, Ruleset, Side};

const MX: f32 = 36.0;
const INK: Rgb = Rgb(17, 24, 39);
const MUTED: Rgb = Rgb(107, 114, 128);
const RULE: Rgb = Rgb(209, 213, 219);
/// The red roles' bars and the black roles'.
const RED: Rgb = Rgb(220, 72, 72);
const BLACK: Rgb = Rgb(55, 65, 81);
/// The chart's box: its top, the bars' full height, the room for the scale.
const TOP: f32 = 90.0;
const HEIGHT: f32 = 220.0;
const SCALE: f32 = 34.0;

/// The page: a title, then a bar per role (percent of its games won), with
/// the percent and wins/games over each bar and the role's name under it.
pub fn stats_page(stats: &Stats, rs: &Ruleset, lang: Lang, metrics: &Metrics) -> Vec<Op> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let small = Style::regular(8.0, MUTED);
    let label = Style::regular(9.0, INK);
    let figure = Style::bold(9.0, INK);
    let mut c = Canvas::new(metrics);
    c.text(MX, 40.0, msg::TournamentStatsHeading.get(lang), title);
    c.text(
        MX,
        56.0,
        &msg::TournamentGamesCounted {
            count: usize::try_from(stats.games).unwrap_or(usize::MAX),
        }
        .get(lang),
        sub,
    );
    if stats.roles.is_empty() {
        c.text(MX, TOP, msg::TournamentStatsNone.get(lang), sub);
        return c.ops;
    }
    let left = MX + SCALE;
    let width = PAGE_W - MX - left;
    let base = TOP + HEIGHT;
    // The scale: a rule every 25 %.
    c.text(MX, TOP - 14.0, msg::TournamentStatsAxis.get(lang), small);
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
    let n = stats.roles.len() as f32;
    let slot = width / n;
    let bar = (slot * 0.6).min(90.0);
    for (i, r) in stats.roles.iter().enumerate() {
        let x = left + slot * i as f32 + (slot - bar) / 2.0;
        let h = HEIGHT * (r.line.win_rate as f32).clamp(0.0, 1.0);
        let colour = match r.side {
            Side::Red => RED,
            Side::Black => BLACK,
        };
        if h > 0.0 {
            c.fill(Rect::new(x, base - h, bar, h), colour);
        }
        let pct = format!(
            "{} ({}/{})",
            crate::i18n::percent(lang, r.line.win_rate),
            r.line.wins,
            r.line.games
        );
        let at = Rect::new(left + slot * i as f32, base - h - 16.0, slot, 14.0);
        c.cell(at, &pct, figure, Align::Center, 0.0);
        let name = rs
            .roles
            .iter()
            .find(|role| role.id == r.role)
            .map_or(r.role.as_str(), |role| role.name.get(lang));
        let at = Rect::new(left + slot * i as f32, base + 4.0, slot, 14.0);
        c.cell(at, name, label, Align::Center, 0.0);
    }
    c.ops
}

/// The colour of the `k`-th line (the hall's and the window's colours).
fn line_colour(k: usize) -> Rgb {
    let [r, g, b] = LINE_COLOURS[k % LINE_COLOURS.len()];
    Rgb(r, g, b)
}

/// The lines' box on the page and the legend's room on its right.
const LINES_TOP: f32 = 84.0;
const LINES_BOTTOM: f32 = PAGE_H - 70.0;
const LEGEND_W: f32 = 170.0;

/// The page of points over the rounds: a line per player (the first
/// players of the standings), the points on the left scale, the rounds
/// under it, and a legend with the nicknames, places and last points.
pub fn points_page(lines: &PointsOverRounds, lang: Lang, metrics: &Metrics) -> Vec<Op> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let small = Style::regular(8.0, MUTED);
    let label = Style::regular(9.0, INK);
    let mut c = Canvas::new(metrics);
    c.text(MX, 40.0, msg::TournamentPointsHeading.get(lang), title);
    c.text(MX, 56.0, msg::TournamentPointsNote.get(lang), sub);
    if lines.is_empty() {
        c.text(
            MX,
            LINES_TOP + 10.0,
            msg::TournamentStatsNone.get(lang),
            sub,
        );
        return c.ops;
    }
    let left = MX + SCALE;
    let right = PAGE_W - MX - LEGEND_W;
    let (top, base) = (LINES_TOP, LINES_BOTTOM);
    let (lo, hi) = lines.range();
    let step = nice_step(hi - lo, 8);
    let lo = (lo / step).floor() * step;
    let hi = ((hi / step).ceil() * step).max(lo + step);
    let y_of = |v: f64| base - (base - top) * ((v - lo) / (hi - lo)) as f32;
    // The points' scale: a rule per step, the word over it.
    c.text(MX, top - 10.0, msg::TournamentPointsPoints.get(lang), small);
    let mut v = lo;
    while v <= hi + step / 2.0 {
        let y = y_of(v);
        let zero = v.abs() < step / 2.0;
        c.hline(left, right, y, if zero { 0.8 } else { 0.4 }, RULE);
        c.cell(
            Rect::new(MX, y - 6.0, SCALE - 4.0, 12.0),
            &crate::i18n::points(lang, v),
            small,
            Align::Right,
            0.0,
        );
        v += step;
    }
    // The rounds, evenly apart; a label on every k-th so they never crowd.
    let n = lines.rounds.len();
    let x_of = |i: usize| {
        if n <= 1 {
            (left + right) / 2.0
        } else {
            left + (right - left) * i as f32 / (n - 1) as f32
        }
    };
    let every = n.div_ceil(24).max(1);
    for (i, r) in lines.rounds.iter().enumerate() {
        let x = x_of(i);
        c.vline(x, base, base + 3.0, 0.6, MUTED);
        if i % every == 0 || i + 1 == n {
            c.cell(
                Rect::new(x - 15.0, base + 5.0, 30.0, 12.0),
                &r.to_string(),
                small,
                Align::Center,
                0.0,
            );
        }
    }
    c.cell(
        Rect::new(left, base + 20.0, right - left, 12.0),
        msg::TournamentPointsRound.get(lang),
        small,
        Align::Center,
        0.0,
    );
    // The lines, then the legend.
    for (k, p) in lines.players.iter().enumerate() {
        let colour = line_colour(k);
        let points: Vec<(f32, f32)> = p
            .after
            .iter()
            .enumerate()
            .map(|(i, v)| (x_of(i), y_of(*v)))
            .collect();
        if let [(x, y)] = points.as_slice() {
            c.fill(Rect::new(x - 2.0, y - 2.0, 4.0, 4.0), colour);
        }
        c.polyline(points, 1.6, colour);
        let y = top + 16.0 * k as f32;
        let lx = right + 16.0;
        c.fill(Rect::new(lx, y + 3.0, 14.0, 3.0), colour);
        let last = p.after.last().copied().unwrap_or(0.0);
        c.text(
            lx + 20.0,
            y + 8.0,
            &format!(
                "{}. {} · {}",
                p.place,
                p.nick,
                crate::i18n::points(lang, last)
            ),
            label,
        );
    }
    c.ops
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::tournament::{open, stats};

    #[test]
    fn the_book_draws_a_bar_per_role_with_its_win_rate() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
        let rs = crate::ruleset::catalog::find("minsk-final").unwrap();
        let s = stats::stats(
            &t.games,
            &[],
            Some(&t.description),
            &stats::Filter::default(),
            |_| Ok(rs.clone()),
        );
        let ops = stats_page(&s, &rs, Lang::En, &Metrics::new().unwrap());
        // Red won 10 of the 16 games: the civilians' and the sheriff's bars
        // say 62.5 %, the don's and the mafia's 37.5 %.
        let texts: Vec<&str> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert!(texts.contains(&"62.5 % (10/16)"), "{texts:?}");
        assert!(texts.contains(&"37.5 % (6/16)"), "{texts:?}");
        let bars = ops
            .iter()
            .filter(|op| matches!(op, Op::Fill { color, .. } if *color == RED || *color == BLACK))
            .count();
        assert_eq!(bars, 4);
    }

    #[test]
    fn the_book_draws_a_line_per_leading_player_with_a_legend() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
        let rs = crate::ruleset::catalog::find("minsk-final").unwrap();
        let s = crate::tournament::standings(&rs, &t.description, &t.games, &[]);
        let lines = crate::tournament::progress::points_over_rounds(&s, 10);
        let ops = points_page(&lines, Lang::En, &Metrics::new().unwrap());
        let drawn: Vec<&Vec<(f32, f32)>> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Polyline { points, .. } => Some(points),
                _ => None,
            })
            .collect();
        assert_eq!(drawn.len(), 10, "a line per player");
        assert!(drawn.iter().all(|p| p.len() == 16), "a point per round");
        let texts: Vec<&str> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        // Борис (the second player of tournament.toml) leads with 11.5
        // points from his games (the legend).
        let leader = format!("1. {} · 11.5", t.description.players[1].nick);
        assert!(texts.contains(&leader.as_str()), "{texts:?}");
        assert!(texts.contains(&"round"), "{texts:?}");
        assert!(texts.contains(&"points"), "{texts:?}");
        // The leader's line ends higher on the page than the last one's.
        let end = |p: &Vec<(f32, f32)>| p.last().unwrap().1;
        assert!(end(drawn[0]) < end(drawn[9]));
    }
}
