//! The game on the stream: a small local web server that serves the
//! audience's view to OBS/vMix browser sources, a TV's browser, or anything
//! that reads JSON.
//!
//! It is a shell around the same pure view the projector window shows: the
//! judge side publishes it into a [`Feed`] after every step, and the server's
//! threads only read from there. Pages are compiled into the binary; their
//! words come from the view (already in the hall's language) and from
//! [`Labels`] (the localisation module).
//!
//! Routes (GET or HEAD):
//! - `/overlay[?layout=bottom|side]`, `/projector`: the pages;
//! - `/view.json`: the current view in an [`Envelope`];
//! - `/feed`: Server-Sent Events, one `view` event per change;
//! - `/spectator/overlay`, `/spectator/projector`, `/spectator/view.json`,
//!   `/spectator/feed`: the same with roles and checks, behind the token
//!   (`?token=` or `Authorization: Bearer`), 401 without it, 403 when wrong,
//!   delayed by the server's delay.
//!
//! The crate is `tiny_http`: synchronous, no async runtime, a few small
//! dependencies (it builds in seconds on two cores); one thread accepts and
//! answers the short requests, each live feed gets its own thread that sleeps
//! on the feed's condition variable, so an idle server costs no CPU.

pub mod feed;
pub mod headless;
mod http;
mod pages;

pub use feed::Feed;
pub use http::{Envelope, Labels};

/// The audience's view the server sends.
pub type View = crate::audience::ProjectorView;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// What the judge chose for the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeConfig {
    /// 0 picks a free port (tests).
    pub port: u16,
    /// Listen on every network interface, not only this computer
    /// (the judge's explicit choice, shown in the window).
    pub lan: bool,
    /// The spectator feed's token; `None` makes a new random one.
    pub token: Option<String>,
    /// How far the spectator feed lags behind the table.
    pub delay: Duration,
    /// Write each request's method and path (never the query, where a
    /// token may be) to stderr (`serve --log`).
    pub log: bool,
}

impl Default for ServeConfig {
    fn default() -> Self {
        ServeConfig {
            port: 8088,
            lan: false,
            token: None,
            delay: Duration::ZERO,
            log: false,
        }
    }
}

/// Why the server did not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartError {
    /// The port is taken or not allowed; the system's words.
    Bind { addr: SocketAddr, reason: String },
    /// No random token could be made.
    Token(String),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Bind { addr, reason } => write!(f, "{addr}: {reason}"),
            StartError::Token(r) => write!(f, "token: {r}"),
        }
    }
}

/// A fresh random token: 128 bits as hex.
pub fn new_token() -> Result<String, StartError> {
    let mut b = [0u8; 16];
    getrandom::fill(&mut b).map_err(|e| StartError::Token(e.to_string()))?;
    Ok(b.iter().map(|x| format!("{x:02x}")).collect())
}

/// The IPv4 addresses other computers on the local network reach this one
/// at (loopback left out), as the system lists its interfaces now.
pub fn lan_ips() -> std::io::Result<Vec<Ipv4Addr>> {
    let mut ips: Vec<Ipv4Addr> = if_addrs::get_if_addrs()?
        .into_iter()
        .filter_map(|i| match i.addr {
            if_addrs::IfAddr::V4(a) if !a.ip.is_loopback() => Some(a.ip),
            _ => None,
        })
        .collect();
    ips.sort();
    ips.dedup();
    Ok(ips)
}

/// A running server. Dropping it stops it.
pub struct WebServer {
    addr: SocketAddr,
    lan: bool,
    /// `http://IP:PORT` for each local network address (when `lan`).
    lan_urls: Vec<String>,
    /// Why the addresses could not be listed.
    lan_problem: Option<String>,
    token: String,
    feed: Arc<Feed>,
    server: Arc<tiny_http::Server>,
    stop: Arc<AtomicBool>,
    viewers: Arc<AtomicUsize>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl WebServer {
    /// Binds the port and starts answering. The feed may be empty yet.
    pub fn start(cfg: &ServeConfig, feed: Arc<Feed>) -> Result<Self, StartError> {
        let ip = if cfg.lan {
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        } else {
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        };
        let want = SocketAddr::new(ip, cfg.port);
        let token = match &cfg.token {
            Some(t) if !t.is_empty() => t.clone(),
            _ => new_token()?,
        };
        let server = tiny_http::Server::http(want).map_err(|e| StartError::Bind {
            addr: want,
            reason: e.to_string(),
        })?;
        let addr = server.server_addr().to_ip().unwrap_or(want);
        feed.set_delay(cfg.delay);
        let server = Arc::new(server);
        let stop = Arc::new(AtomicBool::new(false));
        let viewers = Arc::new(AtomicUsize::new(0));
        let ctx = Arc::new(http::Ctx {
            feed: Arc::clone(&feed),
            token: token.clone(),
            viewers: Arc::clone(&viewers),
            stop: Arc::clone(&stop),
            log: cfg.log,
        });
        let s2 = Arc::clone(&server);
        let thread = std::thread::Builder::new()
            .name("web-server".into())
            .spawn(move || http::serve(&s2, &ctx))
            .map_err(|e| StartError::Bind {
                addr,
                reason: e.to_string(),
            })?;
        let (lan_urls, lan_problem) = if cfg.lan {
            match lan_ips() {
                Ok(ips) => (
                    ips.iter()
                        .map(|ip| format!("http://{ip}:{}", addr.port()))
                        .collect(),
                    None,
                ),
                Err(e) => (Vec::new(), Some(e.to_string())),
            }
        } else {
            (Vec::new(), None)
        };
        Ok(WebServer {
            addr,
            lan: cfg.lan,
            lan_urls,
            lan_problem,
            token,
            feed,
            server,
            stop,
            viewers,
            thread: Some(thread),
        })
    }

    /// The address it listens on (with the real port when 0 was asked).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The base address to type into a browser on this computer.
    pub fn local_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.addr.port())
    }

    /// Listening on the local network too.
    pub fn lan(&self) -> bool {
        self.lan
    }

    /// The base addresses other computers type (`http://IP:PORT`), one per
    /// local network address, listed at the start; empty unless [`Self::lan`].
    pub fn lan_urls(&self) -> &[String] {
        &self.lan_urls
    }

    /// What to tell the judge when listening on the local network but with
    /// no address to give: none found, or the system's reason.
    pub fn lan_note(&self, lang: crate::ruleset::Lang) -> Option<String> {
        if !self.lan || !self.lan_urls.is_empty() {
            return None;
        }
        Some(match &self.lan_problem {
            Some(why) => crate::i18n::tr!(lang, "web-lan-error", why = why.as_str()),
            None => crate::i18n::WEB_LAN_NONE.get(lang).to_owned(),
        })
    }

    pub fn token(&self) -> &str {
        &self.token
    }

    /// Browsers connected to a live feed now.
    pub fn viewers(&self) -> usize {
        self.viewers.load(Ordering::Relaxed)
    }

    pub fn feed(&self) -> &Arc<Feed> {
        &self.feed
    }

    /// Stops answering and lets every live feed finish.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        self.feed.poke();
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            // The thread only answers short requests; a panic there is
            // already reported on stderr by the runtime.
            let _ = t.join();
        }
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        self.shutdown();
    }
}
