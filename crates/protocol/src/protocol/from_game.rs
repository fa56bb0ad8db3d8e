//! From the engine's state to the protocol's display data.
//!
//! The engine keeps facts (seats, role indices, answer keys, exits); the
//! protocol prints words. This is the one place that turns the first into the
//! second, in the judge's language, with the ruleset's own names for roles,
//! night steps, offences and fouls.

use super::model::{
    Adjustment, BestMove, Check, DayBlock, FoulEntry, GameResult, Header, Labels, LiftRow,
    NightBlock, NightStep, ProtocolDoc, SeatRow, Shot, VoteRow,
};
use mafia_core::game::reason::NoVoteReason;
use mafia_core::game::state::{DayLog, Exit, ExitHow, NightEntry, RoundKind, SpeechKind};
use mafia_core::game::{Event, GameState, Phase, score};
use mafia_core::ruleset::{Outcome, Reveal, RuleKey, Ruleset, Side, StepKind};
use mafia_store::i18n::{fouls_heading, fouls_n};
use mafia_store::session::{Record, Session};
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};

/// The protocol header the judge fills in once; the console remembers it.
/// The same fields travel in the game record (`meta`).
pub use mafia_store::session::Meta as ProtocolMeta;

fn tr(lang: Lang, s: Fixed) -> String {
    s.get(lang).to_owned()
}

/// The protocol of `state` played under `rs`. Fouls carry no time here (the
/// state does not keep it); [`protocol_from_session`] adds it.
pub fn protocol_from_game(
    state: &GameState,
    rs: &Ruleset,
    meta: &ProtocolMeta,
    lang: Lang,
) -> ProtocolDoc {
    let mut labels = Labels::new(lang);
    labels.fouls = fouls_heading(lang, &rs.fouls);
    labels.foul_log = msg::ProtocolFoulLog {
        words: fouls_heading(lang, &rs.fouls),
    }
    .get(lang);
    let steps = NightSteps::of(rs);
    let step_name = |id: &Option<String>| {
        id.as_ref()
            .and_then(|id| rs.night.iter().find(|s| &s.id == id))
            .map(|s| s.name.get(lang).to_owned())
            .unwrap_or_default()
    };
    labels.shot = step_name(&steps.shot);
    labels.don_check = step_name(&steps.don);
    labels.sheriff_check = step_name(&steps.sheriff);
    let points = score::points(state, rs);
    let over = state.ending.is_some();

    let seats = state
        .players
        .iter()
        .map(|p| {
            let sp = points.iter().find(|x| x.seat == p.seat);
            let result = sp.map_or(0.0, |x| x.result);
            SeatRow {
                seat: p.seat,
                nickname: p.nick.clone(),
                role: p
                    .role
                    .and_then(|r| rs.roles.get(r))
                    .map(|r| r.name.get(lang).to_owned())
                    .unwrap_or_default(),
                side: p.role.map(|r| rs.role_side(r)),
                fouls: p.fouls,
                foul_limit: rs.fouls.remove_at,
                left: p
                    .exit
                    .as_ref()
                    .map(|e| exit_text(e, rs, lang))
                    .unwrap_or_default(),
                points: over.then_some(result),
                extra: sp.map_or(0.0, |x| x.total - x.result),
            }
        })
        .collect();

    ProtocolDoc {
        labels,
        draft: !over,
        header: Header {
            tournament: meta.tournament.clone(),
            stage: meta.stage.clone(),
            date: meta.date.clone(),
            table: meta.table.clone(),
            game_number: meta.game.clone(),
            ruleset: rs.name.get(lang).to_owned(),
            judge: meta.judge.clone(),
        },
        seats,
        days: state
            .days
            .iter()
            .map(|d| day_block(d, state, rs, lang))
            .collect(),
        nights: nights(state, rs, lang),
        best_move: state.best_move.as_ref().map(|bm| BestMove {
            seat: bm.seat,
            named: bm.seats.clone(),
            blacks: score::best_move_hits(state, rs).unwrap_or(0),
            points: if rs.points.best_move_tables.is_empty() {
                None
            } else {
                points
                    .iter()
                    .find(|x| x.seat == bm.seat)
                    .map(|x| x.best_move)
            },
        }),
        result: result(state, rs, lang),
        protest: state
            .scoring
            .protests
            .iter()
            .map(|p| p.as_ref())
            .collect::<Vec<&str>>()
            .join("; "),
        judge_decision: state
            .ending
            .as_ref()
            .filter(|e| e.by_judge)
            .map(|e| mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&e.reason, rs), lang))
            .unwrap_or_default(),
        adjustments: adjustments(state, rs, &points, lang),
        fouls: untimed_fouls(state, rs, lang),
        notes: geographic_off(state, rs, lang)
            .into_iter()
            .chain(state.scoring.notes.iter().map(|n| n.to_string()))
            .collect(),
        footer: format!(
            "{} · {} {} ({})",
            mafia_store::made_by::MADE_BY,
            rs.id,
            rs.version,
            rs.fingerprint
        ),
    }
}

