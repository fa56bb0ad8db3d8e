//! Our own reading of what MafiaRatings' upload path expects of a game
//! (github.com/szotin/mafiaratings at 0ab7207b, `include/game.php` unless
//! said otherwise): one rule a function, each citing the line it comes
//! from. Written from the site's published code, not copied from it; where
//! the site's rule is longer than ours, the comment says what we leave out.
//! `problems` gives every rule a file breaks (empty: it passes).

use serde_json::Value;

/// Round numbers and game times as the site compares them
/// (`compare_gametimes`, game.php:2395; `gametime_to_int`, game.php:1405).
fn time_rank(t: &str) -> i64 {
    match t {
        "start" => 0,
        "arrangement" => 1,
        "relaxed sitting" => 2,
        "night start" => 3,
        "shooting" => 4,
        "don" => 5,
        "sheriff" => 6,
        "night end" => 7,
        "day start" => 8,
        "night kill speaking" => 9,
        "speaking" => 10,
        "voting start" => 11,
        "voting" => 12,
        "voting kill all" => 13,
        "day kill speaking" => 14,
        _ => 15,
    }
}

fn players(g: &Value) -> Vec<&Value> {
    g["players"]
        .as_array()
        .map(|a| a.iter().collect())
        .unwrap_or_default()
}

fn features(g: &Value) -> String {
    g["features"].as_str().unwrap_or("").to_owned()
}

/// The round a player died in, if he did.
fn death_round(p: &Value) -> Option<i64> {
    p["death"]["round"].as_i64()
}

fn death_type(p: &Value) -> &str {
    p["death"]["type"].as_str().unwrap_or("")
}

/// (round, rank) of a player's death as the checks compare it: a night
/// death at "shooting", a day death at "voting", warnings at the fourth
/// warning (`get_player_death_time`, game.php:1536); alive: never.
fn death_time(p: &Value) -> Option<(i64, i64)> {
    let round = death_round(p)?;
    Some(match death_type(p) {
        "night" => (round, time_rank("shooting")),
        "day" => (round, time_rank("voting")),
        _ => p["warnings"]
            .get(3)
            .map(|w| (round, time_rank(w["time"].as_str().unwrap_or(""))))
            .unwrap_or((round, time_rank("end"))),
    })
}

/// An array per round, its index the round.
fn per_round(p: &Value, key: &str) -> Vec<Value> {
    p[key].as_array().cloned().unwrap_or_default()
}

// game.php:1351 — `players` must be an array of ten.
fn ten_players(g: &Value, out: &mut Vec<String>) {
    if players(g).len() != 10 {
        out.push(format!("{} players, the site takes 10", players(g).len()));
    }
}

// game.php:10 — GAME_CURRENT_VERSION is "1.3".
fn version(g: &Value, out: &mut Vec<String>) {
    if g["version"] != "1.3" {
        out.push(format!("version {}", g["version"]));
    }
}

// game.php:2819 (`leters_to_feature_flags`) — the letters it knows; and
// game.php:2745 (`feature_flags_to_leters`) writes them in this order
// (`t` the death's type before `c` its time, :2768-2775; `api_help`'s
// example "gsdutclhnwr", :4325).
fn feature_letters(g: &Value, out: &mut Vec<String>) {
    const ORDER: &str = "agsdutclihvknwro";
    let f = features(g);
    let mut last = 0;
    for c in f.chars() {
        match ORDER.find(c) {
            Some(i) if i >= last => last = i,
            Some(_) => out.push(format!("features {f}: {c} out of the site's order")),
            None => out.push(format!("features {f}: unknown letter {c}")),
        }
    }
}

// game.php:4212 — `create()` stores a game only when `eventId` > 0; 4240
// writes `clubId`, `moderator.id`, `rules`, `startTime` and `endTime` into
// the games table; include/rules.php:163 — a rules code is 13 digits.
fn upload_ids(g: &Value, out: &mut Vec<String>) {
    if g["eventId"].as_u64().unwrap_or(0) == 0 {
        out.push("no eventId".into());
    }
    if g["clubId"].as_u64().is_none() {
        out.push("no clubId".into());
    }
    if g["moderator"]["id"].as_u64().is_none() {
        out.push("no moderator.id".into());
    }
    let rules = g["rules"].as_str().unwrap_or("");
    if rules.len() != 13 || !rules.bytes().all(|b| b.is_ascii_digit()) {
        out.push(format!("rules code {rules:?} is not 13 digits"));
    }
}

