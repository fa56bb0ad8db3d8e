//! The example tournaments in `examples/tournaments/`: built here by playing
//! every game through the engine. With `UPDATE_EXAMPLES=1` the folders are
//! (re)written; otherwise the test checks that the files on disk still are
//! exactly these games and this description.

use super::play::{Plan, play};
use mafia_store::session::{Meta, Record};
use mafia_tournament::tournament::{Description, PenaltyEntry, PlayerEntry, SeatingEntry};

use crate::table::{CLASSIC, NICKS};
pub use crate::table::{COMMISSAR_CLASSIC, ruleset};

/// The Minsk final's ten players: the first ten example nicknames.
const MINSK_PLAYERS: &[&str] = NICKS.split_at(10).0;

pub use crate::tournaments::example as folder;

/// The winner of each Minsk game, game 1 first: R red, B black.
pub const MINSK_RESULTS: &str = "RRBRBRRBRBRRBRRB";

/// Who plays in place of an absent player: (game, player index, substitute).
pub const MINSK_SUBSTITUTES: [(u32, usize, &str); 8] = [
    (5, 3, "Запасной 1"),  // Гриша skips round 5 without notice
    (9, 4, "Запасной 1"),  // Дана skips round 9, the head judge was told
    (13, 7, "Запасной 2"), // Зорро disqualified after round 12
    (14, 7, "Запасной 2"),
    (14, 8, "Запасной 1"), // Ирина skips round 14 with notice ...
    (15, 7, "Запасной 2"),
    (15, 8, "Запасной 1"), // ... and round 15 "with notice" again
    (16, 7, "Запасной 2"),
];

/// The seat of player `i` (0-based) in game `g` (1-based): each game the
/// whole table moves one seat on, so in 16 games everyone sits in every
/// seat once or twice.
pub fn minsk_seat(i: usize, g: u32) -> usize {
    (i + g as usize - 1) % 10 + 1
}

pub fn minsk() -> (Description, Vec<(String, Record)>) {
    let rs = ruleset("minsk-final");
    let name = "Театр Теней Минск: финал года 2016";
    let mut seating = Vec::new();
    let mut games = Vec::new();
    for g in 1..=16u32 {
        let mut by_seat = vec![String::new(); 10];
        for (i, nick) in MINSK_PLAYERS.iter().enumerate() {
            by_seat[minsk_seat(i, g) - 1] = (*nick).to_owned();
        }
        seating.push(SeatingEntry {
            round: g,
            table: 1,
            seats: by_seat.clone(),
        });
        for (game, i, sub) in MINSK_SUBSTITUTES {
            if game == g {
                by_seat[minsk_seat(i, g) - 1] = sub.to_owned();
            }
        }
        let red = MINSK_RESULTS.as_bytes()[g as usize - 1] == b'R';
        let mut plan = if red { Plan::red() } else { Plan::black() };
        if !red {
            // The first killed (seat 1) names 4, 6 and 2: two blacks, +0.5.
            plan.best_move = Some(vec![4, 6, 2]);
        }
        if g == 2 {
            plan.extras.push((
                1,
                1.0,
                "Нашёл обоих мафиози в первый день / found both mafia on day 1".into(),
            ));
        }
        let day = if g <= 8 { "2017-02-04" } else { "2017-02-05" };
        let meta = Meta {
            tournament: name.into(),
            stage: "Финал".into(),
            date: day.into(),
            table: "1".into(),
            game: g.to_string(),
            judge: "Андрей Артамонов".into(),
            ..Meta::default()
        };
        // 04.02.2017 10:00 Minsk (07:00 UTC), one game an hour.
        let created = 1_486_191_600_000 + u64::from(g) * 3_600_000;
        let record = play(&rs, &by_seat, &CLASSIC, created, meta, &plan);
        games.push((format!("game-{g:02}.json"), record));
    }
    let pen = |player: &str, penalty: &str, round: u32, minutes: Option<u32>, reason: &str| {
        PenaltyEntry {
            player: player.into(),
            penalty: penalty.into(),
            round: Some(round),
            minutes,
            reason: reason.into(),
        }
    };
    let desc = Description {
        name: name.into(),
        ruleset: "minsk-final".into(),
        dates: vec!["2017-02-04".into(), "2017-02-05".into()],
        head_judge: "Андрей Артамонов".into(),
        tables: 1,
        rounds: 16,
        players: MINSK_PLAYERS
            .iter()
            .map(|n| PlayerEntry {
                nick: (*n).into(),
                club: "Театр Теней".into(),
                city: "Минск".into(),
            })
            .collect(),
        judges: vec![mafia_tournament::tournament::JudgeEntry {
            table: 1,
            judge: "Андрей Артамонов".into(),
            round: None,
        }],
        seating,
        penalties: vec![
            pen(
                "Егор",
                "late",
                1,
                Some(15),
                "опоздал на 15 минут к первой игре",
            ),
            pen(
                "Гриша",
                "skipped_round",
                5,
                None,
                "не пришёл на 5-й тур, не предупредил",
            ),
            pen(
                "Дана",
                "skipped_round_notice",
                9,
                None,
                "предупредила главного судью накануне",
            ),
            pen(
                "Зорро",
                "disqualified",
                12,
                None,
                "решение СКЧ: оскорбление судьи после 12-й игры",
            ),
            pen(
                "Ирина",
                "skipped_round_notice",
                14,
                None,
                "предупредила накануне",
            ),
            pen(
                "Ирина",
                "skipped_round_notice",
                15,
                None,
                "предупредила ещё раз: второй пропуск",
            ),
        ],
        ..Description::default()
    };
    (accept_substitutes(desc, &games), games)
}

