//! Fouls and removals (FIIM 6), and the votes a removal cancels (7.1, 7.2).

use super::*;

/// A player leaving anyway: voted out or killed and in his last minute (or
/// best move), or shot this night and not yet gone. An offence of his is a
/// penalty on top of that exit (FIIM 7.10; 7.1 and 7.2 keep the vote).
pub(crate) fn leaving_anyway(tx: &Tx, seat: Seat) -> bool {
    match &tx.s.phase {
        Phase::Day {
            stage:
                DayStage::LastWords { .. }
                | DayStage::MorningLastWords { .. }
                | DayStage::BestMove { .. },
            ..
        } => !tx.s.is_alive(seat) && tx.s.speaker() == Some(seat),
        Phase::Night { .. } => tx.s.is_alive(seat) && night_victims(tx).0.contains(&seat),
        _ => false,
    }
}

/// The penalty a player leaving anyway already took (FIIM 7.10), if any.
fn penalty_of(tx: &Tx, seat: Seat) -> Option<ExitHow> {
    tx.s.player(seat)
        .and_then(|p| p.penalty.as_ref())
        .map(|p| p.how)
}

/// A team-loss offence (FIIM 6.8): the game ends, the offender's side loses.
fn team_loses(tx: &mut Tx, seat: Seat, offence: &str) {
    let side = tx.side_of(seat);
    tx.emit(Event::GameEnded(Ending {
        outcome: side.other().into(),
        reason: EndReason::TeamLoss {
            seat,
            offence: offence.to_owned(),
        },
        by_judge: false,
        rated: true,
    }));
}

fn late_penalty(tx: &mut Tx, seat: Seat, how: ExitHow, offence: Option<String>) {
    let penalty = exit_now(&tx.s, how, offence);
    tx.emit(Event::LatePenalty { seat, penalty });
}

pub(crate) fn foul(tx: &mut Tx, seat: Seat, offence: Option<&str>) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    check_seat(&tx.s, seat)?;
    // Removed by his fouls already (a penalty on top of his exit): no more fouls.
    if penalty_of(tx, seat) == Some(ExitHow::Fouls) {
        return Err(Refusal::HasLeft { seat });
    }
    let late = leaving_anyway(tx, seat);
    if !late {
        check_alive(&tx.s, seat)?;
    }
    if let Some(id) = offence {
        let o = tx.rs.offence(id).ok_or_else(|| Refusal::NoSuchOffence {
            offence: id.to_owned(),
        })?;
        if o.kind != OffenceKind::Foul {
            return Err(Refusal::OffenceIsRemoval {
                offence: id.to_owned(),
            });
        }
    }
    let p =
        tx.s.player(seat)
            .cloned()
            .ok_or_else(|| no_seat(&tx.s, seat))?;
    let fouls = p.fouls.saturating_add(1);
    let mut offences = p.foul_offences.clone();
    offences.push(offence.map(str::to_owned));
    let f = &tx.rs.fouls;
    if late {
        let remove = fouls >= f.remove_at;
        let silenced = p.silenced;
        tx.emit(Event::FoulsChanged {
            seat,
            fouls,
            offences,
            silenced,
        });
        if remove {
            late_penalty(tx, seat, ExitHow::Fouls, None);
        }
        return Ok(());
    }
    if fouls >= f.remove_at {
        tx.emit(Event::FoulsChanged {
            seat,
            fouls,
            offences,
            silenced: false,
        });
        remove_player(tx, seat, ExitHow::Fouls, None);
        return Ok(());
    }
    let speaking_now = tx.s.nominator() == Some(seat);
    let mut silenced = p.silenced;
    let mut cut = false;
    if fouls == f.silence_at {
        if speaking_now && f.during_speech == DuringSpeech::EndNow {
            cut = true;
        } else {
            silenced = true;
        }
    }
    tx.emit(Event::FoulsChanged {
        seat,
        fouls,
        offences,
        silenced,
    });
    if cut
        && let Phase::Day {
            day,
            stage: DayStage::Speech { index },
        } = tx.s.phase.clone()
    {
        tx.emit(Event::SpeechCut { seat });
        enter_speech(tx, day, index + 1);
    }
    Ok(())
}

pub(crate) fn remove_foul(tx: &mut Tx, seat: Seat) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    // A removal by fouls is taken back by undo, never by taking one foul back.
    if penalty_of(tx, seat) == Some(ExitHow::Fouls) {
        return Err(Refusal::HasLeft { seat });
    }
    check_alive(&tx.s, seat)?;
    let p =
        tx.s.player(seat)
            .cloned()
            .ok_or_else(|| no_seat(&tx.s, seat))?;
    if p.fouls == 0 {
        return Err(Refusal::NoFouls { seat });
    }
    let fouls = p.fouls - 1;
    let mut offences = p.foul_offences.clone();
    offences.pop();
    tx.emit(Event::FoulsChanged {
        seat,
        fouls,
        offences,
        silenced: p.silenced && fouls >= tx.rs.fouls.silence_at,
    });
    Ok(())
}

