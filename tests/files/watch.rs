//! Following a file or a folder on disk (`storage::watch`): by the
//! system's notifications, and by looking at it where no watch can be set.

use mafia_store::storage::watch::{How, Watch};
use std::time::Duration;

/// A safety net against a hung test, never a measured time.
const HANG: Duration = Duration::from_secs(10);
/// Long enough for a notification that would come to have come.
const QUIET: Duration = Duration::from_millis(300);

#[test]
fn a_file_renamed_over_the_followed_one_is_told_by_notification() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("current.json");
    std::fs::write(&file, "one").unwrap();
    let mut w = Watch::file(&file, Duration::from_secs(3600));
    assert_eq!(w.how(), &How::Notified);
    assert!(!w.changed(QUIET), "nothing was written yet");
    let tmp = dir.path().join(".current.json.tmp");
    std::fs::write(&tmp, "two").unwrap();
    std::fs::rename(&tmp, &file).unwrap();
    // Polling once an hour: only a notification can say it.
    assert!(w.changed(HANG));
    // The burst of one save is one change.
    assert!(!w.changed(QUIET));
}

#[test]
fn reading_the_followed_file_or_writing_its_neighbour_is_no_change() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, "one").unwrap();
    let mut w = Watch::file(&file, Duration::from_secs(3600));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "one");
    std::fs::write(dir.path().join("other.json"), "x").unwrap();
    assert!(!w.changed(QUIET));
    std::fs::write(&file, "two").unwrap();
    assert!(w.changed(HANG));
}

#[test]
fn polling_notices_a_write_where_no_watch_is_set() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, "one").unwrap();
    let mut w = Watch::polling(&file, false, Duration::from_millis(20));
    assert_eq!(w.how(), &How::Polled { why: None });
    assert!(!w.changed(Duration::from_millis(100)));
    std::fs::write(&file, "a longer text").unwrap();
    assert!(w.changed(HANG));
    assert!(!w.changed(Duration::from_millis(100)));
}

#[test]
fn a_folder_that_cannot_be_watched_is_polled_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("not-yet");
    let w = Watch::folder(&missing, Duration::from_millis(20));
    match w.how() {
        How::Polled { why: Some(why) } => assert!(!why.is_empty()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_game_added_to_a_followed_folder_is_told() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = Watch::folder(dir.path(), Duration::from_secs(3600));
    assert_eq!(w.how(), &How::Notified);
    assert!(!w.changed(QUIET));
    std::fs::write(dir.path().join("table-1-round-1.json"), "{}").unwrap();
    assert!(w.changed(HANG));
}

/// Issue 35: a dangling or looping link in a tournament's `games/` made the
/// head's console read the whole folder again every second, forever. The
/// poller meets them at every look; they ask for one read at most.
#[cfg(unix)]
#[test]
fn a_dangling_or_looping_link_in_a_watched_tournament_folder_is_no_change_each_second() {
    use mafia_store::storage::watch::{FolderWatch, POLL_INTERVAL};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::os::unix::fs::symlink(dir.path().join("nowhere.json"), games.join("dangling.json"))
        .unwrap();
    std::os::unix::fs::symlink(dir.path(), games.join("loop")).unwrap();
    std::os::unix::fs::symlink(games.join("self"), games.join("self")).unwrap();
    let wakes = Arc::new(AtomicUsize::new(0));
    let w2 = Arc::clone(&wakes);
    let watch = FolderWatch::start(
        dir.path(),
        |_| true,
        move || {
            w2.fetch_add(1, Ordering::SeqCst);
        },
    )
    .unwrap();
    // The first looks may each meet the links once.
    std::thread::sleep(POLL_INTERVAL * 2 + QUIET);
    watch.take();
    let before = wakes.load(Ordering::SeqCst);
    // Four more looks of the poller: nothing changed, nothing is told.
    std::thread::sleep(POLL_INTERVAL * 4);
    assert_eq!(wakes.load(Ordering::SeqCst), before, "woken with no change");
    assert!(!watch.take());
    // A real game still is.
    std::fs::write(games.join("r1-t1.json"), "{}").unwrap();
    let t = std::time::Instant::now();
    while !watch.take() {
        assert!(t.elapsed() < HANG, "a new game was not told");
        std::thread::sleep(Duration::from_millis(20));
    }
}
