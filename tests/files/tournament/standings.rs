//! Standings computed from the records by the rulesets' `[tournament]` rules.

use super::examples::{self, check_folder, folder, ruleset};
use mafia_tournament::tournament::{self, DescriptionProblem, Severity, Why, standings};
use mafia_words::i18n::Words as W;

/// place, nick, games, wins, points, extra, penalties, total, eligible
type Line<'a> = (u32, &'a str, u32, u32, f64, f64, f64, f64, bool);

/// The Minsk final (seed 004), 10 players, 16 games, worked out by hand.
///
/// Each game the table moves one seat on (player i sits at seat
/// (i + g - 1) mod 10 + 1); seats 4, 6, 8 are black. Red wins games
/// 1 2 4 6 7 9 11 12 14 15, black 3 5 8 10 13 16 (`MINSK_RESULTS`). A win
/// is +1 (FIIM). In a black win the first killed is seat 1, who names 4, 6
/// and 2: two blacks, +0.5 (best move, 2024 table), and he is a red
/// first-killed player in a lost game: with N = 16 games per player,
/// round(0.4 * 16) = 6, each such game gives min(i * 0.5 / 6, 0.5), in
/// thousandths as the federation's sheet writes each game's:
/// i = 1 -> 0.083, i = 2 -> 0.167 twice = 0.334.
///
/// - Борис: 11 wins; seat 1 in game 10 (black): best move 0.5 + comp. 0.083
///   -> extra 0.583, total 11.583.
/// - Жанна: 10 wins; seat 1 in game 5: extra 0.583, total 10.583.
/// - Егор: 9 wins; seat 1 in game 16: extra 0.583; 15 minutes late: three
///   times 5 minutes, 3 * -0.1 = -0.3; total 9.283.
/// - Кирилл: 8 wins; the judge's +1.0 in game 2; total 9.0.
/// - Алиса: 9 wins, total 9.0: equal with Кирилл; the first tie-break,
///   the extra points (1.0 against 0), puts Кирилл 4th, Алиса 5th.
/// - Гриша: skipped round 5 without notice: -2 («За пропуск тура игрок
///   лишается 2-х баллов»); 15 games, 9 wins; seat 1 in game 3 (black):
///   extra 0.583; total 7.583. One skipped round: still in the awards.
/// - Вера and Дана: 6 wins each, no extra, total 6.0, equal on every
///   tie-break: both 7th. Дана skipped round 9 with notice: no penalty.
/// - Ирина: skipped rounds 14 and 15, both "with notice": only one skip is
///   free, the second costs -2; two skipped rounds: out of the awards
///   («пропустивший два и более тура, в награждении не участвует»).
///   14 games, 10 wins; seat 1 in games 8 and 13 (black): best move 1.0 +
///   compensation 0.334 -> extra 1.334; total 9.334: 3rd among all players,
///   no place in the awards.
/// - Зорро: disqualified from the tournament after round 12: 12 games,
///   4 wins, total 4.0, no awards («Дисквалифицированный игрок в церемонии
///   награждения не участвует»): 10th, no place in the awards.
/// - The places in the awards skip those two: Егор 3rd ... Вера and Дана 7th.
/// - The substitutes (Запасной 1, Запасной 2) are not the tournament's players.
#[test]
fn minsk_final_standings_follow_the_regulation_of_seed_004() {
    let (desc, games) = examples::minsk();
    check_folder("minsk-final", &desc, &games);
    let f = tournament::open(&folder("minsk-final")).unwrap();
    let rs = ruleset("minsk-final");
    let s = standings(&rs, &f.description, &f.games, &f.unreadable);
    assert!(s.left_out.is_empty(), "{:?}", s.left_out);
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    assert_eq!(s.counted.len(), 16);
    let got: Vec<Line> = s
        .players
        .iter()
        .map(|r| {
            (
                r.place,
                r.nick.as_str(),
                r.games,
                r.wins,
                r.points,
                r.extra,
                r.penalties,
                r.total,
                r.eligible,
            )
        })
        .collect();
    #[rustfmt::skip]
    let want = vec![
        // place, nick, games, wins, points, extra, penalties, total, eligible
        (1, "Борис", 16, 11, 11.0, 0.583, 0.0, 11.583, true),
        (2, "Жанна", 16, 10, 10.0, 0.583, 0.0, 10.583, true),
        (3, "Ирина", 14, 10, 10.0, 1.334, -2.0, 9.334, false),
        (4, "Егор", 16, 9, 9.0, 0.583, -0.3, 9.283, true),
        (5, "Кирилл", 16, 8, 8.0, 1.0, 0.0, 9.0, true),
        (6, "Алиса", 16, 9, 9.0, 0.0, 0.0, 9.0, true),
        (7, "Гриша", 15, 9, 9.0, 0.583, -2.0, 7.583, true),
        (8, "Вера", 16, 6, 6.0, 0.0, 0.0, 6.0, true),
        (8, "Дана", 15, 6, 6.0, 0.0, 0.0, 6.0, true),
        (10, "Зорро", 12, 4, 4.0, 0.0, 0.0, 4.0, false),
    ];
    assert_eq!(got, want);
    // The place in the awards, apart: Ирина and Зорро take no part.
    let awards: Vec<(&str, Option<u32>)> = s
        .players
        .iter()
        .map(|r| (r.nick.as_str(), r.award_place))
        .collect();
    assert_eq!(
        awards,
        [
            ("Борис", Some(1)),
            ("Жанна", Some(2)),
            ("Ирина", None),
            ("Егор", Some(3)),
            ("Кирилл", Some(4)),
            ("Алиса", Some(5)),
            ("Гриша", Some(6)),
            ("Вера", Some(7)),
            ("Дана", Some(7)),
            ("Зорро", None),
        ]
    );
    assert_eq!(s.guests, vec!["Запасной 1", "Запасной 2"]);
    let irina = s.players.iter().find(|r| r.nick == "Ирина").unwrap();
    assert_eq!(irina.skipped_rounds, 2);
    let lines: Vec<(&str, f64)> = irina
        .tournament_penalties
        .iter()
        .map(|l| (l.penalty.as_str(), l.points))
        .collect();
    assert_eq!(
        lines,
        [("skipped_round_notice", 0.0), ("skipped_round", -2.0)],
        "the second skip 'with notice' counts as a skip without"
    );
    let zorro = s.players.iter().find(|r| r.nick == "Зорро").unwrap();
    assert!(zorro.disqualified);
    assert!(zorro.tournament_penalties[0].reason.contains("СКЧ"));
}

