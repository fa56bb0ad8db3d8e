//! Engine figures (filled in with the engine).
fn main() {}
