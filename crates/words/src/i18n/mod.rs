//! Every word a person reads, in Russian and English, in one place.
//!
//! The words are [Fluent](https://projectfluent.org) messages in
//! `src/i18n/ru/*.ftl` and `src/i18n/en/*.ftl`, one file per area (the
//! windows, the projector's phrases, the protocol, the music panel, storage,
//! the engine's refusals, the command line), built into the binary with
//! `include_str!`. Fluent chooses the Russian plural forms («1 фол», «2 фола»,
//! «5 фолов») from the CLDR rules, so no plural is made by hand here.
//!
//! One way to read a message: its item in [`msg`], generated from the
//! `.ftl` files at build time (`build.rs`), so a misspelt id or value does
//! not compile: `msg::NewGame.get(lang)`, `msg::Player { seat: 3 }.get(lang)`,
//! and `.text()` for both languages at once (a value rendered later, like an
//! error). The build stops if the two languages differ in ids or values.
//! Texts that come from a
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

// `RU` and `EN`: every file of `ru/` and of `en/` (one per area), listed by
// `build.rs`, so a new area's file is loaded without being named here.
include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// One language's messages, ready to format.
pub(crate) struct Catalog {
    bundle: FluentBundle<FluentResource>,
    /// Messages without values, rendered once so [`Fixed::get`] can lend them.
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

/// The id of a message without values. Only the generated [`msg`] constants
/// make one (`msg::NewGame`), so every `Fixed` names a message that exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fixed(&'static str);

impl Fixed {
    /// The message id, e.g. `"new-game"`.
    pub const fn id(self) -> &'static str {
        self.0
    }

    /// The string in `lang`, rendered once and kept for the program's life.
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

/// A message of the catalogue: a [`Fixed`] constant or a generated struct
/// with its values (`msg::VotesCount { n: 3 }`). Every [`msg`] item also has
/// `get` and `text` of its own, so this trait need not be imported to read one.
pub trait Message {
    /// The message id in the `.ftl` files.
    fn id(&self) -> &'static str;
    /// The values, by the names the message uses.
    fn args(&self) -> Option<FluentArgs<'_>>;
    /// The message in `lang` (the id itself if it failed to load).
    fn get(&self, lang: Lang) -> String {
        catalog(lang).format(self.id(), self.args().as_ref())
    }
    /// The message in both languages.
    fn text(&self) -> Text {
        Text {
            ru: self.get(Lang::Ru),
            en: self.get(Lang::En),
        }
    }
}

impl Message for Fixed {
    fn id(&self) -> &'static str {
        self.0
    }
    fn args(&self) -> Option<FluentArgs<'_>> {
        None
    }
    fn get(&self, lang: Lang) -> String {
        Fixed::get(*self, lang).to_owned()
    }
}

/// A value a message can hold: a number (its plural form is Fluent's
/// choice), a string, or nothing (`None` prints nothing).
pub trait Arg {
    fn value(&self) -> FluentValue<'_>;
}

impl Arg for str {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self)
    }
}

impl Arg for String {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.as_str())
    }
}

impl Arg for std::borrow::Cow<'_, str> {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.as_ref())
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn value(&self) -> FluentValue<'_> {
        (**self).value()
    }
}

impl<T: Arg> Arg for Option<T> {
    fn value(&self) -> FluentValue<'_> {
        self.as_ref().map_or(FluentValue::None, Arg::value)
    }
}

macro_rules! number_arg {
    ($($t:ty)+) => {$(
        impl Arg for $t {
            fn value(&self) -> FluentValue<'_> {
                FluentValue::from(*self)
            }
        }
    )+};
}
number_arg!(i8 i16 i32 i64 isize u8 u16 u32 u64 usize f32 f64);

/// Every message of the catalogue, generated from `ru/*.ftl` by `build.rs`:
/// `msg::NewGame.get(lang)` (a `&'static str`), `msg::VotesCount { n: 3 }.get(lang)`
/// (a `String`), `.text()` for both languages. A misspelt id does not compile:
///
/// ```compile_fail
/// use mafia_words::i18n::{Lang, msg};
/// let _ = msg::NewGmae.get(Lang::Ru);
/// ```
///
/// nor does a misspelt or missing value:
///
/// ```compile_fail
/// use mafia_words::i18n::{Lang, msg};
/// let _ = msg::VotesCount { count: 3 }.get(Lang::En);
/// ```
///
/// ```
/// use mafia_words::i18n::{Lang, msg};
/// assert_eq!(msg::VotesCount { n: 3 }.get(Lang::En), "3 votes");
/// assert_eq!(msg::NewGame.get(Lang::En), "New game");
/// ```
pub mod msg {
    use super::{Arg, Fixed, FluentArgs, Lang, Message, Text};
    include!(concat!(env!("OUT_DIR"), "/msg.rs"));
}

/// The one way a typed value is put into words: a refusal, an error, a
/// reason a file was left out. Implemented beside the type, in the `i18n`
/// module of the lowest crate that owns it; `say` gives one language,
/// `text` both. A value whose words need more than itself (a ruleset for a
/// refusal's rule numbers) is said through a small view that holds both.
pub trait Words {
    /// The value in `lang`.
    fn say(&self, lang: Lang) -> String;
    /// The value in both languages.
    fn text(&self) -> Text {
        text_of(|l| self.say(l))
    }
}

/// Both languages of a string built per language, e.g. a message whose
/// value is itself a [`Text`]:
/// `text_of(|l| msg::CueUnplayable { file: f, reason: why.get(l) }.get(l))`.
pub fn text_of(f: impl Fn(Lang) -> String) -> Text {
    Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    }
}
