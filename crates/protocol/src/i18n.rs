//! Words of the protocol: why its PDF could not be made.

use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why the protocol's PDF could not be made.
impl Words for crate::protocol::ProtocolError {
    fn say(&self, lang: Lang) -> String {
        use crate::protocol::ProtocolError as E;
        match self {
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
}
