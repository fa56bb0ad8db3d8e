//! The console's start reads its records off the window's thread: the
//! autosave's game (replayed to say where it stands) and the game the
//! command line names (`--open FILE`, `--autoresume`), loaded and
//! replayed for the table. A record of `ACTIONS_LIMIT` actions takes a
//! second or more to replay; the window shows at once, with the cards
//! saying what is being read, and takes each answer in `tick` as it
//! comes. The keys the judge types meanwhile are kept by the console and
//! applied once the game is on the table (`ui::console`).

use super::JudgeApp;
use super::files::{ended, game_read, read_game};
use super::panel::Effects;
use mafia_store::session::autosave::{Autosave, GameInfo};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};

/// What the start's reader sends, as it reads.
enum Read {
    /// The autosave's game as it is, or None when there is none.
    Current(Box<Option<GameInfo>>),
    /// The game for the table, read and replayed; `resumed`: the
    /// autosave's own game.
    Game {
        outcome: Box<Effects>,
        resumed: bool,
    },
}

/// The start's reading under way.
#[derive(Debug)]
pub struct StartReading {
    rx: Receiver<Read>,
    /// The autosave's game is still being read.
    pub current_due: bool,
    /// The game being read for the table.
    pub game_due: Option<PathBuf>,
}

impl JudgeApp {
    /// Reads the autosave's game and the game to put on the table (`open`,
    /// else the autosave's unfinished game with `autoresume`) on a thread
    /// of its own; false when no thread could be had (the caller reads
    /// them here).
    pub fn start_reading(&mut self, open: Option<PathBuf>, autoresume: bool) -> bool {
        let store: Option<Autosave> = self.files.store.clone();
        let rulesets = self.rulesets.clone();
        let errors = self.ruleset_errors.clone();
        let repaint = self.web.repaint.clone();
        let game_due = open.clone().or_else(|| {
            store
                .as_ref()
                .filter(|s| autoresume && s.current_path().exists())
                .map(Autosave::current_path)
        });
        let current_due = store.is_some();
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("start-read".to_owned())
            .spawn(move || {
                let wake = || {
                    if let Some(w) = repaint.lock().clone() {
                        w();
                    }
                };
                // The game the command line names comes first: the table
                // waits for it, not for the autosave's offer.
                if let Some(p) = &open {
                    let outcome = read_game(p, None, &rulesets, &errors);
                    let game = Read::Game {
                        outcome: Box::new(outcome),
                        resumed: false,
                    };
                    if tx.send(game).is_err() {
                        return;
                    }
                    wake();
                }
                // Replayed once: what it brought back goes on the table
                // when the game is resumed.
                let (current, restored) = store
                    .as_ref()
                    .and_then(|s| s.current_keeping(&rulesets))
                    .map_or((None, None), |(info, r)| (Some(info), r));
                let resume =
                    open.is_none() && autoresume && current.as_ref().is_some_and(|c| !ended(c));
                let id = current.as_ref().map(|c| c.ruleset.clone());
                // The console has ended when nobody takes it.
                if tx.send(Read::Current(Box::new(current))).is_err() {
                    return;
                }
                wake();
                let (path, beat) = match &store {
                    Some(s) if resume => {
                        s.adopt_current();
                        (s.current_path(), s.read_beat())
                    }
                    // Nothing (more) for the table: the channel's end says so.
                    _ => return,
                };
                let outcome = match (restored, id) {
                    (Some(r), Some(id)) => {
                        game_read(&path.display().to_string(), &id, r, beat, &errors)
                    }
                    // Not even read: read again, to say why.
                    _ => read_game(&path, beat, &rulesets, &errors),
                };
                if tx
                    .send(Read::Game {
                        outcome: Box::new(outcome),
                        resumed: resume,
                    })
                    .is_ok()
                {
                    wake();
                }
            });
        if spawned.is_err() {
            return false;
        }
        self.files.reading = Some(StartReading {
            rx,
            current_due,
            game_due,
        });
        true
    }

    /// Takes what the start's reader has sent (every frame, in `tick`),
    /// unless the tests hold it ([`JudgeApp::hold_start_reading`]).
    pub(super) fn take_start_reading(&mut self) {
        if self.files.reading_held {
            return;
        }
        let Some(r) = &self.files.reading else {
            return;
        };
        let mut got = Vec::new();
        let done = loop {
            match r.rx.try_recv() {
                Ok(m) => got.push(m),
                Err(TryRecvError::Empty) => break false,
                Err(TryRecvError::Disconnected) => break true,
            }
        };
        for m in got {
            self.take_read(m);
        }
        if done {
            self.files.reading = None;
        }
    }

    fn take_read(&mut self, m: Read) {
        match m {
            Read::Current(current) => {
                self.files.take_current(*current);
                self.files.current_fresh = true;
                if let Some(r) = &mut self.files.reading {
                    r.current_due = false;
                }
            }
            Read::Game {
                mut outcome,
                resumed,
            } => {
                if let Some(r) = &mut self.files.reading {
                    r.game_due = None;
                }
                if self.session.is_some() {
                    // A game the judge put on the table meanwhile stays.
                    outcome.loaded = None;
                }
                if outcome.loaded.is_some() {
                    // Back on the start screen, the folder is read again.
                    self.files.rescan = true;
                    if resumed {
                        self.files.offer = None;
                    }
                }
                self.apply(*outcome);
            }
        }
        self.window(super::WindowCmd::RepaintAfter(std::time::Duration::ZERO));
    }

    /// Tests: what the start's readers send is taken only by
    /// [`JudgeApp::wait_for_start_reading`] (the tournament's by
    /// [`JudgeApp::wait_for_tournament`]), so keys can be typed while the
    /// game is still being read, however fast the reader is.
    pub fn hold_start_reading(&mut self) {
        self.files.reading_held = true;
        self.tournament.opening_held = true;
    }

    /// The tournament folder to read after the window's first frame, on a
    /// thread of its own (the command line's `--tournament`).
    pub fn open_tournament_after_first_frame(&mut self, folder: PathBuf) {
        self.tournament.hold_open(folder);
    }

    /// Waits for the start's reader to end and takes all it sent (tests: a
    /// blocking wait on its thread, no sleep; the window never waits).
    pub fn wait_for_start_reading(&mut self) {
        self.files.reading_held = false;
        let Some(r) = self.files.reading.take() else {
            return;
        };
        for m in r.rx.iter() {
            self.take_read(m);
        }
    }
}
