//! A whole tournament for a rating site: every counted game's file, named
//! by round and table, in the site's own subfolder (`DIR/mafiaratings/`,
//! `DIR/polemica/`: one site's export never overwrites the other's), and
//! the standings sheet beside them (`mafia-judge export TOURNAMENT --format
//! F -o DIR`, and the tournament window's button). Every required id is
//! checked for every game before anything is written; every game the
//! standings leave out (a damaged record, one the rules refuse, one held)
//! is named in [`Written::skipped`], never dropped without a word.

use super::description::round_of;
use super::export::{ExportError, Format, Ids, Unfit, export, missing_id};
use super::ids::SiteIds;
use super::players::Registry;
use super::{Folder, LeftOut, Severity, TournamentError, federation, standings};
use mafia_core::ruleset::Ruleset;
use mafia_words::Lang;
use std::path::{Path, PathBuf};

/// What a tournament's export wrote, and the games it could not export.
#[derive(Debug)]
pub struct Written {
    /// The site's subfolder the games' files went into ([`site_dir`]).
    pub dir: PathBuf,
    pub files: Vec<PathBuf>,
    /// Counted games the site's format refused: (file in `games/`, why).
    pub refused: Vec<(String, ExportError)>,
    /// Games the standings leave out and so were not exported: a damaged
    /// or unreadable record, one the rules refuse, one held for the head
    /// judge, a sync engine's conflict copy (notes such as an unfinished
    /// game are not among them).
    pub skipped: Vec<LeftOut>,
    pub xlsx: PathBuf,
    pub csv: PathBuf,
}

/// Why nothing was written.
#[derive(Debug)]
pub enum AllError {
    /// A game lacks an id the site needs (the first one met; nothing written).
    MissingId { file: String, unfit: Unfit },
    /// The folder or a file could not be written.
    Tournament(TournamentError),
}

impl From<TournamentError> for AllError {
    fn from(e: TournamentError) -> Self {
        AllError::Tournament(e)
    }
}

/// The subfolder of `out` a site's files go into: `out/mafiaratings`,
/// `out/polemica`. Both sites name a game by round and table, so one
/// folder for both would let one site's files overwrite the other's.
pub fn site_dir(out: &Path, format: Format) -> PathBuf {
    out.join(format.id())
}

/// The export file of a game: `round-RR-table-TT.json` from the seating,
/// else `game-GG-table-TT.json` from the header, else the record's name.
pub fn file_name(folder: &Folder, g: &super::GameFile) -> String {
    let num = |s: &str| s.trim().parse::<u32>().ok();
    let table = num(&g.record.meta.table);
    match (
        round_of(&folder.description, &g.record),
        num(&g.record.meta.game),
        table,
    ) {
        (Some(r), _, Some(t)) => format!("round-{r:02}-table-{t:02}.json"),
        (None, Some(n), Some(t)) => format!("game-{n:02}-table-{t:02}.json"),
        (None, Some(n), None) => format!("game-{n:02}.json"),
        _ => g.file.clone(),
    }
}

/// The judge of a game: its header's, else the tournament's for its table
/// and round.
fn judge_of(folder: &Folder, g: &super::GameFile) -> String {
    if !g.record.meta.judge.trim().is_empty() {
        return g.record.meta.judge.trim().to_owned();
    }
    let d = &folder.description;
    let table = g.record.meta.table.trim().parse().unwrap_or(0);
    let round = round_of(d, &g.record).unwrap_or(0);
    d.judge(table, round).unwrap_or("").to_owned()
}

/// Exports every counted game of a tournament for a site into its
/// subfolder of `out` ([`site_dir`]), and the standings (`standings.xlsx`, `standings.csv`, headed in `lang`).
/// `over`: ids given on the command line, over the tournament's own and
/// each game's (`meta.sites`).
pub fn export_tournament(
    folder: &Folder,
    rs: &Ruleset,
    format: Format,
    over: &SiteIds,
    registry: &Registry,
    out: &Path,
    lang: Lang,
) -> Result<Written, AllError> {
    let mut s = standings(rs, &folder.description, &folder.games, &folder.unreadable);
    super::sync::conflicts_left_out(&mut s, &super::sync::find_conflicts(&folder.path));
    let skipped: Vec<LeftOut> = s
        .left_out
        .iter()
        .filter(|l| l.severity != Severity::Note)
        .cloned()
        .collect();
    let counted: Vec<&super::GameFile> = s
        .counted
        .iter()
        .filter_map(|c| folder.games.iter().find(|g| g.file == c.file))
        .collect();
    let ids: Vec<Ids> = counted
        .iter()
        .map(|g| {
            // The tournament's ids, the game's own over them, the command
            // line's over both.
            let sites = folder
                .description
                .sites
                .over(&g.record.meta.sites)
                .over(over);
            Ids::of(&sites, registry, &g.record, &judge_of(folder, g))
                .with_moderator(over.mafiaratings.moderator)
        })
        .collect();
    // Every id first: an upload of half a tournament helps nobody.
    for (g, id) in counted.iter().zip(&ids) {
        if let Err(unfit) = missing_id(format, id, &g.record.players) {
            return Err(AllError::MissingId {
                file: g.file.clone(),
                unfit,
            });
        }
    }
    let dir = site_dir(out, format);
    mafia_store::storage::ensure_dir(&dir).map_err(TournamentError::from)?;
    let mut files = Vec::new();
    let mut refused = Vec::new();
    for (g, id) in counted.iter().zip(&ids) {
        match export(format, rs, &g.record, id) {
            Ok(v) => {
                let text = serde_json::to_string_pretty(&v).map_err(|e| {
                    TournamentError::make(super::Making::game_json(&file_name(folder, g)), &e)
                })?;
                let path = dir.join(file_name(folder, g));
                mafia_store::storage::write_atomic(&path, text.as_bytes())
                    .map_err(TournamentError::from)?;
                files.push(path);
            }
            Err(e) => refused.push((g.file.clone(), e)),
        }
    }
    let xlsx = out.join("standings.xlsx");
    let csv = out.join("standings.csv");
    federation::write_xlsx(&s, lang, &xlsx)?;
    federation::write_csv(&s, lang, &csv)?;
    Ok(Written {
        dir,
        files,
        refused,
        skipped,
        xlsx,
        csv,
    })
}

/// The words of a game that could not be exported, in a language.
pub fn export_error_words(lang: Lang, rs: &Ruleset, e: &ExportError) -> String {
    match e {
        ExportError::Replay(r) => mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(r, rs))
            .get(lang)
            .to_owned(),
        ExportError::Unfit(u) => mafia_words::i18n::Words::say(u, lang),
    }
}
