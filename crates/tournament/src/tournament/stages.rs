//! Stages: a qualifying, a semifinal, a final (`[[stages]]` in
//! `tournament.toml`). The stages take the seating's rounds one after
//! another; a stage's players are those its seating seats (the first
//! stage's: every player of the tournament). After a stage, the best `cut`
//! of its standings go through, by the total and the ruleset's tie-breaks,
//! among the players who take part in the awards; the next stage's seating
//! is generated for them ([`seating_for`]). Whether the points carry over
//! into the next stage is the ruleset's `carry_over`: when they do, a
//! stage's standings count every game so far; when not, only its own.
//!
//! A later stage's seating in `tournament.toml` is not taken on trust:
//! once the stage before is over, its players are those who passed the cut
//! ([`stage_players`]); a game of it with a player who did not pass is
//! held for the head judge as the check holds a record that does not fit
//! ([`hold_not_through`]), and the seating's games that seat such a player
//! are named ([`seating_misfits`]).

use super::check::{self, Checked, Finding};
use super::description::round_of;
use super::nick::nick_key;
use super::seating::{self, SeatingError};
use super::standings::{DescriptionProblem, Row, Scope, Standings, cmp_rank, rank, standings_in};
use super::{CutDecision, Description, GameFile, SeatingEntry};
use mafia_core::ruleset::Ruleset;
use std::collections::{HashMap, HashSet};

/// A stage as the seating numbers it: its rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// From 0.
    pub index: usize,
    pub name: String,
    pub first_round: u32,
    pub last_round: u32,
    pub tables: u32,
    pub cut: u32,
}

/// The stages with their rounds.
pub fn spans(desc: &Description) -> Vec<Span> {
    let mut next = 1u32;
    desc.stages
        .iter()
        .enumerate()
        .map(|(index, s)| {
            let first = next;
            next = next.saturating_add(s.rounds.max(1));
            Span {
                index,
                name: s.name.clone(),
                first_round: first,
                last_round: next - 1,
                tables: s.tables,
                cut: s.cut,
            }
        })
        .collect()
}

/// The stage a round belongs to.
pub fn stage_of_round(desc: &Description, round: u32) -> Option<Span> {
    spans(desc)
        .into_iter()
        .find(|s| round >= s.first_round && round <= s.last_round)
}

/// The seating of a stage.
pub fn seating_of<'a>(desc: &'a Description, span: &Span) -> Vec<&'a SeatingEntry> {
    desc.numbered_games()
        .into_iter()
        .filter(|e| e.round >= span.first_round && e.round <= span.last_round)
        .collect()
}

/// The players a stage's seating seats (nickname keys); the first stage
/// without a seating yet: every player.
pub fn players_of(desc: &Description, span: &Span) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in seating_of(desc, span) {
        for n in &e.seats {
            let k = nick_key(n);
            if !k.is_empty() && !out.contains(&k) {
                out.push(k);
            }
        }
    }
    if out.is_empty() && span.index == 0 {
        out = desc.players.iter().map(|p| nick_key(&p.nick)).collect();
    }
    out
}

/// The standings after a stage: its players, the games of its rounds (and
/// of the stages before when the ruleset carries the points over).
pub fn stage_standings(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    span: &Span,
) -> Standings {
    let spans = spans(desc);
    let from = if rs.tournament.carry_over {
        spans.first().map_or(1, |s| s.first_round)
    } else {
        span.first_round
    };
    let scope = Scope {
        rounds: Some((from, span.last_round)),
        players: Some(stage_players(rs, desc, games, span).into_iter().collect()),
    };
    let mut s = standings_in(rs, desc, games, &[], &scope);
    for r in &mut s.players {
        r.stage = Some(u32::try_from(span.index + 1).unwrap_or(u32::MAX));
    }
    rank(rs, &mut s.players);
    s
}

