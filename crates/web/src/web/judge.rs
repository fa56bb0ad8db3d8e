//! The judge's phone (issue 34): pairing, and the commands it sends.
//!
//! The console makes a six-digit code when the judge asks for it (the web
//! window); a phone that posts it to `/judge/pair` within [`CODE_TTL`] gets
//! a session (an `HttpOnly`, `SameSite=Strict` cookie) and a CSRF token.
//! Both are random and live in this process only: a new start of the
//! console, a new pairing. A code is used once; [`MAX_WRONG`] wrong codes
//! in a row lock pairing out for [`LOCKOUT`]. One phone at a time: a new
//! pairing ends the one before, and the judge can end it from the window.
//!
//! `/judge/cmd` takes a tiny JSON body (at most [`MAX_CMD_BODY`] bytes):
//! the command and the step it was made on. It needs the cookie, the CSRF
//! token in `X-CSRF-Token`, and an `Origin` that is the address the page
//! was served from; a command made on another step than the console's is
//! refused (409). Accepted commands wait in a short queue ([`QUEUE`]) for
//! the console's UI thread, which runs them as its own key presses; a full
//! queue is 503 (a flood cannot grow memory or stall the server).
//!
//! The server never changes the game: the console is the one place the
//! game lives, the phone is another keyboard.

use super::StartError;
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::time::{Duration, Instant};

/// How long a pairing code may be used.
pub const CODE_TTL: Duration = Duration::from_secs(300);
/// Wrong codes in a row before pairing is locked out.
pub const MAX_WRONG: u32 = 3;
/// How long pairing stays locked after [`MAX_WRONG`] wrong codes.
pub const LOCKOUT: Duration = Duration::from_secs(30);
/// The longest body `/judge/pair` and `/judge/cmd` read.
pub const MAX_CMD_BODY: usize = 512;
/// Commands waiting for the console at most.
pub const QUEUE: usize = 32;
/// The session cookie's name.
pub const COOKIE: &str = "mj_judge";
/// The phone's name as shown to the judge, at most this many characters.
const AGENT_CHARS: usize = 80;

/// What the phone may ask: the console's own commands (the app turns each
/// into the same `Command`s its keys run), with the seat they name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Remote {
    /// «Далее» (Enter).
    Next,
    /// Ctrl+Z.
    Undo,
    /// A digit key: select a seat (the night's target, a check).
    Select { seat: u8 },
    /// Mark or unmark a seat in this moment's list (hands, best move).
    Pick { seat: u8 },
    /// R: record what is marked (the votes, the best move, the night's act).
    Record,
    /// The votes typed instead of marked.
    VoteCount { count: u8 },
    /// A foul (the seat, then F).
    Foul { seat: u8 },
    /// Take the seat's last foul back (the seat, then Shift+F).
    RemoveFoul { seat: u8 },
    /// The speaker nominates (the seat, then N).
    Nominate { seat: u8 },
    /// M: the night's miss.
    Miss,
    /// Space: start or pause the timer.
    TimerToggle,
    /// +: ten seconds more.
    TimerPlus10,
    /// The band's confirm button (a removal waits for it).
    Confirm,
    /// The band's cancel button.
    Cancel,
}

impl Remote {
    /// The seat the command names, if any.
    pub fn seat(self) -> Option<u8> {
        match self {
            Remote::Select { seat }
            | Remote::Pick { seat }
            | Remote::Foul { seat }
            | Remote::RemoveFoul { seat }
            | Remote::Nominate { seat } => Some(seat),
            _ => None,
        }
    }
}

/// A command from the paired phone, as the console receives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FromPhone {
    /// The console's step the phone saw when the judge pressed.
    pub step: u64,
    pub cmd: Remote,
}

/// The body of `/judge/cmd`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CmdBody {
    pub step: u64,
    pub cmd: Remote,
}

/// The body of `/judge/pair`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PairBody {
    pub code: String,
}

/// The paired phone, as the judge's window shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paired {
    /// The phone's browser as it names itself (`User-Agent`, shortened).
    pub agent: String,
    pub since: Instant,
}

struct Session {
    token: String,
    csrf: String,
    phone: Paired,
}

#[derive(Default)]
struct Pairing {
    code: Option<(String, Instant)>,
    session: Option<Session>,
    wrong: u32,
    locked_until: Option<Instant>,
}

/// Why a pairing was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PairRefusal {
    /// No code was made, it expired, was used, or this is not it.
    BadCode,
    /// Too many wrong codes lately.
    Locked,
}

/// Why a command was refused before it reached the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CmdRefusal {
    /// No session cookie (401).
    NotPaired,
    /// A cookie that is not the paired phone's (403).
    BadSession,
    /// The CSRF token is missing or wrong (403).
    BadCsrf,
}

/// The pairing and the queue of the phone's commands; shared by the
/// server's tasks and the console.
pub struct Judge {
    pairing: Mutex<Pairing>,
    tx: SyncSender<FromPhone>,
    rx: Mutex<Receiver<FromPhone>>,
    /// Asks the console for a frame when a command arrives.
    wake: Mutex<Option<Arc<dyn Fn() + Send + Sync>>>,
}

impl Default for Judge {
    fn default() -> Self {
        let (tx, rx) = std::sync::mpsc::sync_channel(QUEUE);
        Judge {
            pairing: Mutex::new(Pairing::default()),
            tx,
            rx: Mutex::new(rx),
            wake: Mutex::new(None),
        }
    }
}

/// A random six-digit code (no bias: numbers past the last whole million
/// are drawn again).
fn six_digits() -> Result<String, StartError> {
    loop {
        let mut b = [0u8; 4];
        getrandom::fill(&mut b).map_err(|e| StartError::Token(e.to_string()))?;
        let n = u32::from_le_bytes(b);
        if n < 4_294_000_000 {
            return Ok(format!("{:06}", n % 1_000_000));
        }
    }
}

