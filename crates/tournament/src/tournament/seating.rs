//! Seating: who sits at which table and seat in each round.
//!
//! [`generate`] spreads each player's seat numbers and opponents as evenly
//! as it can: each round it picks who plays (those who sat out most), splits
//! them over the tables (a greedy start, then a seeded search over the whole
//! seating that lowers the sum of squared meetings of every pair, and keeps
//! the players of one club apart when asked), and gives the seats at each
//! table by an assignment that minimises how often each player has had each
//! seat (the Hungarian method, so 10 players in 16 games sit in every seat
//! once or twice). [`quality`] measures any seating, generated or imported.

use super::SeatingEntry;
use super::nick::{nick_key, same_nick};
use std::collections::{BTreeMap, HashMap};

use mafia_core::game::random::Rng;
use mafia_words::Lang;

/// The most players a seating is made for. The generator keeps a table of
/// how often each pair has met (players² counters: 4 MB at 1,000) and
/// the quality report prints a line per player; the largest open
/// tournaments seat a few hundred.
pub const MAX_PLAYERS: u32 = 1_000;
/// The most tables: 1,000 players at tables of 10.
pub const MAX_TABLES: u32 = 100;
/// The most rounds. A tournament plays about ten, a year's final sixteen;
/// the search tries [`SEARCH_MOVES`] swaps whatever the size, so 100 rounds
/// of the largest seating stay within seconds.
pub const MAX_ROUNDS: u32 = 100;

/// Why a seating cannot be made; the words are in
/// its `Words` (`crate::i18n`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingError {
    /// Tables, seats and rounds must each be at least 1.
    #[error("tables, seats and rounds must each be at least 1")]
    Empty,
    /// Too few players for the tables.
    #[error("{players} players cannot fill {tables} tables of {seats} seats")]
    TooFewPlayers {
        players: usize,
        tables: usize,
        seats: usize,
    },
    /// More players than a seating is made for ([`MAX_PLAYERS`]).
    #[error("{players} players: a seating is made for at most {max}")]
    TooManyPlayers { players: u64, max: u32 },
    /// More tables than a seating is made for ([`MAX_TABLES`]).
    #[error("{tables} tables: a seating is made for at most {max}")]
    TooManyTables { tables: u64, max: u32 },
    /// More rounds than a seating is made for ([`MAX_ROUNDS`]).
    #[error("{rounds} rounds: a seating is made for at most {max}")]
    TooManyRounds { rounds: u64, max: u32 },
}

/// The sizes a seating is asked for, checked before anything is made (a
/// command line can ask for any number): at least one table and one round,
/// at most [`MAX_PLAYERS`], [`MAX_TABLES`] and [`MAX_ROUNDS`].
pub fn check_sizes(players: u64, tables: u64, rounds: u64) -> Result<(), SeatingError> {
    if tables == 0 || rounds == 0 {
        return Err(SeatingError::Empty);
    }
    if players > u64::from(MAX_PLAYERS) {
        return Err(SeatingError::TooManyPlayers {
            players,
            max: MAX_PLAYERS,
        });
    }
    if tables > u64::from(MAX_TABLES) {
        return Err(SeatingError::TooManyTables {
            tables,
            max: MAX_TABLES,
        });
    }
    if rounds > u64::from(MAX_ROUNDS) {
        return Err(SeatingError::TooManyRounds {
            rounds,
            max: MAX_ROUNDS,
        });
    }
    Ok(())
}

/// [`check_sizes`], and enough players to fill every table of `seats`.
pub fn check(players: u64, tables: u64, seats: usize, rounds: u64) -> Result<(), SeatingError> {
    check_sizes(players, tables, rounds)?;
    if seats == 0 {
        return Err(SeatingError::Empty);
    }
    let wanted = tables.saturating_mul(u64::try_from(seats).unwrap_or(u64::MAX));
    if players < wanted {
        return Err(SeatingError::TooFewPlayers {
            players: usize::try_from(players).unwrap_or(usize::MAX),
            tables: usize::try_from(tables).unwrap_or(usize::MAX),
            seats,
        });
    }
    Ok(())
}

