//! The vote: candidates, ballots, ties, the re-vote and the lift vote.

use super::*;

/// All have spoken: the vote, or straight to the night.
pub(crate) fn end_speeches(tx: &mut Tx, day: u32) {
    if let Some(rule) = tx.s.vote_cancelled(day) {
        no_vote(tx, day, NoVoteReason::Cancelled { rule });
        return;
    }
    let candidates: Vec<Seat> =
        tx.s.candidates()
            .into_iter()
            .filter(|c| tx.s.is_alive(*c))
            .collect();
    match candidates.len() {
        0 => no_vote(tx, day, NoVoteReason::NobodyNominated),
        1 => {
            let rule = if day == 1 {
                tx.rs.voting.first_day_single
            } else {
                tx.rs.voting.single
            };
            match rule {
                SingleCandidate::NoVote => no_vote(tx, day, NoVoteReason::SingleCandidateDayOne),
                SingleCandidate::Leaves => leave_by_vote(tx, day, &candidates),
            }
        }
        _ => {
            tx.emit(Event::VoteRoundOpened {
                kind: RoundKind::Main,
                candidates,
            });
            enter_voting(tx, day);
        }
    }
}

pub(crate) fn enter_voting(tx: &mut Tx, day: u32) {
    tx.phase(Phase::Day {
        day,
        stage: DayStage::Voting,
    });
    tx.timer(0);
}

pub(crate) fn resolve_ballot(
    tx: &mut Tx,
    ballot: &Ballot,
    already: &[Seat],
    counted: u32,
) -> Result<(u8, Option<Vec<Seat>>), Refusal> {
    let eligible = tx.s.eligible_voters();
    let left = eligible.len().saturating_sub(counted as usize);
    match ballot {
        Ballot::Count(n) => {
            if usize::from(*n) > left {
                return Err(Refusal::TooManyVotes {
                    votes: usize::from(*n),
                    left,
                });
            }
            Ok((*n, None))
        }
        Ballot::Voters(list) => {
            let mut seen = Vec::new();
            for v in list {
                check_alive(&tx.s, *v)?;
                if !eligible.contains(v) {
                    return Err(Refusal::DoesNotVoteToday { seat: *v });
                }
                if seen.contains(v) {
                    return Err(Refusal::ListedTwice { seat: *v });
                }
                if already.contains(v) && !tx.rs.voting.double_vote_removes {
                    return Err(Refusal::AlreadyVoted {
                        seat: *v,
                        rule: RuleKey::OneVote,
                    });
                }
                seen.push(*v);
            }
            let fresh = seen.iter().filter(|v| !already.contains(v)).count();
            if fresh > left {
                return Err(Refusal::TooManyVotes { votes: fresh, left });
            }
            let n = u8::try_from(seen.len()).unwrap_or(u8::MAX);
            Ok((n, Some(seen)))
        }
    }
}

pub(crate) fn vote(tx: &mut Tx, candidate: Seat, ballot: &Ballot) -> Result<(), Refusal> {
    let day = match tx.s.phase.clone() {
        Phase::Day {
            day,
            stage: DayStage::Voting,
        } => day,
        Phase::Day {
            stage: DayStage::LastWords { .. },
            ..
        } if decided_by_removal(&tx.s) => return late_count(tx, candidate, ballot),
        _ => return Err(Refusal::NoVoteNow),
    };
    let want = tx.s.expected_candidate().ok_or(Refusal::AllVotesCounted)?;
    if candidate != want {
        return Err(Refusal::VoteInOrder { candidate: want });
    }
    let round =
        tx.s.day()
            .and_then(|d| d.rounds.last())
            .cloned()
            .ok_or(Refusal::NoVoteOpen)?;
    let already: Vec<Seat> = round
        .counts
        .iter()
        .filter_map(|c| c.voters.clone())
        .flatten()
        .collect();
    let counted: u32 = round.counts.iter().map(|c| u32::from(c.votes)).sum();
    let (votes, list) = resolve_ballot(tx, ballot, &already, counted)?;
    let doubles: Vec<Seat> = list
        .iter()
        .flatten()
        .filter(|v| already.contains(v))
        .copied()
        .collect();
    tx.emit(Event::VotesCast(CandidateVotes {
        candidate,
        votes,
        voters: list,
        auto: false,
    }));
    for d in doubles {
        // MCC: voting twice removes the player, for the ruleset's offence.
        if tx.s.is_alive(d) {
            let offence = tx.rs.voting.double_vote_offence.clone();
            remove_player(tx, d, ExitHow::Disqualified, offence);
            if !matches!(
                tx.s.phase,
                Phase::Day {
                    stage: DayStage::Voting,
                    ..
                }
            ) {
                return Ok(());
            }
        }
    }
    maybe_auto_last(tx, day);
    Ok(())
}

