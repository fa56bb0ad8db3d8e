//! The projector never gives the game away: over many random FIIM games
//! driven through the session, the audience view (spectator mode off)
//! carries no role, no check answer and no night action while the game runs.
//! The same checks run on the spectator view must find the secrets, so the
//! test can see them when they are there.

use mafia_audience::audience::ProjectorView;
use mafia_core::game::random::Rng;
use mafia_core::game::{Action, Ballot, GameState, Phase, Seat};
use mafia_core::ruleset::Ruleset;
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_words::Lang;

pub(crate) const T0: u64 = 1_700_000_000_000;

/// Every secret word of the ruleset: role names and ids, check answers,
/// gesture ids and texts.
pub(crate) fn secrets(rs: &Ruleset) -> Vec<String> {
    let mut out = Vec::new();
    for r in &rs.roles {
        out.push(r.name.ru.clone());
        out.push(r.name.en.clone());
        out.push(format!("\"{}\"", r.id));
    }
    for st in rs.night.iter().chain(&rs.night_zero) {
        for (answer, gesture) in &st.answers {
            out.push(format!("\"{answer}\""));
            out.push(format!("\"{gesture}\""));
        }
    }
    for g in rs.gestures.values() {
        out.push(g.text.ru.clone());
        out.push(g.text.en.clone());
    }
    out
}

fn json(v: &ProjectorView) -> String {
    serde_json::to_string(v).unwrap()
}

fn leaks(v: &ProjectorView, secrets: &[String]) -> Vec<String> {
    let j = json(v);
    secrets
        .iter()
        .filter(|s| j.contains(s.as_str()))
        .cloned()
        .collect()
}

/// The actions a judge might try now.
fn candidates(s: &GameState, rng: &mut Rng) -> Vec<Action> {
    let n = u8::try_from(s.players.len()).unwrap();
    let seats: Vec<Seat> = (1..=n).collect();
    let mut out = vec![Action::Next];
    let pick = |rng: &mut Rng, k: usize| -> Vec<Seat> {
        let mut v: Vec<Seat> = seats.iter().copied().filter(|x| s.is_alive(*x)).collect();
        let mut res = Vec::new();
        while res.len() < k && !v.is_empty() {
            let i = usize::try_from(rng.next_u64() % v.len() as u64).unwrap();
            res.push(v.remove(i));
        }
        res
    };
    for t in &seats {
        out.push(Action::Nominate { target: *t });
        out.push(Action::Shoot { target: Some(*t) });
        out.push(Action::Check { target: *t });
    }
    out.push(Action::Shoot { target: None });
    if let Some(round) = s.day().and_then(|d| d.rounds.last())
        && let Some(c) = round.candidates.get(round.counts.len())
    {
        for k in 0..=n {
            out.push(Action::Vote {
                candidate: *c,
                votes: Ballot::Count(k),
            });
        }
        let k = usize::try_from(rng.next_u64() % 6).unwrap();
        out.push(Action::Vote {
            candidate: *c,
            votes: Ballot::Voters(pick(rng, k)),
        });
    }
    for k in 0..=n {
        out.push(Action::LiftVote {
            votes: Ballot::Count(k),
        });
    }
    out.push(Action::BestMove {
        seats: pick(rng, 3),
    });
    let f = pick(rng, 1);
    if let Some(seat) = f.first() {
        out.push(Action::Foul {
            seat: *seat,
            offence: None,
        });
    }
    out
}

fn is_night_act(a: &Action) -> bool {
    matches!(a, Action::Shoot { .. } | Action::Check { .. })
}

/// Plays one random FIIM game (seeded by `game`) through the session, the
/// way a judge might click: `on_step` sees the state before each accepted
/// action, the action, the session after it and the time. The web server's
/// secrecy test drives its feed with the same games.
pub(crate) fn random_game(
    rs: &Ruleset,
    game: u64,
    mut on_step: impl FnMut(u64, &GameState, &Action, &Session, u64),
) -> Session {
    let mut rng = Rng::new(0x5eed_0000 + game);
    let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let mut session = Session::new(rs.clone(), nicks, T0).unwrap();
    session.act(Action::DealRoles { seed: game }, T0).unwrap();
    session.act(Action::StartGame, T0).unwrap();
    for step in 0..600u64 {
        let now = T0 + step * 1000;
        let before = session.state().clone();
        if before.is_over() {
            break;
        }
        let mut options: Vec<Action> = candidates(&before, &mut rng)
            .into_iter()
            .filter(|a| session.allows(a, now))
            .collect();
        // Prefer the moment's special actions over Next half of the time.
        if options.len() > 1 && rng.next_u64().is_multiple_of(2) {
            options.retain(|a| *a != Action::Next);
        }
        assert!(
            !options.is_empty(),
            "game {game}: stuck at {:?}",
            before.phase
        );
        let i = usize::try_from(rng.next_u64() % options.len() as u64).unwrap();
        let action = options[i].clone();
        session.act(action.clone(), now).unwrap();
        on_step(step, &before, &action, &session, now);
    }
    session
}