/// An hour late is a disqualification from the tournament (seed 004).
#[test]
fn an_hour_late_disqualifies_and_each_five_minutes_cost_a_tenth() {
    let rs = ruleset("minsk-final");
    let late = rs.tournament.penalty("late").unwrap();
    assert!(
        (late.cost(4) - 0.0).abs() < 1e-9,
        "under 5 minutes: nothing"
    );
    assert!((late.cost(14) + 0.2).abs() < 1e-9, "14 minutes: two steps");
    assert!(!late.disqualifies(59));
    assert!(late.disqualifies(60));
}

/// A record added twice (a copy from a USB stick), an earlier save of the same
/// game, a damaged file and a game of another ruleset are named and left
/// out; the rest still count.
#[test]
fn bad_and_duplicate_files_are_named_and_never_stop_the_rest() {
    let (desc, games) = examples::minsk();
    let dir = tempfile::tempdir().unwrap();
    desc.save(dir.path()).unwrap();
    let g = dir.path().join("games");
    std::fs::create_dir_all(&g).unwrap();
    for (file, r) in &games {
        std::fs::write(g.join(file), r.to_json()).unwrap();
    }
    // The same game 3 again, from another console.
    std::fs::write(g.join("usb-game-03.json"), games[2].1.to_json()).unwrap();
    // An autosave of game 4 from before its end.
    let mut early = games[3].1.clone();
    early.actions.truncate(20);
    std::fs::write(g.join("autosave-game-04.json"), early.to_json()).unwrap();
    std::fs::write(g.join("broken.json"), "{ not json").unwrap();
    let mut other = games[0].1.clone();
    other.ruleset.id = "fiim".into();
    other.created += 1;
    std::fs::write(g.join("fiim-game.json"), other.to_json()).unwrap();

    let f = tournament::open(dir.path()).unwrap();
    let rs = ruleset("minsk-final");
    let s = standings(&rs, &f.description, &f.games, &f.unreadable);
    assert_eq!(s.counted.len(), 16, "the 16 games still count");
    let why = |file: &str| {
        s.left_out
            .iter()
            .find(|l| l.file == file)
            .unwrap_or_else(|| panic!("{file} not named: {:?}", s.left_out))
            .clone()
    };
    let dup = why("usb-game-03.json");
    assert_eq!(
        dup.reason,
        Why::AddedTwice {
            kept: "game-03.json".into()
        }
    );
    let dup = W::text(&dup.reason).en;
    assert!(
        dup.contains("game-03.json") && dup.contains("twice"),
        "{dup}"
    );
    assert_eq!(why("usb-game-03.json").severity, Severity::Note);
    let earlier = why("autosave-game-04.json").reason;
    assert_eq!(earlier.code(), "earlier_save");
    assert!(W::text(&earlier).en.contains("earlier save"));
    assert_eq!(why("broken.json").severity, Severity::Damaged);
    assert!(W::text(&why("fiim-game.json").reason).en.contains("fiim"));
    assert_eq!(s.exit_code(), 2);
    // The standings are the same as without the extra files.
    let clean = standings(&rs, &desc, &f.games[..0], &[]);
    assert_eq!(clean.counted.len(), 0);
    let (_, games16) = examples::minsk();
    let only: Vec<_> = games16
        .into_iter()
        .map(|(file, record)| tournament::GameFile { file, record })
        .collect();
    let want = standings(&rs, &desc, &only, &[]);
    assert_eq!(s.players, want.players);
}

