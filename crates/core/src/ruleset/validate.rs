//! Raw ruleset -> validated [`Ruleset`], collecting every problem with its key.

use super::file::*;
use super::*;

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

/// Reads any TOML file of the console (a ruleset's raw mirror, a
/// tournament's description, the player list) with the key path of a
/// mistake: a syntax error names the line and column, a value of the wrong
/// type its key and what it should be.
pub fn from_toml<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Problem> {
    let de = toml::de::Deserializer::parse(text).map_err(|e| toml_error(text, &e))?;
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        type_error(path, text, &e.into_inner())
    })
}

/// A value of the wrong type, as what the key should hold (serde's own
/// words say "untagged enum RawCount" or "expected u8"), with the value as
/// written and its line.
fn type_error(path: String, text: &str, e: &toml::de::Error) -> Problem {
    let last = path.rsplit('.').next().unwrap_or(&path);
    let last = last.split('[').next().unwrap_or(last);
    let mut p = super::error::classify(path.clone(), e.message());
    if last == "count" {
        p.expected = Expected::CardCount;
    } else if path.starts_with("rule_numbers.")
        || (last == "rule"
            && ["offences[", "end.streaks[", "voting.repeat_tie_ends["]
                .iter()
                .any(|p| path.starts_with(p)))
    {
        // An untagged text-or-false: serde can only say "no variant matched".
        p.expected = Expected::RuleNumber;
    }
    let written = e
        .span()
        .and_then(|span| text.get(span))
        .map(|w| shorten(w.trim()));
    if !matches!(p.expected, Expected::KnownKey { .. } | Expected::KeyOnce)
        && let Some(w) = written
    {
        p.found = Some(Found::Value(w));
    }
    p.line = e.span().map(|span| line_col(text, span.start).0);
    p
}

/// At most 60 characters of a value, on one line.
fn shorten(w: &str) -> String {
    let one = w.lines().next().unwrap_or("");
    let mut out: String = one.chars().take(60).collect();
    if out.len() < w.len() {
        out.push('…');
    }
    out
}

/// Line and column (from 1) of a byte offset.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// A TOML syntax error: where it is and the line as written.
fn toml_error(text: &str, e: &toml::de::Error) -> Problem {
    let fault = if e.message().contains("duplicate key") {
        TomlFault::DuplicateKey
    } else {
        TomlFault::Syntax
    };
    let (line, column) = e.span().map_or((1, 1), |s| line_col(text, s.start));
    let written = text.lines().nth(line.saturating_sub(1)).map(shorten);
    Problem {
        key: String::new(),
        expected: Expected::Toml {
            line,
            column,
            fault,
        },
        found: written.map(Found::Value),
        line: Some(line),
    }
}