// game.php:4240 — `startTime`/`endTime` go into integer columns: the
// site's own client and its sample games (db/create_sample_db.sql) give
// Unix seconds.
fn unix_times(g: &Value, out: &mut Vec<String>) {
    let (s, e) = (g["startTime"].as_u64(), g["endTime"].as_u64());
    match (s, e) {
        (Some(s), Some(e)) if s <= e => {}
        _ => out.push(format!(
            "startTime {} / endTime {} are not Unix seconds",
            g["startTime"], g["endTime"]
        )),
    }
}

// game.php:4219-4234 — the winner is "maf", "civ" or "tie".
fn winner(g: &Value, out: &mut Vec<String>) {
    if !matches!(g["winner"].as_str(), Some("maf" | "civ" | "tie")) {
        out.push(format!("winner {}", g["winner"]));
    }
}

// api_help (game.php:4336) — a player without `id` is "unknown": he gets
// no rating rows.
fn player_ids(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        if p["id"].as_u64().is_none() {
            out.push(format!("player {} has no id", i + 1));
        }
    }
}

// game.php:225 and 360-372 — roles are civ/sheriff/maf/don: 6, 1, 2, 1.
fn roles(g: &Value, out: &mut Vec<String>) {
    let count = |r: &str| {
        players(g)
            .iter()
            .filter(|p| p["role"].as_str().unwrap_or("civ") == r)
            .count()
    };
    for p in players(g) {
        let r = p["role"].as_str().unwrap_or("civ");
        if !matches!(r, "civ" | "sheriff" | "maf" | "don") {
            out.push(format!("invalid role {r}"));
        }
    }
    if (count("civ"), count("sheriff"), count("maf"), count("don")) != (6, 1, 2, 1) {
        out.push("the roles are not 6 civ, 1 sheriff, 2 maf, 1 don".into());
    }
}

// game.php:250 and 441 — with `u`, a death names its round; game.php:594 —
// the type is one of the site's.
fn death_fields(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        if p.get("death").is_none() {
            continue;
        }
        if death_round(p).is_none() {
            out.push(format!("player {}: death round is not set", i + 1));
        }
        if !matches!(
            death_type(p),
            "day" | "night" | "warnings" | "techFouls" | "kickOut" | "teamKickOut" | "giveUp"
        ) {
            out.push(format!("player {}: death type {}", i + 1, death_type(p)));
        }
    }
}

// game.php:479 — nobody is shot in night 0.
fn no_shot_in_night_zero(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        if death_type(p) == "night" && death_round(p) == Some(0) {
            out.push(format!("player {} shot in night 0", i + 1));
        }
    }
}

// game.php:262 and 270 — `nominating`/`voting` no longer than the death
// round + 1 (the site's client cuts trailing nulls, game.php:1385).
fn nothing_after_death(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        let Some(r) = death_round(p) else { continue };
        for key in ["nominating", "voting"] {
            let n = per_round(p, key).len() as i64;
            if n > r + 1 {
                out.push(format!("player {} is {key} after he/she is dead", i + 1));
            }
        }
    }
}

// game.php:1385 (`cut_ending_nulls`) — the site keeps per-round arrays
// without nulls at the end.
fn no_trailing_nulls(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        for key in ["nominating", "voting", "shooting"] {
            if per_round(p, key).last().is_some_and(Value::is_null) {
                out.push(format!("player {}: {key} ends with null", i + 1));
            }
        }
    }
}

// game.php:326, 334, 342 — a legacy only from a player killed at night in
// round 0 or 1.
fn legacy(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        if p.get("legacy").is_none() {
            continue;
        }
        if death_type(p) != "night" || death_round(p).is_none_or(|r| r > 1) {
            out.push(format!("player {} cannot leave a legacy", i + 1));
        }
    }
}

