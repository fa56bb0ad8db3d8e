//! The players' photos from the club's list (`players.toml`, `photo = …`):
//! read once when a game comes on the table, given to the audience's
//! views (the projector's tiles, the web server's `/photo/KEY`). A photo
//! that cannot be used is said once, naming the list, the key and what was
//! expected; the game goes on without it.

use super::JudgeApp;

impl JudgeApp {
    /// Reads the photos of the players of the game on the table.
    pub(super) fn load_photos(&mut self) {
        self.photos.clear();
        // The list as it is beside the games folder now (a game opened at
        // the console's start comes before the first frame reads it).
        self.follow_registry();
        let (Some(s), Some(list)) = (&self.session, self.registry_path()) else {
            return;
        };
        let mut first_error = None;
        let photos: Vec<_> = s
            .state()
            .players
            .iter()
            .map(|p| match self.tournament.registry.photo(&list, &p.nick) {
                Ok(photo) => photo,
                Err(e) => {
                    first_error.get_or_insert(e);
                    None
                }
            })
            .collect();
        self.photos = photos;
        if let Some(e) = first_error {
            self.registry_error(&e);
        }
    }

    /// The photos of the game on the table, seat 1 first.
    pub fn photos(&self) -> &[Option<mafia_audience::audience::Photo>] {
        &self.photos
    }
}
