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
//! - `/judge`, `/judge/pair`, `/judge/cmd`, `/judge/me`, `/judge/secrets`:
//!   the judge's phone, an assistant's tablet, a viewer (see [`judge`]).
//!
//! The stack is hyper 1 (HTTP/1.1) with axum's response types and
//! Server-Sent Events, on a single-threaded `tokio` runtime in its own
//! thread (`web-server`): every connection and live feed is a task there,
//! asleep until its socket or the feed's version moves, so an idle server
//! costs no CPU and a slow client holds only its own task. The bounds and
//! timeouts that keep hostile clients out are in [`server`].

pub mod charts;
pub mod feed;
pub mod headless;
mod http;
pub mod judge;
mod judge_http;
mod pages;
pub mod server;

pub use feed::Feed;
pub use http::{Envelope, Labels, MAX_FEEDS, MAX_SPECTATOR_FEEDS};
pub use server::{Health, MAX_CONNECTIONS};

/// The audience's view the server sends.
pub type View = ProjectorView;

use mafia_audience::audience::ProjectorView;
use mafia_words::Lang;
use mafia_words::i18n::msg;
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
    /// The language of the server's lines on stderr.
    pub messages: Lang,
}

impl Default for ServeConfig {
    fn default() -> Self {
        ServeConfig {
            port: 8088,
            lan: false,
            token: None,
            delay: Duration::ZERO,
            log: false,
            messages: Lang::En,
        }
    }
}

/// Why the server did not start. The judge reads it in words (`Words` in
/// `crate::i18n`: what happened and what to do); the system's own words
/// (`detail`) follow only as the details, and in `Display` for the logs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartError {
    /// The port could not be listened on at `addr`.
    Bind {
        addr: SocketAddr,
        why: BindFailure,
        detail: String,
    },
    /// No random token (or pairing code) could be made; the system's words.
    Token(String),
    /// The server's runtime or thread could not be made; the system's words.
    Runtime(String),
}

/// Why a port could not be listened on, from the system's error kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindFailure {
    /// Another program (or another console) listens on it already.
    Taken,
    /// The system does not allow this program the port (on Linux, ports
    /// below 1024 are the administrator's).
    NotAllowed,
    /// The address is not this computer's.
    NotHere,
    /// Anything else the system says.
    Other,
}

impl BindFailure {
    /// The failure of an `io::Error`'s kind.
    pub fn of(kind: std::io::ErrorKind) -> Self {
        match kind {
            std::io::ErrorKind::AddrInUse => BindFailure::Taken,
            std::io::ErrorKind::PermissionDenied => BindFailure::NotAllowed,
            std::io::ErrorKind::AddrNotAvailable => BindFailure::NotHere,
            _ => BindFailure::Other,
        }
    }
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Bind { addr, detail, .. } => write!(f, "{addr}: {detail}"),
            StartError::Token(r) => write!(f, "token: {r}"),
            StartError::Runtime(r) => write!(f, "runtime: {r}"),
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
    stop: Arc<AtomicBool>,
    stop_tx: tokio::sync::watch::Sender<bool>,
    viewers: Arc<AtomicUsize>,
    health: Arc<server::HealthCell>,
    refusals: Arc<server::Refusals>,
    judge: Arc<judge::Judge>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// How many connections the listening socket may queue before `accept`.
const BACKLOG: u32 = 1024;

/// The listening socket, made inside the runtime (tokio registers it).
fn listen(want: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = match want {
        SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    // A restart finds the port free although old connections linger (on
    // Windows the option means something else, and is not needed).
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(want)?;
    socket.listen(BACKLOG)
}

impl WebServer {
    /// Binds the port and starts answering. The feed may be empty yet.
    pub fn start(cfg: &ServeConfig, feed: Arc<Feed>) -> Result<Self, StartError> {
        Self::start_with(cfg, feed, None)
    }

    /// As [`Self::start`]; `on_change` is called (on the server's thread)
    /// when [`Self::health`] changes, so a window can draw it.
    pub fn start_with(
        cfg: &ServeConfig,
        feed: Arc<Feed>,
        on_change: Option<Box<dyn Fn() + Send + Sync>>,
    ) -> Result<Self, StartError> {
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
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|e| StartError::Runtime(e.to_string()))?;
        let listener = {
            let _inside = runtime.enter();
            listen(want).map_err(|e| StartError::Bind {
                addr: want,
                why: BindFailure::of(e.kind()),
                detail: e.to_string(),
            })?
        };
        let addr = listener.local_addr().unwrap_or(want);
        feed.set_delay(cfg.delay);
        let (lan_ips, lan_problem) = if cfg.lan {
            match lan_ips() {
                Ok(ips) => (ips, None),
                Err(e) => (Vec::new(), Some(e.to_string())),
            }
        } else {
            (Vec::new(), None)
        };
        let lan_urls = lan_ips
            .iter()
            .map(|ip| format!("http://{ip}:{}", addr.port()))
            .collect();
        let stop = Arc::new(AtomicBool::new(false));
        let viewers = Arc::new(AtomicUsize::new(0));
        let health = Arc::new(server::HealthCell::new(on_change));
        let refusals = Arc::new(server::Refusals::default());
        let judge = Arc::new(judge::Judge::default());
        let ctx = Arc::new(http::Ctx {
            feed: Arc::clone(&feed),
            token: token.clone(),
            viewers: Arc::clone(&viewers),
            stop: Arc::clone(&stop),
            log: cfg.log,
            lang: cfg.messages,
            hosts: server::Hosts::new(addr.port(), cfg.lan, lan_ips),
            public_feeds: Arc::new(tokio::sync::Semaphore::new(MAX_FEEDS)),
            spectator_feeds: Arc::new(tokio::sync::Semaphore::new(MAX_SPECTATOR_FEEDS)),
            refusals: Arc::clone(&refusals),
            judge: Arc::clone(&judge),
        });
        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        let h2 = Arc::clone(&health);
        let thread = std::thread::Builder::new()
            .name("web-server".into())
            .spawn(move || {
                runtime.block_on(server::accept_loop(listener, ctx, h2, stop_rx));
                // Dropping the runtime closes every connection still open.
            })
            .map_err(|e| StartError::Runtime(e.to_string()))?;
        Ok(WebServer {
            addr,
            lan: cfg.lan,
            lan_urls,
            lan_problem,
            token,
            feed,
            stop,
            stop_tx,
            viewers,
            health,
            refusals,
            judge,
            thread: Some(thread),
        })
    }

    /// Whether it answers now, and why not.
    pub fn health(&self) -> Health {
        match &self.thread {
            Some(t) if t.is_finished() => Health::Stopped,
            _ => self.health.get(&self.refusals),
        }
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
    pub fn lan_note(&self, lang: Lang) -> Option<String> {
        if !self.lan || !self.lan_urls.is_empty() {
            return None;
        }
        Some(match &self.lan_problem {
            Some(why) => msg::WebLanError { why: why.as_str() }.get(lang),
            None => msg::WebLanNone.get(lang).to_owned(),
        })
    }

    pub fn token(&self) -> &str {
        &self.token
    }

    /// Browsers connected to a live feed now.
    pub fn viewers(&self) -> usize {
        self.viewers.load(Ordering::Relaxed)
    }

    /// The judge's phone: its pairing and the commands it sent.
    pub fn judge(&self) -> &Arc<judge::Judge> {
        &self.judge
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
        self.stop_tx.send_replace(true);
        if let Some(t) = self.thread.take() {
            // A panic there is already reported on stderr by the runtime.
            let _ = t.join();
        }
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        self.shutdown();
    }
}
