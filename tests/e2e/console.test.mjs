// A normal session is quiet: no console message of any kind (warnings
// included), and no sound is tried before the player has touched the page
// (browsers refuse audio until then and warn).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, ready, step, BASE, DESKTOP } from './helpers.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** In the page, before its scripts: counts the audio contexts made and keeps them. */
function countAudio() {
  const Real = window.AudioContext;
  window.audioMade = [];
  window.AudioContext = class extends Real {
    constructor(...a) { super(...a); window.audioMade.push(this); }
  };
}

for (const query of ['?seed=1&delay=100', '?seed=1&delay=100&numerals=1&mute=0']) {
  test(`a session at ${query} logs nothing; sound starts after the first gesture`, async () => {
    const context = await browser.newContext(DESKTOP);
    await context.addInitScript(countAudio);
    const page = await context.newPage();
    const said = [];
    page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
    await page.goto(BASE + query);
    await ready(page);
    // The computer players place the start double and move before the
    // person's first turn (seed 1), each move with its sound asked for.
    await page.waitForFunction(() => /Your turn/.test(document.querySelector('#msg').textContent));
    assert.equal(await page.evaluate(() => window.audioMade.length), 0,
      'no audio context before the first gesture');

    // A real click on the table and key presses are the gesture.
    await page.mouse.click(640, 300);
    await page.keyboard.press('ArrowRight');
    for (let moves = 0; moves < 3;) {
      if (await step(page)) moves++;
      else await page.waitForTimeout(100);
    }
    await page.waitForFunction(() => window.audioMade.length > 0, null, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.audioMade[0].state), 'running');
    assert.deepEqual(said, [], 'the console stays empty');
    await context.close();
  });
}

test('a first visit, the tour taken with the keyboard, logs nothing', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const said = [];
  page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
  await page.goto(BASE);
  await ready(page);
  await page.waitForSelector('#tour');
  // Each step opens with its Next (the last: Play) focused, so Enter
  // goes on through the tour.
  for (let i = 0; i < 5; i++) {
    const step = await page.locator('#tour .step').textContent();
    await page.waitForFunction(() => document.activeElement?.dataset.cmd === 'tour-next');
    await page.keyboard.press('Enter');
    // The page handles the key in its next frame: wait for the next step.
    await page.waitForFunction((was) => document.querySelector('#tour .step')?.textContent !== was, step);
  }
  await page.waitForSelector('#tour', { state: 'detached' });
  for (let moves = 0; moves < 2;) {
    if (await step(page)) moves++;
    else await page.waitForTimeout(100);
  }
  assert.deepEqual(said, [], 'the console stays empty');
  await context.close();
});
