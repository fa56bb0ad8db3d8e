//! The connections: accepting them, the bounds and the timeouts, the `Host`
//! check and the body limit, before a request reaches `http::handle`.
//!
//! hyper (HTTP/1.1) parses and writes; this module decides who gets a
//! connection. Every bound is a semaphore taken without waiting:
//! - a connection reading or answering a short request (idle keep-alive
//!   included) holds one of [`MAX_CONNECTIONS`]; a live feed hands its
//!   connection slot back and holds one of the feed slots instead (the
//!   public and the spectator feeds have their own, `http::Ctx`);
//! - past the bound, a newcomer takes the slot of the connection that has
//!   waited longest without a request in flight (an idle keep-alive, or one
//!   that never finished its request's head): idle strangers cannot starve
//!   the clients being served ([`Conns`]);
//! - only when every slot is answering a request is a connection told 503
//!   with `Retry-After` (at most [`MAX_REFUSING`] at a time, with a short
//!   timeout), and past that it is closed at once, so the listening
//!   socket's queue always moves; the refusals of the last minute show in
//!   [`Health`];
//! - the head of a request must arrive within [`HEAD_TIMEOUT`], which is
//!   also how long an idle keep-alive connection may wait for its next one;
//! - a write that makes no progress for [`WRITE_TIMEOUT`] ends the
//!   connection (a client that does not read, a pipelining client, a feed
//!   whose browser hung);
//! - a declared body over [`MAX_BODY`] is refused with 413 before a byte of
//!   it is read (no route takes a body);
//! - `Host` must name this computer (DNS rebinding), else 421.
//!
//! An `accept` error (out of file descriptors, most often) is logged once,
//! shown in [`Health`], waited out and retried: the server never stops by
//! itself.

use super::http::{self, Ctx};
use axum::response::Response;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use mafia_store::i18n::io_error;
use mafia_words::Lang;
use mafia_words::i18n::msg;
use parking_lot::Mutex;
use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv4Addr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

/// Connections reading or answering a short request at once.
pub const MAX_CONNECTIONS: usize = 64;
/// Connections being told 503 at once; past these a connection is closed.
pub const MAX_REFUSING: usize = 32;
/// The longest body a request may declare (no route reads one).
pub const MAX_BODY: u64 = 4096;
/// The head of a request, and an idle connection's next request, must
/// arrive within this.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// A write that makes no progress for this long ends its connection.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// What a 503 asks the client to wait, in seconds.
pub const RETRY_AFTER: &str = "2";
/// The longest wait between two tries after an `accept` error.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(500);
/// The same `accept` error is logged again only after this long.
const LOG_AGAIN: Duration = Duration::from_secs(60);
/// How long a refusal keeps the status in the menu bar orange.
const REFUSALS_SHOWN: Duration = Duration::from_secs(60);
/// The refusals remembered at most (their count is shown, not each).
const REFUSALS_KEPT: usize = 10_000;
/// The hyper read buffer's cap per connection (a pipelining client cannot
/// make it grow past this).
const READ_BUFFER: usize = 16 * 1024;

/// Whether the server answers now.
#[derive(Debug, Clone, Default)]
pub enum Health {
    #[default]
    Serving,
    /// `accept` fails (out of file descriptors, …): retried every moment,
    /// with the system's error.
    AcceptFailing(Arc<io::Error>),
    /// The server's thread ended (it panicked).
    Stopped,
    /// It answers, but refused this many requests or connections (503) in
    /// the last minute: more clients than it holds.
    Crowded(usize),
}

impl Health {
    pub fn is_serving(&self) -> bool {
        matches!(self, Health::Serving | Health::Crowded(_))
    }

    /// Why it does not answer, in words.
    pub fn problem(&self, lang: Lang) -> Option<String> {
        match self {
            Health::Serving => None,
            Health::AcceptFailing(e) => Some(
                msg::WebAcceptFailing {
                    why: accept_why(lang, e),
                }
                .get(lang),
            ),
            Health::Stopped => Some(msg::WebStopped.get(lang).to_owned()),
            Health::Crowded(count) => Some(msg::WebCrowded { count: *count }.get(lang)),
        }
    }
}

/// Why `accept` failed, in words: out of file descriptors has its own
/// (the process's limit, or the system's), the system's text beside them.
fn accept_why(lang: Lang, e: &io::Error) -> String {
    // EMFILE and ENFILE (the same numbers on Linux, the BSDs and macOS);
    // WSAEMFILE on Windows.
    let out_of_files = if cfg!(windows) {
        e.raw_os_error() == Some(10024)
    } else {
        matches!(e.raw_os_error(), Some(23 | 24))
    };
    if out_of_files {
        msg::WebWhyFiles {
            system: e.to_string(),
        }
        .get(lang)
    } else {
        io_error(lang, e)
    }
}

