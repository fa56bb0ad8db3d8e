//! Every error a judge can meet in the console, said in Russian: Russian
//! words, no English sentence (a library's or the catalogue's), no `{ $value }`
//! left over, never a bare message id. Each error type is walked variant by
//! variant through a `match` the compiler keeps exhaustive: a new variant does
//! not build here until it has a sample, and then its words are checked.

use mafia_app::app::{ConsoleError, WindowFailure};
use mafia_audio::audio::NoSound;
use mafia_core::game::Refusal;
use mafia_core::ruleset::{Expected, Problem};
use mafia_core::storage::StorageError;
use mafia_protocol::protocol::ProtocolError;
use mafia_store::ruleset::catalog;
use mafia_store::session::autosave::{Note, RestoreError};
use mafia_store::session::record::{Damage, DamageReason};
use mafia_store::session::{PlayerCountError, RecordError, SetupError};
use mafia_tournament::tournament::check::Finding;
use mafia_tournament::tournament::sync::Refused;
use mafia_tournament::tournament::{DescriptionProblem, Making, NotAdded, TournamentError, Why};
use mafia_web::web::{BindFailure, StartError};
use mafia_words::i18n::{Lang, Words};
use std::path::PathBuf;
use std::sync::Arc;

/// Words that may stand in Latin letters in a Russian sentence: the names
/// of formats and programs.
const LATIN: &[&str] = &[
    "TOML",
    "CSV",
    "XLSX",
    "Excel",
    "PDF",
    "JSON",
    "Syncthing",
    "OpenGL",
    "Windows",
];

/// The values the samples carry (paths, ids): they are shown as they are.
/// (`"actions"` is the record's own key, named as the file spells it.)
const VALUES: &[&str] = &[
    "/судья/игры/партия-1.json",
    "партия-1.json",
    "fiim",
    "\"actions\"",
];

/// The words of one error in Russian, checked; `what` names it on failure.
fn russian(what: &str, said: &str) {
    let mut rest = said.to_owned();
    for v in VALUES {
        rest = rest.replace(v, " ");
    }
    assert!(
        rest.chars().any(|c| ('\u{0400}'..='\u{04ff}').contains(&c)),
        "{what}: no Russian in «{said}»"
    );
    assert!(
        !rest.contains('{') && !rest.contains('}') && !rest.contains('$'),
        "{what}: a value is left unfilled in «{said}»"
    );
    let id_like = !said.is_empty()
        && said
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    assert!(!id_like, "{what}: a message id, not words: «{said}»");
    // A name (a file, a key, a setting: `tournament.toml`, `UTF-8`,
    // `MAFIA_JUDGE_DATA`) is no sentence; a word in small Latin letters is.
    let english: Vec<&str> = rest
        .split(|c: char| c.is_whitespace() || ",;:()«»\"'!?".contains(c))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            w.len() >= 3
                && w.chars().all(|c| c.is_ascii_alphabetic())
                && w.chars().any(|c| c.is_ascii_lowercase())
                && !LATIN.contains(w)
        })
        .collect();
    assert!(
        english.is_empty(),
        "{what}: English words {english:?} in «{said}»"
    );
}

fn io() -> std::io::Error {
    std::io::Error::from(std::io::ErrorKind::PermissionDenied)
}

fn path() -> PathBuf {
    PathBuf::from(VALUES[0])
}