/// The judge turned the ruleset's geographic rules off for this game
/// (stylized 7.11): the protocol says so, with their numbers.
fn geographic_off(state: &GameState, rs: &Ruleset, lang: Lang) -> Option<String> {
    if state.geographic || !rs.has_geographic() {
        return None;
    }
    Some(
        msg::ProtocolGeographicOff {
            rules: rs.geographic_rules(lang).join(", "),
            rule: rs
                .rule_ref(RuleKey::Geographic)
                .map(|r| mafia_words::i18n::Words::say(&mafia_store::i18n::Core(r), lang))
                .unwrap_or_default(),
        }
        .get(lang),
    )
}

/// The protocol of a game in the console, with each foul's day or night
/// found by replaying the judge's steps.
pub fn protocol_from_session(session: &Session, meta: &ProtocolMeta, lang: Lang) -> ProtocolDoc {
    let mut doc = protocol_from_game(session.state(), &session.ruleset, meta, lang);
    if doc.header.date.is_empty() {
        doc.header.date = mafia_store::clock::utc_date(session.created);
    }
    if let Some(fouls) = timed_fouls(&session.ruleset, &session.record(), lang) {
        doc.fouls = fouls;
    }
    doc
}

/// The file name the save dialog proposes: `2026-11-30_table-2_game-7.pdf`
/// (the parts the judge filled in; `protocol.pdf` when none). Characters a
/// file system may refuse become `-`.
pub fn suggested_file_name(meta: &ProtocolMeta) -> String {
    let clean = |s: &str| -> String {
        s.trim()
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '.' || c == '_' || c == '-' {
                    c
                } else {
                    '-'
                }
            })
            .collect::<String>()
            .trim_matches('-')
            .to_owned()
    };
    let mut parts = Vec::new();
    let date = clean(&meta.date);
    if !date.is_empty() {
        parts.push(date);
    }
    let table = clean(&meta.table);
    if !table.is_empty() {
        parts.push(format!("table-{table}"));
    }
    let game = clean(&meta.game);
    if !game.is_empty() {
        parts.push(format!("game-{game}"));
    }
    if parts.is_empty() {
        "protocol.pdf".to_owned()
    } else {
        format!("{}.pdf", parts.join("_"))
    }
}

/// How a player left, without when ("4 fouls", "disqualified").
fn exit_how_text(e: &Exit, rs: &Ruleset, lang: Lang) -> String {
    exit_text(
        &Exit {
            day: None,
            night: None,
            ..e.clone()
        },
        rs,
        lang,
    )
}

