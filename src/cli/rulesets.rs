//! `rulesets`: the rulesets found, folder by folder; broken files on stderr.

use super::{CliError, no_more};
use crate::ruleset::catalog;
use std::io::Write;

pub(super) fn run(mut args: lexopt::Parser) -> Result<(), CliError> {
    no_more(&mut args, "rulesets")?;
    let mut out = std::io::stdout().lock();
    let dirs = catalog::search_dirs();
    let found = catalog::scan(&dirs);
    let mut bad = 0;
    for dir in &dirs {
        let _ = writeln!(out, "# {}", dir.display());
        for f in found
            .iter()
            .filter(|f| f.path.parent() == Some(dir.as_path()))
        {
            match &f.result {
                Ok(rs) => {
                    let players = if rs.players.min == rs.players.max {
                        rs.players.min.to_string()
                    } else {
                        format!("{}-{}", rs.players.min, rs.players.max)
                    };
                    let _ = writeln!(
                        out,
                        "{:<14} {:<10} {:<3} players  {}  ({})",
                        rs.id,
                        rs.version,
                        players,
                        rs.name.ru,
                        f.path.display()
                    );
                    // A gesture picture that is not there is a broken file too.
                    for (key, image) in catalog::missing_pictures(rs) {
                        bad += 1;
                        let _ = writeln!(
                            std::io::stderr().lock(),
                            "{}:\n  key `{key}`: expected a picture that exists under assets/, \
                             but assets/{image} is not found",
                            f.path.display()
                        );
                    }
                }
                Err(e) => {
                    bad += 1;
                    let _ = writeln!(std::io::stderr().lock(), "{e}");
                }
            }
        }
    }
    // A judge's own file that replaces another of the same id is said plainly.
    for o in catalog::overrides(&found) {
        let _ = writeln!(
            out,
            "override: {} from {} (replaces {})",
            o.id,
            o.file.display(),
            o.replaces.display()
        );
    }
    if bad > 0 {
        Err(CliError::BrokenRulesets(bad))
    } else {
        Ok(())
    }
}
