//! Text measuring, fitting and the page's drawing list.
//!
//! The form is first laid out into a list of [`Op`]s per page (text with its
//! measured width, filled boxes, ruled lines), then painted by krilla. Keeping
//! the list lets tests check the layout itself: nothing outside the page and
//! no text over text, whatever the input.

use mafia_protocol::protocol::ProtocolError;

/// Page size: A4 landscape, in PDF points.
pub const PAGE_W: f32 = 841.89;
pub const PAGE_H: f32 = 595.28;

/// The ellipsis put where text is cut.
pub const ELLIPSIS: &str = "…";

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

/// How a piece of text is set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    pub color: Rgb,
}

impl Style {
    pub const fn regular(size: f32, color: Rgb) -> Self {
        Style {
            size,
            bold: false,
            color,
        }
    }
    pub const fn bold(size: f32, color: Rgb) -> Self {
        Style {
            size,
            bold: true,
            color,
        }
    }
}

/// A rectangle in page points, y growing downwards from the top edge.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Self {
        Rect { x, y, w, h }
    }
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    /// The same rectangle shrunk by `dx` left and right and `dy` top and bottom.
    pub fn inset(&self, dx: f32, dy: f32) -> Rect {
        Rect::new(
            self.x + dx,
            self.y + dy,
            (self.w - 2.0 * dx).max(0.0),
            (self.h - 2.0 * dy).max(0.0),
        )
    }
}

/// One drawing step.
#[derive(Debug, Clone, PartialEq)]
pub enum Op {
    /// Text on one line; `y` is the baseline, `width` the measured advance.
    Text {
        x: f32,
        y: f32,
        width: f32,
        style: Style,
        text: String,
    },
    /// A filled rectangle.
    Fill { rect: Rect, color: Rgb },
    /// A stroked rectangle.
    Frame { rect: Rect, width: f32, color: Rgb },
    /// A straight ruled line.
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width: f32,
        color: Rgb,
    },
    /// A line through these points, in order (a chart's line).
    Polyline {
        points: Vec<(f32, f32)>,
        width: f32,
        color: Rgb,
    },
}

impl Op {
    /// The box the glyphs of a text op cover (cap height up, descender down).
    pub fn text_box(&self) -> Option<Rect> {
        match self {
            Op::Text {
                x, y, width, style, ..
            } => Some(Rect::new(
                *x,
                y - CAP * style.size,
                *width,
                (CAP + DESCENT) * style.size,
            )),
            _ => None,
        }
    }
}

/// Height of capitals over the baseline and depth of descenders under it,
/// in ems (DejaVu Sans: cap 0.729, descender 0.236).
pub const CAP: f32 = 0.73;
pub const DESCENT: f32 = 0.24;

/// The two faces as krilla paints them: text is shaped with rustybuzz (the
/// crate and version krilla itself shapes with, the same buffer settings as
/// its `draw_text`), and `pdf::paint` draws exactly the glyphs [`shape`]
/// returns with `draw_glyphs`. So the width the layout measures is the width
/// painted, kerning and ligatures included.
///
/// [`shape`]: Metrics::shape
pub struct Metrics {
    regular: rustybuzz::Face<'static>,
    bold: rustybuzz::Face<'static>,
}

