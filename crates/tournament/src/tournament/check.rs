//! Every game checked against the seating and against the other records.
//!
//! A record is matched to its slot of the seating (its round and table) by
//! its players and seats, not only by the number written in it. What does
//! not fit is held: shown to the head judge with the difference, and
//! counted only when he accepts it (`[[accepted]]` in `tournament.toml`,
//! naming the file, the case and the record's digest, so a file changed
//! after the decision is held again). The cases, each with its typed
//! finding:
//!
//! - the players differ from the slot the record's number names (seat by
//!   seat what the seating says and what the record says);
//! - a stranger: a nickname that is not one of the tournament's players;
//! - another game's players: the players and seats of one game of the
//!   seating in a record whose number names another game (another round's
//!   seating taken by mistake): counted under neither until the head
//!   judge decides, so the games list, the hall and the tables agree;
//! - a second record for one slot (the first filed counts);
//! - a slot outside the seating (no game of the seating has these players,
//!   and the number written is not in it);
//! - a changed ruleset: the ruleset file's fingerprint in the record is not
//!   the tournament's ruleset's now;
//! - a copy of another record with one change (another creation time, a
//!   header field, one action): the earlier counts;
//! - a huge appendix: a record that is another, finished record plus more
//!   actions after its end than [`APPENDIX_LIMIT`] (100,000 notes look like
//!   a longer save): the finished record counts;
//! - not through the cut: a game of a later stage (a semifinal, a final)
//!   with a player who did not pass the cut of the stage before
//!   (`super::stages::hold_not_through`, once that stage is over).

use super::nick::{nick_key, same_nick};
use super::{Description, GameFile};
use mafia_core::game::Action;
use mafia_core::ruleset::Ruleset;
use mafia_store::session::{Record, Stamped};
use mafia_words::Text;
use mafia_words::i18n::{msg, text_of};
use serde::Serialize;
use std::collections::HashMap;

/// More actions after a finished game's end than this, and a longer copy of
/// it is not taken for a later save without the head judge (after the end a
/// judge adds extra points, likes, the best players and a few notes: tens).
pub const APPENDIX_LIMIT: usize = 100;

/// What was found, as `tournament.toml`'s `[[accepted]]` and the JSON of
/// `standings` name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Case {
    PlayersDiffer,
    OtherSlot,
    Stranger,
    SecondForSlot,
    OutsideSeating,
    ChangedRuleset,
    OneChangeCopy,
    Appendix,
    NotThroughCut,
}

impl Case {
    pub fn id(self) -> &'static str {
        match self {
            Case::PlayersDiffer => "players_differ",
            Case::OtherSlot => "other_slot",
            Case::Stranger => "stranger",
            Case::SecondForSlot => "second_for_slot",
            Case::OutsideSeating => "outside_seating",
            Case::ChangedRuleset => "changed_ruleset",
            Case::OneChangeCopy => "one_change_copy",
            Case::Appendix => "appendix",
            Case::NotThroughCut => "not_through_cut",
        }
    }
}

/// A game of the seating: its number (round by round, table by table, from
/// 1), round and table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Slot {
    pub game: u32,
    pub round: u32,
    pub table: u32,
}

/// One seat where the record and its slot disagree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatDiff {
    pub seat: usize,
    pub expected: String,
    pub found: String,
}

/// The one change between a record and the one it copies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    /// Another creation time.
    Created,
    /// A header field (`game`, `table`, `date`, …).
    Header(&'static str),
    /// The cards per role.
    Roles,
    /// The judge's switches.
    Options,
    /// One action (its index, from 1).
    Action(usize),
    /// One action more or less at the end.
    Length,
}

/// What was found, with the data the judge needs to see the difference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "case")]
pub enum Finding {
    PlayersDiffer {
        slot: Slot,
        seats: Vec<SeatDiff>,
    },
    /// The players sit as the seating seats another game (`seated`), but
    /// the record's number names this one (`written`).
    OtherSlot {
        written: Slot,
        seated: Slot,
    },
    Stranger {
        nicks: Vec<String>,
    },
    SecondForSlot {
        slot: Slot,
        first: String,
    },
    OutsideSeating {
        game: String,
        table: String,
    },
    ChangedRuleset {
        played: String,
        now: String,
    },
    OneChangeCopy {
        of: String,
        change: Change,
    },
    Appendix {
        of: String,
        added: usize,
        notes: usize,
    },
    /// A game of stage `stage` seats players who did not pass the cut of
    /// the stage `before` it (nicknames as the record writes them).
    NotThroughCut {
        slot: Slot,
        stage: String,
        before: String,
        nicks: Vec<String>,
    },
}