/// The health as the server's thread writes it and the window reads it;
/// `on_change` asks the window to draw again.
pub(super) struct HealthCell {
    health: Mutex<Health>,
    on_change: Option<Box<dyn Fn() + Send + Sync>>,
}

impl HealthCell {
    pub fn new(on_change: Option<Box<dyn Fn() + Send + Sync>>) -> Self {
        HealthCell {
            health: Mutex::new(Health::Serving),
            on_change,
        }
    }

    /// The health; a server that answers but refused someone in the last
    /// minute is crowded.
    pub fn get(&self, refusals: &Refusals) -> Health {
        let h = self.health.lock().clone();
        match (h, refusals.recent()) {
            (Health::Serving, n) if n > 0 => Health::Crowded(n),
            (h, _) => h,
        }
    }

    pub fn set(&self, h: Health) {
        *self.health.lock() = h;
        if let Some(f) = &self.on_change {
            f();
        }
    }
}

/// The 503s told in the last minute, for [`Health::Crowded`].
#[derive(Default)]
pub(super) struct Refusals(Mutex<VecDeque<Instant>>);

impl Refusals {
    pub fn record(&self) {
        let mut q = self.0.lock();
        let now = Instant::now();
        Self::prune(&mut q, now);
        if q.len() >= REFUSALS_KEPT {
            q.pop_front();
        }
        q.push_back(now);
    }

    /// How many in the last minute.
    pub fn recent(&self) -> usize {
        let mut q = self.0.lock();
        Self::prune(&mut q, Instant::now());
        q.len()
    }

    fn prune(q: &mut VecDeque<Instant>, now: Instant) {
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) > REFUSALS_SHOWN)
        {
            q.pop_front();
        }
    }
}

/// The connections holding a slot, each with whether a request is in
/// flight on it, so that a newcomer past the bound can take the slot of
/// the one idle longest.
#[derive(Default)]
pub(super) struct Conns(Mutex<ConnsInner>);

#[derive(Default)]
struct ConnsInner {
    next: u64,
    live: HashMap<u64, ConnEntry>,
}

struct ConnEntry {
    slot: ConnSlot,
    /// Since when it waits for a request's head; `None` while one is
    /// being answered.
    idle_since: Option<Instant>,
    evict: Arc<Notify>,
}

impl Conns {
    /// A new connection, idle until its first request's head arrives.
    fn add(&self, slot: ConnSlot) -> (u64, Arc<Notify>) {
        let mut c = self.0.lock();
        c.next += 1;
        let id = c.next;
        let evict = Arc::new(Notify::new());
        c.live.insert(
            id,
            ConnEntry {
                slot,
                idle_since: Some(Instant::now()),
                evict: Arc::clone(&evict),
            },
        );
        (id, evict)
    }

    fn remove(&self, id: u64) {
        self.0.lock().live.remove(&id);
    }

    /// A request's head arrived (`busy`), or its answer was made.
    fn set_busy(&self, id: u64, busy: bool) {
        if let Some(e) = self.0.lock().live.get_mut(&id) {
            e.idle_since = if busy { None } else { Some(Instant::now()) };
        }
    }

    /// Takes the slot of the connection idle longest (one that still holds
    /// a connection slot, not a feed) and tells it to close.
    fn evict_oldest_idle(&self) -> Option<OwnedSemaphorePermit> {
        let mut c = self.0.lock();
        let (&id, _) = c
            .live
            .iter()
            .filter(|(_, e)| e.slot.holds())
            .filter_map(|(id, e)| e.idle_since.map(|t| (id, t)))
            .min_by_key(|(_, t)| *t)?;
        let e = c.live.remove(&id)?;
        let permit = e.slot.0.lock().take();
        e.evict.notify_one();
        permit
    }
}

/// Forgets a connection when its task ends, however it ends.
struct Leave<'a>(&'a Conns, u64);

impl Drop for Leave<'_> {
    fn drop(&mut self) {
        self.0.remove(self.1);
    }
}

/// The names this computer answers to in `Host`.
pub(super) struct Hosts {
    port: u16,
    lan: bool,
    /// The local network addresses and when they were listed (they are
    /// listed again, at most every few seconds, when a `Host` names none).
    ips: Mutex<(Instant, Vec<Ipv4Addr>)>,
}

