//! Rule systems as data.
//!
//! A ruleset file (TOML, one per rule system in `rulesets/`) is read into its
//! serde mirror and validated section by section (`validate`) into a
//! [`Ruleset`] that the engine can use without further checks ("parse, don't
//! validate"). Every mistake in a file is reported with the file, the key and
//! what was expected.

mod error;
pub mod tournament;
mod validate;

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use error::{
    Expected, Found, Problem, RulesetError, Thing, TomlFault, classify as error_classify, from_toml,
};
pub use validate::{one_of as validate_one_of, parse_ruleset};

use mafia_words::{Lang, Text};

/// How a ruleset names one of its rules (a `[rule_numbers]` value): a number
/// in its own numbering, the same in every language ("7.12", printed «п. 7.12»
/// in a refusal), or a label in each interface language where the seed gives
/// the rule no number (a section's heading, a rule borrowed from another
/// ruleset such as «ФИИМ 7.1»), printed as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleRef {
    Number(String),
    Label(Text),
}

impl RuleRef {
    /// The number, or the label in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match self {
            RuleRef::Number(n) => n,
            RuleRef::Label(t) => t.get(lang),
        }
    }
}

/// The two sides of the table: who wins together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Red,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::Black,
            Side::Black => Side::Red,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Black => "black",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Team {
    pub id: String,
    pub side: Side,
    pub name: Text,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountRange {
    pub min: u8,
    pub max: u8,
    pub default: u8,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Role {
    pub id: String,
    /// Index into [`Ruleset::teams`].
    pub team: usize,
    pub name: Text,
    pub count: CountRange,
}

/// Speech and other durations, in seconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timers {
    pub speech: u32,
    pub last_words: u32,
    pub tie_speech: u32,
    /// The speech of a player with the silence number of fouls when few are left (FIIM 7.7).
    pub short_speech: u32,
    /// The judge says "10 seconds" this long before the end.
    pub warning: u32,
    pub best_move: u32,
    /// Each player's word after the game (MCC club rules), 0 when none.
    pub after_game: u32,
}

/// What happens when the silence foul is given during the player's own speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DuringSpeech {
    /// FIIM 6.4: the speech goes on; the player loses his next one.
    LoseNext,
    /// Baikal 7, MCC: the speech ends at once (the next one is kept).
    EndNow,
}

/// A team-loss offence by a player in his last minute (already voted out or
/// killed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastMinuteTeamLoss {
    /// FIIM 7.10: the result stays what the vote or the kill made it; the
    /// player gets the penalty and its points.
    Penalty,
    /// Baikal 9.4: the game stops and the other team wins.
    TeamLoses,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Fouls {
    /// What the ruleset calls a foul: «предупреждение» / "warning"; `None` is
    /// the usual «фол» / "foul". `i18n::fouls_count` and `i18n::fouls_column`
    /// print it with its plural forms.
    pub word: Option<Text>,
    /// The word's forms in both languages (`fouls.forms`): after a number
    /// («1 фол», «3 фола», «5 фолов») and as a heading («Фолы»). `None`:
    /// the catalogue's forms of a word it knows (`fouls-count`).
    pub forms: Option<WordForms>,
    pub silence_at: u8,
    pub remove_at: u8,
    pub during_speech: DuringSpeech,
    /// At these living counts a silenced player speaks `short_speech` instead (FIIM 7.7).
    pub short_speech_living: Vec<u8>,
    /// A team-loss offence in the last minute (FIIM 7.10, Baikal 9.4).
    pub last_minute_team_loss: LastMinuteTeamLoss,
}

/// A word's forms in both languages (see [`Fouls::forms`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WordForms {
    pub ru: Forms,
    pub en: Forms,
}

impl WordForms {
    pub fn get(&self, lang: Lang) -> &Forms {
        match lang {
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        }
    }
}

/// One language's forms of a word: after a number, by the language's
/// plural category (CLDR: Russian `one`/`few`/`many`, English
/// `one`/`other`), and the plural a heading uses.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Forms {
    pub one: String,
    pub few: String,
    pub many: String,
    pub other: String,
    pub plural: String,
}