/// Two different records claiming to be one game: the judge must choose;
/// neither counts until then.
#[test]
fn two_different_records_of_one_game_are_both_left_out() {
    let (desc, games) = examples::minsk();
    let mut list: Vec<_> = games
        .iter()
        .map(|(file, record)| tournament::GameFile {
            file: file.clone(),
            record: record.clone(),
        })
        .collect();
    let mut forked = games[0].1.clone();
    forked.actions.pop();
    forked.actions.push(mafia_store::session::Stamped {
        at: 1,
        by: None,
        action: mafia_core::game::Action::Note { text: "x".into() },
    });
    list.push(tournament::GameFile {
        file: "other-copy.json".into(),
        record: forked,
    });
    let s = standings(&ruleset("minsk-final"), &desc, &list, &[]);
    assert_eq!(s.counted.len(), 15);
    assert_eq!(
        s.left_out
            .iter()
            .filter(
                |l| matches!(&l.reason, Why::TwoRecords { files } if files.len() == 2)
                    && W::text(&l.reason).en.contains("two different")
            )
            .count(),
        2
    );
}

/// A penalty id the ruleset does not have, or a player who is not in the
/// tournament, is named with its key; the standings still come out.
#[test]
fn an_unknown_penalty_or_player_is_named_with_its_key() {
    let (mut desc, games) = examples::minsk();
    desc.penalties
        .push(mafia_tournament::tournament::PenaltyEntry {
            player: "Алиса".into(),
            penalty: "late_by_hour".into(),
            round: None,
            minutes: None,
            reason: "?".into(),
        });
    desc.penalties
        .push(mafia_tournament::tournament::PenaltyEntry {
            player: "Никто".into(),
            penalty: "late".into(),
            round: None,
            minutes: Some(5),
            reason: "?".into(),
        });
    let list: Vec<_> = games
        .into_iter()
        .map(|(file, record)| tournament::GameFile { file, record })
        .collect();
    let s = standings(&ruleset("minsk-final"), &desc, &list, &[]);
    match s.problems.as_slice() {
        [
            DescriptionProblem::UnknownPenalty {
                index: 6,
                penalty,
                known,
            },
            DescriptionProblem::UnknownPlayer { index: 7, player },
        ] => {
            assert_eq!(penalty, "late_by_hour");
            assert!(known.iter().any(|k| k == "late"), "{known:?}");
            assert_eq!(player, "Никто");
        }
        other => panic!("{other:?}"),
    }
    // The judge reads the file, the key and what it should be, in Russian.
    let ru = W::say(&s.problems[1], mafia_words::Lang::Ru);
    assert!(
        ru.contains("tournament.toml")
            && ru.contains("ключ `penalties[7].player`")
            && ru.contains("ожидается один из игроков турнира")
            && ru.contains("Никто"),
        "{ru}"
    );
    // The machine reads a stable code and the data, never the words.
    let json = s.to_json();
    assert_eq!(
        json["problems"][0]["code"], "unknown_penalty",
        "{}",
        json["problems"]
    );
    assert_eq!(json["problems"][0]["index"], 6);
    assert_eq!(json["problems"][0]["penalty"], "late_by_hour");
    assert_eq!(json["problems"][1]["code"], "unknown_player");
    assert_eq!(json["problems"][1]["player"], "Никто");
    assert!(
        !json["problems"]
            .to_string()
            .contains("tournament's players"),
        "{}",
        json["problems"]
    );
    assert_eq!(s.players.len(), 10);
}

