//! A small table for scenario tests: a session with fixed seats and roles,
//! a clock that ticks one second per action, and helpers that read like the
//! judge's own words.

pub mod random;

use mafia_core::game::{Action, Ballot, DayStage, GameState, Phase, Refusal, Seat};
use mafia_store::session::{Record, Session};
use mafia_words::{Lang, Text};

#[path = "../../shared/table.rs"]
mod table;
pub use table::{CAME, CLASSIC, COMMISSAR_CLASSIC, NICKS, ruleset};

#[path = "../../shared/hands.rs"]
mod hands;
pub use hands::plausible_hands;

pub struct Table {
    pub s: Session,
    pub now: u64,
}

impl Table {
    /// Seated and dealt, still at the setup stage.
    pub fn seated(id: &str, roles: &[&str]) -> Table {
        let rs = ruleset(id);
        let n = usize::from(rs.players.default);
        let nicks: Vec<String> = (1..=n).map(|i| format!("Игрок {i}")).collect();
        let mut t = Table {
            s: Session::new(rs, nicks, 1_000_000).unwrap(),
            now: 1_000_000,
        };
        for (i, r) in roles.iter().enumerate() {
            t.act(Action::AssignRole {
                seat: (i + 1) as Seat,
                role: (*r).to_owned(),
            });
        }
        t
    }

    /// FIIM, classic layout, game started (night zero).
    pub fn fiim() -> Table {
        let mut t = Table::seated("fiim", &CLASSIC);
        t.act(Action::StartGame);
        t
    }

    pub fn state(&self) -> &GameState {
        self.s.state()
    }

    /// The same table as a game of record version `version` (its actions
    /// replayed): the example records in `examples/` are version 1 and stay
    /// so, since old records must keep replaying as they were, so their
    /// games are played with version 1's rules.
    pub fn into_version(self, version: u32) -> Table {
        let mut record = self.s.record();
        record.version = version;
        Table {
            s: Session::replay(self.s.ruleset.clone(), &record).unwrap(),
            now: self.now,
        }
    }

    pub fn phase(&self) -> Phase {
        self.s.state().phase.clone()
    }

    pub fn act(&mut self, a: Action) -> &mut Self {
        self.now += 1000;
        if let Err(r) = self.s.act(a.clone(), self.now) {
            panic!("{a:?} refused: {r}");
        }
        self
    }

    pub fn refused(&mut self, a: Action) -> Refusal {
        self.now += 1000;
        match self.s.act(a.clone(), self.now) {
            Ok(_) => panic!("{a:?} was accepted, a refusal was expected"),
            Err(r) => r,
        }
    }

