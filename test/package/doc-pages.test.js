/* global document, customElements -- they run in the page */
// The docs' page examples (`<!-- example: page/… -->`: HTML, CSS or a module script), each opened
// in Chromium with the built bundle against the fake service, as a creator pasting it would see it:
// no error, every element drawn, every CSS rule kept by the browser, every part one the element
// has, every form piece matching a piece drawn in the page, and the text the marker says it shows.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch } from 'puppeteer-core';
import { startService } from '../../demo/service.js';
import { TAGS } from '../../scripts/elements.js';
import { chromiumArgs } from './chromium.js';
import { codeBlocks } from './doc-examples.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const blocks = codeBlocks().filter((block) => block.path?.startsWith('page/'));
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
const partsOf = (tag) => (declarations.find((declaration) => declaration.tagName === tag)?.cssParts ?? []).map((part) => part.name);

let service;
let server;
let browser;
const pages = new Map();

/** The example as a whole page: its elements pointed at the fake service (whose team is `demo`), its addresses at the built files. */
function pageOf(block) {
  const named = TAGS.filter((tag) => block.code.includes(tag))
    .map((tag) => `<${tag} team="optic"></${tag}>`)
    .join('\n');
  const body = {
    html: block.code,
    css: `${named}\n<style>\n${block.code}</style>`,
    js: `${named}\n<script type="module">\n${block.code}</script>`,
  }[block.language];
  assert.ok(body !== undefined, `${block.file}:${block.line}: a page example is html, css or js, not ${block.language || 'unnamed'}`);
  const served = body
    // The CDN's and "your CDN"'s addresses: the built files, served here.
    .replace(/https:\/\/(?:cdn\.jsdelivr\.net\/npm\/loyalty-widgets@[^/]+\/dist|your-cdn\.example)\//g, '/')
    .replace(/<(loyalty-[a-z]+)\b([^>]*)>/g, (_, tag, attributes) => {
      const rest = attributes.replace(/\s*\b(team|base-url|resource-url)="[^"]*"/g, '');
      return `<${tag} team="demo" base-url="${service.url}" resource-url="${service.url}/media/resource/{id}"${rest}>`;
    });
  // A page that names no script of its own loads the bundle as the quick start does (the same address: one copy).
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${block.path}</title><script type="module" src="/loyalty-widgets.js"></script></head><body>\n${served}\n</body></html>`;
}

before(async () => {
  assert.ok(existsSync(join(dist, 'loyalty-widgets.js')), 'Run `npm run build` first.');
  service = await startService();
  server = createServer((request, response) => {
    const page = pages.get(request.url);
    if (page) return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = join(dist, decodeURIComponent(request.url.split('?')[0]));
    if (!file.startsWith(dist) || !existsSync(file) || extname(file) !== '.js') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  server?.close();
  await service?.close();
});

test('the docs have page examples', () => assert.ok(blocks.length >= 4, blocks.map((block) => block.path).join()));

for (const block of blocks) {
  test(`${block.path} (${block.file}:${block.line}) runs as written`, async () => {
    const address = `/example/${block.path}.html`;
    pages.set(address, pageOf(block));
    const tab = await browser.newPage();
    const said = [];
    tab.on('pageerror', (error) => said.push(`error: ${error.message}`));
    // A failed load is told by its response below, with its address.
    tab.on('console', (message) => ['error', 'warn'].includes(message.type()) && !message.text().startsWith('Failed to load resource') && said.push(`${message.type()}: ${message.text()}`));
    tab.on('requestfailed', (request) => said.push(`${request.failure()?.errorText}: ${request.url()}`));
    tab.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/favicon.ico') && said.push(`${response.status()}: ${response.url()}`));
    try {
      await tab.goto(`http://127.0.0.1:${server.address().port}${address}`);
      // Every element is defined and has drawn its view.
      await tab.waitForFunction(
        () => {
          const elements = [...document.querySelectorAll('*')].filter((node) => node.localName.startsWith('loyalty-'));
          return elements.length > 0 && elements.every((node) => customElements.get(node.localName) && node.shadowRoot?.children.length > 0);
        },
        { timeout: 10_000 },
      );
      if (block.shows) {
        await tab
          .waitForFunction(
            (text) => {
              const composed = (node) => `${node.textContent ?? ''} ${[...(node.querySelectorAll?.('*') ?? [])].map((child) => (child.shadowRoot ? composed(child.shadowRoot) : '')).join(' ')}`;
              return composed(document.documentElement).replace(/\s+/g, ' ').includes(text);
            },
            { timeout: 10_000 },
            block.shows,
          )
          .catch(() => assert.fail(`${block.path} does not show "${block.shows}"`));
      }
      // The example's own style rules, as written and as the browser kept them.
      const rules = await tab.evaluate(() =>
        [...document.querySelectorAll('body style')].flatMap((style) => {
          const written = style.textContent.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+\{[^}]*\}/g) ?? [];
          const kept = [...style.sheet.cssRules];
          return written.map((source, index) => {
            const [selector, block] = source.split('{');
            const declared = block.replace('}', '').split(';').map((declaration) => declaration.split(':')[0].trim()).filter(Boolean);
            const rule = kept[index];
            return {
              source: source.trim(),
              selectors: selector.split(',').map((one) => one.trim()),
              dropped: rule ? declared.filter((property) => !rule.style.getPropertyValue(property)) : declared,
            };
          });
        }),
      );
      for (const { source, selectors, dropped } of rules) {
        assert.deepEqual(dropped, [], `the browser drops ${dropped.join(', ')} of ${source}`);
        for (const selector of selectors) {
          const part = /^(loyalty-[a-z]+)::part\(([\w-]+)\)/.exec(selector);
          if (part) assert.ok(partsOf(part[1]).includes(part[2]), `${part[1]} has no part ${part[2]} (${source})`);
          if (selector.includes('[part')) {
            // A piece of a credential form, drawn in the page once the element has drawn.
            const found = await tab.waitForFunction((one) => document.querySelector(one), { timeout: 10_000 }, selector).catch(() => null);
            assert.ok(found, `${selector} matches nothing on the page (${source})`);
          }
        }
      }
      assert.deepEqual(said, []);
    } finally {
      await tab.close();
    }
  });
}
