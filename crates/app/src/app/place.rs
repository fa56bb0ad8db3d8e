//! Where the projector window goes, remembered between starts (issue 13,
//! item 16).
//!
//! Why eframe alone forgot it: eframe 0.37 saves the geometry of the *root*
//! window only (`epi_integration::save` writes one `WindowSettings` for
//! `ViewportId::ROOT`); the projector is a second, deferred viewport whose
//! position nobody records. The console remembered a fullscreen flag and a
//! monitor number, but the number came only from a field in the View menu
//! that sent nothing to the window, and a judge puts the projector on the
//! second screen by dragging it there and pressing F11. At the next start
//! the window therefore opened at the system's default spot (the judge's own
//! screen) and went fullscreen there, over the console. And the flag came
//! from eframe's `app.ron`, written only every 30 s and on a clean exit,
//! non-atomically.
//!
//! So the projector's place is read from the window itself
//! ([`observe`]: position, size, fullscreen, and the monitor under it, by
//! the system's name), kept in our own file `projector.toml` in the data
//! folder (written through [`mafia_store::storage::write_atomic`] when it changes
//! and when the window or the console closes), and turned back into a
//! window at the next start by the pure [`placement`], which checks the
//! saved monitor against the monitors there are now.

use eframe::egui;
use mafia_core::storage::StorageError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The file, in the data folder.
pub const FILE: &str = "projector.toml";

/// The size the projector opens with when nothing fits.
pub const DEFAULT_SIZE: [f32; 2] = [1280.0, 720.0];

/// The projector's place as saved: every field optional, so an older or
/// partial file still loads.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProjectorPlace {
    /// The monitor the window was on.
    pub monitor: Option<MonitorRef>,
    /// The window's outer top-left corner (egui points), when not fullscreen.
    pub position: Option<[f32; 2]>,
    /// The window's inner size (egui points), when not fullscreen.
    pub size: Option<[f32; 2]>,
    /// It covered its monitor.
    pub fullscreen: bool,
    /// The window was open (it opens again at the next start).
    pub open: bool,
}

/// A monitor as saved: its name from the system (`HDMI-1`, `\\.\DISPLAY2`)
/// and its place in the system's list, for a system that gives no names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonitorRef {
    #[serde(default)]
    pub name: Option<String>,
    pub index: usize,
}

/// A monitor there is now, as the system lists it (physical pixels).
#[derive(Debug, Clone, PartialEq)]
pub struct Monitor {
    pub name: Option<String>,
    pub position: [i32; 2],
    pub size: [u32; 2],
    /// Physical pixels per logical pixel.
    pub scale: f64,
}

impl Monitor {
    fn contains_px(&self, x: f64, y: f64) -> bool {
        let (x0, y0) = (f64::from(self.position[0]), f64::from(self.position[1]));
        x >= x0 && y >= y0 && x < x0 + f64::from(self.size[0]) && y < y0 + f64::from(self.size[1])
    }
}

/// How to open the projector window.
#[derive(Debug, Clone, PartialEq)]
pub struct Placement {
    pub position: Option<egui::Pos2>,
    pub size: egui::Vec2,
    pub fullscreen: bool,
    /// Fullscreen on this monitor (index in the system's list now).
    pub monitor: Option<usize>,
}

impl Placement {
    /// The viewport builder for the projector window, opened here.
    pub fn builder(&self, title: &str) -> egui::ViewportBuilder {
        let mut b = egui::ViewportBuilder::default()
            .with_title(title)
            .with_app_id("mafia-judge-projector")
            .with_inner_size(self.size)
            .with_fullscreen(self.fullscreen);
        if let Some(p) = self.position {
            b = b.with_position(p);
        }
        if let Some(m) = self.monitor {
            b = b.with_monitor(m);
        }
        b
    }
}

/// The saved monitor among the monitors there are now: by its name when
/// the system names monitors, else by its place in the list.
pub fn find_monitor(saved: &MonitorRef, monitors: &[Monitor]) -> Option<usize> {
    match &saved.name {
        Some(name) if monitors.iter().any(|m| m.name.is_some()) => {
            monitors.iter().position(|m| m.name.as_ref() == Some(name))
        }
        _ => (saved.index < monitors.len()).then_some(saved.index),
    }
}

