//! The pages and their files, compiled into the binary.
//!
//! The HTML holds no words of its own: `app.js` fills every text from the
//! feed's envelope (the view, already in the hall's language, and the
//! localisation module's labels). The index page is built here from the
//! localisation module.

use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};

/// The one page both `/overlay` and `/projector` are made from: they differ
/// only in the body's class, which tells `app.js` what to draw.
const PAGE: &str = include_str!("pages/page.html");
const APP_JS: &str = include_str!("pages/app.js");
const STYLE_CSS: &str = include_str!("pages/style.css");
/// The judge's phone (issue 34).
const JUDGE_HTML: &str = include_str!("pages/judge.html");
const JUDGE_JS: &str = include_str!("pages/judge.js");
const JUDGE_CSS: &str = include_str!("pages/judge.css");

/// A shared file of the pages: its content type and bytes.
pub fn asset(path: &str) -> Option<(&'static str, &'static [u8])> {
    match path {
        "/app.js" => Some(("text/javascript; charset=utf-8", APP_JS.as_bytes())),
        "/style.css" => Some(("text/css; charset=utf-8", STYLE_CSS.as_bytes())),
        "/judge.js" => Some(("text/javascript; charset=utf-8", JUDGE_JS.as_bytes())),
        "/judge.css" => Some(("text/css; charset=utf-8", JUDGE_CSS.as_bytes())),
        // The font the console's PDF uses: the stream looks the same on any
        // computer, Cyrillic included, with no font installed.
        "/font.ttf" => Some(("font/ttf", dejavu::sans::regular())),
        "/font-bold.ttf" => Some(("font/ttf", dejavu::sans::bold())),
        _ => None,
    }
}

/// Which page to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Overlay,
    Projector,
}

/// The page with the view as of its answer inside, so its first paint
/// shows the game (the live feed takes over from there). `<` is written
/// as `\u003c`, so no text from the game can close the script element.
pub fn page(which: Page, envelope_json: &str) -> String {
    let class = match which {
        Page::Overlay => "overlay",
        Page::Projector => "projector",
    };
    PAGE.replace("/*PAGE*/", class)
        .replace("/*INITIAL*/", &envelope_json.replace('<', "\\u003c"))
}

/// The judge's phone's page with its words (`labels_json`, the
/// localisation module's) inside.
pub fn judge(lang: Lang, labels_json: &str) -> String {
    let code = match lang {
        Lang::Ru => "ru",
        Lang::En => "en",
    };
    JUDGE_HTML
        .replace("/*LANG*/", code)
        .replace("/*TITLE*/", &esc(msg::WebJudgeTitle.get(lang)))
        .replace("/*LABELS*/", &labels_json.replace('<', "\\u003c"))
}

/// Escapes text for HTML.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The list of pages (`/`, or `/spectator/` with the token kept in links).
pub fn index(lang: Lang, spectator: bool) -> String {
    let links: &[(&str, Fixed)] = &[
        ("overlay?layout=bottom", msg::WebOverlayBottom),
        ("overlay?layout=side", msg::WebOverlaySide),
        ("projector", msg::WebProjectorPage),
        ("view.json", msg::WebViewJson),
    ];
    let base = if spectator { "/spectator/" } else { "/" };
    let mut items = String::new();
    for (href, s) in links {
        items.push_str(&format!(
            "<li><a class=\"keep-token\" href=\"{base}{href}\">{}</a></li>\n",
            esc(s.get(lang))
        ));
    }
    let heading = if spectator {
        msg::WebSpectatorPages
    } else {
        msg::ProjectorTitle
    };
    let code = match lang {
        Lang::Ru => "ru",
        Lang::En => "en",
    };
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <title>{t}</title><link rel=\"stylesheet\" href=\"/style.css\"></head>\
         <body class=\"index\"><h1>{t}</h1><ul>\n{items}</ul>\
         <script>for (const a of document.querySelectorAll('a.keep-token')) {{\
         const t = new URLSearchParams(location.search).get('token');\
         if (t) {{ const u = new URL(a.href); u.searchParams.set('token', t); a.href = u; }} }}\
         </script></body></html>\n",
        t = esc(heading.get(lang)),
    )
}
