//! The tournament folder between laptops (src/tournament/sync.rs): no
//! writer ever loses another's entry (threads, processes of the real
//! binary, `kill -9` in the middle of every kind of write), the tables'
//! requests are merged once and answered in the head's own files, file
//! names never collide and no file is ever replaced, and the sync engines'
//! conflict copies are named (exit code 3) and resolved, their own files
//! ignored.

use super::examples::folder;
use crate::support::{Judge, clock_draw as draw};
use crate::tournaments;
use mafia_tournament::tournament::sync::{self, Change, Keep, Refused, Request};
use mafia_tournament::tournament::{self, PenaltyEntry};
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

/// A tournament folder of its own: Minsk's description and two games,
/// without its penalties (each test counts its own).
fn minsk(dir: &Path) {
    tournaments::copy_edited("minsk-final", dir, 2, |d| d.penalties.clear());
}

fn late(player: &str, reason: &str) -> PenaltyEntry {
    PenaltyEntry {
        player: player.into(),
        penalty: "late".into(),
        round: Some(2),
        minutes: Some(10),
        reason: reason.into(),
    }
}

fn reasons(dir: &Path) -> Vec<String> {
    let d = tournament::open(dir).unwrap().description;
    d.penalties.into_iter().map(|p| p.reason).collect()
}

#[test]
fn a_save_from_a_copy_read_earlier_keeps_what_another_console_wrote_meanwhile() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    // Two consoles read the folder.
    let (_, v1) = tournament::open_versioned(dir.path()).unwrap();
    let (_, v2) = tournament::open_versioned(dir.path()).unwrap();
    let a = sync::save_changes(
        dir.path(),
        Some(v1),
        &[Change::AddPenalty {
            penalty: late("Алиса", "first console"),
        }],
    )
    .unwrap();
    assert!(!a.merged);
    // The second saves from its old copy: the first one's penalty stays.
    let b = sync::save_changes(
        dir.path(),
        Some(v2),
        &[Change::AddPenalty {
            penalty: late("Борис", "second console"),
        }],
    )
    .unwrap();
    assert!(b.merged, "the file had changed: said so");
    assert_eq!(reasons(dir.path()), ["first console", "second console"]);
}

#[test]
fn a_penalty_taken_back_on_another_console_meanwhile_is_refused_with_why() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let p = late("Алиса", "late");
    sync::save_changes(
        dir.path(),
        None,
        &[Change::AddPenalty { penalty: p.clone() }],
    )
    .unwrap();
    sync::save_changes(
        dir.path(),
        None,
        &[Change::RemovePenalty { penalty: p.clone() }],
    )
    .unwrap();
    let again =
        sync::save_changes(dir.path(), None, &[Change::RemovePenalty { penalty: p }]).unwrap();
    assert!(!again.written);
    assert_eq!(
        again.refused[0].1,
        Refused::PenaltyGone {
            player: "Алиса".into()
        }
    );
}

#[test]
fn a_seating_made_from_one_that_changed_meanwhile_is_refused_not_written_over_it() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let (f, _) = tournament::open_versioned(dir.path()).unwrap();
    let was = f.description.seating.clone();
    let mut other = was.clone();
    other.truncate(3);
    let first = sync::save_changes(
        dir.path(),
        None,
        &[Change::SetSeating {
            tables: 1,
            rounds: 3,
            seating: other.clone(),
            was: was.clone(),
        }],
    )
    .unwrap();
    assert!(first.written);
    let stale = sync::save_changes(
        dir.path(),
        None,
        &[Change::SetSeating {
            tables: 1,
            rounds: 2,
            seating: was[..2].to_vec(),
            was,
        }],
    )
    .unwrap();
    assert_eq!(stale.refused[0].1, Refused::SeatingChanged);
    let now = tournament::open(dir.path()).unwrap().description;
    assert_eq!(now.seating, other, "the newer seating stays");
}

