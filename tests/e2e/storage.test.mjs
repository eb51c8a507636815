// Saved data: games from links resume on a reload and never replace the
// player's own match; one tab owns a saved match at a time; statistics of
// two tabs are merged; storage that throws; saves from another version;
// what would be lost can be downloaded first; a sandboxed iframe.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, open, ready, watch, step, turn, sleep, shot, BASE, DESKTOP, play, myTurn } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Plays the person's moves until the round's result shows. */
async function finishRound(page) {
  for (let i = 0; i < 1500; i++) {
    if ((await turn(page)).roundOver) return;
    if (!(await step(page))) await sleep(20);
  }
  assert.fail('the round did not end');
}

/** The position on screen: the hand, the status line, the seats. */
async function snap(page) {
  return {
    hand: (await page.$$eval('#a11y .tilebtn', (bs) => bs.map((b) => b.dataset.cmd))).sort(),
    status: await page.locator('#status').textContent(),
    seats: await page.locator('#seats').textContent(),
  };
}

/** The number of moves in the stored game's current round, or null. */
async function storedMoves(page, key = 'chickenfoot/game') {
  return page.evaluate((k) => {
    const g = JSON.parse(localStorage.getItem(k) || 'null');
    return g ? g.record.rounds.reduce((n, r) => n + r.moves.length, 0) : null;
  }, key);
}

/** Clicks and returns the text of the file it downloads. */
async function downloaded(page, selector) {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return readFileSync(await d.path(), 'utf8');
}

const LINK = '?players=3&seats=human,easy,easy&seed=77&delay=20&mute=1';

test('a game from a URL resumes on reload; the saved match stays resumable', async () => {
  const { page, problems, context } = await open(browser, '?delay=20&mute=1');
  assert.ok(await play(page, 3) >= 3);
  await myTurn(page);
  const mine = await snap(page);
  // A URL with rules and a seed: its game is dealt, the own match kept.
  await page.goto(BASE + LINK);
  await ready(page);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.locator('#notice-text').textContent(), /saved separately/);
  assert.equal(await page.locator('#notice-offer').textContent(), 'Resume your game');
  await shot(page, 'link-game-kept-notice');
  assert.ok(await play(page, 3) >= 3);
  await myTurn(page);
  const linked = await snap(page);
  assert.notDeepEqual(linked, mine);
  // Reload: the same position, not the deal again.
  await page.reload();
  await ready(page);
  await myTurn(page);
  assert.deepEqual(await snap(page), linked, 'the link game resumes');
  // The own match is still there: from the notice ...
  await page.click('#notice-offer');
  await page.waitForSelector('#notice', { state: 'hidden' });
  await myTurn(page);
  assert.deepEqual(await snap(page), mine, 'the own match, exactly');
  // ... and on a plain visit; the link still resumes its own game.
  await page.goto(BASE + '?delay=20&mute=1');
  await ready(page);
  await myTurn(page);
  assert.deepEqual(await snap(page), mine);
  await page.goto(BASE + LINK);
  await ready(page);
  await myTurn(page);
  assert.deepEqual(await snap(page), linked);
  await shot(page, 'link-game-resumed');
  assert.deepEqual(problems.filter((p) => !/icons\/icon\S* net::ERR_ABORTED/.test(p)), []);
  await context.close();
});

test('a share link resumes on reload after a move', async () => {
  const { page, problems, context } = await open(browser, '?players=3&seats=human,hard,easy&seed=91&delay=20&mute=1');
  await page.click('#btn-menu');
  await page.click('#menu-share');
  const url = await page.locator('#share-url').inputValue();
  const other = await browser.newContext(DESKTOP);
  const p2 = await other.newPage();
  watch(p2, problems);
  await p2.goto(url);
  await ready(p2);
  assert.ok(await play(p2, 2) >= 2);
  await myTurn(p2);
  const at = await snap(p2);
  await p2.reload();
  await ready(p2);
  await myTurn(p2);
  assert.deepEqual(await snap(p2), at);
  assert.deepEqual(problems, []);
  await other.close();
  await context.close();
});