impl Metrics {
    pub fn new() -> Result<Self, ProtocolError> {
        let parse = |data: &'static [u8], name: &str| {
            rustybuzz::Face::from_slice(data, 0).ok_or_else(|| ProtocolError::Font(name.to_owned()))
        };
        Ok(Metrics {
            regular: parse(dejavu::sans::regular(), "regular")?,
            bold: parse(dejavu::sans::bold(), "bold")?,
        })
    }

    fn face(&self, bold: bool) -> &rustybuzz::Face<'static> {
        if bold { &self.bold } else { &self.regular }
    }

    /// The glyphs of `text` in one face, advances in ems, each with the
    /// part of `text` it stands for (so the PDF's text stays selectable).
    pub fn shape(&self, text: &str, bold: bool) -> Vec<krilla::text::KrillaGlyph> {
        let face = self.face(bold);
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        let out = rustybuzz::shape(face, &[], buffer);
        let em = face.units_per_em().max(1) as f32;
        let infos = out.glyph_infos();
        // A cluster runs from its start to the next cluster's start in the
        // text, whatever the direction the glyphs come in.
        let mut starts: Vec<usize> = infos.iter().map(|i| i.cluster as usize).collect();
        starts.sort_unstable();
        starts.dedup();
        infos
            .iter()
            .zip(out.glyph_positions())
            .map(|(info, pos)| {
                let start = info.cluster as usize;
                let end = starts
                    .iter()
                    .copied()
                    .find(|&s| s > start)
                    .unwrap_or(text.len());
                krilla::text::KrillaGlyph::new(
                    krilla::text::GlyphId::new(info.glyph_id),
                    pos.x_advance as f32 / em,
                    pos.x_offset as f32 / em,
                    pos.y_offset as f32 / em,
                    pos.y_advance as f32 / em,
                    start..end,
                    None,
                )
            })
            .collect()
    }

    /// Width of `text` set in `style`, in points, as painted.
    pub fn width(&self, text: &str, style: Style) -> f32 {
        self.shape(text, style.bold)
            .iter()
            .map(|g| g.x_advance)
            .sum::<f32>()
            * style.size
    }

    /// `text` as it fits in `max` points: whole, or cut with an ellipsis.
    pub fn fit(&self, text: &str, style: Style, max: f32) -> String {
        if self.width(text, style) <= max {
            return text.to_owned();
        }
        let cut = |n: usize| -> String {
            let head: String = text.chars().take(n).collect();
            format!("{}{ELLIPSIS}", head.trim_end())
        };
        let fits = |n: usize| self.width(&cut(n), style) <= max;
        if !fits(0) {
            return String::new();
        }
        // The longest head that fits with its ellipsis: `lo` fits, `hi` not.
        let (mut lo, mut hi) = (0, text.chars().count());
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if fits(mid) { lo = mid } else { hi = mid }
        }
        cut(lo)
    }

    /// Free text broken into lines at spaces (over-long words at characters),
    /// at most `max_lines`, the last one cut with an ellipsis when text is left.
    pub fn wrap(&self, text: &str, style: Style, max: f32, max_lines: usize) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        for paragraph in text.split('\n') {
            let words: Vec<String> = paragraph.split_whitespace().map(str::to_owned).collect();
            if words.is_empty() {
                lines.push(String::new());
                continue;
            }
            self.pack(&words, " ", style, max, &mut lines);
        }
        self.limit(lines, style, max, max_lines)
    }

    /// Items that must stay whole ("7: 5", "3 → 7") set in a row with `sep`
    /// between them, broken into lines between items.
    pub fn wrap_items(
        &self,
        items: &[String],
        sep: &str,
        style: Style,
        max: f32,
        max_lines: usize,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let trimmed_sep = sep.trim_end();
        let with_sep: Vec<String> = items
            .iter()
            .enumerate()
            .map(|(i, it)| {
                if i + 1 < items.len() {
                    format!("{it}{trimmed_sep}")
                } else {
                    it.clone()
                }
            })
            .collect();
        let glue = &sep[trimmed_sep.len()..];
        self.pack(&with_sep, glue, style, max, &mut lines);
        self.limit(lines, style, max, max_lines)
    }

    /// Greedy line filling; pieces wider than a line are cut at characters.
    fn pack(&self, pieces: &[String], glue: &str, style: Style, max: f32, lines: &mut Vec<String>) {
        let mut line = String::new();
        for piece in pieces {
            let candidate = if line.is_empty() {
                piece.clone()
            } else {
                format!("{line}{glue}{piece}")
            };
            if self.width(&candidate, style) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if self.width(piece, style) <= max {
                line = piece.clone();
            } else {
                for c in piece.chars() {
                    let mut next = line.clone();
                    next.push(c);
                    if self.width(&next, style) > max && !line.is_empty() {
                        lines.push(std::mem::take(&mut line));
                        line.push(c);
                    } else {
                        line = next;
                    }
                }
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }

    fn limit(
        &self,
        mut lines: Vec<String>,
        style: Style,
        max: f32,
        max_lines: usize,
    ) -> Vec<String> {
        if max_lines == 0 {
            return Vec::new();
        }
        if lines.len() > max_lines {
            lines.truncate(max_lines);
            if let Some(last) = lines.last_mut() {
                let mut s = last.trim_end().to_owned();
                while !s.is_empty() && self.width(&format!("{s}{ELLIPSIS}"), style) > max {
                    s.pop();
                }
                *last = format!("{}{ELLIPSIS}", s.trim_end());
            }
        }
        lines
    }
}

/// Where text sits in its box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// The drawing list of one page, with the measuring it needs.
pub struct Canvas<'m> {
    pub metrics: &'m Metrics,
    pub ops: Vec<Op>,
}

