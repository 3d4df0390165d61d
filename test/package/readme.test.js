// The README's element reference is generated from custom-elements.json; it must be the current one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readCatalogue, renderReference, withReference } from '../../scripts/reference.js';

test('the element reference in the README is generated from the current manifest and word catalogue', async () => {
  const readme = readFileSync('README.md', 'utf8');
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  assert.ok(withReference(readme, renderReference(manifest, await readCatalogue())) === readme, 'README.md: the element reference is stale; run `npm run build`.');
});

test('it lists every string key with its English', async () => {
  const readme = readFileSync('README.md', 'utf8');
  const keys = (await readCatalogue()).flatMap((section) => section.keys);
  assert.ok(keys.length > 90, `${keys.length} keys`);
  for (const { key } of keys) assert.ok(readme.includes(`| \`${key}\` |`), key);
});

test('it lists every tag, attribute, property, event, part and CSS property', () => {
  const readme = readFileSync('README.md', 'utf8');
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  for (const el of manifest.modules[0].declarations.filter((d) => d.tagName)) {
    assert.ok(readme.includes(`### \`<${el.tagName}>\``), el.tagName);
    for (const item of [...el.attributes, ...el.events, ...el.cssParts, ...(el.formParts ?? []), ...el.cssProperties, ...(el.slots ?? [])]) assert.ok(readme.includes(`| \`${item.name}\` |`), `${el.tagName} ${item.name}`);
    for (const member of el.members) assert.ok(readme.includes(`| \`${member.attribute ?? member.name}\` |`), `${el.tagName} ${member.name}`);
  }
});

test('no example sets a custom property in a part rule, where it would change nothing', () => {
  // Each element turns the `--loyalty-*` properties into its own colours on itself; its parts (and
  // the pieces of the forms it draws in the page) inherit what it made of them.
  const readme = readFileSync('README.md', 'utf8');
  const inParts = [...readme.matchAll(/(?:::part\([^)]*\)|\[part~?=[^\]]*\])[^{}]*\{[^}]*--loyalty-[\w-]+\s*:[^}]*\}/g)].map(([rule]) => rule);
  assert.deepEqual(inParts, []);
});

test('the build checks the sizes before it rewrites the README, so a build over budget leaves it as it was', () => {
  const steps = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build.split(' && ');
  assert.ok(steps.indexOf('node scripts/size.js') >= 0 && steps.indexOf('node scripts/size.js') < steps.indexOf('node scripts/reference.js'), steps.join(' && '));
});
