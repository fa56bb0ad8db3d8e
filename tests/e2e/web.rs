//! The stream pages in a real browser: a FIIM game (the tie-and-lift example,
//! with a speech timer started) is played step by step into a running web
//! server, and headless Chromium (Debian's `chromium`) opens `/overlay`,
//! `/overlay?layout=side`, `/projector` and the spectator overlay at moments
//! of the game. The screenshots land in `target/e2e/web-*.png` for a person
//! to look at; the rendered DOM is checked for the game's words, and, once a
//! tournament's hall view is published between games, `/projector` for the
//! standings' nicknames and the next game's seats. Skipped,
//! with the reason printed, only when Chromium is not installed.

use mafia_core::game::{Action, Phase};
use mafia_store::ruleset::catalog;
use mafia_store::session::{Record, Session};
use mafia_web::web::{Feed, ServeConfig, View, WebServer};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

pub(crate) fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"]
        .into_iter()
        .find(|c| crate::have(c))
}

/// Runs Chromium once on `url` (a screenshot, or the DOM after load).
fn browse(bin: &str, profile: &Path, what: &[&str], url: &str) -> std::process::Output {
    browse_at(bin, profile, (1920, 1080), what, url)
}

/// As [`browse`], in a window of `size`.
fn browse_at(
    bin: &str,
    profile: &Path,
    size: (u32, u32),
    what: &[&str],
    url: &str,
) -> std::process::Output {
    Command::new("timeout")
        .arg("90")
        .arg(bin)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
        ])
        .arg(format!("--window-size={},{}", size.0, size.1))
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(what)
        .arg(url)
        .output()
        .unwrap()
}

