//! The layers are crates and the arrows run one way: each crate of the
//! workspace depends only on the crates below it (the table), and the pure
//! engine (`mafia-core`, and the engine tests) links no window, sound, PDF,
//! HTTP, file or clock crate. Read from `cargo metadata`, the compiler's
//! own view of the workspace.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Every crate of the workspace and the crates of the workspace it may
/// depend on (normal, dev or build), lowest first.
const ALLOWED: &[(&str, &[&str])] = &[
    ("mafia-words", &[]),
    ("mafia-core", &["mafia-words"]),
    ("mafia-store", &["mafia-words", "mafia-core"]),
    (
        "mafia-audience",
        &["mafia-words", "mafia-core", "mafia-store"],
    ),
    (
        "mafia-protocol",
        &["mafia-words", "mafia-core", "mafia-store"],
    ),
    (
        "mafia-pdf",
        &["mafia-words", "mafia-core", "mafia-store", "mafia-protocol"],
    ),
    ("mafia-audio", &["mafia-words", "mafia-core", "mafia-store"]),
    (
        "mafia-web",
        &["mafia-words", "mafia-core", "mafia-store", "mafia-audience"],
    ),
    (
        "mafia-tournament",
        &[
            "mafia-words",
            "mafia-core",
            "mafia-store",
            "mafia-audience",
            "mafia-protocol",
            "mafia-pdf",
        ],
    ),
    (
        "mafia-app",
        &[
            "mafia-words",
            "mafia-core",
            "mafia-store",
            "mafia-audience",
            "mafia-protocol",
            "mafia-pdf",
            "mafia-tournament",
            "mafia-audio",
            "mafia-web",
        ],
    ),
    (
        "mafia-ui",
        &[
            "mafia-words",
            "mafia-core",
            "mafia-store",
            "mafia-audience",
            "mafia-protocol",
            "mafia-pdf",
            "mafia-tournament",
            "mafia-audio",
            "mafia-web",
            "mafia-app",
        ],
    ),
    // The engine tests: the engine, the records, the protocol's model.
    (
        "mafia-engine-tests",
        &[
            "mafia-words",
            "mafia-core",
            "mafia-store",
            "mafia-audience",
            "mafia-protocol",
        ],
    ),
    (
        "mafia-judge",
        &[
            "mafia-words",
            "mafia-core",
            "mafia-store",
            "mafia-audience",
            "mafia-protocol",
            "mafia-pdf",
            "mafia-tournament",
            "mafia-audio",
            "mafia-web",
            "mafia-app",
            "mafia-ui",
        ],
    ),
];

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

#[test]
fn each_crate_depends_only_on_the_crates_below_it() {
    let m = metadata();
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let members: BTreeSet<String> = m["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| names(&m)[id.as_str().unwrap()].clone())
        .collect();
    assert_eq!(
        members,
        allowed
            .keys()
            .map(|k| k.to_string())
            .collect::<BTreeSet<_>>(),
        "every crate of the workspace is in the table of arrows"
    );
    let mut wrong = Vec::new();
    for p in m["packages"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let Some(may) = allowed.get(name) else {
            continue;
        };
        for d in p["dependencies"].as_array().unwrap() {
            let dep = d["name"].as_str().unwrap();
            if members.contains(dep) && !may.contains(&dep) {
                wrong.push(format!("{name} -> {dep}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "arrows against the layers:\n{}",
        wrong.join("\n")
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
