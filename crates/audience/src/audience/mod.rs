//! What the audience sees: one model for the projector window, the stream
//! overlay and `mafia-judge view`.
//!
//! [`ProjectorView`] is plain, serialisable data built by the pure
//! [`ProjectorView::from_state`] from the game state, the ruleset, spectator
//! mode and the time. The judge side publishes it after every change; the
//! screens only read it. While the game runs it carries no role, no check and
//! no night action (unless the judge turns spectator mode on); the secrecy
//! property test holds it to that.
//!
//! Layer: reads `game`, `ruleset` and `i18n`; never `app`, `ui` or egui.

use mafia_core::game::state::{DayStage, ExitHow, SpeechKind};
use mafia_core::game::{GameState, Phase, Seat, clock};
use mafia_core::ruleset::{Outcome, Ruleset, Side, StepKind};
use mafia_store::i18n::{fouls_n, removed_by_fouls, silent_kind};
use mafia_store::session::Meta;
use mafia_words::i18n::{Fixed, killed_at, msg, seat_list, shot_at, voted_out};
use mafia_words::{Lang, Text};
use serde::Serialize;

pub mod between;
pub mod history;
pub mod moment;
pub mod photo;
pub mod say;
pub use between::BetweenGames;
pub use history::HistoryEntry;
pub use moment::{Banner, Moment};
pub use photo::Photo;

/// One seat as the hall sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub nick: String,
    pub alive: bool,
    /// How and when the player left, in words.
    pub out: Option<Text>,
    pub fouls: u8,
    /// Fouls left before removal.
    pub fouls_left: u8,
    /// The fouls in the ruleset's word, «2 фола», "1 warning" (the judge's
    /// phone shows it on the seat's card; as public as the count).
    pub fouls_text: Text,
    /// Only after the end, or in spectator mode.
    pub role: Option<Text>,
    /// Black role (after the end, or in spectator mode), for the colour.
    pub dark: Option<bool>,
    /// The player's photo from the club's list, when it has one (in JSON
    /// its address on the web server).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub photo: Option<Photo>,
}

/// The speech countdown, as data: the projector computes the time left.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Countdown {
    pub total_ms: u64,
    pub used_ms: u64,
    pub since_ms: Option<u64>,
    pub warning_s: u32,
}

impl Countdown {
    pub fn remaining_ms(&self, now_ms: u64) -> i64 {
        clock::Timer {
            total_ms: self.total_ms,
            used_ms: self.used_ms,
            since_ms: self.since_ms,
        }
        .remaining_ms(now_ms)
    }
    pub fn running(&self) -> bool {
        self.since_ms.is_some()
    }
}

/// Everything the audience sees.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct ProjectorView {
    /// The language of the hall (set by the judge window).
    pub lang: Lang,
    /// «День 2», «Ночь 1», «Рассадка», «Игра окончена».
    pub title: Text,
    /// The calm night screen.
    pub night: bool,
    /// What kind of speech it is: «речь», «последнее слово», …
    pub line: Option<Text>,
    pub speaker: Option<Seat>,
    pub speaker_nick: Option<String>,
    pub countdown: Option<Countdown>,
    /// Today's nominations (empty once the day's vote is cancelled).
    pub nominations: Vec<Seat>,
    pub seats: Vec<SeatView>,
    /// Everything this part of the game has to tell, in order (a morning:
    /// the night's result, the best move, a removal, no vote today); stays
    /// until the next part of the game replaces it.
    pub moments: Vec<Moment>,
    /// `moments` in the hall's language, as the projector shows them.
    pub banners: Vec<Banner>,
    /// The last of `moments` (what just happened), kept for the readers of
    /// the single moment (the stream pages).
    pub moment: Option<Moment>,
    /// The last of `banners`.
    pub banner: Option<Banner>,
    /// The result, after the end.
    pub result: Option<Text>,
    /// Checks and shots, only in spectator mode.
    pub spectator_notes: Vec<Text>,
    /// The game's rounds so far: who left, when and how; in spectator
    /// mode the night's checks too (typed: the words are made where it is
    /// shown, [`ProjectorView::history_lines`]).
    pub history: Vec<HistoryEntry>,
    /// Between two games of a tournament: the standings and the next
    /// game's seating (no game on the table then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub between: Option<BetweenGames>,
    /// Before a game: the seats just drawn (seed 002: players draw their
    /// numbers), seat 1 first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat_draw: Option<Vec<String>>,
    /// While the drawn numbers come up one by one (issue 24): when the
    /// draw was shown (ms), every [`SEAT_DRAW_STEP_MS`] one more seat;
    /// none: every seat at once (the judge's choice).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat_draw_since_ms: Option<u64>,
    /// The caption of the game from the protocol header: tournament,
    /// stage, round, table, game («Кубок · финал · Тур 3 · стол 2 · игра 7»); none when the
    /// header is empty. The judge's own text, never secret.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub caption: Option<Text>,
    /// When this view was published (ms).
    pub published_ms: u64,
}

