/* global document, location -- they run in the page */
// `npm start` as a newcomer sees it: the demo page against the fake service, in Chromium, with a
// console that says nothing alarming, and "Log in with Twitch" handed over end to end.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { launch } from 'puppeteer-core';
import { chromiumArgs, freePort } from './chromium.js';

let demo;
let browser;
const addresses = {};

before(async () => {
  // `npm start`'s own command, on free ports so it runs beside a developer's demo.
  demo = spawn(process.execPath, ['demo/start.js'], {
    env: { ...process.env, DEMO_PORT: String(await freePort()), SERVICE_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      printed += chunk;
      for (const [name, label] of [['page', 'Demo page'], ['service', 'Fake service']]) addresses[name] ??= new RegExp(`${label}: +(http\\S+)`).exec(printed)?.[1];
      if (addresses.page && addresses.service) resolve();
    };
    demo.stdout.on('data', read);
    demo.stderr.on('data', read);
    demo.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${printed}`)));
  });
  browser = await launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  if (demo?.exitCode === null) process.kill(-demo.pid);
});

test('the demo page loads with nothing in the console: production Lit, no error, no missing file', async () => {
  const page = await browser.newPage();
  const said = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => said.push(`error: ${error.message}`));
  page.on('response', (response) => response.status() >= 400 && said.push(`${response.status()}: ${response.url()}`));
  await page.goto(addresses.page, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('loyalty-login')?.shadowRoot);
  // Vite's own client says it connected (debug level): that is not a warning.
  assert.deepEqual(said.filter((line) => !line.startsWith('debug:')), []);
  await page.close();
});

test('"Log in with Twitch" goes to the fake service\'s stand-in and comes back logged in', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(addresses.page, { waitUntil: 'networkidle0' });
  const twitch = await page.waitForSelector('pierce/[data-platform="twitch"]');
  assert.equal(await twitch.evaluate((button) => button.textContent.trim()), 'Log in with Twitch');
  await Promise.all([page.waitForNavigation(), twitch.click()]);
  assert.equal(new URL(page.url()).origin, addresses.service);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  assert.match(await page.content(), /Back on the site you are logged in/);
  await Promise.all([page.waitForNavigation(), page.click('a.button')]);
  // Back on the demo: logged in as the platform's fan, and the one-time code gone from the address.
  const name = await page.waitForSelector('pierce/p.name');
  assert.equal(await name.evaluate((node) => node.textContent.trim()), 'twitch_fan');
  assert.equal(await page.evaluate(() => location.search), '');
  assert.match(await page.$eval('#account-label', (label) => label.textContent), /^twitch_fan/);
  assert.deepEqual(errors, []);
  await page.close();
});
