//! A later stage's seating is checked against the cut (issue 33.9): the
//! Baikal championship's semifinal is for the best twenty of the
//! qualifying. A hand-written semifinal seating that seats the 21st is not
//! taken on trust: his semifinal game is held for the head judge, as a
//! record that does not fit the seating is, he is not ranked as a
//! semifinalist, and the seating's game is named.

use super::examples::{self, ruleset};
use crate::tournaments;
use mafia_tournament::tournament::check::{Case, Finding};
use mafia_tournament::tournament::nick::nick_key;
use mafia_tournament::tournament::{
    self, AcceptedEntry, Description, DescriptionProblem, GameFile, Severity,
};
use mafia_tournament::tournament::{stages, standings};

/// The championship with the semifinal's first game (round 8, table 1)
/// played by the first player who did not pass the qualifying, in seat 1,
/// written so in the seating too; `played`: his game's record is in the
/// folder (else the semifinal's first game is still to be played).
/// Returns the folder, the outsider and the semifinalist he replaced.
fn outsider_in_the_semifinal(played: bool) -> (Description, Vec<GameFile>, String, String) {
    let (mut desc, games) = examples::baikal();
    let mut files: Vec<GameFile> = games
        .into_iter()
        .map(|(file, record)| GameFile { file, record })
        .collect();
    let out =
        tournaments::outsider_in_the_semifinal(&ruleset("baikal"), &mut desc, &mut files, played);
    (desc, files, out.nick, out.replaced)
}

/// The semifinal game whose record now seats the outsider.
fn held_game(files: &[GameFile]) -> GameFile {
    let (_, original) = examples::baikal();
    files
        .iter()
        .find(|g| {
            original
                .iter()
                .any(|(file, r)| *file == g.file && r.players != g.record.players)
        })
        .unwrap()
        .clone()
}

#[test]
fn a_player_who_did_not_pass_the_cut_seated_in_the_semifinal_holds_his_game() {
    let (desc, files, outsider, replaced) = outsider_in_the_semifinal(true);
    let rs = ruleset("baikal");
    let s = standings(&rs, &desc, &files, &[]);
    let held: Vec<_> = s
        .held
        .iter()
        .filter(|h| h.case == Case::NotThroughCut)
        .collect();
    assert_eq!(held.len(), 1, "{:?}", s.held);
    let game = held_game(&files);
    assert_eq!(held[0].file, game.file);
    assert!(!held[0].accepted);
    match &held[0].finding {
        Finding::NotThroughCut {
            slot,
            stage,
            before,
            nicks,
        } => {
            assert_eq!((slot.round, slot.table), (8, 1));
            assert_eq!(stage, "Полуфинал");
            assert_eq!(before, "Отборочный тур");
            assert_eq!(nicks, &vec![outsider.clone()]);
        }
        other => panic!("{other:?}"),
    }
    // Held as a record that does not fit: not counted, named with why.
    assert_eq!(s.counted.len(), 29);
    assert!(s.left_out.iter().any(|l| {
        l.file == game.file
            && l.severity == Severity::Held
            && mafia_words::i18n::Words::text(&l.reason)
                .en
                .contains("did not pass the cut")
            && mafia_words::i18n::Words::text(&l.reason)
                .en
                .contains(&outsider)
    }));
    assert_eq!(s.exit_code(), 2);
    // The seating is wrong, not the player's rank: he stays a qualifier,
    // and the semifinalist the seating dropped is still one.
    let stage_of = |nick: &str| s.players.iter().find(|r| r.nick == nick).unwrap().stage;
    assert_eq!(stage_of(&outsider), Some(1));
    assert!(stage_of(&replaced) >= Some(2));
    // The seating's game is named too.
    assert!(
        s.problems.iter().any(|p| matches!(p,
            DescriptionProblem::SeatingNotThrough { round: 8, table: 1, nicks, before, .. }
                if nicks.contains(&outsider) && before == "Отборочный тур")),
        "{:?}",
        s.problems
    );
}

#[test]
fn the_head_judge_may_count_it_and_the_player_then_plays_the_stage() {
    let (mut desc, files, outsider, _) = outsider_in_the_semifinal(true);
    let rs = ruleset("baikal");
    let game = held_game(&files);
    desc.accepted.push(AcceptedEntry {
        file: game.file.clone(),
        case: "not_through_cut".into(),
        digest: tournament::check::digest(&game.record),
    });
    let s = standings(&rs, &desc, &files, &[]);
    assert_eq!(s.counted.len(), 30);
    assert!(s.held.iter().all(|h| h.accepted), "{:?}", s.held);
    assert_eq!(s.exit_code(), 0);
    let spans = stages::spans(&desc);
    let semifinal = stages::stage_players(&rs, &desc, &files, &spans[1]);
    assert!(semifinal.contains(&nick_key(&outsider)));
    // Counted by the head judge: the seating is no longer named.
    assert!(
        !s.problems
            .iter()
            .any(|p| format!("{p:?}").contains(&outsider)),
        "{:?}",
        s.problems
    );
}

#[test]
fn a_later_stage_s_seating_written_before_its_games_names_who_did_not_pass() {
    let (desc, files, outsider, replaced) = outsider_in_the_semifinal(false);
    let rs = ruleset("baikal");
    let s = standings(&rs, &desc, &files, &[]);
    assert!(s.held.is_empty(), "{:?}", s.held);
    assert!(
        s.problems.iter().any(|p| {
            let ru = mafia_words::i18n::Words::say(p, mafia_words::Lang::Ru);
            ru.contains("тур 8, стол 1") && ru.contains(&outsider)
        }),
        "{:?}",
        s.problems
    );
    // The semifinalists are those who passed, whatever the seating says.
    let spans = stages::spans(&desc);
    let semifinal = stages::stage_players(&rs, &desc, &files, &spans[1]);
    assert_eq!(semifinal.len(), 20);
    assert!(semifinal.contains(&nick_key(&replaced)));
    assert!(!semifinal.contains(&nick_key(&outsider)));
}

#[test]
fn standings_on_the_command_line_name_the_held_semifinal_game_and_exit_2() {
    let (desc, files, outsider, _) = outsider_in_the_semifinal(true);
    let dir = tempfile::tempdir().unwrap();
    tournaments::write(dir.path(), &desc, &files);
    let path = dir.path().to_str().unwrap();
    let r = crate::support::mafia_judge(&["--lang", "en", "standings", path]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("did not pass the cut") && r.stderr.contains(&outsider),
        "{}",
        r.stderr
    );
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    let held = v["held"].as_array().unwrap();
    assert_eq!(held.len(), 1, "{held:?}");
    assert_eq!(held[0]["case"], "not_through_cut");
    assert_eq!(held[0]["finding"]["nicks"][0], outsider.as_str());
    assert_eq!(v["waiting_for_head_judge"], 1);
}

#[test]
fn a_later_stage_is_checked_only_once_every_stage_its_cut_counts_is_over() {
    let (desc, mut files, outsider, _) = outsider_in_the_semifinal(true);
    let rs = ruleset("baikal");
    // One qualifying game not filed yet: the cut is not known, so neither
    // the semifinal nor (the points carried over) the final is judged.
    files.retain(|g| g.file != "game-21.json");
    let s = standings(&rs, &desc, &files, &[]);
    assert!(
        s.held.iter().all(|h| h.case != Case::NotThroughCut),
        "{:?}",
        s.held
    );
    assert!(
        !s.problems
            .iter()
            .any(|p| format!("{p:?}").contains(&outsider)),
        "{:?}",
        s.problems
    );
}