/// The drawn seat numbers come up one every this many ms.
pub const SEAT_DRAW_STEP_MS: u64 = 800;

/// The caption of a game from its protocol header: the parts filled in,
/// joined by « · », or none.
pub fn caption(meta: &Meta) -> Option<Text> {
    let one = |lang: Lang| {
        let mut parts: Vec<String> = Vec::new();
        for p in [&meta.tournament, &meta.stage] {
            if !p.trim().is_empty() {
                parts.push(p.trim().to_owned());
            }
        }
        if let Some(round) = meta.round {
            parts.push(msg::CaptionRound { round }.get(lang));
        }
        if !meta.table.trim().is_empty() {
            parts.push(
                msg::CaptionTable {
                    table: meta.table.trim().to_owned(),
                }
                .get(lang),
            );
        }
        if !meta.game.trim().is_empty() {
            parts.push(
                msg::CaptionGame {
                    game: meta.game.trim().to_owned(),
                }
                .get(lang),
            );
        }
        parts.join(" \u{b7} ")
    };
    let t = both(one);
    (!t.ru.is_empty()).then_some(t)
}

fn exit_text(how: ExitHow, day: Option<u32>, night: Option<u32>, rs: &Ruleset) -> Text {
    let both = |f: &dyn Fn(Lang) -> String| Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    };
    match how {
        ExitHow::Killed => both(&|l| killed_at(l, night)),
        ExitHow::Voted => both(&|l| voted_out(l, day)),
        ExitHow::Fouls => both(&|l| removed_by_fouls(l, &rs.fouls)),
        ExitHow::Disqualified => msg::Disqualified.text(),
        ExitHow::TeamLoss => msg::TeamLoss.text(),
    }
}

fn s_text(s: Fixed) -> Text {
    s.text()
}

fn both(f: impl Fn(Lang) -> String) -> Text {
    Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    }
}

