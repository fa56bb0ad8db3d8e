//! The views the web server may send, as the judge side published them.
//!
//! The app (or the headless `serve` command) calls [`Feed::publish`] after
//! every step with two views built by the same pure function: the public one
//! (spectator mode off: exactly what the projector shows) and the spectator
//! one (roles and checks). The server's threads only read from here: a short
//! lock (`parking_lot`: it cannot be poisoned), a version number and a
//! condition variable (for threads) and a `tokio` watch channel (for the
//! server's tasks), so a step never waits for a browser and a browser never
//! polls.
//!
//! The spectator views are kept with the time they were published, so the
//! spectator feed can lag `delay_ms` behind the table. While nothing old
//! enough exists, the spectator feed shows the first public view instead:
//! a delay never leaks by falling back to the newest secret view.

use super::View;
use parking_lot::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

/// Where the feed's "now" comes from (ms, the console's clock): the wall
/// clock in the console, a hand-moved clock in tests.
pub type Now = Arc<dyn Fn() -> u64 + Send + Sync>;

/// The console's wall clock: ms since the Unix epoch (0 before 1970).
pub fn wall_clock() -> Now {
    Arc::new(mafia_store::clock::now_ms)
}

/// A view as the feed hands it out: shared, never copied per browser.
pub type Shared = Arc<View>;

#[derive(Default)]
struct State {
    /// Bumped on every change a browser may need to see (and on a poke).
    version: u64,
    public: Option<Shared>,
    /// The first public view: the spectator feed's stand-in during the delay.
    first_public: Option<Shared>,
    /// Spectator views with the time they were published, oldest first;
    /// only the newest one older than the delay and the ones after it.
    spectator: VecDeque<(u64, Shared)>,
    delay_ms: u64,
    /// What the judge's phone needs beside the view (issue 34).
    judge: JudgeMark,
}

/// The judge's step as the phone sees it: the number of the console's last
/// game step (a command made on another is stale), the seat whose
/// removal waits for a second press, whether Next was pressed at the
/// mafia's shot with nothing recorded (the console's band asks; Next again
/// records the miss), and whether Undo and Redo have a step to take (the
/// console's buttons are grey without one; so are the phone's).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct JudgeMark {
    pub step: u64,
    pub confirm: Option<u8>,
    pub shot_unrecorded: bool,
    pub can_undo: bool,
    pub can_redo: bool,
}

/// The published views; shared (`Arc<Feed>`) by the app and the server.
pub struct Feed {
    state: Mutex<State>,
    wake: Condvar,
    /// The version, for the server's tasks: they wait on it without a thread.
    version_tx: tokio::sync::watch::Sender<u64>,
    now: Now,
}

impl Feed {
    pub fn new(now: Now) -> Self {
        Feed {
            state: Mutex::new(State::default()),
            wake: Condvar::new(),
            version_tx: tokio::sync::watch::Sender::new(0),
            now,
        }
    }

    /// The feed's clock now (ms).
    pub fn now_ms(&self) -> u64 {
        (self.now)()
    }

    /// A `parking_lot` lock: it is never poisoned, so a thread that
    /// panicked while holding it leaves the views readable, with no
    /// `PoisonError` to step around.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock()
    }

    /// How far the spectator feed lags behind the table.
    pub fn set_delay(&self, delay: Duration) {
        let mut s = self.lock();
        s.delay_ms = u64::try_from(delay.as_millis()).unwrap_or(u64::MAX);
        s.version += 1;
        self.wake_all(s);
    }

    pub fn delay_ms(&self) -> u64 {
        self.lock().delay_ms
    }

    /// Hands over the views of a new step. Nothing is woken when neither
    /// view changed (the publication time alone is not a change).
    pub fn publish(&self, public: View, spectator: View) {
        let now = self.now_ms();
        let mut s = self.lock();
        let mut changed = false;
        if !s.public.as_deref().is_some_and(|p| same(p, &public)) {
            let p = Arc::new(public);
            if s.first_public.is_none() {
                s.first_public = Some(Arc::clone(&p));
            }
            s.public = Some(p);
            changed = true;
        }
        if !s.spectator.back().is_some_and(|(_, v)| same(v, &spectator)) {
            s.spectator.push_back((now, Arc::new(spectator)));
            changed = true;
        }
        prune(&mut s, now);
        if changed {
            s.version += 1;
            self.wake_all(s);
        }
    }

    /// The console's step number and the removal waiting for a second
    /// press; the feeds wake when it changes.
    pub fn set_judge(&self, mark: JudgeMark) {
        let mut s = self.lock();
        if s.judge != mark {
            s.judge = mark;
            s.version += 1;
            self.wake_all(s);
        }
    }

    pub fn judge(&self) -> JudgeMark {
        self.lock().judge
    }

    /// The newest spectator view (roles and checks), never delayed: for
    /// the judge's own phone only (`/judge/secrets`), never a public page.
    pub fn newest_secret(&self) -> Option<Shared> {
        self.lock().spectator.back().map(|(_, v)| Arc::clone(v))
    }

    /// The public view now (`None` before the first publication).
    pub fn public(&self) -> Option<Shared> {
        self.lock().public.clone()
    }

    /// The spectator view due now (published at least the delay ago, or the
    /// first public view while none is), and when the next one falls due.
    pub fn spectator(&self) -> (Option<Shared>, Option<u64>) {
        let now = self.now_ms();
        let mut s = self.lock();
        prune(&mut s, now);
        let due_before = now.saturating_sub(s.delay_ms);
        let current = s
            .spectator
            .iter()
            .rev()
            .find(|(t, _)| *t <= due_before)
            .map(|(_, v)| Arc::clone(v))
            .or_else(|| s.first_public.clone());
        let next = s
            .spectator
            .iter()
            .find(|(t, _)| *t > due_before)
            .map(|(t, _)| t.saturating_add(s.delay_ms));
        (current, next)
    }

    /// The version now: compare it with [`Feed::wait`]'s answer.
    pub fn version(&self) -> u64 {
        self.lock().version
    }

    /// Waits until the version moves past `seen` or `timeout` passes;
    /// returns the version then. A spurious wake-up is harmless: callers
    /// look at what is due each time.
    pub fn wait(&self, seen: u64, timeout: Duration) -> u64 {
        let mut s = self.lock();
        self.wake
            .wait_while_for(&mut s, |s| s.version == seen, timeout);
        s.version
    }

    /// Wakes every waiting browser thread so it looks at its stop flag and
    /// the clock again (a server stops; a test moved its clock).
    pub fn poke(&self) {
        let mut s = self.lock();
        s.version += 1;
        self.wake_all(s);
    }

    /// The version as a watch channel: `changed()` wakes a task on every
    /// publication, poke or delay change.
    pub fn subscribe(&self) -> tokio::sync::watch::Receiver<u64> {
        self.version_tx.subscribe()
    }

    /// Tells the threads and the tasks that the version moved.
    fn wake_all(&self, s: MutexGuard<'_, State>) {
        let v = s.version;
        drop(s);
        self.wake.notify_all();
        self.version_tx.send_replace(v);
    }
}

