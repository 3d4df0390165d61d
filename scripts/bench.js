// `npm run bench`: drives the built bundle in Chromium against the fake service and prints one
// table of what the budgets are about: bytes (and who owns them), first paints, the events list
// against a plain `innerHTML` list of the same events, the filter switch, the longest task, the
// JS heap and the requests of a page with every element. Not part of CI; a couple of minutes.
// Timings are medians of BENCH_RUNS runs (5); each run is a fresh browser context (cold cache,
// empty storage). On a shared machine they move with the load: the table prints it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { startService } from '../demo/service.js';
import { ledger } from './ledger.js';
import { ENTRIES, TAGS } from './elements.js';
import { BUDGET as SIZE, MAIN, entry, kib, sizes } from './size.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = { ratio: 1.5, filterMs: 50, taskMs: 100 };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const holds = (ok) => (ok ? 'yes' : '**no**');

if (!existsSync(MAIN) || !existsSync(`${MAIN}.map`)) execSync('npx vite build', { stdio: 'inherit' });

const rows = [];
const row = (figure, value, budget = '', verdict = '') => rows.push([figure, value, budget, verdict]);
const load = loadavg()[0];

// Bytes: every module against its budget, then the main module's bytes by owner.
const [main, ...locales] = sizes();
row(`${MAIN} raw / gzip / brotli`, `${kib(main.raw)} / **${kib(main.gzip)}** / ${kib(main.brotli)}`, `${kib(main.budget)} gzip`, holds(!main.problems.length && !main.warning));
if (locales.length) {
  for (const locale of locales) row(`${locale.file} gzip`, kib(locale.gzip), `${kib(locale.budget)} gzip`, holds(!locale.problems.length && !locale.warning));
} else row('dist/locales/*.js gzip', 'none built yet', `${kib(SIZE.locale)} gzip each`, '–');
// A bundler's page that imports only `loyalty-widgets/<element>`, as its build ships it; the login's has a budget.
for (const one of ENTRIES.map(entry).filter(Boolean)) {
  row(`${one.file}, raw / gzip`, `${kib(one.raw)} / **${kib(one.gzip)}**`, one.budget ? `${kib(one.budget)} gzip` : '', one.budget ? holds(!one.problems.length && !one.warning) : '');
}
for (const { owner, raw, gzip } of ledger(MAIN)) {
  row(`· ${owner}`, `${kib(raw)} raw, ${kib(gzip)} gzip (${((gzip / main.gzip) * 100).toFixed(0)} %)`);
}

const service = await startService({ host: '127.0.0.1', port: 0 });
const vite = await createServer({
  server: { host: '127.0.0.1', port: 0, hmr: false },
  optimizeDeps: { noDiscovery: true },
  logLevel: 'error',
});
await vite.listen();
const origin = `http://127.0.0.1:${vite.httpServer.address().port}`;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const chromium = await browser.version();

/** Opens the bench page on a case (bench/<case>.ts) in a fresh context, waits for its `benchResult`, and hands the page to `more`. */
async function measure(name, query, more) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto(`${origin}/bench/?${new URLSearchParams({ case: name, service: service.url, ...query })}`);
    await page.waitForFunction('window.benchResult', { timeout: 120_000 }).catch((error) => {
      throw errors[0] ?? error;
    });
    const result = await page.evaluate('window.benchResult');
    return { ...result, ...(more ? await more(page) : {}) };
  } finally {
    await context.close();
  }
}

/** JS heap in use after a full garbage collection. */
async function heap(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { heapBytes: usedSize };
}

