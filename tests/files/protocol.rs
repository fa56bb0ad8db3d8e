//! The game protocol PDF, read back with poppler's `pdftotext`: what the
//! judge signs must say who played what, who left how and when, who won and
//! the points, each in its own row.

use crate::protocol_samples::*;
use mafia_pdf::protocol::{export_record, layout, pdf, render_pdf};
use mafia_protocol::protocol::*;
use mafia_words::Lang;
use std::path::PathBuf;
use std::process::Command;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("mj-protocol-{}-{n}-{name}", std::process::id()));
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
        (odd(Lang::Ru), "odd-ru"),
        (ProtocolDoc::default(), "default"),
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
        out.push((format!("odd-{lang:?}"), odd(lang)));
    }
    out.push(("default".to_owned(), ProtocolDoc::default()));
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

// ---- The example records, exported as the command line does. ----

use mafia_core::game::score;
use mafia_core::game::state::ExitHow;
use mafia_core::ruleset::Outcome;
use mafia_store::session::Session;

fn example_records() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no example records in {}", dir.display());
    files
}

/// Export a record with `export_record` and read the PDF back.
fn export_and_read(record: &std::path::Path, lang: Lang) -> (u64, String) {
    let name = record.file_stem().unwrap().to_string_lossy().to_string();
    let dir = scratch(&format!("{name}-{lang:?}"));
    let pdf = dir.join(format!("{name}.pdf"));
    export_record(record, &pdf, &ProtocolMeta::default(), lang)
        .unwrap_or_else(|e| panic!("export of {}: {e}", record.display()));
    let size = std::fs::metadata(&pdf).unwrap().len();
    if let Ok(keep) = std::env::var("MJ_PROTOCOL_SAMPLES") {
        std::fs::create_dir_all(&keep).unwrap();
        std::fs::copy(
            &pdf,
            PathBuf::from(keep).join(format!("{name}-{lang:?}.pdf")),
        )
        .unwrap();
    }
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) must be installed: `make test` installs it");
    assert!(out.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
    (size, String::from_utf8(out.stdout).unwrap())
}

/// The line of page 1 that is this seat's row: it starts "seat nickname ".
fn row_of(page1: &str, seat: u8, nick: &str) -> String {
    let head = format!("{seat} {nick} ");
    let rows: Vec<String> = page1
        .lines()
        .map(words)
        .filter(|l| l.starts_with(&head) || *l == head.trim_end())
        .collect();
    assert_eq!(rows.len(), 1, "one row for seat {seat} {nick}:\n{page1}");
    rows[0].clone()
}

#[test]
fn every_example_record_prints_winner_nicknames_exits_and_points_in_their_rows() {
    for path in example_records() {
        let (record, rs) = mafia_store::session::load_record(&path).unwrap();
        let session = Session::replay(rs.clone(), &record).unwrap();
        let state = session.state();
        let points = score::points(state, &rs);
        let (size, text) = export_and_read(&path, Lang::Ru);
        let file = path.display();
        assert!(size < 300 * 1024, "{file}: {size} bytes");
        let pages = pages(&text);
        assert!(pages.len() >= 2, "{file}: the form and the appendix");
        let page1 = pages[0];
        let labels = Labels::new(Lang::Ru);

        match state.ending.as_ref().map(|e| e.outcome) {
            Some(Outcome::Red) => assert!(page1.contains("Победа красных"), "{file}"),
            Some(Outcome::Black) => assert!(page1.contains("Победа чёрных"), "{file}"),
            Some(Outcome::Draw) => assert!(page1.contains("Ничья"), "{file}"),
            None => assert!(page1.contains("ЧЕРНОВИК") && page1.contains("игра не окончена")),
        }
        if !record.meta.tournament.is_empty() {
            assert!(page1.contains(&record.meta.tournament), "{file}: header");
        }

        for p in &state.players {
            let row = row_of(page1, p.seat, &p.nick);
            if let Some(role) = p.role.and_then(|r| rs.roles.get(r)) {
                assert!(row.contains(role.name.ru.as_str()), "{file}: role in {row}");
            }
            if let Some(exit) = &p.exit {
                let want = match exit.how {
                    ExitHow::Killed => format!("убит, ночь {}", exit.night.unwrap()),
                    ExitHow::Voted => format!("заголосован, день {}", exit.day.unwrap()),
                    ExitHow::Fouls => format!(", день {}", exit.day.unwrap()),
                    ExitHow::Disqualified => "дисквалифицирован".to_owned(),
                    ExitHow::TeamLoss => "поражение команды".to_owned(),
                };
                assert!(row.contains(&want), "{file}: exit {want:?} in {row}");
                if exit.how == ExitHow::Fouls {
                    let word = rs
                        .fouls
                        .word
                        .as_ref()
                        .map_or("фол".to_owned(), |w| w.ru.to_lowercase());
                    let stem: String = word.chars().take(3).collect();
                    assert!(row.contains(&stem), "{file}: fouls in {row}");
                }
            } else {
                for gone in ["убит", "заголосован", "дисквалифицирован"]
                {
                    assert!(!row.contains(gone), "{file}: {row}");
                }
            }
            if state.is_over() {
                let sp = points.iter().find(|x| x.seat == p.seat).unwrap();
                let want = format!(
                    " {} {} {}",
                    labels.number(sp.result),
                    labels.signed(sp.total - sp.result),
                    labels.number(sp.total)
                );
                assert!(row.contains(&want), "{file}: points {want:?} in {row}");
            }
        }

        // Voted-out seats are in the day grid's "voted out" row.
        let voted: Vec<u8> = state.days.iter().flat_map(|d| d.left.clone()).collect();
        let grid_rows: Vec<String> = text
            .lines()
            .map(words)
            .filter(|l| l.starts_with(&labels.voted_out))
            .collect();
        for seat in voted {
            assert!(
                grid_rows
                    .iter()
                    .any(|l| l.split([' ', ',']).any(|t| t == seat.to_string())),
                "{file}: seat {seat} in the voted-out row: {grid_rows:?}"
            );
        }
    }
}

