//! Requests in, answers out: routing, the token, the JSON envelope and the
//! Server-Sent Events stream of one browser (axum's `Sse`).

use super::feed::{Feed, Shared};
use super::server::{ConnSlot, Hosts, Refusals, busy};
use super::{View, pages};
use axum::body::Body;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use hyper::header::{self, HeaderName, HeaderValue};
use hyper::{Method, StatusCode};
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};
use serde::Serialize;
use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// A live feed writes a comment this often when nothing changes, so a
/// browser that vanished without closing is noticed (a browser that closes
/// is noticed at once: hyper sees the connection end).
const HEARTBEAT: Duration = Duration::from_secs(25);

/// Live public feeds at once; more are refused (503).
pub const MAX_FEEDS: usize = 64;
/// Live spectator feeds at once, apart from the public ones, so anonymous
/// feeds never lock the spectator feed out.
pub const MAX_SPECTATOR_FEEDS: usize = 16;

/// What every request handler may read.
pub(super) struct Ctx {
    pub feed: Arc<Feed>,
    pub token: String,
    pub viewers: Arc<AtomicUsize>,
    pub stop: Arc<AtomicBool>,
    /// Log each request to stderr.
    pub log: bool,
    /// The language of the lines on stderr.
    pub lang: Lang,
    pub hosts: Hosts,
    pub public_feeds: Arc<Semaphore>,
    pub spectator_feeds: Arc<Semaphore>,
    /// The 503s told lately (the menu bar shows them).
    pub refusals: Arc<Refusals>,
    /// The judge's phone: its pairing and its commands.
    pub judge: Arc<super::judge::Judge>,
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
    /// The heading of the game's history strip.
    pub history: &'static str,
}

impl Labels {
    pub fn new(lang: Lang) -> Self {
        Labels {
            page_title: msg::ProjectorTitle.get(lang),
            night_calm: msg::NightCalm.get(lang),
            nominations: msg::Nominations.get(lang),
            vote_results: msg::VoteResults.get(lang),
            lift_result: msg::LiftResult.get(lang),
            waiting: msg::WebWaiting.get(lang),
            offline: msg::WebOffline.get(lang),
            spectator: msg::WebSpectatorBadge.get(lang),
            points: msg::Points.get(lang),
            place: msg::TournamentColPlace.get(lang),
            player: msg::TournamentColNick.get(lang),
            games: msg::TournamentColGames.get(lang),
            total: msg::TournamentColTotal.get(lang),
            no_standings: msg::BetweenNoStandings.get(lang),
            history: msg::HistoryTitle.get(lang),
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
    /// Between games: the hall's chart pages as inline SVG (made here,
    /// `super::charts`), bars first; they take turns with the standings.
    pub charts: Vec<String>,
    /// The view's history in its language, one line an entry (the words
    /// made here, where the page shows them: the view holds it typed).
    pub history: Vec<HistoryLine>,
    /// The console's step, the removal waiting for a second press, the shot
    /// not recorded, and whether Undo and Redo have a step (the judge's
    /// page sends the step back with each command): `feed::JudgeMark`.
    pub judge: super::feed::JudgeMark,
}

/// One line of the game's history as a page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HistoryLine {
    pub text: String,
    /// A night's check (only ever on the spectator feed): the page's
    /// `roles=0` leaves it out.
    pub check: bool,
}

/// The view's history in its language.
fn history_lines(v: &View) -> Vec<HistoryLine> {
    v.history
        .iter()
        .filter_map(|e| {
            Some(HistoryLine {
                text: v.history_line(e)?,
                check: e.is_secret(),
            })
        })
        .collect()
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
            history: view.map(history_lines).unwrap_or_default(),
            judge: feed.judge(),
            view,
            charts: view
                .and_then(|v| v.between.as_ref())
                .map(|b| super::charts::svgs(&b.charts, lang))
                .unwrap_or_default(),
        }
    }

    pub fn to_json(&self) -> String {
        // A view is plain data (strings, numbers, lists): it always serialises.
        serde_json::to_string(self).unwrap_or_else(|_| String::from("{}"))
    }
}

