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
  mafia-judge replay FILE         replay a game record, print the result as JSON
  mafia-judge rulesets            list the rulesets found
  mafia-judge protocol FILE -o OUT.pdf [--lang en]   the game protocol as PDF
  mafia-judge standings TOURNAMENT [--csv OUT.csv] [--xlsx OUT.xlsx]
                                  the standings of a tournament folder as JSON
  mafia-judge export GAME --format mafiaratings|polemica -o OUT.json
                                  a game in a rating site's JSON format
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
        Some("standings") => standings_cmd(&args[1..]),
        Some("export") => export_cmd(&args[1..]),
        Some("--help" | "-h" | "help") => {
            let _ = write!(std::io::stdout().lock(), "{USAGE}");
            0
        }
        None => console(None),
        Some("--open") => match args.get(1) {
            Some(file) => console(Some(Path::new(file))),
            None => usage_error("--open needs a FILE"),
        },
        // Hidden: resume the autosaved game without asking (crash tests).
        Some("--autoresume") => match crate::app::run_console_with(crate::app::files::Launch {
            open: None,
            autoresume: true,
        }) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("mafia-judge: {e}");
                2
            }
        },
        _ => {
            eprint!("{USAGE}");
            2
        }
    }
}

/// Opens the judge console (and, from it, the projector window).
fn console(open: Option<&Path>) -> i32 {
    match crate::app::run_console(open) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("mafia-judge: {e}");
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
    match Session::replay(ruleset, &record) {
        Ok(session) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{}", replay_json(&session));
            0
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
        "finished": state.is_over(),
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

/// `standings TOURNAMENT [--csv OUT.csv] [--xlsx OUT.xlsx]`: the JSON on
/// stdout, the files left out on stderr; exit 2 when a file is damaged, 1
/// when the rules refused a game (the standings are printed either way).
fn standings_cmd(args: &[String]) -> i32 {
    let mut folder = None;
    let mut csv = None;
    let mut xlsx = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--csv" => {
                csv = args.get(i + 1).cloned();
                i += 1;
            }
            "--xlsx" => {
                xlsx = args.get(i + 1).cloned();
                i += 1;
            }
            a if folder.is_none() && !a.starts_with('-') => folder = Some(a.to_owned()),
            a => return usage_error(&format!("standings: unexpected argument {a:?}")),
        }
        i += 1;
    }
    let Some(folder) = folder else {
        return usage_error("standings needs a TOURNAMENT folder");
    };
    if (args.iter().any(|a| a == "--csv") && csv.is_none())
        || (args.iter().any(|a| a == "--xlsx") && xlsx.is_none())
    {
        return usage_error("--csv and --xlsx need a file name");
    }
    let t = match crate::tournament::open(Path::new(&folder)) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    let rs = match catalog::find(&t.description.ruleset) {
        Ok(rs) => rs,
        Err(e) => {
            eprintln!("{folder}/tournament.toml: ruleset: {e}");
            return 2;
        }
    };
    let s = crate::tournament::standings(&rs, &t.description, &t.games, &t.unreadable);
    for l in &s.left_out {
        eprintln!("{}: left out: {}", l.file, l.reason);
    }
    for p in &s.problems {
        eprintln!("{p}");
    }
    let mut code = s.exit_code();
    if let Some(out) = csv
        && let Err(e) = crate::tournament::sheet::write_csv(&s, Path::new(&out))
    {
        eprintln!("{e}");
        code = 2;
    }
    if let Some(out) = xlsx
        && let Err(e) = crate::tournament::sheet::write_xlsx(&s, Path::new(&out))
    {
        eprintln!("{e}");
        code = 2;
    }
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", s.to_json());
    code
}

/// `export GAME --format mafiaratings|polemica -o OUT.json`.
fn export_cmd(args: &[String]) -> i32 {
    use crate::tournament::export::{ExportError, Format, export};
    let mut file = None;
    let mut out = None;
    let mut format = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "-o" | "--out" => {
                out = args.get(i + 1).cloned();
                i += 1;
            }
            "--format" => {
                format = match args.get(i + 1).map(String::as_str).and_then(Format::parse) {
                    Some(f) => Some(f),
                    None => {
                        return usage_error(&format!(
                            "--format takes mafiaratings or polemica, not {:?}",
                            args.get(i + 1)
                        ));
                    }
                };
                i += 1;
            }
            a if file.is_none() && !a.starts_with('-') => file = Some(a.to_owned()),
            a => return usage_error(&format!("export: unexpected argument {a:?}")),
        }
        i += 1;
    }
    let (Some(file), Some(out), Some(format)) = (file, out, format) else {
        return usage_error("export needs a GAME, --format and -o OUT.json");
    };
    let (record, ruleset) = match load_record(Path::new(&file)) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    match export(format, &ruleset, &record) {
        Ok(v) => {
            let text = serde_json::to_string_pretty(&v).unwrap_or_default();
            match crate::session::autosave::write_atomic(Path::new(&out), text.as_bytes()) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("{e}");
                    2
                }
            }
        }
        Err(ExportError::Replay(ReplayError::Refused { index, refusal })) => {
            eprintln!("{file}: action {index}: {refusal}");
            1
        }
        Err(e) => {
            eprintln!("{file}: {e}");
            2
        }
    }
}
