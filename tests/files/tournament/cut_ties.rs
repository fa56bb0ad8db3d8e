//! A tie at a stage's cut the tie-breaks leave (issue 32.5): twenty
//! players at two tables play one qualifying game each, red wins both
//! (Baikal: a civilian 3, the commissar 4), ten go through to the final.
//! The two commissars stand first; twelve civilians share the third place
//! on total, wins and extra, and eight of them go through. List order
//! must not choose: the tie is said, the final's seating waits, and the
//! head judge's decision (a draw, an extra game) in `tournament.toml`
//! decides it.

use super::examples::{COMMISSAR_CLASSIC, ruleset};
use super::play::{Plan, play};
use mafia_store::session::{Meta, Record};
use mafia_tournament::tournament::stages::{self, StageError};
use mafia_tournament::tournament::sync::{self, Change};
use mafia_tournament::tournament::{
    self, CutBy, CutDecision, Description, GameFile, PlayerEntry, SeatingEntry, StageEntry,
};

fn nick(i: usize) -> String {
    format!("Игрок {:02}", i + 1)
}

/// The qualifying (two tables, one round, ten go through) and the final,
/// with both qualifying games played: red wins at each table.
fn tied_qualifying() -> (Description, Vec<GameFile>) {
    let rs = ruleset("baikal");
    let seating: Vec<SeatingEntry> = (0..2)
        .map(|t| SeatingEntry {
            round: 1,
            table: t + 1,
            seats: (0..10).map(|s| nick(t as usize * 10 + s)).collect(),
        })
        .collect();
    let desc = Description {
        name: "Кубок равенства".into(),
        ruleset: "baikal".into(),
        tables: 2,
        rounds: 2,
        players: (0..20)
            .map(|i| PlayerEntry {
                nick: nick(i),
                ..PlayerEntry::default()
            })
            .collect(),
        stages: vec![
            StageEntry {
                name: "Отбор".into(),
                rounds: 1,
                tables: 2,
                games_per_player: 1,
                cut: 10,
            },
            StageEntry {
                name: "Финал".into(),
                rounds: 1,
                tables: 1,
                games_per_player: 1,
                cut: 0,
            },
        ],
        seating: seating.clone(),
        ..Description::default()
    };
    let games = seating
        .iter()
        .enumerate()
        .map(|(k, e)| {
            let meta = Meta {
                tournament: desc.name.clone(),
                table: e.table.to_string(),
                game: (k + 1).to_string(),
                ..Meta::default()
            };
            let created = 1_764_295_200_000 + k as u64 * 60_000;
            let record: Record = play(
                &rs,
                &e.seats,
                &COMMISSAR_CLASSIC,
                created,
                meta,
                &Plan::red(),
            );
            GameFile {
                file: format!("game-{:02}.json", k + 1),
                record,
            }
        })
        .collect();
    (desc, games)
}

