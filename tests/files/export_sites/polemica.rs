//! Our own reading of how Polemica's client reads a game: the model of
//! github.com/Vyasma-Mafia/polemica-library at 23aa7c1
//! (`src/main/kotlin/.../model/game/*.kt`, named by file below) and its
//! reading of departures in `utils/GameUtils.kt`. One rule a function,
//! each citing the line it comes from; written from the published code,
//! not copied from it. `problems` gives every rule a file breaks; `kicked`
//! is who the client sees leave the table, and when.

use serde_json::Value;
use std::collections::BTreeSet;

const STAGE_TYPES: [&str; 21] = [
    "dealing",
    "briefing",
    "comIntro",
    "speech",
    "voting",
    "voted",
    "shooting",
    "shooted",
    "reSpeech",
    "lift",
    "checks",
    "toVoting",
    "toLift",
    "liftResult",
    "toDay",
    "toNight",
    "donCheck",
    "comCheck",
    "guess",
    "comKill",
    "gameOver",
];

fn position(v: &Value) -> bool {
    v.as_u64().is_some_and(|p| (1..=10).contains(&p))
}

/// Java's `LocalDateTime.parse`: ISO-8601 without a zone,
/// `YYYY-MM-DDTHH:MM:SS` with an optional fraction of a second.
fn local_date_time(v: &Value) -> bool {
    v.as_str().is_some_and(|t| {
        let b = t.as_bytes();
        let digits =
            |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
        let fraction = match b.get(19) {
            None => true,
            Some(b'.') => b.len() > 20 && digits(20..b.len()),
            Some(_) => false,
        };
        digits(0..4)
            && b.get(4) == Some(&b'-')
            && digits(5..7)
            && b.get(7) == Some(&b'-')
            && digits(8..10)
            && b.get(10) == Some(&b'T')
            && digits(11..13)
            && b.get(13) == Some(&b':')
            && digits(14..16)
            && b.get(16) == Some(&b':')
            && digits(17..19)
            && fraction
    })
}

fn stage_ok(v: &Value) -> bool {
    v["type"].as_str().is_some_and(|t| STAGE_TYPES.contains(&t)) && v["day"].as_i64().is_some()
}

// PolemicaGame.kt:10, 14, 15, 25 — `master`, `scoringType`, `version` and
// `started` are not nullable: the client cannot read a game without them.
fn required(g: &Value, out: &mut Vec<String>) {
    for key in ["master", "scoringType", "version"] {
        if g[key].as_i64().is_none() {
            out.push(format!("no {key}"));
        }
    }
    if !local_date_time(&g["started"]) {
        out.push(format!("started {} is not a LocalDateTime", g["started"]));
    }
}

// GameUtils.kt:198 — `getCriticDay` reads `stage!!.day`; Stage.kt:49 — a
// finished game's stage is "gameOver" (the site's own finished games have
// `stop` null: src/test/resources/games/334187.json).
fn finished_stage(g: &Value, out: &mut Vec<String>) {
    if !stage_ok(&g["stage"]) || g["stage"]["type"] != "gameOver" {
        out.push(format!("stage {} is not a finished game's", g["stage"]));
    }
    if !g["stop"].is_null() {
        out.push(format!("stop {} is not null", g["stop"]));
    }
}

// PolemicaPlayer.kt:12-16, Role.kt, Foul.kt — ten players at positions
// 1-10, a role 0-3, fouls and techs as lists of {time, stage}.
fn players(g: &Value, out: &mut Vec<String>) {
    let ps = g["players"].as_array().cloned().unwrap_or_default();
    let seats: BTreeSet<u64> = ps.iter().filter_map(|p| p["position"].as_u64()).collect();
    if ps.len() != 10 || seats.len() != 10 || !ps.iter().all(|p| position(&p["position"])) {
        out.push("players are not positions 1-10".into());
    }
    for p in &ps {
        if p["role"].as_u64().is_none_or(|r| r > 3) || !p["username"].is_string() {
            out.push(format!("player {}: role or username", p["position"]));
        }
        for key in ["fouls", "techs"] {
            let ok = p[key].as_array().is_some_and(|l| {
                l.iter()
                    .all(|f| local_date_time(&f["time"]) && stage_ok(&f["stage"]))
            });
            if !ok {
                out.push(format!(
                    "player {}: {key} are not {{time, stage}}",
                    p["position"]
                ));
            }
        }
        if !p["disqual"].is_null() && !stage_ok(&p["disqual"]) {
            out.push(format!("player {}: disqual is not a stage", p["position"]));
        }
    }
}

// PolemicaShot.kt:6 — every shot names its shooter and a victim;
// PolemicaVote.kt:10-11 — a vote row has a day, a voter and `num`.
fn rows(g: &Value, out: &mut Vec<String>) {
    for s in g["shots"].as_array().into_iter().flatten() {
        if s["night"].as_i64().is_none() || !position(&s["shooter"]) || !position(&s["victim"]) {
            out.push(format!("shot {s}"));
        }
    }
    for v in g["votes"].as_array().into_iter().flatten() {
        if v["day"].as_i64().is_none()
            || !position(&v["voter"])
            || !(v["num"].is_null() || v["num"].as_i64().is_some())
        {
            out.push(format!("vote {v}"));
        }
    }
}