fn lines(s: &mafia_tournament::tournament::Standings) -> Vec<Line<'_>> {
    s.players
        .iter()
        .map(|r| {
            (
                r.place,
                r.nick.as_str(),
                r.games,
                r.wins,
                r.points,
                r.extra,
                r.penalties,
                r.total,
                r.eligible,
            )
        })
        .collect()
}

/// Seed 002: the best player of each game +1, all tied get it; a draw at
/// four players is not rated, «+1 очко может получить только лучший
/// игрок». The club's point table is cut off in the seed: results give 0.
///
/// Game 1 (red win): seat 3 Вера best. Game 2 (the draw, seats Вера..Максим):
/// seat 9 Лена best: +1 but no game. Game 3 (black win, seats Лена, Максим,
/// Алиса..Зорро; blacks Борис, Гриша, Егор): Борис and Гриша best.
/// Totals 1: Борис (2 wins), Вера and Гриша (1 win: shared 2nd), Лена (0 wins).
/// Then 0: six players with one win share 5th; Зорро and Максим 11th.
#[test]
fn mcc_evening_an_unrated_draw_counts_only_the_best_player() {
    let (desc, games) = examples::mcc_evening();
    check_folder("mcc-evening", &desc, &games);
    let f = tournament::open(&folder("mcc-evening")).unwrap();
    let s = standings(&ruleset("mcc"), &f.description, &f.games, &f.unreadable);
    assert!(s.left_out.is_empty(), "{:?}", s.left_out);
    assert_eq!(s.counted.iter().filter(|g| !g.rated).count(), 1);
    #[rustfmt::skip]
    let want: Vec<Line> = vec![
        (1, "Борис", 2, 2, 0.0, 1.0, 0.0, 1.0, true),
        (2, "Вера", 2, 1, 0.0, 1.0, 0.0, 1.0, true),
        (2, "Гриша", 2, 1, 0.0, 1.0, 0.0, 1.0, true),
        (4, "Лена", 1, 0, 0.0, 1.0, 0.0, 1.0, true),
        (5, "Алиса", 2, 1, 0.0, 0.0, 0.0, 0.0, true),
        (5, "Дана", 2, 1, 0.0, 0.0, 0.0, 0.0, true),
        (5, "Егор", 2, 1, 0.0, 0.0, 0.0, 0.0, true),
        (5, "Жанна", 2, 1, 0.0, 0.0, 0.0, 0.0, true),
        (5, "Ирина", 1, 1, 0.0, 0.0, 0.0, 0.0, true),
        (5, "Кирилл", 1, 1, 0.0, 0.0, 0.0, 0.0, true),
        (11, "Зорро", 2, 0, 0.0, 0.0, 0.0, 0.0, true),
        (11, "Максим", 1, 0, 0.0, 0.0, 0.0, 0.0, true),
    ];
    assert_eq!(lines(&s), want);
}

