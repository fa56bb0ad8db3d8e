// Drives headless Chromium over the DevTools pipe, as a phone would be used
// (360x740, touch emulated): opens /judge, types the pairing code, waits
// for the seats, taps the foul tool and seat 3 and prints what the page
// shows as JSON; once the test says on stdin that the console took the
// foul, waits for seat 3's tile to show it, prints the tiles, takes a
// screenshot.
// Usage: node judge_phone.js CHROMIUM URL CODE OUT.png PROFILE W H [offline]
"use strict";
const { open, pair, sleep, stdinLines } = require("./cdp.js");
const [bin, url, code, out, profile, width, height] = process.argv.slice(2, 9);
let page = null;
setTimeout(() => { console.log(JSON.stringify({ error: "timed out" })); if (page) page.close(); process.exit(2); }, 60000);
(async () => {
  page = await open(bin, profile, url, width, height);
  const form = await page.until("!!document.getElementById('code') && !document.getElementById('pairing').hidden");
  const paired = await pair(page, code);
  const dots3 = await page.ev("document.querySelector('.seat[data-seat=\"3\"] .fouls').textContent.length");
  await page.tap("#tools [data-tool='foul']");
  await page.tap(".seat[data-seat='3']");
  await sleep(700);
  const shown = await page.ev(`JSON.stringify({
    seats: document.querySelectorAll('.seat').length,
    phase: document.getElementById('phase').textContent,
    offline: !document.getElementById('net').hidden,
    refusal: document.getElementById('refusal').textContent,
    width: document.documentElement.scrollWidth })`);
  console.log(JSON.stringify({ form, paired, shown: JSON.parse(shown) }));
  const line = stdinLines();
  await line();
  // Seat 3's tile shows one foul more than when it was tapped.
  await page.until(`document.querySelector('.seat[data-seat="3"] .fouls').textContent.length > ${dots3}`);
  const cards = await page.ev(`(() => {
    const card = (n) => {
      const c = document.querySelector('.seat[data-seat="' + n + '"]');
      const st = c.querySelector('.state');
      return { out: c.classList.contains('out'), nominated: c.classList.contains('nominated'),
        state: st ? st.textContent : '', count: (c.querySelector('.count') || {}).textContent || '',
        dots: (c.querySelector('.fouls') || {}).textContent || '',
        enabled: !c.disabled };
    };
    const sp = document.querySelector('.seat.speaking');
    const all = {};
    for (const c of document.querySelectorAll('.seat')) all[c.dataset.seat] = card(c.dataset.seat);
    return JSON.stringify({ three: card(3), nine: card(9), seats: all,
      speaker: sp ? Number(sp.dataset.seat) : null });
  })()`);
  await page.shot(out);
  console.log(cards);
  if (process.argv[9] !== "offline") { await page.close(); process.exit(0); }
  // The test stops the console's server, then says so on stdin: the page
  // must say the connection is gone and send nothing.
  await line();
  const t0 = Date.now();
  const said = await page.until("!document.getElementById('net').hidden && document.getElementById('next').disabled");
  const ms = Date.now() - t0;
  await page.shot(out.replace(/\.png$/, "-offline.png"));
  console.log(JSON.stringify({ said, ms, text: await page.ev("document.getElementById('net').textContent") }));
  await page.close();
  process.exit(0);
})();