impl Forms {
    /// The form after a number of this plural category.
    pub fn counted(&self, category: &str) -> &str {
        match category {
            "one" => &self.one,
            "few" => &self.few,
            "many" => &self.many,
            _ => &self.other,
        }
    }
}

/// What an offence costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OffenceKind {
    Foul,
    Disqualify,
    TeamLoss,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Offence {
    pub id: String,
    /// The rule's number or label (`None`: not numbered).
    pub rule: Option<RuleRef>,
    pub kind: OffenceKind,
    pub text: Text,
}

/// What a check tells the judge.
#[derive(Debug, Clone, PartialEq)]
pub enum Reveal {
    /// Red or black (the sheriff's check). Answers: `red`, `black`.
    Side,
    /// The target's team id (several black teams). Answers: team ids.
    Team,
    /// The target's role (the detective). Answers: role ids, `other` as fallback.
    Role,
    /// Is the target this role? (the don looks for the sheriff). Answers: `yes`, `no`.
    IsRole(usize),
}

/// What a night (or night-zero) step does.
#[derive(Debug, Clone, PartialEq)]
pub enum StepKind {
    /// No target: eyes open, agreement, a look at the city.
    Look,
    /// The team's living members shoot; one seat, or a miss.
    Kill { team: usize },
    /// One seat is checked.
    Check { reveal: Reveal },
    /// Two seats compared: same team or not. Answers: `yes`, `no`.
    Compare,
    /// One seat is protected from this night's kills.
    Protect,
    /// One seat may not vote the next day.
    BlockVote,
    /// One seat may not be nominated the next day (stylized 4.3).
    VoteImmunity,
    /// The team books victims for the next nights (MCC order night).
    Order { team: usize, nights: u8 },
}

#[derive(Debug, Clone, PartialEq)]
pub struct NightStep {
    pub id: String,
    pub kind: StepKind,
    pub name: Text,
    /// What the judge says.
    pub say: Text,
    pub rule: String,
    /// Role indices acting; empty for team steps.
    pub roles: Vec<usize>,
    pub seconds: Option<u32>,
    /// Answer key -> gesture id.
    pub answers: BTreeMap<String, String>,
    pub self_target: bool,
    /// The step is announced and given its time even when its role (or
    /// team) has left: a step with no choice, the judge only goes on.
    /// Otherwise such a step is skipped. Night steps only.
    pub wake_when_departed: bool,
    /// When the checker is given the answer of a check or a compare.
    pub answer_at: AnswerAt,
}

/// When a check's answer reaches the player who asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AnswerAt {
    /// At once, in the night step, by the judge's gesture (FIIM).
    #[default]
    Night,
    /// In the day that follows, if the checker is still at the table
    /// (stylized 1.1 «результат днём»).
    Day,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nominations {
    /// One nomination per speech, final once made (FIIM).
    OnePerSpeech,
    /// A nomination may be withdrawn or replaced; the last counts (Minsk).
    LastCounts,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SingleCandidate {
    NoVote,
    Leaves,
}

/// Which vote a removal by fouls or disqualification cancels (FIIM 7.1, 7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelVote {
    None,
    Current,
    Next,
}