#[test]
fn sixteen_threads_entering_penalties_at_once_lose_none() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let (_, v) = tournament::open_versioned(dir.path()).unwrap();
    std::thread::scope(|s| {
        for t in 0..16 {
            let dir = dir.path();
            s.spawn(move || {
                for k in 0..5 {
                    sync::save_changes(
                        dir,
                        Some(v),
                        &[Change::AddPenalty {
                            penalty: late("Вера", &format!("thread {t} penalty {k}")),
                        }],
                    )
                    .unwrap();
                }
            });
        }
    });
    let mut r = reasons(dir.path());
    r.sort();
    let mut want: Vec<String> = (0..16)
        .flat_map(|t| (0..5).map(move |k| format!("thread {t} penalty {k}")))
        .collect();
    want.sort();
    assert_eq!(r, want);
}

#[test]
fn concurrent_player_imports_and_penalties_of_the_real_binary_all_stay() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let mut children = Vec::new();
    for i in 0..6 {
        let list = dir.path().join(format!("list-{i}.csv"));
        let text: String = (0..40)
            .map(|k| format!("Новый {i}-{k};Клуб {i}\n"))
            .collect();
        std::fs::write(&list, text).unwrap();
        children.push(
            Judge::with(["players"])
                .data(data.path())
                .arg(dir.path())
                .arg("--import")
                .arg(&list)
                .spawn(Stdio::null(), Stdio::inherit()),
        );
        children.push(
            Judge::with(["penalty"])
                .data(data.path())
                .arg(dir.path())
                .args(["--player", "Гриша", "--penalty", "late", "--minutes", "5"])
                .arg("--reason")
                .arg(format!("process {i}"))
                .spawn(Stdio::null(), Stdio::inherit()),
        );
    }
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let d = tournament::open(dir.path()).unwrap().description;
    for i in 0..6 {
        for k in 0..40 {
            let nick = format!("Новый {i}-{k}");
            assert!(d.player(&nick).is_some(), "{nick} is in tournament.toml");
        }
        assert!(
            d.penalties
                .iter()
                .any(|p| p.reason == format!("process {i}"))
        );
    }
    assert_eq!(d.penalties.len(), 6);
    let reg =
        mafia_tournament::tournament::players::Registry::load(&data.path().join("players.toml"))
            .unwrap();
    assert_eq!(reg.players.len(), 240, "the club's list has every import");
}

#[test]
fn the_tables_requests_are_merged_once_and_answered_in_the_heads_own_files() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let req = |table: u32, who: &str| Request {
        table,
        round: Some(2),
        judge: String::new(),
        written: "20261202-141503-123".into(),
        change: Change::AddPenalty {
            penalty: late(who, &format!("table {table}")),
        },
    };
    // Entered at the same moment on two laptops.
    let a = sync::file_request(dir.path(), &req(2, "Алиса")).unwrap();
    let b = sync::file_request(dir.path(), &req(3, "Борис")).unwrap();
    assert_ne!(a, b);
    let table_file = std::fs::read(dir.path().join("requests").join(&a)).unwrap();
    let merged = sync::merge_requests(dir.path()).unwrap();
    assert_eq!(merged.len(), 2);
    assert!(merged.iter().all(|m| m.outcome.is_ok()));
    assert_eq!(reasons(dir.path()), ["table 2", "table 3"]);
    for f in [&a, &b] {
        let answer = dir.path().join("requests/done").join(f);
        assert!(answer.is_file(), "the head's answer {f}");
    }
    assert_eq!(
        std::fs::read(dir.path().join("requests").join(&a)).unwrap(),
        table_file,
        "the table's file is never edited"
    );
    assert!(sync::merge_requests(dir.path()).unwrap().is_empty());
    assert_eq!(reasons(dir.path()).len(), 2, "never merged twice");
    let d = tournament::open(dir.path()).unwrap().description;
    let shown = sync::read_requests(dir.path(), &d);
    assert!(
        shown
            .iter()
            .all(|r| r.handled && r.answer.as_ref().is_some_and(|a| a.merged))
    );
}

