//! What the hall sees at each moment of a FIIM game (src/audience): the
//! example games cut after some action, and the audience's model read back.
//! A moment stays until the next one replaces it.

use mafia_audience::audience::moment::{Moment, VoteKind};
use mafia_audience::audience::{Banner, ProjectorView};
use mafia_core::game::Action;
use mafia_store::session::{Record, Session};
use mafia_words::Lang;
use std::path::PathBuf;

fn example(name: &str) -> Record {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (record, _) = mafia_store::session::load_record(&root.join("examples").join(name)).unwrap();
    record
}

/// The session after the first `n` actions of a record (with `extra` after them).
fn session_at(mut record: Record, n: usize, extra: &[Action]) -> Session {
    let rs = mafia_store::ruleset::catalog::find(&record.ruleset.id).unwrap();
    record.actions.truncate(n);
    let mut s = Session::replay(rs, &record).unwrap();
    let mut at = record.actions.last().map_or(record.created, |a| a.at);
    for a in extra {
        at += 1000;
        s.act(a.clone(), at).unwrap();
    }
    s
}

fn view(s: &Session, lang: Lang) -> ProjectorView {
    let mut v = ProjectorView::from_state(s.state(), &s.ruleset, false, 0);
    v.set_lang(lang);
    v
}

fn banner(s: &Session, lang: Lang) -> Banner {
    view(s, lang).banner.expect("a banner")
}

const TIE: &str = "fiim-tie-and-lift.json";
const RED: &str = "fiim-red-wins.json";
const FOULS: &str = "fiim-removal-by-fouls.json";

#[test]
fn a_vote_shows_the_candidate_and_the_judges_live_count_of_hands() {
    let s = session_at(example(TIE), 37, &[]);
    let mut v = view(&s, Lang::Ru);
    let Some(Moment::Voting {
        kind,
        candidate,
        counted,
        ..
    }) = &v.moment
    else {
        panic!("not a vote: {:?}", v.moment)
    };
    assert_eq!((*kind, *candidate), (VoteKind::Main, Some(5)));
    assert_eq!(counted.len(), 1, "№4's count is shown while №5 is voted on");
    assert_eq!(v.banner.as_ref().unwrap().head, "Голосование: №5");
    assert_eq!(v.banner.as_ref().unwrap().big, None);
    // The judge marks three hands: the projector shows 3 before they are recorded.
    v.set_hands(Some(3));
    assert_eq!(v.banner.as_ref().unwrap().big.as_deref(), Some("3"));
}

#[test]
fn the_revote_and_the_lift_vote_are_labelled_as_such() {
    let revote = session_at(example(TIE), 40, &[]);
    assert_eq!(banner(&revote, Lang::Ru).head, "Переголосование: №4");
    assert_eq!(banner(&revote, Lang::En).head, "Re-vote: №4");
    let lift = session_at(example(TIE), 41, &[]);
    assert_eq!(banner(&lift, Lang::Ru).head, "Подъём всех: №4, №5");
    assert!(matches!(
        view(&lift, Lang::Ru).moment,
        Some(Moment::Voting {
            kind: VoteKind::Lift,
            ..
        })
    ));
}

#[test]
fn a_tie_names_the_tied_and_that_they_speak_again() {
    let s = session_at(example(TIE), 39, &[]);
    let b = banner(&s, Lang::Ru);
    assert_eq!(b.head, "Ничья: №4, №5");
    assert!(b.detail.contains("по 4 голоса"), "{}", b.detail);
}

#[test]
fn the_vote_result_names_who_leaves_with_how_many_votes_through_his_last_words() {
    let s = session_at(example(RED), 38, &[]);
    let b = banner(&s, Lang::Ru);
    assert_eq!(b.head, "№4 покидает стол");
    assert_eq!(b.detail, "6 голосов");
    // All of them leaving by the lift vote: the lift's count.
    let lift = session_at(example(TIE), 42, &[]);
    let b = banner(&lift, Lang::En);
    assert_eq!(b.head, "№4, №5 leave");
    assert!(b.detail.contains("7 votes"), "{}", b.detail);
}