/// An answer with the headers every answer has.
pub(super) fn answer(
    status: u16,
    content_type: &'static str,
    body: impl Into<Body>,
    extra: &[(HeaderName, &'static str)],
) -> Response {
    let mut r = Response::new(body.into());
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    for (k, v) in extra {
        h.insert(k.clone(), HeaderValue::from_static(v));
    }
    r
}

/// A short text answer, in both languages (who reads it is not known).
pub(super) fn text(status: u16, s: Fixed, extra: &[(HeaderName, &'static str)]) -> Response {
    let body = format!("{}\n{}\n", s.get(Lang::Ru), s.get(Lang::En));
    answer(status, "text/plain; charset=utf-8", body, extra)
}

/// The token the request carries: `?token=` or `Authorization: Bearer`.
fn token_of(headers: &hyper::HeaderMap, query: &str) -> Option<String> {
    let from_query = query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| *k == "token")
        .map(|(_, v)| v.to_owned());
    from_query.or_else(|| {
        headers
            .get(header::AUTHORIZATION)
            .and_then(|h| h.to_str().ok())
            .and_then(|h| h.strip_prefix("Bearer "))
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

/// Routes a request that passed the server's checks (`server::guard`).
pub(super) async fn handle(ctx: &Arc<Ctx>, rq: hyper::Request<hyper::body::Incoming>) -> Response {
    let p = rq.uri().path();
    if p == "/judge" || p.starts_with("/judge/") {
        return super::judge_http::route(ctx, rq).await;
    }
    let head = rq.method() == Method::HEAD;
    if !matches!(*rq.method(), Method::GET | Method::HEAD) {
        return text(405, msg::WebMethod, &[(header::ALLOW, "GET, HEAD")]);
    }
    let path = rq.uri().path();
    let query = rq.uri().query().unwrap_or("");
    let (spectator, rest) = match path.strip_prefix("/spectator") {
        Some(r) if r.is_empty() || r.starts_with('/') => (true, r),
        _ => (false, path),
    };
    if spectator {
        match token_of(rq.headers(), query) {
            None => {
                return text(
                    401,
                    msg::WebNeedToken,
                    &[(header::WWW_AUTHENTICATE, "Bearer realm=\"spectator\"")],
                );
            }
            Some(t) if !same_token(&t, &ctx.token) => {
                return text(403, msg::WebBadToken, &[]);
            }
            Some(_) => {}
        }
    }
    let html = "text/html; charset=utf-8";
    match rest {
        "" | "/" => {
            let lang = ctx.feed.public().map_or(Lang::Ru, |v| v.lang);
            answer(200, html, pages::index(lang, spectator), &[])
        }
        "/overlay" | "/projector" => {
            let view = current(&ctx.feed, spectator).0;
            let json = Envelope::new(&ctx.feed, spectator, view.as_deref()).to_json();
            let which = if rest == "/overlay" {
                pages::Page::Overlay
            } else {
                pages::Page::Projector
            };
            answer(200, html, pages::page(which, &json), &[])
        }
        "/view.json" => {
            let view = current(&ctx.feed, spectator).0;
            let body = Envelope::new(&ctx.feed, spectator, view.as_deref()).to_json();
            answer(200, "application/json", body, &[])
        }
        _ if rest.starts_with("/photo/") => photo(ctx, rest),
        "/feed" if head => answer(200, "text/event-stream", Body::empty(), &[]),
        "/feed" => {
            let slot = rq.extensions().get::<ConnSlot>().cloned();
            live_feed(ctx, spectator, slot)
        }
        _ if !spectator => match pages::asset(rest) {
            Some((ty, body)) => answer(200, ty, body, &[]),
            None => text(404, msg::WebNotFound, &[]),
        },
        _ => text(404, msg::WebNotFound, &[]),
    }
}

/// `/photo/KEY`: the photo of one of the players of the game on the
/// table (the public view's), by its key in hex. Nothing else is served:
/// no file name is ever read from the address, so no path leads out.
fn photo(ctx: &Ctx, rest: &str) -> Response {
    let key = rest
        .strip_prefix("/photo/")
        .filter(|k| k.len() == 16 && k.bytes().all(|b| b.is_ascii_hexdigit()))
        .and_then(|k| u64::from_str_radix(k, 16).ok());
    let view = ctx.feed.public();
    let Some(p) = key.and_then(|k| view.as_deref().and_then(|v| v.photo(k))) else {
        return text(404, msg::WebNotFound, &[]);
    };
    let mut r = answer(
        200,
        p.mime,
        Body::from(p.bytes.to_vec()),
        &[(HeaderName::from_static("x-content-type-options"), "nosniff")],
    );
    // The key is the file's hash: the same address is always the same photo.
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("max-age=3600"),
    );
    r
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

impl Viewer {
    fn new(n: &Arc<AtomicUsize>) -> Self {
        n.fetch_add(1, Ordering::Relaxed);
        Viewer(Arc::clone(n))
    }
}

impl Drop for Viewer {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One browser's live feed, while its stream lives: dropped (the browser
/// closed, a write timed out, the server stopped), it frees its slot.
struct Live {
    ctx: Arc<Ctx>,
    spectator: bool,
    version: tokio::sync::watch::Receiver<u64>,
    last: Option<Shared>,
    /// The judge's mark last sent.
    last_judge: super::feed::JudgeMark,
    /// 0: the `retry` field, 1: the first view, then the changes.
    sent: u8,
    _slot: OwnedSemaphorePermit,
    _viewer: Viewer,
}

fn live_feed(ctx: &Arc<Ctx>, spectator: bool, conn: Option<ConnSlot>) -> Response {
    let pool = if spectator {
        &ctx.spectator_feeds
    } else {
        &ctx.public_feeds
    };
    let Ok(slot) = Arc::clone(pool).try_acquire_owned() else {
        return busy(&ctx.refusals);
    };
    // The feed holds a feed slot now, not one of the short requests'.
    if let Some(c) = conn {
        c.release();
    }
    let live = Live {
        ctx: Arc::clone(ctx),
        spectator,
        version: ctx.feed.subscribe(),
        last: None,
        last_judge: super::feed::JudgeMark::default(),
        sent: 0,
        _slot: slot,
        _viewer: Viewer::new(&ctx.viewers),
    };
    let events = futures_util::stream::unfold(live, |mut l| async move {
        let e = l.next().await?;
        Some((Ok::<_, Infallible>(e), l))
    });
    let sse = Sse::new(events).keep_alive(KeepAlive::new().interval(HEARTBEAT).text("-"));
    (
        [
            (header::CONTENT_TYPE, "text/event-stream; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (header::CONNECTION, "close"),
            (HeaderName::from_static("x-accel-buffering"), "no"),
        ],
        sse,
    )
        .into_response()
}

impl Live {
    /// The next event: the `retry` field, the view now, then one view per
    /// change (or when a delayed view falls due); `None` when the server
    /// stops.
    async fn next(&mut self) -> Option<Event> {
        if self.sent == 0 {
            self.sent = 1;
            return Some(Event::default().retry(Duration::from_secs(1)));
        }
        loop {
            if self.ctx.stop.load(Ordering::SeqCst) {
                return None;
            }
            // Marked seen before reading: a publication after this wakes us.
            self.version.borrow_and_update();
            let feed = &self.ctx.feed;
            let (view, next_due) = current(feed, self.spectator);
            let changed = match (&view, &self.last) {
                (Some(a), Some(b)) => !Arc::ptr_eq(a, b),
                (None, None) => false,
                _ => true,
            };
            let judge = feed.judge();
            if self.sent == 1 || changed || judge != self.last_judge {
                self.last_judge = judge;
                let json = Envelope::new(feed, self.spectator, view.as_deref()).to_json();
                self.last = view;
                self.sent = 2;
                return Some(Event::default().event("view").data(json));
            }
            let now = feed.now_ms();
            match next_due {
                Some(due) => {
                    let wait = Duration::from_millis(due.saturating_sub(now).max(1));
                    tokio::select! {
                        r = self.version.changed() => r.ok()?,
                        _ = tokio::time::sleep(wait) => {}
                    }
                }
                None => self.version.changed().await.ok()?,
            }
        }
    }
}
