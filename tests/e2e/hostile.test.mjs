// Hostile input (issue 16): generated corrupted and malformed record files
// imported into a game in progress, and fuzzed page addresses.
//
//   HOSTILE_SEED=n     seed of both (printed; default 16)
//   HOSTILE_RECORDS=n  record files to import (default 1000, made by
//                      tests/reference/gen.py)
//   HOSTILE_URLS=n     fuzzed addresses to open (default 100)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, open, ready, step, turn, watch, sleep, shot, BASE, DESKTOP, prng } from './helpers.mjs';

const SEED = Number(process.env.HOSTILE_SEED ?? 16) >>> 0;
const RECORDS = Number(process.env.HOSTILE_RECORDS ?? 1000) | 0;
const URLS = Number(process.env.HOSTILE_URLS ?? 100) | 0;
const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'target/release/chickenfoot');
const ARTIFACTS = join(ROOT, 'artifacts');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Waits until the person is to move (so no AI seat moves the game on behind the imports). */
async function myTurn(page) {
  for (let i = 0; i < 400; i++) {
    const s = await turn(page);
    if (!s.overlay && (s.fits.length || s.draw || s.pass)) return;
    await sleep(25);
  }
  assert.fail('the person never got the turn');
}

const game = (page) => page.evaluate(() => ({
  save: localStorage.getItem('chickenfoot/game'),
  status: document.querySelector('#status').textContent,
  hand: [...document.querySelectorAll('#a11y .tilebtn')].map((b) => b.dataset.cmd),
}));

test(`${RECORDS} generated corrupted and malformed records imported: each refused with a message or replayable, as chickenfoot replay says; the game untouched`, { timeout: 30 * 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-hostile-'));
  try {
    execFileSync('python3', [join(ROOT, 'tests/reference/gen.py'), '--count', String(RECORDS), '--seed', String(SEED), '--out', dir, '--bin', BIN]);
    const files = readdirSync(dir).sort();
    assert.equal(files.length, RECORDS);
    const { page, problems, context } = await open(browser, '?seed=7&delay=0&mute=1');
    for (let i = 0; i < 3; i++) { await myTurn(page); await step(page); }
    await myTurn(page);
    const before = await game(page);
    const tally = { refused: 0, replayed: 0, cliOk: 0, cliIllegal: 0, cliBad: 0, integralFloats: 0, steps: 0, messages: {} };
    const disagree = [];
    const t0 = Date.now();
    for (const name of files) {
      const path = join(dir, name);
      const cli = spawnSync(BIN, ['replay', path], { encoding: 'utf8' });
      tally[['cliOk', 'cliIllegal', 'cliBad'][cli.status] ?? 'cliBad'] += 1;
      await page.evaluate(() => document.querySelector('#notice:not([hidden]) [data-cmd="dismiss"]')?.click());
      await page.locator('#notice').first().waitFor({ state: 'hidden' });
      await page.setInputFiles('#import-file', path);
      await page.locator('#replaybar:not([hidden]), #notice:not([hidden])').first().waitFor({ timeout: 10_000 });
      const accepted = await page.locator('#replaybar').isVisible();
      if (accepted) {
        // Replayable: to the end round by round, a step back, then leave.
        tally.replayed += 1;
        for (let i = 0; i < 500; i++) {
          const done = await page.evaluate(() => {
            const next = document.querySelector('#rp-fwd');
            if (!next || next.disabled) return true;
            next.click();
            return false;
          });
          if (done) break;
          tally.steps += 1;
          await page.waitForFunction(() => true, null, { polling: 'raf' });
        }
        assert.equal(await page.locator('#rp-next').isDisabled(), true, `${name}: the replay reaches the end`);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Escape');
        await page.locator('#replaybar').first().waitFor({ state: 'hidden' });
      } else {
        tally.refused += 1;
        const text = await page.locator('#notice-text').textContent();
        const head = text.replace(/[:(].*$/s, '');
        tally.messages[head] = (tally.messages[head] || 0) + 1;
        assert.match(text, /^This record /, `${name}: a clear message: ${text}`);
        assert.doesNotMatch(text, /undefined|\[object|NaN|panicked/, `${name}: ${text}`);
      }
      if (accepted && cli.status === 2 && /expected a JSON integer, got -?\d+\.0*"/.test(cli.stdout)) {
        // JSON.parse reads 6.0 as 6: the page sees the record the command
        // line sees once such numbers are written as integers.
        const same = spawnSync(BIN, ['replay', '-'], { input: JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))), encoding: 'utf8' });
        if (same.status === 0) { tally.integralFloats += 1; continue; }
      }
      if (accepted !== (cli.status === 0)) disagree.push(`${name}: page ${accepted ? 'replayed' : 'refused'}, chickenfoot replay exit ${cli.status}: ${cli.stdout.trim().slice(0, 200)}`);
    }
    tally.seconds = (Date.now() - t0) / 1000;
    console.log(`imports: seed ${SEED}, ${JSON.stringify(tally)}`);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'hostile-imports.json'), JSON.stringify({ seed: SEED, ...tally, disagree }, null, 1));
    assert.deepEqual(disagree, [], 'the page accepts exactly the records chickenfoot replay accepts');
    assert.ok(tally.refused > 0 && tally.replayed > 0, 'both kinds were seen');
    await page.evaluate(() => document.querySelector('#notice:not([hidden]) [data-cmd="dismiss"]')?.click());
    assert.deepEqual(await game(page), before, 'the game in progress is untouched');
    assert.ok(await step(page), 'and it plays on');
    assert.equal(await page.locator('#error').isHidden(), true, 'no trap');
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// ---- page addresses
const KEYS = ['embed', 'lang', 'preset', 'players', 'set', 'hand', 'arms', 'drawn', 'reserve', 'start',
  'double_blank', 'rounds', 'seats', 'seed', 'delay', 'numerals', 'mute', 'bench', 'v'];