/// Every way a file or folder fails.
fn storage_errors() -> Vec<StorageError> {
    let p = path;
    let all = vec![
        StorageError::NoDataFolder,
        StorageError::CreateDir {
            path: p(),
            source: io(),
        },
        StorageError::NotAFolder { path: p() },
        StorageError::Write {
            path: p(),
            source: io(),
        },
        StorageError::Replace {
            path: p(),
            source: io(),
        },
        StorageError::HeldOpen {
            path: p(),
            seconds: 5,
            source: io(),
        },
        StorageError::SyncDir {
            path: p(),
            source: io(),
        },
        StorageError::Read {
            path: p(),
            source: io(),
        },
        StorageError::NotAFile { path: p() },
        StorageError::TooLarge {
            path: p(),
            limit: 64 << 20,
            what: "a game record",
        },
        StorageError::TooLargeToSave {
            path: p(),
            limit: 64 << 20,
            what: "a game record",
        },
        StorageError::InUse { path: p() },
        StorageError::Lock {
            path: p(),
            source: io(),
        },
        StorageError::ReadOnly { path: p() },
        StorageError::OutputIsInput { path: p() },
        StorageError::OutputIsRecord { path: p() },
        StorageError::OutputIsTournament { path: p() },
        StorageError::Delete {
            path: p(),
            source: io(),
        },
        StorageError::NotInFolder { path: p() },
        StorageError::Exists { path: p() },
        StorageError::PutAside {
            path: p(),
            source: io(),
        },
    ];
    for e in &all {
        // A new way to fail does not build here until it has a sample above.
        match e {
            StorageError::NoDataFolder
            | StorageError::CreateDir { .. }
            | StorageError::NotAFolder { .. }
            | StorageError::Write { .. }
            | StorageError::Replace { .. }
            | StorageError::HeldOpen { .. }
            | StorageError::SyncDir { .. }
            | StorageError::Read { .. }
            | StorageError::NotAFile { .. }
            | StorageError::TooLarge { .. }
            | StorageError::TooLargeToSave { .. }
            | StorageError::InUse { .. }
            | StorageError::Lock { .. }
            | StorageError::ReadOnly { .. }
            | StorageError::OutputIsInput { .. }
            | StorageError::OutputIsRecord { .. }
            | StorageError::OutputIsTournament { .. }
            | StorageError::Delete { .. }
            | StorageError::NotInFolder { .. }
            | StorageError::Exists { .. }
            | StorageError::PutAside { .. } => {}
        }
    }
    all
}

fn problem() -> Problem {
    Problem::new("players", Expected::Utf8)
}

fn record_errors() -> Vec<RecordError> {
    let file = VALUES[1].to_owned();
    let read = RecordError::Read {
        file: file.clone(),
        error: Arc::new(StorageError::NotAFile { path: path() }),
    };
    let all = vec![
        read.clone(),
        RecordError::Invalid {
            file: file.clone(),
            problem: problem(),
        },
        RecordError::Header {
            file,
            cause: Box::new(read),
        },
    ];
    for e in &all {
        match e {
            RecordError::Read { .. } | RecordError::Invalid { .. } | RecordError::Header { .. } => {
            }
        }
    }
    all
}

fn restore_errors() -> Vec<RestoreError> {
    let fiim = catalog::find("fiim").unwrap();
    let all = vec![
        RestoreError::RulesetMissing {
            file: VALUES[1].to_owned(),
            id: "клуб-7".to_owned(),
        },
        RestoreError::Misfit {
            file: VALUES[1].to_owned(),
            why: SetupError::PlayerCount(PlayerCountError {
                players: 3,
                ruleset: "fiim".to_owned(),
                min: 10,
                max: 10,
            }),
            ruleset: Box::new(fiim),
        },
    ];
    for e in &all {
        match e {
            RestoreError::RulesetMissing { .. } | RestoreError::Misfit { .. } => {}
        }
    }
    all
}

/// What the judge is told about a record brought back: every kind of
/// damage, a changed ruleset, an action the rules now refuse.
fn restore_notes() -> Vec<Note> {
    let damaged = |reason| Note::Damaged {
        file: VALUES[1].to_owned(),
        damage: Damage {
            line: 3,
            byte: 40,
            recovered: 2,
            reason,
        },
    };
    let all = vec![
        damaged(DamageReason::InvalidUtf8),
        damaged(DamageReason::NoActionList),
        damaged(DamageReason::IncompleteAction),
        damaged(DamageReason::CutOff),
        damaged(DamageReason::AfterActions(Some(problem()))),
        damaged(DamageReason::AfterActions(None)),
        Note::RulesetChanged {
            file: VALUES[1].to_owned(),
            id: VALUES[2].to_owned(),
        },
        Note::Refused {
            file: VALUES[1].to_owned(),
            index: 7,
            refusal: Refusal::ProtestAfterGame,
        },
    ];
    for n in &all {
        match n {
            Note::Damaged { damage, .. } => match damage.reason {
                DamageReason::InvalidUtf8
                | DamageReason::NoActionList
                | DamageReason::IncompleteAction
                | DamageReason::CutOff
                | DamageReason::AfterActions(_) => {}
            },
            Note::RulesetChanged { .. } | Note::Refused { .. } => {}
        }
    }
    all
}

