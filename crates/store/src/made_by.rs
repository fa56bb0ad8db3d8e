//! Which console wrote a file: `"made_by": "mafia-judge 0.1.0"` in every
//! record and tournament file this build writes, so a judge who opens a
//! file from a newer console is told which version made it.
//!
//! Every crate of the workspace has the workspace's version, so this crate's
//! `CARGO_PKG_VERSION` is the program's.

/// The program's version (`Cargo.toml`'s workspace version).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What this build writes as `made_by`.
pub const MADE_BY: &str = concat!("mafia-judge ", env!("CARGO_PKG_VERSION"));

/// The `major.minor.patch` numbers of a version (`0.1.0`, `0.1.0-rc.1`),
/// or of a `made_by` (`mafia-judge 0.1.0`); None when it names none.
pub fn numbers(version: &str) -> Option<(u64, u64, u64)> {
    let v = version.trim();
    let v = v.rsplit(' ').next().unwrap_or(v);
    let v = v.split(['-', '+']).next().unwrap_or(v);
    let mut parts = v.split('.').map(|p| p.parse::<u64>().ok());
    let n = (parts.next()??, parts.next()??, parts.next()??);
    parts.next().is_none().then_some(n)
}

/// True when `made_by` names a version newer than this build.
pub fn is_newer(made_by: &str) -> bool {
    match (numbers(made_by), numbers(VERSION)) {
        (Some(theirs), Some(ours)) => theirs > ours,
        _ => false,
    }
}

/// The problem to name for a file whose `made_by` is a newer console's
/// (checked when the file could not be read as this build's): which
/// version wrote it, so the judge knows what to open it with. None for
/// this build, an older one, or words that name no version.
pub fn newer_problem(made_by: &str) -> Option<mafia_core::ruleset::Problem> {
    use mafia_core::ruleset::{Expected, Problem};
    is_newer(made_by).then(|| {
        Problem::new(
            "made_by",
            Expected::MadeByNewer {
                made_by: made_by.chars().take(60).collect(),
            },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_made_by_names_its_version_and_only_a_higher_one_is_newer() {
        assert_eq!(numbers("mafia-judge 0.1.0"), Some((0, 1, 0)));
        assert_eq!(numbers("mafia-judge 2.10.3-rc.1"), Some((2, 10, 3)));
        assert_eq!(numbers("mafia-judge"), None);
        assert_eq!(numbers("1.2"), None);
        assert_eq!(numbers("1.2.3.4"), None);
        assert!(is_newer("mafia-judge 999.0.0"));
        assert!(!is_newer(MADE_BY));
        assert!(!is_newer("mafia-judge 0.0.1"));
        assert!(!is_newer("something else"));
    }
}
