//! The catalogue is whole: every message in both languages with the same
//! values (the build checks it too; the code names messages only through
//! the generated `msg` items, so the compiler checks every id and value),
//! Russian plurals by the CLDR rules, and no Cyrillic text in `src/` outside
//! this module.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::{EN, Lang, RU, Text, catalog, msg};

/// Message id -> the names of the values it uses, for one language.
fn messages(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, text) in files {
        let res = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in res.entries() {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                out.insert(m.id.name.to_owned(), vars);
            }
        }
    }
    out
}

include!("ftl_vars.rs");

#[test]
fn every_message_exists_in_both_languages_with_the_same_values() {
    let ru = messages(RU);
    let en = messages(EN);
    let mut wrong = Vec::new();
    for (id, vars) in &ru {
        match en.get(id) {
            None => wrong.push(format!("{id}: no English")),
            Some(v) if v != vars => wrong.push(format!("{id}: ru uses {vars:?}, en uses {v:?}")),
            Some(_) => {}
        }
    }
    for id in en.keys().filter(|id| !ru.contains_key(*id)) {
        wrong.push(format!("{id}: no Russian"));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(
        ru.len() > 100,
        "the catalogue has only {} messages",
        ru.len()
    );
}

#[test]
fn the_resource_files_load_without_errors_and_list_the_same_files() {
    let problems = super::problems();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let names = |f: &[(&str, &str)]| f.iter().map(|(n, _)| n.to_string()).collect::<Vec<_>>();
    assert_eq!(names(RU), names(EN));
}

#[test]
fn every_message_renders_with_its_values_and_no_isolation_marks() {
    for (lang, files) in [(Lang::Ru, RU), (Lang::En, EN)] {
        for (id, vars) in messages(files) {
            let mut args = fluent_bundle::FluentArgs::new();
            for v in &vars {
                args.set(v.clone(), 3);
            }
            let c = catalog(lang);
            let Some(p) = c.bundle.get_message(&id).and_then(|m| m.value()) else {
                panic!("{id}: no value in {lang:?}");
            };
            let mut errs = Vec::new();
            let s = c.bundle.format_pattern(p, Some(&args), &mut errs);
            assert!(errs.is_empty(), "{lang:?} {id}: {errs:?}");
            assert!(
                !s.contains(['\u{2068}', '\u{2069}']),
                "{lang:?} {id}: {s:?}"
            );
        }
    }
}

#[test]
fn russian_plurals_follow_the_cldr_rules() {
    let v = |n: u8| msg::VotesCount { n }.get(Lang::Ru);
    assert_eq!(v(1), "1 голос");
    assert_eq!(v(2), "2 голоса");
    assert_eq!(v(5), "5 голосов");
    assert_eq!(v(11), "11 голосов");
    assert_eq!(v(21), "21 голос");
    assert_eq!(v(22), "22 голоса");
    assert_eq!(msg::VotesCount { n: 1 }.get(Lang::En), "1 vote");
    assert_eq!(msg::VotesCount { n: 0 }.get(Lang::En), "0 votes");
}

#[test]
fn a_missing_message_shows_its_id_instead_of_panicking() {
    // The generated items name only messages that exist; a catalogue that
    // failed to load a message still answers with the id.
    assert_eq!(
        catalog(Lang::Ru).format("no-such-message", None),
        "no-such-message"
    );
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("n", 1);
    assert_eq!(
        catalog(Lang::En).format("no-such-message", Some(&args)),
        "no-such-message"
    );
}

/// The workspace's root: this crate is `crates/words`.
fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().nth(2).unwrap_or(here).to_path_buf()
}

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
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

/// The sources of every crate of the workspace: `src/` (the command line)
/// and `crates/*/src/`.
fn source_files() -> Vec<PathBuf> {
    let root = root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    if let Ok(crates) = std::fs::read_dir(root.join("crates")) {
        for c in crates.flatten() {
            rust_files(&c.path().join("src"), &mut files);
        }
    }
    files.sort();
    files
}

/// The string and char literals of a Rust file with their line numbers;
/// comments (doc comments included) are skipped.
fn literals(src: &str) -> Vec<(usize, String)> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == 'r'
            && (at(i + 1) == '#' || at(i + 1) == '"')
            && !ident_char(at(i.wrapping_sub(1)))
        {
            // A raw string r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                i += 1;
                continue;
            }
            let start_line = line;
            let mut s = String::new();
            j += 1;
            while j < c.len() {
                if c[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    j += 1 + hashes;
                    break;
                }
                if c[j] == '\n' {
                    line += 1;
                }
                s.push(c[j]);
                j += 1;
            }
            out.push((start_line, s));
            i = j;
        } else if ch == '"' {
            let start_line = line;
            let mut s = String::new();
            let mut j = i + 1;
            while j < c.len() && c[j] != '"' {
                if c[j] == '\\' {
                    s.push(c[j]);
                    j += 1;
                }
                if at(j) == '\n' {
                    line += 1;
                }
                s.push(at(j));
                j += 1;
            }
            out.push((start_line, s));
            i = j + 1;
        } else if ch == '\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if at(i + 1) == '\\' {
                let mut j = i + 2;
                while j < c.len() && c[j] != '\'' {
                    j += 1;
                }
                out.push((line, c[i + 1..j].iter().collect()));
                i = j + 1;
            } else if at(i + 2) == '\'' {
                out.push((line, at(i + 1).to_string()));
                i += 3;
            } else {
                i += 1;
            }
        } else if ident_char(ch) {
            while i < c.len() && ident_char(c[i]) {
                i += 1;
            }
            // A byte or raw string prefix ends here; the quote is handled next.
            if matches!(c[i - 1], 'b' | 'c') && at(i) == '"' {
                continue;
            }
        } else {
            i += 1;
        }
    }
    out
}