/// The civilians of both games (seats 1, 2, 5, 7, 9, 10), in seat order.
fn civilians() -> Vec<String> {
    let seats = [0, 1, 4, 6, 8, 9];
    (0..2)
        .flat_map(|t| seats.iter().map(move |s| nick(t * 10 + s)))
        .collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn a_tie_across_the_cut_line_is_said_and_the_next_stage_waits_for_the_head_judge() {
    let rs = ruleset("baikal");
    let (desc, games) = tied_qualifying();
    let spans = stages::spans(&desc);
    let after = stages::stage_standings(&rs, &desc, &games, &spans[0]);
    assert!(stages::finished(&after, &desc, &spans[0]));
    let tie = stages::cut_tie(&rs, &after, &spans[0]).expect("twelve civilians tied at the cut");
    assert_eq!(tie.stage, 1);
    assert_eq!(tie.place, 3, "after the two commissars");
    assert_eq!(tie.places, 8, "ten go through, two are the commissars");
    assert_eq!(sorted(tie.tied.clone()), sorted(civilians()));
    // Nobody is taken by list order: the cut is the tie.
    assert_eq!(stages::cut(&rs, &desc, &after, &spans[0]), Err(tie.clone()));
    assert_eq!(
        stages::seating_for(&rs, &desc, &games, 2, 0, false),
        Err(StageError::TieAtCut(tie.clone()))
    );
    // The standings name it; the hall says nobody goes through yet.
    let s = tournament::standings(&rs, &desc, &games, &[]);
    assert_eq!(s.cut_ties, vec![tie.clone()]);
    assert_eq!(s.to_json()["cut_ties"][0]["places"], 8);
    let words = mafia_words::i18n::Words::say(&tie, mafia_words::Lang::Ru);
    assert!(
        words.contains("Игрок 01") && words.contains("жребий"),
        "{words}"
    );
    let folder = tournament::Folder {
        path: std::path::PathBuf::new(),
        description: desc.clone(),
        games: games.clone(),
        unreadable: Vec::new(),
    };
    assert!(tournament::hall::between_games(&rs, &folder).cut.is_none());
}

#[test]
fn the_head_judge_s_draw_decides_the_tie_and_is_kept_in_tournament_toml() {
    let rs = ruleset("baikal");
    let (desc, games) = tied_qualifying();
    let dir = tempfile::tempdir().unwrap();
    desc.save(dir.path()).unwrap();
    let spans = stages::spans(&desc);
    let after = stages::stage_standings(&rs, &desc, &games, &spans[0]);
    let tie = stages::cut_tie(&rs, &after, &spans[0]).unwrap();
    // The lot fell on the last eight of the list (not the first eight list
    // order would have taken).
    let through: Vec<String> = tie.tied[tie.tied.len() - 8..].to_vec();
    let decision = CutDecision {
        stage: 1,
        by: CutBy::Lot,
        tied: tie.tied.clone(),
        through: through.clone(),
    };
    let saved = sync::save_changes(dir.path(), None, &[Change::DecideCut { decision }]).unwrap();
    assert!(saved.written && saved.refused.is_empty());
    let desc = tournament::open(dir.path()).unwrap().description;
    assert_eq!(desc.cut_decisions.len(), 1);
    assert_eq!(desc.cut_decisions[0].by, CutBy::Lot);
    let passed = stages::cut(&rs, &desc, &after, &spans[0]).unwrap();
    assert_eq!(passed.len(), 10);
    assert_eq!(passed[..2], [nick(2), nick(12)], "the commissars first");
    assert_eq!(sorted(passed[2..].to_vec()), sorted(through));
    assert!(
        tournament::standings(&rs, &desc, &games, &[])
            .cut_ties
            .is_empty()
    );
    let (players, _) = stages::seating_for(&rs, &desc, &games, 2, 0, false).unwrap();
    assert_eq!(players, passed);
    // A decision naming other tied players (the tie changed since) or the
    // wrong number of them does not decide this tie.
    let mut wrong = desc.clone();
    wrong.cut_decisions[0].through.pop();
    assert_eq!(
        stages::cut(&rs, &wrong, &after, &spans[0]),
        Err(tie.clone())
    );
    let mut other = desc.clone();
    other.cut_decisions[0].tied.pop();
    assert_eq!(stages::cut(&rs, &other, &after, &spans[0]), Err(tie));
}

#[test]
fn standings_and_the_stage_seating_on_the_command_line_name_the_tie() {
    let (desc, games) = tied_qualifying();
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::write(dir.path(), &desc, &games);
    let path = dir.path().to_str().unwrap();
    let r = crate::support::mafia_judge(&["--lang", "en", "standings", path]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("A tie at the cut after the stage \"Отбор\"")
            && r.stderr.contains("Игрок 01")
            && r.stderr.contains("8 of them go through"),
        "{}",
        r.stderr
    );
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["cut_ties"][0]["tied"].as_array().unwrap().len(), 12);
    let r = crate::support::mafia_judge(&["--lang", "en", "seating", path, "--stage", "2"]);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("a tie at the cut after stage 1") && r.stderr.contains("Игрок 10"),
        "{}",
        r.stderr
    );
}
