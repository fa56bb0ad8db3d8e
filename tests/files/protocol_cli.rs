//! `mafia-judge protocol FILE -o OUT.pdf`: the real binary writes a PDF that
//! reads back with the game in it.

use std::path::PathBuf;
use std::process::Command;

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_mafia-judge"));
    // English, whatever the machine's locale (the CLI follows LC_ALL/LANG).
    c.env("LC_ALL", "C.UTF-8");
    c
}

#[test]
fn protocol_writes_a_pdf_with_the_winner_and_the_nicknames() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("mj-protocol-{}.pdf", std::process::id()));
    let st = bin()
        .args(["protocol", "examples/fiim-black-wins.json", "-o"])
        .arg(&out)
        .current_dir(&root)
        .status()
        .unwrap();
    assert!(st.success());
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
    let st = bin()
        .args([
            "protocol",
            "examples/fiim-red-wins.json",
            "--lang",
            "en",
            "-o",
        ])
        .arg(&out)
        .current_dir(&root)
        .status()
        .unwrap();
    assert!(st.success());
    if let Ok(text) = Command::new("pdftotext").arg(&out).arg("-").output() {
        let text = String::from_utf8_lossy(&text.stdout);
        assert!(text.contains("Red team wins"), "{text}");
        assert!(text.contains("GAME PROTOCOL"));
    }
    std::fs::remove_file(&out).unwrap();
}

#[test]
fn protocol_without_an_output_or_with_a_broken_record_exits_2() {
    let out = bin()
        .args(["protocol", "examples/fiim-red-wins.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("-o OUT.pdf"));
    let out = bin()
        .args(["protocol", "/nonexistent/game.json", "-o", "/tmp/x.pdf"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/game.json"));
}
