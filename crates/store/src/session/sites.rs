//! The rating sites' ids of a game or a tournament: what an upload needs
//! that the console cannot know by itself (docs/export-formats.md). A game
//! keeps its own in its record's header (`meta.sites`), a tournament in
//! `tournament.toml` (`[sites]`); plain data, read strictly.

use serde::{Deserialize, Serialize};

/// MafiaRatings' ids of a tournament (or of one game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct MafiaRatingsIds {
    /// The event the games are stored for (`eventId`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<u64>,
    /// The club that holds the event (`clubId`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<u64>,
    /// The tournament, when the event belongs to one (`tournamentId`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<u64>,
    /// The site's rules code (`rules`: 13 digits, one per rule option).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rules: String,
    /// The moderator's user id (`moderator.id`), when the table's judge has
    /// none of his own in the club's list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moderator: Option<u64>,
}

/// Polemica's ids of a tournament (or of one game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct PolemicaIds {
    /// The master's user id (`master`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub master: Option<u64>,
    /// The scoring system's number (`scoringType`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring_type: Option<u32>,
    /// The scoring system's version (`scoringVersion`, e.g. "3.0").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub scoring_version: String,
}

/// Both sites' ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct SiteIds {
    #[serde(default, skip_serializing_if = "MafiaRatingsIds::is_empty")]
    pub mafiaratings: MafiaRatingsIds,
    #[serde(default, skip_serializing_if = "PolemicaIds::is_empty")]
    pub polemica: PolemicaIds,
}

impl MafiaRatingsIds {
    pub fn is_empty(&self) -> bool {
        *self == MafiaRatingsIds::default()
    }
}

impl PolemicaIds {
    pub fn is_empty(&self) -> bool {
        *self == PolemicaIds::default()
    }
}

impl SiteIds {
    pub fn is_empty(&self) -> bool {
        *self == SiteIds::default()
    }

    /// These ids with each one `other` gives put over them.
    pub fn over(&self, other: &SiteIds) -> SiteIds {
        let (m, o) = (&self.mafiaratings, &other.mafiaratings);
        let (p, q) = (&self.polemica, &other.polemica);
        let text = |a: &String, b: &String| if b.is_empty() { a.clone() } else { b.clone() };
        SiteIds {
            mafiaratings: MafiaRatingsIds {
                event: o.event.or(m.event),
                club: o.club.or(m.club),
                tournament: o.tournament.or(m.tournament),
                rules: text(&m.rules, &o.rules),
                moderator: o.moderator.or(m.moderator),
            },
            polemica: PolemicaIds {
                master: q.master.or(p.master),
                scoring_type: q.scoring_type.or(p.scoring_type),
                scoring_version: text(&p.scoring_version, &q.scoring_version),
            },
        }
    }
}
