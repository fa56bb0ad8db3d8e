//! The judge's phone (issue 34): pairing, and the commands it sends.
//!
//! The console makes a six-digit code when the judge asks for it (the web
//! window), one per [`Role`]: the judge's phone, an assistant's tablet, a
//! viewer. A device that posts it to `/judge/pair` within [`CODE_TTL`] gets
//! a session of that role (an `HttpOnly`, `SameSite=Strict` cookie) and a
//! CSRF token. Both are random and live in this process only: a new start
//! of the console, a new pairing. A code is used once. [`MAX_WRONG`] wrong
//! codes in a row from one address lock that address out for [`LOCKOUT`];
//! [`MAX_WRONG_TOTAL`] wrong codes from anyone spend every code waiting,
//! and the judge's next code opens pairing again (a guesser on the hall's
//! network can neither find a code nor keep the judge from pairing). One
//! judge's phone at a time (a new pairing ends the one before), at most
//! [`Role::most`] of the others; the judge sees each and ends any.
//!
//! `/judge/cmd` takes a tiny JSON body (at most [`MAX_CMD_BODY`] bytes):
//! the command and the step it was made on. It needs the cookie, the CSRF
//! token in `X-CSRF-Token`, an `Origin` that is the address the page was
//! served from, and a role that may send it ([`Role::may`]: an assistant
//! fouls and hands only, a viewer nothing); a command made on another step
//! than the console's is refused (409). Accepted commands wait in a short
//! queue ([`QUEUE`]) for the console's UI thread, which runs them as its
//! own key presses; a full queue is 503 (a flood cannot grow memory or
//! stall the server). `/judge/secrets` gives the judge's phone alone what
//! the public feed hides (roles, checks), at once, without the spectator
//! delay.
//!
//! The server never changes the game: the console is the one place the
//! game lives, the phone is another keyboard.

use super::StartError;
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::time::{Duration, Instant};

/// How long a pairing code may be used.
pub const CODE_TTL: Duration = Duration::from_secs(300);
/// Wrong codes in a row from one address before it is locked out.
pub const MAX_WRONG: u32 = 3;
/// How long an address stays locked after [`MAX_WRONG`] wrong codes.
pub const LOCKOUT: Duration = Duration::from_secs(30);
/// Wrong codes from all addresses together, since the judge's last new
/// code, that spend every code waiting (a guesser with many addresses
/// gets this many tries in a million, then the judge makes a new code).
pub const MAX_WRONG_TOTAL: u32 = 20;
/// Addresses whose wrong codes are remembered at most (the oldest is
/// forgotten first; [`MAX_WRONG_TOTAL`] bounds what that gives away).
const MAX_CLIENTS: usize = 1024;
/// The longest body `/judge/pair` and `/judge/cmd` read.
pub const MAX_CMD_BODY: usize = 512;
/// Commands waiting for the console at most.
pub const QUEUE: usize = 32;
/// The session cookie's name.
pub const COOKIE: &str = "mj_judge";
/// The phone's name as shown to the judge, at most this many characters.
const AGENT_CHARS: usize = 80;

/// What a paired device may do; its code says which (the judge makes a
/// code of each kind in the web window).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The judge's phone: every command, and the secrets.
    #[default]
    Judge,
    /// An assistant's tablet: fouls (and their take-back) and the hands
    /// of a vote, nothing else.
    Assistant,
    /// Follows the game, sends nothing.
    Viewer,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Judge, Role::Assistant, Role::Viewer];

    /// Whether a device of this role may send the command.
    pub fn may(self, cmd: Remote) -> bool {
        match self {
            Role::Judge => true,
            Role::Assistant => matches!(
                cmd,
                Remote::Foul { .. }
                    | Remote::RemoveFoul { .. }
                    | Remote::Pick { .. }
                    | Remote::VoteCount { .. }
            ),
            Role::Viewer => false,
        }
    }

    /// Devices of this role paired at once at most: a new one ends the
    /// oldest.
    pub fn most(self) -> usize {
        match self {
            Role::Judge => 1,
            Role::Assistant => 2,
            Role::Viewer => 8,
        }
    }

    fn index(self) -> usize {
        match self {
            Role::Judge => 0,
            Role::Assistant => 1,
            Role::Viewer => 2,
        }
    }
}