fn build(cx: &mut Ctx, raw: &RawRuleset, text: &str) -> Ruleset {
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
    let version = raw.version.clone().unwrap_or_else(|| "1".to_owned());
    let name = cx.text(&raw.name, "name");
    let source = raw.source.clone().unwrap_or_default();
    let notes = raw
        .notes
        .iter()
        .enumerate()
        .map(|(i, n)| cx.text(&Some(n.clone()), &format!("notes[{i}]")))
        .collect();

    // Teams.
    let mut teams: Vec<Team> = Vec::new();
    if raw.teams.is_empty() {
        cx.bad("teams", Expected::RedAndBlackTeams);
    }
    for (i, t) in raw.teams.iter().enumerate() {
        let key = format!("teams[{i}]");
        let tid = cx
            .req(&t.id, &format!("{key}.id"), Expected::Id(Thing::Team))
            .unwrap_or_default();
        if teams.iter().any(|x| x.id == tid) {
            cx.bad_found(
                format!("{key}.id"),
                Expected::UniqueId(Thing::Team),
                Some(&tid),
            );
        }
        let side = match t.side.as_deref() {
            Some("red") => Side::Red,
            Some("black") => Side::Black,
            other => {
                cx.bad_found(format!("{key}.side"), one_of(["red", "black"]), other);
                Side::Red
            }
        };
        let name = cx.text(&t.name, &format!("{key}.name"));
        teams.push(Team {
            id: tid,
            side,
            name,
        });
    }
    for side in [Side::Red, Side::Black] {
        if !raw.teams.is_empty() && !teams.iter().any(|t| t.side == side) {
            cx.bad("teams", Expected::TeamOfSide(side.id()));
        }
    }

    // Players.
    let players = match &raw.players {
        None => CountRange {
            min: 10,
            max: 10,
            default: 10,
        },
        Some(p) => {
            let min = p.min.unwrap_or(10);
            let max = p.max.unwrap_or(min.max(10));
            let default = p.default.unwrap_or(max);
            if !(3..=20).contains(&min) || max < min || max > 20 {
                cx.bad("players", Expected::PlayerLimits);
            }
            if default < min || default > max {
                cx.bad("players.default", Expected::DefaultBetweenMinAndMax);
            }
            CountRange { min, max, default }
        }
    };

    // Roles.
    let mut roles: Vec<Role> = Vec::new();
    if raw.roles.is_empty() {
        cx.bad("roles", Expected::SomeRole);
    }
    for (i, r) in raw.roles.iter().enumerate() {
        let key = format!("roles[{i}]");
        let rid = cx
            .req(&r.id, &format!("{key}.id"), Expected::Id(Thing::Role))
            .unwrap_or_default();
        if roles.iter().any(|x| x.id == rid) {
            cx.bad_found(
                format!("{key}.id"),
                Expected::UniqueId(Thing::Role),
                Some(&rid),
            );
        }
        let team_id = cx
            .req(
                &r.team,
                &format!("{key}.team"),
                Expected::IdFrom(Thing::Team),
            )
            .unwrap_or_default();
        let team = match teams.iter().position(|t| t.id == team_id) {
            Some(t) => t,
            None => {
                if r.team.is_some() {
                    cx.bad_found(
                        format!("{key}.team"),
                        Expected::IdFrom(Thing::Team),
                        Some(&team_id),
                    );
                }
                0
            }
        };
        let name = cx.text(&r.name, &format!("{key}.name"));
        let count = match &r.count {
            None => {
                cx.bad_found(format!("{key}.count"), Expected::CardCount, None);
                CountRange {
                    min: 0,
                    max: 0,
                    default: 0,
                }
            }
            Some(RawCount::Fixed(n)) => CountRange {
                min: *n,
                max: *n,
                default: *n,
            },
            Some(RawCount::Range { min, max, default }) => {
                let min = min.unwrap_or(0);
                let max = max.unwrap_or(min);
                let default = default.unwrap_or(max);
                if max < min || default < min || default > max {
                    cx.bad(format!("{key}.count"), Expected::CountOrder);
                }
                CountRange { min, max, default }
            }
        };
        roles.push(Role {
            id: rid,
            team,
            name,
            count,
        });
    }
    if !roles.is_empty() {
        let dsum: u32 = roles.iter().map(|r| u32::from(r.count.default)).sum();
        let minsum: u32 = roles.iter().map(|r| u32::from(r.count.min)).sum();
        let maxsum: u32 = roles.iter().map(|r| u32::from(r.count.max)).sum();
        if dsum != u32::from(players.default) {
            cx.bad(
                "roles",
                Expected::RoleCountsAddUp {
                    players: players.default,
                    sum: dsum,
                },
            );
        }
        if minsum > u32::from(players.min) || maxsum < u32::from(players.max) {
            cx.bad("roles", Expected::RoleRangesFill);
        }
        for side in [Side::Red, Side::Black] {
            let n: u32 = roles
                .iter()
                .filter(|r| teams.get(r.team).is_some_and(|t| t.side == side))
                .map(|r| u32::from(r.count.min))
                .sum();
            if n == 0 {
                cx.bad("roles", Expected::CardOfSide(side.id()));
            }
        }
    }

    // Timers.
    let timers = {
        let t = raw.timers.clone().unwrap_or(RawTimers {
            speech: None,
            last_words: None,
            tie_speech: None,
            short_speech: None,
            warning: None,
            best_move: None,
            after_game: None,
            rule: None,
        });
        let speech = t.speech.unwrap_or(60);
        let timers = Timers {
            speech,
            last_words: t.last_words.unwrap_or(60),
            tie_speech: t.tie_speech.unwrap_or(30),
            short_speech: t.short_speech.unwrap_or(30),
            warning: t.warning.unwrap_or(10),
            best_move: t.best_move.unwrap_or(20),
            after_game: t.after_game.unwrap_or(0),
        };
        for (k, v) in [
            ("speech", timers.speech),
            ("last_words", timers.last_words),
            ("tie_speech", timers.tie_speech),
            ("short_speech", timers.short_speech),
        ] {
            if v == 0 || v > 600 {
                cx.bad(
                    format!("timers.{k}"),
                    Expected::Seconds { min: 1, max: 600 },
                );
            }
        }
        if timers.warning >= timers.speech {
            cx.bad("timers.warning", Expected::WarningBeforeSpeechEnds);
        }
        timers
    };

    // Fouls.
    let fouls = {
        let f = raw.fouls.clone();
        let word = f
            .as_ref()
            .and_then(|f| f.word.clone())
            .map(|w| cx.text(&Some(w), "fouls.word"));
        let silence_at = f.as_ref().and_then(|f| f.silence_at).unwrap_or(3);
        let remove_at = f.as_ref().and_then(|f| f.remove_at).unwrap_or(4);
        if remove_at == 0 || silence_at == 0 || silence_at >= remove_at {
            cx.bad("fouls", Expected::FoulLimits);
        }
        let during_speech = cx.choice(
            &f.as_ref().and_then(|f| f.during_speech.clone()),
            "fouls.during_speech",
            &[
                ("lose_next", DuringSpeech::LoseNext),
                ("end_now", DuringSpeech::EndNow),
            ],
            DuringSpeech::LoseNext,
        );
        let last_minute_team_loss = cx.choice(
            &f.as_ref().and_then(|f| f.last_minute_team_loss.clone()),
            "fouls.last_minute_team_loss",
            &[
                ("penalty", LastMinuteTeamLoss::Penalty),
                ("team_loses", LastMinuteTeamLoss::TeamLoses),
            ],
            LastMinuteTeamLoss::Penalty,
        );
        Fouls {
            word,
            silence_at,
            remove_at,
            during_speech,
            short_speech_living: f.map(|f| f.short_speech_living).unwrap_or_default(),
            last_minute_team_loss,
        }
    };

    // Offences.
    let mut offences: Vec<Offence> = Vec::new();
    for (i, o) in raw.offences.iter().enumerate() {
        let key = format!("offences[{i}]");
        let oid = cx
            .req(&o.id, &format!("{key}.id"), Expected::Id(Thing::Offence))
            .unwrap_or_default();
        if offences.iter().any(|x| x.id == oid) {
            cx.bad_found(
                format!("{key}.id"),
                Expected::UniqueId(Thing::Offence),
                Some(&oid),
            );
        }
        let kind = match o.kind.as_deref() {
            Some("foul") => OffenceKind::Foul,
            Some("disqualify") => OffenceKind::Disqualify,
            Some("team_loss") => OffenceKind::TeamLoss,
            other => {
                cx.bad_found(
                    format!("{key}.kind"),
                    one_of(["foul", "disqualify", "team_loss"]),
                    other,
                );
                OffenceKind::Foul
            }
        };
        let text = cx.text(&o.text, &format!("{key}.text"));
        offences.push(Offence {
            id: oid,
            rule: entry_rule(cx, &key, &o.rule),
            kind,
            text,
        });
    }

    // Gestures.
    let mut gestures = BTreeMap::new();
    for (gid, g) in &raw.gestures {
        let key = format!("gestures.{gid}");
        let image = cx
            .req(&g.image, &format!("{key}.image"), Expected::ImagePath)
            .unwrap_or_default();
        if image.contains("..") || image.starts_with('/') {
            cx.bad_found(
                format!("{key}.image"),
                Expected::RelativeImagePath,
                Some(&image),
            );
        }
        let text = cx.text(&g.text, &format!("{key}.text"));
        gestures.insert(
            gid.clone(),
            Gesture {
                id: gid.clone(),
                image,
                text,
            },
        );
    }

    let night_zero = steps(
        cx,
        &raw.night_zero,
        "night_zero",
        &teams,
        &roles,
        &gestures,
        true,
    );
    let night = steps(cx, &raw.night, "night", &teams, &roles, &gestures, false);

    // Voting.
    let voting = {
        let v = raw.voting.clone();
        let g = |f: fn(&RawVoting) -> Option<bool>, d: bool| v.as_ref().and_then(f).unwrap_or(d);
        let single = [
            ("no_vote", SingleCandidate::NoVote),
            ("leaves", SingleCandidate::Leaves),
        ];
        let cancel = [
            ("none", CancelVote::None),
            ("current", CancelVote::Current),
            ("next", CancelVote::Next),
        ];
        let mut repeat = Vec::new();
        for (i, r) in v
            .as_ref()
            .map(|v| v.repeat_tie_ends.clone())
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            let key = format!("voting.repeat_tie_ends[{i}]");
            let living = cx.req(&r.living, &format!("{key}.living"), Expected::PlayerCount);
            let tied = cx.req(&r.tied, &format!("{key}.tied"), Expected::TiedCount);
            if let (Some(living), Some(tied)) = (living, tied) {
                if tied < 2 || tied > living {
                    cx.bad(key.clone(), Expected::TiedRange);
                }
                repeat.push(RepeatTie {
                    living,
                    tied,
                    rule: entry_rule(cx, &key, &r.rule),
                    geographic: r.geographic.unwrap_or(false),
                });
            }
        }
        Voting {
            nominations: cx.choice(
                &v.as_ref().and_then(|v| v.nominations.clone()),
                "voting.nominations",
                &[
                    ("one_per_speech", Nominations::OnePerSpeech),
                    ("last_counts", Nominations::LastCounts),
                ],
                Nominations::OnePerSpeech,
            ),
            first_day_single: cx.choice(
                &v.as_ref().and_then(|v| v.first_day_single.clone()),
                "voting.first_day_single",
                &single,
                SingleCandidate::NoVote,
            ),
            single: cx.choice(
                &v.as_ref().and_then(|v| v.single.clone()),
                "voting.single",
                &single,
                SingleCandidate::Leaves,
            ),
            leftover_to_last: g(|v| v.leftover_to_last, true),
            tie_speeches: g(|v| v.tie_speeches, true),
            lift_vote: g(|v| v.lift_vote, true),
            no_lift_when_all_tied: g(|v| v.no_lift_when_all_tied, true),
            repeat_tie_ends: repeat,
            double_vote_removes: g(|v| v.double_vote_removes, false),
            narrowed_tie_revote: g(|v| v.narrowed_tie_revote, false),
            double_vote_offence: v.as_ref().and_then(|v| v.double_vote_offence.clone()),
            removal_before_result: cx.choice(
                &v.as_ref().and_then(|v| v.removal_before_result.clone()),
                "voting.removal_before_result",
                &cancel,
                CancelVote::Current,
            ),
            removal_after_result: cx.choice(
                &v.as_ref().and_then(|v| v.removal_after_result.clone()),
                "voting.removal_after_result",
                &cancel,
                CancelVote::Next,
            ),
        }
    };

    let best_move = raw.best_move.as_ref().map(|b| {
        let seats = b.seats.unwrap_or(3);
        if seats == 0 || seats > 5 {
            cx.bad("best_move.seats", Expected::BestMoveSeats);
        }
        BestMove {
            seats,
            night: b.night.unwrap_or(1),
            void_if_day_one_left: b.void_if_day_one_left.unwrap_or(0),
            after_miss: cx.choice(
                &b.after_miss,
                "best_move.after_miss",
                &[
                    ("no_best_move", AfterMiss::NoBestMove),
                    ("first_killed", AfterMiss::FirstKilled),
                ],
                AfterMiss::NoBestMove,
            ),
        }
    });

    let end = {
        let e = raw.end.clone();
        let mut streaks = Vec::new();
        for (i, s) in e
            .as_ref()
            .map(|e| e.streaks.clone())
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            let key = format!("end.streaks[{i}]");
            if s.counts.is_none() {
                cx.bad_found(
                    format!("{key}.counts"),
                    one_of(["misses", "quiet_nights", "quiet_rounds"]),
                    None,
                );
            }
            let counts = cx.choice(
                &s.counts,
                &format!("{key}.counts"),
                &[
                    ("misses", StreakCounts::Misses),
                    ("quiet_nights", StreakCounts::QuietNights),
                    ("quiet_rounds", StreakCounts::QuietRounds),
                ],
                StreakCounts::QuietRounds,
            );
            if s.result.is_none() {
                cx.bad_found(
                    format!("{key}.result"),
                    one_of(["red", "black", "draw"]),
                    None,
                );
            }
            let result = cx.choice(
                &s.result,
                &format!("{key}.result"),
                &[
                    ("red", Outcome::Red),
                    ("black", Outcome::Black),
                    ("draw", Outcome::Draw),
                ],
                Outcome::Draw,
            );
            let length = s.length.unwrap_or(3);
            if length == 0 {
                cx.bad(format!("{key}.length"), Expected::AtLeastOne);
            }
            streaks.push(Streak {
                counts,
                length,
                max_living: s.max_living,
                result,
                rated: s.rated.unwrap_or(true),
                rule: entry_rule(cx, &key, &s.rule),
                geographic: s.geographic.unwrap_or(false),
            });
        }
        End {
            black_wins_at_parity: e
                .as_ref()
                .and_then(|e| e.black_wins_at_parity)
                .unwrap_or(true),
            streaks,
        }
    };

    let points = points(cx, raw.points.as_ref(), &roles);
    let tournament =
        super::tournament::validate(raw.tournament.as_ref(), &points, &mut cx.problems);

    // The switch's default means nothing without a rule it switches.
    let geographic_rules = voting.repeat_tie_ends.iter().any(|r| r.geographic)
        || end.streaks.iter().any(|s| s.geographic);
    if raw.geographic.is_some() && !geographic_rules {
        cx.bad("geographic", Expected::GeographicUnused);
    }

    // A second vote that removes is recorded as one of the ruleset's removals.
    if voting.double_vote_removes {
        match &voting.double_vote_offence {
            None => cx.bad_found(
                "voting.double_vote_offence",
                Expected::DoubleVoteOffence,
                None,
            ),
            Some(id)
                if !offences
                    .iter()
                    .any(|o| &o.id == id && o.kind == OffenceKind::Disqualify) =>
            {
                cx.bad_found(
                    "voting.double_vote_offence",
                    Expected::DisqualifyingOffence,
                    Some(id),
                )
            }
            Some(_) => {}
        }
    }

    let mut rule_numbers = BTreeMap::new();
    for (key, number) in &raw.rule_numbers {
        let at = format!("rule_numbers.{key}");
        let Some(k) = RuleKey::ALL.iter().find(|k| k.key() == key) else {
            cx.bad(
                at,
                Expected::KnownKey {
                    allowed: RuleKey::ALL.iter().map(|k| k.key().to_owned()).collect(),
                },
            );
            continue;
        };
        if let Some(value) = rule_ref(cx, &at, number) {
            rule_numbers.insert(*k, value);
        }
    }

    Ruleset {
        id,
        version,
        name,
        source,
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
        end,
        points,
        gestures,
        rule_numbers,
        tournament,
        fingerprint: fingerprint(text),
    }
}