impl Finding {
    pub fn case(&self) -> Case {
        match self {
            Finding::PlayersDiffer { .. } => Case::PlayersDiffer,
            Finding::OtherSlot { .. } => Case::OtherSlot,
            Finding::Stranger { .. } => Case::Stranger,
            Finding::SecondForSlot { .. } => Case::SecondForSlot,
            Finding::OutsideSeating { .. } => Case::OutsideSeating,
            Finding::ChangedRuleset { .. } => Case::ChangedRuleset,
            Finding::OneChangeCopy { .. } => Case::OneChangeCopy,
            Finding::Appendix { .. } => Case::Appendix,
            Finding::NotThroughCut { .. } => Case::NotThroughCut,
        }
    }

    /// The finding in both languages.
    pub fn text(&self) -> Text {
        match self {
            Finding::PlayersDiffer { slot, seats } => text_of(|l| {
                // In words, seat by seat (no arrow: the window's font has
                // none).
                let diff: Vec<String> = seats
                    .iter()
                    .map(|d| {
                        msg::CheckSeatDiff {
                            seat: d.seat,
                            expected: d.expected.as_str(),
                            found: d.found.as_str(),
                        }
                        .get(l)
                    })
                    .collect();
                msg::CheckPlayersDiffer {
                    game: slot.game,
                    round: slot.round,
                    table: slot.table,
                    seats: diff.join("; "),
                }
                .get(l)
            }),
            Finding::OtherSlot { written, seated } => msg::CheckOtherSlot {
                game: written.game,
                round: written.round,
                table: written.table,
                seated: seated.game,
                seated_round: seated.round,
                seated_table: seated.table,
            }
            .text(),
            Finding::Stranger { nicks } => msg::CheckStranger {
                nicks: nicks.join(", "),
            }
            .text(),
            Finding::SecondForSlot { slot, first } => msg::CheckSecondForSlot {
                game: slot.game,
                round: slot.round,
                table: slot.table,
                first: first.as_str(),
            }
            .text(),
            Finding::OutsideSeating { game, table } => msg::CheckOutsideSeating {
                game: game.as_str(),
                table: table.as_str(),
            }
            .text(),
            Finding::ChangedRuleset { played, now } => msg::CheckChangedRuleset {
                played: played.as_str(),
                now: now.as_str(),
            }
            .text(),
            Finding::OneChangeCopy { of, change } => {
                let what = match change {
                    Change::Created => msg::CheckChangeCreated.text(),
                    Change::Header(field) => msg::CheckChangeHeader { field: *field }.text(),
                    Change::Roles => msg::CheckChangeRoles.text(),
                    Change::Options => msg::CheckChangeOptions.text(),
                    Change::Action(i) => msg::CheckChangeAction { index: *i }.text(),
                    Change::Length => msg::CheckChangeLength.text(),
                };
                text_of(|l| {
                    msg::CheckOneChangeCopy {
                        of: of.as_str(),
                        change: what.get(l),
                    }
                    .get(l)
                })
            }
            Finding::Appendix { of, added, notes } => msg::CheckAppendix {
                of: of.as_str(),
                added: *added,
                notes: *notes,
            }
            .text(),
            Finding::NotThroughCut {
                slot,
                stage,
                before,
                nicks,
            } => msg::CheckNotThroughCut {
                game: slot.game,
                round: slot.round,
                table: slot.table,
                stage: stage.as_str(),
                before: before.as_str(),
                nicks: nicks.join(", "),
                count: nicks.len(),
            }
            .text(),
        }
    }
}

/// A game the check holds (or held, and the head judge accepted).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Held {
    pub file: String,
    pub case: Case,
    pub finding: Finding,
    /// The record's digest, as `[[accepted]]` names it.
    pub digest: String,
    pub accepted: bool,
}

/// The digest of a record as the acceptance names it: its game's JSON
/// fingerprint, so any change to the game makes it another record (which
/// console wrote the file is not the game: see [`Record::game_json`]).
pub fn digest(r: &Record) -> String {
    mafia_core::ruleset::fingerprint(&r.game_json())
}

