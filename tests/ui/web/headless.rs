//! `mafia-judge serve RECORD`: a record's view without a window, following
//! the file when it changes.

use super::client::{Events, get};
use crate::support::{Judge, Running};
use mafia_web::web::ServeConfig;
use mafia_web::web::headless::{Headless, run, views_of};
use mafia_words::Lang;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

fn example(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("examples")
            .join(name),
    )
    .unwrap()
}

#[test]
fn serve_shows_a_record_and_follows_the_file_when_it_changes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, example("fiim-red-wins.json")).unwrap();
    let h = Headless {
        record: file.clone(),
        config: ServeConfig {
            port: 0,
            ..ServeConfig::default()
        },
        lang: Lang::En,
        messages: Lang::En,
        photos: Vec::new(),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = std::sync::mpsc::channel();
    let stop2 = Arc::clone(&stop);
    let t = std::thread::spawn(move || run(&h, &stop2, |s| tx.send(s.addr()).unwrap()));
    let addr = rx.recv().unwrap();
    let first = get(addr, "/view.json").json();
    assert_eq!(first["lang"], "en");
    assert_eq!(first["view"]["title"]["en"], "The game is over");
    let mut events = Events::open(addr, "/feed");
    events.next_view();
    // Another game written over the file: the feed sends its view.
    let seats_of = |name: &str| {
        let f = dir.path().join(name);
        std::fs::write(&f, example(name)).unwrap();
        serde_json::to_value(views_of(&f, Lang::En, 0).unwrap().0.seats).unwrap()
    };
    let (first_seats, other_seats) = (
        seats_of("fiim-red-wins.json"),
        seats_of("fiim-removal-by-fouls.json"),
    );
    assert_ne!(
        first_seats, other_seats,
        "pick two games that end differently"
    );
    std::fs::write(&file, example("fiim-removal-by-fouls.json")).unwrap();
    let next = events.next_view();
    assert_eq!(next["view"]["seats"], other_seats);
    // A file half written is reported and the server goes on: the next
    // good write shows.
    std::fs::write(&file, "{ not a record").unwrap();
    std::thread::sleep(mafia_web::web::headless::POLL * 3);
    assert_eq!(get(addr, "/view.json").json()["view"]["seats"], other_seats);
    std::fs::write(&file, example("fiim-red-wins.json")).unwrap();
    let last = events.next_view();
    assert_eq!(last["view"]["seats"], first_seats);
    stop.store(true, Ordering::SeqCst);
    t.join().unwrap().unwrap();
}

#[test]
fn serve_refuses_a_record_it_cannot_read() {
    let h = Headless {
        record: "/nonexistent/game.json".into(),
        config: ServeConfig {
            port: 0,
            ..ServeConfig::default()
        },
        lang: Lang::Ru,
        messages: Lang::Ru,
        photos: Vec::new(),
    };
    let err = run(&h, &AtomicBool::new(true), |_| panic!("no server")).unwrap_err();
    let said = mafia_words::i18n::Words::say(&err, Lang::Ru);
    assert!(said.contains("/nonexistent/game.json"), "{said}");
    // In Russian, with no English words of the system's error table.
    assert!(said.contains("не найден"), "{said}");
}

/// The real binary's `serve` of `file` on a port the system picks (with
/// `data` as its data folder, if given), and the address it printed first
/// (the overlay's).
fn serving(file: &Path, data: Option<&Path>) -> (Running, std::net::SocketAddr) {
    use std::process::Stdio;
    let mut cmd = Judge::with(["serve"]);
    cmd.arg(file).args(["--port", "0", "--lang", "en"]);
    if let Some(d) = data {
        cmd.data(d);
    }
    let mut child = cmd.spawn(Stdio::piped(), Stdio::null());
    // It prints the pages' addresses, the overlay first.
    let (addr, _) = child.overlay_address();
    (child, addr)
}

#[test]
fn the_serve_command_serves_a_record_follows_the_file_and_stops() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, example("fiim-red-wins.json")).unwrap();
    let (mut child, addr) = serving(&file, None);
    assert!(addr.ip().is_loopback(), "only this computer without --lan");
    let json = get(addr, "/view.json");
    assert_eq!(json.status, 200);
    assert_eq!(json.json()["view"]["title"]["en"], "The game is over");
    let page = get(addr, "/overlay");
    assert_eq!(page.status, 200);
    assert!(page.header("content-type").starts_with("text/html"));
    assert!(page.text().contains("\"overlay\""), "the overlay page");
    // The record changes on disk: the live feed follows.
    let mut events = Events::open(addr, "/feed");
    let before = events.next_view();
    assert_eq!(before["view"]["title"]["en"], "The game is over");
    let other = dir.path().join("other.json");
    std::fs::write(&other, example("fiim-removal-by-fouls.json")).unwrap();
    let want = serde_json::to_value(views_of(&other, Lang::En, 0).unwrap().0.seats).unwrap();
    assert_ne!(before["view"]["seats"], want, "pick two different games");
    std::fs::write(&file, example("fiim-removal-by-fouls.json")).unwrap();
    assert_eq!(events.next_view()["view"]["seats"], want);
    // Stopped, the port no longer answers and the feed ends.
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(events.ends(), "the feed ends with the process");
    assert!(std::net::TcpStream::connect(addr).is_err());
}

/// `serve` shows the photos of the record's players from the club's list
/// in the data folder, as the console does: on the view's tiles and at
/// `/photo/KEY`. Seat 2 is «Борис» by a rename in the record: his photo
/// follows the name the tile shows.
#[test]
fn the_serve_command_shows_the_club_players_photos() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, example("fiim-red-wins.json")).unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(data.join("photos")).unwrap();
    let picture = crate::player_photos::png(120, 160);
    std::fs::write(data.join("photos/two.png"), &picture).unwrap();
    std::fs::write(
        data.join("players.toml"),
        "[[players]]\nnick = \"Борис\"\nphoto = \"photos/two.png\"\n",
    )
    .unwrap();
    let (_child, addr) = serving(&file, Some(&data));
    let json = get(addr, "/view.json").json();
    let seats = &json["view"]["seats"];
    assert!(seats[0]["photo"].is_null(), "{}", seats[0]);
    let url = seats[1]["photo"]
        .as_str()
        .expect("seat 2 has a photo")
        .to_owned();
    assert!(url.starts_with("/photo/"), "{url}");
    let photo = get(addr, &url);
    assert_eq!(photo.status, 200);
    assert_eq!(photo.header("content-type"), "image/png");
    assert_eq!(photo.body, picture);
}
