//! Whose laptop writes what (issue 32, item 3): the laptop's role is kept in
//! its data folder (`mafia-judge role`, or the tournament window), and every
//! writer of `tournament.toml` on the command line asks it. Two data
//! folders, one tournament folder (as Syncthing would give both laptops),
//! the real binary.

use crate::support::{Judge, Ran};
use mafia_tournament::tournament::sync::{self, Change, Request, Role};
use mafia_tournament::tournament::{self};
use std::path::Path;

/// The tournament folder both laptops share: Minsk's, without penalties,
/// marked as Syncthing's.
fn shared(dir: &Path) {
    crate::tournaments::copy_edited("minsk-final", dir, 0, |d| d.penalties.clear());
    std::fs::create_dir_all(dir.join(".stfolder")).unwrap();
}

/// The shared folder, and the data folders of the head judge's laptop and
/// of table 1's, each told its role.
fn head_and_table_1() -> (tempfile::TempDir, tempfile::TempDir, tempfile::TempDir) {
    let (dir, head, table) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    shared(dir.path());
    assert_eq!(on(head.path(), &["role", "head"]).code, 0);
    assert_eq!(on(table.path(), &["role", "table:1"]).code, 0);
    (dir, head, table)
}

/// The binary on a laptop whose data folder is `data`.
fn on(data: &Path, args: &[&str]) -> Ran {
    Judge::with(args).data(data).run()
}

fn penalty<'a>(t: &'a str, who: &'a str, reason: &'a str) -> Vec<&'a str> {
    vec![
        "penalty",
        t,
        "--player",
        who,
        "--penalty",
        "late",
        "--minutes",
        "5",
        "--reason",
        reason,
    ]
}

fn requests(dir: &Path) -> Vec<Request> {
    let Ok(list) = std::fs::read_dir(dir.join("requests")) else {
        return Vec::new();
    };
    list.flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".toml"))
        .map(|e| toml::from_str(&std::fs::read_to_string(e.path()).unwrap()).unwrap())
        .collect()
}

fn reasons(dir: &Path) -> Vec<String> {
    let d = tournament::open(dir).unwrap().description;
    d.penalties.into_iter().map(|p| p.reason).collect()
}

