// The monkey: whole matches in one tab, driven by seeded random but
// plausible input (issue 16). The person's seat mostly plays legal moves
// (rack buttons, canvas drags, the keyboard, draw and pass), mixed with
// noise: clicks, drags, wheel and pinch on the table, keys, resizes between
// phone and desktop sizes, language changes, every dialog opened and
// closed, the replay entered and left, records exported, reloads in the
// middle of a match. After each match the record is exported and checked
// with `chickenfoot replay`: the page's score sheet must say what the
// engine says. Afterwards: no console error, no trap, no failed request,
// and the JS heap and wasm memory after the last match at most 1.5 times
// what they were after the first.
//
//   MONKEY_SEED=n     the input's seed (printed; default 20261201)
//   MONKEY_MATCHES=n  matches to play (default 5; `make soak` plays 20)
//
// The figures go to artifacts/monkey.json.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { launch, watch, ready, turn, shot, sleep, BASE, DESKTOP, prng } from './helpers.mjs';

const SEED = Number(process.env.MONKEY_SEED ?? 20261201) >>> 0;
const MATCHES = Math.max(1, Number(process.env.MONKEY_MATCHES ?? 5) | 0);
const BIN = new URL('../../target/release/chickenfoot', import.meta.url).pathname;
const ARTIFACTS = new URL('../../artifacts/', import.meta.url).pathname;
// No rules and no seed in the address: a reload resumes the saved game.
const QUERY = '?delay=0&mute=1';
const MATCH_MS = 300_000;

const SIZES = [
  { width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 844, height: 390 },
  { width: 768, height: 1024 }, { width: 1920, height: 1080 }, { width: 360, height: 640 },
];
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Escape', '+', '-', '0', '=',
  'd', 'p', 'Tab', 'Shift+Tab', 'x', 'PageUp', 'PageDown', 'Home', 'Enter', ' '];
const LANGS = ['en', 'sk', 'cs', 'ru'];

