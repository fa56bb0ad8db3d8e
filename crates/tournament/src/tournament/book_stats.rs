//! The tournament book's page of statistics: win rate by role as bars,
//! drawn with the protocol's painter (`protocol::layout::Canvas`), after
//! the standings.

use super::stats::Stats;
use crate::i18n::msg;
use crate::protocol::layout::{Align, Canvas, Metrics, Op, PAGE_W, Rect, Rgb, Style};
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
            "{:.1} % ({}/{})",
            r.line.win_rate * 100.0,
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
        let s = stats::stats(&t.games, &[], &stats::Filter::default(), |_| Ok(rs.clone()));
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
}
