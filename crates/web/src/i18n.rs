//! Words of the web server: why `serve` cannot serve a record.

use mafia_store::i18n::ruleset_not_found;
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why `serve` cannot serve a record (or its new version).
pub fn serve_error(lang: Lang, e: &crate::web::headless::ServeError) -> String {
    use crate::web::headless::ServeError as E;
    match e {
        E::Record(r) => Words::say(r, lang),
        E::Ruleset { path, error } => msg::CliNoRuleset {
            file: path.display().to_string(),
            error: ruleset_not_found(lang, error),
        }
        .get(lang),
        E::Replay { path, why } => msg::CliSetup {
            file: path.display().to_string(),
            why: why.get(lang),
        }
        .get(lang),
        E::Start(s) => msg::ServeStartFailed {
            error: s.to_string(),
        }
        .get(lang),
    }
}