/// Seed 000: red win civilians 3, commissar 4, mafia 0, don -1; black win
/// mafia 3, don 4, civilians 0, commissar -1; 4 likes +1; best move 3 mafia
/// +1; the host's best player +1.
///
/// Game 1 (red win, Алиса at seat 1 .. Кирилл at 10): Вера (commissar) 4 +
/// 4 likes 1 = 5; Кирилл 3 + best player 1 = 4; Гриша, Зорро (mafia) 0;
/// Егор (don) -1; the other civilians 3. Game 2 (black win, Борис at seat 1
/// .. Алиса at 10): Борис killed first names 4, 6, 8: three mafia, +1;
/// Гриша (commissar) -1; Дана, Ирина (mafia) 3; Жанна (don) 4 + 4 likes 1 = 5.
/// Totals: Жанна 8; Дана and Ирина 6 (2 wins each: shared 2nd); Вера 5;
/// Борис and Кирилл 4 (1 win, extra 1 each: shared 5th); Алиса 3; Зорро 0;
/// Гриша and Егор -1 (shared 9th).
#[test]
fn baikal_championship_adds_role_points_likes_best_move_and_the_host_point() {
    let (desc, games) = examples::baikal_two_games();
    check_folder("baikal-two-games", &desc, &games);
    let f = tournament::open(&folder("baikal-two-games")).unwrap();
    let s = standings(&ruleset("baikal"), &f.description, &f.games, &f.unreadable);
    assert!(s.left_out.is_empty(), "{:?}", s.left_out);
    #[rustfmt::skip]
    let want: Vec<Line> = vec![
        (1, "Жанна", 2, 2, 7.0, 1.0, 0.0, 8.0, true),
        (2, "Дана", 2, 2, 6.0, 0.0, 0.0, 6.0, true),
        (2, "Ирина", 2, 2, 6.0, 0.0, 0.0, 6.0, true),
        (4, "Вера", 2, 1, 4.0, 1.0, 0.0, 5.0, true),
        (5, "Борис", 2, 1, 3.0, 1.0, 0.0, 4.0, true),
        (5, "Кирилл", 2, 1, 3.0, 1.0, 0.0, 4.0, true),
        (7, "Алиса", 2, 1, 3.0, 0.0, 0.0, 3.0, true),
        (8, "Зорро", 2, 0, 0.0, 0.0, 0.0, 0.0, true),
        (9, "Гриша", 2, 0, -1.0, 0.0, 0.0, -1.0, true),
        (9, "Егор", 2, 0, -1.0, 0.0, 0.0, -1.0, true),
    ];
    assert_eq!(lines(&s), want);
}

mod order {
    use super::examples;
    use mafia_tournament::tournament::{GameFile, standings};
    use proptest::prelude::*;

    fn files() -> Vec<GameFile> {
        let (_, games) = examples::minsk();
        let mut v: Vec<GameFile> = games
            .into_iter()
            .map(|(file, record)| GameFile { file, record })
            .collect();
        // A copy added twice and an earlier save: also order-independent.
        let dup = GameFile {
            file: "copy-of-game-07.json".into(),
            record: v[6].record.clone(),
        };
        let mut early = v[9].record.clone();
        early.actions.truncate(30);
        v.push(dup);
        v.push(GameFile {
            file: "autosave.json".into(),
            record: early,
        });
        v
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        /// The standings do not depend on the order the games are read in.
        #[test]
        fn standings_do_not_depend_on_the_order_the_games_are_read_in(
            shuffled in Just(files()).prop_shuffle()
        ) {
            let (desc, _) = examples::minsk();
            let rs = examples::ruleset("minsk-final");
            let want = standings(&rs, &desc, &files(), &[]);
            let got = standings(&rs, &desc, &shuffled, &[]);
            prop_assert_eq!(got, want);
        }
    }
}

mod fiim {
    use super::super::examples::ruleset;
    use super::super::play::{Plan, play};
    use mafia_core::ruleset::tournament::CompensationCounts;
    use mafia_store::session::Meta;
    use mafia_tournament::tournament::{
        Description, GameFile, PenaltyEntry, PlayerEntry, standings,
    };

    use crate::table::{CLASSIC, NICKS};

    /// The first ten example nicknames.
    fn nicks() -> Vec<String> {
        NICKS[..10].iter().map(|n| (*n).to_owned()).collect()
    }

