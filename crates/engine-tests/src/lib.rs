//! The modules the engine tests (`tests/engine`) read, under the names they
//! had in the one-crate console (`mafia_judge::game`, ...): the test binary
//! says `extern crate mafia_engine_tests as mafia_judge`. Only the engine,
//! the records, the audience's view (the narration) and the protocol's
//! display model are here; no window, sound,
//! PDF or HTTP crate is linked into those tests.

pub use mafia_audience::audience;
pub use mafia_protocol::{game, i18n, protocol, ruleset, session, storage};
