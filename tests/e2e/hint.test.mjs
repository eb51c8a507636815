// The page's Hint and `chickenfoot hint` ask the same function with the
// same seed: on every position where the person is to move, the move the
// Hint button suggests (#a11y's data-hint) is the one the command line
// prints for the record the page exports there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { launch, open, step, turn, sleep, nextRound } from './helpers.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = process.env.CHICKENFOOT_BIN || `${ROOT}target/release/chickenfoot`;

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The command line's move in the page's notation (rules::Move's Display). */
function notation(mv) {
  if (mv.draw) return 'draw';
  if (mv.pass) return 'pass';
  return mv.on ? `${mv.play} on ${mv.on}` : `place ${mv.play}`;
}

/** Waits until the person is to move; false at a round's end. */
async function myTurn(page) {
  for (let i = 0; i < 400; i++) {
    const s = await turn(page);
    if (s.roundOver) return false;
    if (!s.overlay && (s.fits.length || s.draw || s.pass)) return true;
    await sleep(25);
  }
  throw new Error('the person never got a turn');
}

test('Hint and `chickenfoot hint` agree on 20 positions', async () => {
  assert.ok(existsSync(BIN), `${BIN} missing: cargo build --release first`);
  const { page, problems, context } = await open(browser, '?players=3&seats=human,medium,easy&seed=2026&delay=0&mute=1');
  let compared = 0;
  let plays = 0;
  for (let i = 0; i < 200 && compared < 20; i++) {
    if (!(await myTurn(page))) {
      await nextRound(page);
      continue;
    }
    await page.evaluate(() => delete document.querySelector('#a11y').dataset.hint);
    await page.click('#btn-hint');
    await page.waitForFunction(() => !!document.querySelector('#a11y').dataset.hint, null, { timeout: 20_000 });
    const shown = await page.locator('#a11y').getAttribute('data-hint');
    await page.click('#btn-menu');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#menu-export')]);
    const out = JSON.parse(execFileSync(BIN, ['hint', await download.path()], { encoding: 'utf8' }));
    assert.equal(out.level, 'hard');
    assert.equal(shown, notation(out.hint), `position ${compared}: page ${shown}, command line ${JSON.stringify(out)}`);
    if (out.hint.on) plays += 1;
    compared += 1;
    await page.keyboard.press('Escape');
    assert.ok(await step(page), 'a move after the hint');
  }
  assert.equal(compared, 20);
  assert.ok(plays >= 8, `${plays} of 20 hints were plays on the table`);
  assert.deepEqual(problems, []);
  await context.close();
});
