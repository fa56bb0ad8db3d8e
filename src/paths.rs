//! Where the bundled folders (`rulesets/`, `sounds/`, `assets/`) are found:
//! one search order for all of them, so the console works from the source
//! tree, from an installed copy next to the executable, or from the working
//! directory, and an environment variable can point elsewhere.

use std::path::PathBuf;

/// `$ENV_VAR`, the source tree's `folder`, `folder` next to the executable,
/// `./folder`; duplicates (by canonical path) removed, order kept.
pub fn bundled_dirs(env_var: &str, folder: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(d) = std::env::var_os(env_var) {
        dirs.push(PathBuf::from(d));
    }
    dirs.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(folder));
    if let Ok(exe) = std::env::current_exe()
        && let Some(dir) = exe.parent()
    {
        dirs.push(dir.join(folder));
    }
    dirs.push(PathBuf::from(folder));
    dedup(dirs)
}

/// Removes folders that are the same place on disk, keeping the first.
pub fn dedup(mut dirs: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut seen: Vec<PathBuf> = Vec::new();
    dirs.retain(|d| {
        let key = d.canonicalize().unwrap_or_else(|_| d.clone());
        if seen.contains(&key) {
            false
        } else {
            seen.push(key);
            true
        }
    });
    dirs
}
