//! The protocol's pages: measured and laid out (`protocol::layout`),
//! composed (`protocol::pdf`) and painted with krilla; `protocol::export`
//! turns a record file into a PDF file.

pub use mafia_store::{game, ruleset, session, storage};

/// The protocol's model (`mafia-protocol`) and its PDF.
pub mod protocol {
    pub use mafia_protocol::protocol::*;
    pub mod export;
    pub mod layout;
    pub mod pdf;
    pub use export::{ExportError, export_record};
    pub use pdf::render_pdf;
}

pub mod i18n;
