//! The tournament folder's writers on the command line, doing what the
//! consoles do (for scripts, tests and the benchmark):
//! `file-game TOURNAMENT RECORD [--table N]` files a game record into
//! `games/` under a name no other laptop takes (a table's console after a
//! game); `penalty TOURNAMENT --player NICK --penalty ID --reason TEXT
//! [--round R] [--minutes M] [--table N]` enters a tournament penalty: with
//! `--table` as that table's request (a new file in `requests/`), without it
//! as the head judge into `tournament.toml` (into the copy on disk now,
//! under its lock); `merge TOURNAMENT` is the head's merge of the tables'
//! requests and of the conflict copies of `tournament.toml` that contradict
//! nothing in it (the head's window makes both each time it reads the folder);
//! `conflict TOURNAMENT COPY --keep original|copy` is the head's choice
//! between a sync engine's conflict copy and the file it copies (the
//! window's red band makes it too);
//! `role [head|table:N|none]` says or sets this laptop's role, kept in its
//! data folder ([`sync::ROLE_FILE`], the console's choice too).
//!
//! Every writer of `tournament.toml` here asks the role first: a table's
//! laptop writes its own request instead (a penalty, players) or is
//! refused (a seating, a merge); a laptop with no role writes it only when
//! the folder is not shared by Syncthing (a lone laptop).

use super::{CliError, Langs, UsageError, unexpected};
use lexopt::Arg;
use mafia_tournament::tournament::sync::{Keep, Role};
use mafia_tournament::tournament::{AddOutcome, PenaltyEntry, add_game, sync};
use mafia_words::i18n::msg;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why this laptop's role forbids a write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleRefusal {
    /// Only the head judge's laptop writes `tournament.toml`; this is table N's.
    HeadOnly { table: u32 },
    /// Table N's laptop asked to write table `given`'s request.
    OtherTable { table: u32, given: u32 },
    /// A folder Syncthing shares, and no role set on this laptop.
    Needed { folder: PathBuf },
}

impl RoleRefusal {
    pub fn message(&self, lang: mafia_words::Lang) -> String {
        match self {
            RoleRefusal::HeadOnly { table } => msg::SyncHeadOnly { table: *table }.get(lang),
            RoleRefusal::OtherTable { table, given } => msg::CliRoleOtherTable {
                table: *table,
                given: *given,
            }
            .get(lang),
            RoleRefusal::Needed { folder } => msg::CliRoleNeeded {
                folder: folder.display().to_string(),
            }
            .get(lang),
        }
    }
}

/// This laptop's role, as kept in its data folder (None: not set, or no
/// data folder at all).
pub(super) fn laptop_role() -> Result<Option<Role>, CliError> {
    match mafia_store::storage::data_dir() {
        Ok(data) => Ok(sync::load_role(&data)?),
        Err(_) => Ok(None),
    }
}

/// A write of `tournament.toml` in `folder`: the head judge's laptop, or a
/// lone laptop (no role, a folder no sync engine shares).
pub(super) fn head_writes(folder: &Path) -> Result<(), CliError> {
    match laptop_role()? {
        Some(Role::Table(table)) => Err(RoleRefusal::HeadOnly { table }.into()),
        None if sync::is_shared(folder) => Err(RoleRefusal::Needed {
            folder: folder.to_path_buf(),
        }
        .into()),
        Some(Role::Head) | None => Ok(()),
    }
}

/// The table whose request a change becomes: this laptop's table (a
/// `--table` naming another is refused), else `--table`, else None (the
/// head writes `tournament.toml`).
fn request_table(given: Option<u32>) -> Result<Option<u32>, CliError> {
    match (laptop_role()?, given) {
        (Some(Role::Table(table)), Some(given)) if given != table => {
            Err(RoleRefusal::OtherTable { table, given }.into())
        }
        (Some(Role::Table(table)), _) => Ok(Some(table)),
        (_, given) => Ok(given),
    }
}

/// `role`: says this laptop's role; `role head|table:N` keeps it in the
/// data folder; `role none` clears it.
pub(super) fn run_role(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut given: Option<String> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(v) if given.is_none() => given = Some(v.to_string_lossy().into_owned()),
            other => return Err(unexpected("role", other).into()),
        }
    }
    let lang = langs.messages;
    let data = mafia_store::storage::data_dir().map_err(CliError::Write)?;
    let file = data.join(sync::ROLE_FILE).display().to_string();
    let name = |r: Role| match r {
        Role::Head => msg::SyncRoleHead.get(lang).to_owned(),
        Role::Table(table) => msg::SyncRoleTable { table }.get(lang),
    };
    match given.as_deref().map(str::trim) {
        None => match sync::load_role(&data)? {
            Some(r) => say(&msg::CliRoleIs { role: name(r) }.get(lang)),
            None => say(msg::CliRoleNone.get(lang)),
        },
        Some("none") => {
            sync::save_role(&data, None)?;
            say(&msg::CliRoleCleared { file }.get(lang));
        }
        Some(word) => {
            let role = Role::parse(word).ok_or_else(|| UsageError::BadValue {
                option: "role",
                expected: msg::CliRoleValues,
                given: word.to_owned(),
            })?;
            sync::save_role(&data, Some(role))?;
            say(&msg::CliRoleSaved {
                file,
                role: name(role),
            }
            .get(lang));
        }
    }
    Ok(())
}

