//! Raw ruleset -> validated [`Ruleset`], section by section, collecting
//! every problem with its key.
//!
//! Each section's serde mirror (exactly as written on disk, nothing
//! trusted) sits beside the function that checks it: `roles` (`[players]`,
//! `[[teams]]`, `[[roles]]`), `day` (`[timers]`, `[fouls]`,
//! `[[offences]]`), `night` (`[[night_zero]]`, `[[night]]`, `[gestures]`),
//! `voting`, `end` (`[best_move]`, `[end]`), `points`, `tournament` and
//! `rules` (`[rule_numbers]` and an entry's `rule`). [`build`] calls them
//! in the file's order, so the problems come in the order they always did.
//! The TOML reading itself (syntax and type errors as [`Problem`]s) is
//! `super::error::from_toml`.

mod day;
mod end;
mod night;
mod points;
mod roles;
mod rules;
mod tournament;
mod voting;

use super::*;
use serde::Deserialize;

/// A text in both interface languages.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawText {
    ru: Option<String>,
    en: Option<String>,
}

/// A ruleset file as written: the head (id, name, source, notes) and a
/// field per section, each read by its module.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    id: Option<String>,
    version: Option<String>,
    name: Option<RawText>,
    source: Option<String>,
    #[serde(default)]
    notes: Vec<RawText>,
    players: Option<roles::RawPlayers>,
    #[serde(default)]
    teams: Vec<roles::RawTeam>,
    #[serde(default)]
    roles: Vec<roles::RawRole>,
    timers: Option<day::RawTimers>,
    fouls: Option<day::RawFouls>,
    #[serde(default)]
    offences: Vec<day::RawOffence>,
    #[serde(default)]
    night_zero: Vec<night::RawStep>,
    #[serde(default)]
    night: Vec<night::RawStep>,
    voting: Option<voting::RawVoting>,
    best_move: Option<end::RawBestMove>,
    /// The geographic switch's value in a new game (default true).
    geographic: Option<bool>,
    /// A protest only after the game: the rule's number or label (Baikal
    /// 11.1); left out or `false`, a protest at any moment.
    protest_after_game: Option<rules::RawRuleNumber>,
    end: Option<end::RawEnd>,
    points: Option<points::RawPoints>,
    #[serde(default)]
    gestures: BTreeMap<String, night::RawGesture>,
    /// Engine rule key -> this ruleset's own number for it, a label per
    /// language, or `false` where the seed gives that rule no number.
    #[serde(default)]
    rule_numbers: BTreeMap<String, rules::RawRuleNumber>,
    tournament: Option<tournament::RawTournament>,
}

struct Ctx {
    problems: Vec<Problem>,
}

impl Ctx {
    fn bad(&mut self, key: impl Into<String>, expected: Expected) {
        self.problems.push(Problem::new(key, expected));
    }

    /// A problem with what was written there (a text value, or missing).
    fn bad_found(&mut self, key: impl Into<String>, expected: Expected, found: Option<&str>) {
        self.problems
            .push(Problem::new(key, expected).found_opt(found));
    }

    fn req<T: Clone>(&mut self, v: &Option<T>, key: &str, expected: Expected) -> Option<T> {
        if v.is_none() {
            self.bad_found(key, expected, None);
        }
        v.clone()
    }

    fn text(&mut self, t: &Option<RawText>, key: &str) -> Text {
        match t {
            Some(RawText { ru: Some(ru), en }) if !ru.trim().is_empty() => Text {
                ru: ru.clone(),
                en: en.clone().unwrap_or_else(|| ru.clone()),
            },
            _ => {
                self.bad(format!("{key}.ru"), Expected::RussianText);
                Text::default()
            }
        }
    }

    fn opt_text(&mut self, t: &Option<RawText>, key: &str) -> Option<Text> {
        t.as_ref().map(|_| self.text(t, key))
    }

    fn choice<T: Copy>(
        &mut self,
        v: &Option<String>,
        key: &str,
        options: &[(&str, T)],
        default: T,
    ) -> T {
        match v {
            None => default,
            Some(s) => match options.iter().find(|(name, _)| name == s) {
                Some((_, t)) => *t,
                None => {
                    self.bad_found(key, one_of(options.iter().map(|(n, _)| *n)), Some(s));
                    default
                }
            },
        }
    }
}

