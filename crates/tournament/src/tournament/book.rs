//! The tournament book: the standings and then every counted game's
//! protocol, in one PDF (`mafia-judge protocol TOURNAMENT -o book.pdf`).

use super::standings::Row;
use super::{Folder, Standings, TournamentError};
use mafia_core::ruleset::Ruleset;
use mafia_pdf::protocol::layout::Metrics;
#[cfg(test)]
use mafia_pdf::protocol::layout::Op;
use mafia_pdf::protocol::pdf::book::{self, StandingsRow, StandingsTable};
use mafia_protocol::protocol::protocol_from_session;
use mafia_store::session::Session;
use mafia_words::Lang;
use mafia_words::i18n::{msg, points};

/// The standings in the book's words: the heads, a line per player (grey
/// out of the awards), the penalties' reasons and the files left out.
pub fn standings_table(s: &Standings, rs: &Ruleset, lang: Lang) -> StandingsTable {
    let heads = [
        msg::TournamentColPlace,
        msg::TournamentColAward,
        msg::TournamentColNick,
        msg::TournamentColGames,
        msg::TournamentColWins,
        msg::TournamentColPoints,
        msg::TournamentColExtra,
        msg::TournamentColPenalties,
        msg::TournamentColTotal,
    ]
    .map(|m| m.get(lang).to_owned());
    let nick = |r: &Row| {
        if r.disqualified {
            format!(
                "{} ({})",
                r.nick,
                msg::TournamentDisqualified.get(lang).to_owned()
            )
        } else if r.eligible {
            r.nick.clone()
        } else {
            format!("{} ({})", r.nick, msg::TournamentNotEligible.get(lang))
        }
    };
    let rows = s
        .players
        .iter()
        .map(|r| StandingsRow {
            cells: [
                r.place.to_string(),
                r.award_place.map(|p| p.to_string()).unwrap_or_default(),
                nick(r),
                r.games.to_string(),
                r.wins.to_string(),
                points(lang, r.points),
                points(lang, r.extra),
                points(lang, r.penalties),
                points(lang, r.total),
            ],
            muted: !r.eligible,
        })
        .collect();
    let mut notes: Vec<String> = Vec::new();
    for r in &s.players {
        for l in &r.tournament_penalties {
            notes.push(
                msg::TournamentPenaltyLine {
                    nick: r.nick.as_str(),
                    penalty: rs
                        .tournament
                        .penalty(&l.penalty)
                        .map_or(l.penalty.as_str(), |p| p.name.get(lang)),
                    points: points(lang, l.points),
                    reason: l.reason.as_str(),
                }
                .get(lang),
            );
        }
    }
    for l in &s.left_out {
        notes.push(
            msg::TournamentLeftOut {
                file: l.file.as_str(),
                why: mafia_words::i18n::Words::say(&l.reason, lang),
            }
            .get(lang),
        );
    }
    StandingsTable {
        title: msg::TournamentStandings.get(lang).to_owned(),
        subtitle: format!(
            "{} · {} · {}",
            s.tournament,
            s.ruleset,
            msg::TournamentGamesCounted {
                count: s.counted.len()
            }
            .get(lang)
        ),
        heads,
        rows,
        notes,
    }
}

/// The standings as pages of drawing steps (as many as the rows need).
#[cfg(test)]
fn standings_pages(s: &Standings, rs: &Ruleset, lang: Lang, metrics: &Metrics) -> Vec<Vec<Op>> {
    mafia_pdf::protocol::pdf::book::standings_pages(&standings_table(s, rs, lang), metrics)
}

/// The whole book as PDF bytes: the standings, then each counted game's
/// protocol in the order of the standings' game list.
pub fn render(
    folder: &Folder,
    rs: &Ruleset,
    s: &Standings,
    lang: Lang,
) -> Result<Vec<u8>, TournamentError> {
    let metrics =
        Metrics::new().map_err(|e| TournamentError::make(super::Making::BookFonts, &e))?;
    let mut first = book::standings_pages(&standings_table(s, rs, lang), &metrics);
    // The statistics of the games the standings count (the same files).
    let figures = super::stats::of_counted(rs, folder, s);
    first.push(book::bars_page(
        &super::book_stats::bars(&figures, rs, lang),
        &metrics,
    ));
    let lines = super::progress::points_over_rounds(s, super::progress::TOP);
    first.push(book::lines_page(
        &super::book_stats::lines(&lines, lang),
        &metrics,
    ));
    let mut docs = Vec::new();
    for cg in &s.counted {
        let Some(g) = folder.games.iter().find(|g| g.file == cg.file) else {
            continue;
        };
        let session =
            Session::replay(rs.clone(), &g.record).map_err(|e| TournamentError::Replay {
                file: g.file.clone(),
                why: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&e, rs)),
            })?;
        docs.push(protocol_from_session(&session, &g.record.meta, lang));
    }
    mafia_pdf::protocol::pdf::render_book(first, &docs)
        .map_err(|e| TournamentError::make(super::Making::Book, &e))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn row(place: u32, nick: &str, eligible: bool) -> Row {
        Row {
            place,
            award_place: eligible.then_some(place),
            stage: None,
            nick: nick.to_owned(),
            games: 16,
            wins: 11,
            points: 11.0,
            extra: 0.58,
            best_move: 0.0,
            compensation: 0.0,
            penalties: -2.0,
            total: 9.58,
            eligible,
            skipped_rounds: 0,
            disqualified: false,
            tournament_penalties: Vec::new(),
            shares: Vec::new(),
        }
    }

    #[test]
    fn a_forty_letter_nickname_out_of_the_awards_is_printed_whole_in_the_standings() {
        // The table's own column list gave the nickname 250 points whatever
        // the page had: «… (not in the awards)» was cut with «…».
        let long = "Aleksandr Konstantinopolsky-Ivanovsky-Jr";
        let s = Standings {
            tournament: "Cup".into(),
            ruleset: "fiim".into(),
            counted: Vec::new(),
            left_out: Vec::new(),
            held: Vec::new(),
            problems: Vec::new(),
            guests: Vec::new(),
            players: vec![row(1, "Boris", true), row(2, long, false)],
            cut_ties: Vec::new(),
            seats: Vec::new(),
        };
        let rs = mafia_store::ruleset::catalog::find("fiim").unwrap();
        let m = Metrics::new().unwrap();
        let pages = standings_pages(&s, &rs, Lang::En, &m);
        let texts: Vec<&str> = pages[0]
            .iter()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        let whole = format!("{long} (not in the awards)");
        assert!(texts.contains(&whole.as_str()), "{texts:?}");
        for head in [
            "Place",
            "Player",
            "Games",
            "Wins",
            "Points",
            "Extra",
            "Penalties",
            "Total",
        ] {
            assert!(texts.contains(&head), "the head {head} is whole: {texts:?}");
        }
    }
}
