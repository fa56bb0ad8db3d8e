//! Strings with values in them: seats, days, counts. Each function renders
//! one Fluent message (or a list of them); the words are in the `.ftl` files.

use super::{Lang, MISS, S, Text, tr};
use crate::game::Seat;

/// «День 2» / "Day 2".
pub fn day_title(lang: Lang, day: u32) -> String {
    tr!(lang, "day-title", day = day)
}

/// «Ночь 1» / "Night 1".
pub fn night_title(lang: Lang, night: u32) -> String {
    tr!(lang, "night-title", night = night)
}

/// «Игрок №3» / "Player 3".
pub fn player(lang: Lang, seat: Seat) -> String {
    tr!(lang, "player", seat = seat)
}

/// Default nickname of a seat.
pub fn default_nick(lang: Lang, seat: usize) -> String {
    tr!(lang, "default-nick", seat = seat)
}

pub fn fouls_left(lang: Lang, left: u8) -> String {
    tr!(lang, "fouls-left", left = left)
}

pub fn killed_at(lang: Lang, night: Option<u32>) -> String {
    tr!(lang, "killed-at", night = night.unwrap_or(0))
}

pub fn voted_out(lang: Lang, day: Option<u32>) -> String {
    tr!(lang, "voted-out-on", day = day.unwrap_or(0))
}

pub fn disqualified(lang: Lang) -> String {
    tr!(lang, "disqualified")
}

pub fn team_loss(lang: Lang) -> String {
    tr!(lang, "team-loss")
}

pub fn good_morning(lang: Lang) -> &'static str {
    S("good-morning").get(lang)
}

pub fn night_falls(lang: Lang) -> &'static str {
    S("night-falls").get(lang)
}

pub fn your_minute(lang: Lang, seat: Seat) -> String {
    tr!(lang, "your-minute", seat = seat)
}

pub fn your_short_speech(lang: Lang, seat: Seat, secs: u32) -> String {
    tr!(lang, "your-short-speech", seat = seat, secs = secs)
}

pub fn silent_speech(lang: Lang, seat: Seat, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "silent-speech",
        seat = seat,
        count = fouls_n(lang, fouls.silence_at, fouls)
    )
}

pub fn tie_speech(lang: Lang, seat: Seat, secs: u32) -> String {
    tr!(lang, "tie-speech", seat = seat, secs = secs)
}

pub fn last_words(lang: Lang, seat: Seat) -> String {
    tr!(lang, "last-words", seat = seat)
}

pub fn killed_last_words(lang: Lang, seat: Seat) -> String {
    tr!(lang, "killed-last-words", seat = seat)
}

pub fn best_move_say(lang: Lang, seat: Seat) -> String {
    tr!(lang, "best-move-say", seat = seat)
}

pub fn who_votes_for(lang: Lang, seat: Seat) -> String {
    tr!(lang, "who-votes-for", seat = seat)
}

/// The question of a re-vote after a tie: «Переголосование. Кто за то…».
pub fn who_votes_again_for(lang: Lang, seat: Seat) -> String {
    tr!(lang, "moment-revote-say", seat = seat)
}

pub fn who_lifts_all(lang: Lang, seats: &[Seat]) -> String {
    tr!(lang, "who-lifts-all", seats = seat_list(seats))
}

/// «№3, №7»: the same in both languages.
pub fn seat_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| format!("№{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// «5 голосов» / "5 votes".
pub fn votes(lang: Lang, n: u8) -> String {
    tr!(lang, "votes-count", n = n)
}

/// Labels of the per-seat action buttons; each has the seat in it so every
/// label on the screen is unique (the UI tests click by label).
pub fn seat_button(seat: Seat) -> String {
    format!("№{seat}")
}
pub fn nominate_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "nominate-seat", seat = seat)
}
pub fn hand_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "hand-seat", seat = seat)
}
pub fn shoot_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "shoot-seat", seat = seat)
}
pub fn check_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "check-seat", seat = seat)
}
pub fn best_move_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "best-move-seat", seat = seat)
}
/// «Фол №3», «Предупреждение №3».
pub fn foul_seat(lang: Lang, seat: Seat, rs: &crate::ruleset::Ruleset) -> String {
    tr!(
        lang,
        "foul-seat",
        seat = seat,
        word = capital(&foul_word(lang, rs))
    )
}
/// «Снять фол №3», «Снять предупреждение №3».
pub fn remove_foul_seat(lang: Lang, seat: Seat, rs: &crate::ruleset::Ruleset) -> String {
    tr!(
        lang,
        "remove-foul-seat",
        seat = seat,
        word = foul_word(lang, rs)
    )
}
/// The Foul button: «Фол», «Предупреждение».
pub fn foul_button(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    capital(&foul_word(lang, rs))
}
/// The Foul button's tooltip in the ruleset's word.
pub fn foul_tip(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "foul-tip", word = capital(&foul_word(lang, rs)))
}
/// «Снять фол», «Снять предупреждение».
pub fn remove_foul_button(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "remove-foul", word = foul_word(lang, rs))
}
pub fn remove_foul_tip(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "remove-foul-tip", word = foul_word(lang, rs))
}
/// «удалён: 4 фола», «удалён: 4 предупреждения».
pub fn removed_by_fouls(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "removed-fouls",
        count = fouls_n(lang, fouls.remove_at, fouls)
    )
}
/// «пропускает речь (3 фола)».
pub fn silent_kind(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "silent-kind",
        count = fouls_n(lang, fouls.silence_at, fouls)
    )
}