#[test]
fn fouls_are_listed_on_the_appendix_with_their_day() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-removal-by-fouls.json");
    let (record, rs) = mafia_store::session::load_record(&path).unwrap();
    let state = Session::replay(rs, &record).unwrap().state().clone();
    let (_, text) = export_and_read(&path, Lang::Ru);
    let appendix = pages(&text)[1..].join("\n");
    let start = appendix.find("Фолы и нарушения").unwrap();
    let end = appendix.find("Заметки судьи").unwrap();
    let log = &appendix[start..end];
    let fouled: Vec<_> = state.players.iter().filter(|p| p.fouls > 0).collect();
    assert!(!fouled.is_empty(), "the example gives fouls");
    for p in fouled {
        let lines: Vec<String> = log
            .lines()
            .map(words)
            .filter(|l| l.starts_with(&format!("{} {} ", p.seat, p.nick)))
            .collect();
        assert_eq!(lines.len(), usize::from(p.fouls), "{}: {log}", p.nick);
        for l in &lines {
            assert!(l.contains("день ") || l.contains("ночь "), "when: {l}");
        }
    }
}

#[test]
fn english_protocol_uses_english_labels_and_results() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let (_, text) = export_and_read(&path, Lang::En);
    let page1 = pages(&text)[0];
    for label in [
        "GAME PROTOCOL",
        "Tournament",
        "Player",
        "Left the table",
        "Red team wins",
    ] {
        assert!(page1.contains(label), "{label}:\n{page1}");
    }
    assert!(!page1.contains("Игрок "), "no Russian labels");
}

#[test]
fn fonts_are_embedded_and_subset() {
    let bytes = render_pdf(&full_game(Lang::Ru)).unwrap();
    let dir = scratch("fonts");
    let pdf = dir.join("fonts.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let out = Command::new("pdffonts")
        .arg(&pdf)
        .output()
        .expect("pdffonts (poppler-utils)");
    std::fs::remove_dir_all(&dir).unwrap();
    let list = String::from_utf8(out.stdout).unwrap();
    let fonts: Vec<&str> = list.lines().filter(|l| l.contains("DejaVuSans")).collect();
    assert_eq!(fonts.len(), 2, "regular and bold:\n{list}");
    for f in fonts {
        let cols: Vec<&str> = f.split_whitespace().collect();
        // name type... emb sub uni: the three yes/no columns before the object id.
        let n = cols.len();
        assert_eq!(
            &cols[n - 5..n - 2],
            ["yes", "yes", "yes"],
            "embedded, subset, unicode: {f}"
        );
        assert!(cols[0].contains('+'), "a subset tag: {f}");
    }
}

#[test]
fn cyrillic_quotes_and_numero_survive_as_text() {
    let (_, text) = render_and_read(&full_game(Lang::Ru), "typography");
    assert!(text.contains("Ёжик «в тумане»"));
    assert!(text.contains("Игра №"));
    assert!(text.contains("→ 5: не шериф"));
}

#[test]
fn long_texts_are_shortened_with_an_ellipsis_not_overprinted() {
    let doc = stress(Lang::Ru);
    let (_, text) = render_and_read(&doc, "ellipsis");
    let page1 = pages(&text)[0];
    assert!(page1.contains("Очень-очень длинный"));
    assert!(!page1.contains(&doc.seats[0].nickname), "cut on page 1");
    let row = page1
        .lines()
        .map(words)
        .find(|l| l.starts_with("1 Очень"))
        .unwrap();
    assert!(row.contains('…'), "{row}");
    // The full protest is kept on the appendix.
    let appendix: String = pages(&text)[1..].concat();
    assert!(words(&appendix).contains(words(&doc.protest).trim()));
}

#[test]
fn many_rounds_continue_on_a_further_page_before_the_appendix() {
    let (_, text) = render_and_read(&long_game(Lang::Ru), "continued");
    let pages = pages(&text);
    assert!(pages.len() >= 3, "form, continuation, appendix");
    assert!(pages[0].contains("День 1 · Ночь 1"));
    assert!(pages[1].contains("продолжение"));
    assert!(pages[1].contains("День 12 · Ночь 12"));
    assert!(pages.last().unwrap().contains("Приложение"));
    let n = pages.len();
    assert!(pages[0].contains(&format!("стр. 1 из {n}")));
}

#[test]
fn mcc_the_russian_protocol_quotes_borrowed_fiim_rules_in_russian_and_the_english_one_in_english() {
    // Seed 002 numbers nothing and borrows FIIM's rules: the Russian
    // protocol reads «ФИИМ 7.1», «ФИИМ 1.4»; it printed «FIIM 7.1».
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/mcc-order-night-and-double-vote.json");
    let (_, ru) = export_and_read(&path, Lang::Ru);
    let ru = words(&ru);
    assert!(ru.contains("(ФИИМ 7.1)"), "the vote stopped: {ru}");
    assert!(ru.contains("(ФИИМ 1.4)"), "who wins: {ru}");
    for latin in ["(voting)", "section", "FIIM"] {
        assert!(!ru.contains(latin), "{latin} in the Russian protocol: {ru}");
    }
    let (_, en) = export_and_read(&path, Lang::En);
    let en = words(&en);
    assert!(en.contains("(FIIM 7.1)"), "{en}");
    assert!(!en.contains("ФИИМ"), "{en}");
}
