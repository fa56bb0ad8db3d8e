//! `serve FILE --port P [--spectator-token T] [--delay N] [--lan] [--log] [--lang ru|en]`:
//! the web server on a record, without a window, until the process is stopped.

use super::{CliError, Langs, UsageError, number_arg, unexpected};
use lexopt::Arg;
use mafia_web::web::{ServeConfig, headless};
use mafia_words::i18n::msg;
use std::io::Write;
use std::path::PathBuf;

pub(super) fn run(mut args: lexopt::Parser, langs: Langs) -> Result<(), CliError> {
    let mut file: Option<PathBuf> = None;
    let mut cfg = ServeConfig::default();
    while let Some(arg) = args.next()? {
        match arg {
            Arg::Long("port") => cfg.port = number_arg(&mut args, "--port", msg::CliPortValues)?,
            Arg::Long("spectator-token") => {
                let t = args.value()?.to_string_lossy().into_owned();
                if t.is_empty() {
                    return Err(UsageError::NeedsValue("--spectator-token".to_owned()).into());
                }
                cfg.token = Some(t);
            }
            Arg::Long("delay") => {
                let s: u64 = number_arg(&mut args, "--delay", msg::CliSecondsValues)?;
                cfg.delay = std::time::Duration::from_secs(s);
            }
            Arg::Long("lan") => cfg.lan = true,
            Arg::Long("log") => cfg.log = true,
            Arg::Value(v) if file.is_none() => file = Some(v.into()),
            other => return Err(unexpected("serve", other).into()),
        }
    }
    let Some(record) = file else {
        return Err(UsageError::NeedsFile("serve").into());
    };
    cfg.messages = langs.messages;
    let photos = club_photos(&record, langs.messages);
    let h = headless::Headless {
        record,
        config: cfg,
        lang: langs.document(),
        messages: langs.messages,
        photos,
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    headless::run(&h, &never, |s| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{}/overlay", s.local_url());
        let _ = writeln!(out, "{}/projector", s.local_url());
        let _ = writeln!(
            out,
            "{}/spectator/overlay?token={}",
            s.local_url(),
            s.token()
        );
        if s.lan() {
            let addr = s.addr().to_string();
            let _ = writeln!(out, "{}", msg::CliServeLan { addr }.get(langs.messages));
            for base in s.lan_urls() {
                let _ = writeln!(out, "{base}/overlay");
            }
            if let Some(note) = s.lan_note(langs.messages) {
                let _ = writeln!(out, "{note}");
            }
        }
        let _ = out.flush();
    })
    .map_err(CliError::Serve)
}

/// The photos of the record's players from the club's list in the data
/// folder (`players.toml`, `photo = …`), as the console shows them (by the
/// nicknames of the record when `serve` starts). A list
/// or a photo that cannot be used is said on stderr, naming the file and
/// the key; the pages go on without it. A record that cannot be read is
/// left to the server to say.
fn club_photos(
    record: &std::path::Path,
    lang: mafia_words::Lang,
) -> Vec<(String, mafia_audience::audience::Photo)> {
    use mafia_tournament::tournament::players::{FILE, Registry};
    let Ok(record) = mafia_store::session::record::read_file(record) else {
        return Vec::new();
    };
    // The nicknames of the header and every one a rename gave (a rename
    // later in the file keeps the tile's photo by its new name).
    let mut players = record.players.clone();
    for a in &record.actions {
        if let mafia_core::game::Action::Rename { nick, .. } = &a.action {
            players.push(nick.clone());
        }
    }
    let Ok(list) = mafia_store::storage::data_dir().map(|d| d.join(FILE)) else {
        return Vec::new();
    };
    let say = |e: &mafia_tournament::tournament::TournamentError| {
        let e = mafia_words::i18n::Words::text(e);
        let line = msg::PlayersRegistryError { error: e.get(lang) }.get(lang);
        let _ = writeln!(std::io::stderr().lock(), "{line}");
    };
    let registry = match Registry::load(&list) {
        Ok(r) => r,
        Err(e) => {
            say(&e);
            return Vec::new();
        }
    };
    let mut photos = Vec::new();
    for nick in players {
        match registry.photo(&list, &nick) {
            Ok(Some(p)) => photos.push((nick, p)),
            Ok(None) => {}
            Err(e) => say(&e),
        }
    }
    photos
}