fn ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// Files that still hold Russian text outside this module while their tables
/// are being moved into it; the list may only shrink, and must end empty.
const NOT_YET_MOVED: &[&str] = &[];

#[test]
fn no_cyrillic_text_in_src_outside_the_localisation_module() {
    let src = root();
    let files = source_files();
    assert!(files.len() > 100, "the scan found the sources");
    let mut found = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&src)
            .unwrap_or(f)
            .to_string_lossy()
            .replace('\\', "/");
        // The words live in the .ftl files; this module's Rust holds none
        // (its tests quote Russian to check the plurals).
        if rel == "crates/words/src/i18n/tests.rs" || NOT_YET_MOVED.contains(&rel.as_str()) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(f) else {
            panic!("cannot read {}", f.display());
        };
        for (line, lit) in literals(&text) {
            if cyrillic(&lit) {
                found.push(format!("{rel}:{line}: {lit}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "Russian text belongs in crates/words/src/i18n/ru/*.ftl (and its English in en/):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_literal_scanner_sees_strings_and_skips_comments() {
    let src = "// «коммент»\n/// «док»\nlet a = \"строка\"; let b = 'ж';\nfn f<'a>(x: &'a str) {}\nlet r = r#\"сырая \"строка\"\"#;\n/* блок */ let z = b\"x\";";
    let lits: Vec<_> = literals(src)
        .into_iter()
        .filter(|(_, s)| cyrillic(s))
        .collect();
    assert_eq!(
        lits,
        vec![
            (3, "строка".to_owned()),
            (3, "ж".to_owned()),
            (5, "сырая \"строка\"".to_owned())
        ]
    );
}

#[test]
fn a_players_fouls_are_counted_in_the_rulesets_word_with_the_right_plural() {
    use super::{fouls_column, fouls_count};
    let warning = Text::new("предупреждение", "warning");
    let odd = Text::new("Жёлтая карточка", "yellow card");
    assert_eq!(fouls_count(Lang::Ru, 4, None), "4 фола");
    assert_eq!(fouls_count(Lang::Ru, 1, None), "1 фол");
    assert_eq!(fouls_count(Lang::Ru, 5, None), "5 фолов");
    assert_eq!(fouls_count(Lang::Ru, 3, Some(&warning)), "3 предупреждения");
    assert_eq!(fouls_count(Lang::Ru, 5, Some(&warning)), "5 предупреждений");
    assert_eq!(fouls_count(Lang::En, 4, None), "4 fouls");
    assert_eq!(fouls_count(Lang::En, 1, Some(&warning)), "1 warning");
    assert_eq!(fouls_count(Lang::Ru, 4, Some(&odd)), "жёлтая карточка: 4");
    assert_eq!(fouls_column(Lang::Ru, None), "Фолы");
    assert_eq!(fouls_column(Lang::Ru, Some(&warning)), "Предупреждения");
    assert_eq!(fouls_column(Lang::En, Some(&warning)), "Warnings");
    assert_eq!(fouls_column(Lang::Ru, Some(&odd)), "Жёлтая карточка");
}

#[test]
fn the_english_catalogue_holds_no_russian_left_untranslated() {
    let mut found = Vec::new();
    for (name, text) in EN {
        for (i, line) in text.lines().enumerate() {
            if cyrillic(line) && !line.trim_start().starts_with('#') {
                found.push(format!("src/i18n/en/{name}:{}: {line}", i + 1));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Messages read by an id made at run time instead of through `msg`: a
/// role's letter on the start screen (`role_key`: `role-key-<role id>`).
const READ_BY_ID: &[&str] = &["role-key-"];

/// Whether `code` names the item `msg::{name}` (not a longer name).
fn names_item(code: &str, name: &str) -> bool {
    let item = format!("msg::{name}");
    code.match_indices(&item).any(|(at, _)| {
        !code[at + item.len()..]
            .chars()
            .next()
            .is_some_and(ident_char)
    })
}

#[test]
fn every_message_is_read_by_the_code() {
    let files = source_files();
    assert!(files.len() > 100, "the scan found the sources");
    // The code of every source file, its comment lines left out (the
    // documentation's examples name messages without reading them).
    let mut code = String::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            panic!("cannot read {}", f.display());
        };
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            code.push_str(line);
            code.push('\n');
        }
    }
    let unused: Vec<String> = messages(RU)
        .into_keys()
        .filter(|id| !READ_BY_ID.iter().any(|p| id.starts_with(p)))
        .filter(|id| !names_item(&code, &camel(id)))
        .collect();
    assert!(
        unused.is_empty(),
        "messages no code reads (read them through msg::..., or remove them from ru/ and en/):\n{}",
        unused.join("\n")
    );
}

#[test]
fn the_unused_message_check_tells_an_item_from_a_longer_one() {
    let code = "let a = msg::ResumeDeleteSure.get(lang);";
    assert!(names_item(code, "ResumeDeleteSure"));
    assert!(!names_item(code, "ResumeDelete"));
    assert!(!names_item(code, "Resume"));
    assert_eq!(camel("resume-delete-sure"), "ResumeDeleteSure");
}
