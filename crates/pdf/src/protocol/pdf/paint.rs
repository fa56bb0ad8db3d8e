//! Painting the drawing list with krilla: the embedded DejaVu faces, fills,
//! frames, lines, and text as the glyphs the layout measured.

use super::*;

/// Paints the drawing list. Text is drawn as the glyphs [`Metrics::shape`]
/// gives, the same the layout measured.
pub(super) fn paint(
    pages: &[Vec<Op>],
    doc: &ProtocolDoc,
    metrics: &Metrics,
) -> Result<Vec<u8>, ProtocolError> {
    use krilla::Document;
    use krilla::color::rgb;
    use krilla::geom::{PathBuilder, Point};
    use krilla::metadata::Metadata;
    use krilla::page::PageSettings;
    use krilla::paint::{Fill, Stroke};
    use krilla::text::Font;

    let font = |data: &'static [u8], name: &str| {
        Font::new(data.into(), 0).ok_or_else(|| ProtocolError::Font(name.to_owned()))
    };
    let regular = font(dejavu::sans::regular(), "regular")?;
    let bold = font(dejavu::sans::bold(), "bold")?;
    let color = |c: Rgb| rgb::Color::new(c.0, c.1, c.2);

    let mut document = Document::new();
    let h = &doc.header;
    let title = [
        h.tournament.as_str(),
        h.table.as_str(),
        h.game_number.as_str(),
    ]
    .iter()
    .filter(|s| !s.is_empty())
    .copied()
    .collect::<Vec<_>>()
    .join(" · ");
    let title = if title.is_empty() {
        doc.labels.title.clone()
    } else {
        format!("{} — {title}", doc.labels.title)
    };
    document.set_metadata(
        Metadata::new()
            .title(title)
            .creator(mafia_store::made_by::MADE_BY.to_owned())
            .language(
                match doc.labels.lang {
                    Lang::Ru => "ru",
                    Lang::En => "en",
                }
                .to_owned(),
            ),
    );

    for ops in pages {
        let settings = PageSettings::from_wh(PAGE_W, PAGE_H).ok_or(ProtocolError::PageSize)?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for op in ops {
            match op {
                Op::Text {
                    x, y, style, text, ..
                } => {
                    surface.set_stroke(None);
                    surface.set_fill(Some(Fill {
                        paint: color(style.color).into(),
                        ..Fill::default()
                    }));
                    let face = if style.bold { &bold } else { &regular };
                    let glyphs = metrics.shape(text, style.bold);
                    surface.draw_glyphs(
                        Point::from_xy(*x, *y),
                        &glyphs,
                        face.clone(),
                        text,
                        style.size,
                        false,
                    );
                }
                Op::Fill { rect, color: c } => {
                    if let Some(path) = rect_path(rect) {
                        surface.set_stroke(None);
                        surface.set_fill(Some(Fill {
                            paint: color(*c).into(),
                            ..Fill::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
                Op::Frame {
                    rect,
                    width,
                    color: c,
                } => {
                    if let Some(path) = rect_path(rect) {
                        let stroke = Stroke {
                            paint: color(*c).into(),
                            width: *width,
                            ..Stroke::default()
                        };
                        stroke_path(&mut surface, &path, stroke);
                    }
                }
                Op::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    width,
                    color: c,
                } => {
                    let mut pb = PathBuilder::new();
                    pb.move_to(*x1, *y1);
                    pb.line_to(*x2, *y2);
                    if let Some(path) = pb.finish() {
                        let stroke = Stroke {
                            paint: color(*c).into(),
                            width: *width,
                            ..Stroke::default()
                        };
                        stroke_path(&mut surface, &path, stroke);
                    }
                }
                Op::Polyline {
                    points,
                    width,
                    color: c,
                } => {
                    let mut pb = PathBuilder::new();
                    for (i, (x, y)) in points.iter().enumerate() {
                        if i == 0 {
                            pb.move_to(*x, *y);
                        } else {
                            pb.line_to(*x, *y);
                        }
                    }
                    if let Some(path) = pb.finish() {
                        let stroke = Stroke {
                            paint: color(*c).into(),
                            width: *width,
                            line_join: krilla::paint::LineJoin::Round,
                            line_cap: krilla::paint::LineCap::Round,
                            ..Stroke::default()
                        };
                        stroke_path(&mut surface, &path, stroke);
                    }
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| ProtocolError::Pdf(format!("{e:?}")))
}

/// Draws `path` as a line only (no fill) with `stroke`.
fn stroke_path(
    surface: &mut krilla::surface::Surface<'_>,
    path: &krilla::geom::Path,
    stroke: krilla::paint::Stroke,
) {
    surface.set_fill(None);
    surface.set_stroke(Some(stroke));
    surface.draw_path(path);
}

/// The outline of `rect` as a path, or `None` for a rectangle krilla refuses
/// (negative or non-finite size).
fn rect_path(rect: &Rect) -> Option<krilla::geom::Path> {
    let mut pb = krilla::geom::PathBuilder::new();
    pb.push_rect(krilla::geom::Rect::from_xywh(
        rect.x, rect.y, rect.w, rect.h,
    )?);
    pb.finish()
}
