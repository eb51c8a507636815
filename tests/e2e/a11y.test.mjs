// Automated accessibility audit (axe-core, WCAG 2.x A and AA rules plus
// best practices) of every screen a player meets: the table, each dialog,
// a round's end, the match result, the replay bar, a notice, pass and
// play, a phone in another language, the rules page with the game embedded. Any violation fails with its rule and elements.
// axe cannot judge everything (the canvas is covered by the accessible
// mirror, tested by the keyboard round in game.test.mjs); it does catch
// missing names, broken ARIA, contrast and label mismatches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launch, listen, open, step, sleep, newGame, chooseLang, myTurn, shot, BASE, DESKTOP, PHONE, SHOTS } from './helpers.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** The axe violations on the page (or frame) now, one line per rule. */
async function violations(page) {
  // Evaluated by the test driver, not loaded as a script: the page's CSP
  // allows no script from elsewhere, and stays in force.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function clean(page, screen) {
  await sleep(150);
  assert.deepEqual(await violations(page), [], `axe on ${screen}`);
}

async function menu(page, cmd) {
  await page.click('#btn-menu');
  await page.click(`#menu-${cmd}`);
}

test('accessibility audit: table, dialogs, round end, result and replay', async () => {
  const { page, problems, context } = await open(browser, '?seed=5&delay=0&mute=1');
  await clean(page, 'the table at the start');
  for (let i = 0; i < 3; i++) await step(page);
  await clean(page, 'the table mid-round');
  await page.click('#btn-menu');
  await clean(page, 'the menu');
  await page.keyboard.press('Escape');
  for (const [cmd, card] of [['stats', '#statsbox'], ['rules', '#rulesbox'], ['share', '#sharebox'], ['tour', '#tour']]) {
    await menu(page, cmd);
    await page.waitForSelector(card);
    await clean(page, `the ${cmd} dialog`);
    if (cmd === 'rules') {
      // The keyboard controls are told where the rules are.
      assert.ok((await page.locator('#rulesbox h3').allTextContents()).includes('Playing by keyboard'));
    }
    await page.keyboard.press('Escape');
  }
  await page.click('[data-cmd="newgame"]');
  await page.waitForSelector('#ng-start');
  await clean(page, 'the New game dialog');
  await newGame(page, ['easy', 'medium'], { preset: 'quick', open: false });
  await page.waitForSelector('#overlay .end', { timeout: 60_000 });
  await clean(page, 'the end of a round');
  await page.click('#overlay [data-cmd="peek"]');
  await page.waitForSelector('#peek-back:not([hidden])');
  await clean(page, 'the table at the end of a round');
  await page.click('#peek-back');
  for (let r = 2; r <= 3; r++) {
    await page.click('[data-cmd="next"]');
    if (r < 3) await page.waitForSelector('#overlay .end', { timeout: 60_000 });
  }
  await page.waitForSelector('#result', { timeout: 60_000 });
  await clean(page, 'the match result');
  await page.click('[data-cmd="rematch"]');
  await sleep(300);
  await menu(page, 'replay');
  await page.waitForSelector('#replaybar:not([hidden])');
  await page.click('#rp-next');
  await clean(page, 'the replay');
  await page.click('#rp-exit');
  await page.setInputFiles('#import-file', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('[]') });
  await page.waitForSelector('#notice:not([hidden])');
  await clean(page, 'a notice');
  assert.deepEqual(problems, []);
  await context.close();
});

test('accessibility audit: pass and play, and a phone in Slovak', async () => {
  const { page, problems, context } = await open(browser, '?seed=9&delay=30&mute=1');
  await newGame(page, ['human', 'human']);
  await page.waitForSelector('#overlay .pass');
  await clean(page, 'the hand-over screen');
  await context.close();
  assert.deepEqual(problems, []);

  const phone = await open(browser, '?seed=3&mute=1&lang=sk', PHONE);
  await phone.page.waitForFunction(() => document.documentElement.lang === 'sk');
  // With the open ends strip showing an end free more than once ("9×4"):
  // its name must hold what it shows (label-content-name-mismatch).
  await phone.page.waitForSelector('#ends button small');
  await clean(phone.page, 'a phone in Slovak');
  await phone.page.tap('#btn-menu');
  await phone.page.waitForSelector('#menu-numerals');
  await clean(phone.page, 'the menu on a phone in Slovak, with the toolbar buttons it holds there');
  await phone.page.tap('#menu-newgame');
  await phone.page.waitForSelector('#ng-start');
  await clean(phone.page, 'the New game dialog on a phone in Slovak');
  assert.deepEqual(phone.problems, []);
  await phone.context.close();
});

