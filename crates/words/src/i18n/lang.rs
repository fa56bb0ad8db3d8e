//! The interface languages and a text in both of them.

use serde::{Deserialize, Serialize};

/// Interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Ru,
    En,
}

/// A text in both interface languages.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Text {
    pub ru: String,
    pub en: String,
}

impl Text {
    pub fn new(ru: &str, en: &str) -> Self {
        Self {
            ru: ru.to_owned(),
            en: en.to_owned(),
        }
    }
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        }
    }
}