impl<'m> Canvas<'m> {
    pub fn new(metrics: &'m Metrics) -> Self {
        Canvas {
            metrics,
            ops: Vec::new(),
        }
    }

    /// Text starting at `x` on baseline `y` (not fitted: the caller measured).
    pub fn text(&mut self, x: f32, y: f32, text: &str, style: Style) {
        // Control characters (a newline in a nickname) would print as boxes.
        let text: String = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if text.trim().is_empty() {
            return;
        }
        let width = self.metrics.width(&text, style);
        self.ops.push(Op::Text {
            x,
            y,
            width,
            style,
            text,
        });
    }

    /// One line of text fitted into `rect` (ellipsis when too long), centred
    /// vertically, aligned horizontally with `pad` points of padding.
    pub fn cell(&mut self, rect: Rect, text: &str, style: Style, align: Align, pad: f32) {
        let inner = (rect.w - 2.0 * pad).max(0.0);
        let fitted = self.metrics.fit(text, style, inner);
        let w = self.metrics.width(&fitted, style);
        let x = match align {
            Align::Left => rect.x + pad,
            Align::Center => rect.x + (rect.w - w) / 2.0,
            Align::Right => rect.right() - pad - w,
        };
        let y = rect.y + (rect.h + CAP * style.size) / 2.0;
        self.text(x, y, &fitted, style);
    }

    /// Lines of text from the top of `rect`, `leading` points apart, the
    /// first capital `pad_y` under the top, `pad_x` in from the left.
    pub fn lines(
        &mut self,
        rect: Rect,
        lines: &[String],
        style: Style,
        leading: f32,
        (pad_x, pad_y): (f32, f32),
    ) {
        let mut y = rect.y + pad_y + CAP * style.size;
        for line in lines {
            self.text(rect.x + pad_x, y, line, style);
            y += leading;
        }
    }

    /// How many lines [`Canvas::lines`] can set in `height` points without
    /// the last one reaching under `height`.
    pub fn lines_that_fit(height: f32, style: Style, leading: f32, pad_y: f32) -> usize {
        let first = pad_y + (CAP + DESCENT) * style.size;
        if height < first || leading <= 0.0 {
            return 0;
        }
        ((height - first) / leading).floor() as usize + 1
    }

    pub fn fill(&mut self, rect: Rect, color: Rgb) {
        self.ops.push(Op::Fill { rect, color });
    }

    pub fn frame(&mut self, rect: Rect, width: f32, color: Rgb) {
        self.ops.push(Op::Frame { rect, width, color });
    }

    pub fn hline(&mut self, x1: f32, x2: f32, y: f32, width: f32, color: Rgb) {
        self.ops.push(Op::Line {
            x1,
            y1: y,
            x2,
            y2: y,
            width,
            color,
        });
    }

    /// A line through `points` (fewer than two: nothing).
    pub fn polyline(&mut self, points: Vec<(f32, f32)>, width: f32, color: Rgb) {
        if points.len() >= 2 {
            self.ops.push(Op::Polyline {
                points,
                width,
                color,
            });
        }
    }

