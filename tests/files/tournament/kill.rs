//! The tournament survives `kill -9` like a game: the real binary is killed
//! with SIGKILL at drawn moments while it writes the tournament's
//! description (a player list imported, a seating saved) and the club's
//! player list. After every kill each file is whole, the old one or the new
//! one, never half; the copy kept (`.bak`) is whole too; nothing the
//! organiser had is lost; and a bad file in the folder is named without
//! stopping the rest from loading.

use super::examples::folder;
use crate::support::{Judge, clock_draw as draw};
use mafia_tournament::tournament::players::Registry;
use mafia_tournament::tournament::{self, Description, PlayerEntry};
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

/// The players every state of the file must still have.
const BASE_PLAYERS: usize = 4_000;

fn whole(dir: &Path) -> Description {
    let f = tournament::open(dir).unwrap_or_else(|e| panic!("after a kill: {e}"));
    let bak = dir.join("tournament.toml.bak");
    if bak.exists() {
        let text = std::fs::read_to_string(&bak).unwrap();
        Description::from_toml(std::path::Path::new("tournament.toml.bak"), &text)
            .unwrap_or_else(|e| panic!("the kept copy is half-written: {e}"));
    }
    f.description
}

#[test]
fn a_tournament_killed_with_sigkill_while_it_saves_keeps_every_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let src = folder("minsk-final");
    let mut d = tournament::open(&src).unwrap().description;
    // A federation's list: the file takes a while to write.
    d.players.extend((0..BASE_PLAYERS).map(|i| PlayerEntry {
        nick: format!("Игрок {i:05}"),
        club: "Клуб".into(),
        city: "Город".into(),
    }));
    d.save(dir.path()).unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    for g in ["game-01.json", "game-02.json"] {
        std::fs::copy(src.join("games").join(g), dir.path().join("games").join(g)).unwrap();
    }
    let base: Vec<String> = d.players.iter().map(|p| p.nick.clone()).collect();
    // As the file says it (its `made_by` stamped by the save).
    let mut before = tournament::open(dir.path()).unwrap().description;
    let (mut unchanged, mut changed) = (0, 0);
    for i in 0..16u64 {
        let mut cmd = Judge::new();
        cmd.data(data.path());
        if i % 2 == 0 {
            let list = dir.path().join(format!("list-{i}.csv"));
            let text: String = (0..500)
                .map(|k| format!("Новый {i}-{k};Клуб {i};Город\n"))
                .collect();
            std::fs::write(&list, text).unwrap();
            cmd.arg("players")
                .arg(dir.path())
                .arg("--import")
                .arg(&list);
        } else {
            cmd.arg("seating")
                .arg(dir.path())
                .args(["--players", "60", "--tables", "6", "--rounds"])
                .arg((8 + i).to_string())
                .args(["--seed"])
                .arg(i.to_string())
                .arg("--save");
        }
        let mut child = cmd.spawn(Stdio::null(), Stdio::null());
        std::thread::sleep(Duration::from_millis(draw(400, i)));
        child.kill().unwrap(); // SIGKILL: no chance to finish anything
        let _ = child.wait();
        let now = whole(dir.path());
        let nicks: Vec<&str> = now.players.iter().map(|p| p.nick.as_str()).collect();
        assert!(
            nicks.len() >= base.len() && base.iter().zip(&nicks).all(|(a, b)| a == b),
            "no player of the organiser's list is lost"
        );
        if now == before {
            unchanged += 1;
        } else {
            changed += 1;
            // The new file is the whole change: 500 players more, or the
            // seating of all its rounds.
            if i % 2 == 0 {
                assert_eq!(now.players.len(), before.players.len() + 500);
            } else {
                assert_eq!(now.seating.len(), 6 * (8 + i as usize));
                assert_eq!(now.rounds, 8 + i as u32);
            }
        }
        let reg = data.path().join("players.toml");
        if reg.exists() {
            Registry::load(&reg).unwrap_or_else(|e| panic!("the club's list after a kill: {e}"));
        }
        let reg_bak = data.path().join("players.toml.bak");
        if reg_bak.exists() {
            Registry::load(&reg_bak).unwrap_or_else(|e| panic!("its kept copy: {e}"));
        }
        before = now;
    }
    // A temp file left behind is a kill between its creation and the rename.
    let mid_write = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .count();
    eprintln!(
        "kills: {unchanged} before the file was replaced ({mid_write} of them in the middle of a write), {changed} after"
    );
    // A broken record from a USB stick and a temp file a killed save left:
    // the broken one is named, the rest loads.
    std::fs::write(dir.path().join("games/broken.json"), "{\"format\": \"maf").unwrap();
    std::fs::write(
        dir.path().join(".tournament.toml.abcdef.tmp"),
        "name = \"half",
    )
    .unwrap();
    let f = tournament::open(dir.path()).unwrap();
    assert_eq!(f.games.len(), 2, "both games still load");
    assert_eq!(f.unreadable.len(), 1);
    assert_eq!(f.unreadable[0].file, "broken.json");
}

