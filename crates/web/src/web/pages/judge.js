// The judge's phone: pairs with a code, follows the game over the feed
// (SSE) and sends the judge's commands with the step they were made on.
// The console decides everything; this page never keeps a copy of the game.
(function () {
  "use strict";
  const L = LABELS;
  const $ = (id) => document.getElementById(id);
  let csrf = sessionStorage.getItem("mj_csrf");
  let env = null;        // the last envelope from the feed
  let online = false;    // the feed is connected now
  let busy = false;      // a command is on its way
  let tick = null;

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
    ["timer-plus", "timer_plus"], ["undo", "undo"], ["miss", "miss"], ["record", "record"],
    ["next", "next"], ["confirm-no", "cancel"], ["seats-title", "seats"],
    ["count-label", "vote_count"], ["count-send", "record_votes"]]) {
    $(id).textContent = L[key];
  }

  function showPaired(paired) {
    $("pairing").hidden = paired;
    $("remote").hidden = !paired;
    if (!paired) $("code").focus();
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
        csrf = (await r.json()).csrf;
        sessionStorage.setItem("mj_csrf", csrf);
        showPaired(true);
        render();
      } else {
        $("pair-error").textContent = (await r.text()).split("\n")[0];
      }
    } catch (_) {
      $("pair-error").textContent = L.offline;
    }
  });

  // Every command button: the phone's command, made on the step shown.
  async function send(cmd) {
    if (!online || busy || !env || !csrf) return;
    busy = true;
    setEnabled();
    $("refusal").textContent = "";
    try {
      const r = await fetch("/judge/cmd", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify({ step: env.judge.step, cmd: cmd }),
      });
      if (r.status === 401 || r.status === 403) {
        csrf = null;
        sessionStorage.removeItem("mj_csrf");
        showPaired(false);
        $("pair-error").textContent = (await r.text()).split("\n")[0];
      } else if (!r.ok) {
        $("refusal").textContent = (await r.text()).split("\n")[0];
      }
    } catch (_) {
      $("refusal").textContent = L.offline;
    }
    busy = false;
    setEnabled();
  }

  document.body.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-cmd]");
    if (!b) return;
    const cmd = { type: b.dataset.cmd };
    if (b.dataset.seat) cmd.seat = Number(b.dataset.seat);
    if (cmd.type === "vote_count") {
      const n = Number($("count").value);
      if (!Number.isInteger(n) || n < 0 || n > 99 || $("count").value.trim() === "") return;
      cmd.count = n;
    }
    send(cmd);
  });

  function setEnabled() {
    const ok = online && !busy && env && env.view;
    for (const b of document.querySelectorAll("button[data-cmd]")) b.disabled = !ok || !!b.dataset.gone;
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

  // A seat's card: who he is, his fouls (dots and the ruleset's word), the
  // speaker's and the nominated marks; a player who has left is greyed
  // with his buttons off (the console would refuse them anyway).
  function seatCard(v, s) {
    const card = el("div", "seat");
    card.dataset.seat = s.seat;
    const nominated = (v.nominations || []).includes(s.seat);
    if (!s.alive) card.classList.add("out");
    if (v.speaker === s.seat) card.classList.add("speaking");
    if (nominated) card.classList.add("nominated");
    const name = el("div", "name");
    name.appendChild(el("b", null, s.seat + ". " + s.nick));
    card.appendChild(name);
    const state = el("div", "state");
    const dots = el("span", "dots");
    dots.appendChild(el("span", "fouls", "\u25cf".repeat(s.fouls)));
    dots.appendChild(el("span", "left", "\u25cb".repeat(s.alive ? s.fouls_left : 0)));
    if (!s.alive) {
      state.appendChild(el("span", "gone", tx(s.out)));
    } else {
      if (v.speaker === s.seat) state.appendChild(el("span", "tag speaking", L.speaking));
      if (nominated) state.appendChild(el("span", "tag nominated", L.nominated));
      if (s.fouls > 0) state.appendChild(el("span", "count" + (s.fouls_left <= 1 ? " danger" : ""), tx(s.fouls_text)));
    }
    state.appendChild(dots);
    card.appendChild(state);
    const acts = el("div", "acts");
    for (const [cmd, label] of [["foul", L.foul], ["remove_foul", L.remove_foul],
      ["pick", L.hand], ["select", L.select], ["nominate", L.nominate]]) {
      const b = el("button", cmd === "nominate" ? "wide" : null, label);
      b.dataset.cmd = cmd;
      b.dataset.seat = s.seat;
      if (!s.alive) b.dataset.gone = "1";
      acts.appendChild(b);
    }
    card.appendChild(acts);
    return card;
  }

  function render() {
    const v = env && env.view;
    $("phase").textContent = v ? tx(v.title) : L.waiting;
    $("speaker").textContent = v && v.speaker ? v.speaker + (v.speaker_nick ? ". " + v.speaker_nick : "") : "";
    const seats = $("seats");
    seats.replaceChildren(...(v ? v.seats.map((s) => seatCard(v, s)) : []));
    // The vote under way: the count typed instead of the hands marked.
    const m = v && v.moment;
    const voting = !!(m && m.moment === "voting");
    $("vote").hidden = !voting;
    if (voting) $("vote-who").textContent = m.candidate != null ? "№" + m.candidate : "";
    const c = env && env.judge && env.judge.confirm;
    $("confirm").hidden = c == null;
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
    });
    // The browser reconnects by itself (the feed's retry); until then no
    // command leaves, and the first view after it brings the step back.
    es.addEventListener("error", () => { online = false; setEnabled(); });
  }
  window.addEventListener("offline", () => { online = false; setEnabled(); });

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
