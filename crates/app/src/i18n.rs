//! Words of the app layer: the console that did not start.
//! Every other word comes from the layers below.

// app and ui still read this merged namespace: issue 31 item 2 left for them
pub use mafia_audience::i18n::*;
pub use mafia_audio::i18n::*;
pub use mafia_pdf::i18n::*;
pub use mafia_store::i18n::*;
pub use mafia_tournament::i18n::*;
pub use mafia_web::i18n::*;
pub use mafia_words::i18n::*;

/// Why the console did not start.
pub fn console_error(lang: Lang, e: &crate::app::ConsoleError) -> String {
    use crate::app::ConsoleError as E;
    match e {
        E::Unreadable { path, source } => msg::CliCannotRead {
            file: path.display().to_string(),
            error: io_error(lang, source),
        }
        .get(lang),
        E::Window(error) => msg::ConsoleWindow {
            error: error.as_str(),
        }
        .get(lang),
    }
}
