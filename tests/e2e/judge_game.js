// A whole game played on the judge's phone page (headless Chromium, 360x740,
// touch emulated) against the real console: pairs, then plays the moves of
// MOVES.json one by one with taps, each time waiting until the console has
// taken it (the page's step moves for a game step; the hand, the seat or
// the count shows for a mark). Prints one JSON line: what was played, what
// was refused (the page's own words) and how the first screen fits.
// Moves: next, next-asks (Next at an unrecorded shot: the console's
// question), timer, plus10, nominate S, foul S, unfoul S, hands S..,
// select S, record, miss, count N (typed and recorded), shot NAME (the page
// at 360x740 and at 800x1280 into OUTDIR/judge-game-NAME-WxH.png).
// Usage: node judge_game.js CHROMIUM URL CODE MOVES.json OUTDIR PROFILE
"use strict";
const fs = require("fs");
const path = require("path");
const { open, pair } = require("./cdp.js");
const [bin, url, code, movesFile, outDir, profile] = process.argv.slice(2, 8);
const moves = JSON.parse(fs.readFileSync(movesFile, "utf8"));
let page = null;
const fail = (what) => {
  console.log(JSON.stringify({ error: what }));
  if (page) page.close();
  process.exit(2);
};
setTimeout(() => fail("timed out"), 480000);

const STEP = "Number(document.body.dataset.step)";
const refusal = () => page.ev("document.getElementById('refusal').textContent");

// Taps, then waits until the console's step is past `before`.
// A touch lost on a loaded machine is tapped again: safe, because each
// command carries the step it was made on and the console refuses a stale
// one (409), so a tap that did arrive is never taken twice.
async function stepped(before, ...taps) {
  for (let attempt = 0; attempt < 4; attempt++) {
    for (const t of taps) {
      if (!(await page.tap(t))) return `${t}: not there or disabled`;
    }
    if (await page.until(`${STEP} > ${before}`, 8000)) return null;
  }
  return `${taps.join(" + ")}: the console's step did not move (${await refusal()})`;
}

async function tool(name) {
  if (!(await page.tap(`#tools [data-tool='${name}']`))) return false;
  return page.until(`document.querySelector("#tools [data-tool='${name}']").classList.contains('on')`);
}

// How the first screen holds the seats and the main buttons.
function fits() {
  return page.ev(`(() => {
    window.scrollTo(0, 0);
    const seats = [...document.querySelectorAll('.seat')].map((s) => s.getBoundingClientRect());
    const foot = document.getElementById('main-buttons').getBoundingClientRect();
    return { seats: seats.length, lastSeatBottom: Math.max(...seats.map((r) => r.bottom)),
      footerTop: foot.top, footerBottom: foot.bottom, height: window.innerHeight,
      width: document.documentElement.scrollWidth,
      phase: document.getElementById('phase').textContent,
      pick: document.querySelector("#tools [data-tool='pick']").textContent,
      banner: !document.getElementById('say').hidden };
  })()`);
}

async function play(move) {
  const [what, ...args] = move.split(" ");
  const seat = (n) => `.seat[data-seat='${n}']`;
  const before = await page.ev(STEP);
  switch (what) {
    case "next": return stepped(before, "#next");
    case "next-asks":
      // Next at the shot with nothing recorded: the page shows the
      // console's question and the step stays.
      if (!(await page.tap("#next"))) return "#next: not there or disabled";
      if (!(await page.until("!document.getElementById('shot').hidden"))) return "no question about the shot";
      return (await page.ev(STEP)) === before ? null : "the step moved";
    case "timer": return stepped(before, "#timer-toggle");
    case "plus10": return stepped(before, "#timer-plus");
    case "record": return stepped(before, "#record");
    case "miss": return stepped(before, "#miss");
    case "nominate": case "foul": case "unfoul":
      if (!(await tool(what === "unfoul" ? "remove_foul" : what))) return `${move}: no tool`;
      return stepped(before, seat(args[0]));
    case "hands": case "select":
      if (!(await tool(what === "hands" ? "pick" : "select"))) return `${move}: no tool`;
      for (const n of args) {
        const cls = what === "hands" ? "picked" : "selected";
        if (!(await page.tap(seat(n)))) return `${move}: seat ${n} not there or disabled`;
        if (!(await page.until(`document.querySelector("${seat(n)}").classList.contains('${cls}')`))) {
          return `${move}: seat ${n} not marked (${await refusal()})`;
        }
      }
      return null;
    case "count": {
      await page.ev(`document.getElementById('count').value = ${JSON.stringify(args[0])}; true`);
      if (!(await page.tap("#count-send"))) return `${move}: no count button`;
      // The console shows the count typed as the vote's hands.
      const shown = `document.getElementById('vote-hands').textContent.endsWith(': ${args[0]}')`;
      if (!(await page.until(shown))) return `${move}: the count did not show (${await refusal()})`;
      return stepped(before, "#record");
    }
    case "shot": {
      const name = args[0];
      await page.size(800, 1280);
      await page.until("window.innerWidth === 800");
      await page.shot(path.join(outDir, `judge-game-${name}-800x1280.png`));
      await page.size(360, 740);
      await page.until("window.innerWidth === 360");
      const f = await fits();
      await page.shot(path.join(outDir, `judge-game-${name}-360x740.png`));
      shots[name] = f;
      return null;
    }
    default: return `${move}: not a move`;
  }
}

const shots = {};
(async () => {
  page = await open(bin, profile, url, 360, 740);
  if (!(await pair(page, code))) fail("not paired");
  let played = 0;
  for (const m of moves) {
    const err = await play(m);
    if (err) {
      await page.shot(path.join(outDir, "judge-game-failed-360x740.png"));
      fail(`move ${played + 1} (${m}): ${err}`);
    }
    played++;
  }
  const phase = await page.ev("document.getElementById('phase').textContent");
  console.log(JSON.stringify({ played, phase, shots }));
  await page.close();
  process.exit(0);
})();
