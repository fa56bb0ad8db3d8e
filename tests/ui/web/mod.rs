//! The game on the stream: the web server's answers, the spectator token and
//! delay, the live feed, the headless `serve`, and the projector's secrecy
//! carried over to every public page and the feed.

pub mod client;
mod headless;
mod http;
mod judge;
mod phone;
mod secrecy;
mod window;