#[test]
fn the_role_is_set_once_kept_in_the_data_folder_and_said_back() {
    let data = tempfile::tempdir().unwrap();
    let r = on(data.path(), &["role"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("No role is set"), "{}", r.stdout);
    let r = on(data.path(), &["role", "table:2"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        sync::load_role(data.path()).unwrap(),
        Some(Role::Table(2)),
        "kept in {}",
        sync::ROLE_FILE
    );
    let r = on(data.path(), &["role"]);
    assert!(r.stdout.contains("This laptop is: Table 2"), "{}", r.stdout);
    let r = on(data.path(), &["role", "table:0"]);
    assert_eq!(r.code, 2, "a table 0 is refused: {}", r.stderr);
    assert_eq!(sync::load_role(data.path()).unwrap(), Some(Role::Table(2)));
    let r = on(data.path(), &["role", "none"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(sync::load_role(data.path()).unwrap(), None);
}

#[test]
fn a_penalty_without_table_on_a_tables_laptop_is_its_request_and_the_heads_penalty_stays() {
    let (dir, head, table) = head_and_table_1();
    let t = dir.path().to_str().unwrap();
    let before = std::fs::read(dir.path().join("tournament.toml")).unwrap();
    // The table's judge forgets --table.
    let r = on(table.path(), &penalty(t, "Борис", "the table's"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("table 1's"), "{}", r.stdout);
    assert_eq!(
        std::fs::read(dir.path().join("tournament.toml")).unwrap(),
        before,
        "a table's laptop never writes tournament.toml"
    );
    let asked = requests(dir.path());
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].table, 1);
    assert!(
        matches!(&asked[0].change, Change::AddPenalty { penalty } if penalty.reason == "the table's")
    );
    // The head's own penalty goes into tournament.toml, the table's with the merge.
    let r = on(head.path(), &penalty(t, "Алиса", "the head's"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(reasons(dir.path()), ["the head's"]);
    let r = on(head.path(), &["merge", t]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(reasons(dir.path()), ["the head's", "the table's"]);
}

#[test]
fn a_tables_laptop_writes_no_seating_no_merge_and_no_other_tables_request() {
    let (dir, table) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    shared(dir.path());
    let t = dir.path().to_str().unwrap();
    assert_eq!(on(table.path(), &["role", "table:2"]).code, 0);
    let before = std::fs::read(dir.path().join("tournament.toml")).unwrap();
    let r = on(table.path(), &["seating", t, "--tables", "1", "--save"]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(r.stderr.contains("this one is table 2's"), "{}", r.stderr);
    let r = on(table.path(), &["merge", t]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    let mut args = penalty(t, "Борис", "for table 1");
    args.extend(["--table", "1"]);
    let r = on(table.path(), &args);
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(r.stderr.contains("no request for table 1"), "{}", r.stderr);
    assert!(requests(dir.path()).is_empty());
    assert_eq!(
        std::fs::read(dir.path().join("tournament.toml")).unwrap(),
        before
    );
}

#[test]
fn a_shared_folder_on_a_laptop_with_no_role_is_not_written_until_the_role_is_set() {
    let (dir, data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    shared(dir.path());
    let t = dir.path().to_str().unwrap();
    let r = on(data.path(), &penalty(t, "Алиса", "no role"));
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(r.stderr.contains("mafia-judge role head"), "{}", r.stderr);
    assert!(reasons(dir.path()).is_empty());
    assert_eq!(on(data.path(), &["role", "head"]).code, 0);
    let r = on(data.path(), &penalty(t, "Алиса", "the head's"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(reasons(dir.path()), ["the head's"]);
}

#[test]
fn a_player_list_imported_on_a_tables_laptop_is_its_request() {
    let (dir, table) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    shared(dir.path());
    let t = dir.path().to_str().unwrap();
    assert_eq!(on(table.path(), &["role", "table:1"]).code, 0);
    let list = dir.path().join("late.csv");
    std::fs::write(&list, "Новенький;Клуб\n").unwrap();
    let r = on(
        table.path(),
        &["players", t, "--import", list.to_str().unwrap()],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let d = tournament::open(dir.path()).unwrap().description;
    assert!(d.player("Новенький").is_none());
    let asked = requests(dir.path());
    assert_eq!(asked.len(), 1);
    assert!(
        matches!(&asked[0].change, Change::AddPlayers { players } if players[0].nick == "Новенький")
    );
}

/// Issue 32.7 on the command line: `penalty` with an id the ruleset lacks
/// said «written» and exited 0 while nothing was written. Now it is
/// refused, naming the ids the ruleset has, exit 2, the file untouched.
#[test]
fn a_penalty_of_an_id_the_ruleset_lacks_is_refused_by_the_command_line() {
    let t = tempfile::tempdir().unwrap();
    let head = tempfile::tempdir().unwrap();
    shared(t.path());
    let ts = t.path().to_str().unwrap();
    assert_eq!(on(head.path(), &["role", "head"]).code, 0);
    let before = std::fs::read(t.path().join("tournament.toml")).unwrap();
    let mut args = penalty(ts, "Алиса", "typo");
    args[5] = "lat";
    let ran = on(head.path(), &args);
    assert_eq!(ran.code, 2, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("late"), "{}", ran.stderr);
    assert!(!ran.stdout.contains("written"), "{}", ran.stdout);
    assert_eq!(
        std::fs::read(t.path().join("tournament.toml")).unwrap(),
        before
    );
}

/// A true conflict: each laptop wrote its own `tournament.toml` (a player's
/// club, two ways). Only the head judge's laptop keeps one (`conflict
/// --keep`); a table's laptop choosing at the same moment is refused and
/// changes nothing (issue 32, item 2: the table's choice won everywhere).
#[test]
fn only_the_head_keeps_a_conflict_copy_a_tables_choice_is_refused() {
    let (dir, head, table) = head_and_table_1();
    let t = dir.path().to_str().unwrap();
    let club = |d: &tournament::Description| {
        d.players
            .iter()
            .find(|p| p.nick == "Алиса")
            .unwrap()
            .club
            .clone()
    };
    let mut d = tournament::open(dir.path()).unwrap().description;
    d.players
        .iter_mut()
        .find(|p| p.nick == "Алиса")
        .unwrap()
        .club = "Club of the copy".into();
    let text = d.to_toml().unwrap();
    let copy = "tournament.sync-conflict-20261207-010203-ABCDEFG.toml";
    std::fs::write(dir.path().join(copy), text).unwrap();
    let original = std::fs::read(dir.path().join("tournament.toml")).unwrap();

    // It contradicts the file: nothing merges it by itself.
    assert_eq!(on(head.path(), &["merge", t]).code, 0);
    assert!(dir.path().join(copy).exists(), "a contradiction waits");

    let r = on(table.path(), &["conflict", t, copy, "--keep", "original"]);
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(r.stderr.contains("this one is table 1's"), "{}", r.stderr);
    assert!(dir.path().join(copy).exists());
    assert_eq!(
        std::fs::read(dir.path().join("tournament.toml")).unwrap(),
        original
    );

    let r = on(
        head.path(),
        &["conflict", t, "no-such-copy.toml", "--keep", "copy"],
    );
    assert_eq!(r.code, 2, "{}", r.stdout);
    assert!(
        r.stderr.contains(copy),
        "names the copies there: {}",
        r.stderr
    );

    let r = on(head.path(), &["conflict", t, copy, "--keep", "copy"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!dir.path().join(copy).exists());
    let kept = tournament::open(dir.path()).unwrap().description;
    assert_eq!(club(&kept), "Club of the copy");
    // The file it replaced is kept in trash/, never removed.
    let trash: Vec<_> = std::fs::read_dir(dir.path().join("trash"))
        .unwrap()
        .flatten()
        .map(|e| std::fs::read(e.path()).unwrap())
        .collect();
    assert_eq!(trash, [original]);
}
