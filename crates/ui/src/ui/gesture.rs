//! The judge's gesture pictures (`assets/gestures/<id>.png`), loaded once
//! into egui textures. A missing or broken file is not fatal: the judge gets
//! the answer in words and a warning naming the file.

use eframe::egui;
use std::collections::HashMap;
use std::path::PathBuf;

/// A gesture picture, or why there is none.
#[derive(Clone)]
pub enum GestureImage {
    Loaded(egui::TextureHandle),
    Missing(String),
}

/// Loaded pictures by their path under `assets/`.
#[derive(Default)]
pub struct GestureCache {
    images: HashMap<String, GestureImage>,
}

/// The folders where `assets/` may be, in order.
pub fn asset_dirs() -> Vec<PathBuf> {
    mafia_store::paths::bundled_dirs("MAFIA_JUDGE_ASSETS", "assets")
}

/// Why a gesture picture is missing; the message names the file.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("assets/{0}: file not found")]
    NotFound(String),
    #[error("{path}: {source}")]
    Unreadable {
        path: PathBuf,
        source: image::ImageError,
    },
}

/// Reads a PNG into an egui image; the error names the file and the problem.
pub fn load_png(rel: &str) -> Result<egui::ColorImage, PictureError> {
    let Some(path) = asset_dirs()
        .into_iter()
        .map(|d| d.join(rel))
        .find(|p| p.is_file())
    else {
        return Err(PictureError::NotFound(rel.to_owned()));
    };
    let img = image::open(&path).map_err(|source| PictureError::Unreadable {
        path: path.clone(),
        source,
    })?;
    let rgba = img.to_rgba8();
    let size = [
        usize::try_from(rgba.width()).unwrap_or(0),
        usize::try_from(rgba.height()).unwrap_or(0),
    ];
    Ok(egui::ColorImage::from_rgba_unmultiplied(
        size,
        rgba.as_raw(),
    ))
}

impl GestureCache {
    /// The picture at `rel` (under assets/), loading it the first time.
    pub fn get(&mut self, ctx: &egui::Context, rel: &str) -> GestureImage {
        if let Some(g) = self.images.get(rel) {
            return g.clone();
        }
        let g = match load_png(rel) {
            Ok(img) => GestureImage::Loaded(ctx.load_texture(
                format!("gesture:{rel}"),
                img,
                egui::TextureOptions::LINEAR,
            )),
            Err(e) => GestureImage::Missing(e.to_string()),
        };
        self.images.insert(rel.to_owned(), g.clone());
        g
    }
}