/// The nominations kept from the players (stylized 7.4: a player may not
/// learn from the judge who is nominated): the judge's window shows them,
/// the projector and the stream do not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HiddenNominations {
    /// The rule's number or label.
    pub rule: Option<RuleRef>,
    /// A geographic rule: hidden only while the game's geographic switch
    /// is on (stylized 7.11).
    pub geographic: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepeatTie {
    pub living: u8,
    pub tied: u8,
    /// The rule's number or label, quoted when it ends the voting.
    pub rule: Option<RuleRef>,
    /// A geographic rule: it applies only while the game's geographic
    /// switch is on (stylized 7.6, 7.11).
    pub geographic: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Voting {
    pub nominations: Nominations,
    pub first_day_single: SingleCandidate,
    pub single: SingleCandidate,
    pub leftover_to_last: bool,
    pub tie_speeches: bool,
    pub lift_vote: bool,
    pub no_lift_when_all_tied: bool,
    pub repeat_tie_ends: Vec<RepeatTie>,
    pub double_vote_removes: bool,
    /// A re-vote tied between fewer players than the tie before it: those
    /// players speak again and are voted on again.
    pub narrowed_tie_revote: bool,
    /// The offence a second vote removes the player for (when it removes).
    pub double_vote_offence: Option<String>,
    /// A removal during the day or the vote, before its result is known.
    pub removal_before_result: CancelVote,
    /// A removal after the vote's result is known, or at night.
    pub removal_after_result: CancelVote,
    /// Nominations kept off the projector and the stream (stylized 7.4).
    pub hidden_nominations: Option<HiddenNominations>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BestMove {
    pub seats: u8,
    /// Only a player killed on this night has it.
    pub night: u32,
    /// Void when this many or more left by vote on day 1 (FIIM 7.12); 0 = never void.
    pub void_if_day_one_left: u8,
    /// Nobody was killed on `night` (a miss, a protected shot): who names it.
    pub after_miss: AfterMiss,
}

/// The best move when nobody was killed on its night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AfterMiss {
    /// Nobody: the best move belongs to that night only (FIIM 7.12).
    #[default]
    NoBestMove,
    /// The first player killed at night, on whichever later night (Baikal:
    /// «покинувший игру при первом отстреле»).
    FirstKilled,
}

/// What a run of quiet nights or rounds counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreakCounts {
    /// Nights in a row with a miss.
    Misses,
    /// Nights in a row after which nobody left.
    QuietNights,
    /// Night + day rounds in a row in which nobody left (FIIM 7.8).
    QuietRounds,
}

/// How a game ends, as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Red,
    Black,
    Draw,
}

impl Outcome {
    pub fn id(self) -> &'static str {
        match self {
            Outcome::Red => "red",
            Outcome::Black => "black",
            Outcome::Draw => "draw",
        }
    }
}

