//! `mafia-judge`: the console, and its command-line tools (see `cli`).

fn main() -> std::process::ExitCode {
    mafia_judge::cli::run(std::env::args_os().skip(1).collect())
}
