//! What the server answers: pages and their types, the token, the delay,
//! and the live feed after a step.

use super::client::{Events, HandClock, get, request, server, titled};
use mafia_core::game::Action;
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_web::web::{ServeConfig, View, new_token};
use std::time::Duration;

const T0: u64 = 1_700_000_000_000;

/// A FIIM game after the deal, night zero: the two views of it.
fn dealt_game() -> (View, View) {
    let rs = catalog::find("fiim").unwrap();
    let nicks: Vec<String> = (1..=10).map(|i| format!("Nick{i}")).collect();
    let mut s = Session::new(rs.clone(), nicks, T0).unwrap();
    s.act(Action::DealRoles { seed: 7 }, T0).unwrap();
    s.act(Action::StartGame, T0).unwrap();
    let v = |spectator| View::from_state(s.state(), &rs, spectator, T0);
    (v(false), v(true))
}

#[test]
fn each_page_answers_with_its_content_type() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    let (public, spectator) = dealt_game();
    feed.publish(public, spectator);
    let a = srv.addr();
    for (path, ty) in [
        ("/", "text/html; charset=utf-8"),
        ("/overlay", "text/html; charset=utf-8"),
        ("/overlay?layout=side", "text/html; charset=utf-8"),
        ("/projector", "text/html; charset=utf-8"),
        ("/view.json", "application/json"),
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/style.css", "text/css; charset=utf-8"),
        ("/font.ttf", "font/ttf"),
    ] {
        let r = get(a, path);
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(r.header("content-type"), ty, "{path}");
        assert!(!r.body.is_empty(), "{path}");
    }
    let feed_head = request(a, "HEAD", "/feed", &[]);
    assert_eq!(feed_head.status, 200);
    assert_eq!(feed_head.header("content-type"), "text/event-stream");
    let live = Events::open(a, "/feed");
    assert_eq!(live.status, 200);
    assert_eq!(
        live.headers["content-type"],
        "text/event-stream; charset=utf-8"
    );
    assert_eq!(get(a, "/nothing-here").status, 404);
    assert_eq!(request(a, "POST", "/view.json", &[]).status, 405);
    // The pages carry the view of their answer, the game's nicknames in it.
    assert!(get(a, "/overlay").text().contains("Nick3"));
}

#[test]
fn a_nickname_cannot_close_the_pages_script() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    let mut v = titled("day");
    v.speaker_nick = Some("</script><b>x".into());
    feed.publish(v.clone(), v);
    let page = get(srv.addr(), "/projector").text();
    assert!(!page.contains("</script><b>"), "{page}");
    assert!(page.contains("\\u003c/script>\\u003cb>x"));
}

#[test]
fn the_spectator_feed_needs_the_token_and_the_public_one_never_shows_roles() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            token: Some("sesame".into()),
            ..ServeConfig::default()
        },
    );
    let (public, spectator) = dealt_game();
    let role = spectator.seats[0].role.clone().unwrap().ru;
    feed.publish(public, spectator);
    let a = srv.addr();
    for path in [
        "/spectator/view.json",
        "/spectator/feed",
        "/spectator/overlay",
        "/spectator/projector",
        "/spectator/",
    ] {
        let r = get(a, path);
        assert_eq!(r.status, 401, "{path}");
        assert!(r.header("www-authenticate").starts_with("Bearer"), "{path}");
        assert_eq!(get(a, &format!("{path}?token=wrong")).status, 403, "{path}");
    }
    let by_query = get(a, "/spectator/view.json?token=sesame").json();
    assert_eq!(by_query["spectator"], true);
    assert_eq!(by_query["view"]["seats"][0]["role"]["ru"], role.as_str());
    let by_header = request(
        a,
        "GET",
        "/spectator/view.json",
        &[("Authorization", "Bearer sesame")],
    );
    assert_eq!(by_header.status, 200);
    let public = get(a, "/view.json").json();
    assert_eq!(public["spectator"], false);
    assert!(public["view"]["seats"][0]["role"].is_null());
    // A token given to the public page changes nothing there.
    let with_token = get(a, "/view.json?token=sesame").json();
    assert!(with_token["view"]["seats"][0]["role"].is_null());
}

#[test]
fn the_token_is_new_at_each_start() {
    let a = new_token().unwrap();
    let b = new_token().unwrap();
    assert_ne!(a, b);
    assert_eq!(a.len(), 32);
    assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
    let clock = HandClock::new(T0);
    let (s1, _) = server(&clock, ServeConfig::default());
    let (s2, _) = server(&clock, ServeConfig::default());
    assert_ne!(s1.token(), s2.token());
}