/// The plural category of `n` in `lang` by the catalogue's CLDR rules
/// (`one`, `few`, `many`, `other`).
fn plural_category(lang: Lang, n: u8) -> String {
    tr!(lang, "plural-category", n = n)
}

/// «4 фола», «3 предупреждения», "1 warning": a count in the ruleset's
/// word, its form from the ruleset file (`fouls.forms`), else the
/// catalogue's forms of a word it knows ([`fouls_count`]).
pub fn fouls_n(lang: Lang, n: u8, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => format!("{n} {}", w.get(lang).counted(&plural_category(lang, n))),
        None => fouls_count(lang, n, fouls.word.as_ref()),
    }
}

/// A column's heading: «Фолы», «Предупреждения», "Warnings".
pub fn fouls_heading(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => capital(&w.get(lang).plural),
        None => fouls_column(lang, fouls.word.as_ref()),
    }
}

/// «нет фолов»: the form after «нет» / "no".
pub fn fouls_none(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => w.get(lang).many.clone(),
        None => S("foul-none").get(lang).to_owned(),
    }
}

/// The first letter in capitals.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

pub fn checked(lang: Lang, seat: Seat) -> String {
    tr!(lang, "checked", seat = seat)
}

pub fn shot_at(lang: Lang, seat: Option<Seat>) -> String {
    match seat {
        Some(s) => tr!(lang, "shot-at", seat = s),
        None => MISS.get(lang).to_owned(),
    }
}

pub fn ruleset_warning(lang: Lang, file: &str) -> String {
    tr!(lang, "ruleset-warning", file = file)
}