/// The head judge counts the games a substitute played in (the check
/// against the seating holds them: the players differ from the seating, and
/// the substitute is not a player of the tournament).
fn accept_substitutes(mut desc: Description, games: &[(String, Record)]) -> Description {
    let files: Vec<mafia_tournament::tournament::GameFile> = games
        .iter()
        .map(|(file, record)| mafia_tournament::tournament::GameFile {
            file: file.clone(),
            record: record.clone(),
        })
        .collect();
    let s = mafia_tournament::tournament::standings(&ruleset(&desc.ruleset), &desc, &files, &[]);
    for h in &s.held {
        use mafia_tournament::tournament::check::Case;
        assert!(
            matches!(h.case, Case::Stranger | Case::PlayersDiffer),
            "{}: {}",
            h.file,
            h.finding.text().en
        );
        desc.accepted
            .push(mafia_tournament::tournament::AcceptedEntry {
                file: h.file.clone(),
                case: h.case.id().to_owned(),
                digest: h.digest.clone(),
            });
    }
    desc
}

/// Writes (with `UPDATE_EXAMPLES=1`) or checks an example tournament folder.
pub fn check_folder(name: &str, desc: &Description, games: &[(String, Record)]) {
    let dir = folder(name);
    if std::env::var_os("UPDATE_EXAMPLES").is_some() {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("games")).unwrap();
        std::fs::write(dir.join("tournament.toml"), desc.to_toml().unwrap()).unwrap();
        for (file, r) in games {
            std::fs::write(dir.join("games").join(file), r.to_json()).unwrap();
        }
    }
    let mut folder = mafia_tournament::tournament::open(&dir).unwrap();
    folder.description.made_by.clone_from(&desc.made_by);
    assert_eq!(&folder.description, desc, "{name}/tournament.toml differs");
    assert!(folder.unreadable.is_empty(), "{:?}", folder.unreadable);
    assert_eq!(folder.games.len(), games.len());
    for (file, r) in games {
        let mut on_disk = folder
            .games
            .iter()
            .find(|g| &g.file == file)
            .unwrap()
            .clone();
        // A later edit of the ruleset file (another key, a comment) changes its
        // fingerprint but not these games: the actions must still be the same.
        on_disk.record.ruleset.fingerprint = r.ruleset.fingerprint.clone();
        // Nor is which console wrote the file the game.
        on_disk.record.made_by.clone_from(&r.made_by);
        assert_eq!(
            &on_disk.record, r,
            "{name}/games/{file} differs from the game the engine plays now"
        );
    }
}

/// The club of the small tournaments: the first twelve example nicknames.
pub const CLUB: &[&str] = NICKS.split_at(12).0;

