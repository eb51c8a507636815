// `make bench-web`'s AI worker part (not a test): all-Expert rounds in the
// release build, headless Chromium. For each table: the wall time of each
// decision from the page's postMessage to the worker's answer (the page's
// Worker wrapped by an init script), long tasks on the main thread
// (PerformanceObserver), and how many of the round's moves are those of
// `chickenfoot play` for the same seed and rules. BASE_URL: the served
// dist/; CHICKENFOOT_BIN: the release command line.
import { execFileSync } from 'node:child_process';
import { launch, BASE } from './helpers.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = process.env.CHICKENFOOT_BIN || `${ROOT}target/release/chickenfoot`;
const TABLES = [
  { name: 'four seats, double-nine (seed 7)', players: 4, set: 9, seed: 7 },
  { name: 'eight seats, double-twelve (seed 5)', players: 8, set: 12, seed: 5 },
  { name: 'eight seats, double-eighteen (seed 5)', players: 8, set: 18, seed: 5 },
];

/** In the page, before its scripts: times every ask and keeps the long tasks. */
function instrument() {
  window.benchAsks = [];
  window.benchLong = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.benchLong.push(e.duration)))
    .observe({ type: 'longtask', buffered: true });
  const Plain = window.Worker;
  window.Worker = class extends Plain {
    constructor(url, opts) {
      super(url, opts);
      const sent = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (d) => { sent.set(d.id, performance.now()); post(d); };
      this.addEventListener('message', (e) => {
        const t = sent.get(e.data && e.data.id);
        if (t !== undefined) window.benchAsks.push(performance.now() - t);
      });
    }
  };
}

const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(p * a.length))];
const ms = (x) => (x === undefined ? '-' : `${x.toFixed(0)} ms`);

const browser = await launch();
console.log('| table | moves as `chickenfoot play` | asks | worker wall time p50 / p95 / max | long tasks (max) | round |');
console.log('|---|---|---:|---|---|---:|');
for (const t of TABLES) {
  const seats = Array(t.players).fill('expert').join(',');
  const rules = ['--players', String(t.players), '--set', String(t.set), '--rounds', String(t.set), '--seed', String(t.seed)];
  const want = JSON.parse(execFileSync(BIN, ['play', ...rules, '--seats', seats], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })).rounds[0].moves;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${BASE}?players=${t.players}&set=${t.set}&rounds=${t.set}&seed=${t.seed}&seats=${seats}&delay=0&mute=1`);
  await page.waitForSelector('#overlay .end', { timeout: 600_000 });
  const wall = (Date.now() - t0) / 1000;
  const r = await page.evaluate(() => ({
    asks: window.benchAsks,
    long: window.benchLong,
    moves: JSON.parse(localStorage.getItem('chickenfoot/game')).record.rounds[0].moves,
  }));
  let same = 0;
  while (same < want.length && JSON.stringify(r.moves[same]) === JSON.stringify(want[same])) same += 1;
  const agree = same === want.length && r.moves.length === want.length ? `all ${same}` : `the first ${same} of ${want.length}`;
  const long = r.long.length ? `${r.long.length} (${ms(Math.max(...r.long))})` : 'none';
  console.log(`| ${t.name} | ${agree} | ${r.asks.length} | ${ms(pct(r.asks, 0.5))} / ${ms(pct(r.asks, 0.95))} / ${ms(pct(r.asks, 1))} | ${long} | ${wall.toFixed(1)} s |`);
  await context.close();
}
await browser.close();
