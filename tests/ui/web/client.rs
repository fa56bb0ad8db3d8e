//! A small HTTP/1.1 client over std's TcpStream, enough for the tests: one
//! GET per connection, and a reader for Server-Sent Events. A read that
//! hangs fails after a generous timeout instead of hanging the suite.

use mafia_web::web::feed::Now;
use mafia_web::web::{Feed, ServeConfig, View, WebServer};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Only a safety net against a hung test, never a measured time.
const HANG: Duration = Duration::from_secs(20);

pub struct Answer {
    pub status: u16,
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

fn connect(addr: SocketAddr) -> TcpStream {
    let s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(HANG)).unwrap();
    s
}

fn send(s: &mut TcpStream, method: &str, path: &str, headers: &[(&str, &str)]) {
    // The server answers only to a `Host` that names this computer.
    let host = s.peer_addr().unwrap();
    let mut rq = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
    for (k, v) in headers {
        rq.push_str(&format!("{k}: {v}\r\n"));
    }
    rq.push_str("\r\n");
    s.write_all(rq.as_bytes()).unwrap();
}

fn head_of(r: &mut impl BufRead) -> (u16, HashMap<String, String>) {
    let mut line = String::new();
    r.read_line(&mut line).unwrap();
    let status = line.split(' ').nth(1).unwrap().parse().unwrap();
    let mut headers = HashMap::new();
    loop {
        let mut l = String::new();
        r.read_line(&mut l).unwrap();
        let l = l.trim_end();
        if l.is_empty() {
            break;
        }
        let (k, v) = l.split_once(':').unwrap();
        headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_owned());
    }
    (status, headers)
}

pub fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut s = connect(addr);
    send(&mut s, method, path, headers);
    let mut r = BufReader::new(s);
    let (status, headers) = head_of(&mut r);
    let mut body = Vec::new();
    if method != "HEAD" {
        match headers.get("content-length") {
            Some(n) => {
                body.resize(n.parse().unwrap(), 0);
                r.read_exact(&mut body).unwrap();
            }
            None if headers
                .get("transfer-encoding")
                .is_some_and(|t| t == "chunked") =>
            {
                Dechunk::new(r).read_to_end(&mut body).unwrap();
            }
            None => {
                r.read_to_end(&mut body).unwrap();
            }
        }
    }
    Answer {
        status,
        headers,
        body,
    }
}

/// A POST with a body (its length declared) on a connection of its own.
pub fn post(addr: SocketAddr, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Answer {
    post_on(connect(addr), path, headers, body)
}

/// [`post`] from another address of this computer (`127.0.0.2` and up):
/// to the server, another device on the network.
pub fn post_from(
    from: std::net::IpAddr,
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Answer {
    use socket2::{Domain, Socket, Type};
    let s = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
    s.bind(&SocketAddr::new(from, 0).into()).unwrap();
    s.connect(&addr.into()).unwrap();
    let s: TcpStream = s.into();
    s.set_read_timeout(Some(HANG)).unwrap();
    post_on(s, path, headers, body)
}

fn post_on(mut s: TcpStream, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Answer {
    let len = body.len().to_string();
    let mut all: Vec<(&str, &str)> = headers.to_vec();
    all.push(("Content-Length", &len));
    send(&mut s, "POST", path, &all);
    // The server may refuse before reading the body and close: a failed
    // write is then the refusal's business, read below.
    let _ = s.write_all(body);
    let mut r = BufReader::new(s);
    let (status, headers) = head_of(&mut r);
    let mut body = Vec::new();
    if let Some(n) = headers.get("content-length") {
        body.resize(n.parse().unwrap(), 0);
        r.read_exact(&mut body).unwrap();
    }
    Answer {
        status,
        headers,
        body,
    }
}

pub fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, &[])
}

/// A body sent in chunks (`Transfer-Encoding: chunked`), read as one.
pub struct Dechunk<R> {
    r: R,
    /// Bytes left in the current chunk; `None` after the last one.
    left: Option<usize>,
}

impl<R: BufRead> Dechunk<R> {
    pub fn new(r: R) -> Self {
        Dechunk { r, left: Some(0) }
    }
}

impl<R: BufRead> Read for Dechunk<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let Some(mut left) = self.left else {
            return Ok(0);
        };
        if left == 0 {
            let mut size = String::new();
            if self.r.read_line(&mut size)? == 0 {
                self.left = None;
                return Ok(0);
            }
            let size = size.trim();
            let size = size.split(';').next().unwrap_or("");
            left = usize::from_str_radix(size, 16)
                .map_err(|_| std::io::Error::other(format!("bad chunk size {size:?}")))?;
            if left == 0 {
                self.left = None;
                return Ok(0);
            }
        }
        let want = buf.len().min(left);
        let n = self.r.read(&mut buf[..want])?;
        if n == 0 {
            self.left = None;
            return Ok(0);
        }
        left -= n;
        if left == 0 {
            // The chunk's own line end.
            let mut crlf = String::new();
            self.r.read_line(&mut crlf)?;
        }
        self.left = Some(left);
        Ok(n)
    }
}

