//! Stages: a qualifying, a semifinal, a final (`[[stages]]` in
//! `tournament.toml`). The stages take the seating's rounds one after
//! another; a stage's players are those its seating seats (the first
//! stage's: every player of the tournament). After a stage, the best `cut`
//! of its standings go through, by the total and the ruleset's tie-breaks,
//! among the players who take part in the awards; the next stage's seating
//! is generated for them ([`seating_for`]). Whether the points carry over
//! into the next stage is the ruleset's `carry_over`: when they do, a
//! stage's standings count every game so far; when not, only its own.

use super::description::nick_key;
use super::seating::{self, SeatingError};
use super::standings::{Row, Scope, Standings, rank, standings_in};
use super::{Description, GameFile, SeatingEntry};
use crate::ruleset::Ruleset;

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

/// The players of a stage (nickname keys): those its seating seats; the
/// first stage without a seating yet: every player.
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
        players: Some(players_of(desc, span).into_iter().collect()),
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

/// Who goes through after a stage: the best `cut` of its standings among
/// the players who take part in the awards (nicknames as written).
pub fn passed(s: &Standings, span: &Span) -> Vec<String> {
    s.players
        .iter()
        .filter(|r| r.eligible && !r.disqualified)
        .take(span.cut as usize)
        .map(|r| r.nick.clone())
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
        passed(&s, before)
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
/// first, each with the figures of the last stage he reached.
pub(super) fn staged_rows(
    rs: &Ruleset,
    desc: &Description,
    games: &[GameFile],
    all: Vec<Row>,
) -> Vec<Row> {
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
    let seated: Vec<Vec<String>> = spans.iter().map(|s| players_of(desc, s)).collect();
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
    rows
}
