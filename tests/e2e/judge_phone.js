// Drives headless Chromium over the DevTools pipe, as a phone would be used
// (360x740, touch emulated): opens /judge, types the pairing code, waits
// for the seats, taps seat 3's foul and prints what the page shows as JSON;
// once the test says on stdin that the console took the foul, waits for
// seat 3's card to show it, prints the cards, takes a screenshot.
// Usage: node judge_phone.js CHROMIUM URL CODE OUT.png PROFILE W H [offline]
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");
const [bin, url, code, out, profile, width, height] = process.argv.slice(2, 9);
const ch = spawn(bin, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
  "--no-first-run", "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
  { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
const w = ch.stdio[3], r = ch.stdio[4];
let next = 0, buf = "";
const waiting = new Map();
r.on("data", (d) => {
  buf += d.toString();
  let i;
  while ((i = buf.indexOf("\0")) >= 0) {
    const m = JSON.parse(buf.slice(0, i));
    buf = buf.slice(i + 1);
    if (m.id && waiting.has(m.id)) { waiting.get(m.id)(m); waiting.delete(m.id); }
  }
});
function send(method, params, sessionId) {
  return new Promise((res) => {
    const id = ++next;
    waiting.set(id, res);
    w.write(JSON.stringify({ id, method, params: params || {}, sessionId }) + "\0");
  });
}
const sleep = (ms) => new Promise((res) => setTimeout(res, ms));
setTimeout(() => { console.log(JSON.stringify({ error: "timed out" })); ch.kill(); process.exit(2); }, 60000);
(async () => {
  const t = await send("Target.createTarget", { url: "about:blank" });
  const a = await send("Target.attachToTarget", { targetId: t.result.targetId, flatten: true });
  const s = a.result.sessionId;
  await send("Emulation.setDeviceMetricsOverride",
    { width: Number(width), height: Number(height), deviceScaleFactor: 1, mobile: true }, s);
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 }, s);
  await send("Page.navigate", { url }, s);
  const ev = async (expr) => {
    const m = await send("Runtime.evaluate", { expression: expr, returnByValue: true }, s);
    return m.result && m.result.result ? m.result.result.value : undefined;
  };
  const until = async (expr) => {
    for (let i = 0; i < 100; i++) { if (await ev(expr)) return true; await sleep(100); }
    return false;
  };
  const form = await until("!!document.getElementById('code') && !document.getElementById('pairing').hidden");
  await ev(`document.getElementById('code').value = ${JSON.stringify(code)};
            document.getElementById('pair').click(); true`);
  const paired = await until("!document.getElementById('remote').hidden && document.querySelectorAll('.seat').length > 0 && !document.querySelector('#next').disabled");
  const dots3 = await ev("document.querySelector('.seat[data-seat=\"3\"] .fouls').textContent.length");
  await ev("document.querySelector('button[data-cmd=\"foul\"][data-seat=\"3\"]').click(); true");
  await sleep(700);
  const shown = await ev(`JSON.stringify({
    seats: document.querySelectorAll('.seat').length,
    phase: document.getElementById('phase').textContent,
    offline: !document.getElementById('net').hidden,
    refusal: document.getElementById('refusal').textContent,
    width: document.documentElement.scrollWidth })`);
  console.log(JSON.stringify({ form, paired, shown: JSON.parse(shown) }));
  // Lines from the test, one at a time.
  let inbuf = "";
  const lines = [];
  let wake = null;
  process.stdin.on("data", (d) => {
    inbuf += d.toString();
    let i;
    while ((i = inbuf.indexOf("\n")) >= 0) { lines.push(inbuf.slice(0, i)); inbuf = inbuf.slice(i + 1); }
    if (wake) { wake(); wake = null; }
  });
  const line = async () => { while (!lines.length) await new Promise((res) => { wake = res; }); return lines.shift(); };
  await line();
  // Seat 3's card shows one foul more than when it was tapped.
  await until(`document.querySelector('.seat[data-seat="3"] .fouls').textContent.length > ${dots3}`);
  const cards = await ev(`(() => {
    const card = (n) => {
      const c = document.querySelector('.seat[data-seat="' + n + '"]');
      const st = c.querySelector('.state');
      return { out: c.classList.contains('out'), nominated: c.classList.contains('nominated'),
        state: st ? st.textContent : '', count: (c.querySelector('.count') || {}).textContent || '',
        dots: (c.querySelector('.fouls') || {}).textContent || '',
        enabled: !c.querySelector('button[data-cmd="foul"]').disabled };
    };
    const sp = document.querySelector('.seat.speaking');
    const all = {};
    for (const c of document.querySelectorAll('.seat')) all[c.dataset.seat] = card(c.dataset.seat);
    return JSON.stringify({ three: card(3), nine: card(9), seats: all,
      speaker: sp ? Number(sp.dataset.seat) : null });
  })()`);
  const shot = await send("Page.captureScreenshot", { format: "png" }, s);
  fs.writeFileSync(out, Buffer.from(shot.result.data, "base64"));
  console.log(cards);
  if (process.argv[9] !== "offline") { ch.kill(); process.exit(0); }
  // The test stops the console's server, then says so on stdin: the page
  // must say the connection is gone and send nothing.
  line().then(async () => {
    const t0 = Date.now();
    const said = await until("!document.getElementById('net').hidden && document.getElementById('next').disabled");
    const ms = Date.now() - t0;
    const shot = await send("Page.captureScreenshot", { format: "png" }, s);
    fs.writeFileSync(out.replace(/\.png$/, "-offline.png"), Buffer.from(shot.result.data, "base64"));
    console.log(JSON.stringify({ said, ms, text: await ev("document.getElementById('net').textContent") }));
    ch.kill();
    process.exit(0);
  });
})();