/// Finds and records one case for a game: accepted or not.
pub(super) fn hold(desc: &Description, g: &GameFile, finding: Finding) -> Held {
    let digest = digest(&g.record);
    let case = finding.case();
    let accepted = desc
        .accepted
        .iter()
        .any(|a| a.file == g.file && a.case == case.id() && a.digest == digest);
    Held {
        file: g.file.clone(),
        case,
        finding,
        digest,
        accepted,
    }
}

/// The one change between two records of the same players and ruleset, or
/// `None` when they differ in more than one thing (or in nothing).
pub fn one_change(a: &Record, b: &Record) -> Option<Change> {
    let mut changes = Vec::new();
    if a.created != b.created {
        changes.push(Change::Created);
    }
    let (m, n) = (&a.meta, &b.meta);
    for (field, x, y) in [
        ("tournament", &m.tournament, &n.tournament),
        ("stage", &m.stage, &n.stage),
        ("date", &m.date, &n.date),
        ("table", &m.table, &n.table),
        ("game", &m.game, &n.game),
        ("judge", &m.judge, &n.judge),
    ] {
        if x != y {
            changes.push(Change::Header(field));
        }
    }
    if a.role_counts != b.role_counts {
        changes.push(Change::Roles);
    }
    if a.options != b.options {
        changes.push(Change::Options);
    }
    if changes.len() > 1 {
        return None;
    }
    let (x, y) = (&a.actions, &b.actions);
    if x.len() == y.len() {
        for (i, (p, q)) in x.iter().zip(y).enumerate() {
            if p != q {
                changes.push(Change::Action(i + 1));
                if changes.len() > 1 {
                    return None;
                }
            }
        }
    } else if x.len().abs_diff(y.len()) == 1 && (x.starts_with(y) || y.starts_with(x)) {
        changes.push(Change::Length);
    } else {
        return None;
    }
    match changes.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

/// The notes among these actions.
pub fn notes(actions: &[Stamped]) -> usize {
    actions
        .iter()
        .filter(|s| matches!(s.action, Action::Note { .. }))
        .count()
}

/// The key of a seating's seats or a record's players, for matching.
fn seats_key(seats: &[String]) -> Vec<String> {
    seats.iter().map(|s| nick_key(s)).collect()
}

/// What the check makes of the games that passed the duplicate test: the
/// games that count, each with its slot of the seating (`None`: no seating
/// to match), and the games held (accepted ones among them, counted too).
pub struct Checked<'a> {
    pub counted: Vec<(&'a GameFile, Option<Slot>)>,
    pub held: Vec<Held>,
}

/// Checks the games (one record per game already) against the ruleset, the
/// seating and each other.
pub fn check<'a>(rs: &Ruleset, desc: &Description, games: Vec<&'a GameFile>) -> Checked<'a> {
    let mut held = Vec::new();
    // Per game: its findings and its slot.
    let mut found: Vec<(&GameFile, Vec<Held>, Option<Slot>)> = Vec::new();
    // Copies with one change: the earlier of two records of the same
    // players counts, the later is held.
    let mut by_players: HashMap<(String, Vec<String>), Vec<&GameFile>> = HashMap::new();
    for g in &games {
        by_players
            .entry((g.record.ruleset.id.clone(), seats_key(&g.record.players)))
            .or_default()
            .push(g);
    }
    let mut copies: HashMap<&str, Finding> = HashMap::new();
    for group in by_players.values_mut() {
        group.sort_by(|a, b| (a.record.created, &a.file).cmp(&(b.record.created, &b.file)));
        for (k, later) in group.iter().enumerate() {
            if let Some((of, change)) = group[..k]
                .iter()
                .find_map(|a| one_change(&a.record, &later.record).map(|c| (a, c)))
            {
                copies.insert(
                    later.file.as_str(),
                    Finding::OneChangeCopy {
                        of: of.file.clone(),
                        change,
                    },
                );
            }
        }
    }
    // The tournament's players by key: one look-up a seat.
    let listed = desc.nick_keys();
    let numbered = desc.numbered_games();
    let slot_of = |k: usize| -> Option<Slot> {
        numbered.get(k).map(|e| Slot {
            game: u32::try_from(k + 1).unwrap_or(u32::MAX),
            round: e.round,
            table: e.table,
        })
    };
    // A seating may seat the same table the same way twice (a table that
    // moves one seat on a game repeats after ten): every slot of those seats.
    let mut by_seats: HashMap<Vec<String>, Vec<usize>> = HashMap::new();
    for (k, e) in numbered.iter().enumerate() {
        by_seats.entry(seats_key(&e.seats)).or_default().push(k);
    }
    for g in games {
        let r = &g.record;
        let mut here = Vec::new();
        if r.ruleset.id != rs.id {
            // Another ruleset's game: left out by the replay, with why.
            found.push((g, here, None));
            continue;
        }
        if let Some(f) = copies.remove(g.file.as_str()) {
            here.push(hold(desc, g, f));
        }
        if r.ruleset.id == rs.id
            && !r.ruleset.fingerprint.is_empty()
            && r.ruleset.fingerprint != rs.fingerprint
        {
            here.push(hold(
                desc,
                g,
                Finding::ChangedRuleset {
                    played: r.ruleset.fingerprint.clone(),
                    now: rs.fingerprint.clone(),
                },
            ));
        }
        if !desc.players.is_empty() {
            let strangers: Vec<String> = r
                .players
                .iter()
                .filter(|n| !listed.contains(&nick_key(n)))
                .cloned()
                .collect();
            if !strangers.is_empty() {
                here.push(hold(desc, g, Finding::Stranger { nicks: strangers }));
            }
        }
        let mut slot = None;
        if !numbered.is_empty() {
            if let Some(ks) = by_seats.get(&seats_key(&r.players)) {
                // The one its number names, else the first.
                let written = r.meta.game.trim().parse::<usize>().ok();
                let k = ks
                    .iter()
                    .find(|k| written == Some(**k + 1))
                    .or(ks.first())
                    .copied()
                    .unwrap_or(0);
                slot = slot_of(k);
                // Its number names another game of the seating: another
                // game's players (another round's seating taken by
                // mistake) are held, never counted under either game.
                let named = written
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|w| slot_of(w).filter(|_| !ks.contains(&w)));
                if let (Some(written), Some(seated)) = (named, slot) {
                    here.push(hold(desc, g, Finding::OtherSlot { written, seated }));
                }
            } else {
                // The slot its number names, if it is in the seating.
                let written = r
                    .meta
                    .game
                    .trim()
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|k| slot_of(k).map(|s| (k, s)));
                match written {
                    Some((k, s)) => {
                        let e = numbered[k];
                        let n = e.seats.len().max(r.players.len());
                        let seats: Vec<SeatDiff> = (0..n)
                            .filter_map(|i| {
                                let x = e.seats.get(i).map_or("", String::as_str);
                                let y = r.players.get(i).map_or("", String::as_str);
                                (!same_nick(x, y)).then(|| SeatDiff {
                                    seat: i + 1,
                                    expected: x.to_owned(),
                                    found: y.to_owned(),
                                })
                            })
                            .collect();
                        here.push(hold(desc, g, Finding::PlayersDiffer { slot: s, seats }));
                        slot = Some(s);
                    }
                    None => here.push(hold(
                        desc,
                        g,
                        Finding::OutsideSeating {
                            game: r.meta.game.clone(),
                            table: r.meta.table.clone(),
                        },
                    )),
                }
            }
        }
        found.push((g, here, slot));
    }
    // A second record for one slot: the first filed (created first) counts.
    found.sort_by(|a, b| (a.0.record.created, &a.0.file).cmp(&(b.0.record.created, &b.0.file)));
    let mut taken: HashMap<Slot, String> = HashMap::new();
    let mut counted = Vec::new();
    for (g, mut here, slot) in found {
        let copy = here.iter().any(|h| h.case == Case::OneChangeCopy);
        if let Some(s) = slot
            && !copy
            && here.iter().all(|h| h.accepted)
        {
            match taken.get(&s) {
                Some(first) => here.push(hold(
                    desc,
                    g,
                    Finding::SecondForSlot {
                        slot: s,
                        first: first.clone(),
                    },
                )),
                None => {
                    taken.insert(s, g.file.clone());
                }
            }
        }
        if here.iter().all(|h| h.accepted) {
            counted.push((g, slot));
        }
        held.extend(here);
    }
    held.sort_by(|a, b| (&a.file, a.case).cmp(&(&b.file, b.case)));
    Checked { counted, held }
}
