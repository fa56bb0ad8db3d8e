//! Finding ruleset files on disk: the bundled `rulesets/` folder (next to
//! the executable, or the source tree; see [`crate::storage::bundled_dirs`])
//! and the judge's own folder `<data dir>/rulesets` (which honours
//! `MAFIA_JUDGE_DATA`, like every other file of the console).

use crate::storage::{RULESET_LIMIT, read_capped};
use mafia_core::ruleset::{Expected, Problem, Ruleset, RulesetError, parse_ruleset};
use std::path::{Path, PathBuf};

/// One ruleset file found, loaded or not.
#[derive(Debug)]
pub struct Found {
    pub path: PathBuf,
    pub result: Result<Ruleset, RulesetError>,
}

/// The folders searched, in order; a later file with the same id wins
/// (a user's file overrides the bundled one, and is shown as an override).
pub fn search_dirs() -> Vec<PathBuf> {
    search_dirs_with(crate::storage::data_dir().ok().as_deref())
}

/// The folders searched with `data` as the data folder: the bundled ones,
/// then `<data>/rulesets` ([`search_dirs`] with the data folder given).
pub fn search_dirs_with(data: Option<&Path>) -> Vec<PathBuf> {
    let mut dirs = bundled_dirs();
    if let Some(d) = data {
        dirs.push(d.join("rulesets"));
    }
    crate::storage::dedup(dirs)
}

/// The folders of the rulesets shipped with the program.
pub fn bundled_dirs() -> Vec<PathBuf> {
    crate::storage::bundled_dirs("MAFIA_JUDGE_RULESETS", "rulesets")
}

/// `<data dir>/rulesets`, where a judge drops his club's files.
pub fn user_rulesets_dir() -> Option<PathBuf> {
    crate::storage::user_rulesets_dir().ok()
}

/// Loads one file (a regular file of at most [`RULESET_LIMIT`] bytes).
pub fn load_file(path: &Path) -> Result<Ruleset, RulesetError> {
    let name = path.display().to_string();
    let bytes = read_capped(path, RULESET_LIMIT, "a ruleset").map_err(|e| RulesetError::Read {
        file: name.clone(),
        error: std::sync::Arc::new(e),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let good = e.as_bytes().get(..at).unwrap_or_default();
        RulesetError::Invalid {
            file: name.clone(),
            problems: vec![Problem {
                key: String::new(),
                expected: Expected::Utf8,
                found: None,
                line: Some(good.iter().filter(|b| **b == b'\n').count() + 1),
            }],
        }
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

/// The gesture pictures a ruleset names that are in none of the bundled
/// `assets/` folders, as problems of its file (the key, the picture).
pub fn missing_pictures(rs: &Ruleset) -> Vec<Problem> {
    let dirs = crate::storage::bundled_dirs("MAFIA_JUDGE_ASSETS", "assets");
    rs.gestures
        .iter()
        .filter(|(_, g)| !dirs.iter().any(|d| d.join(&g.image).is_file()))
        .map(|(id, g)| {
            Problem::new(format!("gestures.{id}.image"), Expected::ExistingPicture)
                .found_text(&format!("assets/{}", g.image))
        })
        .collect()
}

/// A ruleset file that replaces another one of the same id (a judge's own
/// file over the bundled one): shown on the start screen and by
/// `mafia-judge rulesets`, so nobody plays other rules without knowing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Override {
    pub id: String,
    /// The file that is used.
    pub file: PathBuf,
    /// The file it replaces.
    pub replaces: PathBuf,
}

/// The files that replace an earlier file of the same id, in scan order.
pub fn overrides(found: &[Found]) -> Vec<Override> {
    let mut first: Vec<(&str, &PathBuf)> = Vec::new();
    let mut out: Vec<Override> = Vec::new();
    for f in found {
        let Ok(rs) = &f.result else { continue };
        match first.iter().find(|(id, _)| *id == rs.id) {
            Some((_, replaces)) => {
                out.retain(|o| o.id != rs.id);
                out.push(Override {
                    id: rs.id.clone(),
                    file: f.path.clone(),
                    replaces: (*replaces).clone(),
                });
            }
            None => first.push((&rs.id, &f.path)),
        }
    }
    out
}

/// The usable rulesets by id (a later folder overrides an earlier one), and
/// the files that failed to load.
pub fn load_all(dirs: &[PathBuf]) -> (Vec<Ruleset>, Vec<RulesetError>) {
    usable(scan(dirs))
}

/// The usable rulesets of what [`scan`] found (a later file of an id wins),
/// and the files that failed to load.
pub fn usable(found: Vec<Found>) -> (Vec<Ruleset>, Vec<RulesetError>) {
    let mut good: Vec<Ruleset> = Vec::new();
    let mut bad = Vec::new();
    for f in found {
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

/// A ruleset id that is in none of the folders searched (the files of
/// those folders that failed to load may be why).
#[derive(Debug, Clone, thiserror::Error)]
#[error("ruleset \"{id}\" not found in {dirs:?}")]
pub struct NotFound {
    pub id: String,
    pub dirs: Vec<PathBuf>,
    /// The ruleset files that failed to load.
    pub broken: Vec<RulesetError>,
}

/// Finds a ruleset by id in the usual folders.
pub fn find(id: &str) -> Result<Ruleset, NotFound> {
    let dirs = search_dirs();
    let (good, broken) = load_all(&dirs);
    if let Some(rs) = good.into_iter().find(|r| r.id == id) {
        return Ok(rs);
    }
    Err(NotFound {
        id: id.to_owned(),
        dirs,
        broken,
    })
}