fn tournament_errors() -> Vec<TournamentError> {
    // The library's own words, which the judge never reads.
    let detail = &"the writer broke down: invalid state";
    let mut all = vec![
        TournamentError::Storage(StorageError::NotAFolder { path: path() }),
        TournamentError::File {
            file: VALUES[0].to_owned(),
            problem: problem(),
        },
        TournamentError::Line { line: 4 },
        TournamentError::Replay {
            file: VALUES[1].to_owned(),
            why: mafia_words::i18n::msg::StandingsNotFinished.text(),
        },
    ];
    for what in Making::all() {
        match &what {
            Making::Toml { .. }
            | Making::Csv
            | Making::Spreadsheet
            | Making::BookFonts
            | Making::Book
            | Making::GameJson { .. } => {}
        }
        all.push(TournamentError::make(what, detail));
    }
    for e in &all {
        match e {
            TournamentError::Storage(_)
            | TournamentError::File { .. }
            | TournamentError::Line { .. }
            | TournamentError::Replay { .. }
            | TournamentError::Make { .. } => {}
        }
    }
    all
}

fn not_added() -> Vec<NotAdded> {
    let unreadable = mafia_words::i18n::Words::text(&record_errors()[1]);
    let all = vec![
        NotAdded::Unreadable { why: unreadable },
        NotAdded::OtherRuleset {
            played: "fiim".to_owned(),
            ruleset: "баргузин".to_owned(),
        },
        NotAdded::not_written(&StorageError::InUse { path: path() }),
    ];
    for e in &all {
        match e {
            NotAdded::Unreadable { .. }
            | NotAdded::OtherRuleset { .. }
            | NotAdded::NotWritten { .. } => {}
        }
    }
    all
}

fn left_out() -> Vec<Why> {
    let why = mafia_words::i18n::Words::text(&record_errors()[0]);
    let file = || VALUES[1].to_owned();
    let all = vec![
        Why::Unreadable { why: why.clone() },
        Why::AddedTwice { kept: file() },
        Why::EarlierSave { kept: file() },
        Why::TwoRecords {
            files: vec![file(), file()],
        },
        Why::OtherRuleset {
            played: "fiim".to_owned(),
            ruleset: "баргузин".to_owned(),
        },
        Why::NoRuleset { why: why.clone() },
        Why::Misfit { why: why.clone() },
        Why::Refused { why: why.clone() },
        Why::NotFinished,
        Why::Held {
            finding: Finding::Stranger {
                nicks: vec!["Кот".to_owned()],
            },
        },
        Why::RefusedByHeadJudge { moved_to: file() },
        Why::SyncConflict { original: file() },
    ];
    for e in &all {
        match e {
            Why::Unreadable { .. }
            | Why::AddedTwice { .. }
            | Why::EarlierSave { .. }
            | Why::TwoRecords { .. }
            | Why::OtherRuleset { .. }
            | Why::NoRuleset { .. }
            | Why::Misfit { .. }
            | Why::Refused { .. }
            | Why::NotFinished
            | Why::Held { .. }
            | Why::RefusedByHeadJudge { .. }
            | Why::SyncConflict { .. } => {}
        }
    }
    all
}

fn description_problems() -> Vec<DescriptionProblem> {
    let all = vec![
        DescriptionProblem::OtherRuleset {
            named: "fiim".to_owned(),
            ruleset: "баргузин".to_owned(),
        },
        DescriptionProblem::UnknownPenalty {
            index: 2,
            penalty: "опоздание".to_owned(),
            known: vec!["фол".to_owned()],
        },
        DescriptionProblem::UnknownPlayer {
            index: 3,
            player: "Кот".to_owned(),
        },
        DescriptionProblem::SeatingNotThrough {
            stage: "Полуфинал".to_owned(),
            round: 8,
            table: 1,
            nicks: vec!["Кот".to_owned()],
            before: "Отборочный тур".to_owned(),
        },
    ];
    for e in &all {
        match e {
            DescriptionProblem::OtherRuleset { .. }
            | DescriptionProblem::UnknownPenalty { .. }
            | DescriptionProblem::UnknownPlayer { .. }
            | DescriptionProblem::SeatingNotThrough { .. } => {}
        }
    }
    all
}

