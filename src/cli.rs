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
//! understood, words that make no command). The messages are Fluent messages
//! (`src/i18n/*/cli.ftl`); the command line speaks English.

mod console;
mod export;
mod protocol;
mod replay;
mod rulesets;
mod seating;
mod serve;
mod standings;
mod view;

use crate::i18n::{S, tr};
use crate::ruleset::Lang;
use crate::session::LoadError;
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

pub use replay::replay_json;

/// The language of the command line's own messages.
const LANG: Lang = Lang::En;

/// What `--lang` takes.
pub const LANG_VALUES: S = S("cli-lang-values");
/// What `--port` and `--serve` take.
pub const PORT_VALUES: S = S("cli-port-values");

/// Runs the command line `args` (without the program name).
pub fn run(args: Vec<OsString>) -> ExitCode {
    let word = args.first().and_then(|a| a.to_str()).map(str::to_owned);
    let rest = || lexopt::Parser::from_args(args.iter().skip(1).cloned());
    let done = match word.as_deref() {
        Some("replay") => replay::run(rest()),
        Some("rulesets") => rulesets::run(rest()),
        Some("protocol") => protocol::run(rest()),
        Some("view") => view::run(rest()),
        Some("serve") => serve::run(rest()),
        Some("standings") => standings::run(rest()),
        Some("export") => export::run(rest()),
        Some("seating") => seating::run(rest()),
        Some("players") => seating::run_players(rest()),
        Some("help" | "--help" | "-h") => help(),
        // No word: the console, with its options (`--open FILE`, ...).
        None => console::run(lexopt::Parser::from_args(args)),
        Some(w) if w.starts_with('-') => console::run(lexopt::Parser::from_args(args)),
        Some(w) => Err(UsageError::UnknownCommand(w.to_owned()).into()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A closed stderr is no reason to panic; the exit code still tells.
            let _ = writeln!(std::io::stderr().lock(), "{e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// The usage text, with a line per command.
pub fn usage() -> String {
    tr!(LANG, "cli-usage")
}

fn help() -> Result<(), CliError> {
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = writeln!(std::io::stdout().lock(), "{}", usage());
    Ok(())
}

/// Why a command did not do its work. `Display` is the message for stderr.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The words do not make a command: the problem, then the usage text.
    #[error("mafia-judge: {}\n\n{}", .0.message(LANG), usage())]
    Usage(#[from] UsageError),
    /// A record that cannot be read, or whose ruleset is not found.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The rules refused action number `index` (from 1) of a record.
    #[error("{}", tr!(LANG, "cli-refused", index = *.index, why = .why.as_str()))]
    Refused { index: usize, why: String },
    /// The record's header does not fit its ruleset.
    #[error("{}: {message}", .path.display())]
    Setup { path: PathBuf, message: String },
    /// The console could not start.
    #[error("mafia-judge: {0}")]
    Console(#[from] crate::app::ConsoleError),
    /// The protocol could not be made or written.
    #[error(transparent)]
    Protocol(#[from] crate::protocol::ExportError),
    /// `--upto N` beyond the record's last action.
    #[error("{}", tr!(LANG, "cli-upto-beyond", file = .path.display().to_string(), upto = *.upto, actions = *.actions))]
    UptoBeyond {
        path: PathBuf,
        upto: usize,
        actions: usize,
    },
    /// A result that could not be written as JSON.
    #[error("{}: {error}", .path.display())]
    Json {
        path: PathBuf,
        error: serde_json::Error,
    },
    /// The web server stopped or could not start.
    #[error("{0}")]
    Serve(String),
    /// A tournament folder or file that cannot be read or written.
    #[error("{0}")]
    Tournament(String),
    /// Game files the standings left out (each is already named on stderr).
    #[error("{}", tr!(LANG, "cli-left-out-count", count = *.count))]
    LeftOut { count: usize, refused: bool },
    /// Some ruleset files are broken (each is already named on stderr).
    #[error("{}", tr!(LANG, "cli-broken-rulesets", count = *.0))]
    BrokenRulesets(usize),
}

impl CliError {
    /// 1 when the rules refused an action, 2 for everything else.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Refused { .. } => 1,
            CliError::LeftOut { refused: true, .. } => 1,
            _ => 2,
        }
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
        /// What it takes, e.g. [`LANG_VALUES`] ("ru or en").
        expected: S,
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
            UsageError::UnknownCommand(w) => tr!(lang, "cli-unknown-command", word = w.as_str()),
            UsageError::NeedsFile(command) => tr!(lang, "cli-needs-file", command = *command),
            UsageError::NeedsValue(option) => {
                tr!(lang, "cli-needs-value", option = option.as_str())
            }
            UsageError::BadValue {
                option,
                expected,
                given,
            } => tr!(
                lang,
                "cli-bad-value",
                option = *option,
                expected = expected.get(lang),
                given = given.as_str()
            ),
            UsageError::NeedsOutput => tr!(lang, "cli-protocol-needs-output"),
            UsageError::ExportNeeds => tr!(lang, "cli-export-needs"),
            UsageError::UnexpectedArgument(arg) => {
                tr!(lang, "cli-unexpected-argument", arg = arg.as_str())
            }
            UsageError::Unexpected { command, arg } => {
                tr!(
                    lang,
                    "cli-unexpected",
                    command = *command,
                    arg = arg.as_str()
                )
            }
        }
    }
}

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(LANG))
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
    expected: S,
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

/// `--lang`'s value: `ru` or `en`.
fn lang_arg(args: &mut lexopt::Parser) -> Result<Lang, CliError> {
    let v = args.value()?;
    match v.to_str() {
        Some("ru") => Ok(Lang::Ru),
        Some("en") => Ok(Lang::En),
        _ => Err(UsageError::BadValue {
            option: "--lang",
            expected: LANG_VALUES,
            given: v.to_string_lossy().into_owned(),
        }
        .into()),
    }
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
