//! Tournaments: the folder, standings by each seed's rules, seating, the
//! players' registry, results that leave the console.

mod cli;
mod examples;
mod play;
mod players;
mod rules;
mod seating;
mod standings;