/// Where to open the projector from its saved place and the monitors there
/// are now (pure).
///
/// - Its monitor is there: fullscreen on it if it was fullscreen, and its
///   windowed position and size back (for when F11 leaves fullscreen).
/// - Its monitor is gone (the projector unplugged, another hall): a window
///   at the system's default spot, never fullscreen, so it cannot cover the
///   judge's own screen; the judge drags it and presses F11.
/// - A saved position that lies on no monitor now is dropped.
/// - No monitor was ever known (the system gives windows no position) or
///   the system lists none now: fullscreen as saved, where the system puts it.
pub fn placement(saved: &ProjectorPlace, monitors: &[Monitor]) -> Placement {
    let size = saved
        .size
        .filter(|s| s[0] >= 200.0 && s[1] >= 150.0)
        .map_or(egui::Vec2::from(DEFAULT_SIZE), egui::Vec2::from);
    let monitor = saved
        .monitor
        .as_ref()
        .and_then(|m| find_monitor(m, monitors));
    let on_screen = |p: [f32; 2]| {
        monitors.iter().any(|m| {
            m.contains_px(
                f64::from(p[0]) * m.scale + 1.0,
                f64::from(p[1]) * m.scale + 1.0,
            )
        })
    };
    if monitors.is_empty() || saved.monitor.is_none() {
        // The system lists no monitors, or no monitor was ever known (a
        // system that gives windows no position, like Wayland): as saved,
        // fullscreen wherever the system puts it.
        return Placement {
            position: saved
                .position
                .filter(|p| monitors.is_empty() || on_screen(*p))
                .map(egui::Pos2::from),
            size,
            fullscreen: saved.fullscreen,
            monitor: None,
        };
    }
    match monitor {
        Some(index) => Placement {
            position: saved
                .position
                .filter(|p| on_screen(*p))
                .map(egui::Pos2::from),
            size,
            fullscreen: saved.fullscreen,
            monitor: saved.fullscreen.then_some(index),
        },
        None => Placement {
            position: None,
            size,
            fullscreen: false,
            monitor: None,
        },
    }
}

/// What the projector window reports about itself each frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Seen {
    pub outer: Option<egui::Rect>,
    pub inner: Option<egui::Rect>,
    pub fullscreen: bool,
    /// The window's physical pixels per egui point.
    pub pixels_per_point: f32,
}

impl Seen {
    /// Reads it from the projector's own viewport.
    pub fn from_viewport(info: &egui::ViewportInfo, pixels_per_point: f32) -> Self {
        Seen {
            outer: info.outer_rect,
            inner: info.inner_rect,
            fullscreen: info.fullscreen.unwrap_or(false),
            pixels_per_point,
        }
    }
}

/// The place the window is at now, from what it reports (pure). While it
/// is fullscreen, its windowed position and size stay as they were saved.
pub fn observe(before: &ProjectorPlace, seen: &Seen, monitors: &[Monitor]) -> ProjectorPlace {
    let mut place = before.clone();
    place.fullscreen = seen.fullscreen;
    if let Some(outer) = seen.outer {
        let c = outer.center();
        let ppp = f64::from(seen.pixels_per_point);
        let (x, y) = (f64::from(c.x) * ppp, f64::from(c.y) * ppp);
        if let Some(index) = monitors.iter().position(|m| m.contains_px(x, y)) {
            place.monitor = Some(MonitorRef {
                name: monitors[index].name.clone(),
                index,
            });
        }
        if !seen.fullscreen {
            place.position = Some([outer.min.x, outer.min.y]);
        }
    }
    if !seen.fullscreen
        && let Some(inner) = seen.inner
    {
        place.size = Some([inner.width(), inner.height()]);
    }
    place
}