/// `Expected::OneOf` from the words allowed.
pub fn one_of<'a>(names: impl IntoIterator<Item = &'a str>) -> Expected {
    Expected::OneOf(names.into_iter().map(str::to_owned).collect())
}

/// Reads a ruleset from its TOML text. `file` names it in errors.
pub fn parse_ruleset(file: &str, text: &str) -> Result<Ruleset, RulesetError> {
    let one = |p: Problem| RulesetError::Invalid {
        file: file.to_owned(),
        problems: vec![p],
    };
    let raw: RawRuleset = from_toml(text).map_err(one)?;
    let mut cx = Ctx {
        problems: Vec::new(),
    };
    let rs = build(&mut cx, &raw, text);
    if cx.problems.is_empty() {
        Ok(rs)
    } else {
        Err(RulesetError::Invalid {
            file: file.to_owned(),
            problems: cx.problems,
        })
    }
}

/// The whole ruleset, section by section in the file's order.
fn build(cx: &mut Ctx, raw: &RawRuleset, text: &str) -> Ruleset {
    let (id, name, notes) = head(cx, raw);
    let teams = roles::teams(cx, &raw.teams);
    let players = roles::players(cx, raw.players.as_ref());
    let roles = roles::roles(cx, &raw.roles, &teams, &players);
    let timers = day::timers(cx, raw.timers.as_ref());
    let fouls = day::fouls(cx, raw.fouls.as_ref());
    let offences = day::offences(cx, &raw.offences);
    let gestures = night::gestures(cx, &raw.gestures);
    let mut known = night::Known {
        teams: &teams,
        roles: &roles,
        gestures: &gestures,
        zero: true,
    };
    let night_zero = night::steps(cx, &raw.night_zero, "night_zero", &known);
    known.zero = false;
    let night = night::steps(cx, &raw.night, "night", &known);
    let voting = voting::voting(cx, raw.voting.as_ref());
    let best_move = end::best_move(cx, raw.best_move.as_ref());
    let end = end::end(cx, raw.end.as_ref());
    let points = points::points(cx, raw.points.as_ref(), &roles);
    let tournament = tournament::tournament(cx, raw.tournament.as_ref(), &points);
    // The switch's default means nothing without a rule it switches.
    let geographic_rules = super::geographic_marks(&voting, &end).next().is_some();
    if raw.geographic.is_some() && !geographic_rules {
        cx.bad("geographic", Expected::GeographicUnused);
    }
    voting::double_vote_offence(cx, &voting, &offences);
    let rule_numbers = rules::rule_numbers(cx, &raw.rule_numbers);
    let protest_after_game = rules::top_rule(cx, "protest_after_game", &raw.protest_after_game);
    Ruleset {
        id,
        version: raw.version.clone().unwrap_or_else(|| "1".to_owned()),
        name,
        source: raw.source.clone().unwrap_or_default(),
        notes,
        players,
        teams,
        roles,
        timers,
        fouls,
        offences,
        night_zero,
        night,
        voting,
        best_move,
        geographic: raw.geographic.unwrap_or(true),
        protest_after_game,
        end,
        points,
        gestures,
        rule_numbers,
        tournament,
        fingerprint: fingerprint(text),
    }
}

/// The head of the file: the id (lower-case letters, digits, `-`, `_`),
/// the name and the notes.
fn head(cx: &mut Ctx, raw: &RawRuleset) -> (String, Text, Vec<Text>) {
    let id = cx
        .req(&raw.id, "id", Expected::RulesetId)
        .unwrap_or_default();
    if !id.is_empty()
        && !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
    {
        cx.bad_found("id", Expected::IdCharacters, Some(&id));
    }
    let name = cx.text(&raw.name, "name");
    let notes = raw
        .notes
        .iter()
        .enumerate()
        .map(|(i, n)| cx.text(&Some(n.clone()), &format!("notes[{i}]")))
        .collect();
    (id, name, notes)
}
