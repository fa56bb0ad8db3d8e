//! Temporary root for the web tests until the consolidated binaries land.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code may fail loudly

mod web;
