//! The layers are crates and the arrows run one way. The workspace's
//! `Cargo.toml` declares the layers, lowest first
//! (`[workspace.metadata.layers]`); each crate's dependencies (normal, dev or
//! build), as `cargo metadata` reads its `Cargo.toml`, must be crates of a
//! lower layer. The pure engine (`mafia-core`, and the engine tests) links
//! no window, sound, PDF, HTTP, file or clock crate, and core's own sources
//! name no file, clock, network, process, thread, environment or console.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// What the pure engine must never link: windows, sound, PDF, HTTP, files, clock.
const NOT_IN_THE_ENGINE: &[&str] = &[
    "egui",
    "eframe",
    "winit",
    "glow",
    "rodio",
    "cpal",
    "krilla",
    "hyper",
    "tokio",
    "tempfile",
    "directories",
    "chrono",
];

/// The machine's own target triple (`rustc -vV`'s `host:`).
fn host() -> String {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = std::process::Command::new(rustc)
        .arg("-vV")
        .output()
        .expect("rustc -vV runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc -vV names the host")
        .to_owned()
}

/// The workspace's packages and their dependencies on this machine's
/// platform: the crates a build here links (and, offline, the only ones a
/// fresh machine has downloaded: another platform's, such as Android's
/// window crates, never are).
fn metadata() -> Value {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline"])
        .args(["--filter-platform", &host()])
        .arg("--manifest-path")
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("cargo metadata gives JSON")
}