fn say(line: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{line}");
}

fn text(args: &mut lexopt::Parser) -> Result<String, CliError> {
    Ok(args.value()?.to_string_lossy().into_owned())
}

fn num(args: &mut lexopt::Parser, option: &'static str) -> Result<u32, CliError> {
    let given = text(args)?;
    given.trim().parse().map_err(|_| {
        UsageError::BadValue {
            option,
            expected: msg::CliNumberValues,
            given,
        }
        .into()
    })
}

pub(super) fn run_file_game(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let (mut folder, mut record, mut table): (Option<PathBuf>, Option<PathBuf>, Option<u32>) =
        (None, None, None);
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("table") => table = Some(num(&mut args, "--table")?),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            Arg::Value(v) if record.is_none() => record = Some(v.into()),
            other => return Err(unexpected("file-game", other).into()),
        }
    }
    let (Some(folder), Some(path)) = (folder, record) else {
        return Err(UsageError::NeedsFile("file-game").into());
    };
    let t = mafia_tournament::tournament::open(&folder)?;
    // This laptop's own files stay out of Syncthing (as the console keeps).
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    let mut rec = mafia_store::session::record::read_file(&path).map_err(|e| CliError::Setup {
        path: path.clone(),
        why: mafia_words::i18n::Words::text(&e),
    })?;
    let table = table.map_or_else(|| rec.meta.table.clone(), |t| t.to_string());
    let round = t.description.round_of(&rec.meta.game, &table);
    // The seating's round goes into the filed game's header when it has none.
    if rec.meta.round.is_none() {
        rec.meta.round = round;
    }
    let name = sync::game_file_name(&table, round, &rec.meta.game, &sync::stamp_now());
    let lang = langs.messages;
    match add_game(&folder, &rec, &name).map_err(CliError::Write)? {
        AddOutcome::Added(f) => say(&msg::CliGameFiled { file: f }.get(lang)),
        AddOutcome::AlreadyThere(f) => say(&msg::TournamentBroughtTwice {
            source: path.display().to_string(),
            file: f,
        }
        .get(lang)),
        AddOutcome::Conflict(f) => {
            let source = path.display().to_string();
            return Err(CliError::Setup {
                why: msg::TournamentBroughtConflict {
                    source: source.as_str(),
                    file: f,
                }
                .text(),
                path,
            });
        }
        AddOutcome::Refused(why) => {
            return Err(CliError::Setup {
                path,
                why: mafia_words::i18n::Words::text(&why),
            });
        }
    }
    Ok(())
}

pub(super) fn run_penalty(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut folder: Option<PathBuf> = None;
    let mut p = PenaltyEntry {
        player: String::new(),
        penalty: String::new(),
        round: None,
        minutes: None,
        reason: String::new(),
    };
    let mut table = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("player") => p.player = text(&mut args)?,
            Arg::Long("penalty") => p.penalty = text(&mut args)?,
            Arg::Long("reason") => p.reason = text(&mut args)?,
            Arg::Long("round") => p.round = Some(num(&mut args, "--round")?),
            Arg::Long("minutes") => p.minutes = Some(num(&mut args, "--minutes")?),
            Arg::Long("table") => table = Some(num(&mut args, "--table")?),
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("penalty", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(UsageError::NeedsFile("penalty").into());
    };
    let lang = langs.messages;
    for (option, v) in [
        ("--player", &p.player),
        ("--penalty", &p.penalty),
        ("--reason", &p.reason),
    ] {
        if v.trim().is_empty() {
            return Err(UsageError::NeedsValue(option.to_owned()).into());
        }
    }
    // The folder must be a tournament's (a typo never makes a stray file).
    let t = mafia_tournament::tournament::open(&folder)?;
    // A table's laptop asks the head (its own request), whatever was typed.
    let by_role = laptop_role()?
        .and_then(Role::table)
        .filter(|_| table.is_none());
    let table = request_table(table)?;
    if table.is_none() {
        head_writes(&folder)?;
    }
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    match table {
        Some(table) => {
            if by_role.is_some() {
                say(&msg::CliRoleRequest { table }.get(lang));
            }
            let round = p.round;
            let judge = t
                .description
                .judge(table, round.unwrap_or(1))
                .unwrap_or_default()
                .to_owned();
            let file = sync::file_request(
                &folder,
                &sync::Request {
                    table,
                    round,
                    judge,
                    written: sync::stamp_now(),
                    change: sync::Change::AddPenalty { penalty: p },
                },
            )?;
            say(&msg::SyncRequestSent { file }.get(lang));
        }
        None => {
            mafia_tournament::tournament::remove_stale_temps(&folder);
            let saved =
                sync::save_changes(&folder, None, &[sync::Change::AddPenalty { penalty: p }])?;
            // Refused (an id the ruleset lacks): said, exit 2, never
            // "written".
            if let Some((_, why)) = saved.refused.first() {
                return Err(CliError::Setup {
                    path: folder.join(mafia_tournament::tournament::DESCRIPTION),
                    why: mafia_words::i18n::Words::text(why),
                });
            }
            say(msg::CliPenaltySaved.get(lang));
        }
    }
    Ok(())
}

