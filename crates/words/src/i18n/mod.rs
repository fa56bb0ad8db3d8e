//! Every word a person reads, in Russian and English, in one place.
//!
//! The words are [Fluent](https://projectfluent.org) messages in
//! `src/i18n/ru/*.ftl` and `src/i18n/en/*.ftl`, one file per area (the
//! windows, the projector's phrases, the protocol, the music panel, storage,
//! the engine's refusals, the command line), built into the binary with
//! `include_str!`. Fluent chooses the Russian plural forms («1 фол», «2 фола»,
//! «5 фолов») from the CLDR rules, so no plural is made by hand here.
//!
//! Three ways to read a message:
//! - a fixed string is an [`S`] constant holding the message id;
//!   [`S::get`] gives `&'static str` (rendered once, kept for the program's life);
//! - a string with values in it: [`tr!`]`(lang, "player", seat = 3)`;
//! - both languages at once, for a value that is rendered later: [`text!`] gives a
//!   [`Text`].
//!
//! A missing message never panics: the id itself is shown, and the tests in
//! `tests.rs` fail on any id missing from either language. Texts that come from a
//! ruleset (role names, night steps, offences) are [`Text`] data
//! and are not repeated here.

mod lang;
mod phrases;
pub use lang::{Lang, Text};
pub use phrases::*;

#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::LazyLock;

pub use fluent_bundle::FluentArgs;
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

pub use fluent_bundle::FluentValue;

/// The resources of one language: (file name, text).
type Files = &'static [(&'static str, &'static str)];

/// Russian messages, one file per area. A new file goes here and in [`EN`].
pub(crate) const RU: Files = &[
    ("ui.ftl", include_str!("ru/ui.ftl")),
    ("projector.ftl", include_str!("ru/projector.ftl")),
    ("protocol.ftl", include_str!("ru/protocol.ftl")),
    ("audio.ftl", include_str!("ru/audio.ftl")),
    ("storage.ftl", include_str!("ru/storage.ftl")),
    ("engine.ftl", include_str!("ru/engine.ftl")),
    ("cli.ftl", include_str!("ru/cli.ftl")),
    ("audience.ftl", include_str!("ru/audience.ftl")),
    ("web.ftl", include_str!("ru/web.ftl")),
    ("tournament.ftl", include_str!("ru/tournament.ftl")),
    ("ruleset.ftl", include_str!("ru/ruleset.ftl")),
    ("errors.ftl", include_str!("ru/errors.ftl")),
    ("start.ftl", include_str!("ru/start.ftl")),
];

/// English messages, the same files as [`RU`].
pub(crate) const EN: Files = &[
    ("ui.ftl", include_str!("en/ui.ftl")),
    ("projector.ftl", include_str!("en/projector.ftl")),
    ("protocol.ftl", include_str!("en/protocol.ftl")),
    ("audio.ftl", include_str!("en/audio.ftl")),
    ("storage.ftl", include_str!("en/storage.ftl")),
    ("engine.ftl", include_str!("en/engine.ftl")),
    ("cli.ftl", include_str!("en/cli.ftl")),
    ("audience.ftl", include_str!("en/audience.ftl")),
    ("web.ftl", include_str!("en/web.ftl")),
    ("tournament.ftl", include_str!("en/tournament.ftl")),
    ("ruleset.ftl", include_str!("en/ruleset.ftl")),
    ("errors.ftl", include_str!("en/errors.ftl")),
    ("start.ftl", include_str!("en/start.ftl")),
];

/// One language's messages, ready to format.
pub(crate) struct Catalog {
    bundle: FluentBundle<FluentResource>,
    /// Messages without values, rendered once so [`S::get`] can lend them.
    fixed: HashMap<String, String>,
    /// Syntax errors and duplicate ids met while loading (see [`problems`]).
    problems: Vec<String>,
}

