//! The judge's phone's routes: `/judge` (the page), `/judge/pair`,
//! `/judge/cmd`, `/judge/me` (the device's role), `/judge/secrets` (the
//! judge's phone only); see [`super::judge`] for the rules they keep.

use super::http::{Ctx, answer, text};
use super::judge::{
    COOKIE, CmdBody, CmdRefusal, FromPhone, MAX_CMD_BODY, PairBody, PairRefusal, Role,
};
use super::pages;
use axum::body::Body;
use axum::response::Response;
use hyper::body::Incoming;
use hyper::header::{self, HeaderMap, HeaderName, HeaderValue};
use hyper::{Method, Request};
use mafia_words::Lang;
use mafia_words::i18n::msg;
use serde::Serialize;
use std::sync::Arc;
use std::time::Duration;

/// A body must arrive within this (the head's timeout does not cover it).
const BODY_TIMEOUT: Duration = Duration::from_secs(5);

/// The header that names a refusal's reason for the page (its words are
/// in the body).
const REFUSAL: HeaderName = HeaderName::from_static("x-judge-refusal");

/// The client's address, put into each request by the server.
#[derive(Debug, Clone, Copy)]
pub(super) struct Peer(pub std::net::IpAddr);

/// The words of the judge's page, in the hall's language.
#[derive(Debug, Clone, Serialize)]
pub struct JudgeLabels {
    pub title: &'static str,
    pub code: &'static str,
    pub pair: &'static str,
    pub paired: &'static str,
    pub offline: &'static str,
    pub waiting: &'static str,
    pub seats: &'static str,
    pub next: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub foul: &'static str,
    pub remove_foul: String,
    pub nominate: &'static str,
    pub hand: &'static str,
    pub select: &'static str,
    pub record: &'static str,
    pub miss: &'static str,
    pub timer_toggle: &'static str,
    pub timer_plus: &'static str,
    pub timer_reset: &'static str,
    pub confirm: String,
    pub cancel: &'static str,
    pub stale: &'static str,
    pub vote_count: &'static str,
    pub record_votes: &'static str,
    /// The seat's card: the speaker's and the nominated players' marks.
    pub speaking: &'static str,
    pub nominated: &'static str,
    /// A tap's mark outside a vote: the best move's seats.
    pub best_move: &'static str,
    /// The console's band after Next at an unrecorded shot.
    pub shot_not_recorded: &'static str,
}

impl JudgeLabels {
    pub fn new(lang: Lang) -> Self {
        JudgeLabels {
            title: msg::WebJudgeTitle.get(lang),
            code: msg::WebJudgeCode.get(lang),
            pair: msg::WebJudgePair.get(lang),
            paired: msg::WebJudgePaired.get(lang),
            offline: msg::WebOffline.get(lang),
            waiting: msg::WebWaiting.get(lang),
            seats: msg::WebJudgeSeats.get(lang),
            next: msg::Next.get(lang),
            undo: msg::Undo.get(lang),
            redo: msg::Redo.get(lang),
            foul: msg::Foul.get(lang),
            remove_foul: msg::RemoveFoul {
                word: msg::FoulWord.get(lang),
            }
            .get(lang),
            nominate: msg::Nominate.get(lang),
            hand: msg::WebJudgeHand.get(lang),
            select: msg::WebJudgeSelect.get(lang),
            record: msg::Record.get(lang),
            miss: msg::Miss.get(lang),
            timer_toggle: msg::TimerToggle.get(lang),
            timer_plus: msg::TimerPlus.get(lang),
            timer_reset: msg::TimerReset.get(lang),
            // The page puts the seat in place of the placeholder.
            confirm: msg::ConfirmRemoval { seat: "{seat}" }.get(lang),
            cancel: msg::CancelRemoval.get(lang),
            stale: msg::WebJudgeStale.get(lang),
            vote_count: msg::VoteCount.get(lang),
            record_votes: msg::WebJudgeSetCount.get(lang),
            speaking: msg::WebJudgeSpeaking.get(lang),
            nominated: msg::WebJudgeNominated.get(lang),
            best_move: msg::BestMove.get(lang),
            shot_not_recorded: msg::ShotNotRecorded.get(lang),
        }
    }
}

