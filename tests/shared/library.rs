//! A year of kept games for the library's tests and bench: the example
//! records again and again, each its own game (its own creation time, a day
//! apart), with tournaments, tables, game numbers and nicknames varied.

#![allow(dead_code)] // each user takes what it needs

use mafia_store::session::record::Record;
use std::path::{Path, PathBuf};

/// The tournaments the games are spread over (every third game has none).
pub const TOURNAMENTS: [&str; 2] = ["Кубок Байкала 2026", "Клубный вечер ММЧ"];

/// Nicknames the seats are filled from, in turn.
pub const POOL: [&str; 20] = [
    "Алиса",
    "Борис",
    "Вера",
    "Глеб",
    "Дина",
    "Егор",
    "Жанна",
    "Захар",
    "Инна",
    "Кирилл",
    "Лев",
    "Мира",
    "Нина",
    "Олег",
    "Павел",
    "Рита",
    "Семён",
    "Тая",
    "Ульяна",
    "Фёдор",
];

/// The first game's creation time: 2026-01-01 00:00 UTC.
pub const T_FIRST: u64 = 1_767_225_600_000;
/// One day.
pub const DAY: u64 = 86_400_000;

/// The example records this is built from.
pub fn examples() -> Vec<Record> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    [
        "fiim-red-wins.json",
        "fiim-black-wins.json",
        "fiim-tie-and-lift.json",
    ]
    .iter()
    .map(|f| {
        let text = std::fs::read_to_string(root.join(f)).expect("an example record");
        Record::from_json(f, &text).expect("a valid example")
    })
    .collect()
}

/// Game `i` of the year: created `i` days after [`T_FIRST`].
pub fn game(examples: &[Record], i: usize) -> Record {
    let mut r = examples[i % examples.len()].clone();
    let created = T_FIRST + i as u64 * DAY / 3;
    let shift = created.wrapping_sub(r.created);
    r.created = created;
    for a in &mut r.actions {
        a.at = a.at.wrapping_add(shift);
    }
    let n = r.players.len();
    r.players = (0..n)
        .map(|k| POOL[(i * 7 + k) % POOL.len()].to_owned())
        .collect();
    r.meta.tournament = if i % 3 == 2 {
        String::new()
    } else {
        TOURNAMENTS[i % 3].to_owned()
    };
    r.meta.table = (i % 3 + 1).to_string();
    r.meta.game = (i % 16 + 1).to_string();
    r.meta.judge = "Андрей Артамонов".to_owned();
    r.meta.date = String::new();
    r
}

/// Writes `n` games into `dir` as `game-0000.json`…; returns their paths.
pub fn write_year(dir: &Path, n: usize) -> Vec<PathBuf> {
    std::fs::create_dir_all(dir).expect("the games folder");
    let ex = examples();
    (0..n)
        .map(|i| {
            let p = dir.join(format!("game-{i:04}.json"));
            std::fs::write(&p, game(&ex, i).to_json()).expect("a game file");
            p
        })
        .collect()
}
