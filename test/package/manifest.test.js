// custom-elements.json describes what ships, truly: editors, framework type generators and the
// element reference (docs/elements.md) read it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { test } from 'node:test';
import { ELEMENTS, ENTRIES, TAGS } from '../../scripts/elements.js';
import { REFERENCE } from '../../scripts/reference.js';
import { cssDefaults } from '../../scripts/shipped-manifest.js';
import { drawnParts } from './drawn-parts.js';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const declarations = manifest.modules.flatMap((module) => module.declarations);
const elements = declarations.filter((d) => d.customElement);
const element = (tag) => elements.find((el) => el.tagName === tag);
const names = (list = []) => list.map((item) => item.name).sort();
const source = (file) => readFileSync(file, 'utf8');

test('one module, the shipped bundle, defining every element of the list the build and tests read', () => {
  assert.deepEqual(manifest.modules.map((module) => module.path), ['dist/loyalty-widgets.js']);
  const definitions = manifest.modules[0].exports.filter((e) => e.kind === 'custom-element-definition');
  // scripts/elements.js: an element left out of it has no entry, no size check and no test that puts every element on a page.
  assert.deepEqual(definitions.map((d) => d.name).sort(), [...TAGS].sort());
  for (const d of definitions) assert.ok(elements.some((el) => el.name === d.declaration.name && el.tagName === d.name));
});

test('every element has the shared attributes, CSS properties and events, documented once on the base class', () => {
  const base = source('src/base/loyalty-element.ts');
  for (const el of elements) {
    for (const name of ['team', 'base-url', 'resource-url', 'storage', 'lang']) assert.ok(names(el.attributes).includes(name), `${el.tagName} ${name}`);
    assert.ok(names(el.events).includes('loyalty-error'), el.tagName);
    assert.equal(el.cssProperties.length, cssDefaults(source('src/base/loyalty-element.styles.ts')).size, el.tagName);
  }
  for (const file of ENTRIES) {
    assert.doesNotMatch(source(`src/components/${file}/loyalty-${file}.ts`), /@cssprop|@attr (team|base-url|resource-url|storage) |@fires \S+ loyalty-error/, file);
  }
  assert.match(base, /@cssprop --loyalty-muted/);
});

