//! Finding sound files on disk: the bundled `sounds/` folder (music and cues)
//! and the judge's own music folder. Nothing here plays anything.

use mafia_words::Text;
use mafia_words::i18n::msg;
use std::path::{Path, PathBuf};

/// File extensions tried as music or cues (what rodio's default features decode).
const AUDIO_EXTENSIONS: [&str; 5] = ["wav", "ogg", "mp3", "flac", "m4a"];

/// One music file of the playlist.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Track {
    /// Where the file is.
    pub path: PathBuf,
    /// What the judge sees: the file name without its extension.
    pub name: String,
}

/// The folders searched for the bundled `sounds/`, in order (as the rulesets
/// catalogue does, `storage::bundled_dirs`): `$MAFIA_JUDGE_SOUNDS`, beside
/// the executable, `../share/mafia-judge`, `../Resources`, the source tree
/// only for a build inside it; never the working directory.
pub fn sounds_dirs() -> Vec<PathBuf> {
    mafia_store::paths::bundled_dirs("MAFIA_JUDGE_SOUNDS", "sounds")
}

/// True when the file name ends in one of the audio extensions (any case).
pub(crate) fn is_audio_file(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| AUDIO_EXTENSIONS.iter().any(|a| a.eq_ignore_ascii_case(e)))
}

/// The audio files directly inside `dir`, sorted by name. A folder that
/// cannot be read is an error naming it.
fn audio_files_in(dir: &Path) -> Result<Vec<PathBuf>, std::io::Error> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && is_audio_file(p))
        .collect();
    files.sort();
    Ok(files)
}

fn track(path: PathBuf) -> Track {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    Track { path, name }
}

/// The playlist: bundled tracks (`<sounds dir>/music/`, the first copy of a
/// file name wins) when `use_bundled`, then the judge's folder. Problems with
/// the judge's folder come back as messages; a missing bundled folder is not
/// one (a build without bundled music is allowed).
pub(crate) fn playlist(
    sounds_dirs: &[PathBuf],
    use_bundled: bool,
    own_folder: Option<&Path>,
) -> (Vec<Track>, Vec<Text>) {
    let mut tracks: Vec<Track> = Vec::new();
    let mut messages = Vec::new();
    if use_bundled {
        for dir in sounds_dirs {
            let Ok(files) = audio_files_in(&dir.join("music")) else {
                continue;
            };
            for f in files {
                let name = f.file_name().map(|n| n.to_owned());
                if !tracks.iter().any(|t| t.path.file_name() == name.as_deref()) {
                    tracks.push(track(f));
                }
            }
        }
    }
    if let Some(folder) = own_folder {
        match audio_files_in(folder) {
            Ok(files) if files.is_empty() => messages.push(
                msg::MusicFolderEmpty {
                    folder: folder.display().to_string(),
                    extensions: AUDIO_EXTENSIONS.join(", "),
                }
                .text(),
            ),
            Ok(files) => tracks.extend(files.into_iter().map(track)),
            Err(e) => messages.push(
                msg::MusicFolderUnreadable {
                    folder: folder.display().to_string(),
                    error: e.to_string(),
                }
                .text(),
            ),
        }
    }
    (tracks, messages)
}

/// The first `<sounds dir>/cues/<stem>.<audio extension>` that exists.
pub(crate) fn find_cue(sounds_dirs: &[PathBuf], stem: &str) -> Option<PathBuf> {
    sounds_dirs.iter().find_map(|dir| {
        AUDIO_EXTENSIONS
            .iter()
            .map(|ext| dir.join("cues").join(format!("{stem}.{ext}")))
            .find(|p| p.is_file())
    })
}

/// The night music's shuffle draws from the project's one generator.
pub(crate) use mafia_core::game::random::Rng;

/// A generator for the music's order, seeded from the clock: the order
/// need not repeat from one evening to the next.
pub(crate) fn rng_from_clock() -> Rng {
    Rng::new(mafia_store::clock::now_nanos())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audio_extensions_are_matched_in_any_case() {
        assert!(is_audio_file(Path::new("a/Night.OGG")));
        assert!(is_audio_file(Path::new("b.flac")));
        assert!(!is_audio_file(Path::new("cover.jpg")));
        assert!(!is_audio_file(Path::new("README")));
    }
}
