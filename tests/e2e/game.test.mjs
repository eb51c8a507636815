// A new player's session: a whole round with mouse drags, a round by
// keyboard alone, rules changed in New game, pass-and-play, phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { launch, open, shot, step, turn, centre, sleep, newGame, nextRound, cspViolations, DESKTOP, PHONE, SHOTS } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function dragTile(page, cmd, shotName) {
  const tile = page.locator(`#a11y [data-cmd="${cmd}"]`);
  const from = await centre(tile);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 25, { steps: 4 });
  const target = page.locator('#a11y .targetbtn').first();
  await target.waitFor({ state: 'attached', timeout: 3000 });
  const to = await centre(target);
  if (shotName) {
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
    await shot(page, shotName);
  }
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

test('a whole round against three AI seats, played with mouse drags', async () => {
  const { page, problems, context } = await open(browser, '?seed=42&delay=30&mute=1');
  await sleep(400);
  await shot(page, 'desktop-start');
  let plays = 0; let draws = 0; let shotMid = false; let mouseWords = false;
  const t0 = Date.now();
  for (;;) {
    assert.ok(Date.now() - t0 < 240_000, 'round took too long');
    const s = await turn(page);
    if (s.roundOver) break;
    if (s.fits.length) {
      // Words for a mouse (the phone test checks the words for a finger).
      if (/^Your turn/.test(s.msg)) { assert.match(s.msg, /^Your turn: drag a lit tile, or click it$/); mouseWords = true; }
      const before = s.hand;
      await dragTile(page, s.fits[0], plays === 2 ? 'desktop-dragging' : undefined);
      await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length < n
        || document.querySelector('#overlay .end'), before, { timeout: 10_000 });
      plays += 1;
      if (plays === 4 && !shotMid) { await sleep(400); await shot(page, 'desktop-midround'); shotMid = true; }
    } else if (s.draw) {
      await page.click('#btn-draw');
      draws += 1;
      await sleep(30);
    } else if (s.pass) {
      await page.click('#btn-pass');
      await sleep(30);
    } else {
      await sleep(25);
    }
  }
  await shot(page, 'desktop-round-end');
  const end = await page.locator('#overlay .end').textContent();
  assert.match(end, /Round 1 over/);
  assert.match(end, /went out|Nobody could play/);
  assert.match(end, /Score sheet/);
  assert.ok(plays > 0, 'played by dragging');
  assert.ok(mouseWords, 'the prompt for a mouse was seen');
  // The result can be put aside to look at the table, and brought back by
  // its button or by Escape.
  for (const back of [() => page.click('#peek-back'), () => page.keyboard.press('Escape')]) {
    await page.click('#overlay [data-cmd="peek"]');
    await page.waitForSelector('#overlay', { state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.id === 'peek-back');
    await back();
    await page.waitForSelector('#overlay .end');
    assert.equal(await page.locator('#peek-back').isHidden(), true);
  }
  console.log(`mouse round: ${plays} drags, ${draws} draws, ${(Date.now() - t0) / 1000}s`);
  // An illegal drop: a tile dropped on the wrong place says why.
  await page.click('[data-cmd="next"]');
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Round 2'));
  // The policy allows no inline style: the tile buttons are placed through the CSSOM.
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the start spot is lit before any tile is chosen, and a tap there places the double', async () => {
  // Seed 5: the person holds 9-9 and starts the round.
  const { page, problems, context } = await open(browser, '?seed=5&delay=5000&mute=1');
  assert.match(await page.locator('#msg').textContent(), /Place the start double 9-9/);
  assert.equal(await page.locator('#a11y .tilebtn[aria-pressed="true"]').count(), 0, 'nothing selected');
  const spot = page.locator('#a11y .targetbtn');
  assert.equal(await spot.count(), 1);
  assert.match(await spot.getAttribute('aria-label'), /9-9/);
  await shot(page, 'desktop-start-spot');
  const at = await centre(spot);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => !document.querySelector('#a11y [data-cmd="tile:9-9"]'));
  assert.equal(await page.locator('#a11y .targetbtn').count(), 0, 'no spot once placed');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an illegal drop returns the tile and says why', async () => {
  const { page, problems, context } = await open(browser, '?seed=5&delay=30&mute=1');
  for (let i = 0; i < 400; i++) {
    const s = await turn(page);
    const nofit = await page.$$eval('#a11y .tilebtn', (bs) => bs
      .filter((b) => b.getAttribute('aria-label').includes('no place')).map((b) => b.dataset.cmd));
    if (s.fits.length && nofit.length && !/Place|place/.test(s.msg)) {
      const tile = page.locator(`#a11y [data-cmd="${nofit[0]}"]`);
      const from = await centre(tile);
      const box = await page.locator('#board').boundingBox();
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 8 });
      await page.mouse.up();
      await page.waitForFunction(() => !document.querySelector('#msg').textContent.startsWith('Choose'));
      const msg = await page.locator('#msg').textContent();
      assert.match(msg, /fit|needs|chicken foot|first|Drop/i, msg);
      assert.equal((await turn(page)).hand, s.hand, 'the tile went back to the rack');
      await shot(page, 'desktop-illegal-drop');
      break;
    }
    if (s.roundOver) break;
    if (s.fits.length) await dragTile(page, s.fits[0]);
    else if (s.draw) await page.click('#btn-draw');
    else if (s.pass) await page.click('#btn-pass');
    await sleep(40);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hand is one Tab stop; Shift+Tab comes back to the tile last focused', async () => {
  const { page, problems, context } = await open(browser, '?seed=3&delay=5000&mute=1');
  await page.focus('#board');
  await page.keyboard.press('Tab');
  const cmd = () => page.evaluate(() => document.activeElement?.dataset.cmd || document.activeElement?.tagName);
  const first = await cmd();
  assert.match(first, /^tile:/);
  for (const _ of [1, 2]) {
    const was = await cmd();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((w) => document.activeElement?.dataset.cmd !== w, was);
  }
  const third = await cmd();
  assert.notEqual(third, first);
  // One Tab leaves the hand (11 tiles were 11 stops before).
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await cmd(), /^tile:/);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await cmd(), third);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a round by keyboard alone', async () => {
  const { page, problems, context } = await open(browser, '?seed=7&delay=30&mute=1');
  const t0 = Date.now();
  let plays = 0;
  for (;;) {
    assert.ok(Date.now() - t0 < 240_000, 'round took too long');
    const s = await turn(page);
    if (s.roundOver) break;
    if (s.fits.length) {
      // The hand is one Tab stop (a roving tabindex); the arrow keys move
      // among its tiles.
      let inHand = false;
      for (let i = 0; i < 40 && !inHand; i++) {
        await page.keyboard.press('Tab');
        inHand = await page.evaluate(() => !!document.activeElement?.classList.contains('tilebtn'));
      }
      assert.ok(inHand, 'Tab reaches the hand');
      const stops = await page.$$eval('#a11y .tilebtn', (bs) => bs.filter((b) => b.tabIndex === 0).length);
      assert.equal(stops, 1, 'one tile in the Tab order');
      const fits = () => page.evaluate(() => document.activeElement.getAttribute('aria-label').includes('fits on'));
      const focused = () => page.evaluate(() => document.activeElement.dataset.cmd);
      // The page handles a key in its next frame: wait for the focus to move.
      for (let i = 0; i < s.hand && !(await fits()); i++) {
        const was = await focused();
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((w) => document.activeElement?.dataset.cmd !== w, was);
      }
      assert.ok(await fits(), 'the arrow keys reach a tile that fits');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.classList.contains('targetbtn'));
      const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
      assert.match(label, /^(Play|Place) /);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length < n
        || document.querySelector('#overlay .end'), s.hand, { timeout: 10_000 });
      plays += 1;
    } else if (s.draw) {
      await page.keyboard.press('d');
      await sleep(30);
    } else if (s.pass) {
      await page.keyboard.press('p');
      await sleep(30);
    } else {
      await sleep(25);
    }
  }
  assert.ok(plays > 0);
  const live = await page.locator('#live').textContent();
  assert.ok(live.length > 0, 'moves are announced');
  // The round-end dialog takes focus: Enter starts the next round.
  await page.waitForFunction(() => document.activeElement?.dataset.cmd === 'next'
    || document.activeElement?.dataset.cmd === 'rematch');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Round 2'));
  console.log(`keyboard round: ${plays} plays, ${(Date.now() - t0) / 1000}s`);
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Asks New game for 8 players with seven tiles each from a double-six set; returns the dialog's error. */
async function unplayableNewGame(page) {
  await page.click('[data-cmd="newgame"]');
  await page.selectOption('#ng-seats', '8');
  await page.selectOption('#ng-set', '6');
  await page.selectOption('#ng-hand', 'seven');
  await page.click('#ng-start');
  await page.waitForFunction(() => document.querySelector('#ng-error').textContent.length > 0);
  return page.locator('#ng-error').textContent();
}

