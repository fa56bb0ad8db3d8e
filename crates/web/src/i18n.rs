//! Words of the web server: why `serve` cannot serve a record.

use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why `serve` cannot serve a record (or its new version).
impl Words for crate::web::headless::ServeError {
    fn say(&self, lang: Lang) -> String {
        use crate::web::headless::ServeError as E;
        match self {
            E::Record(r) => Words::say(r, lang),
            E::Ruleset { path, error } => msg::CliNoRuleset {
                file: path.display().to_string(),
                error: error.say(lang),
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
}
