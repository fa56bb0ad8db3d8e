//! `mafia-judge view RECORD [--upto N] [--spectator] [--lang en]`: what the
//! audience sees after the first N actions, as JSON (docs/audience-view.md).

use crate::support::Judge;
use serde_json::Value;
use std::path::PathBuf;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

fn view(args: &[&str]) -> (i32, String, String) {
    Judge::with(["view"]).args(args).run().parts()
}

fn json(args: &[&str]) -> Value {
    Judge::with(["view"]).args(args).run().ok().json()
}

#[test]
fn view_prints_the_moment_after_the_first_n_actions_in_the_halls_language() {
    let f = example("fiim-tie-and-lift.json");
    let f = f.to_str().unwrap();
    let v = json(&[f, "--upto", "42", "--lang", "en"]);
    assert_eq!(v["lang"], "en");
    assert_eq!(v["moment"]["moment"], "voted_out");
    assert_eq!(v["moment"]["lift"], true);
    assert_eq!(v["banner"]["head"], "№4, №5 leave");
    // Roles stay hidden while the game runs...
    assert!(
        v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["role"].is_null())
    );
    // ...unless the judge shows them to spectators.
    let spect = json(&[f, "--upto", "42", "--spectator"]);
    assert!(
        spect["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| !s["role"].is_null())
    );
    // Without --upto: the whole game, the end with its table.
    let end = json(&[f]);
    assert_eq!(end["moment"]["moment"], "end");
    assert_eq!(end["moment"]["table"].as_array().unwrap().len(), 10);
}

#[test]
fn view_refuses_more_actions_than_the_record_has_and_bad_arguments() {
    let f = example("fiim-tie-and-lift.json");
    let f = f.to_str().unwrap();
    let (code, out, err) = view(&[f, "--upto", "100000"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("--upto 100000"), "{err}");
    let (code, _, err) = view(&[f, "--upto", "many"]);
    assert_eq!(code, 2);
    assert!(err.contains("--upto"), "{err}");
    let (code, _, err) = view(&[f, "--lang", "de"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang"), "{err}");
    let (code, _, _) = view(&[]);
    assert_eq!(code, 2);
}

use crate::game::Game;
use mafia_core::game::{Action, Ballot, DayStage, Phase};

/// A FIIM game at the classic layout ([`Game::fiim`]), played through the
/// engine, written as a record into `dir`.
impl Game {
    fn stage(&self) -> Option<DayStage> {
        match &self.s.state().phase {
            Phase::Day { stage, .. } => Some(stage.clone()),
            _ => None,
        }
    }

    /// Next until `day`'s regular speeches.
    fn until_speeches(&mut self, day: u32) -> &mut Self {
        for _ in 0..100 {
            if matches!(self.s.state().phase, Phase::Day { day: d, stage: DayStage::Speech { .. } } if d == day)
            {
                return self;
            }
            self.act(Action::Next);
        }
        panic!("no speeches on day {day}");
    }

    fn fouls(&mut self, seat: u8, n: usize) -> &mut Self {
        for _ in 0..n {
            self.act(Action::Foul {
                seat,
                offence: None,
            });
        }
        self
    }

    fn write(&self, dir: &std::path::Path, name: &str) -> PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, self.s.record().to_json()).unwrap();
        path
    }
}

fn kinds(v: &Value) -> Vec<String> {
    v["moments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["moment"].as_str().unwrap().to_owned())
        .collect()
}

fn heads(v: &Value) -> Vec<String> {
    v["banners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["head"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn view_tells_the_miss_and_the_cancelled_vote_of_one_morning() {
    let dir = tempfile::tempdir().unwrap();
    let mut g = Game::fiim();
    g.until_speeches(1);
    // Day 1: №1 nominates №4, №2 nominates №6; №4 leaves by 6 hands.
    g.act(Action::Nominate { target: 4 }).act(Action::Next);
    g.act(Action::Nominate { target: 6 });
    while matches!(g.stage(), Some(DayStage::Speech { .. })) {
        g.act(Action::Next);
    }
    g.act(Action::Vote {
        candidate: 4,
        votes: Ballot::Count(6),
    });
    assert!(matches!(g.stage(), Some(DayStage::LastWords { .. })));
    // №9's 4th foul during №4's last minute: after the result, so the next
    // day's vote is not held (FIIM 7.2).
    g.fouls(9, 4);
    g.act(Action::Next);
    // Night 1: the mafia misses.
    g.act(Action::Shoot { target: None });
    g.until_speeches(2);
    let f = g.write(dir.path(), "miss-and-no-vote.json");
    let v = json(&[f.to_str().unwrap(), "--lang", "ru"]);
    assert_eq!(kinds(&v), ["night", "no_vote"]);
    assert_eq!(v["moments"][0]["killed"], serde_json::json!([]));
    assert_eq!(heads(&v), ["Никто не убит", "Голосования не будет"]);
    assert_eq!(
        v["banners"][1]["detail"],
        "Голосование не проводится: игрок удалён (7.2)"
    );
    // The single moment the stream pages read is the last one.
    assert_eq!(v["moment"]["moment"], "no_vote");
    assert_eq!(v["banner"]["head"], "Голосования не будет");
}

#[test]
fn view_tells_a_removal_by_a_fourth_foul_at_once_with_the_vote_it_cancels() {
    let dir = tempfile::tempdir().unwrap();
    let mut g = Game::fiim();
    g.until_speeches(1);
    g.act(Action::Nominate { target: 6 });
    // №4's 4th foul during №1's speech: he leaves, today's vote is not held (7.1).
    g.fouls(4, 4);
    let f = g.write(dir.path(), "fourth-foul.json");
    let v = json(&[f.to_str().unwrap(), "--lang", "ru"]);
    assert_eq!(kinds(&v), ["removed"]);
    let m = &v["moments"][0];
    assert_eq!(
        (m["seat"].as_u64(), m["how"].as_str()),
        (Some(4), Some("fouls"))
    );
    assert_eq!(m["vote"], "this_day");
    assert_eq!(v["banner"]["head"], "№4 удалён");
    assert_eq!(
        v["banner"]["detail"],
        "4 фола · голосование этого дня не проводится"
    );
    // Nominations are gone with the vote; the tile says how he left.
    assert_eq!(v["nominations"], serde_json::json!([]));
    let en = json(&[f.to_str().unwrap(), "--lang", "en"]);
    assert_eq!(en["banner"]["head"], "№4 removed");
    assert_eq!(
        en["banner"]["detail"],
        "4 fouls · this day's vote is not held"
    );
}
