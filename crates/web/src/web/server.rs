//! The connections: accepting them, the bounds and the timeouts, the `Host`
//! check and the body limit, before a request reaches `http::handle`.
//!
//! hyper (HTTP/1.1) parses and writes; this module decides who gets a
//! connection. Every bound is a semaphore taken without waiting:
//! - a connection reading or answering a short request (idle keep-alive
//!   included) holds one of [`MAX_CONNECTIONS`]; a live feed hands its
//!   connection slot back and holds one of the feed slots instead (the
//!   public and the spectator feeds have their own, `http::Ctx`);
//! - past the bound, a connection is told 503 with `Retry-After` (at most
//!   [`MAX_REFUSING`] at a time, with a short timeout), and past that it is
//!   closed at once, so the listening socket's queue always moves;
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
use crate::i18n;
use crate::ruleset::Lang;
use axum::response::Response;
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use parking_lot::Mutex;
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
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

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
}

impl Health {
    pub fn is_serving(&self) -> bool {
        matches!(self, Health::Serving)
    }

    /// Why it does not answer, in words.
    pub fn problem(&self, lang: Lang) -> Option<String> {
        match self {
            Health::Serving => None,
            Health::AcceptFailing(e) => Some(
                i18n::msg::WebAcceptFailing {
                    why: accept_why(lang, e),
                }
                .get(lang),
            ),
            Health::Stopped => Some(i18n::msg::WebStopped.get(lang).to_owned()),
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
        i18n::msg::WebWhyFiles {
            system: e.to_string(),
        }
        .get(lang)
    } else {
        i18n::io_error(lang, e)
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

    pub fn get(&self) -> Health {
        self.health.lock().clone()
    }

    pub fn set(&self, h: Health) {
        *self.health.lock() = h;
        if let Some(f) = &self.on_change {
            f();
        }
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
}

/// Accepts until `stop` turns true.
pub(super) async fn accept_loop(
    listener: TcpListener,
    ctx: Arc<Ctx>,
    health: Arc<HealthCell>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let conns = Arc::new(Semaphore::new(MAX_CONNECTIONS));
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
            Ok((stream, _peer)) => {
                if failed > 0 {
                    if logged_run {
                        log(&i18n::msg::WebAcceptBack { count: failed }.get(ctx.lang));
                    }
                    failed = 0;
                    logged_run = false;
                    health.set(Health::Serving);
                }
                backoff = Duration::from_millis(10);
                // Without Nagle: a feed's event leaves at once.
                let _ = stream.set_nodelay(true);
                if let Ok(slot) = Arc::clone(&conns).try_acquire_owned() {
                    tokio::spawn(connection(stream, Arc::clone(&ctx), slot));
                } else if let Ok(r) = Arc::clone(&refusing).try_acquire_owned() {
                    tokio::spawn(refuse(stream, r));
                } else {
                    // Even the refusals are full: closing it now keeps
                    // the queue moving for the ones behind it.
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
                    log(&i18n::msg::WebAcceptError { why }.get(ctx.lang));
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
/// live feed).
async fn connection(stream: TcpStream, ctx: Arc<Ctx>, slot: OwnedSemaphorePermit) {
    let slot = ConnSlot(Arc::new(Mutex::new(Some(slot))));
    let io = TokioIo::new(Timed::new(stream, WRITE_TIMEOUT));
    let svc = hyper::service::service_fn(move |req| {
        let ctx = Arc::clone(&ctx);
        let slot = slot.clone();
        async move { Ok::<_, Infallible>(guard(req, ctx, slot).await) }
    });
    // A connection that fails (timed out, reset, malformed) is the
    // client's business: nothing the judge could act on.
    let _ = builder().serve_connection(io, svc).await;
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
        return closing(http::text(421, i18n::msg::WebBadHost, &[]));
    }
    // hyper refuses a length that is no number before us; a length over
    // the limit is refused here without reading a byte of the body.
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|s| s.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return closing(http::text(413, i18n::msg::WebTooLarge, &[]));
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

/// 503 with `Retry-After`, for a connection past the bound.
pub(super) fn busy() -> Response {
    closing(http::text(
        503,
        i18n::msg::WebBusy,
        &[(header::RETRY_AFTER, RETRY_AFTER)],
    ))
}

/// A connection past the bound: it reads the request's head (briefly) so
/// the client sees the 503 rather than a reset, answers and closes.
async fn refuse(stream: TcpStream, _slot: OwnedSemaphorePermit) {
    let io = TokioIo::new(Timed::new(stream, Duration::from_secs(2)));
    let svc = hyper::service::service_fn(|_req: hyper::Request<Incoming>| async {
        Ok::<_, Infallible>(busy())
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
