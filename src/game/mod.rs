//! The pure rules engine: no windows, sound, files or clock in here.
