//! Issue 11.5: a step costs the same whatever the record holds. Every step
//! clones the state, so what the state holds in bulk (the judge's notes and
//! protests) must be shared with the state before the step, never copied.
//! The speed itself is measured by `cargo bench --bench engine` (10^5 notes
//! against 10^5 timer clicks); this pins the reason it holds.

use mafia_core::game::Action;
use mafia_store::ruleset::catalog;
use mafia_store::session::{Record, ReplayError, Session, Stamped};

/// The FIIM game at day 1, first speech (tests/data/fiim-day-one.json).
fn day_one() -> Session {
    let path = mafia_store::storage::source_root().join("tests/data/fiim-day-one.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let record = Record::from_json("fiim-day-one.json", &text).unwrap();
    Session::replay(catalog::find("fiim").unwrap(), &record).unwrap()
}

#[test]
fn a_note_step_shares_the_notes_before_it_instead_of_copying_them() {
    let mut s = day_one();
    let mut now = 2_000_000;
    // Past one chunk of a chunked vector (64), where a copy would hide.
    for i in 0..300 {
        let before = s.state().scoring.notes.clone();
        now += 10;
        s.act(
            Action::Note {
                text: format!("note {i}: player 3 was late"),
            },
            now,
        )
        .unwrap();
        let after = &s.state().scoring.notes;
        assert_eq!(after.len(), i + 1);
        assert!(
            after.shares(&before),
            "note {i}: the step copied the notes before it"
        );
    }
    let last = s.state().scoring.notes.last().map(|t| t.to_string());
    assert_eq!(last.as_deref(), Some("note 299: player 3 was late"));
    // A step that writes no note shares them all too.
    let before = s.state().scoring.notes.clone();
    s.act(Action::TimerStart, now + 10).unwrap();
    assert!(s.state().scoring.notes.shares(&before));
    assert_eq!(s.state().scoring.notes.len(), before.len());
}

#[test]
fn a_protest_step_shares_the_protests_before_it() {
    let mut s = day_one();
    for i in 0..100 {
        let before = s.state().scoring.protests.clone();
        s.act(
            Action::Protest {
                text: format!("protest {i}"),
            },
            2_000_000 + i as u64,
        )
        .unwrap();
        assert!(s.state().scoring.protests.shares(&before), "protest {i}");
    }
    let read: Vec<String> = s
        .state()
        .scoring
        .protests
        .iter()
        .take(2)
        .map(|t| t.to_string())
        .collect();
    assert_eq!(read, ["protest 0", "protest 1"], "oldest first");
}

/// Issue 35.4: a record holds at most `ACTIONS_LIMIT` actions, and the
/// session never takes a step past it, so the autosave it writes is always
/// one the console reads back. The limit is lowered here (200,000 steps
/// would test nothing more).
#[test]
fn a_step_past_the_most_actions_a_record_holds_is_refused_and_the_game_stays_readable() {
    use mafia_core::game::Refusal;
    use mafia_words::Lang;
    let mut s = day_one();
    let limit = s.history().len() + 2;
    s.lower_actions_limit(limit);
    let mut now = 2_000_000;
    for a in [Action::TimerStart, Action::TimerPause] {
        now += 10;
        s.act(a, now).unwrap();
    }
    now += 10;
    let refused = s.act(Action::TimerStart, now).unwrap_err();
    assert_eq!(refused, Refusal::ActionsLimit { limit });
    assert_eq!(s.history().len(), limit, "the refused step was not taken");
    assert!(!s.state().timer.running());
    // Said in words, with the limit.
    let en =
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&refused, &s.ruleset), Lang::En);
    assert!(en.contains(&format!("{limit} actions")), "{en}");
    let ru =
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&refused, &s.ruleset), Lang::Ru);
    assert!(ru.contains(&format!("{limit} действ")), "{ru}");
    // The limit is never raised, and undo makes room for another step.
    s.lower_actions_limit(limit + 100);
    assert!(s.act(Action::TimerStart, now + 10).is_err());
    assert!(s.undo());
    s.act(
        Action::Note {
            text: "late".into(),
        },
        now + 20,
    )
    .unwrap();
    assert_eq!(s.record().actions.len(), limit);
}

/// Replaying a record by taking it gives the same game as replaying a
/// borrowed one (the consuming replay only frees the record as it goes).
#[test]
fn a_record_replayed_by_taking_it_is_the_same_game_as_replayed_by_borrowing_it() {
    let s = day_one();
    let mut record = s.record();
    let mut now = 2_000_000;
    for i in 0..5_000 {
        now += 10;
        record.actions.push(Stamped {
            at: now,
            by: None,
            action: match i % 3 {
                0 => Action::TimerStart,
                1 => Action::Note {
                    text: format!("note {i}"),
                },
                _ => Action::TimerPause,
            },
        });
    }
    let fiim = catalog::find("fiim").unwrap();
    let borrowed = Session::replay(fiim.clone(), &record).unwrap();
    let taken = Session::replay_owned(fiim.clone(), record.clone()).unwrap();
    assert_eq!(taken.record(), record);
    assert_eq!(borrowed.record(), taken.record());
    assert_eq!(
        taken.state().scoring.notes.len(),
        borrowed.state().scoring.notes.len()
    );
    // An action the rules refuse stops both at the same place.
    let at = record.actions.len() - 100;
    record.actions.insert(
        at,
        Stamped {
            at: now,
            by: None,
            action: Action::Nominate { target: 99 },
        },
    );
    let (before, refused) = Session::replay_until(fiim.clone(), record.clone()).unwrap();
    let (index, _) = refused.unwrap();
    assert_eq!(index, at + 1);
    assert_eq!(before.history().len(), at);
    match Session::replay(fiim, &record) {
        Err(ReplayError::Refused { index: i, .. }) => assert_eq!(i, index),
        other => panic!("{other:?}"),
    }
}
