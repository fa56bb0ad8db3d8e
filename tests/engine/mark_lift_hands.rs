//! After the game the judge marks who raised hands in a lift vote («за
//! подъём всех») entered as a number (issue 22: Polemica keeps each
//! voter's yes). The hands must be the count, of seats that could vote that
//! day, each once; the result never changes. FIIM, classic layout: blacks
//! at 4, 6 and 8.
//!
//! The game: day 1, 4 (6 votes) against 5 (4): 4 leaves. Night 1 kills 1.
//! Day 2, 6 and 8 tie 4 to 4 twice; 5 of the 8 at the table vote to lift
//! them both, and the town wins.

use crate::common::Table;
use mafia_core::game::{Action, Ballot, DayStage, Refusal, Seat};
use mafia_core::ruleset::Outcome;
use mafia_store::session::Session;
use mafia_words::Lang;

fn lift_by_count() -> Table {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 5)]);
    t.vote(4, 6);
    assert!(!t.alive(4));
    t.until_night();
    t.shoot(Some(1)).finish_night();
    t.until_speeches(2);
    t.speeches(&[(2, 6), (3, 8)]);
    t.vote_by(6, &[2, 3, 5, 7]); // 8 gets the other 4
    t.next().next();
    t.vote(6, 4); // and again
    assert_eq!(t.stage(), Some(DayStage::LiftVote));
    t.act(Action::LiftVote {
        votes: Ballot::Count(5),
    });
    assert!(!t.alive(6) && !t.alive(8), "5 of 8 lift them both");
    t.last_minutes();
    assert!(t.state().is_over());
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    t
}

fn mark(day: u32, voters: &[Seat]) -> Action {
    Action::MarkLiftHands {
        day,
        voters: voters.to_vec(),
    }
}

fn lift_voters(t: &Table, day: u32) -> Option<Vec<Seat>> {
    let d = t.state().days.iter().find(|d| d.day == day).unwrap();
    d.lift.as_ref().unwrap().voters.clone()
}

#[test]
fn after_the_game_the_hands_of_a_lift_vote_counted_as_a_number_are_added_and_nothing_else_changes()
{
    let mut t = lift_by_count();
    let before = t.state().clone();
    t.act(mark(2, &[9, 2, 3, 10, 5]));
    assert_eq!(lift_voters(&t, 2), Some(vec![2, 3, 5, 9, 10]));
    let after = t.state();
    assert_eq!(after.ending, before.ending, "the result stays");
    assert_eq!(after.players, before.players, "every exit stays");
    let (l, was) = (
        after.days[1].lift.as_ref().unwrap(),
        before.days[1].lift.as_ref().unwrap(),
    );
    assert_eq!(
        (l.votes, l.passed, &l.candidates),
        (was.votes, was.passed, &was.candidates),
        "the lift's count and result stay"
    );
    assert_eq!(
        after.days[1].rounds, before.days[1].rounds,
        "the counts stay"
    );
}

#[test]
fn the_hands_marked_for_lifting_all_must_be_as_many_as_its_votes() {
    let mut t = lift_by_count();
    let r = t.refused(mark(2, &[2, 3, 5, 9]));
    assert_eq!(
        r,
        Refusal::LiftHandsNotTheCount {
            day: 2,
            votes: 5,
            marked: 4
        },
        "too few"
    );
    assert_eq!(
        t.refusal_words(&r),
        "Lifting all on day 2 had 5 votes, but 4 hands are marked"
    );
    let ru = mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::Ru);
    assert_eq!(
        ru,
        "За подъём всех в день 2 было голосов: 5, а отмечено рук: 4"
    );
    assert_eq!(
        t.refused(mark(2, &[2, 3, 5, 7, 9, 10])),
        Refusal::LiftHandsNotTheCount {
            day: 2,
            votes: 5,
            marked: 6
        },
        "too many"
    );
    assert_eq!(lift_voters(&t, 2), None, "nothing recorded");
}

#[test]
fn the_hands_for_lifting_all_are_seats_that_could_vote_that_day_each_once() {
    let mut t = lift_by_count();
    // Seat 4 was voted out on day 1, seat 1 killed on night 1.
    for gone in [4, 1] {
        assert_eq!(
            t.refused(mark(2, &[gone, 2, 3, 5, 7])),
            Refusal::CouldNotVote { seat: gone, day: 2 }
        );
    }
    assert_eq!(
        t.refused(mark(2, &[2, 2, 3, 5, 7])),
        Refusal::ListedTwice { seat: 2 }
    );
    assert_eq!(
        t.refused(mark(2, &[11, 2, 3, 5, 7])),
        Refusal::NoSeat {
            seat: 11,
            seats: 10
        }
    );
    // 6 and 8 left by that very vote: they answered it. Whoever voted for
    // 6 or 8 before may answer the lift too.
    t.act(mark(2, &[2, 3, 6, 8, 9]));
    assert_eq!(lift_voters(&t, 2), Some(vec![2, 3, 6, 8, 9]));
}

#[test]
fn the_hands_of_a_lift_vote_are_marked_once_after_the_game_on_a_day_that_had_one() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 5)]);
    t.vote(4, 6);
    assert_eq!(
        t.refused(mark(1, &[])),
        Refusal::AfterGameOnly,
        "during the game the hands are clicked in the vote itself"
    );
    let mut t = lift_by_count();
    assert_eq!(
        t.refused(mark(1, &[])),
        Refusal::NoLiftVote { day: 1 },
        "day 1 had a vote but no lift"
    );
    assert_eq!(t.refused(mark(3, &[])), Refusal::NoLiftVote { day: 3 });
    t.act(mark(2, &[2, 3, 5, 7, 9]));
    assert_eq!(
        t.refused(mark(2, &[2, 3, 5, 7, 10])),
        Refusal::LiftHandsKnown { day: 2 }
    );
}

#[test]
fn marking_lift_hands_is_undone_and_replayed_from_the_record_and_the_record_without_it_is_as_before()
 {
    let mut t = lift_by_count();
    let unmarked = t.s.record();
    let played = t.state().clone();
    t.act(mark(2, &[2, 3, 5, 7, 9]));
    let record = t.s.record();
    assert!(
        record
            .to_json()
            .contains("\"type\":\"mark_lift_hands\",\"day\":2,\"voters\":[2,3,5,7,9]}"),
        "{}",
        record.to_json()
    );
    let again = Session::replay(t.s.ruleset.clone(), &record).unwrap();
    assert_eq!(again.state(), t.state());
    let old = Session::replay(t.s.ruleset.clone(), &unmarked).unwrap();
    assert_eq!(
        old.state(),
        &played,
        "a record without it replays as played"
    );
    assert!(t.s.undo());
    assert_eq!(lift_voters(&t, 2), None);
}
