//! The rating sites' own ids: what an upload needs that the console cannot
//! know by itself (docs/export-formats.md). A tournament keeps them in
//! `tournament.toml` (`[sites]`), a game in its record (`meta.sites`), a
//! player's in the club's `players.toml`;
//! the command line can give or replace each of them.

pub use mafia_store::session::sites::{MafiaRatingsIds, PolemicaIds, SiteIds};

/// A person's ids on the sites (a player's, a judge's), kept in the club's
/// list by nickname.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PersonIds {
    pub mafiaratings: Option<u64>,
    pub polemica: Option<u64>,
}

/// Is this a rules code MafiaRatings reads (13 digits)?
pub fn rules_code_ok(code: &str) -> bool {
    code.len() == 13 && code.bytes().all(|b| b.is_ascii_digit())
}