/// A live feed, read one event at a time.
pub struct Events {
    pub status: u16,
    pub headers: HashMap<String, String>,
    r: BufReader<Box<dyn Read + Send>>,
}

impl Events {
    pub fn open(addr: SocketAddr, path: &str) -> Events {
        let mut s = connect(addr);
        send(&mut s, "GET", path, &[]);
        let mut r = BufReader::new(s);
        let (status, headers) = head_of(&mut r);
        let body: Box<dyn Read + Send> = if headers
            .get("transfer-encoding")
            .is_some_and(|t| t == "chunked")
        {
            Box::new(Dechunk::new(r))
        } else {
            Box::new(r)
        };
        Events {
            status,
            headers,
            r: BufReader::new(body),
        }
    }

    /// Reads to the end of the feed: true when it closed (no more views).
    pub fn ends(&mut self) -> bool {
        let mut rest = String::new();
        self.r.read_to_string(&mut rest).is_ok() && !rest.contains("event: view")
    }

    /// The next `view` event's data, as JSON (comments are skipped).
    pub fn next_view(&mut self) -> serde_json::Value {
        let mut event = String::new();
        let mut data = String::new();
        loop {
            let mut l = String::new();
            let n = self.r.read_line(&mut l).unwrap();
            assert!(n > 0, "the feed closed");
            let l = l.trim_end_matches(['\r', '\n']);
            if l.is_empty() {
                if event == "view" && !data.is_empty() {
                    return serde_json::from_str(&data).unwrap();
                }
                event.clear();
                data.clear();
            } else if let Some(e) = l.strip_prefix("event: ") {
                event = e.to_owned();
            } else if let Some(d) = l.strip_prefix("data: ") {
                data.push_str(d);
            }
        }
    }
}

/// A clock the test moves by hand.
pub struct HandClock(pub Arc<AtomicU64>);

impl HandClock {
    pub fn new(t: u64) -> Self {
        HandClock(Arc::new(AtomicU64::new(t)))
    }
    pub fn now(&self) -> Now {
        let t = Arc::clone(&self.0);
        Arc::new(move || t.load(Ordering::SeqCst))
    }
    pub fn set(&self, t: u64) {
        self.0.store(t, Ordering::SeqCst);
    }
}

/// A server on a free port of this computer, over a fresh feed.
pub fn server(clock: &HandClock, cfg: ServeConfig) -> (WebServer, Arc<Feed>) {
    let feed = Arc::new(Feed::new(clock.now()));
    let s = WebServer::start(&ServeConfig { port: 0, ..cfg }, Arc::clone(&feed)).unwrap();
    (s, feed)
}

/// A view with just a title (both languages the same).
pub fn titled(title: &str) -> View {
    View {
        title: mafia_words::Text::new(title, title),
        ..View::default()
    }
}
