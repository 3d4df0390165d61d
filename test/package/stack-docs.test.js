// The stack guides' code is the stack tests' own: each block marked `<!-- example: <path> -->` in
// docs/stacks/*.md is, as committed, the file test/integration/fixture/<path> that
// test/integration/stacks.test.js builds and opens in Chromium.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = join(root, 'docs/stacks');
const fixture = join(root, 'test/integration/fixture');
const blocks = (text) => [...text.matchAll(/^<!-- example: (\S+) -->\n(`{3,})\w*\n([\s\S]*?)^\2$/gm)].map(([, path, , code]) => ({ path, code }));

for (const name of ['next.md', 'astro.md', 'nuxt.md', 'sveltekit.md']) {
  test(`docs/stacks/${name}: each example is its fixture file`, () => {
    const found = blocks(readFileSync(join(guides, name), 'utf8'));
    assert.ok(found.length >= 3, `${name} shows too few of its app's files`);
    for (const { path, code } of found) {
      assert.ok(existsSync(join(fixture, path)), `${name} shows ${path}, which the stack tests do not build`);
      assert.equal(code, readFileSync(join(fixture, path), 'utf8'), `${name}: the block of ${path} differs from the file`);
    }
  });
}

test('the README links the stack guides', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  for (const name of readdirSync(guides)) assert.ok(readme.includes(`docs/stacks/${name}`), `README.md does not link docs/stacks/${name}`);
});
