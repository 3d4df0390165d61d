/**
 * What every element promises, whatever it shows (DESIGN.md: accessible by default, the styling
 * contract): each view passes axe, carries no inline style (a strict Content-Security-Policy
 * refuses them) and names only parts of the one vocabulary; without a team it says so in one
 * alert and draws no form.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/locales/en.js';
import { mountElement, type LoyaltyTag } from './scope.js';
import { $$, text } from './shadow.js';

/** The one part vocabulary all four elements share. */
export const PARTS = [
  'form', 'field', 'label', 'input', 'button', 'submit', 'error', 'message', 'link', 'platform', 'user', 'avatar',
  'event', 'event-image', 'event-name', 'event-date', 'event-status', 'tag', 'cta',
];

const partsOf = (node: Element) => (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean);

async function keepsTheContract(el: Element) {
  await expect(el).to.be.accessible();
  expect($$(el, '[style]').map((node) => node.outerHTML), 'inline styles').to.deep.equal([]);
  expect($$(el, '[part]').flatMap(partsOf).filter((part) => !PARTS.includes(part)), 'parts outside the vocabulary').to.deep.equal([]);
}

/**
 * The shared suite, for `tag`: each of `views` (what it shows → a function that mounts the element
 * showing it) keeps the contract, and so does the element without a team.
 */
export function describeElementContract(tag: LoyaltyTag, views: Record<string, () => Promise<Element>>) {
  describe('what every element promises', () => {
    for (const [name, view] of Object.entries(views)) {
      it(`${name}: accessible, no inline style, only parts of the vocabulary`, async () => keepsTheContract(await view()));
    }

    it('without a team: one alert says so, no form, and the same promises', async () => {
      const { el } = await mountElement(tag, { team: undefined });
      const alerts = $$(el, '[role="alert"]');
      expect(alerts.map(text)).to.deep.equal([en.missingTeam]);
      expect(partsOf(alerts[0])).to.include('error');
      expect($$(el, 'form').map((form) => form.outerHTML), 'forms').to.deep.equal([]);
      await keepsTheContract(el);
    });
  });
}
