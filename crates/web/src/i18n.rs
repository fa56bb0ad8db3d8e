//! Words of the web server: why it did not start, why `serve` cannot
//! serve a record.

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
            E::Start(s) => msg::ServeStartFailed { error: s.say(lang) }.get(lang),
        }
    }
}

/// Why the server did not start: what happened and what to do, the same
/// words in the web server's window and from `serve`; the system's words
/// only as the details of what has no words of its own.
impl Words for crate::web::StartError {
    fn say(&self, lang: Lang) -> String {
        use crate::web::{BindFailure as B, StartError as E};
        let details = |text: String, detail: &str| {
            msg::WithDetails {
                text,
                detail: detail.trim(),
            }
            .get(lang)
        };
        match self {
            E::Bind { addr, why, detail } => {
                let port = addr.port();
                match why {
                    B::Taken => msg::WebBindTaken { port }.get(lang),
                    B::NotAllowed => msg::WebBindNotAllowed { port }.get(lang),
                    B::NotHere => msg::WebBindNotHere {
                        addr: addr.ip().to_string(),
                    }
                    .get(lang),
                    B::Other => details(msg::WebBindOther { port }.get(lang), detail),
                }
            }
            E::Token(detail) => details(msg::WebTokenFailed.get(lang).to_owned(), detail),
            E::Runtime(detail) => details(msg::WebRuntimeFailed.get(lang).to_owned(), detail),
        }
    }
}