/// Package id -> name, for every package of the graph.
fn names(m: &Value) -> BTreeMap<String, String> {
    m["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_owned(),
                p["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// The packages `from` needs, transitively, through the dependency kinds
/// accepted by `kind` (`None` is a normal dependency).
fn closure(m: &Value, from: &str, kind: impl Fn(Option<&str>) -> bool) -> BTreeSet<String> {
    let names = names(m);
    let nodes: BTreeMap<&str, &Value> = m["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["id"].as_str().unwrap(), n))
        .collect();
    let start = names
        .iter()
        .find(|(_, n)| *n == from)
        .map(|(id, _)| id.clone())
        .unwrap();
    let mut seen = BTreeSet::new();
    let mut todo = vec![(start, true)];
    while let Some((id, first)) = todo.pop() {
        for d in nodes[id.as_str()]["deps"].as_array().unwrap() {
            // Dev-dependencies count for the package itself only.
            let ok = d["dep_kinds"].as_array().unwrap().iter().any(|k| {
                let k = k["kind"].as_str();
                if first {
                    kind(k)
                } else {
                    k.is_none() || k == Some("build")
                }
            });
            let pkg = d["pkg"].as_str().unwrap().to_owned();
            if ok && seen.insert(names[&pkg].clone()) {
                todo.push((pkg, false));
            }
        }
    }
    seen
}

/// The declared layers, lowest first: `[workspace.metadata.layers] order`.
fn layers(m: &Value) -> Vec<Vec<String>> {
    m["metadata"]["layers"]["order"]
        .as_array()
        .expect("the workspace's Cargo.toml declares [workspace.metadata.layers] order")
        .iter()
        .map(|layer| {
            layer
                .as_array()
                .expect("a layer is a list of crates")
                .iter()
                .map(|c| c.as_str().expect("a crate's name").to_owned())
                .collect()
        })
        .collect()
}

/// The arrows `(from, to)` that do not run down: `to` is not on a lower
/// layer than `from` (the same layer, a higher one, or no layer at all).
fn arrows_against_layers(layers: &[Vec<String>], arrows: &[(String, String)]) -> Vec<String> {
    let layer_of = |c: &str| layers.iter().position(|l| l.iter().any(|x| x == c));
    arrows
        .iter()
        .filter(|(from, to)| match (layer_of(from), layer_of(to)) {
            (Some(f), Some(t)) => t >= f,
            _ => true,
        })
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect()
}

/// Every arrow between two crates of the workspace, as their Cargo.tomls
/// declare them (normal, dev and build dependencies alike).
fn workspace_arrows(m: &Value, members: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut arrows = Vec::new();
    for p in m["packages"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        if !members.contains(name) {
            continue;
        }
        for d in p["dependencies"].as_array().unwrap() {
            let dep = d["name"].as_str().unwrap();
            if members.contains(dep) {
                arrows.push((name.to_owned(), dep.to_owned()));
            }
        }
    }
    arrows.sort();
    arrows.dedup();
    arrows
}

#[test]
fn each_crate_depends_only_on_crates_of_lower_layers() {
    let m = metadata();
    let layers = layers(&m);
    let members: BTreeSet<String> = m["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| names(&m)[id.as_str().unwrap()].clone())
        .collect();
    let declared: BTreeSet<String> = layers.iter().flatten().cloned().collect();
    assert_eq!(
        members, declared,
        "every crate of the workspace is on exactly one declared layer"
    );
    assert_eq!(
        declared.len(),
        layers.iter().map(Vec::len).sum::<usize>(),
        "no crate is on two layers"
    );
    let arrows = workspace_arrows(&m, &members);
    assert!(
        arrows.contains(&("mafia-store".into(), "mafia-core".into())),
        "the arrows are read: {arrows:?}"
    );
    let wrong = arrows_against_layers(&layers, &arrows);
    assert!(
        wrong.is_empty(),
        "arrows against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn an_arrow_up_or_across_a_layer_is_caught() {
    let layers: Vec<Vec<String>> = [
        &["mafia-words"][..],
        &["mafia-core"],
        &["mafia-pdf", "mafia-audience"],
    ]
    .iter()
    .map(|l| l.iter().map(|c| c.to_string()).collect())
    .collect();
    let arrow = |a: &str, b: &str| (a.to_owned(), b.to_owned());
    assert!(arrows_against_layers(&layers, &[arrow("mafia-core", "mafia-words")]).is_empty());
    assert!(arrows_against_layers(&layers, &[arrow("mafia-pdf", "mafia-words")]).is_empty());
    assert_eq!(
        arrows_against_layers(
            &layers,
            &[
                arrow("mafia-core", "mafia-pdf"),
                arrow("mafia-pdf", "mafia-audience"),
                arrow("mafia-core", "mafia-nowhere"),
                arrow("mafia-core", "mafia-core"),
            ]
        ),
        [
            "mafia-core -> mafia-pdf",
            "mafia-pdf -> mafia-audience",
            "mafia-core -> mafia-nowhere",
            "mafia-core -> mafia-core",
        ]
    );
}

#[test]
fn the_engine_links_no_window_sound_pdf_http_file_or_clock_crate() {
    let m = metadata();
    // As `cargo tree -p mafia-core` shows it: its dev-dependencies too.
    let core = closure(&m, "mafia-core", |_| true);
    assert!(
        core.contains("mafia-words") && core.contains("serde"),
        "{core:?}"
    );
    let bad: Vec<_> = NOT_IN_THE_ENGINE
        .iter()
        .filter(|c| core.contains(**c))
        .collect();
    assert!(bad.is_empty(), "mafia-core links {bad:?}");
    // The engine tests too (their dev-dependencies included).
    let tests = closure(&m, "mafia-engine-tests", |_| true);
    assert!(
        tests.contains("proptest") && tests.contains("mafia-protocol"),
        "{tests:?}"
    );
    let bad: Vec<_> = [
        "egui", "eframe", "winit", "glow", "rodio", "cpal", "krilla", "hyper", "tokio",
    ]
    .iter()
    .filter(|c| tests.contains(**c))
    .collect();
    assert!(bad.is_empty(), "the engine tests link {bad:?}");
}

/// What the engine's code must not name: files, the clock, the network,
/// other processes and threads, the environment (`std::…` modules), the
/// clock's types, and the console (printing is a human text).
const STD_NOT_IN_THE_ENGINE: &[&str] = &["fs", "time", "net", "process", "thread", "env"];
const NAMES_NOT_IN_THE_ENGINE: &[&str] = &[
    "SystemTime",
    "Instant",
    "println",
    "eprintln",
    "print",
    "eprint",
    "dbg",
    "stdin",
    "stdout",
    "stderr",
];

/// The forbidden things `code` (one file's text) names, comments left out:
/// `std::fs::…` and `use std::{fs, …}` alike.
fn names_against_the_engine(code: &str) -> Vec<String> {
    let code: String = code
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut bad = Vec::new();
    for (i, _) in code.match_indices("std::") {
        let rest = &code[i + "std::".len()..];
        let firsts: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group
                .split('}')
                .next()
                .unwrap_or("")
                .split(',')
                .map(|p| p.trim().split("::").next().unwrap_or("").trim())
                .collect(),
            None => vec![
                rest.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or(""),
            ],
        };
        bad.extend(
            firsts
                .into_iter()
                .filter(|m| STD_NOT_IN_THE_ENGINE.contains(m))
                .map(|m| format!("std::{m}")),
        );
    }
    bad.extend(
        code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| NAMES_NOT_IN_THE_ENGINE.contains(w))
            .map(str::to_owned),
    );
    bad
}

#[test]
fn the_engine_sources_name_no_file_clock_network_process_or_console() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src");
    let mut todo = vec![root];
    let mut files = 0;
    let mut bad = Vec::new();
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files += 1;
                let code = std::fs::read_to_string(&path).unwrap();
                for name in names_against_the_engine(&code) {
                    bad.push(format!("{}: {name}", path.display()));
                }
            }
        }
    }
    assert!(files > 20, "the engine's sources are read ({files} files)");
    assert!(bad.is_empty(), "the engine names:\n{}", bad.join("\n"));
}

#[test]
fn a_file_or_clock_in_the_engine_sources_is_caught() {
    assert!(names_against_the_engine("fn f(e: std::io::Error) {} // std::fs, Instant").is_empty());
    assert_eq!(
        names_against_the_engine("use std::{collections::BTreeMap, fs, time::Instant};"),
        ["std::fs", "std::time", "Instant"]
    );
    assert_eq!(
        names_against_the_engine("let t = std::time::SystemTime::now(); println!(\"{t:?}\");"),
        ["std::time", "SystemTime", "println"]
    );
}
