//! Hand-built protocols shared by the protocol tests and the benchmark: a full
//! FIIM game, a long game, a stress case with long texts, a stylized game
//! with other night roles, and an empty draft.

use mafia_core::ruleset::Side;
use mafia_protocol::protocol::*;
use mafia_words::Lang;

pub const NICKS: [&str; 10] = [
    "Бублик",
    "Профессор",
    "Ёжик «в тумане»",
    "Rocket",
    "Лиса",
    "Маэстро",
    "Чайка",
    "Тень",
    "Гром",
    "Сова",
];

/// The roles of the full game: sheriff at 3, don at 7, mafia at 2 and 9.
pub fn role(seat: u8, lang: Lang) -> (&'static str, Side) {
    let ru = lang == Lang::Ru;
    match seat {
        3 => (if ru { "Шериф" } else { "Sheriff" }, Side::Red),
        7 => (if ru { "Дон" } else { "Don" }, Side::Black),
        2 | 9 => (if ru { "Мафия" } else { "Mafia" }, Side::Black),
        _ => (if ru { "Мирный" } else { "Civilian" }, Side::Red),
    }
}

/// How each seat left in the full game, as the row must say it.
pub fn left(seat: u8, lang: Lang) -> &'static str {
    let ru = lang == Lang::Ru;
    match seat {
        1 => {
            if ru {
                "убит, ночь 1"
            } else {
                "killed, night 1"
            }
        }
        7 => {
            if ru {
                "заголосован, день 2"
            } else {
                "voted out, day 2"
            }
        }
        5 => {
            if ru {
                "убит, ночь 2"
            } else {
                "killed, night 2"
            }
        }
        2 => {
            if ru {
                "4 фола, день 3"
            } else {
                "4 fouls, day 3"
            }
        }
        9 => {
            if ru {
                "заголосован, день 3"
            } else {
                "voted out, day 3"
            }
        }
        _ => "",
    }
}

