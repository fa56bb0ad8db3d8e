//! What the tests of the binary share: the repository's folders and the
//! real binary run as a judge would run it ([`Judge`], the one way every
//! test starts it). Included by path into each test binary that needs it
//! (rulesets and nicknames: `table.rs`).

#![allow(dead_code)] // each user takes what it needs

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The repository (where `examples/`, `rulesets/` and `scripts/` are).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `tool` is on the PATH (a test without it says so and skips).
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The real binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_mafia-judge");

/// The real binary about to be run, built up as a [`Command`] is: in
/// English whatever the machine's locale (the command line follows
/// LC_ALL/LANG), with a data folder of its own (never the user's: `players`
/// adds to the club's list) and no display. [`Judge::run`] runs it to the
/// end; [`Ran::ok`] and [`Ran::code`] fail with the command, its stdout and
/// its stderr; [`Judge::spawn`] starts it for a test that kills it or talks
/// to it.
pub struct Judge {
    program: PathBuf,
    under: Vec<OsString>,
    args: Vec<OsString>,
    envs: Vec<(OsString, Option<OsString>)>,
    dir: Option<PathBuf>,
    stdin: Option<Vec<u8>>,
    data: Data,
}

/// The data folder a run is given.
enum Data {
    /// A temporary folder of its own, removed after the run.
    Own(Option<tempfile::TempDir>),
    /// The test's folder (two runs on one laptop, files planted in it).
    Given(PathBuf),
}

impl Default for Judge {
    fn default() -> Self {
        Self::new()
    }
}

impl Judge {
    /// The binary with no arguments yet.
    pub fn new() -> Self {
        Judge {
            program: PathBuf::from(BIN),
            under: Vec::new(),
            args: Vec::new(),
            envs: Vec::new(),
            dir: None,
            stdin: None,
            data: Data::Own(None),
        }
    }

    /// The binary with these arguments.
    pub fn with<S: AsRef<OsStr>>(args: impl IntoIterator<Item = S>) -> Self {
        let mut j = Self::new();
        j.args(args);
        j
    }

    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Self {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    pub fn args<S: AsRef<OsStr>>(&mut self, args: impl IntoIterator<Item = S>) -> &mut Self {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_owned()));
        self
    }

    /// An environment variable on top of (or instead of) the defaults.
    pub fn env(&mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Self {
        self.envs
            .push((key.as_ref().to_owned(), Some(value.as_ref().to_owned())));
        self
    }

    /// An environment variable taken away (a default one too: `LC_ALL`).
    pub fn env_remove(&mut self, key: impl AsRef<OsStr>) -> &mut Self {
        self.envs.push((key.as_ref().to_owned(), None));
        self
    }

    /// This data folder instead of a temporary one of its own.
    pub fn data(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.data = Data::Given(dir.as_ref().to_owned());
        self
    }

    /// Started from this folder (else from the test's).
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.dir = Some(dir.as_ref().to_owned());
        self
    }

    /// What it reads on its standard input (else nothing).
    pub fn stdin(&mut self, input: impl Into<Vec<u8>>) -> &mut Self {
        self.stdin = Some(input.into());
        self
    }

    /// Another file of the binary (a copy put somewhere) run in its place.
    pub fn program(&mut self, exe: impl AsRef<Path>) -> &mut Self {
        self.program = exe.as_ref().to_owned();
        self
    }

    /// Run by another program that takes the binary and its arguments
    /// after its own (`timeout 9 xvfb-run -a`, `sh -c '… exec "$0" "$@"'`).
    pub fn under<S: AsRef<OsStr>>(&mut self, program: impl IntoIterator<Item = S>) -> &mut Self {
        self.under = program.into_iter().map(|a| a.as_ref().to_owned()).collect();
        self
    }

    /// The command line as a judge would type it, with the variables set.
    pub fn shown(&self) -> String {
        let mut s = String::new();
        for (k, v) in &self.envs {
            if let Some(v) = v {
                s.push_str(&format!("{}={} ", k.to_string_lossy(), v.to_string_lossy()));
            }
        }
        for a in self.under.iter().map(OsString::as_os_str) {
            s.push_str(&format!("{} ", a.to_string_lossy()));
        }
        s.push_str(&self.program.display().to_string());
        for a in &self.args {
            s.push_str(&format!(" {:?}", a.to_string_lossy()));
        }
        if let Some(dir) = &self.dir {
            s.push_str(&format!("  (in {})", dir.display()));
        }
        s
    }

    /// The [`Command`] itself; its data folder made if it is its own.
    fn command(&mut self) -> Command {
        let data = match &mut self.data {
            Data::Own(dir) => dir
                .get_or_insert_with(|| tempfile::tempdir().unwrap())
                .path()
                .to_owned(),
            Data::Given(dir) => dir.clone(),
        };
        let mut c = match self.under.split_first() {
            Some((first, rest)) => {
                let mut c = Command::new(first);
                c.args(rest).arg(&self.program);
                c
            }
            None => Command::new(&self.program),
        };
        c.env("LC_ALL", "C.UTF-8")
            .env("MAFIA_JUDGE_DATA", data)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .args(&self.args);
        for (k, v) in &self.envs {
            match v {
                Some(v) => c.env(k, v),
                None => c.env_remove(k),
            };
        }
        if let Some(dir) = &self.dir {
            c.current_dir(dir);
        }
        c
    }

    /// Runs it to the end: its exit code and what it printed.
    pub fn run(&mut self) -> Ran {
        let shown = self.shown();
        let mut c = self.command();
        let out = match self.stdin.take() {
            None => c.stdin(Stdio::null()).output(),
            Some(input) => {
                let mut child = c
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap_or_else(|e| panic!("{shown}: {e}"));
                let mut pipe = child.stdin.take().unwrap();
                let writer = std::thread::spawn(move || pipe.write_all(&input));
                let out = child.wait_with_output();
                writer.join().unwrap().unwrap();
                out
            }
        }
        .unwrap_or_else(|e| panic!("{shown}: {e}"));
        Ran {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            shown,
        }
    }

    /// Starts it with these standard outputs (a test reads the first line
    /// of a server, or kills the binary mid-write); it is killed when the
    /// [`Running`] is dropped.
    pub fn spawn(&mut self, stdout: impl Into<Stdio>, stderr: impl Into<Stdio>) -> Running {
        let shown = self.shown();
        let child = self
            .command()
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(stderr)
            .spawn()
            .unwrap_or_else(|e| panic!("{shown}: {e}"));
        let data = match &mut self.data {
            Data::Own(dir) => dir.take(),
            Data::Given(_) => None,
        };
        Running {
            child,
            shown,
            _data: data,
        }
    }
}

