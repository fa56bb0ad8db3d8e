//! The web server for the stream (hyper, axum, tokio): the published views, the
//! routes, the pages and `serve RECORD`.
//!
//! Where things are: `web/feed.rs` the published public and spectator views
//! (a version and a condition variable, the spectator's delay);
//! `web/server.rs` the connections (bounded connections and feed slots, the
//! write timeout, the `Host` check, the body limit, an accept loop that logs
//! and retries, `Health` for the menu bar); `web/http.rs` the routes, the
//! token, the JSON envelope, Server-Sent Events; `web/pages.rs` and
//! `web/pages/` one page for the overlay and the projector (`app.js` alone
//! reads the producer's switches; the server sends the same view whatever
//! they say); `web/charts.rs` the hall's charts as inline SVG;
//! `web/headless.rs` `serve RECORD`, following the file.
//! `web/judge.rs` the judge's phone: its pairing (a one-time code per
//! role — the judge's phone, an assistant, a viewer — the session cookie
//! and CSRF token, the wrong-code lock per address), the QR code of the
//! pairing address, what each role may send, and the queue of commands;
//! `web/judge_http.rs` its routes (`/judge`, Origin, size, role and step
//! checks, `/judge/me`, the judge-only `/judge/secrets`).
//!
//! The app only publishes (`Feed::publish(public, spectator)` after every
//! step); the public view is always built with spectator mode off. Why
//! hyper 1 (with axum's responses and SSE encoder, on a one-thread `tokio`
//! runtime): it replaced `tiny_http`, whose one thread served everyone with
//! no timeouts, so one client could freeze the console; hyper gives the
//! header read timeout, a capped read buffer, and notices a closed
//! connection while a response streams. `parking_lot` for the feed: a
//! `Mutex` and `Condvar` that cannot be poisoned. `if-addrs` lists the
//! computer's addresses when the judge opens the server to the network.
//! `qrcode` makes the pairing address's QR code (the modules only; the
//! console draws them).

pub mod i18n;
pub mod web;
