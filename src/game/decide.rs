//! The rules: an [`Action`] checked against the ruleset and the state, either
//! refused with a reason the judge can read, or turned into [`Event`]s.
//!
//! `decide` works on a scratch copy of the state: each event is applied to it
//! as soon as it is emitted, so later rules see earlier consequences (a
//! removal that ends the game, a vote that empties the table).

use super::Seat;
use super::action::{Action, Ballot};
use super::clock::Timer;
use super::event::Event;
use super::state::{
    CandidateVotes, DayStage, Ending, Exit, ExitHow, Extra, GameState, LiftResult, NightEntry,
    Phase, RoundKind, SpeechKind,
};
use crate::ruleset::{
    CancelVote, DuringSpeech, Nominations, OffenceKind, Outcome, Reveal, Ruleset, Side,
    SingleCandidate, StepKind, StreakCounts, Text,
};
use std::fmt;

/// Why the judge's action was not taken, in both languages, with the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub rule: Option<String>,
    pub text: Text,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Some(rule) => write!(f, "{} (rule {rule})", self.text.en),
            None => write!(f, "{}", self.text.en),
        }
    }
}

impl std::error::Error for Refusal {}

fn no(ru: impl Into<String>, en: impl Into<String>) -> Refusal {
    Refusal {
        rule: None,
        text: Text {
            ru: ru.into(),
            en: en.into(),
        },
    }
}

fn no_rule(rule: &str, ru: impl Into<String>, en: impl Into<String>) -> Refusal {
    Refusal {
        rule: Some(rule.to_owned()),
        ..no(ru, en)
    }
}

type Decision = Result<Vec<Event>, Refusal>;

/// The scratch state and the events emitted so far.
struct Tx<'a> {
    s: GameState,
    rs: &'a Ruleset,
    now: u64,
    events: Vec<Event>,
}

impl Tx<'_> {
    fn emit(&mut self, e: Event) {
        self.s.apply(&e);
        self.events.push(e);
    }

    fn phase(&mut self, phase: Phase) {
        self.emit(Event::PhaseChanged { phase });
    }

    fn timer(&mut self, seconds: u32) {
        self.emit(Event::TimerChanged {
            timer: Timer::new(seconds),
        });
    }

    fn side_of(&self, seat: Seat) -> Side {
        self.s
            .player(seat)
            .and_then(|p| p.role)
            .map_or(Side::Red, |r| self.rs.role_side(r))
    }

    fn team_of(&self, seat: Seat) -> Option<usize> {
        self.s
            .player(seat)
            .and_then(|p| p.role)
            .and_then(|r| self.rs.roles.get(r))
            .map(|r| r.team)
    }

    fn living_seats(&self) -> Vec<Seat> {
        self.s.living().map(|p| p.seat).collect()
    }
}

/// Checks one action and returns the events it causes.
pub fn decide(state: &GameState, action: &Action, rs: &Ruleset, now: u64) -> Decision {
    decide_into(state, action, rs, now).map(|(events, _)| events)
}

/// [`decide`], also returning the state with the events already applied
/// (the scratch copy), so the caller need not apply them a second time.
pub fn decide_into(
    state: &GameState,
    action: &Action,
    rs: &Ruleset,
    now: u64,
) -> Result<(Vec<Event>, GameState), Refusal> {
    let mut tx = Tx {
        s: state.clone(),
        rs,
        now,
        events: Vec::new(),
    };
    step(&mut tx, action)?;
    Ok((tx.events, tx.s))
}

fn no_seat(s: &GameState, seat: Seat) -> Refusal {
    no(
        format!("Нет места №{seat} (места 1–{})", s.players.len()),
        format!("There is no seat {seat} (seats 1-{})", s.players.len()),
    )
}

fn check_seat(s: &GameState, seat: Seat) -> Result<(), Refusal> {
    if seat == 0 || usize::from(seat) > s.players.len() {
        return Err(no_seat(s, seat));
    }
    Ok(())
}

fn check_alive(s: &GameState, seat: Seat) -> Result<(), Refusal> {
    check_seat(s, seat)?;
    if !s.is_alive(seat) {
        return Err(no(
            format!("Игрок №{seat} уже покинул игру"),
            format!("Player {seat} has already left the game"),
        ));
    }
    Ok(())
}

fn in_play(s: &GameState) -> Result<(), Refusal> {
    match s.phase {
        Phase::Setup => Err(no("Игра ещё не началась", "The game has not started yet")),
        Phase::Ended => Err(no("Игра окончена", "The game is over")),
        _ => Ok(()),
    }
}

fn in_setup(s: &GameState) -> Result<(), Refusal> {
    if s.phase == Phase::Setup {
        Ok(())
    } else {
        Err(no(
            "Роли меняются только до начала игры",
            "Cards can only change before the game starts",
        ))
    }
}

