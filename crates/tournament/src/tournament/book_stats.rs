//! The tournament book's pages of statistics in the book's words: win rate
//! by role as bars, and the points of the first players over the rounds as
//! lines, after the standings. They are drawn with the protocol's
//! (`protocol::pdf::book`: the protocol's painter, krilla paths in the PDF).

use super::progress::PointsOverRounds;
use super::stats::Stats;
use mafia_audience::audience::between::{LINE_COLOURS, nice_step};
use mafia_core::ruleset::{Ruleset, Side};
use mafia_pdf::protocol::layout::Rgb;
use mafia_pdf::protocol::pdf::book::{Bar, BarsPage, Line, LinesPage};
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// Win rate by role: a bar per role (percent of its games won), with the
/// percent and wins/games over each bar and the role's name under it.
pub fn bars(stats: &Stats, rs: &Ruleset, lang: Lang) -> BarsPage {
    let bars = stats
        .roles
        .iter()
        .map(|r| Bar {
            label: rs
                .roles
                .iter()
                .find(|role| role.id == r.role)
                .map_or(r.role.as_str(), |role| role.name.get(lang))
                .to_owned(),
            figure: format!(
                "{} ({}/{})",
                mafia_words::i18n::percent(lang, r.line.win_rate),
                r.line.wins,
                r.line.games
            ),
            share: r.line.win_rate,
            red: r.side == Side::Red,
        })
        .collect();
    BarsPage {
        title: msg::TournamentStatsHeading.get(lang).to_owned(),
        subtitle: msg::TournamentGamesCounted {
            count: usize::try_from(stats.games).unwrap_or(usize::MAX),
        }
        .get(lang),
        axis: msg::TournamentStatsAxis.get(lang).to_owned(),
        empty: msg::TournamentStatsNone.get(lang).to_owned(),
        bars,
    }
}

/// The colour of the `k`-th line (the hall's and the window's colours).
fn line_colour(k: usize) -> Rgb {
    let [r, g, b] = LINE_COLOURS[k % LINE_COLOURS.len()];
    Rgb(r, g, b)
}

/// Points over the rounds: a line per player (the first players of the
/// standings), the points on a scale of round steps (the hall's), the
/// rounds under it, and a legend with the nicknames, places and last points.
pub fn lines(lines: &PointsOverRounds, lang: Lang) -> LinesPage {
    let (lo, hi) = lines.range();
    let step = nice_step(hi - lo, 8);
    let lo = (lo / step).floor() * step;
    let hi = ((hi / step).ceil() * step).max(lo + step);
    let mut ticks = Vec::new();
    let mut v = lo;
    while v <= hi + step / 2.0 {
        ticks.push((v, mafia_words::i18n::points(lang, v)));
        v += step;
    }
    LinesPage {
        title: msg::TournamentPointsHeading.get(lang).to_owned(),
        note: msg::TournamentPointsNote.get(lang).to_owned(),
        empty: msg::TournamentStatsNone.get(lang).to_owned(),
        points_word: msg::TournamentPointsPoints.get(lang).to_owned(),
        round_word: msg::TournamentPointsRound.get(lang).to_owned(),
        lo,
        hi,
        ticks,
        step,
        rounds: lines.rounds.iter().map(ToString::to_string).collect(),
        lines: lines
            .players
            .iter()
            .enumerate()
            .map(|(k, p)| Line {
                legend: format!(
                    "{}. {} · {}",
                    p.place,
                    p.nick,
                    mafia_words::i18n::points(lang, p.after.last().copied().unwrap_or(0.0))
                ),
                colour: line_colour(k),
                after: p.after.clone(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::tournament::{open, stats};
    use mafia_pdf::protocol::layout::{Metrics, Op};
    use mafia_pdf::protocol::pdf::book::{self, BLACK, RED};

    #[test]
    fn the_book_draws_a_bar_per_role_with_its_win_rate() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let t = open(&root.join("examples/tournaments/minsk-final")).unwrap();
        let rs = mafia_store::ruleset::catalog::find("minsk-final").unwrap();
        let s = stats::stats(
            &t.games,
            &[],
            Some(&t.description),
            &stats::Filter::default(),
            |_| Ok(rs.clone()),
        );
        let ops = book::bars_page(&bars(&s, &rs, Lang::En), &Metrics::new().unwrap());
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
        let rs = mafia_store::ruleset::catalog::find("minsk-final").unwrap();
        let s = crate::tournament::standings(&rs, &t.description, &t.games, &[]);
        let lines = crate::tournament::progress::points_over_rounds(&s, 10);
        let ops = book::lines_page(&super::lines(&lines, Lang::En), &Metrics::new().unwrap());
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
