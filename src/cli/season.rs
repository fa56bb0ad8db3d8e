//! `season NAME [--ruleset ID] [--games DIR]`: the club rating of a season
//! (the dates in `seasons.toml` in the data folder) over the kept games, as
//! the standings' JSON, by the ruleset the season's games were played by
//! (`season::own_ruleset`) unless `--ruleset` names one. `season --ban NICK
//! --seasons N [--reason TEXT] [--date YYYY-MM-DD]`: a ban for N seasons
//! from that day (today without it) into the club's `players.toml`; prints
//! the last day of the ban.

use super::{CliError, Langs, unexpected};
use lexopt::{Arg, ValueExt as _};
use mafia_store::ruleset::catalog;
use mafia_tournament::tournament::players::{FILE as PLAYERS, Registry};
use mafia_tournament::tournament::season::{self, Seasons};
use mafia_words::i18n::{msg, text_of};
use std::io::Write;
use std::path::PathBuf;

/// The ruleset of a season with no game yet (the club rating is MCC's).
const DEFAULT_RULESET: &str = "mcc";

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut name: Option<String> = None;
    let mut ruleset: Option<String> = None;
    let mut games: Option<PathBuf> = None;
    let mut ban: Option<String> = None;
    let mut seasons: u32 = 1;
    let mut reason = String::new();
    let mut date: Option<String> = None;
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("ruleset") => ruleset = Some(args.value()?.string()?),
            Arg::Long("games") => games = Some(args.value()?.into()),
            Arg::Long("ban") => ban = Some(args.value()?.string()?),
            Arg::Long("seasons") => seasons = args.value()?.parse()?,
            Arg::Long("reason") => reason = args.value()?.string()?,
            Arg::Long("date") => date = Some(args.value()?.string()?),
            Arg::Value(v) if name.is_none() => name = Some(v.string()?),
            other => return Err(unexpected("season", other).into()),
        }
    }
    let dir = mafia_store::storage::data_dir()?;
    let file = dir.join(season::FILE);
    let all = Seasons::load(&file)?;
    if let Some(nick) = ban {
        let today =
            date.unwrap_or_else(|| mafia_store::clock::local_date(mafia_store::clock::now_ms()));
        let Some(until) = all.ban_until(&today, seasons) else {
            return Err(CliError::Setup {
                path: file,
                why: text_of(|l| {
                    msg::SeasonTooFew {
                        n: seasons,
                        date: today.as_str(),
                    }
                    .get(l)
                }),
            });
        };
        Registry::update(&dir.join(PLAYERS), |r| r.ban(&nick, &until, &reason))?;
        let out = serde_json::json!({ "nick": nick, "banned_until": until });
        let _ = writeln!(std::io::stdout().lock(), "{out}");
        return Ok(());
    }
    let Some(name) = name else {
        return Err(super::UsageError::NeedsFile("season").into());
    };
    let Some(s) = all.find(&name) else {
        return Err(CliError::Setup {
            path: file,
            why: text_of(|l| {
                msg::SeasonUnknown {
                    name: name.as_str(),
                }
                .get(l)
            }),
        });
    };
    let folder = match games {
        Some(g) => g,
        None => mafia_store::storage::games_dir()?,
    };
    let (kept, unreadable) = mafia_tournament::tournament::read_games(&folder);
    // The season's own ruleset (its games' records), unless one is asked for.
    let ruleset = ruleset
        .or_else(|| season::own_ruleset(s, &kept).map(str::to_owned))
        .unwrap_or_else(|| DEFAULT_RULESET.to_owned());
    let rs = catalog::find(&ruleset).map_err(|error| super::LoadError::Ruleset {
        path: PathBuf::from(&ruleset),
        error,
    })?;
    let st = season::season_standings(&rs, s, &kept, &unreadable);
    super::say_left_out(&st, langs.messages);
    let _ = writeln!(std::io::stdout().lock(), "{}", st.to_json());
    super::left_out_exit(&st)
}