fn step(tx: &mut Tx, action: &Action) -> Result<(), Refusal> {
    match action {
        Action::Rename { seat, nick } => {
            check_seat(&tx.s, *seat)?;
            let nick = nick.trim();
            if nick.is_empty() || nick.chars().count() > 40 {
                return Err(no(
                    "Ник: от 1 до 40 символов",
                    "A nickname has 1 to 40 characters",
                ));
            }
            tx.emit(Event::Renamed {
                seat: *seat,
                nick: nick.to_owned(),
            });
        }
        Action::AssignRole { seat, role } => assign_role(tx, *seat, role)?,
        Action::SetRoleCount { role, count } => {
            in_setup(&tx.s)?;
            let idx = tx.rs.role_index(role).ok_or_else(|| {
                no(
                    format!("В правилах нет роли «{role}»"),
                    format!("The ruleset has no role \"{role}\""),
                )
            })?;
            let range = tx.rs.roles[idx].count;
            if *count < range.min || *count > range.max {
                return Err(no(
                    format!(
                        "Карт «{}»: от {} до {}",
                        tx.rs.roles[idx].name.ru, range.min, range.max
                    ),
                    format!(
                        "{} cards: {} to {}",
                        tx.rs.roles[idx].name.en, range.min, range.max
                    ),
                ));
            }
            tx.emit(Event::RoleCountSet {
                role: idx,
                count: *count,
            });
        }
        Action::DealRoles { seed } => deal(tx, *seed)?,
        Action::StartGame => start_game(tx)?,
        Action::Next => next(tx)?,
        Action::Nominate { target } => nominate(tx, *target)?,
        Action::Withdraw => withdraw(tx)?,
        Action::Foul { seat, offence } => foul(tx, *seat, offence.as_deref())?,
        Action::RemoveFoul { seat } => {
            in_play(&tx.s)?;
            check_alive(&tx.s, *seat)?;
            let p =
                tx.s.player(*seat)
                    .cloned()
                    .ok_or_else(|| no_seat(&tx.s, *seat))?;
            if p.fouls == 0 {
                return Err(no(
                    format!("У игрока №{seat} нет фолов"),
                    format!("Player {seat} has no fouls"),
                ));
            }
            let fouls = p.fouls - 1;
            let mut offences = p.foul_offences.clone();
            offences.pop();
            tx.emit(Event::FoulsChanged {
                seat: *seat,
                fouls,
                offences,
                silenced: p.silenced && fouls >= tx.rs.fouls.silence_at,
            });
        }
        Action::Punish { seat, offence } => punish(tx, *seat, offence)?,
        Action::Vote { candidate, votes } => vote(tx, *candidate, votes)?,
        Action::LiftVote { votes } => lift_vote(tx, votes)?,
        Action::Shoot { target } => night_act(tx, NightInput::Shoot(*target))?,
        Action::Check { target } => night_act(tx, NightInput::Check(*target))?,
        Action::Compare { first, second } => night_act(tx, NightInput::Compare(*first, *second))?,
        Action::Protect { target } => night_act(tx, NightInput::Protect(*target))?,
        Action::BlockVote { target } => night_act(tx, NightInput::Block(*target))?,
        Action::Order { targets } => order(tx, targets)?,
        Action::BestMove { seats } => best_move(tx, seats)?,
        Action::TimerStart => {
            in_play(&tx.s)?;
            if tx.s.timer.total_ms == 0 {
                return Err(no("Сейчас нет таймера", "There is no timer now"));
            }
            if tx.s.timer.running() {
                return Err(no("Таймер уже идёт", "The timer is already running"));
            }
            let timer = tx.s.timer.started(tx.now);
            tx.emit(Event::TimerChanged { timer });
        }
        Action::TimerPause => {
            in_play(&tx.s)?;
            if !tx.s.timer.running() {
                return Err(no("Таймер не идёт", "The timer is not running"));
            }
            let timer = tx.s.timer.paused(tx.now);
            tx.emit(Event::TimerChanged { timer });
        }
        Action::TimerAdd { seconds } => {
            in_play(&tx.s)?;
            if *seconds == 0 || seconds.abs() > 600 {
                return Err(no("От 1 до 600 секунд", "1 to 600 seconds"));
            }
            let timer = tx.s.timer.adjusted(*seconds);
            tx.emit(Event::TimerChanged { timer });
        }
        Action::TimerReset => {
            in_play(&tx.s)?;
            let timer = tx.s.timer.reset();
            tx.emit(Event::TimerChanged { timer });
        }
        Action::DeclareResult { outcome, reason } => {
            if tx.s.phase == Phase::Setup {
                return Err(no("Игра ещё не началась", "The game has not started yet"));
            }
            if reason.trim().is_empty() {
                return Err(no(
                    "Решение судьи требует письменного обоснования",
                    "The judge's decision needs a written reason",
                ));
            }
            tx.emit(Event::GameEnded(Ending {
                outcome: *outcome,
                reason: Text {
                    ru: reason.trim().to_owned(),
                    en: reason.trim().to_owned(),
                },
                by_judge: true,
                rated: true,
            }));
        }
        Action::ExtraPoints {
            seat,
            points,
            reason,
        } => {
            check_seat(&tx.s, *seat)?;
            if !points.is_finite() || points.abs() > 10.0 || *points == 0.0 {
                return Err(no(
                    "Доп. баллы: число от −10 до 10, не ноль",
                    "Extra points: a number from -10 to 10, not zero",
                ));
            }
            if reason.trim().is_empty() {
                return Err(no(
                    "Доп. баллы ставятся с обоснованием",
                    "Extra points need a reason",
                ));
            }
            tx.emit(Event::ExtraPoints(Extra {
                seat: *seat,
                points: *points,
                reason: reason.trim().to_owned(),
            }));
        }
        Action::Like { from, to } => {
            let likes = tx
                .rs
                .points
                .likes
                .ok_or_else(|| no("В этих правилах нет лайков", "This ruleset has no likes"))?;
            after_game(&tx.s)?;
            check_seat(&tx.s, *from)?;
            check_seat(&tx.s, *to)?;
            if from == to {
                return Err(no("Лайк себе не даётся", "A player cannot like himself"));
            }
            if tx.s.scoring.likes.contains(&(*from, *to)) {
                return Err(no(
                    format!("Игрок №{from} уже дал лайк игроку №{to}: по одному каждому"),
                    format!("Player {from} has already liked player {to}: one like each"),
                ));
            }
            let given = tx.s.scoring.likes.iter().filter(|l| l.0 == *from).count();
            if given >= usize::from(likes.per_player) {
                return Err(no(
                    format!("Игрок №{from} уже отдал {given} лайка"),
                    format!("Player {from} has already given {given} likes"),
                ));
            }
            tx.emit(Event::Liked {
                from: *from,
                to: *to,
            });
        }
        Action::BestPlayers { seats } => {
            if tx.rs.points.best_player_vote.is_none() {
                return Err(no(
                    "В этих правилах нет голосования за лучшего игрока",
                    "This ruleset has no best-player vote",
                ));
            }
            after_game(&tx.s)?;
            for s in seats {
                check_seat(&tx.s, *s)?;
            }
            let mut v = seats.clone();
            v.sort_unstable();
            v.dedup();
            if let Some(max) = tx.rs.points.best_players_max
                && v.len() > usize::from(max)
            {
                return Err(no(
                    format!("Лучших игроков не больше {max}"),
                    format!("At most {max} best players"),
                ));
            }
            tx.emit(Event::BestPlayers { seats: v });
        }
        Action::Penalty { seat, id } => {
            check_seat(&tx.s, *seat)?;
            if !tx.rs.points.penalties.iter().any(|p| &p.id == id) {
                return Err(no(
                    format!("В правилах нет штрафа «{id}»"),
                    format!("The ruleset has no penalty \"{id}\""),
                ));
            }
            tx.emit(Event::Penalized {
                seat: *seat,
                id: id.clone(),
            });
        }
        Action::BestMoveTable { id } => {
            if !tx.rs.points.best_move_tables.iter().any(|t| &t.id == id) {
                return Err(no(
                    format!("Нет таблицы лучшего хода «{id}»"),
                    format!("No best-move table \"{id}\""),
                ));
            }
            tx.emit(Event::BestMoveTableChosen { id: id.clone() });
        }
        Action::Compensation { seat, i, n } => {
            check_seat(&tx.s, *seat)?;
            if tx.rs.points.compensation.is_none() {
                return Err(no(
                    "В этих правилах нет компенсации",
                    "This ruleset has no compensation",
                ));
            }
            if *n == 0 || *i > *n {
                return Err(no("Нужно 0 ≤ i ≤ N, N > 0", "Needs 0 <= i <= N and N > 0"));
            }
            tx.emit(Event::CompensationSet {
                seat: *seat,
                i: *i,
                n: *n,
            });
        }
        Action::Protest { text } => {
            if tx.s.phase == Phase::Setup {
                return Err(no("Игра ещё не началась", "The game has not started yet"));
            }
            if text.trim().is_empty() {
                return Err(no("Пустой протест", "The protest is empty"));
            }
            tx.emit(Event::Protested {
                text: text.trim().to_owned(),
            });
        }
        Action::Note { text } => {
            if text.trim().is_empty() {
                return Err(no("Пустая заметка", "The note is empty"));
            }
            tx.emit(Event::Noted {
                text: text.trim().to_owned(),
            });
        }
    }
    Ok(())
}

