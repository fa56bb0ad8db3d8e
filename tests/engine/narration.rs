//! The judge's line between the moments (`audience::say`): typed from the
//! state and the rules, said in both languages; no window is linked.

use crate::common::Table;
use mafia_audience::audience::Moment;
use mafia_audience::audience::say::{Say, say_now, say_now_words};
use mafia_core::game::state::SpeechKind;
use mafia_core::game::{Action, DayStage, Phase};
use mafia_words::Lang;

fn say(t: &Table) -> Say {
    say_now(t.state(), &t.s.ruleset)
}

fn words(t: &Table, lang: Lang) -> String {
    say_now_words(t.state(), &t.s.ruleset, lang)
}

#[test]
fn before_the_game_the_judge_says_the_table_is_being_set() {
    let t = Table::seated("fiim", &crate::common::CLASSIC);
    assert_eq!(say(&t), Say::Setup);
    assert!(!words(&t, Lang::Ru).is_empty());
}

#[test]
fn day_one_opens_with_good_morning_and_the_first_speakers_minute_only_once() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    assert_eq!(
        say(&t),
        Say::Speech {
            seat: 1,
            kind: SpeechKind::Full,
            morning: true
        }
    );
    let ru = words(&t, Lang::Ru);
    assert!(ru.starts_with("Доброе утро!"), "{ru}");
    assert!(ru.contains("ваша минута"), "{ru}");
    assert!(words(&t, Lang::En).starts_with("Good morning"));
    t.next();
    assert_eq!(
        say(&t),
        Say::Speech {
            seat: 2,
            kind: SpeechKind::Full,
            morning: false
        }
    );
    assert!(!words(&t, Lang::Ru).contains("Доброе утро"));
}

#[test]
fn in_a_vote_the_judge_names_the_candidate_and_in_the_revote_says_it_is_one() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    assert_eq!(
        say(&t),
        Say::Vote {
            candidate: Some(4),
            revote: false
        }
    );
    t.vote(4, 4).vote(8, 4);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    assert_eq!(say(&t), Say::TieSpeech { seat: 4 });
    t.next().next();
    assert_eq!(
        say(&t),
        Say::Vote {
            candidate: Some(4),
            revote: true
        }
    );
    assert_ne!(
        words(&t, Lang::Ru),
        {
            let mut first = Table::fiim();
            first.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
            words(&first, Lang::Ru)
        },
        "the revote is said as one"
    );
}

#[test]
fn night_falls_is_said_before_the_first_step_played_and_not_after() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]).until_night();
    let Say::NightStep { zero, falls, .. } = say(&t) else {
        panic!("{:?}", say(&t));
    };
    assert!(!zero && falls);
    let ru = words(&t, Lang::Ru);
    assert!(!ru.is_empty(), "{ru}");
    t.shoot(None);
    if matches!(t.phase(), Phase::Night { .. }) {
        let Say::NightStep { falls, .. } = say(&t) else {
            panic!("{:?}", say(&t));
        };
        assert!(!falls, "night falls once a night");
    }
}

#[test]
fn after_a_miss_the_first_speech_does_not_say_good_morning_again() {
    // The night's result said «Доброе утро! Этой ночью никто не убит.».
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]).until_night();
    t.shoot(None).finish_night().until_speeches(2);
    let Say::Speech { morning, .. } = say(&t) else {
        panic!("{:?}", say(&t));
    };
    assert!(!morning);
    assert!(!words(&t, Lang::Ru).contains("Доброе утро"));
}

fn baikal() -> Table {
    crate::rulesets_common::started("baikal", &crate::rulesets_common::COMMISSAR_CLASSIC)
}

fn hall(t: &Table) -> Vec<Moment> {
    mafia_audience::audience::moment::moments(t.state(), &t.s.ruleset)
}

/// Issue 32, 9b: the speaker removed in his own speech (Baikal 9.1: at
/// once, no last word): the turn passes on, the day goes on; the judge
/// says the removal and the next minute, not «Доброе утро!» again.
#[test]
fn baikal_9_1_a_speaker_removed_mid_day_passes_the_turn_on_without_good_morning_again() {
    let mut t = baikal();
    t.until_speeches(1);
    assert!(words(&t, Lang::Ru).starts_with("Доброе утро!"));
    t.act(Action::Punish {
        seat: 1,
        offence: "9.1.2".into(),
    });
    assert_eq!(t.speaker(), Some(2));
    let Say::Speech { seat, morning, .. } = say(&t) else {
        panic!("{:?}", say(&t));
    };
    assert_eq!((seat, morning), (2, false));
    for lang in [Lang::Ru, Lang::En] {
        let w = words(&t, lang);
        assert!(
            !w.contains("Доброе утро") && !w.contains("Good morning"),
            "{w}"
        );
    }
    // The hall is told the removal.
    let m = hall(&t);
    assert!(
        matches!(m.last(), Some(Moment::Removed { seat: 1, .. })),
        "{m:?}"
    );
}

/// Issue 32, 9b: a removal in the middle of day 2 replaces the morning's
/// news on the projector; the day goes on from it.
#[test]
fn baikal_a_removal_mid_day_replaces_the_mornings_news_on_the_projector() {
    let mut t = baikal();
    t.until_speeches(1).speeches(&[]).until_night();
    t.shoot(None).finish_night().until_speeches(2);
    assert!(
        hall(&t).iter().any(|m| matches!(m, Moment::Night { .. })),
        "the morning: nobody was killed"
    );
    t.next();
    let speaker = t.speaker().unwrap();
    let other = (1..=10).find(|s| *s != speaker && t.alive(*s)).unwrap();
    t.act(Action::Punish {
        seat: other,
        offence: "9.1.2".into(),
    });
    assert_eq!(t.speaker(), Some(speaker), "the speech goes on");
    let m = hall(&t);
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(matches!(m[0], Moment::Removed { seat, .. } if seat == other));
    let banner = m[0].banner(Lang::Ru);
    assert!(banner.head.contains("дисквалифицирован"), "{banner:?}");
    assert!(!words(&t, Lang::Ru).contains("Доброе утро"));
}
