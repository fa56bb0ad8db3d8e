//! What the local Syncthing says about the tournament folder, for the head
//! judge's window: its REST API on 127.0.0.1 (the port and the API key from
//! its `config.xml`), asked on a thread of its own every few seconds.
//! Optional and harmless: no Syncthing, no config, no answer is simply "not
//! answering"; only the loopback address is ever asked.

use parking_lot::Mutex;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The environment variable naming Syncthing's home (its `config.xml`),
/// else `$STHOMEDIR`, else the usual places.
pub const HOME_ENV: &str = "MAFIA_JUDGE_SYNCTHING_HOME";

/// What Syncthing said last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyncState {
    /// No config, or nobody answers on its port.
    Absent,
    /// Syncthing answers but has no folder at this path.
    NotShared,
    Shared {
        /// The folder's state (`idle`, `scanning`, `syncing`, …).
        state: String,
        /// Files it still has to fetch from the other laptops.
        need: u64,
        /// The folder's other devices, and how many are connected now.
        devices: usize,
        connected: usize,
    },
}

/// The probe's thread and its last answer; dropping it stops the thread.
pub struct Probe {
    pub folder: PathBuf,
    last: Arc<Mutex<Option<SyncState>>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Probe {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Probe {
    /// Asks every `every` about `folder`; `wake` after an answer that differs.
    pub fn start(folder: &Path, every: Duration, wake: impl Fn() + Send + 'static) -> Probe {
        let last = Arc::new(Mutex::new(None));
        let stop = Arc::new(AtomicBool::new(false));
        let (l, s, f) = (last.clone(), stop.clone(), folder.to_path_buf());
        // Without a thread there is simply no answer (said as absent).
        let _ = std::thread::Builder::new()
            .name("syncthing-probe".to_owned())
            .spawn(move || {
                while !s.load(Ordering::Relaxed) {
                    let now = ask(&f);
                    let mut g = l.lock();
                    if g.as_ref() != Some(&now) {
                        *g = Some(now);
                        drop(g);
                        wake();
                    } else {
                        drop(g);
                    }
                    let mut slept = Duration::ZERO;
                    while slept < every && !s.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(200));
                        slept += Duration::from_millis(200);
                    }
                }
            });
        Probe {
            folder: folder.to_path_buf(),
            last,
            stop,
        }
    }

    /// The last answer (None before the first).
    pub fn state(&self) -> Option<SyncState> {
        self.last.lock().clone()
    }
}

/// Where Syncthing's `config.xml` is.
fn config_paths() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for var in [HOME_ENV, "STHOMEDIR"] {
        if let Some(d) = std::env::var_os(var).filter(|d| !d.is_empty()) {
            v.push(PathBuf::from(d).join("config.xml"));
        }
    }
    if let Some(home) = std::env::var_os("HOME") {
        let home = PathBuf::from(home);
        v.push(home.join(".local/state/syncthing/config.xml"));
        v.push(home.join(".config/syncthing/config.xml"));
        v.push(home.join("Library/Application Support/Syncthing/config.xml"));
    }
    if let Some(local) = std::env::var_os("LOCALAPPDATA") {
        v.push(PathBuf::from(local).join("Syncthing/config.xml"));
    }
    v
}

/// The text between `<tag>` and `</tag>` after `from` (a tiny reading of
/// the two values we need; the file is Syncthing's own, not the judge's).
fn between<'a>(xml: &'a str, from: &str, tag: &str) -> Option<&'a str> {
    let at = xml.find(from)?;
    let rest = &xml[at..];
    let open = format!("<{tag}>");
    let start = rest.find(&open)? + open.len();
    let end = rest[start..].find(&format!("</{tag}>"))? + start;
    Some(rest[start..end].trim())
}

/// The GUI's port and the API key from a `config.xml`.
pub fn read_config(xml: &str) -> Option<(u16, String)> {
    let key = between(xml, "<gui", "apikey")?.to_owned();
    let address = between(xml, "<gui", "address")?;
    let port = address.rsplit(':').next()?.parse().ok()?;
    Some((port, key))
}

fn ask(folder: &Path) -> SyncState {
    let Some((port, key)) = config_paths().iter().find_map(|p| {
        let xml =
            mafia_store::storage::read_capped(p, mafia_store::storage::RULESET_LIMIT, "a ruleset")
                .ok()?;
        read_config(&String::from_utf8_lossy(&xml))
    }) else {
        return SyncState::Absent;
    };
    let agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(2)))
        .http_status_as_error(true)
        .build()
        .new_agent();
    let get = |path: &str| -> Option<serde_json::Value> {
        let url = format!("http://127.0.0.1:{port}{path}");
        let mut r = agent.get(&url).header("X-API-Key", &key).call().ok()?;
        let body = r.body_mut().read_to_string().ok()?;
        serde_json::from_str(&body).ok()
    };
    let Some(folders) = get("/rest/config/folders") else {
        return SyncState::Absent;
    };
    let want = folder
        .canonicalize()
        .unwrap_or_else(|_| folder.to_path_buf());
    let found = folders.as_array().and_then(|a| {
        a.iter().find(|f| {
            f.get("path").and_then(|p| p.as_str()).is_some_and(|p| {
                let p = Path::new(p);
                p.canonicalize().unwrap_or_else(|_| p.to_path_buf()) == want
            })
        })
    });
    let Some(f) = found else {
        return SyncState::NotShared;
    };
    let id = f.get("id").and_then(|i| i.as_str()).unwrap_or_default();
    let devices: Vec<String> = f
        .get("devices")
        .and_then(|d| d.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|d| {
                    d.get("deviceID")
                        .and_then(|x| x.as_str())
                        .map(str::to_owned)
                })
                .collect()
        })
        .unwrap_or_default();
    let me = get("/rest/system/status")
        .and_then(|s| s.get("myID").and_then(|x| x.as_str()).map(str::to_owned))
        .unwrap_or_default();
    let others: Vec<&String> = devices.iter().filter(|d| **d != me).collect();
    let connections = get("/rest/system/connections");
    let connected = others
        .iter()
        .filter(|d| {
            connections
                .as_ref()
                .and_then(|c| c.get("connections"))
                .and_then(|c| c.get(d.as_str()))
                .and_then(|c| c.get("connected"))
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false)
        })
        .count();
    let status = get(&format!("/rest/db/status?folder={id}"));
    SyncState::Shared {
        state: status
            .as_ref()
            .and_then(|s| s.get("state"))
            .and_then(|s| s.as_str())
            .unwrap_or("?")
            .to_owned(),
        need: status
            .as_ref()
            .and_then(|s| s.get("needFiles"))
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(0),
        devices: others.len(),
        connected,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_gui_port_and_api_key_come_from_syncthings_config() {
        let xml = r#"<configuration><gui enabled="true" tls="false">
            <address>127.0.0.1:8385</address><apikey>abc123</apikey></gui></configuration>"#;
        assert_eq!(super::read_config(xml), Some((8385, "abc123".to_owned())));
        assert_eq!(super::read_config("<configuration/>"), None);
    }
}
