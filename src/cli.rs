//! The command line: `replay`, `rulesets`, `protocol`, or the console.
//!
//! Each command prints its result to stdout, its problems to stderr, and
//! returns the exit code: 0 done, 1 the rules refused an action, 2 a file
//! could not be read or understood.

use crate::game::score;
use crate::ruleset::{Ruleset, catalog};
use crate::session::{Record, ReplayError, Session};
use serde_json::json;
use std::io::Write;
use std::path::Path;

const USAGE: &str = "\
mafia-judge: a judge console for sports mafia

usage:
  mafia-judge                     start the console
  mafia-judge --open FILE         start the console with a saved game
  mafia-judge --serve PORT        start the console and its web server for the stream
  mafia-judge serve FILE --port P [--spectator-token T] [--delay N] [--lan] [--lang en]
                                  serve a record's view on the web without a window
  mafia-judge replay FILE         replay a game record, print the result as JSON
  mafia-judge rulesets            list the rulesets found
  mafia-judge protocol FILE -o OUT.pdf [--lang en]   the game protocol as PDF
  mafia-judge view FILE [--upto N] [--spectator] [--lang en]
                                  what the audience sees after the first N
                                  actions, as JSON (docs/audience-view.md)
  mafia-judge --help              this text
";

pub fn run(args: Vec<String>) -> i32 {
    match args.first().map(String::as_str) {
        Some("replay") => match args.get(1) {
            Some(file) => replay_cmd(Path::new(file)),
            None => usage_error("replay needs a FILE"),
        },
        Some("rulesets") => rulesets_cmd(),
        Some("protocol") => protocol_cmd(&args[1..]),
        Some("view") => view_cmd(&args[1..]),
        Some("serve") => serve_cmd(&args[1..]),
        Some("--help" | "-h" | "help") => {
            let _ = write!(std::io::stdout().lock(), "{USAGE}");
            0
        }
        None | Some("--open" | "--serve" | "--autoresume") => console(&args),
        _ => {
            eprint!("{USAGE}");
            2
        }
    }
}

/// Opens the judge console (and, from it, the projector window):
/// `[--open FILE] [--serve PORT]`, and the hidden `--autoresume` that
/// resumes the autosaved game without asking (crash tests).
fn console(args: &[String]) -> i32 {
    let mut launch = crate::app::files::Launch::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--open" => match it.next() {
                Some(f) => launch.open = Some(f.into()),
                None => return usage_error("--open needs a FILE"),
            },
            "--serve" => match it.next().map(|p| p.parse::<u16>()) {
                Some(Ok(p)) => launch.serve = Some(p),
                _ => return usage_error("--serve needs a PORT (a number up to 65535)"),
            },
            "--autoresume" => launch.autoresume = true,
            other => return usage_error(&format!("unexpected argument {other:?}")),
        }
    }
    match crate::ui::run_console_with(launch) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("mafia-judge: {e}");
            2
        }
    }
}

/// `serve FILE --port P [--spectator-token T] [--delay N] [--lan] [--lang ru|en]`:
/// the web server on a record, without a window, until the process is stopped.
fn serve_cmd(args: &[String]) -> i32 {
    use crate::web::{ServeConfig, headless};
    let mut file = None;
    let mut cfg = ServeConfig::default();
    let mut lang = crate::ruleset::Lang::Ru;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--port" => match it.next().map(|p| p.parse::<u16>()) {
                Some(Ok(p)) => cfg.port = p,
                _ => return usage_error("--port needs a number up to 65535"),
            },
            "--spectator-token" => match it.next() {
                Some(t) if !t.is_empty() => cfg.token = Some(t.clone()),
                _ => return usage_error("--spectator-token needs a TOKEN"),
            },
            "--delay" => match it.next().map(|p| p.parse::<u64>()) {
                Some(Ok(s)) => cfg.delay = std::time::Duration::from_secs(s),
                _ => return usage_error("--delay needs a number of seconds"),
            },
            "--lan" => cfg.lan = true,
            "--lang" => {
                lang = match it.next().map(String::as_str) {
                    Some("ru") => crate::ruleset::Lang::Ru,
                    Some("en") => crate::ruleset::Lang::En,
                    other => return usage_error(&format!("--lang takes ru or en, not {other:?}")),
                }
            }
            f if file.is_none() && !f.starts_with('-') => file = Some(f.to_owned()),
            other => return usage_error(&format!("serve: unexpected argument {other:?}")),
        }
    }
    let Some(file) = file else {
        return usage_error("serve needs a FILE");
    };
    let h = headless::Headless {
        record: file.into(),
        config: cfg,
        lang,
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    let result = headless::run(&h, &never, |s| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{}/overlay", s.local_url());
        let _ = writeln!(out, "{}/projector", s.local_url());
        let _ = writeln!(
            out,
            "{}/spectator/overlay?token={}",
            s.local_url(),
            s.token()
        );
        if s.lan() {
            let _ = writeln!(out, "listening on every network interface: {}", s.addr());
        }
        let _ = out.flush();
    });
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

fn usage_error(msg: &str) -> i32 {
    eprintln!("mafia-judge: {msg}\n\n{USAGE}");
    2
}

/// Reads a record and finds its ruleset; the error is the message for stderr.
pub fn load_record(path: &Path) -> Result<(Record, Ruleset), String> {
    let name = path.display().to_string();
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read the file ({e})"))?;
    let record = Record::from_json(&name, &text).map_err(|e| e.to_string())?;
    let ruleset = catalog::find(&record.ruleset.id).map_err(|e| format!("{name}: ruleset: {e}"))?;
    Ok((record, ruleset))
}

