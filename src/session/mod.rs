//! The game session: the undoable log of judge steps and the JSON game record.
