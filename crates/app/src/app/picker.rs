//! The one way the console opens a system file dialog: built on the calling
//! (window) thread, as rfd advises for macOS, and waited for on a thread of
//! its own, so the window keeps drawing while the dialog is open. Without a
//! desktop portal rfd answers nothing; the caller then keeps its path field.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// What the dialog asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// One existing file.
    File,
    /// Several existing files.
    Files,
    /// A file to write (the name offered is `Dialog::name`).
    Save,
    /// A folder.
    Folder,
}

/// A dialog to open: what it asks for, where it starts, its title, the
/// name it offers and the files it lists.
#[derive(Debug, Clone)]
pub struct Dialog {
    pub ask: Ask,
    pub title: Option<String>,
    pub start: Option<PathBuf>,
    pub name: Option<String>,
    /// A filter's name and its extensions (`("JSON", &["json"])`).
    pub filter: Option<(&'static str, &'static [&'static str])>,
}

impl Dialog {
    /// A dialog that asks `ask`, starting in the user's usual place.
    pub fn new(ask: Ask) -> Self {
        Dialog {
            ask,
            title: None,
            start: None,
            name: None,
            filter: None,
        }
    }

    /// Starts in `dir` when it is a folder.
    #[must_use]
    pub fn in_dir(mut self, dir: Option<&Path>) -> Self {
        self.start = dir.filter(|d| d.is_dir()).map(Path::to_path_buf);
        self
    }

    #[must_use]
    pub fn titled(mut self, title: &str) -> Self {
        self.title = Some(title.to_owned());
        self
    }

    #[must_use]
    pub fn named(mut self, name: Option<String>) -> Self {
        self.name = name;
        self
    }

    #[must_use]
    pub fn listing(mut self, name: &'static str, extensions: &'static [&'static str]) -> Self {
        self.filter = Some((name, extensions));
        self
    }

    /// Opens the dialog; the paths chosen (none when cancelled) arrive on
    /// the channel. An error only when no thread could be started.
    pub fn spawn(self, thread: &str) -> std::io::Result<Receiver<Vec<PathBuf>>> {
        let (tx, rx) = channel();
        let mut d = rfd::AsyncFileDialog::new();
        if let Some(t) = &self.title {
            d = d.set_title(t);
        }
        if let Some(dir) = &self.start {
            d = d.set_directory(dir);
        }
        if let Some((name, ext)) = self.filter {
            d = d.add_filter(name, ext);
        }
        if let Some(n) = &self.name {
            d = d.set_file_name(n);
        }
        // Each future is made here, on the window's thread; only waiting
        // for it moves to the dialog's thread.
        let picking: std::pin::Pin<Box<dyn Future<Output = Vec<PathBuf>> + Send>> = match self.ask {
            Ask::File => {
                let f = d.pick_file();
                Box::pin(async move { paths(f.await) })
            }
            Ask::Files => {
                let f = d.pick_files();
                Box::pin(async move {
                    f.await
                        .unwrap_or_default()
                        .iter()
                        .map(|h| h.path().to_path_buf())
                        .collect()
                })
            }
            Ask::Save => {
                let f = d.save_file();
                Box::pin(async move { paths(f.await) })
            }
            Ask::Folder => {
                let f = d.pick_folder();
                Box::pin(async move { paths(f.await) })
            }
        };
        std::thread::Builder::new()
            .name(thread.to_owned())
            .spawn(move || {
                let picked = pollster::block_on(picking);
                // The window may be gone by now; then nobody needs the answer.
                let _ = tx.send(picked);
            })
            .map(|_| rx)
    }
}

fn paths(handle: Option<rfd::FileHandle>) -> Vec<PathBuf> {
    handle.map(|h| h.path().to_path_buf()).into_iter().collect()
}