/// The binary running; killed (SIGKILL) and waited for when dropped. A
/// [`Child`] to the test.
pub struct Running {
    child: Child,
    shown: String,
    _data: Option<tempfile::TempDir>,
}

impl Running {
    /// The overlay page's address, the first line `serve` prints (its
    /// stdout piped), and the rest of its stdout.
    pub fn overlay_address(
        &mut self,
    ) -> (
        std::net::SocketAddr,
        std::io::BufReader<std::process::ChildStdout>,
    ) {
        use std::io::BufRead;
        let mut out = std::io::BufReader::new(self.child.stdout.take().unwrap());
        let mut first = String::new();
        out.read_line(&mut first).unwrap();
        let addr = first
            .trim()
            .strip_prefix("http://")
            .and_then(|a| a.strip_suffix("/overlay"))
            .unwrap_or_else(|| panic!("no overlay address first: {first:?}"))
            .parse()
            .unwrap();
        (addr, out)
    }

    /// Waits for its end: its exit code and what it printed to the
    /// outputs that were piped (the others read as empty).
    pub fn finish(&mut self) -> Ran {
        fn read(
            pipe: Option<impl std::io::Read + Send + 'static>,
        ) -> std::thread::JoinHandle<String> {
            std::thread::spawn(move || {
                let mut text = String::new();
                if let Some(mut p) = pipe {
                    let mut bytes = Vec::new();
                    let _ = p.read_to_end(&mut bytes);
                    text = String::from_utf8_lossy(&bytes).into_owned();
                }
                text
            })
        }
        let stdout = read(self.child.stdout.take());
        let stderr = read(self.child.stderr.take());
        let status = self
            .child
            .wait()
            .unwrap_or_else(|e| panic!("{}: {e}", self.shown));
        Ran {
            code: status.code().unwrap_or(-1),
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
            shown: self.shown.clone(),
        }
    }
}

impl Deref for Running {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.child
    }
}

impl DerefMut for Running {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.child
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What a run of the binary gave: its exit code and what it printed.
pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    /// The command line it was (for the failure messages).
    pub shown: String,
}

impl std::fmt::Display for Ran {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "\n--- command\n{}\n--- exit code {}\n--- stdout\n{}\n--- stderr\n{}",
            self.shown, self.code, self.stdout, self.stderr
        )
    }
}

impl Ran {
    /// It succeeded (exit code 0), else the test fails with what it said.
    #[track_caller]
    pub fn ok(&self) -> &Self {
        self.code(0)
    }

    /// It exited with `code`, else the test fails with what it said.
    #[track_caller]
    pub fn code(&self, code: i32) -> &Self {
        assert_eq!(self.code, code, "the exit code{self}");
        self
    }

    /// Its stdout as JSON, else the test fails with what it said.
    #[track_caller]
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is no JSON: {e}{self}"))
    }

    /// (exit code, stdout, stderr), for a test's own assertions.
    pub fn parts(self) -> (i32, String, String) {
        (self.code, self.stdout, self.stderr)
    }
}

/// The binary with these arguments, run to the end (see [`Judge`]).
pub fn mafia_judge(args: &[&str]) -> Ran {
    Judge::with(args).run()
}

/// A draw in 0..n from the clock (a new draw each run, as the property
/// tests): when a test kills the binary.
pub fn clock_draw(n: u64, salt: u64) -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut z = t ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) % n.max(1)
}

/// A copy of the folder `from` (a tournament, say) at `to`, its subfolders too.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), dest).unwrap();
        }
    }
}
