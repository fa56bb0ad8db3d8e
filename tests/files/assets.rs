//! The bundled assets ship with the console, so a missing or broken file is
//! a bug: every sound under `sounds/` must decode with rodio and actually
//! sound, and every gesture image a ruleset names (and every PNG in
//! `assets/gestures/`) must exist and decode with the image crate.

use std::fs::File;
use std::path::{Path, PathBuf};

use mafia_store::ruleset::catalog;
use rodio::{Decoder, Source};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Smallest side a gesture image may have and still read on a projector.
const MIN_IMAGE_SIDE: u32 = 256;

/// The check-gesture images the bundled rulesets are written against.
const STANDARD_GESTURES: [&str; 9] = [
    "sheriff_red",
    "sheriff_black",
    "don_yes",
    "don_no",
    "yes",
    "no",
    "role_reveal",
    "same_team",
    "different_team",
];

/// What decoding a whole sound file gave.
#[derive(Debug)]
struct Sound {
    seconds: f64,
    peak: f32,
}

/// How far the decoded length may stray from the length the file declares
/// (Vorbis end padding is a few milliseconds; one lost Ogg page is far more).
const LENGTH_TOLERANCE_SECONDS: f64 = 0.1;

/// Decodes every sample of `path` with rodio's default decoder and checks
/// that it yields as much audio as the file declares: the decoder skips a
/// damaged page in silence, so a short count is how damage inside shows.
fn decode_sound(path: &Path) -> Result<Sound, String> {
    let file = File::open(path).map_err(|e| format!("{}: cannot open ({e})", path.display()))?;
    let decoder = Decoder::try_from(file)
        .map_err(|e| format!("{}: rodio cannot decode it ({e})", path.display()))?;
    let rate = decoder.sample_rate().get();
    let channels = decoder.channels().get();
    let declared = decoder.total_duration();
    let mut samples: u64 = 0;
    let mut peak: f32 = 0.0;
    for s in decoder {
        if !s.is_finite() {
            return Err(format!(
                "{}: sample {samples} is not a number",
                path.display()
            ));
        }
        peak = peak.max(s.abs());
        samples += 1;
    }
    let seconds = samples as f64 / (f64::from(rate) * f64::from(channels));
    if let Some(declared) = declared
        && (seconds - declared.as_secs_f64()).abs() > LENGTH_TOLERANCE_SECONDS
    {
        return Err(format!(
            "{}: decoded {seconds:.2} s of the {:.2} s it declares (damaged inside?)",
            path.display(),
            declared.as_secs_f64()
        ));
    }
    Ok(Sound { seconds, peak })
}