impl Hosts {
    pub fn new(port: u16, lan: bool, ips: Vec<Ipv4Addr>) -> Self {
        Hosts {
            port,
            lan,
            ips: Mutex::new((Instant::now(), ips)),
        }
    }

    /// `localhost`, a loopback address or (open to the network) one of
    /// this computer's addresses, with our port or none.
    pub fn allowed(&self, host: &str) -> bool {
        let (name, port) = split_host(host);
        if port.is_some_and(|p| p != self.port) {
            return false;
        }
        let name = name.strip_suffix('.').unwrap_or(name);
        if name.eq_ignore_ascii_case("localhost") {
            return true;
        }
        let Ok(ip) = name.parse::<IpAddr>() else {
            return false;
        };
        if ip.is_loopback() {
            return true;
        }
        let IpAddr::V4(v4) = ip else {
            return false;
        };
        if !self.lan {
            return false;
        }
        let mut ips = self.ips.lock();
        if ips.1.contains(&v4) {
            return true;
        }
        if ips.0.elapsed() > Duration::from_secs(5) {
            *ips = (Instant::now(), super::lan_ips().unwrap_or_default());
            return ips.1.contains(&v4);
        }
        false
    }
}

/// `name[:port]` or `[v6][:port]`; a port that is not a number makes the
/// whole thing a name (and it will not match).
fn split_host(host: &str) -> (&str, Option<u16>) {
    let host = host.trim();
    if let Some(rest) = host.strip_prefix('[') {
        return match rest.split_once(']') {
            Some((ip, "")) => (ip, None),
            Some((ip, p)) => match p.strip_prefix(':').and_then(|p| p.parse().ok()) {
                Some(port) => (ip, Some(port)),
                None => (host, None),
            },
            None => (host, None),
        };
    }
    match host.rsplit_once(':') {
        Some((name, p)) if !name.contains(':') => match p.parse() {
            Ok(port) => (name, Some(port)),
            Err(_) => (host, None),
        },
        _ => (host, None),
    }
}

/// A connection's slot, handed back by a request that becomes a live feed
/// (which holds a feed slot instead).
#[derive(Clone)]
pub(super) struct ConnSlot(Arc<Mutex<Option<OwnedSemaphorePermit>>>);

impl ConnSlot {
    pub fn release(&self) {
        self.0.lock().take();
    }

    fn holds(&self) -> bool {
        self.0.lock().is_some()
    }
}

/// Accepts until `stop` turns true.
pub(super) async fn accept_loop(
    listener: TcpListener,
    ctx: Arc<Ctx>,
    health: Arc<HealthCell>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let conns = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let live = Arc::new(Conns::default());
    let refusing = Arc::new(Semaphore::new(MAX_REFUSING));
    // The failed tries since the last success, and whether this run of
    // failures was logged; when a line was last logged.
    let mut failed: u64 = 0;
    let mut logged_run = false;
    let mut last_line: Option<Instant> = None;
    let mut backoff = Duration::from_millis(10);
    loop {
        let accepted = tokio::select! {
            _ = stop.changed() => break,
            a = listener.accept() => a,
        };
        match accepted {
            Ok((stream, peer)) => {
                if failed > 0 {
                    if logged_run {
                        log(&msg::WebAcceptBack { count: failed }.get(ctx.lang));
                    }
                    failed = 0;
                    logged_run = false;
                    health.set(Health::Serving);
                }
                backoff = Duration::from_millis(10);
                // Without Nagle: a feed's event leaves at once.
                let _ = stream.set_nodelay(true);
                let slot = match Arc::clone(&conns).try_acquire_owned() {
                    Ok(slot) => Some(slot),
                    // Full: the one idle longest makes room.
                    Err(_) => live.evict_oldest_idle(),
                };
                if let Some(slot) = slot {
                    tokio::spawn(connection(
                        stream,
                        peer.ip(),
                        Arc::clone(&ctx),
                        slot,
                        Arc::clone(&live),
                    ));
                } else if let Ok(r) = Arc::clone(&refusing).try_acquire_owned() {
                    tokio::spawn(refuse(stream, Arc::clone(&ctx), r));
                } else {
                    // Even the refusals are full: closing it now keeps
                    // the queue moving for the ones behind it.
                    ctx.refusals.record();
                    drop(stream);
                }
                // Let the connections run before the next accept: one that
                // is already closed frees its slot before the queue behind
                // it is taken.
                tokio::task::yield_now().await;
            }
            Err(e) if is_per_connection(&e) => {}
            Err(e) => {
                failed += 1;
                // One line per minute at most, however often it fails or
                // comes back in between.
                if last_line.is_none_or(|t| t.elapsed() > LOG_AGAIN) {
                    let why = accept_why(ctx.lang, &e);
                    log(&msg::WebAcceptError { why }.get(ctx.lang));
                    last_line = Some(Instant::now());
                    logged_run = true;
                }
                if failed == 1 {
                    health.set(Health::AcceptFailing(Arc::new(e)));
                }
                // The listening socket stays readable while the error
                // lasts: wait before the next try instead of spinning.
                tokio::select! {
                    _ = stop.changed() => break,
                    _ = tokio::time::sleep(backoff) => {}
                }
                backoff = (backoff * 2).min(ACCEPT_BACKOFF);
            }
        }
    }
}

