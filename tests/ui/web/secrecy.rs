//! The projector's secrecy, carried over to the web: over random FIIM games
//! published into a running server the way the console does it, the public
//! JSON, both public pages and the live feed never hold a role, a check
//! answer or a shot while the game runs. The spectator feed, behind the
//! token, must show them (so the check is not blind).

use super::client::{Events, HandClock, get, server};
use crate::projector_secrecy::{random_game, secrets};
use mafia_store::ruleset::catalog;
use mafia_web::web::{ServeConfig, View};

/// The view inside an envelope (the labels are the console's fixed words:
/// «Мафия: проектор» is a page title, not a role).
fn view_of(envelope: &str) -> String {
    let j: serde_json::Value = serde_json::from_str(envelope).unwrap();
    assert!(j["view"].is_object(), "no view in {envelope}");
    j["view"].to_string()
}

/// The envelope a page carries for its first paint.
fn initial_of(html: &str) -> String {
    let start = "<script id=\"initial\" type=\"application/json\">";
    let from = html.find(start).unwrap() + start.len();
    let len = html[from..].find("</script>").unwrap();
    html[from..from + len].to_owned()
}

fn leaks(text: &str, secrets: &[String]) -> Vec<String> {
    secrets
        .iter()
        .filter(|s| text.contains(s.as_str()))
        .cloned()
        .collect()
}

#[test]
fn the_public_pages_and_feed_keep_the_night_secret_in_random_games() {
    let rs = catalog::find("fiim").unwrap();
    let secrets = secrets(&rs);
    // Shots in words ("shot at", "miss") only appear in the spectator notes.
    let clock = HandClock::new(0);
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            token: Some("t".into()),
            ..ServeConfig::default()
        },
    );
    let a = srv.addr();
    let mut public_feed = Events::open(a, "/feed");
    public_feed.next_view();
    let mut spectator_seen = 0;
    let mut checked = 0;
    for game in 0..30u64 {
        random_game(&rs, game, |step, _, action, session, now| {
            clock.set(now);
            let s = session.state();
            let view = |spectator| View::from_state(s, &rs, spectator, now);
            let (public, spectator) = (view(false), view(true));
            let changed = feed.public().as_deref().is_none_or(|p| {
                let mut q = public.clone();
                q.published_ms = p.published_ms;
                *p != q
            });
            feed.publish(public, spectator);
            // Every change reaches the feed, the end (roles shown) included.
            let event = changed.then(|| public_feed.next_view()["view"].to_string());
            if s.is_over() {
                return;
            }
            let json = view_of(&get(a, "/view.json").text());
            let found = leaks(&json, &secrets);
            assert!(
                found.is_empty(),
                "game {game} step {step} after {action:?}: /view.json shows {found:?}\n{json}"
            );
            if let Some(event) = event {
                let found = leaks(&event, &secrets);
                assert!(
                    found.is_empty(),
                    "game {game} step {step}: /feed shows {found:?}"
                );
            }
            if step % 7 == 0 {
                for page in ["/overlay", "/overlay?layout=side", "/projector"] {
                    let html = view_of(&initial_of(&get(a, page).text()));
                    let found = leaks(&html, &secrets);
                    assert!(
                        found.is_empty(),
                        "game {game} step {step}: {page} shows {found:?}"
                    );
                }
                checked += 1;
                let spect = view_of(&get(a, "/spectator/view.json?token=t").text());
                if !leaks(&spect, &secrets).is_empty() {
                    spectator_seen += 1;
                }
            }
        });
    }
    assert!(checked >= 50, "only {checked} page checks were made");
    assert_eq!(
        spectator_seen, checked,
        "the spectator feed shows no role: the checks above would be blind"
    );
}

/// The game's history on the stream: over random FIIM games the public
/// `/view.json` never holds a check (neither in the view nor in the
/// envelope's lines) while the game runs; the spectator feed, behind the
/// token, does once a check is made (so the check is not blind).
#[test]
fn the_public_history_never_holds_a_check_while_the_game_runs() {
    let rs = catalog::find("fiim").unwrap();
    let clock = HandClock::new(0);
    let (srv, feed) = server(
        &clock,
        ServeConfig {
            token: Some("t".into()),
            ..ServeConfig::default()
        },
    );
    let a = srv.addr();
    let (mut public_lines, mut spectator_checks) = (0, 0);
    for game in 0..10u64 {
        random_game(&rs, game, |step, _, _, session, now| {
            clock.set(now);
            let s = session.state();
            if s.is_over() || step % 3 != 0 {
                return;
            }
            let view = |spectator| View::from_state(s, &rs, spectator, now);
            feed.publish(view(false), view(true));
            let public: serde_json::Value =
                serde_json::from_str(&get(a, "/view.json").text()).unwrap();
            let lines = public["history"].as_array().unwrap();
            public_lines += lines.len();
            assert!(
                lines.iter().all(|l| l["check"] == false),
                "game {game} step {step}: {lines:?}"
            );
            assert!(
                public["view"]["history"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|e| e["kind"] == "left"),
                "game {game} step {step}: {}",
                public["view"]["history"]
            );
            let spect: serde_json::Value =
                serde_json::from_str(&get(a, "/spectator/view.json?token=t").text()).unwrap();
            spectator_checks += spect["history"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|l| l["check"] == true)
                .count();
        });
    }
    assert!(public_lines > 0, "nobody ever left: the check is blind");
    assert!(spectator_checks > 0, "the spectator never saw a check");
}
