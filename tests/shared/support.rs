//! What the tests of the binary share: the repository's folders and the
//! real binary run as a judge would run it. Included by path into each
//! test binary that needs it (rulesets and nicknames: `table.rs`).

#![allow(dead_code)] // each user takes what it needs

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository (where `examples/`, `rulesets/` and `scripts/` are).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// An example tournament's folder, `examples/tournaments/NAME`.
pub fn example_tournament(name: &str) -> PathBuf {
    root().join("examples/tournaments").join(name)
}

/// What a run of the binary gave: its exit code and what it printed.
pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// The binary with these arguments, in English whatever the machine's
/// locale (the command line follows LC_ALL/LANG), with a data folder of
/// its own (never the user's: `players` adds to the club's list) and no
/// display.
pub fn mafia_judge(args: &[&str]) -> Ran {
    let data = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mafia-judge"))
        .env("LC_ALL", "C.UTF-8")
        .env("MAFIA_JUDGE_DATA", data.path())
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .args(args)
        .output()
        .unwrap();
    Ran {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A copy of the folder `from` (a tournament, say) at `to`, its subfolders too.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), dest).unwrap();
        }
    }
}