/// Why the saved place could not be read.
#[derive(Debug, thiserror::Error)]
pub enum PlaceError {
    #[error(transparent)]
    Storage(#[from] StorageError),
    #[error("{}: {why}", path.display())]
    Damaged { path: PathBuf, why: String },
}

/// The file's path in the data folder.
pub fn path() -> Result<PathBuf, StorageError> {
    Ok(mafia_store::storage::data_dir()?.join(FILE))
}

/// Reads the saved place; a missing file is the default place.
pub fn load(path: &Path) -> Result<ProjectorPlace, PlaceError> {
    let bytes = match mafia_store::storage::read_capped(path, 64 * 1024, "the projector's place") {
        Ok(b) => b,
        Err(e) if e.is_not_found() => return Ok(ProjectorPlace::default()),
        Err(e) => return Err(e.into()),
    };
    let text = String::from_utf8_lossy(&bytes);
    toml::from_str(&text).map_err(|e| PlaceError::Damaged {
        path: path.to_path_buf(),
        why: e.message().to_owned(),
    })
}

/// Writes the place (an exclusive temp file, then a rename).
pub fn save(path: &Path, place: &ProjectorPlace) -> Result<(), StorageError> {
    let text = toml::to_string(place).map_err(|e| StorageError::Write {
        path: path.to_path_buf(),
        source: std::io::Error::other(e.to_string()),
    })?;
    if let Some(dir) = path.parent() {
        mafia_store::storage::ensure_dir(dir)?;
    }
    mafia_store::storage::write_atomic(path, text.as_bytes())
}

/// How often a window being dragged is written down at most (ms); the
/// last spot is written when the window or the console closes.
const SAVE_EVERY_MS: u64 = 2000;

/// The app's side of it: the place as known, the file, the monitors.
#[derive(Debug, Default)]
pub struct Keeper {
    place: ProjectorPlace,
    /// `None`: not remembered (tests, no data folder).
    path: Option<PathBuf>,
    monitors: Vec<Monitor>,
    /// The monitors should be listed again (at the start, when the
    /// projector opens, when the View menu opens).
    want_monitors: bool,
    /// Changed since it was last written.
    dirty: bool,
    saved_at: u64,
}

impl Keeper {
    /// Remembered in this file; a missing file is a first start.
    pub fn from_file(path: PathBuf) -> (Self, Option<PlaceError>) {
        let (place, err) = match load(&path) {
            Ok(p) => (p, None),
            Err(e) => (ProjectorPlace::default(), Some(e)),
        };
        (
            Keeper {
                place,
                path: Some(path),
                want_monitors: true,
                ..Keeper::default()
            },
            err,
        )
    }

    pub fn place(&self) -> &ProjectorPlace {
        &self.place
    }

    pub fn monitors(&self) -> &[Monitor] {
        &self.monitors
    }

    /// Whether the console should list the monitors again.
    pub fn wants_monitors(&self) -> bool {
        self.want_monitors
    }

    pub fn ask_monitors(&mut self) {
        self.want_monitors = true;
    }

    pub fn set_monitors(&mut self, monitors: Vec<Monitor>) {
        self.monitors = monitors;
        self.want_monitors = false;
    }

    /// Where the projector opens now.
    pub fn placement(&self) -> Placement {
        placement(&self.place, &self.monitors)
    }

    /// The window reported itself: a new fullscreen state or monitor is
    /// written at once, a new position at most every two seconds.
    pub fn seen(&mut self, seen: &Seen, now: u64) -> Result<(), StorageError> {
        let new = observe(&self.place, seen, &self.monitors);
        if new == self.place {
            return self.flush_after(now, SAVE_EVERY_MS);
        }
        let urgent = new.fullscreen != self.place.fullscreen || new.monitor != self.place.monitor;
        self.place = new;
        self.dirty = true;
        self.flush_after(now, if urgent { 0 } else { SAVE_EVERY_MS })
    }

    /// The judge picked the projector's monitor: fullscreen there.
    pub fn choose_monitor(&mut self, index: usize, now: u64) -> Result<(), StorageError> {
        self.place.monitor = Some(MonitorRef {
            name: self.monitors.get(index).and_then(|m| m.name.clone()),
            index,
        });
        self.place.fullscreen = true;
        self.dirty = true;
        self.flush_after(now, 0)
    }

    /// Writes what changed (the window or the console closes).
    pub fn flush(&mut self, now: u64) -> Result<(), StorageError> {
        self.flush_after(now, 0)
    }

    /// A frame of the judge's window: a move that waited is written now if
    /// its two seconds are over.
    pub fn tick(&mut self, now: u64) -> Result<(), StorageError> {
        self.flush_after(now, SAVE_EVERY_MS)
    }

    pub fn is_open(&self) -> bool {
        self.place.open
    }

    /// This console starts with the projector closed whatever is
    /// remembered, and the memory is left as it is: a console that did not
    /// get the games folder's lock is a guest, and the projector remembered
    /// open is the other console's.
    pub fn start_closed(&mut self) {
        self.place.open = false;
    }

    /// The judge opened or closed the projector: written at once.
    pub fn set_open(&mut self, open: bool, now: u64) -> Result<(), StorageError> {
        if self.place.open != open {
            self.place.open = open;
            self.dirty = true;
        }
        self.flush_after(now, 0)
    }

