//! The real binary in a virtual X display (scripts/e2e.sh): both windows
//! exist, keys advance the game, screenshots land in target/e2e/.
//! Skipped, with the reason printed, only when Xvfb is not installed.
//! `web`: the stream pages in a real headless Chromium; `live`: the pages
//! following the judge's steps there through the live feed; `sync`: one
//! tournament on two laptops through Syncthing and through one shared folder;
//! `sound`: the
//! console heard through a PulseAudio null sink, its server killed mid-night;
//! `left_game`: a finished game killed before «Новая игра», filed on restart;
//! `judge_game`: a whole game played on the judge's phone page.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

mod judge_game;
mod judge_phone;
mod left_game;
mod live;
mod sound;
#[path = "../shared/support.rs"]
mod support;
mod sync;
#[path = "../shared/wav.rs"]
mod wav;
// The UI tests' console, harness and keys, for the whole game played by keys.
#[path = "../ui/ui_common.rs"]
#[allow(dead_code)]
mod ui_common;
mod web;

use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;
pub(crate) use support::have;

/// Runs `scripts/NAME` from the repository's root with the real binary in
/// `MAFIA_JUDGE_BIN` and `envs` beside it; fails with what it printed
/// unless it succeeds; gives its standard output.
pub(crate) fn run_script(name: &str, envs: &[(&str, &OsStr)]) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(root.join("scripts").join(name))
        .current_dir(root)
        .env("MAFIA_JUDGE_BIN", support::BIN)
        .envs(envs.iter().copied())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{name} failed:\n{stdout}\n{stderr}");
    stdout
}

#[test]
fn both_windows_open_and_keys_advance_the_game() {
    if !have("Xvfb") {
        eprintln!("e2e skipped: Xvfb is not installed (scripts/install-deps.sh test)");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Each moment at one size of each window (`make shots` shoots every size).
    let stdout = run_script("e2e.sh", &[("E2E_GALLERY", "quick".as_ref())]);
    assert!(stdout.contains("mafia-judge-projector"), "{stdout}");
    assert!(root.join("target/e2e/shot.png").is_file());
    let mut shots = Vec::new();
    // The projector's moments, as the hall sees them.
    for moment in ["voting", "voted-out", "night", "killed", "best-move", "end"] {
        shots.push(format!("projector-{moment}-1920x1080"));
    }
    // The judge's window at every moment and on the start screen, at a
    // laptop's size.
    for moment in [
        "start",
        "speech",
        "voting",
        "tie",
        "lift-vote",
        "night",
        "don-check",
        "sheriff-check",
        "best-move",
        "end",
        "music",
        "resume",
    ] {
        shots.push(format!("judge-{moment}-1366x768"));
    }
    // The start screen and the library with 1,000 kept games (a game chosen
    // on its page).
    for what in ["screen", "library", "library-chosen"] {
        shots.push(format!("start-{what}-1366x768"));
    }
    for name in shots {
        let shot = root.join(format!("target/e2e/{name}.png"));
        assert!(shot.is_file(), "no {}", shot.display());
        // A window that drew nothing (black, or one flat colour) has a
        // handful of colours; every screen of the console has text on it.
        let colours = Command::new("identify")
            .args(["-format", "%k"])
            .arg(&shot)
            .output()
            .unwrap();
        let colours: u32 = String::from_utf8_lossy(&colours.stdout)
            .trim()
            .parse()
            .unwrap_or(0);
        assert!(colours > 32, "{name} has {colours} colours: nothing drawn?");
    }
}
