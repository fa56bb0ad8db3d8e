//! Imports run one way: ui -> app -> session -> game -> ruleset. This test
//! reads every file under `src/` and fails on an import against the arrows.

use std::path::{Path, PathBuf};

/// The modules a file in `layer` must never name.
fn forbidden(layer: &str) -> &'static [&'static str] {
    match layer {
        "app" => &["ui"],
        // The web server reads the audience's view; the app feeds it.
        "web" => &["ui", "app", "audio", "audio_ui", "cli"],
        // What the audience sees is built from the game and the ruleset only.
        "audience" => &[
            "app", "ui", "session", "audio", "audio_ui", "protocol", "cli",
        ],
        "session" => &["app", "ui", "audio", "audio_ui", "protocol", "cli"],
        // The protocol sits above the session, beside the command line:
        // it loads records through the session, never through `cli`.
        "protocol" => &["app", "ui", "audio", "audio_ui", "cli"],
        "game" => &[
            "app", "ui", "session", "audio", "audio_ui", "protocol", "cli",
        ],
        "ruleset" => &[
            "app", "ui", "session", "game", "audio", "audio_ui", "protocol", "cli", "i18n",
        ],
        // Files and folders sit below everything: they name nothing of the crate.
        "storage" => &[
            "app",
            "ui",
            "session",
            "game",
            "ruleset",
            "audio",
            "audio_ui",
            "protocol",
            "cli",
            "i18n",
            "audience",
            "tournament",
            "web",
        ],
        _ => &[],
    }
}

/// Every `.rs` file below `dir` (also used by the localisation module's scan).
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The modules of the crate a source text names: `crate::x`, and the `x`
/// in `use crate::{x, ...}`.
fn named_modules(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut rest = code.as_str();
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.push(name);
            }
        } else {
            out.push(
                rest.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            );
        }
    }
    out
}

/// Every import against the arrows, as "file: names module".
fn wrong_way(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut bad = Vec::new();
    for f in files {
        let Ok(rel) = f.strip_prefix(src) else {
            continue;
        };
        let layer = rel
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .unwrap_or("")
            .trim_end_matches(".rs")
            .to_owned();
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for m in named_modules(&text) {
            if forbidden(&layer).contains(&m.as_str()) {
                bad.push(format!("{}: names crate::{m}", rel.display()));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

/// Imports against the arrows that are known and being moved: the
/// projector's view model leaves `ui` (the `audience` work). Each entry must
/// still exist, so the list shrinks as the moves land.
const BEING_MOVED: &[&str] = &[];

#[test]
fn imports_run_one_way_ui_app_session_game_ruleset() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let bad = wrong_way(&src);
    let new: Vec<&String> = bad
        .iter()
        .filter(|b| !BEING_MOVED.contains(&b.as_str()))
        .collect();
    assert!(new.is_empty(), "imports against the arrows: {new:#?}");
    for known in BEING_MOVED {
        assert!(
            bad.iter().any(|b| b == known),
            "{known} is fixed: take it off BEING_MOVED"
        );
    }
}

#[test]
fn the_check_sees_a_plain_import_and_a_grouped_one() {
    assert_eq!(named_modules("use crate::ui::game;"), vec!["ui"]);
    assert_eq!(
        named_modules("use crate::{app::X, ui};\n// crate::session in a comment"),
        vec!["app", "ui"]
    );
    assert!(forbidden("app").contains(&"ui"));
    assert!(forbidden("game").contains(&"session"));
    assert!(forbidden("audience").contains(&"ui"));
    assert!(forbidden("protocol").contains(&"cli"));
}