/// A file at `path` with `text`, last changed `ago` before now (negative:
/// after now, a save still being written).
fn planted(path: &Path, ago: i64) -> std::path::PathBuf {
    std::fs::write(path, b"half").unwrap();
    let now = std::time::SystemTime::now();
    let d = Duration::from_secs(ago.unsigned_abs());
    let t = if ago >= 0 { now - d } else { now + d };
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(t)
        .unwrap();
    path.to_path_buf()
}

#[test]
fn a_save_killed_in_a_tournament_folder_leaves_no_temp_file_once_the_folder_is_opened() {
    // `kill -9` between a save's temp file and its rename leaves a hidden
    // `.tournament.toml.XXXXXX.tmp` (or one of the kept copy, or of a game
    // record brought in). The console that opens the folder next removes
    // them: only our own names, only older than its start; never a
    // judge's file, never a save another console is making right now.
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy("minsk-final", dir.path(), 1);
    let games = dir.path().join("games");
    let hour = 3600;
    let stale = [
        planted(&dir.path().join(".tournament.toml.Ab12Cd.tmp"), hour),
        planted(&dir.path().join(".tournament.toml.bak.Qw34Er.tmp"), hour),
        planted(&games.join(".game-02.json.Zx56Cv.tmp"), hour),
    ];
    let kept = [
        // The judge's own files, however hidden or temporary they look.
        planted(&dir.path().join(".tournament.toml.tmp"), hour),
        planted(&dir.path().join("notes.tmp"), hour),
        planted(&dir.path().join(".my seating.csv.Ab12Cd.tmp"), hour),
        planted(&dir.path().join(".tournament.toml.Ab12Cd"), hour),
        // A save another console is making now.
        planted(&dir.path().join(".tournament.toml.Live99.tmp"), -60),
    ];

    let rulesets: Vec<_> = ["fiim", "minsk-final"]
        .iter()
        .map(|id| {
            mafia_store::ruleset::catalog::load_file(
                &Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("rulesets/{id}.toml")),
            )
            .unwrap()
        })
        .collect();
    let mut app = mafia_app::app::JudgeApp::with_rulesets(
        mafia_app::app::Settings::default(),
        rulesets,
        Vec::new(),
    );
    let path = dir.path().display().to_string();
    app.run_tournament(mafia_app::app::tournament::TournamentCmd::Open(
        path.clone(),
    ));
    assert_eq!(
        app.view().settings().last_tournament.as_deref(),
        Some(path.as_str()),
        "the tournament opened"
    );
    for f in &stale {
        assert!(!f.exists(), "{} is still there", f.display());
    }
    for f in &kept {
        assert!(f.exists(), "{} was removed", f.display());
    }
    assert!(dir.path().join("tournament.toml").exists());
    assert!(games.join("game-01.json").exists());
}

#[test]
fn a_save_of_the_club_player_list_killed_mid_write_leaves_no_temp_file_after_the_next_import() {
    // The club's list (`players.toml` in the data folder) is written the
    // same way; the next command that writes it removes the stale temp file
    // of that list only.
    let data = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy_description("minsk-final", dir.path());
    let stale = planted(&data.path().join(".players.toml.Ab12Cd.tmp"), 3600);
    let other = planted(&data.path().join(".settings.json.Ab12Cd.tmp"), 3600);
    let list = dir.path().join("list.csv");
    std::fs::write(&list, "Яна,MCC,Черновцы\n").unwrap();
    Judge::with(["players", dir.path().to_str().unwrap(), "--import"])
        .arg(&list)
        .data(data.path())
        .run()
        .ok();
    assert!(!stale.exists(), "the list's stale temp file is still there");
    assert!(other.exists(), "another file's temp name is not the list's");
    assert_eq!(
        Registry::load(&data.path().join("players.toml"))
            .unwrap()
            .players
            .len(),
        1
    );
}

/// Runs `players DIR --import LIST` to the end; its stdout.
fn import(dir: &Path, data: &Path, list: &Path) -> String {
    Judge::with(["players"])
        .arg(dir)
        .arg("--import")
        .arg(list)
        .data(data)
        .run()
        .ok()
        .stdout
        .clone()
}

/// The rows of each list the kill test imports.
const ROWS: usize = 1_500;