fn after_game(s: &GameState) -> Result<(), Refusal> {
    if s.is_over() {
        Ok(())
    } else {
        Err(no("Это делается после игры", "This is done after the game"))
    }
}

// ---------------------------------------------------------------- setup

fn assign_role(tx: &mut Tx, seat: Seat, role: &str) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_seat(&tx.s, seat)?;
    let idx = tx.rs.role_index(role).ok_or_else(|| {
        no(
            format!("В правилах нет роли «{role}»"),
            format!("The ruleset has no role \"{role}\""),
        )
    })?;
    let want = tx.s.role_counts.get(idx).copied().unwrap_or(0);
    let have =
        tx.s.players
            .iter()
            .filter(|p| p.role == Some(idx) && p.seat != seat)
            .count();
    if have >= usize::from(want) {
        let r = &tx.rs.roles[idx];
        return Err(no(
            format!("Все карты «{}» ({want}) уже розданы", r.name.ru),
            format!("All {want} {} cards are already dealt", r.name.en),
        ));
    }
    tx.emit(Event::RoleAssigned {
        seat,
        role: Some(idx),
    });
    Ok(())
}

/// splitmix64: a tiny PRNG with a fixed algorithm, so a dealt game replays
/// the same on every machine and Rust version.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn deal(tx: &mut Tx, seed: u64) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_counts(tx)?;
    let mut deck: Vec<usize> = Vec::new();
    for (role, count) in tx.s.role_counts.iter().enumerate() {
        deck.extend(std::iter::repeat_n(role, usize::from(*count)));
    }
    let mut st = seed;
    for i in (1..deck.len()).rev() {
        let j = usize::try_from(splitmix64(&mut st) % (i as u64 + 1)).unwrap_or(0);
        deck.swap(i, j);
    }
    for (i, role) in deck.into_iter().enumerate() {
        tx.emit(Event::RoleAssigned {
            seat: u8::try_from(i + 1).unwrap_or(u8::MAX),
            role: Some(role),
        });
    }
    Ok(())
}

fn check_counts(tx: &Tx) -> Result<(), Refusal> {
    let total: usize = tx.s.role_counts.iter().map(|c| usize::from(*c)).sum();
    if total != tx.s.players.len() {
        return Err(no(
            format!("Карт {total}, а игроков {}", tx.s.players.len()),
            format!("{total} cards for {} players", tx.s.players.len()),
        ));
    }
    for side in [Side::Red, Side::Black] {
        let n: usize =
            tx.s.role_counts
                .iter()
                .enumerate()
                .filter(|(r, _)| tx.rs.role_side(*r) == side)
                .map(|(_, c)| usize::from(*c))
                .sum();
        if n == 0 {
            return Err(no(
                "Нужны и красные, и чёрные карты",
                "The deal needs both red and black cards",
            ));
        }
    }
    Ok(())
}

fn start_game(tx: &mut Tx) -> Result<(), Refusal> {
    in_setup(&tx.s)?;
    check_counts(tx)?;
    if let Some(p) = tx.s.players.iter().find(|p| p.role.is_none()) {
        return Err(no(
            format!("У игрока №{} нет карты", p.seat),
            format!("Player {} has no card", p.seat),
        ));
    }
    for (r, want) in tx.s.role_counts.clone().iter().enumerate() {
        let have = tx.s.players.iter().filter(|p| p.role == Some(r)).count();
        if have != usize::from(*want) {
            let role = &tx.rs.roles[r];
            return Err(no(
                format!("Карт «{}»: роздано {have}, нужно {want}", role.name.ru),
                format!("{} cards: {have} dealt, {want} needed", role.name.en),
            ));
        }
    }
    if tx.rs.night_zero.is_empty() {
        start_day(tx, 1);
    } else {
        enter_zero_step(tx, 0);
    }
    Ok(())
}

fn enter_zero_step(tx: &mut Tx, step: usize) {
    match tx.rs.night_zero.get(step) {
        Some(st) => {
            let secs = st.seconds.unwrap_or(0);
            tx.phase(Phase::NightZero { step });
            tx.timer(secs);
        }
        None => start_day(tx, 1),
    }
}

// ---------------------------------------------------------------- the flow

fn next(tx: &mut Tx) -> Result<(), Refusal> {
    match tx.s.phase.clone() {
        Phase::Setup => Err(no("Сначала начните игру", "Start the game first")),
        Phase::Ended => Err(no("Игра окончена", "The game is over")),
        Phase::NightZero { step } => {
            enter_zero_step(tx, step + 1);
            Ok(())
        }
        Phase::Night { night, step } => {
            enter_night_step(tx, night, step + 1);
            Ok(())
        }
        Phase::Day { day, stage } => match stage {
            DayStage::BestMove { seat } => {
                morning_last_words(tx, day, seat);
                Ok(())
            }
            DayStage::MorningLastWords { seat } => {
                next_morning_speaker(tx, day, Some(seat));
                Ok(())
            }
            DayStage::Speech { index } => {
                enter_speech(tx, day, index + 1);
                Ok(())
            }
            DayStage::TieSpeech { index } => {
                enter_tie_speech(tx, day, index + 1);
                Ok(())
            }
            DayStage::Voting => {
                let who = expected_candidate(&tx.s).unwrap_or(0);
                Err(no(
                    format!("Сначала голоса за кандидата №{who}"),
                    format!("Enter the votes for candidate {who} first"),
                ))
            }
            DayStage::LiftVote => Err(no(
                "Сначала голоса «за подъём всех»",
                "Enter the votes for all of them leaving first",
            )),
            DayStage::LastWords { index } => {
                enter_last_words(tx, day, index + 1);
                Ok(())
            }
        },
    }
}

/// Day `day` begins: the speaking order, then the morning's dead.
fn start_day(tx: &mut Tx, day: u32) {
    let n = tx.s.players.len();
    let start: Seat = if day <= 1 {
        1
    } else {
        let prev =
            tx.s.days
                .last()
                .and_then(|d| d.order.first().copied())
                .unwrap_or(1);
        u8::try_from(usize::from(prev) % n + 1).unwrap_or(1)
    };
    let mut order = Vec::new();
    for k in 0..n {
        let seat = u8::try_from((usize::from(start) - 1 + k) % n + 1).unwrap_or(1);
        if tx.s.is_alive(seat) {
            order.push(seat);
        }
    }
    let blocked: Vec<Seat> =
        tx.s.nights
            .last()
            .filter(|nl| nl.night + 1 == day)
            .map(|nl| {
                nl.entries
                    .iter()
                    .filter(|e| {
                        tx.rs
                            .night
                            .iter()
                            .any(|st| st.id == e.step && st.kind == StepKind::BlockVote)
                    })
                    .flat_map(|e| e.targets.iter().copied())
                    .filter(|s| tx.s.is_alive(*s))
                    .collect()
            })
            .unwrap_or_default();
    tx.emit(Event::DayBegan {
        day,
        order,
        blocked,
    });
    next_morning_speaker(tx, day, None);
}

