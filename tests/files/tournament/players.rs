//! The players' registry: grows with every game, completes nicknames,
//! imports a list, survives a save.

use mafia_tournament::tournament::players::Registry;

#[test]
fn the_registry_grows_with_every_game_and_completes_nicknames() {
    let (_, games) = super::examples::minsk();
    let mut r = Registry::default();
    for (_, g) in &games {
        r.note_game(g);
    }
    assert_eq!(r.players.len(), 12, "10 players and 2 substitutes");
    assert_eq!(r.get("алиса").unwrap().games, 16, "case does not matter");
    assert_eq!(r.get("Зорро").unwrap().games, 12);
    assert_eq!(r.complete("за", 5), ["Запасной 1", "Запасной 2"]);
    assert_eq!(
        r.complete("ор", 5),
        ["Борис", "Егор", "Зорро"],
        "contained, most games first"
    );
}

#[test]
fn a_list_is_imported_with_clubs_and_cities_and_saved_with_a_copy() {
    let mut r = Registry::default();
    r.add("Алиса", "", "");
    let n = r
        .import("nick;club;city\nАлиса;Театр Теней;Минск\nБорис;MCC;Черновцы\n\nВера\n")
        .unwrap();
    assert_eq!(n, 2, "Алиса was there already");
    assert_eq!(
        r.get("Алиса").unwrap().club,
        "Театр Теней",
        "a missing club is filled in"
    );
    assert_eq!(r.get("Борис").unwrap().city, "Черновцы");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players.toml");
    r.save(&path).unwrap();
    r.add("Гриша", "", "");
    r.save(&path).unwrap();
    assert_eq!(Registry::load(&path).unwrap(), r);
    let bak = Registry::load(&dir.path().join("players.toml.bak")).unwrap();
    assert_eq!(bak.players.len(), 3, "the previous file is kept");
    assert_eq!(
        Registry::load(&dir.path().join("none.toml")).unwrap(),
        Registry::default()
    );
}

/// A picture of `w` x `h` pixels as PNG bytes.
pub(crate) fn png(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbaImage::from_fn(w, h, |x, y| {
        image::Rgba([(x % 256) as u8, (y % 256) as u8, 90, 255])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// The club's list in `dir` with one player whose photo is `photo`.
fn list_with_photo(dir: &std::path::Path, photo: &str) -> (std::path::PathBuf, Registry) {
    let path = dir.join("players.toml");
    std::fs::write(
        &path,
        format!(
            "[[players]]\nnick = \"Алиса\"\n\n[[players]]\nnick = \"Борис\"\nphoto = \"{photo}\"\n"
        ),
    )
    .unwrap();
    let r = Registry::load(&path).unwrap();
    (path, r)
}

/// Issue 23, item 13: a player's photo is kept in the club's list as a path
/// from the list's folder, read, and scaled once for the projector.
#[test]
fn a_players_photo_in_the_club_list_is_read_and_scaled_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("photos")).unwrap();
    let bytes = png(600, 400);
    std::fs::write(dir.path().join("photos/boris.png"), &bytes).unwrap();
    let (path, r) = list_with_photo(dir.path(), "photos/boris.png");
    assert_eq!(r.get("Борис").unwrap().photo, "photos/boris.png");
    let photo = r.photo(&path, "борис").unwrap().expect("his photo");
    assert_eq!(photo.mime, "image/png");
    assert_eq!(
        &*photo.bytes,
        bytes.as_slice(),
        "the file as it is, for the web"
    );
    assert_eq!(
        (photo.pixels.width, photo.pixels.height),
        (256, 171),
        "scaled once"
    );
    assert_eq!(photo.pixels.rgba.len(), 256 * 171 * 4);
    assert!(r.photo(&path, "Алиса").unwrap().is_none(), "no photo: none");
    assert!(r.photo(&path, "Никто").unwrap().is_none());
    // Saved again, the key stays.
    r.save(&path).unwrap();
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("photo = \"photos/boris.png\"")
    );
}

/// A photo that is not there, not a picture, a broken picture or too large
/// is an error naming the list, the key and what was expected — never a
/// panic.
#[test]
fn a_missing_broken_or_too_large_photo_is_told_with_the_file_the_key_and_what_was_expected() {
    use mafia_words::Lang;
    let dir = tempfile::tempdir().unwrap();
    let mut cut = png(300, 300);
    cut.truncate(cut.len() / 2);
    std::fs::write(dir.path().join("cut.png"), &cut).unwrap();
    std::fs::write(dir.path().join("notes.jpg"), "not a picture at all").unwrap();
    let big = {
        let mut b = png(8, 8);
        b.resize(
            usize::try_from(mafia_tournament::tournament::players::PHOTO_LIMIT).unwrap() + 1,
            0,
        );
        b
    };
    std::fs::write(dir.path().join("big.png"), &big).unwrap();
    std::fs::create_dir(dir.path().join("folder.png")).unwrap();
    for (photo, expected) in [
        ("gone.jpg", "a photo file that is there"),
        ("folder.png", "a photo file that is there"),
        ("notes.jpg", "a PNG or JPEG photo that can be read"),
        ("cut.png", "a PNG or JPEG photo that can be read"),
        ("big.png", "a photo file of at most 2048 KB"),
    ] {
        let (path, r) = list_with_photo(dir.path(), photo);
        let e = r.photo(&path, "Борис").expect_err(photo);
        let said = mafia_words::i18n::Words::text(&e);
        let en = said.get(Lang::En);
        assert!(en.contains("players.toml"), "{photo}: {en}");
        assert!(en.contains("players[1].photo"), "{photo}: {en}");
        assert!(en.contains(expected), "{photo}: {en}");
        assert!(
            en.contains(photo),
            "{photo}: what was written is shown: {en}"
        );
        assert!(!said.get(Lang::Ru).is_empty());
    }
}