#[test]
fn a_substitute_for_a_player_not_at_that_game_is_answered_with_why() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let d = tournament::open(dir.path()).unwrap().description;
    let e = d.seating[0].clone();
    let ok = Request {
        table: e.table,
        round: Some(e.round),
        judge: String::new(),
        written: sync::stamp_now(),
        change: Change::Substitute {
            round: e.round,
            table: e.table,
            out: e.seats[0].clone(),
            into: "Запасной".into(),
        },
    };
    let mut bad = ok.clone();
    bad.change = Change::Substitute {
        round: e.round,
        table: e.table,
        out: "Никто".into(),
        into: "Запасной 2".into(),
    };
    sync::file_request(dir.path(), &ok).unwrap();
    let bad_file = sync::file_request(dir.path(), &bad).unwrap();
    sync::merge_requests(dir.path()).unwrap();
    let d = tournament::open(dir.path()).unwrap().description;
    assert_eq!(d.seating[0].seats[0], "Запасной");
    assert!(d.player("Запасной").is_some());
    let answer = std::fs::read_to_string(dir.path().join("requests/done").join(bad_file)).unwrap();
    let answer: sync::Answer = toml::from_str(&answer).unwrap();
    assert!(!answer.merged);
    assert_eq!(
        answer.refused,
        Some(Refused::NotSeated {
            player: "Никто".into(),
            round: e.round,
            table: e.table
        })
    );
}

#[test]
fn a_new_file_is_never_written_over_one_that_is_there() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("t2-r1-g4-x.json");
    let won = std::thread::scope(|s| {
        let hands: Vec<_> = (0..8)
            .map(|i| {
                let target = &target;
                s.spawn(move || {
                    mafia_store::storage::write_new(target, format!("writer {i}").as_bytes())
                        .is_ok()
                })
            })
            .collect();
        hands
            .into_iter()
            .map(|h| h.join().unwrap())
            .filter(|ok| *ok)
            .count()
    });
    assert_eq!(won, 1, "one writer makes the file, the others are told");
    let text = std::fs::read_to_string(&target).unwrap();
    assert!(text.starts_with("writer "));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "no temp file left"
    );
}

#[test]
fn two_tables_filing_the_same_second_keep_both_games() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let src = folder("minsk-final").join("games");
    let mut names = Vec::new();
    for g in ["game-03.json", "game-04.json"] {
        let out = Judge::with(["file-game"])
            .arg(dir.path())
            .arg(src.join(g))
            .run();
        names.push(out.ok().stdout.trim().to_owned());
    }
    assert_ne!(names[0], names[1]);
    let games = std::fs::read_dir(dir.path().join("games")).unwrap().count();
    assert_eq!(games, 4);
}

/// `file-game` knows the game's round from the seating: a record without
/// one is filed with it in its header (the caption's «Тур N»).
#[test]
fn a_game_filed_from_the_command_line_gets_its_round_from_the_seating() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let src = folder("minsk-final").join("games/game-03.json");
    let before = mafia_store::session::record::read_file(&src).unwrap();
    assert_eq!(before.meta.round, None);
    let out = Judge::with(["file-game"]).arg(dir.path()).arg(&src).run();
    out.ok();
    let desc = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let want = desc.round_of(&before.meta.game, &before.meta.table);
    assert!(want.is_some());
    let filed: Vec<_> = std::fs::read_dir(dir.path().join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| mafia_store::session::record::read_file(&p).ok())
        .filter(|r| r.meta.game == before.meta.game)
        .collect();
    assert_eq!(filed.len(), 1);
    assert_eq!(filed[0].meta.round, want);
    assert_eq!(
        filed[0].actions, before.actions,
        "the game itself as it was"
    );
}

/// The standings of a folder through the real binary: exit code, stdout.
fn standings_cli(dir: &Path) -> (i32, String) {
    let out = Judge::with(["standings"]).arg(dir).run();
    (out.code, out.stdout)
}

