//! The club evening on the start screen (seed 002, MCC): who came tonight,
//! the games played, the next table the club's rule proposes
//! (`tournament::evening`). Kept in `evening.toml` beside the games folder
//! (with the club's `players.toml`), written at every change through a temp
//! file and a rename. A check-in on another day starts a new evening.

use super::panel::{Cx, Effects, Panel, with_cx};
use super::{JudgeApp, View};
use mafia_tournament::tournament::evening::{self, Evening, GameFacts};
use mafia_words::Text;
use mafia_words::i18n::msg;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};

/// What the start screen asks of the evening.
#[derive(Debug, Clone, PartialEq)]
pub enum EveningCmd {
    /// A player came (a nickname, as typed).
    CheckIn(String),
    /// A player went home.
    CheckOut(String),
}

/// The club rating of the season under way (the club's `seasons.toml`
/// beside its player list), as the evening's card shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonRating {
    pub name: String,
    /// Games counted in the season so far.
    pub games: usize,
    /// (place, nickname, points) of the leaders, first place first.
    pub leaders: Vec<(u32, String, f64)>,
}

/// How many leaders of the season the card shows.
pub const SEASON_LEADERS: usize = 5;

/// The evening as the console holds it.
#[derive(Debug, Default)]
pub struct EveningPanel {
    pub evening: Evening,
    /// The file it was read from (None: autosave off, nothing written).
    from: Option<PathBuf>,
    /// Whether it has been read for `from` yet.
    read: bool,
    /// The file could not be read or written: said with the file's name.
    pub error: Option<Text>,
    /// The season's rating as last counted (None: no season under way).
    pub season: Option<SeasonRating>,
    /// The season's file could not be read: said with the file's name.
    pub season_error: Option<Text>,
    /// The rating being counted on a thread of its own (the kept games are
    /// read and replayed: never on the window's thread).
    pub(super) season_rx: Option<Receiver<Result<Option<SeasonRating>, Text>>>,
    /// A count asked for while the kept games wait for the first frame
    /// (the library is held at the start): made when they are let go.
    pub(super) season_due: bool,
}

impl EveningPanel {
    /// Tonight's evening, if one is under way (someone checked in today).
    pub fn tonight(&self, today: &str) -> Option<&Evening> {
        (self.evening.date == today && !self.evening.present.is_empty()).then_some(&self.evening)
    }
}

impl<'a> View<'a> {
    pub fn evening(self) -> &'a EveningPanel {
        &self.app.evening
    }

    /// Today's date as the evening keeps it (`YYYY-MM-DD`, local time).
    pub fn today(self) -> String {
        mafia_store::clock::local_date(self.now)
    }
}

/// `evening.toml` beside the club's player list (None: autosave off).
fn file_of(cx: &Cx<'_>) -> Option<PathBuf> {
    cx.registry
        .as_ref()
        .map(|p| p.with_file_name(evening::FILE))
}

/// Today's date as the evening keeps it.
fn today(cx: &Cx<'_>) -> String {
    mafia_store::clock::local_date(cx.now)
}

impl Panel for EveningPanel {
    type Cmd = EveningCmd;

    /// The evening read when the data folder is known or changes; the
    /// season counted when the kept games are let go; its count taken
    /// when its thread has it.
    fn tick(&mut self, cx: &Cx<'_>) -> Effects {
        self.follow(cx);
        if self.season_due && !cx.library_held {
            self.count_season(cx);
        }
        if self.poll_season() {
            Effects::none().repaint_after(std::time::Duration::ZERO)
        } else if self.season_rx.is_some() {
            Effects::none().repaint_after(std::time::Duration::from_millis(100))
        } else {
            Effects::none()
        }
    }

    /// A check-in or check-out, into the evening as it is on disk now (a
    /// check-in on another day starts a new evening).
    fn run(&mut self, c: EveningCmd, cx: &Cx<'_>) -> Effects {
        self.follow(cx);
        let today = today(cx);
        self.change(|e| {
            if e.date != today {
                // Another day: a new evening.
                *e = Evening {
                    date: today.clone(),
                    ..Evening::default()
                };
            }
            match &c {
                EveningCmd::CheckIn(nick) => {
                    e.check_in(nick);
                }
                EveningCmd::CheckOut(nick) => e.check_out(nick),
            }
        })
    }
}

impl EveningPanel {
    /// Reads the evening when the data folder is known or changes.
    pub fn follow(&mut self, cx: &Cx<'_>) {
        let file = file_of(cx);
        if self.read && file == self.from {
            return;
        }
        self.read = true;
        self.evening = match file.as_deref().map(Evening::load).transpose() {
            Ok(e) => e.unwrap_or_default(),
            Err(e) => {
                self.error = Some(evening_error(&e));
                Evening::default()
            }
        };
        self.from = file;
        self.count_season(cx);
    }

    /// Counts the season's rating again, on its own thread, from the kept
    /// games and the club's seasons (none when autosave is off).
    pub fn count_season(&mut self, cx: &Cx<'_>) {
        if cx.library_held {
            // The first frame first: the kept games are read after it.
            self.season_due = true;
            return;
        }
        self.season_due = false;
        // The seasons' file is beside the club's list, above the games.
        let Some(games) = cx.games.clone() else {
            return;
        };
        let Some(dir) = games.parent().map(PathBuf::from) else {
            return;
        };
        // The season is counted by its games' own ruleset; the form's usual
        // one only for a season with no game yet.
        let idx = super::usual_ruleset(cx.rulesets, cx.settings);
        let Some(usual) = cx.rulesets.get(idx).cloned() else {
            return;
        };
        let rulesets = cx.rulesets.to_vec();
        let today = today(cx);
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("season".into())
            .spawn(move || {
                let _ = tx.send(season_rating(&rulesets, usual, &dir, &games, &today));
            });
        match spawned {
            Ok(_) => self.season_rx = Some(rx),
            Err(e) => {
                self.season_error = Some(mafia_words::i18n::text_of(|l| {
                    msg::EveningSeasonError {
                        error: e.to_string().as_str(),
                    }
                    .get(l)
                }))
            }
        }
    }