/// An error of one connection that left before it was accepted: nothing
/// is wrong with the server.
fn is_per_connection(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
            | io::ErrorKind::WouldBlock
    )
}

/// A line on stderr; a closed stderr is no reason to stop serving.
fn log(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "mafia-judge: {line}");
}

fn builder() -> http1::Builder {
    let mut b = http1::Builder::new();
    b.timer(TokioTimer::new())
        .header_read_timeout(HEAD_TIMEOUT)
        .max_buf_size(READ_BUFFER);
    b
}

/// One connection, its slot held while it lives (or until it becomes a
/// live feed, or a newcomer takes it while it is idle).
async fn connection(
    stream: TcpStream,
    peer: std::net::IpAddr,
    ctx: Arc<Ctx>,
    slot: OwnedSemaphorePermit,
    live: Arc<Conns>,
) {
    let slot = ConnSlot(Arc::new(Mutex::new(Some(slot))));
    let (id, evict) = live.add(slot.clone());
    let _leave = Leave(&live, id);
    let io = TokioIo::new(Timed::new(stream, WRITE_TIMEOUT));
    let conns = Arc::clone(&live);
    let svc = hyper::service::service_fn(move |req| {
        let ctx = Arc::clone(&ctx);
        let slot = slot.clone();
        let conns = Arc::clone(&conns);
        async move {
            conns.set_busy(id, true);
            let mut req = req;
            // The pairing locks out a guesser by his address.
            req.extensions_mut().insert(super::judge_http::Peer(peer));
            let answer = guard(req, ctx, slot).await;
            conns.set_busy(id, false);
            Ok::<_, Infallible>(answer)
        }
    });
    // A connection that fails (timed out, reset, malformed) is the
    // client's business: nothing the judge could act on. One told to
    // make room is dropped here, which closes it.
    tokio::select! {
        _ = builder().serve_connection(io, svc) => {}
        _ = evict.notified() => {}
    }
}

/// The checks every request passes before its route.
async fn guard(mut req: hyper::Request<Incoming>, ctx: Arc<Ctx>, slot: ConnSlot) -> Response {
    if ctx.log {
        // The path only: a token in the query stays out of the log.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr().lock(),
            "{} {}",
            req.method(),
            req.uri().path()
        );
    }
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| req.uri().authority().map(|a| a.as_str()));
    if !host.is_some_and(|h| ctx.hosts.allowed(h)) {
        return closing(http::text(421, msg::WebBadHost, &[]));
    }
    // hyper refuses a length that is no number before us; a length over
    // the limit is refused here without reading a byte of the body.
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|s| s.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return closing(http::text(413, msg::WebTooLarge, &[]));
    }
    req.extensions_mut().insert(slot);
    http::handle(&ctx, req).await
}

/// The answer closes its connection (the unread body is not drained).
fn closing(mut r: Response) -> Response {
    r.headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

/// 503 with `Retry-After`, for a connection past the bound; counted for
/// the menu bar.
pub(super) fn busy(refusals: &Refusals) -> Response {
    refusals.record();
    closing(http::text(
        503,
        msg::WebBusy,
        &[(header::RETRY_AFTER, RETRY_AFTER)],
    ))
}

/// A connection past the bound: it reads the request's head (briefly) so
/// the client sees the 503 rather than a reset, answers and closes.
async fn refuse(stream: TcpStream, ctx: Arc<Ctx>, _slot: OwnedSemaphorePermit) {
    let io = TokioIo::new(Timed::new(stream, Duration::from_secs(2)));
    let svc = hyper::service::service_fn(move |_req: hyper::Request<Incoming>| {
        let ctx = Arc::clone(&ctx);
        async move { Ok::<_, Infallible>(busy(&ctx.refusals)) }
    });
    let mut b = builder();
    b.keep_alive(false)
        .header_read_timeout(Duration::from_secs(2));
    let _ = b.serve_connection(io, svc).await;
}

/// A socket whose writes fail with `TimedOut` when they make no progress
/// for the timeout (the reads are hyper's to time).
struct Timed {
    inner: TcpStream,
    timeout: Duration,
    stuck: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Timed {
    fn new(inner: TcpStream, timeout: Duration) -> Self {
        Timed {
            inner,
            timeout,
            stuck: None,
        }
    }

    /// The write is pending: arm the clock on the first time, fail when it
    /// has run out.
    fn pending<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let timeout = self.timeout;
        let stuck = self
            .stuck
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match stuck.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::from(io::ErrorKind::TimedOut))),
            Poll::Pending => Poll::Pending,
        }
    }

    fn done<T>(&mut self, r: io::Result<T>) -> Poll<io::Result<T>> {
        self.stuck = None;
        Poll::Ready(r)
    }
}

