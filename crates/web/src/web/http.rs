//! Requests in, answers out: routing, the token, the JSON envelope and the
//! Server-Sent Events loop of one browser.

use super::feed::{Feed, Shared};
use super::{View, pages};
use crate::i18n;
use crate::ruleset::Lang;
use serde::Serialize;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
use tiny_http::{Header, Method, Request, Response};

/// A live feed writes a comment this often, so a browser that went away is
/// noticed (the write fails) and its thread ends. Nothing else runs while
/// nothing changes.
const HEARTBEAT: Duration = Duration::from_secs(25);

/// More live feeds than this are refused (503): each one is a thread.
const MAX_FEEDS: usize = 64;

/// What every request handler may read.
pub(super) struct Ctx {
    pub feed: Arc<Feed>,
    pub token: String,
    pub viewers: Arc<AtomicUsize>,
    pub stop: Arc<AtomicBool>,
    /// Log each request to stderr.
    pub log: bool,
}

/// The words the pages need besides the view's own, in the hall's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Labels {
    pub page_title: &'static str,
    pub night_calm: &'static str,
    pub nominations: &'static str,
    pub vote_results: &'static str,
    pub lift_result: &'static str,
    pub waiting: &'static str,
    pub offline: &'static str,
    pub spectator: &'static str,
    pub points: &'static str,
    /// The standings between games: the columns, and the empty table.
    pub place: &'static str,
    pub player: &'static str,
    pub games: &'static str,
    pub total: &'static str,
    pub no_standings: &'static str,
}

impl Labels {
    pub fn new(lang: Lang) -> Self {
        Labels {
            page_title: i18n::PROJECTOR_TITLE.get(lang),
            night_calm: i18n::NIGHT_CALM.get(lang),
            nominations: i18n::NOMINATIONS.get(lang),
            vote_results: i18n::VOTE_RESULTS.get(lang),
            lift_result: i18n::LIFT_RESULT.get(lang),
            waiting: i18n::WEB_WAITING.get(lang),
            offline: i18n::WEB_OFFLINE.get(lang),
            spectator: i18n::WEB_SPECTATOR_BADGE.get(lang),
            points: i18n::POINTS.get(lang),
            place: i18n::TOURNAMENT_COL_PLACE.get(lang),
            player: i18n::TOURNAMENT_COL_NICK.get(lang),
            games: i18n::TOURNAMENT_COL_GAMES.get(lang),
            total: i18n::TOURNAMENT_COL_TOTAL.get(lang),
            no_standings: i18n::BETWEEN_NO_STANDINGS.get(lang),
        }
    }
}

/// What `/view.json` answers and each feed event carries.
#[derive(Debug, Clone, Serialize)]
pub struct Envelope<'a> {
    /// The console's clock when this was sent (minus the delay on the
    /// spectator feed): the page counts the timer from it, so it shows
    /// what the console shows whatever the browser's own clock says.
    pub clock_ms: u64,
    /// Roles and checks are in this view.
    pub spectator: bool,
    pub delay_ms: u64,
    pub lang: Lang,
    pub labels: Labels,
    /// `None` before the judge has started a game.
    pub view: Option<&'a View>,
}

impl<'a> Envelope<'a> {
    pub fn new(feed: &Feed, spectator: bool, view: Option<&'a View>) -> Self {
        let delay_ms = if spectator { feed.delay_ms() } else { 0 };
        let lang = view.map_or(Lang::Ru, |v| v.lang);
        Envelope {
            clock_ms: feed.now_ms().saturating_sub(delay_ms),
            spectator,
            delay_ms,
            lang,
            labels: Labels::new(lang),
            view,
        }
    }

    pub fn to_json(&self) -> String {
        // A view is plain data (strings, numbers, lists): it always serialises.
        serde_json::to_string(self).unwrap_or_else(|_| String::from("{}"))
    }
}

/// The server loop: answers until the stop flag is set.
pub(super) fn serve(server: &tiny_http::Server, ctx: &Arc<Ctx>) {
    loop {
        let rq = server.recv();
        if ctx.stop.load(Ordering::SeqCst) {
            break;
        }
        match rq {
            Ok(rq) => handle(rq, ctx),
            Err(e) => {
                eprintln!("mafia-judge: web server: {e}");
                break;
            }
        }
    }
}

fn header(name: &str, value: &str) -> Option<Header> {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).ok()
}

fn answer(rq: Request, status: u16, content_type: &str, body: Vec<u8>, extra: &[(&str, &str)]) {
    let mut r = Response::from_data(body).with_status_code(status);
    for (k, v) in [
        ("Content-Type", content_type),
        ("Cache-Control", "no-store"),
    ]
    .iter()
    .chain(extra)
    {
        if let Some(h) = header(k, v) {
            r.add_header(h);
        }
    }
    // A browser that hung up before its answer was written is its own
    // business: nothing the judge could act on.
    let _ = rq.respond(r);
}

fn text(rq: Request, status: u16, s: i18n::S, extra: &[(&str, &str)]) {
    let body = format!("{}\n{}\n", s.get(Lang::Ru), s.get(Lang::En)).into_bytes();
    answer(rq, status, "text/plain; charset=utf-8", body, extra);
}

/// The token the request carries: `?token=` or `Authorization: Bearer`.
fn token_of(rq: &Request, query: &str) -> Option<String> {
    let from_query = query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| *k == "token")
        .map(|(_, v)| v.to_owned());
    from_query.or_else(|| {
        rq.headers()
            .iter()
            .find(|h| h.field.equiv("Authorization"))
            .and_then(|h| h.value.as_str().strip_prefix("Bearer "))
            .map(|t| t.trim().to_owned())
    })
}