/// The next player killed last night who has last words, after `after`.
fn next_morning_speaker(tx: &mut Tx, day: u32, after: Option<Seat>) {
    let killed: Vec<Seat> =
        tx.s.nights
            .last()
            .filter(|nl| nl.night + 1 == day)
            .map(|nl| nl.killed.clone())
            .unwrap_or_default();
    let pos = after.and_then(|a| killed.iter().position(|k| *k == a));
    let next = match pos {
        Some(p) => killed.get(p + 1).copied(),
        None if after.is_none() => killed.first().copied(),
        None => None,
    };
    match next {
        Some(seat) if best_move_due(tx, seat) => {
            tx.phase(Phase::Day {
                day,
                stage: DayStage::BestMove { seat },
            });
            tx.timer(tx.rs.timers.best_move);
        }
        Some(seat) => morning_last_words(tx, day, seat),
        None => enter_speech(tx, day, 0),
    }
}

/// Does this freshly killed player name his best move now (FIIM 7.12)?
fn best_move_due(tx: &Tx, seat: Seat) -> bool {
    let Some(bm) = tx.rs.best_move else {
        return false;
    };
    if tx.s.best_move.is_some() {
        return false;
    }
    let Some((first, night)) = tx.s.first_killed else {
        return false;
    };
    if first != seat || night != bm.night {
        return false;
    }
    if bm.void_if_day_one_left > 0 {
        let left_day_one =
            tx.s.days
                .iter()
                .find(|d| d.day == 1)
                .map_or(0, |d| d.left.len());
        if left_day_one >= usize::from(bm.void_if_day_one_left) {
            return false;
        }
    }
    true
}

fn morning_last_words(tx: &mut Tx, day: u32, seat: Seat) {
    tx.phase(Phase::Day {
        day,
        stage: DayStage::MorningLastWords { seat },
    });
    tx.timer(tx.rs.timers.last_words);
}

/// The regular speech of the first living player at or after `index`.
fn enter_speech(tx: &mut Tx, day: u32, index: usize) {
    let order =
        tx.s.days
            .last()
            .filter(|d| d.day == day)
            .map(|d| d.order.clone())
            .unwrap_or_default();
    let mut i = index;
    while let Some(seat) = order.get(i).copied() {
        if tx.s.is_alive(seat) {
            let silenced = tx.s.player(seat).is_some_and(|p| p.silenced);
            let living = tx.s.living_count();
            let kind = if !silenced {
                SpeechKind::Full
            } else if tx
                .rs
                .fouls
                .short_speech_living
                .iter()
                .any(|n| usize::from(*n) == living)
            {
                SpeechKind::Short
            } else {
                SpeechKind::Silent
            };
            let secs = match kind {
                SpeechKind::Full => tx.rs.timers.speech,
                SpeechKind::Short => tx.rs.timers.short_speech,
                SpeechKind::Silent => 0,
            };
            tx.phase(Phase::Day {
                day,
                stage: DayStage::Speech { index: i },
            });
            tx.emit(Event::SpeechBegan { seat, kind });
            tx.timer(secs);
            return;
        }
        i += 1;
    }
    end_speeches(tx, day);
}

/// " (7.6)" after a reason, or nothing when the ruleset names no rule.
fn rule_suffix(rule: &str) -> String {
    if rule.is_empty() {
        String::new()
    } else {
        format!(" ({rule})")
    }
}

fn no_vote(tx: &mut Tx, day: u32, ru: &str, en: &str) {
    tx.emit(Event::NoVote {
        reason: Text::new(ru, en),
    });
    end_day(tx, day);
}

/// All have spoken: the vote, or straight to the night.
fn end_speeches(tx: &mut Tx, day: u32) {
    if tx.s.cancelled_votes.contains(&day) {
        no_vote(
            tx,
            day,
            "Голосование не проводится: игрок удалён (7.1)",
            "No vote: a player was removed (7.1)",
        );
        return;
    }
    let candidates: Vec<Seat> =
        tx.s.candidates()
            .into_iter()
            .filter(|c| tx.s.is_alive(*c))
            .collect();
    match candidates.len() {
        0 => no_vote(tx, day, "Никто не выставлен", "Nobody was nominated"),
        1 => {
            let rule = if day == 1 {
                tx.rs.voting.first_day_single
            } else {
                tx.rs.voting.single
            };
            match rule {
                SingleCandidate::NoVote => no_vote(
                    tx,
                    day,
                    "Единственная кандидатура в первый день: голосование не проводится",
                    "A single candidate on day 1: no vote",
                ),
                SingleCandidate::Leaves => leave_by_vote(tx, day, &candidates),
            }
        }
        _ => {
            tx.emit(Event::VoteRoundOpened {
                kind: RoundKind::Main,
                candidates,
            });
            enter_voting(tx, day);
        }
    }
}

fn enter_voting(tx: &mut Tx, day: u32) {
    tx.phase(Phase::Day {
        day,
        stage: DayStage::Voting,
    });
    tx.timer(0);
}

fn leave_by_vote(tx: &mut Tx, day: u32, seats: &[Seat]) {
    for seat in seats {
        tx.emit(Event::PlayerLeft {
            seat: *seat,
            exit: Exit {
                how: ExitHow::Voted,
                day: Some(day),
                night: None,
                offence: None,
            },
        });
    }
    if check_end(tx) {
        return;
    }
    enter_last_words(tx, day, 0);
}

fn enter_last_words(tx: &mut Tx, day: u32, index: usize) {
    let left = tx.s.day().map(|d| d.left.clone()).unwrap_or_default();
    if index < left.len() {
        tx.phase(Phase::Day {
            day,
            stage: DayStage::LastWords { index },
        });
        tx.timer(tx.rs.timers.last_words);
    } else {
        end_day(tx, day);
    }
}

/// The day is over: the quiet-round count (FIIM 7.8), then the night.
fn end_day(tx: &mut Tx, day: u32) {
    if day >= 2 {
        let quiet = !tx.s.left_this_round;
        let living = tx.s.living_count();
        if update_streaks(tx, StreakCounts::QuietRounds, quiet, living) {
            return;
        }
    }
    start_night(tx, day);
}

fn start_night(tx: &mut Tx, night: u32) {
    tx.emit(Event::NightBegan { night });
    enter_night_step(tx, night, 0);
}

/// Can anyone act in this night step?
fn step_active(tx: &Tx, step: usize) -> bool {
    let Some(st) = tx.rs.night.get(step) else {
        return false;
    };
    match st.kind {
        StepKind::Kill { team } | StepKind::Order { team, .. } => tx.s.living().any(|p| {
            p.role
                .and_then(|r| tx.rs.roles.get(r))
                .is_some_and(|r| r.team == team)
        }),
        StepKind::Look if st.roles.is_empty() => true,
        _ => actor(tx, step).is_some(),
    }
}