impl AsyncRead for Timed {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Timed {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write(cx, buf) {
            Poll::Ready(r) => this.done(r),
            Poll::Pending => this.pending(cx),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_write_vectored(cx, bufs) {
            Poll::Ready(r) => this.done(r),
            Poll::Pending => this.pending(cx),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_flush(cx) {
            Poll::Ready(r) => this.done(r),
            Poll::Pending => this.pending(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_shutdown(cx) {
            Poll::Ready(r) => this.done(r),
            Poll::Pending => this.pending(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newcomer_takes_the_slot_of_the_connection_idle_longest() {
        let pool = Arc::new(Semaphore::new(3));
        let conns = Conns::default();
        let slot = || {
            ConnSlot(Arc::new(Mutex::new(Some(
                Arc::clone(&pool).try_acquire_owned().unwrap(),
            ))))
        };
        let (oldest, oldest_told) = conns.add(slot());
        let (busy, _) = conns.add(slot());
        let feed = slot();
        let (_, _) = conns.add(feed.clone());
        conns.set_busy(busy, true);
        // A live feed handed its connection slot back: not a candidate.
        feed.release();
        assert!(
            pool.clone().try_acquire_owned().is_ok(),
            "the feed's slot is free"
        );
        let taken = conns.evict_oldest_idle().expect("the idle one's slot");
        drop(taken);
        // The idle one was told to close and forgotten; the busy one stays.
        assert!(!conns.0.lock().live.contains_key(&oldest));
        assert!(conns.0.lock().live.contains_key(&busy));
        use futures_util::FutureExt;
        assert!(
            oldest_told.notified().now_or_never().is_some(),
            "the evicted connection was told"
        );
        // Nobody idle with a slot left: nothing to take.
        assert!(conns.evict_oldest_idle().is_none());
    }

    #[test]
    fn a_server_that_turned_clients_away_says_it_is_crowded() {
        let cell = HealthCell::new(None);
        let refusals = Refusals::default();
        assert!(matches!(cell.get(&refusals), Health::Serving));
        refusals.record();
        refusals.record();
        let h = cell.get(&refusals);
        assert!(matches!(h, Health::Crowded(2)), "{h:?}");
        assert!(h.is_serving());
        let words = h.problem(Lang::Ru).unwrap();
        assert!(words.contains('2'), "{words}");
        // A server that cannot accept stays that, crowded or not.
        cell.set(Health::Stopped);
        assert!(matches!(cell.get(&refusals), Health::Stopped));
    }

    #[test]
    fn a_host_names_this_computer_or_is_refused() {
        let h = Hosts::new(8088, false, vec![Ipv4Addr::new(192, 168, 1, 5)]);
        for ok in [
            "localhost",
            "LOCALHOST:8088",
            "localhost.",
            "127.0.0.1",
            "127.0.0.1:8088",
            "127.1.2.3:8088",
            "[::1]",
            "[::1]:8088",
        ] {
            assert!(h.allowed(ok), "{ok}");
        }
        for bad in [
            "evil.example",
            "evil.example:8088",
            "localhost:9999",
            "127.0.0.1:80",
            "192.168.1.5:8088",
            "localhost.evil.example",
            "[::1]:x",
            "",
        ] {
            assert!(!h.allowed(bad), "{bad}");
        }
        let lan = Hosts::new(8088, true, vec![Ipv4Addr::new(192, 168, 1, 5)]);
        assert!(lan.allowed("192.168.1.5:8088"));
        assert!(lan.allowed("192.168.1.5"));
        assert!(!lan.allowed("192.168.1.5:1"));
        assert!(!lan.allowed("evil.example:8088"));
    }
}
