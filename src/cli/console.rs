//! No command word: the judge console (and, from it, the projector window).
//! `[--open FILE] [--serve PORT] [--tournament FOLDER] [--role head|table:N]`, the hidden
//! `--autoresume` that resumes the autosaved game without asking (crash
//! tests), the hidden `--library` that shows the library first (screenshots)
//! and the hidden `--pair` that, with `--serve`, prints the phone's pairing
//! code and address at the start (the phone's end-to-end test and bench).

use super::{CliError, Langs, UsageError, arg_text};
use lexopt::Arg;
use mafia_app::app::files::Launch;
use mafia_tournament::tournament::sync::Role;
use mafia_words::i18n::msg;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut launch = Launch {
        lang: langs.given,
        ..Launch::default()
    };
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("open") => launch.open = Some(super::file_arg(&mut args, "--open")?),
            Arg::Long("serve") => {
                launch.serve = Some(super::number_arg(&mut args, "--serve", msg::CliPortValues)?);
            }
            Arg::Long("autoresume") => launch.autoresume = true,
            Arg::Long("tournament") => {
                launch.tournament = Some(super::file_arg(&mut args, "--tournament")?);
            }
            Arg::Long("library") => launch.library = true,
            Arg::Long("pair") => launch.pair = true,
            Arg::Long("role") => {
                let given = args.value()?.to_string_lossy().into_owned();
                let role = Role::parse(&given);
                launch.role = Some(role.ok_or(UsageError::BadValue {
                    option: "--role",
                    expected: msg::CliRoleValues,
                    given,
                })?);
            }
            other => return Err(UsageError::UnexpectedArgument(arg_text(other)).into()),
        }
    }
    mafia_ui::ui::run_console_with(launch)?;
    Ok(())
}
