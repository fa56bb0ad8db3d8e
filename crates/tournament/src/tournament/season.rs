//! A club's seasons (seed 002, MCC: «…организация имеет право забанить
//! зачинщика на несколько игровых сезонов»): the dates the club sets in
//! `seasons.toml` beside its `players.toml`, the club rating of a season
//! (every kept game of the club's ruleset played within its dates, summed
//! by [`super::standings`] with the ruleset's `[tournament]` rules: MCC's
//! draw at four is not rated, only the best player's +1 counts), and the
//! day a ban for N seasons ends.
//!
//! ```toml
//! [[seasons]]
//! name = "Осень 2026"
//! from = "2026-09-01"
//! to = "2026-12-31"
//! ```

use super::standings::{Standings, standings};
use super::{Description, FileProblem, GameFile, TournamentError};
use mafia_core::ruleset::{Expected, Problem, Ruleset};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The seasons' file name, beside the club's player list.
pub const FILE: &str = "seasons.toml";

/// One season: its name and its first and last day (`YYYY-MM-DD`, both in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Season {
    pub name: String,
    pub from: String,
    pub to: String,
}

impl Season {
    /// Whether the day (`YYYY-MM-DD`) is in the season.
    pub fn contains(&self, date: &str) -> bool {
        is_date(date) && self.from.as_str() <= date && date <= self.to.as_str()
    }
}

/// The club's seasons, in the file's order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seasons {
    #[serde(default)]
    pub seasons: Vec<Season>,
}

/// `YYYY-MM-DD` with a month and a day that can be.
fn is_date(s: &str) -> bool {
    chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").is_ok() && s.len() == 10
}

impl Seasons {
    /// Reads the seasons; a missing file is a club without seasons. A date
    /// that is not `YYYY-MM-DD`, or a season that ends before it starts,
    /// is named with its key.
    pub fn load(path: &Path) -> Result<Seasons, TournamentError> {
        let s: Seasons = match mafia_store::storage::read_capped(
            path,
            mafia_store::storage::PLAYERS_LIMIT,
            "seasons",
        ) {
            Ok(bytes) => {
                let text = super::utf8(path, bytes)?;
                mafia_core::ruleset::from_toml(&text).map_err(|p| TournamentError::file(path, p))?
            }
            Err(e) if e.is_not_found() => return Ok(Seasons::default()),
            Err(e) => return Err(e.into()),
        };
        for (i, season) in s.seasons.iter().enumerate() {
            for (key, value) in [("from", &season.from), ("to", &season.to)] {
                if !is_date(value) {
                    return Err(TournamentError::file(
                        path,
                        Problem::new(format!("seasons[{i}].{key}"), Expected::IsoDate)
                            .found_text(value),
                    ));
                }
            }
            if season.to < season.from {
                return Err(TournamentError::file(
                    path,
                    Problem::new(format!("seasons[{i}].to"), Expected::DateOrder)
                        .found_text(&season.to),
                ));
            }
        }
        Ok(s)
    }

    /// The season by its name.
    pub fn find(&self, name: &str) -> Option<&Season> {
        self.seasons.iter().find(|s| s.name == name)
    }

    /// The season a day is in.
    pub fn of_date(&self, date: &str) -> Option<&Season> {
        self.seasons.iter().find(|s| s.contains(date))
    }

    /// The last day of a ban for `n` seasons given on `today`: the season
    /// under way (else the next to start) and the `n - 1` after it, by
    /// their dates. None when the club has not set that many seasons yet.
    pub fn ban_until(&self, today: &str, n: u32) -> Option<String> {
        if n == 0 {
            return None;
        }
        let mut by_date: Vec<&Season> = self.seasons.iter().collect();
        by_date.sort_by(|a, b| a.from.cmp(&b.from));
        let first = by_date
            .iter()
            .position(|s| s.contains(today) || s.from.as_str() > today)?;
        let last = first.checked_add(usize::try_from(n - 1).ok()?)?;
        by_date.get(last).map(|s| s.to.clone())
    }
}

/// The ruleset a season's games were played by, from their own records:
/// of the kept games dated within the season, the ruleset id most of them
/// name (on a tie, the first by id). None when the season has no game yet.
/// The CLI's `season` (without `--ruleset`) and the evening card both
/// count the season by it, whatever ruleset the start form used last.
pub fn own_ruleset<'a>(season: &Season, games: &'a [GameFile]) -> Option<&'a str> {
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for g in games
        .iter()
        .filter(|g| season.contains(g.record.meta.date.trim()))
    {
        *counts.entry(g.record.ruleset.id.as_str()).or_default() += 1;
    }
    let most = counts.values().copied().max()?;
    counts
        .into_iter()
        .find(|(_, n)| *n == most)
        .map(|(id, _)| id)
}

/// The club rating of a season: the kept games of the ruleset played within
/// its dates (by the date in their header), as standings.
pub fn season_standings(
    rs: &Ruleset,
    season: &Season,
    games: &[GameFile],
    unreadable: &[FileProblem],
) -> Standings {
    let desc = Description {
        name: season.name.clone(),
        ruleset: rs.id.clone(),
        dates: vec![season.from.clone(), season.to.clone()],
        ..Description::default()
    };
    let within: Vec<GameFile> = games
        .iter()
        .filter(|g| g.record.ruleset.id == rs.id && season.contains(g.record.meta.date.trim()))
        .cloned()
        .collect();
    standings(rs, &desc, &within, unreadable)
}