/// Issue 32, 9a: the hall was told the result in the last words; the night
/// starts clear of it, and its first call does not say it again.
#[test]
fn the_night_starts_clear_of_the_days_vote_result_told_in_the_last_words() {
    let night = session_at(example(RED), 40, &[]);
    let v = view(&night, Lang::Ru);
    assert!(v.night);
    assert!(
        matches!(night.state().phase, mafia_core::game::Phase::Night { .. }),
        "{:?}",
        night.state().phase
    );
    assert!(v.moments.is_empty(), "{:?}", v.moments);
    assert!(v.banner.is_none(), "{:?}", v.banner);
    assert!(v.moment.is_none());
}

#[test]
fn a_failed_lift_vote_shows_nobody_leaves() {
    let s = session_at(
        example(TIE),
        41,
        &[Action::LiftVote {
            votes: mafia_core::game::Ballot::Count(2),
        }],
    );
    let v = view(&s, Lang::Ru);
    assert!(v.night, "the game goes to the night");
    assert_eq!(v.banner.unwrap().head, "Никто не покидает стол");
    let line = v.moment.unwrap().judge_line(Lang::Ru);
    assert!(line.contains("никто не покидает"), "{line}");
}

#[test]
fn a_vote_cancelled_by_a_fourth_foul_is_told_with_the_removal_and_no_nominations() {
    let s = session_at(example(FOULS), 39, &[]);
    let v = view(&s, Lang::Ru);
    let b = v.banner.clone().unwrap();
    assert_eq!(b.head, "№8 удалён");
    assert_eq!(b.detail, "4 фола · голосование этого дня не проводится");
    // Told once: no second banner for the day without a vote.
    assert_eq!(v.banners.len(), 1, "{:?}", v.banners);
    let line = v.moment.unwrap().judge_line(Lang::Ru);
    assert_eq!(
        line,
        "Игрок №8 удалён: 4 фола. Голосование этого дня не проводится."
    );
    assert!(v.nominations.is_empty());
}

#[test]
fn the_night_result_names_the_killed_seat_or_says_nobody_was_killed() {
    let s = session_at(example(TIE), 50, &[]);
    let v = view(&s, Lang::Ru);
    assert_eq!(v.banner.unwrap().head, "Убит №9");
    assert_eq!(
        v.moment.unwrap().judge_line(Lang::En),
        "Good morning! Player №9 was killed last night."
    );
    // The same night with a miss.
    let mut record = example(TIE);
    record.actions[44].action = Action::Shoot { target: None };
    let miss = session_at(record, 51, &[]);
    assert_eq!(banner(&miss, Lang::Ru).head, "Никто не убит");
    assert_eq!(banner(&miss, Lang::En).head, "Nobody was killed");
}

#[test]
fn the_best_move_names_three_seats_and_never_how_many_are_black() {
    let s = session_at(example(RED), 47, &[]);
    let v = view(&s, Lang::Ru);
    assert_eq!(v.banner.as_ref().unwrap().head, "Лучший ход: №4, №6, №8");
    let Some(Moment::BestMove { by, seats }) = &v.moment else {
        panic!("{:?}", v.moment)
    };
    assert_eq!((*by, seats.len()), (2, 3));
    // The same banner whatever the cards: it cannot say how many are black.
    let mut other = s.state().clone();
    for p in &mut other.players {
        p.role = Some(0);
    }
    let same = ProjectorView::from_state(&other, &s.ruleset, false, 0);
    assert_eq!(same.moment, v.moment);
}

#[test]
fn the_end_shows_the_winner_the_reason_and_every_seats_role_and_points() {
    let rec = example(RED);
    let n = rec.actions.len();
    let s = session_at(rec, n, &[]);
    let v = view(&s, Lang::Ru);
    let Some(Moment::End {
        table, best_move, ..
    }) = &v.moment
    else {
        panic!("{:?}", v.moment)
    };
    assert_eq!(v.banner.as_ref().unwrap().head, "Победа красных");
    assert_eq!(table.len(), 10);
    assert!(table.iter().all(|r| r.role.is_some()));
    assert!(table.iter().any(|r| r.points > 0.0));
    // After the end the best move's black count is no secret.
    assert!(best_move.is_some());
}

#[test]
fn the_speaker_is_shown_as_seat_and_nickname_not_the_judges_phrase() {
    let s = session_at(example(TIE), 27, &[]);
    let v = view(&s, Lang::Ru);
    assert_eq!(v.speaker, Some(3));
    assert_eq!(v.speaker_nick.as_deref(), Some("Вера"));
    assert_eq!(v.line.unwrap().ru, "речь");
}

