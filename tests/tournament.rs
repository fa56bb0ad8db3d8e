//! Tournaments: the folder, standings by each seed's rules, seating, the
//! players' registry, results that leave the console.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

#[path = "tournament/examples.rs"]
mod examples;
#[path = "tournament/play.rs"]
mod play;
#[path = "tournament/rules.rs"]
mod rules;
#[path = "tournament/standings.rs"]
mod standings;