impl Catalog {
    fn load(locale: &str, files: Files) -> Catalog {
        let langid = locale.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // No Unicode isolation marks around values: they would show as boxes
        // on screen and in the PDF, and nothing here mixes text directions.
        bundle.set_use_isolating(false);
        let mut problems = Vec::new();
        let mut ids = Vec::new();
        for (name, text) in files {
            let res = match FluentResource::try_new((*text).to_owned()) {
                Ok(res) => res,
                Err((res, errs)) => {
                    problems.extend(errs.iter().map(|e| format!("{locale}/{name}: {e:?}")));
                    res
                }
            };
            ids.extend(message_ids(&res));
            if let Err(errs) = bundle.add_resource(res) {
                problems.extend(errs.iter().map(|e| format!("{locale}/{name}: {e}")));
            }
        }
        let mut fixed = HashMap::new();
        for id in ids {
            if let Some(pattern) = bundle.get_message(&id).and_then(|m| m.value()) {
                let mut errs = Vec::new();
                let s = bundle.format_pattern(pattern, None, &mut errs);
                if errs.is_empty() {
                    fixed.insert(id, s.into_owned());
                }
            }
        }
        Catalog {
            bundle,
            fixed,
            problems,
        }
    }

    /// The message `id` with `args`, or the id itself when there is none.
    pub(crate) fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_owned();
        };
        let mut errs = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errs)
            .into_owned()
    }
}

/// The ids of the messages in one resource, in file order.
pub(crate) fn message_ids(res: &FluentResource) -> Vec<String> {
    res.entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

static CATALOGS: LazyLock<[Catalog; 2]> =
    LazyLock::new(|| [Catalog::load("ru", RU), Catalog::load("en", EN)]);

pub(crate) fn catalog(lang: Lang) -> &'static Catalog {
    match lang {
        Lang::Ru => &CATALOGS[0],
        Lang::En => &CATALOGS[1],
    }
}

/// The letter that picks this role by keyboard on the start screen
/// (`role-key-<id>`), when the language gives the role one.
pub fn role_key(lang: Lang, role_id: &str) -> Option<char> {
    catalog(lang)
        .fixed
        .get(&format!("role-key-{role_id}"))
        .and_then(|s| s.chars().next())
        .and_then(|c| c.to_lowercase().next())
}

/// Syntax errors and duplicate ids met while loading the messages of both
/// languages (empty when all is well; a test keeps it so).
pub fn problems() -> Vec<String> {
    CATALOGS.iter().flat_map(|c| c.problems.clone()).collect()
}

/// A fixed string: the id of a message that has no values in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct S(pub &'static str);

impl S {
    /// The message id, e.g. `"new-game"`.
    pub const fn id(self) -> &'static str {
        self.0
    }

    /// The string in `lang` (the id itself if the message is missing).
    pub fn get(self, lang: Lang) -> &'static str {
        catalog(lang)
            .fixed
            .get(self.0)
            .map_or(self.0, String::as_str)
    }

    /// The string in both languages.
    pub fn text(self) -> Text {
        Text::new(self.get(Lang::Ru), self.get(Lang::En))
    }
}

/// The message `id` in `lang` with `args` (see [`tr!`] for the short form).
pub fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    catalog(lang).format(id, args)
}

/// The message `id` in both languages with `args` (see [`text!`]).
pub fn format_text(id: &str, args: Option<&FluentArgs>) -> Text {
    Text {
        ru: format(Lang::Ru, id, args),
        en: format(Lang::En, id, args),
    }
}

/// Both languages of a string built per language, e.g. a message whose
/// value is itself a [`Text`]: `text_of(|l| tr!(l, "cue-unplayable", file = f, reason = why.get(l)))`.
pub fn text_of(f: impl Fn(Lang) -> String) -> Text {
    Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    }
}

/// The message `id` in `lang`, with named values:
/// `tr!(lang, "player", seat = 3)` gives «Игрок №3» / "Player 3".
/// Values are anything a [`FluentValue`] is made from (numbers, `&str`, `String`).
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr $(,)?) => {
        $crate::i18n::format($lang, $id, None)
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::format($lang, $id, Some(&args))
    }};
}

/// The message `id` in both languages as a [`Text`], with named values like [`tr!`].
#[macro_export]
macro_rules! text {
    ($id:expr $(,)?) => {
        $crate::i18n::format_text($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::format_text($id, Some(&args))
    }};
}

pub use crate::{text, tr};