/// Is every game of the stage's seating counted?
pub fn finished(s: &Standings, desc: &Description, span: &Span) -> bool {
    let games = seating_of(desc, span).len();
    games > 0
        && s.counted
            .iter()
            .filter(|g| {
                g.slot
                    .is_some_and(|x| x.round >= span.first_round && x.round <= span.last_round)
            })
            .count()
            >= games
}

/// A tie across a stage's cut line that the ruleset's tie-breaks leave:
/// equal players on both sides of it, so list order alone would choose.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CutTie {
    /// The stage (from 1) and its name.
    pub stage: usize,
    pub name: String,
    /// The place the tied players share.
    pub place: u32,
    /// How many of them go through.
    pub places: usize,
    /// The tied players (nicknames as written), in the standings' order.
    pub tied: Vec<String>,
}

/// The tie at the cut after a stage, if the tie-breaks leave one (the
/// players who take part in the awards, as [`cut`] takes them).
pub fn cut_tie(rs: &Ruleset, s: &Standings, span: &Span) -> Option<CutTie> {
    let rows: Vec<&Row> = s
        .players
        .iter()
        .filter(|r| r.eligible && !r.disqualified)
        .collect();
    let k = span.cut as usize;
    if k == 0 || rows.len() <= k {
        return None;
    }
    let (last_in, first_out) = (rows[k - 1], rows[k]);
    if cmp_rank(rs, last_in, first_out) != std::cmp::Ordering::Equal {
        return None;
    }
    let equal = |r: &&Row| cmp_rank(rs, r, last_in) == std::cmp::Ordering::Equal;
    let start = rows.iter().position(equal).unwrap_or(k - 1);
    let tied: Vec<String> = rows[start..]
        .iter()
        .take_while(|r| equal(r))
        .map(|r| r.nick.clone())
        .collect();
    Some(CutTie {
        stage: span.index + 1,
        name: span.name.clone(),
        place: last_in.place,
        places: k - start,
        tied,
    })
}

/// The head judge's decision that breaks this tie: one of the stage's
/// `[[cut_decisions]]` naming the same tied players and as many of them
/// going through as there are places.
pub fn decision_for<'a>(desc: &'a Description, tie: &CutTie) -> Option<&'a CutDecision> {
    let keys = |v: &[String]| {
        let mut k: Vec<String> = v.iter().map(|n| nick_key(n)).collect();
        k.sort();
        k.dedup();
        k
    };
    let tied = keys(&tie.tied);
    desc.cut_decisions.iter().rev().find(|d| {
        let through = keys(&d.through);
        d.stage as usize == tie.stage
            && keys(&d.tied) == tied
            && through.len() == tie.places
            && through.iter().all(|t| tied.contains(t))
    })
}

/// Who goes through after a stage: the best `cut` of its standings among
/// the players who take part in the awards (nicknames as written). A tie
/// the tie-breaks leave across the cut line goes through as the head judge
/// decided it ([`decision_for`]); undecided, it is the error: list order
/// never chooses.
pub fn cut(
    rs: &Ruleset,
    desc: &Description,
    s: &Standings,
    span: &Span,
) -> Result<Vec<String>, CutTie> {
    let rows = s.players.iter().filter(|r| r.eligible && !r.disqualified);
    let Some(tie) = cut_tie(rs, s, span) else {
        return Ok(rows
            .take(span.cut as usize)
            .map(|r| r.nick.clone())
            .collect());
    };
    let Some(decision) = decision_for(desc, &tie) else {
        return Err(tie);
    };
    let sure = span.cut as usize - tie.places;
    let through = |n: &str| decision.through.iter().any(|t| nick_key(t) == nick_key(n));
    let mut out: Vec<String> = rows.clone().take(sure).map(|r| r.nick.clone()).collect();
    out.extend(
        rows.skip(sure)
            .filter(|r| tie.tied.contains(&r.nick) && through(&r.nick))
            .map(|r| r.nick.clone()),
    );
    Ok(out)
}

