//! The game protocol as a PDF: the federation's paper form, filled in.
//!
//! [`model::ProtocolDoc`] holds what the pages show as display data, built
//! from the engine's state by [`from_game`]; [`grid::Grid`] is the
//! days-and-nights grid as text, cell by cell; [`pdf::render_pdf`] lays it
//! out on A4 landscape and writes the PDF with
//! DejaVu Sans embedded (subset), so Cyrillic, «» and № print everywhere and
//! the text stays selectable.

pub mod from_game;
pub mod grid;
pub mod model;

use std::fmt;

pub use from_game::{ProtocolMeta, protocol_from_game, protocol_from_session, suggested_file_name};
pub use model::*;

/// Why a protocol could not be made (put into words by its `Words` in
/// `crate::i18n`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProtocolError {
    /// A face of the embedded DejaVu Sans (`regular`, `bold`) could not be
    /// read: a broken build.
    Font(String),
    /// A book with no game in it.
    NoGame,
    /// The page's size, refused by the PDF writer.
    PageSize,
    /// The PDF writer refused the document: its own report, kept as it is.
    Pdf(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Font(face) => {
                write!(f, "protocol font: DejaVu Sans {face} is not usable")
            }
            ProtocolError::NoGame => write!(f, "writing the protocol PDF: no game to print"),
            ProtocolError::PageSize => write!(f, "writing the protocol PDF: bad page size"),
            ProtocolError::Pdf(msg) => write!(f, "writing the protocol PDF: {msg}"),
        }
    }
}

impl std::error::Error for ProtocolError {}
