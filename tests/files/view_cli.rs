//! `mafia-judge view RECORD [--upto N] [--spectator] [--lang en]`: what the
//! audience sees after the first N actions, as JSON (docs/audience-view.md).

use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

fn view(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mafia-judge"))
        // English, whatever the machine's locale (the CLI follows LC_ALL/LANG).
        .env("LC_ALL", "C.UTF-8")
        .arg("view")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str]) -> Value {
    let (code, out, err) = view(args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn view_prints_the_moment_after_the_first_n_actions_in_the_halls_language() {
    let f = example("fiim-tie-and-lift.json");
    let f = f.to_str().unwrap();
    let v = json(&[f, "--upto", "42", "--lang", "en"]);
    assert_eq!(v["lang"], "en");
    assert_eq!(v["moment"]["moment"], "voted_out");
    assert_eq!(v["moment"]["lift"], true);
    assert_eq!(v["banner"]["head"], "№4, №5 leave");
    // Roles stay hidden while the game runs...
    assert!(
        v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["role"].is_null())
    );
    // ...unless the judge shows them to spectators.
    let spect = json(&[f, "--upto", "42", "--spectator"]);
    assert!(
        spect["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| !s["role"].is_null())
    );
    // Without --upto: the whole game, the end with its table.
    let end = json(&[f]);
    assert_eq!(end["moment"]["moment"], "end");
    assert_eq!(end["moment"]["table"].as_array().unwrap().len(), 10);
}

#[test]
fn view_refuses_more_actions_than_the_record_has_and_bad_arguments() {
    let f = example("fiim-tie-and-lift.json");
    let f = f.to_str().unwrap();
    let (code, out, err) = view(&[f, "--upto", "100000"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("--upto 100000"), "{err}");
    let (code, _, err) = view(&[f, "--upto", "many"]);
    assert_eq!(code, 2);
    assert!(err.contains("--upto"), "{err}");
    let (code, _, err) = view(&[f, "--lang", "de"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang"), "{err}");
    let (code, _, _) = view(&[]);
    assert_eq!(code, 2);
}
