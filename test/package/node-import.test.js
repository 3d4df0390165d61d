// Every framework's server build imports the package in Node: it must load there and define nothing.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

/** Imports `specifier` in a fresh Node and reports what it saw. */
function importInNode(specifier) {
  const script = `
    const before = new Set(Object.getOwnPropertyNames(globalThis));
    try {
      const module = await import(${JSON.stringify(specifier)});
      const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
      console.log(JSON.stringify({ exports: Object.keys(module).sort(), added }));
    } catch (error) {
      console.log(JSON.stringify({ error: String(error) }));
    }`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

test('the bundle loads in Node, exports its API and defines no element or DOM global', () => {
  const { error, exports, added } = importInNode(new URL('../../dist/loyalty-widgets.js', import.meta.url).href);
  assert.equal(error, undefined);
  for (const name of ['LoyaltyLogin', 'LoyaltySignup', 'LoyaltyReset', 'LoyaltyEvents', 'LoyaltyLoginEvent', 'pageSession']) assert.ok(exports.includes(name), name);
  // Lit records its versions and property metadata on globalThis, as it does in a browser.
  assert.deepEqual(added.filter((name) => !/^lit|Versions$/.test(name)), []);
  assert.ok(!added.includes('customElements') && !added.includes('HTMLElement') && !added.includes('document'));
});

test('the package by its name (its exports) loads in Node too', () => {
  // A package may import itself by name: this goes through package.json `exports`, as an app's import does.
  const { error, exports } = importInNode('loyalty-widgets');
  assert.equal(error, undefined);
  assert.ok(exports.includes('LoyaltyLogin'));
});

test('its event classes work in Node too', async () => {
  const { LoyaltyLogoutEvent } = await import('../../dist/loyalty-widgets.js');
  const event = new LoyaltyLogoutEvent('expired');
  assert.deepEqual([event.type, event.detail.reason, event.bubbles, event.composed], ['loyalty-logout', 'expired', true, true]);
});
