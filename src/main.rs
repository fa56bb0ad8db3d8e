//! `mafia-judge`: the console, and its command-line tools (see `cli`).

// Windows: no terminal window beside the console's own (windows_console.rs).
#![cfg_attr(windows, windows_subsystem = "windows")]

#[cfg(windows)]
mod windows_console;

fn main() -> std::process::ExitCode {
    #[cfg(windows)]
    windows_console::attach_parent();
    mafia_judge::cli::run(std::env::args_os().skip(1).collect())
}