/// The ties at the cuts of the finished stages that the head judge has
/// not decided yet.
pub fn undecided_ties(rs: &Ruleset, desc: &Description, games: &[GameFile]) -> Vec<CutTie> {
    spans(desc)
        .iter()
        .filter(|span| span.cut > 0)
        .filter_map(|span| {
            let s = stage_standings(rs, desc, games, span);
            if !finished(&s, desc, span) {
                return None;
            }
            cut(rs, desc, &s, span).err()
        })
        .collect()
}

/// Why a stage's seating cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StageError {
    /// The tournament has no stage of this number (from 1).
    #[error("no stage {stage} (the tournament has {stages})")]
    NoStage { stage: usize, stages: usize },
    /// The stage before has games still to play.
    #[error("stage {stage} is not finished: {missing} games left")]
    NotFinished { stage: usize, missing: usize },
    /// Players tied at the cut of the stage before that the tie-breaks do
    /// not separate, and the head judge has not decided (a draw, an extra
    /// game).
    #[error("a tie at the cut of stage {}: {}", .0.stage, .0.tied.join(", "))]
    TieAtCut(CutTie),
    #[error(transparent)]
    Seating(#[from] SeatingError),
}

/// The seating of stage `number` (from 1): the first stage for every
/// player, a later one for those who passed the stage before (which must
/// be finished). Its rounds are numbered after the stages before.
pub fn seating_for(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    number: usize,
    seed: u64,
    clubs_apart: bool,
) -> Result<(Vec<String>, Vec<SeatingEntry>), StageError> {
    let spans = spans(desc);
    let Some(span) = number.checked_sub(1).and_then(|k| spans.get(k)) else {
        return Err(StageError::NoStage {
            stage: number,
            stages: spans.len(),
        });
    };
    let players: Vec<String> = if span.index == 0 {
        desc.players.iter().map(|p| p.nick.clone()).collect()
    } else {
        let before = &spans[span.index - 1];
        let s = stage_standings(rs, desc, games, before);
        if !finished(&s, desc, before) {
            let all = seating_of(desc, before).len();
            let done = s
                .counted
                .iter()
                .filter(|g| {
                    g.slot.is_some_and(|x| {
                        x.round >= before.first_round && x.round <= before.last_round
                    })
                })
                .count();
            return Err(StageError::NotFinished {
                stage: before.index + 1,
                missing: all.saturating_sub(done),
            });
        }
        cut(rs, desc, &s, before).map_err(StageError::TieAtCut)?
    };
    let size = usize::from(rs.players.default);
    let rounds = span.last_round - span.first_round + 1;
    let clubs: Vec<String> = if clubs_apart {
        players
            .iter()
            .map(|n| desc.player(n).map(|p| p.club.clone()).unwrap_or_default())
            .collect()
    } else {
        Vec::new()
    };
    let mut entries = seating::generate_with(
        &players,
        span.tables.max(1),
        size,
        rounds,
        seed,
        &seating::Options {
            clubs,
            ..seating::Options::default()
        },
    )?;
    for e in &mut entries {
        e.round += span.first_round - 1;
    }
    Ok((players, entries))
}

/// The seating with stage `number`'s rounds replaced by `entries`.
pub fn replace_stage(desc: &mut Description, number: usize, entries: Vec<SeatingEntry>) {
    if let Some(span) = number
        .checked_sub(1)
        .and_then(|k| spans(desc).get(k).cloned())
    {
        desc.seating
            .retain(|e| e.round < span.first_round || e.round > span.last_round);
        desc.seating.extend(entries);
        desc.seating.sort_by_key(|e| (e.round, e.table));
    }
}

