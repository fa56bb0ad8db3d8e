//! The example in docs/game-record.md is a real, valid game.

use mafia_core::game::ExitHow;
use mafia_core::ruleset::Outcome;
use mafia_store::ruleset::catalog::load_file;
use mafia_store::session::{Record, Session};

#[test]
fn the_documented_example_replays_to_a_team_loss_on_day_one() {
    let root = mafia_store::storage::source_root();
    let doc = std::fs::read_to_string(root.join("docs/game-record.md")).unwrap();
    let start = doc
        .find("```json\n{\n  \"format\"")
        .expect("the example block")
        + "```json\n".len();
    let end = start + doc[start..].find("\n```").unwrap();
    let record = Record::from_json("docs/game-record.md", &doc[start..end]).unwrap();
    let rs = load_file(&root.join("rulesets/fiim.toml")).unwrap();
    let s = Session::replay(rs, &record).unwrap();
    let end = s.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Black);
    let p2 = s.state().player(2).unwrap();
    assert_eq!(p2.nick, "Борис");
    assert_eq!(p2.exit.as_ref().unwrap().how, ExitHow::TeamLoss);
    assert_eq!(s.state().player(7).unwrap().fouls, 1);
    assert_eq!(s.state().days[0].nominations[0].target, 4);
}