// game.php:2706 — without `r` the site calls count() on `warnings` (a
// number makes PHP throw); game.php:1001-1023 — with `r` they are an
// array of at most four game times; game.php:2316 (`check_gametime`) —
// each has a round and a known time, `speaking` a speaker 1-10, `voting`
// a votingRound.
fn warnings_form(g: &Value, out: &mut Vec<String>) {
    let details = features(g).contains('r');
    for (i, p) in players(g).iter().enumerate() {
        let Some(w) = p.get("warnings") else { continue };
        let Some(list) = w.as_array() else {
            out.push(format!("player {}: warnings is not an array", i + 1));
            continue;
        };
        if !details {
            out.push(format!("player {}: warnings without the letter r", i + 1));
        }
        if list.len() > 4 {
            out.push(format!("player {} has {} warnings", i + 1, list.len()));
        }
        for t in list {
            let time = t["time"].as_str().unwrap_or("");
            let ok = t["round"].as_i64().is_some_and(|r| r >= 0) && time_rank(time) < 15
                || time == "end";
            let speaker_ok = t["speaker"].as_u64().is_some_and(|s| (1..=10).contains(&s));
            let needs_speaker = matches!(time, "speaking" | "day kill speaking");
            let needs_round = matches!(time, "voting" | "voting kill all");
            if !ok
                || (needs_speaker && !speaker_ok)
                || (needs_round && t["votingRound"].as_u64().is_none())
            {
                out.push(format!(
                    "player {}: warning time {t} is not a game time",
                    i + 1
                ));
            }
        }
    }
}

// game.php:1076, 1118, 1135 — four warnings: dead of warnings, in the
// fourth warning's round.
fn four_warnings(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        let n = p["warnings"].as_array().map_or(0, Vec::len);
        if n < 4 {
            continue;
        }
        if death_type(p) != "warnings" {
            out.push(format!(
                "player {} has 4 warnings, death {}",
                i + 1,
                p["death"]
            ));
        } else if death_round(p) != p["warnings"][3]["round"].as_i64() {
            out.push(format!(
                "player {}: 4th warning not in the death round",
                i + 1
            ));
        }
    }
}

/// Who nominated whom in a round (players as 1-10).
fn nominees(g: &Value, round: usize) -> Vec<i64> {
    players(g)
        .iter()
        .filter_map(|p| {
            per_round(p, "nominating")
                .get(round)
                .and_then(Value::as_i64)
        })
        .collect()
}

/// Was a player alive at a (round, rank) moment?
fn alive_at(p: &Value, round: i64, rank: i64) -> bool {
    death_time(p).is_none_or(|d| d >= (round, rank))
}

// game.php:628 — a nominator is alive at his speech; game.php:653 — the
// nominee is alive then.
fn nominations_by_the_living(g: &Value, out: &mut Vec<String>) {
    let ps = players(g);
    for (i, p) in ps.iter().enumerate() {
        for (r, n) in per_round(p, "nominating").iter().enumerate() {
            let Some(n) = n.as_i64() else { continue };
            let r = r as i64;
            if !alive_at(p, r, time_rank("speaking")) {
                out.push(format!("player {} nominated in round {r} when dead", i + 1));
            }
            let nominee = ps.get(usize::try_from(n - 1).unwrap_or(99));
            if nominee.is_none_or(|q| !alive_at(q, r, time_rank("speaking"))) {
                out.push(format!(
                    "player {} nominated dead player {n} in round {r}",
                    i + 1
                ));
            }
        }
    }
}

/// The candidates a value of `voting` names (a number or an array with a
/// kill-all answer at the end), and whether it ends with that answer.
fn votes_of(v: &Value) -> (Vec<i64>, Option<bool>) {
    match v {
        Value::Array(a) => {
            let kill = a.last().and_then(Value::as_bool);
            (a.iter().filter_map(Value::as_i64).collect(), kill)
        }
        other => (other.as_i64().into_iter().collect(), None),
    }
}

// game.php:794 — with `n`, a vote goes to someone nominated that round;
// game.php:725 and 774 — the voter and the candidate are alive at the vote.
fn votes_for_the_nominated(g: &Value, out: &mut Vec<String>) {
    let ps = players(g);
    for (i, p) in ps.iter().enumerate() {
        for (r, v) in per_round(p, "voting").iter().enumerate() {
            let noms = nominees(g, r);
            for c in votes_of(v).0 {
                if features(g).contains('n') && !noms.contains(&c) {
                    out.push(format!(
                        "player {} voted for {c}, not nominated in round {r}",
                        i + 1
                    ));
                }
                let voted = ps.get(usize::try_from(c - 1).unwrap_or(99));
                if voted.is_none_or(|q| !alive_at(q, r as i64, time_rank("voting start"))) {
                    out.push(format!(
                        "player {} voted for dead player {c} in round {r}",
                        i + 1
                    ));
                }
            }
            if !alive_at(p, r as i64, time_rank("voting start")) {
                out.push(format!("player {} voted in round {r} when dead", i + 1));
            }
        }
    }
}