/// Compares without stopping at the first different byte.
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

impl Judge {
    /// A new pairing code (the one before is forgotten), valid for
    /// [`CODE_TTL`] and one use.
    pub fn new_code(&self) -> Result<String, StartError> {
        let code = six_digits()?;
        self.pairing.lock().code = Some((code.clone(), Instant::now()));
        Ok(code)
    }

    /// The code waiting for a phone, while it may still be used.
    pub fn code(&self) -> Option<String> {
        let p = self.pairing.lock();
        p.code
            .as_ref()
            .filter(|(_, at)| at.elapsed() < CODE_TTL)
            .map(|(c, _)| c.clone())
    }

    /// The phone paired now.
    pub fn paired(&self) -> Option<Paired> {
        self.pairing
            .lock()
            .session
            .as_ref()
            .map(|s| s.phone.clone())
    }

    /// Ends the phone's session (its next command is refused).
    pub fn unpair(&self) {
        self.pairing.lock().session = None;
    }

    /// The next command the phone sent, if any (the console's UI thread).
    pub fn try_recv(&self) -> Option<FromPhone> {
        self.rx.lock().try_recv().ok()
    }

    /// What asks the console for a frame when a command arrives.
    pub fn set_wake(&self, wake: Option<Arc<dyn Fn() + Send + Sync>>) {
        *self.wake.lock() = wake;
    }

    /// A phone offers a code: a session and its CSRF token when it is the
    /// one waiting (which is used up then).
    pub(super) fn pair(&self, code: &str, agent: &str) -> Result<(String, String), PairRefusal> {
        let mut p = self.pairing.lock();
        if p.locked_until.is_some_and(|t| Instant::now() < t) {
            return Err(PairRefusal::Locked);
        }
        let right = p
            .code
            .as_ref()
            .is_some_and(|(c, at)| at.elapsed() < CODE_TTL && same(c, code.trim()));
        if !right {
            p.wrong += 1;
            if p.wrong >= MAX_WRONG {
                p.wrong = 0;
                p.locked_until = Some(Instant::now() + LOCKOUT);
            }
            return Err(PairRefusal::BadCode);
        }
        let token = super::new_token().map_err(|_| PairRefusal::BadCode)?;
        let csrf = super::new_token().map_err(|_| PairRefusal::BadCode)?;
        p.code = None;
        p.wrong = 0;
        let agent: String = agent
            .chars()
            .filter(|c| !c.is_control())
            .take(AGENT_CHARS)
            .collect();
        p.session = Some(Session {
            token: token.clone(),
            csrf: csrf.clone(),
            phone: Paired {
                agent,
                since: Instant::now(),
            },
        });
        Ok((token, csrf))
    }

    /// Whether the request comes from the paired phone's session.
    pub(super) fn check(&self, token: Option<&str>, csrf: Option<&str>) -> Result<(), CmdRefusal> {
        let Some(token) = token else {
            return Err(CmdRefusal::NotPaired);
        };
        let p = self.pairing.lock();
        let Some(s) = p.session.as_ref().filter(|s| same(&s.token, token)) else {
            return Err(CmdRefusal::BadSession);
        };
        match csrf {
            Some(c) if same(&s.csrf, c) => Ok(()),
            _ => Err(CmdRefusal::BadCsrf),
        }
    }

    /// Hands a command to the console; false when its queue is full.
    pub(super) fn send(&self, c: FromPhone) -> bool {
        match self.tx.try_send(c) {
            Ok(()) => {
                if let Some(w) = &*self.wake.lock() {
                    w();
                }
                true
            }
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pairing_code_is_six_digits_and_used_once() {
        let j = Judge::default();
        let code = j.new_code().unwrap();
        assert_eq!(code.len(), 6);
        assert!(code.bytes().all(|b| b.is_ascii_digit()));
        assert!(j.pair(&code, "phone").is_ok());
        assert_eq!(j.code(), None);
        assert_eq!(j.pair(&code, "thief"), Err(PairRefusal::BadCode));
        assert_eq!(j.paired().unwrap().agent, "phone");
    }

    #[test]
    fn wrong_codes_lock_pairing_out_even_for_the_right_one() {
        let j = Judge::default();
        let code = j.new_code().unwrap();
        let wrong = if code == "000000" { "000001" } else { "000000" };
        for _ in 0..MAX_WRONG {
            assert_eq!(j.pair(wrong, "x"), Err(PairRefusal::BadCode));
        }
        assert_eq!(j.pair(&code, "x"), Err(PairRefusal::Locked));
        assert!(j.paired().is_none());
    }

    #[test]
    fn a_new_pairing_ends_the_phone_before_and_the_judge_can_end_it() {
        let j = Judge::default();
        let c1 = j.new_code().unwrap();
        let (t1, k1) = j.pair(&c1, "first").unwrap();
        let c2 = j.new_code().unwrap();
        let (t2, k2) = j.pair(&c2, "second").unwrap();
        assert_eq!(j.check(Some(&t1), Some(&k1)), Err(CmdRefusal::BadSession));
        assert_eq!(j.check(Some(&t2), Some(&k2)), Ok(()));
        assert_eq!(j.check(Some(&t2), Some(&k1)), Err(CmdRefusal::BadCsrf));
        j.unpair();
        assert_eq!(j.check(Some(&t2), Some(&k2)), Err(CmdRefusal::BadSession));
        assert_eq!(j.check(None, Some(&k2)), Err(CmdRefusal::NotPaired));
    }
}