/// The count was decided when a player was removed during it (FIIM 7.2):
/// the leader left by the vote, and candidates are still uncounted.
fn decided_by_removal(s: &GameState) -> bool {
    s.late_count_open()
}

/// The judge finishes counting a vote that a removal decided (FIIM 7.2):
/// the hands are recorded for the protocol, in order, and the result
/// stands as it was.
fn late_count(tx: &mut Tx, candidate: Seat, ballot: &Ballot) -> Result<(), Refusal> {
    let round =
        tx.s.day()
            .and_then(|d| d.rounds.last())
            .cloned()
            .ok_or(Refusal::NoVoteOpen)?;
    let want = round
        .candidates
        .get(round.counts.len())
        .copied()
        .ok_or(Refusal::AllVotesCounted)?;
    if candidate != want {
        return Err(Refusal::VoteInOrder { candidate: want });
    }
    let already: Vec<Seat> = round
        .counts
        .iter()
        .filter_map(|c| c.voters.clone())
        .flatten()
        .collect();
    let counted: u32 = round.counts.iter().map(|c| u32::from(c.votes)).sum();
    let (votes, voters) = match ballot {
        // The voters of this count: those at the table and the leader, who
        // left by it since.
        Ballot::Count(n) => {
            let gone = tx.s.day().map_or(0, |d| d.left.len());
            let voters = tx.s.eligible_voters().len() + gone;
            let left = voters.saturating_sub(counted as usize);
            if usize::from(*n) > left {
                return Err(Refusal::TooManyVotes {
                    votes: usize::from(*n),
                    left,
                });
            }
            (*n, None)
        }
        Ballot::Voters(_) => resolve_ballot(tx, ballot, &already, counted)?,
    };
    tx.emit(Event::VotesCast(CandidateVotes {
        candidate,
        votes,
        voters,
        auto: false,
    }));
    Ok(())
}

/// Gives the votes not cast to the last candidate, then resolves the round.
pub(crate) fn maybe_auto_last(tx: &mut Tx, day: u32) {
    let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() else {
        return;
    };
    let n = round.candidates.len();
    if tx.rs.voting.leftover_to_last && round.counts.len() + 1 == n {
        let Some(last) = round.candidates.last().copied() else {
            return;
        };
        let eligible = tx.s.eligible_voters();
        let counted: usize = round.counts.iter().map(|c| usize::from(c.votes)).sum();
        let all_lists = round.counts.iter().all(|c| c.voters.is_some());
        let list = all_lists.then(|| {
            let cast: Vec<Seat> = round
                .counts
                .iter()
                .filter_map(|c| c.voters.clone())
                .flatten()
                .collect();
            eligible
                .iter()
                .filter(|v| !cast.contains(v))
                .copied()
                .collect::<Vec<_>>()
        });
        let votes = eligible.len().saturating_sub(counted);
        tx.emit(Event::VotesCast(CandidateVotes {
            candidate: last,
            votes: u8::try_from(votes).unwrap_or(u8::MAX),
            voters: list,
            auto: true,
        }));
    }
    let round = tx.s.day().and_then(|d| d.rounds.last()).cloned();
    if let Some(round) = round
        && round.counts.len() >= round.candidates.len()
    {
        resolve_round(tx, day);
    }
}