/// A full FIIM game won by the red team on day 3.
pub fn full_game(lang: Lang) -> ProtocolDoc {
    let ru = lang == Lang::Ru;
    let t = |r: &str, e: &str| if ru { r.to_owned() } else { e.to_owned() };
    let seats = (1..=10u8)
        .map(|seat| {
            let (role_name, side) = role(seat, lang);
            let red = side == Side::Red;
            SeatRow {
                seat,
                nickname: NICKS[usize::from(seat) - 1].to_owned(),
                role: role_name.to_owned(),
                side: Some(side),
                fouls: match seat {
                    2 => 4,
                    4 => 2,
                    6 => 1,
                    _ => 0,
                },
                foul_limit: 4,
                left: left(seat, lang).to_owned(),
                points: Some(if red { 1.0 } else { 0.0 }),
                extra: match seat {
                    1 => 0.5,
                    3 => 0.3,
                    2 => -0.5,
                    _ => 0.0,
                },
            }
        })
        .collect();
    ProtocolDoc {
        labels: Labels::new(lang),
        draft: false,
        header: Header {
            tournament: t("Кубок Байкала 2026", "Baikal Cup 2026"),
            stage: t("Полуфинал", "Semi-final"),
            date: "30.11.2026".to_owned(),
            table: "2".to_owned(),
            game_number: "7".to_owned(),
            ruleset: t("ФИИМ (2024)", "FIIM (2024)"),
            judge: t("Анна Судейская", "Anna Judge"),
        },
        seats,
        days: vec![
            DayBlock {
                number: 1,
                speaking_order: (1..=10).collect(),
                silent: vec![],
                nominations: vec![(2, 4), (5, 9)],
                votes: vec![
                    VoteRow {
                        revote: false,
                        counts: vec![(4, 5), (9, 5)],
                    },
                    VoteRow {
                        revote: true,
                        counts: vec![(4, 5), (9, 5)],
                    },
                ],
                lift: Some(LiftRow {
                    candidates: vec![4, 9],
                    votes: 3,
                    passed: false,
                }),
                left: vec![],
                notes: vec![],
            },
            DayBlock {
                number: 2,
                speaking_order: vec![2, 3, 4, 5, 6, 7, 8, 9, 10],
                silent: vec![],
                nominations: vec![(3, 7), (7, 3), (9, 6)],
                votes: vec![VoteRow {
                    revote: false,
                    counts: vec![(7, 5), (3, 3), (6, 1)],
                }],
                lift: None,
                left: vec![7],
                notes: vec![],
            },
            DayBlock {
                number: 3,
                speaking_order: vec![3, 4, 6, 8, 9, 10, 2],
                silent: vec![2],
                nominations: vec![(3, 9), (8, 4)],
                votes: vec![VoteRow {
                    revote: false,
                    counts: vec![(9, 5), (4, 1)],
                }],
                lift: None,
                left: vec![9],
                notes: vec![t(
                    "№2 удалён: 4-й фол (речь)",
                    "№2 removed: 4th foul (speech)",
                )],
            },
        ],
        nights: vec![
            NightBlock {
                number: 1,
                shot: Some(Shot::Killed(vec![1])),
                don_check: Some(Check {
                    target: 5,
                    answer: t("не шериф", "not the sheriff"),
                }),
                sheriff_check: Some(Check {
                    target: 2,
                    answer: t("чёрный", "black"),
                }),
                extra: vec![],
            },
            NightBlock {
                number: 2,
                shot: Some(Shot::Killed(vec![5])),
                don_check: Some(Check {
                    target: 3,
                    answer: t("шериф", "the sheriff"),
                }),
                sheriff_check: Some(Check {
                    target: 9,
                    answer: t("чёрный", "black"),
                }),
                extra: vec![],
            },
        ],
        best_move: Some(BestMove {
            seat: 1,
            named: vec![2, 7, 10],
            blacks: 2,
            points: Some(0.5),
        }),
        result: GameResult {
            winner: t("Победа мирных", "Red team wins"),
            side: Some(Side::Red),
            reason: t(
                "все чёрные игроки покинули стол",
                "all black players have left the table",
            ),
        },
        protest: String::new(),
        judge_decision: String::new(),
        adjustments: vec![
            Adjustment {
                seat: 1,
                points: Some(0.5),
                reason: t("лучший ход: 2 чёрных из 3", "best move: 2 black of 3"),
            },
            Adjustment {
                seat: 3,
                points: Some(0.3),
                reason: t(
                    "доп. балл судьи: нашёл дона и вывел команду",
                    "judge's extra point: found the don and led the team",
                ),
            },
            Adjustment {
                seat: 2,
                points: Some(-0.5),
                reason: t("удаление: 4 фола", "removed: 4 fouls"),
            },
        ],
        fouls: vec![
            FoulEntry {
                seat: 4,
                when: t("день 1", "day 1"),
                offence: t(
                    "жестикуляция в чужую речь",
                    "gestures during another speech",
                ),
            },
            FoulEntry {
                seat: 2,
                when: t("день 2", "day 2"),
                offence: t("перебивание", "interrupting"),
            },
        ],
        notes: vec![t(
            "Игра прошла без нарушений регламента стола.",
            "The game ran without breaches of the table rules.",
        )],
        footer: "mafia-judge 0.1.0 · fiim.toml".to_owned(),
    }
}

/// A game that goes on for twelve rounds with notes every day.
pub fn long_game(lang: Lang) -> ProtocolDoc {
    let mut doc = full_game(lang);
    let ru = lang == Lang::Ru;
    doc.days.clear();
    doc.nights.clear();
    for n in 1..=12u32 {
        doc.days.push(DayBlock {
            number: n,
            speaking_order: (1..=10).collect(),
            silent: vec![4],
            nominations: vec![(1, 2), (3, 4), (5, 6), (7, 8)],
            votes: vec![
                VoteRow {
                    revote: false,
                    counts: vec![(2, 3), (4, 3), (6, 2), (8, 2)],
                },
                VoteRow {
                    revote: true,
                    counts: vec![(2, 5), (4, 5)],
                },
            ],
            lift: Some(LiftRow {
                candidates: vec![2, 4],
                votes: 4,
                passed: false,
            }),
            left: vec![],
            notes: vec![if ru {
                format!("день {n}: голосование отменено (7.1), удалён игрок")
            } else {
                format!("day {n}: vote cancelled (7.1), a player was removed")
            }],
        });
        doc.nights.push(NightBlock {
            number: n,
            shot: Some(Shot::Miss),
            don_check: Some(Check {
                target: 5,
                answer: if ru {
                    "не шериф"
                } else {
                    "not the sheriff"
                }
                .to_owned(),
            }),
            sheriff_check: Some(Check {
                target: 6,
                answer: if ru { "красный" } else { "red" }.to_owned(),
            }),
            extra: vec![],
        });
    }
    doc
}

