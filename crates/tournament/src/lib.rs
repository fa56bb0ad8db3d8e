//! Tournaments: a folder of game records with the organiser's description,
//! the standings, the seating, the exports and the tournament book.
//!
//! Where things are (`tournament/`):
//! - `description.rs` the organiser's `tournament.toml` (players, seating,
//!   judges, penalties with reasons, stages, accepted games);
//!   `standings.rs` the standings, computed from the records by replay and
//!   the ruleset's `[tournament]` rules, never stored; `check.rs` every game
//!   against the seating and the other records (held with a typed
//!   difference until the head judge accepts it); `stages.rs` the stages
//!   and the cut (a later stage's players are those who passed it, its
//!   games with another player held as `not_through_cut`); `seating.rs` a seeded search for even pairs and seats,
//!   with its bounds; `players.rs` the club's `players.toml`; `nick.rs`
//!   how nicknames compare (without case and surrounding spaces); `mod.rs`
//!   `bring_games` (other consoles' records: added, already there, refused)
//!   and what the modules share (a pasted table's reader, the temp files a
//!   killed save left under a file's lock).
//! - `sync.rs` the folder as the contract between laptops (below);
//!   `copies.rs` two copies a sync engine left, side by side.
//! - `export/` one game's MafiaRatings or Polemica JSON (`mod.rs` what
//!   both share: the replay's moments, the hands, checks and shots;
//!   `mafiaratings.rs` and `polemica.rs` each site's fields; what a site
//!   cannot take is a typed `Unfit`), `ids.rs` the sites' ids,
//!   `export_all.rs` a whole tournament, `federation.rs` the federation's
//!   sheet (XLSX with `rust_xlsxwriter`, CSV with `csv`), `sheet.rs` and
//!   `stats_sheet.rs` the standings and statistics as CSV and XLSX (a cell
//!   that would start a formula escaped).
//! - `stats.rs` statistics over any kept games; `book.rs`, `book_stats.rs`
//!   and `progress.rs` the book's pages as plain models that `mafia-pdf`
//!   draws; `hall.rs` what the hall sees between games.
//! - `evening.rs` a club evening (`evening.toml`: who came, the games, the
//!   next table the club's rule proposes), `season.rs` the club's seasons
//!   and bans.
//!
//! Files, not a database: a tournament is a folder a judge can copy to a USB
//! stick (`tournament.toml` and `games/*.json`, the records unchanged). The
//! standings are replayed every time (1,000 games well under 200 ms), so
//! nothing derived gets out of date; the club's players are a TOML file (a
//! club has hundreds to thousands of nicknames; `rusqlite` would add a C
//! build to every machine).
//!
//! One writer per file between laptops: only the head's console writes
//! `tournament.toml`; a table writes only new files of its own (its games,
//! its requests) and its own status file. A change is a `sync::Change`
//! applied under the file's `FileLock` to the file as it is on disk now; a
//! table's request carries the same `Change`, and the head's merge records
//! the request's name in the same write, so a merge cut by `kill -9` is
//! never made twice. A conflict copy is found by name, shown, and resolved
//! by keeping one (the other goes to `trash/`). See
//! `docs/tournament-laptops.md`.

pub mod i18n;
pub mod tournament;
