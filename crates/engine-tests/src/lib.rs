//! The package of the engine tests (`tests/engine`): they read the engine,
//! the records, the audience's view (the narration) and the protocol's
//! display model, each by its crate's name (`mafia_core::game`, ...), as
//! dev-dependencies of this package; no window, sound, PDF or HTTP crate is
//! linked into those tests. The library itself is empty: a package needs a
//! library or a binary to hold a test target.