/// Everything too long: nicknames, reasons, a protest, sixteen seats.
pub fn stress(lang: Lang) -> ProtocolDoc {
    let mut doc = full_game(lang);
    doc.header.tournament =
        "Открытый международный турнир по спортивной мафии «Золотая осень» памяти основателей клуба"
            .to_owned();
    doc.header.judge = "Константин Константинопольский-Преображенский".to_owned();
    for i in 11..=16u8 {
        doc.seats.push(SeatRow {
            seat: i,
            nickname: format!("Игрок {i}"),
            role: "Бизнесмен".to_owned(),
            side: Some(Side::Red),
            foul_limit: 4,
            points: Some(0.0),
            ..SeatRow::default()
        });
    }
    doc.seats[0].nickname =
        "Очень-очень длинный ник игрока, который никак не помещается в строку".to_owned();
    doc.seats[4].role = "Агент ФБР под прикрытием журналиста".to_owned();
    doc.seats[5].left = "дисквалифицирован за неспортивное поведение, день 3".to_owned();
    doc.protest = "Команда чёрных подала протест: ".to_owned()
        + &"игрок №4 показывал жесты во время речи игрока №6. ".repeat(8);
    doc.judge_decision = "Протест отклонён: нарушение не подтверждено видеозаписью. ".repeat(5);
    doc.result.reason =
        "Все чёрные игроки покинули стол после голосования третьего дня. ".repeat(4);
    doc.days[1].nominations = (1..=10).map(|i| (i, 11 - i)).collect();
    doc.days[1].notes = vec!["Очень длинное примечание судьи к этому дню. ".repeat(12)];
    doc.notes = (1..=30)
        .map(|i| {
            format!("Заметка {i}: ")
                + &"игрок нарушал тишину за столом, судья сделал замечание. ".repeat(3)
        })
        .collect();
    doc.adjustments.extend((0..25).map(|i| Adjustment {
        seat: (i % 10) + 1,
        points: Some(if i % 2 == 0 { 0.1 } else { -0.1 }),
        reason: "Причина с подробностями: ".to_owned()
            + &"подробность ".repeat(usize::from(i % 4) * 10),
    }));
    doc
}

/// A stylized game: other night roles recorded as extra rows.
pub fn stylized(lang: Lang) -> ProtocolDoc {
    let mut doc = full_game(lang);
    doc.header.ruleset = "Стилизованная мафия «Нью-Йорк»".to_owned();
    doc.nights[0].extra = vec![
        NightStep {
            name: "Журналист".to_owned(),
            actor: Some(4),
            targets: vec![2, 5],
            answer: "разные команды".to_owned(),
        },
        NightStep {
            name: "Детектив".to_owned(),
            actor: Some(6),
            targets: vec![7],
            answer: "Отец мафии".to_owned(),
        },
    ];
    doc.nights[1].extra = vec![NightStep {
        name: "Выстрел банды".to_owned(),
        actor: None,
        targets: vec![8],
        answer: String::new(),
    }];
    doc.nights.insert(
        0,
        NightBlock {
            number: 0,
            shot: None,
            don_check: None,
            sheriff_check: None,
            extra: vec![NightStep {
                name: "Ночь заказов".to_owned(),
                actor: None,
                targets: vec![1, 5, 8],
                answer: String::new(),
            }],
        },
    );
    doc
}

/// A game just seated: nothing happened yet.
pub fn empty_draft(lang: Lang) -> ProtocolDoc {
    let mut doc = full_game(lang);
    doc.draft = true;
    for s in &mut doc.seats {
        s.role.clear();
        s.side = None;
        s.fouls = 0;
        s.left.clear();
        s.points = None;
        s.extra = 0.0;
    }
    doc.days.clear();
    doc.nights.clear();
    doc.best_move = None;
    doc.result = GameResult::default();
    doc.adjustments.clear();
    doc.fouls.clear();
    doc.notes.clear();
    doc
}

/// Input no valid game produces: sixty seats, odd fouls, control
/// characters and emoji in nicknames, an empty everything else.
pub fn odd(lang: Lang) -> ProtocolDoc {
    let mut doc = stress(lang);
    doc.seats = (0..60u8)
        .map(|i| SeatRow {
            seat: i,
            nickname: format!("Ник\n{i}\t😀 {}", "x".repeat(usize::from(i))),
            role: "Р".repeat(usize::from(i)),
            side: None,
            fouls: i % 9,
            foul_limit: i % 8,
            left: "ушёл ".repeat(usize::from(i % 7)),
            points: (i % 2 == 0).then_some(f64::from(i) / 3.0),
            extra: -f64::from(i) / 7.0,
        })
        .collect();
    doc.days[0].speaking_order = (0..60).collect();
    doc.days[0].nominations = (0..40).map(|i| (i, 59 - i)).collect();
    doc
}