/// "убит, ночь 1", "заголосован, день 2", "4 фола, день 3".
fn exit_text(e: &Exit, rs: &Ruleset, lang: Lang) -> String {
    let how = match e.how {
        ExitHow::Killed => tr(lang, msg::ProtocolExitKilled),
        ExitHow::Voted => tr(lang, msg::ProtocolExitVoted),
        ExitHow::Fouls => fouls_n(lang, rs.fouls.remove_at, &rs.fouls),
        ExitHow::Disqualified => tr(lang, msg::ProtocolExitDisqualified),
        ExitHow::TeamLoss => tr(lang, msg::ProtocolExitTeamLoss),
    };
    match when(e.day, e.night, lang) {
        Some(w) => format!("{how}, {w}"),
        None => how,
    }
}

fn when(day: Option<u32>, night: Option<u32>, lang: Lang) -> Option<String> {
    match (day, night) {
        (_, Some(n)) => Some(msg::ProtocolWhenNight { night: n }.get(lang)),
        (Some(d), None) => Some(msg::ProtocolWhenDay { day: d }.get(lang)),
        (None, None) => None,
    }
}

fn phase_text(phase: &Phase, lang: Lang) -> String {
    match phase {
        Phase::Setup => tr(lang, msg::ProtocolBeforeGame),
        Phase::NightZero { .. } => when(None, Some(0), lang).unwrap_or_default(),
        Phase::Day { day, .. } => when(Some(*day), None, lang).unwrap_or_default(),
        Phase::Night { night, .. } => when(None, Some(*night), lang).unwrap_or_default(),
        Phase::Ended => tr(lang, msg::ProtocolAfterGame),
    }
}