#[test]
fn the_projector_keeps_the_night_secret_in_random_games() {
    let rs = catalog::find("fiim").unwrap();
    let secrets = secrets(&rs);
    let mut ended = 0;
    let mut checks_seen = 0;
    let mut night_steps_seen = 0;
    for game in 0..60u64 {
        let session = random_game(&rs, game, |step, before, action, session, now| {
            let action = action.clone();
            let s = session.state();
            let view = ProjectorView::from_state(s, &rs, false, now);
            if !s.is_over() {
                let found = leaks(&view, &secrets);
                assert!(
                    found.is_empty(),
                    "game {game} step {step} after {action:?}: the hall sees {found:?}\n{}",
                    json(&view)
                );
                // The spectator view, built the same way, does show roles.
                let spect = ProjectorView::from_state(s, &rs, true, now);
                assert!(
                    !leaks(&spect, &secrets).is_empty(),
                    "spectator view shows no role: the check above would be blind"
                );
            }
            // At night the judge's own view (his phone reads it) names the
            // step being recorded; the hall's names none.
            if let Phase::Night { step, .. } = s.phase {
                let spect = ProjectorView::from_state(s, &rs, true, now);
                assert_eq!(spect.line.as_ref(), Some(&rs.night[step].name));
                assert_eq!(
                    view.line, None,
                    "game {game}: the hall's night names a step"
                );
                night_steps_seen += 1;
            }
            if is_night_act(&action) && matches!(before.phase, Phase::Night { .. }) {
                // A night action changes nothing the hall sees.
                let was = ProjectorView::from_state(before, &rs, false, now);
                assert_eq!(was, view, "game {game}: {action:?} changed the projector");
                if matches!(action, Action::Check { .. }) {
                    checks_seen += 1;
                    let spect = json(&ProjectorView::from_state(s, &rs, true, now));
                    let e = s.night().unwrap().entries.last().unwrap();
                    let g = rs.gestures.get(e.gesture.as_ref().unwrap()).unwrap();
                    assert!(spect.contains(&g.text.ru), "spectator mode shows the check");
                }
            }
        });
        let s = session.state();
        if s.is_over() {
            ended += 1;
            // After the end the roles are shown to everyone.
            let view = ProjectorView::from_state(s, &rs, false, T0);
            assert!(view.seats.iter().all(|x| x.role.is_some()));
            assert!(view.result.is_some());
        }
    }
    assert!(ended >= 30, "only {ended} of 60 random games ended");
    assert!(checks_seen >= 20, "only {checks_seen} checks were made");
    assert!(
        night_steps_seen >= 20,
        "only {night_steps_seen} night steps seen"
    );
}

/// The moments' kinds, as the JSON names them.
fn moment_kinds(v: &ProjectorView) -> Vec<String> {
    v.moments
        .iter()
        .filter_map(|m| {
            let j: serde_json::Value = serde_json::to_value(m).unwrap();
            j["moment"].as_str().map(str::to_owned)
        })
        .collect()
}

/// What a banner and the judge's line may not say, and that the view is the
/// same whoever holds which card (the roles moved one seat on). Returns the
/// moments' kinds.
fn check_banners(
    rs: &Ruleset,
    secrets: &[String],
    s: &GameState,
    now: u64,
    at: &str,
) -> Vec<String> {
    if s.is_over() {
        return Vec::new();
    }
    let mut view = ProjectorView::from_state(s, rs, false, now);
    view.set_hands(Some(4));
    for m in &view.moments {
        for lang in [Lang::Ru, Lang::En] {
            let b = m.banner(lang);
            let words = [
                b.head,
                b.big.unwrap_or_default(),
                b.detail,
                m.judge_line(lang),
            ];
            for w in &words {
                let found: Vec<&String> =
                    secrets.iter().filter(|x| w.contains(x.as_str())).collect();
                assert!(found.is_empty(), "{at}: {w:?} shows {found:?}");
            }
        }
    }
    let mut shifted = s.clone();
    let roles: Vec<Option<usize>> = shifted.players.iter().map(|p| p.role).collect();
    let n = roles.len();
    for (i, p) in shifted.players.iter_mut().enumerate() {
        p.role = roles[(i + 1) % n];
    }
    assert_eq!(
        ProjectorView::from_state(&shifted, rs, false, now),
        ProjectorView::from_state(s, rs, false, now),
        "{at}: the view changes with the cards"
    );
    moment_kinds(&view)
}