/// The `rule` of an entry the console quotes (`offences[3].rule`,
/// `end.streaks[0].rule`, `voting.repeat_tie_ends[0].rule`): a number or a
/// label per language, as in `[rule_numbers]`; left out or `false`, none.
fn entry_rule(cx: &mut Ctx, key: &str, raw: &Option<RawRuleNumber>) -> Option<RuleRef> {
    raw.as_ref()
        .and_then(|r| rule_ref(cx, &format!("{key}.rule"), r))
        .flatten()
}

/// One `[rule_numbers]` value: `Some(None)` for `false`, `Some(Some(..))`
/// for a number or a label, `None` (with the problem noted) when it is
/// neither. A label may give one language only; the other then shows it too.
fn rule_ref(cx: &mut Ctx, at: &str, number: &RawRuleNumber) -> Option<Option<RuleRef>> {
    let one_line = |n: &str, max: usize| {
        !n.trim().is_empty() && !n.contains('\n') && n.trim().chars().count() <= max
    };
    match number {
        RawRuleNumber::Unnumbered(false) => Some(None),
        RawRuleNumber::Number(n) if one_line(n, 40) => {
            Some(Some(RuleRef::Number(n.trim().to_owned())))
        }
        RawRuleNumber::Label(langs) => {
            let mut ok = true;
            for (lang, label) in langs {
                if lang != "ru" && lang != "en" {
                    cx.bad(
                        format!("{at}.{lang}"),
                        Expected::KnownKey {
                            allowed: vec!["ru".to_owned(), "en".to_owned()],
                        },
                    );
                    ok = false;
                } else if !one_line(label, 80) {
                    cx.bad_found(format!("{at}.{lang}"), Expected::RuleLabel, Some(label));
                    ok = false;
                }
            }
            let label = |l: &str| langs.get(l).map(|t| t.trim().to_owned());
            match (label("ru"), label("en")) {
                _ if !ok => None,
                (None, None) => {
                    cx.bad(at, Expected::RuleLabelLanguage);
                    None
                }
                (ru, en) => {
                    let ru = ru.or_else(|| en.clone()).unwrap_or_default();
                    let en = en.unwrap_or_else(|| ru.clone());
                    Some(Some(RuleRef::Label(Text { ru, en })))
                }
            }
        }
        RawRuleNumber::Number(n) => {
            cx.bad_found(at, Expected::RuleNumber, Some(n));
            None
        }
        RawRuleNumber::Unnumbered(true) => {
            cx.problems.push(Problem {
                found: Some(Found::Value("true".to_owned())),
                ..Problem::new(at, Expected::RuleNumber)
            });
            None
        }
    }
}