/** What the monkey needs to know about the page now. */
async function look(page) {
  return page.evaluate(() => {
    const vis = (el) => !!el && !el.hidden;
    const ov = document.querySelector('#overlay');
    const fits = [...document.querySelectorAll('#a11y .tilebtn[data-fits]')].map((b) => b.dataset.cmd);
    // What the labels say in words, in each language, to hold against data-fits.
    const worded = [...document.querySelectorAll('#a11y .tilebtn')]
      .filter((b) => /, (fits on|hodí s[ea] na|подходит к) /.test(b.getAttribute('aria-label') || ''))
      .map((b) => b.dataset.cmd);
    return {
      overlay: vis(ov),
      end: vis(ov) && !!ov.querySelector('.end'),
      over: vis(ov) && !!ov.querySelector('#result'),
      dialog: vis(ov) && !ov.querySelector('.end') && !!ov.querySelector('.card'),
      replay: vis(document.querySelector('#replaybar')),
      peeking: vis(document.querySelector('#peek-back')),
      tiles: [...document.querySelectorAll('#a11y .tilebtn')].map((b) => b.dataset.cmd),
      fits,
      worded,
      draw: !!document.querySelector('#btn-draw') && !document.querySelector('#btn-draw').disabled && vis(document.querySelector('#btn-draw')),
      pass: !!document.querySelector('#btn-pass') && !document.querySelector('#btn-pass').disabled && vis(document.querySelector('#btn-pass')),
      status: document.querySelector('#status')?.textContent || '',
      error: vis(document.querySelector('#error')),
      lang: document.documentElement.lang,
    };
  });
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test(`monkey: ${MATCHES} whole matches of random input in one tab; the page agrees with the engine; memory stays flat`, { timeout: 60 * 60_000 }, async () => {
  const rng = prng(SEED);
  console.log(`monkey: MONKEY_SEED=${SEED} MONKEY_MATCHES=${MATCHES}`);
  const t0 = Date.now();
  const context = await browser.newContext({ ...DESKTOP, hasTouch: true, acceptDownloads: true });
  // The wasm module's exports (its memory), as Trunk's loader announces them.
  // The deals too come from the seed: the page's random source (getrandom:
  // crypto.getRandomValues) is a seeded stream, continued across reloads.
  await context.addInitScript((seed) => {
    const orig = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (arr) => {
      if (!(arr instanceof Uint8Array)) return orig(arr);
      let n = Number(sessionStorage.getItem('monkey-random') || 0);
      for (let i = 0; i < arr.length; i++) {
        let t = (seed + Math.imul(++n, 0x9e3779b9)) >>> 0;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        arr[i] = (t ^ (t >>> 14)) & 0xff;
      }
      sessionStorage.setItem('monkey-random', String(n));
      return arr;
    };
  }, SEED);
  await context.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (e) => { window.__cfWasm = e.detail.wasm; });
    // Timers still pending, whoever set them (the page sets none of its own).
    const live = new Set();
    const [st, ct, si, ci] = [setTimeout, clearTimeout, setInterval, clearInterval];
    window.setTimeout = (f, ms, ...a) => {
      const id = st((...x) => { live.delete(id); if (typeof f === 'function') f(...x); }, ms, ...a);
      live.add(id);
      return id;
    };
    window.clearTimeout = (id) => { live.delete(id); ct(id); };
    window.setInterval = (f, ms, ...a) => { const id = si(f, ms, ...a); live.add(id); return id; };
    window.clearInterval = (id) => { live.delete(id); ci(id); };
    window.__cfTimers = () => live.size;
  });
  const page = await context.newPage();
  const problems = watch(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const stats = { seed: SEED, matches: [], events: 0, actions: {}, reloads: 0, covered: [], zoomed: [] };
  const count = (what, n = 1) => { stats.events += n; stats.actions[what] = (stats.actions[what] || 0) + 1; };

  await page.goto(BASE + QUERY);
  await ready(page);

  /** Clicks a button as a finger would; one that cannot be clicked is
   * noted with what stood in the way (the element at its centre,
   * Playwright's reason, scroll and zoom, a screenshot; artifacts/monkey.json)
   * and pressed through the DOM, so that the run goes on. */
  const press = async (sel) => {
    const ok = await page.click(sel, { timeout: 2000 }).then(() => true, (e) => e.message);
    if (ok === true) return;
    const where = await page.evaluate((q) => {
      const r = document.querySelector(q)?.getBoundingClientRect();
      const at = r && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return { box: r && [r.x, r.y, r.width, r.height].map(Math.round), at: at && (at.id || at.className || at.tagName),
        scroll: [scrollX, scrollY], zoom: visualViewport && visualViewport.scale };
    }, sel);
    Object.assign(where, { sel, size: page.viewportSize(), lang: (await look(page)).lang,
      why: ok.split('\n').filter((l) => /intercept|not (visible|stable|enabled)|outside|retrying|waiting/.test(l)).slice(-3).join(' | ') || ok.split('\n')[0] });
    stats.covered.push(where);
    console.log(`monkey: ${sel} could not be clicked: ${JSON.stringify(where)}`);
    await shot(page, `monkey-covered-${stats.covered.length}`);
    await page.evaluate((q) => document.querySelector(q)?.click(), sel);
  };
  const board = async () => page.locator('#board').boundingBox();
  /** Whether every point is on the table itself: elsewhere (the message
   * line, a seat chip, a result card) a pinch or a Ctrl+wheel zooms the
   * whole page, as a browser lets a person do, and later clicks would miss. */
  const onTable = (pts) => page.evaluate((q) => q.every((p) => document.elementFromPoint(p.x, p.y)?.id === 'board'), pts);
  const randomPoint = async () => {
    const b = await board();
    if (!b) return null;
    return { x: b.x + 5 + rng.next() * Math.max(1, b.width - 10), y: b.y + 5 + rng.next() * Math.max(1, b.height - 10) };
  };
  /** Closes whatever dialog or replay the noise left open (not a result card). */
  const tidy = async () => {
    for (let i = 0; i < 6; i++) {
      const s = await look(page);
      if (s.replay) { await page.keyboard.press('Escape'); count('tidy'); }
      else if (s.dialog) {
        // Escape, or the dialog's own Close button.
        if (rng.chance(0.5)) await page.keyboard.press('Escape');
        else await page.evaluate(() => document.querySelector('#overlay .card [data-cmd="close"]')?.click());
        count('tidy');
      } else if (s.peeking) { await press('#peek-back'); count('tidy'); }
      else return;
      await sleep(30);
    }
  };
  /** Waits (briefly) until the page shows something else than `s`. */
  const changed = async (s) => {
    await page.waitForFunction((old) => {
      const n = document.querySelectorAll('#a11y .tilebtn').length;
      const ov = document.querySelector('#overlay');
      return n !== old.n || (ov && !ov.hidden) || document.querySelector('#status')?.textContent !== old.status;
    }, { n: s.tiles.length, status: s.status }, { timeout: 4000 }).catch(() => {});
  };
  const openMenu = async () => {
    // A result card may cover the toolbar (a phone): put it aside first.
    // (An AI seat may end the round between a look and the click: try
    // again; the fifth try presses as `press` does.)
    for (let i = 0; ; i++) {
      if ((await look(page)).end) { await press('#overlay [data-cmd="peek"]'); count('peek'); }
      if (i >= 4) { await press('#btn-menu'); break; }
      if (await page.click('#btn-menu', { timeout: 2000 }).then(() => true, () => false)) break;
    }
    count('menu');
    await page.locator('#menu-export').first().waitFor({ timeout: 5000 });
  };
  const pickLang = async (tag) => {
    await openMenu();
    await page.selectOption('#menu-lang', tag);
    count('lang');
    await page.waitForFunction((t) => document.documentElement.lang === t, tag, { timeout: 10_000 });
    await tidy();
  };

  // ---- the person's moves
  const play = async (s) => {
    if (s.fits.length) {
      const tile = rng.pick(s.fits);
      const how = rng.pick(['buttons', 'buttons', 'drag', 'drag', 'keys']);
      count(`move-${how}`);
      if (how === 'buttons') {
        await page.evaluate((c) => document.querySelector(`#a11y [data-cmd="${c}"]`)?.click(), tile);
        await page.locator('#a11y .targetbtn').first().waitFor({ state: 'attached', timeout: 3000 }).catch(() => {});
        const targets = await page.locator('#a11y .targetbtn').count();
        if (targets) await page.evaluate((i) => document.querySelectorAll('#a11y .targetbtn')[i]?.click(), rng.int(targets));
        stats.events += 1;
      } else if (how === 'drag') {
        const from = await page.locator(`#a11y [data-cmd="${tile}"]`).boundingBox().catch(() => null);
        if (!from) return;
        const fx = from.x + from.width / 2; const fy = from.y + from.height / 2;
        await page.mouse.move(fx, fy);
        await page.mouse.down();
        await page.mouse.move(fx, fy - 25, { steps: 3 });
        const targets = await page.locator('#a11y .targetbtn').count();
        const to = targets ? await page.locator('#a11y .targetbtn').nth(rng.int(targets)).boundingBox().catch(() => null) : null;
        if (to) await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
        else await page.mouse.move(fx + 40, fy - 120, { steps: 4 });
        await page.mouse.up();
        stats.events += 2;
      } else {
        await page.focus(`#a11y [data-cmd="${tile}"]`).catch(() => {});
        await page.keyboard.press('Enter');
        await page.locator('#a11y .targetbtn').first().waitFor({ state: 'attached', timeout: 3000 }).catch(() => {});
        for (let i = rng.int(3); i > 0; i--) { await page.keyboard.press('ArrowRight'); stats.events += 1; }
        await page.keyboard.press('Enter');
        stats.events += 1;
      }
    } else if (s.draw || s.pass) {
      const id = s.draw ? 'draw' : 'pass';
      if (rng.chance(0.5)) await page.click(`#btn-${id}`, { timeout: 3000 }).catch(() => {});
      else await page.keyboard.press(id[0]);
      count(`move-${id}`);
    } else {
      return;
    }
    await changed(s);
  };

  // ---- noise
  const noise = {
    async click() {
      const p = await randomPoint(); if (!p) return;
      await page.mouse.click(p.x, p.y); count('click');
      await page.keyboard.press('Escape'); count('key');
    },
    async pan() {
      const a = await randomPoint(); const b = await randomPoint(); if (!a || !b) return;
      await page.mouse.move(a.x, a.y); await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 2 + rng.int(8) }); await page.mouse.up(); count('drag');
    },
    async rackDrag() {
      // A rack tile dropped anywhere (mostly not a target: refused, it goes back).
      const s = await look(page); if (!s.tiles.length) return;
      const from = await page.locator(`#a11y [data-cmd="${rng.pick(s.tiles)}"]`).boundingBox().catch(() => null);
      const to = await randomPoint(); if (!from || !to) return;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2); await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 }); await page.mouse.up(); count('rack-drag');
    },
    async wheel() {
      const p = await randomPoint(); if (!p) return;
      await page.mouse.move(p.x, p.y);
      // Ctrl+wheel is how a touchpad pinches: only on the table, as a pinch.
      const ctrl = rng.chance(0.3) && await onTable([p]);
      if (ctrl) await page.keyboard.down('Control');
      await page.mouse.wheel(0, (rng.next() - 0.5) * 800);
      if (ctrl) await page.keyboard.up('Control');
      count('wheel');
    },
    async pinch() {
      const c = await randomPoint(); if (!c) return;
      const d0 = 20 + rng.next() * 60; const d1 = 20 + rng.next() * 160;
      const at = (d) => [{ x: c.x - d, y: c.y, id: 1 }, { x: c.x + d, y: c.y, id: 2 }];
      if (!await onTable([...at(d0), ...at(d1)])) return;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(d0) });
      lastGesture = await page.evaluate((pts) => pts.map((q) => { const e = document.elementFromPoint(q.x, q.y); return e && (e.id || e.className || e.tagName); }), at(d0));
      for (let i = 1; i <= 5; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d0 + (d1 - d0) * i / 5) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      count('pinch', 7);
    },
    async tap() {
      const p = await randomPoint(); if (!p) return;
      await page.touchscreen.tap(p.x, p.y); count('tap');
    },
    async key() {
      await page.keyboard.press(rng.pick(KEYS)); count('key');
      await tidy();
    },
    async resize() {
      await page.setViewportSize(rng.pick(SIZES)); count('resize');
      await sleep(50);
    },
    async lang() {
      await pickLang(rng.pick(LANGS));
    },
    async dialog() {
      await openMenu();
      const which = rng.pick(['menu', 'stats', 'rules', 'share', 'newgame']);
      if (which !== 'menu') {
        await page.click(`#menu-${which}`); count(`dialog-${which}`);
        await sleep(30);
        if (which === 'newgame') {
          // Fields changed, then abandoned: the match goes on.
          await page.selectOption('#ng-seats', String(2 + rng.int(7))).catch(() => {});
          await page.selectOption('#ng-preset', rng.pick(['standard', 'seven', 'quick', 'double-twelve'])).catch(() => {});
        }
      }
      await tidy();
    },
    async replay() {
      await openMenu();
      await page.click('#menu-replay'); count('replay');
      await page.locator('#replaybar:not([hidden])').first().waitFor({ timeout: 5000 });
      for (let i = rng.int(8); i > 0; i--) {
        if (rng.chance(0.5)) await page.keyboard.press(rng.pick(['ArrowRight', 'ArrowLeft', 'PageDown', 'PageUp']));
        else await page.evaluate((id) => { const b = document.querySelector(id); if (b && !b.disabled) b.click(); },
          rng.pick(['#rp-next', '#rp-prev', '#rp-fwd', '#rp-back']));
        count('replay-step');
      }
      if (rng.chance(0.5)) await page.keyboard.press('Escape');
      else await page.click('#rp-exit');
      count('replay-exit');
      await page.locator('#replaybar').first().waitFor({ state: 'hidden', timeout: 5000 });
    },
    async export() {
      await openMenu();
      const [d] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.click('#menu-export')]);
      JSON.parse(readFileSync(await d.path(), 'utf8'));
      count('export');
    },
    async toggle() {
      const id = rng.pick(['#btn-numerals', '#btn-mute', '#btn-autodraw', '#btn-hint']);
      if (await page.locator(id).isVisible() && await page.locator(id).isEnabled()) {
        await page.click(id, { timeout: 2000 }).catch(() => {});
        count('toggle');
      } else {
        // A narrow toolbar keeps these in the menu.
        await openMenu();
        const m = rng.pick(['#menu-sort', '#menu-numerals', '#menu-mute', '#menu-autodraw']);
        await page.click(m, { timeout: 2000 }).catch(() => {});
        count('toggle');
        await tidy();
      }
    },
  };
  const NOISE = Object.keys(noise);
  let lastGesture = null;
  /** The page pinch-zoomed as a whole: a pinch checked to be on the table
   * can still land on the round's result card when an AI seat ends the
   * round in between (seen: both fingers on the score sheet's headers),
   * and the browser then zooms the page, as it lets a person do. Noted
   * with the action and where the fingers landed, and the zoom undone,
   * so that later clicks land where they aim (before, a menu item was
   * clicked through another one and the run timed out). */
  const unzoom = async (act) => {
    const scale = await page.evaluate(() => visualViewport?.scale ?? 1);
    if (Math.abs(scale - 1) < 1e-3) return;
    const z = { scale, after: act, on: lastGesture, events: stats.events };
    stats.zoomed.push(z);
    console.log(`monkey: the page was zoomed: ${JSON.stringify(z)}; zoomed back`);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 }).catch(() => {});
  };

  const reload = async (what) => {
    const before = await look(page);
    await page.reload();
    await ready(page);
    stats.reloads += 1; count('reload');
    // The rack's buttons may come a frame after the status line.
    await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length === n,
      before.tiles.length, { timeout: 5000 }).catch(() => {});
    const after = await look(page);
    // The saved game resumed: the same round, boneyard and hand.
    assert.equal(after.status, before.status, `a reload ${what} resumes the game`);
    assert.deepEqual([...after.tiles].sort(), [...before.tiles].sort(), `a reload ${what} keeps the hand`);
  };

  /** The match-over card: its score sheet, its result, the record, the engine's word. */
  const finish = async (m) => {
    // The result in English, so that names can be compared.
    if ((await look(page)).lang !== 'en') await pickLang('en');
    await openMenu();
    const [d] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), page.click('#menu-export')]);
    const path = `${ARTIFACTS}monkey-match-${m}.json`;
    await d.saveAs(path);
    count('export');
    if ((await look(page)).peeking) { await press('#peek-back'); count('unpeek'); }
    await page.locator('#overlay #result').first().waitFor({ timeout: 5000 });
    const sheet = await page.evaluate(() => {
      const t = document.querySelector('#overlay table.sheet');
      const nums = (row) => [...row.querySelectorAll('td')].map((c) => Number(c.textContent));
      return {
        names: [...t.querySelectorAll('thead th')].slice(1).map((c) => (c.querySelector('.nm') ?? c).textContent),
        rows: [...t.querySelectorAll('tbody tr')].map(nums),
        totals: nums(t.querySelector('tfoot tr')),
        result: document.querySelector('#result').textContent,
      };
    });
    const out = execFileSync(BIN, ['replay', path], { encoding: 'utf8' });
    const engine = JSON.parse(out);
    const rec = JSON.parse(readFileSync(path, 'utf8'));
    assert.deepEqual(sheet.rows, engine.rounds.map((r) => r.scores), `match ${m}: the score sheet's rounds`);
    assert.ok(engine.rounds.every((r) => r.end !== 'in_progress'), `match ${m}: every round finished`);
    assert.deepEqual(sheet.totals, engine.totals, `match ${m}: the totals`);
    assert.ok(engine.winners.length > 0, `match ${m}: the engine names winners`);
    sheet.names.forEach((name, i) => {
      assert.equal(sheet.result.includes(name), engine.winners.includes(i),
        `match ${m}: "${sheet.result}" names ${name} iff the engine's winners ${JSON.stringify(engine.winners)} hold seat ${i}`);
    });
    const moves = rec.rounds.reduce((n, r) => n + r.moves.length, 0);
    return { seats: sheet.names.length, rounds: engine.rounds.length, moves, totals: engine.totals, winners: engine.winners, seed: rec.seed };
  };

  const memory = async () => {
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await sleep(100);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (n) => metrics.find((x) => x.name === n)?.value;
    const wasm = await page.evaluate(() => window.__cfWasm?.memory?.buffer?.byteLength ?? null);
    const timers = await page.evaluate(() => window.__cfTimers());
    return { jsHeap: usedSize, wasm, listeners: get('JSEventListeners'), nodes: get('Nodes'), timers };
  };

  /** A new match from the New game dialog: one person and 1 to 3 AI seats, short rules. */
  const newMatch = async () => {
    await tidy();
    const s = await look(page);
    if (s.over && rng.chance(0.4)) {
      await press('#overlay [data-cmd="rematch"]'); count('rematch');
    } else {
      if (s.over) await press('#overlay [data-cmd="newgame"]');
      else await page.click('#btn-menu').then(() => page.click('#menu-newgame'));
      count('newgame');
      const n = 2 + rng.int(3);
      await page.selectOption('#ng-seats', String(n));
      for (let i = 1; i < n; i++) await page.selectOption(`#ng-seat${i}`, rng.pick(['easy', 'easy', 'medium', 'medium', 'hard']));
      await page.selectOption('#ng-preset', 'quick');
      await page.selectOption('#ng-set', '6');
      await page.selectOption('#ng-hand', 'seven');
      await page.click('#ng-start');
      stats.events += 4 + n;
    }
    await page.waitForFunction(() => !document.querySelector('#overlay .end') && /\b1\b/.test(document.querySelector('#status [data-round]')?.textContent || ''), null, { timeout: 10_000 });
  };

  const mem = [];
  for (let m = 1; m <= MATCHES; m++) {
    await newMatch();
    const start = Date.now();
    // Reloads happen in the first half of the run (and always in match 1),
    // so the second half is one unbroken stretch for the memory check.
    let reloadAt = (m === 1 || (m <= MATCHES / 2 && rng.chance(0.6))) ? 3 + rng.int(25) : -1;
    let human = 0;
    for (let i = 0; ; i++) {
      if (Date.now() - start > MATCH_MS) {
        await shot(page, `monkey-stuck-${m}`);
        assert.fail(`match ${m} did not end in ${MATCH_MS / 1000}s: ${JSON.stringify(await look(page))}`);
      }
      const s = await look(page);
      assert.ok(!s.error, `match ${m}: the error box is shown: ${await page.locator('#error').textContent()}`);
      if (s.over) break;
      assert.deepEqual(s.fits, s.worded, `match ${m} (${s.lang}): data-fits marks the tiles whose label says where they fit`);
      if (s.replay || s.dialog || s.peeking) { await tidy(); continue; }
      if (s.end) {
        if (rng.chance(0.3)) {
          await press('#overlay [data-cmd="peek"]'); count('peek');
          const act = rng.pick(['wheel', 'pan', 'resize', 'key']);
          await noise[act]();
          await unzoom(act);
          await tidy();
        }
        await page.evaluate(() => document.querySelector('#overlay [data-cmd="next"]')?.click()); count('next');
        await page.waitForFunction(() => !document.querySelector('#overlay .end') || document.querySelector('#result'), null, { timeout: 5000 }).catch(() => {});
        continue;
      }
      // On the person's turn with a tile to play, nothing moves the game on
      // behind the reload (no AI seat, no auto-draw).
      if (reloadAt >= 0 && i >= reloadAt && !s.overlay && s.fits.length) {
        reloadAt = -1;
        await reload(`in match ${m}`);
        continue;
      }
      const mine = s.fits.length > 0 || s.draw || s.pass;
      if (mine && rng.chance(0.7)) { await play(s); human += 1; continue; }
      if (!mine && rng.chance(0.6)) { await sleep(15); continue; }
      const act = rng.pick(NOISE);
      await noise[act]();
      await unzoom(act);
    }
    const r = await finish(m);
    const mm = await memory();
    mem.push(mm);
    r.seconds = (Date.now() - start) / 1000;
    r.humanMoves = human;
    r.memory = mm;
    stats.matches.push(r);
    console.log(`match ${m}: seed ${r.seed}, ${r.seats} seats, ${r.rounds} rounds, ${r.moves} moves (${human} by the monkey), ${r.seconds}s; `
      + `JS heap ${mm.jsHeap} B, wasm ${mm.wasm} B, ${mm.listeners} listeners, ${mm.nodes} nodes, ${mm.timers} timers`);
  }

  stats.seconds = (Date.now() - t0) / 1000;
  stats.moves = stats.matches.reduce((n, r) => n + r.moves, 0);
  stats.problems = problems;
  stats.traps = problems.filter((p) => /RuntimeError|unreachable|panicked/.test(p)).length;
  const first = mem[0]; const last = mem[mem.length - 1];
  stats.memory = { first, last, heapRatio: last.jsHeap / first.jsHeap, wasmRatio: last.wasm / first.wasm };
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(`${ARTIFACTS}monkey.json`, JSON.stringify(stats, null, 1));
  console.log(`monkey: seed ${SEED}, ${MATCHES} matches, ${stats.moves} moves, ${stats.events} input events, `
    + `${stats.reloads} reloads, ${problems.length} problems, ${stats.traps} traps, ${stats.seconds}s; `
    + `JS heap ${first.jsHeap} -> ${last.jsHeap} B (x${stats.memory.heapRatio.toFixed(2)}), `
    + `wasm ${first.wasm} -> ${last.wasm} B (x${stats.memory.wasmRatio.toFixed(2)}), `
    + `listeners ${first.listeners} -> ${last.listeners}, nodes ${first.nodes} -> ${last.nodes}, timers pending ${first.timers} -> ${last.timers}`);
  console.log(`monkey: actions ${JSON.stringify(stats.actions)}`);
  console.log(`monkey: ${stats.covered.length} buttons covered when clicked, page zoomed ${stats.zoomed.length} times`);

  assert.equal(stats.matches.length, MATCHES, 'every match reached its end');
  assert.deepEqual(problems, [], 'no console error, trap or failed request');
  assert.ok(first.wasm > 0, 'the wasm memory was measured');
  assert.ok(stats.memory.heapRatio <= 1.5, `JS heap after ${MATCHES} matches ${last.jsHeap} B <= 1.5 x ${first.jsHeap} B`);
  assert.ok(stats.memory.wasmRatio <= 1.5, `wasm memory after ${MATCHES} matches ${last.wasm} B <= 1.5 x ${first.wasm} B`);
  assert.ok(last.listeners <= first.listeners * 1.5, `listeners ${first.listeners} -> ${last.listeners}`);
  assert.ok(last.timers <= first.timers + 2, `timers pending ${first.timers} -> ${last.timers}`);
  // DOM nodes, detached ones not yet collected included (a handle kept to
  // one node of a removed card keeps the whole card).
  assert.ok(last.nodes <= first.nodes * 1.5, `DOM nodes ${first.nodes} -> ${last.nodes}`);
  await context.close();
});
