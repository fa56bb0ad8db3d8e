//! Tournaments: the folder, standings by each seed's rules, seating, the
//! players' registry, results that leave the console.

mod bring;
mod check;
mod cli;
mod cut_ties;
mod evening;
mod examples;
mod export_formats;
mod hall;
mod kill;
pub mod play;
mod players;
mod points_shown;
mod roles;
mod rules;
mod season;
mod seating;
mod seating_limits;
mod sheets;
mod stage_seating;
mod stages;
mod standings;
mod sync;

pub use examples::ruleset as examples_ruleset;