pub fn too_many_picks(n: usize) -> Text {
    super::text!("too-many-picks", n = n)
}
pub fn protect_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "protect-seat", seat = seat)
}
pub fn block_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "block-seat", seat = seat)
}
/// «Географические правила (п. 7.6)»: the start form's switch.
pub fn geographic_rules(lang: Lang, rules: &str) -> String {
    tr!(lang, "geographic-rules", rules = rules)
}
pub fn geographic_rules_tip(lang: Lang, rule: &str) -> String {
    tr!(lang, "geographic-rules-tip", rule = rule)
}
pub fn immune_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "immune-seat", seat = seat)
}
pub fn compare_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "compare-seat", seat = seat)
}
pub fn order_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "order-seat", seat = seat)
}
pub fn like_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "like-seat", seat = seat)
}
pub fn best_player_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "best-player-seat", seat = seat)
}
pub fn rename_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "rename-seat", seat = seat)
}
pub fn like_from_tip(lang: Lang, from: Seat, to: Seat) -> String {
    tr!(lang, "like-from-tip", from = from, to = to)
}
pub fn hint_order(lang: Lang, nights: u8) -> String {
    tr!(lang, "hint-order", nights = nights)
}
/// «ночь 1: №3, ночь 2: №7».
pub fn order_list(lang: Lang, seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "—".to_owned();
    }
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| tr!(lang, "order-list-item", night = i + 1, seat = *s))
        .collect::<Vec<_>>()
        .join(", ")
}
pub fn protected(lang: Lang, seat: Seat) -> String {
    tr!(lang, "protected", seat = seat)
}
pub fn blocked(lang: Lang, seat: Seat) -> String {
    tr!(lang, "blocked", seat = seat)
}
pub fn immune(lang: Lang, seat: Seat) -> String {
    tr!(lang, "immune", seat = seat)
}
/// An answer the judge gives in the day: «№3 (Детектив узнаёт роль): Мафия».
pub fn answer_to(lang: Lang, actor: Seat, step: &str, answer: &str) -> String {
    tr!(
        lang,
        "answer-to",
        actor = actor,
        step = step,
        answer = answer
    )
}
pub fn compared(lang: Lang, seats: &[Seat]) -> String {
    tr!(lang, "compared", seats = seat_list(seats))
}
/// «№4 (от №1), №9 (от №2)».
pub fn nomination_list(lang: Lang, noms: &[crate::game::state::Nomination]) -> String {
    noms.iter()
        .map(|n| tr!(lang, "nomination-item", target = n.target, by = n.by))
        .collect::<Vec<_>>()
        .join(", ")
}
pub fn likes_rule(lang: Lang, per_player: u8, needed: u8, points: f64) -> String {
    tr!(
        lang,
        "likes-rule",
        per_player = per_player,
        needed = needed,
        points = points
    )
}
pub fn likes_given(lang: Lang, from: Seat, given: &[Seat], left: usize) -> String {
    let list = if given.is_empty() {
        "—".to_owned()
    } else {
        seat_list(given)
    };
    tr!(lang, "likes-given", from = from, list = list, left = left)
}
pub fn best_players_rule(lang: Lang, max: Option<u8>) -> String {
    match max {
        Some(m) => tr!(lang, "best-players-rule-max", max = m),
        None => tr!(lang, "best-players-rule-vote"),
    }
}
pub fn compensation_title(lang: Lang, seat: Seat) -> String {
    tr!(lang, "compensation-title", seat = seat)
}
/// Where a seat's points come from, for the tooltip.
pub fn points_breakdown(lang: Lang, p: &crate::game::score::SeatPoints) -> String {
    let parts = [
        (S("points-part-result"), p.result),
        (S("points-part-best-move"), p.best_move),
        (S("points-part-removal"), p.removal),
        (S("points-part-extra"), p.extra),
        (S("points-part-bonus"), p.bonus),
        (S("points-part-penalties"), p.penalties),
        (S("points-part-compensation"), p.compensation),
    ];
    parts
        .iter()
        .filter(|(_, v)| *v != 0.0)
        .map(|(s, v)| format!("{}: {}", s.get(lang), super::signed_points(lang, *v)))
        .collect::<Vec<_>>()
        .join("\n")
}
pub fn count_range(lang: Lang, min: u8, max: u8) -> String {
    tr!(lang, "count-range", min = min, max = max)
}
pub fn cards_for_players(lang: Lang, cards: usize, players: usize) -> String {
    if cards == players {
        tr!(lang, "cards-one-per-player", cards = cards)
    } else {
        tr!(lang, "cards-for-players", cards = cards, players = players)
    }
}
/// «Дон — вне игры: объявите, выждите, идите дальше.»: a night step whose
/// role has left, announced all the same.
pub fn step_departed(lang: Lang, who: &str) -> String {
    tr!(lang, "step-departed", who = who)
}

/// The judge's call in a night step that has no words of its own in the ruleset.
pub fn wake_up(lang: Lang, who: &str, kind: &crate::ruleset::StepKind) -> String {
    use crate::ruleset::StepKind;
    let question = match kind {
        StepKind::Look => return tr!(lang, "wake-up", who = who),
        StepKind::Kill { .. } => "wake-up-kill",
        StepKind::Check { .. } => "wake-up-check",
        StepKind::Protect => "wake-up-protect",
        StepKind::BlockVote => "wake-up-block-vote",
        StepKind::VoteImmunity => "wake-up-immunity",
        StepKind::Compare => "wake-up-compare",
        StepKind::Order { .. } => "wake-up-order",
    };
    tr!(
        lang,
        "wake-up-ask",
        who = who,
        question = tr!(lang, question)
    )
}

/// «Игрок №7 покидает игру. Подтвердить?»
pub fn removal_question(lang: Lang, seat: Seat) -> String {
    tr!(lang, "removal-question", seat = seat)
}

/// The confirm button of a removal: «Удалить №7».
pub fn confirm_removal(lang: Lang, seat: Seat) -> String {
    tr!(lang, "confirm-removal", seat = seat)
}

/// «Игрок №3: ваша карта»
pub fn hand_out_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "hand-out-seat", seat = seat)
}

