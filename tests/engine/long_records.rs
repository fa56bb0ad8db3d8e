//! Issue 11.5: a step costs the same whatever the record holds. Every step
//! clones the state, so what the state holds in bulk (the judge's notes and
//! protests) must be shared with the state before the step, never copied.
//! The speed itself is measured by `cargo bench --bench engine` (10^5 notes
//! against 10^5 timer clicks); this pins the reason it holds.

use mafia_judge::game::Action;
use mafia_judge::ruleset::catalog;
use mafia_judge::session::{Record, Session};

/// The FIIM game at day 1, first speech (tests/data/fiim-day-one.json).
fn day_one() -> Session {
    let path = mafia_judge::storage::source_root().join("tests/data/fiim-day-one.json");
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