try {
  for (const element of TAGS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure('import', { element }));
    row(`\`<${element}>\`: module load → first paint (logged out)`, ms(median(runs.map((r) => r.firstPaintMs))));
  }

  for (const count of [2_000, 10_000]) {
    const runs = { element: [], plain: [] };
    for (let i = 0; i < RUNS; i++) {
      // Each run draws both lists back to back, in turns, so both see the same load.
      for (const variant of i % 2 ? ['plain', 'element'] : ['element', 'plain']) {
        runs[variant].push(await measure('events', { variant, count }, count === 10_000 ? heap : undefined));
      }
    }
    const figure = (variant, key) => median(runs[variant].map((r) => r[key]));
    const ratio = median(runs.element.map((r, i) => r.renderMs / runs.plain[i].renderMs));
    // A list drawn in steps paints before every event is there: say how many, and when the rest were.
    const [{ drawnAtPaint, events }] = runs.element;
    const steps = drawnAtPaint < count ? ` (${drawnAtPaint} drawn at paint; ${events} after ${ms(figure('element', 'completeMs'))})` : '';
    row(
      `${count.toLocaleString('en')} events: end of response → painted, element / plain list`,
      `${ms(figure('element', 'renderMs'))} / ${ms(figure('plain', 'renderMs'))} = **${ratio.toFixed(2)} ×**${steps}`,
      count === 2_000 ? `${BUDGET.ratio} ×` : '',
      count === 2_000 ? holds(ratio <= BUDGET.ratio) : '',
    );
    if (count === 2_000) {
      for (const [key, label] of [['toUpcomingMs', 'All → Upcoming'], ['toAllMs', 'Upcoming → All']]) {
        row(`filter switch at 2,000, ${label}: element / plain list`, `**${ms(figure('element', key))}** / ${ms(figure('plain', key))}`,
          `${BUDGET.filterMs} ms`, holds(figure('element', key) <= BUDGET.filterMs));
      }
    }
    const longest = (variant) => (figure(variant, 'longestTaskMs') ? ms(figure(variant, 'longestTaskMs')) : '< 50 ms');
    row(`longest task, ${count.toLocaleString('en')} events (request → every event drawn): element / plain list`,
      `**${longest('element')}** / ${longest('plain')}`,
      count === 10_000 ? `${BUDGET.taskMs} ms` : '', count === 10_000 ? holds(figure('element', 'longestTaskMs') <= BUDGET.taskMs) : '');
    if (count === 10_000) row('JS heap after 10,000 events (after GC): element / plain list', `${mib(figure('element', 'heapBytes'))} / ${mib(figure('plain', 'heapBytes'))}`);
  }

  // The shop of 10,000 rewards, beside the events: the first cards, and the longest task while they are drawn.
  {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure('rewards', { count: 10_000 }));
    const figure = (key) => median(runs.map((r) => r[key]));
    row('10,000 rewards: end of response → first cards painted', `**${ms(figure('renderMs'))}** (${runs[0].drawnAtPaint} drawn; the rest as the fan scrolls)`);
    const longest = figure('longestTaskMs');
    row('longest task, 10,000 rewards (request → first cards drawn, list quiet)', `**${longest ? ms(longest) : '< 50 ms'}**`, `${BUDGET.taskMs} ms`, holds(longest <= BUDGET.taskMs));
  }

  // Requests of a page with every element and a second list: the service's log, duplicates flagged.
  await fetch(`${service.url}/__control/reset`, { method: 'POST' });
  // Settled: the lists are drawn and no request (lazy images too) has been in flight for 300 ms.
  const page = await measure('page', {}, (p) => p.waitForNetworkIdle({ idleTime: 300 }));
  const log = await (await fetch(`${service.url}/__control/requests`)).json();
  const counts = new Map();
  for (const { method, path, query } of log) {
    const key = `${method} ${path.replace(/^\/api\/v1\/loyalty\/[^/]+/, '…')}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const duplicates = [...counts].filter(([, n]) => n > 1);
  const api = [...counts.keys()].filter((key) => key.includes('…'));
  const media = log.filter(({ path }) => path.startsWith('/media/')).length;
  row(
    `requests, page with ${page.elements} elements (every element + a second events list)`,
    `${log.length}: ${api.join(', ')} and ${media} images${duplicates.map(([key, n]) => `; **${n} × ${key}**`).join('')}`,
    'no duplicates',
    holds(!duplicates.length),
  );
} finally {
  await browser.close();
  await vite.close();
  await service.close();
}

const [{ model }] = cpus();
console.log(`\n| figure | measured | budget | holds |\n|---|---|---|---|`);
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
console.log(`\nMedians of ${RUNS} runs; ${model}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM; ${chromium}, Node ${process.version};`);
console.log(`load average ${load.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at the end.`);
