//! The pure rules engine: `ruleset` turns rule files (their text) into a
//! validated [`ruleset::Ruleset`]; `game` decides actions into events and
//! folds them into the state. No window, sound, file, clock or human text:
//! refusals are typed reasons, put into words above (`mafia-store`'s `i18n`).
//!
//! Where things are:
//! - `game/action.rs` the judge's intents, `game/event.rs` the facts,
//!   `game/decide.rs` the dispatcher (one line per action, the scratch `Tx`
//!   on which every event is applied at once, the common checks),
//!   `game/rules/` the rule bodies by area (`setup`, `flow`, `speeches`,
//!   `discipline`, `voting`, `night`, `after`, `timer`), `game/refusal.rs`
//!   and `game/reason.rs` the typed refusals.
//! - `game/state.rs` the state and its queries, `game/apply.rs`
//!   `GameState::apply` (the only way the state changes; it cannot fail),
//!   `game/clock.rs` the timer as data (the time comes with each action),
//!   `game/score.rs` the points, `game/texts.rs` the judge's notes and
//!   protests, `game/random.rs` the one random generator (the deal, the seat
//!   draw of `game/seat_draw.rs`, the tournament seating).
//! - `ruleset/validate.rs` raw to validated `Ruleset`, section by section in
//!   the file's order, each section's serde mirror beside the function that
//!   checks it in `ruleset/validate/` (`roles`, `day`, `night`, `voting`,
//!   `end`, `points`, `tournament`, `rules`), every problem named by file and
//!   key path; `ruleset/error.rs` the typed problems (`RulesetError`,
//!   `Problem` with `Expected` and `Found`; serde's messages classified once,
//!   so no serde or Rust words reach a judge) and `from_toml`, which reads
//!   any TOML file of the console; `ruleset/tournament.rs` the validated
//!   tournament rules.
//! - The round of words after the game (`timers.after_game`) is engine
//!   state (`GameState::after_round`), timed, undone and replayed like a
//!   speech; hands marked after a vote entered as a number
//!   (`Action::MarkHands`) are a fact about the past that moves nothing
//!   else. The judge's switches for one game (`GameState::geographic`) come
//!   from the record's header, so older records replay as they were played.
//! - `storage.rs`: only the type `StorageError` (a ruleset's read error names
//!   it); the files themselves are `mafia-store`'s.
//!
//! Why these crates: `rand_xoshiro`'s `SplitMix64` is the algorithm the
//! older hand-written generators had, so the seeds stored in records deal
//! the same cards; `rpds`'s persistent list holds the notes, so a step
//! shares the notes before it with the previous state and costs the same
//! with 10 notes or 10^5 (`imbl::Vector` copied its tail on every push);
//! `serde_path_to_error` gives the key path of a type error.

pub mod game;
pub mod ruleset;
pub mod storage;
