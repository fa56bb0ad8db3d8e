//! Words of the web server: why `serve` cannot serve a record.
//! Every other word comes from the layers below.

pub use mafia_audience::i18n::*;

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
