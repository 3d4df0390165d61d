// Every language of src/locales/ is built into its own module by the build; the element tests,
// the demo and its language menu each name the languages by hand. A language left out of one of
// them is not tested, not shown or not offered.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(path, 'utf8');
const sorted = (languages) => [...new Set(languages)].sort();
/** The language of each `src/locales/<lang>.js` a file imports. */
const importedLocales = (source) => sorted(Array.from(source.matchAll(/^import '[./]*\/src\/locales\/([\w-]+)\.js';$/gm), ([, lang]) => lang));

/** Every language a module ships for: each src/locales/<lang>.ts but English and the registry. */
const shipped = sorted(
  readdirSync('src/locales')
    .filter((name) => name.endsWith('.ts') && name !== 'en.ts' && name !== 'define.ts')
    .map((name) => name.slice(0, -'.ts'.length)),
);

test('the element tests speak every language a module ships', () => {
  const source = read('test/support/languages.ts');
  const listed = /export const LANGUAGES = \[([^\]]*)\]/.exec(source)?.[1];
  assert.ok(listed, 'test/support/languages.ts: LANGUAGES');
  assert.deepEqual(sorted(Array.from(listed.matchAll(/'([\w-]+)'/g), ([, lang]) => lang)), shipped, 'LANGUAGES in test/support/languages.ts');
  assert.deepEqual(importedLocales(source), shipped, 'the locales test/support/languages.ts imports');
});

test('the demo loads every language a module ships, and offers each in its language menu', () => {
  assert.deepEqual(importedLocales(read('demo/main.ts')), shipped, 'the locales demo/main.ts imports');
  const menu = /<select id="lang"[^>]*>([\s\S]*?)<\/select>/.exec(read('index.html'))?.[1];
  assert.ok(menu, 'index.html: the language menu');
  // A regional tag (pt-BR) offers its language's module; English is built in.
  const offered = Array.from(menu.matchAll(/<option value="([\w-]+)"/g), ([, tag]) => tag.split('-')[0].toLowerCase());
  assert.deepEqual(sorted(offered.filter((lang) => lang !== 'en')), shipped, 'the options of the language menu in index.html');
});
