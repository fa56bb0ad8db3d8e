//! The seating on show before it is saved: generated, pasted or a stage's,
//! with how even it is; saved into `tournament.toml` as one change.

use super::{SeatingDraft, TournamentCx, TournamentPanel};
use mafia_tournament::tournament::SeatingEntry;
use mafia_tournament::tournament::seating;
use mafia_tournament::tournament::sync::Change;
use mafia_words::i18n::msg;

impl TournamentPanel {
    /// A seating for the first `players` of the list (placeholders beyond
    /// it) at `tables` tables over `rounds` rounds, on show as a draft.
    pub(super) fn generate_seating(
        &mut self,
        [players, tables, rounds]: [u32; 3],
        cx: &TournamentCx<'_>,
    ) {
        let lang = cx.lang();
        let Some(l) = &self.loaded else {
            return;
        };
        let d = &l.folder.description;
        // Sizes that cannot be a tournament: said before any work.
        let sizes = seating::check_sizes(players.into(), tables.into(), rounds.into());
        if let Err(e) = sizes {
            self.note = Some((mafia_words::i18n::Words::say(&e, lang), true));
            return;
        }
        let names: Vec<String> = (0..players as usize)
            .map(|i| {
                d.players.get(i).map_or_else(
                    || msg::TournamentPlaceholderPlayer { n: i + 1 }.get(lang),
                    |p| p.nick.clone(),
                )
            })
            .collect();
        let size = usize::from(l.ruleset.players.default);
        match seating::generate(&names, tables, size, rounds, cx.now) {
            Ok(s) => self.show_draft(&names, s, None),
            Err(e) => self.note = Some((mafia_words::i18n::Words::say(&e, lang), true)),
        }
    }

    /// A pasted or CSV seating, on show as a draft.
    pub(super) fn import_seating(&mut self, text: &str, cx: &TournamentCx<'_>) {
        match seating::import(text) {
            Ok(s) => {
                let players: Vec<String> = self
                    .loaded
                    .as_ref()
                    .map(|l| {
                        l.folder
                            .description
                            .players
                            .iter()
                            .map(|p| p.nick.clone())
                            .collect()
                    })
                    .unwrap_or_default();
                self.show_draft(&players, s, None);
            }
            Err(problems) => {
                let lang = cx.lang();
                let said: Vec<String> = problems
                    .iter()
                    .map(|p| mafia_words::i18n::Words::say(p, lang))
                    .collect();
                self.note = Some((said.join("\n"), true));
            }
        }
    }

    /// The seating of stage `n` (from 1) for those who passed the stage
    /// before, on show as a draft.
    pub(super) fn stage_seating(&mut self, n: usize, cx: &TournamentCx<'_>) {
        let Some(l) = &self.loaded else {
            return;
        };
        let d = &l.folder.description;
        let games = &l.folder.games;
        match mafia_tournament::tournament::stages::seating_for(
            &l.ruleset, d, games, n, cx.now, true,
        ) {
            Ok((players, s)) => self.show_draft(&players, s, Some(n)),
            Err(e) => self.note = Some((mafia_words::i18n::Words::say(&e, cx.lang()), true)),
        }
    }

    /// A seating on show before it is saved, with how even it is.
    fn show_draft(&mut self, players: &[String], s: Vec<SeatingEntry>, stage: Option<usize>) {
        self.draft = Some(SeatingDraft {
            quality: seating::quality(players, &s),
            seating: s,
            stage,
        });
        self.note = None;
    }

    /// The draft into `tournament.toml` (a stage's replaces that stage's
    /// rounds only); it goes once saved.
    pub(super) fn save_seating(&mut self, cx: &mut TournamentCx<'_>) {
        let Some(draft) = self.draft.clone() else {
            return;
        };
        let said = msg::TournamentSeatingSaved.get(cx.lang()).to_owned();
        self.change_description(cx, |d| {
            let mut next = d.clone();
            match draft.stage {
                Some(n) => {
                    mafia_tournament::tournament::stages::replace_stage(&mut next, n, draft.seating)
                }
                None => next.seating = draft.seating,
            }
            Ok((
                vec![Change::SetSeating {
                    tables: next.seating.iter().map(|e| e.table).max().unwrap_or(0),
                    rounds: next.seating.iter().map(|e| e.round).max().unwrap_or(0),
                    seating: next.seating,
                    was: d.seating.clone(),
                }],
                Some(said),
            ))
        });
        if self.note.as_ref().is_some_and(|n| !n.1) {
            self.draft = None;
        }
    }
}
