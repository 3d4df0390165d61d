// Server rendering with a DOM shim (Lit's own SSR, as Astro and Lit-based frameworks use it): the
// page the server sends shows no wrong words where the elements stand, before they upgrade.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import '@lit-labs/ssr/lib/install-global-dom-shim.js';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { unsafeStatic, html as withTag } from 'lit/static-html.js';
import { TAGS } from '../../scripts/elements.js';

await import('../../dist/loyalty-widgets.js');
const text = (markup) => markup.replace(/<style>[\s\S]*?<\/style>|<!--[\s\S]*?-->|<[^>]+>/g, '').trim();

test('with a team, an element renders no text on the server: its session arrives in the browser', () => {
  for (const tag of TAGS) {
    const markup = collectResultSync(render(withTag`<${unsafeStatic(tag)} team="optic"></${unsafeStatic(tag)}>`));
    assert.match(markup, new RegExp(`<${tag}\\s+team="optic"><template shadowroot`), tag);
    assert.equal(text(markup), '', tag);
  }
});

test('without a team, it says so on the server too', () => {
  const markup = collectResultSync(render(html`<loyalty-login></loyalty-login>`));
  assert.equal(text(markup), 'This widget is missing its team attribute.');
});
