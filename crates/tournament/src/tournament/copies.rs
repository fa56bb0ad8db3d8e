//! Two copies of `tournament.toml` a sync engine left (the file and its
//! conflict copy, see [`super::sync::find_conflicts`]): what each holds that
//! the other does not, where they contradict, and their merge when they do
//! not.
//!
//! The lists of the file (penalties, players, games of the seating, judges,
//! held games counted, requests handled) are compared entry by entry; the
//! rest of it (the name, the ruleset, the rounds, the stages, the closed
//! standings…) must be equal. There is no common ancestor to compare with,
//! so an entry only one copy holds was either added on that laptop or taken
//! back on the other. Two laptops that both wrote the file each added
//! something when each copy holds something the other lacks: then the
//! merge keeps both (a penalty here and another there: both penalties).
//! When only one copy holds more, the other laptop's change may have been
//! taking it back: only the head judge can say, so that is not merged by
//! itself ([`Diff::mergeable`]).

use super::description::{AcceptedEntry, DoneRequest, JudgeEntry, PlayerEntry};
use super::nick::nick_key;
use super::{Description, PenaltyEntry, SeatingEntry};
use std::collections::{BTreeMap, HashMap, HashSet};

/// What one copy holds that the other does not.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Only {
    pub penalties: Vec<PenaltyEntry>,
    pub players: Vec<PlayerEntry>,
    /// Games of the seating (a round at a table) the other copy lacks.
    pub games: Vec<SeatingEntry>,
    pub judges: Vec<JudgeEntry>,
    pub accepted: Vec<AcceptedEntry>,
    pub requests_done: Vec<DoneRequest>,
}

impl Only {
    pub fn is_empty(&self) -> bool {
        self.penalties.is_empty()
            && self.players.is_empty()
            && self.games.is_empty()
            && self.judges.is_empty()
            && self.accepted.is_empty()
            && self.requests_done.is_empty()
    }
}

/// One thing the two copies say differently.
#[derive(Debug, Clone, PartialEq)]
pub enum Contradiction {
    /// One game of the seating (a round at a table), seated differently.
    Game {
        original: SeatingEntry,
        copy: SeatingEntry,
    },
    /// One player, with another club or city.
    Player {
        original: PlayerEntry,
        copy: PlayerEntry,
    },
    /// The judge of one table (from one round), another in each copy.
    Judge {
        original: JudgeEntry,
        copy: JudgeEntry,
    },
    /// One table's request, answered differently.
    Request { file: String },
    /// A setting of the tournament, by its key in the file (`rounds`).
    Setting { key: String },
}

/// The two copies compared.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Diff {
    /// What only the file (`tournament.toml`) holds.
    pub original: Only,
    /// What only the conflict copy holds.
    pub copy: Only,
    pub contradictions: Vec<Contradiction>,
}

impl Diff {
    /// Whether the copies merge without the judge: nothing contradicts, and
    /// either both hold the same or each holds something the other lacks
    /// (both laptops added; see the module's note).
    pub fn mergeable(&self) -> bool {
        self.contradictions.is_empty() && (self.original.is_empty() == self.copy.is_empty())
    }
}

/// A penalty as compared (every field).
type PenaltyKey = (String, String, Option<u32>, Option<u32>, String);

fn penalty_key(p: &PenaltyEntry) -> PenaltyKey {
    (
        nick_key(&p.player),
        p.penalty.clone(),
        p.round,
        p.minutes,
        p.reason.trim().to_owned(),
    )
}

/// The penalties of `a` that `b` lacks, as many times as `a` has more.
fn penalties_only(a: &[PenaltyEntry], b: &[PenaltyEntry]) -> Vec<PenaltyEntry> {
    let mut left: HashMap<PenaltyKey, usize> = HashMap::new();
    for p in b {
        *left.entry(penalty_key(p)).or_insert(0) += 1;
    }
    a.iter()
        .filter(|p| match left.get_mut(&penalty_key(p)) {
            Some(n) if *n > 0 => {
                *n -= 1;
                false
            }
            _ => true,
        })
        .cloned()
        .collect()
}

/// Entries of two keyed lists: those only in `a`, only in `b`, and the
/// pairs under one key that differ.
fn keyed<T: Clone + PartialEq, K: std::hash::Hash + Eq>(
    a: &[T],
    b: &[T],
    key: impl Fn(&T) -> K,
) -> (Vec<T>, Vec<T>, Vec<(T, T)>) {
    let in_b: HashMap<K, &T> = b.iter().map(|x| (key(x), x)).collect();
    let in_a: HashSet<K> = a.iter().map(&key).collect();
    let mut only_a = Vec::new();
    let mut differ = Vec::new();
    for x in a {
        match in_b.get(&key(x)) {
            None => only_a.push(x.clone()),
            Some(y) if *y != x => differ.push((x.clone(), (*y).clone())),
            Some(_) => {}
        }
    }
    let only_b = b
        .iter()
        .filter(|y| !in_a.contains(&key(y)))
        .cloned()
        .collect();
    (only_a, only_b, differ)
}