    /// Takes the season's rating when its thread has counted it; whether it
    /// came this frame.
    pub fn poll_season(&mut self) -> bool {
        let Some(rx) = &self.season_rx else {
            return false;
        };
        match rx.try_recv() {
            Ok(r) => {
                self.season_rx = None;
                match r {
                    Ok(season) => {
                        self.season = season;
                        self.season_error = None;
                    }
                    Err(t) => self.season_error = Some(t),
                }
                true
            }
            Err(TryRecvError::Empty) => false,
            Err(TryRecvError::Disconnected) => {
                self.season_rx = None;
                false
            }
        }
    }

    /// A finished game (its best players, its first killed, who got a
    /// minus) joins tonight's evening, if one is under way; the season
    /// counts it (it is kept already, by the autosave).
    pub fn file_game(&mut self, facts: &GameFacts, cx: &Cx<'_>) -> Effects {
        if self.tonight(&today(cx)).is_none() {
            return Effects::none();
        }
        let out = self.change(|e| {
            e.add_game(facts.clone());
        });
        self.count_season(cx);
        out
    }

    /// Changes the evening: the file as it is on disk now, under its lock
    /// (another console's or `mafia-judge evening`'s check-ins stay), or
    /// only the console's copy when autosave is off.
    fn change(&mut self, change: impl Fn(&mut Evening)) -> Effects {
        let Some(path) = self.from.clone() else {
            change(&mut self.evening);
            return Effects::none();
        };
        match Evening::update(&path, &change) {
            Ok(e) => {
                self.evening = e;
                self.error = None;
                Effects::none()
            }
            Err(e) => {
                // Not written: the console still keeps the change.
                change(&mut self.evening);
                let t = evening_error(&e);
                self.error = Some(t.clone());
                Effects::error(t)
            }
        }
    }
}

/// The app's side: the context, and the finished game from the session.
impl JudgeApp {
    /// At «Новая игра»: a game of tonight's evening with its result joins
    /// it, the last minute after the deciding vote or kill still running or
    /// not (FIIM 7.10); a game left before its result does not.
    pub(super) fn file_game_in_evening(&mut self) {
        let Some(s) = &self.session else { return };
        if !s.state().has_result() {
            return;
        }
        let mut facts = GameFacts::of(s.state(), &s.ruleset);
        facts.created = s.created;
        let fx = with_cx!(self, |cx| self.evening.file_game(&facts, &cx));
        self.apply(fx);
    }
}

/// The rating of the season `today` is in, from the club's `seasons.toml`
/// in `dir` and the kept games in `games`, by the ruleset its games were
/// played by (as `mafia-judge season` counts it; `usual` for a season with
/// no game yet); None when no season holds today.
fn season_rating(
    rulesets: &[mafia_core::ruleset::Ruleset],
    usual: mafia_core::ruleset::Ruleset,
    dir: &std::path::Path,
    games: &std::path::Path,
    today: &str,
) -> Result<Option<SeasonRating>, Text> {
    use mafia_tournament::tournament::season::{self, Seasons};
    let all = Seasons::load(&dir.join(season::FILE)).map_err(|e| {
        let e = mafia_words::i18n::Words::text(&e);
        mafia_words::i18n::text_of(|l| msg::EveningSeasonError { error: e.get(l) }.get(l))
    })?;
    let Some(s) = all.seasons.iter().find(|s| s.contains(today)) else {
        return Ok(None);
    };
    let (kept, unreadable) = mafia_tournament::tournament::read_games(games);
    let rs = match season::own_ruleset(s, &kept) {
        None => usual,
        Some(id) => match rulesets.iter().find(|r| r.id == id) {
            Some(r) => r.clone(),
            None => {
                return Err(mafia_words::i18n::text_of(|l| {
                    msg::EveningSeasonUnknownRuleset { ruleset: id }.get(l)
                }));
            }
        },
    };
    let st = season::season_standings(&rs, s, &kept, &unreadable);
    Ok(Some(SeasonRating {
        name: s.name.clone(),
        games: st.counted.len(),
        leaders: st
            .players
            .iter()
            .take(SEASON_LEADERS)
            .map(|r| (r.place, r.nick.clone(), r.total))
            .collect(),
    }))
}

/// The evening's file could not be read or written.
fn evening_error(e: &mafia_tournament::tournament::TournamentError) -> Text {
    let e = mafia_words::i18n::Words::text(e);
    mafia_words::i18n::text_of(|l| msg::EveningError { error: e.get(l) }.get(l))
}

impl super::StartForm {
    /// The evening's proposed table takes the seats, seat 1 first; the
    /// seats the rule leaves open stay empty for the judge. The cards and
    /// the draw of the last table go.
    pub fn take_table(&mut self, nicks: &[String]) {
        self.fit();
        for (i, slot) in self.nicks.iter_mut().enumerate() {
            *slot = nicks.get(i).cloned().unwrap_or_default();
        }
        self.roles.iter_mut().for_each(|r| *r = None);
        self.meta.draw_seed = None;
    }

    /// A player the judge chose goes to the first empty seat (none: no
    /// change). Returns whether he was seated.
    pub fn seat_in_first_empty(&mut self, nick: &str) -> bool {
        self.fit();
        match self.nicks.iter_mut().find(|n| n.trim().is_empty()) {
            Some(slot) => {
                nick.clone_into(slot);
                true
            }
            None => false,
        }
    }
}
