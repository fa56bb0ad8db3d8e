//! Every field the exports write says what the record holds, or is left
//! out (docs/export-formats.md, the tables' "where it comes from"): a
//! removal's moment, the time zone of the table's clock, a lift row's
//! yes, the moderator given on the command line; and MafiaRatings' own
//! check (its `include/game.php` under php-cli) accepts every file.

use super::{classic_example as example, classic_examples, ids};
use super::{lift_marked_after_the_game, marked_after_the_game, recorded_and_with_hands};
use super::{mafiaratings, polemica, with_hands};
use crate::tournament::play::Plan;
use mafia_core::game::{Action, DayStage, ExitHow, Phase};
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_store::session::{Record, Session};
use mafia_tournament::tournament::export::{Format, POLEMICA_LIFT_YES, export};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// fiim-red-wins up to its vote, where the judge disqualifies a seat that
/// is not a candidate (FIIM 6.7.1) while the votes are counted, then ends
/// the game. Returns the seat and the day.
fn disqualified_during_the_vote() -> (Ruleset, Record, u8, u32) {
    let (rs, record) = example("fiim-red-wins");
    let mut s = Session::new(rs.clone(), record.players.clone(), record.created).unwrap();
    let mut at = record.created;
    for st in &record.actions {
        let voting_day = match &s.state().phase {
            Phase::Day {
                day,
                stage: DayStage::Voting,
            } => Some(*day),
            _ => None,
        };
        if let Some(day) = voting_day {
            let seat = s
                .state()
                .living()
                .map(|p| p.seat)
                .find(|seat| !s.state().candidates().contains(seat))
                .unwrap();
            at = st.at;
            s.act(
                Action::Punish {
                    seat,
                    offence: "6.7.1".into(),
                },
                at,
            )
            .unwrap();
            s.act(
                Action::DeclareResult {
                    outcome: Outcome::Red,
                    reason: "protest".into(),
                },
                at + 1000,
            )
            .unwrap();
            let mut out = s.record();
            out.meta = record.meta.clone();
            return (rs, out, seat, day);
        }
        s.act(st.action.clone(), st.at).unwrap();
        at = st.at;
    }
    panic!("no vote in the example (last action at {at})");
}

/// Polemica's player at a seat.
fn player(v: &Value, seat: u8) -> &Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["position"] == seat)
        .unwrap()
}

#[test]
fn a_removal_goes_to_mafiaratings_with_the_moment_it_happened_and_the_letter_c() {
    let (rs, record, seat, day) = disqualified_during_the_vote();
    let v = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    let p = mafiaratings::problems(&v);
    assert!(p.is_empty(), "{p:#?}");
    let death = &v["players"][usize::from(seat) - 1]["death"];
    assert_eq!(death["type"], "kickOut", "{death}");
    assert_eq!(death["round"], day - 1, "{death}");
    // Removed while the votes were counted: the site's game time of a vote.
    assert_eq!(death["time"]["round"], day - 1, "{death}");
    assert_eq!(death["time"]["time"], "voting", "{death}");
    assert_eq!(death["time"]["votingRound"], 0, "{death}");
    assert!(v["features"].as_str().unwrap().starts_with("gsdutc"), "{v}");
}

#[test]
fn a_removal_goes_to_polemica_in_the_stage_it_happened() {
    let (rs, record, seat, day) = disqualified_during_the_vote();
    let r = with_hands(&rs, &record);
    let v = export(Format::Polemica, &rs, &r, &ids(&r)).unwrap();
    let p = polemica::problems(&v);
    assert!(p.is_empty(), "{p:#?}");
    let disqual = &player(&v, seat)["disqual"];
    assert_eq!(disqual["type"], "voting", "not a guessed speech: {disqual}");
    assert_eq!(disqual["day"], day, "{disqual}");
    // A removal by four fouls in the example: at the fourth foul's stage.
    let (rs, record) = example("fiim-removal-by-fouls");
    let record = with_hands(&rs, &record);
    let v = export(Format::Polemica, &rs, &record, &ids(&record)).unwrap();
    let removed: Vec<&Value> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| !p["disqual"].is_null())
        .collect();
    assert_eq!(removed.len(), 1, "{v}");
    let fouls = removed[0]["fouls"].as_array().unwrap();
    assert_eq!(fouls.len(), 4);
    assert_eq!(removed[0]["disqual"], fouls[3]["stage"], "{}", removed[0]);
}

