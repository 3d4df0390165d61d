import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { beyond, hostileJsonNumbers, hostileValues, pageErrors, pwned, withEachField } from '../support/hostile.js';
import { entries, MEDIA } from '../support/lists.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $$, text } from '../support/shadow.js';

/** A service answer of one entry per field and hostile value (numbers JSON cannot write put in as text). */
function answer(key: string, base: Record<string, unknown>, numbers: string[]): string {
  let id = 1000;
  const list: unknown[] = [];
  for (const { label, value } of withEachField(base, hostileValues)) list.push({ ...value, id: label.startsWith('id ') ? value.id : id++ });
  for (const field of numbers) for (const raw of hostileJsonNumbers) list.push({ ...base, id: id++, [field]: `@@${raw}@@` });
  return JSON.stringify({ [key]: list }).replace(/"@@(.*?)@@"/g, '$1');
}

const CASES = {
  'loyalty-rewards': {
    path: '/shopItem/list$',
    body: answer('shopItems', { id: 1, name: 'Emote pack', description: 'Six emotes.', price: 300, quantity: 5, resourceId: 301, loyaltyTierId: 2, type: 'digital' }, ['price', 'quantity']),
  },
  'loyalty-missions': {
    path: '/mission/list$',
    body: answer('missions', { id: 1, name: 'Follow', description: 'Follow us.', type: 'code', reward: 50, resourceId: 401, completed: false }, ['reward']),
  },
  'loyalty-leaderboard': {
    path: '/user/list$',
    body: answer('users', { id: 1, name: 'Ada', avatar: `${serviceUrl}/media/avatar/1.svg`, gold: 100, loyaltyTier: { id: 2, name: 'Silver', resourceId: 112 } }, ['gold']),
  },
} as const;

describe('hostile answers, to the rewards, missions and leaderboard', () => {
  beforeEach(() => service.reset());

  for (const [tag, { path, body }] of Object.entries(CASES)) {
    it(`<${tag}>: every field of an entry takes every hostile value: drawn as text or left out, inert, no page error, within 320 px`, async function () {
      this.timeout(60_000);
      await service.fault({ match: path, status: 200, body });
      const errors = await pageErrors(async () => {
        const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px"></div>`);
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', 'resource-url': MEDIA })) el.setAttribute(name, value);
        page.append(el);
        await logIn(scope as TestScope);
        await until(() => entries(el).length > 0, 'the first entries', 1200);
        // Drawn as the fan scrolls: "Show more" draws the rest, as a fan pressing it would.
        for (let more = 0; more < 20 && el.shadowRoot!.querySelector('.more'); more++) {
          el.shadowRoot!.querySelector<HTMLButtonElement>('.more')!.click();
          await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
        }
        await until(() => entries(el).length > 100, 'the entries', 1200);
        // Every reward's details open, as a fan opening each would see them. (Measuring inside a closed
        // <details> also costs Chromium a layout of the page per element: minutes for 600 rewards.)
        for (const details of $$<HTMLDetailsElement>(el, 'details')) details.open = true;
        expect(beyond(el, page)).to.deep.equal([]);
        for (const node of $$(el, '[part~="points"], [part~="badge"], .position, [part~="message"], [role="alert"]')) {
          expect(text(node)).not.to.match(/NaN|Infinity|\[object|native code|undefined/);
        }
        for (const img of $$<HTMLImageElement>(el, 'img')) expect(img.getAttribute('src')).to.match(/^https?:\/\//);
        expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
      });
      expect(errors).to.deep.equal([]);
      expect(pwned()).to.equal(undefined);
    });
  }
});
