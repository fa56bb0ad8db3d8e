//! The tournament book: the standings and then every counted game's
//! protocol, in one PDF (`mafia-judge protocol TOURNAMENT -o book.pdf`).

use super::standings::Row;
use super::{Folder, Standings, TournamentError};
use crate::i18n::msg;
use crate::protocol::layout::{Align, CAP, Canvas, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};
use crate::protocol::pdf::columns::{Column, Width, edges, widths};
use crate::protocol::protocol_from_session;
use crate::ruleset::{Lang, Ruleset};
use crate::session::Session;

const MX: f32 = 36.0;
const INK: Rgb = Rgb(17, 24, 39);
const MUTED: Rgb = Rgb(107, 114, 128);
const RULE: Rgb = Rgb(209, 213, 219);
const HEAD_FILL: Rgb = Rgb(229, 231, 235);
const ROW_H: f32 = 15.0;

/// The standings as pages of drawing steps (as many as the rows need).
pub fn standings_pages(s: &Standings, rs: &Ruleset, lang: Lang, metrics: &Metrics) -> Vec<Vec<Op>> {
    let title = Style::bold(14.0, INK);
    let sub = Style::regular(9.0, MUTED);
    let head = Style::bold(8.0, INK);
    let cell = Style::regular(9.0, INK);
    let muted = Style::regular(8.0, MUTED);
    // The columns, as the protocol's tables are specified
    // (`protocol::pdf::columns`): the nickname takes what the figures leave.
    let heads: Vec<String> = [
        msg::TournamentColPlace,
        msg::TournamentColNick,
        msg::TournamentColGames,
        msg::TournamentColWins,
        msg::TournamentColPoints,
        msg::TournamentColExtra,
        msg::TournamentColPenalties,
        msg::TournamentColTotal,
        msg::TournamentColAward,
    ]
    .iter()
    .map(|m| m.get(lang).to_owned())
    .collect();
    let place = |r: &Row| r.place.to_string();
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
    let award = |r: &Row| r.award_place.map(|p| p.to_string()).unwrap_or_default();
    let games = |r: &Row| r.games.to_string();
    let wins = |r: &Row| r.wins.to_string();
    let points = |r: &Row| format!("{:.2}", r.points);
    let extra = |r: &Row| format!("{:.2}", r.extra);
    let penalties = |r: &Row| format!("{:.2}", r.penalties);
    let total = |r: &Row| format!("{:.2}", r.total);
    let figure = Width::Fit {
        min: 56.0,
        max: 80.0,
    };
    let cols = [
        Column::new(
            &heads[0],
            Width::Fixed(44.0),
            Align::Center,
            cell,
            4.0,
            &place,
        ),
        Column::new(
            &heads[8],
            Width::Fixed(52.0),
            Align::Center,
            cell,
            4.0,
            &award,
        ),
        Column::new(
            &heads[1],
            Width::Rest { min: 160.0 },
            Align::Left,
            cell,
            4.0,
            &nick,
        ),
        Column::new(&heads[2], figure, Align::Right, cell, 4.0, &games),
        Column::new(&heads[3], figure, Align::Right, cell, 4.0, &wins),
        Column::new(&heads[4], figure, Align::Right, cell, 4.0, &points),
        Column::new(&heads[5], figure, Align::Right, cell, 4.0, &extra),
        Column::new(&heads[6], figure, Align::Right, cell, 4.0, &penalties),
        Column::new(&heads[7], figure, Align::Right, cell, 4.0, &total),
    ];
    let width = PAGE_W - 2.0 * MX;
    let widths = widths(metrics, width, &cols, &s.players);
    let xs = edges(MX, &widths);
    let mut pages = Vec::new();
    let mut c = Canvas::new(metrics);
    let mut y;
    let start = |c: &mut Canvas| -> f32 {
        c.text(MX, 40.0, msg::TournamentStandings.get(lang), title);
        c.text(
            MX,
            56.0,
            &format!(
                "{} · {} · {}",
                s.tournament,
                s.ruleset,
                msg::TournamentGamesCounted {
                    count: s.counted.len()
                }
                .get(lang)
            ),
            sub,
        );
        let top = 68.0;
        c.fill(Rect::new(MX, top, width, ROW_H), HEAD_FILL);
        for (i, col) in cols.iter().enumerate() {
            c.cell(
                Rect::new(xs[i], top, widths[i], ROW_H),
                col.head,
                head,
                col.align,
                col.pad,
            );
        }
        top + ROW_H
    };
    y = start(&mut c);
    for r in &s.players {
        if y + ROW_H > PAGE_H - 40.0 {
            pages.push(std::mem::take(&mut c.ops));
            y = start(&mut c);
        }
        for (i, col) in cols.iter().enumerate() {
            let style = if r.eligible { col.style } else { muted };
            let at = Rect::new(xs[i], y, widths[i], ROW_H);
            c.cell(at, &(col.text)(r), style, col.align, col.pad);
        }
        c.hline(MX, MX + width, y + ROW_H, 0.4, RULE);
        y += ROW_H;
    }
    // The reasons of the tournament penalties and the files left out.
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
                    points: format!("{:.2}", l.points),
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
                why: l.reason.get(lang),
            }
            .get(lang),
        );
    }
    y += 14.0;
    for n in notes {
        if y + 12.0 > PAGE_H - 30.0 {
            pages.push(std::mem::take(&mut c.ops));
            y = 50.0;
        }
        let fitted = metrics.fit(&n, muted, width);
        c.text(MX, y + CAP * muted.size, &fitted, muted);
        y += 12.0;
    }
    pages.push(c.ops);
    pages
}

/// The whole book as PDF bytes: the standings, then each counted game's
/// protocol in the order of the standings' game list.
pub fn render(
    folder: &Folder,
    rs: &Ruleset,
    s: &Standings,
    lang: Lang,
) -> Result<Vec<u8>, TournamentError> {
    let metrics = Metrics::new().map_err(|e| TournamentError::Make(e.to_string()))?;
    let mut first = standings_pages(s, rs, lang, &metrics);
    // The statistics of the games the standings count (the same files).
    let figures = super::stats::of_counted(rs, folder, s);
    first.push(super::book_stats::stats_page(&figures, rs, lang, &metrics));
    let lines = super::progress::points_over_rounds(s, super::progress::TOP);
    first.push(super::book_stats::points_page(&lines, lang, &metrics));
    let mut docs = Vec::new();
    for cg in &s.counted {
        let Some(g) = folder.games.iter().find(|g| g.file == cg.file) else {
            continue;
        };
        let session =
            Session::replay(rs.clone(), &g.record).map_err(|e| TournamentError::Replay {
                file: g.file.clone(),
                why: crate::i18n::replay_error_text(&e, rs),
            })?;
        docs.push(protocol_from_session(&session, &g.record.meta, lang));
    }
    crate::protocol::pdf::render_book(first, &docs)
        .map_err(|e| TournamentError::Make(e.to_string()))
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
            seats: Vec::new(),
        };
        let rs = crate::ruleset::catalog::find("fiim").unwrap();
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