/** Values no parameter accepts. */
function badValue(rng) {
  switch (rng.int(9)) {
    case 0: return '9'.repeat(21 + rng.int(400)); // huge numbers
    case 1: return String(-1 - rng.int(1e9));
    case 2: return (rng.next() * 1e6).toFixed(3);
    case 3: return `~${randomBytes(rng, rng.int(40))}`;
    case 4: return 'x'.repeat(100_000); // 100 KB
    case 5: return rng.pick(['NaN', 'Infinity', '1e99', '0x10', ' 3', '3 ', '+3', 'null', 'true,false', ',,,', '%', '%zz', '%E2%82', '\u0000']);
    case 6: return Array.from({ length: 1 + rng.int(300) }, () => rng.int(99)).join(',') + ',x';
    case 7: return rng.chance(0.5) ? encodeURIComponent('<script>alert(1)</script>"\'&')
      : rng.pick(['9007199254740992', '18446744073709551615', '18446744073709551616']); // beyond JSON's exact integers
    default: return encodeURIComponent(String.fromCodePoint(...Array.from({ length: 1 + rng.int(20) }, () => 0x80 + rng.int(0x2000))));
  }
}

function randomBytes(rng, n) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const b = rng.int(256);
    s += rng.chance(0.7) ? `%${b.toString(16).padStart(2, '0')}` : (b >= 0x21 && b < 0x7f && !'#&'.includes(String.fromCharCode(b)) ? String.fromCharCode(b) : '%25');
  }
  return s;
}

/** A fuzzed query (without '?') and fragment (without '#'). */
function fuzzAddress(rng) {
  const pieces = [];
  for (let i = rng.int(7); i > 0; i--) {
    switch (rng.int(6)) {
      case 0: case 1: case 2: pieces.push(`${rng.pick(KEYS.filter((k) => k !== 'v'))}=${badValue(rng)}`); break;
      case 3: pieces.push(`${randomBytes(rng, 1 + rng.int(12))}=${badValue(rng)}`); break; // unknown keys
      case 4: pieces.push(randomBytes(rng, 1 + rng.int(30))); break;
      default: pieces.push(rng.pick(['', '=', '==', '&', 'a&&b', '=x']));
    }
  }
  if (rng.chance(0.05)) for (let i = 0; i < 2000; i++) pieces.push(`k${i}=${i}`); // many unknown keys
  let hash = '';
  if (rng.chance(0.4)) {
    const h = [rng.pick(['v=1', 'v=2', 'v=', 'v=1&v=1', ''])];
    for (let i = rng.int(14); i > 0; i--) h.push(`${rng.pick(KEYS)}=${badValue(rng)}`);
    if (rng.chance(0.3)) h.push(randomBytes(rng, 50));
    hash = h.join('&');
  }
  return { query: pieces.join('&'), hash };
}

