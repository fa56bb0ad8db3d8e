//! Every word a person reads, in Russian and English: the Fluent catalogue
//! (`i18n/{ru,en}/*.ftl`), the generated messages [`i18n::msg`], and
//! the two types every layer shares, [`Lang`] and [`Text`], and the one way
//! a typed value is said, the trait [`i18n::Words`]. This crate names
//! nothing of the project; the words for the project's own types (refusals,
//! errors, moments) are their `Words`, in the `i18n` module of their crate.
//!
//! Where things are:
//! - `i18n/ru/*.ftl`, `i18n/en/*.ftl`: the messages, one file per area (the
//!   windows, the projector, the protocol, storage, the engine's refusals,
//!   the command line, the tournament, sync, exports...), Russian first.
//! - `build.rs`: reads the Russian files and writes `msg.rs` (one item per
//!   message: a `Fixed` constant, or a struct with a field per value) and
//!   `files.rs` (`RU`, `EN`: every `.ftl` file, built in with
//!   `include_str!`); the build stops when the languages differ in files,
//!   ids or values.
//! - `i18n/mod.rs`: the catalogue (one `concurrent::FluentBundle` per
//!   language, built once, Unicode isolation marks off, so numbers are not
//!   wrapped in FSI/PDI on screen or in the PDF), `Fixed`, `Message`,
//!   `text_of`, `Words`; `i18n/lang.rs` `Lang` and `Text`; `i18n/phrases.rs` phrases
//!   with logic over plain numbers (seats, days, counts).
//! - `i18n/tests.rs`: the catalogue is whole (both languages, the same
//!   values, CLDR plurals, no English file with Russian), every message is
//!   read by some code, and no Cyrillic literal is left in any `.rs` file of
//!   the workspace's sources.
//!
//! Plurals are Fluent selectors on a number (Russian `one`, `few`, `many`;
//! English `one`, `other`). The word for a foul and its forms come from the
//! ruleset file (`fouls.forms`), chosen by the catalogue's CLDR category
//! (`plural-category`), in `mafia-store`'s `i18n/fouls.rs`.
//!
//! Why Fluent (`fluent-bundle`): Mozilla's kept implementation, the CLDR
//! plural rules built in («1 фол / 2 фола / 5 фолов» without hand-written
//! endings), each language's grammar in its own file where a translator can
//! change the word order. `fluent-templates` adds a loader and macros we do
//! not need; `rust-i18n` has no plural rules of its own.

pub mod i18n;

pub use i18n::{Lang, Text};
