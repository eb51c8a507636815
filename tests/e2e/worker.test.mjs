// Expert thinks in a Web Worker (src/page/worker.rs, src/web/worker.rs,
// www/ai-worker.js): the page runs no search of its own, and every move of
// the round is the one `chickenfoot play` makes for the same seed. Without
// its worker (the script blocked), Expert thinks on the page in slices and
// still plays the command line's moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launch, shot, BASE } from './helpers.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = process.env.CHICKENFOOT_BIN || `${ROOT}target/release/chickenfoot`;
const SEED = 7;
const QUERY = `?players=4&seats=expert,expert,expert,expert&rounds=1&seed=${SEED}&delay=0&mute=1`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The moves of the round as `chickenfoot play` makes them. */
function cliMoves() {
  const out = execFileSync(BIN, ['play', '--seed', String(SEED), '--players', '4', '--rounds', '1',
    '--seats', 'expert,expert,expert,expert'], { encoding: 'utf8' });
  return JSON.parse(out).rounds[0].moves;
}

/** Waits for the round's end; the page's saved record's moves of it. */
async function pageMoves(page) {
  await page.waitForSelector('#overlay .end', { timeout: 120_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('chickenfoot/game')).record.rounds[0].moves);
}

/**
 * A fresh browser context on the all-Expert round; `block` aborts the
 * worker's script. Blocked, the context has no service worker: once the
 * page's service worker has taken over, it would answer the script from its
 * cache, which the route does not see (a race that CI lost once).
 */
async function visit({ block = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: block ? 'block' : 'allow',
  });
  const page = await context.newPage();
  const seen = { problems: [], warnings: [], workers: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') seen.problems.push(m.text());
    if (m.type() === 'warning') seen.warnings.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  page.on('worker', (w) => seen.workers.push(new URL(w.url()).pathname.split('/').pop()));
  if (block) await page.route('**/ai-worker.js*', (r) => r.abort());
  await page.goto(BASE + QUERY);
  return { context, page, seen };
}

test('Expert thinks in the worker: no search on the page, every move the command line\'s', { timeout: 180_000 }, async () => {
  assert.ok(existsSync(BIN), `${BIN} missing: cargo build --release first`);
  const want = cliMoves();
  const { context, page, seen } = await visit();
  const got = await pageMoves(page);
  assert.deepEqual(got, want, 'the round the page played is the one `chickenfoot play` plays');
  assert.deepEqual(seen.workers, ['ai-worker.js'], 'one worker, started once');
  // Searches on the main thread leave their count on the board.
  assert.equal(await page.locator('#board').getAttribute('data-slices'), null, 'no search slice ran on the page');
  assert.deepEqual(seen.warnings, []);
  assert.deepEqual(seen.problems, []);
  // Nobody at the table is a person: no move or hand controls.
  for (const sel of ['#btn-draw', '#btn-pass', '#btn-hint', '#btn-autodraw', '#toolbar [data-cmd=sort]']) {
    assert.equal(await page.locator(sel).isVisible(), false, `${sel} hidden at a table of computer seats`);
  }
  assert.equal(await page.locator('#btn-menu').isVisible(), true);
  await shot(page, 'expert-in-worker');
  await context.close();
});

test('Without its worker, Expert thinks on the page and says why once', { timeout: 180_000 }, async () => {
  const want = cliMoves();
  const { context, page, seen } = await visit({ block: true });
  const got = await pageMoves(page);
  assert.deepEqual(got, want, 'the same moves, thought out on the page');
  const slices = await page.locator('#board').getAttribute('data-slices');
  assert.ok(slices && Number(slices.split(' ')[1]) > 10, `searches ran on the page: ${slices}`);
  const said = seen.warnings.filter((w) => /AI worker failed/.test(w));
  assert.equal(said.length, 1, seen.warnings.join('\n'));
  // The blocked script is the only failure.
  assert.deepEqual(seen.problems.filter((p) => !/ai-worker\.js/.test(p)), []);
  await context.close();
});
