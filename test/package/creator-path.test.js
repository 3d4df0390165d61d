/* global document */
// The README's quick start, as written: its commands (`<!-- example: creator/commands.sh -->`) in a
// folder of a clean clone (after `npm run build`), its page (`creator/index.html`) served by
// `npx vite my-site` against `npm run service`, and a fan logging in on that page in Chromium, with
// the platforms' marks on their buttons.
import assert from 'node:assert/strict';
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch } from 'puppeteer-core';
import { chromiumArgs, freePort } from './chromium.js';
import { example } from './doc-examples.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const commands = example('creator/commands.sh')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean);
const page = example('creator/index.html');

// A folder of the clone standing in for its root: the build is there already.
const clone = mkdtempSync(join(root, '.creator-'));
symlinkSync(join(root, 'dist'), join(clone, 'dist'));
const started = [];
let browser;

/** Starts a README command that keeps running, until it prints `ready`; resolves with what it printed. */
function keepRunning(command, ready) {
  const child = spawn(command, { cwd: clone, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  started.push(child);
  let printed = '';
  return new Promise((resolve, reject) => {
    const read = (chunk) => {
      printed += chunk;
      if (ready.test(printed)) resolve(printed);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${printed}`)));
  });
}

after(async () => {
  await browser?.close();
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid);
  rmSync(clone, { recursive: true, force: true });
});

test("the README's quick start works as written: build, copy, the fake service, vite, a fan logs in", async () => {
  assert.deepEqual(commands, ['npm install && npm run build', 'mkdir my-site && cp dist/loyalty-widgets.js dist/platform-marks.js my-site/', 'npm run service', 'npx vite my-site']);
  // `npm install && npm run build` ran before the package tests; the rest runs as written.
  execSync(commands[1], { cwd: clone });
  // The page as written; only the service's port differs, as 8787 may be taken on this machine.
  const [servicePort, pagePort] = [await freePort(), await freePort()];
  assert.match(page, /base-url="http:\/\/127\.0\.0\.1:8787"/);
  assert.match(page, /resource-url="http:\/\/127\.0\.0\.1:8787\/media\/resource\/\{id\}"/);
  writeFileSync(join(clone, 'my-site/index.html'), page.replaceAll('127.0.0.1:8787', `127.0.0.1:${servicePort}`));
  await keepRunning(`${commands[2]} -- --port ${servicePort}`, /Fake loyalty service: http/);
  const printed = await keepRunning(`${commands[3]} --port ${pagePort} --strictPort --host 127.0.0.1`, /Local: +http/);
  const address = /Local: +(http\S+)/.exec(printed)[1];

  browser = await launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => ['error', 'warn'].includes(message.type()) && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
  // Every address the page asks for answers (the browser's own favicon request aside).
  tab.on('requestfailed', (request) => errors.push(`${request.failure()?.errorText}: ${request.url()}`));
  tab.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/favicon.ico') && errors.push(`${response.status()}: ${response.url()}`));
  await tab.goto(address);
  // The platform buttons carry their marks: the quick start loads them.
  for (const platform of ['twitch', 'discord']) await tab.waitForSelector(`pierce/[data-platform="${platform}"] svg path[d]`, { timeout: 10_000 });
  const email = await tab.waitForSelector('pierce/input[name="email"]');
  await email.type('fan@example.com');
  await (await tab.waitForSelector('pierce/input[name="password"]')).type('loyalty123');
  await tab.keyboard.press('Enter');
  const name = await tab.waitForSelector('pierce/p.name');
  assert.equal(await name.evaluate((node) => node.textContent.trim()), 'Demo Fan');
  // The events element of the same team follows the session: the schedule loads.
  await tab.waitForFunction(() => document.querySelector('loyalty-events')?.shadowRoot?.querySelectorAll('[part~="event"]').length > 0, { timeout: 10_000 });
  assert.deepEqual(errors, []);
});
