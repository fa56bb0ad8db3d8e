//! The exports judged by our own validators of the sites' rules
//! (`mafiaratings.rs`, `polemica.rs`: each rule cites the site's code):
//! every example game, as recorded and with its hands marked; every
//! example tournament; the refusals, with their reasons; the federation's
//! sheet read back by LibreOffice.

mod federation_rows;
mod fields;
mod mafiaratings;
mod polemica;
mod sheet;
mod tournament_folder;

use mafia_core::game::action::Shot;
use mafia_core::game::{Action, Ballot, ExitHow};
use mafia_core::ruleset::Ruleset;
use mafia_store::session::{Record, Session};
use mafia_tournament::tournament::export::{ExportError, Format, IdKind, Ids, Unfit, export};
use mafia_tournament::tournament::ids::{MafiaRatingsIds, PersonIds, PolemicaIds, SiteIds};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::tournament::examples_ruleset as ruleset;

fn examples() -> Vec<(String, Record)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut out: Vec<(String, Record)> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "json").then(|| {
                let name = p.file_stem().unwrap().to_string_lossy().into_owned();
                let text = std::fs::read_to_string(&p).unwrap();
                (name.clone(), Record::from_json(&name, &text).unwrap())
            })
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Every id both sites need, as an organiser would enter them.
pub fn sites() -> SiteIds {
    SiteIds {
        mafiaratings: MafiaRatingsIds {
            event: Some(7927),
            club: Some(42),
            tournament: None,
            rules: "0002000010000".into(),
            moderator: Some(1139),
        },
        polemica: PolemicaIds {
            master: Some(84894),
            scoring_type: Some(1),
            scoring_version: "3.0".into(),
        },
    }
}

pub fn ids(record: &Record) -> Ids {
    Ids {
        sites: sites(),
        seats: (1..=record.players.len() as u64)
            .map(|s| PersonIds {
                mafiaratings: Some(1000 + s),
                polemica: Some(2000 + s),
            })
            .collect(),
        judge: PersonIds::default(),
    }
}

/// The record as if the judge had marked the hands of every vote entered
/// as a count (the first seats that could still vote), and entered every
/// night's shots one by one: a kill shot by every black, a miss as the
/// first black shooting the lowest other seat and the rest not shooting.
fn with_hands(rs: &Ruleset, record: &Record) -> Record {
    let mut s = session_of(rs, record);
    let mut out = record.clone();
    for (i, st) in record.actions.iter().enumerate() {
        let state = s.state();
        let voted: Vec<u8> = state
            .current_round()
            .map(|r| {
                r.counts
                    .iter()
                    .flat_map(|c| c.voters.iter().flatten().copied())
                    .collect()
            })
            .unwrap_or_default();
        let free: Vec<u8> = state
            .eligible_voters()
            .into_iter()
            .filter(|v| !voted.contains(v))
            .collect();
        let hands = |n: u8| Ballot::Voters(free.iter().copied().take(usize::from(n)).collect());
        let action = match &st.action {
            Action::Vote {
                candidate,
                votes: Ballot::Count(n),
            } => Action::Vote {
                candidate: *candidate,
                votes: hands(*n),
            },
            Action::Shoot { target } => {
                let blacks = living_blacks(rs, state);
                let other = state.living().map(|p| p.seat).find(|s| !blacks.contains(s));
                Action::ShootEach {
                    shots: blacks
                        .iter()
                        .enumerate()
                        .map(|(k, b)| Shot {
                            shooter: *b,
                            target: match target {
                                Some(t) => Some(*t),
                                None if k == 0 && blacks.len() > 1 => other,
                                None => None,
                            },
                        })
                        .collect(),
                }
            }
            Action::LiftVote {
                votes: Ballot::Count(n),
            } => Action::LiftVote {
                // Everyone may answer the lift, whoever he voted for.
                votes: Ballot::Voters(
                    state
                        .eligible_voters()
                        .into_iter()
                        .take(usize::from(*n))
                        .collect(),
                ),
            },
            other => other.clone(),
        };
        if let Err(e) = s.act(action.clone(), st.at) {
            panic!("action {}: {action:?} ({:?}): {e:?}", i + 1, st.action);
        }
        out.actions[i].action = action;
    }
    out
}

/// The record as a club that only counts would have entered it: every
/// vote and lift vote a number, the hands left out. (Only for games with
/// no double vote: MCC's second hand removes a player, a number does not.)
fn counted(record: &Record) -> Record {
    let mut out = record.clone();
    for st in &mut out.actions {
        match &mut st.action {
            Action::Vote { votes, .. } | Action::LiftVote { votes } => {
                if let Ballot::Voters(v) = votes {
                    *votes = Ballot::Count(u8::try_from(v.len()).unwrap());
                }
            }
            _ => {}
        }
    }
    out
}

/// The departures as the engine played them, in the client's terms.
fn departures(rs: &Ruleset, record: &Record) -> std::collections::BTreeSet<polemica::Kick> {
    let s = Session::replay(rs.clone(), record).unwrap();
    s.state()
        .players
        .iter()
        .filter_map(|p| {
            let e = p.exit.as_ref()?;
            let seat = u64::from(p.seat);
            Some(match e.how {
                ExitHow::Killed => (seat, i64::from(e.night?), 1),
                ExitHow::Voted => (seat, i64::from(e.day?), 0),
                _ => (seat, i64::from(e.day.or(e.night)?), 1),
            })
        })
        .collect()
}

fn classic_examples() -> Vec<(String, Ruleset, Record)> {
    examples()
        .into_iter()
        .filter(|(n, _)| !n.starts_with("stylized"))
        .map(|(n, r)| (n, ruleset(&r.ruleset.id), r))
        .collect()
}

/// The classic example game `name` and its ruleset.
fn classic_example(name: &str) -> (Ruleset, Record) {
    let (_, rs, record) = classic_examples()
        .into_iter()
        .find(|(n, ..)| n == name)
        .unwrap();
    (rs, record)
}

