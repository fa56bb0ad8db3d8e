//! Strings with values in them: seats, days, counts. Each function renders
//! one Fluent message (or a list of them); the words are in the `.ftl` files.

use super::{Lang, MISS, S, Text, tr};
/// A seat number, as `game::Seat` (the words know nothing of the game).
type Seat = u8;

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

pub fn removed_fouls(lang: Lang) -> String {
    tr!(lang, "removed-fouls")
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

pub fn silent_speech(lang: Lang, seat: Seat) -> String {
    tr!(lang, "silent-speech", seat = seat)
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
pub fn foul_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "foul-seat", seat = seat)
}
pub fn remove_foul_seat(lang: Lang, seat: Seat) -> String {
    tr!(lang, "remove-foul-seat", seat = seat)
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