fn start_errors() -> Vec<StartError> {
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], 8088));
    let detail = || "Address already in use (os error 98)".to_owned();
    let bind = |why| StartError::Bind {
        addr,
        why,
        detail: detail(),
    };
    let all = vec![
        bind(BindFailure::Taken),
        bind(BindFailure::NotAllowed),
        bind(BindFailure::NotHere),
        bind(BindFailure::Other),
        StartError::Token(detail()),
        StartError::Runtime(detail()),
    ];
    for e in &all {
        match e {
            StartError::Bind { why, .. } => match why {
                BindFailure::Taken
                | BindFailure::NotAllowed
                | BindFailure::NotHere
                | BindFailure::Other => {}
            },
            StartError::Token(_) | StartError::Runtime(_) => {}
        }
    }
    all
}

/// The words before the system's own, which may follow only as
/// «(подробности: …)» at the end.
fn before_details(said: &str) -> &str {
    match said.split_once(" (подробности: ") {
        Some((words, rest)) => {
            assert!(rest.ends_with(')'), "the details end the words: «{said}»");
            words
        }
        None => said,
    }
}

fn console_errors() -> Vec<ConsoleError> {
    let window = |why| ConsoleError::Window {
        why,
        detail: "glutin error: Error { raw_code: None, kind: NotSupported }".to_owned(),
    };
    let all = vec![
        ConsoleError::Unreadable {
            path: path(),
            source: io(),
        },
        window(WindowFailure::NoDisplay),
        window(WindowFailure::Graphics),
        window(WindowFailure::Other),
    ];
    for e in &all {
        match e {
            ConsoleError::Unreadable { .. } => {}
            ConsoleError::Window { why, .. } => match why {
                WindowFailure::NoDisplay | WindowFailure::Graphics | WindowFailure::Other => {}
            },
        }
    }
    all
}

fn sync_refusals() -> Vec<Refused> {
    let all = vec![
        Refused::PenaltyGone {
            player: "Кот".to_owned(),
        },
        Refused::NoSuchGame { round: 2, table: 1 },
        Refused::NotSeated {
            player: "Кот".to_owned(),
            round: 2,
            table: 1,
        },
        Refused::SeatingChanged,
        Refused::OtherTable { table: 3 },
        Refused::HeadOnly,
        Refused::UnknownPenalty {
            penalty: "опоздание".to_owned(),
            known: vec!["фол".to_owned()],
        },
        Refused::NoJudgeName,
        Refused::JudgeGone {
            table: 1,
            round: Some(2),
        },
    ];
    for e in &all {
        match e {
            Refused::PenaltyGone { .. }
            | Refused::NoSuchGame { .. }
            | Refused::NotSeated { .. }
            | Refused::SeatingChanged
            | Refused::OtherTable { .. }
            | Refused::HeadOnly
            | Refused::UnknownPenalty { .. }
            | Refused::NoJudgeName
            | Refused::JudgeGone { .. } => {}
        }
    }
    all
}

fn no_sound() -> Vec<NoSound> {
    let detail = || "ALSA lib pcm.c: Unknown PCM default".to_owned();
    let all = vec![
        NoSound::NotOpened,
        NoSound::Opening,
        NoSound::OpenFailed { detail: detail() },
        NoSound::Lost { detail: detail() },
        NoSound::OutputStopped,
    ];
    for e in &all {
        match e {
            NoSound::NotOpened
            | NoSound::Opening
            | NoSound::OpenFailed { .. }
            | NoSound::Lost { .. }
            | NoSound::OutputStopped => {}
        }
    }
    all
}

