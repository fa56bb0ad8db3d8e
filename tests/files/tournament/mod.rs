//! Tournaments: the folder, standings by each seed's rules, seating, the
//! players' registry, results that leave the console.

mod examples;
mod play;
mod rules;
mod standings;