fn steps(
    cx: &mut Ctx,
    raw: &[RawStep],
    section: &str,
    teams: &[Team],
    roles: &[Role],
    gestures: &BTreeMap<String, Gesture>,
    zero: bool,
) -> Vec<NightStep> {
    let mut out: Vec<NightStep> = Vec::new();
    for (i, s) in raw.iter().enumerate() {
        let key = format!("{section}[{i}]");
        let id = cx
            .req(&s.id, &format!("{key}.id"), Expected::Id(Thing::Step))
            .unwrap_or_default();
        if out.iter().any(|x| x.id == id) {
            cx.bad_found(
                format!("{key}.id"),
                Expected::UniqueId(Thing::Step),
                Some(&id),
            );
        }
        let mut role_idx = Vec::new();
        for (j, r) in s.roles.iter().enumerate() {
            match roles.iter().position(|x| &x.id == r) {
                Some(p) => role_idx.push(p),
                None => cx.bad_found(
                    format!("{key}.roles[{j}]"),
                    Expected::IdFrom(Thing::Role),
                    Some(r),
                ),
            }
        }
        let team = |cx: &mut Ctx| -> usize {
            match s.team.as_deref() {
                Some(t) => match teams.iter().position(|x| x.id == t) {
                    Some(p) => p,
                    None => {
                        cx.bad_found(
                            format!("{key}.team"),
                            Expected::IdFrom(Thing::Team),
                            Some(t),
                        );
                        0
                    }
                },
                None => {
                    cx.bad_found(format!("{key}.team"), Expected::ActingTeam, None);
                    0
                }
            }
        };
        let need_roles = |cx: &mut Ctx, role_idx: &Vec<usize>| {
            if role_idx.is_empty() {
                cx.bad_found(format!("{key}.roles"), Expected::ActingRoles, None);
            }
        };
        let kind = match s.kind.as_deref() {
            Some("look") => StepKind::Look,
            Some("kill") => StepKind::Kill { team: team(cx) },
            Some("order") => StepKind::Order {
                team: team(cx),
                nights: s.nights.unwrap_or(3),
            },
            Some("check") => {
                need_roles(cx, &role_idx);
                let reveal = match s.reveals.as_deref() {
                    Some("side") => Reveal::Side,
                    Some("team") => Reveal::Team,
                    Some("role") => Reveal::Role,
                    Some(x) if x.starts_with("is_role:") => {
                        let rid = &x["is_role:".len()..];
                        match roles.iter().position(|r| r.id == rid) {
                            Some(p) => Reveal::IsRole(p),
                            None => {
                                cx.bad_found(format!("{key}.reveals"), Expected::IsRole, Some(x));
                                Reveal::Side
                            }
                        }
                    }
                    other => {
                        cx.bad_found(format!("{key}.reveals"), Expected::Reveals, other);
                        Reveal::Side
                    }
                };
                StepKind::Check { reveal }
            }
            Some("compare") => {
                need_roles(cx, &role_idx);
                StepKind::Compare
            }
            Some("protect") => {
                need_roles(cx, &role_idx);
                StepKind::Protect
            }
            Some("block_vote") => {
                need_roles(cx, &role_idx);
                StepKind::BlockVote
            }
            Some("vote_immunity") => {
                need_roles(cx, &role_idx);
                StepKind::VoteImmunity
            }
            other => {
                cx.bad_found(
                    format!("{key}.kind"),
                    one_of([
                        "look",
                        "kill",
                        "order",
                        "check",
                        "compare",
                        "protect",
                        "block_vote",
                        "vote_immunity",
                    ]),
                    other,
                );
                StepKind::Look
            }
        };
        let answer_at = cx.choice(
            &s.answer_at,
            &format!("{key}.answer_at"),
            &[("night", AnswerAt::Night), ("day", AnswerAt::Day)],
            AnswerAt::Night,
        );
        if answer_at == AnswerAt::Day && !matches!(kind, StepKind::Check { .. } | StepKind::Compare)
        {
            cx.bad(format!("{key}.answer_at"), Expected::DayAnswerOnlyForChecks);
        }
        if zero && !matches!(kind, StepKind::Look | StepKind::Order { .. }) {
            cx.bad_found(
                format!("{key}.kind"),
                Expected::NightZeroKind,
                s.kind.as_deref(),
            );
        }
        if !zero && matches!(kind, StepKind::Order { .. }) {
            cx.bad_found(
                format!("{key}.kind"),
                Expected::OrderOnNightZero,
                s.kind.as_deref(),
            );
        }
        for (ans, g) in &s.answers {
            if !gestures.contains_key(g) {
                cx.bad_found(
                    format!("{key}.answers.{ans}"),
                    Expected::IdFrom(Thing::Gesture),
                    Some(g),
                );
            }
        }
        if zero && s.wake_when_departed.is_some() {
            cx.bad(
                format!("{key}.wake_when_departed"),
                Expected::NoWakeOnNightZero,
            );
        }
        let name = cx.text(&s.name, &format!("{key}.name"));
        let say = match &s.say {
            Some(_) => cx.text(&s.say, &format!("{key}.say")),
            None => name.clone(),
        };
        out.push(NightStep {
            id,
            kind,
            name,
            say,
            rule: s.rule.clone().unwrap_or_default(),
            roles: role_idx,
            seconds: s.seconds,
            answers: s.answers.clone(),
            self_target: s.self_target.unwrap_or(false),
            wake_when_departed: s.wake_when_departed.unwrap_or(false),
            answer_at,
        });
    }
    out
}

