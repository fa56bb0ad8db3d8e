//! The judge starts the server from the View menu: the window shows the
//! addresses and the token, the public page serves the game, and spectator
//! mode on the projector never reaches it.

use super::client::get;
use crate::ui_common::click;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_ui::ui::Console;
use mafia_words::Lang;
use mafia_words::i18n::msg;

fn ru(s: mafia_words::i18n::Fixed) -> String {
    s.get(Lang::Ru).to_owned()
}

/// A game dealt and started on a free port, the View menu's web window open.
fn web_window() -> Harness<'static, Console> {
    let mut h = super::dealt_on_free_port();
    click(&mut h, &ru(msg::MenuView));
    click(&mut h, &ru(msg::WebMenu));
    h
}

/// The running server's address and spectator token.
fn running(h: &Harness<'_, Console>) -> (std::net::SocketAddr, String) {
    let c = h.state();
    let s = c.app.view().web().server.as_ref().expect("the server runs");
    (s.addr(), s.token().to_owned())
}

/// A port another program listens on: the window says so in the judge's
/// words, with the port and what to do; the system's «Address already in
/// use» is not shown.
#[test]
fn a_taken_port_is_said_in_the_window_with_what_to_do() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let mut h = super::dealt_on_port(port);
    click(&mut h, &ru(msg::MenuView));
    click(&mut h, &ru(msg::WebMenu));
    click(&mut h, &ru(msg::WebStart));
    assert!(h.state().app.view().web().server.is_none());
    let said = h
        .state()
        .app
        .view()
        .web()
        .error
        .clone()
        .expect("the window says why");
    assert!(
        said.ru.starts_with(&format!(
            "{}: порт {port} уже занят",
            ru(msg::WebStartFailed)
        )) && said.ru.contains("Выберите другой порт"),
        "{}",
        said.ru
    );
    assert!(!said.ru.contains("Address"), "{}", said.ru);
    assert!(
        h.query_by_label_contains(&said.ru).is_some(),
        "shown in the window"
    );
    drop(taken);
}

#[test]
fn the_view_menu_starts_the_server_and_spectator_mode_stays_off_the_public_pages() {
    let mut h = web_window();
    click(&mut h, &ru(msg::WebStart));
    let (addr, token) = running(&h);
    assert!(
        addr.ip().is_loopback(),
        "only this computer unless the judge ticks it"
    );
    // The window shows the token to copy, and no network address.
    h.get_by_label(&token);
    assert!(h.query_by_label(&ru(msg::WebLanAddresses)).is_none());
    let public = get(addr, "/view.json").json();
    assert_eq!(
        public["view"]["seats"][0]["nick"],
        h.state().app.view().state().unwrap().players[0]
            .nick
            .as_str()
    );
    assert!(public["view"]["seats"][0]["role"].is_null());
    h.state_mut().push(Command::ToggleSpectator);
    h.run_steps(3);
    assert!(
        h.state().app.projector_view().seats[0].role.is_some(),
        "the projector shows roles"
    );
    let public = get(addr, "/view.json").json();
    assert!(
        public["view"]["seats"][0]["role"].is_null(),
        "the public page does not"
    );
    let spect = get(addr, &format!("/spectator/view.json?token={token}")).json();
    assert!(spect["view"]["seats"][0]["role"].is_object());
    click(&mut h, &ru(msg::WebStop));
    assert!(h.state().app.view().web().server.is_none());
}

