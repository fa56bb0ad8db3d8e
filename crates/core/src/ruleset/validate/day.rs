//! `[timers]`, `[fouls]` and `[[offences]]`: the day's clock and discipline.

use super::rules::{RawRuleNumber, entry_rule};
use super::{Ctx, RawText, one_of};
use crate::ruleset::{
    DuringSpeech, Expected, Forms, Fouls, LastMinuteTeamLoss, Offence, OffenceKind, Thing, Timers,
    WordForms,
};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTimers {
    pub speech: Option<u32>,
    pub last_words: Option<u32>,
    pub tie_speech: Option<u32>,
    pub short_speech: Option<u32>,
    pub warning: Option<u32>,
    pub best_move: Option<u32>,
    pub after_game: Option<u32>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFouls {
    pub word: Option<RawText>,
    pub forms: Option<RawWordForms>,
    pub silence_at: Option<u8>,
    pub remove_at: Option<u8>,
    pub during_speech: Option<String>,
    #[serde(default)]
    pub short_speech_living: Vec<u8>,
    pub last_minute_team_loss: Option<String>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

/// `fouls.forms`: the foul word's forms in each language.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawWordForms {
    pub ru: Option<RawForms>,
    pub en: Option<RawForms>,
}

/// One language's forms: after a number by its plural category, and the
/// plural a heading uses.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawForms {
    pub one: Option<String>,
    pub few: Option<String>,
    pub many: Option<String>,
    pub other: Option<String>,
    pub plural: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawOffence {
    pub id: Option<String>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub kind: Option<String>,
    pub text: Option<RawText>,
}

/// The speech timers in seconds (FIIM's when not said).
pub(super) fn timers(cx: &mut Ctx, raw: Option<&RawTimers>) -> Timers {
    let t = raw.cloned().unwrap_or_default();
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
    // The words after the game: 0 is no such round.
    if timers.after_game > 600 {
        cx.bad("timers.after_game", Expected::Seconds { min: 0, max: 600 });
    }
    if timers.warning >= timers.speech {
        cx.bad("timers.warning", Expected::WarningBeforeSpeechEnds);
    }
    timers
}

/// When fouls silence and remove a player.
pub(super) fn fouls(cx: &mut Ctx, raw: Option<&RawFouls>) -> Fouls {
    let f = raw;
    let word = f
        .and_then(|f| f.word.clone())
        .map(|w| cx.text(&Some(w), "fouls.word"));
    let forms = f.and_then(|f| f.forms.clone()).map(|raw| WordForms {
        ru: word_forms(
            cx,
            raw.ru.as_ref(),
            "fouls.forms.ru",
            &["one", "few", "many"],
        ),
        en: word_forms(cx, raw.en.as_ref(), "fouls.forms.en", &["one", "other"]),
    });
    let silence_at = f.and_then(|f| f.silence_at).unwrap_or(3);
    let remove_at = f.and_then(|f| f.remove_at).unwrap_or(4);
    if remove_at == 0 || silence_at == 0 || silence_at >= remove_at {
        cx.bad("fouls", Expected::FoulLimits);
    }
    let during_speech = cx.choice(
        &f.and_then(|f| f.during_speech.clone()),
        "fouls.during_speech",
        &[
            ("lose_next", DuringSpeech::LoseNext),
            ("end_now", DuringSpeech::EndNow),
        ],
        DuringSpeech::LoseNext,
    );
    let last_minute_team_loss = cx.choice(
        &f.and_then(|f| f.last_minute_team_loss.clone()),
        "fouls.last_minute_team_loss",
        &[
            ("penalty", LastMinuteTeamLoss::Penalty),
            ("team_loses", LastMinuteTeamLoss::TeamLoses),
        ],
        LastMinuteTeamLoss::Penalty,
    );
    Fouls {
        word,
        forms,
        silence_at,
        remove_at,
        during_speech,
        short_speech_living: f.map(|f| f.short_speech_living.clone()).unwrap_or_default(),
        last_minute_team_loss,
    }
}

/// One language's forms of a word: `plural` and the plural categories the
/// language counts with (`need`) must be given; a category not needed
/// takes the nearest one given.
fn word_forms(cx: &mut Ctx, raw: Option<&RawForms>, key: &str, need: &[&str]) -> Forms {
    let get = |k: &str| -> Option<String> {
        let r = raw?;
        let v = match k {
            "one" => &r.one,
            "few" => &r.few,
            "many" => &r.many,
            "other" => &r.other,
            _ => &r.plural,
        };
        v.as_ref()
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty())
    };
    for k in need.iter().chain(&["plural"]) {
        if get(k).is_none() {
            cx.bad(format!("{key}.{k}"), Expected::WordForm);
        }
    }
    let one = get("one").unwrap_or_default();
    let many = get("many").or_else(|| get("other")).unwrap_or_default();
    let other = get("other").unwrap_or_else(|| many.clone());
    Forms {
        few: get("few").unwrap_or_else(|| other.clone()),
        plural: get("plural").unwrap_or_else(|| other.clone()),
        one,
        many,
        other,
    }
}

/// The offences the judge picks from: a foul, a removal or a team's loss.
pub(super) fn offences(cx: &mut Ctx, raw: &[RawOffence]) -> Vec<Offence> {
    let mut offences: Vec<Offence> = Vec::new();
    for (i, o) in raw.iter().enumerate() {
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
    offences
}
