//! Finding ruleset files on disk: the bundled `rulesets/` folder and the
//! user's own folder in the platform data directory.

use super::{Ruleset, RulesetError, parse_ruleset};
use std::path::{Path, PathBuf};

/// One ruleset file found, loaded or not.
#[derive(Debug)]
pub struct Found {
    pub path: PathBuf,
    pub result: Result<Ruleset, RulesetError>,
}

/// The folders searched, in order; a later file with the same id wins
/// (a user's file overrides the bundled one).
pub fn search_dirs() -> Vec<PathBuf> {
    let mut dirs = crate::paths::bundled_dirs("MAFIA_JUDGE_RULESETS", "rulesets");
    if let Some(d) = user_rulesets_dir() {
        dirs.push(d);
    }
    crate::paths::dedup(dirs)
}

/// `<data dir>/rulesets`, where a judge drops his club's files.
pub fn user_rulesets_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "mafia-judge", "mafia-judge")
        .map(|p| p.data_dir().join("rulesets"))
}

/// Loads one file.
pub fn load_file(path: &Path) -> Result<Ruleset, RulesetError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| RulesetError {
        file: name.clone(),
        problems: vec![super::Problem {
            key: String::new(),
            expected: format!("a readable UTF-8 file ({e})"),
        }],
    })?;
    parse_ruleset(&name, &text)
}

/// Every `*.toml` in the given folders, sorted by path within a folder.
pub fn scan(dirs: &[PathBuf]) -> Vec<Found> {
    let mut out = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        for path in paths {
            let result = load_file(&path);
            out.push(Found { path, result });
        }
    }
    out
}

/// The usable rulesets by id (a later folder overrides an earlier one), and
/// the files that failed to load.
pub fn load_all(dirs: &[PathBuf]) -> (Vec<Ruleset>, Vec<RulesetError>) {
    let mut good: Vec<Ruleset> = Vec::new();
    let mut bad = Vec::new();
    for f in scan(dirs) {
        match f.result {
            Ok(rs) => {
                if let Some(slot) = good.iter_mut().find(|r| r.id == rs.id) {
                    *slot = rs;
                } else {
                    good.push(rs);
                }
            }
            Err(e) => bad.push(e),
        }
    }
    (good, bad)
}

/// Finds a ruleset by id in the usual folders.
pub fn find(id: &str) -> Result<Ruleset, String> {
    let (good, bad) = load_all(&search_dirs());
    if let Some(rs) = good.into_iter().find(|r| r.id == id) {
        return Ok(rs);
    }
    let mut msg = format!("ruleset \"{id}\" not found in {:?}", search_dirs());
    for e in bad {
        msg.push_str(&format!("\n{e}"));
    }
    Err(msg)
}
