//! The command line: the console, or one of the tools (`replay`,
//! `rulesets`, `protocol`, `view`, `serve`).
//!
//! [`run`] looks at the first word and hands the rest to that command's
//! module in `src/cli/`, which parses its own options with `lexopt` and
//! returns `Ok(())` or a [`CliError`]. A new command is one arm in [`run`],
//! one line in the usage text (`cli-usage` in `src/i18n/*/cli.ftl`) and its
//! own module here.
//!
//! Results go to stdout, problems to stderr; the exit code is 0 done, 1 the
//! rules refused an action, 2 anything else (a file that cannot be read or
//! understood, words that make no command). Every line a person reads is a
//! Fluent message (`src/i18n/*/cli.ftl` and the areas' own files).
//!
//! The language: the global option `--lang ru|en` (anywhere on the line),
//! else the environment, as a terminal program reads it: the first of
//! `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty; a value that
//! starts with `ru` gives Russian, anything else (or nothing) English. The
//! windows speak Russian first, but a terminal says which language its user
//! reads, and one without a Russian locale (a server, a CI log, a script) is
//! better served in English. `--lang` also chooses the language of what a
//! command makes (the protocol, the audience's view, the served pages), which
//! stays Russian without it, as the judge's documents are; in the console
//! (`mafia-judge --lang en`) it is the window's language.

mod console;
mod evening;
mod export;
mod protocol;
mod replay;
mod rulesets;
mod season;
mod seating;
mod serve;
mod standings;
mod stats;
mod sync;
mod view;

use mafia_core::ruleset::Ruleset;
use mafia_store::session::LoadError;
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, Text, msg};
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub use replay::replay_json;

/// The languages of one run: of the messages, and the one `--lang` gave
/// (for what a command makes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Langs {
    /// The language of every line printed.
    pub messages: Lang,
    /// `--lang`, when given.
    pub given: Option<Lang>,
}

impl Langs {
    /// The language of a document a command makes: `--lang`, else Russian.
    pub fn document(self) -> Lang {
        self.given.unwrap_or(Lang::Ru)
    }
}

/// The language the environment asks for: the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set and not empty; `ru…` is Russian,
/// anything else English.
pub fn env_lang(var: impl Fn(&str) -> Option<OsString>) -> Lang {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Some(v) = var(name).filter(|v| !v.is_empty()) {
            let v = v.to_string_lossy().to_ascii_lowercase();
            return if v.starts_with("ru") {
                Lang::Ru
            } else {
                Lang::En
            };
        }
    }
    Lang::En
}

/// Takes the global `--lang X` / `--lang=X` out of `args` (up to a `--`).
pub fn take_lang(args: Vec<OsString>) -> Result<(Vec<OsString>, Option<Lang>), UsageError> {
    let mut out = Vec::with_capacity(args.len());
    let mut lang = None;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let value = match a.to_str() {
            Some("--") => {
                out.push(a);
                out.extend(it.by_ref());
                break;
            }
            Some("--lang") => match it.next() {
                Some(v) => v,
                None => return Err(UsageError::NeedsValue("--lang".to_owned())),
            },
            Some(s) if s.starts_with("--lang=") => OsString::from(&s["--lang=".len()..]),
            _ => {
                out.push(a);
                continue;
            }
        };
        lang = Some(match value.to_str() {
            Some("ru") => Lang::Ru,
            Some("en") => Lang::En,
            _ => {
                return Err(UsageError::BadValue {
                    option: "--lang",
                    expected: msg::CliLangValues,
                    given: value.to_string_lossy().into_owned(),
                });
            }
        });
    }
    Ok((out, lang))
}