    /// Four FIIM games, Алиса at seat 1 (red) each time: game 1 red wins
    /// after she is killed on night 1; game 2 black wins, she is killed on
    /// night 1; games 3 and 4 red wins, nobody killed.
    fn games() -> (Description, Vec<GameFile>) {
        let rs = ruleset("fiim");
        let mut g1 = Plan::red();
        g1.kill_first_night = true;
        let plans = [g1, Plan::black(), Plan::red(), Plan::red()];
        let games = plans
            .iter()
            .enumerate()
            .map(|(k, plan)| GameFile {
                file: format!("game-{}.json", k + 1),
                record: play(
                    &rs,
                    &nicks(),
                    &CLASSIC,
                    1_764_500_000_000 + k as u64 * 3_600_000,
                    Meta {
                        game: (k + 1).to_string(),
                        table: "1".into(),
                        ..Meta::default()
                    },
                    plan,
                ),
            })
            .collect();
        let desc = Description {
            name: "FIIM".into(),
            ruleset: "fiim".into(),
            players: nicks()
                .into_iter()
                .map(|nick| PlayerEntry {
                    nick,
                    ..PlayerEntry::default()
                })
                .collect(),
            ..Description::default()
        };
        (desc, games)
    }

    /// MafiaRatings' scoring «ФИИМ», version 7: i counts every night-1
    /// death as red, won or lost (here 2), N her games (4, round(0.4 * 4) =
    /// 2): Ci = min(2 * 0.5 / 2, 0.5) = 0.5, paid in the one game she lost.
    /// Counting only the lost games, i = 1 gives 0.25.
    #[test]
    fn fiim_compensation_counts_every_night_one_death_as_red_and_pays_in_each_lost_game() {
        let (desc, games) = games();
        let mut rs = ruleset("fiim");
        assert_eq!(
            rs.tournament.compensation_counts,
            CompensationCounts::Night1RedDeaths
        );
        let s = standings(&rs, &desc, &games, &[]);
        assert!(s.left_out.is_empty(), "{:?}", s.left_out);
        let alisa = s.players.iter().find(|r| r.nick == "Алиса").unwrap();
        assert_eq!(alisa.games, 4);
        assert_eq!(alisa.compensation, 0.5);
        rs.tournament.compensation_counts = CompensationCounts::FirstKilledLosses;
        let s = standings(&rs, &desc, &games, &[]);
        let alisa = s.players.iter().find(|r| r.nick == "Алиса").unwrap();
        assert_eq!(alisa.compensation, 0.25);
    }

    /// «Снят с турнира» under FIIM: out of the awards and marked on the
    /// standings, the sheet and the hall; his place among all stays.
    #[test]
    fn under_fiim_a_player_removed_from_the_tournament_takes_no_part_in_the_awards_and_is_marked() {
        let (mut desc, games) = games();
        desc.penalties.push(PenaltyEntry {
            player: "Борис".into(),
            penalty: "disqualified".into(),
            round: Some(3),
            minutes: None,
            reason: "снят с турнира решением ГС".into(),
        });
        let rs = ruleset("fiim");
        let s = standings(&rs, &desc, &games, &[]);
        let boris = s.players.iter().find(|r| r.nick == "Борис").unwrap();
        assert!(boris.disqualified && !boris.eligible);
        assert_eq!(boris.award_place, None);
        assert!(boris.place >= 1);
        let csv =
            String::from_utf8(mafia_tournament::tournament::sheet::to_csv(&s).unwrap()).unwrap();
        let line = csv.lines().find(|l| l.contains("Борис")).unwrap();
        let last = line.rsplit(',').next().unwrap().trim_matches('"');
        assert_eq!(last, "true", "the disqualified column: {line}");
        let f = mafia_tournament::tournament::Folder {
            path: std::path::PathBuf::new(),
            description: desc,
            games,
            unreadable: Vec::new(),
        };
        let b = mafia_tournament::tournament::hall::between_games(&rs, &f);
        let row = b.standings.iter().find(|r| r.nick == "Борис").unwrap();
        assert!(row.disqualified && row.award_place.is_none());
        assert_eq!(b.words.disqualified.ru, "снят с турнира");
    }
}