/// Two views show the same thing (the publication time aside).
fn same(a: &View, b: &View) -> bool {
    if a.published_ms == b.published_ms {
        return a == b;
    }
    let mut b = b.clone();
    b.published_ms = a.published_ms;
    *a == b
}

/// Drops spectator views that can never be shown again: all but the newest
/// one published before the delay.
fn prune(s: &mut State, now: u64) {
    let due_before = now.saturating_sub(s.delay_ms);
    while s.spectator.len() > 1 && s.spectator.get(1).is_some_and(|(t, _)| *t <= due_before) {
        s.spectator.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    fn clock(t: &Arc<AtomicU64>) -> Now {
        let t = Arc::clone(t);
        Arc::new(move || t.load(Ordering::SeqCst))
    }

    fn view(title: &str) -> View {
        View {
            title: mafia_words::Text::new(title, title),
            ..View::default()
        }
    }

    #[test]
    fn a_republished_view_that_did_not_change_wakes_nobody() {
        let t = Arc::new(AtomicU64::new(1000));
        let f = Feed::new(clock(&t));
        f.publish(view("a"), view("a*"));
        let v = f.version();
        let mut again = view("a");
        again.published_ms = 5;
        f.publish(again, view("a*"));
        assert_eq!(f.version(), v);
        f.publish(view("b"), view("a*"));
        assert_eq!(f.version(), v + 1);
    }

    #[test]
    fn the_spectator_feed_lags_by_the_delay_and_shows_the_public_view_meanwhile() {
        let t = Arc::new(AtomicU64::new(1000));
        let f = Feed::new(clock(&t));
        f.set_delay(Duration::from_secs(10));
        f.publish(view("public 1"), view("secret 1"));
        let (v, next) = f.spectator();
        assert_eq!(v.unwrap().title.en, "public 1");
        assert_eq!(next, Some(11_000));
        t.store(5000, Ordering::SeqCst);
        f.publish(view("public 2"), view("secret 2"));
        t.store(11_000, Ordering::SeqCst);
        let (v, next) = f.spectator();
        assert_eq!(v.unwrap().title.en, "secret 1");
        assert_eq!(next, Some(15_000));
        t.store(15_000, Ordering::SeqCst);
        assert_eq!(f.spectator().0.unwrap().title.en, "secret 2");
        assert_eq!(f.public().unwrap().title.en, "public 2");
    }

    #[test]
    fn without_a_delay_the_spectator_feed_is_the_newest_view() {
        let t = Arc::new(AtomicU64::new(1000));
        let f = Feed::new(clock(&t));
        f.publish(view("p"), view("s1"));
        f.publish(view("p"), view("s2"));
        assert_eq!(f.spectator().0.unwrap().title.en, "s2");
    }

    #[test]
    fn a_poke_wakes_a_waiting_thread() {
        let t = Arc::new(AtomicU64::new(0));
        let f = Arc::new(Feed::new(clock(&t)));
        let seen = f.version();
        let f2 = Arc::clone(&f);
        let h = std::thread::spawn(move || f2.wait(seen, Duration::from_secs(3600)));
        f.poke();
        assert_ne!(h.join().unwrap(), seen);
    }
}