test('every event once, with the class that fires it, and no other', () => {
  const classes = new Map([...source('src/base/host-events.ts').matchAll(/class (\w+) extends CustomEvent[\s\S]*?super\('([\w-]+)'/g)].map(([, cls, name]) => [name, cls]));
  const expected = {
    'loyalty-login': ['loyalty-before-redirect', 'loyalty-error', 'loyalty-login', 'loyalty-logout'],
    'loyalty-signup': ['loyalty-before-redirect', 'loyalty-error', 'loyalty-logout', 'loyalty-signup'],
    'loyalty-reset': ['loyalty-error', 'loyalty-logout', 'loyalty-password-forgot', 'loyalty-password-reset'],
    'loyalty-events': ['loyalty-error', 'loyalty-logout'],
    'loyalty-rewards': ['loyalty-error', 'loyalty-logout', 'loyalty-redeem'],
    'loyalty-missions': ['loyalty-error', 'loyalty-logout', 'loyalty-mission-complete'],
    'loyalty-leaderboard': ['loyalty-error', 'loyalty-logout'],
    'loyalty-account': ['loyalty-before-redirect', 'loyalty-error', 'loyalty-logout'],
    'loyalty-activity': ['loyalty-error', 'loyalty-logout'],
  };
  assert.deepEqual(Object.keys(expected).sort(), [...TAGS].sort(), 'the events of every element');
  assert.deepEqual([...classes.keys()].sort(), [...new Set(Object.values(expected).flat())].sort(), 'an event class for every event fired, and none no element fires');
  for (const [tag, events] of Object.entries(expected)) {
    assert.deepEqual(names(element(tag).events), events, tag);
    for (const event of element(tag).events) {
      assert.equal(event.type.text, classes.get(event.name), `${tag} ${event.name}`);
      assert.ok(event.description, `${tag} ${event.name}`);
    }
  }
  for (const cls of classes.values()) assert.ok(declarations.find((d) => d.name === cls)?.members.find((m) => m.name === 'detail')?.type.text, cls);
});

test('every attribute has its value type, type aliases spelled out as their values', () => {
  for (const el of elements) for (const a of el.attributes) assert.ok(a.type?.text, `${el.tagName} ${a.name}`);
  for (const el of elements) assert.equal(el.attributes.find((a) => a.name === 'storage').type.text, "'local' | 'session' | 'memory'");
  assert.equal(element('loyalty-signup').attributes.find((a) => a.name === 'interval').type.text, "'month' | 'year'");
  assert.equal(element('loyalty-login').attributes.find((a) => a.name === 'base-url').default, "'https://botisimo.com'");
});

test('public members only: the reactive properties a page sets', () => {
  // Every property the elements and their base class declare in `static properties` (with or
  // without an attribute), not the internal state they spread in with `states(…)`.
  const declared = (file) => /static override properties(?:: \w+)? = \{([^;]*)\};/.exec(source(file))?.[1] ?? '';
  const files = ['src/base/loyalty-element.ts', ...ELEMENTS.map((element) => element.source)];
  const reactive = new Set(files.flatMap((file) => [...declared(file).matchAll(/(?:^|[{,]|\n)\s*(\w+): \{/g)].map((m) => m[1])));
  assert.ok(reactive.has('team') && reactive.has('memberships'));
  for (const el of elements) {
    assert.ok(el.members.every((m) => !m.privacy && !m.static && reactive.has(m.name)), `${el.tagName}: ${names(el.members)}`);
    // Each attribute's property is there (`lang` is the platform's own, not one of ours).
    for (const a of el.attributes.filter((a) => a.fieldName && a.name !== 'lang')) assert.ok(names(el.members).includes(a.fieldName), `${el.tagName} ${a.fieldName}`);
  }
});

test('CSS properties carry the defaults the styles fall back to', () => {
  const defaults = cssDefaults(source('src/base/loyalty-element.styles.ts'));
  // Every `--loyalty-*` property the styles read, wherever they read it: each has its default.
  const read = readdirSync('src', { recursive: true }).filter((file) => file.endsWith('.ts')).flatMap((file) => Array.from(source(`src/${file}`).matchAll(/var\((--loyalty-[\w-]+)/g), ([, name]) => name));
  assert.deepEqual([...defaults.keys()].sort(), [...new Set(read)].sort());
  for (const el of elements) {
    assert.deepEqual(el.cssProperties.map((p) => [p.name, p.default]).sort(), [...defaults].sort(), el.tagName);
  }
});

test('it is compact: 16 KB at most per element it describes', () => {
  // It ships as written (pretty-printed) for editors and tools, which no page loads: its budget
  // is its own, by the element, about a quarter over today's 12.7 KB each (events and exports
  // included). A new element fits; private members or the analyzer's own view of src/ would not.
  const { size } = statSync('custom-elements.json');
  assert.ok(size <= 16_000 * elements.length, `${size} B for ${elements.length} elements`);
});

test('@csspart lists only what ::part() reaches; the pieces of the forms drawn in the page are listed apart', () => {
  const expected = {
    'loyalty-login': [
      ['avatar', 'button', 'error', 'link', 'platform', 'progress', 'user'],
      ['button', 'error', 'field', 'form', 'input', 'label', 'link', 'submit'],
    ],
    'loyalty-signup': [
      ['button', 'error', 'link', 'message', 'platform'],
      ['button', 'error', 'field', 'form', 'input', 'label', 'message', 'submit', 'tag'],
    ],
    'loyalty-reset': [
      ['button', 'error', 'link', 'message'],
      ['button', 'error', 'field', 'form', 'input', 'label', 'submit'],
    ],
  };
  for (const [tag, [shadow, page]] of Object.entries(expected)) {
    assert.deepEqual(names(element(tag).cssParts), shadow, tag);
    assert.deepEqual(names(element(tag).formParts), page, tag);
    for (const piece of element(tag).formParts) assert.ok(piece.description, `${tag} ${piece.name}`);
  }
  assert.ok(source(REFERENCE).includes('| Form piece (style with `loyalty-login [part~=…]`) | Description |'));
});

test('every part a template draws is documented, @csspart in the shadow root and @formpart in the page, and nothing else is', () => {
  for (const el of elements) {
    const drawn = drawnParts(el.name);
    for (const [where, documented] of [['shadow', names(el.cssParts)], ['page', names(el.formParts)]]) {
      const missing = drawn[where].filter((part) => !documented.includes(part));
      const stale = documented.filter((part) => !drawn[where].includes(part));
      assert.deepEqual({ missing, stale }, { missing: [], stale: [] }, `${el.tagName}, drawn in the ${where === 'page' ? 'page' : 'shadow root'}`);
    }
  }
});
