//! The rating sites' ids as the judge types them: MafiaRatings' event,
//! club, tournament, rules code and moderator, Polemica's master and
//! scoring. One form for the tournament window's export section (the
//! tournament's ids) and the protocol header window (one game's ids, kept in
//! its record as `meta.sites`).

use eframe::egui;
use mafia_tournament::tournament::ids::{MafiaRatingsIds, PolemicaIds, SiteIds};
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The ids as typed, kept between frames so a half-typed number stays.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SitesFields {
    pub event: String,
    pub club: String,
    pub tournament: String,
    pub rules: String,
    pub moderator: String,
    pub master: String,
    pub scoring_type: String,
    pub scoring_version: String,
}

fn opt(n: Option<impl ToString>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

/// A number field as typed: empty is none; `Err` names the field.
pub fn num<T: std::str::FromStr>(lang: Lang, field: &str, v: &str) -> Result<Option<T>, String> {
    let v = v.trim();
    if v.is_empty() {
        return Ok(None);
    }
    v.parse()
        .map(Some)
        .map_err(|_| msg::ExportIdsBad { value: v, field }.get(lang))
}

impl SitesFields {
    /// The fields showing these ids.
    pub fn of(s: &SiteIds) -> SitesFields {
        let (m, p) = (&s.mafiaratings, &s.polemica);
        SitesFields {
            event: opt(m.event),
            club: opt(m.club),
            tournament: opt(m.tournament),
            rules: m.rules.clone(),
            moderator: opt(m.moderator),
            master: opt(p.master),
            scoring_type: opt(p.scoring_type),
            scoring_version: p.scoring_version.clone(),
        }
    }

    /// The ids as typed; `Err` names the first field that is not a number.
    pub fn ids(&self, lang: Lang) -> Result<SiteIds, String> {
        let w = |id: mafia_words::i18n::Fixed| id.get(lang);
        Ok(SiteIds {
            mafiaratings: MafiaRatingsIds {
                event: num(lang, w(msg::ExportMrEvent), &self.event)?,
                club: num(lang, w(msg::ExportMrClub), &self.club)?,
                tournament: num(lang, w(msg::ExportMrTournament), &self.tournament)?,
                rules: self.rules.trim().to_owned(),
                moderator: num(lang, w(msg::ExportMrModerator), &self.moderator)?,
            },
            polemica: PolemicaIds {
                master: num(lang, w(msg::ExportPlMaster), &self.master)?,
                scoring_type: num(lang, w(msg::ExportPlScoringType), &self.scoring_type)?,
                scoring_version: self.scoring_version.trim().to_owned(),
            },
        })
    }

    /// Each site's ids in a column of its own, a label and its field a row
    /// (`salt` keeps two forms' grids apart). Whether a field changed.
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang, salt: &str) -> bool {
        let mut changed = false;
        let mut column =
            |ui: &mut egui::Ui,
             site: &str,
             rows: Vec<(mafia_words::i18n::Fixed, &mut String, f32)>| {
                egui::Grid::new((salt, site)).num_columns(2).show(ui, |ui| {
                    for (id, value, width) in rows {
                        let l = ui.label(id.get(lang));
                        changed |= ui
                            .add(egui::TextEdit::singleline(value).desired_width(width))
                            .labelled_by(l.id)
                            .changed();
                        ui.end_row();
                    }
                });
            };
        ui.horizontal_top(|ui| {
            column(
                ui,
                "mr",
                vec![
                    (msg::ExportMrEvent, &mut self.event, 90.0),
                    (msg::ExportMrClub, &mut self.club, 90.0),
                    (msg::ExportMrTournament, &mut self.tournament, 90.0),
                    (msg::ExportMrRules, &mut self.rules, 130.0),
                    (msg::ExportMrModerator, &mut self.moderator, 90.0),
                ],
            );
            ui.add_space(24.0);
            column(
                ui,
                "pl",
                vec![
                    (msg::ExportPlMaster, &mut self.master, 90.0),
                    (msg::ExportPlScoringType, &mut self.scoring_type, 50.0),
                    (msg::ExportPlScoringVersion, &mut self.scoring_version, 50.0),
                ],
            );
        });
        changed
    }
}
