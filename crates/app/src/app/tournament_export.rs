//! The tournament window's exports: the sites' ids kept in the tournament
//! and the club's list, every game's file for a site, the federation's
//! sheet and the book, into a folder the judge names (typed, or from the
//! system dialog on its own thread).

use super::tournament::{Loaded, TournamentCx, TournamentPanel};
use mafia_tournament::tournament::export::Format;
use mafia_tournament::tournament::export_all::{AllError, export_error_words, export_tournament};
use mafia_tournament::tournament::ids::{PersonIds, SiteIds};
use mafia_words::Lang;
use mafia_words::i18n::msg;
use std::path::PathBuf;

/// What the judge asks of the export section.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportCmd {
    /// Keep the tournament's ids on the sites (in `tournament.toml`).
    SaveIds(SiteIds),
    /// Keep the players' ids in the club's list (`players.toml`).
    SavePlayerIds(Vec<(String, PersonIds)>),
    /// Every counted game's file for a site, and the standings, into a folder.
    Sites(Format, PathBuf),
    /// The federation's sheet (XLSX and CSV) into a folder.
    Sheets(PathBuf),
    /// The tournament book (PDF) into a folder.
    Book(PathBuf),
}

impl TournamentPanel {
    /// One export command on the open tournament; what it did goes to the
    /// window's note (kept ids: the folder is read again).
    pub(super) fn run_export(&mut self, c: ExportCmd, cx: &mut TournamentCx<'_>) {
        let lang = cx.lang();
        let Some(l) = &self.loaded else {
            return;
        };
        let note = match c {
            ExportCmd::SaveIds(ids) => {
                let mut d = l.folder.description.clone();
                d.sites = ids;
                match d.save(&l.folder.path) {
                    Ok(()) => return self.reload(cx),
                    Err(e) => failed(lang, &e),
                }
            }
            ExportCmd::SavePlayerIds(list) => {
                for (nick, ids) in &list {
                    self.registry.set_ids(nick, *ids);
                }
                match &cx.registry {
                    Some(path) => match self.registry.save(path) {
                        Ok(()) => (
                            msg::ExportPlayerIdsSaved {
                                file: path.display().to_string(),
                            }
                            .get(lang),
                            false,
                        ),
                        Err(e) => failed(lang, &e),
                    },
                    // No games folder (autosave off): no club list to keep them in.
                    None => (msg::ExportPlayerIdsNowhere.get(lang).to_owned(), true),
                }
            }
            ExportCmd::Sites(format, dir) => sites(l, format, &self.registry, &dir, lang),
            ExportCmd::Sheets(dir) => sheets(l, &dir, lang),
            ExportCmd::Book(dir) => book(l, &dir, lang),
        };
        self.export_note = Some(note.clone());
        self.note = Some(note);
    }
}

/// An export that failed, for the window's note.
fn failed(lang: Lang, e: &mafia_tournament::tournament::TournamentError) -> (String, bool) {
    (
        msg::ExportFailed {
            why: mafia_words::i18n::Words::say(e, lang),
        }
        .get(lang),
        true,
    )
}

/// Every counted game's file for a site into its subfolder of `dir`, and
/// the standings into `dir`; every game not exported (refused by the
/// site's format, or left out of the standings) is named with why.
fn sites(
    l: &Loaded,
    format: Format,
    registry: &mafia_tournament::tournament::players::Registry,
    dir: &std::path::Path,
    lang: Lang,
) -> (String, bool) {
    let ids = SiteIds::default();
    // Never into the games folder: the files would be read back as games.
    if let Err(e) = mafia_tournament::tournament::check_export_folder(dir, &l.folder.path) {
        return failed(lang, &e.into());
    }
    match export_tournament(&l.folder, &l.ruleset, format, &ids, registry, dir, lang) {
        Ok(w) => {
            let mut lines = vec![
                msg::ExportWritten {
                    count: w.files.len(),
                    site: format.id(),
                    folder: w.dir.display().to_string(),
                }
                .get(lang),
            ];
            for (file, e) in &w.refused {
                lines.push(
                    msg::ExportRefused {
                        file: file.as_str(),
                        why: export_error_words(lang, &l.ruleset, e),
                    }
                    .get(lang),
                );
            }
            // The games the standings leave out are not exported either.
            for s in &w.skipped {
                lines.push(
                    msg::ExportRefused {
                        file: s.file.as_str(),
                        why: mafia_words::i18n::Words::say(&s.reason, lang),
                    }
                    .get(lang),
                );
            }
            let bad = !w.refused.is_empty() || !w.skipped.is_empty();
            (lines.join("\n"), bad)
        }
        Err(AllError::MissingId { file, unfit }) => (
            msg::ExportFileMissingId {
                file: file.as_str(),
                why: mafia_words::i18n::Words::say(&unfit, lang),
            }
            .get(lang),
            true,
        ),
        Err(AllError::Tournament(e)) => failed(lang, &e),
    }
}

/// The federation's sheet, XLSX and CSV, into `dir`.
fn sheets(l: &Loaded, dir: &std::path::Path, lang: Lang) -> (String, bool) {
    let (xlsx, csv) = (dir.join("standings.xlsx"), dir.join("standings.csv"));
    let done = mafia_tournament::tournament::check_output(&xlsx, &l.folder.path)
        .and_then(|()| mafia_tournament::tournament::check_output(&csv, &l.folder.path))
        .and_then(|()| mafia_store::storage::ensure_dir(dir))
        .map_err(mafia_tournament::tournament::TournamentError::from)
        .and_then(|()| {
            mafia_tournament::tournament::federation::write_xlsx(&l.standings, lang, &xlsx)
        })
        .and_then(|()| {
            mafia_tournament::tournament::federation::write_csv(&l.standings, lang, &csv)
        });
    match done {
        Ok(()) => (
            msg::ExportSheetsWritten {
                xlsx: xlsx.display().to_string(),
                csv: csv.display().to_string(),
            }
            .get(lang),
            false,
        ),
        Err(e) => failed(lang, &e),
    }
}

/// The tournament book (PDF) into `dir`.
fn book(l: &Loaded, dir: &std::path::Path, lang: Lang) -> (String, bool) {
    let file = dir.join("book.pdf");
    let done = mafia_tournament::tournament::check_output(&file, &l.folder.path)
        .and_then(|()| mafia_store::storage::ensure_dir(dir))
        .map_err(mafia_tournament::tournament::TournamentError::from)
        .and_then(|()| {
            mafia_tournament::tournament::book::render(&l.folder, &l.ruleset, &l.standings, lang)
        })
        .and_then(|bytes| mafia_store::storage::write_atomic(&file, &bytes).map_err(Into::into));
    match done {
        Ok(()) => (
            msg::ExportBookWritten {
                file: file.display().to_string(),
            }
            .get(lang),
            false,
        ),
        Err(e) => failed(lang, &e),
    }
}