/// The living player acting in a role step.
fn actor(tx: &Tx, step: usize) -> Option<Seat> {
    let st = tx.rs.night.get(step)?;
    tx.s.living()
        .find(|p| p.role.is_some_and(|r| st.roles.contains(&r)))
        .map(|p| p.seat)
}

fn enter_night_step(tx: &mut Tx, night: u32, from: usize) {
    let mut step = from;
    while step < tx.rs.night.len() {
        if step_active(tx, step) {
            let secs = tx.rs.night[step].seconds.unwrap_or(0);
            tx.phase(Phase::Night { night, step });
            tx.timer(secs);
            return;
        }
        step += 1;
    }
    dawn(tx, night);
}

/// The night is over: the kills happen, the streaks move, the day begins.
fn dawn(tx: &mut Tx, night: u32) {
    let entries = tx.s.night().map(|n| n.entries.clone()).unwrap_or_default();
    let kind_of = |id: &str| {
        tx.rs
            .night
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.kind.clone())
    };
    let protected: Vec<Seat> = entries
        .iter()
        .filter(|e| kind_of(&e.step) == Some(StepKind::Protect))
        .flat_map(|e| e.targets.iter().copied())
        .collect();
    let mut victims: Vec<Seat> = Vec::new();
    let mut shots = 0;
    for e in &entries {
        if let Some(StepKind::Kill { .. }) = kind_of(&e.step)
            && let Some(t) = e.targets.first()
        {
            shots += 1;
            if !protected.contains(t) && !victims.contains(t) && tx.s.is_alive(*t) {
                victims.push(*t);
            }
        }
    }
    for seat in &victims {
        tx.emit(Event::PlayerLeft {
            seat: *seat,
            exit: Exit {
                how: ExitHow::Killed,
                day: None,
                night: Some(night),
                offence: None,
            },
        });
    }
    if check_end(tx) {
        return;
    }
    let living = tx.s.living_count();
    let missed = shots == 0;
    if update_streaks(tx, StreakCounts::Misses, missed, living) {
        return;
    }
    let quiet = !tx.s.left_this_round;
    if update_streaks(tx, StreakCounts::QuietNights, quiet, living) {
        return;
    }
    start_day(tx, night + 1);
}

/// Moves the counters of one kind; ends the game when one is complete.
fn update_streaks(tx: &mut Tx, counts: StreakCounts, hit: bool, living: usize) -> bool {
    let mut values = tx.s.streaks.clone();
    values.resize(tx.rs.end.streaks.len(), 0);
    let mut done = None;
    for (i, st) in tx.rs.end.streaks.iter().enumerate() {
        if st.counts != counts {
            continue;
        }
        let applies = st.max_living.is_none_or(|m| living <= usize::from(m));
        values[i] = if hit && applies {
            values[i].saturating_add(1)
        } else {
            0
        };
        if values[i] >= st.length && done.is_none() {
            done = Some(st.clone());
        }
    }
    if values != tx.s.streaks {
        tx.emit(Event::StreaksChanged { counts: values });
    }
    if let Some(st) = done {
        let (ru, en) = match st.counts {
            StreakCounts::Misses => ("промахов подряд", "misses in a row"),
            StreakCounts::QuietNights => (
                "ночей подряд никто не покинул игру",
                "nights in a row nobody left",
            ),
            StreakCounts::QuietRounds => (
                "ночей и дней подряд никто не покинул игру",
                "nights and days in a row nobody left",
            ),
        };
        let rule = rule_suffix(&st.rule);
        tx.emit(Event::GameEnded(Ending {
            outcome: st.result,
            reason: Text {
                ru: format!("{} {ru}{rule}", st.length),
                en: format!("{} {en}{rule}", st.length),
            },
            by_judge: false,
            rated: st.rated,
        }));
        return true;
    }
    false
}

/// Ends the game when one side has won; true if it ended.
fn check_end(tx: &mut Tx) -> bool {
    if tx.s.is_over() {
        return true;
    }
    let (red, black) = tx.s.side_counts(|r| tx.rs.role_side(r));
    let ending = if black == 0 {
        Some((
            Outcome::Red,
            Text::new("Все чёрные покинули игру", "No black player is left"),
        ))
    } else if tx.rs.end.black_wins_at_parity && black >= red {
        Some((
            Outcome::Black,
            Text::new(
                "Чёрных за столом не меньше, чем красных",
                "Blacks are as many as reds at the table",
            ),
        ))
    } else {
        None
    };
    match ending {
        Some((outcome, reason)) => {
            tx.emit(Event::GameEnded(Ending {
                outcome,
                reason,
                by_judge: false,
                rated: true,
            }));
            true
        }
        None => false,
    }
}

// ---------------------------------------------------------------- speeches

fn regular_speaker(s: &GameState) -> Option<Seat> {
    match &s.phase {
        Phase::Day {
            stage: DayStage::Speech { .. },
            ..
        } => s.speaker(),
        _ => None,
    }
}

fn nominate(tx: &mut Tx, target: Seat) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    let by = regular_speaker(&tx.s).ok_or_else(|| {
        no(
            "Выставлять можно только во время своей речи",
            "A nomination is made during the player's own speech",
        )
    })?;
    check_alive(&tx.s, target)?;
    let noms =
        tx.s.day()
            .map(|d| d.nominations.clone())
            .unwrap_or_default();
    if let Some(n) = noms.iter().find(|n| n.target == target) {
        return Err(no(
            format!("Игрок №{target} уже выставлен (игроком №{})", n.by),
            format!("Player {target} is already nominated (by player {})", n.by),
        ));
    }
    if noms.iter().any(|n| n.by == by) {
        match tx.rs.voting.nominations {
            Nominations::OnePerSpeech => {
                return Err(no(
                    format!("Игрок №{by} уже выставил кандидатуру: одна за речь"),
                    format!("Player {by} has already nominated: one per speech"),
                ));
            }
            Nominations::LastCounts => tx.emit(Event::NominationWithdrawn { by }),
        }
    }
    tx.emit(Event::Nominated { by, target });
    Ok(())
}

fn withdraw(tx: &mut Tx) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    if tx.rs.voting.nominations != Nominations::LastCounts {
        return Err(no(
            "По этим правилам кандидатуру не отзывают",
            "Nominations cannot be withdrawn under this ruleset",
        ));
    }
    let by = regular_speaker(&tx.s).ok_or_else(|| {
        no(
            "Отозвать можно только во время своей речи",
            "A nomination is withdrawn during the player's own speech",
        )
    })?;
    let has =
        tx.s.day()
            .is_some_and(|d| d.nominations.iter().any(|n| n.by == by));
    if !has {
        return Err(no(
            format!("Игрок №{by} никого не выставлял"),
            format!("Player {by} has not nominated anyone"),
        ));
    }
    tx.emit(Event::NominationWithdrawn { by });
    Ok(())
}

// ---------------------------------------------------------------- fouls

