//! The audience's moments in words: the line the judge says and the
//! projector's banner (`audience.ftl`).

use crate::audience::moment::{Banner, Moment, SeatVotes, VoteAfter, VoteKind};
use mafia_core::game::Seat;
use mafia_core::game::state::ExitHow;
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_store::i18n::fouls_n;
use mafia_words::i18n::{Fixed, msg, seat_list, who_lifts_all};
use mafia_words::{Lang, Text};

/// «оправдательная речь, 30 с».
pub fn tie_speech_kind(lang: Lang, secs: u32) -> String {
    msg::TieSpeechKind { secs }.get(lang)
}

/// «короткая речь, 30 с».
pub fn short_speech_kind(lang: Lang, secs: u32) -> String {
    msg::ShortSpeechKind { secs }.get(lang)
}

/// «4 фола», «4 предупреждения» in both languages, in the ruleset's word.
pub fn fouls_count_text(rs: &Ruleset, n: u8) -> Text {
    Text {
        ru: fouls_n(Lang::Ru, n, &rs.fouls),
        en: fouls_n(Lang::En, n, &rs.fouls),
    }
}

/// «поражение команды» in both languages.
pub fn team_loss_text() -> Text {
    msg::TeamLoss.text()
}

/// «дисквалифицирован» in both languages.
pub fn disqualified_text() -> Text {
    msg::Disqualified.text()
}

/// What a removal does to a vote: «голосование этого дня не проводится».
fn vote_after(lang: Lang, v: Option<VoteAfter>) -> Option<String> {
    v.map(|v| match v {
        VoteAfter::ThisDay => msg::RemovalVoteThisDay.get(lang).to_owned(),
        VoteAfter::NextDay => msg::RemovalVoteNextDay.get(lang).to_owned(),
    })
}

fn how_id(how: ExitHow) -> &'static str {
    how.id()
}