/// Was a round's vote cancelled by a removal (warnings, kick-out) in it or
/// in the round before? A simplification of `is_voting_canceled`
/// (game.php:1761), which also weighs when the vote was decided.
fn cancelled(g: &Value, round: i64) -> bool {
    players(g).iter().any(|p| {
        matches!(
            death_type(p),
            "warnings" | "kickOut" | "teamKickOut" | "giveUp"
        ) && death_round(p).is_some_and(|r| r == round || r == round - 1)
    })
}

// game.php:899 — with `v`, every player alive at a round's vote votes in
// it, when it has a nominee (round > 0) or two (round 0) and is not
// cancelled.
fn everyone_votes(g: &Value, out: &mut Vec<String>) {
    if !features(g).contains('v') {
        return;
    }
    let ps = players(g);
    let rounds = ps
        .iter()
        .map(|p| {
            per_round(p, "nominating")
                .len()
                .max(per_round(p, "voting").len())
        })
        .max()
        .unwrap_or(0);
    for r in 0..rounds {
        let noms = nominees(g, r).len();
        if noms == 0 || (r == 0 && noms < 2) || cancelled(g, r as i64) {
            continue;
        }
        for (i, p) in ps.iter().enumerate() {
            let voted = per_round(p, "voting").get(r).is_some_and(|v| !v.is_null());
            if alive_at(p, r as i64, time_rank("voting")) && !voted {
                out.push(format!("player {} did not vote in round {r}", i + 1));
            }
        }
    }
}

// game.php:573-583 and 808-960 — a player voted out in a round dies "day"
// in it, and one who died "day" was the round's winner: the most votes in
// its last count, or all tied when most voted to kill all.
fn voted_out_is_who_died(g: &Value, out: &mut Vec<String>) {
    if !features(g).contains('v') {
        return;
    }
    let ps = players(g);
    for (i, p) in ps.iter().enumerate() {
        if death_type(p) != "day" {
            continue;
        }
        let Some(r) = death_round(p) else { continue };
        let r = usize::try_from(r).unwrap_or(0);
        let mut tally = std::collections::BTreeMap::new();
        let (mut kill, mut save) = (0, 0);
        for q in &ps {
            if let Some(v) = per_round(q, "voting").get(r) {
                let (c, k) = votes_of(v);
                if let Some(last) = c.last() {
                    *tally.entry(*last).or_insert(0) += 1;
                }
                match k {
                    Some(true) => kill += 1,
                    Some(false) => save += 1,
                    None => {}
                }
            }
        }
        let max = tally.values().copied().max().unwrap_or(0);
        let winners: Vec<i64> = tally
            .iter()
            .filter(|(_, n)| **n == max)
            .map(|(c, _)| *c)
            .collect();
        let me = i as i64 + 1;
        let ok = winners.contains(&me) && (winners.len() == 1 || kill > save);
        if !ok {
            out.push(format!(
                "player {me} died by vote in round {r}, but the votes say {winners:?}"
            ));
        }
    }
}

// api_help (game.php:4336, `voting`) and game.php:2648 — a true/false at
// the end of a round's votes is the kill-all answer, only with `k`.
fn kill_all_letter(g: &Value, out: &mut Vec<String>) {
    let k = features(g).contains('k');
    let any = players(g).iter().any(|p| {
        per_round(p, "voting")
            .iter()
            .any(|v| votes_of(v).1.is_some())
    });
    if any != k {
        out.push(format!("kill-all answers {any}, letter k {k}"));
    }
}

fn is_black(p: &Value) -> bool {
    matches!(p["role"].as_str(), Some("maf" | "don"))
}