fn day_block(d: &DayLog, state: &GameState, rs: &Ruleset, lang: Lang) -> DayBlock {
    let mut notes = Vec::new();
    // A day without a vote, once, in the words the screens use.
    match (&d.no_vote_reason, d.vote_cancelled) {
        (Some(r), _) => notes.push(mafia_words::i18n::Words::say(
            &mafia_store::i18n::Ruled(r, rs),
            lang,
        )),
        (None, true) => {
            let rule = state
                .vote_cancelled(d.day)
                .unwrap_or(RuleKey::RemovalBeforeResult);
            let r = NoVoteReason::Cancelled { rule };
            notes.push(mafia_words::i18n::Words::say(
                &mafia_store::i18n::Ruled(&r, rs),
                lang,
            ));
        }
        (None, false) => {}
    }
    // The checkers given their answer in the day (stylized 1.1).
    let answered: Vec<u8> = d.answers.iter().filter_map(|a| a.actor).collect();
    let list = |seats: &[u8]| {
        seats
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !d.blocked_voters.is_empty() {
        let seats = list(&d.blocked_voters);
        notes.push(msg::ProtocolMayNotVote { seats }.get(lang));
    }
    if !d.immune.is_empty() {
        let seats = list(&d.immune);
        notes.push(msg::ProtocolMayNotBeNominated { seats }.get(lang));
    }
    if !answered.is_empty() {
        let seats = list(&answered);
        notes.push(msg::ProtocolAnsweredInDay { seats }.get(lang));
    }
    for p in &state.players {
        if let Some(e) = &p.exit
            && e.day == Some(d.day)
            && e.night.is_none()
            && matches!(
                e.how,
                ExitHow::Fouls | ExitHow::Disqualified | ExitHow::TeamLoss
            )
        {
            let how = exit_how_text(e, rs, lang);
            notes.push(msg::ProtocolRemoved { seat: p.seat, how }.get(lang));
        }
    }
    DayBlock {
        number: d.day,
        speaking_order: state.speaking_order(d),
        silent: d
            .speeches
            .iter()
            .filter(|(_, k)| *k == SpeechKind::Silent)
            .map(|(s, _)| *s)
            .collect(),
        nominations: d.nominations.iter().map(|n| (n.by, n.target)).collect(),
        votes: d
            .rounds
            .iter()
            .map(|r| VoteRow {
                revote: r.kind == RoundKind::Revote,
                counts: r
                    .candidates
                    .iter()
                    .filter_map(|c| {
                        r.counts
                            .iter()
                            .find(|cv| cv.candidate == *c)
                            .map(|cv| (*c, cv.votes))
                    })
                    .collect(),
            })
            .collect(),
        lift: d.lift.as_ref().map(|l| LiftRow {
            candidates: l.candidates.clone(),
            votes: l.votes,
            passed: l.passed,
        }),
        left: d.left.clone(),
        notes,
    }
}

/// The answer key of a check in words.
fn answer_text(rs: &Ruleset, kind: &StepKind, answer: &str, lang: Lang) -> String {
    match kind {
        StepKind::Check {
            reveal: Reveal::Side,
        } => match answer {
            "red" => tr(lang, msg::ProtocolAnswerRed),
            "black" => tr(lang, msg::ProtocolAnswerBlack),
            other => other.to_owned(),
        },
        StepKind::Check {
            reveal: Reveal::IsRole(r),
        } => {
            let name = rs
                .roles
                .get(*r)
                .map(|x| x.name.get(lang).to_lowercase())
                .unwrap_or_default();
            match answer {
                "yes" => name,
                "no" => msg::ProtocolAnswerNotRole { role: name }.get(lang),
                other => other.to_owned(),
            }
        }
        StepKind::Check {
            reveal: Reveal::Team,
        } => rs
            .teams
            .iter()
            .find(|t| t.id == answer)
            .map(|t| t.name.get(lang).to_owned())
            .unwrap_or_else(|| answer.to_owned()),
        StepKind::Check {
            reveal: Reveal::Role,
        } => rs
            .roles
            .iter()
            .find(|r| r.id == answer)
            .map(|r| r.name.get(lang).to_owned())
            .unwrap_or_else(|| answer.to_owned()),
        StepKind::Compare => match answer {
            "yes" => tr(lang, msg::ProtocolAnswerSameTeam),
            "no" => tr(lang, msg::ProtocolAnswerDifferentTeams),
            other => other.to_owned(),
        },
        StepKind::Kill { .. } => match answer {
            "miss" => tr(lang, msg::ProtocolAnswerMiss),
            _ => String::new(),
        },
        _ => answer.to_owned(),
    }
}

fn nights(state: &GameState, rs: &Ruleset, lang: Lang) -> Vec<NightBlock> {
    let mut out = Vec::new();
    if !state.order.is_empty() {
        let name = rs
            .night_zero
            .iter()
            .find(|s| matches!(s.kind, StepKind::Order { .. }))
            .map(|s| s.name.get(lang).to_owned())
            .unwrap_or_else(|| tr(lang, msg::ProtocolOrder));
        out.push(NightBlock {
            number: 0,
            extra: vec![NightStep {
                name,
                actor: None,
                targets: state.order.clone(),
                answer: String::new(),
            }],
            ..NightBlock::default()
        });
    }
    let NightSteps {
        shot: shot_step,
        don: don_step,
        sheriff: sheriff_step,
    } = NightSteps::of(rs);
    for n in &state.nights {
        let mut block = NightBlock {
            number: n.night,
            ..NightBlock::default()
        };
        for e in &n.entries {
            let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                continue;
            };
            let answer = e
                .answer
                .as_deref()
                .map(|a| answer_text(rs, &step.kind, a, lang))
                .unwrap_or_default();
            let id = Some(&e.step);
            if id == shot_step.as_ref() {
                block.shot = Some(if e.targets.is_empty() {
                    Shot::Miss
                } else {
                    Shot::Killed(e.targets.clone())
                });
            } else if id == don_step.as_ref() && block.don_check.is_none() {
                block.don_check = check(e, answer);
            } else if id == sheriff_step.as_ref() && block.sheriff_check.is_none() {
                block.sheriff_check = check(e, answer);
            } else if !e.targets.is_empty() || !answer.is_empty() {
                block.extra.push(NightStep {
                    name: step.name.get(lang).to_owned(),
                    actor: e.actor,
                    targets: e.targets.clone(),
                    answer,
                });
            }
        }
        out.push(block);
    }
    out
}

