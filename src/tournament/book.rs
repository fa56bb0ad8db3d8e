//! The tournament book: the standings and then every counted game's
//! protocol, in one PDF (`mafia-judge protocol TOURNAMENT -o book.pdf`).

use super::{Folder, Standings, TournamentError};
use crate::i18n::tr;
use crate::protocol::layout::{Align, CAP, Canvas, Metrics, Op, PAGE_H, PAGE_W, Rect, Rgb, Style};
use crate::protocol::{ProtocolMeta, protocol_from_session};
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
    let cols: [(&str, f32, Align); 8] = [
        ("tournament-col-place", 44.0, Align::Center),
        ("tournament-col-nick", 250.0, Align::Left),
        ("tournament-col-games", 52.0, Align::Right),
        ("tournament-col-wins", 52.0, Align::Right),
        ("tournament-col-points", 64.0, Align::Right),
        ("tournament-col-extra", 64.0, Align::Right),
        ("tournament-col-penalties", 70.0, Align::Right),
        ("tournament-col-total", 70.0, Align::Right),
    ];
    let width = PAGE_W - 2.0 * MX;
    let mut pages = Vec::new();
    let mut c = Canvas::new(metrics);
    let mut y;
    let start = |c: &mut Canvas| -> f32 {
        c.text(MX, 40.0, &tr!(lang, "tournament-standings"), title);
        c.text(
            MX,
            56.0,
            &format!(
                "{} · {} · {}",
                s.tournament,
                s.ruleset,
                tr!(lang, "tournament-games-counted", count = s.counted.len())
            ),
            sub,
        );
        let top = 68.0;
        c.fill(Rect::new(MX, top, width, ROW_H), HEAD_FILL);
        let mut x = MX;
        for (id, w, align) in cols {
            c.cell(
                Rect::new(x, top, w, ROW_H),
                &tr!(lang, id),
                head,
                align,
                4.0,
            );
            x += w;
        }
        top + ROW_H
    };
    y = start(&mut c);
    for r in &s.players {
        if y + ROW_H > PAGE_H - 40.0 {
            pages.push(std::mem::take(&mut c.ops));
            y = start(&mut c);
        }
        let nick = if r.eligible {
            r.nick.clone()
        } else {
            format!("{} ({})", r.nick, tr!(lang, "tournament-not-eligible"))
        };
        let cells = [
            r.place.to_string(),
            nick,
            r.games.to_string(),
            r.wins.to_string(),
            format!("{:.2}", r.points),
            format!("{:.2}", r.extra),
            format!("{:.2}", r.penalties),
            format!("{:.2}", r.total),
        ];
        let mut x = MX;
        for ((_, w, align), text) in cols.iter().zip(&cells) {
            let style = if r.eligible { cell } else { muted };
            c.cell(Rect::new(x, y, *w, ROW_H), text, style, *align, 4.0);
            x += w;
        }
        c.hline(MX, MX + width, y + ROW_H, 0.4, RULE);
        y += ROW_H;
    }
    // The reasons of the tournament penalties and the files left out.
    let mut notes: Vec<String> = Vec::new();
    for r in &s.players {
        for l in &r.tournament_penalties {
            notes.push(tr!(
                lang,
                "tournament-penalty-line",
                nick = r.nick.as_str(),
                penalty = rs
                    .tournament
                    .penalty(&l.penalty)
                    .map_or(l.penalty.as_str(), |p| p.name.get(lang)),
                points = format!("{:.2}", l.points),
                reason = l.reason.as_str()
            ));
        }
    }
    for l in &s.left_out {
        notes.push(tr!(
            lang,
            "tournament-left-out",
            file = l.file.as_str(),
            why = l.reason.get(lang)
        ));
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
    let first = standings_pages(s, rs, lang, &metrics);
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
        let m = &g.record.meta;
        let meta = ProtocolMeta {
            tournament: m.tournament.clone(),
            stage: m.stage.clone(),
            date: m.date.clone(),
            table: m.table.clone(),
            game: m.game.clone(),
            judge: m.judge.clone(),
        };
        docs.push(protocol_from_session(&session, &meta, lang));
    }
    crate::protocol::pdf::render_book(first, &docs)
        .map_err(|e| TournamentError::Make(e.to_string()))
}