#[test]
fn conflict_copies_of_syncthing_dropbox_and_nextcloud_are_named_with_exit_code_3() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let p = dir.path();
    std::fs::copy(
        p.join("tournament.toml"),
        p.join("tournament.sync-conflict-20261202-141503-ABCDEFG.toml"),
    )
    .unwrap();
    std::fs::copy(
        p.join("games/game-01.json"),
        p.join("games/game-01 (Alice's conflicted copy 2026-12-02).json"),
    )
    .unwrap();
    std::fs::copy(
        p.join("games/game-02.json"),
        p.join("games/game-02 (conflicted copy 2026-12-02 141503).json"),
    )
    .unwrap();
    // The sync engine's own files, never ours to read or name.
    std::fs::create_dir_all(p.join(".stfolder")).unwrap();
    std::fs::create_dir_all(p.join(".stversions/games")).unwrap();
    std::fs::write(p.join("games/.syncthing.game-09.json.tmp"), "{").unwrap();
    std::fs::write(p.join("games/~syncthing~game-10.json.tmp"), "{").unwrap();
    std::fs::copy(
        p.join("games/game-01.json"),
        p.join(".stversions/games/game-01~20261202-141503.json"),
    )
    .unwrap();
    let (code, json) = standings_cli(p);
    assert_eq!(code, 3, "{json}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let left: Vec<(String, String)> = v["left_out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["file"].as_str().unwrap().to_owned(),
                l["severity"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        left,
        [
            (
                "tournament.sync-conflict-20261202-141503-ABCDEFG.toml".to_owned(),
                "conflict".to_owned()
            ),
            (
                "games/game-01 (Alice's conflicted copy 2026-12-02).json".to_owned(),
                "conflict".to_owned()
            ),
            (
                "games/game-02 (conflicted copy 2026-12-02 141503).json".to_owned(),
                "conflict".to_owned()
            ),
        ]
    );
    assert_eq!(v["games"], 2, "each game once");
}

#[test]
fn a_conflict_resolved_keeps_one_file_and_moves_the_other_to_trash() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let p = dir.path();
    let copy = "tournament.sync-conflict-20261202-141503-ABCDEFG.toml";
    let mut text = std::fs::read_to_string(p.join("tournament.toml")).unwrap();
    text.push_str("\n[[penalties]]\nplayer = \"Алиса\"\npenalty = \"late\"\nminutes = 5\nreason = \"on the other laptop\"\n");
    std::fs::write(p.join(copy), &text).unwrap();
    let c = sync::find_conflicts(p);
    assert_eq!(c.len(), 1);
    sync::resolve(p, &c[0], Keep::Copy).unwrap();
    assert!(sync::find_conflicts(p).is_empty());
    assert_eq!(reasons(p), ["on the other laptop"]);
    let trash: Vec<_> = std::fs::read_dir(p.join("trash"))
        .unwrap()
        .flatten()
        .collect();
    assert_eq!(trash.len(), 1, "the other file is kept in trash/");
    assert_eq!(standings_cli(p).0, 0);
}

#[test]
fn the_console_keeps_its_own_files_out_of_syncthing() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    std::fs::write(
        dir.path().join(".stignore"),
        "// the organiser's line\n*.pdf\n",
    )
    .unwrap();
    sync::keep_stignore(dir.path()).unwrap();
    sync::keep_stignore(dir.path()).unwrap();
    let text = std::fs::read_to_string(dir.path().join(".stignore")).unwrap();
    assert!(
        text.starts_with("// the organiser's line\n*.pdf\n"),
        "{text}"
    );
    for l in sync::STIGNORE_LINES {
        assert_eq!(text.lines().filter(|x| *x == l).count(), 1, "{l} once");
    }
}