pub(crate) fn punish(tx: &mut Tx, seat: Seat, offence: &str) -> Result<(), Refusal> {
    in_play(&tx.s)?;
    check_seat(&tx.s, seat)?;
    // One removing penalty on top of an exit: a second would overwrite the first.
    if penalty_of(tx, seat).is_some() {
        return Err(Refusal::HasLeft { seat });
    }
    let late = leaving_anyway(tx, seat);
    if !late {
        check_alive(&tx.s, seat)?;
    }
    let o = tx
        .rs
        .offence(offence)
        .cloned()
        .ok_or_else(|| Refusal::NoSuchOffence {
            offence: offence.to_owned(),
        })?;
    if late && o.kind != OffenceKind::Foul {
        let how = if o.kind == OffenceKind::TeamLoss {
            ExitHow::TeamLoss
        } else {
            ExitHow::Disqualified
        };
        late_penalty(tx, seat, how, Some(offence.to_owned()));
        if o.kind == OffenceKind::TeamLoss
            && tx.rs.fouls.last_minute_team_loss == LastMinuteTeamLoss::TeamLoses
        {
            // Baikal 9.4: the game stops, the other team wins.
            team_loses(tx, seat, offence);
        }
        return Ok(());
    }
    match o.kind {
        OffenceKind::Foul => Err(Refusal::OffenceIsFoul {
            offence: offence.to_owned(),
        }),
        OffenceKind::Disqualify => {
            remove_player(tx, seat, ExitHow::Disqualified, Some(offence.to_owned()));
            Ok(())
        }
        OffenceKind::TeamLoss => {
            tx.emit(Event::PlayerLeft {
                seat,
                exit: exit_now(&tx.s, ExitHow::TeamLoss, Some(offence.to_owned())),
            });
            team_loses(tx, seat, offence);
            Ok(())
        }
    }
}

pub(crate) fn exit_now(s: &GameState, how: ExitHow, offence: Option<String>) -> Exit {
    let (day, night) = match s.phase {
        Phase::Day { day, .. } => (Some(day), None),
        Phase::Night { night, .. } => (None, Some(night)),
        Phase::NightZero { .. } => (None, Some(0)),
        _ => (None, None),
    };
    Exit {
        how,
        day,
        night,
        offence,
    }
}

/// A removal by fouls or disqualification: the player leaves without last
/// words (FIIM 6.5), and a vote is cancelled (7.1, 7.2).
pub(crate) fn remove_player(tx: &mut Tx, seat: Seat, how: ExitHow, offence: Option<String>) {
    let phase = tx.s.phase.clone();
    // During the count, once one candidate can no longer be caught, the
    // vote's result is known (FIIM 7.2).
    let decided = match &phase {
        Phase::Day {
            stage: DayStage::Voting,
            ..
        } => decided_leader(&tx.s),
        _ => None,
    };
    tx.emit(Event::PlayerLeft {
        seat,
        exit: exit_now(&tx.s, how, offence),
    });
    if check_end(tx) {
        return;
    }
    let v = &tx.rs.voting;
    let cancel = match &phase {
        Phase::NightZero { .. } => match v.removal_before_result {
            CancelVote::None => None,
            _ => Some((1, RuleKey::RemovalBeforeResult)),
        },
        Phase::Night { night, .. } => match v.removal_after_result {
            CancelVote::None => None,
            _ => Some((night + 1, RuleKey::RemovalAfterResult)),
        },
        Phase::Day { day, stage } => {
            let after_result = matches!(stage, DayStage::LastWords { .. }) || decided.is_some();
            let leaving_today =
                tx.s.day().is_some_and(|d| d.left.contains(&seat)) || decided == Some(seat);
            let (policy, rule) = if after_result {
                (v.removal_after_result, RuleKey::RemovalAfterResult)
            } else {
                (v.removal_before_result, RuleKey::RemovalBeforeResult)
            };
            if leaving_today {
                None
            } else {
                match policy {
                    CancelVote::None => None,
                    CancelVote::Current if after_result => None,
                    CancelVote::Current => Some((*day, rule)),
                    CancelVote::Next => Some((day + 1, rule)),
                }
            }
        }
        Phase::Setup | Phase::Ended => None,
    };
    if let Some((d, rule)) = cancel {
        tx.emit(Event::VoteCancelled { day: d, rule });
    }
    // Where the game stands now that the seat is empty.
    if let Phase::Day { day, stage } = phase {
        match stage {
            DayStage::Speech { index } if tx.s.speaker() == Some(seat) => {
                enter_speech(tx, day, index + 1);
            }
            DayStage::TieSpeech { .. } | DayStage::Voting | DayStage::LiftVote
                if let Some((d, rule)) = cancel
                    && d == day =>
            {
                no_vote(tx, day, NoVoteReason::Stopped { rule });
            }
            DayStage::Voting if decided.is_some() => match decided {
                // The result stands: the decided candidate leaves by the vote.
                Some(leader) if leader != seat => leave_by_vote(tx, day, &[leader]),
                // He was the one leaving: he has left, nobody else does.
                _ => end_day(tx, day),
            },
            DayStage::Voting => {
                // The removed player's vote is gone: the count may be complete now.
                if let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() {
                    if round.candidates.contains(&seat) {
                        no_vote(tx, day, NoVoteReason::CandidateRemoved);
                    } else {
                        maybe_auto_last(tx, day);
                    }
                }
            }
            _ => {}
        }
    }
}
