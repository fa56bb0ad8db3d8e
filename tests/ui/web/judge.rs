//! The judge's phone against the real server (issue 34): pairing with a
//! one-time code, and every hostile command refused with the console
//! unharmed — no pairing, a used code, another origin, no CSRF token, a
//! stale step, a body too large, a flood, a guesser locking pairing out;
//! an assistant who may foul and count hands only, a viewer who sends
//! nothing, and the secrets that reach the judge's phone alone.

use super::client::{Answer, HandClock, get, post, post_from, request, server, titled};
use mafia_web::web::feed::JudgeMark;
use mafia_web::web::judge::{FromPhone, MAX_WRONG, MAX_WRONG_TOTAL, QUEUE, Remote, Role};
use mafia_web::web::{ServeConfig, WebServer};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

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

fn serving() -> (WebServer, std::sync::Arc<mafia_web::web::Feed>) {
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
    // Undo's neighbour and the timer's reset, in the console's words.
    assert!(page.contains(r#""redo":"Повторить""#), "{page}");
    assert!(page.contains(r#""timer_reset":"Сброс""#), "{page}");
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
            cmd: Remote::Next,
            role: Role::Judge,
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

/// Another device on the hall's network: `127.0.0.N`.
fn device(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

/// A pairing try with `code` from `from`.
fn pair_from(srv: &WebServer, from: IpAddr, code: &str) -> Answer {
    let a = srv.addr();
    post_from(
        from,
        a,
        "/judge/pair",
        &[("Origin", &origin(a)), ("User-Agent", "Guess/1.0")],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    )
}

/// A six-digit code that is not `code`.
fn other_than(code: &str) -> &'static str {
    if code == "123456" { "654321" } else { "123456" }
}

#[test]
fn a_guesser_locks_out_only_his_own_address_and_the_judges_phone_still_pairs() {
    let (srv, _feed) = serving();
    let code = srv.judge().new_code().unwrap();
    let guesser = device(2);
    for _ in 0..MAX_WRONG {
        assert_eq!(pair_from(&srv, guesser, other_than(&code)).status, 403);
    }
    let locked = pair_from(&srv, guesser, &code);
    assert_eq!(locked.status, 429);
    assert_eq!(locked.header("x-judge-refusal"), "locked");
    // The judge's phone is another address: it pairs with the same code.
    let judge = pair_from(&srv, device(3), &code);
    assert_eq!(judge.status, 200, "{}", judge.text());
    assert_eq!(judge.json()["role"], "judge");
    assert!(srv.judge().paired().is_some());
}

#[test]
fn guessers_on_many_addresses_spend_the_code_and_the_judges_new_code_pairs() {
    let (srv, _feed) = serving();
    let code = srv.judge().new_code().unwrap();
    // Each address stays under its own lock; together they pass the ceiling.
    for i in 0..MAX_WRONG_TOTAL {
        let from = device(10 + u8::try_from(i).unwrap());
        assert_eq!(pair_from(&srv, from, other_than(&code)).status, 403);
    }
    // The code is spent: a lucky guess now finds nothing.
    assert_eq!(srv.judge().code(), None);
    assert_eq!(pair_from(&srv, device(3), &code).status, 403);
    assert!(srv.judge().paired().is_none());
    // The judge makes a new code in the window: pairing opens again.
    let fresh = srv.judge().new_code().unwrap();
    assert_eq!(pair_from(&srv, device(3), &fresh).status, 200);
    assert!(srv.judge().paired().is_some());
}

/// Pairs a device of `role` from a fresh code of that role: its cookie
/// and CSRF token.
fn paired_as(srv: &WebServer, role: Role, agent: &str) -> (String, String) {
    let a = srv.addr();
    let code = srv.judge().new_code_for(role).unwrap();
    let r = post(
        a,
        "/judge/pair",
        &[("Origin", &origin(a)), ("User-Agent", agent)],
        format!(r#"{{"code":"{code}"}}"#).as_bytes(),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(
        r.json()["role"],
        serde_json::to_value(role).unwrap(),
        "the pairing says the role"
    );
    let session = r.header("set-cookie").split(';').next().unwrap().to_owned();
    (session, r.json()["csrf"].as_str().unwrap().to_owned())
}

/// A command as a paired page sends it: the whole answer.
fn command_answer(srv: &WebServer, device: &(String, String), cmd: &str) -> Answer {
    let a = srv.addr();
    post(
        a,
        "/judge/cmd",
        &[
            ("Origin", &origin(a)),
            ("Cookie", &device.0),
            ("X-CSRF-Token", &device.1),
        ],
        format!(r#"{{"step":7,"cmd":{cmd}}}"#).as_bytes(),
    )
}

#[test]
fn an_assistant_marks_fouls_and_hands_and_everything_else_is_refused_with_its_reason() {
    let (srv, _feed) = serving();
    let judge = paired_as(&srv, Role::Judge, "Phone/1.0");
    let helper = paired_as(&srv, Role::Assistant, "Tablet/2.0");
    for cmd in [
        r#"{"type":"foul","seat":4}"#,
        r#"{"type":"remove_foul","seat":4}"#,
        r#"{"type":"pick","seat":2}"#,
        r#"{"type":"vote_count","count":3}"#,
    ] {
        let r = command_answer(&srv, &helper, cmd);
        assert_eq!(r.status, 202, "{cmd}: {}", r.text());
        let got = srv.judge().try_recv().unwrap();
        assert_eq!(got.role, Role::Assistant, "{cmd}");
    }
    for cmd in [
        r#"{"type":"next"}"#,
        r#"{"type":"undo"}"#,
        r#"{"type":"record"}"#,
        r#"{"type":"confirm"}"#,
        r#"{"type":"nominate","seat":2}"#,
        r#"{"type":"select","seat":2}"#,
        r#"{"type":"miss"}"#,
        r#"{"type":"timer_toggle"}"#,
    ] {
        let r = command_answer(&srv, &helper, cmd);
        assert_eq!(r.status, 403, "{cmd}");
        assert_eq!(
            r.header("x-judge-refusal"),
            "assistant_fouls_and_hands_only",
            "{cmd}"
        );
        assert!(
            r.text().starts_with("Помощнику судьи можно только фолы"),
            "{}",
            r.text()
        );
    }
    assert_eq!(
        srv.judge().try_recv(),
        None,
        "nothing refused reached the console"
    );
    // The judge's phone, paired beside it, still drives the game.
    assert_eq!(
        command_answer(&srv, &judge, r#"{"type":"next"}"#).status,
        202
    );
    assert_eq!(srv.judge().try_recv().unwrap().role, Role::Judge);
    assert_eq!(srv.judge().devices().len(), 2);
}

#[test]
fn a_viewer_follows_the_game_and_sends_nothing() {
    let (srv, _feed) = serving();
    let viewer = paired_as(&srv, Role::Viewer, "Viewer/1.0");
    for cmd in [r#"{"type":"foul","seat":4}"#, r#"{"type":"next"}"#] {
        let r = command_answer(&srv, &viewer, cmd);
        assert_eq!(r.status, 403, "{cmd}");
        assert_eq!(r.header("x-judge-refusal"), "viewer_reads_only");
    }
    assert_eq!(srv.judge().try_recv(), None);
    // The feed is open to it as to everyone.
    assert_eq!(get(srv.addr(), "/view.json").status, 200);
}

/// `/judge/me` (or `/judge/secrets`) as a paired page asks for it.
fn ask(srv: &WebServer, path: &str, device: Option<&(String, String)>) -> Answer {
    let mut h: Vec<(&str, &str)> = Vec::new();
    if let Some((cookie, csrf)) = device {
        h.push(("Cookie", cookie));
        h.push(("X-CSRF-Token", csrf));
    }
    request(srv.addr(), "GET", path, &h)
}

#[test]
fn each_paired_device_learns_its_role_for_the_page() {
    let (srv, _feed) = serving();
    for role in Role::ALL {
        let d = paired_as(&srv, role, "Device/1.0");
        let me = ask(&srv, "/judge/me", Some(&d));
        assert_eq!(me.status, 200, "{}", me.text());
        assert_eq!(me.json()["role"], serde_json::to_value(role).unwrap());
    }
    assert_eq!(ask(&srv, "/judge/me", None).status, 401);
    let stranger = ("mj_judge=guessed".to_owned(), String::new());
    assert_eq!(ask(&srv, "/judge/me", Some(&stranger)).status, 403);
}

#[test]
fn the_secrets_reach_the_judges_phone_alone_and_never_the_public_feed() {
    let clock = HandClock::new(T0);
    // The spectator feed lags ten minutes behind the table.
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            delay: std::time::Duration::from_secs(600),
            ..ServeConfig::default()
        },
    );
    feed.publish(titled("day 1"), titled("the don is seat 4"));
    let judge = paired_as(&srv, Role::Judge, "Phone/1.0");
    let secret = ask(&srv, "/judge/secrets", Some(&judge));
    assert_eq!(secret.status, 200, "{}", secret.text());
    let env = secret.json();
    assert_eq!(env["spectator"], true);
    assert_eq!(env["delay_ms"], 0, "nothing held back from the judge");
    assert_eq!(env["view"]["title"]["en"], "the don is seat 4");
    // Nobody else gets it: an assistant, a viewer, a stranger, the judge's
    // cookie without its token.
    let helper = paired_as(&srv, Role::Assistant, "Tablet/2.0");
    let viewer = paired_as(&srv, Role::Viewer, "Viewer/1.0");
    for d in [&helper, &viewer] {
        let r = ask(&srv, "/judge/secrets", Some(d));
        assert_eq!(r.status, 403);
        assert_eq!(r.header("x-judge-refusal"), "judge_only");
        assert!(!r.text().contains("seat 4"));
    }
    assert_eq!(ask(&srv, "/judge/secrets", None).status, 401);
    let no_token = (judge.0.clone(), String::new());
    let r = ask(&srv, "/judge/secrets", Some(&no_token));
    assert_eq!(r.status, 403);
    assert_eq!(r.header("x-judge-refusal"), "bad_csrf");
    // The public feed shows the public view; the spectator feed, within
    // its delay, not the secret either.
    assert!(!get(srv.addr(), "/view.json").text().contains("seat 4"));
    let token = srv.token().to_owned();
    let spect = get(srv.addr(), &format!("/spectator/view.json?token={token}"));
    assert_eq!(spect.status, 200);
    assert!(!spect.text().contains("seat 4"), "{}", spect.text());
}

#[test]
fn redo_and_the_timers_reset_are_the_judges_an_assistant_and_a_viewer_are_refused_with_their_reasons()
 {
    let (srv, _feed) = serving();
    let judge = paired_as(&srv, Role::Judge, "Phone/1.0");
    let helper = paired_as(&srv, Role::Assistant, "Tablet/2.0");
    let viewer = paired_as(&srv, Role::Viewer, "Viewer/1.0");
    for cmd in [r#"{"type":"redo"}"#, r#"{"type":"timer_reset"}"#] {
        let r = command_answer(&srv, &helper, cmd);
        assert_eq!(r.status, 403, "{cmd}");
        assert_eq!(
            r.header("x-judge-refusal"),
            "assistant_fouls_and_hands_only",
            "{cmd}"
        );
        let r = command_answer(&srv, &viewer, cmd);
        assert_eq!(r.status, 403, "{cmd}");
        assert_eq!(r.header("x-judge-refusal"), "viewer_reads_only", "{cmd}");
        assert!(
            r.text().starts_with("Зритель только смотрит"),
            "{}",
            r.text()
        );
        assert_eq!(
            srv.judge().try_recv(),
            None,
            "{cmd}: nothing reached the console"
        );
    }
    // The judge's phone sends both.
    assert_eq!(
        command_answer(&srv, &judge, r#"{"type":"redo"}"#).status,
        202
    );
    assert_eq!(srv.judge().try_recv().unwrap().cmd, Remote::Redo);
    let r = command_answer(&srv, &judge, r#"{"type":"timer_reset"}"#);
    assert_eq!(r.status, 202);
    assert_eq!(srv.judge().try_recv().unwrap().cmd, Remote::TimerReset);
}
