//! Every word a person reads, in Russian and English: the Fluent catalogue
//! (`i18n/{ru,en}/*.ftl`), the generated messages [`i18n::msg`], and
//! the two types every layer shares, [`Lang`] and [`Text`]. This crate names
//! nothing of the project; the words for the project's own types (refusals,
//! errors, moments) are rendered in the crate of the layer that shows them.

pub mod i18n;

pub use i18n::{Lang, Text};
