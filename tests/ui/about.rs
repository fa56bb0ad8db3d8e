//! Справка → О программе: the version a judge quotes when asking for help
//! (the same as `--version` and every file's `made_by`), the system, and
//! where this copy keeps the games and found its rules.

use crate::ui_common::{click, console_app, harness};
use egui_kittest::kittest::Queryable;
use mafia_store::ruleset::catalog;
use mafia_words::Lang;
use mafia_words::i18n::msg;

fn ru(s: mafia_words::i18n::Fixed) -> String {
    s.get(Lang::Ru).to_owned()
}

#[test]
fn the_about_window_names_the_version_the_system_and_where_the_rules_were_found() {
    let mut h = harness(console_app(vec![catalog::find("fiim").unwrap()]));
    assert!(h.query_by_label(mafia_store::made_by::MADE_BY).is_none());
    click(&mut h, &ru(msg::MenuHelp));
    click(&mut h, &ru(msg::AboutMenu));
    h.get_by_label(mafia_store::made_by::MADE_BY);
    assert!(mafia_store::made_by::MADE_BY.ends_with(env!("CARGO_PKG_VERSION")));
    h.get_by_label(
        &msg::AboutSystem {
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
    let rules = mafia_store::storage::source_root().join("rulesets");
    h.get_by_label(&rules.display().to_string());
    assert_eq!(h.query_all_by_label(&ru(msg::AboutNone)).count(), 2);
    h.get_by_label(&ru(msg::AboutLicence));
}