/// What the phone may ask: the console's own commands (the app turns each
/// into the same `Command`s its keys run), with the seat they name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Remote {
    /// «Далее» (Enter).
    Next,
    /// Ctrl+Z.
    Undo,
    /// Ctrl+Shift+Z (Ctrl+Y): the step undone, taken again.
    Redo,
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
    /// The timer back to the speech's full time (the console's «Сброс»).
    TimerReset,
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

/// A command from a paired device, as the console receives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FromPhone {
    /// The console's step the phone saw when the judge pressed.
    pub step: u64,
    pub cmd: Remote,
    /// Who sent it: the judge's phone or an assistant (the record keeps it).
    pub role: Role,
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

/// A paired device, as the judge's window shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paired {
    /// Its number in this start of the console (the window ends it by it).
    pub id: u64,
    pub role: Role,
    /// The device's browser as it names itself (`User-Agent`, shortened).
    pub agent: String,
    pub since: Instant,
}

struct Session {
    token: String,
    csrf: String,
    device: Paired,
}

/// The wrong codes of one address.
struct Tries {
    wrong: u32,
    last: Instant,
    locked_until: Option<Instant>,
}

#[derive(Default)]
struct Pairing {
    /// The code waiting for each role ([`Role::index`]) and when it was made.
    codes: [Option<(String, Instant)>; 3],
    sessions: Vec<Session>,
    last_id: u64,
    tries: HashMap<IpAddr, Tries>,
    /// Wrong codes from anyone since the judge's last new code.
    wrong_total: u32,
}

impl Pairing {
    /// Counts a wrong code from `peer`: locks it out at [`MAX_WRONG`],
    /// spends every code at [`MAX_WRONG_TOTAL`].
    fn wrong_from(&mut self, peer: IpAddr, now: Instant) {
        self.wrong_total = self.wrong_total.saturating_add(1);
        if self.wrong_total >= MAX_WRONG_TOTAL {
            self.codes = Default::default();
        }
        if !self.tries.contains_key(&peer) && self.tries.len() >= MAX_CLIENTS {
            self.tries
                .retain(|_, t| t.locked_until.is_some_and(|u| now < u));
            if self.tries.len() >= MAX_CLIENTS
                && let Some(oldest) = self
                    .tries
                    .iter()
                    .min_by_key(|(_, t)| t.last)
                    .map(|(a, _)| *a)
            {
                self.tries.remove(&oldest);
            }
        }
        let t = self.tries.entry(peer).or_insert(Tries {
            wrong: 0,
            last: now,
            locked_until: None,
        });
        t.wrong += 1;
        t.last = now;
        if t.wrong >= MAX_WRONG {
            t.wrong = 0;
            t.locked_until = Some(now + LOCKOUT);
        }
    }

    fn locked(&self, peer: IpAddr, now: Instant) -> bool {
        self.tries
            .get(&peer)
            .and_then(|t| t.locked_until)
            .is_some_and(|u| now < u)
    }

    /// The role whose live code this is.
    fn code_role(&self, code: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| {
            self.codes[r.index()]
                .as_ref()
                .is_some_and(|(c, at)| at.elapsed() < CODE_TTL && same(c, code))
        })
    }
}

/// Why a pairing was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PairRefusal {
    /// No code was made, it expired, was used, or this is not it.
    BadCode,
    /// Too many wrong codes from this address lately.
    Locked,
}

/// Why a request of a device was refused before it reached the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CmdRefusal {
    /// No session cookie (401).
    NotPaired,
    /// A cookie that is no paired device's (403).
    BadSession,
    /// The CSRF token is missing or wrong (403).
    BadCsrf,
    /// An assistant asked for more than fouls and hands (403).
    AssistantMayNot,
    /// A viewer sent a command (403).
    ViewerReadsOnly,
    /// For the judge's phone alone (403).
    JudgeOnly,
}

