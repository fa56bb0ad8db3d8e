//! Issue 11.6: every file the console reads is read within a limit for its
//! kind, and only if it is a regular file: a ruleset (1 MiB), a tournament's
//! description (8 MiB), the players' registry (16 MiB). The refusal names
//! the file and the limit. (Records, 64 MiB: `autosave.rs`, `replay_cli.rs`.)

use crate::support::{Judge, root};
use mafia_store::ruleset::catalog;
use mafia_store::storage::{PLAYERS_LIMIT, RULESET_LIMIT, TOURNAMENT_LIMIT};
use mafia_tournament::tournament::{self, players::Registry};
use std::path::Path;

/// The bundled FIIM ruleset padded with a comment to `len` bytes: a file
/// that would load if it were read, so only the limit can refuse it.
fn padded_fiim(path: &Path, len: u64) {
    let mut text = std::fs::read_to_string(root().join("rulesets/fiim.toml")).unwrap();
    text = text.replacen("id = \"fiim\"", "id = \"club\"", 1);
    text.push_str("\n# ");
    let pad = usize::try_from(len).unwrap() - text.len() - 1;
    text.push_str(&"x".repeat(pad));
    text.push('\n');
    assert_eq!(text.len() as u64, len);
    std::fs::write(path, text).unwrap();
}

/// A sparse file of `len` zero bytes (nothing is written to the disk).
fn sparse(path: &Path, len: u64) {
    std::fs::File::create(path).unwrap().set_len(len).unwrap();
}

#[test]
fn a_ruleset_file_over_1_mib_is_refused_naming_the_file_and_the_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let at_limit = tmp.path().join("club.toml");
    padded_fiim(&at_limit, RULESET_LIMIT);
    assert!(
        catalog::load_file(&at_limit).is_ok(),
        "exactly 1 MiB is still read"
    );
    let over = tmp.path().join("huge.toml");
    padded_fiim(&over, RULESET_LIMIT + 1);
    let e = catalog::load_file(&over).unwrap_err().to_string();
    assert!(e.contains("huge.toml") && e.contains("1 MiB"), "{e}");
}

#[test]
fn mafia_judge_rulesets_names_a_users_ruleset_over_the_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    std::fs::create_dir_all(data.join("rulesets")).unwrap();
    padded_fiim(&data.join("rulesets/huge.toml"), RULESET_LIMIT + 1);
    let out = Judge::with(["rulesets"])
        .current_dir(tmp.path())
        .data(&data)
        .run();
    let err = &out.code(2).stderr;
    assert!(err.contains("huge.toml") && err.contains("1 MiB"), "{out}");
}

#[test]
fn a_tournament_description_over_its_limit_or_not_a_file_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let desc = tmp.path().join(tournament::DESCRIPTION);
    sparse(&desc, TOURNAMENT_LIMIT + 1);
    let e = en(&tournament::open(tmp.path()).unwrap_err());
    assert!(
        e.contains(tournament::DESCRIPTION) && e.contains("8 MiB") && e.contains("tournament"),
        "{e}"
    );
    // A folder (or a device) under that name is not read at all.
    std::fs::remove_file(&desc).unwrap();
    std::fs::create_dir(&desc).unwrap();
    let e = en(&tournament::open(tmp.path()).unwrap_err());
    assert!(e.contains("not a regular file"), "{e}");
    // A missing description still says it cannot be read.
    let empty = tempfile::tempdir().unwrap();
    let e = tournament::open(empty.path()).unwrap_err();
    assert!(en(&e).contains("cannot read the file"), "{e}");
    let ru = mafia_words::i18n::Words::say(&e, mafia_words::Lang::Ru);
    assert!(
        ru.contains(tournament::DESCRIPTION) && ru.contains("не найден"),
        "{ru}"
    );
}

#[test]
fn the_players_registry_over_its_limit_or_not_a_file_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("players.toml");
    assert_eq!(
        Registry::load(&path).unwrap(),
        Registry::default(),
        "no file yet: an empty registry"
    );
    sparse(&path, PLAYERS_LIMIT + 1);
    let e = en(&Registry::load(&path).unwrap_err());
    assert!(e.contains("players.toml") && e.contains("16 MiB"), "{e}");
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let e = en(&Registry::load(&path).unwrap_err());
    assert!(e.contains("not a regular file"), "{e}");
}

/// A tournament file's error as an English-speaking judge reads it.
fn en(e: &tournament::TournamentError) -> String {
    mafia_words::i18n::Words::say(e, mafia_words::Lang::En)
}