test('rules changed in New game are in force', async () => {
  const { page, problems, context } = await open(browser, '?seed=3&delay=5000&mute=1');
  assert.equal(await unplayableNewGame(page),
    'This combination is not playable: players × tiles per hand (8 × 7) is more than the set can deal (28)');
  await shot(page, 'desktop-newgame-error');
  await page.selectOption('#ng-seats', '2');
  await page.selectOption('#ng-seat1', 'hard');
  await page.selectOption('#ng-preset', 'double-twelve');
  await page.selectOption('#ng-set', '');
  await page.selectOption('#ng-hand', '');
  await page.selectOption('#ng-arms', '6');
  // The options the status line does not show, each away from its default.
  await page.selectOption('#ng-drawn', 'may');
  await page.selectOption('#ng-search', 'all_draw');
  await page.selectOption('#ng-reserve', 'classic');
  await page.selectOption('#ng-blank', '25');
  await page.click('#ng-start');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  await sleep(100);
  const status = await page.locator('#status').textContent();
  assert.match(status, /Start double: 12-12/);
  assert.match(status, /double-12 · 6 arms · 34 tiles each · 13 rounds/);
  assert.equal(await page.locator('#seats li').count(), 2);
  const s = await turn(page);
  assert.ok(s.hand >= 34, `34 tiles dealt, rack shows ${s.hand}`);
  await shot(page, 'desktop-double-twelve');
  // The game's record holds every rule as chosen.
  await page.click('#btn-menu');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#menu-export')]);
  const { rules } = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.deepEqual(
    [rules.set, rules.players, rules.arms, rules.hand_size, rules.drawn_tile, rules.start_search, rules.boneyard_reserve, rules.double_blank],
    [12, 2, 6, 34, 'may', 'all_draw', 2, 25],
    JSON.stringify(rules));
  assert.deepEqual(problems, []);
  await context.close();
});

test('raising the seat count in New game adds computer seats at the level of the last one', async () => {
  const { page, problems, context } = await open(browser, '?seats=human,hard,easy&seed=3&delay=5000&mute=1');
  await page.click('[data-cmd="newgame"]');
  await page.selectOption('#ng-seats', '6');
  await page.waitForFunction(() => document.querySelectorAll('.seatrow:not([hidden])').length === 6);
  const rows = await page.$$eval('.seatrow:not([hidden]) select', (ss) => ss.map((s) => s.value));
  assert.deepEqual(rows, ['human', 'hard', 'easy', 'easy', 'easy', 'easy']);
  await page.click('#ng-start');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  assert.equal(await page.locator('#seats li').count(), 6);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the New game error and the page labels are in the page language', async () => {
  const { page, problems, context } = await open(browser, '?lang=sk&seed=3&delay=5000&mute=1');
  assert.equal(await page.getAttribute('#board', 'aria-label'), 'Stôl');
  assert.equal(await page.getAttribute('#toolbar', 'aria-label'), 'Ovládanie hry');
  assert.equal(await page.getAttribute('#status', 'aria-label'), 'Stav hry');
  assert.equal(await unplayableNewGame(page),
    'S týmito nastaveniami sa hrať nedá: hráči × kamene na ruku (8 × 7) je viac, než sada dokáže rozdať (28)');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Where the focus is: the id or data-cmd of the focused element, and whether it is in the open dialog. */
async function focusAt(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    const card = document.querySelector('#overlay:not([hidden]) [aria-modal="true"]');
    return { id: a?.id || a?.dataset.cmd || a?.tagName, inside: !!card && card.contains(a) };
  });
}

