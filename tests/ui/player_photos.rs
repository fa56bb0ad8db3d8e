//! Issue 23, item 13: a player's photo from the club's list on the
//! projector's tiles and the stream's: a game started with the list's
//! players carries their photos; the web server answers with them at
//! `/photo/KEY` and with nothing else; a broken photo is a message, not a
//! panic.

use crate::ui_common::{T0, click, harness};
use crate::web::client::{HandClock, get, server};
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use mafia_web::web::ServeConfig;
use std::path::Path;

/// The first ten example nicknames.
const NICKS: &[&str] = crate::table::NICKS.split_at(10).0;

pub(crate) fn png(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbaImage::from_fn(w, h, |x, _| image::Rgba([(x % 256) as u8, 40, 200, 255]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// The club's list beside the games folder: Борис has a photo, Вера a
/// photo that is cut in half.
fn club_list(dir: &Path) -> Vec<u8> {
    std::fs::create_dir_all(dir.join("photos")).unwrap();
    let boris = png(320, 480);
    std::fs::write(dir.join("photos/boris.png"), &boris).unwrap();
    let mut cut = png(200, 200);
    cut.truncate(cut.len() / 3);
    std::fs::write(dir.join("photos/vera.png"), &cut).unwrap();
    std::fs::write(
        dir.join("players.toml"),
        "[[players]]\nnick = \"Борис\"\nphoto = \"photos/boris.png\"\n\n\
         [[players]]\nnick = \"Вера\"\nphoto = \"photos/vera.png\"\n",
    )
    .unwrap();
    boris
}

/// A game started from the form with the club's players: Борис's photo is
/// on his tile (and in the stream's view as its address); Вера's broken one
/// is told, naming the list and the key, and her tile has none.
#[test]
fn a_game_of_the_club_players_shows_their_photos_and_tells_a_broken_one() {
    let dir = tempfile::tempdir().unwrap();
    let boris = club_list(dir.path());
    let mut app = JudgeApp::with_rulesets(
        Settings::default(),
        vec![catalog::find("fiim").unwrap()],
        Vec::new(),
    );
    app.set_clock(Clock::Fixed(T0));
    app.enable_autosave(dir.path().join("games"));
    let mut c = Console::new(app);
    c.screens.start.nicks = NICKS.iter().map(|s| (*s).to_owned()).collect();
    let mut h = harness(c);
    h.run_steps(2);
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    assert!(h.state().app.view().session().is_some(), "the game started");
    let view = h.state().app.projector_view();
    let photo = view.seats[1].photo.as_ref().expect("Борис's photo");
    assert_eq!(&*photo.bytes, boris.as_slice());
    assert_eq!((photo.pixels.width, photo.pixels.height), (171, 256));
    assert!(view.seats[2].photo.is_none(), "the broken one is not shown");
    assert!(view.seats[0].photo.is_none(), "Алиса has none");
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["seats"][1]["photo"], photo.url().as_str());
    assert!(json["seats"][0].get("photo").is_none());
    let m = h.state().app.view().message().cloned().expect("a message");
    assert!(m.error);
    assert!(m.text.ru.contains("players.toml"), "{}", m.text.ru);
    assert!(m.text.en.contains("players[1].photo"), "{}", m.text.en);
    // The projector draws the tiles with the photo (a texture made once).
    let (texts, _) = crate::ui_common::projector_texts(&view, T0, [1366.0, 768.0]);
    assert!(texts.iter().any(|t| t == "Борис"), "{texts:?}");
}

/// The server answers `/photo/KEY` with the photo of a player of the game
/// on the table, and with 404 for any other key or path: no file name is
/// read from the address.
#[test]
fn the_server_gives_the_photos_of_the_game_and_refuses_any_other_path() {
    let dir = tempfile::tempdir().unwrap();
    let boris = club_list(dir.path());
    let list = dir.path().join("players.toml");
    let r = mafia_tournament::tournament::players::Registry::load(&list).unwrap();
    let photo = r.photo(&list, "Борис").unwrap().unwrap();
    let rs = catalog::find("fiim").unwrap();
    let nicks: Vec<String> = NICKS.iter().map(|s| (*s).to_owned()).collect();
    let s = mafia_store::session::Session::new(rs.clone(), nicks, T0).unwrap();
    let mut photos = vec![None; 10];
    photos[1] = Some(photo.clone());
    let view = |spectator| {
        let mut v = mafia_web::web::View::from_state(s.state(), &rs, spectator, T0);
        v.set_photos(&photos);
        v
    };
    let clock = HandClock::new(T0);
    let (srv, feed) = server(&clock, ServeConfig::default());
    let a = srv.addr();
    feed.publish(view(false), view(true));
    let ok = get(a, &photo.url());
    assert_eq!(ok.status, 200);
    assert_eq!(ok.headers["content-type"], "image/png");
    assert_eq!(ok.body, boris);
    let json: serde_json::Value = serde_json::from_str(&get(a, "/view.json").text()).unwrap();
    assert_eq!(json["view"]["seats"][1]["photo"], photo.url().as_str());
    let key = format!("{:016x}", photo.key);
    for hostile in [
        "/photo/0000000000000000".to_owned(),
        format!("/photo/{key}/../../players.toml"),
        format!("/photo/{key}x"),
        format!("/photo/{}", &key[..15]),
        "/photo/../players.toml".to_owned(),
        "/photo/..%2f..%2fplayers.toml".to_owned(),
        "/photo/%2e%2e/photos/boris.png".to_owned(),
        "/photo/photos/boris.png".to_owned(),
        format!("/photo/{}", dir.path().join("photos/boris.png").display()),
        "/photo/".to_owned(),
        "/photos/boris.png".to_owned(),
        "/players.toml".to_owned(),
    ] {
        let r = get(a, &hostile);
        assert_eq!(r.status, 404, "{hostile}");
        assert_ne!(r.body, boris, "{hostile}");
    }
    // A game without him on the table: his photo is no longer served.
    let mut other = view(false);
    other.set_photos(&[]);
    feed.publish(other.clone(), other);
    assert_eq!(get(a, &photo.url()).status, 404);
}
