//! The docs name only what is there: every path of the repository that
//! ARCHITECTURE.md names in backticks, and every file the README links to.

use crate::support::root;

/// The inline code spans of a Markdown text, fenced blocks left out.
fn code_spans(md: &str) -> Vec<&str> {
    let mut fenced = false;
    let mut spans = Vec::new();
    for line in md.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            spans.extend(line.split('`').skip(1).step_by(2));
        }
    }
    spans
}

/// Whether a code span names a path of the repository: a Rust source
/// (`.rs`), or anything whose first part is a folder or file at the
/// repository's root (`crates/...`, `docs/...`, `Cargo.toml`). Other
/// folders (a tournament's `games/`, the data folder's `trash/`) are not
/// the repository's.
fn repo_path(span: &str, top: &[String]) -> bool {
    let plain = !span.is_empty()
        && !span.contains(char::is_whitespace)
        && !span.contains("::")
        && !span.contains("://")
        && !span.starts_with(['/', '.', '-', '$', '%', '<']);
    let first = span.split('/').next().unwrap_or_default();
    plain && (span.ends_with(".rs") || top.iter().any(|t| t == first))
}

/// Whether a path (with `*` or `{a,b}` at most in its last parts) exists:
/// a pattern is checked up to its first wild part.
fn exists(span: &str) -> bool {
    let fixed: Vec<&str> = span
        .split('/')
        .take_while(|p| !p.contains(['*', '{', '[']))
        .collect();
    root().join(fixed.join("/")).exists()
}

/// The repository's top-level folders and files (the build's `target`
/// and git's own left out).
fn top_level() -> Vec<String> {
    std::fs::read_dir(root())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "target" && !n.starts_with('.'))
        .collect()
}

#[test]
fn every_path_architecture_md_names_exists() {
    let md = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let top = top_level();
    let paths: Vec<&str> = code_spans(&md)
        .into_iter()
        .filter(|s| repo_path(s, &top))
        .collect();
    assert!(paths.len() >= 20, "the scan found the paths: {paths:?}");
    let missing: Vec<&&str> = paths.iter().filter(|p| !exists(p)).collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths the repository does not have:\n{missing:#?}"
    );
}

#[test]
fn every_file_the_readme_links_to_exists() {
    let md = std::fs::read_to_string(root().join("README.md")).unwrap();
    let links: Vec<&str> = md
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|l| !l.contains("://") && !l.starts_with('#'))
        .collect();
    assert!(links.len() >= 10, "the scan found the links: {links:?}");
    let missing: Vec<&&str> = links
        .iter()
        .filter(|l| {
            !root()
                .join(l.split('#').next().unwrap_or_default())
                .exists()
        })
        .collect();
    assert!(
        missing.is_empty(),
        "README.md links to nothing: {missing:?}"
    );
}

#[test]
fn the_scan_tells_a_repository_path_from_other_code() {
    let top = vec!["crates".to_owned(), "Cargo.toml".to_owned()];
    let md = "`crates/core/src/lib.rs` and `games/*.json`, `mafia_core::game`,\n\
              ```\nnot/this.rs\n```\n`lib.rs`, `Cargo.toml`, `make test`";
    let found: Vec<&str> = code_spans(md)
        .into_iter()
        .filter(|s| repo_path(s, &top))
        .collect();
    assert_eq!(found, ["crates/core/src/lib.rs", "lib.rs", "Cargo.toml"]);
    assert!(exists("crates/*/Cargo.toml") && exists("rulesets/fiim.toml"));
    assert!(!exists("src/game/") && !exists("lib.rs"));
}