fn foul(tx: &mut Tx, seat: Seat, offence: Option<&str>) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    check_alive(&tx.s, seat)?;
    if let Some(id) = offence {
        let o = tx.rs.offence(id).ok_or_else(|| {
            no(
                format!("В правилах нет нарушения «{id}»"),
                format!("The ruleset has no offence \"{id}\""),
            )
        })?;
        if o.kind != OffenceKind::Foul {
            return Err(no(
                format!("Нарушение {id} наказывается удалением, а не фолом"),
                format!("Offence {id} is punished by removal, not a foul"),
            ));
        }
    }
    let p =
        tx.s.player(seat)
            .cloned()
            .ok_or_else(|| no_seat(&tx.s, seat))?;
    let fouls = p.fouls.saturating_add(1);
    let mut offences = p.foul_offences.clone();
    offences.push(offence.map(str::to_owned));
    let f = &tx.rs.fouls;
    if fouls >= f.remove_at {
        tx.emit(Event::FoulsChanged {
            seat,
            fouls,
            offences,
            silenced: false,
        });
        remove_player(tx, seat, ExitHow::Fouls, None);
        return Ok(());
    }
    let speaking_now = regular_speaker(&tx.s) == Some(seat);
    let mut silenced = p.silenced;
    let mut cut = false;
    if fouls == f.silence_at {
        if speaking_now && f.during_speech == DuringSpeech::EndNow {
            cut = true;
        } else {
            silenced = true;
        }
    }
    tx.emit(Event::FoulsChanged {
        seat,
        fouls,
        offences,
        silenced,
    });
    if cut
        && let Phase::Day {
            day,
            stage: DayStage::Speech { index },
        } = tx.s.phase.clone()
    {
        enter_speech(tx, day, index + 1);
    }
    Ok(())
}

fn punish(tx: &mut Tx, seat: Seat, offence: &str) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    check_alive(&tx.s, seat)?;
    let o = tx.rs.offence(offence).cloned().ok_or_else(|| {
        no(
            format!("В правилах нет нарушения «{offence}»"),
            format!("The ruleset has no offence \"{offence}\""),
        )
    })?;
    match o.kind {
        OffenceKind::Foul => Err(no(
            format!("Нарушение {offence} наказывается фолом"),
            format!("Offence {offence} is punished by a foul"),
        )),
        OffenceKind::Disqualify => {
            remove_player(tx, seat, ExitHow::Disqualified, Some(offence.to_owned()));
            Ok(())
        }
        OffenceKind::TeamLoss => {
            let side = tx.side_of(seat);
            tx.emit(Event::PlayerLeft {
                seat,
                exit: exit_now(&tx.s, ExitHow::TeamLoss, Some(offence.to_owned())),
            });
            tx.emit(Event::GameEnded(Ending {
                outcome: side.other().into(),
                reason: Text {
                    ru: format!(
                        "Поражение команде игрока №{seat}: {} ({})",
                        o.text.ru, o.rule
                    ),
                    en: format!("Player {seat}'s team loses: {} ({})", o.text.en, o.rule),
                },
                by_judge: false,
                rated: true,
            }));
            Ok(())
        }
    }
}

fn exit_now(s: &GameState, how: ExitHow, offence: Option<String>) -> Exit {
    let (day, night) = match s.phase {
        Phase::Day { day, .. } => (Some(day), None),
        Phase::Night { night, .. } => (None, Some(night)),
        Phase::NightZero { .. } => (None, Some(0)),
        _ => (None, None),
    };
    Exit {
        how,
        day,
        night,
        offence,
    }
}

/// A removal by fouls or disqualification: the player leaves without last
/// words (FIIM 6.5), and a vote is cancelled (7.1, 7.2).
fn remove_player(tx: &mut Tx, seat: Seat, how: ExitHow, offence: Option<String>) {
    let phase = tx.s.phase.clone();
    tx.emit(Event::PlayerLeft {
        seat,
        exit: exit_now(&tx.s, how, offence),
    });
    if check_end(tx) {
        return;
    }
    let v = &tx.rs.voting;
    let cancel = match &phase {
        Phase::NightZero { .. } => match v.removal_before_result {
            CancelVote::None => None,
            _ => Some(1),
        },
        Phase::Night { night, .. } => match v.removal_after_result {
            CancelVote::None => None,
            _ => Some(night + 1),
        },
        Phase::Day { day, stage } => {
            let after_result = matches!(stage, DayStage::LastWords { .. });
            let leaving_today = tx.s.day().is_some_and(|d| d.left.contains(&seat));
            let policy = if after_result {
                v.removal_after_result
            } else {
                v.removal_before_result
            };
            if leaving_today {
                None
            } else {
                match policy {
                    CancelVote::None => None,
                    CancelVote::Current if after_result => None,
                    CancelVote::Current => Some(*day),
                    CancelVote::Next => Some(day + 1),
                }
            }
        }
        Phase::Setup | Phase::Ended => None,
    };
    if let Some(d) = cancel {
        tx.emit(Event::VoteCancelled { day: d });
    }
    // Where the game stands now that the seat is empty.
    if let Phase::Day { day, stage } = phase {
        match stage {
            DayStage::Speech { index } if tx.s.speaker() == Some(seat) => {
                enter_speech(tx, day, index + 1);
            }
            DayStage::TieSpeech { .. } | DayStage::Voting | DayStage::LiftVote
                if cancel == Some(day) =>
            {
                no_vote(
                    tx,
                    day,
                    "Голосование прекращено: игрок удалён (7.1)",
                    "The vote is stopped: a player was removed (7.1)",
                );
            }
            DayStage::Voting => {
                // The removed player's vote is gone: the count may be complete now.
                if let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() {
                    if round.candidates.contains(&seat) {
                        no_vote(
                            tx,
                            day,
                            "Голосование прекращено: кандидат удалён",
                            "The vote is stopped: a candidate was removed",
                        );
                    } else {
                        maybe_auto_last(tx, day);
                    }
                }
            }
            _ => {}
        }
    }
}

// ---------------------------------------------------------------- voting

fn expected_candidate(s: &GameState) -> Option<Seat> {
    s.expected_candidate()
}

/// Who may vote today (living, not blocked).
fn voters(tx: &Tx) -> Vec<Seat> {
    let blocked =
        tx.s.day()
            .map(|d| d.blocked_voters.clone())
            .unwrap_or_default();
    tx.living_seats()
        .into_iter()
        .filter(|s| !blocked.contains(s))
        .collect()
}

