//! `mafia-judge`: the console, and its command-line tools.

fn main() {
    std::process::exit(mafia_judge::cli::run(std::env::args().skip(1).collect()));
}