#[test]
fn an_import_killed_at_any_moment_leaves_no_tournament_player_the_club_list_lacks() {
    // `players --import` writes two files: the club's `players.toml` and the
    // tournament's `tournament.toml`. Killed with SIGKILL at a drawn moment
    // of its run, every player the tournament took from the lists is in the
    // club's list too (the club's list is written first), and the same
    // import run again completes the tournament without a player twice.
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut d = tournament::open(&folder("minsk-final"))
        .unwrap()
        .description;
    d.players.extend((0..2_000).map(|i| PlayerEntry {
        nick: format!("Игрок {i:05}"),
        club: "Клуб".into(),
        city: "Город".into(),
    }));
    d.save(dir.path()).unwrap();
    let base: std::collections::HashSet<String> =
        d.players.iter().map(|p| p.nick.clone()).collect();
    let list_of = |i: u64| -> std::path::PathBuf {
        let list = dir.path().join(format!("list-{i}.csv"));
        let text: String = (0..ROWS)
            .map(|k| format!("Новый {i}-{k};Клуб {i};Город\n"))
            .collect();
        std::fs::write(&list, text).unwrap();
        list
    };
    // How long one import takes here, to draw the kills within it.
    let start = std::time::Instant::now();
    import(dir.path(), data.path(), &list_of(99));
    let mut run_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    let club_file = data.path().join("players.toml");
    let stamp = |p: &Path| {
        std::fs::metadata(p)
            .ok()
            .map(|m| (m.len(), m.modified().ok()))
    };
    let (mut neither, mut club_only, mut both) = (0, 0, 0);
    for i in 0..12u64 {
        let list = list_of(i);
        let tournament_file = dir.path().join("tournament.toml");
        let before = (stamp(&club_file), stamp(&tournament_file));
        let mut child = Judge::with(["players"])
            .arg(dir.path())
            .arg("--import")
            .arg(&list)
            .data(data.path())
            .spawn(Stdio::null(), Stdio::null());
        if i % 2 == 0 {
            // Any moment of the run.
            std::thread::sleep(Duration::from_millis(draw(run_ms + run_ms / 5 + 1, i)));
        } else {
            // A moment just after the first of the two files is replaced,
            // while the other is being written: the window a stop between
            // the two writes falls in.
            while (stamp(&club_file), stamp(&tournament_file)) == before
                && child.try_wait().unwrap().is_none()
            {
                std::thread::sleep(Duration::from_millis(1));
            }
            std::thread::sleep(Duration::from_millis(draw(run_ms / 10 + 1, i)));
        }
        child.kill().unwrap(); // SIGKILL
        let _ = child.wait();
        let now = whole(dir.path());
        let club = Registry::load(&data.path().join("players.toml"))
            .unwrap_or_else(|e| panic!("the club's list after a kill: {e}"));
        let known: std::collections::HashSet<String> =
            club.players.iter().map(|p| p.nick.clone()).collect();
        let taken: Vec<&str> = now
            .players
            .iter()
            .map(|p| p.nick.as_str())
            .filter(|n| !base.contains(*n))
            .collect();
        let missing: Vec<&&str> = taken.iter().filter(|n| !known.contains(**n)).collect();
        assert!(
            missing.is_empty(),
            "kill {i}: the tournament has {} players the club's list lacks, e.g. {:?}",
            missing.len(),
            missing.first()
        );
        let in_club = (0..ROWS).all(|k| known.contains(&format!("Новый {i}-{k}")));
        let in_tournament = taken.iter().any(|n| n.starts_with(&format!("Новый {i}-")));
        match (in_club, in_tournament) {
            (false, false) => neither += 1,
            (true, false) => club_only += 1,
            _ => both += 1,
        }
        // The same import again completes what the kill cut.
        let start = std::time::Instant::now();
        let said = import(dir.path(), data.path(), &list);
        run_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(run_ms);
        let expect = if in_tournament { 0 } else { ROWS };
        assert_eq!(said.trim(), format!("Players added: {expect}"), "kill {i}");
        let now = whole(dir.path());
        let club = Registry::load(&data.path().join("players.toml")).unwrap();
        let known: std::collections::HashSet<&str> =
            club.players.iter().map(|p| p.nick.as_str()).collect();
        let mut seen = std::collections::HashSet::new();
        for p in &now.players {
            assert!(seen.insert(p.nick.as_str()), "{} twice", p.nick);
            assert!(
                base.contains(&p.nick) || known.contains(p.nick.as_str()),
                "{} is not in the club's list",
                p.nick
            );
        }
        for k in 0..ROWS {
            let nick = format!("Новый {i}-{k}");
            assert!(
                seen.contains(nick.as_str()),
                "{nick} is not in the tournament"
            );
        }
    }
    eprintln!(
        "import kills (one run {run_ms} ms): {neither} before either file, {club_only} between the two, {both} after both"
    );
}
