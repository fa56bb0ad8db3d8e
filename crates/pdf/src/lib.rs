//! The protocol's pages: measured and laid out (`protocol::layout`),
//! composed (`protocol::pdf`) and painted with krilla; `protocol::export`
//! turns a record file into a PDF file.
//!
//! Where things are: `protocol/layout.rs` (`Metrics` shapes text with
//! rustybuzz exactly as krilla does, so the measured width is the painted
//! width); `protocol/pdf/mod.rs` the page flow, `page.rs` band, header and
//! signature, `columns.rs` the column specs (head, width rule, alignment,
//! the cell's text), `seats.rs` the seat table, `grid.rs` the grid in
//! bands, `tables.rs` the appendix, `book.rs` the tournament book's own
//! pages (standings, bars, lines), `paint.rs` the painter;
//! `protocol/export.rs` record in, PDF out (`ExportError`); `i18n.rs` why a
//! protocol was not written.

/// The protocol's PDF and its export (the model is `mafia_protocol::protocol`).
pub mod protocol {
    pub mod export;
    pub mod layout;
    pub mod pdf;
    pub use export::{ExportError, export_record};
    pub use pdf::render_pdf;
}

pub mod i18n;
