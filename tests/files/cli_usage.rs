//! The command line's words: help on request, and words that make no command
//! refused with exit code 2, the word named and the usage shown (never a
//! panic, never a silent start of the console).

use std::process::Command;

/// (exit code, stdout, stderr) of the real binary with `args`.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mafia-judge"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_prints_every_command_to_stdout_and_exits_0() {
    for flag in ["--help", "-h", "help"] {
        let (code, out, err) = run(&[flag]);
        assert_eq!(code, 0, "{flag}: {err}");
        for command in ["--open FILE", "replay FILE", "rulesets", "protocol FILE"] {
            assert!(out.contains(command), "{flag}: {command} missing in\n{out}");
        }
    }
}

#[test]
fn an_unknown_command_is_named_and_the_usage_shown_with_exit_2() {
    let (code, out, err) = run(&["replya", "game.json"]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("unknown command \"replya\""), "{err}");
    assert!(err.contains("replay FILE"), "the usage follows: {err}");
}

#[test]
fn a_command_refuses_an_argument_it_does_not_take() {
    let (code, _, err) = run(&["replay", "a.json", "b.json"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("replay: unexpected argument \"b.json\""),
        "{err}"
    );
    let (code, _, err) = run(&["rulesets", "--all"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("rulesets: unexpected argument \"--all\""),
        "{err}"
    );
}

#[test]
fn a_missing_file_or_value_is_named() {
    let (code, _, err) = run(&["replay"]);
    assert_eq!(code, 2);
    assert!(err.contains("replay needs a FILE"), "{err}");
    let (code, _, err) = run(&["--open"]);
    assert_eq!(code, 2);
    assert!(err.contains("--open needs a FILE"), "{err}");
    let (code, _, err) = run(&["protocol", "game.json", "-o"]);
    assert_eq!(code, 2);
    assert!(err.contains("-o needs a value"), "{err}");
    let (code, _, err) = run(&["protocol", "game.json", "-o", "x.pdf", "--lang", "de"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang takes ru or en, not \"de\""), "{err}");
}

#[test]
fn the_console_refuses_an_option_it_does_not_know_before_opening_a_window() {
    let (code, _, err) = run(&["--fullscreen"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unexpected argument \"--fullscreen\""),
        "{err}"
    );
}