impl CmdRefusal {
    /// What a device of `role` asked for and may not have.
    pub(super) fn not_for(role: Role) -> Self {
        match role {
            Role::Assistant => CmdRefusal::AssistantMayNot,
            Role::Viewer => CmdRefusal::ViewerReadsOnly,
            Role::Judge => CmdRefusal::JudgeOnly,
        }
    }

    /// The typed reason, as the answer's `X-Judge-Refusal` names it.
    pub(super) fn name(self) -> &'static str {
        match self {
            CmdRefusal::NotPaired => "not_paired",
            CmdRefusal::BadSession => "bad_session",
            CmdRefusal::BadCsrf => "bad_csrf",
            CmdRefusal::AssistantMayNot => "assistant_fouls_and_hands_only",
            CmdRefusal::ViewerReadsOnly => "viewer_reads_only",
            CmdRefusal::JudgeOnly => "judge_only",
        }
    }
}

/// The pairing and the queue of the devices' commands; shared by the
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

/// The address a device opens to pair at once: the judge's page with the
/// code (`http://IP:PORT/judge?pair=123456`), what the window's QR code
/// holds.
pub fn pair_address(base: &str, code: &str) -> String {
    format!("{base}/judge?pair={code}")
}

/// A QR code's modules, row by row, `true` for dark, without the quiet
/// zone around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrModules {
    pub width: usize,
    pub dark: Vec<bool>,
}

impl QrModules {
    /// Whether the module at column `x`, row `y` is dark (outside: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }
}

/// The QR code of `text` (medium error correction); `None` only for a text
/// too long for any QR code.
pub fn qr(text: &str) -> Option<QrModules> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M).ok()?;
    Some(QrModules {
        width: code.width(),
        dark: code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect(),
    })
}

impl Judge {
    /// A new code for the judge's phone: [`Judge::new_code_for`].
    pub fn new_code(&self) -> Result<String, StartError> {
        self.new_code_for(Role::Judge)
    }

    /// A new pairing code for a device of `role` (that role's code before
    /// is forgotten), valid for [`CODE_TTL`] and one use. It opens pairing
    /// again after [`MAX_WRONG_TOTAL`] wrong codes.
    pub fn new_code_for(&self, role: Role) -> Result<String, StartError> {
        let mut p = self.pairing.lock();
        let code = loop {
            let c = six_digits()?;
            // Never the code another role waits with.
            if p.code_role(&c).is_none() {
                break c;
            }
        };
        p.codes[role.index()] = Some((code.clone(), Instant::now()));
        p.wrong_total = 0;
        Ok(code)
    }

    /// The code waiting for the judge's phone, while it may still be used.
    pub fn code(&self) -> Option<String> {
        self.code_for(Role::Judge)
    }

    /// The code waiting for a device of `role`, while it may still be used.
    pub fn code_for(&self, role: Role) -> Option<String> {
        let p = self.pairing.lock();
        p.codes[role.index()]
            .as_ref()
            .filter(|(_, at)| at.elapsed() < CODE_TTL)
            .map(|(c, _)| c.clone())
    }

    /// The judge's phone paired now.
    pub fn paired(&self) -> Option<Paired> {
        self.devices().into_iter().find(|d| d.role == Role::Judge)
    }

    /// Every device paired now, the oldest first.
    pub fn devices(&self) -> Vec<Paired> {
        self.pairing
            .lock()
            .sessions
            .iter()
            .map(|s| s.device.clone())
            .collect()
    }

    /// Ends the judge's phone's session (its next command is refused).
    pub fn unpair(&self) {
        self.pairing
            .lock()
            .sessions
            .retain(|s| s.device.role != Role::Judge);
    }

    /// Ends one device's session; false when it is not paired.
    pub fn end(&self, id: u64) -> bool {
        let mut p = self.pairing.lock();
        let before = p.sessions.len();
        p.sessions.retain(|s| s.device.id != id);
        p.sessions.len() != before
    }

    /// The next command a device sent, if any (the console's UI thread).
    pub fn try_recv(&self) -> Option<FromPhone> {
        self.rx.lock().try_recv().ok()
    }

    /// What asks the console for a frame when a command arrives.
    pub fn set_wake(&self, wake: Option<Arc<dyn Fn() + Send + Sync>>) {
        *self.wake.lock() = wake;
    }

