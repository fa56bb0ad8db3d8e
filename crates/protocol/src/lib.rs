//! The game protocol as display data: the model built from a game, and the
//! days-and-nights grid as text. Laid out and painted by `mafia-pdf`.
//!
//! Where things are: `protocol/from_game.rs` builds the model
//! (`protocol/model.rs`) from the state and the header; `protocol/grid.rs`
//! is the grid, every cell's words built from the model, pure and tested
//! without a PDF; `protocol/mod.rs` holds `ProtocolError`, why a PDF could
//! not be made, put into words in `i18n.rs`.

pub mod i18n;
pub mod protocol;
