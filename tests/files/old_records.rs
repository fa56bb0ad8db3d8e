//! Old records keep their meaning. Record version 2 announces a night step
//! whose role has left (`wake_when_departed`); a version 1 record was played
//! when such a step was skipped, so it holds no `next` for it and is
//! replayed with version 1's rules (`session::rules_of_version`).
//!
//! `old_records/summaries.txt` is what `mafia-judge replay` printed for
//! every record in `examples/` before version 2 (the build of main at
//! d20b899), and for each record added since, what it printed when it was
//! added (`fiim-dons-step-after-the-don-left.json`, version 2): a summary
//! once pinned never changes unless the record itself does (the Baikal
//! championship's 30 games were written anew on 2026-12-02, when its seating
//! came from the project's one generator: other players at each seat, the
//! same engine). `old_records/fiim-black-wins-v1.json` is that build's
//! `examples/fiim-black-wins.json`, byte for byte (its ruleset fingerprint
//! is the old file's), in which the sheriff is killed on night 1.

use crate::support::{Judge, root};
use mafia_store::ruleset::catalog;
use mafia_store::session::{Session, record, restore};
use std::path::{Path, PathBuf};

fn records(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            records(&path, out);
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
}

/// `mafia-judge replay` over every record in `examples/` (the example
/// tournaments' games included) prints, byte for byte, what it printed
/// before record version 2 (or when it was added).
#[test]
fn every_example_record_replays_to_the_summary_it_gave_before_record_version_2() {
    let mut files = Vec::new();
    records(&root().join("examples"), &mut files);
    files.sort_by_key(|p| p.to_string_lossy().into_owned());
    let mut now = String::new();
    for path in &files {
        let rel = path.strip_prefix(root()).unwrap();
        let out = Judge::with(["replay"]).arg(rel).current_dir(root()).run();
        now.push_str(&format!("== {}\n", rel.display()));
        now.push_str(&out.ok().stdout);
    }
    let before =
        std::fs::read_to_string(root().join("tests/files/old_records/summaries.txt")).unwrap();
    assert_eq!(
        before.lines().filter(|l| l.starts_with("== ")).count(),
        files.len(),
        "a record was added to or taken from examples/: pin its summary too"
    );
    for (was, is) in before.lines().zip(now.lines()) {
        assert_eq!(was, is, "an example replays differently");
    }
    assert_eq!(before, now);
}

/// A version 1 record written before version 2, with the old ruleset's
/// fingerprint, opens as the console opens a file: it replays whole under
/// version 1's rules, keeps that version when saved again, and is told
/// only that the ruleset changed since.
#[test]
fn an_old_record_opens_and_keeps_skipping_the_step_of_a_role_that_had_left() {
    let path = root().join("tests/files/old_records/fiim-black-wins-v1.json");
    let loaded = record::load_file(&path).unwrap();
    assert_eq!(loaded.record.version, 1);
    let original = loaded.record.clone();
    let rulesets = vec![catalog::find("fiim").unwrap()];
    let restored = restore::restore("fiim-black-wins-v1.json", loaded, &rulesets).unwrap();
    assert_eq!(restored.notes.len(), 1, "{:?}", restored.notes);
    let said = mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
        &restored.notes[0],
        &restored.session.ruleset,
    ));
    assert!(said.en.contains("changed"), "{said:?}");
    let session = restored.session;
    assert_eq!(session.version(), 1);
    assert!(session.state().is_over());
    let again = session.record();
    assert_eq!(again.version, 1, "saved as the version it was played in");
    assert_eq!(again.actions, original.actions);

    // The same actions read as version 2 mean another game: the sheriff's
    // step on night 2 takes a `next` the judge gave to the morning.
    let mut as_new = original;
    as_new.version = record::VERSION;
    let fiim = rulesets[0].clone();
    let other = Session::replay(fiim, &as_new);
    assert!(
        other.map_or(true, |s| s.state() != session.state()),
        "the version gate changes nothing: this test would not see a wrong one"
    );
}

/// The header's round is optional: a record from before it reads with
/// none and is written back without the key; a record with one keeps it.
#[test]
fn the_headers_round_is_optional_and_kept_when_given() {
    let path = root().join("tests/files/old_records/fiim-black-wins-v1.json");
    let mut rec = record::load_file(&path).unwrap().record;
    assert_eq!(rec.meta.round, None, "an old record has no round");
    assert!(!rec.to_json().contains("\"round\""));
    rec.meta.round = Some(3);
    let json = rec.to_json();
    assert!(json.contains("\"round\": 3"), "{json}");
    let tmp = tempfile::tempdir().unwrap();
    let again = tmp.path().join("r.json");
    std::fs::write(&again, json).unwrap();
    assert_eq!(
        record::load_file(&again).unwrap().record.meta.round,
        Some(3)
    );
}

/// Who sent an action (`"by":"phone"`, issue 34) is an optional key: an
/// old record (version 1, before it) reads with none, replays to the same
/// game and is written back without the key, action for action; the same
/// record with its first Next marked as the phone's replays to the very
/// same game and keeps the mark through a save and a replay.
#[test]
fn a_record_before_by_replays_unchanged_and_a_phones_by_is_kept() {
    let path = root().join("tests/files/old_records/fiim-black-wins-v1.json");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("\"by\""));
    let old = record::load_file(&path).unwrap().record;
    assert!(old.actions.iter().all(|a| a.by.is_none()));
    let fiim = catalog::find("fiim").unwrap();
    let played = Session::replay(fiim.clone(), &old).unwrap();
    assert_eq!(played.record().actions, old.actions);
    let written = played.record().to_json();
    assert!(!written.contains("\"by\""), "no key added to an old record");

    // The first Next, as if the phone had sent it.
    let line = text
        .lines()
        .find(|l| l.contains("\"type\":\"next\""))
        .expect("the record has a next");
    let marked_line = line.replacen("{\"at\":", "{\"by\":\"phone\",\"at\":", 1);
    let marked =
        record::Record::from_json("marked", &text.replacen(line, &marked_line, 1)).unwrap();
    let i = marked.actions.iter().position(|a| a.by.is_some()).unwrap();
    assert_eq!(marked.actions[i].by, Some(mafia_store::session::By::Phone));
    let by_phone = Session::replay(fiim.clone(), &marked).unwrap();
    assert_eq!(
        by_phone.state(),
        played.state(),
        "the rules never read `by`"
    );
    let saved = by_phone.record().to_json();
    assert_eq!(saved.matches("\"by\":\"phone\"").count(), 1, "{saved}");
    let again =
        Session::replay(fiim, &record::Record::from_json("saved", &saved).unwrap()).unwrap();
    assert_eq!(again.record().actions, marked.actions);
    // An unknown sender is refused as any unknown value is.
    let bad = text.replacen(
        line,
        &line.replacen("{\"at\":", "{\"by\":\"tv\",\"at\":", 1),
        1,
    );
    assert!(record::Record::from_json("bad", &bad).is_err());
}