    /// A device at `peer` offers a code: a session of the code's role and
    /// its CSRF token when it is one waiting (which is used up then).
    pub(super) fn pair(
        &self,
        code: &str,
        agent: &str,
        peer: IpAddr,
    ) -> Result<(String, String, Role), PairRefusal> {
        let now = Instant::now();
        let mut p = self.pairing.lock();
        if p.locked(peer, now) {
            return Err(PairRefusal::Locked);
        }
        let Some(role) = p.code_role(code.trim()) else {
            p.wrong_from(peer, now);
            return Err(PairRefusal::BadCode);
        };
        let token = super::new_token().map_err(|_| PairRefusal::BadCode)?;
        let csrf = super::new_token().map_err(|_| PairRefusal::BadCode)?;
        p.codes[role.index()] = None;
        p.tries.remove(&peer);
        let agent: String = agent
            .chars()
            .filter(|c| !c.is_control())
            .take(AGENT_CHARS)
            .collect();
        // The oldest of the role makes room (the judge's phone before).
        let of_role = |p: &Pairing| p.sessions.iter().filter(|s| s.device.role == role).count();
        while of_role(&p) >= role.most() {
            let Some(i) = p.sessions.iter().position(|s| s.device.role == role) else {
                break;
            };
            p.sessions.remove(i);
        }
        p.last_id += 1;
        let id = p.last_id;
        p.sessions.push(Session {
            token: token.clone(),
            csrf: csrf.clone(),
            device: Paired {
                id,
                role,
                agent,
                since: now,
            },
        });
        Ok((token, csrf, role))
    }

    /// The role of the session the cookie names.
    pub(super) fn role_of(&self, token: Option<&str>) -> Result<Role, CmdRefusal> {
        let token = token.ok_or(CmdRefusal::NotPaired)?;
        let p = self.pairing.lock();
        p.sessions
            .iter()
            .find(|s| same(&s.token, token))
            .map(|s| s.device.role)
            .ok_or(CmdRefusal::BadSession)
    }