fn protocol_errors() -> Vec<ProtocolError> {
    let all = vec![
        ProtocolError::Font("DejaVu Sans".to_owned()),
        ProtocolError::NoGame,
        ProtocolError::PageSize,
        ProtocolError::Pdf("krilla: invalid font table".to_owned()),
    ];
    for e in &all {
        match e {
            ProtocolError::Font(_)
            | ProtocolError::NoGame
            | ProtocolError::PageSize
            | ProtocolError::Pdf(_) => {}
        }
    }
    all
}

#[test]
fn every_storage_error_is_said_in_russian() {
    for e in storage_errors() {
        russian(
            &format!("{e:?}"),
            &mafia_words::i18n::Words::say(&mafia_store::i18n::Core(&e), Lang::Ru),
        );
    }
}

#[test]
fn every_record_and_restore_error_is_said_in_russian() {
    for e in record_errors() {
        russian(&format!("{e:?}"), &e.say(Lang::Ru));
    }
    for e in restore_errors() {
        russian(&format!("{e:?}"), &e.say(Lang::Ru));
    }
}

#[test]
fn every_note_on_a_restored_game_is_said_in_russian() {
    let fiim = catalog::find("fiim").unwrap();
    for n in restore_notes() {
        russian(
            &format!("{n:?}"),
            &mafia_store::i18n::Ruled(&n, &fiim).say(Lang::Ru),
        );
    }
}

/// The library's own words of a file that could not be made stay out of
/// the sentence; the judge reads which file and which step.
#[test]
fn every_tournament_error_is_said_in_russian_without_the_library_words() {
    for e in tournament_errors() {
        let said = mafia_words::i18n::Words::say(&e, Lang::Ru);
        russian(&format!("{e:?}"), &said);
        assert!(!said.contains("invalid state"), "{said}");
    }
}

#[test]
fn every_reason_a_game_is_not_brought_or_counted_is_said_in_russian() {
    for e in not_added() {
        russian(&format!("{e:?}"), &e.say(Lang::Ru));
    }
    for e in left_out() {
        russian(&format!("{e:?}"), &e.say(Lang::Ru));
    }
}

/// The web server that did not start (the window's message, `serve`'s
/// line): what happened and what to do in Russian, the port named; the
/// system's English only as the details, and only where it has no words
/// of its own.
#[test]
fn every_reason_the_web_server_did_not_start_is_said_in_russian() {
    for e in start_errors() {
        let said = mafia_words::i18n::Words::say(&e, Lang::Ru);
        russian(&format!("{e:?}"), before_details(&said));
        if let StartError::Bind { why, .. } = &e {
            match why {
                BindFailure::NotHere => assert!(said.contains("127.0.0.1"), "{said}"),
                _ => assert!(said.contains("8088"), "{said}"),
            }
            if *why != BindFailure::Other {
                assert!(!said.contains("Address"), "{said}");
            }
        }
    }
}

/// A port another program listens on: the real server refuses it as
/// taken, and `serve` says so in Russian with the port and what to do,
/// never the system's «Address already in use»; it exits 2, no panic.
#[test]
fn a_taken_port_is_said_in_russian_with_what_to_do() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let cfg = mafia_web::web::ServeConfig {
        port,
        ..mafia_web::web::ServeConfig::default()
    };
    let feed = std::sync::Arc::new(mafia_web::web::Feed::new(mafia_web::web::feed::wall_clock()));
    match mafia_web::web::WebServer::start(&cfg, feed) {
        Err(StartError::Bind {
            why: BindFailure::Taken,
            addr,
            ..
        }) => assert_eq!(addr.port(), port),
        Err(e) => panic!("{e:?}"),
        Ok(_) => panic!("port {port} is listened on twice"),
    }
    let record = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join("fiim-red-wins.json");
    let port_arg = port.to_string();
    let ran = crate::support::Judge::with(["serve"])
        .arg(&record)
        .args(["--port", port_arg.as_str(), "--lang", "ru"])
        .run();
    ran.code(2);
    let said = &ran.stderr;
    assert!(
        said.contains(&format!("порт {port} уже занят"))
            && said.contains("Выберите другой порт")
            && said.contains("--port"),
        "{ran}"
    );
    assert!(!said.contains("Address already in use"), "{ran}");
    assert!(!said.contains("panicked"), "{ran}");
    drop(taken);
}

