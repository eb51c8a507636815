// Shared helpers: launch the system Chromium, open the game, fail on any
// console error or failed request, save screenshots.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const BASE = process.env.BASE_URL || 'http://127.0.0.1:8091/';
export const SHOTS = new URL('../../artifacts/screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
};

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The browser's own tab-icon request, cut short when a test navigates or reloads at once. */
function iconAbort(r) {
  return r.failure()?.errorText === 'net::ERR_ABORTED' && /\/icons\/icon[^/]*$/.test(r.url());
}

/**
 * Opens the game; returns { page, problems } where problems collects console errors and failed requests.
 * With `randomByte`, the browser's random numbers are that byte over and over, so a plain visit's deal is known.
 */
export async function open(browser, query = '', device = DESKTOP, { randomByte } = {}) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => { if (!iconAbort(r)) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`); });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await context.addInitScript(recordCsp);
  if (randomByte !== undefined) await context.addInitScript(fixRandom, randomByte);
  await page.goto(BASE + query);
  await ready(page);
  return { page, problems, context };
}

/** In the page, before any of its scripts: `crypto.getRandomValues` fills with `byte`. */
function fixRandom(byte) {
  crypto.getRandomValues = (a) => { new Uint8Array(a.buffer, a.byteOffset, a.byteLength).fill(byte); return a; };
}

/** In the page, before any of its scripts: keeps every Content-Security-Policy violation. */
function recordCsp() {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
  });
}

/** The Content-Security-Policy violations seen so far in a page opened by open(). */
export async function cspViolations(page) {
  return page.evaluate(() => window.cspViolations);
}

/** Waits until the game has drawn its status line (in any language). */
export async function ready(page) {
  await page.waitForFunction(() => !!document.querySelector('#status [data-round]'));
}

/** Records console errors, page errors, failed requests and HTTP errors of a page. */
export function watch(page, problems = []) {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => { if (!iconAbort(r)) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`); });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  return problems;
}

/** Makes one move for the person if it is their turn (drag-free: click tile, then target). Returns true if a move was made. */
export async function step(page) {
  const s = await turn(page);
  if (s.overlay) return false;
  if (s.fits.length) {
    const before = s.hand;
    await page.evaluate((c) => document.querySelector(`#a11y [data-cmd="${c}"]`).click(), s.fits[0]);
    await page.waitForSelector('#a11y .targetbtn', { state: 'attached', timeout: 5000 });
    await page.evaluate(() => document.querySelector('#a11y .targetbtn').click());
    await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length !== n
      || !document.querySelector('#overlay').hidden, before, { timeout: 10_000 });
    return true;
  }
  // Clicked in the page, only if still enabled (the state may have moved on).
  const clicked = await page.evaluate(() => {
    for (const id of ['#btn-draw', '#btn-pass']) {
      const b = document.querySelector(id);
      if (!b.disabled) { b.click(); return true; }
    }
    return false;
  });
  if (clicked) await page.waitForTimeout(30);
  return clicked;
}

/**
 * Starts a game from the New game dialog: `seats` lists each seat's kind
 * ('human', 'easy', 'medium', 'hard', 'expert'), `preset` picks a rules preset.
 * With `open: false` the dialog is already open (to audit it first).
 */
export async function newGame(page, seats, { preset, open = true } = {}) {
  if (open) await page.click('[data-cmd="newgame"]');
  await page.selectOption('#ng-seats', String(seats.length));
  for (const [i, kind] of seats.entries()) await page.selectOption(`#ng-seat${i}`, kind);
  if (preset) await page.selectOption('#ng-preset', preset);
  await page.click('#ng-start');
}

/** At a round's end: deals the next round (the results card's Next round) and waits until the card is gone. */
export async function nextRound(page) {
  await page.evaluate(() => document.querySelector('#overlay [data-cmd="next"]').click());
  await page.waitForFunction(() => !document.querySelector('#overlay .end'));
}

export async function shot(page, name) {
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

/** Records what the live region says from now on, an announcement an
 * entry, in `window.said` (the computer seats' plays may follow at once,
 * so the region's last paragraph alone could miss one). */
export const listen = (page) => page.evaluate(() => {
  window.said = [];
  const live = document.querySelector('#live');
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => window.said.push(n.textContent))))
    .observe(live, { childList: true });
});

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What the page offers the player now. */
export async function turn(page) {
  return page.evaluate(() => {
    const vis = (el) => el && !el.hidden;
    const ov = document.querySelector('#overlay');
    return {
      roundOver: vis(ov) && !!ov.querySelector('.end'),
      overlay: vis(ov),
      // data-fits: the tiles whose label says where they fit, in any language.
      fits: [...document.querySelectorAll('#a11y .tilebtn[data-fits]')].map((b) => b.dataset.cmd),
      hand: document.querySelectorAll('#a11y .tilebtn').length,
      draw: !document.querySelector('#btn-draw').disabled,
      pass: !document.querySelector('#btn-pass').disabled,
      status: document.querySelector('#status').textContent,
      msg: document.querySelector('#msg').textContent,
    };
  });
}

/** The centre of an element once it stands still (the camera eases to a new fit after each move). */
export async function centre(locator) {
  let b = await locator.boundingBox();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 40));
    const again = await locator.boundingBox();
    const still = Math.abs(again.x - b.x) < 0.5 && Math.abs(again.y - b.y) < 0.5 && Math.abs(again.width - b.width) < 0.5;
    b = again;
    if (still) break;
  }
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Plays up to `n` of the person's moves (waiting for the computer seats between); returns how many were made. */
export async function play(page, n, limit = 600) {
  let made = 0;
  for (let i = 0; i < limit && made < n; i++) {
    if (await step(page)) made += 1; else await sleep(30);
  }
  return made;
}

/** Waits until the person is to move (a tile fits, or draw/pass is on). */
export async function myTurn(page) {
  await page.waitForFunction(() => !!document.querySelector('#a11y .tilebtn[data-fits]')
    || !document.querySelector('#btn-draw').disabled || !document.querySelector('#btn-pass').disabled,
  null, { timeout: 20_000 });
}

/** mulberry32: a small seeded PRNG for reproducible random input. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** Picks a language in the menu (the switch may wait for its strings). */
export async function chooseLang(page, tag) {
  await page.click('#btn-menu');
  await page.selectOption('#menu-lang', tag);
}