#[test]
fn kill_9_during_every_kind_of_write_loses_nothing_and_merges_nothing_twice() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let p = dir.path();
    let games = folder("minsk-final").join("games");
    // Every penalty seen in the file after a kill must be there after each later one.
    let mut seen: Vec<String> = Vec::new();
    for i in 0..18u64 {
        let mut c = Judge::new();
        c.data(data.path());
        let reason = format!("kill {i}");
        match i % 3 {
            0 => {
                c.arg("penalty")
                    .arg(p)
                    .args(["--player", "Алиса", "--penalty", "late"]);
                c.args(["--minutes", "5", "--reason", &reason]);
            }
            1 => {
                // A table's request, then (next round) the head's merge.
                c.arg("penalty")
                    .arg(p)
                    .args(["--player", "Борис", "--penalty", "late"]);
                c.args(["--minutes", "5", "--table", "1", "--reason", &reason]);
            }
            _ => {
                c.arg("merge").arg(p);
            }
        }
        if i % 6 == 5 {
            let g = games.join(format!("game-{:02}.json", 3 + i / 6));
            let mut child = Judge::with(["file-game"])
                .arg(p)
                .arg(g)
                .spawn(Stdio::null(), Stdio::null());
            std::thread::sleep(Duration::from_millis(draw(40, i + 100)));
            child.kill().unwrap();
            let _ = child.wait();
        }
        let mut child = c.spawn(Stdio::null(), Stdio::null());
        std::thread::sleep(Duration::from_millis(draw(60, i)));
        child.kill().unwrap(); // SIGKILL
        let _ = child.wait();
        // Whatever the moment, the folder reads whole.
        let f = tournament::open(p).unwrap_or_else(|e| panic!("after kill {i}: {e}"));
        assert!(f.unreadable.is_empty(), "{:?}", f.unreadable);
        let now: Vec<String> = f
            .description
            .penalties
            .iter()
            .map(|x| x.reason.clone())
            .collect();
        for r in &seen {
            assert!(now.contains(r), "{r} is still there after kill {i}");
        }
        seen = now;
    }
    // The merges run to the end now: every request that was written is
    // merged exactly once.
    Judge::with(["merge"]).arg(p).run().ok();
    let f = tournament::open(p).unwrap();
    let written: Vec<String> = std::fs::read_dir(p.join("requests"))
        .map(|d| {
            d.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".toml"))
                .collect()
        })
        .unwrap_or_default();
    for name in &written {
        let text = std::fs::read_to_string(p.join("requests").join(name)).unwrap();
        let r: Request = toml::from_str(&text).unwrap();
        let Change::AddPenalty { penalty } = r.change else {
            panic!("{name}")
        };
        let n = f
            .description
            .penalties
            .iter()
            .filter(|x| x.reason == penalty.reason)
            .count();
        assert_eq!(n, 1, "{name} merged exactly once");
        assert!(p.join("requests/done").join(name).is_file());
    }
}

#[test]
fn the_heads_list_of_tables_says_what_each_table_plays_and_when_it_was_heard_of() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    sync::write_status(
        dir.path(),
        &sync::TableStatus {
            table: 1,
            judge: "Андрей Артамонов".into(),
            game: "3".into(),
            finished: false,
            updated: sync::stamp_now(),
        },
    )
    .unwrap();
    let f = tournament::open(dir.path()).unwrap();
    let t = sync::tables(&f);
    assert_eq!(t.len(), 1);
    assert_eq!(t[0].table, 1);
    assert_eq!(t[0].games, 2);
    assert_eq!(t[0].next, Some(3));
    let st = t[0].status.as_ref().unwrap();
    assert_eq!((st.game.as_str(), st.finished), ("3", false));
    assert!(t[0].heard.is_some(), "from the status file's time");
}