/// Minimum-cost perfect assignment of rows to columns (square matrix), the
/// Hungarian method in O(n³). Returns the column of each row.
fn assign(cost: &[Vec<i64>]) -> Vec<usize> {
    let n = cost.len();
    let inf = i64::MAX / 4;
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; n + 1];
    let mut p = vec![0usize; n + 1];
    let mut way = vec![0usize; n + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![inf; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = inf;
            let mut j1 = 0;
            for j in 1..=n {
                if !used[j] {
                    let cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=n {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut out = vec![0usize; n];
    for j in 1..=n {
        if p[j] > 0 {
            out[p[j] - 1] = j - 1;
        }
    }
    out
}

/// What the search may weigh besides the pairs and seats.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Each player's club (same order as the players; empty: none): two
    /// players of one club are kept apart as far as the search can.
    pub clubs: Vec<String>,
    /// Moves the search tries (0: [`SEARCH_MOVES`]).
    pub moves: usize,
}

/// Moves the pair search tries by default: enough for 20 players at 2
/// tables over 8 rounds to meet 3 or 4 times each pair, in well under a
/// second.
pub const SEARCH_MOVES: usize = 400_000;

/// What each meeting of two players of one club costs the search: more
/// than any pair's step in meetings (a pair 6 times instead of 5 costs
/// 5,936), so clubs are kept apart first.
const CLUB: i64 = 20_000;

/// Generates a seating for `players` at `tables` tables of `size` seats over
/// `rounds` rounds. When there are more players than seats, those who sat
/// out most play first. `seed` makes it repeatable.
pub fn generate(
    players: &[String],
    tables: u32,
    size: usize,
    rounds: u32,
    seed: u64,
) -> Result<Vec<SeatingEntry>, SeatingError> {
    generate_with(players, tables, size, rounds, seed, &Options::default())
}

/// [`generate`] with the clubs kept apart and the search's length.
///
/// Who plays each round is chosen first (fewest games so far, ties by the
/// seeded random order). Then a search over the whole seating swaps two
/// players of one round between tables, keeping a swap that lowers the
/// cost of every pair's meetings (the fourth power of their distance from
/// the mean, plus a price for each meeting of two players of one club)
/// and, early on, now and then one that raises it a little (simulated
/// annealing), so it does not stop at the first local minimum. The random numbers are the project's one seeded generator (`game::random`): the same seed, the
/// same seating.
pub fn generate_with(
    players: &[String],
    tables: u32,
    size: usize,
    rounds: u32,
    seed: u64,
    opts: &Options,
) -> Result<Vec<SeatingEntry>, SeatingError> {
    let p = players.len();
    let t = tables as usize;
    check(
        u64::try_from(p).unwrap_or(u64::MAX),
        u64::from(tables),
        size,
        u64::from(rounds),
    )?;
    let mut rng = Rng::new(seed);
    let club: Vec<Option<String>> = (0..p)
        .map(|i| {
            opts.clubs
                .get(i)
                .map(|c| c.trim().to_lowercase())
                .filter(|c| !c.is_empty())
        })
        .collect();
    let same_club = |a: usize, b: usize| club[a].is_some() && club[a] == club[b];
    let mut meet = vec![vec![0i64; p]; p];
    let mut played = vec![0u32; p];
    // groups[round][table] = the players at that table.
    let mut groups: Vec<Vec<Vec<usize>>> = Vec::new();
    for _ in 0..rounds {
        // Who plays: fewest games first, ties at random.
        let mut order: Vec<usize> = (0..p).collect();
        rng.shuffle(&mut order);
        order.sort_by_key(|i| played[*i]);
        let playing: Vec<usize> = order.into_iter().take(t * size).collect();
        // Greedy start: each player to the table where he has met fewest.
        let mut round: Vec<Vec<usize>> = vec![Vec::new(); t];
        for &x in &playing {
            let best = (0..t)
                .filter(|g| round[*g].len() < size)
                .min_by_key(|g| {
                    round[*g]
                        .iter()
                        .map(|y| meet[x][*y].pow(2) + if same_club(x, *y) { CLUB } else { 0 })
                        .sum::<i64>()
                })
                .unwrap_or(0);
            round[best].push(x);
        }
        for g in &round {
            for a in g {
                played[*a] += 1;
                for b in g {
                    if a != b {
                        meet[*a][*b] += 1;
                    }
                }
            }
        }
        groups.push(round);
    }
    // The search: swap a and b of one round between their tables.
    if t > 1 {
        let moves = if opts.moves == 0 {
            SEARCH_MOVES
        } else {
            opts.moves
        };
        // What a pair's meetings cost: the fourth power of their distance
        // from the mean (in quarters), so the search pulls the rarest and
        // the most frequent pairs towards it. (The sum of squares cannot
        // lead it: once every two rounds split the tables evenly it is the
        // same for every seating, 1-to-6 or 2-to-5.)
        let pairs = (p * (p - 1) / 2).max(1) as f64;
        let total = f64::from(rounds) * (t * size * (size - 1) / 2) as f64;
        let target = (4.0 * total / pairs).round() as i64;
        let cost = |m: i64| (4 * m - target).pow(4);
        // The change in cost when x leaves group g (without `skip`) …
        let leave = |x: usize, g: &[usize], skip: usize, meet: &Vec<Vec<i64>>| -> i64 {
            g.iter()
                .filter(|y| **y != x && **y != skip)
                .map(|y| {
                    let m = meet[x][*y];
                    cost(m - 1) - cost(m) - if same_club(x, *y) { CLUB } else { 0 }
                })
                .sum()
        };
        // … and joins it.
        let join = |x: usize, g: &[usize], skip: usize, meet: &Vec<Vec<i64>>| -> i64 {
            g.iter()
                .filter(|y| **y != x && **y != skip)
                .map(|y| {
                    let m = meet[x][*y];
                    cost(m + 1) - cost(m) + if same_club(x, *y) { CLUB } else { 0 }
                })
                .sum()
        };
        // About what one pair's step away from the mean costs: early on a
        // move that much worse is taken now and then, at the end none.
        let start_temp = 600.0f64;
        for step in 0..moves {
            let r = rng.below(groups.len());
            let ga = rng.below(t);
            let gb = (ga + 1 + rng.below(t - 1)) % t;
            let ia = rng.below(size);
            let ib = rng.below(size);
            let (a, b) = (groups[r][ga][ia], groups[r][gb][ib]);
            let (ta, tb) = (&groups[r][ga], &groups[r][gb]);
            let delta = leave(a, ta, a, &meet)
                + leave(b, tb, b, &meet)
                + join(a, tb, b, &meet)
                + join(b, ta, a, &meet);
            let temp = start_temp * (1.0 - step as f64 / moves as f64).powi(2);
            let take = delta <= 0 || (temp > 0.01 && rng.unit() < (-(delta as f64) / temp).exp());
            if !take {
                continue;
            }
            for &y in &groups[r][ga] {
                if y != a {
                    meet[a][y] -= 1;
                    meet[y][a] -= 1;
                    meet[b][y] += 1;
                    meet[y][b] += 1;
                }
            }
            for &y in &groups[r][gb] {
                if y != b {
                    meet[b][y] -= 1;
                    meet[y][b] -= 1;
                    meet[a][y] += 1;
                    meet[y][a] += 1;
                }
            }
            groups[r][ga][ia] = b;
            groups[r][gb][ib] = a;
        }
    }
    // Seats: round by round, the assignment that gives each player the
    // seats he has had least.
    let mut seat_count = vec![vec![0u32; size]; p];
    let mut out = Vec::new();
    for (k, round) in groups.iter().enumerate() {
        for (ti, g) in round.iter().enumerate() {
            let mut members = g.clone();
            rng.shuffle(&mut members);
            let cost: Vec<Vec<i64>> = members
                .iter()
                .map(|x| {
                    (0..size)
                        .map(|s| i64::from(seat_count[*x][s]).pow(2) * 64 + rng.below(4) as i64)
                        .collect()
                })
                .collect();
            let seats = assign(&cost);
            let mut by_seat = vec![String::new(); size];
            for (m, x) in members.iter().enumerate() {
                let s = seats[m];
                seat_count[*x][s] += 1;
                by_seat[s] = players[*x].clone();
            }
            out.push(SeatingEntry {
                round: u32::try_from(k + 1).unwrap_or(u32::MAX),
                table: u32::try_from(ti + 1).unwrap_or(u32::MAX),
                seats: by_seat,
            });
        }
    }
    Ok(out)
}

/// How often two players of one club sit at one table in this seating.
pub fn club_meetings(desc: &super::Description, seating: &[SeatingEntry]) -> u32 {
    let mut n = 0;
    for e in seating {
        let clubs: Vec<String> = e
            .seats
            .iter()
            .map(|s| {
                desc.player(s)
                    .map(|p| p.club.trim().to_lowercase())
                    .unwrap_or_default()
            })
            .collect();
        for (i, a) in clubs.iter().enumerate() {
            n += clubs[i + 1..]
                .iter()
                .filter(|b| !a.is_empty() && *b == a)
                .count() as u32;
        }
    }
    n
}

/// How even a seating is.
#[derive(Debug, Clone, PartialEq)]
pub struct Quality {
    /// Per player: how often in each seat (seat 1 first).
    pub seats: Vec<(String, Vec<u32>)>,
    /// Per player: games in the seating.
    pub games: Vec<(String, u32)>,
    /// Over all pairs of players: how often at one table.
    pub pair_min: u32,
    pub pair_max: u32,
    /// Over all players and seats: the fewest and most times in one seat.
    pub seat_min: u32,
    pub seat_max: u32,
}

impl Quality {
    pub fn pair_spread(&self) -> u32 {
        self.pair_max - self.pair_min
    }
    pub fn seat_spread(&self) -> u32 {
        self.seat_max - self.seat_min
    }

    /// The quality as text: a line per player, then the pair figures.
    pub fn report(&self, lang: Lang) -> String {
        use mafia_words::i18n::msg;
        let mut s = String::new();
        let width = self.seats.first().map_or(0, |x| x.1.len());
        s.push_str(msg::SeatingReportPlayer.get(lang));
        for i in 1..=width {
            s.push_str(&format!("\t{i}"));
        }
        s.push('\t');
        s.push_str(msg::SeatingReportGames.get(lang));
        s.push('\n');
        for ((nick, counts), (_, games)) in self.seats.iter().zip(&self.games) {
            s.push_str(nick);
            for c in counts {
                s.push_str(&format!("\t{c}"));
            }
            s.push_str(&format!("\t{games}\n"));
        }
        s.push_str(
            &msg::TournamentQualitySeats {
                min: self.seat_min,
                max: self.seat_max,
                spread: self.seat_spread(),
            }
            .get(lang),
        );
        s.push('\n');
        s.push_str(
            &msg::TournamentQualityPairs {
                min: self.pair_min,
                max: self.pair_max,
                spread: self.pair_spread(),
            }
            .get(lang),
        );
        s.push('\n');
        s
    }
}

/// Measures a seating for these players (others in the seating are counted too).
pub fn quality(players: &[String], seating: &[SeatingEntry]) -> Quality {
    let size = seating.iter().map(|e| e.seats.len()).max().unwrap_or(0);
    let mut names: Vec<String> = players.to_vec();
    // Each nickname's line, found by its key in one step (a seating of
    // 1,000 players and 10,000 games is 100,000 look-ups).
    let mut index: HashMap<String, usize> = HashMap::with_capacity(names.len());
    for (i, n) in names.iter().enumerate() {
        index.entry(nick_key(n)).or_insert(i);
    }
    for e in seating {
        for n in &e.seats {
            if !n.trim().is_empty() && !index.contains_key(&nick_key(n)) {
                index.insert(nick_key(n), names.len());
                names.push(n.clone());
            }
        }
    }
    let idx = |n: &str| index.get(&nick_key(n)).copied();
    let mut seats = vec![vec![0u32; size]; names.len()];
    let mut games = vec![0u32; names.len()];
    let mut meet: BTreeMap<(usize, usize), u32> = BTreeMap::new();
    for e in seating {
        let at: Vec<usize> = e.seats.iter().filter_map(|n| idx(n)).collect();
        for (s, n) in e.seats.iter().enumerate() {
            if let Some(i) = idx(n) {
                seats[i][s] += 1;
                games[i] += 1;
            }
        }
        for (k, a) in at.iter().enumerate() {
            for b in &at[k + 1..] {
                *meet.entry(((*a).min(*b), (*a).max(*b))).or_insert(0) += 1;
            }
        }
    }
    let n = names.len();
    let mut pair_min = u32::MAX;
    let mut pair_max = 0;
    for a in 0..n {
        for b in a + 1..n {
            let m = meet.get(&(a, b)).copied().unwrap_or(0);
            pair_min = pair_min.min(m);
            pair_max = pair_max.max(m);
        }
    }
    if pair_min == u32::MAX {
        pair_min = 0;
    }
    let all = seats.iter().flatten().copied();
    let seat_min = all.clone().min().unwrap_or(0);
    let seat_max = all.max().unwrap_or(0);
    Quality {
        seats: names.iter().cloned().zip(seats).collect(),
        games: names.into_iter().zip(games).collect(),
        pair_min,
        pair_max,
        seat_min,
        seat_max,
    }
}

/// A mistake in a pasted seating, with its line; the words are in
/// its `Words` (`crate::i18n`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingProblem {
    /// A line that cannot be read as a row.
    Unreadable { line: usize },
    /// Round and table, but no nicknames.
    NoNicknames { line: usize },
    /// A nickname twice at one table.
    TwiceAtTable { line: usize, nick: String },
    /// The round's table given on an earlier line already.
    TableGiven {
        line: usize,
        round: u32,
        table: u32,
        first: String,
    },
    /// A line that does not start with a round and a table number.
    NoRoundAndTable { line: usize, found: String },
    /// A player at two tables of one round.
    TwoTables {
        round: u32,
        nick: String,
        first: u32,
        second: u32,
    },
}

/// Reads a seating from CSV or pasted text: one game per line,
/// `round, table, nick at seat 1, nick at seat 2, ...`, separated by commas,
/// semicolons or tabs (a spreadsheet's copy). A first line that does not
/// start with a number is a header. Each mistake names its line.
pub fn import(text: &str) -> Result<Vec<SeatingEntry>, Vec<SeatingProblem>> {
    let mut reader = super::pasted_table(text);
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for (i, rec) in reader.records().enumerate() {
        let line = i + 1;
        let rec = match rec {
            Ok(r) => r,
            Err(_) => {
                problems.push(SeatingProblem::Unreadable { line });
                continue;
            }
        };
        let fields: Vec<&str> = rec.iter().collect();
        if fields.iter().all(|f| f.is_empty()) {
            continue;
        }
        let round = fields.first().and_then(|f| f.parse::<u32>().ok());
        let table = fields.get(1).and_then(|f| f.parse::<u32>().ok());
        match (round, table) {
            (Some(round), Some(table)) => {
                let seats: Vec<String> = fields[2..]
                    .iter()
                    .map(|s| (*s).to_owned())
                    .filter(|s| !s.is_empty())
                    .collect();
                if seats.is_empty() {
                    problems.push(SeatingProblem::NoNicknames { line });
                    continue;
                }
                if let Some(dup) = seats
                    .iter()
                    .enumerate()
                    .find(|(k, s)| seats[..*k].iter().any(|x| same_nick(x, s)))
                {
                    problems.push(SeatingProblem::TwiceAtTable {
                        line,
                        nick: dup.1.clone(),
                    });
                    continue;
                }
                if let Some(other) = out
                    .iter()
                    .find(|e: &&SeatingEntry| e.round == round && e.table == table)
                {
                    problems.push(SeatingProblem::TableGiven {
                        line,
                        round,
                        table,
                        first: other.seats.first().cloned().unwrap_or_default(),
                    });
                    continue;
                }
                out.push(SeatingEntry {
                    round,
                    table,
                    seats,
                });
            }
            _ if line == 1 => {} // a header
            _ => problems.push(SeatingProblem::NoRoundAndTable {
                line,
                found: fields
                    .iter()
                    .take(2)
                    .copied()
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }
    // A player at two tables in one round.
    for (k, e) in out.iter().enumerate() {
        for other in &out[..k] {
            if other.round == e.round
                && let Some(n) = e
                    .seats
                    .iter()
                    .find(|n| other.seats.iter().any(|m| same_nick(m, n)))
            {
                problems.push(SeatingProblem::TwoTables {
                    round: e.round,
                    nick: n.clone(),
                    first: other.table,
                    second: e.table,
                });
            }
        }
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}