fn resolve_ballot(
    tx: &mut Tx,
    ballot: &Ballot,
    already: &[Seat],
    counted: u32,
) -> Result<(u8, Option<Vec<Seat>>), Refusal> {
    let eligible = voters(tx);
    let left = eligible.len().saturating_sub(counted as usize);
    match ballot {
        Ballot::Count(n) => {
            if usize::from(*n) > left {
                return Err(no(
                    format!("Голосов {n}, а неотданных осталось {left}"),
                    format!("{n} votes, but only {left} votes are left"),
                ));
            }
            Ok((*n, None))
        }
        Ballot::Voters(list) => {
            let mut seen = Vec::new();
            for v in list {
                check_alive(&tx.s, *v)?;
                if !eligible.contains(v) {
                    return Err(no(
                        format!("Игрок №{v} сегодня не голосует"),
                        format!("Player {v} does not vote today"),
                    ));
                }
                if seen.contains(v) {
                    return Err(no(
                        format!("Игрок №{v} указан дважды"),
                        format!("Player {v} is listed twice"),
                    ));
                }
                if already.contains(v) && !tx.rs.voting.double_vote_removes {
                    return Err(no_rule(
                        "5.1.18",
                        format!("Игрок №{v} уже проголосовал: один голос"),
                        format!("Player {v} has already voted: one vote each"),
                    ));
                }
                seen.push(*v);
            }
            let fresh = seen.iter().filter(|v| !already.contains(v)).count();
            if fresh > left {
                return Err(no(
                    format!("Голосов {fresh}, а неотданных осталось {left}"),
                    format!("{fresh} votes, but only {left} votes are left"),
                ));
            }
            let n = u8::try_from(seen.len()).unwrap_or(u8::MAX);
            Ok((n, Some(seen)))
        }
    }
}

fn vote(tx: &mut Tx, candidate: Seat, ballot: &Ballot) -> Result<(), Refusal> {
    let Phase::Day {
        day,
        stage: DayStage::Voting,
    } = tx.s.phase.clone()
    else {
        return Err(no("Сейчас не голосование", "There is no vote now"));
    };
    let want = expected_candidate(&tx.s)
        .ok_or_else(|| no("Все голоса подсчитаны", "All votes are counted"))?;
    if candidate != want {
        return Err(no(
            format!("Голосуем по порядку выставления: сейчас кандидат №{want}"),
            format!("Votes are counted in nomination order: now candidate {want}"),
        ));
    }
    let round =
        tx.s.day()
            .and_then(|d| d.rounds.last())
            .cloned()
            .ok_or_else(|| no("Голосование не открыто", "No vote is open"))?;
    let already: Vec<Seat> = round
        .counts
        .iter()
        .filter_map(|c| c.voters.clone())
        .flatten()
        .collect();
    let counted: u32 = round.counts.iter().map(|c| u32::from(c.votes)).sum();
    let (votes, list) = resolve_ballot(tx, ballot, &already, counted)?;
    let doubles: Vec<Seat> = list
        .iter()
        .flatten()
        .filter(|v| already.contains(v))
        .copied()
        .collect();
    tx.emit(Event::VotesCast(CandidateVotes {
        candidate,
        votes,
        voters: list,
        auto: false,
    }));
    for d in doubles {
        // MCC: voting twice removes the player.
        if tx.s.is_alive(d) {
            remove_player(tx, d, ExitHow::Disqualified, Some("double_vote".to_owned()));
            if !matches!(
                tx.s.phase,
                Phase::Day {
                    stage: DayStage::Voting,
                    ..
                }
            ) {
                return Ok(());
            }
        }
    }
    maybe_auto_last(tx, day);
    Ok(())
}

/// Gives the votes not cast to the last candidate, then resolves the round.
fn maybe_auto_last(tx: &mut Tx, day: u32) {
    let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() else {
        return;
    };
    let n = round.candidates.len();
    if tx.rs.voting.leftover_to_last && round.counts.len() + 1 == n {
        let Some(last) = round.candidates.last().copied() else {
            return;
        };
        let eligible = voters(tx);
        let counted: usize = round.counts.iter().map(|c| usize::from(c.votes)).sum();
        let all_lists = round.counts.iter().all(|c| c.voters.is_some());
        let list = all_lists.then(|| {
            let cast: Vec<Seat> = round
                .counts
                .iter()
                .filter_map(|c| c.voters.clone())
                .flatten()
                .collect();
            eligible
                .iter()
                .filter(|v| !cast.contains(v))
                .copied()
                .collect::<Vec<_>>()
        });
        let votes = eligible.len().saturating_sub(counted);
        tx.emit(Event::VotesCast(CandidateVotes {
            candidate: last,
            votes: u8::try_from(votes).unwrap_or(u8::MAX),
            voters: list,
            auto: true,
        }));
    }
    let round = tx.s.day().and_then(|d| d.rounds.last()).cloned();
    if let Some(round) = round
        && round.counts.len() >= round.candidates.len()
    {
        resolve_round(tx, day);
    }
}

fn resolve_round(tx: &mut Tx, day: u32) {
    let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() else {
        return;
    };
    let max = round.counts.iter().map(|c| c.votes).max().unwrap_or(0);
    let leaders: Vec<Seat> = round
        .candidates
        .iter()
        .filter(|c| {
            round
                .counts
                .iter()
                .any(|x| x.candidate == **c && x.votes == max)
        })
        .copied()
        .collect();
    if leaders.len() == 1 {
        leave_by_vote(tx, day, &leaders);
        return;
    }
    let living = tx.s.living_count();
    match round.kind {
        RoundKind::Main => {
            tx.emit(Event::Tie {
                candidates: leaders,
            });
            if tx.rs.voting.tie_speeches {
                enter_tie_speech(tx, day, 0);
            } else {
                open_revote(tx, day);
            }
        }
        RoundKind::Revote => {
            let v = &tx.rs.voting;
            if let Some(rt) = v
                .repeat_tie_ends
                .iter()
                .find(|rt| {
                    usize::from(rt.living) == living && usize::from(rt.tied) == leaders.len()
                })
                .cloned()
            {
                let rule = rule_suffix(&rt.rule);
                no_vote(
                    tx,
                    day,
                    &format!(
                        "Повторное равенство при {living} игроках: голосование не проводится{rule}"
                    ),
                    &format!("A repeated tie with {living} players left: no more voting{rule}"),
                );
                return;
            }
            if v.no_lift_when_all_tied && leaders.len() == living {
                no_vote(
                    tx,
                    day,
                    "Подъём всех игроков за столом не голосуется (7.9)",
                    "No vote to lift every player at the table (7.9)",
                );
                return;
            }
            if !v.lift_vote {
                no_vote(
                    tx,
                    day,
                    "Повторное равенство: никто не покидает игру",
                    "A repeated tie: nobody leaves",
                );
                return;
            }
            tx.emit(Event::Tie {
                candidates: leaders,
            });
            tx.phase(Phase::Day {
                day,
                stage: DayStage::LiftVote,
            });
            tx.timer(0);
        }
    }
}

fn enter_tie_speech(tx: &mut Tx, day: u32, index: usize) {
    let tie = tx.s.day().map(|d| d.tie.clone()).unwrap_or_default();
    let mut i = index;
    while let Some(seat) = tie.get(i).copied() {
        if tx.s.is_alive(seat) {
            tx.phase(Phase::Day {
                day,
                stage: DayStage::TieSpeech { index: i },
            });
            tx.timer(tx.rs.timers.tie_speech);
            return;
        }
        i += 1;
    }
    open_revote(tx, day);
}

fn open_revote(tx: &mut Tx, day: u32) {
    let tie: Vec<Seat> =
        tx.s.day()
            .map(|d| d.tie.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|s| tx.s.is_alive(*s))
            .collect();
    tx.emit(Event::VoteRoundOpened {
        kind: RoundKind::Revote,
        candidates: tie,
    });
    enter_voting(tx, day);
}