/// Issue 32, item 4: `seating --stage N --save` made and written under
/// tournament.toml's lock, from the copy on disk at that moment, while the
/// head's console writes its own changes: every save succeeds, none is
/// written over with a stale copy.
#[test]
fn stage_seatings_saved_while_the_heads_console_writes_all_succeed_and_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let t = dir.path();
    tournaments::copy("baikal-championship", t, 21);
    let before = tournament::open(t).unwrap().description.players.len();
    // The head's console: one change after another, each from the file as it is now.
    let writer = {
        let t = t.to_path_buf();
        std::thread::spawn(move || {
            for i in 0..40 {
                sync::save_changes(
                    &t,
                    None,
                    &[Change::AddPlayers {
                        players: vec![tournament::description::PlayerEntry {
                            nick: format!("Запасной {i}"),
                            ..Default::default()
                        }],
                    }],
                )
                .unwrap();
            }
        })
    };
    let children: Vec<_> = (0..9)
        .map(|seed| {
            Judge::with(["seating"])
                .data(data.path())
                .arg(t)
                .args(["--stage", "2", "--save", "--seed", &seed.to_string()])
                .spawn(Stdio::null(), Stdio::piped())
        })
        .collect();
    for mut c in children {
        c.finish().ok();
    }
    writer.join().unwrap();
    let d = tournament::open(t).unwrap().description;
    assert_eq!(d.players.len(), before + 40, "every player the head added");
    assert_eq!(
        d.seating
            .iter()
            .filter(|e| (8..=10).contains(&e.round))
            .count(),
        6,
        "the semifinal's seating, written whole"
    );
    assert_eq!(d.seating.iter().filter(|e| e.round <= 7).count(), 21);
}

/// Issue 32, item 2: the head's merge takes a conflict copy of
/// tournament.toml that contradicts nothing (a penalty in each) and keeps
/// the copy in trash/; one that contradicts waits for the head judge.
#[test]
fn a_conflict_copy_with_another_penalty_is_merged_and_a_contradicting_one_waits() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let p = dir.path();
    let mut table = tournament::open(p).unwrap().description;
    let mut head = table.clone();
    table.penalties.push(late("Борис", "the table's"));
    head.penalties.push(late("Алиса", "the head's"));
    table.save(p).unwrap();
    let copy = "tournament.sync-conflict-20261206-210000-ABCDEFG.toml";
    std::fs::write(p.join(copy), head.to_toml().unwrap()).unwrap();
    Judge::with(["merge"]).data(data.path()).arg(p).run().ok();
    assert_eq!(reasons(p), ["the table's", "the head's"]);
    assert!(!p.join(copy).exists());
    assert_eq!(std::fs::read_dir(p.join("trash")).unwrap().count(), 1);
    // A copy seated differently: named, not merged.
    let mut other = tournament::open(p).unwrap().description;
    other.seating[0].seats.swap(0, 1);
    other.penalties.push(late("Вика", "contradicting"));
    std::fs::write(p.join(copy), other.to_toml().unwrap()).unwrap();
    assert!(sync::merge_conflicts(p).unwrap().is_empty());
    assert!(p.join(copy).exists());
    assert_eq!(reasons(p), ["the table's", "the head's"]);
}

/// Issue 32.7: a penalty id the ruleset does not have ("lat") counted
/// nothing and was shown merged. From a table's request and from the
/// head's own console alike it is refused, naming the ids the ruleset has.
#[test]
fn a_penalty_of_an_id_the_ruleset_lacks_is_refused_naming_the_ids_it_has() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let mut typo = late("Алиса", "table 2");
    typo.penalty = "lat".into();
    let file = sync::file_request(
        dir.path(),
        &Request {
            table: 2,
            round: Some(2),
            judge: String::new(),
            written: sync::stamp_now(),
            change: Change::AddPenalty {
                penalty: typo.clone(),
            },
        },
    )
    .unwrap();
    let merged = sync::merge_requests(dir.path()).unwrap();
    let Err(Refused::UnknownPenalty { penalty, known }) = &merged[0].outcome else {
        panic!("{merged:?}")
    };
    assert_eq!(penalty, "lat");
    assert!(known.iter().any(|k| k == "late"), "{known:?}");
    assert!(known.iter().any(|k| k == "skipped_round"), "{known:?}");
    assert!(reasons(dir.path()).is_empty(), "nothing merged");
    let answer = std::fs::read_to_string(dir.path().join("requests/done").join(&file)).unwrap();
    let answer: sync::Answer = toml::from_str(&answer).unwrap();
    assert!(!answer.merged);
    let words =
        mafia_words::i18n::Words::say(answer.refused.as_ref().unwrap(), mafia_words::Lang::En);
    assert!(
        words.contains("no penalty \"lat\"") && words.contains("skipped_round"),
        "{words}"
    );
    // The head's own console: the same.
    let saved =
        sync::save_changes(dir.path(), None, &[Change::AddPenalty { penalty: typo }]).unwrap();
    assert!(!saved.written);
    assert!(matches!(saved.refused[0].1, Refused::UnknownPenalty { .. }));
    // A known id goes in.
    let saved = sync::save_changes(
        dir.path(),
        None,
        &[Change::AddPenalty {
            penalty: late("Алиса", "on time now"),
        }],
    )
    .unwrap();
    assert!(saved.written && saved.refused.is_empty());
}

