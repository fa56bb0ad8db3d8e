//! The example tournaments (`examples/tournaments/`) copied into a test's
//! own folder, and the ways the tests spoil them. Included by path into
//! each test binary that needs it.

#![allow(dead_code)] // each user takes what it needs

use mafia_core::ruleset::Ruleset;
use mafia_store::session::Record;
use mafia_tournament::tournament::nick::nick_key;
use mafia_tournament::tournament::{self, Description, GameFile, stages};
use std::path::{Path, PathBuf};

/// An example tournament's folder, `examples/tournaments/NAME`.
pub fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments")
        .join(name)
}

/// The example tournament `name` copied to `to`: its description as it
/// is, byte for byte, and its first `games` games (`game-01.json`…).
pub fn copy(name: &str, to: &Path, games: usize) {
    copy_description(name, to);
    copy_games(&example(name), to, games);
}

/// The example tournament `name`'s description alone, byte for byte, into
/// the folder `to` (no `games/`).
pub fn copy_description(name: &str, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    std::fs::copy(
        example(name).join(tournament::DESCRIPTION),
        to.join(tournament::DESCRIPTION),
    )
    .unwrap();
}

/// The example tournament `name` copied to `to` with its description read,
/// changed by `edit` and saved again, and its first `games` games.
pub fn copy_edited(name: &str, to: &Path, games: usize, edit: impl FnOnce(&mut Description)) {
    let src = example(name);
    let mut d = tournament::open(&src).unwrap().description;
    edit(&mut d);
    d.save(to).unwrap();
    copy_games(&src, to, games);
}

/// The first `n` games of the folder `src` into the folder `to`'s
/// `games/` (made, even for none).
fn copy_games(src: &Path, to: &Path, n: usize) {
    std::fs::create_dir_all(to.join("games")).unwrap();
    for g in 1..=n {
        let name = format!("game-{g:02}.json");
        std::fs::copy(src.join("games").join(&name), to.join("games").join(&name)).unwrap();
    }
}

/// A tournament folder at `to` of this description and these games.
pub fn write(to: &Path, desc: &Description, games: &[GameFile]) {
    desc.save(to).unwrap();
    std::fs::create_dir_all(to.join("games")).unwrap();
    for g in games {
        let record: &Record = &g.record;
        std::fs::write(to.join("games").join(&g.file), record.to_json()).unwrap();
    }
}

/// Who the Baikal semifinal seats though he did not pass the cut.
pub struct Outsider {
    /// The first player of the qualifying's standings who did not pass.
    pub nick: String,
    /// The semifinalist the seating had in his seat.
    pub replaced: String,
    /// The semifinal's first game (round 8, table 1).
    pub file: String,
}

/// The Baikal championship (`desc` and its `games`, judged by `rs`) with
/// the first player who did not pass the qualifying's cut seated in seat 1
/// of the semifinal's first game (round 8, table 1) in place of the
/// semifinalist there. `played`: that game's record seats him too; else
/// the game is taken out of `games` (still to be played).
pub fn outsider_in_the_semifinal(
    rs: &Ruleset,
    desc: &mut Description,
    games: &mut Vec<GameFile>,
    played: bool,
) -> Outsider {
    let spans = stages::spans(desc);
    let after = stages::stage_standings(rs, desc, games, &spans[0]);
    let passed = stages::cut(rs, desc, &after, &spans[0]).unwrap();
    let nick = after
        .players
        .iter()
        .find(|r| !passed.contains(&r.nick))
        .unwrap()
        .nick
        .clone();
    let entry = desc
        .seating
        .iter_mut()
        .find(|e| e.round == spans[1].first_round && e.table == 1)
        .unwrap();
    let key = |v: &[String]| v.iter().map(|n| nick_key(n)).collect::<Vec<_>>();
    let game = games
        .iter()
        .position(|g| key(&g.record.players) == key(&entry.seats))
        .unwrap();
    let replaced = std::mem::replace(&mut entry.seats[0], nick.clone());
    let file = games[game].file.clone();
    if played {
        games[game].record.players[0] = nick.clone();
    } else {
        games.remove(game);
    }
    Outsider {
        nick,
        replaced,
        file,
    }
}
