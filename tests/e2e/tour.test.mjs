// The tour of the table: a first plain visit gets it; it points at the
// real table and controls, is skippable, does not come back, and the menu
// shows it again (translated).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, shot, BASE, PHONE } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The tour card's step line and title, and where its pointer is. */
async function tourNow(page) {
  return page.evaluate(() => {
    const ring = document.querySelector('#tour-ring');
    const board = document.querySelector('#board').getBoundingClientRect();
    const r = ring.getBoundingClientRect();
    return {
      step: document.querySelector('#tour .step')?.textContent,
      title: document.querySelector('#tour h2')?.textContent,
      ring: ring.hidden ? null : { x: r.left + r.width / 2 - board.left, y: r.top + r.height / 2 - board.top, w: board.width, h: board.height },
      lit: [...document.querySelectorAll('#toolbar [data-tour], #seats[data-tour]')].map((e) => e.id),
      foot: document.querySelectorAll('#tour svg.foot rect').length,
      // The card's edges and the canvas's (the rack is the canvas's foot).
      card: (({ top, bottom }) => ({ top, bottom }))(document.querySelector('#tour').getBoundingClientRect()),
      board,
    };
  });
}

// The browser's random bytes fix the first visit's deal (a plain visit
// deals at random): with 2s a computer seat holds the start double, with
// 1s the person does, with 5s nobody was dealt it and the person draws
// first (a fifth of the default deals).
const visits = [
  ['desktop', undefined, 2, 'laid'],
  ['phone', PHONE, 5, 'search'],
  ['desktop, holding the start double', undefined, 1, 'yours'],
];
for (const [name, device, randomByte, start] of visits) {
  test(`a first plain visit on a ${name} gets the tour, which points at the table and the controls`, async () => {
    const { page, problems, context } = await open(browser, '', device, { randomByte });
    await page.waitForSelector('#tour');
    const titles = [];
    for (let i = 0; i < 5; i++) {
      await page.waitForFunction((t) => document.querySelector('#tour .step')?.textContent === t, `Tour ${i + 1} of 5`);
      await page.waitForTimeout(100);
      const now = await tourNow(page);
      assert.equal(now.step, `Tour ${i + 1} of 5`);
      titles.push(now.title);
      if (i === 2) {
        // No chicken foot on a first visit's table yet: no pointer (it
        // would point at the start double), a picture of one in the card.
        assert.equal(now.ring, null);
        assert.equal(now.foot, 5, 'a line tile, the double and three toes');
        // It teaches the lit line too, and the longer card still fits.
        const card = await page.evaluate(() => {
          const c = document.querySelector('#tour').getBoundingClientRect();
          return { text: document.querySelector('#tour').textContent, top: c.top, bottom: c.bottom, h: innerHeight };
        });
        assert.match(card.text, /click or tap a tile to see what it joins/);
        assert.ok(card.top >= 0 && card.bottom <= card.h, `the card fits: ${JSON.stringify(card)}`);
        await shot(page, `tour-foot-${name}`);
      } else if (i === 0 && start === 'search') {
        // Nobody was dealt the start double: the first step says so and
        // points at Draw, not at an empty table.
        assert.equal(now.ring, null);
        assert.deepEqual(now.lit, ['btn-draw']);
        assert.match(await page.textContent('#tour-text'), /Nobody was dealt it this time.*Press Draw\.$/);
        // The card stands under the toolbar, and the hand stays in sight.
        assert.ok(now.card.top < now.board.top + 40 && now.card.bottom < now.board.bottom - 0.2 * now.board.height,
          `the card at the top: ${JSON.stringify(now)}`);
        await shot(page, `tour-${name}`);
      } else if (i < 3) {
        assert.ok(now.ring, `step ${i + 1} points at the table`);
        if (i === 1 && start === 'search') {
          // Nothing laid yet: matching points at the hand, not at an empty table.
          // (The rack takes the bottom of the canvas; the table's centre is at half its height.)
          assert.ok(now.ring.y > 0.7 * now.ring.h, `the pointer on the hand: ${JSON.stringify(now.ring)}`);
          await shot(page, `tour-match-${name}`);
        }
        assert.ok(now.ring.x >= 0 && now.ring.x <= now.ring.w && now.ring.y >= 0 && now.ring.y <= now.ring.h,
          `the pointer is on the table: ${JSON.stringify(now.ring)}`);
      } else {
        assert.equal(now.ring, null);
        assert.deepEqual(now.lit, [i === 3 ? 'btn-draw' : 'seats']);
        assert.ok(now.card.top < now.board.top + 40, `the card under the header: ${JSON.stringify(now)}`);
      }
      if (i === 0 && start === 'yours') {
        // The person holds it: the pointer is on its spot in the centre.
        assert.match(await page.textContent('#tour-text'), /You hold it: lay it on the green spot in the centre\.$/);
        assert.ok(await page.$eval('#seats .seat[data-seat="0"]', (c) => c.classList.contains('turn')));
        await shot(page, `tour-${name}`);
      }
      if (i === 0 && start === 'laid') {
        // The start double is on the table under the pointer, not an empty
        // spot: the tour waits for a computer seat to lay it.
        const light = await page.evaluate(({ x, y }) => {
          const canvas = document.querySelector('#board');
          const k = canvas.width / canvas.getBoundingClientRect().width;
          const d = canvas.getContext('2d').getImageData(Math.round((x - 8) * k), Math.round((y - 8) * k), Math.round(16 * k), Math.round(16 * k)).data;
          let n = 0;
          for (let j = 0; j < d.length; j += 4) if (d[j] > 200 && d[j + 1] > 200 && d[j + 2] > 180) n++;
          return n / (d.length / 4);
        }, now.ring);
        assert.ok(light > 0.3, `the start double under the pointer: ${light} of the pixels are a tile's`);
        assert.doesNotMatch(await page.textContent('#tour-text'), /hold it|dealt it/);
        // The start double's name never breaks at its hyphen.
        assert.deepEqual(await page.$$eval('#tour-text .nw', (ts) => ts.map((t) => t.textContent)), ['9-9']);
        await shot(page, `tour-${name}`);
      }
      await page.click('#tour [data-cmd="tour-next"]');
    }
    assert.deepEqual(titles, ['The start double', 'Matching ends', 'The chicken foot', 'Draw and pass', 'Scoring']);
    await page.waitForSelector('#tour', { state: 'detached' });
    // Remembered: a reload plays on without it.
    await page.reload();
    await page.waitForSelector('#status [data-round]');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#tour').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('on a phone with large tiles (a contrast theme), the message line does not peek out over the tour card', async () => {
  // With 5s nobody was dealt the start double: the message says so, and
  // in large text it takes two lines, the upper one above the card.
  const { page, problems, context } = await open(browser, '', { ...PHONE, forcedColors: 'active' }, { randomByte: 5 });
  await page.waitForSelector('#tour');
  await page.waitForSelector('#app[data-large]');
  const msgAndCard = () => page.evaluate(() => {
    const m = document.querySelector('#msg');
    const a = m.getBoundingClientRect();
    const b = document.querySelector('#tour').getBoundingClientRect();
    const overlap = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
    return { text: m.textContent, overlap, shown: overlap && getComputedStyle(m).opacity !== '0' };
  });
  // The first step points at Draw: the card stands at the top, clear of
  // the message line, which stays in sight.
  const first = await msgAndCard();
  assert.match(first.text, /Nobody holds 9-9/);
  assert.equal(first.overlap, false, 'the card at the top is clear of the message line');
  assert.equal(await page.$eval('#msg', (m) => getComputedStyle(m).opacity), '1');
  // The third (a picture of a foot, nothing to point at) stands at the bottom.
  for (const n of [2, 3]) {
    await page.click('#tour [data-cmd="tour-next"]');
    await page.waitForFunction((t) => document.querySelector('#tour .step')?.textContent === t, `Tour ${n} of 5`);
  }
  const seen = await msgAndCard();
  assert.match(seen.text, /Nobody holds 9-9/);
  assert.ok(seen.overlap, 'the card stands over the message line');
  assert.equal(seen.shown, false, 'the message line peeks out over the card');
  // Once the tour is over the line is back.
  await page.click('#tour [data-cmd="close"]');
  await page.waitForSelector('#tour', { state: 'detached' });
  assert.equal(await page.$eval('#msg', (m) => getComputedStyle(m).opacity), '1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the tour is skippable, stays away from links, and the menu shows it again in the chosen language', async () => {
  const { page, problems, context } = await open(browser, '');
  await page.waitForSelector('#tour');
  await page.click('#tour [data-cmd="close"]');
  await page.waitForSelector('#tour', { state: 'detached' });
  await page.click('#btn-menu');
  await page.selectOption('#menu-lang', 'cs');
  await page.waitForFunction(() => document.documentElement.lang === 'cs');
  await page.click('#btn-menu');
  await page.click('#overlay [data-cmd="tour"]');
  await page.waitForSelector('#tour');
  assert.equal((await tourNow(page)).title, 'Počáteční dublet');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#tour', { state: 'detached' });
  // A first visit through a link with a game in it starts playing at once.
  const other = await open(browser, '?seed=4&delay=20&mute=1');
  await other.page.waitForTimeout(300);
  assert.equal(await other.page.locator('#tour').count(), 0);
  assert.deepEqual(problems, []);
  assert.deepEqual(other.problems, []);
  await other.context.close();
  await context.close();
});