impl ProjectorView {
    /// What the hall may see of this state. Pure: no clock, no windows.
    /// With `spectator` off, nothing secret is in it while the game runs.
    pub fn from_state(state: &GameState, rs: &Ruleset, spectator: bool, now_ms: u64) -> Self {
        let over = state.is_over();
        let show_roles = over || spectator;
        let seats = state
            .players
            .iter()
            .map(|p| {
                let role = p.role.filter(|_| show_roles);
                SeatView {
                    seat: p.seat,
                    nick: p.nick.clone(),
                    alive: p.alive(),
                    out: p
                        .exit
                        .as_ref()
                        .map(|e| exit_text(e.how, e.day, e.night, rs)),
                    fouls: p.fouls,
                    fouls_left: rs.fouls.remove_at.saturating_sub(p.fouls),
                    fouls_text: both(|l| fouls_n(l, p.fouls, &rs.fouls)),
                    role: role.and_then(|r| rs.roles.get(r)).map(|r| r.name.clone()),
                    dark: role.map(|r| rs.role_side(r) == Side::Black),
                    photo: None,
                }
            })
            .collect();
        let mut v = ProjectorView {
            seats,
            published_ms: now_ms,
            ..ProjectorView::default()
        };
        let countdown = || {
            (state.timer.total_ms > 0).then_some(Countdown {
                total_ms: state.timer.total_ms,
                used_ms: state.timer.used_ms,
                since_ms: state.timer.since_ms,
                warning_s: rs.timers.warning,
            })
        };
        match &state.phase {
            Phase::Setup => v.title = s_text(msg::Setup),
            Phase::NightZero { step } => {
                v.title = s_text(msg::NightZero);
                v.night = true;
                // Which step of the night (the judge's phone reads it from
                // the judge's own view; the hall's night stays calm).
                if spectator {
                    v.line = rs.night_zero.get(*step).map(|s| s.name.clone());
                }
            }
            Phase::Night { night, step } => {
                v.title = both(|l| msg::NightTitle { night: *night }.get(l));
                v.night = true;
                if spectator {
                    v.line = rs.night.get(*step).map(|s| s.name.clone());
                }
            }
            Phase::Ended => {
                v.title = s_text(msg::GameOver);
                // The words after the game: who speaks, and his countdown.
                if let Some(seat) = state.after_speaker() {
                    v.speaker = Some(seat);
                    v.speaker_nick = state.player(seat).map(|p| p.nick.clone());
                    v.countdown = countdown();
                    v.line = Some(both(|l| {
                        msg::AfterWordKind {
                            secs: rs.timers.after_game,
                        }
                        .get(l)
                    }));
                }
                if let Some(e) = &state.ending {
                    let who = match e.outcome {
                        Outcome::Red => msg::RedWins,
                        Outcome::Black => msg::BlackWins,
                        Outcome::Draw => msg::Draw,
                    };
                    let reason =
                        mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&e.reason, rs));
                    v.result = Some(Text {
                        ru: format!("{}. {}", who.get(Lang::Ru), reason.ru),
                        en: format!("{}. {}", who.get(Lang::En), reason.en),
                    });
                }
            }
            Phase::Day { day, stage } => {
                v.title = both(|l| msg::DayTitle { day: *day }.get(l));
                // Stylized 7.4: the players do not learn the nominations
                // from the judge; only his window shows them.
                if !state.day().is_some_and(|d| d.vote_cancelled)
                    && !rs.nominations_hidden(state.geographic)
                {
                    v.nominations = state.candidates();
                }
                let speaker = state.speaker();
                v.speaker = speaker;
                v.speaker_nick = speaker
                    .and_then(|s| state.player(s))
                    .map(|p| p.nick.clone());
                v.countdown = countdown();
                v.line = speaker.map(|s| speech_kind(state, rs, stage, s));
            }
        }
        if spectator && !over {
            v.spectator_notes = spectator_notes(state, rs);
        }
        v.history = history::history(state, rs, spectator);
        v.moments = moment::moments(state, rs);
        v.render();
        v
    }

    /// The hall between two games of a tournament: its name as the title,
    /// the standings and the next game. Nothing of any game is in it.
    pub fn between_games(between: BetweenGames, now_ms: u64) -> Self {
        ProjectorView {
            title: Text::new(&between.tournament, &between.tournament),
            between: Some(between),
            published_ms: now_ms,
            ..ProjectorView::default()
        }
    }

    /// Before a game: the seats the console has just drawn, seat 1 first;
    /// `since_ms`: shown one by one from then (none: all at once).
    pub fn seat_draw(seats: Vec<String>, since_ms: Option<u64>, now_ms: u64) -> Self {
        ProjectorView {
            title: msg::SeatDrawTitle.text(),
            seat_draw: Some(seats),
            seat_draw_since_ms: since_ms,
            published_ms: now_ms,
            ..ProjectorView::default()
        }
    }

    /// How many seats of the draw the hall sees at `now_ms` (seat 1 first),
    /// and in how many ms the next one comes (none: all are shown).
    pub fn seat_draw_shown(&self, now_ms: u64) -> (usize, Option<u64>) {
        let n = self.seat_draw.as_ref().map_or(0, Vec::len);
        let Some(since) = self.seat_draw_since_ms else {
            return (n, None);
        };
        let gone = now_ms.saturating_sub(since);
        let steps = usize::try_from(gone / SEAT_DRAW_STEP_MS).unwrap_or(usize::MAX);
        let shown = steps.saturating_add(1).min(n);
        let next = (shown < n).then(|| SEAT_DRAW_STEP_MS - gone % SEAT_DRAW_STEP_MS);
        (shown, next)
    }

    /// The players' photos, seat 1 first (none where a player has none).
    pub fn set_photos(&mut self, photos: &[Option<Photo>]) {
        for s in &mut self.seats {
            s.photo = usize::from(s.seat)
                .checked_sub(1)
                .and_then(|i| photos.get(i))
                .cloned()
                .flatten();
        }
    }

    /// The photo of one of this view's seats by its key (what the web
    /// server serves: only the photos of the game on the table).
    pub fn photo(&self, key: u64) -> Option<&Photo> {
        self.seats
            .iter()
            .filter_map(|s| s.photo.as_ref())
            .find(|p| p.key == key)
    }

    /// The caption of the game from its protocol header (see [`caption`]).
    pub fn set_caption(&mut self, meta: &Meta) {
        self.caption = caption(meta);
    }

    /// The hall's language; the banner follows.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
        self.render();
    }

    /// The judge's live count of hands in a vote in progress.
    pub fn set_hands(&mut self, hands: Option<u8>) {
        if let Some(m) = self.moments.last_mut() {
            m.set_hands(hands);
        }
        self.render();
    }

    /// The history in the hall's language, one line an entry.
    pub fn history_lines(&self) -> Vec<String> {
        self.history
            .iter()
            .filter_map(|e| self.history_line(e))
            .collect()
    }

    /// One entry of the history in the hall's language: a departure in the
    /// words of the player's seat («№4 Лиса — заголосован, день 2», the
    /// ruleset's word for fouls), a check in the catalogue's.
    pub fn history_line(&self, e: &HistoryEntry) -> Option<String> {
        let lang = self.lang;
        Some(match e {
            HistoryEntry::Left { seat, .. } => {
                let s = self.seats.iter().find(|s| s.seat == *seat)?;
                msg::HistoryLeft {
                    seat: *seat,
                    nick: s.nick.as_str(),
                    how: s.out.as_ref()?.get(lang),
                }
                .get(lang)
            }
            HistoryEntry::Check { night, seat, found } => {
                let (night, seat) = (*night, *seat);
                match found {
                    history::CheckFound::Black => msg::HistoryCheckBlack { night, seat }.get(lang),
                    history::CheckFound::Red => msg::HistoryCheckRed { night, seat }.get(lang),
                    history::CheckFound::Found => msg::HistoryCheckFound { night, seat }.get(lang),
                    history::CheckFound::Missed => {
                        msg::HistoryCheckMissed { night, seat }.get(lang)
                    }
                }
            }
        })
    }

    fn render(&mut self) {
        self.banners = self.moments.iter().map(|m| m.banner(self.lang)).collect();
        self.moment = self.moments.last().cloned();
        self.banner = self.banners.last().cloned();
    }
}