fn replay_cmd(path: &Path) -> i32 {
    let (record, ruleset) = match load_record(path) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    if !record.ruleset.fingerprint.is_empty() && record.ruleset.fingerprint != ruleset.fingerprint {
        eprintln!(
            "{}: warning: the ruleset \"{}\" has changed since this game was recorded",
            path.display(),
            ruleset.id
        );
    }
    match Session::replay(ruleset.clone(), &record) {
        Ok(session) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{}", replay_json(&session));
            0
        }
        Err(ReplayError::Refused { index, refusal }) => {
            let why = crate::i18n::refusal(crate::ruleset::Lang::En, &refusal, &ruleset);
            eprintln!("action {index}: {why}");
            1
        }
        Err(ReplayError::Setup(m)) => {
            eprintln!("{}: {m}", path.display());
            2
        }
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

fn rulesets_cmd() -> i32 {
    let mut out = std::io::stdout().lock();
    let dirs = catalog::search_dirs();
    let found = catalog::scan(&dirs);
    let mut bad = 0;
    for dir in &dirs {
        let _ = writeln!(out, "# {}", dir.display());
        for f in found
            .iter()
            .filter(|f| f.path.parent() == Some(dir.as_path()))
        {
            match &f.result {
                Ok(rs) => {
                    let _ = writeln!(
                        out,
                        "{:<14} {:<10} {:<3} players  {}  ({})",
                        rs.id,
                        rs.version,
                        if rs.players.min == rs.players.max {
                            rs.players.min.to_string()
                        } else {
                            format!("{}-{}", rs.players.min, rs.players.max)
                        },
                        rs.name.ru,
                        f.path.display()
                    );
                }
                Err(e) => {
                    bad += 1;
                    eprintln!("{e}");
                }
            }
        }
    }
    if bad > 0 { 2 } else { 0 }
}

/// `protocol FILE -o OUT.pdf [--lang ru|en]`.
fn protocol_cmd(args: &[String]) -> i32 {
    let mut file = None;
    let mut out = None;
    let mut lang = crate::ruleset::Lang::Ru;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "-o" | "--out" => {
                out = args.get(i + 1).cloned();
                i += 1;
            }
            "--lang" => {
                lang = match args.get(i + 1).map(String::as_str) {
                    Some("ru") => crate::ruleset::Lang::Ru,
                    Some("en") => crate::ruleset::Lang::En,
                    other => return usage_error(&format!("--lang takes ru or en, not {other:?}")),
                };
                i += 1;
            }
            a if file.is_none() && !a.starts_with('-') => file = Some(a.to_owned()),
            a => return usage_error(&format!("protocol: unexpected argument {a:?}")),
        }
        i += 1;
    }
    let (Some(file), Some(out)) = (file, out) else {
        return usage_error("protocol needs a FILE and -o OUT.pdf");
    };
    match crate::protocol::export_record(
        Path::new(&file),
        Path::new(&out),
        &crate::protocol::ProtocolMeta::default(),
        lang,
    ) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

/// `view FILE [--upto N] [--spectator] [--lang ru|en]`: the audience's model
/// after the first N actions (all of them by default), as JSON.
fn view_cmd(args: &[String]) -> i32 {
    let mut file = None;
    let mut upto = None;
    let mut spectator = false;
    let mut lang = crate::ruleset::Lang::Ru;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--upto" => {
                upto = match args.get(i + 1).map(|n| n.parse::<usize>()) {
                    Some(Ok(n)) => Some(n),
                    _ => {
                        return usage_error(&format!(
                            "--upto takes a number of actions, not {:?}",
                            args.get(i + 1)
                        ));
                    }
                };
                i += 1;
            }
            "--spectator" => spectator = true,
            "--lang" => {
                lang = match args.get(i + 1).map(String::as_str) {
                    Some("ru") => crate::ruleset::Lang::Ru,
                    Some("en") => crate::ruleset::Lang::En,
                    other => return usage_error(&format!("--lang takes ru or en, not {other:?}")),
                };
                i += 1;
            }
            a if file.is_none() && !a.starts_with('-') => file = Some(a.to_owned()),
            a => return usage_error(&format!("view: unexpected argument {a:?}")),
        }
        i += 1;
    }
    let Some(file) = file else {
        return usage_error("view needs a FILE");
    };
    let path = Path::new(&file);
    let (mut record, ruleset) = match load_record(path) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    if let Some(n) = upto {
        if n > record.actions.len() {
            eprintln!(
                "{}: --upto {n}, but the record has {} actions",
                path.display(),
                record.actions.len()
            );
            return 2;
        }
        record.actions.truncate(n);
    }
    let now = record.actions.last().map_or(record.created, |a| a.at);
    match Session::replay(ruleset, &record) {
        Ok(session) => {
            let mut view = crate::audience::ProjectorView::from_state(
                session.state(),
                &session.ruleset,
                spectator,
                now,
            );
            view.set_lang(lang);
            match serde_json::to_string_pretty(&view) {
                Ok(text) => {
                    let _ = writeln!(std::io::stdout().lock(), "{text}");
                    0
                }
                Err(e) => {
                    eprintln!("{}: {e}", path.display());
                    2
                }
            }
        }
        Err(ReplayError::Refused { index, refusal }) => {
            eprintln!("action {index}: {refusal}");
            1
        }
        Err(ReplayError::Setup(m)) => {
            eprintln!("{}: {m}", path.display());
            2
        }
    }
}
