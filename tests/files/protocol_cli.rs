//! `mafia-judge protocol FILE -o OUT.pdf`: the real binary writes a PDF that
//! reads back with the game in it.

use crate::support::Judge;
use std::path::PathBuf;
use std::process::Command;

#[test]
fn protocol_writes_a_pdf_with_the_winner_and_the_nicknames() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("mj-protocol-{}.pdf", std::process::id()));
    Judge::with(["protocol", "examples/fiim-black-wins.json", "-o"])
        .arg(&out)
        .current_dir(&root)
        .run()
        .ok();
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(bytes.len() < 300 * 1024, "{} bytes", bytes.len());
    match Command::new("pdftotext").arg(&out).arg("-").output() {
        Ok(text) => {
            let text = String::from_utf8_lossy(&text.stdout);
            assert!(text.contains("Победа чёрных"), "{text}");
            for nick in ["Алиса", "Борис", "Кирилл"] {
                assert!(text.contains(nick), "{nick} missing");
            }
        }
        Err(e) => eprintln!("pdftotext not installed ({e}); checked the PDF header only"),
    }
    std::fs::remove_file(&out).unwrap();
}

#[test]
fn protocol_in_english() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("mj-protocol-en-{}.pdf", std::process::id()));
    Judge::with([
        "protocol",
        "examples/fiim-red-wins.json",
        "--lang",
        "en",
        "-o",
    ])
    .arg(&out)
    .current_dir(&root)
    .run()
    .ok();
    if let Ok(text) = Command::new("pdftotext").arg(&out).arg("-").output() {
        let text = String::from_utf8_lossy(&text.stdout);
        assert!(text.contains("Red team wins"), "{text}");
        assert!(text.contains("GAME PROTOCOL"));
    }
    std::fs::remove_file(&out).unwrap();
}

#[test]
fn protocol_without_an_output_or_with_a_broken_record_exits_2() {
    let out = Judge::with(["protocol", "examples/fiim-red-wins.json"]).run();
    assert!(out.code(2).stderr.contains("-o OUT.pdf"), "{out}");
    let out = Judge::with(["protocol", "/nonexistent/game.json", "-o", "/tmp/x.pdf"]).run();
    assert!(
        out.code(2).stderr.contains("/nonexistent/game.json"),
        "{out}"
    );
}
