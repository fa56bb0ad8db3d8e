// The judge's phone: pairs with a code, follows the game over the feed
// (SSE) and sends the judge's commands with the step they were made on.
// The console decides everything; this page never keeps a copy of the game:
// what it remembers itself is only what the judge tapped since the last
// step (the hands and the seat chosen), to light them up.
(function () {
  "use strict";
  const L = LABELS;
  const $ = (id) => document.getElementById(id);
  let csrf = sessionStorage.getItem("mj_csrf");
  // What this device may send: "judge", "assistant" (fouls and hands) or
  // "viewer" (nothing); the console says it (`/judge/me`, the pairing's
  // answer). Until it has, the page offers what the judge may.
  let role = sessionStorage.getItem("mj_role") || "judge";
  let env = null;        // the last envelope from the feed
  let secret = null;     // the judge's own view (roles, checks), when given
  let online = false;    // the feed is connected now
  let busy = false;      // a command is on its way
  let tick = null;
  let tool = null;       // what a tap on a seat does now (null: the moment's own)
  let toolMoment = "";   // the moment the tool was chosen in
  // The judge's taps since the console's last step.
  let marks = { step: -1, picks: new Set(), selected: null };

  // What a tap on a seat sends, with its words; the roles that may.
  const TOOLS = [
    ["foul", L.foul, ["judge", "assistant"]],
    ["remove_foul", L.remove_foul, ["judge", "assistant"]],
    ["nominate", L.nominate, ["judge"]],
    ["pick", L.hand, ["judge", "assistant"]],
    ["select", L.select, ["judge"]],
  ];
  // The buttons outside the seats and who may press them.
  const JUDGE_ONLY = ["timer-toggle", "timer-plus", "timer-reset", "confirm-yes", "confirm-no", "undo", "redo",
    "miss", "record", "next"];

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function tx(t) {
    if (!t) return "";
    const lang = (env && env.lang) || "ru";
    return t[lang] || t.ru || t.en || "";
  }

  for (const [id, key] of [["code-label", "code"], ["pair", "pair"], ["timer-toggle", "timer_toggle"],
    ["timer-plus", "timer_plus"], ["timer-reset", "timer_reset"], ["undo", "undo"], ["redo", "redo"],
    ["miss", "miss"], ["record", "record"],
    ["next", "next"], ["confirm-no", "cancel"], ["seats-title", "seats"],
    ["count-label", "vote_count"], ["count-send", "record_votes"]]) {
    $(id).textContent = L[key];
  }
  for (const [t, label] of TOOLS) {
    const b = el("button", "tool", label);
    b.type = "button";
    b.dataset.tool = t;
    b.setAttribute("role", "radio");
    $("tools").appendChild(b);
  }

  function setRole(r) {
    if (r !== "judge" && r !== "assistant" && r !== "viewer") return;
    role = r;
    sessionStorage.setItem("mj_role", r);
    document.body.dataset.role = r;
    render();
  }

  function showPaired(paired) {
    $("pairing").hidden = paired;
    $("remote").hidden = !paired;
    if (!paired) $("code").focus();
  }

  function unpaired(text) {
    csrf = null;
    secret = null;
    sessionStorage.removeItem("mj_csrf");
    showPaired(false);
    $("pair-error").textContent = text;
  }

  $("pairing").addEventListener("submit", async (e) => {
    e.preventDefault();
    $("pair-error").textContent = "";
    try {
      const r = await fetch("/judge/pair", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ code: $("code").value.trim() }),
      });
      if (r.ok) {
        const j = await r.json();
        csrf = j.csrf;
        sessionStorage.setItem("mj_csrf", csrf);
        showPaired(true);
        if (j.role) setRole(j.role); else askRole();
        render();
        askSecrets();
      } else {
        $("pair-error").textContent = (await r.text()).split("\n")[0];
      }
    } catch (_) {
      $("pair-error").textContent = L.offline;
    }
  });

  // The role the console gave this device (a console without roles
  // answers 404: the paired phone is the judge's).
  async function askRole() {
    try {
      const r = await fetch("/judge/me");
      if (r.ok) {
        setRole((await r.json()).role);
        askSecrets();
      }
    } catch (_) { /* the feed's banner says the console is away */ }
  }

  // The judge's own view (roles, checks): asked after each change of the
  // game, shown only on the judge's phone; absent, nothing shows.
  let asking = false;
  async function askSecrets() {
    if (role !== "judge" || !csrf || asking) return;
    asking = true;
    try {
      const r = await fetch("/judge/secrets", { headers: { "X-CSRF-Token": csrf } });
      secret = r.ok ? await r.json() : null;
    } catch (_) {
      secret = null;
    }
    asking = false;
    render();
  }

  // Every command: the phone's command, made on the step shown.
  async function send(cmd) {
    if (!online || busy || !env || !csrf) return false;
    busy = true;
    setEnabled();
    $("refusal").textContent = "";
    let ok = false;
    try {
      const r = await fetch("/judge/cmd", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify({ step: env.judge.step, cmd: cmd }),
      });
      // A refusal for this device's role (the console's `X-Judge-Refusal`)
      // keeps the pairing; a session gone or a bad token ends it.
      const why = r.headers.get("x-judge-refusal") || "";
      const forRole = ["assistant_fouls_and_hands_only", "viewer_reads_only", "judge_only"].includes(why);
      if (r.status === 401 || (r.status === 403 && !forRole)) {
        unpaired((await r.text()).split("\n")[0]);
      } else if (!r.ok) {
        $("refusal").textContent = (await r.text()).split("\n")[0];
      } else {
        ok = true;
      }
    } catch (_) {
      $("refusal").textContent = L.offline;
    }
    busy = false;
    setEnabled();
    return ok;
  }

  document.body.addEventListener("click", async (e) => {
    const t = e.target.closest("button[data-tool]");
    if (t) {
      tool = t.dataset.tool;
      toolMoment = momentKey();
      render();
      return;
    }
    const seat = e.target.closest("button.seat");
    if (seat) {
      const n = Number(seat.dataset.seat);
      const what = currentTool();
      if (!what) return;
      const step = env && env.judge.step;
      if (await send({ type: what, seat: n })) {
        if (env && env.judge.step === step) {
          if (what === "pick") {
            if (marks.picks.has(n)) marks.picks.delete(n); else marks.picks.add(n);
          } else if (what === "select") {
            marks.selected = n;
          }
        }
        // A nomination or a foul's take-back is one tap: the moment's
        // own tool comes back.
        if (what === "nominate" || what === "remove_foul") tool = null;
        render();
      }
      return;
    }
    const b = e.target.closest("button[data-cmd]");
    if (!b) return;
    const cmd = { type: b.dataset.cmd };
    if (cmd.type === "vote_count") {
      const n = Number($("count").value);
      if (!Number.isInteger(n) || n < 0 || n > 99 || $("count").value.trim() === "") return;
      cmd.count = n;
    }
    send(cmd);
  });

  // The moment the game is at, as far as the tools care.
  function momentKey() {
    const v = env && env.view;
    if (!v) return "";
    const m = v.moment;
    if (m && m.moment === "voting") return "vote";
    if (v.night) return "night";
    // The first killed names his best move (the console's own words for it).
    if (v.line && tx(v.line) === L.best_move) return "best";
    return "day";
  }
  function allowed(t) {
    const entry = TOOLS.find((x) => x[0] === t);
    // An assistant's marks are hands in a vote, never a best move.
    if (role === "assistant" && t === "pick" && momentKey() !== "vote") return false;
    return !!entry && entry[2].includes(role);
  }
  // The tool now: the judge's choice in this moment, else the moment's
  // own (a hand in a vote, a mark in the best move, a target at night, a
  // foul by day).
  function currentTool() {
    const k = momentKey();
    if (tool && toolMoment === k && allowed(tool)) return tool;
    const own = k === "vote" || k === "best" ? "pick" : k === "night" ? "select" : "foul";
    if (allowed(own)) return own;
    const first = TOOLS.find((x) => allowed(x[0]));
    return first ? first[0] : null;
  }

  // Undo and Redo are grey when the console has no step for them, as
  // its own buttons are (the feed says which it has).
  function nothingFor(b) {
    const j = env && env.judge;
    if (b.id === "undo") return !(j && j.can_undo);
    if (b.id === "redo") return !(j && j.can_redo);
    return false;
  }
  function setEnabled() {
    const ok = online && !busy && env && env.view;
    for (const b of document.querySelectorAll("#remote button")) {
      if (b.dataset.tool) continue;
      b.disabled = !ok || !!b.dataset.gone || (b.classList.contains("seat") && !currentTool()) || nothingFor(b);
    }
    $("net").hidden = online;
    $("net").textContent = L.offline;
  }

  function remaining(c) {
    const left = c.total_ms - c.used_ms;
    if (c.since_ms == null) return left;
    const now = env.clock_ms + (Date.now() - env.received);
    return left - Math.max(0, now - c.since_ms);
  }
  function paintTimer() {
    clearTimeout(tick);
    const v = env && env.view;
    const box = $("timer");
    if (!v || !v.countdown) { box.textContent = ""; return; }
    const rem = remaining(v.countdown);
    const s = Math.ceil(Math.max(rem, 0) / 1000);
    box.textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    box.dataset.colour = rem <= 0 ? "over" : rem <= v.countdown.warning_s * 1000 ? "warning" : "normal";
    if (v.countdown.since_ms != null && rem > 0) tick = setTimeout(paintTimer, 250);
  }

  // A seat's tile: its number and nick, its fouls (dots and the ruleset's
  // word), the speaker's and the nominated marks, its role on the judge's
  // phone; a player who has left is greyed and cannot be tapped (the
  // console would refuse it anyway). A tap does what the tool says.
  // The tile is kept from one view to the next and only its content
  // changes: a finger on it while a view arrives still makes its tap.
  function seatTile(card, v, s, secretSeat) {
    card.className = "seat";
    card.type = "button";
    card.dataset.seat = s.seat;
    const nominated = (v.nominations || []).includes(s.seat);
    delete card.dataset.gone;
    if (!s.alive) { card.classList.add("out"); card.dataset.gone = "1"; }
    if (v.speaker === s.seat) card.classList.add("speaking");
    if (nominated) card.classList.add("nominated");
    if (marks.picks.has(s.seat)) card.classList.add("picked");
    if (marks.selected === s.seat) card.classList.add("selected");
    card.replaceChildren();
    const name = el("span", "name");
    name.appendChild(el("b", "num", String(s.seat)));
    name.appendChild(el("span", "nick", s.nick));
    // The role: on the judge's phone from the judge's own view; for
    // everybody once the game is over (the public view has it then).
    const known = secretSeat && secretSeat.role ? secretSeat : s.role ? s : null;
    if (known) name.appendChild(el("span", "role" + (known.dark ? " dark" : ""), tx(known.role)));
    card.appendChild(name);
    const state = el("span", "state");
    if (!s.alive) {
      state.appendChild(el("span", "gone", tx(s.out)));
    } else {
      if (v.speaker === s.seat) state.appendChild(el("span", "tag speaking", L.speaking));
      if (nominated) state.appendChild(el("span", "tag nominated", L.nominated));
      if (s.fouls > 0) state.appendChild(el("span", "count" + (s.fouls_left <= 1 ? " danger" : ""), tx(s.fouls_text)));
    }
    const dots = el("span", "dots");
    dots.appendChild(el("span", "fouls", "\u25cf".repeat(s.fouls)));
    dots.appendChild(el("span", "left", "\u25cb".repeat(s.alive ? s.fouls_left : 0)));
    state.appendChild(dots);
    card.appendChild(state);
    return card;
  }

  function render() {
    const v = env && env.view;
    document.body.dataset.role = role;
    if (env && env.judge && env.judge.step !== marks.step) {
      marks = { step: env.judge.step, picks: new Set(), selected: null };
      $("count").value = "";
    }
    document.body.dataset.step = env && env.judge ? env.judge.step : "";
    // At night the judge's own view names the step being recorded (the
    // shot, the don's check, the sheriff's check); the hall's does not.
    const sv0 = role === "judge" && secret && secret.view;
    const step = v && v.night && sv0 && sv0.night && sv0.line ? " \u2014 " + tx(sv0.line) : "";
    $("phase").textContent = v ? tx(v.title) + step : L.waiting;
    // Who speaks and what speech it is («последнее слово», «Лучший ход»).
    const who = v && v.speaker ? v.speaker + (v.speaker_nick ? ". " + v.speaker_nick : "") : "";
    $("speaker").textContent = who + (who && v.line ? " \u2014 " + tx(v.line) : "");
    // What the hall is told now (a tie, the lift vote, the night's result,
    // the winner): the projector's banner, in the hall's language.
    const b = v && v.banner;
    $("say").textContent = b ? b.head + (b.detail ? " \u00b7 " + b.detail : "") : "";
    // The day's last banner is not the night's news: the night shows none.
    $("say").hidden = !b || (v && v.night);
    const now = currentTool();
    for (const b of document.querySelectorAll("#tools button")) {
      b.hidden = !allowed(b.dataset.tool);
      const on = b.dataset.tool === now;
      b.classList.toggle("on", on);
      b.setAttribute("aria-checked", on ? "true" : "false");
      // At the best move the pick marks it; elsewhere (a vote) it is a hand.
      if (b.dataset.tool === "pick") b.textContent = momentKey() === "best" && L.best_move ? L.best_move : L.hand;
    }
    $("tools").hidden = role === "viewer";
    for (const id of JUDGE_ONLY) $(id).hidden = role !== "judge";
    $("main-buttons").hidden = role !== "judge";
    // Miss only at night.
    $("miss").hidden = role !== "judge" || !(v && v.night);
    $("main-buttons").classList.toggle("four", !$("miss").hidden);
    const sv = secret && secret.view && secret.view.seats ? secret.view.seats : [];
    const seats = $("seats");
    const all = v ? v.seats : [];
    while (seats.children.length > all.length) seats.lastChild.remove();
    while (seats.children.length < all.length) seats.appendChild(el("button"));
    all.forEach((s, i) => seatTile(seats.children[i], v, s, role === "judge" ? sv[s.seat - 1] : null));
    // The vote under way: the candidate, the hands the console counts,
    // and the count typed instead of hands marked.
    const m = v && v.moment;
    const voting = !!(m && m.moment === "voting");
    $("vote").hidden = !voting;
    if (voting) {
      $("vote-who").textContent = m.candidate != null ? "\u2116" + m.candidate : (m.candidates || []).map((c) => "\u2116" + c).join(", ");
      // The banner says which count it is (the revote, the lift vote).
      $("say").hidden = true;
      if (b) $("vote-who").textContent = b.head;
      $("vote-hands").textContent = m.hands != null ? L.hand + ": " + m.hands : "";
      $("vote-typed").hidden = role === "viewer";
    }
    // The judge's secrets: checks and shots as the console words them.
    const notes = role === "judge" && secret && secret.view ? secret.view.spectator_notes || [] : [];
    $("secrets").hidden = notes.length === 0;
    $("secrets").replaceChildren(...notes.slice(-4).map((n) => el("div", null, tx(n))));
    // Next at the shot with nothing recorded: the console asks, as its band
    // does (Next again records the miss).
    $("shot").textContent = L.shot_not_recorded || "";
    $("shot").hidden = !(env && env.judge && env.judge.shot_unrecorded) || role !== "judge";
    const c = env && env.judge && env.judge.confirm;
    $("confirm").hidden = c == null || role !== "judge";
    if (c != null) $("confirm-yes").textContent = L.confirm.replace("{seat}", c);
    paintTimer();
    setEnabled();
  }

  function connect() {
    const es = new EventSource("/feed");
    es.addEventListener("open", () => { online = true; setEnabled(); });
    es.addEventListener("view", (e) => {
      env = JSON.parse(e.data);
      env.received = Date.now();
      online = true;
      render();
      askSecrets();
    });
    // The browser reconnects by itself (the feed's retry); until then no
    // command leaves, and the first view after it brings the step back.
    es.addEventListener("error", () => { online = false; setEnabled(); });
  }
  window.addEventListener("offline", () => { online = false; setEnabled(); });

  if (csrf) askRole();
  showPaired(!!csrf);
  // The console's QR code opens /judge?pair=CODE: pair at once, and take
  // the code out of the address (it is spent).
  const qr = new URLSearchParams(location.search).get("pair");
  if (qr) {
    history.replaceState(null, "", location.pathname);
    $("code").value = qr;
    $("pairing").requestSubmit();
  }
  render();
  connect();
})();