/// `/judge` and below.
pub(super) async fn route(ctx: &Arc<Ctx>, rq: Request<Incoming>) -> Response {
    let path = rq.uri().path().to_owned();
    let method = rq.method().clone();
    match (path.as_str(), method) {
        ("/judge", Method::GET | Method::HEAD) => {
            let lang = ctx.feed.public().map_or(Lang::Ru, |v| v.lang);
            let labels = serde_json::to_string(&JudgeLabels::new(lang))
                .unwrap_or_else(|_| String::from("{}"));
            answer(
                200,
                "text/html; charset=utf-8",
                pages::judge(lang, &labels),
                &[],
            )
        }
        ("/judge/pair", Method::POST) => pair(ctx, rq).await,
        ("/judge/cmd", Method::POST) => command(ctx, rq).await,
        ("/judge/pair" | "/judge/cmd", _) => {
            text(405, msg::WebJudgeMethod, &[(header::ALLOW, "POST")])
        }
        ("/judge/me", Method::GET) => me(ctx, rq.headers()),
        ("/judge/secrets", Method::GET) => secrets(ctx, rq.headers()),
        ("/judge/me" | "/judge/secrets", _) => text(405, msg::WebMethod, &[(header::ALLOW, "GET")]),
        _ => text(404, msg::WebNotFound, &[]),
    }
}

/// The `Origin` is the address the request was sent to: the page was
/// served by this console (a page of another site cannot post here; the
/// `Host` itself was checked by the server).
fn same_origin(h: &HeaderMap) -> bool {
    let get = |k| h.get(k).and_then(|v: &HeaderValue| v.to_str().ok());
    match (get(header::ORIGIN), get(header::HOST)) {
        (Some(origin), Some(host)) => {
            origin.strip_prefix("http://") == Some(host) && !host.is_empty()
        }
        _ => false,
    }
}

/// The session cookie's value.
fn cookie(h: &HeaderMap) -> Option<String> {
    h.get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.to_owned())
}

/// The body, at most [`MAX_CMD_BODY`] bytes, within [`BODY_TIMEOUT`];
/// the refusal otherwise.
async fn small_body(rq: Request<Incoming>) -> Result<axum::body::Bytes, Response> {
    let declared = rq
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|s| s.trim().parse::<usize>().ok());
    let too_large = || {
        let mut r = text(413, msg::WebTooLarge, &[]);
        r.headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        r
    };
    if declared.is_some_and(|n| n > MAX_CMD_BODY) {
        return Err(too_large());
    }
    let read = axum::body::to_bytes(Body::new(rq.into_body()), MAX_CMD_BODY);
    match tokio::time::timeout(BODY_TIMEOUT, read).await {
        Ok(Ok(b)) => Ok(b),
        // Over the limit, or the client broke off: either way not taken.
        Ok(Err(_)) => Err(too_large()),
        Err(_) => Err(text(408, msg::WebJudgeBadCommand, &[])),
    }
}

/// `/judge/pair`: `{"code":"123456"}` → the session cookie and
/// `{"csrf":"…"}`.
async fn pair(ctx: &Arc<Ctx>, rq: Request<Incoming>) -> Response {
    if !same_origin(rq.headers()) {
        return text(403, msg::WebJudgeBadOrigin, &[]);
    }
    let Some(Peer(peer)) = rq.extensions().get::<Peer>().copied() else {
        return text(403, msg::WebJudgeBadOrigin, &[]);
    };
    let agent = rq
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let body = match small_body(rq).await {
        Ok(b) => b,
        Err(r) => return r,
    };
    let Ok(PairBody { code }) = serde_json::from_slice::<PairBody>(&body) else {
        return text(400, msg::WebJudgeBadCommand, &[]);
    };
    match ctx.judge.pair(&code, &agent, peer) {
        Ok((token, csrf, role)) => {
            #[derive(Serialize)]
            struct Paired<'a> {
                csrf: &'a str,
                role: Role,
            }
            let json = serde_json::to_string(&Paired { csrf: &csrf, role })
                .unwrap_or_else(|_| String::from("{}"));
            let mut r = answer(200, "application/json", json, &[]);
            let c = format!("{COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/judge");
            if let Ok(v) = HeaderValue::from_str(&c) {
                r.headers_mut().insert(header::SET_COOKIE, v);
            }
            r
        }
        Err(PairRefusal::BadCode) => text(403, msg::WebJudgeBadCode, &[]),
        Err(PairRefusal::Locked) => {
            let mut r = text(429, msg::WebJudgeLocked, &[(header::RETRY_AFTER, "30")]);
            r.headers_mut()
                .insert(REFUSAL, HeaderValue::from_static("locked"));
            r
        }
    }
}

