//! The head judge brings game records from other consoles (a USB stick, a
//! shared folder): each file is added, recognised as already there, or
//! refused with the reason; the standings follow.

use super::examples::{folder, minsk};
use mafia_tournament::tournament::{self, AddOutcome, bring_games};
use std::path::Path;

/// A copy of the Minsk final with only its first `n` games.
fn minsk_copy(n: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy("minsk-final", dir.path(), n);
    dir
}

fn outcomes(b: &[tournament::Brought]) -> Vec<&AddOutcome> {
    b.iter().map(|x| &x.outcome).collect()
}

#[test]
fn a_stick_with_new_games_old_games_and_a_broken_file_adds_what_is_new_and_names_the_rest() {
    let t = minsk_copy(3);
    let stick = tempfile::tempdir().unwrap();
    let src = folder("minsk-final").join("games");
    for g in [3, 4, 5] {
        let name = format!("game-{g:02}.json");
        std::fs::copy(src.join(&name), stick.path().join(format!("table1-{name}"))).unwrap();
    }
    std::fs::write(
        stick.path().join("broken.json"),
        b"{\"format\": \"mafia-judge",
    )
    .unwrap();
    let fiim =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let brought = bring_games(t.path(), "minsk-final", &[stick.path().to_path_buf(), fiim]);
    let o = outcomes(&brought);
    assert_eq!(o.len(), 5, "{brought:?}");
    assert!(
        matches!(o[0], AddOutcome::Refused(_)),
        "broken.json (sorted first) is refused: {:?}",
        o[0]
    );
    assert_eq!(
        o[1],
        &AddOutcome::AlreadyThere("game-03.json".into()),
        "game 3 twice"
    );
    assert_eq!(o[2], &AddOutcome::Added("table1-game-04.json".into()));
    assert_eq!(o[3], &AddOutcome::Added("table1-game-05.json".into()));
    match o[4] {
        AddOutcome::Refused(why) => {
            assert_eq!(
                why,
                &tournament::NotAdded::OtherRuleset {
                    played: "fiim".into(),
                    ruleset: "minsk-final".into()
                }
            );
            let said = mafia_words::i18n::Words::text(why);
            assert!(said.en.contains("\"fiim\""), "{said:?}");
        }
        other => panic!("a FIIM game is refused, got {other:?}"),
    }
    let f = tournament::open(t.path()).unwrap();
    assert_eq!(f.games.len(), 5, "games 1-5, each once");
    assert!(f.unreadable.is_empty(), "the broken file was not copied");
    // Brought again: nothing new.
    let again = bring_games(t.path(), "minsk-final", &[stick.path().to_path_buf()]);
    assert!(
        outcomes(&again)[1..]
            .iter()
            .all(|o| matches!(o, AddOutcome::AlreadyThere(_)))
    );
}

/// A longer record of a game (the other console saved it later) is added
/// and the shorter copy becomes "an earlier save"; a record that differs
/// (not a prefix either way) is refused, so the standings never hold two
/// truths of one game.
#[test]
fn a_later_save_of_a_game_is_added_and_a_different_record_of_it_is_refused() {
    let t = minsk_copy(0);
    let (_, games) = minsk();
    let (_, full) = &games[0];
    let mut short = full.clone();
    short.actions.truncate(full.actions.len() - 3);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("short.json"), short.to_json()).unwrap();
    std::fs::write(dir.path().join("full.json"), full.to_json()).unwrap();
    let mut other = full.clone();
    other.actions.truncate(full.actions.len() - 3);
    other.actions.push(full.actions[0].clone());
    std::fs::write(dir.path().join("other.json"), other.to_json()).unwrap();
    let b = |name: &str| {
        bring_games(t.path(), "minsk-final", &[dir.path().join(name)])
            .remove(0)
            .outcome
    };
    assert_eq!(b("short.json"), AddOutcome::Added("short.json".into()));
    assert_eq!(b("full.json"), AddOutcome::Added("full.json".into()));
    assert_eq!(
        b("short.json"),
        AddOutcome::AlreadyThere("full.json".into())
    );
    assert!(matches!(b("other.json"), AddOutcome::Conflict(_)));
    assert!(!Path::new(&t.path().join("games/other.json")).exists());
}