/// The settings of a description: everything but its lists and the stamp
/// of the console that wrote it, by key.
fn settings(d: &Description) -> BTreeMap<String, toml::Value> {
    let bare = Description {
        made_by: String::new(),
        players: Vec::new(),
        judges: Vec::new(),
        seating: Vec::new(),
        penalties: Vec::new(),
        requests_done: Vec::new(),
        accepted: Vec::new(),
        ..d.clone()
    };
    match toml::Value::try_from(&bare) {
        Ok(toml::Value::Table(t)) => t.into_iter().collect(),
        // A description always makes a table; should it not, the whole is
        // one setting (never taken as equal).
        _ => BTreeMap::from([(String::new(), toml::Value::String(format!("{bare:?}")))]),
    }
}

/// Compares the file (`original`) with its conflict copy.
pub fn diff(original: &Description, copy: &Description) -> Diff {
    let mut out = Diff {
        original: Only {
            penalties: penalties_only(&original.penalties, &copy.penalties),
            ..Only::default()
        },
        copy: Only {
            penalties: penalties_only(&copy.penalties, &original.penalties),
            ..Only::default()
        },
        contradictions: Vec::new(),
    };
    let (a, b, differ) = keyed(&original.players, &copy.players, |p| nick_key(&p.nick));
    (out.original.players, out.copy.players) = (a, b);
    for (original, copy) in differ {
        out.contradictions
            .push(Contradiction::Player { original, copy });
    }
    let (a, b, differ) = keyed(&original.seating, &copy.seating, |e| (e.round, e.table));
    (out.original.games, out.copy.games) = (a, b);
    for (original, copy) in differ {
        out.contradictions
            .push(Contradiction::Game { original, copy });
    }
    let (a, b, differ) = keyed(&original.judges, &copy.judges, |j| (j.table, j.round));
    (out.original.judges, out.copy.judges) = (a, b);
    for (original, copy) in differ {
        out.contradictions
            .push(Contradiction::Judge { original, copy });
    }
    let (a, b, _) = keyed(&original.accepted, &copy.accepted, |x| {
        (x.file.clone(), x.case.clone(), x.digest.clone())
    });
    (out.original.accepted, out.copy.accepted) = (a, b);
    let (a, b, differ) = keyed(&original.requests_done, &copy.requests_done, |r| {
        r.file.clone()
    });
    (out.original.requests_done, out.copy.requests_done) = (a, b);
    for (r, _) in differ {
        out.contradictions
            .push(Contradiction::Request { file: r.file });
    }
    let (sa, sb) = (settings(original), settings(copy));
    let keys: std::collections::BTreeSet<&String> = sa.keys().chain(sb.keys()).collect();
    for key in keys {
        if sa.get(key) != sb.get(key) {
            out.contradictions
                .push(Contradiction::Setting { key: key.clone() });
        }
    }
    out
}

/// Both copies in one: the file with what only the copy holds added (the
/// seating in order of round and table). None when they may not merge
/// without the judge ([`Diff::mergeable`]).
pub fn merge(original: &Description, copy: &Description) -> Option<Description> {
    let d = diff(original, copy);
    if !d.mergeable() {
        return None;
    }
    let mut out = original.clone();
    let add = d.copy;
    out.penalties.extend(add.penalties);
    out.players.extend(add.players);
    if !add.games.is_empty() {
        out.seating.extend(add.games);
        out.seating.sort_by_key(|e| (e.round, e.table));
    }
    out.judges.extend(add.judges);
    out.accepted.extend(add.accepted);
    out.requests_done.extend(add.requests_done);
    Some(out)
}

/// Two copies of one game record: how far they agree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordDiff {
    /// The judge's actions in the file and in the copy.
    pub original: usize,
    pub copy: usize,
    /// How many first actions both hold alike.
    pub same: usize,
    /// Seats (from 1) with another player in the copy.
    pub seats: Vec<usize>,
}

/// Compares a game record (`original`) with its conflict copy.
pub fn record_diff(
    original: &mafia_store::session::Record,
    copy: &mafia_store::session::Record,
) -> RecordDiff {
    let same = original
        .actions
        .iter()
        .zip(&copy.actions)
        .take_while(|(a, b)| a == b)
        .count();
    let n = original.players.len().max(copy.players.len());
    let seats = (0..n)
        .filter(|&i| {
            original.players.get(i).map(|p| nick_key(p)) != copy.players.get(i).map(|p| nick_key(p))
        })
        .map(|i| i + 1)
        .collect();
    RecordDiff {
        original: original.actions.len(),
        copy: copy.actions.len(),
        same,
        seats,
    }
}

/// What the two files of a conflict hold, compared.
#[derive(Debug, Clone, PartialEq)]
pub enum Compared {
    /// Two copies of `tournament.toml`.
    Description(Box<Diff>),
    /// Two copies of a game record.
    Record(RecordDiff),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn penalty(player: &str, reason: &str) -> PenaltyEntry {
        PenaltyEntry {
            player: player.into(),
            penalty: "late".into(),
            round: Some(1),
            minutes: Some(5),
            reason: reason.into(),
        }
    }

