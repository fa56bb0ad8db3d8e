//! The judge's phone against the real server (issue 34): pairing with a
//! one-time code, and every hostile command refused with the console
//! unharmed — no pairing, a used code, another origin, no CSRF token, a
//! stale step, a body too large, a flood.

use super::client::{HandClock, get, post, server, titled};
use mafia_judge::web::feed::JudgeMark;
use mafia_judge::web::judge::{FromPhone, MAX_WRONG, QUEUE, Remote};
use mafia_judge::web::{ServeConfig, WebServer};
use std::net::SocketAddr;

const T0: u64 = 1_700_000_000_000;

/// The address the page was served from, as the browser names it.
fn origin(a: SocketAddr) -> String {
    format!("http://{a}")
}

/// Pairs with a fresh code: the session cookie and the CSRF token.
fn paired(srv: &WebServer) -> (String, String) {
    let a = srv.addr();
    let code = srv.judge().new_code().unwrap();
    let r = post(
        a,
        "/judge/pair",
        &[("Origin", &origin(a)), ("User-Agent", "Phone/1.0")],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    let cookie = r.header("set-cookie").to_owned();
    let session = cookie.split(';').next().unwrap().to_owned();
    (session, r.json()["csrf"].as_str().unwrap().to_owned())
}

fn next_on(step: u64) -> String {
    format!(r#"{{"step":{step},"cmd":{{"type":"next"}}}}"#)
}

/// A command as the paired page sends it.
fn command(srv: &WebServer, session: &str, csrf: &str, body: &str) -> u16 {
    let a = srv.addr();
    post(
        a,
        "/judge/cmd",
        &[
            ("Origin", &origin(a)),
            ("Cookie", session),
            ("X-CSRF-Token", csrf),
            ("Content-Type", "application/json"),
        ],
        body.as_bytes(),
    )
    .status
}

fn serving() -> (WebServer, std::sync::Arc<mafia_judge::web::Feed>) {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    feed.publish(titled("day 1"), titled("day 1"));
    feed.set_judge(JudgeMark {
        step: 7,
        confirm: None,
        ..JudgeMark::default()
    });
    (srv, feed)
}

#[test]
fn the_judge_page_is_served_with_its_words() {
    let (srv, _feed) = serving();
    let r = get(srv.addr(), "/judge");
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/html; charset=utf-8");
    let page = r.text();
    assert!(page.contains("Пульт судьи"), "{page}");
    assert!(page.contains("Далее"), "{page}");
    // The seat card's marks: the speaker and the nominated.
    assert!(page.contains("Говорит"), "{page}");
    assert!(page.contains("Выставлен"), "{page}");
    assert_eq!(get(srv.addr(), "/judge.js").status, 200);
    assert_eq!(get(srv.addr(), "/judge.css").status, 200);
}

#[test]
fn a_paired_phone_gets_a_strict_http_only_cookie_and_its_command_reaches_the_console() {
    let (srv, _feed) = serving();
    let a = srv.addr();
    let code = srv.judge().new_code().unwrap();
    let r = post(
        a,
        "/judge/pair",
        &[("Origin", &origin(a)), ("User-Agent", "Phone/1.0")],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    let cookie = r.header("set-cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert_eq!(srv.judge().paired().unwrap().agent, "Phone/1.0");
    let session = cookie.split(';').next().unwrap();
    let csrf = r.json()["csrf"].as_str().unwrap().to_owned();
    assert_eq!(command(&srv, session, &csrf, &next_on(7)), 202);
    assert_eq!(
        srv.judge().try_recv(),
        Some(FromPhone {
            step: 7,
            cmd: Remote::Next
        })
    );
}

#[test]
fn a_command_without_pairing_is_refused() {
    let (srv, _feed) = serving();
    let a = srv.addr();
    let no_cookie = post(
        a,
        "/judge/cmd",
        &[("Origin", &origin(a)), ("X-CSRF-Token", "x")],
        next_on(7).as_bytes(),
    );
    assert_eq!(no_cookie.status, 401);
    assert_eq!(
        command(&srv, "mj_judge=guessed", "guessed", &next_on(7)),
        403
    );
    assert_eq!(srv.judge().try_recv(), None);
}

#[test]
fn a_pairing_code_used_once_cannot_pair_another_phone() {
    let (srv, _feed) = serving();
    let a = srv.addr();
    let code = srv.judge().new_code().unwrap();
    let body = format!(r#"{{"code":"{code}"}}"#);
    let first = post(a, "/judge/pair", &[("Origin", &origin(a))], body.as_bytes());
    assert_eq!(first.status, 200);
    let stolen = post(a, "/judge/pair", &[("Origin", &origin(a))], body.as_bytes());
    assert_eq!(stolen.status, 403);
    assert!(stolen.header("set-cookie").is_empty());
}

#[test]
fn wrong_codes_lock_pairing_out_for_a_while() {
    let (srv, _feed) = serving();
    let a = srv.addr();
    let code = srv.judge().new_code().unwrap();
    let wrong = if code == "123456" { "654321" } else { "123456" };
    for _ in 0..MAX_WRONG {
        let r = post(
            a,
            "/judge/pair",
            &[("Origin", &origin(a))],
            format!(r#"{{"code":"{wrong}"}}"#).as_bytes(),
        );
        assert_eq!(r.status, 403);
    }
    let right = post(
        a,
        "/judge/pair",
        &[("Origin", &origin(a))],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(right.status, 429);
    assert!(srv.judge().paired().is_none());
}

#[test]
fn a_command_from_another_origin_is_refused() {
    let (srv, _feed) = serving();
    let (session, csrf) = paired(&srv);
    let a = srv.addr();
    for evil in ["http://evil.example", "null", "https://127.0.0.1"] {
        let r = post(
            a,
            "/judge/cmd",
            &[
                ("Origin", evil),
                ("Cookie", &session),
                ("X-CSRF-Token", &csrf),
            ],
            next_on(7).as_bytes(),
        );
        assert_eq!(r.status, 403, "{evil}");
    }
    let no_origin = post(
        a,
        "/judge/cmd",
        &[("Cookie", &session), ("X-CSRF-Token", &csrf)],
        next_on(7).as_bytes(),
    );
    assert_eq!(no_origin.status, 403);
    assert_eq!(srv.judge().try_recv(), None);
}

#[test]
fn a_command_without_the_csrf_token_is_refused() {
    let (srv, _feed) = serving();
    let (session, csrf) = paired(&srv);
    let a = srv.addr();
    let r = post(
        a,
        "/judge/cmd",
        &[("Origin", &origin(a)), ("Cookie", &session)],
        next_on(7).as_bytes(),
    );
    assert_eq!(r.status, 403);
    assert_eq!(command(&srv, &session, "0000", &next_on(7)), 403);
    assert_eq!(srv.judge().try_recv(), None);
    // The right one still goes: the refusals did not end the pairing.
    assert_eq!(command(&srv, &session, &csrf, &next_on(7)), 202);
}

#[test]
fn a_command_made_on_an_old_step_is_refused_with_409() {
    let (srv, feed) = serving();
    let (session, csrf) = paired(&srv);
    feed.set_judge(JudgeMark {
        step: 8,
        confirm: None,
        ..JudgeMark::default()
    });
    assert_eq!(command(&srv, &session, &csrf, &next_on(7)), 409);
    assert_eq!(command(&srv, &session, &csrf, &next_on(9)), 409);
    assert_eq!(srv.judge().try_recv(), None);
    assert_eq!(command(&srv, &session, &csrf, &next_on(8)), 202);
}

#[test]
fn a_body_too_large_is_refused_and_the_server_answers_on() {
    let (srv, _feed) = serving();
    let (session, csrf) = paired(&srv);
    let a = srv.addr();
    let huge = vec![b'x'; 10_000];
    let headers = [
        ("Origin", origin(a)),
        ("Cookie", session.clone()),
        ("X-CSRF-Token", csrf.clone()),
    ];
    let h: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(post(a, "/judge/cmd", &h, &huge).status, 413);
    // Under the server's limit but over a command's few hundred bytes.
    let padded = format!(
        r#"{{"step":7,"cmd":{{"type":"next"}},"pad":"{}"}}"#,
        "x".repeat(600)
    );
    assert_eq!(command(&srv, &session, &csrf, &padded), 413);
    assert_eq!(
        command(
            &srv,
            &session,
            &csrf,
            r#"{"step":7,"cmd":{"type":"format_disk"}}"#
        ),
        400
    );
    assert_eq!(srv.judge().try_recv(), None);
    assert_eq!(get(a, "/view.json").status, 200);
}

#[test]
fn a_flood_of_commands_fills_a_short_queue_and_harms_nothing() {
    let (srv, _feed) = serving();
    let (session, csrf) = paired(&srv);
    let mut statuses = Vec::new();
    for _ in 0..QUEUE + 20 {
        statuses.push(command(&srv, &session, &csrf, &next_on(7)));
    }
    assert!(statuses[..QUEUE].iter().all(|s| *s == 202), "{statuses:?}");
    assert!(statuses[QUEUE..].iter().all(|s| *s == 503), "{statuses:?}");
    assert_eq!(get(srv.addr(), "/view.json").status, 200);
    // The console takes what waits; the phone is heard again.
    let mut taken = 0;
    while srv.judge().try_recv().is_some() {
        taken += 1;
    }
    assert_eq!(taken, QUEUE);
    assert_eq!(command(&srv, &session, &csrf, &next_on(7)), 202);
}

#[test]
fn the_judge_ends_the_pairing_and_the_phone_is_refused() {
    let (srv, _feed) = serving();
    let (session, csrf) = paired(&srv);
    srv.judge().unpair();
    assert!(srv.judge().paired().is_none());
    assert_eq!(command(&srv, &session, &csrf, &next_on(7)), 403);
}

#[test]
fn a_page_of_another_site_that_rebinds_its_name_here_cannot_pair() {
    use std::io::{Read, Write};
    let (srv, _feed) = serving();
    let code = srv.judge().new_code().unwrap();
    let body = format!(r#"{{"code":"{code}"}}"#);
    // The browser names the attacker's site in Host and Origin alike.
    let mut s = std::net::TcpStream::connect(srv.addr()).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    write!(
        s,
        "POST /judge/pair HTTP/1.1\r\nHost: evil.example:{port}\r\nOrigin: http://evil.example:{port}\r\n\
         Content-Length: {len}\r\nConnection: close\r\n\r\n{body}",
        port = srv.addr().port(),
        len = body.len(),
    )
    .unwrap();
    let mut answer = String::new();
    let _ = s.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 421"), "{answer}");
    assert!(srv.judge().paired().is_none());
    // The code was not spent on it.
    assert_eq!(srv.judge().code(), Some(code));
}