    fn flush_after(&mut self, now: u64, wait_ms: u64) -> Result<(), StorageError> {
        if !self.dirty || now.saturating_sub(self.saved_at) < wait_ms {
            return Ok(());
        }
        let Some(path) = &self.path else {
            self.dirty = false;
            return Ok(());
        };
        // Written or not, it is not tried again until it changes: a
        // failing disk is said once, not every frame.
        self.dirty = false;
        self.saved_at = now;
        save(path, &self.place)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
    use super::*;

    /// The judge's laptop (no name from this system) and a projector on HDMI
    /// to its right.
    fn laptop() -> Monitor {
        Monitor {
            name: Some("eDP-1".to_owned()),
            position: [0, 0],
            size: [1366, 768],
            scale: 1.0,
        }
    }
    fn projector() -> Monitor {
        Monitor {
            name: Some("HDMI-1".to_owned()),
            position: [1366, 0],
            size: [1920, 1080],
            scale: 1.0,
        }
    }

    fn on_hdmi(fullscreen: bool) -> ProjectorPlace {
        ProjectorPlace {
            monitor: Some(MonitorRef {
                name: Some("HDMI-1".to_owned()),
                index: 1,
            }),
            position: Some([1500.0, 100.0]),
            size: Some([1280.0, 720.0]),
            fullscreen,
            open: true,
        }
    }

    #[test]
    fn a_first_start_opens_a_window_of_the_default_size_and_not_fullscreen() {
        let p = placement(&ProjectorPlace::default(), &[laptop(), projector()]);
        assert_eq!(p.position, None);
        assert_eq!(p.size, egui::vec2(1280.0, 720.0));
        assert!(!p.fullscreen);
        assert_eq!(p.monitor, None);
    }

    #[test]
    fn a_projector_left_fullscreen_on_hdmi_comes_back_fullscreen_on_hdmi() {
        let p = placement(&on_hdmi(true), &[laptop(), projector()]);
        assert!(p.fullscreen);
        assert_eq!(p.monitor, Some(1));
        let b = p.builder("projector");
        assert_eq!(b.monitor, Some(1));
        assert_eq!(b.fullscreen, Some(true));
        assert_eq!(b.position, Some(egui::pos2(1500.0, 100.0)), "for F11 back");
    }

    #[test]
    fn the_monitor_is_found_by_its_name_when_the_system_lists_it_elsewhere() {
        let p = placement(&on_hdmi(true), &[projector(), laptop()]);
        assert_eq!(p.monitor, Some(0));
    }

    #[test]
    fn without_names_the_monitor_is_found_by_its_place_in_the_list() {
        let mut saved = on_hdmi(true);
        saved.monitor = Some(MonitorRef {
            name: None,
            index: 1,
        });
        let unnamed = |mut m: Monitor| {
            m.name = None;
            m
        };
        let two = [unnamed(laptop()), unnamed(projector())];
        assert_eq!(placement(&saved, &two).monitor, Some(1));
        let one = [unnamed(laptop())];
        assert_eq!(placement(&saved, &one).monitor, None);
    }

    #[test]
    fn with_the_projector_unplugged_it_opens_as_a_window_never_over_the_judges_screen() {
        let p = placement(&on_hdmi(true), &[laptop()]);
        assert!(!p.fullscreen, "fullscreen would cover the console");
        assert_eq!(p.monitor, None);
        assert_eq!(p.position, None, "1500,100 lies on no monitor now");
    }

    #[test]
    fn without_a_known_monitor_a_fullscreen_projector_comes_back_fullscreen() {
        let mut saved = on_hdmi(true);
        saved.monitor = None;
        saved.position = None;
        let p = placement(&saved, &[laptop(), projector()]);
        assert_eq!((p.fullscreen, p.monitor), (true, None));
        let p = placement(&on_hdmi(true), &[]);
        assert_eq!((p.fullscreen, p.monitor), (true, None), "no list: as saved");
    }

    #[test]
    fn a_window_left_on_the_projector_comes_back_where_it_was_and_as_large() {
        let p = placement(&on_hdmi(false), &[laptop(), projector()]);
        assert!(!p.fullscreen);
        assert_eq!(p.monitor, None);
        assert_eq!(p.position, Some(egui::pos2(1500.0, 100.0)));
        assert_eq!(p.size, egui::vec2(1280.0, 720.0));
    }

    #[test]
    fn the_window_is_seen_on_the_monitor_under_its_centre() {
        let seen = Seen {
            outer: Some(egui::Rect::from_min_size(
                egui::pos2(1400.0, 50.0),
                egui::vec2(1024.0, 600.0),
            )),
            inner: Some(egui::Rect::from_min_size(
                egui::pos2(1400.0, 80.0),
                egui::vec2(1024.0, 570.0),
            )),
            fullscreen: false,
            pixels_per_point: 1.0,
        };
        let p = observe(&ProjectorPlace::default(), &seen, &[laptop(), projector()]);
        assert_eq!(p.monitor.as_ref().unwrap().name.as_deref(), Some("HDMI-1"));
        assert_eq!(p.monitor.as_ref().unwrap().index, 1);
        assert_eq!(p.position, Some([1400.0, 50.0]));
        assert_eq!(p.size, Some([1024.0, 570.0]));
        assert!(!p.fullscreen);
    }

    #[test]
    fn going_fullscreen_keeps_the_windowed_place_for_f11_back() {
        let full = Seen {
            outer: Some(egui::Rect::from_min_size(
                egui::pos2(1366.0, 0.0),
                egui::vec2(1920.0, 1080.0),
            )),
            inner: Some(egui::Rect::from_min_size(
                egui::pos2(1366.0, 0.0),
                egui::vec2(1920.0, 1080.0),
            )),
            fullscreen: true,
            pixels_per_point: 1.0,
        };
        let p = observe(&on_hdmi(false), &full, &[laptop(), projector()]);
        assert!(p.fullscreen);
        assert_eq!(p.position, Some([1500.0, 100.0]));
        assert_eq!(p.size, Some([1280.0, 720.0]));
    }

    #[test]
    fn the_place_survives_a_restart_through_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("data").join(FILE);
        let (mut k, err) = Keeper::from_file(path.clone());
        assert!(err.is_none(), "no file yet is a first start");
        assert_eq!(k.place(), &ProjectorPlace::default());
        k.set_monitors(vec![laptop(), projector()]);
        // The judge drags the window to the projector and presses F11.
        let mut seen = Seen {
            outer: Some(egui::Rect::from_min_size(
                egui::pos2(1500.0, 100.0),
                egui::vec2(1280.0, 750.0),
            )),
            inner: Some(egui::Rect::from_min_size(
                egui::pos2(1500.0, 130.0),
                egui::vec2(1280.0, 720.0),
            )),
            fullscreen: false,
            pixels_per_point: 1.0,
        };
        k.seen(&seen, 10_000).unwrap();
        seen.fullscreen = true;
        seen.outer = Some(egui::Rect::from_min_size(
            egui::pos2(1366.0, 0.0),
            egui::vec2(1920.0, 1080.0),
        ));
        k.seen(&seen, 10_100).unwrap();
        assert!(path.is_file(), "fullscreen is written at once");
        // The next start reads it back and opens fullscreen on HDMI.
        let (mut again, err) = Keeper::from_file(path.clone());
        assert!(err.is_none());
        assert_eq!(again.place(), k.place());
        again.set_monitors(vec![laptop(), projector()]);
        let p = again.placement();
        assert!(p.fullscreen);
        assert_eq!(p.monitor, Some(1));
    }