    fn game(round: u32, table: u32, seats: &[&str]) -> SeatingEntry {
        SeatingEntry {
            round,
            table,
            seats: seats.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    fn base() -> Description {
        Description {
            name: "Cup".into(),
            ruleset: "fiim".into(),
            tables: 1,
            rounds: 2,
            players: vec![PlayerEntry {
                nick: "Alice".into(),
                ..PlayerEntry::default()
            }],
            seating: vec![game(1, 1, &["Alice", "Boris"])],
            penalties: vec![penalty("Alice", "old")],
            ..Description::default()
        }
    }

    #[test]
    fn a_penalty_in_one_copy_and_another_in_the_other_are_both_kept() {
        let mut head = base();
        head.penalties.push(penalty("Boris", "the head's"));
        let mut table = base();
        table.penalties.push(penalty("Vika", "the table's"));
        table.made_by = "mafia-judge 0.0.9".into();
        let d = diff(&table, &head);
        assert_eq!(d.original.penalties, [penalty("Vika", "the table's")]);
        assert_eq!(d.copy.penalties, [penalty("Boris", "the head's")]);
        assert!(d.contradictions.is_empty(), "{:?}", d.contradictions);
        let both = merge(&table, &head).expect("they do not contradict");
        let reasons: Vec<&str> = both.penalties.iter().map(|p| p.reason.as_str()).collect();
        assert_eq!(reasons, ["old", "the table's", "the head's"]);
    }

    #[test]
    fn the_same_penalty_twice_in_one_copy_and_once_in_the_other_differs_by_one() {
        let mut a = base();
        a.penalties.push(penalty("Alice", "old"));
        let d = diff(&a, &base());
        assert_eq!(d.original.penalties, [penalty("Alice", "old")]);
        assert!(d.copy.is_empty());
    }

    #[test]
    fn games_of_the_seating_added_in_each_copy_merge_in_order_of_round_and_table() {
        let mut a = base();
        a.seating.push(game(2, 1, &["Vika"]));
        let mut b = base();
        b.seating.push(game(1, 2, &["Grisha"]));
        b.players.push(PlayerEntry {
            nick: "Grisha".into(),
            ..PlayerEntry::default()
        });
        let both = merge(&a, &b).expect("both added");
        let keys: Vec<(u32, u32)> = both.seating.iter().map(|e| (e.round, e.table)).collect();
        assert_eq!(keys, [(1, 1), (1, 2), (2, 1)]);
        assert!(both.player("Grisha").is_some());
    }

    #[test]
    fn one_game_seated_differently_is_a_contradiction_and_nothing_merges() {
        let mut a = base();
        a.penalties.push(penalty("Boris", "a"));
        let mut b = base();
        b.seating[0] = game(1, 1, &["Boris", "Alice"]);
        b.penalties.push(penalty("Vika", "b"));
        let d = diff(&a, &b);
        assert_eq!(
            d.contradictions,
            [Contradiction::Game {
                original: game(1, 1, &["Alice", "Boris"]),
                copy: game(1, 1, &["Boris", "Alice"]),
            }]
        );
        assert!(merge(&a, &b).is_none());
    }

    #[test]
    fn a_setting_that_differs_is_named_by_its_key() {
        let mut b = base();
        b.rounds = 3;
        b.closed_from_round = Some(2);
        let d = diff(&base(), &b);
        assert_eq!(
            d.contradictions,
            [
                Contradiction::Setting {
                    key: "closed_from_round".into()
                },
                Contradiction::Setting {
                    key: "rounds".into()
                },
            ]
        );
        assert!(merge(&base(), &b).is_none());
    }

    #[test]
    fn a_player_with_another_club_in_the_copy_is_a_contradiction() {
        let mut b = base();
        b.players[0].club = "Club".into();
        let d = diff(&base(), &b);
        assert!(matches!(
            d.contradictions.as_slice(),
            [Contradiction::Player { copy, .. }] if copy.club == "Club"
        ));
    }

    #[test]
    fn more_in_one_copy_only_waits_for_the_head_it_may_be_a_penalty_taken_back() {
        let mut a = base();
        a.penalties.clear();
        let d = diff(&a, &base());
        assert!(d.original.is_empty());
        assert_eq!(d.copy.penalties, [penalty("Alice", "old")]);
        assert!(!d.mergeable());
        assert!(merge(&a, &base()).is_none());
    }

    #[test]
    fn two_copies_of_a_game_record_say_how_far_they_agree_and_which_seats_differ() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../examples/tournaments/minsk-final/games/game-01.json");
        let a = mafia_store::session::record::read_file(&path).expect("the example");
        let mut b = a.clone();
        b.actions.truncate(5);
        b.players.swap(0, 1);
        let d = record_diff(&a, &b);
        assert_eq!((d.original, d.copy, d.same), (a.actions.len(), 5, 5));
        assert_eq!(d.seats, [1, 2]);
    }

    #[test]
    fn two_copies_that_hold_the_same_merge_into_the_file_unchanged() {
        let mut b = base();
        b.made_by = "another build".into();
        assert_eq!(merge(&base(), &b), Some(base()));
    }
}