fn small_tournament(
    id: &str,
    name: &str,
    date: &str,
    players: &[&str],
    games: Vec<(Vec<usize>, Plan)>,
) -> (Description, Vec<(String, Record)>) {
    let rs = ruleset(id);
    let mut seating = Vec::new();
    let mut out = Vec::new();
    for (k, (who, plan)) in games.into_iter().enumerate() {
        let g = k as u32 + 1;
        let nicks: Vec<String> = who.iter().map(|i| players[*i].to_owned()).collect();
        seating.push(SeatingEntry {
            round: g,
            table: 1,
            seats: nicks.clone(),
        });
        let meta = Meta {
            tournament: name.into(),
            stage: String::new(),
            date: date.into(),
            table: "1".into(),
            game: g.to_string(),
            judge: "Судья".into(),
            ..Meta::default()
        };
        let created = 1_764_500_000_000 + u64::from(g) * 3_600_000;
        let record = play(&rs, &nicks, &COMMISSAR_CLASSIC, created, meta, &plan);
        out.push((format!("game-{g:02}.json"), record));
    }
    let desc = Description {
        name: name.into(),
        ruleset: id.into(),
        dates: vec![date.into()],
        tables: 1,
        rounds: seating.len() as u32,
        players: players
            .iter()
            .map(|n| PlayerEntry {
                nick: (*n).into(),
                ..PlayerEntry::default()
            })
            .collect(),
        seating,
        ..Description::default()
    };
    (desc, out)
}

/// An MCC club evening: a red win, an unrated draw at four (only the best
/// player scores), a black win with two best players tied.
pub fn mcc_evening() -> (Description, Vec<(String, Record)>) {
    let mut g1 = Plan::red();
    g1.best_players = vec![3];
    let mut g2 = Plan::quiet_after_removals(&[6, 8, 1, 2, 5, 7], "insult");
    g2.best_players = vec![9];
    let mut g3 = Plan::black();
    g3.best_players = vec![4, 6];
    small_tournament(
        "mcc",
        "MCC: клубный вечер",
        "2026-11-27",
        CLUB,
        vec![
            ((0..10).collect(), g1),
            ((2..12).collect(), g2),
            (vec![10, 11, 0, 1, 2, 3, 4, 5, 6, 7], g3),
        ],
    )
}

/// Two Baikal games with likes, a best move and the host's best player
/// (the point system of seed 000, checked by hand in the standings' tests).
pub fn baikal_two_games() -> (Description, Vec<(String, Record)>) {
    let mut g1 = Plan::red();
    g1.likes = vec![(1, 3), (2, 3), (5, 3), (7, 3), (9, 10), (10, 9)];
    g1.best_players = vec![10];
    let mut g2 = Plan::black();
    g2.best_move = Some(vec![4, 6, 8]);
    g2.likes = vec![(4, 6), (8, 6), (2, 6), (5, 6)];
    small_tournament(
        "baikal",
        "Чемпионат Байкала",
        "2026-11-28",
        &CLUB[..10],
        vec![((0..10).collect(), g1), ((1..10).chain(0..1).collect(), g2)],
    )
}

/// The Baikal championship's thirty players: the example nicknames, then
/// these fourteen.
const BAIKAL_MORE: [&str; 14] = [
    "Света",
    "Тимур",
    "Ульяна",
    "Фёдор",
    "Христина",
    "Цезарь",
    "Чак",
    "Шура",
    "Эля",
    "Юлиан",
    "Яна",
    "Артём",
    "Белла",
    "Влад",
];

/// The winner of each game of the championship, game 1 first: R red, B
/// black (21 qualifying games, 6 semifinal, 3 final).
pub const BAIKAL_RESULTS: &str = "RRBRBRRBRBRRBRRBRBRRB" /* qualifying */;
pub const BAIKAL_SEMI_RESULTS: &str = "RBRRBR";
pub const BAIKAL_FINAL_RESULTS: &str = "BRR";