/// The night steps that have their own row on the form.
struct NightSteps {
    shot: Option<String>,
    don: Option<String>,
    sheriff: Option<String>,
}

impl NightSteps {
    /// The first kill step is "the shot"; the first "is it this role?" check
    /// and the first red-or-black check are the don's and the sheriff's rows.
    fn of(rs: &Ruleset) -> Self {
        let first = |f: &dyn Fn(&StepKind) -> bool| {
            rs.night.iter().find(|s| f(&s.kind)).map(|s| s.id.clone())
        };
        NightSteps {
            shot: first(&|k| matches!(k, StepKind::Kill { .. })),
            don: first(&|k| {
                matches!(
                    k,
                    StepKind::Check {
                        reveal: Reveal::IsRole(_)
                    }
                )
            }),
            sheriff: first(&|k| {
                matches!(
                    k,
                    StepKind::Check {
                        reveal: Reveal::Side
                    }
                )
            }),
        }
    }
}

fn check(e: &NightEntry, answer: String) -> Option<Check> {
    e.targets.first().map(|t| Check { target: *t, answer })
}

fn result(state: &GameState, rs: &Ruleset, lang: Lang) -> GameResult {
    let Some(end) = &state.ending else {
        return GameResult::default();
    };
    let (winner, side) = match end.outcome {
        Outcome::Red => (tr(lang, msg::ProtocolRedWins), Some(Side::Red)),
        Outcome::Black => (tr(lang, msg::ProtocolBlackWins), Some(Side::Black)),
        Outcome::Draw => (tr(lang, msg::ProtocolDraw), None),
    };
    let mut reason =
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&end.reason, rs), lang);
    if end.by_judge {
        reason = msg::ProtocolByJudge { reason }.get(lang);
    }
    if !end.rated {
        reason = msg::ProtocolNotRated { reason }.get(lang);
    }
    GameResult {
        winner,
        side,
        reason,
    }
}

/// Page 2: each part of the points beyond the result, with its reason.
fn adjustments(
    state: &GameState,
    rs: &Ruleset,
    points: &[score::SeatPoints],
    lang: Lang,
) -> Vec<Adjustment> {
    let mut out = Vec::new();
    for sp in points {
        let seat = sp.seat;
        if sp.best_move != 0.0 {
            let hits = score::best_move_hits(state, rs).unwrap_or(0);
            out.push(Adjustment {
                seat,
                points: Some(sp.best_move),
                reason: msg::ProtocolBestMoveHits { hits }.get(lang),
            });
        }
        if sp.removal != 0.0 {
            let player = state.player(seat);
            let exit = player.and_then(|p| p.penalty.as_ref().or(p.exit.as_ref()));
            let offence = exit
                .and_then(|e| e.offence.as_deref())
                .and_then(|id| rs.offence(id))
                .map(|o| o.text.get(lang).to_owned());
            let how = exit.map(|e| exit_how_text(e, rs, lang)).unwrap_or_default();
            out.push(Adjustment {
                seat,
                points: Some(sp.removal),
                reason: match offence {
                    Some(o) => msg::ProtocolRemovalFor { how, offence: o }.get(lang),
                    None => msg::ProtocolRemoval { how }.get(lang),
                },
            });
        }
        for e in state.scoring.extras.iter().filter(|e| e.seat == seat) {
            out.push(Adjustment {
                seat,
                points: Some(e.points),
                reason: if e.reason.trim().is_empty() {
                    tr(lang, msg::ProtocolJudgeExtra)
                } else {
                    e.reason.clone()
                },
            });
        }
        if sp.bonus != 0.0 {
            let likes = state.scoring.likes.iter().filter(|l| l.1 == seat).count();
            let mut parts = Vec::new();
            if likes > 0 {
                parts.push(msg::ProtocolLikes { likes }.get(lang));
            }
            if state.scoring.best_players.contains(&seat) {
                parts.push(tr(lang, msg::ProtocolBestPlayer));
            }
            out.push(Adjustment {
                seat,
                points: Some(sp.bonus),
                reason: parts.join("; "),
            });
        }
        for (_, id) in state.scoring.penalties.iter().filter(|p| p.0 == seat) {
            let pen = rs.points.penalties.iter().find(|p| &p.id == id);
            out.push(Adjustment {
                seat,
                points: pen.map(|p| p.points),
                reason: msg::ProtocolPenalty {
                    name: pen.map_or(id.as_str(), |p| p.name.get(lang)),
                }
                .get(lang),
            });
        }
        if sp.compensation != 0.0 {
            out.push(Adjustment {
                seat,
                points: Some(sp.compensation),
                reason: tr(lang, msg::ProtocolCompensation),
            });
        }
    }
    out
}