test(`${URLS} fuzzed addresses (random bytes, huge numbers, unknown keys, 100 KB strings, damaged share links): the game starts with the defaults and names what it ignored`, { timeout: 30 * 60_000 }, async () => {
  const rng = prng(SEED);
  const context = await browser.newContext(DESKTOP);
  // A static server may refuse a request line this long (Python's: 64 KB):
  // the page itself is asked for without the query, as the browser keeps it.
  await context.route((url) => url.href.length > 8000, async (route) => {
    route.fulfill({ response: await route.fetch({ url: BASE }) });
  });
  const page = await context.newPage();
  const problems = watch(page);
  let warnings = [];
  // The game's own warnings (from its module, not the browser's about the page).
  page.on('console', (m) => {
    if (m.type() === 'warning' && /chickenfoot-[0-9a-f]+\.js/.test(m.location().url)) warnings.push(m.text());
  });
  await page.goto(BASE + '?mute=1');
  await ready(page);
  const defaults = await page.locator('#status .rules').textContent();
  // Numbers the page could not save or export are refused, and named.
  await page.goto(`${BASE}?reserve=18446744073709551615&double_blank=9007199254740992&mute=1`);
  await ready(page);
  assert.match(await page.locator('#notice-text').textContent(), /: reserve, double_blank;/);
  assert.equal(await page.locator('#status .rules').textContent(), defaults);
  await page.click('#btn-menu');
  await Promise.all([page.waitForEvent('download', { timeout: 5000 }), page.click('#menu-export')]);
  const tally = { urls: 0, noticed: 0, clean: 0, exported: 0, longest: 0 };
  for (let i = 0; i < URLS; i++) {
    const { query, hash } = fuzzAddress(rng);
    const url = `${BASE}?${query}${hash ? `#${hash}` : ''}`;
    tally.longest = Math.max(tally.longest, url.length);
    warnings = [];
    await page.goto('about:blank');
    await page.goto(url);
    const what = `address ${i} (${url.length} chars): ${url.slice(0, 160)}`;
    await ready(page).catch(async () => {
      await shot(page, `hostile-url-${i}`);
      assert.fail(`${what}: the game did not start`);
    });
    await sleep(30);
    tally.urls += 1;
    assert.equal(await page.locator('#error').isHidden(), true, `${what}: no error box`);
    assert.equal(await page.locator('#status .rules').textContent(), defaults, `${what}: the default rules`);
    assert.ok(await page.locator('#a11y .tilebtn').count() > 0, `${what}: a hand on screen`);
    if (i % 10 === 0) {
      // The game it started can be exported (every number in it can be written).
      await page.click('#btn-menu');
      await Promise.all([page.waitForEvent('download', { timeout: 5000 }), page.click('#menu-export')]);
      tally.exported += 1;
    }
    const noticed = await page.locator('#notice').isVisible();
    const fromUrl = warnings.filter((w) => !/^saved game|^lang\//.test(w));
    if (fromUrl.length) {
      tally.noticed += 1;
      assert.ok(noticed, `${what}: ${fromUrl.length} parameters ignored (${fromUrl[0].slice(0, 100)}), so a notice`);
      const text = await page.locator('#notice-text').textContent();
      // The first parameter ignored is named (the console line is "name: why").
      const first = fromUrl[0].split(': ')[0];
      assert.ok(text.includes(first === '' ? '""' : first), `${what}: the notice "${text.slice(0, 200)}" names ${JSON.stringify(first)}`);
    } else {
      tally.clean += 1;
      assert.ok(!noticed, `${what}: nothing ignored, no notice`);
    }
  }
  console.log(`addresses: seed ${SEED}, ${JSON.stringify(tally)}`);
  assert.ok(tally.noticed > 0);
  assert.deepEqual(problems, [], 'no console error, failed request or trap');
  await context.close();
});