#[test]
fn a_day_nobody_was_nominated_on_is_told_as_night_falls_not_through_the_night() {
    let all = example(TIE);
    let mut empty = all.clone();
    empty.actions.clear();
    let rs = mafia_store::ruleset::catalog::find(&all.ruleset.id).unwrap();
    let mut s = Session::replay(rs, &empty).unwrap();
    for a in &all.actions {
        if matches!(s.state().phase, mafia_core::game::Phase::Day { .. }) {
            break;
        }
        s.act(a.action.clone(), a.at).unwrap();
    }
    let mut at = 2_000_000_000_000;
    while matches!(s.state().phase, mafia_core::game::Phase::Day { .. }) {
        at += 1000;
        s.act(Action::Next, at).unwrap();
    }
    let v = view(&s, Lang::Ru);
    assert!(v.night);
    assert!(
        matches!(v.moment, Some(Moment::NoVote { .. })),
        "{:?}",
        v.moments
    );
    assert_eq!(v.banner.unwrap().detail, "Никто не выставлен");
    // The mafia's shot recorded: nothing the hall sees changes (it would
    // tell the hall something of the night).
    at += 1000;
    s.act(Action::Shoot { target: Some(5) }, at).unwrap();
    assert_eq!(view(&s, Lang::Ru).moments, v.moments);
    // The judge goes on to the next step: the day's news is gone.
    at += 1000;
    s.act(Action::Next, at).unwrap();
    let v = view(&s, Lang::Ru);
    assert!(v.night);
    assert!(v.moments.is_empty(), "{:?}", v.moments);
    assert!(v.banner.is_none());
}

/// The stream's caption of the game comes from the protocol header: the
/// tournament, the stage, the table and the game, in the hall's words.
#[test]
fn the_caption_names_the_tournament_stage_table_and_game_from_the_header() {
    let s = session_at(example("fiim-tie-and-lift.json"), 10, &[]);
    let mut v = view(&s, Lang::Ru);
    v.set_caption(&s.meta);
    let c = v.caption.expect("a caption");
    assert_eq!(c.ru, "Кубок Примера · Отбор · стол 2 · игра 7");
    assert_eq!(c.en, "Кубок Примера · Отбор · table 2 · game 7");
}

/// A game started from a tournament knows its round (the seating's): the
/// caption says it after the stage.
#[test]
fn the_caption_names_the_round_when_the_header_has_one() {
    let mut s = session_at(example("fiim-tie-and-lift.json"), 10, &[]);
    s.meta.round = Some(3);
    let mut v = view(&s, Lang::Ru);
    v.set_caption(&s.meta);
    let c = v.caption.expect("a caption");
    assert_eq!(c.ru, "Кубок Примера · Отбор · Тур 3 · стол 2 · игра 7");
    assert_eq!(c.en, "Кубок Примера · Отбор · Round 3 · table 2 · game 7");
}

/// The console's own projector window paints the caption across its top,
/// at both sizes a hall has.
#[test]
fn the_projector_window_shows_the_caption_across_the_top() {
    let mut s = session_at(example("fiim-tie-and-lift.json"), 10, &[]);
    s.meta.round = Some(3);
    let mut v = view(&s, Lang::Ru);
    v.set_caption(&s.meta);
    for size in [[1366.0, 768.0], [1920.0, 1080.0]] {
        let (texts, _) = crate::ui_common::projector_texts(&v, 0, size);
        assert_eq!(
            texts.first().map(String::as_str),
            Some("Кубок Примера · Отбор · Тур 3 · стол 2 · игра 7"),
            "{texts:?}"
        );
        assert!(texts.iter().any(|t| t == &v.title.ru), "the title stays");
    }
}

/// A part left empty in the header is left out; an empty header gives no
/// caption at all (and none in the JSON).
#[test]
fn an_empty_header_gives_no_caption_and_an_empty_part_is_left_out() {
    let mut s = session_at(example("fiim-tie-and-lift.json"), 10, &[]);
    s.meta.stage.clear();
    s.meta.game.clear();
    let mut v = view(&s, Lang::En);
    v.set_caption(&s.meta);
    assert_eq!(v.caption.as_ref().unwrap().en, "Кубок Примера · table 2");
    s.meta = Default::default();
    v.set_caption(&s.meta);
    assert!(v.caption.is_none());
    let json = serde_json::to_value(&v).unwrap();
    assert!(json.get("caption").is_none(), "{json}");
}