/// Every banner the hall can see while the game runs, in both languages, and
/// the judge's line for it, carries no secret; and the whole view is the same
/// whoever holds which card. Played over random FIIM games and over every
/// prefix of every example game of every ruleset.
#[test]
fn no_banner_gives_the_game_away_and_the_view_does_not_depend_on_the_cards() {
    let rs = catalog::find("fiim").unwrap();
    let fiim_secrets = secrets(&rs);
    let mut kinds = std::collections::BTreeSet::new();
    for game in 0..40u64 {
        random_game(&rs, game, |step, _before, action, session, now| {
            let at = format!("game {game} step {step} after {action:?}");
            kinds.extend(check_banners(&rs, &fiim_secrets, session.state(), now, &at));
        });
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    for f in files {
        let Ok((record, rs)) = mafia_store::session::load_record(&f) else {
            continue; // not a game record (a tournament file)
        };
        let words = secrets(&rs);
        let mut session = Session::replay(rs.clone(), &{
            let mut r = record.clone();
            r.actions.clear();
            r
        })
        .unwrap();
        for (i, a) in record.actions.iter().enumerate() {
            session.act(a.action.clone(), a.at).unwrap();
            let at = format!("{} after action {i}", f.display());
            kinds.extend(check_banners(&rs, &words, session.state(), a.at, &at));
        }
    }
    // A failed lift vote, which no example game has.
    let (mut record, rs) =
        mafia_store::session::load_record(&root.join("fiim-tie-and-lift.json")).unwrap();
    record.actions.truncate(41);
    let mut session = Session::replay(rs.clone(), &record).unwrap();
    session
        .act(
            Action::LiftVote {
                votes: Ballot::Count(2),
            },
            T0,
        )
        .unwrap();
    kinds.extend(check_banners(
        &rs,
        &secrets(&rs),
        session.state(),
        T0,
        "a failed lift vote",
    ));
    // A day nobody was nominated on, which no example game has: told as
    // night falls.
    let (mut record, rs) =
        mafia_store::session::load_record(&root.join("fiim-tie-and-lift.json")).unwrap();
    record.actions.clear();
    let mut session = Session::replay(rs.clone(), &record).unwrap();
    let all = mafia_store::session::load_record(&root.join("fiim-tie-and-lift.json"))
        .unwrap()
        .0;
    for a in &all.actions {
        if matches!(session.state().phase, mafia_core::game::Phase::Day { .. }) {
            break;
        }
        session.act(a.action.clone(), a.at).unwrap();
    }
    while matches!(session.state().phase, mafia_core::game::Phase::Day { .. }) {
        session.act(Action::Next, T0).unwrap();
    }
    kinds.extend(check_banners(
        &rs,
        &secrets(&rs),
        session.state(),
        T0,
        "a day without nominations",
    ));
    for k in [
        "voting",
        "voted_out",
        "tie",
        "nobody_leaves",
        "no_vote",
        "night",
        "best_move",
        "removed",
    ] {
        assert!(kinds.contains(k), "no {k} banner seen: {kinds:?}");
    }
}

/// Roles are not revealed when a player leaves, so a night step whose role
/// has left is still announced (`wake_when_departed`): what the hall sees at
/// that step must not depend on whether its role has left. Over random games
/// of every classic ruleset, at each such step the view is compared with the
/// view of the same moment where the departed card is held by a living
/// player (the role at the table, the step a living one).
#[test]
fn the_hall_sees_a_step_whose_role_has_left_as_it_sees_a_living_ones() {
    let mut seen = 0;
    for id in ["fiim", "baikal", "mcc", "minsk-final"] {
        let rs = catalog::find(id).unwrap();
        for game in 0..25u64 {
            random_game(&rs, game, |step, _before, action, session, now| {
                let s = session.state();
                let Some(night_step) = s.departed_step(&rs) else {
                    return;
                };
                if s.is_over() {
                    return;
                }
                let st = &rs.night[night_step];
                let gone = s
                    .players
                    .iter()
                    .find(|p| !p.alive() && p.role.is_some_and(|r| st.roles.contains(&r)))
                    .map(|p| p.seat);
                let Some(gone) = gone else {
                    return; // a team step: a classic game is over before it
                };
                let living = s.living().next().unwrap().seat;
                let mut alive = s.clone();
                let (a, b) = (usize::from(gone) - 1, usize::from(living) - 1);
                let card = alive.players[a].role;
                alive.players[a].role = alive.players[b].role;
                alive.players[b].role = card;
                assert_eq!(
                    alive.departed_step(&rs),
                    None,
                    "the swap did not seat the role"
                );
                assert_eq!(
                    ProjectorView::from_state(s, &rs, false, now),
                    ProjectorView::from_state(&alive, &rs, false, now),
                    "{id} game {game} step {step} after {action:?}: the hall can tell that \
                     the role of {} has left",
                    st.id
                );
                seen += 1;
            });
        }
    }
    assert!(seen >= 20, "only {seen} steps of a departed role were seen");
}