    pub fn vline(&mut self, x: f32, y1: f32, y2: f32, width: f32, color: Rgb) {
        self.ops.push(Op::Line {
            x1: x,
            y1,
            x2: x,
            y2,
            width,
            color,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Style = Style::regular(10.0, Rgb(0, 0, 0));

    /// Russian sample text, taken from the catalogue (no words outside `i18n`).
    fn ru(m: mafia_words::i18n::Fixed) -> String {
        m.get(mafia_words::Lang::Ru).to_owned()
    }

    #[test]
    fn width_grows_with_text_and_bold_is_wider() {
        let m = Metrics::new().unwrap();
        let word = ru(mafia_words::i18n::msg::ProtocolPlayer);
        let a = m.width(&word, S);
        assert!(a > 20.0 && a < 60.0, "{a}");
        assert!(m.width(&format!("{word} {word}"), S) > 2.0 * a);
        assert!(m.width(&word, Style::bold(10.0, Rgb(0, 0, 0))) > a);
    }

    /// The measured width is the sum of the advances krilla paints, kerning
    /// included: DejaVu Sans kerns "AV" and "To" tighter than their letters'
    /// plain advances (the old per-letter sum was wider than the ink).
    #[test]
    fn text_is_measured_as_krilla_shapes_it_kerning_included() {
        let m = Metrics::new().unwrap();
        for pair in ["AV", "To"] {
            let apart: f32 = pair.chars().map(|c| m.width(&c.to_string(), S)).sum();
            let together = m.width(pair, S);
            assert!(together < apart - 0.1, "{pair}: {together} vs {apart}");
        }
        let painted: f32 = m.shape("AV", false).iter().map(|g| g.x_advance).sum();
        assert_eq!(m.width("AV", S), painted * S.size);
    }

    /// Each glyph names the bytes of the text it stands for, so the PDF's
    /// text can be selected and searched (Cyrillic is two bytes a letter).
    #[test]
    fn every_glyph_knows_its_part_of_the_text() {
        let m = Metrics::new().unwrap();
        let word = ru(mafia_words::i18n::msg::ProtocolPlayer);
        let glyphs = m.shape(&word, true);
        assert_eq!(glyphs.len(), word.chars().count());
        assert_eq!(glyphs.first().map(|g| g.text_range.start), Some(0));
        assert_eq!(glyphs.last().map(|g| g.text_range.end), Some(word.len()));
        for pair in glyphs.windows(2) {
            assert_eq!(pair[0].text_range.end, pair[1].text_range.start);
        }
    }

    #[test]
    fn fit_keeps_short_text_and_cuts_long_text_with_an_ellipsis() {
        let m = Metrics::new().unwrap();
        assert_eq!(
            m.fit(&ru(mafia_words::i18n::msg::Nick), S, 100.0),
            ru(mafia_words::i18n::msg::Nick)
        );
        let long = ru(mafia_words::i18n::msg::ResumePutAsideTip);
        let cut = m.fit(&long, S, 60.0);
        assert!(cut.ends_with(ELLIPSIS), "{cut}");
        assert!(m.width(&cut, S) <= 60.0);
        let first = long.split(' ').next().unwrap_or_default();
        assert!(cut.starts_with(first), "{cut}");
        // As long as it can be: one more letter would not fit.
        let head = cut.trim_end_matches(ELLIPSIS);
        let longer: String = long.chars().take(head.chars().count() + 1).collect();
        if !longer.ends_with(char::is_whitespace) {
            assert!(
                m.width(&format!("{longer}{ELLIPSIS}"), S) > 60.0,
                "{longer}"
            );
        }
        assert_eq!(m.fit(&long, S, 1.0), "", "not even the ellipsis fits");
    }

    #[test]
    fn wrap_breaks_at_spaces_and_marks_cut_text() {
        let m = Metrics::new().unwrap();
        let words = mafia_words::i18n::msg::WhoVotesFor { seat: 3 }.get(mafia_words::Lang::Ru);
        let lines = m.wrap(&words, S, 60.0, 10);
        assert!(lines.len() >= 3, "{lines:?}");
        for l in &lines {
            assert!(m.width(l, S) <= 60.0, "{l}");
        }
        assert_eq!(lines.join(" "), words);
        let two = m.wrap(&words, S, 60.0, 2);
        assert_eq!(two.len(), 2);
        assert!(two[1].ends_with(ELLIPSIS), "{two:?}");
        assert!(m.width(&two[1], S) <= 60.0);
    }

    #[test]
    fn wrap_cuts_a_word_longer_than_the_line() {
        let m = Metrics::new().unwrap();
        let long_word = ru(mafia_words::i18n::msg::ProtocolPlayer).repeat(8);
        let lines = m.wrap(&long_word, S, 50.0, 20);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(m.width(l, S) <= 50.0, "{l}");
        }
        assert_eq!(lines.concat(), long_word);
    }

    #[test]
    fn items_stay_whole() {
        let m = Metrics::new().unwrap();
        let items: Vec<String> = (1..=8).map(|i| format!("{i}: {}", 10 - i)).collect();
        let lines = m.wrap_items(&items, " · ", S, 70.0, 10);
        assert!(lines.len() > 1);
        let joined = lines.join(" ");
        for it in &items {
            assert!(joined.contains(it.as_str()), "{it} in {joined}");
        }
    }
}
