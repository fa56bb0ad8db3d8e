//! Windows: the program is built for the "windows" subsystem (`main.rs`),
//! so a judge's double-click opens the console's window and no black
//! terminal window beside it. Such a process has no standard output; when
//! it was started from a terminal (`mafia-judge.exe replay game.json` in
//! cmd or PowerShell), [`attach_parent`] gives it that terminal back, so the
//! command line prints where it was typed. Started from Explorer there is
//! no parent terminal, the call fails, and nothing changes.
//!
//! Output redirected by the caller (`> out.json`, a pipe, a test's
//! capture) already has its handles and is left alone.

/// Attaches to the parent process's console when this process has no
/// standard output of its own.
#[allow(unsafe_code)]
pub fn attach_parent() {
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
    };
    // SAFETY: both are plain Win32 calls with no pointers: GetStdHandle
    // reads the process's handle table, AttachConsole with
    // ATTACH_PARENT_PROCESS only fails (returns 0) when the parent has no
    // console or this process already has one; Rust's std looks its
    // handles up again on each write, so what it prints goes there after.
    unsafe {
        let out = GetStdHandle(STD_OUTPUT_HANDLE);
        if out.is_null() {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
