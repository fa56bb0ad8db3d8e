//! The game protocol PDF, read back with poppler's `pdftotext`: what the
//! judge signs must say who played what, who left how and when, who won and
//! the points, each in its own row.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

mod common {
    pub mod protocol_samples;
}

use common::protocol_samples::*;
use mafia_judge::protocol::*;
use mafia_judge::protocol::{layout, pdf};
use mafia_judge::ruleset::Lang;
use std::path::PathBuf;
use std::process::Command;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mj-protocol-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Render `doc`, keep a copy in `$MJ_PROTOCOL_SAMPLES` when set (to look at
/// the pages), and return the bytes and the text `pdftotext -layout` reads.
fn render_and_read(doc: &ProtocolDoc, name: &str) -> (Vec<u8>, String) {
    let bytes = render_pdf(doc).unwrap();
    let dir = scratch(name);
    let pdf = dir.join(format!("{name}.pdf"));
    std::fs::write(&pdf, &bytes).unwrap();
    if let Ok(keep) = std::env::var("MJ_PROTOCOL_SAMPLES") {
        std::fs::create_dir_all(&keep).unwrap();
        std::fs::copy(&pdf, PathBuf::from(keep).join(format!("{name}.pdf"))).unwrap();
    }
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) must be installed: `make test` installs it");
    assert!(
        out.status.success(),
        "pdftotext failed on {}",
        pdf.display()
    );
    std::fs::remove_dir_all(&dir).unwrap();
    (bytes, String::from_utf8(out.stdout).unwrap())
}

/// Pages as pdftotext splits them (form feed).
fn pages(text: &str) -> Vec<&str> {
    text.split('\u{c}')
        .filter(|p| !p.trim().is_empty())
        .collect()
}

/// The one line of page 1 that holds this nickname.
fn seat_line<'t>(page1: &'t str, nick: &str) -> &'t str {
    let lines: Vec<&str> = page1.lines().filter(|l| l.contains(nick)).collect();
    assert_eq!(
        lines.len(),
        1,
        "{nick} on exactly one line of page 1:\n{page1}"
    );
    lines[0]
}

fn words(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn render_samples() {
    for (doc, name) in [
        (full_game(Lang::Ru), "full-ru"),
        (full_game(Lang::En), "full-en"),
        (long_game(Lang::Ru), "long-ru"),
        (stress(Lang::Ru), "stress-ru"),
        (stylized(Lang::Ru), "stylized-ru"),
        (empty_draft(Lang::Ru), "draft-ru"),
    ] {
        let (bytes, text) = render_and_read(&doc, name);
        assert!(bytes.starts_with(b"%PDF-"));
        assert!(!text.is_empty());
    }
}

#[test]
fn every_seat_row_holds_nickname_role_exit_and_points() {
    for lang in [Lang::Ru, Lang::En] {
        let doc = full_game(lang);
        let (_, text) = render_and_read(&doc, &format!("rows-{lang:?}"));
        let page1 = pages(&text)[0];
        for row in &doc.seats {
            let line = words(seat_line(page1, &row.nickname));
            assert!(
                line.starts_with(&format!("{} {}", row.seat, row.nickname)),
                "seat number first: {line}"
            );
            assert!(line.contains(&row.role), "role in {line}");
            assert!(line.contains(&row.left), "exit in {line}");
            let total = doc.labels.number(row.total().unwrap());
            let points = doc.labels.number(row.points.unwrap());
            let extra = doc.labels.signed(row.extra);
            assert!(
                line.contains(&format!(" {points} {extra} {total}")),
                "points, extra and total in the row: {line}"
            );
        }
    }
}

/// Every sample, in both languages.
fn all_samples() -> Vec<(String, ProtocolDoc)> {
    let mut out = Vec::new();
    for lang in [Lang::Ru, Lang::En] {
        out.push((format!("full-{lang:?}"), full_game(lang)));
        out.push((format!("long-{lang:?}"), long_game(lang)));
        out.push((format!("stress-{lang:?}"), stress(lang)));
        out.push((format!("stylized-{lang:?}"), stylized(lang)));
        out.push((format!("draft-{lang:?}"), empty_draft(lang)));
    }
    out
}

fn overlap(a: &layout::Rect, b: &layout::Rect) -> bool {
    const EPS: f32 = 0.2;
    a.x + EPS < b.right()
        && b.x + EPS < a.right()
        && a.y + EPS < b.bottom()
        && b.y + EPS < a.bottom()
}

#[test]
fn no_text_over_text_or_over_rules_and_nothing_off_the_page() {
    let metrics = layout::Metrics::new().unwrap();
    for (name, doc) in all_samples() {
        let pages = pdf::layout_pages(&doc, &metrics);
        for (p, ops) in pages.iter().enumerate() {
            let texts: Vec<(layout::Rect, &str)> = ops
                .iter()
                .filter_map(|op| match op {
                    layout::Op::Text { text, .. } => Some((op.text_box().unwrap(), text.as_str())),
                    _ => None,
                })
                .collect();
            for (i, (a, ta)) in texts.iter().enumerate() {
                assert!(
                    a.x >= 20.0 && a.right() <= layout::PAGE_W - 20.0,
                    "{name} page {}: {ta:?} off the page sideways: {a:?}",
                    p + 1
                );
                assert!(
                    a.y >= 20.0 && a.bottom() <= layout::PAGE_H - 10.0,
                    "{name} page {}: {ta:?} off the page vertically: {a:?}",
                    p + 1
                );
                for (b, tb) in &texts[i + 1..] {
                    assert!(
                        !overlap(a, b),
                        "{name} page {}: {ta:?} {a:?} over {tb:?} {b:?}",
                        p + 1
                    );
                }
            }
            // Ruled lines and frame edges never cross a text.
            let mut rules: Vec<(f32, f32, f32, f32)> = Vec::new();
            for op in ops {
                match op {
                    layout::Op::Line { x1, y1, x2, y2, .. } => rules.push((*x1, *y1, *x2, *y2)),
                    layout::Op::Frame { rect: r, .. } => {
                        rules.push((r.x, r.y, r.x, r.bottom()));
                        rules.push((r.right(), r.y, r.right(), r.bottom()));
                        rules.push((r.x, r.y, r.right(), r.y));
                        rules.push((r.x, r.bottom(), r.right(), r.bottom()));
                    }
                    _ => {}
                }
            }
            for (a, ta) in &texts {
                for (x1, y1, x2, y2) in &rules {
                    let thin = layout::Rect::new(
                        x1.min(*x2),
                        y1.min(*y2),
                        (x2 - x1).abs(),
                        (y2 - y1).abs(),
                    );
                    let crosses = if thin.w == 0.0 {
                        a.x + 0.2 < thin.x
                            && thin.x < a.right() - 0.2
                            && a.y < thin.bottom()
                            && thin.y < a.bottom()
                    } else {
                        a.y + 0.2 < thin.y
                            && thin.y < a.bottom() - 0.2
                            && a.x < thin.right()
                            && thin.x < a.right()
                    };
                    assert!(
                        !crosses,
                        "{name} page {}: a rule {thin:?} crosses {ta:?} {a:?}",
                        p + 1
                    );
                }
            }
        }
    }
}
