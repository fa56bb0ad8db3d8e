//! Nicknames as the tournament compares them: without case and
//! surrounding spaces, the one rule every module (the description, the
//! seating, the standings, the club's players, the evening) uses.

/// Nicknames compare without case and surrounding spaces ("Алиса" = " алиса").
pub fn same_nick(a: &str, b: &str) -> bool {
    nick_key(a) == nick_key(b)
}

/// A nickname as [`same_nick`] compares it.
pub fn nick_key(nick: &str) -> String {
    nick.trim().to_lowercase()
}