/// The key that picks a foul word's forms: the ruleset's English word
/// ("foul", "warning", "remark"); no word given means "foul".
fn foul_key(word: Option<&Text>) -> String {
    word.map_or_else(|| "foul".to_owned(), |w| w.en.trim().to_lowercase())
}

/// «4 фола», «3 предупреждения», "1 foul": a count of the ruleset's fouls,
/// in the plural form Fluent picks for `n`. A word the catalogue does not
/// know prints as «замечание: 4».
pub fn fouls_count(lang: Lang, n: u8, word: Option<&Text>) -> String {
    let custom = word.map_or_else(String::new, |w| w.get(lang).to_lowercase());
    tr!(
        lang,
        "fouls-count",
        word = foul_key(word),
        n = n,
        custom = custom
    )
}

/// The fouls column's title: «Фолы», «Предупреждения», "Warnings".
pub fn fouls_column(lang: Lang, word: Option<&Text>) -> String {
    let custom = word.map_or_else(String::new, |w| w.get(lang).to_owned());
    tr!(lang, "fouls-column", word = foul_key(word), custom = custom)
}

/// Why a file could not be read or played, in the judge's words (the
/// system's own text only for a kind it has no words for here).
pub fn io_reason(e: &std::io::Error) -> Text {
    use std::io::ErrorKind as K;
    let id = match e.kind() {
        K::PermissionDenied => "io-permission-denied",
        K::NotFound => "io-not-found",
        K::IsADirectory => "io-is-a-directory",
        K::InvalidData | K::UnexpectedEof => "io-damaged",
        _ => return super::text!("io-other", detail = e.to_string()),
    };
    super::text!(id)
}

/// What a judge's step did, in a few words: «фол №3: 4 фола, №3 удалён».
pub fn step_what(
    lang: Lang,
    parts: &[crate::session::step::StepPart],
    rs: &crate::ruleset::Ruleset,
) -> String {
    use crate::game::state::Phase;
    use crate::session::step::StepPart as P;
    let word = foul_word(lang, rs);
    parts
        .iter()
        .map(|p| match p {
            P::Foul { seat, n } => tr!(
                lang,
                "step-foul",
                word = word.clone(),
                seats = seat_list(&[*seat]),
                count = fouls_n(lang, *n, &rs.fouls)
            ),
            P::FoulTaken { seat } => tr!(
                lang,
                "step-foul-taken",
                word = word.clone(),
                seats = seat_list(&[*seat])
            ),
            P::Left { seat, how } => tr!(
                lang,
                "banner-removed",
                seats = seat_list(&[*seat]),
                how = how.id()
            ),
            P::Nominated { target } => tr!(lang, "step-nominated", seats = seat_list(&[*target])),
            P::Withdrawn => S("step-withdrawn").get(lang).to_owned(),
            P::Votes {
                candidate: Some(c),
                votes: v,
            } => tr!(
                lang,
                "step-votes",
                seats = seat_list(&[*c]),
                votes = votes(lang, *v)
            ),
            P::Votes {
                candidate: None,
                votes: v,
            } => tr!(lang, "step-lift-votes", votes = votes(lang, *v)),
            P::Shot { target: Some(t) } => tr!(lang, "step-shot", seats = seat_list(&[*t])),
            P::Shot { target: None } => MISS.get(lang).to_owned(),
            P::Checked { target } => tr!(lang, "step-checked", seats = seat_list(&[*target])),
            P::Moved { phase } => {
                let at = match phase {
                    Phase::Setup => super::SETUP.get(lang).to_owned(),
                    Phase::NightZero { .. } => super::NIGHT_ZERO.get(lang).to_owned(),
                    Phase::Day { day, .. } => day_title(lang, *day),
                    Phase::Night { night, .. } => night_title(lang, *night),
                    Phase::Ended => super::GAME_OVER.get(lang).to_owned(),
                };
                tr!(lang, "step-moved", at = at)
            }
            P::Timer => S("step-timer").get(lang).to_owned(),
            P::Ended => S("step-ended").get(lang).to_owned(),
            P::Other => S("step-other").get(lang).to_owned(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruleset's word for one foul, lower case: «фол», «предупреждение».
pub fn foul_word(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    if let Some(w) = &rs.fouls.forms {
        return w.get(lang).one.clone();
    }
    rs.fouls.word.as_ref().map_or_else(
        || S("foul-word").get(lang).to_owned(),
        |w| w.get(lang).to_lowercase(),
    )
}
