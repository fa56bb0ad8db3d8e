//! The players' registry: grows with every game, completes nicknames,
//! imports a list, survives a save.

use mafia_judge::tournament::players::Registry;

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