#[test]
fn the_spectator_feed_lags_by_the_delay_and_its_clock_with_it() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            token: Some("t".into()),
            delay: Duration::from_secs(30),
            ..ServeConfig::default()
        },
    );
    let a = srv.addr();
    feed.publish(titled("public 1"), titled("secret 1"));
    clock.set(T0 + 10_000);
    feed.publish(titled("public 2"), titled("secret 2"));
    // Nothing is 30 s old yet: the spectator page shows the first public view.
    let j = get(a, "/spectator/view.json?token=t").json();
    assert_eq!(j["view"]["title"]["en"], "public 1");
    assert_eq!(j["delay_ms"], 30_000);
    assert_eq!(j["clock_ms"], T0 + 10_000 - 30_000);
    // The public page is never delayed.
    let p = get(a, "/view.json").json();
    assert_eq!(p["view"]["title"]["en"], "public 2");
    assert_eq!(p["clock_ms"], T0 + 10_000);
    clock.set(T0 + 30_000);
    let j = get(a, "/spectator/view.json?token=t").json();
    assert_eq!(j["view"]["title"]["en"], "secret 1");
    clock.set(T0 + 40_000);
    let j = get(a, "/spectator/view.json?token=t").json();
    assert_eq!(j["view"]["title"]["en"], "secret 2");
}

#[test]
fn the_live_feed_sends_the_view_and_then_each_change() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    let mut events = Events::open(srv.addr(), "/feed");
    // Before any game: an envelope without a view, with the words to wait.
    let first = events.next_view();
    assert!(first["view"].is_null());
    assert!(!first["labels"]["waiting"].as_str().unwrap().is_empty());
    feed.publish(titled("Night 1"), titled("Night 1"));
    let second = events.next_view();
    assert_eq!(second["view"]["title"]["en"], "Night 1");
    assert_eq!(srv.viewers(), 1);
    // A republished view that did not change sends nothing; the next change does.
    feed.publish(titled("Night 1"), titled("Night 1"));
    clock.set(T0 + 5000);
    feed.publish(titled("Day 2"), titled("Day 2"));
    let third = events.next_view();
    assert_eq!(third["view"]["title"]["en"], "Day 2");
    assert_eq!(third["clock_ms"], T0 + 5000);
}

#[test]
fn the_delayed_spectator_feed_sends_a_view_when_it_falls_due() {
    let clock = HandClock::new(T0);
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            token: Some("t".into()),
            delay: Duration::from_secs(10),
            ..ServeConfig::default()
        },
    );
    feed.publish(titled("p1"), titled("s1"));
    let mut events = Events::open(srv.addr(), "/spectator/feed?token=t");
    assert_eq!(events.next_view()["view"]["title"]["en"], "p1");
    clock.set(T0 + 10_000);
    feed.poke();
    assert_eq!(events.next_view()["view"]["title"]["en"], "s1");
}

#[test]
fn stopping_the_server_ends_the_live_feeds() {
    let clock = HandClock::new(T0);
    let (srv, _) = server(&clock, ServeConfig::default());
    let mut events = Events::open(srv.addr(), "/feed");
    events.next_view();
    srv.stop();
    assert!(events.ends());
}

/// Between games the hall's pages carry the charts as inline SVG made by
/// the server (win rate by role, points over the rounds), over the games
/// the hall may see: standings closed from round 13 keep rounds 13-16 out
/// of the charts too.
#[test]
fn the_hall_page_between_games_carries_the_charts_as_svg_without_the_closed_rounds() {
    let src = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final");
    let mut folder = mafia_tournament::tournament::open(&src).unwrap();
    folder.description.closed_from_round = Some(13);
    let rs = catalog::find("minsk-final").unwrap();
    let hall = mafia_tournament::tournament::hall::between_games(&rs, &folder);
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    let v = View::between_games(hall, T0);
    feed.publish(v.clone(), v);
    let a = srv.addr();
    let json = get(a, "/view.json").json();
    let charts: Vec<&str> = json["charts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(charts.len(), 2, "the bars and the lines");
    assert!(charts[0].starts_with("<svg") && charts[0].contains("<rect class=\"bar red\""));
    assert!(charts[1].starts_with("<svg") && charts[1].contains("<polyline"));
    assert_eq!(charts[1].matches("<polyline").count(), 10, "ten players");
    // After round 12 Борис has 9.5 points from his games (rounds 1-6, 9,
    // 11, 12 won, a best move of two blacks in round 10); by round 16 he
    // has 11.5, which the hall must not see yet.
    assert!(charts[1].contains("Борис · 9,5"), "{}", charts[1]);
    assert!(!charts[1].contains("11,5"), "{}", charts[1]);
    let rounds = &json["view"]["between"]["charts"]["rounds"];
    assert_eq!(rounds.as_array().unwrap().len(), 12, "{rounds}");
    // Red won 8 of the first 12 games (1 2 4 6 7 9 11 12): the sheriff's
    // bar says 66,7 % (the page is Russian: a decimal comma).
    assert!(charts[0].contains("66,7 % (8/12)"), "{}", charts[0]);
    // The projector page itself holds them in its first paint.
    let page = get(a, "/projector").text();
    assert!(page.contains("\\u003csvg xmlns"), "the SVG in the page");
    assert!(page.contains("\\u003cpolyline"));
    assert!(!page.contains("11.5"));
}
