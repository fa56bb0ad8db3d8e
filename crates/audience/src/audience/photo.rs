//! A player's photo as the audience's screens get it: the file's bytes for
//! the web pages (served at [`Photo::url`]) and, decoded and scaled once,
//! its pixels for the projector window. Read and checked where the club's
//! player list is (`tournament::players`); here it is plain data.

use serde::{Serialize, Serializer};
use std::sync::Arc;

/// The longest side of the pixels kept for the projector (px).
pub const THUMB_SIDE: u32 = 256;

/// A photo's pixels, scaled to at most [`THUMB_SIDE`] on the longer side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    /// RGBA, 4 bytes a pixel, row by row.
    pub rgba: Vec<u8>,
}

/// One player's photo.
#[derive(Debug, Clone)]
pub struct Photo {
    /// A hash of the file's bytes: names the photo in its address and in
    /// the projector's texture cache (a changed file is a new photo).
    pub key: u64,
    /// `image/png` or `image/jpeg`.
    pub mime: &'static str,
    /// The file as read.
    pub bytes: Arc<[u8]>,
    pub pixels: Arc<Pixels>,
}

impl Photo {
    /// A photo of these bytes (its key is their hash: FNV-1a, 64 bits).
    pub fn new(mime: &'static str, bytes: Vec<u8>, pixels: Pixels) -> Photo {
        let key = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
        });
        Photo {
            key,
            mime,
            bytes: bytes.into(),
            pixels: Arc::new(pixels),
        }
    }

    /// Where the web server answers with it: `/photo/KEY` (hex).
    pub fn url(&self) -> String {
        format!("/photo/{:016x}", self.key)
    }
}

/// Two photos are the same when their files are.
impl PartialEq for Photo {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

/// In JSON a photo is its address.
impl Serialize for Photo {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.url())
    }
}