pub(super) fn run_merge(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut folder: Option<PathBuf> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            other => return Err(unexpected("merge", other).into()),
        }
    }
    let Some(folder) = folder else {
        return Err(UsageError::NeedsFile("merge").into());
    };
    let lang = langs.messages;
    head_writes(&folder)?;
    mafia_tournament::tournament::remove_stale_temps(&folder);
    sync::keep_stignore(&folder).map_err(CliError::Write)?;
    let merged = sync::merge_requests(&folder)?;
    for m in &merged {
        match &m.outcome {
            Ok(()) => say(&msg::SyncRequestMerged {
                file: m.file.as_str(),
            }
            .get(lang)),
            Err(why) => say(&msg::SyncRequestRefused {
                file: m.file.as_str(),
                why: mafia_words::i18n::Words::say(why, lang),
            }
            .get(lang)),
        }
    }
    say(&msg::CliMerged {
        count: merged.len(),
    }
    .get(lang));
    // The conflict copies of tournament.toml that contradict nothing in it.
    let copies = sync::merge_conflicts(&folder)?;
    if !copies.is_empty() {
        say(&msg::SyncConflictsMerged {
            files: copies.join(", "),
        }
        .get(lang));
    }
    Ok(())
}

/// `conflict TOURNAMENT COPY --keep original|copy`: the head judge keeps one
/// of a sync engine's conflict copy and the file it copies, as the
/// tournament window's red band does (the other moves to `trash/`, never
/// removed). Only the head's laptop chooses: a table's is refused (exit
/// 2), so a table's choice at the same moment never wins on every laptop.
pub(super) fn run_conflict(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let (mut folder, mut copy, mut keep): (Option<PathBuf>, Option<String>, Option<Keep>) =
        (None, None, None);
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("keep") => {
                let given = text(&mut args)?;
                keep = Some(match given.trim() {
                    "original" => Keep::Original,
                    "copy" => Keep::Copy,
                    _ => {
                        return Err(UsageError::BadValue {
                            option: "--keep",
                            expected: msg::CliKeepValues,
                            given,
                        }
                        .into());
                    }
                });
            }
            Arg::Value(v) if folder.is_none() => folder = Some(v.into()),
            Arg::Value(v) if copy.is_none() => copy = Some(v.to_string_lossy().into_owned()),
            other => return Err(unexpected("conflict", other).into()),
        }
    }
    let (Some(folder), Some(copy)) = (folder, copy) else {
        return Err(UsageError::NeedsFile("conflict").into());
    };
    let Some(keep) = keep else {
        return Err(UsageError::NeedsValue("--keep".to_owned()).into());
    };
    // The folder must be a tournament's, and this laptop the head's.
    mafia_tournament::tournament::open(&folder)?;
    head_writes(&folder)?;
    let conflicts = sync::find_conflicts(&folder);
    // The copy as the window names it (`games/x.sync-conflict-….json`), its
    // file name, or a path ending in either.
    let given = Path::new(&copy);
    let Some(c) = conflicts
        .iter()
        .find(|c| given.ends_with(c.shown()) || given == Path::new(&c.copy))
    else {
        let copies: Vec<String> = conflicts.iter().map(sync::Conflict::shown).collect();
        // "none" is the message's own case for a folder with no copies.
        let copies = if copies.is_empty() {
            "none".to_owned()
        } else {
            copies.join(", ")
        };
        return Err(CliError::Setup {
            path: folder.join(&copy),
            why: msg::CliConflictUnknown { copies }.text(),
        });
    };
    let to = sync::resolve(&folder, c, keep).map_err(CliError::Write)?;
    say(&msg::SyncConflictResolved {
        path: to.display().to_string(),
    }
    .get(langs.messages));
    Ok(())
}
