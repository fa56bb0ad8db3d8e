//! The Windows executable's resources: its icon (the one the judge
//! double-clicks and sees in the task bar) and its version information, so
//! Explorer's Properties say which console this is. Compiled with mingw's
//! `windres` when the target is Windows; nothing is done for other targets.

fn main() {
    println!("cargo:rerun-if-changed=assets/icon/mafia-judge.ico");
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut res = winresource::WindowsResource::new();
    if let Ok(windres) = std::env::var("WINDRES") {
        res.set_windres_path(&windres);
    } else if std::env::var("HOST").is_ok_and(|h| !h.contains("windows")) {
        res.set_windres_path("x86_64-w64-mingw32-windres");
        res.set_ar_path("x86_64-w64-mingw32-ar");
    }
    res.set_icon("assets/icon/mafia-judge.ico")
        .set("ProductName", "Mafia Judge")
        .set(
            "FileDescription",
            "Mafia Judge: судейская консоль спортивной мафии",
        )
        .set("OriginalFilename", "mafia-judge.exe")
        .set("LegalCopyright", "MIT License");
    if let Err(e) = res.compile() {
        // A build script's failure is the build's: cargo shows this line.
        eprintln!("the Windows resources (icon, version) cannot be compiled: {e}");
        std::process::exit(1);
    }
}
