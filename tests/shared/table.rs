//! What the engine's scenarios and the example tournaments both seat at the
//! table: a bundled ruleset by id, the classic layout of cards and the example
//! nicknames. Included by path into each test binary that needs it.

#![allow(dead_code)] // each user takes what it needs

use mafia_core::ruleset::Ruleset;
use mafia_store::ruleset::catalog::load_file;

/// A ruleset from the project's `rulesets/` folder by its id.
pub fn ruleset(id: &str) -> Ruleset {
    let path = mafia_store::storage::source_root()
        .join("rulesets")
        .join(format!("{id}.toml"));
    load_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The classic layout used by the FIIM scenarios:
/// 1 civ, 2 civ, 3 sheriff, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia, 9 civ, 10 civ.
pub const CLASSIC: [&str; 10] = [
    "civilian", "civilian", "sheriff", "mafia", "civilian", "don", "civilian", "mafia", "civilian",
    "civilian",
];

/// The classic layout where the sheriff is called the commissar (Baikal,
/// MCC): 1 civ, 2 civ, 3 commissar, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia,
/// 9 civ, 10 civ.
pub const COMMISSAR_CLASSIC: [&str; 10] = [
    "civilian",
    "civilian",
    "commissar",
    "mafia",
    "civilian",
    "don",
    "civilian",
    "mafia",
    "civilian",
    "civilian",
];

/// The players of a club evening (MCC, seat draw), in the order they came.
pub const CAME: [&str; 12] = [
    "Лиса",
    "Бард",
    "Жук",
    "Енот",
    "Аист",
    "Волк",
    "Гусь",
    "Дрозд",
    "Ёж",
    "Ворон",
    "Сова",
    "Уж",
];

/// Nicknames for the example games, seat 1 first (up to 16 seats).
pub const NICKS: [&str; 16] = [
    "Алиса",
    "Борис",
    "Вера",
    "Гриша",
    "Дана",
    "Егор",
    "Жанна",
    "Зорро",
    "Ирина",
    "Кирилл",
    "Лена",
    "Максим",
    "Нина",
    "Олег",
    "Полина",
    "Роман",
];

/// The record cut at the first action after which `stop` holds of the
/// replayed game (a game stopped at a moment: its last minute, a vote).
/// Panics when no moment of the record is such.
pub fn cut_where(
    rs: &Ruleset,
    whole: &mafia_store::session::Record,
    stop: impl Fn(&mafia_core::game::GameState) -> bool,
) -> mafia_store::session::Record {
    let cut = |n: usize| mafia_store::session::Record {
        actions: whole.actions[..n].to_vec(),
        ..whole.clone()
    };
    (1..=whole.actions.len())
        .map(cut)
        .find(|r| {
            stop(
                mafia_store::session::Session::replay(rs.clone(), r)
                    .unwrap()
                    .state(),
            )
        })
        .expect("a moment of the record where the test stops")
}
