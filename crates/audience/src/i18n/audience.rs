//! The audience's moments in words: the line the judge says and the
//! projector's banner (`audience.ftl`).

use super::{HANDS, LIFT_RESULT, Lang, S, VOTE_RESULTS, night_title, player, seat_list, tr, votes};
use crate::audience::moment::{Banner, Moment, SeatVotes, VoteKind};
use crate::game::Seat;
use crate::ruleset::Outcome;

pub const VOTE_CANCELLED: S = S("vote-cancelled-reason");
pub const NOBODY_LEAVES: S = S("nobody-leaves");
pub const NO_VOTE_TODAY: S = S("no-vote-today");
pub const NOBODY_KILLED: S = S("nobody-killed");
pub const HANDS_COUNTING: S = S("hands-counting");
pub const ONLY_CANDIDATE: S = S("only-candidate");
pub const END_SEAT: S = S("end-seat");
pub const END_POINTS: S = S("end-points");
pub const END_EXTRA: S = S("end-extra");
pub const SPEECH_KIND: S = S("speech-kind");
pub const LAST_WORDS_KIND: S = S("last-words-kind");
pub const SILENT_KIND: S = S("silent-kind");

/// «оправдательная речь, 30 с».
pub fn tie_speech_kind(lang: Lang, secs: u32) -> String {
    tr!(lang, "tie-speech-kind", secs = secs)
}

/// «короткая речь, 30 с».
pub fn short_speech_kind(lang: Lang, secs: u32) -> String {
    tr!(lang, "short-speech-kind", secs = secs)
}

fn outcome_words(o: Outcome) -> S {
    match o {
        Outcome::Red => super::RED_WINS,
        Outcome::Black => super::BLACK_WINS,
        Outcome::Draw => super::DRAW,
    }
}

/// "№5 — 2, №7 — 1": the counts so far.
fn counted_list(c: &[SeatVotes]) -> String {
    c.iter()
        .map(|x| format!("№{} — {}", x.seat, x.votes))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The line the judge says at a moment of the game.
pub fn moment_line(lang: Lang, m: &Moment) -> String {
    match m {
        Moment::Voting {
            kind,
            candidate,
            candidates,
            ..
        } => match (kind, candidate) {
            (VoteKind::Lift, _) => super::who_lifts_all(lang, candidates),
            (VoteKind::Revote, Some(c)) => super::who_votes_again_for(lang, *c),
            (_, Some(c)) => super::who_votes_for(lang, *c),
            (_, None) => VOTE_RESULTS.get(lang).to_owned(),
        },
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            match (leaving.first().and_then(|l| l.votes), lift) {
                (Some(v), true) => tr!(
                    lang,
                    "moment-lift-passed-say",
                    votes = votes(lang, v),
                    seats = list
                ),
                (Some(v), false) if seats.len() == 1 => tr!(
                    lang,
                    "moment-voted-out-say",
                    votes = votes(lang, v),
                    seats = list
                ),
                _ => tr!(lang, "moment-leaves-say", seats = list),
            }
        }
        Moment::Tie { seats, votes: v } => tr!(
            lang,
            "moment-tie-say",
            seats = seat_list(seats),
            votes = votes(lang, *v)
        ),
        Moment::NobodyLeaves { votes: v, .. } => {
            tr!(lang, "moment-nobody-leaves-say", votes = votes(lang, *v))
        }
        Moment::NoVote { reason } => tr!(
            lang,
            "moment-no-vote-say",
            reason = reason.get(lang).trim_end_matches('.')
        ),
        Moment::Night { killed, .. } => match killed.as_slice() {
            [] => tr!(lang, "moment-nobody-killed-say"),
            seats => tr!(lang, "moment-killed-say", seats = seat_list(seats)),
        },
        Moment::BestMove { by, seats } => tr!(
            lang,
            "moment-best-move-say",
            by = *by,
            seats = seat_list(seats)
        ),
        Moment::End {
            outcome, reason, ..
        } => tr!(
            lang,
            "moment-end-say",
            winner = outcome_words(*outcome).get(lang),
            reason = reason.get(lang)
        ),
    }
}

/// The projector's banner for a moment: the headline, a large figure (the
/// hands counted so far) and a detail line.
pub fn moment_banner(lang: Lang, m: &Moment) -> Banner {
    let b = |head: String, big: Option<String>, detail: String| Banner { head, big, detail };
    match m {
        Moment::Voting {
            kind,
            candidate,
            candidates,
            hands,
            counted,
        } => {
            let head = match (kind, candidate) {
                (VoteKind::Lift, _) => tr!(lang, "banner-lift", seats = seat_list(candidates)),
                (VoteKind::Revote, Some(c)) => {
                    tr!(lang, "banner-revote", seats = seat_list(&[*c]))
                }
                (_, Some(c)) => tr!(lang, "banner-vote", seats = seat_list(&[*c])),
                (_, None) => VOTE_RESULTS.get(lang).to_owned(),
            };
            let detail = match (counted.is_empty(), hands) {
                (false, _) => counted_list(counted),
                (true, Some(_)) => HANDS.get(lang).to_owned(),
                (true, None) => HANDS_COUNTING.get(lang).to_owned(),
            };
            b(head, hands.map(|h| h.to_string()), detail)
        }
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            let head = if seats.len() > 1 {
                tr!(lang, "banner-leaves-many", seats = list)
            } else {
                tr!(lang, "banner-leaves-one", seats = list)
            };
            let detail = match (leaving.first().and_then(|l| l.votes), lift) {
                (Some(v), true) => format!("{} — {}", LIFT_RESULT.get(lang), votes(lang, v)),
                (Some(v), false) => votes(lang, v),
                (None, _) => ONLY_CANDIDATE.get(lang).to_owned(),
            };
            b(head, None, detail)
        }
        Moment::Tie { seats, votes: v } => b(
            tr!(lang, "banner-tie", seats = seat_list(seats)),
            None,
            tr!(lang, "banner-tie-detail", votes = votes(lang, *v)),
        ),
        Moment::NobodyLeaves { votes: v, .. } => b(
            NOBODY_LEAVES.get(lang).to_owned(),
            None,
            format!("{} — {}", LIFT_RESULT.get(lang), votes(lang, *v)),
        ),
        Moment::NoVote { reason } => b(
            NO_VOTE_TODAY.get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
        Moment::Night { night, killed } => b(
            match killed.as_slice() {
                [] => NOBODY_KILLED.get(lang).to_owned(),
                seats => tr!(lang, "banner-killed", seats = seat_list(seats)),
            },
            None,
            night_title(lang, *night),
        ),
        Moment::BestMove { by, seats } => b(
            tr!(lang, "banner-best-move", seats = seat_list(seats)),
            None,
            player(lang, *by),
        ),
        Moment::End {
            outcome, reason, ..
        } => b(
            outcome_words(*outcome).get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
    }
}