/// Runs the command line `args` (without the program name).
pub fn run(args: Vec<OsString>) -> ExitCode {
    // The moment this process started (stale temp files are older).
    mafia_store::storage::process_start();
    let env = env_lang(|k| std::env::var_os(k));
    let (args, given) = match take_lang(args) {
        Ok(x) => x,
        Err(e) => return fail(&CliError::Usage(e), env),
    };
    let langs = Langs {
        messages: given.unwrap_or(env),
        given,
    };
    let word = args.first().and_then(|a| a.to_str()).map(str::to_owned);
    let rest = || lexopt::Parser::from_args(args.iter().skip(1).cloned());
    let done = match word.as_deref() {
        Some("replay") => replay::run(rest(), langs),
        Some("rulesets") => rulesets::run(rest(), langs),
        Some("protocol") => protocol::run(rest(), langs),
        Some("view") => view::run(rest(), langs),
        Some("serve") => serve::run(rest(), langs),
        Some("standings") => standings::run(rest(), langs),
        Some("stats") => stats::run(rest(), langs),
        Some("export") => export::run(rest(), langs),
        Some("seating") => seating::run(rest(), langs),
        Some("players") => seating::run_players(rest(), langs),
        Some("evening") => evening::run(rest(), langs),
        Some("season") => season::run(rest(), langs),
        Some("file-game") => sync::run_file_game(rest(), langs),
        Some("penalty") => sync::run_penalty(rest(), langs),
        Some("merge") => sync::run_merge(rest(), langs),
        Some("conflict") => sync::run_conflict(rest(), langs),
        Some("role") => sync::run_role(rest(), langs),
        Some("help" | "--help" | "-h") => help(langs.messages),
        Some("--version" | "-V" | "version") => version(langs.messages),
        // No word: the console, with its options (`--open FILE`, ...).
        None => console::run(lexopt::Parser::from_args(args), langs),
        Some(w) if w.starts_with('-') => console::run(lexopt::Parser::from_args(args), langs),
        Some(w) => Err(UsageError::UnknownCommand(w.to_owned()).into()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e, langs.messages),
    }
}

/// Says `e` on stderr in `lang`; its exit code.
fn fail(e: &CliError, lang: Lang) -> ExitCode {
    // A closed stderr is no reason to panic; the exit code still tells.
    let _ = writeln!(std::io::stderr().lock(), "{}", e.message(lang));
    ExitCode::from(e.exit_code())
}