test('dialogs keep the focus inside, Escape closes them and gives the focus back', async () => {
  const { page, problems, context } = await open(browser, '?seed=3&delay=5000&mute=1');
  // The menu, opened from the keyboard: focus on its first control.
  await page.focus('#btn-menu');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#menu');
  await page.waitForFunction(() => document.activeElement?.id === 'menu-lang');
  const seen = new Set();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    await sleep(20);
    const f = await focusAt(page);
    assert.ok(f.inside, `Tab ${i + 1} left the menu for ${f.id}`);
    seen.add(f.id);
  }
  for (const id of ['menu-lang', 'menu-share', 'menu-newgame', 'close']) assert.ok(seen.has(id), `Tab reaches ${id}`);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    await sleep(20);
    assert.ok((await focusAt(page)).inside, `Shift+Tab ${i + 1} left the menu`);
  }
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  await page.waitForFunction(() => document.activeElement?.id === 'btn-menu');
  // New game from the toolbar: its first control, hidden seat rows skipped.
  await page.focus('#toolbar [data-cmd="newgame"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#ng-title');
  await page.waitForFunction(() => document.activeElement?.id === 'ng-seats');
  seen.clear();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    await sleep(20);
    const f = await focusAt(page);
    assert.ok(f.inside, `Tab ${i + 1} left New game for ${f.id}`);
    seen.add(f.id);
  }
  assert.ok(seen.has('ng-start') && seen.has('ng-seat3') && !seen.has('ng-seat4'), [...seen].join(' '));
  await shot(page, 'desktop-newgame-focus');
  // Escape from a select in the dialog closes it too.
  await page.focus('#ng-preset');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  await page.waitForFunction(() => document.activeElement?.dataset.cmd === 'newgame'
    && document.activeElement.closest('#toolbar'));
  // Closed with the mouse: the focus goes back all the same.
  await page.click('#btn-menu');
  await page.waitForFunction(() => document.activeElement?.id === 'menu-lang');
  await page.click('#menu [data-cmd="close"]');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  await page.waitForFunction(() => document.activeElement?.id === 'btn-menu');
  assert.deepEqual(await cspViolations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad URL parameters fall back to defaults', async () => {
  const { page, problems, context } = await open(browser, '?seed=abc&delay=-5&preset=nope&x=%ZZ');
  const s = await turn(page);
  assert.match(s.status, /double-9 · 4 arms · 11 tiles each/);
  assert.equal(await page.locator('#error').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('pass and play hides each hand until its player is ready', async () => {
  const { page, problems, context } = await open(browser, '?seed=9&delay=30&mute=1');
  await newGame(page, ['human', 'human']);
  await page.waitForSelector('#overlay .pass');
  assert.equal((await turn(page)).hand, 0, 'no hand shows behind the hand-over screen');
  await shot(page, 'desktop-pass-and-play');
  await page.click('[data-cmd="ready"]');
  await page.waitForFunction(() => document.querySelectorAll('#a11y .tilebtn').length > 0);
  assert.ok((await turn(page)).hand > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a quick match between two AI seats ends with a result and a score sheet', async () => {
  const { page, problems, context } = await open(browser, '?seed=21&delay=0&mute=1');
  await newGame(page, ['easy', 'hard'], { preset: 'quick' });
  for (let r = 1; r <= 3; r++) {
    await page.waitForSelector('#overlay .end', { timeout: 60_000 });
    if (r < 3) {
      await page.click('[data-cmd="next"]');
      await page.waitForFunction((n) => document.querySelector('#status').textContent.includes(`Round ${n} of 3`), r + 1);
    }
  }
  await page.waitForSelector('#result');
  const result = await page.locator('#result').textContent();
  assert.match(result, /wins with a total of|Shared win/);
  assert.equal(await page.locator('.sheet tbody tr').count(), 3);
  await shot(page, 'desktop-match-end');
  await page.click('[data-cmd="rematch"]');
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Round 1 of 3'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('phone: taps, numerals, zoom buttons', async () => {
  const { page, problems, context } = await open(browser, '?seed=11&delay=30&mute=1', PHONE);
  await sleep(400);
  await shot(page, 'phone-start');
  let taps = 0;
  for (let i = 0; i < 300 && taps < 3; i++) {
    const s = await turn(page);
    if (s.roundOver) break;
    if (s.fits.length) {
      await page.touchscreen.tap(...Object.values(await centre(page.locator(`#a11y [data-cmd="${s.fits[0]}"]`))));
      const target = page.locator('#a11y .targetbtn').first();
      await target.waitFor({ state: 'attached', timeout: 3000 });
      if (taps === 0) {
        // Words for a finger: "tap", and no Esc key to cancel.
        assert.match(await page.locator('#msg').textContent(), /^Tap a green spot for \d-\d, or the tile to cancel$/);
      }
      await page.touchscreen.tap(...Object.values(await centre(target)));
      await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length < n
        || document.querySelector('#overlay .end'), s.hand, { timeout: 10_000 });
      taps += 1;
    } else if (s.draw) await page.tap('#btn-draw');
    else if (s.pass) await page.tap('#btn-pass');
    else await sleep(30);
  }
  await sleep(400);
  await shot(page, 'phone-midround');
  // A phone's toolbar keeps one row: numerals, sound, sorting, auto-draw
  // and New game are in the menu, with their state.
  await page.tap('#btn-menu');
  await page.tap('#menu-numerals');
  await page.waitForFunction(() => document.querySelector('#menu-numerals').getAttribute('aria-pressed') === 'true');
  assert.equal(await page.getAttribute('#btn-numerals', 'aria-pressed'), 'true');
  await page.keyboard.press('Escape');
  await page.tap('[data-cmd="zoomin"]');
  await sleep(100);
  await shot(page, 'phone-numerals-zoomed');
  await page.tap('#btn-menu');
  await page.tap('#menu-newgame');
  await shot(page, 'phone-newgame');
  // The sticky Start row: at the screen's bottom edge while the form
  // scrolls, flush with the card's bottom once scrolled to the end.
  const edges = () => page.evaluate(() => [document.querySelector('.newgame .row').getBoundingClientRect().bottom,
    document.querySelector('.newgame').getBoundingClientRect().bottom, innerHeight]);
  const [row, , screen] = await edges();
  assert.ok(Math.abs(row - screen) < 1, `row ends at ${row} of ${screen}`);
  await page.evaluate(() => { const o = document.querySelector('#overlay'); o.scrollTop = o.scrollHeight; });
  await sleep(100);
  const [end, card] = await edges();
  assert.ok(Math.abs(end - card) < 1, `row ends at ${end}, the card at ${card}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('phone: eight seat chips take three rows; the word "points" is read out, not shown', async () => {
  const { page, problems, context } = await open(browser, '?players=8&seed=5&delay=5000&mute=1', PHONE);
  const m = await page.evaluate(() => {
    const chips = [...document.querySelectorAll('#seats li')];
    const unit = document.querySelector('#seats li .score .u');
    return {
      rows: new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top))).size,
      text: document.querySelector('#seats li .score').textContent,
      unitWidth: unit.getBoundingClientRect().width,
    };
  });
  // With "0 points" written out they took four rows.
  assert.ok(m.rows <= 3, `${m.rows} rows`);
  assert.equal(m.text, '0 points');
  assert.ok(m.unitWidth <= 1, `unit ${m.unitWidth} px wide`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an eight-seat score sheet on a tablet and a desktop: compass letters head the columns, a round keeps one line', async () => {
  const eight = 'easy,'.repeat(7) + 'easy';
  for (const [lang, viewport] of [['ru', { width: 768, height: 1024 }], ['en', { width: 1280, height: 800 }]]) {
    const { page, problems, context } = await open(browser, `?seats=${eight}&delay=0&mute=1&seed=5&rounds=12,11&set=12&lang=${lang}`, { viewport });
    await page.waitForSelector('#overlay .end', { timeout: 60_000 });
    const sheet = await page.evaluate(() => {
      const t = document.querySelector('#overlay table.sheet');
      const heads = [...t.querySelectorAll('thead th')].slice(1);
      const label = t.querySelector('tbody th');
      const line = parseFloat(getComputedStyle(label).lineHeight);
      return {
        shown: heads.map((h) => [...h.children].filter((c) => c.getBoundingClientRect().width > 1).map((c) => c.textContent).join('')),
        names: heads.map((h) => h.querySelector('.nm')?.textContent),
        lines: Math.round(label.querySelector('small').getBoundingClientRect().height / line),
        label: label.textContent,
      };
    });
    // With the whole names the round's label ("1 12-12 · West goes out")
    // took three lines in a card of 680 px.
    assert.equal(sheet.shown.length, 8);
    assert.ok(sheet.shown.every((s) => s.length <= 2), `${lang}: columns headed ${sheet.shown}`);
    assert.ok(sheet.names.every((n, i) => n && n.length > sheet.shown[i].length), `${lang}: names ${sheet.names}`);
    assert.equal(sheet.lines, 1, `${lang}: "${sheet.label}" takes ${sheet.lines} lines`);
    await shot(page, `sheet-eight-${lang}-${viewport.width}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('phone: wide tables scroll inside their dialog, the dialog never sideways', async () => {
  const eight = 'easy,'.repeat(7) + 'easy';
  const { page, problems, context } = await open(browser, `?seats=${eight}&delay=0&mute=1&seed=5&rounds=9,8`, PHONE);
  await page.waitForSelector('#overlay .end', { timeout: 60_000 });
  const wide = () => page.evaluate(() => {
    const o = document.querySelector('#overlay');
    const box = document.querySelector('#overlay .tablebox');
    return { overlay: o.scrollWidth - o.clientWidth, focusable: box.tabIndex, label: box.getAttribute('aria-label') };
  });
  // Eight seats' score sheet: 465 px of a 390 px screen before.
  assert.deepEqual(await wide(), { overlay: 0, focusable: 0, label: 'Score sheet' });
  // Its columns are headed by compass letters, as the chips are, so it
  // fits without scrolling (it scrolled 149 px with the whole names);
  // a screen reader still reads each whole name.
  const sheet = await page.evaluate(() => {
    const box = document.querySelector('#overlay .tablebox');
    const heads = [...box.querySelectorAll('thead th')].slice(1);
    return {
      scroll: box.scrollWidth - box.clientWidth,
      shown: heads.map((h) => [...h.children].filter((c) => c.getBoundingClientRect().width > 1).map((c) => c.textContent).join('')),
      names: heads.map((h) => h.querySelector('.nm')?.textContent),
    };
  });
  assert.ok(sheet.scroll <= 0, `the score sheet scrolls ${sheet.scroll} px`);
  assert.deepEqual(sheet.shown.slice(0, 3), ['S', 'SW', 'W']);
  assert.deepEqual(sheet.names.slice(0, 3), ['South', 'Southwest', 'West']);
  // A tile in the hands table never breaks at its hyphen.
  const broken = await page.$$eval('#overlay .hands .nw', (ts) => ts.filter((t) => t.getClientRects().length > 1).length);
  assert.equal(broken, 0);
  await page.keyboard.press('Escape');
  await page.tap('#btn-menu');
  await page.tap('#menu-stats');
  await page.waitForSelector('#overlay .statsbox');
  assert.deepEqual(await wide(), { overlay: 0, focusable: 0, label: "By opponents' level" });
  await shot(page, 'phone-stats');
  assert.deepEqual(problems, []);
  await context.close();
});

test('tablet held upright (744 and 768 px): the toolbar keeps one row in every language', async () => {
  for (const [lang, width] of [['en', 768], ['sk', 768], ['cs', 744], ['ru', 744]]) {
    const { page, problems, context } = await open(browser, `?seed=5&delay=5000&mute=1&seats=human,easy,easy,easy&lang=${lang}`,
      { viewport: { width, height: 1024 } });
    const rows = await page.evaluate(() => new Set([...document.querySelectorAll('#toolbar button')]
      .filter((b) => b.offsetParent).map((b) => Math.round(b.getBoundingClientRect().top))).size);
    // New game wrapped alone onto a second row before (in English until
    // 2026-12-03, in Slovak, Czech and Russian until 2026-12-05).
    assert.equal(rows, 1, lang);
    assert.equal(await page.isVisible('#toolbar [data-cmd="newgame"]'), true);
    assert.equal(await page.isVisible('#toolbar [data-cmd="undo"]'), true, 'Undo shows against computers');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a short window (800 × 600) at eight seats: the chips take one row in every language, their kinds and names read out', async () => {
  for (const lang of ['en', 'sk', 'cs', 'ru']) {
    const { page, problems, context } = await open(browser,
      `?seed=5&delay=5000&mute=1&seats=human,easy,easy,easy,easy,easy,easy,easy&preset=double-twelve&lang=${lang}`,
      { viewport: { width: 800, height: 600 } });
    const m = await page.evaluate(() => {
      const chips = [...document.querySelectorAll('#seats .seat')];
      return {
        rows: new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top))).size,
        top: document.querySelector('#board').getBoundingClientRect().top,
        kind: chips[1].querySelector('small').textContent,
        kindWidth: chips[1].querySelector('small').getBoundingClientRect().width,
        name: chips[1].querySelector('.nm').textContent,
        nameWidth: chips[1].querySelector('.nm').getBoundingClientRect().width,
      };
    });
    // Three rows (the board from 155 px) in Slovak, Czech and Russian
    // until 2026-12-05, with each chip's seat kind and "points" shown; two
    // until the chips showed compass letters there (2026-12-06).
    assert.equal(m.rows, 1, `${lang}: ${JSON.stringify(m)}`);
    assert.ok(m.top <= 100, `${lang}: ${JSON.stringify(m)}`);
    assert.ok(m.kind.length > 0 && m.kindWidth <= 1, `${lang}: the kind is there for screen readers: ${JSON.stringify(m)}`);
    assert.ok(m.name.length > 2 && m.nameWidth <= 1, `${lang}: the whole name is there for screen readers: ${JSON.stringify(m)}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('phone held sideways: a one-row header, the toolbar a column beside the table, a rack of lying tiles', async () => {
  const side = { ...PHONE, viewport: { width: 844, height: 390 } };
  const { page, problems, context } = await open(browser, '?seed=3&delay=30&mute=1', side);
  // The long prompt of a player's turn.
  await page.waitForFunction(() => document.querySelector('#msg').textContent.startsWith('Your turn'), null, { timeout: 20000 });
  const m = await page.evaluate(() => {
    const r = (s) => document.querySelector(s).getBoundingClientRect();
    const rack = parseFloat(getComputedStyle(document.querySelector('#table')).getPropertyValue('--rack'));
    return { top: r('#top').height, table: r('#table').height, rack, msg: r('#msg'), width: innerWidth,
      bar: r('#toolbar'), tableTop: r('#table').top,
      hand: [...document.querySelectorAll('#a11y .tilebtn')].map((b) => b.getBoundingClientRect()),
      more: getComputedStyle(document.querySelector('#toolbar [data-cmd="newgame"]')).display };
  });
  // Status and seats share the one header row; the toolbar stands at the
  // table's right edge above the rack. (1280 px wide rules: three header
  // rows, 95 px of the 390; then two rows, 60 px.)
  assert.ok(m.top <= 40, `header ${m.top} px`);
  assert.ok(m.bar.top > m.tableTop && m.bar.bottom <= m.tableTop + m.table - m.rack, `toolbar ${JSON.stringify(m.bar)}`);
  assert.ok(m.bar.right <= m.width && m.bar.height > m.bar.width, 'a column at the right edge');
  assert.ok(m.msg.right <= m.bar.left, 'the message keeps clear of the toolbar');
  assert.equal(m.more, 'none', 'New game moves into the menu');
  assert.ok(m.rack <= m.table * 0.25 + 1, `rack ${m.rack} of ${m.table} px`);
  // The hand's tiles lie on their long side in one row (88 px standing),
  // and the buttons screen readers and keys use lie over them.
  assert.ok(m.rack <= 60, `rack ${m.rack} px: the tiles lie in one row`);
  assert.ok(m.hand.length > 0 && m.hand.every((b) => b.width > b.height && Math.abs(b.top - m.hand[0].top) < 1),
    `hand buttons ${JSON.stringify(m.hand.map((b) => [b.width, b.height, b.top]))}`);
  assert.ok(m.msg.height < 40, `message ${m.msg.height} px tall: one line`);
  // A message centred by left: 50% used to wrap at half the width (the
  // turn's prompt is shorter now, so a long line is put in to check).
  const long = await page.evaluate(() => {
    const el = document.querySelector('#msg'); const was = el.textContent;
    el.textContent = 'A long message line of about seventy characters, to see where it wraps';
    const r = el.getBoundingClientRect(); el.textContent = was;
    return { width: r.width, height: r.height };
  });
  assert.ok(long.width > m.width / 2 && long.height < 40, `a long message ${JSON.stringify(long)}`);
  await shot(page, 'phone-sideways');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a narrower phone held sideways (667 × 375): status and four seats keep one header row in every language, the start double still read out', async () => {
  // The start double's name took the status line past the chips' room:
  // two header rows (50 px) below 745 px in English, 760 px in Slovak,
  // Czech and Russian, 21 px less table. It is read out, not shown there.
  const side = { ...PHONE, viewport: { width: 667, height: 375 } };
  for (const lang of ['en', 'sk', 'cs', 'ru']) {
    const { page, problems, context } = await open(browser, `?seed=3&delay=30&mute=1&lang=${lang}`, side);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const m = await page.evaluate(() => {
      const top = document.querySelector('#top').getBoundingClientRect();
      const rows = new Set([...document.querySelectorAll('#status > span, #seats > *')]
        .filter((e) => e.getBoundingClientRect().width > 1)
        .map((e) => { const r = e.getBoundingClientRect(); return Math.round((r.top + r.height / 2) / 10); })).size;
      // The status line's second part (a class of its own since).
      const start = document.querySelector('#status > span:nth-child(2)');
      return { height: top.height, rows, start: start.textContent, shown: start.getBoundingClientRect().width };
    });
    assert.equal(m.rows, 1, `${lang}: one header row`);
    assert.ok(m.height <= 32, `${lang}: header ${m.height} px`);
    assert.match(m.start, /9-9/, `${lang}: the start double is in the status line for screen readers`);
    assert.ok(m.shown <= 1, `${lang}: and not shown`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  // Where there is room (844 × 390), the status line shows it.
  const { page, context } = await open(browser, '?seed=3&delay=30&mute=1', { ...PHONE, viewport: { width: 844, height: 390 } });
  assert.ok(await page.$eval('#status .start', (e) => e.getBoundingClientRect().width) > 50);
  await context.close();
});

test('a larger phone held sideways (915 × 412) at eight seats: status and chips keep one header row at a round\'s end', async () => {
  // The status line showed the start double and the letter chips were
  // 4 px wider: with the two-digit scores of a round's end the header took
  // two rows (50 px instead of 29) up to 1,037 px wide.
  const side = { ...PHONE, viewport: { width: 915, height: 412 } };
  for (const lang of ['en', 'ru']) {
    const { page, problems, context } = await open(browser,
      `?seed=3&delay=0&mute=1&lang=${lang}&seats=easy,easy,easy,easy,easy,easy,easy,easy&preset=double-twelve`, side);
    await page.waitForSelector('#overlay .end', { timeout: 60_000 });
    await page.click('#overlay [data-cmd="peek"]');
    await page.waitForSelector('#peek-back:not([hidden])');
    const m = await page.evaluate(() => ({
      top: document.querySelector('#board').getBoundingClientRect().top,
      scores: [...document.querySelectorAll('#seats .score')].map((e) => parseInt(e.textContent, 10)),
      start: document.querySelector('#status .start').textContent,
      shown: document.querySelector('#status .start').getBoundingClientRect().width,
    }));
    assert.ok(m.scores.filter((x) => x >= 10).length >= 4, `${lang}: two-digit scores: ${m.scores}`);
    assert.ok(m.top < 32, `${lang}: one header row: ${JSON.stringify(m)}`);
    assert.match(m.start, /12-12/, `${lang}: the start double is read out`);
    assert.ok(m.shown <= 1, `${lang}: and not shown`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('eight letter chips keep one row at a round\'s end on a tablet held upright (768 × 1024) and a phone held sideways (844 × 390); the results card starts at its title', async () => {
  // Letter chips stood 8 px apart with 8 px of padding on a tablet: the
  // eighth chip took a row of its own there (the canvas from 125 px), and
  // at 844 × 390 the chips went under the status line once the scores had
  // two digits (50 px). They now stand 4 px apart.
  for (const [w, h, header] of [[768, 1024, 100], [844, 390, 32]]) {
    for (const lang of ['en', 'ru']) {
      const { page, problems, context } = await open(browser,
        `?seed=3&delay=0&mute=1&lang=${lang}&seats=easy,easy,easy,easy,easy,easy,easy,easy&preset=double-twelve`,
        { ...PHONE, viewport: { width: w, height: h } });
      await page.waitForSelector('#overlay .end', { timeout: 60_000 });
      // The results card starts at its title, its buttons held in view at
      // the window's bottom (the focused Next round scrolled the title and
      // the first seats' hands out of view at 844 × 390).
      const card = await page.evaluate(() => ({
        title: document.querySelector('#overlay .end h2').getBoundingClientRect().top,
        next: document.querySelector('#overlay [data-cmd="next"]').getBoundingClientRect().bottom,
        focused: document.activeElement.dataset.cmd,
      }));
      assert.ok(card.title >= 0 && card.title < h / 2, `${lang} at ${w} × ${h}: the card's title in view: ${JSON.stringify(card)}`);
      assert.ok(card.next <= h, `${lang} at ${w} × ${h}: Next round in view: ${JSON.stringify(card)}`);
      assert.equal(card.focused, 'next');
      await page.click('#overlay [data-cmd="peek"]');
      await page.waitForSelector('#peek-back:not([hidden])');
      const m = await page.evaluate(() => {
        const chips = [...document.querySelectorAll('#seats .seat')];
        return {
          rows: new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top))).size,
          shows: chips.map((c) => c.querySelector('.ab')?.getBoundingClientRect().width ?? 0),
          top: document.querySelector('#board').getBoundingClientRect().top,
          scores: [...document.querySelectorAll('#seats .score')].map((e) => parseInt(e.textContent, 10)),
        };
      });
      const at = `${lang} at ${w} × ${h}: ${JSON.stringify(m)}`;
      assert.ok(m.scores.filter((x) => x >= 10).length >= 4, `${at}: two-digit scores`);
      assert.ok(m.shows.slice(1).every((x) => x > 5), `${at}: compass letters shown`);
      assert.equal(m.rows, 1, `${at}: one row of chips`);
      assert.ok(m.top < header, `${at}: the canvas from ${m.top} px`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('a small phone: the prompts of every turn keep one line in every language, so the table keeps its room', async () => {
  // The turn's prompt wrapped to two lines on a phone in every language
  // (three in Russian), and the round's fit kept room for the tallest.
  // The lines an element's text takes.
  const lines = (page, sel = '#msg') => page.$eval(sel, (el) => {
    const r = document.createRange(); r.selectNodeContents(el);
    return new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size;
  });
  const small = { ...PHONE, viewport: { width: 360, height: 740 } };
  for (const lang of ['en', 'sk', 'cs', 'ru']) {
    const { page, problems, context } = await open(browser, `?seed=11&delay=0&mute=1&lang=${lang}`, small);
    let s;
    for (let i = 0; i < 200; i++) {
      s = await turn(page);
      if (s.fits.length > 0 && !s.draw && s.hand > 1) break;
      if (s.draw) await page.tap('#btn-draw'); else if (s.pass) await page.tap('#btn-pass'); else await sleep(30);
    }
    assert.ok(s.fits.length > 0, `${lang}: a turn with a tile to play`);
    const prompt = await page.textContent('#msg');
    assert.equal(await lines(page), 1, `${lang}: "${prompt}"`);
    // The banner beside the open ends strip: at this first turn the start
    // double still wants arms (two lines in Slovak, Czech and Russian
    // before; a chicken foot's banner, two in every language).
    const banner = await page.$eval('#banner', (b) => ({ shown: !b.hidden, text: b.textContent }));
    assert.ok(banner.shown, `${lang}: the arms banner`);
    assert.equal(await lines(page, '#banner'), 1, `${lang}: "${banner.text}"`);
    await page.touchscreen.tap(...Object.values(await centre(page.locator(`#a11y [data-cmd="${s.fits[0]}"]`))));
    await page.locator('#a11y .targetbtn').first().waitFor({ state: 'attached', timeout: 3000 });
    const choose = await page.textContent('#msg');
    assert.notEqual(choose, prompt);
    assert.equal(await lines(page), 1, `${lang}: "${choose}"`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('phone: one toolbar row in every language; the menu holds the rest', async () => {
  const { page, problems, context } = await open(browser, '?seed=4&delay=30&mute=1&lang=ru', PHONE);
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const rows = () => page.evaluate(() => new Set([...document.querySelectorAll('#toolbar button')]
    .filter((b) => b.offsetParent).map((b) => Math.round(b.getBoundingClientRect().top))).size);
  for (const lang of ['ru', 'sk', 'cs', 'en']) {
    await page.tap('#btn-menu');
    await page.selectOption('#menu-lang', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.keyboard.press('Escape');
    assert.equal(await rows(), 1, `toolbar rows in ${lang}`);
  }
  for (const id of ['sort', 'numerals', 'mute', 'autodraw', 'newgame']) {
    assert.equal(await page.isVisible(`#toolbar [data-cmd="${id}"]`), false, `${id} is not in the toolbar`);
  }
  await page.tap('#btn-menu');
  for (const [id, pressed] of [['mute', 'true'], ['autodraw', 'false']]) {
    assert.equal(await page.getAttribute(`#menu-${id}`, 'aria-pressed'), pressed, id);
  }
  await page.tap('#menu-mute');
  await page.waitForFunction(() => document.querySelector('#menu-mute').getAttribute('aria-pressed') === 'false');
  assert.equal(await page.getAttribute('#btn-mute', 'aria-pressed'), 'false');
  // Sorting closes the menu so that the sorted hand shows.
  await page.tap('#menu-sort');
  await page.waitForFunction(() => document.querySelector('#overlay').hidden);
  const hand = await page.$$eval('#a11y .tilebtn', (b) => b.map((x) => x.dataset.cmd.slice(5)));
  const key = (t) => t.split('-').map(Number);
  const sorted = [...hand].sort((a, b) => { const [p, q] = [key(a), key(b)]; return (p[0] - q[0]) || (p[1] - q[1]); });
  assert.ok(hand.length > 0);
  assert.ok(JSON.stringify(hand) === JSON.stringify(sorted) || JSON.stringify(hand) === JSON.stringify([...sorted].reverse()),
    `sorted hand: ${hand}`);
  assert.equal(await page.locator('#msg').textContent(), 'Hand sorted by number, highest first');
  // A replay hides the hand controls in the menu as in the toolbar.
  await page.tap('#btn-menu');
  await page.tap('#menu-replay');
  await page.waitForSelector('#rp-exit');
  await page.tap('#btn-menu');
  await page.waitForSelector('#menu-numerals');
  assert.deepEqual(await Promise.all(['numerals', 'mute', 'sort', 'autodraw'].map((id) => page.isVisible(`#menu-${id}`))),
    [true, true, false, false]);
  await page.keyboard.press('Escape');
  await page.tap('#rp-exit');
  // On a desktop the same buttons stay in the toolbar and not in the menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click('#btn-menu');
  await page.waitForSelector('#menu-share');
  assert.equal(await page.isVisible('#menu-share'), true);
  assert.equal(await page.isVisible('#menu-sort'), false);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#toolbar [data-cmd="sort"]'), true);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Pixels of the table (the canvas above the rack) that are tile faces: how big the table is drawn. */
async function tilePixels(page) {
  return page.evaluate(() => {
    const c = document.querySelector('#board');
    const scale = c.width / c.getBoundingClientRect().width;
    const rack = Math.min(...[...document.querySelectorAll('#a11y .tilebtn')].map((b) => b.getBoundingClientRect().top));
    const h = Math.floor((Number.isFinite(rack) ? rack - c.getBoundingClientRect().top : c.clientHeight) * scale);
    const d = c.getContext('2d').getImageData(0, 0, c.width, h).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 225 && d[i + 1] > 220 && d[i + 2] > 200) n += 1;
    return n;
  });
}

test('the only move there is, Draw or Pass, stands out in the toolbar', async () => {
  // Seed 8: nobody holds 9-9, so the person's first move is a draw.
  const { page, problems, context } = await open(browser, '?seed=8&delay=200&mute=1');
  await page.waitForSelector('#btn-draw[data-only]', { timeout: 5000 });
  const look = (id) => page.$eval(id, (b) => [b.hasAttribute('data-only'), getComputedStyle(b).backgroundColor]);
  const [drawOnly, drawBg] = await look('#btn-draw');
  const [passOnly, passBg] = await look('#btn-pass');
  assert.ok(drawOnly && !passOnly);
  assert.equal(drawBg, 'rgb(255, 213, 74)', 'Draw is yellow');
  assert.notEqual(passBg, drawBg);
  await shot(page, 'only-draw');
  // Drawing (when it is all there is) until the person has a tile to play:
  // then nothing stands out.
  let s;
  for (let i = 0; i < 300; i++) {
    s = await turn(page);
    if (s.fits.length && !/Place/.test(s.msg)) break;
    if ((await look('#btn-draw'))[0]) await page.evaluate(() => document.querySelector('#btn-draw:not([disabled])')?.click());
    await sleep(50);
  }
  assert.ok(s.fits.length, 'the person got a tile to play');
  assert.ok(!(await look('#btn-draw'))[0] && !(await look('#btn-pass'))[0], 'with a tile to play, neither stands out');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Pixels of the table drawn in the sky blue (#5ec8ff) that rims the tiles laid since the person's last move. */
async function rimPixels(page) {
  return page.evaluate(() => {
    const c = document.querySelector('#board');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 140 && d[i + 1] > 170 && d[i + 1] < 230 && d[i + 2] > 235) n += 1;
    return n;
  });
}

test('the tiles the others laid since your last move have a blue rim; your move clears it', async () => {
  // Slow AI seats: the table stands still between one move and the next.
  const { page, problems, context } = await open(browser, '?seed=11&delay=700&mute=1');
  let seen = 0;
  let cleared = 0;
  for (let i = 0; i < 400 && cleared < 2; i++) {
    const s = await turn(page);
    if (s.roundOver) break;
    if (!s.fits.length || /Place/.test(s.msg)) {
      // Not a turn to judge: an AI's, the start double's, or a draw or pass.
      if (s.draw || s.pass) await page.evaluate(() => document.querySelector('#btn-draw:not([disabled]), #btn-pass:not([disabled])')?.click());
      await sleep(50);
      continue;
    }
    await sleep(350); // the last slide has ended
    const before = await rimPixels(page);
    if (before > 0) seen += 1;
    const cmd = s.fits[0];
    await page.evaluate((c) => document.querySelector(`#a11y [data-cmd="${c}"]`).click(), cmd);
    await page.waitForSelector('#a11y .targetbtn', { state: 'attached', timeout: 5000 });
    await page.evaluate(() => document.querySelector('#a11y .targetbtn').click());
    await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length !== n, s.hand, { timeout: 5000 });
    await sleep(350);
    const after = await rimPixels(page);
    // Unless the move ended the round, an AI is to move now, 700 ms away.
    if (!(await turn(page)).overlay) {
      assert.equal(after, 0, `after playing ${cmd} nothing is rimmed (before: ${before} px)`);
      if (before > 0) cleared += 1;
    }
  }
  assert.ok(seen >= 2, `the others' tiles were rimmed on ${seen} turns`);
  assert.equal(cleared, 2, 'twice the person\'s move cleared the rims');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Two fingers on the table, moved from `from` to `to` px apart around (x, y), by Chrome's touch input. */
async function pinch(client, x, y, from, to) {
  const at = (d) => [{ x: x - d / 2, y, id: 0 }, { x: x + d / 2, y, id: 1 }];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= 10; i++) {
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * i) / 10) });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('phone: a two-finger pinch zooms the table in and out', async () => {
  const { page, problems, context } = await open(browser, '?seed=11&delay=30&mute=1', PHONE);
  // Wait for the person's turn with tiles on the table (nothing moves then).
  for (let i = 0; i < 300; i++) {
    const s = await turn(page);
    if (!s.overlay && (s.fits.length || s.draw || s.pass) && !/Place/.test(s.msg + s.fits.join())) break;
    await sleep(30);
  }
  await sleep(300);
  const box = await page.locator('#board').boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height * 0.4];
  const client = await context.newCDPSession(page);
  const fitted = await tilePixels(page);
  assert.ok(fitted > 1000, `the start double is drawn (${fitted} tile pixels)`);
  await pinch(client, x, y, 60, 180);
  await sleep(200);
  const zoomed = await tilePixels(page);
  assert.ok(zoomed > fitted * 3, `pinch out ×3 draws the tiles bigger: ${fitted} -> ${zoomed} tile pixels`);
  await shot(page, 'phone-pinched');
  await pinch(client, x, y, 180, 60);
  await sleep(200);
  const back = await tilePixels(page);
  assert.ok(Math.abs(back - fitted) < fitted * 0.25, `pinch in ×3 returns: ${fitted} -> ${back} tile pixels`);
  await page.tap('[data-cmd="zoomin"]');
  await sleep(100);
  assert.ok(await tilePixels(page) > back * 1.3, 'the + button zooms in too');
  assert.deepEqual(problems, []);
  await context.close();
});

/** The canvas's `data-zoom` (the camera's scale) each time it changes, for `ms` milliseconds. */
async function watchZoom(page, ms) {
  return page.evaluate((ms) => new Promise((done) => {
    const board = document.querySelector('#board');
    const seen = [];
    const obs = new MutationObserver(() => seen.push([performance.now(), Number(board.dataset.zoom)]));
    obs.observe(board, { attributes: true, attributeFilter: ['data-zoom'] });
    setTimeout(() => { obs.disconnect(); done(seen); }, ms);
  }), ms);
}

/** Changes of the scale grouped into runs: changes less than 60 ms apart (a few frames) belong to one run. */
function runs(seen) {
  const out = [];
  for (const [t, z] of seen) {
    const last = out[out.length - 1];
    if (last && t - last[last.length - 1][0] < 60) last.push([t, z]);
    else out.push([[t, z]]);
  }
  return out;
}

test('the camera eases to a growing table, and snaps with reduced motion', async () => {
  // Four computer seats on a double-twelve table in a small window: it
  // soon outgrows the view.
  const query = '?seats=easy,easy,easy,easy&set=12&delay=500&mute=1&seed=8';
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { page, problems, context } = await open(browser, query, { viewport: { width: 640, height: 480 }, reducedMotion });
    const seen = await watchZoom(page, 10_000);
    console.log(reducedMotion, JSON.stringify(runs(seen).map((r) => [r.length, Math.round(r[r.length - 1][0] - r[0][0])])));
    const all = runs(seen);
    const eased = all.filter((r) => r.length >= 4);
    const zooms = seen.map(([, z]) => z);
    assert.ok(Math.min(...zooms) < Math.max(...zooms), `${reducedMotion}: the table outgrew the view (${zooms})`);
    if (reducedMotion === 'reduce') {
      assert.deepEqual(all.filter((r) => r.length > 1), [], 'with reduced motion every refit is one step');
    } else {
      assert.ok(eased.length > 0, `some refit eased over several frames: ${JSON.stringify(all.map((r) => r.length))}`);
      for (const r of eased) {
        const z = r.map(([, v]) => v);
        const down = z.every((v, i) => i === 0 || v <= z[i - 1]);
        const up = z.every((v, i) => i === 0 || v >= z[i - 1]);
        assert.ok(down || up, `an easing runs one way: ${z}`);
        assert.ok(r[r.length - 1][0] - r[0][0] < 400, `an easing ends within 400 ms: ${r[r.length - 1][0] - r[0][0]}`);
      }
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('benchmark: redraw of a full double-twelve board', async () => {
  const { page, problems, context } = await open(browser, '?bench=1&mute=1&delay=100000');
  const text = await page.locator('#bench').textContent();
  console.log(`redraw benchmark: ${text}`);
  writeFileSync(`${SHOTS}../bench.txt`, `${text}\n`);
  await shot(page, 'desktop-double-twelve-full');
  assert.match(text, /ms\/frame/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a drawn tile that fits nowhere is named and marked in the rack', async () => {
  const { page, problems, context } = await open(browser, '?players=2&seats=human,easy&seed=7&delay=0&mute=1');
  let seen = null;
  for (let i = 0; i < 600 && !seen; i++) {
    const s = await turn(page);
    if (s.roundOver) {
      await nextRound(page);
      continue;
    }
    if (!s.overlay && !s.fits.length && s.pass && !s.draw) {
      const m = s.msg.match(/^You drew (\d+-\d+): it fits nowhere, so pass$/);
      if (m) seen = m[1];
      else {
        // Only an empty boneyard may say there is nothing to draw.
        assert.match(s.msg, /^Nothing to play and nothing to draw: pass$/);
        assert.equal(s.status.match(/Boneyard: (\d+)/)?.[1], '0', `${s.msg} / ${s.status}`);
        await page.evaluate(() => document.querySelector('#btn-pass').click());
        await sleep(30);
      }
      continue;
    }
    if (!(await step(page))) await sleep(20);
  }
  assert.ok(seen, 'the person drew a tile that fits nowhere');
  const label = await page.locator(`#a11y .tilebtn[data-cmd="tile:${seen}"]`).getAttribute('aria-label');
  assert.match(label, /just drawn/);
  // The screenshot once the tiles laid last have slid in (280 ms).
  await sleep(350);
  await shot(page, 'drawn-fits-nowhere');
  assert.deepEqual(problems, []);
  await context.close();
});

test('dragging a tile that fits nowhere says so at once, and the refused tile is not left selected', async () => {
  const { page, problems, context } = await open(browser, '?seed=5&delay=30&mute=1');
  let checked = false;
  for (let i = 0; i < 400 && !checked; i++) {
    const s = await turn(page);
    const nofit = await page.$$eval('#a11y .tilebtn', (bs) => bs
      .filter((b) => b.getAttribute('aria-label').includes('no place')).map((b) => b.dataset.cmd));
    if (s.fits.length && nofit.length && !/Place|place/.test(s.msg)) {
      const name = nofit[0].slice('tile:'.length);
      const from = await centre(page.locator(`#a11y [data-cmd="${nofit[0]}"]`));
      const box = await page.locator('#board').boundingBox();
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 30, box.y + box.height / 2, { steps: 8 });
      // While it is dragged: why it cannot go anywhere, not "Choose a highlighted spot".
      await page.waitForFunction((t) => document.querySelector('#msg').textContent.includes(t), name);
      const during = await page.locator('#msg').textContent();
      assert.doesNotMatch(during, /^Choose/, during);
      assert.match(during, /fits no open end|needs|chicken foot|first|must/i, during);
      // Dropped on the empty corner of the table: back to the rack, not selected.
      await page.mouse.move(box.x + 8, box.y + 8, { steps: 4 });
      await page.mouse.up();
      await page.waitForFunction(() => !document.querySelector('#a11y .tilebtn[aria-pressed="true"]'));
      assert.doesNotMatch(await page.locator('#msg').textContent(), /^Choose/);
      checked = true;
      break;
    }
    if (s.roundOver) break;
    if (s.fits.length) await step(page);
    else if (s.draw) await page.click('#btn-draw');
    else if (s.pass) await page.click('#btn-pass');
    await sleep(40);
  }
  assert.ok(checked, 'a turn with a tile that fits nowhere');
  assert.deepEqual(problems, []);
  await context.close();
});
