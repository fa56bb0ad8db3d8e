// Headless Chromium driven over the DevTools pipe, as a phone is used: the
// page at a phone's size with touch emulated, taps that are touches (the
// browser makes the click of them, as on a phone), the page's values read,
// screenshots. Shared by judge_phone.js, judge_game.js and bench_judge.js.
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

// Chromium at WIDTHxHEIGHT with touch, on `url`; resolves to the page.
async function open(bin, profile, url, width, height) {
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
  const raw = (method, params, sessionId) => new Promise((res) => {
    const id = ++next;
    waiting.set(id, res);
    w.write(JSON.stringify({ id, method, params: params || {}, sessionId }) + "\0");
  });
  const t = await raw("Target.createTarget", { url: "about:blank" });
  const a = await raw("Target.attachToTarget", { targetId: t.result.targetId, flatten: true });
  const s = a.result.sessionId;
  const send = (method, params) => raw(method, params, s);
  const page = {
    send,
    async size(wd, ht) {
      await send("Emulation.setDeviceMetricsOverride",
        { width: Number(wd), height: Number(ht), deviceScaleFactor: 1, mobile: true });
    },
    // The value of `expr` in the page.
    async ev(expr) {
      const m = await send("Runtime.evaluate", { expression: expr, returnByValue: true, awaitPromise: true });
      return m.result && m.result.result ? m.result.result.value : undefined;
    },
    // Until `expr` is true (polled every 20 ms), at most `ms`.
    async until(expr, ms) {
      const end = Date.now() + (ms || 10000);
      while (Date.now() < end) { if (await page.ev(expr)) return true; await sleep(20); }
      return false;
    },
    // A finger on the element's middle: touch start and end, as a phone
    // sends them; false when it is not there or disabled. The element's
    // place is taken once it has stayed put for a frame (a page still
    // laying out would move it under the finger).
    async tap(selector) {
      const at = await page.ev(`(async () => {
        const e = document.querySelector(${JSON.stringify(selector)});
        if (!e || e.disabled || e.hidden) return null;
        e.scrollIntoView({ block: "nearest" });
        const frame = () => new Promise((res) => requestAnimationFrame(() => res()));
        let was = "";
        for (let i = 0; i < 20; i++) {
          await frame();
          const r = e.getBoundingClientRect();
          const now = [r.x + r.width / 2, r.y + r.height / 2];
          if (JSON.stringify(now) === was) return now;
          was = JSON.stringify(now);
        }
        return JSON.parse(was);
      })()`);
      if (!at) return false;
      const p = [{ x: at[0], y: at[1] }];
      await send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: p });
      await send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      return true;
    },
    async shot(file) {
      const m = await send("Page.captureScreenshot", { format: "png" });
      fs.writeFileSync(file, Buffer.from(m.result.data, "base64"));
    },
    // Ends the browser and waits for it (its profile is then free to go).
    close() {
      return new Promise((res) => {
        if (ch.exitCode !== null) return res();
        ch.once("exit", () => res());
        ch.kill();
      });
    },
  };
  await page.size(width, height);
  await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  await send("Page.navigate", { url });
  return page;
}

// Pairs the page with the console's code; true once the seats show.
async function pair(page, code) {
  await page.until("!!document.getElementById('code') && !document.getElementById('pairing').hidden", 30000);
  await page.ev(`document.getElementById('code').value = ${JSON.stringify(code)}; true`);
  await page.tap("#pair");
  return page.until("!document.getElementById('remote').hidden && document.querySelectorAll('.seat').length > 0 && !document.querySelector('#next').disabled", 30000);
}

// Lines from the test on stdin, one at a time.
function stdinLines() {
  let inbuf = "";
  const lines = [];
  let wake = null;
  process.stdin.on("data", (d) => {
    inbuf += d.toString();
    let i;
    while ((i = inbuf.indexOf("\n")) >= 0) { lines.push(inbuf.slice(0, i)); inbuf = inbuf.slice(i + 1); }
    if (wake) { wake(); wake = null; }
  });
  return async () => {
    while (!lines.length) await new Promise((res) => { wake = res; });
    return lines.shift();
  };
}

module.exports = { open, pair, sleep, stdinLines };
