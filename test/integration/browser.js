/* global document, location -- they run in the page */
// Drives a stack's production build in Chromium as a fan would, against the fake service: the
// apps are written as a creator writes them (team "optic", no base-url, so the real service's
// address), and the browser routes that address to demo/service.js (team "demo").
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { launch } from 'puppeteer-core';
import { startService } from '../../demo/service.js';
import { chromiumArgs, freePort } from '../package/chromium.js';

const REAL_SERVICE = 'https://botisimo.com';
const TEAM_PATH = /\/loyalty\/optic(?=\/|$|\?)/;
const STAND_IN_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let service;
let browser;

/** The fake service and one Chromium for the whole run. */
export async function startBrowser() {
  service = await startService();
  browser = await launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

export async function stopBrowser() {
  await browser?.close();
  await service?.close();
}

/** Starts a server a stack builds (`next start`, Nuxt's or SvelteKit's Node server) on a free port; resolves once it answers. */
export async function startServer(command, args, { cwd, env }) {
  const port = await freePort();
  const child = spawn(command, [...args.map((arg) => arg.replace('{port}', String(port)))], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', HOSTNAME: '127.0.0.1', NITRO_PORT: String(port), NITRO_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const address = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    assert.equal(child.exitCode, null, `${command} ${args.join(' ')} exited:\n${printed}`);
    if (await fetch(address).then(() => true, () => false)) break;
    assert.ok(tries < 300, `${command} never answered:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { address, printed: () => printed, stop: () => child.kill() };
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves a static build as any static host would: `/path` from `path/index.html` or `path.html`, else the app's index.html (`spa`). */
export async function serveStatic(folder, { spa = false } = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(folder, path), join(folder, path, 'index.html'), join(folder, `${path}.html`), ...(spa ? [join(folder, 'index.html')] : [])];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file) return response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { address: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/**
 * A new tab on the app: what it logged as an error or warning (hydration warnings included), the
 * service requests it sent (`GET /user`, …), and the service behind the real one's address.
 */
export async function openTab() {
  await service.reset();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.location()?.url?.endsWith('/favicon.ico')) return;
    if (['error', 'warn', 'warning', 'assert'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => !request.url().endsWith('/favicon.ico') && problems.push(`${request.failure()?.errorText}: ${request.url()}`));
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    const url = request.url();
    if (url.startsWith('http://127.0.0.1:')) return request.continue();
    // The fake service's pictures live where the real ones do (s3), which this machine cannot reach.
    if (!url.startsWith(REAL_SERVICE)) {
      if (request.resourceType() === 'image') return request.respond({ status: 200, contentType: 'image/svg+xml', body: STAND_IN_PICTURE });
      problems.push(`a request off this machine: ${url}`);
      return request.abort();
    }
    const path = url.slice(REAL_SERVICE.length).replace(TEAM_PATH, '/loyalty/demo');
    if (request.method() !== 'OPTIONS') requests.push(`${request.method()} ${path.replace(/^\/api\/v1\/loyalty\/demo/, '')}`);
    try {
      const headers = { ...request.headers() };
      delete headers.host;
      const answer = await fetch(service.url + path, { method: request.method(), headers, body: request.postData() });
      const body = Buffer.from(await answer.arrayBuffer());
      await request.respond({ status: answer.status, headers: Object.fromEntries(answer.headers), body });
    } catch (error) {
      problems.push(`the service did not answer ${path}: ${error}`);
      await request.abort();
    }
  });
  return {
    page,
    problems,
    requests,
    /** The service reads (GETs) sent since `from`, each read more than once named. */
    repeated(from = 0) {
      const reads = requests.slice(from).filter((request) => request.startsWith('GET '));
      return reads.filter((request, index) => reads.indexOf(request) !== index);
    },
    close: () => context.close(),
  };
}

/** The listeners on the window and the document, by type: what an element left behind shows here. */
export async function pageListeners(page) {
  const cdp = await page.createCDPSession();
  const counts = {};
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    for (const { type } of listeners) counts[`${expression} ${type}`] = (counts[`${expression} ${type}`] ?? 0) + 1;
  }
  await cdp.detach();
  return counts;
}

export const FAN = { email: 'fan@example.com', password: 'loyalty123', name: 'Demo Fan' };

/**
 * The first element matching a selector, once it is shown. `>>>` steps into shadow roots
 * (`loyalty-login >>> p.name`); `pierce/` would look in each root alone, so never across one.
 * `visible` also makes puppeteer look at every frame: by default it looks again only when the
 * document changes, and a change inside a shadow root is not one.
 */
export const shown = (page, selector, timeout = 15_000) => page.waitForSelector(selector, { visible: true, timeout });

/** Text of the first element matching a selector, once it is shown. */
export async function textOf(page, selector, timeout = 15_000) {
  const handle = await shown(page, selector, timeout);
  return handle.evaluate((node) => node.textContent.trim());
}

/** The fan logs in with the login element's form (drawn in the page, inside the element). */
export async function logIn(page) {
  const email = await page.waitForSelector('loyalty-login input[name="email"]', { timeout: 15_000 });
  await email.type(FAN.email);
  await (await page.waitForSelector('loyalty-login input[name="password"]')).type(FAN.password);
  await page.keyboard.press('Enter');
  assert.equal(await textOf(page, 'loyalty-login >>> p.name'), FAN.name);
}

/** Waits until the page has settled: no request to the service for a moment. */
export const settle = (page) => page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 });

/** The page's address as the fan sees it (no origin). */
export const addressBar = (page) => page.evaluate(() => location.pathname + location.search + location.hash);

/** Whether each element on the page shows a logged-in fan: its list (missions and rewards: items; the leaderboard: fans) or card (login). */
export const elementsFollow = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('loyalty-login, loyalty-missions, loyalty-leaderboard, loyalty-rewards')].map((element) => [
        element.localName,
        element.localName === 'loyalty-login' ? Boolean(element.shadowRoot?.querySelector('p.name')) : Boolean(element.shadowRoot?.querySelector('[part~="item"], [part~="user"]')),
      ]),
    ),
  );