/// The championship of seed 000: «гарантированные игры мафии 6-7
/// отборочного тура для 30 участников (1 день) - 3 игры - 1\2 для 20
/// участников прошедших по результатам отборочного тура первого дня - 3
/// игры - Финал для 10 лучших игроков чемпионата». 30 players at 3 tables
/// play 7 qualifying games each; the best 20 play 3 semifinal games at 2
/// tables; the best 10 play a 3-game final. Each stage's seating is made by
/// the console from the standings after the stage before (the cut by the
/// ruleset's tie-breaks), every game is played through the engine; the
/// host names a best player in each game.
pub fn baikal() -> (Description, Vec<(String, Record)>) {
    use mafia_tournament::tournament::{GameFile, StageEntry, seating, stages};
    let rs = ruleset("baikal");
    let name = "Чемпионат Байкала";
    let stage = |name: &str, rounds: u32, tables: u32, cut: u32| StageEntry {
        name: name.into(),
        rounds,
        tables,
        games_per_player: rounds,
        cut,
    };
    let players: Vec<String> = NICKS
        .iter()
        .chain(&BAIKAL_MORE)
        .map(|n| (*n).to_owned())
        .collect();
    let mut desc = Description {
        name: name.into(),
        ruleset: "baikal".into(),
        dates: vec!["2026-11-28".into(), "2026-11-29".into()],
        head_judge: "Дмитрий Лесько".into(),
        tables: 3,
        rounds: 13,
        players: players
            .iter()
            .map(|n| PlayerEntry {
                nick: n.clone(),
                city: "Иркутск".into(),
                ..PlayerEntry::default()
            })
            .collect(),
        judges: (1..=3)
            .map(|t| mafia_tournament::tournament::JudgeEntry {
                table: t,
                judge: format!("Судья стола {t}"),
                round: None,
            })
            .collect(),
        stages: vec![
            stage("Отборочный тур", 7, 3, 20),
            stage("Полуфинал", 3, 2, 10),
            stage("Финал", 3, 1, 0),
        ],
        ..Description::default()
    };
    desc.seating = seating::generate(&players, 3, 10, 7, 0).unwrap();
    let mut games: Vec<(String, Record)> = Vec::new();
    let results = [BAIKAL_RESULTS, BAIKAL_SEMI_RESULTS, BAIKAL_FINAL_RESULTS];
    for (k, span) in stages::spans(&desc).iter().enumerate() {
        if k > 0 {
            let files: Vec<GameFile> = games
                .iter()
                .map(|(file, record)| GameFile {
                    file: file.clone(),
                    record: record.clone(),
                })
                .collect();
            // A tie at the cut the tie-breaks leave (Фёдор and Юлиан share
            // the 20th place of the qualifying): the head judge's draw,
            // which fell on the first by name, recorded in the description.
            let before = &stages::spans(&desc)[k - 1];
            let after = stages::stage_standings(&rs, &desc, &files, before);
            if let Some(tie) = stages::cut_tie(&rs, &after, before) {
                let mut by_name = tie.tied.clone();
                by_name.sort();
                desc.cut_decisions
                    .push(mafia_tournament::tournament::CutDecision {
                        stage: k as u32,
                        by: mafia_tournament::tournament::CutBy::Lot,
                        tied: tie.tied.clone(),
                        through: by_name[..tie.places].to_vec(),
                    });
            }
            let (_, entries) = stages::seating_for(&rs, &desc, &files, k + 1, 0, false).unwrap();
            stages::replace_stage(&mut desc, k + 1, entries);
        }
        let numbered: Vec<(usize, SeatingEntry)> = desc
            .numbered_games()
            .into_iter()
            .cloned()
            .enumerate()
            .filter(|(_, e)| e.round >= span.first_round && e.round <= span.last_round)
            .collect();
        for (i, (n, e)) in numbered.iter().enumerate() {
            let g = n + 1;
            let red = results[k].as_bytes()[i] == b'R';
            let mut plan = if red { Plan::red() } else { Plan::black() };
            plan.best_players = vec![(g % 10) as u8 + 1];
            if !red && g % 3 == 0 {
                plan.best_move = Some(vec![4, 6, 8]);
            }
            let day = if k == 0 { "2026-11-28" } else { "2026-11-29" };
            let meta = Meta {
                tournament: name.into(),
                stage: span.name.clone(),
                date: day.into(),
                table: e.table.to_string(),
                game: g.to_string(),
                judge: format!("Судья стола {}", e.table),
                ..Meta::default()
            };
            // 28.11.2026 10:00 Irkutsk (02:00 UTC); a round an hour, the
            // tables a minute apart.
            let created =
                1_764_295_200_000 + u64::from(e.round) * 3_600_000 + u64::from(e.table) * 60_000;
            let record = play(&rs, &e.seats, &COMMISSAR_CLASSIC, created, meta, &plan);
            games.push((format!("game-{g:02}.json"), record));
        }
    }
    (desc, games)
}