impl From<Side> for Outcome {
    fn from(s: Side) -> Self {
        match s {
            Side::Red => Outcome::Red,
            Side::Black => Outcome::Black,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Streak {
    pub counts: StreakCounts,
    pub length: u8,
    pub max_living: Option<u8>,
    pub result: Outcome,
    pub rated: bool,
    /// The rule's number or label, quoted when it ends the game.
    pub rule: Option<RuleRef>,
    /// A geographic rule: it counts only while the game's geographic switch
    /// is on (stylized 7.6, 7.11).
    pub geographic: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct End {
    pub black_wins_at_parity: bool,
    pub streaks: Vec<Streak>,
}

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct RolePoints {
    pub win: f64,
    pub loss: f64,
    pub draw: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct BestMoveTable {
    pub id: String,
    pub name: Text,
    /// (blacks named, points), any order.
    pub hits: Vec<(u8, f64)>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Likes {
    pub per_player: u8,
    pub needed: u8,
    pub points: f64,
    /// Every `needed` likes give `points` again; false: once, at `needed`.
    pub repeat: bool,
}

/// Compensation for a red player killed first in a lost game:
/// min(i * step / round(share * N), cap).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Compensation {
    pub step: f64,
    pub cap: f64,
    pub share: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Penalty {
    pub id: String,
    pub name: Text,
    pub points: f64,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Points {
    pub note: Option<Text>,
    /// Indexed like [`Ruleset::roles`].
    pub roles: Vec<RolePoints>,
    pub best_move_tables: Vec<BestMoveTable>,
    /// Index into `best_move_tables` used unless the game picks another.
    pub best_move_default: Option<usize>,
    pub removed_by_fouls: f64,
    pub disqualified: f64,
    pub team_loss: f64,
    pub likes: Option<Likes>,
    pub best_player_vote: Option<f64>,
    /// At most this many best players per game (`None`: any number, all tied get it).
    pub best_players_max: Option<u8>,
    pub compensation: Option<Compensation>,
    pub penalties: Vec<Penalty>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Gesture {
    pub id: String,
    /// Path relative to the assets folder.
    pub image: String,
    pub text: Text,
}

/// A validated rule system.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruleset {
    pub id: String,
    pub version: String,
    pub name: Text,
    pub source: String,
    pub notes: Vec<Text>,
    pub players: CountRange,
    pub teams: Vec<Team>,
    pub roles: Vec<Role>,
    pub timers: Timers,
    pub fouls: Fouls,
    pub offences: Vec<Offence>,
    pub night_zero: Vec<NightStep>,
    pub night: Vec<NightStep>,
    pub voting: Voting,
    pub best_move: Option<BestMove>,
    /// Where the judge's geographic switch starts in a new game (stylized
    /// 7.11: the head judge decides before the tournament).
    pub geographic: bool,
    /// A protest is taken only once the game is over (Baikal 11.1): the
    /// rule the refusal of one during the game quotes. `None`: a protest
    /// at any moment.
    pub protest_after_game: Option<RuleRef>,
    pub end: End,
    pub points: Points,
    pub gestures: BTreeMap<String, Gesture>,
    /// This ruleset's own number or label for each rule the engine names;
    /// `None` for a rule the file marks as not numbered in its seed
    /// (`key = false`).
    pub rule_numbers: BTreeMap<RuleKey, Option<RuleRef>>,
    /// How a tournament adds the games up (`[tournament]`).
    pub tournament: tournament::TournamentRules,
    /// FNV-1a of the file text: a record notices when its ruleset changed.
    pub fingerprint: String,
}

impl Ruleset {
    pub fn role_index(&self, id: &str) -> Option<usize> {
        self.roles.iter().position(|r| r.id == id)
    }
    pub fn team_index(&self, id: &str) -> Option<usize> {
        self.teams.iter().position(|t| t.id == id)
    }
    pub fn role_side(&self, role: usize) -> Side {
        self.roles
            .get(role)
            .and_then(|r| self.teams.get(r.team))
            .map_or(Side::Red, |t| t.side)
    }
    pub fn offence(&self, id: &str) -> Option<&Offence> {
        self.offences.iter().find(|o| o.id == id)
    }
    /// How this ruleset names a rule the engine names (the number "7.1"
    /// under FIIM, the label «ФИИМ 7.1» / "FIIM 7.1" where a club borrows
    /// it), or `None` when it gives the rule no number.
    pub fn rule_ref(&self, key: RuleKey) -> Option<&RuleRef> {
        self.rule_numbers.get(&key).and_then(Option::as_ref)
    }
    /// [`Self::rule_ref`] as written for `lang` (the number, or the label in
    /// that language), "" when the ruleset gives none.
    pub fn rule_number(&self, key: RuleKey, lang: Lang) -> &str {
        self.rule_ref(key).map_or("", |r| r.get(lang))
    }
    /// Does this ruleset mark any rule as geographic (and so offer the
    /// judge the switch)?
    pub fn has_geographic(&self) -> bool {
        geographic_marks(&self.voting, &self.end).next().is_some()
    }
    /// Are the nominations kept from the players in a game with this
    /// geographic switch (stylized 7.4)?
    pub fn nominations_hidden(&self, geographic: bool) -> bool {
        self.voting
            .hidden_nominations
            .as_ref()
            .is_some_and(|h| !h.geographic || geographic)
    }
    /// The numbers (or labels in `lang`) of the rules marked geographic,
    /// each once, in the order of their numbers.
    pub fn geographic_rules(&self, lang: Lang) -> Vec<&str> {
        let mut rules: Vec<&str> = Vec::new();
        let marked = geographic_marks(&self.voting, &self.end)
            .flatten()
            .map(|r| r.get(lang));
        for r in marked {
            if !r.is_empty() && !rules.contains(&r) {
                rules.push(r);
            }
        }
        // By number (7.4 before 7.6, 7.10 after 7.9), wherever the file
        // puts each key.
        rules.sort_by_key(|r| {
            r.split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse::<u32>().ok())
                .collect::<Vec<_>>()
        });
        rules
    }
    /// The default role counts, indexed like `roles`.
    pub fn default_counts(&self) -> Vec<u8> {
        self.roles.iter().map(|r| r.count.default).collect()
    }
}

/// Declares [`RuleKey`] with its `[rule_numbers]` spelling and [`RuleKey::ALL`]
/// from one list, so a key can never be left out of `ALL` (and so of the
/// validation and the test that every bundled ruleset numbers every key).
macro_rules! rule_keys {
    ($( $(#[$doc:meta])* $variant:ident = $key:literal, )*) => {
        /// A rule the engine names in a refusal, a reason or the protocol. The
        /// number shown for it comes from the ruleset's `[rule_numbers]` table, in
        /// that ruleset's own numbering (`rulesets/README.md`), never from Rust.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum RuleKey {
            $( $(#[$doc])* $variant, )*
        }

        impl RuleKey {
            /// Every key, in declaration order.
            pub const ALL: &'static [RuleKey] = &[$( RuleKey::$variant, )*];
            /// The key as written in `[rule_numbers]`.
            pub fn key(self) -> &'static str {
                match self {
                    $( RuleKey::$variant => $key, )*
                }
            }
        }
    };
}

rule_keys! {
    /// A removal before the vote's result cancels the current vote (FIIM 7.1).
    RemovalBeforeResult = "removal_before_result",
    /// A removal after the vote's result, or at night, cancels the next (FIIM 7.2).
    RemovalAfterResult = "removal_after_result",
    /// No vote to lift every player at the table (FIIM 7.9).
    NoLiftWhenAllTied = "no_lift_when_all_tied",
    /// One vote each in a count (FIIM 5.1.18 in seed 001's numbering).
    OneVote = "one_vote",
    /// The first-killed player's best move (FIIM 7.12).
    BestMove = "best_move",
    /// One nomination per speech, final once made (Baikal 5.1).
    OneNomination = "one_nomination",
    /// Candidates are voted on in the order they were nominated (MCC).
    VoteOrder = "vote_order",
    /// A player whose vote was taken at night does not vote (stylized 1.1).
    VoteBlocked = "vote_blocked",
    /// A player protected from the vote may not be nominated (stylized 4.3).
    VoteImmunity = "vote_immunity",
    /// One shot per team and one check per checker a night (Baikal 3.2, 3.3).
    OneNightAct = "one_night_act",
    /// The order night books at most so many victims (MCC order night).
    OrderSize = "order_size",
    /// Likes after the game (Baikal point system).
    Likes = "likes",
    /// The best players named after the game (Baikal's host, MCC's vote).
    BestPlayers = "best_players",
    /// The geographic rules, which the head judge may turn off (stylized 7.11).
    Geographic = "geographic",
    /// Who wins: red when no black is left, black at parity (FIIM 1.4).
    Win = "win",
}

/// Every entry marked geographic (a repeated tie's end, a streak, the
/// hidden nominations), as the rule it names, if it names one: what the
/// judge's switch turns off. The one list the switch, its label and the
/// ruleset's check read.
pub(crate) fn geographic_marks<'a>(
    voting: &'a Voting,
    end: &'a End,
) -> impl Iterator<Item = Option<&'a RuleRef>> + 'a {
    let ties = voting
        .repeat_tie_ends
        .iter()
        .filter(|r| r.geographic)
        .map(|r| r.rule.as_ref());
    let streaks = end
        .streaks
        .iter()
        .filter(|s| s.geographic)
        .map(|s| s.rule.as_ref());
    let hidden = voting
        .hidden_nominations
        .iter()
        .filter(|h| h.geographic)
        .map(|h| h.rule.as_ref());
    ties.chain(hidden).chain(streaks)
}

/// FNV-1a, 64 bits, as hex: stable across Rust versions, unlike `DefaultHasher`.
pub fn fingerprint(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}
