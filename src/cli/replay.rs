//! `replay FILE`: replays a game record and prints the result as JSON.

use super::{CliError, Langs, no_more, replay_failed};
use mafia_core::game::score;
use mafia_store::session::{Session, load_record};
use mafia_words::i18n::msg;
use serde_json::json;
use std::io::Write;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let path = super::file_arg(&mut args, "replay")?;
    no_more(&mut args, "replay")?;
    let (record, ruleset) = load_record(&path)?;
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != ruleset.fingerprint {
        let file = path.display().to_string();
        let warning = msg::CliRulesetChanged {
            file,
            ruleset: ruleset.id.as_str(),
        }
        .get(langs.messages);
        super::say_err(&warning);
    }
    match Session::replay_owned(ruleset.clone(), record) {
        Ok(session) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout().lock(), "{}", replay_json(&session));
            Ok(())
        }
        Err(e) => Err(replay_failed(&path, &ruleset, &e)),
    }
}

/// The replay result: `{ruleset, finished, winner, players: [...]}`.
pub fn replay_json(session: &Session) -> serde_json::Value {
    let rs = &session.ruleset;
    let state = session.state();
    let points = score::points(state, rs);
    let players: Vec<serde_json::Value> = state
        .players
        .iter()
        .map(|p| {
            let role = p.role.and_then(|r| rs.roles.get(r));
            let team = role.and_then(|r| rs.teams.get(r.team));
            let left = p
                .exit
                .as_ref()
                .map(|e| json!({"how": e.how.id(), "day": e.day, "night": e.night}));
            let pts = points
                .iter()
                .find(|x| x.seat == p.seat)
                .map_or(0.0, |x| x.total);
            json!({
                "seat": p.seat,
                "nick": p.nick,
                "role": role.map(|r| r.id.clone()),
                "team": team.map(|t| t.id.clone()),
                "fouls": p.fouls,
                "left": left,
                "points": pts,
            })
        })
        .collect();
    json!({
        "ruleset": rs.id,
        "finished": state.ending.is_some(),
        "winner": state.ending.as_ref().map(|e| e.outcome.id()),
        "players": players,
    })
}
