//! The hall's charts as inline SVG, made here on the server from the
//! between-games view (`audience::between::HallCharts`): win rate by role
//! as bars, the first players' points over the rounds as lines with a
//! legend. No script draws them: the page puts the SVG in as it is. Every
//! text from the tournament (a nickname, a role's name) is escaped.

use mafia_audience::audience::between::{HallCharts, LINE_COLOURS, nice_step};
use mafia_core::ruleset::Side;
use mafia_words::Lang;
use std::fmt::Write;

const W: f64 = 960.0;
const H: f64 = 540.0;

/// Escapes text for SVG (XML).
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

fn open(class: &str, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart {class}\" viewBox=\"0 0 {W} {H}\" \
         role=\"img\" aria-label=\"{t}\"><title>{t}</title>",
        t = esc(title)
    )
}

/// The chart pages, bars first: as many as [`HallCharts::pages`].
pub fn svgs(c: &HallCharts, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if !c.roles.is_empty() {
        out.push(bars(c, lang));
    }
    if !c.rounds.is_empty() && !c.lines.is_empty() {
        out.push(lines(c, lang));
    }
    out
}

/// Win rate by role: a bar per role, the percent and wins/games over it.
fn bars(c: &HallCharts, lang: Lang) -> String {
    let mut s = open("bars", c.roles_heading.get(lang));
    let (left, right, top, base) = (70.0, W - 20.0, 50.0, H - 50.0);
    let height = base - top;
    let _ = write!(
        s,
        "<text class=\"axis\" x=\"10\" y=\"30\">{}</text>",
        esc(c.roles_axis.get(lang))
    );
    for step in 0..=4u32 {
        let y = base - height * f64::from(step) / 4.0;
        let _ = write!(
            s,
            "<line class=\"grid\" x1=\"{left}\" y1=\"{y:.1}\" x2=\"{right}\" y2=\"{y:.1}\"/>\
             <text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            left - 8.0,
            y + 6.0,
            step * 25
        );
    }
    let slot = (right - left) / c.roles.len().max(1) as f64;
    let bar = (slot * 0.6).min(140.0);
    for (i, r) in c.roles.iter().enumerate() {
        let x = left + slot * i as f64;
        let h = height * r.rate.clamp(0.0, 1.0);
        let class = match r.side {
            Side::Red => "red",
            Side::Black => "black",
        };
        let _ = write!(
            s,
            "<rect class=\"bar {class}\" x=\"{:.1}\" y=\"{:.1}\" width=\"{bar:.1}\" height=\"{h:.1}\" rx=\"4\"/>\
             <text class=\"figure\" x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{} ({}/{})</text>\
             <text class=\"label\" x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            x + (slot - bar) / 2.0,
            base - h,
            base - h - 10.0,
            mafia_words::i18n::percent(lang, r.rate),
            r.wins,
            r.games,
            base + 30.0,
            esc(r.name.get(lang)),
            cx = x + slot / 2.0,
        );
    }
    s.push_str("</svg>");
    s
}

/// Points over the rounds: a polyline per player, the legend on the right.
fn lines(c: &HallCharts, lang: Lang) -> String {
    let mut s = open("lines", c.lines_heading.get(lang));
    let (left, right, top, base) = (70.0, W - 250.0, 40.0, H - 70.0);
    let (mut lo, mut hi) = (0.0f64, 0.0f64);
    for l in &c.lines {
        for v in &l.after {
            lo = lo.min(*v);
            hi = hi.max(*v);
        }
    }
    let step = nice_step(hi - lo, 8);
    let lo = (lo / step).floor() * step;
    let hi = ((hi / step).ceil() * step).max(lo + step);
    let y_of = |v: f64| base - (base - top) * (v - lo) / (hi - lo);
    let n = c.rounds.len();
    let x_of = |i: usize| {
        if n <= 1 {
            (left + right) / 2.0
        } else {
            left + (right - left) * i as f64 / (n - 1) as f64
        }
    };
    let _ = write!(
        s,
        "<text class=\"axis\" x=\"10\" y=\"24\">{}</text>\
         <text class=\"axis\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        esc(c.points_word.get(lang)),
        (left + right) / 2.0,
        H - 12.0,
        esc(c.round_word.get(lang))
    );
    let mut v = lo;
    while v <= hi + step / 2.0 {
        let y = y_of(v);
        let _ = write!(
            s,
            "<line class=\"grid\" x1=\"{left}\" y1=\"{y:.1}\" x2=\"{right}\" y2=\"{y:.1}\"/>\
             <text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            left - 8.0,
            y + 6.0,
            mafia_words::i18n::points(lang, v)
        );
        v += step;
    }
    let every = n.div_ceil(16).max(1);
    for (i, r) in c.rounds.iter().enumerate() {
        if i % every == 0 || i + 1 == n {
            let _ = write!(
                s,
                "<text class=\"tick\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{r}</text>",
                x_of(i),
                base + 26.0
            );
        }
    }
    let row = ((base - top) / c.lines.len().max(1) as f64).min(40.0);
    for (k, l) in c.lines.iter().enumerate() {
        // The book's colours, lightened for the dark hall (as the projector).
        let light = |c: u8| u16::from(c) + (255 - u16::from(c)) * 35 / 100;
        let [r, g, b] = LINE_COLOURS[k % LINE_COLOURS.len()].map(light);
        let colour = format!("rgb({r},{g},{b})");
        let points: Vec<String> = l
            .after
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{:.1},{:.1}", x_of(i), y_of(*v)))
            .collect();
        let _ = write!(
            s,
            "<polyline class=\"line\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"4\" \
             stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"{}\"/>",
            points.join(" ")
        );
        let y = top + row * k as f64;
        let last = l.after.last().copied().unwrap_or(0.0);
        let _ = write!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"24\" height=\"6\" fill=\"{colour}\"/>\
             <text class=\"legend\" x=\"{:.1}\" y=\"{:.1}\">{} · {}</text>",
            right + 24.0,
            y + 8.0,
            right + 56.0,
            y + 16.0,
            esc(&l.nick),
            mafia_words::i18n::points(lang, last)
        );
    }
    s.push_str("</svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use mafia_audience::audience::between::{PlayerLine, RoleBar};
    use mafia_words::Text;

    #[test]
    fn a_nickname_with_markup_is_text_in_the_svg() {
        let c = HallCharts {
            rounds: vec![1, 2],
            lines: vec![PlayerLine {
                nick: "<script>x</script>".into(),
                after: vec![1.0, 2.0],
            }],
            roles: vec![RoleBar {
                name: Text::new("<b>", "<b>"),
                side: Side::Red,
                wins: 1,
                games: 2,
                rate: 0.5,
            }],
            ..HallCharts::default()
        };
        let all = svgs(&c, Lang::En).join("");
        assert!(!all.contains("<script>"), "{all}");
        assert!(!all.contains("<b>"), "{all}");
        assert!(all.contains("&lt;script&gt;x&lt;/script&gt;"), "{all}");
    }
}
