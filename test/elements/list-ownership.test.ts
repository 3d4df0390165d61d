import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { entries, MEDIA, requests } from '../support/lists.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $$, text } from '../support/shadow.js';

const NAMES = ['loyalty-error', 'loyalty-logout', 'loyalty-redeem', 'loyalty-mission-complete'];

/** Every event the page could hear from `el`, even once it has left the page. */
function heardFrom(el: Element) {
  const heard: Event[] = [];
  for (const name of NAMES) el.addEventListener(name, (event) => heard.push(event));
  return heard;
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

/** `<tag>` for the demo team, appended to `page` (whose scope may hold a session already). */
function mount<K extends 'loyalty-rewards' | 'loyalty-missions' | 'loyalty-leaderboard'>(page: Element, tag: K) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', 'resource-url': MEDIA })) el.setAttribute(name, value);
  page.append(el);
  return el;
}

describe('the rewards, missions and leaderboard: each request belongs to its element and fan', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  for (const [tag, list] of [
    ['loyalty-rewards', '/shopItem/list$'],
    ['loyalty-missions', '/mission/list$'],
    ['loyalty-leaderboard', '/user/list$'],
  ] as const) {
    it(`<${tag}> removed while it reads lets the read go quietly, and reads again when it is back`, async () => {
      const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
      await logIn(scope as TestScope);
      await service.fault({ match: list, hold: true, status: 500, body: '{"message":"Down for a moment."}', times: 1 });
      const el = mount(page, tag);
      const heard = heardFrom(el);
      await until(async () => (await requests(list)).length, 'the read held');
      el.remove();
      await service.release();
      await frames(10);
      expect(heard.map((event) => event.type), 'nothing said for a read let go').to.deep.equal([]);
      page.append(el);
      await until(() => entries(el).length, 'the list, read again');
      expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
    });
  }
});
