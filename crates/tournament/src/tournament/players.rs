//! The club's players: a registry of nicknames with an optional club and city
//! that grows with every game, for nickname completion and the tournaments'
//! player lists. Kept as one TOML file (`players.toml` in the user's data
//! folder); why a file and not SQLite is in the crate's documentation (`lib.rs`).

use super::TournamentError;
use super::nick::{nick_key, same_nick};
use mafia_audience::audience::photo::{Photo, Pixels};
use mafia_core::ruleset::{Expected, Problem};
use mafia_store::session::Record;
use mafia_store::storage::FileLock;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

/// The registry's file name.
pub const FILE: &str = "players.toml";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub nick: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub city: String,
    /// Games seen with this nickname (by [`Registry::note_game`]).
    #[serde(default)]
    pub games: u32,
    /// The date of the last game seen (`YYYY-MM-DD`), for sorting.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub last: String,
    /// The player's user id on MafiaRatings, for the exports.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mafiaratings: Option<u64>,
    /// The player's user id on Polemica, for the exports.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub polemica: Option<u64>,
    /// Banned by the club (seed 002: «забанить зачинщика на несколько
    /// игровых сезонов») until this day, inclusive (`YYYY-MM-DD`; the end
    /// of the last season of the ban, `season::Seasons::ban_until`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub banned_until: String,
    /// Why, as the club wrote it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ban_reason: String,
    /// The player's photo for the stream and the projector (PNG or JPEG,
    /// at most [`PHOTO_LIMIT`] bytes), a path from this file's folder:
    /// `photo = "photos/nick.jpg"`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub photo: String,
}

/// The largest photo file a player may have (bytes).
pub const PHOTO_LIMIT: u64 = 2 * 1024 * 1024;

/// A photo file's bytes: a regular file there, within the limit (read at
/// most one byte past it, whatever its size says).
fn read_photo(path: &Path) -> Result<Vec<u8>, Expected> {
    let file = std::fs::File::open(path).map_err(|_| Expected::PhotoFile)?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(Expected::PhotoFile);
    }
    let mut bytes = Vec::new();
    file.take(PHOTO_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(|_| Expected::PhotoFile)?;
    if bytes.len() as u64 > PHOTO_LIMIT {
        return Err(Expected::PhotoSize(PHOTO_LIMIT));
    }
    Ok(bytes)
}

