//! Words of the protocol's PDF: why a record's protocol was not written.
//! Every other word comes from the layers below.

pub use mafia_store::i18n::*;

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
        E::Write(w) => self::storage_error(w).get(lang).to_owned(),
    }
}

/// Why the protocol's PDF could not be made.
pub fn protocol_error(lang: Lang, e: &crate::protocol::ProtocolError) -> String {
    use crate::protocol::ProtocolError as E;
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
