//! Every game checked against the seating: a hostile or mistaken record is
//! shown to the head judge with the difference and counted only when he
//! accepts it (issue 20.3, issue 21.13). Played on the Baikal championship
//! (30 players, 3 tables, 30 games).

use super::examples::{self, ruleset};
use super::play::{Plan, play};
use mafia_core::game::Action;
use mafia_store::session::{Record, Stamped};
use mafia_tournament::tournament::check::{Case, Change, Finding, digest};
use mafia_tournament::tournament::{
    AcceptedEntry, Description, GameFile, Severity, Standings, standings,
};

fn championship() -> (Description, Vec<GameFile>) {
    let (desc, games) = examples::baikal();
    let files = games
        .into_iter()
        .map(|(file, record)| GameFile { file, record })
        .collect();
    (desc, files)
}

fn record<'a>(games: &'a [GameFile], file: &str) -> &'a Record {
    &games.iter().find(|g| g.file == file).unwrap().record
}

fn without(games: &mut Vec<GameFile>, file: &str) -> Record {
    let i = games.iter().position(|g| g.file == file).unwrap();
    games.remove(i).record
}

fn run(desc: &Description, games: &[GameFile]) -> Standings {
    standings(&ruleset("baikal"), desc, games, &[])
}

/// The held entry of a file for a case.
fn held<'a>(
    s: &'a Standings,
    file: &str,
    case: Case,
) -> &'a mafia_tournament::tournament::check::Held {
    s.held
        .iter()
        .find(|h| h.file == file && h.case == case)
        .unwrap_or_else(|| panic!("{file} not held as {case:?}: {:?}", s.held))
}

fn accept(desc: &mut Description, s: &Standings, file: &str) {
    for h in s.held.iter().filter(|h| h.file == file) {
        desc.accepted.push(AcceptedEntry {
            file: h.file.clone(),
            case: h.case.id().to_owned(),
            digest: h.digest.clone(),
        });
    }
}

fn counts(s: &Standings, file: &str) -> bool {
    s.counted.iter().any(|g| g.file == file)
}

/// Shown to the judge: in `left_out` as held, with the words of the case.
fn shown(s: &Standings, file: &str, words: &str) {
    let l = s
        .left_out
        .iter()
        .find(|l| l.file == file && l.severity == Severity::Held)
        .unwrap_or_else(|| panic!("{file} not shown: {:?}", s.left_out));
    assert_eq!(l.reason.code(), "held");
    let said = mafia_words::i18n::Words::text(&l.reason);
    assert!(said.en.contains(words), "{}", said.en);
    assert!(said.ru.starts_with("ждёт решения главного судьи"));
    assert_eq!(s.exit_code(), 2);
}

#[test]
fn the_championship_as_played_has_nothing_to_hold() {
    let (desc, games) = championship();
    let s = run(&desc, &games);
    assert!(s.held.is_empty(), "{:?}", s.held);
    assert_eq!(s.counted.len(), 30);
    assert_eq!(s.exit_code(), 0);
}

