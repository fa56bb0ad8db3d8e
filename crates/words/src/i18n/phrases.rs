//! Strings with values in them: seats, days, counts. Each function renders
//! one Fluent message (or a list of them); the words are in the `.ftl` files.

use super::{Lang, Text, msg};
/// A seat number, as `game::Seat` (the words know nothing of the game).
type Seat = u8;

pub fn killed_at(lang: Lang, night: Option<u32>) -> String {
    msg::KilledAt {
        night: night.unwrap_or(0),
    }
    .get(lang)
}

pub fn voted_out(lang: Lang, day: Option<u32>) -> String {
    msg::VotedOutOn {
        day: day.unwrap_or(0),
    }
    .get(lang)
}

pub fn who_lifts_all(lang: Lang, seats: &[Seat]) -> String {
    msg::WhoLiftsAll {
        seats: seat_list(seats),
    }
    .get(lang)
}

/// «№3, №7»: the same in both languages.
pub fn seat_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| format!("№{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Labels of the per-seat action buttons; each has the seat in it so every
/// label on the screen is unique (the UI tests click by label).
pub fn seat_button(seat: Seat) -> String {
    format!("№{seat}")
}

/// The first letter in capitals.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

pub fn shot_at(lang: Lang, seat: Option<Seat>) -> String {
    match seat {
        Some(s) => msg::ShotAt { seat: s }.get(lang),
        None => msg::Miss.get(lang).to_owned(),
    }
}

/// «ночь 1: №3, ночь 2: №7».
pub fn order_list(lang: Lang, seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "—".to_owned();
    }
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            msg::OrderListItem {
                night: i + 1,
                seat: *s,
            }
            .get(lang)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
pub fn compared(lang: Lang, seats: &[Seat]) -> String {
    msg::Compared {
        seats: seat_list(seats),
    }
    .get(lang)
}
pub fn likes_given(lang: Lang, from: Seat, given: &[Seat], left: usize) -> String {
    let list = if given.is_empty() {
        "—".to_owned()
    } else {
        seat_list(given)
    };
    msg::LikesGiven { from, list, left }.get(lang)
}
pub fn best_players_rule(lang: Lang, max: Option<u8>) -> String {
    match max {
        Some(m) => msg::BestPlayersRuleMax { max: m }.get(lang),
        None => msg::BestPlayersRuleVote.get(lang).to_owned(),
    }
}
pub fn cards_for_players(lang: Lang, cards: usize, players: usize) -> String {
    if cards == players {
        msg::CardsOnePerPlayer { cards }.get(lang)
    } else {
        msg::CardsForPlayers { cards, players }.get(lang)
    }
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
    msg::FoulsCount {
        word: foul_key(word),
        n,
        custom,
    }
    .get(lang)
}

/// The fouls column's title: «Фолы», «Предупреждения», "Warnings".
pub fn fouls_column(lang: Lang, word: Option<&Text>) -> String {
    let custom = word.map_or_else(String::new, |w| w.get(lang).to_owned());
    msg::FoulsColumn {
        word: foul_key(word),
        custom,
    }
    .get(lang)
}

/// Why a file could not be read or played, in the judge's words (the
/// system's own text only for a kind it has no words for here).
pub fn io_reason(e: &std::io::Error) -> Text {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::PermissionDenied => msg::IoPermissionDenied.text(),
        K::NotFound => msg::IoNotFound.text(),
        K::IsADirectory => msg::IoIsADirectory.text(),
        K::InvalidData | K::UnexpectedEof => msg::IoDamaged.text(),
        _ => msg::IoOther {
            detail: e.to_string(),
        }
        .text(),
    }
}

/// Points as every screen, the protocol, the book and the sheets print
/// them: in thousandths, as they are counted (FIIM's compensation 0.125),
/// no trailing zeros, a decimal comma in Russian («1,7», «-0,25», «0,125»,
/// «2»; "1.7").
pub fn points(lang: Lang, v: f64) -> String {
    let rounded = (v * 1000.0).round() / 1000.0;
    let mut s = format!("{rounded:.3}");
    while s.ends_with('0') {
        s.pop();
    }
    if s.ends_with('.') {
        s.pop();
    }
    if s == "-0" {
        s = "0".to_owned();
    }
    match lang {
        Lang::Ru => s.replace('.', ","),
        Lang::En => s,
    }
}

/// A rate (0 to 1) as a percent with at most one decimal, as every chart
/// prints it: «62,5 %», «100 %»; "62.5 %".
pub fn percent(lang: Lang, rate: f64) -> String {
    format!("{} %", points(lang, (rate * 1000.0).round() / 10.0))
}

/// [`points`] with its sign: «+0,5», «-1», «+0».
pub fn signed_points(lang: Lang, v: f64) -> String {
    let s = points(lang, v);
    if s.starts_with('-') {
        s
    } else {
        format!("+{s}")
    }
}

/// [`points`] in both languages.
pub fn points_text(v: f64) -> Text {
    Text {
        ru: points(Lang::Ru, v),
        en: points(Lang::En, v),
    }
}