/// Every regular file below `dir`, sorted.
fn files_below(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Decodes an image and checks it is big enough for the judge window.
fn decode_image(path: &Path) -> Result<(u32, u32), String> {
    if !path.is_file() {
        return Err(format!("{}: missing", path.display()));
    }
    let img = image::open(path)
        .map_err(|e| format!("{}: does not decode as an image ({e})", path.display()))?;
    let (w, h) = (img.width(), img.height());
    if w < MIN_IMAGE_SIDE || h < MIN_IMAGE_SIDE {
        return Err(format!(
            "{}: {w}x{h}, expected at least {MIN_IMAGE_SIDE}x{MIN_IMAGE_SIDE}",
            path.display()
        ));
    }
    Ok((w, h))
}

/// A scratch copy of a bundled file with some bytes overwritten.
fn corrupt_copy(original: &Path, name: &str, at: usize) -> std::io::Result<PathBuf> {
    let mut bytes = std::fs::read(original)?;
    let end = (at + 64).min(bytes.len());
    for b in &mut bytes[at..end] {
        *b = 0x5a;
    }
    let path =
        std::env::temp_dir().join(format!("mafia-judge-assets-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes)?;
    Ok(path)
}

#[test]
fn every_bundled_sound_declares_its_length() {
    for path in files_below(&Path::new(ROOT).join("sounds")) {
        let file = File::open(&path).unwrap();
        let decoder = Decoder::try_from(file).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            decoder.total_duration().is_some(),
            "{}: no declared length, so damage inside it could go unnoticed",
            path.display()
        );
    }
}

#[test]
fn every_bundled_sound_decodes_and_is_audible() {
    let files = files_below(&Path::new(ROOT).join("sounds"));
    assert!(
        files.len() >= 5,
        "expected 3 night tracks and 2 cues under sounds/, found {files:?}"
    );
    for path in &files {
        let sound = decode_sound(path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            sound.seconds >= 0.3,
            "{}: only {:.2} s of audio",
            path.display(),
            sound.seconds
        );
        assert!(
            sound.peak > 0.05,
            "{}: silent (peak {})",
            path.display(),
            sound.peak
        );
        assert!(
            sound.peak < 0.95,
            "{}: too loud, may clip (peak {})",
            path.display(),
            sound.peak
        );
    }
}

#[test]
fn night_music_tracks_last_minutes_and_cues_are_short() {
    let music = files_below(&Path::new(ROOT).join("sounds/music"));
    assert!(
        music.len() >= 3,
        "expected at least 3 night tracks, found {music:?}"
    );
    for path in &music {
        let sound = decode_sound(path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            sound.seconds >= 90.0,
            "{}: a night track of only {:.1} s",
            path.display(),
            sound.seconds
        );
    }
    for cue in ["warning.ogg", "end.ogg"] {
        let path = Path::new(ROOT).join("sounds/cues").join(cue);
        let sound = decode_sound(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            sound.seconds <= 1.5,
            "{}: a cue of {:.2} s",
            path.display(),
            sound.seconds
        );
    }
}

#[test]
fn a_corrupt_or_missing_sound_is_reported() {
    let original = Path::new(ROOT).join("sounds/cues/warning.ogg");
    let broken = corrupt_copy(&original, "warning.ogg", 0).unwrap();
    let result = decode_sound(&broken);
    std::fs::remove_file(&broken).unwrap();
    let err = result.expect_err("a file with a wrecked header must not decode");
    assert!(err.contains("rodio cannot decode"), "{err}");
    let original = Path::new(ROOT).join("sounds/music/night-1.ogg");
    let middle = std::fs::metadata(&original).unwrap().len() as usize / 2;
    let damaged = corrupt_copy(&original, "night-1.ogg", middle).unwrap();
    let result = decode_sound(&damaged);
    std::fs::remove_file(&damaged).unwrap();
    let err = result.expect_err("a track damaged in the middle must be reported");
    assert!(err.contains("damaged inside"), "{err}");
    let missing = decode_sound(&Path::new(ROOT).join("sounds/cues/no-such-cue.ogg"));
    assert!(missing.err().is_some_and(|e| e.contains("cannot open")));
}

#[test]
fn every_gesture_image_named_by_a_ruleset_exists_and_decodes() {
    let (rulesets, bad) = catalog::load_all(&[Path::new(ROOT).join("rulesets")]);
    assert!(
        bad.is_empty(),
        "bundled rulesets failed to load, their images cannot be checked: {bad:?}"
    );
    let mut checked = 0;
    for rs in &rulesets {
        for g in rs.gestures.values() {
            let path = Path::new(ROOT).join("assets").join(&g.image);
            if let Err(e) = decode_image(&path) {
                panic!("ruleset {}, gesture {}: {e}", rs.id, g.id);
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 4,
        "expected the rulesets to name the sheriff's and don's gestures, found {checked}"
    );
}

#[test]
fn every_png_in_assets_gestures_decodes_and_has_an_svg_source() {
    let dir = Path::new(ROOT).join("assets/gestures");
    let pngs: Vec<PathBuf> = files_below(&dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .collect();
    assert!(pngs.len() >= STANDARD_GESTURES.len(), "found only {pngs:?}");
    for png in &pngs {
        decode_image(png).unwrap_or_else(|e| panic!("{e}"));
        let stem = png.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let svg = dir.join("src").join(format!("{stem}.svg"));
        assert!(
            svg.is_file(),
            "{}: no source drawing {}",
            png.display(),
            svg.display()
        );
    }
}

#[test]
fn the_standard_check_gestures_are_all_drawn() {
    for name in STANDARD_GESTURES {
        let path = Path::new(ROOT)
            .join("assets/gestures")
            .join(format!("{name}.png"));
        decode_image(&path).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn a_corrupt_or_missing_gesture_image_is_reported() {
    let original = Path::new(ROOT).join("assets/gestures/yes.png");
    // Past the 8-byte signature: the PNG header chunk is wrecked.
    let broken = corrupt_copy(&original, "yes.png", 10).unwrap();
    let result = decode_image(&broken);
    std::fs::remove_file(&broken).unwrap();
    let err = result.expect_err("a PNG with a wrecked header must not decode");
    assert!(err.contains("does not decode"), "{err}");
    let missing = decode_image(&Path::new(ROOT).join("assets/gestures/no-such-gesture.png"));
    assert!(missing.err().is_some_and(|e| e.contains("missing")));
}