/// `/judge/cmd`: `{"step":N,"cmd":{…}}` from the paired phone, made on the
/// console's step now, handed to the console.
async fn command(ctx: &Arc<Ctx>, rq: Request<Incoming>) -> Response {
    if !same_origin(rq.headers()) {
        return text(403, msg::WebJudgeBadOrigin, &[]);
    }
    let token = cookie(rq.headers());
    let csrf = rq
        .headers()
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok());
    let role = match ctx.judge.check(token.as_deref(), csrf) {
        Ok(role) => role,
        Err(why) => return refused(why),
    };
    // A viewer sends nothing: refused before its body is read.
    if role == Role::Viewer {
        return refused(CmdRefusal::not_for(role));
    }
    let body = match small_body(rq).await {
        Ok(b) => b,
        Err(r) => return r,
    };
    let Ok(CmdBody { step, cmd }) = serde_json::from_slice::<CmdBody>(&body) else {
        return text(400, msg::WebJudgeBadCommand, &[]);
    };
    if !role.may(cmd) {
        return refused(CmdRefusal::not_for(role));
    }
    if step != ctx.feed.judge().step {
        return text(409, msg::WebJudgeStale, &[]);
    }
    if !ctx.judge.send(FromPhone { step, cmd, role }) {
        return text(503, msg::WebJudgeQueueFull, &[(header::RETRY_AFTER, "1")]);
    }
    text(202, msg::WebJudgeAccepted, &[])
}

/// A device's request refused: its status, words and typed reason.
fn refused(why: CmdRefusal) -> Response {
    let (status, words) = match why {
        CmdRefusal::NotPaired => (401, msg::WebJudgeNotPaired),
        CmdRefusal::BadSession => (403, msg::WebJudgeBadSession),
        CmdRefusal::BadCsrf => (403, msg::WebJudgeBadCsrf),
        CmdRefusal::AssistantMayNot => (403, msg::WebJudgeAssistantOnly),
        CmdRefusal::ViewerReadsOnly => (403, msg::WebJudgeViewerOnly),
        CmdRefusal::JudgeOnly => (403, msg::WebJudgeJudgeOnly),
    };
    let mut r = text(status, words, &[]);
    r.headers_mut()
        .insert(REFUSAL, HeaderValue::from_static(why.name()));
    r
}

/// `/judge/me`: the role of the device the cookie names
/// (`{"role":"judge"|"assistant"|"viewer"}`), for the page to show what
/// that role may press; 401 without a cookie, 403 for a session ended.
fn me(ctx: &Ctx, h: &HeaderMap) -> Response {
    match ctx.judge.role_of(cookie(h).as_deref()) {
        Ok(role) => {
            #[derive(Serialize)]
            struct Me {
                role: Role,
            }
            let json = serde_json::to_string(&Me { role }).unwrap_or_else(|_| String::from("{}"));
            answer(200, "application/json", json, &[])
        }
        Err(why) => refused(why),
    }
}

/// `/judge/secrets`: what the public feed hides (roles, checks) as the
/// console has it now, never delayed, for the judge's phone alone: its
/// cookie and CSRF token (`X-CSRF-Token`); an assistant, a viewer or
/// anyone else is refused. The same envelope as the spectator feed's.
fn secrets(ctx: &Ctx, h: &HeaderMap) -> Response {
    let csrf = h.get("x-csrf-token").and_then(|v| v.to_str().ok());
    match ctx.judge.check(cookie(h).as_deref(), csrf) {
        Ok(Role::Judge) => {}
        Ok(_) => return refused(CmdRefusal::JudgeOnly),
        Err(why) => return refused(why),
    }
    let view = ctx.feed.newest_secret();
    let mut env = super::Envelope::new(&ctx.feed, true, view.as_deref());
    // Not the spectator feed's: nothing is held back for the judge.
    env.delay_ms = 0;
    env.clock_ms = ctx.feed.now_ms();
    answer(200, "application/json", env.to_json(), &[])
}