    /// The refusal as the judge reads it, in English, with the ruleset's
    /// own rule number.
    pub fn refusal_words(&self, r: &Refusal) -> String {
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(r, &self.s.ruleset), Lang::En)
    }

    /// Why the game ended, in both languages, as the screens and the protocol say it.
    pub fn end_words(&self) -> Text {
        let end = self.state().ending.as_ref().expect("the game has ended");
        mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&end.reason, &self.s.ruleset))
    }

    /// Why nobody left by vote on day `day` (from 1), in both languages.
    pub fn no_vote_words(&self, day: u32) -> Text {
        let d = self
            .state()
            .days
            .iter()
            .find(|d| d.day == day)
            .expect("the day exists");
        let r = d.no_vote_reason.as_ref().expect("nobody left by vote");
        Text {
            ru: mafia_words::i18n::Words::say(
                &mafia_store::i18n::Ruled(r, &self.s.ruleset),
                Lang::Ru,
            ),
            en: mafia_words::i18n::Words::say(
                &mafia_store::i18n::Ruled(r, &self.s.ruleset),
                Lang::En,
            ),
        }
    }

    /// After the deciding kill or vote: Next through the last minutes until
    /// the result is announced (FIIM 7.10).
    pub fn last_minutes(&mut self) -> &mut Self {
        while self.state().ending.is_some() && !self.state().is_over() {
            self.next();
        }
        self
    }

    pub fn next(&mut self) -> &mut Self {
        self.act(Action::Next)
    }

    /// Presses Next until the regular speeches of `day` begin.
    pub fn until_speeches(&mut self, day: u32) -> &mut Self {
        for _ in 0..100 {
            if let Phase::Day {
                day: d,
                stage: DayStage::Speech { .. },
            } = self.phase()
                && d == day
            {
                return self;
            }
            self.next();
        }
        panic!("day {day} speeches never came: {:?}", self.phase());
    }

    pub fn speaker(&self) -> Option<Seat> {
        self.s.state().speaker()
    }

    pub fn stage(&self) -> Option<DayStage> {
        match self.phase() {
            Phase::Day { stage, .. } => Some(stage),
            _ => None,
        }
    }

    /// Lets speeches run; `noms` maps a speaker to the seat he nominates.
    pub fn speeches(&mut self, noms: &[(Seat, Seat)]) -> &mut Self {
        while let Some(DayStage::Speech { .. }) = self.stage() {
            let sp = self.speaker().unwrap();
            if let Some((_, target)) = noms.iter().find(|(by, _)| *by == sp) {
                self.act(Action::Nominate { target: *target });
            }
            self.next();
        }
        self
    }

    pub fn vote(&mut self, candidate: Seat, votes: u8) -> &mut Self {
        self.act(Action::Vote {
            candidate,
            votes: Ballot::Count(votes),
        })
    }

    /// `n` votes for `candidate` with the hands marked, as a judge marks
    /// them ([`plausible_hands`]): the example games' votes.
    pub fn hands(&mut self, candidate: Seat, n: u8) -> &mut Self {
        let voters = plausible_hands(self.s.state(), n, &[candidate], false);
        self.vote_by(candidate, &voters)
    }

    /// `n` hands for all the tied leaving, marked as a judge marks them.
    pub fn lift_hands(&mut self, n: u8) -> &mut Self {
        let tied = self
            .s
            .state()
            .day()
            .map(|d| d.tie.clone())
            .unwrap_or_default();
        let voters = plausible_hands(self.s.state(), n, &tied, true);
        self.act(Action::LiftVote {
            votes: Ballot::Voters(voters),
        })
    }

    pub fn vote_by(&mut self, candidate: Seat, voters: &[Seat]) -> &mut Self {
        self.act(Action::Vote {
            candidate,
            votes: Ballot::Voters(voters.to_vec()),
        })
    }

    pub fn shoot(&mut self, target: Option<Seat>) -> &mut Self {
        self.act(Action::Shoot { target })
    }

    pub fn alive(&self, seat: Seat) -> bool {
        self.s.state().is_alive(seat)
    }

    pub fn living(&self) -> usize {
        self.s.state().living_count()
    }

    /// Presses Next through the night's remaining steps.
    pub fn finish_night(&mut self) -> &mut Self {
        while matches!(self.phase(), Phase::Night { .. }) {
            self.next();
        }
        self
    }

    /// Presses Next through last words (and a best move) until a night begins.
    pub fn until_night(&mut self) -> &mut Self {
        for _ in 0..100 {
            if matches!(self.phase(), Phase::Night { .. } | Phase::Ended) {
                return self;
            }
            self.next();
        }
        panic!("no night came: {:?}", self.phase());
    }
}

/// The example records in `examples/` are games played through the engine:
/// with `UPDATE_EXAMPLES=1` this writes `examples/<name>.json` from the
/// table's game; otherwise it checks that the file still is that game
/// (whichever console's `made_by` it carries).
pub fn check_example(name: &str, t: &Table) {
    let path = mafia_store::storage::source_root()
        .join("examples")
        .join(format!("{name}.json"));
    let mut record = t.s.record();
    record.created = 1_000_000;
    if std::env::var_os("UPDATE_EXAMPLES").is_some() {
        std::fs::write(&path, record.to_json()).unwrap();
    }
    let on_disk =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let parsed = Record::from_json(name, &on_disk).unwrap();
    // Which console wrote the file is not the game: an example written
    // before `made_by` existed, or by an older build, is still that game.
    record.made_by.clone_from(&parsed.made_by);
    assert_eq!(
        parsed, record,
        "{name}.json differs from the game the engine plays now"
    );
}
