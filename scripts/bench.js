// `npm run bench`: measures what the budgets are about and prints the figures. Nothing here is
// asserted in unit tests; the size budget is also enforced by the build (scripts/size.js).
//   1. the bundle: raw, gzip and brotli size, and how long Chromium takes to import it;
//   2. <loyalty-events> rendering 2,000 events (bench/events.html) against the fake service.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { startService } from '../demo/service.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

if (!existsSync('dist/loyalty-widgets.js')) execSync('npx vite build', { stdio: 'inherit' });
const bundle = readFileSync('dist/loyalty-widgets.js');
console.log('bundle dist/loyalty-widgets.js');
console.log(`  raw     ${(bundle.length / 1024).toFixed(1)} KiB`);
console.log(`  gzip    ${(gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1)} KiB (budget 20 KiB)`);
console.log(`  brotli  ${(brotliCompressSync(bundle).length / 1024).toFixed(1)} KiB`);

const service = await startService({ host: '127.0.0.1', port: 0 });
const vite = await createServer({ server: { host: '127.0.0.1', port: 0 }, logLevel: 'error' });
await vite.listen();
const page_ = `http://127.0.0.1:${vite.httpServer.address().port}`;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  // Import cost of the built bundle: evaluate and define the four elements.
  const importTimes = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await page.goto(`${page_}/bench/import.html`);
    importTimes.push(await page.evaluate(async () => {
      const started = performance.now();
      await import('/dist/loyalty-widgets.js');
      return performance.now() - started;
    }));
    await page.close();
  }
  console.log(`import and define (median of ${RUNS}): ${ms(median(importTimes))}`);

  if (existsSync('bench/events.html')) {
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      await page.goto(`${page_}/bench/events.html?service=${encodeURIComponent(service.url)}`);
      await page.waitForFunction('window.benchResult', { timeout: 120_000 });
      results.push(await page.evaluate('window.benchResult'));
      await page.close();
    }
    const first = results[0];
    console.log(`<loyalty-events> with ${first.events} events (median of ${RUNS}):`);
    for (const key of Object.keys(first).filter((k) => k.endsWith('Ms'))) {
      console.log(`  ${key.padEnd(14)} ${ms(median(results.map((r) => r[key])))}`);
    }
  }
} finally {
  await browser.close();
  await vite.close();
  await service.close();
}
