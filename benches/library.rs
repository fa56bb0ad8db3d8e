//! The library with a year of kept games (1,000 files): how long the window
//! waits at a scan (only the folder's list: the headers are read on the
//! library's own thread), reading every header once (the first look), a rescan when nothing
//! changed (after each game; only the files' times and sizes are read), a
//! search over the headers (each key stroke), and the background replays
//! that find where each game stands. Prints medians.

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark may stop loudly on a broken fixture

#[path = "../tests/shared/library.rs"]
mod year;

use mafia_app::app::library::{Filter, Library};
use mafia_store::ruleset::catalog;
use mafia_store::session::autosave::Autosave;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let tmp = tempfile::tempdir().expect("a temp folder");
    let dir = tmp.path().join("games");
    year::write_year(&dir, 1000);
    let rulesets = vec![catalog::find("fiim").expect("the bundled FIIM ruleset")];
    let store = Autosave::new(dir);

    let mut ui_thread = Vec::new();
    let mut first = Vec::new();
    let mut again = Vec::new();
    let mut search = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let paths = store.list();
        let mut lib = Library::default();
        lib.rescan(&paths, &[]);
        ui_thread.push(start.elapsed().as_secs_f64() * 1000.0);
        lib.wait_headers();
        first.push(start.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(lib.games.len(), 1000);

        let start = Instant::now();
        let paths = store.list();
        lib.rescan(&paths, &[]);
        lib.wait_headers();
        again.push(start.elapsed().as_secs_f64() * 1000.0);

        let f = Filter {
            search: "байкала алиса".to_owned(),
            ..Filter::default()
        };
        let start = Instant::now();
        let n = f.apply(&lib.games).len();
        search.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(n > 0 && n < 1000);
    }
    println!(
        "library, 1,000 kept games: the window waits {:.1} ms (listing the folder; the headers are read on their own thread); headers read {:.0} ms (once); rescan with nothing changed {:.1} ms; a search {:.2} ms",
        median(ui_thread),
        median(first),
        median(again),
        median(search)
    );

    let start = Instant::now();
    let mut lib = Library::default();
    lib.rescan(&store.list(), &rulesets);
    lib.wait_headers();
    let shown = start.elapsed().as_secs_f64() * 1000.0;
    lib.wait();
    let replays = start.elapsed().as_secs_f64() * 1000.0;
    let finished = lib
        .games
        .iter()
        .filter(|g| lib.status(&g.path).is_some_and(|s| s.finished))
        .count();
    assert_eq!(finished, 1000, "every example game is finished");
    println!(
        "library, 1,000 kept games: list on screen after {shown:.0} ms; every game's state (replays on their own thread) after {replays:.0} ms"
    );
}
