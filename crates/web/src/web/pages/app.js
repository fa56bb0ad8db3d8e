// The stream pages: one live feed (Server-Sent Events), one render per view.
// Every word comes from the feed (the view is already in the hall's
// language; other words are the envelope's labels). Text from the game
// (nicknames) is only ever set with textContent.
"use strict";

const MafiaPage = (() => {
  let page = "overlay";
  let layout = "bottom";
  let env = null;        // the last envelope
  let offset = 0;        // console clock minus this browser's clock (ms)
  let tick = null;       // the timer's next repaint
  let online = false;
  // The producer's switches, from the page's address (read here only: the
  // server sends the same view whatever they say, so nothing hangs on
  // them but what this page draws). hide=1: nothing; roles=0: no roles or
  // checks even on the spectator feed (roles are only ever in the
  // spectator feed's view: the token and its delay decide that, not
  // this); scores=0: no points or totals; history=0: no strip of the
  // game's history (who left when; the checks only with roles on the
  // spectator feed); form=lower|full: between games
  // a band at the bottom (the overlay's default) or the full page.
  const opts = { hide: false, roles: true, scores: true, history: true, form: null };
  // A change of the clocks' difference larger than this is a clock set
  // anew, not a message delivered late.
  const CLOCK_STEP_MS = 3000;
  // A feed refused (503) is opened again after this, doubling up to the
  // longest wait.
  const FEED_RETRY_MS = 2000;
  const FEED_RETRY_MAX_MS = 30000;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function tr(t) {
    if (!t) return "";
    if (typeof t === "string") return t;
    const lang = (env && env.lang) || "ru";
    return t[lang] || t.ru || t.en || "";
  }

  // The console's clock now, as the last envelope told it.
  function consoleNow() {
    return Date.now() + offset;
  }

  function remaining(c) {
    const used = c.used_ms + (c.since_ms == null ? 0 : Math.max(0, consoleNow() - c.since_ms));
    return c.total_ms - used;
  }

  // "0:42", rounding up like the console; negative shows 0:00.
  function fmt(ms) {
    const s = Math.floor((Math.max(ms, 0) + 999) / 1000);
    return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  }

  function colour(ms, warning_s) {
    if (ms <= 0) return "over";
    if (ms <= warning_s * 1000) return "warning";
    return "normal";
  }

  function paintTimer() {
    clearTimeout(tick);
    tick = null;
    const v = env && env.view;
    const box = document.getElementById("timer");
    if (!v || !v.countdown || !box) return;
    const c = v.countdown;
    const rem = remaining(c);
    box.textContent = fmt(rem);
    box.dataset.colour = colour(rem, c.warning_s);
    if (c.since_ms != null && rem > 0) {
      // Wake exactly when the shown second changes: no busy loop.
      const wait = (rem % 1000 === 0 ? 1000 : rem % 1000) + 5;
      tick = setTimeout(paintTimer, wait);
    }
  }

  function foulDots(s) {
    const box = el("span", "fouls");
    for (let i = 0; i < s.fouls + s.fouls_left; i++) {
      box.appendChild(el("span", i < s.fouls ? "dot full" : "dot"));
    }
    if (s.fouls_left <= 1) box.classList.add("danger");
    return box;
  }

  function seatCard(v, s) {
    const card = el("div", "seat");
    if (!s.alive) card.classList.add("out");
    if (v.speaker === s.seat && !v.night) card.classList.add("speaking");
    if ((v.nominations || []).includes(s.seat)) card.classList.add("nominated");
    if (opts.roles && s.dark === true) card.classList.add("dark");
    if (opts.roles && s.dark === false) card.classList.add("red");
    // The player's photo from the club's list: only ever this server's own
    // /photo/KEY address (set as an attribute, never as markup).
    if (typeof s.photo === "string" && /^\/photo\/[0-9a-f]{16}$/.test(s.photo)) {
      const img = el("img", "photo");
      img.alt = "";
      img.setAttribute("src", s.photo);
      card.appendChild(img);
      card.classList.add("with-photo");
    }
    card.appendChild(el("div", "num", String(s.seat)));
    card.appendChild(el("div", "nick", s.nick));
    if (s.role && opts.roles) card.appendChild(el("div", "role", tr(s.role)));
    if (s.out) card.appendChild(el("div", "exit", tr(s.out)));
    else card.appendChild(foulDots(s));
    return card;
  }

  function seatsBox(v) {
    const box = el("div", "seats");
    for (const s of v.seats || []) box.appendChild(seatCard(v, s));
    return box;
  }

  function votesText(v) {
    const parts = (v.votes || []).map((x) => "№" + x.candidate + " — " + x.votes);
    if (v.lift_votes != null) parts.push(env.labels.lift_result + " — " + v.lift_votes);
    return parts.length ? env.labels.vote_results + ": " + parts.join("   ") : "";
  }

  function nominationsText(v) {
    const n = v.nominations || [];
    return n.length ? env.labels.nominations + ": " + n.join(", ") : "";
  }

  // The banner of the moment (the audience model's, already in the hall's
  // language), else the result at the end.
  function bannerBox(v) {
    const b = v.banner;
    if (b && (b.head || b.big || b.detail)) {
      const box = el("div", "banner moment");
      if (v.moment && /^(voted_out|night)$/.test(v.moment.moment)) box.classList.add("leaves");
      if (b.head) box.appendChild(el("div", "banner-title", b.head));
      if (b.big) box.appendChild(el("div", "banner-big", b.big));
      if (b.detail) box.appendChild(el("div", "banner-line", b.detail));
      return box;
    }
    if (v.result) return el("div", "banner result", tr(v.result));
    return null;
  }

  // The end: every seat's role and points, best first as the model lists them.
  function pointsBox(v) {
    const m = v.moment;
    if (!m || m.moment !== "end" || !(m.table || []).length) return null;
    const box = el("table", "points");
    for (const row of m.table) {
      const tr_ = el("tr", !opts.roles ? null : row.black ? "dark" : "red");
      tr_.appendChild(el("td", "num", String(row.seat)));
      tr_.appendChild(el("td", "nick", row.nick));
      if (opts.roles) tr_.appendChild(el("td", "role", tr(row.role)));
      if (opts.scores) tr_.appendChild(el("td", "pts", ptsText(row)));
      box.appendChild(tr_);
    }
    const head = el("tr", "head");
    head.appendChild(el("th", null, ""));
    if (opts.roles) head.appendChild(el("th", null, ""));
    if (opts.scores) head.appendChild(el("th", null, env.labels.points || ""));
    box.prepend(head);
    return box;
  }

  // The total as every screen prints it (the model's text), else the number.
  function ptsText(row) {
    if (row.points_text) return tr(row.points_text);
    const pts = Number(row.points);
    return Number.isFinite(pts) ? String(Math.round(pts * 100) / 100) : "";
  }

  function speakerBox(v) {
    if (!v.line && !v.countdown) return null;
    const box = el("div", "speaker");
    if (v.line) box.appendChild(el("div", "line", tr(v.line)));
    if (v.speaker_nick) box.appendChild(el("div", "speaker-nick", v.speaker_nick));
    if (v.countdown) {
      const t = el("div", "timer");
      t.id = "timer";
      box.appendChild(t);
    }
    return box;
  }

  function notesBox(v) {
    const notes = opts.roles ? v.spectator_notes || [] : [];
    if (!notes.length) return null;
    const box = el("div", "notes");
    for (const n of notes) box.appendChild(el("div", "note", tr(n)));
    return box;
  }

  // The game's history: who left, when and how; the night's checks (in
  // the spectator feed only) unless roles=0.
  function historyBox() {
    if (!opts.history) return null;
    const lines = (env.history || []).filter((l) => opts.roles || !l.check);
    if (!lines.length) return null;
    const box = el("div", "history");
    box.appendChild(el("div", "history-title", env.labels.history));
    for (const l of lines) box.appendChild(el("div", l.check ? "history-line check" : "history-line", l.text));
    return box;
  }

  function add(parent, child) {
    if (child) parent.appendChild(child);
  }

  function renderOverlay(root, v) {
    root.className = "layout-" + layout + (v.night ? " night" : " day");
    // Tiles with photos are taller: the middle band moves up above them.
    if ((v.seats || []).some((s) => s.photo)) root.classList.add("with-photos");
    const top = el("div", "top");
    const heads = el("div", "heads");
    if (v.caption) heads.appendChild(el("div", "caption", tr(v.caption)));
    heads.appendChild(el("div", "phase", tr(v.title)));
    add(heads, historyBox());
    top.appendChild(heads);
    add(top, bannerBox(v));
    root.appendChild(top);
    const mid = el("div", "middle");
    add(mid, speakerBox(v));
    const info = el("div", "info");
    const nom = nominationsText(v);
    if (nom) info.appendChild(el("div", "nominations", nom));
    const votes = votesText(v);
    if (votes) info.appendChild(el("div", "votes", votes));
    if (info.childNodes.length) mid.appendChild(info);
    add(mid, pointsBox(v));
    add(mid, notesBox(v));
    root.appendChild(mid);
    root.appendChild(seatsBox(v));
  }

  function renderProjector(root, v) {
    root.className = v.night ? "night" : "day";
    if (v.caption) root.appendChild(el("div", "caption", tr(v.caption)));
    root.appendChild(el("div", "title", tr(v.title)));
    if (v.night) {
      root.appendChild(el("div", "calm", env.labels.night_calm));
    } else {
      if (v.line) {
        const nick = v.speaker_nick ? "  (" + v.speaker_nick + ")" : "";
        root.appendChild(el("div", "line", tr(v.line) + nick));
      }
      if (v.countdown) {
        const t = el("div", "timer");
        t.id = "timer";
        root.appendChild(t);
      }
      add(root, bannerBox(v));
      add(root, pointsBox(v));
      const nom = nominationsText(v);
      if (nom) root.appendChild(el("div", "nominations", nom));
      const votes = votesText(v);
      if (votes) root.appendChild(el("div", "votes", votes));
    }
    add(root, historyBox());
    root.appendChild(seatsBox(v));
    add(root, notesBox(v));
  }

  // Between two games of a tournament: the standings as the hall may see
  // them (a page at a time when they do not fit: the pages take turns and
  // the heading says which places are on show), every table's next game,
  // or at a cut who goes through.
  const PAGE_MS = 10000;
  function totalText(r) {
    const total = Number(r.total);
    return Number.isFinite(total) ? String(Math.round(total * 100) / 100) : "";
  }
  function nickOf(b, r) {
    const words = b.words || {};
    if (r.disqualified && words.disqualified) return r.nick + " (" + tr(words.disqualified) + ")";
    if (!r.eligible && words.not_eligible) return r.nick + " (" + tr(words.not_eligible) + ")";
    return r.nick;
  }

  // Between games on the overlay: a lower third over the video, the rest
  // of the page transparent. The standings' first places (as many as fit
  // in the band's two lines) and the next game or the cut.
  const BAND_PLACES = 10;
  function renderBetweenLower(root, b) {
    root.className = "between lower";
    const band = el("div", "band");
    const left = el("div", "band-standings");
    const title = el("div", "band-title", b.stage ? b.tournament + " · " + tr(b.stage) : b.tournament);
    title.appendChild(el("span", "played", tr(b.played)));
    left.appendChild(title);
    left.appendChild(el("div", b.closed_from_round ? "heading closed" : "heading", tr(b.heading)));
    const list = el("ol", "band-list standings-band");
    for (const r of (b.standings || []).slice(0, BAND_PLACES)) {
      const li = el("li", r.eligible ? null : "not-eligible");
      li.appendChild(el("span", "place", String(r.place)));
      li.appendChild(el("span", "nick", nickOf(b, r)));
      if (opts.scores) li.appendChild(el("span", "total", totalText(r)));
      list.appendChild(li);
    }
    if (!(b.standings || []).length) list.appendChild(el("li", "empty", env.labels.no_standings));
    left.appendChild(list);
    band.appendChild(left);
    const right = el("div", "band-next");
    if (b.cut) {
      right.appendChild(el("div", "heading", tr(b.cut.heading)));
      const l = el("ol", "band-list");
      for (const nick of b.cut.passed || []) l.appendChild(el("li", null, nick));
      right.appendChild(l);
    } else if ((b.tables || []).length) {
      for (const t of b.tables) {
        right.appendChild(el("div", "heading", tr(t.heading)));
        const l = el("ol", "band-list next-band");
        (t.game.seats || []).forEach((nick, i) => {
          const li = el("li");
          li.appendChild(el("span", "place", String(i + 1)));
          li.appendChild(el("span", "nick", seatedNick(b, t, nick, i)));
          if (seatedRemoved(t, i)) li.classList.add("removed");
          l.appendChild(li);
        });
        right.appendChild(l);
      }
    } else {
      right.appendChild(el("div", "heading", tr(b.next_heading)));
    }
    band.appendChild(right);
    root.appendChild(band);
  }

  // A player removed from the tournament whom the seating still seats
  // (issue 32, 9g): marked, with the words the standings use.
  function seatedRemoved(t, i) {
    return (t.game.removed || []).indexOf(i + 1) >= 0;
  }
  function seatedNick(b, t, nick, i) {
    const words = b.words || {};
    if (seatedRemoved(t, i) && words.disqualified) return nick + " (" + tr(words.disqualified) + ")";
    return nick;
  }

  let pageTimer = null;
  function renderBetween(root, b) {
    root.className = "between";
    const head = el("div", "between-head");
    head.appendChild(el("div", "title", b.stage ? b.tournament + " · " + tr(b.stage) : b.tournament));
    head.appendChild(el("div", "played", tr(b.played)));
    root.appendChild(head);
    const body = el("div", "between-body");
    const left = el("div", "standings");
    const heading = el("div", b.closed_from_round ? "heading closed" : "heading", tr(b.heading));
    left.appendChild(heading);
    const words = b.words || {};
    const rows = [];
    if (!(b.standings || []).length) {
      left.appendChild(el("div", "empty", env.labels.no_standings));
    } else {
      const t = el("table", "standings-table");
      const h = el("tr", "head");
      const cols = [env.labels.place, env.labels.player, env.labels.games];
      if (opts.scores) cols.push(env.labels.total);
      for (const c of cols) {
        h.appendChild(el("th", null, c));
      }
      t.appendChild(h);
      for (const r of b.standings) {
        const row = el("tr", r.eligible ? null : "not-eligible");
        row.appendChild(el("td", "place", String(r.place)));
        row.appendChild(el("td", "nick", nickOf(b, r)));
        row.appendChild(el("td", "num", String(r.games)));
        if (opts.scores) row.appendChild(el("td", "total", totalText(r)));
        t.appendChild(row);
        rows.push(row);
      }
      left.appendChild(t);
    }
    body.appendChild(left);
    const right = el("div", "next-game");
    if (b.cut) {
      right.classList.add("cut");
      right.appendChild(el("div", "heading", tr(b.cut.heading)));
      const list = el("ol", "cut-list");
      for (const nick of b.cut.passed || []) list.appendChild(el("li", null, nick));
      right.appendChild(list);
    } else if ((b.tables || []).length) {
      right.classList.add("tables");
      for (const t of b.tables) {
        const box = el("div", "table-next");
        box.appendChild(el("div", "heading", tr(t.heading)));
        const list = el("ol", "next-seats two");
        (t.game.seats || []).forEach((nick, i) => {
          list.appendChild(el("li", seatedRemoved(t, i) ? "removed" : null, seatedNick(b, t, nick, i)));
        });
        box.appendChild(list);
        right.appendChild(box);
      }
    } else {
      right.appendChild(el("div", "heading", tr(b.next_heading)));
    }
    body.appendChild(right);
    root.appendChild(body);
    // Which rows fit: measured in the page as drawn. The standings' pages
    // and the charts' (inline SVG made by the server) take turns.
    if (pageTimer) { clearTimeout(pageTimer); pageTimer = null; }
    const charts = env.charts || [];
    let fit = rows.length;
    let own = 1;
    if (rows.length) {
      const bottom = left.getBoundingClientRect().bottom;
      fit = rows.filter((r) => r.getBoundingClientRect().bottom <= bottom + 0.5).length;
      if (fit < rows.length) {
        fit = Math.max(1, fit - 1); // room for nothing cut
        own = Math.ceil(rows.length / fit);
        fit = Math.ceil(rows.length / own); // the rows shared out evenly
      }
    }
    const total = own + charts.length;
    if (total > 1) {
      const turn = Math.floor(Date.now() / PAGE_MS) % total;
      if (turn >= own) {
        const k = turn - own;
        const c = b.charts || {};
        const bars = (c.roles || []).length > 0;
        for (const node of Array.from(left.children)) if (node !== heading) node.style.display = "none";
        heading.textContent = tr(bars && k === 0 ? c.roles_heading : c.lines_heading);
        const box = el("div", "chart-page");
        box.innerHTML = charts[k];
        left.appendChild(box);
      } else if (own > 1) {
        const first = turn * fit;
        const last = Math.min(rows.length, first + fit);
        rows.forEach((r, i) => { if (i < first || i >= last) r.style.display = "none"; });
        heading.textContent = tr(b.heading) + " · " + (words.places ? tr(words.places) : "") + " " +
          (first + 1) + "–" + last + " " + (words.of ? tr(words.of) : "/") + " " + rows.length;
      }
      pageTimer = setTimeout(render, PAGE_MS - (Date.now() % PAGE_MS) + 5);
    }
  }

  function render() {
    const root = document.getElementById("root");
    root.replaceChildren();
    if (!env) return;
    document.documentElement.lang = env.lang || "ru";
    document.title = env.labels.page_title;
    const v = env.view;
    if (opts.hide) {
      // Hidden by the producer: a transparent page, the feed kept.
      root.className = "hidden";
      return;
    }
    if (!v) {
      root.className = "waiting";
      root.appendChild(el("div", "title", env.labels.waiting));
    } else if (v.between) {
      const form = opts.form || (page === "overlay" ? "lower" : "full");
      if (form === "lower") renderBetweenLower(root, v.between);
      else renderBetween(root, v.between);
    } else if (page === "projector") {
      renderProjector(root, v);
    } else {
      renderOverlay(root, v);
    }
    if (env.spectator && opts.roles) root.appendChild(el("div", "badge", env.labels.spectator));
    if (!online) root.appendChild(el("div", "offline", env.labels.offline));
    paintTimer();
  }

  function start(which) {
    page = which;
    const q = new URLSearchParams(location.search);
    if (q.get("layout") === "side") layout = "side";
    opts.hide = q.get("hide") === "1";
    opts.roles = q.get("roles") !== "0";
    opts.scores = q.get("scores") !== "0";
    opts.history = q.get("history") !== "0";
    const form = q.get("form");
    if (form === "lower" || form === "full") opts.form = form;
    let measured = false;
    const show = (text) => {
      env = JSON.parse(text);
      // Each envelope is as old as its delivery (the page's own copy as
      // old as the page's loading), so the largest estimate of the clocks'
      // difference is the truest: a late message never sets the timer back.
      // A much smaller one is the console's clock being set back: taken.
      const est = env.clock_ms - Date.now();
      offset = !measured || est > offset || offset - est > CLOCK_STEP_MS ? est : offset;
      measured = true;
      online = true;
      render();
    };
    // The view as of the page's own answer: the first paint has the game.
    const initial = document.getElementById("initial");
    if (initial && initial.textContent.startsWith("{")) show(initial.textContent);
    const feed = new URL("feed" + location.search, location.href);
    // EventSource reconnects by itself (retry: 1 s) after a dropped stream,
    // but gives up for good on an answer that is no stream (a 503 from a
    // crowded server): then a new one is opened, waiting longer each time
    // (with a random part, so a hall of pages does not come back at once).
    let wait = FEED_RETRY_MS;
    const connect = () => {
      const source = new EventSource(feed);
      source.addEventListener("view", (e) => {
        wait = FEED_RETRY_MS;
        show(e.data);
      });
      source.addEventListener("error", () => {
        online = false;
        render();
        if (source.readyState === EventSource.CLOSED) {
          setTimeout(connect, wait + Math.random() * wait);
          wait = Math.min(wait * 2, FEED_RETRY_MAX_MS);
        }
      });
    };
    connect();
  }

  return { start };
})();