/// Compares without stopping at the first different byte.
fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn handle(rq: Request, ctx: &Arc<Ctx>) {
    if ctx.log {
        // The path only: a token in the query stays out of the log.
        let url = rq.url();
        let path = url.split_once('?').map_or(url, |(p, _)| p);
        eprintln!("{} {path}", rq.method());
    }
    if !matches!(rq.method(), Method::Get | Method::Head) {
        return text(rq, 405, i18n::WEB_METHOD, &[("Allow", "GET, HEAD")]);
    }
    let url = rq.url().to_owned();
    let (path, query) = url.split_once('?').unwrap_or((url.as_str(), ""));
    let (spectator, rest) = match path.strip_prefix("/spectator") {
        Some(r) if r.is_empty() || r.starts_with('/') => (true, r),
        _ => (false, path),
    };
    if spectator {
        match token_of(&rq, query) {
            None => {
                return text(
                    rq,
                    401,
                    i18n::WEB_NEED_TOKEN,
                    &[("WWW-Authenticate", "Bearer realm=\"spectator\"")],
                );
            }
            Some(t) if !same_token(&t, &ctx.token) => {
                return text(rq, 403, i18n::WEB_BAD_TOKEN, &[]);
            }
            Some(_) => {}
        }
    }
    let html = "text/html; charset=utf-8";
    match rest {
        "" | "/" => {
            let lang = ctx.feed.public().map_or(Lang::Ru, |v| v.lang);
            answer(
                rq,
                200,
                html,
                pages::index(lang, spectator).into_bytes(),
                &[],
            );
        }
        "/overlay" | "/projector" => {
            let view = current(&ctx.feed, spectator).0;
            let json = Envelope::new(&ctx.feed, spectator, view.as_deref()).to_json();
            let which = if rest == "/overlay" {
                pages::Page::Overlay
            } else {
                pages::Page::Projector
            };
            answer(rq, 200, html, pages::page(which, &json).into_bytes(), &[]);
        }
        "/view.json" => {
            let view = current(&ctx.feed, spectator).0;
            let body = Envelope::new(&ctx.feed, spectator, view.as_deref()).to_json();
            answer(rq, 200, "application/json", body.into_bytes(), &[]);
        }
        "/feed" if *rq.method() == Method::Head => {
            answer(rq, 200, "text/event-stream", Vec::new(), &[]);
        }
        "/feed" => live_feed(rq, ctx, spectator),
        _ if !spectator => match pages::asset(rest) {
            Some((ty, body)) => answer(rq, 200, ty, body.to_vec(), &[]),
            None => text(rq, 404, i18n::WEB_NOT_FOUND, &[]),
        },
        _ => text(rq, 404, i18n::WEB_NOT_FOUND, &[]),
    }
}

/// The view a feed shows now, and when the next delayed one falls due.
fn current(feed: &Feed, spectator: bool) -> (Option<Shared>, Option<u64>) {
    if spectator {
        feed.spectator()
    } else {
        (feed.public(), None)
    }
}

/// Counts a live feed while it lives.
struct Viewer(Arc<AtomicUsize>);

impl Drop for Viewer {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

fn live_feed(rq: Request, ctx: &Arc<Ctx>, spectator: bool) {
    if ctx.viewers.fetch_add(1, Ordering::Relaxed) >= MAX_FEEDS {
        ctx.viewers.fetch_sub(1, Ordering::Relaxed);
        return text(rq, 503, i18n::WEB_BUSY, &[]);
    }
    let viewer = Viewer(Arc::clone(&ctx.viewers));
    let ctx2 = Arc::clone(ctx);
    let spawned = std::thread::Builder::new()
        .name("web-feed".into())
        .spawn(move || {
            let _viewer = viewer;
            let mut w = rq.into_writer();
            // A browser that hung up ends its thread: nothing to report.
            let _ = stream(&mut w, &ctx2, spectator);
        });
    if let Err(e) = spawned {
        eprintln!("mafia-judge: web server: no thread for a live feed: {e}");
    }
}

/// Writes the answer's head, then one `view` event per change, until the
/// browser goes away or the server stops.
fn stream(w: &mut dyn Write, ctx: &Ctx, spectator: bool) -> std::io::Result<()> {
    // No length and no chunking: the body ends when the connection closes.
    w.write_all(
        b"HTTP/1.1 200 OK\r\n\
          Content-Type: text/event-stream; charset=utf-8\r\n\
          Cache-Control: no-store\r\n\
          Connection: close\r\n\
          X-Accel-Buffering: no\r\n\r\n\
          retry: 1000\n\n",
    )?;
    w.flush()?;
    let feed = &ctx.feed;
    let mut last: Option<Shared> = None;
    let mut first = true;
    while !ctx.stop.load(Ordering::SeqCst) {
        let version = feed.version();
        let (view, next_due) = current(feed, spectator);
        let changed = match (&view, &last) {
            (Some(a), Some(b)) => !Arc::ptr_eq(a, b),
            (None, None) => false,
            _ => true,
        };
        if first || changed {
            let json = Envelope::new(feed, spectator, view.as_deref()).to_json();
            w.write_all(b"event: view\ndata: ")?;
            w.write_all(json.as_bytes())?;
            w.write_all(b"\n\n")?;
            w.flush()?;
            last = view;
            first = false;
        }
        let now = feed.now_ms();
        let wait = next_due
            .map(|d| Duration::from_millis(d.saturating_sub(now).max(1)))
            .map_or(HEARTBEAT, |d| d.min(HEARTBEAT));
        if feed.wait(version, wait) == version && next_due.is_none_or(|d| feed.now_ms() < d) {
            w.write_all(b": -\n\n")?;
            w.flush()?;
        }
    }
    Ok(())
}