fn offence_text(rs: &Ruleset, id: Option<&str>, lang: Lang) -> String {
    match id.and_then(|id| rs.offence(id)) {
        Some(o) => match &o.rule {
            None => o.text.get(lang).to_owned(),
            Some(rule) => format!("{} ({})", o.text.get(lang), rule.get(lang)),
        },
        None => id.unwrap_or_default().to_owned(),
    }
}

/// The fouls on record, without their time.
fn untimed_fouls(state: &GameState, rs: &Ruleset, lang: Lang) -> Vec<FoulEntry> {
    let mut out = Vec::new();
    for p in &state.players {
        for (i, off) in p.foul_offences.iter().enumerate() {
            if i >= usize::from(p.fouls) {
                break;
            }
            out.push(FoulEntry {
                seat: p.seat,
                when: String::new(),
                offence: offence_text(rs, off.as_deref(), lang),
            });
        }
        // Fouls given without an offence may not be in the list.
        for _ in p.foul_offences.len()..usize::from(p.fouls) {
            out.push(FoulEntry {
                seat: p.seat,
                when: String::new(),
                offence: String::new(),
            });
        }
    }
    out
}

/// The fouls in the order given, each with its day or night, found by
/// replaying the record step by step (`None` when it does not replay).
fn timed_fouls(rs: &Ruleset, record: &Record, lang: Lang) -> Option<Vec<FoulEntry>> {
    let mut head = record.clone();
    head.actions.clear();
    let mut session = Session::replay(rs.clone(), &head).ok()?;
    let mut out: Vec<FoulEntry> = Vec::new();
    for st in &record.actions {
        let phase = session.state().phase.clone();
        let before: Vec<u8> = session.state().players.iter().map(|p| p.fouls).collect();
        let events = session.act(st.action.clone(), st.at).ok()?;
        for e in events {
            let Event::FoulsChanged {
                seat,
                fouls,
                offences,
                ..
            } = e
            else {
                continue;
            };
            let had = before
                .get(usize::from(*seat).wrapping_sub(1))
                .copied()
                .unwrap_or(0);
            if *fouls > had {
                out.push(FoulEntry {
                    seat: *seat,
                    when: phase_text(&phase, lang),
                    offence: offence_text(
                        rs,
                        offences
                            .get(usize::from(*fouls) - 1)
                            .and_then(|o| o.as_deref()),
                        lang,
                    ),
                });
            } else if *fouls < had
                && let Some(i) = out.iter().rposition(|f| f.seat == *seat)
            {
                out.remove(i);
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_name_from_the_header() {
        let meta = ProtocolMeta {
            date: "2026-11-30".into(),
            table: "2".into(),
            game: "7".into(),
            ..ProtocolMeta::default()
        };
        assert_eq!(suggested_file_name(&meta), "2026-11-30_table-2_game-7.pdf");
        let odd = ProtocolMeta {
            table: "A/B".into(),
            game: " 3 ".into(),
            ..ProtocolMeta::default()
        };
        assert_eq!(suggested_file_name(&odd), "table-A-B_game-3.pdf");
        assert_eq!(
            suggested_file_name(&ProtocolMeta::default()),
            "protocol.pdf"
        );
    }
}
