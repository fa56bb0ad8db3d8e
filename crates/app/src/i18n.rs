//! Words of the app layer: the console that did not start.
//! Every other word is in the crate of its type (`mafia_store::i18n`,
//! `mafia_tournament::i18n`, ...), named there where it is used.

use mafia_store::i18n::io_error;
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why the console did not start.
impl Words for crate::app::ConsoleError {
    fn say(&self, lang: Lang) -> String {
        use crate::app::ConsoleError as E;
        match self {
            E::Unreadable { path, source } => msg::CliCannotRead {
                file: path.display().to_string(),
                error: io_error(lang, source),
            }
            .get(lang),
            E::Window { why, detail } => {
                use crate::app::WindowFailure as W;
                let details = |text: String| {
                    msg::WithDetails {
                        text,
                        detail: detail.trim(),
                    }
                    .get(lang)
                };
                match why {
                    // The words say it all; winit's names a source file.
                    W::NoDisplay => msg::ConsoleWindowNoDisplay.get(lang).to_owned(),
                    W::Graphics => details(msg::ConsoleWindowGraphics.get(lang).to_owned()),
                    W::Other => details(msg::ConsoleWindowOther.get(lang).to_owned()),
                }
            }
        }
    }
}