/// The seats of the black players still at the table.
fn living_blacks(rs: &Ruleset, state: &mafia_core::game::GameState) -> Vec<u8> {
    state
        .living()
        .filter(|p| {
            p.role
                .is_some_and(|r| rs.role_side(r) == mafia_core::ruleset::Side::Black)
        })
        .map(|p| p.seat)
        .collect()
}

/// The game as recorded and with every vote's hands and every black's
/// shot marked ([`with_hands`]), each named.
fn recorded_and_with_hands(rs: &Ruleset, record: &Record) -> [(&'static str, Record); 2] {
    [
        ("recorded", record.clone()),
        ("hands", with_hands(rs, record)),
    ]
}

#[test]
fn every_example_game_passes_mafiaratings_check_as_recorded_and_with_hands() {
    let mut seen = 0;
    for (name, rs, record) in classic_examples() {
        for (how, r) in recorded_and_with_hands(&rs, &record) {
            let v = export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap();
            let p = mafiaratings::problems(&v);
            assert!(p.is_empty(), "{name} ({how}): {p:#?}\n{v:#}");
            seen += 1;
        }
    }
    assert_eq!(seen, 16, "every classic example, twice");
}

#[test]
fn with_hands_marked_every_mafiaratings_file_carries_the_votes_and_the_letter_v() {
    for (name, rs, record) in classic_examples() {
        let v = export(
            Format::MafiaRatings,
            &rs,
            &with_hands(&rs, &record),
            &ids(&record),
        )
        .unwrap();
        assert!(v["features"].as_str().unwrap().contains('v'), "{name}");
        // The shots entered one by one: each black's shot, letter h.
        assert!(v["features"].as_str().unwrap().contains('h'), "{name}");
    }
}

#[test]
fn every_example_game_with_hands_is_read_back_by_polemica_as_it_was_played() {
    for (name, rs, record) in classic_examples() {
        let r = with_hands(&rs, &record);
        let v = export(Format::Polemica, &rs, &r, &ids(&r)).unwrap();
        let p = polemica::problems(&v);
        assert!(p.is_empty(), "{name}: {p:#?}");
        assert_eq!(
            polemica::kicked(&v),
            departures(&rs, &r),
            "{name}: {}",
            v["votes"]
        );
    }
}

/// fiim-red-wins up to its first shot, then a miss entered shooter by
/// shooter (every black at seat 2 but the last, who does not shoot), the
/// night played out and the game ended by the judge.
fn a_miss_one_by_one() -> (Ruleset, Record, usize) {
    let (rs, record) = classic_example("fiim-red-wins");
    let r = with_hands(&rs, &record);
    let cut = r
        .actions
        .iter()
        .position(|a| matches!(a.action, Action::ShootEach { .. }))
        .unwrap();
    let mut s = Session::replay(
        rs.clone(),
        &Record {
            actions: r.actions[..cut].to_vec(),
            ..r.clone()
        },
    )
    .unwrap();
    let mut at = r.actions[cut].at;
    let blacks = living_blacks(&rs, s.state());
    let target = |b: u8| (b != *blacks.last().unwrap()).then_some(2);
    s.act(
        Action::ShootEach {
            shots: blacks
                .iter()
                .map(|b| Shot {
                    shooter: *b,
                    target: target(*b),
                })
                .collect(),
        },
        at,
    )
    .unwrap();
    while matches!(s.state().phase, mafia_core::game::Phase::Night { .. }) {
        at += 1000;
        s.act(Action::Next, at).unwrap();
    }
    s.act(
        Action::DeclareResult {
            outcome: mafia_core::ruleset::Outcome::Red,
            reason: "протест".into(),
        },
        at + 1000,
    )
    .unwrap();
    let mut out = s.record();
    out.meta = r.meta.clone();
    (rs, out, blacks.len())
}

#[test]
fn a_miss_entered_shooter_by_shooter_keeps_each_shot_and_nobody_is_killed() {
    let (rs, r, blacks) = a_miss_one_by_one();
    assert!(blacks >= 2, "a miss needs two shooters here");
    let v = export(Format::Polemica, &rs, &r, &ids(&r)).unwrap();
    let night1: Vec<&Value> = v["shots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["night"] == 1)
        .collect();
    // A row at seat 2 from each black but the last, who did not shoot.
    assert_eq!(night1.len(), blacks - 1, "{night1:?}");
    assert!(night1.iter().all(|x| x["victim"] == 2));
    assert!(
        polemica::problems(&v).is_empty(),
        "{:?}",
        polemica::problems(&v)
    );
    assert_eq!(polemica::kicked(&v), departures(&rs, &r));
    assert!(
        !polemica::kicked(&v).iter().any(|k| k.0 == 2),
        "seat 2 lives"
    );
    let m = export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap();
    let p = mafiaratings::problems(&m);
    assert!(p.is_empty(), "{p:#?}");
    assert!(m["features"].as_str().unwrap().contains('h'));
}

#[test]
fn every_shipped_example_goes_to_polemica_as_recorded_with_every_departure() {
    // The games in `examples/`: every vote carries its hands.
    let mut games: Vec<(String, Ruleset, Record)> = classic_examples();
    // And every game of the example tournaments.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/tournaments");
    for t in std::fs::read_dir(&root).unwrap() {
        let folder = mafia_tournament::tournament::open(&t.unwrap().path()).unwrap();
        let rs = ruleset(&folder.description.ruleset);
        for g in folder.games {
            games.push((
                format!("{}/{}", folder.description.name, g.file),
                rs.clone(),
                g.record,
            ));
        }
    }
    assert!(games.len() > 50, "{}", games.len());
    for (name, rs, record) in &games {
        let v = export(Format::Polemica, rs, record, &ids(record))
            .unwrap_or_else(|e| panic!("{name} refused: {e}"));
        let p = polemica::problems(&v);
        assert!(p.is_empty(), "{name}: {p:#?}");
        assert_eq!(
            polemica::kicked(&v),
            departures(rs, record),
            "{name}: {}",
            v["votes"]
        );
    }
    // The one example left out is refused for its roles, not its votes.
    let (_, stylized) = examples()
        .into_iter()
        .find(|(n, _)| n.starts_with("stylized"))
        .unwrap();
    let e = export(
        Format::Polemica,
        &ruleset(&stylized.ruleset.id),
        &stylized,
        &ids(&stylized),
    )
    .unwrap_err();
    assert!(matches!(e, ExportError::Unfit(Unfit::Role { .. })), "{e:?}");
}

#[test]
fn votes_counted_without_hands_are_refused_for_polemica_naming_the_day() {
    let (rs, record) = classic_example("fiim-red-wins");
    let record = counted(&record);
    let e = export(Format::Polemica, &rs, &record, &ids(&record)).unwrap_err();
    assert!(
        matches!(e, ExportError::Unfit(Unfit::VotesWithoutHands { .. })),
        "{e:?}"
    );
}

/// The record with the hands of every count entered as a number marked by
/// the judge after the game (`mark_hands`, the first seats that could vote
/// then and are not marked for another candidate of that count).
fn marked_after_the_game(rs: &Ruleset, record: &Record) -> Record {
    let s = Session::replay(rs.clone(), record).unwrap();
    let state = s.state();
    assert!(state.is_over(), "the example game has ended");
    let mut out = record.clone();
    let mut at = record.actions.last().map_or(record.created, |a| a.at);
    for d in &state.days {
        for (round, r) in d.rounds.iter().enumerate() {
            let mut taken: Vec<u8> = r
                .counts
                .iter()
                .flat_map(|c| c.voters.iter().flatten().copied())
                .collect();
            for c in r
                .counts
                .iter()
                .filter(|c| c.voters.is_none() && c.votes > 0)
            {
                let voters: Vec<u8> = state
                    .players
                    .iter()
                    .map(|p| p.seat)
                    .filter(|seat| state.could_vote(d, *seat) && !taken.contains(seat))
                    .take(usize::from(c.votes))
                    .collect();
                taken.extend(&voters);
                at += 1000;
                out.actions.push(mafia_store::session::Stamped {
                    at,
                    by: None,
                    action: Action::MarkHands {
                        day: d.day,
                        round,
                        candidate: c.candidate,
                        voters,
                    },
                });
            }
        }
    }
    out
}

#[test]
fn votes_counted_without_hands_go_to_polemica_once_the_judge_marks_the_hands_after_the_game() {
    let (rs, record) = classic_example("fiim-red-wins");
    let record = counted(&record);
    let marked = marked_after_the_game(&rs, &record);
    assert!(marked.actions.len() > record.actions.len(), "hands to mark");
    let v = export(Format::Polemica, &rs, &marked, &ids(&marked)).unwrap();
    let p = polemica::problems(&v);
    assert!(p.is_empty(), "{p:#?}");
    assert_eq!(
        polemica::kicked(&v),
        departures(&rs, &record),
        "the client reads the departures back as they were played: {}",
        v["votes"]
    );
    // Marking changed no result: the game replays to the same end.
    let played = Session::replay(rs.clone(), &record).unwrap();
    let again = Session::replay(rs.clone(), &marked).unwrap();
    assert_eq!(played.state().ending, again.state().ending);
    assert_eq!(played.state().players, again.state().players);
}

/// The record with the hands of every lift vote entered as a number marked
/// by the judge after the game (`mark_lift_hands`, the first seats that
/// could vote that day).
fn lift_marked_after_the_game(rs: &Ruleset, record: &Record) -> Record {
    let s = Session::replay(rs.clone(), record).unwrap();
    let state = s.state();
    assert!(state.is_over(), "the example game has ended");
    let mut out = record.clone();
    let mut at = record.actions.last().map_or(record.created, |a| a.at);
    for d in &state.days {
        let Some(l) = d.lift.as_ref().filter(|l| l.voters.is_none()) else {
            continue;
        };
        let voters: Vec<u8> = state
            .players
            .iter()
            .map(|p| p.seat)
            .filter(|seat| state.could_vote(d, *seat))
            .take(usize::from(l.votes))
            .collect();
        at += 1000;
        out.actions.push(mafia_store::session::Stamped {
            at,
            by: None,
            action: Action::MarkLiftHands { day: d.day, voters },
        });
    }
    out
}

#[test]
fn a_lift_vote_counted_as_a_number_goes_to_polemica_only_once_the_judge_marks_its_hands() {
    let (rs, record) = classic_example("fiim-tie-and-lift");
    let record = counted(&record);
    let refused = |r: &Record| match export(Format::Polemica, &rs, r, &ids(r)) {
        Err(ExportError::Unfit(Unfit::VotesWithoutHands { day })) => Some(day),
        Err(e) => panic!("{e:?}"),
        Ok(_) => None,
    };
    // Day 1: 7 of 10 lifted 4 and 5, entered as a count.
    assert_eq!(refused(&record), Some(1), "as recorded");
    let counts = marked_after_the_game(&rs, &record);
    assert!(
        counts.actions.len() > record.actions.len(),
        "counts to mark"
    );
    assert_eq!(
        refused(&counts),
        Some(1),
        "every count's hands marked, the lift's not: still day 1"
    );
    let marked = lift_marked_after_the_game(&rs, &counts);
    assert_eq!(marked.actions.len(), counts.actions.len() + 1, "one lift");
    let v = export(Format::Polemica, &rs, &marked, &ids(&marked)).unwrap();
    let p = polemica::problems(&v);
    assert!(p.is_empty(), "{p:#?}");
    let lift: Vec<&Value> = v["votes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["day"] == 1 && r["num"].is_null())
        .collect();
    assert_eq!(lift.len(), 7, "one row per yes: {lift:?}");
    assert_eq!(
        polemica::kicked(&v),
        departures(&rs, &record),
        "the client reads the departures back as they were played, 4 and 5 lifted: {}",
        v["votes"]
    );
    assert!(polemica::kicked(&v).contains(&(4, 1, 0)));
    assert!(polemica::kicked(&v).contains(&(5, 1, 0)));
    // MafiaRatings takes it either way; with the lift's hands it has every
    // day's votes (letter v).
    let letters = |r: &Record| {
        let m = export(Format::MafiaRatings, &rs, r, &ids(r)).unwrap();
        let p = mafiaratings::problems(&m);
        assert!(p.is_empty(), "{p:#?}");
        m["features"].as_str().unwrap().to_owned()
    };
    assert!(!letters(&counts).contains('v'));
    assert!(letters(&marked).contains('v'));
    // Marking changed no result: the game replays to the same end.
    let played = Session::replay(rs.clone(), &record).unwrap();
    let again = Session::replay(rs.clone(), &marked).unwrap();
    assert_eq!(played.state().ending, again.state().ending);
    assert_eq!(played.state().players, again.state().players);
}

#[test]
fn stylized_ny_with_two_black_families_is_refused_by_both_sites_with_the_role() {
    let (_, record) = examples()
        .into_iter()
        .find(|(n, _)| n.starts_with("stylized"))
        .unwrap();
    let rs = ruleset(&record.ruleset.id);
    for format in [Format::MafiaRatings, Format::Polemica] {
        let e = export(format, &rs, &record, &ids(&record)).unwrap_err();
        assert!(matches!(e, ExportError::Unfit(Unfit::Role { .. })), "{e:?}");
    }
}

#[test]
fn a_missing_site_id_is_named_before_anything_is_built() {
    let (_, rs, record) = classic_examples().remove(0);
    let mut i = ids(&record);
    i.sites.mafiaratings.event = None;
    assert_eq!(
        export(Format::MafiaRatings, &rs, &record, &i).unwrap_err(),
        ExportError::Unfit(Unfit::MissingId {
            format: Format::MafiaRatings,
            id: IdKind::Event
        })
    );
    let mut i = ids(&record);
    i.seats[3].mafiaratings = None;
    assert_eq!(
        export(Format::MafiaRatings, &rs, &record, &i).unwrap_err(),
        ExportError::Unfit(Unfit::MissingId {
            format: Format::MafiaRatings,
            id: IdKind::Player {
                seat: 4,
                nick: record.players[3].clone()
            }
        })
    );
    let mut i = ids(&record);
    i.sites.polemica.master = None;
    assert_eq!(
        export(Format::Polemica, &rs, &record, &i).unwrap_err(),
        ExportError::Unfit(Unfit::MissingId {
            format: Format::Polemica,
            id: IdKind::Master
        })
    );
}

#[test]
fn a_foul_is_a_mafiaratings_warning_at_its_game_time() {
    let (rs, record) = classic_example("fiim-removal-by-fouls");
    let v = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    let removed = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["death"]["type"] == "warnings")
        .unwrap();
    let w = removed["warnings"].as_array().unwrap();
    assert_eq!(w.len(), 4, "{removed}");
    assert_eq!(w[3]["round"], removed["death"]["round"]);
    assert!(v["features"].as_str().unwrap().ends_with("nwr"));
}

/// The MafiaRatings ids an organiser gives on the command line.
pub const MR_IDS: [&str; 8] = [
    "--event",
    "7927",
    "--club",
    "42",
    "--rules",
    "0002000010000",
    "--moderator",
    "1139",
];

/// The Polemica ids an organiser gives on the command line.
pub const PL_IDS: [&str; 6] = [
    "--master",
    "84894",
    "--scoring-type",
    "1",
    "--scoring-version",
    "3.0",
];

/// `export SOURCE --format mafiaratings -o OUT`, [`MR_IDS`], then `more`.
fn export_mr(source: &str, out: &str, more: &[&str]) -> (i32, String) {
    let head = ["export", source, "--format", "mafiaratings", "-o", out];
    run(&[&head[..], &MR_IDS, more].concat())
}

fn run(args: &[&str]) -> (i32, String) {
    let r = crate::support::mafia_judge(args);
    (r.code, r.stderr)
}

#[test]
fn the_command_line_says_which_id_is_missing_and_why_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("game.json");
    let game = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let (code, err) = run(&[
        "export",
        game.to_str().unwrap(),
        "--format",
        "mafiaratings",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("eventId") && err.contains("does not store"),
        "{err}"
    );
    assert!(!out.exists());
}

/// A single game carries its own ids in its record (`meta.sites`): the
/// export takes them with no option, and an option given goes over them.
#[test]
fn a_games_own_site_ids_in_its_record_are_exported_and_an_option_goes_over_them() {
    let dir = tempfile::tempdir().unwrap();
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let mut record = Record::from_json("game", &std::fs::read_to_string(&src).unwrap()).unwrap();
    record.meta.sites = sites();
    let text = record.to_json();
    // The ids are written in the header and read back strictly.
    let back = Record::from_json("game", &text).unwrap();
    assert_eq!(back.meta.sites, sites());
    let game = dir.path().join("game.json");
    std::fs::write(&game, &text).unwrap();
    // The players' own ids come from the club's list, as always.
    let mut reg = mafia_tournament::tournament::players::Registry::default();
    for (i, n) in record.players.iter().enumerate() {
        let id = Some(500 + i as u64);
        reg.set_ids(
            n,
            PersonIds {
                mafiaratings: id,
                polemica: None,
            },
        );
    }
    let players = dir.path().join("players.toml");
    reg.save(&players).unwrap();
    let players = players.to_str().unwrap();
    let out = dir.path().join("out.json");
    let (code, err) = run(&[
        "export",
        game.to_str().unwrap(),
        "--format",
        "mafiaratings",
        "-o",
        out.to_str().unwrap(),
        "--players",
        players,
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(v["eventId"], 7927, "{v}");
    assert_eq!(v["clubId"], 42, "{v}");
    assert_eq!(v["moderator"]["id"], 1139, "{v}");
    let (code, err) = run(&[
        "export",
        game.to_str().unwrap(),
        "--format",
        "mafiaratings",
        "-o",
        out.to_str().unwrap(),
        "--event",
        "8000",
        "--players",
        players,
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(v["eventId"], 8000, "{v}");
    assert_eq!(v["clubId"], 42, "{v}");
}

#[test]
fn a_records_site_ids_with_an_unknown_key_are_refused_naming_it() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&src).unwrap()).unwrap();
    v["meta"]["sites"] = serde_json::json!({"mafiaratings": {"evnt": 7}});
    let err = Record::from_json("game", &v.to_string()).unwrap_err();
    let text = format!("{err:?}");
    assert!(text.contains("evnt"), "{text}");
}

/// In a tournament a game's own ids go over the tournament's, and the
/// command line's over both.
#[test]
fn a_tournament_games_own_event_goes_over_the_tournaments() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/tournaments/minsk-final");
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("minsk-final");
    let ok = std::process::Command::new("cp")
        .arg("-r")
        .arg(&src)
        .arg(&folder)
        .status()
        .unwrap();
    assert!(ok.success());
    let t = mafia_tournament::tournament::open(&folder).unwrap();
    let players = players_file(dir.path(), &t);
    // The first game (by file name) gets an event of its own.
    let mut names: Vec<PathBuf> = std::fs::read_dir(folder.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    let first = &names[0];
    let mut record = Record::from_json("game", &std::fs::read_to_string(first).unwrap()).unwrap();
    record.meta.sites.mafiaratings.event = Some(9001);
    std::fs::write(first, record.to_json()).unwrap();
    let (table, game) = (record.meta.table.clone(), record.meta.game.clone());
    let out = dir.path().join("out");
    let (code, err) = export_mr(
        folder.to_str().unwrap(),
        out.to_str().unwrap(),
        &["--players", players.to_str().unwrap()],
    );
    assert_eq!(code, 0, "{err}");
    // The command line's event goes over every game's, its own too.
    let mut events = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(out.join("mafiaratings")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|e| e == "json") {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            events.insert(v["eventId"].as_u64().unwrap());
        }
    }
    assert_eq!(events, [7927].into(), "table {table} game {game}");
    // Without the option, that game keeps its own event, the others the
    // tournament's (written into tournament.toml's [sites] here).
    let toml_path = folder.join("tournament.toml");
    let mut desc = std::fs::read_to_string(&toml_path).unwrap();
    assert!(!desc.contains("[sites"), "{desc}");
    desc.push_str("\n[sites.mafiaratings]\nevent = 7927\nclub = 42\nrules = \"0002000010000\"\nmoderator = 1139\n");
    std::fs::write(&toml_path, desc).unwrap();
    let out2 = dir.path().join("out2");
    let (code, err) = run(&[
        "export",
        folder.to_str().unwrap(),
        "--format",
        "mafiaratings",
        "-o",
        out2.to_str().unwrap(),
        "--players",
        players.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let mut own = 0;
    let mut tournaments = 0;
    for e in std::fs::read_dir(out2.join("mafiaratings")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|e| e == "json") {
            let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            match v["eventId"].as_u64().unwrap() {
                9001 => own += 1,
                7927 => tournaments += 1,
                other => panic!("event {other} in {}", p.display()),
            }
        }
    }
    assert_eq!(own, 1);
    assert!(tournaments > 0);
}

/// Every player of the example tournaments with an id, in a players list.
fn players_file(
    dir: &std::path::Path,
    tournament: &mafia_tournament::tournament::Folder,
) -> PathBuf {
    let mut reg = mafia_tournament::tournament::players::Registry::default();
    let mut nicks: Vec<&String> = tournament
        .games
        .iter()
        .flat_map(|g| g.record.players.iter())
        .collect();
    nicks.sort();
    nicks.dedup();
    for (i, n) in nicks.iter().enumerate() {
        reg.set_ids(
            n,
            PersonIds {
                mafiaratings: Some(500 + i as u64),
                polemica: None,
            },
        );
    }
    let path = dir.join("players.toml");
    reg.save(&path).unwrap();
    path
}

#[test]
fn a_whole_tournament_goes_out_by_round_and_table_with_the_standings_and_passes() {
    for name in ["minsk-final", "baikal-championship", "mcc-evening"] {
        let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("examples/tournaments")
            .join(name);
        let t = mafia_tournament::tournament::open(&folder).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let players = players_file(dir.path(), &t);
        let out = dir.path().join("out");
        let (code, err) = export_mr(
            folder.to_str().unwrap(),
            out.to_str().unwrap(),
            &["--players", players.to_str().unwrap()],
        );
        assert_eq!(code, 0, "{name}: {err}");
        let mut files: Vec<String> = std::fs::read_dir(&out)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert!(files.contains(&"standings.xlsx".to_owned()), "{files:?}");
        assert!(files.contains(&"standings.csv".to_owned()), "{files:?}");
        // The games in the site's own subfolder.
        let site = out.join("mafiaratings");
        let mut files: Vec<String> = std::fs::read_dir(&site)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let games: Vec<&String> = files.iter().filter(|f| f.starts_with("round-")).collect();
        assert!(!games.is_empty(), "{name}: {files:?}");
        assert!(games[0].starts_with("round-01-table-01"), "{files:?}");
        for f in games {
            let v: Value =
                serde_json::from_str(&std::fs::read_to_string(site.join(f)).unwrap()).unwrap();
            let p = mafiaratings::problems(&v);
            assert!(p.is_empty(), "{name}/{f}: {p:#?}");
        }
    }
}

/// The validators find what the issue found in the old files (a check
/// that can fail): warnings as a number, nulls past a death, ISO times,
/// no event; for Polemica no stage and votes without voters.
#[test]
fn the_validators_catch_the_faults_the_sites_refused() {
    let (rs, record) = classic_example("fiim-removal-by-fouls");
    let good = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    assert!(mafiaratings::problems(&good).is_empty());
    let mut bad = good.clone();
    let removed = bad["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p["death"]["type"] == "warnings")
        .unwrap();
    bad["players"][removed]["warnings"] = serde_json::json!(4);
    bad["players"][removed]["nominating"] = serde_json::json!([null, null, null, null, null, 1]);
    // The old padding: a living player's array ends in nulls.
    let alive = bad["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p.get("death").is_none() && p.get("nominating").is_some())
        .unwrap();
    bad["players"][alive]["nominating"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::Value::Null);
    bad["startTime"] = serde_json::json!("1970-01-01T00:16:40Z");
    bad.as_object_mut().unwrap().remove("eventId");
    let p = mafiaratings::problems(&bad).join("\n");
    for fault in [
        "warnings is not an array",
        "after he/she is dead",
        "ends with null",
        "Unix seconds",
        "no eventId",
    ] {
        assert!(p.contains(fault), "{fault} not found in:\n{p}");
    }

    let r = with_hands(&rs, &record);
    let good = export(Format::Polemica, &rs, &r, &ids(&r)).unwrap();
    let mut bad = good.clone();
    bad.as_object_mut().unwrap().remove("stage");
    bad["votes"] = serde_json::json!(
        good["votes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|v| v["num"] == 0)
            .collect::<Vec<_>>()
    );
    assert!(polemica::problems(&bad).iter().any(|p| p.contains("stage")));
    assert_ne!(
        polemica::kicked(&bad),
        departures(&rs, &r),
        "no vote-out is read"
    );
}

/// A fresh session of a record's players, options and role counts.
fn session_of(rs: &Ruleset, record: &Record) -> Session {
    let mut s = Session::new_as_version(
        rs.clone(),
        record.players.clone(),
        record.created,
        record.version,
    )
    .unwrap();
    s.set_options(record.options);
    for (role, count) in &record.role_counts {
        s.act(
            Action::SetRoleCount {
                role: role.clone(),
                count: *count,
            },
            record.created,
        )
        .unwrap();
    }
    s
}

/// Each black's shot as the replay's events say it: (night, shooter,
/// target). A night entered shooter by shooter: each shot with a target
/// (its `NightAct`); a night entered as the team's shot: its kill (the
/// `PlayerLeft` of a kill) shot by every black alive at that moment.
fn shots_from_replay(rs: &Ruleset, record: &Record) -> BTreeSet<(u32, u8, u8)> {
    use mafia_core::game::event::Event;
    let mut s = session_of(rs, record);
    let mut out = BTreeSet::new();
    let mut one_by_one = BTreeSet::new();
    for st in &record.actions {
        let night = match s.state().phase {
            mafia_core::game::Phase::Night { night, .. } => night,
            _ => 0,
        };
        let blacks = living_blacks(rs, s.state());
        let events = s.act(st.action.clone(), st.at).unwrap().to_vec();
        for e in events {
            match e {
                Event::NightAct(entry) if !entry.shots.is_empty() => {
                    one_by_one.insert(night);
                    for shot in entry.shots {
                        if let Some(t) = shot.target {
                            out.insert((night, shot.shooter, t));
                        }
                    }
                }
                Event::PlayerLeft { seat, exit } if exit.how == ExitHow::Killed => {
                    let n = exit.night.unwrap();
                    if !one_by_one.contains(&n) {
                        out.extend(blacks.iter().map(|b| (n, *b, seat)));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// Each black's shot as a MafiaRatings file says it (round r's shot at
/// index r - 1 of `shooting`).
fn mr_shots(v: &Value) -> BTreeSet<(u32, u8, u8)> {
    let mut out = BTreeSet::new();
    for (i, p) in v["players"].as_array().unwrap().iter().enumerate() {
        for (r, t) in p["shooting"].as_array().into_iter().flatten().enumerate() {
            if let Some(t) = t.as_u64() {
                out.insert((r as u32 + 1, i as u8 + 1, t as u8));
            }
        }
    }
    out
}

/// Issue 33 item 3: the site's statistics count a successful shot only from
/// each black's `shooting` (with the letter `h`); a kill entered as the
/// team's shot is every black at the table shooting the victim.
#[test]
fn a_night_kill_goes_to_mafiaratings_as_each_blacks_shot_at_the_victim_per_night() {
    let mut kills = 0;
    for (name, rs, record) in classic_examples() {
        for (how, r) in recorded_and_with_hands(&rs, &record) {
            let v = export(Format::MafiaRatings, &rs, &r, &ids(&r)).unwrap();
            let expected = shots_from_replay(&rs, &r);
            assert_eq!(mr_shots(&v), expected, "{name} ({how}): {v:#}");
            let killed = Session::replay(rs.clone(), &r)
                .unwrap()
                .state()
                .players
                .iter()
                .filter(|p| p.exit.as_ref().is_some_and(|e| e.how == ExitHow::Killed))
                .count();
            if killed > 0 {
                kills += 1;
                assert!(!expected.is_empty(), "{name} ({how})");
                assert!(v["features"].as_str().unwrap().contains('h'), "{name}");
            }
            let p = mafiaratings::problems(&v);
            assert!(p.is_empty(), "{name} ({how}): {p:#?}");
            // The same shots as Polemica's rows (which need the hands).
            if how == "one by one" {
                let pol = export(Format::Polemica, &rs, &r, &ids(&r)).unwrap();
                let rows: BTreeSet<(u32, u8, u8)> = pol["shots"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| {
                        (
                            x["night"].as_u64().unwrap() as u32,
                            x["shooter"].as_u64().unwrap() as u8,
                            x["victim"].as_u64().unwrap() as u8,
                        )
                    })
                    .collect();
                assert_eq!(rows, expected, "{name} ({how})");
            }
        }
    }
    assert!(kills >= 8, "{kills} games with a night kill");
}

/// Issue 33 item 4: a seat the don checks twice (MCC allows it) was found
/// on the first night; the file says that night for the don and the
/// sheriff alike, as the replay's check events give it.
#[test]
fn a_seat_checked_twice_is_exported_with_the_first_night_it_was_found() {
    use mafia_core::game::event::Event;
    let name = "mcc-order-night-and-double-vote";
    let (rs, record) = classic_example(name);
    // Every check of the replay: (checker's role id, seat) -> nights.
    let mut s = session_of(&rs, &record);
    let mut found: std::collections::BTreeMap<(String, u8), Vec<u32>> = Default::default();
    for st in &record.actions {
        let night = match s.state().phase {
            mafia_core::game::Phase::Night { night, .. } => night,
            _ => 0,
        };
        for e in s.act(st.action.clone(), st.at).unwrap().to_vec() {
            let Event::NightAct(entry) = e else { continue };
            let step = rs.night.iter().find(|x| x.id == entry.step).unwrap();
            if !matches!(step.kind, mafia_core::ruleset::StepKind::Check { .. }) {
                continue;
            }
            let role = rs.roles[step.roles[0]].id.clone();
            for t in entry.targets {
                found.entry((role.clone(), t)).or_default().push(night);
            }
        }
    }
    let twice: Vec<_> = found.iter().filter(|(_, n)| n.len() > 1).collect();
    assert!(
        !twice.is_empty(),
        "{name} has a seat checked twice: {found:?}"
    );
    let v = export(Format::MafiaRatings, &rs, &record, &ids(&record)).unwrap();
    for ((role, seat), nights) in &found {
        let key = if role == "don" { "don" } else { "sheriff" };
        assert_eq!(
            v["players"][usize::from(*seat) - 1][key],
            serde_json::json!(nights[0]),
            "{role} checked seat {seat} in nights {nights:?}"
        );
    }
    assert!(mafiaratings::problems(&v).is_empty());
}

/// A FIIM game in the last minute after its deciding vote (red votes the
/// blacks out; the last one voted out speaks, FIIM 7.10), and who speaks.
fn in_the_last_minute_after_the_result(rs: &Ruleset) -> (Session, u8) {
    in_the_last_minute_after(rs, &crate::tournament::play::Plan::red())
}

/// A FIIM game in the last minute after its deciding vote (`Plan::red`) or
/// kill (`Plan::black`: the last red killed speaks in the morning), and who
/// speaks.
fn in_the_last_minute_after(rs: &Ruleset, plan: &crate::tournament::play::Plan) -> (Session, u8) {
    use crate::tournament::play;
    use mafia_core::game::{DayStage, Phase};
    let nicks: Vec<String> = (crate::table::NICKS[..10].iter())
        .map(|s| (*s).to_owned())
        .collect();
    let meta = mafia_store::session::Meta::default();
    let whole = play::play(rs, &nicks, &crate::table::CLASSIC, 1_000, meta, plan);
    let cut = crate::table::cut_where(rs, &whole, |st| {
        st.ending.is_some()
            && matches!(
                st.phase,
                Phase::Day {
                    stage: DayStage::LastWords { .. } | DayStage::MorningLastWords { .. },
                    ..
                }
            )
    });
    let s = Session::replay(rs.clone(), &cut).unwrap();
    let speaker = s.state().speaker().unwrap();
    (s, speaker)
}

/// The game in MafiaRatings' file, which the site's checks accept.
fn to_mafiaratings(rs: &Ruleset, r: &Record) -> Value {
    let m = export(Format::MafiaRatings, rs, r, &ids(r)).unwrap();
    let p = mafiaratings::problems(&m);
    assert!(p.is_empty(), "{p:#?}");
    m
}

/// The game in Polemica's file, which the site's checks accept, its
/// client seeing the departures the game had.
fn to_polemica(rs: &Ruleset, r: &Record) -> Value {
    let v = export(Format::Polemica, rs, r, &ids(r)).unwrap();
    let p = polemica::problems(&v);
    assert!(p.is_empty(), "{p:#?}");
    assert_eq!(polemica::kicked(&v), departures(rs, r));
    v
}

/// FIIM 7.10: the player voted out by the deciding vote gets his fourth
/// foul in his last minute: a penalty, his exit stays the vote. MafiaRatings
/// reads four warnings as a death by warnings (game.php:1076) and refused
/// the file; Polemica's client reads fouls as moments only. Both take it,
/// and both see the departures as the game had them.
#[test]
fn fiim_7_10_a_fourth_foul_in_the_last_minute_is_no_removal_on_either_site() {
    let rs = ruleset("fiim");
    let (mut s, speaker) = in_the_last_minute_after_the_result(&rs);
    let mut at = 10_000_000;
    for _ in 0..4 {
        at += 1000;
        s.act(
            Action::Foul {
                seat: speaker,
                offence: None,
            },
            at,
        )
        .unwrap();
    }
    s.act(Action::Next, at + 1000).unwrap();
    let p = s.state().player(speaker).unwrap().clone();
    assert_eq!(p.fouls, 4);
    assert_eq!(p.exit.unwrap().how, ExitHow::Voted);
    assert_eq!(p.penalty.unwrap().how, ExitHow::Fouls);
    let r = s.record();
    let m = to_mafiaratings(&rs, &r);
    let mp = &m["players"][usize::from(speaker) - 1];
    assert_eq!(mp["death"]["type"], "day", "{mp}");
    assert_eq!(mp["warnings"].as_array().unwrap().len(), 3, "{mp}");
    // The penalty of four fouls (-0.5) is counted all the same.
    let points = protocol_points(&s);
    let seat = usize::from(speaker);
    assert_eq!(points[seat - 1].removal, -0.5);
    assert_eq!(
        mafiaratings::fiim_form_points(&m, seat),
        points[seat - 1].total,
        "{mp}"
    );
    let v = to_polemica(&rs, &r);
    assert_eq!(v["players"][seat - 1]["award"].as_f64(), Some(-0.5));
}

/// FIIM 7.10: a player still at the table when the deciding vote made the
/// result gets four fouls in the voted-out player's last minute: he is
/// removed (the result stays), and both sites see him leave then, as the
/// game does.
#[test]
fn fiim_7_10_four_fouls_to_a_living_player_after_the_result_go_to_both_sites_as_his_removal() {
    let rs = ruleset("fiim");
    let (mut s, _) = in_the_last_minute_after_the_result(&rs);
    let red = s.state().living().map(|p| p.seat).next().unwrap();
    let mut at = 10_000_000;
    for _ in 0..4 {
        at += 1000;
        s.act(
            Action::Foul {
                seat: red,
                offence: None,
            },
            at,
        )
        .unwrap();
    }
    s.act(Action::Next, at + 1000).unwrap();
    assert_eq!(
        s.state().player(red).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Fouls
    );
    let r = s.record();
    let m = to_mafiaratings(&rs, &r);
    let mp = &m["players"][usize::from(red) - 1];
    assert_eq!(mp["death"]["type"], "warnings", "{mp}");
    to_polemica(&rs, &r);
}

/// The protocol's points of every seat (`score::points`), seat 1 first.
fn protocol_points(s: &Session) -> Vec<mafia_core::game::score::SeatPoints> {
    mafia_core::game::score::points(s.state(), &s.ruleset)
}

/// FIIM 7.10 on both sites: the player leaving by the deciding vote or
/// kill gets `offence` in his last minute. His exit stays the vote (the
/// kill), his penalty is the protocol's; each site must take the file,
/// see the departures the game had (no second one for the penalty: the
/// client reads a `disqual` as leaving at that day's night, GameUtils.kt:193)
/// and count the points the protocol gives: MafiaRatings' FIIM form
/// (fiim_form.php) every seat's total, Polemica the penalty in `award`.
/// Gives the finished game's record (the site's own check reads it too:
/// `fields::mafiaratings_own_check_accepts_every_example_and_a_removal_with_its_moment`).
fn last_minute_offence_on_both_sites(
    plan: &crate::tournament::play::Plan,
    exit: ExitHow,
    offence: &str,
    penalty: ExitHow,
) -> Record {
    let rs = ruleset("fiim");
    let (mut s, speaker) = in_the_last_minute_after(&rs, plan);
    s.act(
        Action::Punish {
            seat: speaker,
            offence: offence.into(),
        },
        10_000_000,
    )
    .unwrap();
    s.act(Action::Next, 10_001_000).unwrap();
    assert!(s.state().is_over());
    let p = s.state().player(speaker).unwrap().clone();
    assert_eq!(p.exit.unwrap().how, exit, "his exit stays");
    assert_eq!(p.penalty.unwrap().how, penalty);
    let points = protocol_points(&s);
    let removal = points[usize::from(speaker) - 1].removal;
    assert!(removal < 0.0, "the protocol gives the penalty: {removal}");
    let r = s.record();
    let m = to_mafiaratings(&rs, &r);
    let mp = &m["players"][usize::from(speaker) - 1];
    let death = if exit == ExitHow::Voted {
        "day"
    } else {
        "night"
    };
    assert_eq!(mp["death"]["type"], death, "{mp}");
    for sp in &points {
        assert_eq!(
            mafiaratings::fiim_form_points(&m, usize::from(sp.seat)),
            sp.total,
            "seat {}: {}",
            sp.seat,
            m["players"][usize::from(sp.seat) - 1]
        );
    }
    let v = to_polemica(&rs, &r);
    let vp = &v["players"][usize::from(speaker) - 1];
    assert!(vp["disqual"].is_null(), "{vp}");
    assert_eq!(vp["award"].as_f64(), Some(removal), "{vp}");
    // A `disqual` of the day of his last minute instead: the client would
    // read him leave a second time, at that day's night.
    let last_day = s.state().days.iter().map(|d| d.day).max().unwrap();
    let mut disqual = v.clone();
    disqual["players"][usize::from(speaker) - 1]["disqual"] =
        serde_json::json!({"type": "speech", "day": last_day, "player": speaker});
    let read = polemica::kicked(&disqual);
    assert_eq!(
        read.iter().filter(|k| k.0 == u64::from(speaker)).count(),
        2,
        "{read:?}"
    );
    r
}

/// FIIM 7.10: the player voted out by the deciding vote is disqualified in
/// his last minute: the result stays, he gets the penalty (-0.5), and both
/// sites' files carry it.
#[test]
fn fiim_7_10_disqualified_in_the_last_minute_after_the_deciding_vote_both_sites_count_the_penalty()
{
    last_minute_offence_on_both_sites(
        &crate::tournament::play::Plan::red(),
        ExitHow::Voted,
        "6.7.4",
        ExitHow::Disqualified,
    );
}

/// FIIM 7.10: the player killed by the deciding shot is disqualified in his
/// last minute: the result stays, he gets the penalty, on both sites.
#[test]
fn fiim_7_10_disqualified_in_the_last_minute_after_the_deciding_kill_both_sites_count_the_penalty()
{
    last_minute_offence_on_both_sites(
        &crate::tournament::play::Plan::black(),
        ExitHow::Killed,
        "6.7.4",
        ExitHow::Disqualified,
    );
}

/// FIIM 7.10 with a team-loss offence (6.8, `last_minute_team_loss =
/// "penalty"`): the result stays, he gets the team loss's -0.7, on both
/// sites.
#[test]
fn fiim_7_10_a_team_loss_offence_in_the_last_minute_both_sites_count_its_penalty() {
    last_minute_offence_on_both_sites(
        &crate::tournament::play::Plan::red(),
        ExitHow::Voted,
        "6.8.1",
        ExitHow::TeamLoss,
    );
}
