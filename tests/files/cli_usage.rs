//! The command line's words: help on request, and words that make no command
//! refused with exit code 2, the word named and the usage shown (never a
//! panic, never a silent start of the console).

use crate::support::{Judge, mafia_judge};

/// (exit code, stdout, stderr) of the real binary with `args`.
fn run(args: &[&str]) -> (i32, String, String) {
    mafia_judge(args).parts()
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

/// Like [`run`], with these environment variables on top of none of the
/// locale's.
fn run_env(args: &[&str], envs: &[(&str, &str)]) -> (i32, String, String) {
    let mut c = Judge::with(args);
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in envs {
        c.env(k, v);
    }
    c.run().parts()
}

#[test]
fn the_same_failing_command_speaks_russian_with_lang_ru_or_a_russian_locale_and_english_with_lang_en()
 {
    // Issue 10: the command line always spoke English (`cli::LANG`).
    let missing = "/nonexistent/game.json";
    let (code, _, ru) = run(&["--lang", "ru", "replay", missing]);
    assert_eq!(code, 2, "{ru}");
    assert!(
        ru.contains(missing) && ru.contains("не удалось прочитать файл"),
        "{ru}"
    );
    assert!(!ru.contains("cannot read"), "{ru}");
    // A Russian terminal says the same without --lang.
    let (code, _, by_env) = run_env(&["replay", missing], &[("LANG", "ru_RU.UTF-8")]);
    assert_eq!((code, by_env.as_str()), (2, ru.as_str()));
    // --lang en wins over the Russian terminal, anywhere on the line.
    let (code, _, en) = run_env(
        &["replay", missing, "--lang", "en"],
        &[("LANG", "ru_RU.UTF-8")],
    );
    assert_eq!(code, 2, "{en}");
    assert!(
        en.contains(missing) && en.contains("cannot read the file"),
        "{en}"
    );
    assert!(!en.contains("не удалось"), "{en}");
}

#[test]
fn the_locale_is_read_as_a_terminal_program_does_lc_all_then_lc_messages_then_lang() {
    let word = "frobnicate";
    let said = |envs: &[(&str, &str)]| run_env(&[word], envs).2;
    let ru = "неизвестная команда «frobnicate»";
    let en = "unknown command \"frobnicate\"";
    assert!(said(&[("LANG", "ru_RU.UTF-8")]).contains(ru));
    assert!(said(&[("LC_MESSAGES", "ru_UA"), ("LANG", "en_US.UTF-8")]).contains(ru));
    assert!(said(&[("LC_ALL", "en_GB.UTF-8"), ("LANG", "ru_RU.UTF-8")]).contains(en));
    // An empty variable is as good as none.
    assert!(said(&[("LC_ALL", ""), ("LANG", "ru_RU.UTF-8")]).contains(ru));
    // Nothing said, or C: English.
    assert!(said(&[]).contains(en));
    assert!(said(&[("LANG", "C.UTF-8")]).contains(en));
}

#[test]
fn usage_and_help_come_in_the_language_asked() {
    let (code, _, err) = run(&["--lang=ru", "frobnicate"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("неизвестная команда") && err.contains("как запускать"),
        "{err}"
    );
    let (code, out, _) = run(&["--help", "--lang", "ru"]);
    assert_eq!(code, 0);
    assert!(out.contains("пульт судьи спортивной мафии"), "{out}");
    let (_, out, _) = run(&["--help", "--lang", "en"]);
    assert!(out.contains("a judge console for sports mafia"), "{out}");
}

#[test]
fn a_lang_the_console_does_not_speak_is_refused_with_the_choices() {
    let (code, _, err) = run(&["--lang", "de", "rulesets"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang takes ru or en, not \"de\""), "{err}");
    let (code, _, err) = run(&["rulesets", "--lang"]);
    assert_eq!(code, 2);
    assert!(err.contains("--lang needs a value"), "{err}");
}

/// The tests' one way to start the binary says what ran when a run is not
/// what a test expects: the command line, the exit code, stdout and stderr.
#[test]
fn a_run_that_fails_a_test_names_the_command_its_exit_code_and_what_it_printed() {
    let ran = Judge::with(["replya", "game.json"]).run();
    let said = std::panic::catch_unwind(|| {
        ran.ok();
    })
    .expect_err("exit code 2 is not success");
    let said = said.downcast_ref::<String>().unwrap();
    assert!(said.contains("\"replya\" \"game.json\""), "{said}");
    assert!(said.contains("--- exit code 2"), "{said}");
    let stderr = said.split("--- stderr\n").nth(1).unwrap_or_default();
    assert!(stderr.contains("unknown command \"replya\""), "{said}");
}

/// Every test starts the binary through [`Judge`] (its own data folder,
/// English, no display, the command said on failure): no test file but
/// `tests/shared/support.rs` names the binary cargo built.
#[test]
fn every_test_that_runs_the_binary_starts_it_through_the_one_builder() {
    fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let tests = crate::support::root().join("tests");
    let mut files = Vec::new();
    rust_files(&tests, &mut files);
    let needle = concat!("CARGO_BIN", "_EXE");
    let others: Vec<String> = files
        .iter()
        .filter(|p| !p.ends_with("shared/support.rs"))
        .filter(|p| std::fs::read_to_string(p).unwrap().contains(needle))
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        others.is_empty(),
        "start the binary with support::Judge: {others:?}"
    );
    assert!(files.len() > 100, "the tests were found: {}", files.len());
}