/// A line on stderr (a warning, a file left out), never a panic.
fn say_err(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// The usage text, with a line per command.
pub fn usage(lang: Lang) -> String {
    msg::CliUsage.get(lang).to_owned()
}

fn help(lang: Lang) -> Result<(), CliError> {
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{}", usage(lang));
    Ok(())
}

/// `mafia-judge --version`: the program's name and version, its target and
/// where its bundled rulesets are found (a judge's copy names its own).
fn version(lang: Lang) -> Result<(), CliError> {
    let rulesets = mafia_store::ruleset::catalog::bundled_dirs()
        .into_iter()
        .find(|d| d.is_dir())
        .map(|d| d.display().to_string())
        // The catalogue's selector for "not found".
        .unwrap_or_else(|| "none".to_owned());
    let line = msg::CliVersion {
        made_by: mafia_store::made_by::MADE_BY,
        target: std::env::consts::OS,
        arch: std::env::consts::ARCH,
        rulesets: rulesets.as_str(),
    }
    .get(lang);
    let _ = writeln!(std::io::stdout().lock(), "{line}");
    Ok(())
}

/// Why a command did not do its work. [`CliError::message`] says it in a
/// language; `Display` is the English message.
#[derive(Debug)]
pub enum CliError {
    /// The words do not make a command: the problem, then the usage text.
    Usage(UsageError),
    /// A record that cannot be read, or whose ruleset is not found.
    Load(LoadError),
    /// The rules refused action number `index` (from 1) of a record.
    Refused { index: usize, why: Text },
    /// The record's header does not fit its ruleset.
    Setup { path: PathBuf, why: Text },
    /// The console could not start.
    Console(mafia_app::app::ConsoleError),
    /// The protocol could not be made or written.
    Protocol(mafia_pdf::protocol::ExportError),
    /// `--upto N` beyond the record's last action.
    UptoBeyond {
        path: PathBuf,
        upto: usize,
        actions: usize,
    },
    /// A result that could not be written as JSON.
    Json {
        path: PathBuf,
        error: serde_json::Error,
    },
    /// A file that could not be written (an export, a sheet, a book).
    Write(mafia_core::storage::StorageError),
    /// The web server stopped or could not start.
    Serve(mafia_web::web::headless::ServeError),
    /// A tournament folder or file that cannot be read or written.
    Tournament(mafia_tournament::tournament::TournamentError),
    /// A seating that cannot be made, with why.
    Seating(Text),
    /// Game files the standings left out (each is already named on stderr).
    LeftOut { count: usize, refused: bool },
    /// Game files the statistics left out (each is already named on stderr).
    StatsLeftOut { count: usize, refused: bool },
    /// Some ruleset files are broken (each is already named on stderr).
    BrokenRulesets(usize),
    /// Conflict copies of a sync engine in the tournament folder (each is
    /// already named on stderr): exit code 3.
    Conflicts(usize),
    /// Games of a tournament that could not be exported (each is named on stderr).
    NotExported(usize),
    /// This laptop's role forbids the write (`role` sets it).
    Role(sync::RoleRefusal),
}

impl CliError {
    /// 1 when the rules refused an action, 3 for a sync engine's conflict
    /// copy in a tournament, 2 for everything else.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Refused { .. } => 1,
            CliError::LeftOut { refused: true, .. } => 1,
            CliError::StatsLeftOut { refused: true, .. } => 1,
            CliError::Conflicts(_) => 3,
            _ => 2,
        }
    }

    /// The message for stderr in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let file = |p: &Path| p.display().to_string();
        match self {
            CliError::Usage(u) => format!("mafia-judge: {}\n\n{}", u.message(lang), usage(lang)),
            CliError::Load(e) => e.message(lang),
            CliError::Refused { index, why } => msg::CliRefused {
                index: *index,
                why: why.get(lang),
            }
            .get(lang),
            CliError::Setup { path, why } => msg::CliSetup {
                file: file(path),
                why: why.get(lang),
            }
            .get(lang),
            CliError::Console(e) => {
                format!("mafia-judge: {}", mafia_words::i18n::Words::say(e, lang))
            }
            CliError::Protocol(e) => mafia_words::i18n::Words::say(e, lang),
            CliError::UptoBeyond {
                path,
                upto,
                actions,
            } => msg::CliUptoBeyond {
                file: file(path),
                upto: *upto,
                actions: *actions,
            }
            .get(lang),
            CliError::Json { path, error } => msg::CliJson {
                file: file(path),
                error: error.to_string(),
            }
            .get(lang),
            CliError::Write(e) => mafia_words::i18n::Words::say(&mafia_store::i18n::Core(e), lang),
            CliError::Serve(e) => mafia_words::i18n::Words::say(e, lang),
            CliError::Tournament(e) => mafia_words::i18n::Words::say(e, lang),
            CliError::Seating(why) => format!("mafia-judge seating: {}", why.get(lang)),
            CliError::LeftOut { count, .. } => msg::CliLeftOutCount { count: *count }.get(lang),
            CliError::StatsLeftOut { count, .. } => {
                msg::CliStatsLeftOutCount { count: *count }.get(lang)
            }
            CliError::Conflicts(count) => msg::CliConflicts { count: *count }.get(lang),
            CliError::BrokenRulesets(n) => msg::CliBrokenRulesets { count: *n }.get(lang),
            CliError::NotExported(n) => msg::ExportRefusedCount { count: *n }.get(lang),
            CliError::Role(r) => format!("mafia-judge: {}", r.message(lang)),
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for CliError {}

impl From<sync::RoleRefusal> for CliError {
    fn from(r: sync::RoleRefusal) -> Self {
        CliError::Role(r)
    }
}

impl From<UsageError> for CliError {
    fn from(e: UsageError) -> Self {
        CliError::Usage(e)
    }
}

impl From<LoadError> for CliError {
    fn from(e: LoadError) -> Self {
        CliError::Load(e)
    }
}

impl From<mafia_app::app::ConsoleError> for CliError {
    fn from(e: mafia_app::app::ConsoleError) -> Self {
        CliError::Console(e)
    }
}

impl From<mafia_pdf::protocol::ExportError> for CliError {
    fn from(e: mafia_pdf::protocol::ExportError) -> Self {
        CliError::Protocol(e)
    }
}

impl From<mafia_core::storage::StorageError> for CliError {
    fn from(e: mafia_core::storage::StorageError) -> Self {
        CliError::Write(e)
    }
}

impl From<mafia_tournament::tournament::TournamentError> for CliError {
    fn from(e: mafia_tournament::tournament::TournamentError) -> Self {
        CliError::Tournament(e)
    }
}

impl From<lexopt::Error> for CliError {
    fn from(e: lexopt::Error) -> Self {
        CliError::Usage(e.into())
    }
}

/// Words on the command line that make no command.
#[derive(Debug, PartialEq, Eq)]
pub enum UsageError {
    /// A first word that is no command.
    UnknownCommand(String),
    /// `command` needs a FILE and got none.
    NeedsFile(&'static str),
    /// An option given without its value (`-o` at the end).
    NeedsValue(String),
    /// A value the option does not take.
    BadValue {
        option: &'static str,
        /// What it takes, e.g. [`msg::CliLangValues`] ("ru or en").
        expected: Fixed,
        given: String,
    },
    /// `protocol` without `-o OUT.pdf`.
    NeedsOutput,
    /// `export` without a GAME, `--format` or `-o OUT.json`.
    ExportNeeds,
    /// An argument the command does not take.
    Unexpected { command: &'static str, arg: String },
    /// An argument that fits nowhere (the console's options, a value
    /// after a flag).
    UnexpectedArgument(String),
}

impl UsageError {
    /// The message in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            UsageError::UnknownCommand(w) => msg::CliUnknownCommand { word: w.as_str() }.get(lang),
            UsageError::NeedsFile(command) => msg::CliNeedsFile { command: *command }.get(lang),
            UsageError::NeedsValue(option) => msg::CliNeedsValue {
                option: option.as_str(),
            }
            .get(lang),
            UsageError::BadValue {
                option,
                expected,
                given,
            } => msg::CliBadValue {
                option: *option,
                expected: expected.get(lang),
                given: given.as_str(),
            }
            .get(lang),
            UsageError::NeedsOutput => msg::CliProtocolNeedsOutput.get(lang).to_owned(),
            UsageError::ExportNeeds => msg::CliExportNeeds.get(lang).to_owned(),
            UsageError::UnexpectedArgument(arg) => {
                msg::CliUnexpectedArgument { arg: arg.as_str() }.get(lang)
            }
            UsageError::Unexpected { command, arg } => msg::CliUnexpected {
                command: *command,
                arg: arg.as_str(),
            }
            .get(lang),
        }
    }
}

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for UsageError {}

impl From<lexopt::Error> for UsageError {
    fn from(e: lexopt::Error) -> Self {
        use lexopt::Error as E;
        match e {
            E::MissingValue { option } => {
                UsageError::NeedsValue(option.unwrap_or_else(|| "an option".to_owned()))
            }
            E::UnexpectedOption(arg) => UsageError::UnexpectedArgument(arg),
            E::UnexpectedArgument(arg) => {
                UsageError::UnexpectedArgument(arg.to_string_lossy().into_owned())
            }
            E::UnexpectedValue { option, value } => {
                UsageError::UnexpectedArgument(format!("{option}={}", value.to_string_lossy()))
            }
            E::ParsingFailed { value, .. } => UsageError::UnexpectedArgument(value),
            E::NonUnicodeValue(arg) => {
                UsageError::UnexpectedArgument(arg.to_string_lossy().into_owned())
            }
            E::Custom(e) => UsageError::UnexpectedArgument(e.to_string()),
        }
    }
}

/// Why a record does not replay: a refused action (exit 1) or a header
/// that does not fit the ruleset (exit 2).
fn replay_failed(path: &Path, rs: &Ruleset, e: &mafia_store::session::ReplayError) -> CliError {
    use mafia_store::session::ReplayError;
    match e {
        ReplayError::Refused { index, refusal } => CliError::Refused {
            index: *index,
            why: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(refusal, rs)),
        },
        ReplayError::Setup(s) => CliError::Setup {
            path: path.to_owned(),
            why: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(s, rs)),
        },
    }
}