test('accessibility audit: the rules page and the game embedded in it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(BASE + 'rules.html');
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => !!document.querySelector('#status [data-round]'));
  assert.deepEqual(await violations(page), [], 'axe on the rules page');
  assert.deepEqual(await violations(frame), [], 'axe on the embedded game');
  await context.close();
});

test('the person has one name: the chip says You, and so do the announcements of their moves', async () => {
  const { page, problems, context } = await open(browser, '?seed=5&delay=30&mute=1');
  await listen(page);
  assert.match(await page.locator('#seats li').first().textContent(), /^You/);
  let mine = 0;
  for (let i = 0; i < 300 && mine < 3; i++) {
    if (await step(page)) mine += 1; else await sleep(30);
  }
  await sleep(200);
  assert.ok(mine >= 3, `${mine} moves made`);
  const said = await page.evaluate(() => window.said);
  assert.ok(said.some((t) => /^You (play|place|draw|pass)/.test(t)), said.join(' | '));
  assert.deepEqual(said.filter((t) => /South/.test(t)), [], 'the person is never "South"');
  assert.deepEqual(problems, []);
  await context.close();
});

// What a screen reader is given is Chromium's accessibility tree, not the
// markup: names computed from content and labels, hidden parts left out.
// Its snapshot in the middle of a round, in English, then in Russian on
// the same position.
test('the accessibility tree mid-round: the status said in parts, chips with units, ends named by their tile, the hand, the log', async () => {
  const { page, problems, context } = await open(browser, '?seed=8&delay=20&mute=1&seats=human,easy,easy,easy&set=12');
  let mine = 0;
  for (let i = 0; i < 300 && mine < 4; i++) {
    if (await step(page)) mine += 1; else await sleep(30);
  }
  assert.ok(mine >= 4, `${mine} moves made`);
  for (const [lang, words] of [
    ['en', {
      status: 'Game status',
      statusLine: /: "Round \d+ of 13 ?\. Start double: 12-12 ?\. Boneyard: \d+ ?\. double-12 · 4 arms/,
      players: 'Players',
      inHand: /\d+ tiles? in hand \d+ points?/,
      ends: /^- group "Open ends"/,
      hand: /^- group "Your tiles"/,
      on: 'on',
      fits: /^\d+-\d+, (fits on .+|no place)$/,
      said: /^(You|West|North|East) /,
    }],
    ['ru', {
      status: 'Состояние игры',
      statusLine: /: "Раунд \d+ из 13 ?\. Стартовый дубль: 12-12 ?\. В базаре: \d+ ?\. набор 12-12 · 4 луча/,
      players: 'Игроки',
      inHand: /\d+ кост(ь|и|ей) на руках \d+ очк(о|а|ов)/,
      ends: /^- group "Свободные концы"/,
      hand: /^- group "Ваши кости"/,
      on: 'на',
      fits: /^\d+-\d+, (подходит к .+|никуда не подходит)$/,
      said: /^(Вы|Запад|Север|Восток) /,
    }],
  ]) {
    if (lang !== 'en') {
      await chooseLang(page, lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('#overlay').hidden);
    }
    await sleep(200);
    const tree = await page.locator('body').ariaSnapshot();
    const lines = tree.split('\n');
    // The nodes of one container: the lines indented below its line.
    const under = (head) => {
      const i = lines.findIndex((l) => head.test(l.trim()));
      assert.ok(i >= 0, `${lang}: ${head} in\n${tree}`);
      const depth = lines[i].search(/\S/);
      const out = [];
      for (const l of lines.slice(i + 1)) {
        if (l.search(/\S/) <= depth) break;
        out.push(l.trim().replace(/^- /, ''));
      }
      return out;
    };
    // The chips' list is named for who sits there, not for the New game
    // dialog's number of players.
    // The status line's parts are said apart.
    const status = lines.find((l) => l.trim().startsWith(`- group "${words.status}"`)) ?? '';
    assert.match(status, words.statusLine, `${lang}: ${status}`);
    const players = under(new RegExp(`^- list "${words.players}"`)).filter((l) => l.startsWith('listitem'));
    assert.equal(players.length, 4, tree);
    for (const p of players) assert.match(p, words.inHand, `${lang}: a chip says what its numbers count`);
    const ends = under(words.ends).filter((l) => l.startsWith('button'));
    assert.ok(ends.length >= 2, tree);
    const endName = new RegExp(`^button "\\d{1,2}, (.+, )?${words.on} \\d{1,2}-\\d{1,2}"(: "?\\d{1,2}(×\\d)?"?)?$`);
    for (const e of ends) assert.match(e, endName, `${lang}: an end is named by its number and its tile`);
    const hand = under(words.hand).filter((l) => l.startsWith('button'));
    assert.ok(hand.length >= 5, tree);
    for (const t of hand) assert.match(t.replace(/^button "(.*)"$/, '$1'), words.fits);
    const log = under(/^- log/).filter((l) => l.startsWith('paragraph'));
    assert.ok(log.length >= 2 && log.length <= 6, `${lang}: the log keeps the last announcements:\n${tree}`);
    if (lang === 'en') {
      assert.ok(log.some((p) => words.said.test(p.replace(/^paragraph: "?/, ''))), `moves said:\n${log.join('\n')}`);
    }
    // The canvas is drawn for the eye; the tree carries no unnamed image.
    assert.deepEqual(lines.filter((l) => /- img\s*$/.test(l)), []);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('Tab reaches the hand on a tile that fits, and comes back to the tile last focused', async () => {
  // Seed 3: the person's first tile, 0-0, fits nowhere on their first turn.
  const { page, problems, context } = await open(browser, '?seed=3&delay=0&mute=1&seats=human,easy,easy,easy');
  await myTurn(page);
  const focused = () => page.evaluate(() => ({
    cls: document.activeElement.className, label: document.activeElement.getAttribute('aria-label'),
  }));
  const tabToHand = async () => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if ((await focused()).cls === 'tilebtn') return focused();
    }
    throw new Error('Tab never reached the hand');
  };
  const first = await page.$eval('#a11y .tilebtn', (b) => b.getAttribute('aria-label'));
  assert.match(first, /no place/, 'the rack starts with a tile that fits nowhere');
  const reached = await tabToHand();
  assert.match(reached.label, /fits on/, JSON.stringify(reached));
  // The arrows move in the hand (the page handles a key in its next
  // frame: wait for the focus to move); Tab leaves it and comes back there.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((was) => document.activeElement?.getAttribute('aria-label') !== was, reached.label);
  const moved = await focused();
  await page.keyboard.press('Tab');
  const stops = () => page.$$eval('#a11y .tilebtn', (bs) => bs.map((b) => `${b.getAttribute('aria-label')} ${b.tabIndex}`));
  const back = await tabToHand();
  assert.equal(back.label, moved.label, JSON.stringify(await stops()));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the first Tab stop skips the toolbar to the tiles; T does the same from anywhere, H asks for a hint and takes the focus to it', async () => {
  const { page, problems, context } = await open(browser, '?seed=3&delay=0&mute=1&seats=human,easy,easy,easy');
  await myTurn(page);
  const active = () => page.evaluate(() => ({
    id: document.activeElement.id, cls: document.activeElement.className, label: document.activeElement.getAttribute('aria-label'),
  }));
  const skip = page.locator('#skip');
  const hidden = await skip.boundingBox();
  assert.ok(hidden.width <= 1 && hidden.height <= 1, `not drawn until focused: ${JSON.stringify(hidden)}`);
  await page.keyboard.press('Tab');
  assert.equal((await active()).id, 'skip', 'the first Tab stop');
  const shown = await skip.boundingBox();
  assert.ok(shown.width > 60 && shown.height > 16, `drawn while focused: ${JSON.stringify(shown)}`);
  assert.equal(await skip.textContent(), 'Go to your tiles');
  await shot(page, 'skip-to-tiles');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('tilebtn'));
  assert.match((await active()).label, /fits on/, 'the hand, on a tile that fits');
  // T from the toolbar.
  await page.focus('#btn-menu');
  await page.keyboard.press('t');
  await page.waitForFunction(() => document.activeElement?.classList.contains('tilebtn'));
  // The Hint button clicked: the answer in the message line, the focus
  // stays on the button.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /^Try /.test(document.querySelector('#msg').textContent), null, { timeout: 10_000 });
  await page.waitForTimeout(200);
  assert.equal((await active()).id, 'btn-hint', 'a click keeps the focus on the button');
  // Enter on the Hint button: a keyboard player's focus goes to the place.
  await page.keyboard.press('Escape');
  await page.focus('#btn-hint');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('targetbtn'), null, { timeout: 10_000 });
  assert.match((await active()).label, /^Play /);
  // H from the toolbar: the hint's search, its answer in the message line,
  // and the focus on the place it chose, so that Enter plays the hint.
  await page.keyboard.press('Escape');
  await page.focus('#btn-menu');
  await listen(page);
  await page.keyboard.press('h');
  await page.waitForFunction(() => /^Try /.test(document.querySelector('#msg').textContent), null, { timeout: 10_000 });
  const [, tile, on] = (await page.textContent('#msg')).match(/^Try (\S+) on (\S+)$/);
  await page.waitForFunction(() => document.activeElement?.classList.contains('targetbtn'));
  assert.equal((await active()).label, `Play ${tile} on ${on}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => window.said.includes(`You play ${t}`) || window.said.includes(`You play ${t}: chicken foot!`), tile);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a contrast theme turned on or off while the page is open: large tiles follow, until the player chooses', async () => {
  const { page, problems, context } = await open(browser, '?seed=7&delay=0&mute=1&seats=human,easy,easy,easy');
  assert.equal(await page.$('#app[data-large]'), null, 'large tiles at the start');
  await page.emulateMedia({ forcedColors: 'active' });
  await page.waitForSelector('#app[data-large]', { timeout: 5000 });
  await page.emulateMedia({ forcedColors: 'none', contrast: 'more' });
  await page.waitForSelector('#app[data-large]', { timeout: 5000 });
  await page.emulateMedia({ forcedColors: 'none', contrast: 'no-preference' });
  await page.waitForSelector('#app:not([data-large])', { timeout: 5000 });
  // Chosen in the menu (on): the system's later wishes no longer decide.
  await page.click('#btn-menu');
  await page.click('#menu-large');
  await page.waitForSelector('#app[data-large]', { timeout: 5000 });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ forcedColors: 'active' });
  await page.waitForSelector('#app[data-system-contrast]', { timeout: 5000 });
  await page.emulateMedia({ forcedColors: 'none' });
  await page.waitForSelector('#app:not([data-system-contrast])', { timeout: 5000 });
  assert.ok(await page.$('#app[data-large]'), 'the player\'s choice gave way to the system');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a contrast theme (forced colours): large tiles at once; whose turn, a toggle that is on and the only move stand out; a dialog keeps its edge', async () => {
  const { page, problems, context } = await open(browser, '?seed=7&delay=0&mute=1&seats=human,easy,easy,easy',
    { ...DESKTOP, forcedColors: 'active' });
  // The canvas keeps its own colours: the system's wish for contrast turns
  // on large tiles and high contrast, until the player chooses in the menu.
  assert.ok(await page.$('#app[data-large]'), 'large tiles are off');
  const style = (sel) => page.$eval(sel, (e) => {
    const s = getComputedStyle(e);
    return { bg: s.backgroundColor, fg: s.color, border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      outline: `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}` };
  });
  // Until the person has nothing to lay and Draw is the only move there is.
  let only = false;
  for (let i = 0; i < 40 && !only; i++) {
    await myTurn(page);
    only = await page.evaluate(() => !!document.querySelector('#toolbar button[data-only]'));
    if (!only) await step(page);
  }
  assert.ok(only, 'Draw never was the only move');
  // In a contrast theme every chip and button takes the system's colours,
  // which told none of these apart before.
  const turn = await style('#seats .seat.turn');
  const other = await style('#seats .seat:not(.turn)');
  assert.notEqual(turn.bg, other.bg, `the turn's chip ${JSON.stringify(turn)} and another ${JSON.stringify(other)}`);
  const drawOnly = await style('#toolbar button[data-only]');
  const hint = await style('#btn-hint');
  assert.notEqual(drawOnly.bg, hint.bg, `the only move ${JSON.stringify(drawOnly)}, Hint ${JSON.stringify(hint)}`);
  await page.click('#btn-numerals');
  await page.waitForSelector('#btn-numerals[aria-pressed="true"]');
  const on = await style('#btn-numerals');
  const off = await style('#btn-autodraw');
  assert.notEqual(on.bg, off.bg, `numerals on ${JSON.stringify(on)}, auto-draw off ${JSON.stringify(off)}`);
  // A dialog's card had only a shadow, which a contrast theme leaves out.
  await page.click('[data-cmd="newgame"]');
  await page.waitForSelector('#ng-start');
  const card = await style('#overlay .card');
  assert.match(card.outline, /^1px solid rgb\(/, `the card's outline: ${card.outline}`);
  await page.screenshot({ path: `${SHOTS}forced-colors-newgame.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
