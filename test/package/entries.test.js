/* global document -- it runs in the page */
// The per-element entries for bundlers (dist/elements/): each carries only its element's part of
// the English catalogue, so an element loaded on its own must still say every word it needs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { launch } from 'puppeteer-core';
import { ENTRIES } from '../../scripts/elements.js';
import { chromiumArgs } from './chromium.js';
import { example } from './doc-examples.js';

const ELEMENTS = new URL('../../dist/elements/', import.meta.url);

/** What each element is given beyond its team, so it draws the links that have words of their own. */
const ATTRIBUTES = { login: 'forgot-href="/forgot" signup-href="/join"', reset: 'login-href="/login"' };

/** A page with one element, loaded from its entry alone; its service address answers nothing. */
const page = (name) =>
  `<!doctype html><html lang="en"><body><loyalty-${name} team="optic" base-url="http://127.0.0.1:9" ${ATTRIBUTES[name] ?? ''}></loyalty-${name}>` +
  `<script type="module" src="/${name}.js"></script></body></html>`;

const server = createServer((request, response) => {
  const name = request.url.slice(1);
  if (name.endsWith('.html')) return response.writeHead(200, { 'content-type': 'text/html' }).end(page(name.slice(0, -5)));
  let code;
  try {
    code = readFileSync(new URL(name, ELEMENTS));
  } catch {
    return response.writeHead(404).end();
  }
  response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

after(async () => {
  await browser.close();
  server.close();
});

for (const name of ENTRIES) {
  test(`loyalty-widgets/${name} on its own says its words in English, none missing`, async () => {
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${origin}/${name}.html`);
    // Settled: the element drew what a fan reads and acts on (a form, or what went wrong with the
    // service). A word missing from its entry's English would leave one of them without a name.
    const handle = await tab.waitForFunction(
      (tag) => {
        // The forms are drawn in the page (for password managers), the rest in the shadow root.
        const element = document.querySelector(tag);
        const named = 'button, label, a, legend, h2, h3, [part~="error"]:not(:empty), [part~="message"]:not(:empty)';
        const nodes = [...(element?.shadowRoot?.querySelectorAll(named) ?? []), ...(element?.querySelectorAll(named) ?? [])];
        // Named by its text, else (an icon button) its aria-label or title.
        const name = (node) => node.textContent.trim() || node.getAttribute('aria-label') || node.title || '';
        return nodes.length ? nodes.map((node) => `${node.localName}: ${name(node).trim()}`) : undefined;
      },
      { timeout: 10_000 },
      `loyalty-${name}`,
    );
    const said = await handle.jsonValue();
    assert.deepEqual(said.filter((line) => /: $|undefined|=>/.test(line)), [], `loyalty-${name}: ${said.join(' | ')}`);
    assert.deepEqual(errors, []);
    await tab.close();
  });
}

test('the login entry speaks its own words and the shared ones', async () => {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/login.html`);
  await tab.waitForSelector('loyalty-login input[name="password"]');
  const text = await tab.$eval('loyalty-login', (el) => `${el.shadowRoot.textContent} ${el.textContent}`.replace(/\s+/g, ' '));
  for (const words of ['E-mail', 'Password', 'Log in', 'Forgot your password?', 'Create an account']) assert.ok(text.includes(words), `${words} in: ${text}`);
  await tab.close();
});

test("the docs' app on the entries, with the page's session, bundles one copy of Lit and of the session", async () => {
  const code = example('ts/src/entries.ts');
  // An app of its own, outside this repository, with the package installed by its name.
  const app = mkdtempSync(join(tmpdir(), 'loyalty-widgets-entries-'));
  try {
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(fileURLToPath(new URL('../..', import.meta.url)), join(app, 'node_modules/loyalty-widgets'));
    writeFileSync(join(app, 'main.ts'), code);
    const { outputFiles } = await build({ entryPoints: [join(app, 'main.ts')], absWorkingDir: app, bundle: true, format: 'esm', write: false, logLevel: 'silent' });
    const bundled = outputFiles[0].text;
    assert.equal(bundled.match(/litHtmlVersions/g)?.length, 1, 'copies of Lit');
    assert.equal(bundled.match(/Symbol\.for\("loyalty-widgets\.page-registry"\)/g)?.length, 1, 'copies of the session');
    // Only the elements it imports: none of the CDN module's others.
    assert.doesNotMatch(bundled, /loyalty-leaderboard|loyalty-missions/);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});

test("an app importing both loyalty-widgets and its entries bundles one copy of Lit and of the session", async () => {
  // An app of its own, outside this repository, with the package installed by its name.
  const app = mkdtempSync(join(tmpdir(), 'loyalty-widgets-mixed-'));
  try {
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(fileURLToPath(new URL('../..', import.meta.url)), join(app, 'node_modules/loyalty-widgets'));
    writeFileSync(
      join(app, 'main.ts'),
      `import { LoyaltyRewards, pageSession } from 'loyalty-widgets';\nimport 'loyalty-widgets/login';\nimport 'loyalty-widgets/events';\nconsole.log(LoyaltyRewards, pageSession);\n`,
    );
    const { outputFiles } = await build({ entryPoints: [join(app, 'main.ts')], absWorkingDir: app, bundle: true, format: 'esm', write: false, logLevel: 'silent' });
    const bundled = outputFiles[0].text;
    assert.equal(bundled.match(/litHtmlVersions/g)?.length, 1, 'copies of Lit');
    assert.equal(bundled.match(/Symbol\.for\("loyalty-widgets\.page-registry"\)/g)?.length, 1, 'copies of the session');
    assert.equal(bundled.match(/attribute:\s*"forgot-href"/g)?.length, 1, 'copies of the login element');
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