/// What kind of turn the speaker has, in a few words.
fn speech_kind(state: &GameState, rs: &Ruleset, stage: &DayStage, seat: Seat) -> Text {
    match stage {
        DayStage::BestMove { .. } => s_text(msg::BestMove),
        DayStage::MorningLastWords { .. } | DayStage::LastWords { .. } => {
            s_text(msg::LastWordsKind)
        }
        DayStage::TieSpeech { .. } => {
            both(|l| crate::i18n::tie_speech_kind(l, rs.timers.tie_speech))
        }
        _ => {
            let kind = state
                .day()
                .and_then(|d| d.speeches.iter().rev().find(|x| x.0 == seat))
                .map_or(SpeechKind::Full, |x| x.1);
            match kind {
                SpeechKind::Full => s_text(msg::SpeechKind),
                SpeechKind::Short => {
                    both(|l| crate::i18n::short_speech_kind(l, rs.timers.short_speech))
                }
                SpeechKind::Silent => both(|l| silent_kind(l, &rs.fouls)),
            }
        }
    }
}

/// The night's secrets in words, for spectator mode only.
fn spectator_notes(state: &GameState, rs: &Ruleset) -> Vec<Text> {
    let mut out = Vec::new();
    for n in &state.nights {
        for e in &n.entries {
            let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                continue;
            };
            let target = e.targets.first().copied();
            let what = match step.kind {
                StepKind::Kill { .. } => both(|l| shot_at(l, target)),
                _ => {
                    let ans = e
                        .gesture
                        .as_ref()
                        .and_then(|g| rs.gestures.get(g))
                        .map(|g| g.text.clone())
                        .unwrap_or_else(|| {
                            Text::new(
                                e.answer.as_deref().unwrap_or(""),
                                e.answer.as_deref().unwrap_or(""),
                            )
                        });
                    let seats = seat_list(&e.targets);
                    Text {
                        ru: format!("{seats}: {}", ans.ru),
                        en: format!("{seats}: {}", ans.en),
                    }
                }
            };
            out.push(Text {
                ru: format!(
                    "{} — {}: {}",
                    msg::NightTitle { night: n.night }.get(Lang::Ru),
                    step.name.ru,
                    what.ru
                ),
                en: format!(
                    "{} — {}: {}",
                    msg::NightTitle { night: n.night }.get(Lang::En),
                    step.name.en,
                    what.en
                ),
            });
        }
    }
    out
}