/// The whole tournament's rows: the players who reached a later stage
/// first, each with the figures of the last stage he reached; and the ties
/// at the finished stages' cuts the head judge has not decided yet.
pub(super) fn staged_rows(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    all: Vec<Row>,
) -> (Vec<Row>, Vec<CutTie>) {
    let spans = spans(desc);
    let per_stage: Vec<Standings> = spans
        .iter()
        .map(|s| stage_standings(rs, desc, games, s))
        .collect();
    // A later stage is reached once the stage before it is over (its cut
    // made), not when a seating for it is written down.
    let open: Vec<bool> = spans
        .iter()
        .map(|s| s.index == 0 || finished(&per_stage[s.index - 1], desc, &spans[s.index - 1]))
        .collect();
    let seated: Vec<Vec<String>> = spans
        .iter()
        .map(|s| stage_players(rs, desc, games, s))
        .collect();
    let mut rows = Vec::new();
    for r in all {
        let key = nick_key(&r.nick);
        let reached = spans
            .iter()
            .rev()
            .find(|s| open[s.index] && seated[s.index].contains(&key));
        let row = reached
            .and_then(|s| {
                per_stage[s.index]
                    .players
                    .iter()
                    .find(|x| nick_key(&x.nick) == key)
                    .cloned()
            })
            .unwrap_or(r);
        rows.push(row);
    }
    rank(rs, &mut rows);
    let ties = spans
        .iter()
        .filter(|s| s.cut > 0 && s.index + 1 < spans.len() && open[s.index + 1])
        .filter_map(|s| cut(rs, desc, &per_stage[s.index], s).err())
        .collect();
    (rows, ties)
}

/// Who may play a later stage: those who passed the cut of the stage
/// before it (nickname keys), once that stage is over. A tie at the cut the
/// head judge has not decided lets every tied player in (`decided` false).
struct Through {
    keys: HashSet<String>,
    decided: bool,
    /// The stage before's name.
    before: String,
}

/// The cut before stage `index` (from 0), when there is one to check
/// against: not for the first stage, nor after a stage without a cut, nor
/// before the stage before is over (and, with the points carried over,
/// every stage before it).
fn through_before(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    index: usize,
) -> Option<Through> {
    let spans = spans(desc);
    let before = spans.get(index.checked_sub(1)?)?;
    if before.cut == 0 {
        return None;
    }
    let s = stage_standings(rs, desc, games, before);
    // With the points carried over, every stage so far counts in the cut:
    // it is known once they all are over.
    let counting = if rs.tournament.carry_over {
        &spans[..index]
    } else {
        std::slice::from_ref(before)
    };
    if !counting.iter().all(|sp| finished(&s, desc, sp)) {
        return None;
    }
    let (nicks, decided) = match cut(rs, desc, &s, before) {
        Ok(through) => (through, true),
        Err(tie) => {
            let sure = (before.cut as usize).saturating_sub(tie.places);
            let mut nicks: Vec<String> = s
                .players
                .iter()
                .filter(|r| r.eligible && !r.disqualified)
                .take(sure)
                .map(|r| r.nick.clone())
                .collect();
            nicks.extend(tie.tied);
            (nicks, false)
        }
    };
    Some(Through {
        keys: nicks.iter().map(|n| nick_key(n)).collect(),
        decided,
        before: before.name.clone(),
    })
}

/// The players of a game the head judge counted although they did not
/// pass the cut before its stage (an accepted `not_through_cut`), keys.
fn accepted_outsiders(
    desc: &Description,
    games: &[GameFile],
    span: &Span,
    through: &Through,
) -> HashSet<String> {
    let mut out = HashSet::new();
    for g in games {
        let round = g.record.meta.round.or_else(|| round_of(desc, &g.record));
        if !round.is_some_and(|r| r >= span.first_round && r <= span.last_round) {
            continue;
        }
        let digest = check::digest(&g.record);
        let accepted = desc.accepted.iter().any(|a| {
            a.file == g.file && a.case == check::Case::NotThroughCut.id() && a.digest == digest
        });
        if accepted {
            out.extend(
                g.record
                    .players
                    .iter()
                    .map(|n| nick_key(n))
                    .filter(|k| !through.keys.contains(k)),
            );
        }
    }
    out
}