impl Player {
    /// Whether the club's ban holds on this day (`YYYY-MM-DD`).
    pub fn banned_on(&self, date: &str) -> bool {
        !self.banned_until.is_empty() && date <= self.banned_until.as_str()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Registry {
    #[serde(default)]
    pub players: Vec<Player>,
}

impl Registry {
    /// Reads the registry; a missing file is an empty registry.
    pub fn load(path: &Path) -> Result<Registry, TournamentError> {
        // A regular file within its limit.
        match mafia_store::storage::read_capped(
            path,
            mafia_store::storage::PLAYERS_LIMIT,
            "a players list",
        ) {
            Ok(bytes) => {
                let text = super::utf8(path, bytes)?;
                mafia_core::ruleset::from_toml(&text).map_err(|p| TournamentError::file(path, p))
            }
            Err(e) if e.is_not_found() => Ok(Registry::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Saves through a temp file; the previous file is kept as `.bak`. A list
    /// larger than it is read with is refused, nothing written.
    pub fn save(&self, path: &Path) -> Result<(), TournamentError> {
        let text = toml::to_string_pretty(self)
            .map_err(|e| TournamentError::make(super::Making::toml(path), &e))?;
        // Never a file the next read refuses.
        mafia_store::storage::fits_limit(
            path,
            text.len(),
            mafia_store::storage::PLAYERS_LIMIT,
            "a players list",
        )?;
        if path.exists() {
            let mut bak = path.as_os_str().to_owned();
            bak.push(".bak");
            // Through a temp file as well: a kill leaves the previous copy.
            super::description::keep_copy(path, Path::new(&bak))?;
        }
        Ok(mafia_store::storage::write_atomic(path, text.as_bytes())?)
    }

    /// Changes the registry as it is on disk now, under the file's lock
    /// (never a copy read earlier written back): another console's or
    /// command's additions made meanwhile are all kept. Returns the
    /// registry as written.
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut Registry),
    ) -> Result<Registry, TournamentError> {
        let _lock = FileLock::acquire(path)?;
        if let (Some(dir), Some(name)) = (path.parent(), path.file_name()) {
            // A save of the list cut by a kill: its temp file goes.
            super::remove_temps_locked(dir, &name.to_string_lossy());
        }
        let mut r = Registry::load(path)?;
        let before = r.clone();
        change(&mut r);
        if r != before {
            r.save(path)?;
        }
        Ok(r)
    }

    /// Bans a player until a day (`YYYY-MM-DD`), with the club's reason; a
    /// nickname not listed yet is added. An empty day lifts the ban.
    pub fn ban(&mut self, nick: &str, until: &str, reason: &str) {
        self.add(nick, "", "");
        if let Some(p) = self.players.iter_mut().find(|p| same_nick(&p.nick, nick)) {
            until.clone_into(&mut p.banned_until);
            reason.trim().clone_into(&mut p.ban_reason);
        }
    }

    /// The players of `seats` the club's ban holds on this day, in seat order.
    pub fn banned<'a>(&'a self, seats: &[String], date: &str) -> Vec<&'a Player> {
        seats
            .iter()
            .filter_map(|n| self.get(n))
            .filter(|p| p.banned_on(date))
            .collect()
    }

    /// A player's photo (`photo = "…"`, from the folder of `list`, the
    /// registry's own file), read, checked and scaled once for the
    /// projector; none when he has none. A file that is not there, larger
    /// than [`PHOTO_LIMIT`] or not a PNG or JPEG picture is an error naming
    /// the list, the key (`players[3].photo`) and what was expected.
    pub fn photo(&self, list: &Path, nick: &str) -> Result<Option<Photo>, TournamentError> {
        let Some((i, p)) = self
            .players
            .iter()
            .enumerate()
            .find(|(_, p)| same_nick(&p.nick, nick))
        else {
            return Ok(None);
        };
        let written = p.photo.trim();
        if written.is_empty() {
            return Ok(None);
        }
        let bad = |e: Expected| {
            TournamentError::file(
                list,
                Problem::new(format!("players[{i}].photo"), e).found_text(written),
            )
        };
        let path = list.parent().unwrap_or(Path::new("")).join(written);
        let bytes = read_photo(&path).map_err(bad)?;
        let format = image::guess_format(&bytes).map_err(|_| bad(Expected::PhotoPicture))?;
        let mime = match format {
            image::ImageFormat::Png => "image/png",
            image::ImageFormat::Jpeg => "image/jpeg",
            _ => return Err(bad(Expected::PhotoPicture)),
        };
        let picture = image::load_from_memory_with_format(&bytes, format)
            .map_err(|_| bad(Expected::PhotoPicture))?;
        let side = mafia_audience::audience::photo::THUMB_SIDE;
        let small = if picture.width() > side || picture.height() > side {
            picture.thumbnail(side, side)
        } else {
            picture
        }
        .to_rgba8();
        let pixels = Pixels {
            width: small.width(),
            height: small.height(),
            rgba: small.into_raw(),
        };
        Ok(Some(Photo::new(mime, bytes, pixels)))
    }

    pub fn get(&self, nick: &str) -> Option<&Player> {
        self.players.iter().find(|p| same_nick(&p.nick, nick))
    }

    /// A nickname's ids on the rating sites (none when it is not listed).
    pub fn ids(&self, nick: &str) -> super::ids::PersonIds {
        self.get(nick)
            .map_or_else(Default::default, |p| super::ids::PersonIds {
                mafiaratings: p.mafiaratings,
                polemica: p.polemica,
            })
    }

    /// Sets a nickname's ids on the sites (adding the nickname if new).
    pub fn set_ids(&mut self, nick: &str, ids: super::ids::PersonIds) {
        self.add(nick, "", "");
        if let Some(p) = self.players.iter_mut().find(|p| same_nick(&p.nick, nick)) {
            p.mafiaratings = ids.mafiaratings;
            p.polemica = ids.polemica;
        }
    }

    /// Each nickname's place in the list, by its key ([`nick_key`]); the
    /// first of two that compare the same.
    fn index(&self) -> HashMap<String, usize> {
        let mut index = HashMap::with_capacity(self.players.len());
        for (i, p) in self.players.iter().enumerate() {
            index.entry(nick_key(&p.nick)).or_insert(i);
        }
        index
    }

    /// Adds a nickname (or fills in a club or city it lacked) through an
    /// index of the list; the place of the player, and whether he was new.
    fn add_at(
        &mut self,
        index: &mut HashMap<String, usize>,
        nick: &str,
        club: &str,
        city: &str,
    ) -> Option<(usize, bool)> {
        let nick = nick.trim();
        if nick.is_empty() {
            return None;
        }
        let key = nick_key(nick);
        if let Some(&i) = index.get(&key)
            && let Some(p) = self.players.get_mut(i)
        {
            if p.club.is_empty() {
                club.trim().clone_into(&mut p.club);
            }
            if p.city.is_empty() {
                city.trim().clone_into(&mut p.city);
            }
            return Some((i, false));
        }
        index.insert(key, self.players.len());
        self.players.push(Player {
            nick: nick.to_owned(),
            club: club.trim().to_owned(),
            city: city.trim().to_owned(),
            ..Player::default()
        });
        Some((self.players.len() - 1, true))
    }

    /// Adds a nickname (or fills in a club or city it lacked); true when it was new.
    pub fn add(&mut self, nick: &str, club: &str, city: &str) -> bool {
        self.add_all([(nick, club, city)]) == 1
    }

    /// Adds many players at once, `(nick, club, city)`, each found by its
    /// key in one step, so a federation's 100,000 rows take a moment, not
    /// hours. Returns how many were new.
    pub fn add_all<'a>(
        &mut self,
        list: impl IntoIterator<Item = (&'a str, &'a str, &'a str)>,
    ) -> usize {
        let mut index = self.index();
        list.into_iter()
            .filter(|(nick, club, city)| {
                self.add_at(&mut index, nick, club, city)
                    .is_some_and(|(_, new)| new)
            })
            .count()
    }

    /// Every nickname of a game joins the registry (and counts the game).
    pub fn note_game(&mut self, record: &Record) {
        let mut index = self.index();
        for nick in &record.players {
            if let Some((i, _)) = self.add_at(&mut index, nick, "", "")
                && let Some(p) = self.players.get_mut(i)
            {
                p.games += 1;
                if record.meta.date > p.last {
                    p.last.clone_from(&record.meta.date);
                }
            }
        }
    }

    /// Nicknames that start with (then contain) what was typed, most played first.
    pub fn complete(&self, typed: &str, limit: usize) -> Vec<&str> {
        let t = typed.trim().to_lowercase();
        if t.is_empty() {
            return Vec::new();
        }
        let mut hits: Vec<(u8, &Player)> = self
            .players
            .iter()
            .filter_map(|p| {
                let n = p.nick.to_lowercase();
                if n.starts_with(&t) {
                    Some((0, p))
                } else if n.contains(&t) {
                    Some((1, p))
                } else {
                    None
                }
            })
            .collect();
        hits.sort_by(|a, b| {
            a.0.cmp(&b.0)
                .then(b.1.games.cmp(&a.1.games))
                .then(a.1.nick.cmp(&b.1.nick))
        });
        hits.into_iter()
            .take(limit)
            .map(|(_, p)| p.nick.as_str())
            .collect()
    }

    /// Imports a list: one player a line, `nick[, club[, city]]` (commas,
    /// semicolons or tabs); a header line `nick,...` is skipped. Returns how
    /// many were new.
    pub fn import(&mut self, text: &str) -> Result<usize, TournamentError> {
        let mut reader = super::pasted_table(text);
        let mut index = self.index();
        let mut added = 0;
        for (i, rec) in reader.records().enumerate() {
            let rec = rec.map_err(|_| TournamentError::Line { line: i + 1 })?;
            let nick = rec.get(0).unwrap_or("");
            if i == 0 && matches!(nick.to_lowercase().as_str(), "nick" | "nickname") {
                continue;
            }
            let (club, city) = (rec.get(1).unwrap_or(""), rec.get(2).unwrap_or(""));
            if self
                .add_at(&mut index, nick, club, city)
                .is_some_and(|(_, new)| new)
            {
                added += 1;
            }
        }
        Ok(added)
    }
}