fn shot(bin: &str, profile: &Path, out: &Path, url: &str) {
    let o = browse(
        bin,
        profile,
        &[&format!("--screenshot={}", out.display())],
        url,
    );
    assert!(
        out.is_file() && std::fs::metadata(out).unwrap().len() > 5000,
        "no screenshot of {url}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn the_stream_pages_render_the_game_in_chromium() {
    let Some(bin) = chromium() else {
        eprintln!("web e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = root.join("target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root.join("examples/fiim-tie-and-lift.json")).unwrap();
    let record = Record::from_json("fiim-tie-and-lift.json", &text).unwrap();
    let rs = catalog::find(&record.ruleset.id).unwrap();
    // Set up as the record's replay sets it up (its version, options and
    // cards), then its actions taken one by one below.
    let header = Record {
        actions: Vec::new(),
        ..record.clone()
    };
    let mut session = Session::replay(rs.clone(), &header).unwrap();
    // The feed's clock is the game's: the page's timer counts from it.
    let clock = Arc::new(AtomicU64::new(record.created));
    let c2 = Arc::clone(&clock);
    let feed = Arc::new(Feed::new(Arc::new(move || c2.load(Ordering::SeqCst))));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            token: Some("e2e".into()),
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    let base = server.local_url();
    let publish = |session: &Session, now: u64| {
        clock.store(now, Ordering::SeqCst);
        let v = |spectator| View::from_state(session.state(), &rs, spectator, now);
        feed.publish(v(false), v(true));
    };
    let mut shots: Vec<PathBuf> = Vec::new();
    let mut take = |name: &str, pages: &[&str]| {
        for (i, page) in pages.iter().enumerate() {
            let p = out_dir.join(format!("web-{name}-{i}.png"));
            shot(bin, profile.path(), &p, &format!("{base}{page}"));
            shots.push(p);
        }
    };
    let (mut night_seen, mut speech_seen, mut vote_seen) = (false, false, false);
    for a in &record.actions {
        session.act(a.action.clone(), a.at).unwrap();
        publish(&session, a.at);
        let st = session.state();
        if !night_seen && matches!(st.phase, Phase::Night { .. }) {
            night_seen = true;
            take("night", &["/overlay", "/projector"]);
        }
        if !speech_seen && st.speaker().is_some() && matches!(st.phase, Phase::Day { .. }) {
            speech_seen = true;
            // The judge starts the speaker's minute; 17 s later the page
            // shows 0:43 from the view's timer data alone.
            session.act(Action::TimerStart, a.at).unwrap();
            publish(&session, a.at + 17_000);
            take(
                "speech",
                &[
                    "/overlay",
                    "/overlay?layout=side",
                    "/projector",
                    "/spectator/overlay?token=e2e",
                ],
            );
            session.act(Action::TimerPause, a.at + 17_000).unwrap();
        }
        if !vote_seen && matches!(a.action, Action::LiftVote { .. }) {
            vote_seen = true;
            take("lift-vote", &["/overlay", "/projector"]);
        }
    }
    assert!(session.state().is_over());
    take("end", &["/overlay", "/overlay?layout=side", "/projector"]);
    assert!(night_seen && speech_seen && vote_seen);
    // The page's script ran in the browser: the DOM holds the seats and
    // the words of the view, and no role while the game... is over here,
    // so the roles are there.
    let dom = browse(
        bin,
        profile.path(),
        &["--dump-dom"],
        &format!("{base}/overlay"),
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("class=\"seat"),
        "no seat cards rendered:\n{dom}"
    );
    assert!(dom.contains("Алиса"), "no nickname rendered");
    assert!(dom.contains("Шериф"), "the end shows the roles");

    // Between two games of a tournament (the Minsk final after 6 games):
    // the projector page draws the hall's standings and the next game.
    let hall = minsk_hall(root);
    let next = hall.next.clone().expect("game 7 comes next");
    let nicks: Vec<String> = hall.standings.iter().map(|r| r.nick.clone()).collect();
    assert_eq!(nicks.len(), 10);
    let v = View::between_games(hall, record.created);
    feed.publish(v.clone(), v);
    take("hall", &["/projector"]);
    let dom = browse(
        bin,
        profile.path(),
        &["--dump-dom"],
        &format!("{base}/projector"),
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("standings-table"),
        "no standings drawn on /projector:\n{dom}"
    );
    for nick in &nicks {
        assert!(
            dom.contains(&format!("<td class=\"nick\">{nick}")),
            "{nick} is not in the projector's standings:\n{dom}"
        );
    }
    assert!(
        dom.contains("class=\"next-seats two\""),
        "no next game drawn"
    );
    // Зорро, disqualified, is still seated in game 7: marked, with the
    // standings' words (issue 32, 9g).
    assert!(
        !next.removed.is_empty(),
        "the example seats a removed player"
    );
    for (i, nick) in next.seats.iter().enumerate() {
        let shown = if next.removed.iter().any(|s| usize::from(*s) == i + 1) {
            format!("<li class=\"removed\">{nick} (")
        } else {
            format!("<li>{nick}</li>")
        };
        assert!(
            dom.contains(&shown),
            "{nick} of the next game is not on /projector"
        );
    }
    eprintln!("web e2e screenshots: {shots:?}");
}

/// The Minsk final's hall after 6 games (a copy of the example's folder).
fn minsk_hall(root: &Path) -> mafia_audience::audience::BetweenGames {
    let t = tempfile::tempdir().unwrap();
    let src = root.join("examples/tournaments/minsk-final");
    std::fs::create_dir_all(t.path().join("games")).unwrap();
    std::fs::copy(
        src.join("tournament.toml"),
        t.path().join("tournament.toml"),
    )
    .unwrap();
    for g in 1..=6 {
        let name = format!("game-{g:02}.json");
        std::fs::copy(
            src.join("games").join(&name),
            t.path().join("games").join(&name),
        )
        .unwrap();
    }
    let folder = mafia_tournament::tournament::open(t.path()).unwrap();
    let minsk = catalog::find(&folder.description.ruleset).unwrap();
    mafia_tournament::tournament::hall::between_games(&minsk, &folder)
}

/// A screenshot with a transparent page background, as OBS composes it.
fn transparent_shot(
    bin: &str,
    profile: &Path,
    size: (u32, u32),
    out: &Path,
    url: &str,
) -> image::RgbaImage {
    let _ = std::fs::remove_file(out);
    let o = browse_at(
        bin,
        profile,
        size,
        &[
            "--default-background-color=00000000",
            &format!("--screenshot={}", out.display()),
        ],
        url,
    );
    let img = image::open(out)
        .unwrap_or_else(|e| {
            panic!(
                "no screenshot of {url} ({e}): {}",
                String::from_utf8_lossy(&o.stderr)
            )
        })
        .to_rgba8();
    assert_eq!(img.dimensions(), size, "{url}");
    img
}

/// The share of fully transparent pixels in rows `from..to` (fractions of
/// the height).
fn clear_share(img: &image::RgbaImage, from: f32, to: f32) -> f32 {
    let (w, h) = img.dimensions();
    let (y0, y1) = ((h as f32 * from) as u32, (h as f32 * to) as u32);
    let mut clear = 0u64;
    for y in y0..y1 {
        for x in 0..w {
            if img.get_pixel(x, y)[3] == 0 {
                clear += 1;
            }
        }
    }
    clear as f32 / ((y1 - y0) as u64 * w as u64) as f32
}

/// The overlay laid over a test picture (a coloured gradient standing in
/// for the camera), saved for a person to look at.
fn over_picture(img: &image::RgbaImage, out: &Path) {
    let (w, h) = img.dimensions();
    let mut pic = image::RgbaImage::from_fn(w, h, |x, y| {
        image::Rgba([
            (x * 255 / w) as u8,
            (y * 255 / h) as u8,
            180 - (x * 120 / w) as u8,
            255,
        ])
    });
    image::imageops::overlay(&mut pic, img, 0, 0);
    pic.save(out).unwrap();
}

#[test]
fn the_overlay_between_games_is_a_lower_third_over_the_video_and_obeys_the_producers_switches() {
    let Some(bin) = chromium() else {
        eprintln!("web e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = root.join("target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let feed = Arc::new(Feed::new(Arc::new(|| 1_764_460_800_000)));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            token: Some("e2e".into()),
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    let base = server.local_url();
    let hall = minsk_hall(root);
    let leader = hall.standings[0].nick.clone();
    let next = hall.next.clone().expect("game 7 comes next");
    let v = View::between_games(hall, 1_764_460_800_000);
    feed.publish(v.clone(), v);
    for size in [(1920, 1080), (1366, 768)] {
        let name = |what: &str| out_dir.join(format!("overlay-{what}-{}x{}.png", size.0, size.1));
        // The default form between games: a band at the bottom, the
        // video free above it.
        let img = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("lower"),
            &format!("{base}/overlay"),
        );
        over_picture(&img, &name("lower-over-picture"));
        let top = clear_share(&img, 0.0, 0.55);
        assert!(top > 0.999, "{size:?}: the upper part is covered ({top})");
        let band = clear_share(&img, 0.75, 0.97);
        assert!(band < 0.5, "{size:?}: no band at the bottom ({band})");
        // ?form=full: the full standings page, opaque.
        let img = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("full"),
            &format!("{base}/overlay?form=full"),
        );
        let all = clear_share(&img, 0.0, 1.0);
        assert!(all < 0.001, "{size:?}: the full page is not opaque ({all})");
        // ?hide=1: nothing at all.
        let img = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("hidden"),
            &format!("{base}/overlay?hide=1"),
        );
        let all = clear_share(&img, 0.0, 1.0);
        assert_eq!(all, 1.0, "{size:?}: the hidden overlay shows something");
    }
    let dom = |url: &str| {
        let o = browse(
            bin,
            profile.path(),
            &["--dump-dom"],
            &format!("{base}{url}"),
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let lower = dom("/overlay");
    assert!(
        lower.contains("between lower"),
        "not the lower form:\n{lower}"
    );
    assert!(
        lower.contains(&format!("<span class=\"nick\">{leader}</span>")),
        "no leader:\n{lower}"
    );
    for (i, nick) in next.seats.iter().enumerate() {
        let shown = if next.removed.iter().any(|s| usize::from(*s) == i + 1) {
            format!("<span class=\"nick\">{nick} (")
        } else {
            format!("<span class=\"nick\">{nick}</span>")
        };
        assert!(lower.contains(&shown), "{nick} of the next game");
    }
    assert!(
        lower.contains("class=\"total\""),
        "the totals are shown by default"
    );
    let no_scores = dom("/overlay?scores=0");
    assert!(
        no_scores.contains(&leader) && !no_scores.contains("class=\"total\""),
        "scores=0 shows totals:\n{no_scores}"
    );
    let hidden = dom("/overlay?hide=1");
    assert!(
        hidden.contains("id=\"root\" class=\"hidden\"")
            && !hidden.contains("<span class=\"nick\">"),
        "hide=1:\n{hidden}"
    );
    // The projector page keeps its full standings.
    assert!(dom("/projector").contains("standings-table"));

    // During a game: the caption, the roles on the spectator feed only and
    // not with roles=0, the middle of the picture free.
    let text = std::fs::read_to_string(root.join("examples/fiim-tie-and-lift.json")).unwrap();
    let record = Record::from_json("fiim-tie-and-lift.json", &text).unwrap();
    let rs = catalog::find(&record.ruleset.id).unwrap();
    // Played on until two players are out (their tiles over the picture).
    let mut session = Session::replay(
        rs.clone(),
        &Record {
            actions: Vec::new(),
            ..record.clone()
        },
    )
    .unwrap();
    for a in &record.actions {
        session.act(a.action.clone(), a.at).unwrap();
        if session
            .state()
            .players
            .iter()
            .filter(|p| !p.alive())
            .count()
            >= 2
        {
            break;
        }
    }
    assert!(!session.state().is_over());
    let v = |spectator| {
        let mut v = View::from_state(session.state(), &rs, spectator, 1_764_460_800_000);
        v.set_caption(&session.meta);
        v
    };
    feed.publish(v(false), v(true));
    let public = dom("/overlay");
    assert!(
        public.contains("Кубок Примера · Отбор · стол 2 · игра 7"),
        "no caption:\n{public}"
    );
    assert!(
        !public.contains("class=\"role\""),
        "a role on the public overlay:\n{public}"
    );
    assert!(public.contains("class=\"seat out"), "no player out yet");
    let spectator = dom("/spectator/overlay?token=e2e");
    assert!(
        spectator.contains("class=\"role\""),
        "no roles on the spectator overlay"
    );
    let no_roles = dom("/spectator/overlay?token=e2e&roles=0");
    assert!(
        !no_roles.contains("class=\"role\"") && !no_roles.contains("class=\"notes\""),
        "roles=0 shows roles:\n{no_roles}"
    );
    // roles=1 on a public page changes nothing: the server never sends them.
    assert!(!dom("/overlay?roles=1").contains("class=\"role\""));
    for size in [(1920, 1080), (1366, 768)] {
        let name = |what: &str| out_dir.join(format!("overlay-{what}-{}x{}.png", size.0, size.1));
        let img = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("game"),
            &format!("{base}/spectator/overlay?token=e2e"),
        );
        over_picture(&img, &name("game-over-picture"));
        let middle = clear_share(&img, 0.25, 0.6);
        assert!(
            middle > 0.95,
            "{size:?}: the middle of the picture is covered ({middle})"
        );
        let tiles = clear_share(&img, 0.9, 0.97);
        assert!(
            tiles < 0.1,
            "{size:?}: the tiles are not opaque over the picture ({tiles})"
        );
    }
}

/// A picture of one colour as PNG bytes (a player's photo).
fn photo_png(colour: [u8; 3]) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(240, 320, image::Rgb(colour));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// How many pixels of `img` are within a few steps of `colour`.
fn pixels_of(img: &image::RgbaImage, colour: [u8; 3]) -> usize {
    img.pixels()
        .filter(|p| (0..3).all(|i| p[i].abs_diff(colour[i]) < 12) && p[3] == 255)
        .count()
}

/// Issue 23, item 13: during a game the overlay shows the game's history
/// (who left when and how; the checks only on the spectator feed, and not
/// with roles=0; none with history=0) and the players' photos from the
/// club's list on their tiles, over the video.
#[test]
fn the_overlay_shows_the_rounds_history_and_the_players_photos_over_the_video() {
    let Some(bin) = chromium() else {
        eprintln!("web e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = root.join("target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    // The club's list: Алиса (seat 1) and Дана (seat 5) have photos.
    let club = tempfile::tempdir().unwrap();
    let green = [20, 200, 40];
    std::fs::write(club.path().join("alisa.png"), photo_png(green)).unwrap();
    std::fs::write(club.path().join("dana.png"), photo_png([200, 40, 160])).unwrap();
    let list = club.path().join("players.toml");
    std::fs::write(
        &list,
        "[[players]]\nnick = \"Алиса\"\nphoto = \"alisa.png\"\n\n\
         [[players]]\nnick = \"Дана\"\nphoto = \"dana.png\"\n",
    )
    .unwrap();
    let registry = mafia_tournament::tournament::players::Registry::load(&list).unwrap();
    // FIIM, the red-wins example on night 2: two voted out, one shot, the
    // night's checks made.
    let text = std::fs::read_to_string(root.join("examples/fiim-red-wins.json")).unwrap();
    let mut record = Record::from_json("fiim-red-wins.json", &text).unwrap();
    record.actions.truncate(60);
    record.meta.round = Some(3);
    let rs = catalog::find(&record.ruleset.id).unwrap();
    let mut session = Session::replay(rs.clone(), &record).unwrap();
    session.meta = record.meta.clone();
    let photos: Vec<_> = session
        .state()
        .players
        .iter()
        .map(|p| registry.photo(&list, &p.nick).unwrap())
        .collect();
    assert!(photos[0].is_some() && photos[4].is_some());
    let now = 1_764_460_800_000;
    let v = |spectator| {
        let mut v = View::from_state(session.state(), &rs, spectator, now);
        v.set_caption(&session.meta);
        v.set_photos(&photos);
        v
    };
    let feed = Arc::new(Feed::new(Arc::new(move || now)));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            token: Some("e2e".into()),
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    let base = server.local_url();
    feed.publish(v(false), v(true));
    let dom = |url: &str| {
        let o = browse(
            bin,
            profile.path(),
            &["--dump-dom"],
            &format!("{base}{url}"),
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let public = dom("/overlay");
    assert!(
        public.contains("Тур 3"),
        "no round in the caption:\n{public}"
    );
    assert!(
        public.contains("class=\"history\""),
        "no history:\n{public}"
    );
    assert!(
        public.contains("№4 Гриша — заголосован, день 1"),
        "no departure in the history:\n{public}"
    );
    assert!(
        !public.contains("history-line check"),
        "a check on the public overlay:\n{public}"
    );
    assert!(
        public.contains("<img class=\"photo\" alt=\"\" src=\"/photo/"),
        "no photo on a tile:\n{public}"
    );
    let spectator = dom("/spectator/overlay?token=e2e");
    assert!(
        spectator.contains("history-line check"),
        "no check on the spectator overlay:\n{spectator}"
    );
    let no_roles = dom("/spectator/overlay?token=e2e&roles=0");
    assert!(
        no_roles.contains("class=\"history\"") && !no_roles.contains("history-line check"),
        "roles=0 keeps the checks:\n{no_roles}"
    );
    let off = dom("/spectator/overlay?token=e2e&history=0");
    assert!(
        !off.contains("class=\"history\""),
        "history=0 shows it:\n{off}"
    );
    for size in [(1920, 1080), (1366, 768)] {
        let name = |what: &str| out_dir.join(format!("overlay-{what}-{}x{}.png", size.0, size.1));
        let img = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("history"),
            &format!("{base}/spectator/overlay?token=e2e"),
        );
        over_picture(&img, &name("history-over-picture"));
        // The photo is drawn (the browser fetched /photo/KEY), and the middle
        // of the picture stays free.
        let seen = pixels_of(&img, green);
        assert!(
            seen > 500,
            "{size:?}: Алиса's photo is not drawn ({seen} px)"
        );
        let middle = clear_share(&img, 0.3, 0.6);
        assert!(middle > 0.95, "{size:?}: the middle is covered ({middle})");
        // In the side column the photo is a thumbnail beside the number.
        let side = transparent_shot(
            bin,
            profile.path(),
            size,
            &name("side-photos"),
            &format!("{base}/overlay?layout=side"),
        );
        let seen = pixels_of(&side, green);
        assert!(
            seen > 300,
            "{size:?}: Алиса's photo is not drawn in the side column ({seen} px)"
        );
    }
}
