//! The export formats, field by field against the sites' own descriptions
//! (docs/export-formats.md names the sources): mafiaratings' `voting` with
//! the kill-all flag `k`, and Polemica's vote rows (`num` 0 nominations,
//! 1.. the rounds, null the lift).

use super::examples::ruleset;
use mafia_store::session::Record;
use mafia_tournament::tournament::export::{Format, export};
use serde_json::{Value, json};

/// The FIIM example with a tie and a lift, every vote entered by clicking
/// its voters: day 1 nominates 4, 5 and 1; 4 and 5 tie at four, tie again
/// at five (1, 2, 3, 7, 10 for 4), and seven of ten lift both.
fn tie_and_lift_with_voters() -> Record {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/fiim-tie-and-lift.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let actions = v["actions"].as_array_mut().unwrap();
    assert_eq!(actions[40]["type"], "vote");
    actions[40]["votes"] = json!([1, 2, 3, 7, 10]);
    assert_eq!(actions[41]["type"], "lift_vote");
    actions[41]["votes"] = json!([1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(actions[60]["type"], "vote");
    actions[60]["votes"] = json!([1, 2, 3, 7]);
    Record::from_json("tie-and-lift", &v.to_string()).unwrap()
}

#[test]
fn mafiaratings_voting_ends_a_split_round_with_the_kill_all_answer_and_says_k() {
    let rs = ruleset("fiim");
    let r = tie_and_lift_with_voters();
    let v = export(Format::MafiaRatings, &rs, &r, &crate::export_sites::ids(&r)).unwrap();
    // The site's letters, in its own order: g s d u t c l h v k n w r (c:
    // the removals' moments, issue 33.6; h: the shots, known from the
    // night's kill, issue 33.3).
    assert_eq!(v["features"], "gsdutclhvknwr");
    let voting = |seat: usize| v["players"][seat - 1]["voting"].clone();
    // Round 0 (our day 1): 4, again 4, then yes to kill all.
    assert_eq!(voting(1)[0], json!([4, 4, true]));
    // Seat 8: 5 both times, and no to kill all.
    assert_eq!(voting(8)[0], json!([5, 5, false]));
    // Round 1 (our day 2): one vote, no split.
    assert_eq!(voting(1)[1], json!(6));
    // No nulls past the last round with a nomination (the site cuts them).
    assert_eq!(v["players"][0]["nominating"], json!([4]));
}

#[test]
fn polemica_vote_rows_are_nominations_rounds_and_the_lift() {
    let rs = ruleset("fiim");
    let r = tie_and_lift_with_voters();
    let v = export(Format::Polemica, &rs, &r, &crate::export_sites::ids(&r)).unwrap();
    let rows = v["votes"].as_array().unwrap();
    let of = |day: u64, num: Value| -> Vec<(u64, u64)> {
        rows.iter()
            .filter(|r| r["day"] == day && r["num"] == num)
            .map(|r| {
                (
                    r["voter"].as_u64().unwrap(),
                    r["candidate"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    // num 0: who nominated whom (the client reads the candidates from it).
    assert_eq!(of(1, json!(0)), vec![(1, 4), (2, 5), (6, 1)]);
    // num 1: the first round; num 2: the re-vote after the tie.
    assert_eq!(of(1, json!(1)).len(), 10);
    assert!(of(1, json!(2)).contains(&(10, 4)));
    // num null: the seven who voted to lift both.
    assert_eq!(of(1, Value::Null).len(), 7);
    assert_eq!(of(2, json!(0)), vec![(3, 6), (6, 10)]);
    // Java LocalDateTime: no zone letter.
    assert!(!v["started"].as_str().unwrap().ends_with('Z'));
}
