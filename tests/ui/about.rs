//! Справка → О программе: the version a judge quotes when asking for help
//! (the same as `--version` and every file's `made_by`), the system, and
//! where this copy keeps the games and found its rules.

use crate::ui_common::{click, console_app, harness};
use egui_kittest::kittest::Queryable;
use mafia_judge::i18n;
use mafia_judge::ruleset::{Lang, catalog};

fn ru(s: i18n::Fixed) -> String {
    s.get(Lang::Ru).to_owned()
}

#[test]
fn the_about_window_names_the_version_the_system_and_where_the_rules_were_found() {
    let mut h = harness(console_app(vec![catalog::find("fiim").unwrap()]));
    assert!(h.query_by_label(mafia_store::made_by::MADE_BY).is_none());
    click(&mut h, &ru(i18n::msg::MenuHelp));
    click(&mut h, &ru(i18n::msg::AboutMenu));
    h.get_by_label(mafia_store::made_by::MADE_BY);
    assert!(mafia_store::made_by::MADE_BY.ends_with(env!("CARGO_PKG_VERSION")));
    h.get_by_label(
        &i18n::msg::AboutSystem {
            os: std::env::consts::OS,
            arch: std::env::consts::ARCH,
        }
        .get(Lang::Ru),
    );
    // The system by its name, not Rust's id for it.
    if cfg!(all(target_os = "linux", target_arch = "x86_64")) {
        h.get_by_label("Система: Linux, x86_64");
    }
    // This test's binary lies in the source tree: the rules it found are
    // the tree's, and no licences page or guide is shipped beside it.
    let rules = mafia_judge::storage::source_root().join("rulesets");
    h.get_by_label(&rules.display().to_string());
    assert_eq!(h.query_all_by_label(&ru(i18n::msg::AboutNone)).count(), 2);
    h.get_by_label(&ru(i18n::msg::AboutLicence));
}
