//! The judge's windows driven through real widgets (egui_kittest): the game
//! screen, the action buttons and keys, the sound panel, what the
//! projector may never show, and the web server for the stream (`web`).
//!
//! One test binary (not one per file) so the suite links the app once here;
//! add a new UI test as a module below.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

mod ui_common;

mod about;
mod after_game_round;
mod audience_moments;
mod club_words;
mod departed_roles;
mod evening;
mod first_hour;
#[path = "../shared/game.rs"]
mod game;
mod game_site_ids;
mod left_game;
mod mark_hands;
mod player_photos;
mod projector_secrecy;
mod round_history;
mod rule_labels;
mod seat_draw;
mod stage_seating;
mod start_library;
mod start_reading;
mod stats_chart;
mod storage;
#[path = "../shared/support.rs"]
mod support;
#[path = "../shared/table.rs"]
mod table;
mod tournament;
mod tournament_export;
mod tournament_sync;
#[path = "../shared/tournaments.rs"]
mod tournaments;
mod ui_actions;
mod ui_game;
mod ui_sound;
mod vote_keys;
#[path = "../shared/wav.rs"]
mod wav;
mod web;
mod window_fit;