fn lift_vote(tx: &mut Tx, ballot: &Ballot) -> Result<(), Refusal> {
    let Phase::Day {
        day,
        stage: DayStage::LiftVote,
    } = tx.s.phase.clone()
    else {
        return Err(no(
            "Сейчас не голосование за подъём",
            "There is no vote for all of them leaving now",
        ));
    };
    let (votes, list) = resolve_ballot(tx, ballot, &[], 0)?;
    let living = tx.s.living_count();
    let passed = usize::from(votes) * 2 > living;
    let candidates = tx.s.day().map(|d| d.tie.clone()).unwrap_or_default();
    tx.emit(Event::LiftVoted(LiftResult {
        candidates: candidates.clone(),
        votes,
        voters: list,
        passed,
    }));
    if passed {
        leave_by_vote(tx, day, &candidates);
    } else {
        no_vote(
            tx,
            day,
            "За подъём всех — не больше половины: никто не покидает игру",
            "Not more than half for all of them leaving: nobody leaves",
        );
    }
    Ok(())
}

// ---------------------------------------------------------------- night

enum NightInput {
    Shoot(Option<Seat>),
    Check(Seat),
    Compare(Seat, Seat),
    Protect(Seat),
    Block(Seat),
}

fn night_act(tx: &mut Tx, input: NightInput) -> Result<(), Refusal> {
    let Phase::Night { step, .. } = tx.s.phase.clone() else {
        return Err(no("Это ночное действие", "This is a night action"));
    };
    let st = tx.rs.night.get(step).cloned().ok_or_else(|| {
        no(
            "В правилах нет такого ночного шага",
            "The ruleset has no such night step",
        )
    })?;
    if tx
        .s
        .night()
        .is_some_and(|n| n.entries.iter().any(|e| e.step == st.id))
    {
        return Err(no(
            format!("«{}» уже записано; отмените, чтобы изменить", st.name.ru),
            format!("{} is already recorded; undo to change it", st.name.en),
        ));
    }
    let wrong = || {
        no(
            format!("Сейчас шаг «{}»", st.name.ru),
            format!("The current step is: {}", st.name.en),
        )
    };
    let who = actor(tx, step);
    let not_self = |t: Seat| -> Result<(), Refusal> {
        if who == Some(t) && !st.self_target {
            return Err(no(
                "Нельзя выбрать самого себя",
                "The player cannot choose himself",
            ));
        }
        Ok(())
    };
    let entry = match (&st.kind, input) {
        (StepKind::Kill { .. }, NightInput::Shoot(target)) => {
            if let Some(t) = target {
                check_alive(&tx.s, t)?;
            }
            NightEntry {
                step: st.id.clone(),
                actor: None,
                targets: target.into_iter().collect(),
                answer: Some(if target.is_some() { "shot" } else { "miss" }.to_owned()),
                gesture: None,
            }
        }
        (StepKind::Check { reveal }, NightInput::Check(t)) => {
            check_alive(&tx.s, t)?;
            not_self(t)?;
            let role = tx.s.player(t).and_then(|p| p.role);
            let answer = match reveal {
                Reveal::Side => tx.side_of(t).id().to_owned(),
                Reveal::Team => tx
                    .team_of(t)
                    .and_then(|i| tx.rs.teams.get(i))
                    .map(|x| x.id.clone())
                    .unwrap_or_default(),
                Reveal::Role => role
                    .and_then(|r| tx.rs.roles.get(r))
                    .map(|r| r.id.clone())
                    .unwrap_or_default(),
                Reveal::IsRole(r) => if role == Some(*r) { "yes" } else { "no" }.to_owned(),
            };
            let gesture = st
                .answers
                .get(&answer)
                .or_else(|| st.answers.get("other"))
                .cloned();
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![t],
                answer: Some(answer),
                gesture,
            }
        }
        (StepKind::Compare, NightInput::Compare(a, b)) => {
            check_alive(&tx.s, a)?;
            check_alive(&tx.s, b)?;
            if a == b {
                return Err(no(
                    "Нужны два разных игрока",
                    "Two different players are needed",
                ));
            }
            let answer = if tx.team_of(a) == tx.team_of(b) {
                "yes"
            } else {
                "no"
            }
            .to_owned();
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![a, b],
                gesture: st.answers.get(&answer).cloned(),
                answer: Some(answer),
            }
        }
        (StepKind::Protect, NightInput::Protect(t))
        | (StepKind::BlockVote, NightInput::Block(t)) => {
            check_alive(&tx.s, t)?;
            not_self(t)?;
            NightEntry {
                step: st.id.clone(),
                actor: who,
                targets: vec![t],
                answer: None,
                gesture: None,
            }
        }
        _ => return Err(wrong()),
    };
    tx.emit(Event::NightAct(entry));
    Ok(())
}

fn order(tx: &mut Tx, targets: &[Seat]) -> Result<(), Refusal> {
    let Phase::NightZero { step } = tx.s.phase.clone() else {
        return Err(no(
            "Заказ делается в ночь заказов",
            "Orders are made on the order night",
        ));
    };
    let Some(StepKind::Order { nights, .. }) = tx.rs.night_zero.get(step).map(|s| s.kind.clone())
    else {
        return Err(no("Сейчас не заказ", "This is not the order step"));
    };
    if targets.is_empty() || targets.len() > usize::from(nights) {
        return Err(no(
            format!("Заказ: от 1 до {nights} номеров"),
            format!("An order books 1 to {nights} seats"),
        ));
    }
    for t in targets {
        check_seat(&tx.s, *t)?;
    }
    tx.emit(Event::Ordered {
        targets: targets.to_vec(),
    });
    Ok(())
}

fn best_move(tx: &mut Tx, seats: &[Seat]) -> Result<(), Refusal> {
    let Phase::Day {
        day,
        stage: DayStage::BestMove { seat },
    } = tx.s.phase.clone()
    else {
        return Err(no_rule(
            "7.12",
            "Лучший ход делает первоубиенный утром",
            "The best move is made by the first-killed player in the morning",
        ));
    };
    let need = tx.rs.best_move.map_or(3, |b| b.seats);
    if seats.len() != usize::from(need) {
        return Err(no(
            format!("Лучший ход: ровно {need} номера"),
            format!("A best move names exactly {need} seats"),
        ));
    }
    let mut seen = Vec::new();
    for s in seats {
        check_seat(&tx.s, *s)?;
        if *s == seat {
            return Err(no(
                "Себя в лучший ход не называют",
                "A player does not name himself",
            ));
        }
        if seen.contains(s) {
            return Err(no(
                format!("Номер {s} назван дважды"),
                format!("Seat {s} is named twice"),
            ));
        }
        seen.push(*s);
    }
    tx.emit(Event::BestMoveMade {
        seat,
        seats: seats.to_vec(),
    });
    morning_last_words(tx, day, seat);
    Ok(())
}