/// The players of a stage (nickname keys). The first stage: those its
/// seating seats (every player without a seating yet). A later stage, once
/// the stage before is over: those who passed its cut, not whoever the
/// seating names (with an undecided tie at the cut, those of the seating
/// who may have passed), and any player of a game the head judge counted
/// anyway; before that, its seating's.
pub fn stage_players(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    span: &Span,
) -> Vec<String> {
    let Some(through) = through_before(rs, desc, games, span.index) else {
        return players_of(desc, span);
    };
    let mut out: Vec<String> = if through.decided {
        let mut v: Vec<String> = through.keys.iter().cloned().collect();
        v.sort();
        v
    } else {
        players_of(desc, span)
            .into_iter()
            .filter(|k| through.keys.contains(k))
            .collect()
    };
    let mut more: Vec<String> = accepted_outsiders(desc, games, span, &through)
        .into_iter()
        .filter(|k| !out.contains(k))
        .collect();
    more.sort();
    out.extend(more);
    out
}

/// Holds every counted game of a later stage (up to round `upto`, when
/// given) that seats a player who did not pass the cut of the stage before
/// (`Finding::NotThroughCut`), as the check holds a record that does not
/// fit: counted only when the head judge accepts it.
pub(super) fn hold_not_through<'a>(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    upto: Option<u32>,
    checked: &mut Checked<'a>,
) {
    if desc.stages.len() < 2 {
        return;
    }
    let spans = spans(desc);
    let mut cuts: HashMap<usize, Option<Through>> = HashMap::new();
    let mut kept = Vec::new();
    for (g, slot) in std::mem::take(&mut checked.counted) {
        let later = slot
            .filter(|s| upto.is_none_or(|to| s.round <= to))
            .and_then(|s| {
                spans
                    .iter()
                    .find(|sp| s.round >= sp.first_round && s.round <= sp.last_round)
                    .filter(|sp| sp.index > 0)
                    .map(|sp| (s, sp))
            });
        if let Some((slot, span)) = later
            && let Some(through) = cuts
                .entry(span.index)
                .or_insert_with(|| through_before(rs, desc, games, span.index))
        {
            let nicks: Vec<String> = g
                .record
                .players
                .iter()
                .filter(|n| !through.keys.contains(&nick_key(n)))
                .cloned()
                .collect();
            if !nicks.is_empty() {
                let h = check::hold(
                    desc,
                    g,
                    Finding::NotThroughCut {
                        slot,
                        stage: span.name.clone(),
                        before: through.before.clone(),
                        nicks,
                    },
                );
                let accepted = h.accepted;
                checked.held.push(h);
                if !accepted {
                    continue;
                }
            }
        }
        kept.push((g, slot));
    }
    checked.counted = kept;
}

/// The games of the later stages' seating that seat a player who did not
/// pass the cut before (none the head judge counted anyway), as problems
/// of the description: a hand-written seating is checked before its games are played.
pub fn seating_misfits(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
) -> Vec<DescriptionProblem> {
    let mut out = Vec::new();
    for span in spans(desc).iter().filter(|s| s.index > 0) {
        let Some(through) = through_before(rs, desc, games, span.index) else {
            continue;
        };
        let counted = accepted_outsiders(desc, games, span, &through);
        for e in seating_of(desc, span) {
            let nicks: Vec<String> = e
                .seats
                .iter()
                .filter(|n| {
                    let k = nick_key(n);
                    !k.is_empty() && !through.keys.contains(&k) && !counted.contains(&k)
                })
                .cloned()
                .collect();
            if !nicks.is_empty() {
                out.push(DescriptionProblem::SeatingNotThrough {
                    stage: span.name.clone(),
                    round: e.round,
                    table: e.table,
                    nicks,
                    before: through.before.clone(),
                });
            }
        }
    }
    out
}
