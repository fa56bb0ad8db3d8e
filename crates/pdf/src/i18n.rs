//! Words of the protocol's PDF: why a record's protocol was not written.

use mafia_protocol::protocol::ProtocolError;
use mafia_store::i18n::storage_error;
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// Why a record's protocol was not written.
pub fn protocol_export_error(lang: Lang, e: &crate::protocol::ExportError) -> String {
    use crate::protocol::ExportError as E;
    match e {
        E::Load(l) => l.message(lang),
        E::Replay { path, why } => msg::CliSetup {
            file: path.display().to_string(),
            why: why.get(lang),
        }
        .get(lang),
        E::Render { path, error } => msg::ProtocolRenderFailed {
            file: path.display().to_string(),
            error: protocol_error(lang, error),
        }
        .get(lang),
        E::Write(w) => storage_error(w).get(lang).to_owned(),
    }
}

/// Why the protocol's PDF could not be made.
pub fn protocol_error(lang: Lang, e: &ProtocolError) -> String {
    use mafia_protocol::protocol::ProtocolError as E;
    match e {
        E::Font(face) => msg::ProtocolErrorFont {
            face: face.as_str(),
        }
        .get(lang),
        E::NoGame => msg::ProtocolErrorNoGame.get(lang).to_owned(),
        E::PageSize => msg::ProtocolErrorPageSize.get(lang).to_owned(),
        // The library's own words stay in `Display` (logs), not here.
        E::Pdf(_) => msg::ProtocolErrorPdf.get(lang).to_owned(),
    }
}
