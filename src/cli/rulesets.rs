//! `rulesets`: the rulesets found, folder by folder; broken files on stderr.

use super::{CliError, Langs, no_more};
use mafia_core::ruleset::RulesetError;
use mafia_store::ruleset::catalog;
use mafia_words::i18n::Words;
use mafia_words::i18n::msg;
use std::io::Write;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let lang = langs.messages;
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
                    let line = msg::CliRulesetLine {
                        id: format!("{:<14}", rs.id),
                        version: format!("{:<10}", rs.version),
                        players: format!("{players:<3}"),
                        name: rs.name.get(lang),
                        file: f.path.display().to_string(),
                    }
                    .get(lang);
                    let _ = writeln!(out, "{line}");
                    // A gesture picture that is not there is a broken file too.
                    let missing = catalog::missing_pictures(rs);
                    if !missing.is_empty() {
                        bad += 1;
                        let e = RulesetError::Invalid {
                            file: f.path.display().to_string(),
                            problems: missing,
                        };
                        super::say_err(&mafia_store::i18n::Core(&e).say(lang));
                    }
                }
                Err(e) => {
                    bad += 1;
                    super::say_err(&mafia_store::i18n::Core(e).say(lang));
                }
            }
        }
    }
    // A judge's own file that replaces another of the same id is said plainly.
    for o in catalog::overrides(&found) {
        let line = mafia_store::i18n::ruleset_override(
            lang,
            &o.id,
            &o.file.display().to_string(),
            &o.replaces.display().to_string(),
        );
        let _ = writeln!(out, "{line}");
    }
    if bad > 0 {
        Err(CliError::BrokenRulesets(bad))
    } else {
        Ok(())
    }
}
