//! The night's shots entered shooter by shooter (`shoot_each`): a kill when
//! every living black shot the same seat, a miss otherwise, and each shot
//! kept for the rating sites.

use super::common::Table;
use mafia_core::game::action::Shot;
use mafia_core::game::{Action, Refusal};
use mafia_store::session::{Record, Session};

fn shots(list: &[(u8, Option<u8>)]) -> Action {
    Action::ShootEach {
        shots: list
            .iter()
            .map(|(s, t)| Shot {
                shooter: *s,
                target: *t,
            })
            .collect(),
    }
}

/// The classic layout's blacks: 4 and 8 mafia, 6 the don.
fn at_night_one() -> Table {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t
}

#[test]
fn all_three_blacks_shooting_seat_two_kill_him_and_the_shots_are_kept() {
    let mut t = at_night_one();
    t.act(shots(&[(4, Some(2)), (6, Some(2)), (8, Some(2))]));
    let entry = t.state().night().unwrap().entries[0].clone();
    assert_eq!(entry.targets, vec![2]);
    assert_eq!(entry.shots.len(), 3);
    t.finish_night();
    assert!(!t.alive(2));
}

#[test]
fn blacks_shooting_different_seats_or_not_at_all_miss_and_each_shot_stays() {
    let mut t = at_night_one();
    t.act(shots(&[(4, Some(2)), (6, Some(2)), (8, None)]));
    let entry = t.state().night().unwrap().entries[0].clone();
    assert!(entry.targets.is_empty(), "a miss");
    assert_eq!(entry.answer.as_deref(), Some("miss"));
    assert_eq!(
        entry.shots,
        vec![
            Shot {
                shooter: 4,
                target: Some(2)
            },
            Shot {
                shooter: 6,
                target: Some(2)
            },
            Shot {
                shooter: 8,
                target: None
            }
        ]
    );
    t.finish_night();
    assert_eq!(t.living(), 10);
}

#[test]
fn shots_one_by_one_name_every_living_black_once() {
    let mut t = at_night_one();
    let want = Refusal::ShootersAre {
        seats: vec![4, 6, 8],
    };
    assert_eq!(t.refused(shots(&[(4, Some(2)), (6, Some(2))])), want);
    assert_eq!(
        t.refused(shots(&[
            (4, Some(2)),
            (6, Some(2)),
            (8, Some(2)),
            (1, Some(2))
        ])),
        want
    );
    assert_eq!(
        t.refused(shots(&[(4, Some(2)), (4, Some(2)), (8, Some(2))])),
        want
    );
    assert!(t.refusal_words(&want).contains("4, 6, 8"));
}

#[test]
fn a_record_with_shots_one_by_one_reads_back_and_replays_the_same() {
    let mut t = at_night_one();
    t.act(shots(&[(4, Some(2)), (6, Some(2)), (8, Some(2))]))
        .finish_night();
    let text = t.s.record().to_json();
    assert!(text.contains(r#""type":"shoot_each""#), "{text}");
    let back = Record::from_json("r", &text).unwrap();
    let s = Session::replay(t.s.ruleset.clone(), &back).unwrap();
    assert_eq!(s.state(), t.state());
}
