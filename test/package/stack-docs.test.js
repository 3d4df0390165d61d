// The stack guides' code is the stack tests' own: each block marked `<!-- example: <path> -->` in
// docs/stacks/*.md whose file is committed in test/integration/fixture/ (the apps that
// test/integration/stacks.test.js builds and opens in Chromium) is that file as committed. The
// other examples are written into the fixture from the docs by that test.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = join(root, 'docs/stacks');
const fixture = join(root, 'test/integration/fixture');
/** The fixture's files written from the docs by the stack test (its .gitignore's paths), not committed. */
const ignored = readFileSync(join(fixture, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => new RegExp('^' + line.replace(/[.+?^$()|[\]\\{}]/g, '\\$&').replace(/\*/g, '[^/]*')));
const blocks = (text) => [...text.matchAll(/^<!-- example: (\S+) -->\n(`{3,})\w*\n([\s\S]*?)^\2$/gm)].map(([, path, , code]) => ({ path, code }));

for (const name of ['next.md', 'astro.md', 'nuxt.md', 'sveltekit.md']) {
  test(`docs/stacks/${name}: each example is its fixture file`, () => {
    const found = blocks(readFileSync(join(guides, name), 'utf8'));
    const committed = found.filter(({ path }) => !ignored.some((pattern) => pattern.test(path)));
    assert.ok(committed.length >= 3, `${name} shows too few of its app's committed files`);
    for (const { path, code } of committed) {
      assert.ok(existsSync(join(fixture, path)), `${name} shows ${path}, which is not in the fixture`);
      assert.equal(code, readFileSync(join(fixture, path), 'utf8'), `${name}: the block of ${path} differs from the file`);
    }
  });
}

test("the stacks' index links every guide", () => {
  const index = readFileSync(join(guides, 'README.md'), 'utf8');
  for (const name of readdirSync(guides).filter((file) => file !== 'README.md')) assert.ok(index.includes(`](${name})`), `docs/stacks/README.md does not link ${name}`);
});
