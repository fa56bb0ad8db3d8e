//! Column specs: what the seat table and the appendix tables are drawn
//! from. A column is its head (a label of the form), a width rule, an
//! alignment, the style and padding of its text, and the text of its cell
//! in a row of the model; a few columns also tint their cell or paint it
//! themselves (the foul boxes).

use super::*;

/// How wide a column is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Width {
    /// Exactly this many points.
    Fixed(f32),
    /// As wide as its widest text plus the padding, within `min..=max`; it
    /// gives way (down to `min`, the rightmost first) when the `Rest`
    /// column would be narrower than its own minimum.
    Fit { min: f32, max: f32 },
    /// What the other columns leave; the text wraps onto more lines where
    /// the table has room for them.
    Rest { min: f32 },
}

/// Paints a cell by itself (instead of its text).
pub type Painter<'c, R> = &'c dyn Fn(&mut Canvas<'_>, Rect, &R);

/// A tint under a cell, by row.
pub type Tint<'c, R> = &'c dyn Fn(&R) -> Option<Rgb>;

/// One column of a table whose rows are `R`s.
pub struct Column<'c, R> {
    pub head: &'c str,
    pub width: Width,
    pub align: Align,
    /// The body's text.
    pub style: Style,
    /// Padding each side of the text.
    pub pad: f32,
    /// The cell's text in a row.
    pub text: &'c dyn Fn(&R) -> String,
    /// A tint under the cell, by row.
    pub fill: Option<Tint<'c, R>>,
    /// Paints the cell instead of its text.
    pub paint: Option<Painter<'c, R>>,
}

impl<'c, R> Column<'c, R> {
    /// A text column.
    pub fn new(
        head: &'c str,
        width: Width,
        align: Align,
        style: Style,
        pad: f32,
        text: &'c dyn Fn(&R) -> String,
    ) -> Self {
        Column {
            head,
            width,
            align,
            style,
            pad,
            text,
            fill: None,
            paint: None,
        }
    }
}

/// The columns' widths for a table `total` points wide, measuring the
/// `Fit` columns' texts over `rows`.
pub fn widths<R>(m: &Metrics, total: f32, cols: &[Column<'_, R>], rows: &[R]) -> Vec<f32> {
    let mut w: Vec<f32> = cols
        .iter()
        .map(|c| match c.width {
            Width::Fixed(x) => x,
            Width::Fit { min, max } => {
                let widest = rows
                    .iter()
                    .map(|r| m.width(&(c.text)(r), c.style))
                    .fold(0.0, f32::max);
                (widest + 2.0 * c.pad).clamp(min, max)
            }
            Width::Rest { .. } => 0.0,
        })
        .collect();
    let rest_min = cols
        .iter()
        .filter_map(|c| match c.width {
            Width::Rest { min } => Some(min),
            _ => None,
        })
        .sum::<f32>();
    let rests = cols
        .iter()
        .filter(|c| matches!(c.width, Width::Rest { .. }))
        .count();
    let mut deficit = (rest_min - (total - w.iter().sum::<f32>())).max(0.0);
    for (i, c) in cols.iter().enumerate().rev() {
        if let Width::Fit { min, .. } = c.width {
            let give = deficit.min((w[i] - min).max(0.0));
            w[i] -= give;
            deficit -= give;
        }
    }
    if rests > 0 {
        let each = (total - w.iter().sum::<f32>()) / rests as f32;
        for (i, c) in cols.iter().enumerate() {
            if matches!(c.width, Width::Rest { .. }) {
                w[i] = each;
            }
        }
    }
    w
}

/// The left edge of each column, from `x0`.
pub fn edges(x0: f32, widths: &[f32]) -> Vec<f32> {
    widths
        .iter()
        .scan(x0, |x, w| {
            let at = *x;
            *x += w;
            Some(at)
        })
        .collect()
}