// GameUtils.kt:71 — `getFinalVotes` takes the max of a day's non-null
// `num`s, which throws on a day with only lift rows.
fn days_have_counts(g: &Value, out: &mut Vec<String>) {
    let votes = g["votes"].as_array().cloned().unwrap_or_default();
    let days: BTreeSet<i64> = votes.iter().filter_map(|v| v["day"].as_i64()).collect();
    for d in days {
        if !votes
            .iter()
            .any(|v| v["day"] == d && v["num"].as_i64().is_some())
        {
            out.push(format!("day {d} has only lift rows"));
        }
    }
}

/// Every rule a game breaks; empty: the client reads it.
pub fn problems(g: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for rule in [required, finished_stage, players, rows, days_have_counts] {
        rule(g, &mut out);
    }
    out
}

/// A departure as the client sees it: (seat, number, phase: 0 day, 1 night).
pub type Kick = (u64, i64, u8);

fn role(g: &Value, seat: u64) -> u64 {
    g["players"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|p| p["position"] == seat)
        .and_then(|p| p["role"].as_u64())
        .unwrap_or(2)
}

/// GameUtils.kt:64-101 (`getFinalVotes`): per day, the last count's
/// winner leaves when he alone has the most; on a tie, all tied leave when
/// the lift rows outnumber the rest of that count. `before`: only days
/// whose number is at most it (GameUtils.kt:66).
fn voted_out(g: &Value, before: Option<i64>) -> Vec<Kick> {
    let votes = g["votes"].as_array().cloned().unwrap_or_default();
    let days: BTreeSet<i64> = votes.iter().filter_map(|v| v["day"].as_i64()).collect();
    let mut out = Vec::new();
    for d in days
        .into_iter()
        .filter(|d| before.is_none_or(|b| d - 1 < b))
    {
        let day: Vec<&Value> = votes.iter().filter(|v| v["day"] == d).collect();
        let Some(max) = day.iter().filter_map(|v| v["num"].as_i64()).max() else {
            continue;
        };
        if max == 0 {
            continue;
        }
        let last: Vec<&&Value> = day.iter().filter(|v| v["num"] == max).collect();
        let mut tally = std::collections::BTreeMap::new();
        for v in &last {
            if let Some(c) = v["candidate"].as_u64().filter(|c| *c > 0) {
                *tally.entry(c).or_insert(0) += 1;
            }
        }
        let Some(top) = tally.values().copied().max() else {
            continue;
        };
        let leaders: Vec<u64> = tally
            .iter()
            .filter(|(_, n)| **n == top)
            .map(|(c, _)| *c)
            .collect();
        if leaders.len() > 1 {
            // GameUtils.kt:83-88: the split.
            let lift = day
                .iter()
                .filter(|v| v["num"].is_null() && v["candidate"].as_u64().is_some())
                .count();
            // `realVotes.size - expelVoters.size` may go below 0 there.
            if lift > last.len().saturating_sub(lift) {
                out.extend(tally.keys().map(|c| (*c, d, 0)));
            }
        } else {
            out.push((leaders[0], d, 0));
        }
    }
    out
}

/// GameUtils.kt:22-50 (`getKilled`): a night whose shots all name one
/// victim, with at least as many shots as blacks at the table then
/// (GameUtils.kt:32-37; the table before it, GameUtils.kt:157).
fn killed(g: &Value, before: Option<i64>) -> Vec<Kick> {
    let shots = g["shots"].as_array().cloned().unwrap_or_default();
    let nights: BTreeSet<i64> = shots.iter().filter_map(|s| s["night"].as_i64()).collect();
    let mut out = Vec::new();
    for n in nights.into_iter().filter(|n| before.is_none_or(|b| *n < b)) {
        let of: Vec<&Value> = shots.iter().filter(|s| s["night"] == n).collect();
        let victims: BTreeSet<u64> = of.iter().filter_map(|s| s["victim"].as_u64()).collect();
        if victims.len() != 1 {
            continue;
        }
        let victim = victims.into_iter().next().unwrap_or(0);
        if before.is_none() {
            let gone: BTreeSet<u64> = kicked_before(g, Some(n)).iter().map(|k| k.0).collect();
            let blacks = (1..=10)
                .filter(|s| !gone.contains(s) && role(g, *s) <= 1)
                .count();
            if blacks > of.len() {
                continue;
            }
        }
        out.push((victim, n, 1));
    }
    out
}

/// GameUtils.kt:191-193 — a disqualified player leaves at the night after
/// his `disqual.day`.
fn disqualified(g: &Value, before: Option<i64>) -> Vec<Kick> {
    g["players"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| {
            let d = p["disqual"]["day"].as_i64()?;
            before
                .is_none_or(|b| d <= b)
                .then(|| (p["position"].as_u64().unwrap_or(0), d, 1))
        })
        .collect()
}

fn kicked_before(g: &Value, before: Option<i64>) -> BTreeSet<Kick> {
    let mut all: BTreeSet<Kick> = killed(g, before).into_iter().collect();
    all.extend(voted_out(g, before));
    all.extend(disqualified(g, before));
    all
}

/// GameUtils.kt:176 (`getKickedFromTable`): who the client sees leave.
pub fn kicked(g: &Value) -> BTreeSet<Kick> {
    kicked_before(g, None)
}