/// A console that cannot open its window says why and what to do in
/// Russian (a screen, the graphics driver); eframe's words only as the
/// details.
#[test]
fn every_reason_the_console_did_not_start_is_said_in_russian() {
    for e in console_errors() {
        let said = mafia_words::i18n::Words::say(&e, Lang::Ru);
        // A file that cannot be read names the system's reason after the
        // words, as every file error does (`mafia_store::i18n::io_error`).
        let said = said.replace(&format!("({})", io()), "");
        russian(&format!("{e:?}"), before_details(&said));
    }
    // eframe's error sorted by what the judge can do about it.
    let gl = eframe::Error::OpenGL(eframe::egui_glow::PainterError::from(
        "OpenGL 2.0+ required".to_owned(),
    ));
    assert_eq!(WindowFailure::of(&gl), WindowFailure::Graphics);
    let app = eframe::Error::AppCreation("no fonts".into());
    assert_eq!(WindowFailure::of(&app), WindowFailure::Other);
}

/// With no screen at all (no DISPLAY, no WAYLAND_DISPLAY), the console
/// says so in Russian with what to do, exits 2, and does not panic.
#[test]
fn the_console_with_no_screen_says_so_in_russian_and_exits_2() {
    let ran = crate::support::Judge::with(["--lang", "ru"]).run();
    ran.code(2);
    assert!(
        ran.stderr.contains("не удалось открыть окно: экрана нет")
            && ran.stderr.contains("на рабочем столе"),
        "{ran}"
    );
    assert!(!ran.stderr.contains("WAYLAND_DISPLAY"), "{ran}");
    assert!(!ran.stderr.contains("panicked"), "{ran}");
}

/// A problem of `tournament.toml` under the standings: the file, the key
/// and what it should be, in Russian.
#[test]
fn every_problem_of_the_tournament_description_is_said_in_russian() {
    for e in description_problems() {
        russian(
            &format!("{e:?}"),
            &mafia_words::i18n::Words::say(&e, Lang::Ru),
        );
    }
}

#[test]
fn every_refusal_of_a_table_request_is_said_in_russian() {
    for e in sync_refusals() {
        russian(
            &format!("{e:?}"),
            &mafia_words::i18n::Words::say(&e, Lang::Ru),
        );
    }
}

/// The status line says why there is no sound in Russian (the sound
/// system's own words are only in the music window's tooltip).
#[test]
fn every_reason_for_no_sound_is_said_in_russian() {
    for e in no_sound() {
        russian(&format!("{e:?}"), &e.say(Lang::Ru));
        russian(
            &format!("{e:?}"),
            &mafia_audio::i18n::no_sound_status(&e).ru,
        );
    }
}

/// A protocol's PDF that could not be made: the judge reads why in Russian,
/// never the PDF library's own words.
#[test]
fn every_protocol_pdf_error_is_said_in_russian() {
    for e in protocol_errors() {
        let said = mafia_words::i18n::Words::say(&e, Lang::Ru);
        let said = said.replace("DejaVu Sans", "");
        russian(&format!("{e:?}"), &said);
        assert!(!said.contains("krilla"), "{said}");
    }
}

/// No thread for the system dialog: the judge reads why in his words and
/// types the path; the system's English is not shown.
#[test]
fn a_file_dialog_that_does_not_open_is_said_in_russian() {
    let said = mafia_app::app::files::dialog_failed(&io());
    russian("file dialog", &said.ru);
    assert!(!said.ru.contains(&io().to_string()), "{}", said.ru);
}

/// The check itself: an English sentence, a message id and a value left
/// unfilled are each caught.
#[test]
fn the_check_catches_english_ids_and_unfilled_values() {
    for bad in [
        "the file could not be made",
        "tournament-make-csv",
        "файл { $file } не записан",
        "файл не записан (permission denied)",
    ] {
        let caught = std::panic::catch_unwind(|| russian("sample", bad));
        assert!(caught.is_err(), "not caught: {bad}");
    }
    russian("sample", "не удалось составить таблицу CSV");
}
