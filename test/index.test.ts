import { expect } from '@open-wc/testing';
import '../src/index.js';

describe('the bundle entry', () => {
  it('defines the four elements', () => {
    for (const tag of ['loyalty-login', 'loyalty-signup', 'loyalty-reset', 'loyalty-events']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
  });

  it('can be loaded a second time on the same page without throwing', async () => {
    // A second module instance of the entry, as a second copy of the bundle would be.
    const entry = new URL('../src/index.ts?copy=2', import.meta.url).href;
    const copy = await import(/* @vite-ignore */ entry);
    expect(copy.LoyaltyLogin).to.be.a('function');
    expect(customElements.get('loyalty-login')).to.exist;
  });
});
