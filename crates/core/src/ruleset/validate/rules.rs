//! `[rule_numbers]` and the `rule` of an entry the console quotes: the
//! ruleset's own number for a rule, a label per language, or `false`.

use super::Ctx;
use crate::ruleset::{Expected, Found, Problem, RuleKey, RuleRef};
use mafia_words::Text;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A `[rule_numbers]` value: the number (the same in every language), a
/// label per interface language (`{ ru = "...", en = "..." }`; the keys are
/// checked by [`rule_ref`]), or `false` for "not numbered here".
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub(super) enum RawRuleNumber {
    Number(String),
    Unnumbered(bool),
    Label(BTreeMap<String, String>),
}

/// `[rule_numbers]`: an engine rule key (one of [`RuleKey::ALL`]) -> this
/// ruleset's own number for it.
pub(super) fn rule_numbers(
    cx: &mut Ctx,
    raw: &BTreeMap<String, RawRuleNumber>,
) -> BTreeMap<RuleKey, Option<RuleRef>> {
    let mut rule_numbers = BTreeMap::new();
    for (key, number) in raw {
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
    rule_numbers
}

/// The `rule` of an entry the console quotes (`offences[3].rule`,
/// `end.streaks[0].rule`, `voting.repeat_tie_ends[0].rule`): a number or a
/// label per language, as in `[rule_numbers]`; left out or `false`, none.
pub(super) fn entry_rule(cx: &mut Ctx, key: &str, raw: &Option<RawRuleNumber>) -> Option<RuleRef> {
    raw.as_ref()
        .and_then(|r| rule_ref(cx, &format!("{key}.rule"), r))
        .flatten()
}

/// A top-level key whose value is a rule (`protest_after_game`): a number
/// or a label per language, as in `[rule_numbers]`; left out or `false`,
/// none.
pub(super) fn top_rule(cx: &mut Ctx, key: &str, raw: &Option<RawRuleNumber>) -> Option<RuleRef> {
    raw.as_ref().and_then(|r| rule_ref(cx, key, r)).flatten()
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