for (const via of ['BroadcastChannel', 'the storage event']) {
  test(`two tabs (${via}): the other tab takes the game, Play here takes it back with no move lost`, async () => {
    const context = await browser.newContext(DESKTOP);
    if (via !== 'BroadcastChannel') await context.addInitScript(() => { delete window.BroadcastChannel; });
    const a = await context.newPage();
    const problems = watch(a);
    await a.goto(BASE + '?seed=31&delay=20&mute=1');
    await ready(a);
    assert.equal(await a.evaluate(() => typeof window.BroadcastChannel), via === 'BroadcastChannel' ? 'function' : 'undefined');
    assert.ok(await play(a, 2) >= 2);
    const b = await context.newPage();
    watch(b, problems);
    await b.goto(BASE + '?delay=20&mute=1');
    await ready(b);
    await a.waitForSelector('#elsewhere');
    assert.equal(await a.locator('#elsewhere-title').textContent(), 'This game is open in another tab');
    assert.ok(await play(b, 3) >= 3);
    await myTurn(b);
    const there = await snap(b);
    const saved = await storedMoves(b);
    // Tab A moves nothing and saves nothing while B has the game.
    await a.keyboard.press('Escape');
    await sleep(300);
    assert.equal(await a.locator('#elsewhere').count(), 1, 'only Play here leaves it');
    assert.equal(await storedMoves(a), saved);
    await a.click('#play-here');
    await a.waitForSelector('#elsewhere', { state: 'detached' });
    await myTurn(a);
    assert.deepEqual(await snap(a), there, 'from the other tab\'s last move');
    await b.waitForSelector('#elsewhere');
    assert.ok(await play(a, 1) === 1);
    await a.waitForFunction((n) => JSON.parse(localStorage.getItem('chickenfoot/game')).record.rounds
      .reduce((m, r) => m + r.moves.length, 0) > n, saved);
    const now = await storedMoves(a);
    await sleep(300);
    assert.equal(await storedMoves(a), now, 'tab B does not overwrite it');
    await shot(b, 'open-in-another-tab');
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('statistics of two tabs are merged, not overwritten', async () => {
  const q = (seed) => `?players=2&seats=human,easy&rounds=1&seed=${seed}&delay=0&mute=1`;
  const { page: a, problems, context } = await open(browser, q(16));
  const b = await context.newPage();
  watch(b, problems);
  await b.goto(BASE + q(17));
  await ready(b);
  await finishRound(a);
  await finishRound(b);
  await b.waitForSelector('#result');
  await b.waitForFunction(() => JSON.parse(localStorage.getItem('chickenfoot/stats') || '{"stats":{}}').stats.easy?.matches_played === 2);
  await b.click('#btn-menu');
  await b.click('#menu-stats');
  await b.waitForSelector('#statsbox tbody tr');
  const row = await b.locator('#statsbox tbody tr').first().locator('td').allTextContents();
  assert.equal(row[0], '2', `two matches against Easy: ${row}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Expert is offered: a round against it from a link counts in its own statistics row', async () => {
  const { page, problems, context } = await open(browser, '?players=2&seats=human,expert&rounds=1&seed=31&delay=0&mute=1');
  assert.match(await page.locator('#seats').textContent(), /Expert/);
  await finishRound(page);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('chickenfoot/stats') || '{"stats":{}}').stats.expert?.rounds_played === 1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chickenfoot/stats')).stats);
  assert.equal(stored.mixed?.rounds_played ?? 0, 0, 'not counted as a mixed table');
  await page.keyboard.press('Escape');
  await page.click('#btn-menu');
  await page.click('#menu-stats');
  await page.waitForSelector('#statsbox tbody tr');
  const rows = await page.$$eval('#statsbox tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  const expert = rows.find((r) => r[0] === 'Expert');
  assert.ok(expert, `an Expert row: ${JSON.stringify(rows)}`);
  assert.equal(expert[3], '1', `one round against Expert: ${expert}`);
  await page.keyboard.press('Escape');
  // The New game dialog offers it for every computer seat.
  await page.click('[data-cmd="newgame"]');
  await page.waitForSelector('#ng-seat1 option', { state: 'attached' });
  await shot(page, 'newgame-expert');
  const opts = await page.$$eval('#ng-seat1 option', (os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(opts.at(-1), ['expert', 'Computer: Expert']);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Opens the game in a context whose storage is broken by `script` (run before the page's own). */
async function broken(script, query) {
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript(script);
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(BASE + query);
  await ready(page);
  return { context, page, problems };
}

test('storage full: the game plays on, says once that it cannot save, keeps the last save', async () => {
  // A game saved before the storage filled up.
  const { page: first, context: c0 } = await open(browser, '?players=2&seats=human,easy&rounds=1&seed=16&delay=0&mute=1');
  assert.ok(await play(first, 2) >= 2);
  await myTurn(first);
  const kept = await first.evaluate(() => localStorage.getItem('chickenfoot/game'));
  const state = await first.context().storageState();
  await c0.close();
  const context = await browser.newContext({ ...DESKTOP, storageState: state });
  await context.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(BASE + '?delay=0&mute=1');
  await ready(page);
  await myTurn(page);
  assert.ok(await play(page, 1) === 1);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.locator('#notice-text').textContent(), /could not be saved/);
  await page.click('#notice [data-cmd="dismiss"]');
  await finishRound(page);
  await page.waitForSelector('#result');
  assert.equal(await page.locator('#notice').isHidden(), true, 'said once');
  assert.equal(await page.evaluate(() => localStorage.getItem('chickenfoot/game')), kept, 'the last save kept');
  assert.deepEqual(problems, []);
  await context.close();
});

test('no storage at all (the localStorage getter throws): the round is played to its end', async () => {
  const { page, problems, context } = await broken(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('Access is denied for this document.', 'SecurityError'); },
    });
  }, '?players=2&seats=human,easy&rounds=1&seed=16&delay=0&mute=1');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.locator('#notice-text').textContent(), /could not be saved/);
  await page.click('#notice [data-cmd="dismiss"]');
  await finishRound(page);
  await page.waitForSelector('#result');
  assert.equal(await page.locator('#notice').isHidden(), true, 'said once');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a save from a newer version is kept, never silently replaced, and can be downloaded', async () => {
  const { page, problems, context } = await open(browser, '?seed=12&delay=5000&mute=1');
  const future = JSON.stringify({ app: 'chickenfoot', kind: 'game', version: 9, match_id: 1, novelty: 'x' });
  const withRecord = JSON.stringify({ app: 'chickenfoot', kind: 'game', version: 9, match_id: 1,
    record: { format: 'chickenfoot-record/9', rounds: [] } });
  for (const [data, want] of [[future, future], [withRecord, JSON.stringify(JSON.parse(withRecord).record, null, 2)]]) {
    await page.evaluate((d) => localStorage.setItem('chickenfoot/game', d), data);
    await page.goto(BASE + '?delay=5000&mute=1');
    await ready(page);
    await page.waitForSelector('#notice:not([hidden])');
    assert.match(await page.locator('#notice-text').textContent(), /newer version/);
    assert.equal(await page.evaluate(() => localStorage.getItem('chickenfoot/backup')), data, 'kept aside');
    assert.equal(await downloaded(page, '#notice-offer'), want);
    // Still offered in the menu.
    await page.click('#btn-menu');
    assert.equal(await downloaded(page, '#menu-download-previous'), want);
    await page.keyboard.press('Escape');
  }
  assert.deepEqual(problems.filter((p) => !/icons\/icon\S* net::ERR_ABORTED/.test(p)), []);
  await context.close();
});

test('a new game over an unfinished match offers the previous one for download', async () => {
  const { page, problems, context } = await open(browser, '?seed=14&delay=20&mute=1');
  assert.ok(await play(page, 3) >= 3);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('chickenfoot/game')).record);
  await page.click('[data-cmd="newgame"]');
  await page.click('#ng-start');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.locator('#notice-text').textContent(), /replaced the unfinished one/);
  const rec = JSON.parse(await downloaded(page, '#notice-offer'));
  assert.equal(rec.format, 'chickenfoot-record/1');
  assert.equal(rec.seed, 14);
  assert.ok(rec.rounds[0].moves.length >= stored.rounds[0].moves.length, 'every move made');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Every response with `Access-Control-Allow-Origin: *`, as GitHub Pages sends: a sandboxed frame's origin is opaque, so its module script and wasm are cross-origin requests. */
async function openToAll(context) {
  await context.route('**/*', async (route) => {
    const r = await route.fetch();
    await route.fulfill({ response: r, headers: { ...r.headers(), 'access-control-allow-origin': '*' } });
  });
}

test('in a sandboxed iframe: the game plays without storage, and the host reads no saved game or statistics', async () => {
  // No service worker: it would answer the host page's request itself.
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(BASE + '?seed=12&delay=20&mute=1');
  await ready(page);
  assert.ok(await play(page, 2) >= 2);
  const statsText = JSON.stringify({ app: 'chickenfoot', kind: 'stats', version: 1,
    stats: { easy: { matches_played: 7, matches_won: 5, rounds_played: 9, rounds_out: 4, points: 12345 } } });
  await page.evaluate((s) => localStorage.setItem('chickenfoot/stats', s), statsText);
  const game = await page.evaluate(() => localStorage.getItem('chickenfoot/game'));
  const record = JSON.stringify(JSON.parse(game).record);
  await openToAll(context);
  await page.route(BASE + 'sandbox-host.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>host</title><body>
      <iframe id="game" sandbox="allow-scripts" style="width:900px;height:600px"
        src="index.html?players=2&seats=human,easy&rounds=1&seed=16&delay=0&mute=1"></iframe>
      <script>window.got = []; addEventListener('message', (e) => got.push(JSON.stringify(e.data)));</script>`,
  }));
  await page.goto(BASE + 'sandbox-host.html');
  const frameOf = async () => {
    const f = await (await page.waitForSelector('#game')).contentFrame();
    await f.waitForSelector('#status [data-round]');
    // Styled: the stylesheet (with its integrity hash) loads in an opaque origin too.
    assert.equal(await f.evaluate(() => getComputedStyle(document.querySelector('#notice')).borderTopWidth), '2px');
    return f;
  };
  let frame = await frameOf();
  // Storage throws inside; the table is drawn and a move can be made.
  assert.equal(await frame.evaluate(() => { try { return typeof localStorage.length; } catch (e) { return e.name; } }), 'SecurityError');
  await frame.waitForSelector('#notice:not([hidden])');
  assert.match(await frame.locator('#notice-text').textContent(), /could not be saved/);
  const drawn = await frame.evaluate(() => {
    const c = document.querySelector('#board');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let lit = 0;
    for (let i = 3; i < d.length; i += 4 * 97) if (d[i] > 0) lit += 1;
    return lit;
  });
  assert.ok(drawn > 100, `the table is drawn: ${drawn} samples`);
  await myTurn(frame);
  assert.ok(await play(frame, 1) === 1, 'a move is played in the frame');
  // The host cannot reach into the frame.
  const reach = await page.evaluate(() => {
    const f = document.getElementById('game');
    const tries = {};
    for (const [k, fn] of Object.entries({
      storage: () => f.contentWindow.localStorage.getItem('chickenfoot/game'),
      document: () => f.contentWindow.document.body.innerHTML,
    })) { try { tries[k] = fn(); } catch (e) { tries[k] = e.name; } }
    tries.contentDocument = f.contentDocument;
    return tries;
  });
  assert.deepEqual(reach, { storage: 'SecurityError', document: 'SecurityError', contentDocument: null });
  // Embedded and played to the end: what it posts holds no saved record or statistics.
  await page.evaluate(() => {
    document.getElementById('game').src = 'index.html?embed=1&players=2&seats=human,easy&rounds=1&seed=16&delay=0&mute=1';
  });
  await sleep(300);
  frame = await frameOf();
  await finishRound(frame);
  await page.waitForFunction(() => window.got.some((m) => /match_over/.test(m)), null, { timeout: 20_000 });
  const got = await page.evaluate(() => window.got);
  assert.ok(got.length >= 2, got.join('\n'));
  for (const m of got) {
    assert.ok(!m.includes(record.slice(0, 200)), 'no saved record');
    assert.ok(!/12345|matches_played|"stats"|"record"|"settings"/.test(m), `no statistics or save: ${m}`);
  }
  assert.equal(await page.evaluate(() => localStorage.getItem('chickenfoot/game')), game, 'the saved game untouched');
  assert.equal(await page.evaluate(() => localStorage.getItem('chickenfoot/stats')), statsText);
  assert.deepEqual(problems.filter((p) => !/icons\/icon\S* net::ERR_ABORTED/.test(p)), []);
  await context.close();
});
