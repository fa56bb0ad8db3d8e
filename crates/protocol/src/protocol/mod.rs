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

/// Why a protocol could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProtocolError {
    /// The embedded font could not be read (a broken build).
    Font(String),
    /// The PDF writer refused the document.
    Pdf(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Font(msg) => write!(f, "protocol font: {msg}"),
            ProtocolError::Pdf(msg) => write!(f, "writing the protocol PDF: {msg}"),
        }
    }
}

impl std::error::Error for ProtocolError {}