#[test]
fn a_lift_rows_candidate_is_the_yes_the_sites_own_games_write() {
    let (rs, record) = example("fiim-tie-and-lift");
    let marked = lift_marked_after_the_game(&rs, &marked_after_the_game(&rs, &record));
    let v = export(Format::Polemica, &rs, &marked, &ids(&marked)).unwrap();
    let lift: Vec<&Value> = v["votes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["num"].is_null())
        .collect();
    assert!(!lift.is_empty());
    // Day 1 tied 4 and 5: the rows name neither (nor the first tied seat).
    for row in lift {
        assert_eq!(row["candidate"], POLEMICA_LIFT_YES, "{row}");
    }
    assert_eq!(POLEMICA_LIFT_YES, 1);
}

#[test]
fn polemica_times_are_the_tables_clock_in_the_zone_the_record_keeps() {
    let (rs, mut record) = example("fiim-removal-by-fouls");
    let created = record.created;
    assert_eq!(
        created, 1_000_000,
        "the example's clock: 16 min 40 s after 1970"
    );
    let started = |r: &Record| {
        let r = &with_hands(&rs, r);
        let v = export(Format::Polemica, &rs, r, &ids(r)).unwrap();
        let p = polemica::problems(&v);
        assert!(p.is_empty(), "{p:#?}");
        let foul = v["players"]
            .as_array()
            .unwrap()
            .iter()
            .find_map(|p| p["fouls"].as_array().and_then(|f| f.first()).cloned())
            .unwrap();
        (
            v["started"].as_str().unwrap().to_owned(),
            foul["time"].as_str().unwrap().to_owned(),
        )
    };
    // A record from before the zone was kept: UTC, as documented.
    assert_eq!(record.meta.utc_offset, None);
    let (utc, utc_foul) = started(&record);
    assert_eq!(utc, "1970-01-01T00:16:40.000");
    // Played in Moscow (+3): the table's clock, three hours on.
    record.meta.utc_offset = Some(180);
    let (moscow, moscow_foul) = started(&record);
    assert_eq!(moscow, "1970-01-01T03:16:40.000");
    assert_ne!(moscow_foul, utc_foul, "the fouls' times too");
    // The zone is kept in the record and read back strictly.
    let back = Record::from_json("game", &record.to_json()).unwrap();
    assert_eq!(back.meta.utc_offset, Some(180));
    // MafiaRatings takes Unix seconds, which need no zone: none is guessed.
    let m = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    assert_eq!(m["startTime"], created / 1000);
    assert!(m.get("timezone").is_none(), "{m}");
    assert!(m.get("language").is_none(), "{m}");
}

/// MafiaRatings' `endTime` is when the game's result was recorded, as its
/// own client writes it at the game's end: not when the judge last touched
/// the record (extra points the next morning, best players, notes).
#[test]
fn mafiaratings_end_time_is_when_the_result_was_recorded_not_the_last_edit() {
    let (rs, mut record) = example("fiim-red-wins");
    let ended_at = (1..=record.actions.len())
        .find(|n| {
            let r = Record {
                actions: record.actions[..*n].to_vec(),
                ..record.clone()
            };
            Session::replay(rs.clone(), &r)
                .unwrap()
                .state()
                .ending
                .is_some()
        })
        .map(|n| record.actions[n - 1].at)
        .unwrap();
    // The judge adds extra points the next morning.
    let morning = record.actions.last().unwrap().at + 12 * 3_600_000;
    let mut s = Session::replay(rs.clone(), &record).unwrap();
    s.act(
        Action::ExtraPoints {
            seat: 1,
            points: 0.5,
            reason: "лучший ход дня".into(),
        },
        morning,
    )
    .unwrap();
    let meta = record.meta.clone();
    record = s.record();
    record.meta = meta;
    let m = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    assert_eq!(m["startTime"], record.created / 1000);
    assert_eq!(m["endTime"], ended_at / 1000, "not {}", morning / 1000);
    assert!(mafiaratings::problems(&m).is_empty());
}

#[test]
fn the_command_lines_moderator_goes_over_the_judges_id_from_the_club_list() {
    let dir = tempfile::tempdir().unwrap();
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let mut record = Record::from_json("game", &std::fs::read_to_string(&src).unwrap()).unwrap();
    record.meta.judge = "Судья".into();
    let game = dir.path().join("game.json");
    std::fs::write(&game, record.to_json()).unwrap();
    // The club's list knows every player and the judge (id 555).
    let mut reg = mafia_tournament::tournament::players::Registry::default();
    for (i, n) in record.players.iter().enumerate() {
        reg.set_ids(n, person(500 + i as u64));
    }
    reg.set_ids("Судья", person(555));
    let players = dir.path().join("players.toml");
    reg.save(&players).unwrap();
    let out = dir.path().join("out.json");
    let moderator = |more: &[&str]| {
        let (code, err) = super::export_mr(
            game.to_str().unwrap(),
            out.to_str().unwrap(),
            &[&["--players", players.to_str().unwrap()], more].concat(),
        );
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
        v["moderator"]["id"].clone()
    };
    // MR_IDS gives --moderator 1139: it goes over the judge's 555.
    assert_eq!(moderator(&[]), 1139);
}

fn person(id: u64) -> mafia_tournament::tournament::ids::PersonIds {
    mafia_tournament::tournament::ids::PersonIds {
        mafiaratings: Some(id),
        polemica: None,
    }
}

/// MafiaRatings' own `include/game.php`, from a checkout named by
/// `MAFIARATINGS_DIR` (github.com/szotin/mafiaratings; never kept here),
/// under php-cli: `new Game(json)` and `check()` as its upload runs them.
/// `None` (with the reason printed) when either is missing.
fn mafiaratings_check(files: &[PathBuf]) -> Option<String> {
    let Some(repo) = std::env::var_os("MAFIARATINGS_DIR") else {
        eprintln!("skipped: MAFIARATINGS_DIR (a checkout of szotin/mafiaratings) is not set");
        return None;
    };
    let include = Path::new(&repo).join("include");
    if !include.join("game.php").is_file() {
        eprintln!("skipped: no include/game.php in {}", include.display());
        return None;
    }
    if std::process::Command::new("php")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: php-cli is not installed (apt-get install php-cli)");
        return None;
    }
    // Its database settings file is not in the repository: the empty one
    // it ships beside it, in a copy of the folder.
    let scratch = tempfile::tempdir().unwrap();
    let copy = scratch.path().join("include");
    let ok = std::process::Command::new("cp")
        .arg("-r")
        .arg(&include)
        .arg(&copy)
        .status()
        .unwrap();
    assert!(ok.success());
    if !copy.join("api_keys.php").exists() {
        std::fs::copy(copy.join("api_empty_keys.php"), copy.join("api_keys.php")).unwrap();
    }
    let driver =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/files/export_sites/mr_check.php");
    let out = std::process::Command::new("php")
        .arg(driver)
        .args(files)
        .env("MAFIARATINGS_INCLUDE", &copy)
        .output()
        .unwrap();
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn mafiaratings_own_check_accepts_every_example_and_a_removal_with_its_moment() {
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    let mut write = |name: String, v: Value| {
        let path = dir.path().join(format!("{name}.json"));
        std::fs::write(&path, v.to_string()).unwrap();
        files.push(path);
    };
    for (name, rs, record) in classic_examples() {
        for (how, r) in recorded_and_with_hands(&rs, &record) {
            write(
                format!("{name}-{how}"),
                export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap(),
            );
        }
    }
    let (rs, record, seat, _) = disqualified_during_the_vote();
    for (how, r) in recorded_and_with_hands(&rs, &record) {
        write(
            format!("disqualified-{how}"),
            export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap(),
        );
    }
    // FIIM 7.10: disqualified (team loss) in the last minute after the
    // deciding vote (kill): the death stays, the penalty is in `bonus`.
    for (name, plan, exit, offence, penalty) in [
        (
            "7.10-vote",
            Plan::red(),
            ExitHow::Voted,
            "6.7.4",
            ExitHow::Disqualified,
        ),
        (
            "7.10-kill",
            Plan::black(),
            ExitHow::Killed,
            "6.7.4",
            ExitHow::Disqualified,
        ),
        (
            "7.10-team",
            Plan::red(),
            ExitHow::Voted,
            "6.8.1",
            ExitHow::TeamLoss,
        ),
    ] {
        let rs = crate::tournament::examples_ruleset("fiim");
        let r = super::last_minute_offence_on_both_sites(&plan, exit, offence, penalty);
        write(
            name.into(),
            export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap(),
        );
    }
    // The control: the same file without the removal's moment, which the
    // letter `c` promises, is one the site's check finds fault with.
    let mut untimed = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    let death = &mut untimed["players"][usize::from(seat) - 1]["death"];
    death.as_object_mut().unwrap().remove("time");
    write("control-untimed".into(), untimed);
    let Some(said) = mafiaratings_check(&files) else {
        return;
    };
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), files.len(), "{said}");
    for line in &lines[..lines.len() - 1] {
        assert!(line.ends_with(": ok"), "{said}");
    }
    let control = lines[lines.len() - 1];
    assert!(
        control.starts_with("control-untimed.json: ") && control.contains("Death time is not set"),
        "{said}"
    );
}