fn points(cx: &mut Ctx, raw: Option<&RawPoints>, roles: &[Role]) -> Points {
    let Some(p) = raw else {
        return Points {
            roles: vec![RolePoints::default(); roles.len()],
            ..Points::default()
        };
    };
    let mut rp = vec![RolePoints::default(); roles.len()];
    for (rid, v) in &p.roles {
        match roles.iter().position(|r| &r.id == rid) {
            Some(i) => {
                rp[i] = RolePoints {
                    win: v.win.unwrap_or(0.0),
                    loss: v.loss.unwrap_or(0.0),
                    draw: v.draw.unwrap_or(0.0),
                }
            }
            None => cx.bad_found(
                format!("points.roles.{rid}"),
                Expected::IdFrom(Thing::Role),
                Some(rid),
            ),
        }
    }
    let mut tables: Vec<BestMoveTable> = Vec::new();
    for (i, t) in p.best_move.iter().enumerate() {
        let key = format!("points.best_move[{i}]");
        let id = cx
            .req(
                &t.id,
                &format!("{key}.id"),
                Expected::Id(Thing::BestMoveTable),
            )
            .unwrap_or_default();
        let name = match &t.name {
            Some(_) => cx.text(&t.name, &format!("{key}.name")),
            None => Text::new(&id, &id),
        };
        tables.push(BestMoveTable {
            id,
            name,
            hits: t.hits.clone(),
        });
    }
    let best_move_default = match &p.best_move_table {
        Some(id) => {
            let idx = tables.iter().position(|t| &t.id == id);
            if idx.is_none() {
                cx.bad_found(
                    "points.best_move_table",
                    Expected::IdFrom(Thing::BestMoveTable),
                    Some(id),
                );
            }
            idx
        }
        None => (!tables.is_empty()).then_some(0),
    };
    let likes = p.likes.as_ref().map(|l| {
        let needed = l.needed.unwrap_or(4);
        if needed == 0 {
            cx.bad("points.likes.needed", Expected::AtLeastOne);
        }
        Likes {
            per_player: l.per_player.unwrap_or(2),
            needed,
            points: l.points.unwrap_or(1.0),
            repeat: l.repeat.unwrap_or(true),
        }
    });
    let best_players_max = p.best_players_max;
    if best_players_max == Some(0) {
        cx.bad("points.best_players_max", Expected::AtLeastOneOrLeftOut);
    }
    if best_players_max.is_some() && p.best_player_vote.is_none() {
        cx.bad("points.best_players_max", Expected::BestPlayerVoteToo);
    }
    let compensation = p.compensation.as_ref().map(|c| Compensation {
        step: c.step.unwrap_or(0.5),
        cap: c.cap.unwrap_or(0.5),
        share: c.share.unwrap_or(0.4),
    });
    let mut penalties = Vec::new();
    for (i, x) in p.penalties.iter().enumerate() {
        let key = format!("points.penalties[{i}]");
        let id = cx
            .req(&x.id, &format!("{key}.id"), Expected::Id(Thing::Penalty))
            .unwrap_or_default();
        let name = cx.text(&x.name, &format!("{key}.name"));
        let points = cx
            .req(&x.points, &format!("{key}.points"), Expected::PenaltyPoints)
            .unwrap_or(0.0);
        penalties.push(Penalty { id, name, points });
    }
    Points {
        note: cx.opt_text(&p.note, "points.note"),
        roles: rp,
        best_move_tables: tables,
        best_move_default,
        removed_by_fouls: p.removed_by_fouls.unwrap_or(0.0),
        disqualified: p.disqualified.unwrap_or(0.0),
        team_loss: p.team_loss.unwrap_or(0.0),
        likes,
        best_player_vote: p.best_player_vote,
        best_players_max,
        compensation,
        penalties,
    }
}