fn judge(table: u32, name: &str, round: Option<u32>) -> tournament::JudgeEntry {
    tournament::JudgeEntry {
        table,
        judge: name.into(),
        round,
    }
}

#[test]
fn the_head_names_a_tables_judge_from_a_round_on_and_takes_one_back() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let (_, read) = tournament::open_versioned(dir.path()).unwrap();
    let set = |j| Change::SetJudge { judge: j };
    sync::save_changes(dir.path(), None, &[set(judge(2, "Вера", None))]).unwrap();
    // From a copy read before that save: Вера stays, Глеб from round 3.
    let later =
        sync::save_changes(dir.path(), Some(read), &[set(judge(2, "Глеб", Some(3)))]).unwrap();
    assert!(later.merged && later.written);
    let d = tournament::open(dir.path()).unwrap().description;
    assert_eq!(d.judge(2, 1), Some("Вера"));
    assert_eq!(d.judge(2, 3), Some("Глеб"));
    // Naming another judge for the same table and rounds replaces the first.
    sync::save_changes(dir.path(), None, &[set(judge(2, " Дина ", None))]).unwrap();
    let d = tournament::open(dir.path()).unwrap().description;
    assert_eq!(d.judge(2, 1), Some("Дина"), "the name trimmed");
    assert_eq!(d.judges.iter().filter(|j| j.table == 2).count(), 2);
    // A nameless judge is refused, never written.
    let nameless = sync::save_changes(dir.path(), None, &[set(judge(1, "  ", None))]).unwrap();
    assert!(!nameless.written);
    assert_eq!(nameless.refused[0].1, Refused::NoJudgeName);
    // Taken back from round 3: Дина judges every round; twice is refused.
    let back = Change::RemoveJudge {
        table: 2,
        round: Some(3),
    };
    sync::save_changes(dir.path(), None, std::slice::from_ref(&back)).unwrap();
    let d = tournament::open(dir.path()).unwrap().description;
    assert_eq!(d.judge(2, 3), Some("Дина"));
    let again = sync::save_changes(dir.path(), None, &[back]).unwrap();
    assert!(!again.written);
    assert_eq!(
        again.refused[0].1,
        Refused::JudgeGone {
            table: 2,
            round: Some(3)
        }
    );
}

#[test]
fn a_tables_request_to_name_a_judge_is_refused_only_the_head_names_them() {
    let dir = tempfile::tempdir().unwrap();
    minsk(dir.path());
    let before = tournament::open(dir.path()).unwrap().description.judges;
    let file = sync::file_request(
        dir.path(),
        &Request {
            table: 2,
            round: Some(1),
            judge: String::new(),
            written: sync::stamp_now(),
            change: Change::SetJudge {
                judge: judge(2, "Самозванец", None),
            },
        },
    )
    .unwrap();
    let merged = sync::merge_requests(dir.path()).unwrap();
    assert_eq!(merged.len(), 1);
    assert_eq!(merged[0].outcome, Err(Refused::HeadOnly));
    let d = tournament::open(dir.path()).unwrap().description;
    assert_eq!(d.judges, before, "tournament.toml's judges unchanged");
    assert!(dir.path().join("requests/done").join(file).is_file());
}
