//! `export GAME --format mafiaratings|polemica -o OUT.json [ids]`: a game in
//! a rating site's JSON; `export TOURNAMENT --format F -o DIR [ids]`: every
//! counted game of a tournament into `DIR/F/`, named by round and table, and
//! its standings into `DIR` (docs/export-formats.md); every game not
//! exported is named on stderr, and then the exit code is 2. The sites' ids come from the
//! tournament (`[sites]`), the game's record (`meta.sites`, over the
//! tournament's) and the club's player list, or from the options:
//! `--event N --club N --tournament-id N --rules CODE --moderator N` for
//! MafiaRatings, `--master N --scoring-type N --scoring-version V` for
//! Polemica, `--players FILE` for another players list.

use super::{CliError, Langs, UsageError, replay_failed, unexpected};
use lexopt::Arg;
use mafia_store::session::load_record;
use mafia_tournament::tournament::export::{ExportError, Format, Ids, export};
use mafia_tournament::tournament::ids::SiteIds;
use mafia_tournament::tournament::players::Registry;
use mafia_words::i18n::msg;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut out: Option<PathBuf> = None;
    let mut format = None;
    let mut over = SiteIds::default();
    let mut players: Option<PathBuf> = None;
    while let Some(arg) = args.next()? {
        let m = &mut over.mafiaratings;
        let p = &mut over.polemica;
        match arg {
            Arg::Short('o') | Arg::Long("out") => out = Some(args.value()?.into()),
            Arg::Long("format") => {
                let v = args.value()?;
                format = Some(v.to_str().and_then(Format::parse).ok_or_else(|| {
                    UsageError::BadValue {
                        option: "--format",
                        expected: msg::CliFormatValues,
                        given: v.to_string_lossy().into_owned(),
                    }
                })?);
            }
            Arg::Long("event") => {
                m.event = Some(super::number_arg(
                    &mut args,
                    "--event",
                    msg::CliNumberValues,
                )?)
            }
            Arg::Long("club") => {
                m.club = Some(super::number_arg(
                    &mut args,
                    "--club",
                    msg::CliNumberValues,
                )?)
            }
            Arg::Long("tournament-id") => {
                m.tournament = Some(super::number_arg(
                    &mut args,
                    "--tournament-id",
                    msg::CliNumberValues,
                )?);
            }
            Arg::Long("rules") => m.rules = args.value()?.to_string_lossy().trim().to_owned(),
            Arg::Long("moderator") => {
                m.moderator = Some(super::number_arg(
                    &mut args,
                    "--moderator",
                    msg::CliNumberValues,
                )?);
            }
            Arg::Long("master") => {
                p.master = Some(super::number_arg(
                    &mut args,
                    "--master",
                    msg::CliNumberValues,
                )?)
            }
            Arg::Long("scoring-type") => {
                p.scoring_type = Some(super::number_arg(
                    &mut args,
                    "--scoring-type",
                    msg::CliNumberValues,
                )?);
            }
            Arg::Long("scoring-version") => {
                p.scoring_version = args.value()?.to_string_lossy().trim().to_owned();
            }
            Arg::Long("players") => players = Some(args.value()?.into()),
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("export", other).into()),
        }
    }
    let (Some(file), Some(out), Some(format)) = (file, out, format) else {
        return Err(UsageError::ExportNeeds.into());
    };
    let registry = match players {
        Some(path) => Registry::load(&path)?,
        None => match mafia_store::storage::data_dir() {
            Ok(dir) => Registry::load(&dir.join(mafia_tournament::tournament::players::FILE))?,
            Err(_) => Registry::default(),
        },
    };
    if file
        .join(mafia_tournament::tournament::DESCRIPTION)
        .is_file()
    {
        mafia_tournament::tournament::check_export_folder(&out, &file)?;
        return tournament(&file, &out, format, &over, &registry, langs);
    }
    mafia_store::session::record::check_output(&out, Some(&file))?;
    let (record, ruleset) = load_record(&file)?;
    // The game's own ids, with the command line's over them.
    let sites = record.meta.sites.over(&over);
    let ids = Ids::of(&sites, &registry, &record, &record.meta.judge)
        .with_moderator(over.mafiaratings.moderator);
    match export(format, &ruleset, &record, &ids) {
        Ok(v) => {
            let text = serde_json::to_string_pretty(&v).map_err(|error| CliError::Json {
                path: out.clone(),
                error,
            })?;
            Ok(mafia_store::storage::write_atomic(&out, text.as_bytes())?)
        }
        Err(ExportError::Replay(e)) => Err(replay_failed(&file, &ruleset, &e)),
        Err(ExportError::Unfit(u)) => Err(CliError::Setup {
            path: file,
            why: mafia_words::i18n::Words::text(&u),
        }),
    }
}

/// A whole tournament into the folder `out`.
fn tournament(
    folder: &std::path::Path,
    out: &std::path::Path,
    format: Format,
    over: &SiteIds,
    registry: &Registry,
    langs: Langs,
) -> Result<(), CliError> {
    use mafia_tournament::tournament::export_all::{
        AllError, export_error_words, export_tournament,
    };
    let t = mafia_tournament::tournament::open(folder)?;
    let rs = mafia_store::ruleset::catalog::find(&t.description.ruleset).map_err(|error| {
        super::LoadError::Ruleset {
            path: folder.join(mafia_tournament::tournament::DESCRIPTION),
            error,
        }
    })?;
    // The sheet's headers in the language asked for (Russian without it).
    let sheet_lang = langs.given.unwrap_or(mafia_words::Lang::Ru);
    match export_tournament(&t, &rs, format, over, registry, out, sheet_lang) {
        Ok(w) => {
            let lang = langs.messages;
            // Every game not written, by name and why: one the site's
            // format refuses, one the standings leave out.
            for (file, e) in &w.refused {
                super::say_err(
                    &msg::ExportRefused {
                        file: file.as_str(),
                        why: export_error_words(lang, &rs, e),
                    }
                    .get(lang),
                );
            }
            for l in &w.skipped {
                super::say_err(
                    &msg::ExportRefused {
                        file: l.file.as_str(),
                        why: mafia_words::i18n::Words::say(&l.reason, lang),
                    }
                    .get(lang),
                );
            }
            super::say_err(
                &msg::ExportWritten {
                    count: w.files.len(),
                    site: format.id(),
                    folder: w.dir.display().to_string(),
                }
                .get(lang),
            );
            match w.refused.len() + w.skipped.len() {
                0 => Ok(()),
                n => Err(CliError::NotExported(n)),
            }
        }
        Err(AllError::MissingId { file, unfit }) => Err(CliError::Setup {
            path: folder.join(mafia_tournament::tournament::GAMES).join(file),
            why: mafia_words::i18n::Words::text(&unfit),
        }),
        Err(AllError::Tournament(e)) => Err(e.into()),
    }
}
