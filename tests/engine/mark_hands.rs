//! After the game the judge marks who raised hands in a vote entered as
//! counts (issue 22: a site that keeps each voter's vote needs them). The
//! hands must be the count, of seats that could vote then, one vote each;
//! the result never changes. FIIM, classic layout: blacks at 4, 6 and 8.
//!
//! The game: day 1, 4 (6 votes) against 5 (4): 4 leaves. Night 1 kills 1.
//! Day 2, 6 (5 votes) against 8 (3): 6 leaves; in his last words 8 is
//! removed and the town wins.

use crate::common::Table;
use mafia_core::game::{Action, Refusal, Seat};
use mafia_core::ruleset::{Outcome, RuleKey};
use mafia_store::session::Session;
use mafia_words::Lang;

fn two_votes_by_count() -> Table {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 5)]);
    t.vote(4, 6);
    assert!(!t.alive(4));
    t.until_night();
    t.shoot(Some(1)).finish_night();
    t.until_speeches(2);
    t.speeches(&[(2, 6), (3, 8)]);
    t.vote(6, 5);
    assert!(!t.alive(6));
    t.act(Action::Punish {
        seat: 8,
        offence: "6.7.1".to_owned(),
    });
    t.last_minutes();
    assert!(t.state().is_over());
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    t
}

fn mark(day: u32, round: usize, candidate: Seat, voters: &[Seat]) -> Action {
    Action::MarkHands {
        day,
        round,
        candidate,
        voters: voters.to_vec(),
    }
}

fn voters_of(t: &Table, day: u32, candidate: Seat) -> Option<Vec<Seat>> {
    let d = t.state().days.iter().find(|d| d.day == day).unwrap();
    d.rounds[0]
        .counts
        .iter()
        .find(|c| c.candidate == candidate)
        .unwrap()
        .voters
        .clone()
}

#[test]
fn after_the_game_the_hands_of_a_vote_counted_as_numbers_are_added_and_nothing_else_changes() {
    let mut t = two_votes_by_count();
    let before = t.state().clone();
    t.act(mark(1, 0, 4, &[7, 1, 2, 3, 5, 6]));
    t.act(mark(1, 0, 5, &[4, 8, 9, 10]));
    assert_eq!(voters_of(&t, 1, 4), Some(vec![1, 2, 3, 5, 6, 7]));
    assert_eq!(voters_of(&t, 1, 5), Some(vec![4, 8, 9, 10]));
    let after = t.state();
    assert_eq!(after.ending, before.ending, "the result stays");
    assert_eq!(after.players, before.players, "every exit stays");
    assert_eq!(
        after.days[0].rounds[0]
            .counts
            .iter()
            .map(|c| c.votes)
            .collect::<Vec<_>>(),
        vec![6, 4],
        "the counts stay"
    );
}

#[test]
fn marked_hands_must_add_up_to_the_recorded_count() {
    let mut t = two_votes_by_count();
    let r = t.refused(mark(1, 0, 4, &[1, 2, 3, 5, 7]));
    assert_eq!(
        r,
        Refusal::HandsNotTheCount {
            candidate: 4,
            votes: 6,
            marked: 5
        }
    );
    assert_eq!(
        t.refusal_words(&r),
        "No. 4 had 6 votes, but 5 hands are marked"
    );
    assert_eq!(voters_of(&t, 1, 4), None, "nothing recorded");
}

#[test]
fn marked_hands_are_seats_that_were_at_the_table_at_that_vote() {
    let mut t = two_votes_by_count();
    // Day 2: seat 4 was voted out on day 1, seat 1 killed on night 1.
    for gone in [4, 1] {
        let r = t.refused(mark(2, 0, 6, &[gone, 2, 3, 5, 7]));
        assert_eq!(r, Refusal::CouldNotVote { seat: gone, day: 2 });
    }
    let ru = mafia_words::i18n::Words::say(
        &mafia_store::i18n::Ruled(&Refusal::CouldNotVote { seat: 1, day: 2 }, &t.s.ruleset),
        Lang::Ru,
    );
    assert!(ru.starts_with("Игрок №1 не голосовал в день 2"), "{ru}");
    // 6 and 8 left on day 2 after the count: they voted in it.
    t.act(mark(2, 0, 6, &[2, 3, 5, 7, 8]));
    t.act(mark(2, 0, 8, &[6, 9, 10]));
}

#[test]
fn a_seat_marked_for_one_candidate_cannot_be_marked_for_another_of_the_same_count() {
    let mut t = two_votes_by_count();
    t.act(mark(1, 0, 4, &[1, 2, 3, 5, 6, 7]));
    let r = t.refused(mark(1, 0, 5, &[7, 8, 9, 10]));
    assert_eq!(
        r,
        Refusal::AlreadyVoted {
            seat: 7,
            rule: RuleKey::OneVote
        }
    );
    let r = t.refused(mark(1, 0, 5, &[8, 8, 9, 10]));
    assert_eq!(r, Refusal::ListedTwice { seat: 8 });
}

#[test]
fn hands_are_marked_once_after_the_game_on_a_count_that_was_held() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 5)]);
    t.vote(4, 6);
    assert_eq!(
        t.refused(mark(1, 0, 4, &[1, 2, 3, 5, 6, 7])),
        Refusal::AfterGameOnly,
        "during the game the hands are clicked in the vote itself"
    );
    let mut t = two_votes_by_count();
    assert_eq!(
        t.refused(mark(3, 0, 4, &[])),
        Refusal::NoSuchCount { day: 3, round: 0 }
    );
    assert_eq!(
        t.refused(mark(1, 1, 4, &[])),
        Refusal::NoSuchCount { day: 1, round: 1 }
    );
    assert_eq!(
        t.refused(mark(1, 0, 9, &[])),
        Refusal::NoVotesFor {
            day: 1,
            candidate: 9
        }
    );
    t.act(mark(1, 0, 4, &[1, 2, 3, 5, 6, 7]));
    assert_eq!(
        t.refused(mark(1, 0, 4, &[1, 2, 3, 5, 6, 7])),
        Refusal::HandsKnown { candidate: 4 }
    );
}

#[test]
fn marking_hands_is_undone_and_replayed_from_the_record() {
    let mut t = two_votes_by_count();
    t.act(mark(1, 0, 4, &[1, 2, 3, 5, 6, 7]));
    let record = t.s.record();
    assert!(record.to_json().contains("\"type\":\"mark_hands\""));
    let again = Session::replay(t.s.ruleset.clone(), &record).unwrap();
    assert_eq!(again.state(), t.state());
    assert!(t.s.undo());
    assert_eq!(voters_of(&t, 1, 4), None);
}
