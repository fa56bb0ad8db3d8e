//! What the console reads and writes: the autosave and its recovery, the
//! crash-resume of the real binary, the command line (`replay`, `protocol`),
//! the protocol PDF, the asset folders and the audio; the crates' layers;
//! following a file (`watch`) and the stream server under hostile clients
//! (`web_attacks`); the paths the docs name (`docs`).
//!
//! One test binary (not one per file) so the suite links the app once here;
//! add a new file or command-line test as a module below.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

mod protocol_samples;

mod assets;
mod audio;
mod autosave;
mod cli_usage;
mod crash_resume;
mod docs;
mod export_sites;
#[path = "../shared/game.rs"]
mod game;
mod judge_errors_ru;
mod layers;
mod limits;
mod old_records;
mod outputs;
mod protocol;
mod protocol_cli;
mod protocol_grid;
mod replay_cli;
mod shipped;
mod stats_cli;
#[path = "../shared/support.rs"]
mod support;
#[path = "../shared/table.rs"]
mod table;
mod tournament;
#[path = "../shared/tournaments.rs"]
mod tournaments;
mod view_cli;
mod watch;
mod web_attacks;