pub(crate) fn resolve_round(tx: &mut Tx, day: u32) {
    let Some(round) = tx.s.day().and_then(|d| d.rounds.last()).cloned() else {
        return;
    };
    let max = round.counts.iter().map(|c| c.votes).max().unwrap_or(0);
    let leaders: Vec<Seat> = round
        .candidates
        .iter()
        .filter(|c| {
            round
                .counts
                .iter()
                .any(|x| x.candidate == **c && x.votes == max)
        })
        .copied()
        .collect();
    if leaders.len() == 1 {
        leave_by_vote(tx, day, &leaders);
        return;
    }
    let living = tx.s.living_count();
    match round.kind {
        RoundKind::Main => tie_revote(tx, day, leaders),
        RoundKind::Revote => {
            let v = &tx.rs.voting;
            // Fewer players tied than before: they speak and are voted on
            // again; only the same players tied again go further.
            if v.narrowed_tie_revote && leaders.len() < round.candidates.len() {
                tie_revote(tx, day, leaders);
                return;
            }
            // A geographic entry applies only while the switch is on (7.11).
            if let Some(rule) = v.repeat_tie_ends.iter().position(|rt| {
                usize::from(rt.living) == living
                    && usize::from(rt.tied) == leaders.len()
                    && (!rt.geographic || tx.s.geographic)
            }) {
                no_vote(tx, day, NoVoteReason::RepeatTieEnds { living, rule });
                return;
            }
            if v.no_lift_when_all_tied && leaders.len() == living {
                no_vote(
                    tx,
                    day,
                    NoVoteReason::NoLiftWhenAllTied {
                        rule: RuleKey::NoLiftWhenAllTied,
                    },
                );
                return;
            }
            if !v.lift_vote {
                no_vote(tx, day, NoVoteReason::RepeatTie);
                return;
            }
            tx.emit(Event::Tie {
                candidates: leaders,
            });
            tx.phase(Phase::Day {
                day,
                stage: DayStage::LiftVote,
            });
            tx.timer(0);
        }
    }
}

/// A tie: the tied players speak (where the ruleset has tie speeches), then
/// they are voted on again.
fn tie_revote(tx: &mut Tx, day: u32, tied: Vec<Seat>) {
    tx.emit(Event::Tie { candidates: tied });
    if tx.rs.voting.tie_speeches {
        enter_tie_speech(tx, day, 0);
    } else {
        open_revote(tx, day);
    }
}

pub(crate) fn open_revote(tx: &mut Tx, day: u32) {
    let tie: Vec<Seat> =
        tx.s.day()
            .map(|d| d.tie.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|s| tx.s.is_alive(*s))
            .collect();
    tx.emit(Event::VoteRoundOpened {
        kind: RoundKind::Revote,
        candidates: tie,
    });
    enter_voting(tx, day);
}

pub(crate) fn lift_vote(tx: &mut Tx, ballot: &Ballot) -> Result<(), Refusal> {
    let Phase::Day {
        day,
        stage: DayStage::LiftVote,
    } = tx.s.phase.clone()
    else {
        return Err(Refusal::NoLiftVoteNow);
    };
    let (votes, list) = resolve_ballot(tx, ballot, &[], 0)?;
    let living = tx.s.living_count();
    let passed = usize::from(votes) * 2 > living;
    let candidates = tx.s.day().map(|d| d.tie.clone()).unwrap_or_default();
    tx.emit(Event::LiftVoted(LiftResult {
        candidates: candidates.clone(),
        votes,
        voters: list,
        passed,
    }));
    if passed {
        leave_by_vote(tx, day, &candidates);
    } else {
        no_vote(tx, day, NoVoteReason::LiftFailed);
    }
    Ok(())
}

/// The candidate the count has already decided on: with the votes not yet
/// cast, no other candidate can reach his votes. A removal from then on comes
/// "after the result of the vote is known" (FIIM 7.2).
pub(crate) fn decided_leader(s: &GameState) -> Option<Seat> {
    let round = s.current_round()?;
    let left = s.votes_left();
    let counted = |c: Seat| {
        round
            .counts
            .iter()
            .filter(|x| x.candidate == c)
            .map(|x| usize::from(x.votes))
            .sum::<usize>()
    };
    let is_counted = |c: Seat| round.counts.iter().any(|x| x.candidate == c);
    let (leader, top) = round
        .candidates
        .iter()
        .map(|c| (*c, counted(*c)))
        .max_by_key(|x| x.1)?;
    let best_other = round
        .candidates
        .iter()
        .filter(|c| **c != leader)
        .map(|c| if is_counted(*c) { counted(*c) } else { left })
        .max()
        .unwrap_or(0);
    (top > best_other).then_some(leader)
}