/// The game files the standings left out, one line each on stderr.
fn say_left_out(s: &mafia_tournament::tournament::Standings, lang: Lang) {
    for l in &s.left_out {
        say_err(
            &msg::CliLeftOut {
                file: l.file.as_str(),
                why: mafia_words::i18n::Words::say(&l.reason, lang),
            }
            .get(lang),
        );
    }
    for p in &s.problems {
        say_err(&mafia_words::i18n::Words::say(p, lang));
    }
    for t in &s.cut_ties {
        say_err(&mafia_words::i18n::Words::say(t, lang));
    }
}

/// The exit of a command that printed standings: 0 when every game was
/// counted (notes aside), else the worst of what was left out (a conflict,
/// a damaged or held game, a refused one), said above by [`say_left_out`].
fn left_out_exit(s: &mafia_tournament::tournament::Standings) -> Result<(), CliError> {
    use mafia_tournament::tournament::Severity;
    let bad = s
        .left_out
        .iter()
        .filter(|l| l.severity != Severity::Note)
        .count();
    match s.worst() {
        Some(Severity::Conflict) => Err(CliError::Conflicts(
            s.left_out
                .iter()
                .filter(|l| l.severity == Severity::Conflict)
                .count(),
        )),
        Some(Severity::Damaged | Severity::Held) => Err(CliError::LeftOut {
            count: bad,
            refused: false,
        }),
        Some(Severity::Refused) => Err(CliError::LeftOut {
            count: bad,
            refused: true,
        }),
        _ => Ok(()),
    }
}