    /// The role of the paired device the request comes from, when its CSRF
    /// token is its session's.
    pub(super) fn check(
        &self,
        token: Option<&str>,
        csrf: Option<&str>,
    ) -> Result<Role, CmdRefusal> {
        let token = token.ok_or(CmdRefusal::NotPaired)?;
        let p = self.pairing.lock();
        let Some(s) = p.sessions.iter().find(|s| same(&s.token, token)) else {
            return Err(CmdRefusal::BadSession);
        };
        match csrf {
            Some(c) if same(&s.csrf, c) => Ok(s.device.role),
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
    use std::net::Ipv4Addr;

    const HALL: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 10));
    const OTHER: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 11));

    /// A code that is not `code`.
    fn not(code: &str) -> &'static str {
        if code == "000000" { "000001" } else { "000000" }
    }

    #[test]
    fn a_pairing_code_is_six_digits_and_used_once() {
        let j = Judge::default();
        let code = j.new_code().unwrap();
        assert_eq!(code.len(), 6);
        assert!(code.bytes().all(|b| b.is_ascii_digit()));
        assert!(j.pair(&code, "phone", HALL).is_ok());
        assert_eq!(j.code(), None);
        assert_eq!(j.pair(&code, "thief", OTHER), Err(PairRefusal::BadCode));
        assert_eq!(j.paired().unwrap().agent, "phone");
    }

    #[test]
    fn wrong_codes_lock_that_address_out_even_for_the_right_one() {
        let j = Judge::default();
        let code = j.new_code().unwrap();
        for _ in 0..MAX_WRONG {
            assert_eq!(j.pair(not(&code), "x", HALL), Err(PairRefusal::BadCode));
        }
        assert_eq!(j.pair(&code, "x", HALL), Err(PairRefusal::Locked));
        assert!(j.paired().is_none());
        // Another address is not locked by them.
        assert!(j.pair(&code, "judge", OTHER).is_ok());
    }

    #[test]
    fn wrong_codes_from_everywhere_spend_the_code_and_a_new_one_opens_pairing() {
        let j = Judge::default();
        let code = j.new_code().unwrap();
        for i in 0..MAX_WRONG_TOTAL {
            let peer = IpAddr::V4(Ipv4Addr::new(10, 0, 0, u8::try_from(i).unwrap()));
            assert_eq!(j.pair(not(&code), "x", peer), Err(PairRefusal::BadCode));
        }
        assert_eq!(j.code(), None, "spent");
        assert_eq!(j.pair(&code, "judge", HALL), Err(PairRefusal::BadCode));
        let fresh = j.new_code().unwrap();
        assert!(j.pair(&fresh, "judge", HALL).is_ok());
    }

    #[test]
    fn a_new_pairing_ends_the_phone_before_and_the_judge_can_end_it() {
        let j = Judge::default();
        let c1 = j.new_code().unwrap();
        let (t1, k1, _) = j.pair(&c1, "first", HALL).unwrap();
        let c2 = j.new_code().unwrap();
        let (t2, k2, _) = j.pair(&c2, "second", HALL).unwrap();
        assert_eq!(j.check(Some(&t1), Some(&k1)), Err(CmdRefusal::BadSession));
        assert_eq!(j.check(Some(&t2), Some(&k2)), Ok(Role::Judge));
        assert_eq!(j.check(Some(&t2), Some(&k1)), Err(CmdRefusal::BadCsrf));
        j.unpair();
        assert_eq!(j.check(Some(&t2), Some(&k2)), Err(CmdRefusal::BadSession));
        assert_eq!(j.check(None, Some(&k2)), Err(CmdRefusal::NotPaired));
    }

    #[test]
    fn an_assistants_code_gives_an_assistant_beside_the_judges_phone() {
        let j = Judge::default();
        let judge = j.new_code().unwrap();
        let helper = j.new_code_for(Role::Assistant).unwrap();
        assert_ne!(judge, helper);
        let (tj, kj, rj) = j.pair(&judge, "phone", HALL).unwrap();
        let (ta, ka, ra) = j.pair(&helper, "tablet", OTHER).unwrap();
        assert_eq!((rj, ra), (Role::Judge, Role::Assistant));
        assert_eq!(j.check(Some(&tj), Some(&kj)), Ok(Role::Judge));
        assert_eq!(j.check(Some(&ta), Some(&ka)), Ok(Role::Assistant));
        let devices = j.devices();
        assert_eq!(devices.len(), 2);
        assert!(j.end(devices[1].id));
        assert_eq!(j.check(Some(&ta), Some(&ka)), Err(CmdRefusal::BadSession));
        assert_eq!(j.paired().unwrap().agent, "phone");
    }

    #[test]
    fn an_assistant_fouls_and_counts_hands_only_and_a_viewer_sends_nothing() {
        for cmd in [
            Remote::Foul { seat: 1 },
            Remote::RemoveFoul { seat: 1 },
            Remote::Pick { seat: 1 },
            Remote::VoteCount { count: 3 },
        ] {
            assert!(Role::Assistant.may(cmd), "{cmd:?}");
            assert!(!Role::Viewer.may(cmd), "{cmd:?}");
        }
        for cmd in [
            Remote::Next,
            Remote::Undo,
            Remote::Redo,
            Remote::Record,
            Remote::Confirm,
            Remote::Nominate { seat: 2 },
            Remote::Select { seat: 2 },
            Remote::Miss,
            Remote::TimerToggle,
            Remote::TimerPlus10,
            Remote::TimerReset,
        ] {
            assert!(!Role::Assistant.may(cmd), "{cmd:?}");
            assert!(!Role::Viewer.may(cmd), "{cmd:?}");
            assert!(Role::Judge.may(cmd), "{cmd:?}");
        }
    }

    #[test]
    fn the_qr_code_holds_the_pairing_address() {
        let a = pair_address("http://192.0.2.10:8088", "123456");
        assert_eq!(a, "http://192.0.2.10:8088/judge?pair=123456");
        let q = qr(&a).unwrap();
        assert_eq!(q.dark.len(), q.width * q.width);
        // The finder pattern's corner is dark; past the edge is light.
        assert!(q.is_dark(0, 0));
        assert!(!q.is_dark(q.width, 0));
    }
}