fn outcome_words(o: Outcome) -> Fixed {
    match o {
        Outcome::Red => msg::RedWins,
        Outcome::Black => msg::BlackWins,
        Outcome::Draw => msg::Draw,
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
            (VoteKind::Lift, _) => who_lifts_all(lang, candidates),
            (VoteKind::Revote, Some(c)) => msg::MomentRevoteSay { seat: *c }.get(lang),
            (_, Some(c)) => msg::WhoVotesFor { seat: *c }.get(lang),
            (_, None) => msg::VoteResults.get(lang).to_owned(),
        },
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            match (leaving.first().and_then(|l| l.votes), lift) {
                (Some(v), true) => msg::MomentLiftPassedSay {
                    votes: msg::VotesCount { n: v }.get(lang),
                    seats: list,
                }
                .get(lang),
                (Some(v), false) if seats.len() == 1 => msg::MomentVotedOutSay {
                    votes: msg::VotesCount { n: v }.get(lang),
                    seats: list,
                }
                .get(lang),
                _ => msg::MomentLeavesSay { seats: list }.get(lang),
            }
        }
        Moment::Tie { seats, votes: v } => msg::MomentTieSay {
            seats: seat_list(seats),
            votes: msg::VotesCount { n: *v }.get(lang),
        }
        .get(lang),
        Moment::NobodyLeaves { votes: v, .. } => msg::MomentNobodyLeavesSay {
            votes: msg::VotesCount { n: *v }.get(lang),
        }
        .get(lang),
        Moment::NoVote { reason } => msg::MomentNoVoteSay {
            reason: capitalised(reason.get(lang).trim_end_matches('.')),
        }
        .get(lang),
        Moment::Night { killed, .. } => match killed.as_slice() {
            [] => msg::MomentNobodyKilledSay.get(lang).to_owned(),
            seats => msg::MomentKilledSay {
                seats: seat_list(seats),
            }
            .get(lang),
        },
        Moment::BestMove { by, seats } => msg::MomentBestMoveSay {
            by: *by,
            seats: seat_list(seats),
        }
        .get(lang),
        Moment::Removed {
            seat,
            how,
            what,
            vote,
        } => {
            let line = msg::MomentRemovedSay {
                seats: seat_list(&[*seat]),
                how: how_id(*how),
                what: what.get(lang),
            }
            .get(lang);
            match vote_after(lang, *vote) {
                Some(v) => format!("{line} {}.", capitalised(&v)),
                None => line,
            }
        }
        Moment::SpeechCut { seat, what } => msg::SpeechCutByFouls {
            seat: *seat,
            count: what.get(lang),
        }
        .get(lang),
        Moment::End {
            outcome, reason, ..
        }
        | Moment::AfterWord {
            outcome, reason, ..
        } => msg::MomentEndSay {
            winner: outcome_words(*outcome).get(lang),
            reason: reason.get(lang),
        }
        .get(lang),
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
                (VoteKind::Lift, _) => msg::BannerLift {
                    seats: seat_list(candidates),
                }
                .get(lang),
                (VoteKind::Revote, Some(c)) => msg::BannerRevote {
                    seats: seat_list(&[*c]),
                }
                .get(lang),
                (_, Some(c)) => msg::BannerVote {
                    seats: seat_list(&[*c]),
                }
                .get(lang),
                (_, None) => msg::VoteResults.get(lang).to_owned(),
            };
            let detail = match (counted.is_empty(), hands) {
                (false, _) => counted_list(counted),
                (true, Some(_)) => msg::Hands.get(lang).to_owned(),
                (true, None) => msg::HandsCounting.get(lang).to_owned(),
            };
            b(head, hands.map(|h| h.to_string()), detail)
        }
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            let head = if seats.len() > 1 {
                msg::BannerLeavesMany { seats: list }.get(lang)
            } else {
                msg::BannerLeavesOne { seats: list }.get(lang)
            };
            let detail = match (leaving.first().and_then(|l| l.votes), lift) {
                (Some(v), true) => format!(
                    "{} — {}",
                    msg::LiftResult.get(lang),
                    msg::VotesCount { n: v }.get(lang)
                ),
                (Some(v), false) => msg::VotesCount { n: v }.get(lang),
                (None, _) => msg::OnlyCandidate.get(lang).to_owned(),
            };
            b(head, None, detail)
        }
        Moment::Tie { seats, votes: v } => b(
            msg::BannerTie {
                seats: seat_list(seats),
            }
            .get(lang),
            None,
            msg::BannerTieDetail {
                votes: msg::VotesCount { n: *v }.get(lang),
            }
            .get(lang),
        ),
        Moment::NobodyLeaves { votes: v, .. } => b(
            msg::NobodyLeaves.get(lang).to_owned(),
            None,
            format!(
                "{} — {}",
                msg::LiftResult.get(lang),
                msg::VotesCount { n: *v }.get(lang)
            ),
        ),
        Moment::NoVote { reason } => b(
            msg::NoVoteToday.get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
        Moment::Night { night, killed } => b(
            match killed.as_slice() {
                [] => msg::NobodyKilled.get(lang).to_owned(),
                seats => msg::BannerKilled {
                    seats: seat_list(seats),
                }
                .get(lang),
            },
            None,
            msg::NightTitle { night: *night }.get(lang),
        ),
        Moment::BestMove { by, seats } => b(
            msg::BannerBestMove {
                seats: seat_list(seats),
            }
            .get(lang),
            None,
            msg::Player { seat: *by }.get(lang),
        ),
        Moment::Removed {
            seat,
            how,
            what,
            vote,
        } => b(
            msg::BannerRemoved {
                seats: seat_list(&[*seat]),
                how: how_id(*how),
            }
            .get(lang),
            None,
            match vote_after(lang, *vote) {
                Some(v) => format!("{} · {v}", what.get(lang)),
                None => what.get(lang).to_owned(),
            },
        ),
        Moment::SpeechCut { seat, what } => b(
            msg::BannerSpeechCut {
                seats: seat_list(&[*seat]),
                what: what.get(lang),
            }
            .get(lang),
            None,
            msg::BannerSpeechCutDetail.get(lang).to_owned(),
        ),
        Moment::End {
            outcome, reason, ..
        } => b(
            outcome_words(*outcome).get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
        Moment::AfterWord { outcome, secs, .. } => b(
            outcome_words(*outcome).get(lang).to_owned(),
            None,
            msg::BannerAfterWords { secs: *secs }.get(lang),
        ),
    }
}

/// The text with its first letter capital: a reason said as a sentence.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
