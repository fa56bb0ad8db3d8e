//! Words of the protocol's PDF: why a record's protocol was not written.

use mafia_store::i18n::Core;
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why a record's protocol was not written.
impl Words for crate::protocol::ExportError {
    fn say(&self, lang: Lang) -> String {
        use crate::protocol::ExportError as E;
        match self {
            E::Load(l) => l.message(lang),
            E::Replay { path, why } => msg::CliSetup {
                file: path.display().to_string(),
                why: why.get(lang),
            }
            .get(lang),
            E::Render { path, error } => msg::ProtocolRenderFailed {
                file: path.display().to_string(),
                error: error.say(lang),
            }
            .get(lang),
            E::Write(w) => Core(w).say(lang),
        }
    }
}