    #[test]
    fn a_moved_window_is_written_when_it_closes_if_not_before() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE);
        let (mut k, _) = Keeper::from_file(path.clone());
        k.set_monitors(vec![laptop(), projector()]);
        let at = |x: f32| Seen {
            outer: Some(egui::Rect::from_min_size(
                egui::pos2(x, 10.0),
                egui::vec2(800.0, 600.0),
            )),
            inner: None,
            fullscreen: false,
            pixels_per_point: 1.0,
        };
        // The first report is written (monitor found); moves within two
        // seconds wait.
        k.seen(&at(100.0), 1_000).unwrap();
        k.seen(&at(200.0), 1_500).unwrap();
        assert_eq!(load(&path).unwrap().position, Some([100.0, 10.0]));
        k.flush(1_600).unwrap();
        assert_eq!(load(&path).unwrap().position, Some([200.0, 10.0]));
    }

    #[test]
    fn a_damaged_place_file_is_named_and_the_projector_opens_as_on_a_first_start() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE);
        std::fs::write(&path, "fullscreen = \"yes\"\n").unwrap();
        let (k, err) = Keeper::from_file(path.clone());
        match err {
            Some(PlaceError::Damaged { path: p, why }) => {
                assert_eq!(p, path);
                assert!(!why.is_empty());
            }
            other => panic!("expected a damaged file, got {other:?}"),
        }
        assert_eq!(k.place(), &ProjectorPlace::default());
    }
}
