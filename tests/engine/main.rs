//! The engine and the rulesets: one scenario per rule for every ruleset in
//! `rulesets/`, the example records, the documented record, broken ruleset
//! files, and random whole games (properties).
//!
//! One test binary (not one per file) so the suite links the engine once here;
//! add a new engine test as a module below.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

// A test target of `crates/engine-tests`: it names the crates it reads
// (`mafia_core`, `mafia_store`, `mafia_audience`, `mafia_protocol`,
// `mafia_words`) and links no window, sound, PDF or HTTP crate.

mod common;
mod rulesets_common;

mod after_game_round;
mod fiim_examples;
mod fiim_rules;
mod long_records;
mod mark_hands;
mod mark_lift_hands;
mod narration;
mod properties;
mod random_generator;
mod record_doc;
mod rule_labels;
mod rule_numbers;
mod ruleset_errors;
mod rulesets_baikal;
mod rulesets_examples;
mod rulesets_mcc;
mod rulesets_minsk;
mod rulesets_schema;
mod rulesets_stylized;
mod seat_draw;
mod shots_each;