/// The next plain value of `args` as a path, or `NeedsFile(command)`.
fn file_arg(args: &mut lexopt::Parser, command: &'static str) -> Result<PathBuf, CliError> {
    match args.next()? {
        Some(lexopt::Arg::Value(v)) => Ok(PathBuf::from(v)),
        Some(other) => Err(unexpected(command, other).into()),
        None => Err(UsageError::NeedsFile(command).into()),
    }
}

/// The value of `option` as a number, or `BadValue` naming what it takes.
fn number_arg<T: std::str::FromStr>(
    args: &mut lexopt::Parser,
    option: &'static str,
    expected: Fixed,
) -> Result<T, CliError> {
    let v = args.value()?;
    v.to_str().and_then(|s| s.parse().ok()).ok_or_else(|| {
        UsageError::BadValue {
            option,
            expected,
            given: v.to_string_lossy().into_owned(),
        }
        .into()
    })
}

/// An argument `command` does not take.
fn unexpected(command: &'static str, arg: lexopt::Arg<'_>) -> UsageError {
    UsageError::Unexpected {
        command,
        arg: arg_text(arg),
    }
}

/// An argument as it was typed.
fn arg_text(arg: lexopt::Arg<'_>) -> String {
    use lexopt::Arg;
    match arg {
        Arg::Short(c) => format!("-{c}"),
        Arg::Long(l) => format!("--{l}"),
        Arg::Value(v) => v.to_string_lossy().into_owned(),
    }
}

/// Fails with `Unexpected` if anything is left on the command line.
fn no_more(args: &mut lexopt::Parser, command: &'static str) -> Result<(), CliError> {
    match args.next()? {
        Some(arg) => Err(unexpected(command, arg).into()),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |k| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn the_first_locale_variable_set_decides_and_ru_means_russian() {
        assert_eq!(env_lang(env(&[])), Lang::En);
        assert_eq!(env_lang(env(&[("LANG", "ru_RU.UTF-8")])), Lang::Ru);
        assert_eq!(env_lang(env(&[("LANG", "RU")])), Lang::Ru);
        assert_eq!(
            env_lang(env(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            env_lang(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "ru_BY"),
                ("LANG", "en")
            ])),
            Lang::Ru
        );
    }

    #[test]
    fn lang_is_taken_from_anywhere_before_a_double_dash() {
        let args = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        let (rest, lang) = take_lang(args(&["replay", "--lang", "ru", "g.json"])).unwrap();
        assert_eq!((rest, lang), (args(&["replay", "g.json"]), Some(Lang::Ru)));
        let (rest, lang) = take_lang(args(&["--lang=en", "view", "g.json"])).unwrap();
        assert_eq!((rest, lang), (args(&["view", "g.json"]), Some(Lang::En)));
        let (rest, lang) = take_lang(args(&["replay", "--", "--lang"])).unwrap();
        assert_eq!((rest, lang), (args(&["replay", "--", "--lang"]), None));
        assert_eq!(
            take_lang(args(&["--lang", "fr"])),
            Err(UsageError::BadValue {
                option: "--lang",
                expected: msg::CliLangValues,
                given: "fr".to_owned()
            })
        );
    }
}
