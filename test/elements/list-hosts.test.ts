import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { entries, MEDIA } from '../support/lists.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $$, text } from '../support/shadow.js';

const TAGS = ['loyalty-rewards', 'loyalty-missions', 'loyalty-leaderboard'] as const;

const make = (tag: (typeof TAGS)[number]) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', 'resource-url': MEDIA })) el.setAttribute(name, value);
  return el;
};

/** Drawn with its own look: a card's border comes from the element's sheet. */
/** Whether an entry has the element's look (its own box and padding), not a bare list item's. */
const styled = (el: Element) => ['grid', 'flex'].includes(getComputedStyle(entries(el)[0]).display) && parseFloat(getComputedStyle(entries(el)[0]).paddingTop) > 0;

describe('the rewards, missions and leaderboard on any host page', () => {
  beforeEach(() => service.reset());

  for (const tag of TAGS) {
    it(`<${tag}> works and keeps its look in a closed shadow root, after a framework replaces its children, and moved into a same-origin frame`, async () => {
      const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
      const root = page.attachShadow({ mode: 'closed' });
      const el = make(tag);
      el.innerHTML = '<p slot="logged-out">Log in first.</p>';
      root.append(el);
      await logIn(scope as TestScope);
      await until(() => entries(el).length, 'the list in a closed root');
      expect(styled(el)).to.equal(true);
      // A framework re-renders what it put inside.
      el.replaceChildren(Object.assign(document.createElement('p'), { slot: 'logged-out', textContent: 'Please log in.' }));
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(entries(el).length).to.be.above(0);
      const frame = document.createElement('iframe');
      document.body.append(frame);
      try {
        await until(() => frame.contentDocument?.body, 'the frame');
        frame.contentDocument!.body.append(el);
        await until(() => entries(el).length && styled(el), 'the list, drawn in the frame with its look');
        expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });
  }
});
