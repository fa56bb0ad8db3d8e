//! Protocol export figures: how long the judge waits for the PDF of a full
//! game (target: under 100 ms), and how big the file is. The record exports
//! are what `mafia-judge protocol RECORD.json -o OUT.pdf` does: read, replay,
//! lay out, write.
//!
//! Run with `cargo bench --bench protocol`; plain `std::time::Instant`, the
//! median of N runs after one warm-up.

#[path = "../tests/files/protocol_samples.rs"]
mod protocol_samples;

use mafia_pdf::protocol::{export_record, render_pdf};
use mafia_protocol::protocol::{ProtocolDoc, ProtocolMeta};
use mafia_words::Lang;
use std::time::{Duration, Instant};

const RUNS: usize = 25;
const TARGET: Duration = Duration::from_millis(100);

fn median_of(runs: usize, mut f: impl FnMut() -> usize) -> (Duration, usize) {
    let mut size = f();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            size = f();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[times.len() / 2], size)
}

fn report(name: &str, doc: &ProtocolDoc) -> bool {
    let (median, size) = median_of(RUNS, || match render_pdf(doc) {
        Ok(bytes) => bytes.len(),
        Err(e) => {
            eprintln!("{name}: {e}");
            0
        }
    });
    let ok = median < TARGET && size > 0;
    println!(
        "protocol {name:<24} median {:>7.2} ms over {RUNS} runs, {:>6.1} KB  {}",
        median.as_secs_f64() * 1000.0,
        size as f64 / 1024.0,
        if ok { "ok" } else { "OVER TARGET" }
    );
    ok
}

fn report_record(name: &str, out_dir: &std::path::Path) -> bool {
    let record = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(format!("{name}.json"));
    let out = out_dir.join(format!("{name}.pdf"));
    let (median, size) = median_of(RUNS, || {
        match export_record(&record, &out, &ProtocolMeta::default(), Lang::Ru) {
            Ok(()) => std::fs::metadata(&out).map_or(0, |m| m.len() as usize),
            Err(e) => {
                eprintln!("{name}: {e}");
                0
            }
        }
    });
    let ok = median < TARGET && size > 0;
    println!(
        "export {name:<32} median {:>7.2} ms over {RUNS} runs, {:>6.1} KB  {}",
        median.as_secs_f64() * 1000.0,
        size as f64 / 1024.0,
        if ok { "ok" } else { "OVER TARGET" }
    );
    ok
}

fn main() {
    let mut all_ok = true;
    let out_dir = std::env::temp_dir().join(format!("mj-protocol-bench-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&out_dir) {
        eprintln!("{}: {e}", out_dir.display());
        std::process::exit(2);
    }
    for name in [
        "fiim-red-wins",
        "fiim-tie-and-lift",
        "stylized-ny-ten-players",
        "mcc-order-night-and-double-vote",
    ] {
        all_ok &= report_record(name, &out_dir);
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    all_ok &= report("full game (ru)", &protocol_samples::full_game(Lang::Ru));
    all_ok &= report("full game (en)", &protocol_samples::full_game(Lang::En));
    all_ok &= report("12 rounds (ru)", &protocol_samples::long_game(Lang::Ru));
    all_ok &= report("stress, 6 pages (ru)", &protocol_samples::stress(Lang::Ru));
    all_ok &= report("stylized (en)", &protocol_samples::stylized(Lang::En));
    all_ok &= report("empty draft (ru)", &protocol_samples::empty_draft(Lang::Ru));
    all_ok &= report("odd names (ru)", &protocol_samples::odd(Lang::Ru));
    println!(
        "target: under {} ms per export: {}",
        TARGET.as_millis(),
        if all_ok { "met" } else { "NOT met" }
    );
}