// game.php:684 — only mafia shoot; game.php:697 — nobody shoots after
// his death (round r's shot is at index r - 1, from night 1).
fn shooting_by_living_blacks(g: &Value, out: &mut Vec<String>) {
    for (i, p) in players(g).iter().enumerate() {
        let shots = per_round(p, "shooting");
        if shots.is_empty() {
            continue;
        }
        if !is_black(p) {
            out.push(format!("player {} is not mafia but shoots", i + 1));
        }
        let last = shots.len() as i64;
        if !alive_at(p, last, time_rank("shooting")) {
            out.push(format!("player {} shot in round {last} when dead", i + 1));
        }
    }
}

// game.php:510, 523, 535 — with `h`, a player killed at night in round r
// was shot by every black alive at that shooting.
fn night_kill_shot_by_every_black(g: &Value, out: &mut Vec<String>) {
    if !features(g).contains('h') {
        return;
    }
    let ps = players(g);
    for (i, victim) in ps.iter().enumerate() {
        if death_type(victim) != "night" {
            continue;
        }
        let Some(r) = death_round(victim) else {
            continue;
        };
        for (j, b) in ps.iter().enumerate() {
            if !is_black(b) || !alive_at(b, r, time_rank("shooting") + 1) {
                continue;
            }
            let shot = per_round(b, "shooting")
                .get(usize::try_from(r - 1).unwrap_or(usize::MAX))
                .and_then(Value::as_i64);
            if shot != Some(i as i64 + 1) {
                out.push(format!(
                    "player {} killed in round {r}, but player {} shot {shot:?}",
                    i + 1,
                    j + 1
                ));
            }
        }
    }
}

/// Every rule a game breaks; empty: the site's check passes it.
pub fn problems(g: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for rule in [
        ten_players,
        version,
        feature_letters,
        upload_ids,
        unix_times,
        winner,
        player_ids,
        roles,
        death_fields,
        no_shot_in_night_zero,
        nothing_after_death,
        no_trailing_nulls,
        legacy,
        warnings_form,
        four_warnings,
        nominations_by_the_living,
        votes_for_the_nominated,
        everyone_votes,
        voted_out_is_who_died,
        kill_all_letter,
        shooting_by_living_blacks,
        night_kill_shot_by_every_black,
    ] {
        rule(g, &mut out);
    }
    out
}

/// A player's points as the site's FIIM form counts them
/// (`include/fiim_form.php`: the result :192-211, 1 for the winning team;
/// the extra points :167-190, every number of `bonus` added and a worst
/// move -0.3; the best move :214-241, +0.5 for 3 blacks and +0.3 for 2;
/// the death :243-270, -0.5 for "warnings", "techFouls", "kickOut" or
/// "giveUp", -0.7 for "teamKickOut"). The form's worst move compares the
/// whole array with "worstMove" (:184), so it never counts in an array:
/// we count it only when `bonus` is that word alone (:188-190).
pub fn fiim_form_points(g: &Value, seat: usize) -> f64 {
    let Some(p) = players(g).get(seat - 1).copied() else {
        return 0.0;
    };
    let winner = g["winner"].as_str().unwrap_or("");
    let team = match p["role"].as_str().unwrap_or("civ") {
        "maf" | "don" => "maf",
        _ => "civ",
    };
    let mut points = if winner == team { 1.0 } else { 0.0 };
    match &p["bonus"] {
        Value::Number(n) => points += n.as_f64().unwrap_or(0.0),
        Value::Array(a) => points += a.iter().filter_map(Value::as_f64).sum::<f64>(),
        Value::String(s) if s == "worstMove" => points -= 0.3,
        _ => {}
    }
    if let Some(legacy) = p["legacy"].as_array() {
        let all = players(g);
        let blacks = legacy
            .iter()
            .filter_map(Value::as_u64)
            .filter(|n| {
                all.get(usize::try_from(*n).unwrap_or(0).wrapping_sub(1))
                    .is_some_and(|q| is_black(q))
            })
            .count();
        points += match blacks {
            3.. => 0.5,
            2 => 0.3,
            _ => 0.0,
        };
    }
    points += match death_type(p) {
        "warnings" | "techFouls" | "kickOut" | "giveUp" => -0.5,
        "teamKickOut" => -0.7,
        _ => 0.0,
    };
    (points * 1000.0).round() / 1000.0
}