#[test]
fn a_record_whose_players_differ_from_its_slot_is_held_with_the_seats_that_differ() {
    let (mut desc, mut games) = championship();
    let mut r = without(&mut games, "game-04.json");
    let (a, b) = (r.players[0].clone(), r.players[1].clone());
    r.players.swap(0, 1);
    games.push(GameFile {
        file: "table-1-game-4.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, "table-1-game-4.json", Case::PlayersDiffer);
    let Finding::PlayersDiffer { slot, seats } = &h.finding else {
        panic!("{:?}", h.finding)
    };
    assert_eq!(slot.game, 4);
    assert_eq!(seats.len(), 2);
    assert_eq!(
        (seats[0].seat, &seats[0].expected, &seats[0].found),
        (1, &a, &b)
    );
    assert_eq!(
        (seats[1].seat, &seats[1].expected, &seats[1].found),
        (2, &b, &a)
    );
    shown(&s, "table-1-game-4.json", "not the players of game 4");
    assert!(!counts(&s, "table-1-game-4.json"));
    accept(&mut desc, &s, "table-1-game-4.json");
    let s = run(&desc, &games);
    assert!(counts(&s, "table-1-game-4.json"));
    assert!(s.held.iter().all(|h| h.accepted));
    assert_eq!(s.exit_code(), 0);
}

/// The case: a record marked game 4, table 2, with round 1's
/// players and a stranger. Nine players would have had a second game and
/// the stranger was dropped silently.
#[test]
fn a_record_with_a_stranger_is_held_and_names_him() {
    let (mut desc, games0) = championship();
    let mut games = games0.clone();
    let mut r = record(&games0, "game-01.json").clone();
    r.meta.game = "4".into();
    r.meta.table = "2".into();
    r.created += 1;
    r.players[4] = "Незнакомец".into();
    games.push(GameFile {
        file: "forged.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, "forged.json", Case::Stranger);
    assert_eq!(
        h.finding,
        Finding::Stranger {
            nicks: vec!["Незнакомец".into()]
        }
    );
    shown(&s, "forged.json", "Незнакомец");
    assert!(!counts(&s, "forged.json"));
    assert!(!s.guests.contains(&"Незнакомец".to_owned()));
    // Nobody got a 31st game's points.
    let before = run(&desc, &games0);
    assert_eq!(s.players, before.players);
    accept(&mut desc, &s, "forged.json");
    let s = run(&desc, &games);
    assert!(counts(&s, "forged.json"));
}

#[test]
fn a_second_record_for_one_slot_is_held_and_the_first_filed_counts() {
    let (mut desc, mut games) = championship();
    let first = record(&games, "game-01.json").clone();
    // Another game entirely with the same seats, filed later.
    let rs = ruleset("baikal");
    let other = play(
        &rs,
        &first.players,
        &examples::COMMISSAR_CLASSIC,
        first.created + 3_600_000 * 20,
        first.meta.clone(),
        &Plan::black(),
    );
    games.push(GameFile {
        file: "game-01-again.json".into(),
        record: other,
    });
    let s = run(&desc, &games);
    let h = held(&s, "game-01-again.json", Case::SecondForSlot);
    let Finding::SecondForSlot { slot, first } = &h.finding else {
        panic!()
    };
    assert_eq!((slot.game, slot.round, slot.table), (1, 1, 1));
    assert_eq!(first, "game-01.json");
    shown(&s, "game-01-again.json", "a second record of game 1");
    assert!(counts(&s, "game-01.json"));
    assert!(!counts(&s, "game-01-again.json"));
    accept(&mut desc, &s, "game-01-again.json");
    let s = run(&desc, &games);
    assert!(counts(&s, "game-01-again.json") && counts(&s, "game-01.json"));
}

#[test]
fn a_record_for_a_slot_outside_the_seating_is_held() {
    let (mut desc, mut games) = championship();
    let mut r = record(&games, "game-05.json").clone();
    r.meta.game = "99".into();
    r.players.rotate_left(1);
    r.created += 7;
    games.push(GameFile {
        file: "game-99.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    held(&s, "game-99.json", Case::OutsideSeating);
    shown(&s, "game-99.json", "game 99 at table");
    assert!(!counts(&s, "game-99.json"));
    accept(&mut desc, &s, "game-99.json");
    let s = run(&desc, &games);
    assert!(counts(&s, "game-99.json"));
}

#[test]
fn a_record_played_under_a_changed_ruleset_file_is_held() {
    let (mut desc, mut games) = championship();
    let mut r = without(&mut games, "game-02.json");
    r.ruleset.fingerprint = "0123456789abcdef".into();
    games.push(GameFile {
        file: "game-02.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, "game-02.json", Case::ChangedRuleset);
    assert_eq!(
        h.finding,
        Finding::ChangedRuleset {
            played: "0123456789abcdef".into(),
            now: ruleset("baikal").fingerprint
        }
    );
    shown(&s, "game-02.json", "changed ruleset file");
    accept(&mut desc, &s, "game-02.json");
    assert!(counts(&run(&desc, &games), "game-02.json"));
}

/// Issue 21.13: a copy of a record with one change (here its creation
/// time) was counted as an extra game.
#[test]
fn a_copy_of_another_record_with_one_change_is_held_not_counted_as_an_extra_game() {
    let (desc, mut games) = championship();
    let mut r = record(&games, "game-03.json").clone();
    r.created += 1;
    games.push(GameFile {
        file: "game-03-copy.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, "game-03-copy.json", Case::OneChangeCopy);
    assert_eq!(
        h.finding,
        Finding::OneChangeCopy {
            of: "game-03.json".into(),
            change: Change::Created
        }
    );
    shown(
        &s,
        "game-03-copy.json",
        "a copy of game-03.json with one change",
    );
    assert_eq!(s.counted.len(), 30);
    // One changed action is one change too.
    let (desc, mut games) = championship();
    let mut r = record(&games, "game-03.json").clone();
    r.created += 1;
    r.created -= 1;
    r.meta.judge = "Кто-то".into();
    games.push(GameFile {
        file: "game-03-judge.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    // Same creation time, ruleset and seats: the same game, two records.
    assert!(s.left_out.iter().any(|l| l.file == "game-03-judge.json"));
    assert!(!counts(&s, "game-03-judge.json"));
}

/// Issue 21.13: a copy with 100,000 notes appended replaced the real
/// record as «an earlier save», silently.
#[test]
fn a_copy_with_a_huge_appendix_of_notes_does_not_replace_the_real_record_silently() {
    let (mut desc, mut games) = championship();
    let mut r = record(&games, "game-06.json").clone();
    let at = r.actions.last().unwrap().at;
    for i in 0..100_000u64 {
        r.actions.push(Stamped {
            at: at + i,
            by: None,
            action: Action::Note {
                text: format!("n{i}"),
            },
        });
    }
    let copy_digest = digest(&r);
    games.push(GameFile {
        file: "game-06-longer.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, "game-06-longer.json", Case::Appendix);
    assert_eq!(
        h.finding,
        Finding::Appendix {
            of: "game-06.json".into(),
            added: 100_000,
            notes: 100_000
        }
    );
    assert_eq!(h.digest, copy_digest);
    shown(
        &s,
        "game-06-longer.json",
        "100000 more actions after the game's end",
    );
    assert!(counts(&s, "game-06.json"));
    assert!(!counts(&s, "game-06-longer.json"));
    // Accepted: the longer one counts and the real one is its earlier save.
    accept(&mut desc, &s, "game-06-longer.json");
    let s = run(&desc, &games);
    assert!(counts(&s, "game-06-longer.json"));
    assert!(
        s.left_out
            .iter()
            .any(|l| l.file == "game-06.json" && l.severity == Severity::Note)
    );
}

#[test]
fn an_acceptance_lapses_when_the_file_changes_after_it() {
    let (mut desc, mut games) = championship();
    let mut r = record(&games, "game-03.json").clone();
    r.created += 1;
    games.push(GameFile {
        file: "game-03-copy.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    accept(&mut desc, &s, "game-03-copy.json");
    assert!(counts(&run(&desc, &games), "game-03-copy.json"));
    games.last_mut().unwrap().record.created += 1;
    let s = run(&desc, &games);
    assert!(!counts(&s, "game-03-copy.json"));
    assert!(!held(&s, "game-03-copy.json", Case::OneChangeCopy).accepted);
}

#[test]
fn a_short_addition_after_the_end_is_still_a_later_save() {
    let (desc, mut games) = championship();
    let mut r = record(&games, "game-06.json").clone();
    let at = r.actions.last().unwrap().at;
    for i in 0..3u64 {
        r.actions.push(Stamped {
            at: at + i,
            by: None,
            action: Action::Note {
                text: format!("после игры {i}"),
            },
        });
    }
    games.push(GameFile {
        file: "game-06-later.json".into(),
        record: r,
    });
    let s = run(&desc, &games);
    assert!(s.held.is_empty(), "{:?}", s.held);
    assert!(counts(&s, "game-06-later.json"));
}

/// Issue 32.6: table 1 plays game 4 (round 2) with round 1's seating by
/// mistake: game 1's players in game 1's seats, the record named game 4.
/// It was counted as game 1, and the games list, the hall and the tables
/// disagreed about what is next. Held like the other mismatches, it
/// counts for neither until the head judge decides, and all three go on
/// with the same game.
#[test]
fn another_round_s_players_in_their_exact_seats_are_held_not_counted_under_that_game() {
    let (mut desc, mut games) = championship();
    let mut r = without(&mut games, "game-01.json");
    without(&mut games, "game-04.json");
    r.meta.game = "4".into();
    r.meta.round = Some(2);
    let file = "t1-r2-g4.json";
    games.push(GameFile {
        file: file.into(),
        record: r,
    });
    let s = run(&desc, &games);
    let h = held(&s, file, Case::OtherSlot);
    let Finding::OtherSlot { written, seated } = &h.finding else {
        panic!("{:?}", h.finding)
    };
    assert_eq!((written.game, written.round, written.table), (4, 2, 1));
    assert_eq!((seated.game, seated.round, seated.table), (1, 1, 1));
    shown(&s, file, "the players sit as in game 1 (round 1, table 1)");
    assert!(!counts(&s, file));
    assert!(s.counted.iter().all(|g| g.slot.is_none_or(|x| x.game != 1)));
    // The hall, the head's next game and table 1's console agree: game 1
    // is still to be played at table 1.
    let folder = mafia_tournament::tournament::Folder {
        path: std::path::PathBuf::new(),
        description: desc.clone(),
        games: games.clone(),
        unreadable: Vec::new(),
    };
    let hall = mafia_tournament::tournament::hall::between_games(&ruleset("baikal"), &folder);
    let t1 = hall.tables.iter().find(|t| t.table == 1).unwrap();
    assert_eq!(t1.game.number, 1);
    assert_eq!(folder.next_game().map(|(n, _)| n), Some(1));
    assert_eq!(
        mafia_tournament::tournament::sync::next_game_at(&folder, 1).map(|(n, _)| n),
        Some(1)
    );
    // Counted once the head judge accepts it: as the game its players played.
    accept(&mut desc, &s, file);
    let s = run(&desc, &games);
    let g = s.counted.iter().find(|g| g.file == file).unwrap();
    assert_eq!(g.slot.map(|x| x.game), Some(1));
    assert_eq!(s.exit_code(), 0);
}
