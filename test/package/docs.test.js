// The README and the guides in docs/: a short front door, links that lead somewhere, an element
// reference generated from the current manifest, and every code example run by a test (or marked
// with why it is not).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { REFERENCE, readCatalogue, renderReference, withReference } from '../../scripts/reference.js';
import { RUNNERS, codeBlocks, markdownFiles } from './doc-examples.js';

const read = (file) => readFileSync(file, 'utf8');

test('the README is a front door under 15 KB', () => {
  const size = statSync('README.md').size;
  assert.ok(size < 15_000, `README.md is ${size} bytes: move what is not the front door to docs/`);
});

test('every code block is an example a test runs, or says why it is not run', () => {
  const unmarked = codeBlocks()
    .filter((block) => !block.path && !block.notRun)
    .map((block) => `${block.file}:${block.line}`);
  assert.deepEqual(unmarked, [], 'mark each with <!-- example: <folder>/<file> --> or <!-- not run: <reason> --> on the line above');
  for (const block of codeBlocks().filter((b) => b.path)) {
    assert.ok(RUNNERS[block.path.split('/')[0]], `${block.file}:${block.line}: no test runs the examples of ${block.path.split('/')[0]}/ (RUNNERS in test/package/doc-examples.js)`);
  }
});

test('no two examples share a path', () => {
  const paths = codeBlocks()
    .filter((block) => block.path)
    .map((block) => block.path);
  assert.deepEqual(
    paths.filter((path, index) => paths.indexOf(path) !== index),
    [],
  );
});

test('the layout names files and folders that exist, and every folder of src/', () => {
  const maps = codeBlocks().filter((block) => block.path?.startsWith('layout/'));
  assert.ok(maps.length > 0);
  const named = maps.flatMap((block) => block.code.split('\n').map((line) => /^(\S+)\s/.exec(line)?.[1]).filter(Boolean));
  for (const path of named) assert.ok(existsSync(path), `the layout names ${path}, which is not there`);
  for (const folder of readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    assert.ok(named.includes(`src/${folder.name}/`), `src/${folder.name}/ is not in the layout`);
  }
});

/** A heading's anchor as GitHub makes it. */
const anchor = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

test('every link to a file of the repository or a heading leads somewhere', () => {
  const anchors = new Map(markdownFiles().map((file) => [file, new Set([...read(file).matchAll(/^#+ (.+)$/gm)].map(([, heading]) => anchor(heading)))]));
  const broken = [];
  for (const file of markdownFiles()) {
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, hash] = target.split('#');
      const linked = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(linked)) broken.push(`${file}: ${target}`);
      else if (hash && !anchors.get(linked)?.has(hash)) broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  assert.deepEqual(broken, []);
});

/** What the guides to a new element and a new language name before it exists. */
const yetToBeWritten = ['src/components/shop', 'test/elements/loyalty-shop.test.ts', 'src/locales/it.ts'];

test('every file of src/, test/, scripts/ and demo/ the docs name is there', () => {
  const missing = [];
  for (const file of markdownFiles()) {
    const text = read(file);
    for (const [path] of text.matchAll(/(?<![\w/.-])(?:src|test|scripts|demo)\/[\w./+-]*\w/g)) {
      if (!yetToBeWritten.some((planned) => path.startsWith(planned)) && !existsSync(path)) missing.push(`${file}: ${path}`);
    }
  }
  assert.deepEqual(missing, []);
});

test(`the element reference in ${REFERENCE} is generated from the current manifest and word catalogue`, async () => {
  const page = read(REFERENCE);
  const manifest = JSON.parse(read('custom-elements.json'));
  assert.ok(withReference(page, renderReference(manifest, await readCatalogue())) === page, `${REFERENCE}: the element reference is stale; run \`npm run build\`.`);
});

test('it lists every string key with its English', async () => {
  const page = read(REFERENCE);
  const keys = (await readCatalogue()).flatMap((section) => section.keys);
  assert.ok(keys.length > 90, `${keys.length} keys`);
  for (const { key } of keys) assert.ok(page.includes(`| \`${key}\` |`), key);
});

test('it lists every tag, attribute, property, event, part and CSS property', () => {
  const page = read(REFERENCE);
  const manifest = JSON.parse(read('custom-elements.json'));
  for (const el of manifest.modules[0].declarations.filter((d) => d.tagName)) {
    assert.ok(page.includes(`### \`<${el.tagName}>\``), el.tagName);
    for (const item of [...el.attributes, ...el.events, ...el.cssParts, ...(el.formParts ?? []), ...el.cssProperties, ...(el.slots ?? [])]) assert.ok(page.includes(`| \`${item.name}\` |`), `${el.tagName} ${item.name}`);
    for (const member of el.members) assert.ok(page.includes(`| \`${member.attribute ?? member.name}\` |`), `${el.tagName} ${member.name}`);
  }
});

test('no example sets a custom property in a part rule, where it would change nothing', () => {
  // Each element turns the `--loyalty-*` properties into its own colours on itself; its parts (and
  // the pieces of the forms it draws in the page) inherit what it made of them.
  const inParts = markdownFiles().flatMap((file) => [...read(file).matchAll(/(?:::part\([^)]*\)|\[part~?=[^\]]*\])[^{}]*\{[^}]*--loyalty-[\w-]+\s*:[^}]*\}/g)].map(([rule]) => `${file}: ${rule}`));
  assert.deepEqual(inParts, []);
});

test('the build checks the sizes before it rewrites the reference, so a build over budget leaves it as it was', () => {
  const steps = JSON.parse(read('package.json')).scripts.build.split(' && ');
  assert.ok(steps.indexOf('node scripts/size.js') >= 0 && steps.indexOf('node scripts/size.js') < steps.indexOf('node scripts/reference.js'), steps.join(' && '));
});