#[test]
fn listening_on_the_local_network_shows_its_addresses_and_the_spectator_token() {
    let mut h = web_window();
    let chosen = h.state().app.view().settings().web_port;
    let firewall = |port| mafia_ui::ui::web::firewall_note(Lang::Ru, port);
    // Only this computer: no word of a firewall.
    assert!(h.query_by_label(&firewall(chosen)).is_none());
    // The judge's explicit choice: the tick box, then Start. Ticked, the
    // window says what the system's firewall will ask, before it asks.
    click(&mut h, &ru(msg::WebLan));
    h.get_by_label(&firewall(chosen));
    click(&mut h, &ru(msg::WebStart));
    let (addr, token) = running(&h);
    assert!(addr.ip().is_unspecified(), "every interface: {addr}");
    let port = addr.port();
    // Still said while it listens, with the port it listens on.
    h.get_by_label(&firewall(port));
    // The window says so, in the warning colour, and gives what the other
    // computers type: every address of this computer on the network.
    h.get_by_label(&ru(msg::WebLanOn));
    h.get_by_label(&ru(msg::WebLanAddresses));
    let ips = mafia_web::web::lan_ips().unwrap();
    for ip in &ips {
        let overlay = format!("http://{ip}:{port}/overlay");
        h.get_by_label(&overlay);
        h.get_by_label(&format!("http://{ip}:{port}/projector"));
        // The spectator feed over the network, with the token to copy.
        h.get_by_label(&format!(
            "http://{ip}:{port}/spectator/overlay?token={token}"
        ));
        // And the address shown really serves the page.
        let at = std::net::SocketAddr::new((*ip).into(), port);
        assert_eq!(get(at, "/view.json").status, 200, "{overlay}");
    }
    if ips.is_empty() {
        // A computer on no network: said, not a blank.
        h.get_by_label(&ru(msg::WebLanNone));
    }
    h.get_by_label(&token);
    click(&mut h, &ru(msg::WebStop));
    assert!(h.state().app.view().web().server.is_none());
}

/// The producer's switches build the overlay's address to copy: roles
/// take the spectator feed (its token), the rest are the page's own
/// parameters.
#[test]
fn the_producers_switches_build_the_overlays_address() {
    let mut h = web_window();
    click(&mut h, &ru(msg::WebStart));
    let (addr, token) = running(&h);
    let base = h
        .state()
        .app
        .view()
        .web()
        .server
        .as_ref()
        .unwrap()
        .local_url();
    h.get_by_label(&format!("{base}/overlay"));
    click(&mut h, &ru(msg::WebSwScores));
    h.get_by_label(&format!("{base}/overlay?scores=0"));
    click(&mut h, &ru(msg::WebSwRoles));
    click(&mut h, &ru(msg::WebSwHide));
    let address = format!("{base}/spectator/overlay?token={token}&hide=1&scores=0");
    h.get_by_label(&address);
    // The history strip, off: its own switch beside the other four.
    click(&mut h, &ru(msg::WebSwHistory));
    let address = format!("{base}/spectator/overlay?token={token}&hide=1&scores=0&history=0");
    h.get_by_label(&address);
    // The address is one the server answers.
    let path = address.trim_start_matches(&base);
    assert_eq!(get(addr, path).status, 200);
}

/// Issue 35: with every public feed taken, more overlays were told 503 and
/// the menu bar stayed green. Now it says the server is crowded, with the
/// refusals of the last minute on hover, and stays so while they are recent.
#[test]
fn a_server_that_turns_overlays_away_says_so_in_the_menu_bar() {
    use super::client::Events;
    let mut h = web_window();
    click(&mut h, &ru(msg::WebStart));
    let (addr, _) = running(&h);
    h.run();
    let crowded = ru(msg::WebStatusCrowded);
    assert!(
        h.query_by_label_contains(&crowded).is_none(),
        "not crowded yet"
    );
    let feeds: Vec<Events> = (0..mafia_web::web::MAX_FEEDS)
        .map(|_| Events::open(addr, "/feed"))
        .collect();
    assert!(feeds.iter().all(|f| f.status == 200));
    assert_eq!(Events::open(addr, "/feed").status, 503);
    h.run();
    assert!(
        h.query_by_label_contains(&crowded).is_some(),
        "the menu bar does not say the server turned an overlay away"
    );
    drop(feeds);
}
