// Undo against computer seats: the button and Ctrl+Z take back the
// person's last play (and the computer seats' moves after it); a draw
// stays; pass-and-play has no Undo.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, step, turn, newGame, PHONE } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Waits until the person may move (or the round is over). */
async function yourTurn(page) {
  await page.waitForFunction(() => !document.querySelector('#overlay').hidden
    || !!document.querySelector('#a11y .tilebtn[data-fits]')
    || !document.querySelector('#btn-draw').disabled || !document.querySelector('#btn-pass').disabled);
}

/** Plays a tile of the hand (its data-cmd) on its first spot. */
async function play(page, cmd) {
  await page.evaluate((c) => document.querySelector(`#a11y [data-cmd="${c}"]`).click(), cmd);
  await page.waitForSelector('#a11y .targetbtn', { state: 'attached', timeout: 5000 });
  await page.evaluate(() => document.querySelector('#a11y .targetbtn').click());
  await page.waitForFunction((c) => !document.querySelector(`#a11y [data-cmd="${c}"]`), cmd);
}

/** The table's tiles and the person's hand, as the page's accessible layer lists them. */
async function position(page) {
  return page.evaluate(() => ({
    hand: [...document.querySelectorAll('#a11y .tilebtn')].map((b) => b.dataset.cmd).sort(),
    status: document.querySelector('#status').textContent,
  }));
}

test('Undo and Ctrl+Z take back the last play; the AI answers the same play the same way', async () => {
  const { page, problems, context } = await open(browser, '?seed=7&delay=30&mute=1&players=3&seats=human,easy,easy');
  const undo = page.locator('#btn-undo');
  assert.equal(await undo.isVisible(), true, 'offered against computer seats');
  let checked = 0;
  for (let i = 0; i < 40 && checked < 2; i++) {
    await yourTurn(page);
    const s = await turn(page);
    if (s.overlay) break;
    // Draws, passes and the start double's placement are not taken back.
    if (!s.fits.length || /start double/.test(s.msg)) { await step(page); continue; }
    const before = await position(page);
    const tile = s.fits[0];
    await play(page, tile);
    await yourTurn(page);
    if ((await turn(page)).overlay) break;
    const after = await position(page);
    assert.equal(await undo.isDisabled(), false, 'a play to take back');
    if (checked === 0) await undo.click();
    else { await page.locator('#board').focus(); await page.keyboard.press('Control+z'); }
    await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length === n, before.hand.length);
    assert.deepEqual(await position(page), before, 'the hand and the status as before the play');
    assert.match(await page.textContent('#msg'), /You take back \d+-\d+/);
    // The same play again: the same answer.
    await play(page, tile);
    await yourTurn(page);
    assert.deepEqual(await position(page), after);
    checked++;
  }
  assert.equal(checked, 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a draw is not taken back, and pass-and-play offers no Undo', async () => {
  const { page, problems, context } = await open(browser, '?seed=2&delay=30&mute=1');
  // Seed 2: the person's first turn has no tile that fits.
  await yourTurn(page);
  assert.equal((await turn(page)).fits.length, 0);
  await page.click('#btn-draw');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#btn-undo').isDisabled(), true);
  await page.keyboard.press('Control+z');
  await page.waitForTimeout(200);
  assert.doesNotMatch(await page.textContent('#msg'), /take back/);
  await newGame(page, ['human', 'human']);
  await page.waitForSelector('#btn-undo', { state: 'hidden' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone Undo is in the menu, which it closes', async () => {
  const { page, problems, context } = await open(browser, '?seed=7&delay=30&mute=1&players=3&seats=human,easy,easy', PHONE);
  assert.equal(await page.locator('#btn-undo').isVisible(), false, 'the toolbar keeps one row');
  for (let i = 0; i < 40; i++) {
    await yourTurn(page);
    const s = await turn(page);
    if (!s.fits.length || /start double/.test(s.msg)) { await step(page); continue; }
    const before = await position(page);
    await play(page, s.fits[0]);
    await yourTurn(page);
    await page.click('#btn-menu');
    await page.click('#menu-undo');
    await page.waitForSelector('#overlay', { state: 'hidden' });
    await page.waitForFunction((n) => document.querySelectorAll('#a11y .tilebtn').length === n, before.hand.length);
    assert.deepEqual(await position(page), before);
    assert.deepEqual(problems, []);
    await context.close();
    return;
  }
  assert.fail('no play made');
});
