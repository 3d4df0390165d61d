import { expect } from '@open-wc/testing';
import { html } from 'lit';
import type { Auth } from '../../src/api/types.js';
import { en } from '../../src/i18n/english.js';
import { entries, entry, listedAs, MEDIA, requests } from '../support/lists.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, text } from '../support/shadow.js';

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

/** The fan logs out and another logs in; `offPage`: while the element is off the page, hearing nothing of it. */
async function nextFan(el: HTMLElement & { updateComplete: Promise<unknown> }, scope: TestScope, offPage: boolean) {
  const page = el.parentElement!;
  if (offPage) el.remove();
  sessionOf(scope).end();
  await logIn(scope);
  if (offPage) page.append(el);
  await el.updateComplete;
}

describe('the rewards, missions and leaderboard: each request belongs to its element and fan', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  it('a redeem under way when the fan logs out and back in says and announces nothing afterwards', async () => {
    const { el, scope } = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
    const heard = heardFrom(el);
    await service.fault({ match: '/shopItem/\\d+/redeem$', hold: true, times: 1 });
    entry(el, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
    await until(() => $(el, '#confirm'), 'the confirmation');
    $<HTMLButtonElement>(el, '#confirm')!.click();
    await until(async () => (await requests('/redeem$')).length, 'the redeem held');
    sessionOf(scope).end();
    await logIn(scope);
    await service.release();
    await until(() => $(el, 'button[id^="redeem-"]'), 'the shop, for the fan now');
    await frames(10);
    expect(heard.map((event) => event.type)).to.deep.equal([]);
    expect($$(el, '[role="status"], [role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
  });

  // A page that swaps its views keeps the element off the page meanwhile: no one tells it of the fans that came and went.
  for (const offPage of [false, true]) {
    const when = offPage ? ' when it comes back to the page' : '';

    it(`a redeem the last fan was asked to confirm is not open for the next fan${when}`, async () => {
      const { el, scope } = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
      entry(el, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
      await until(() => $(el, '#confirm'), 'the confirmation');
      await nextFan(el, scope, offPage);
      expect($(el, '#confirm'), 'while the shop is read for the fan now').to.equal(null);
      await until(() => $(el, 'button[id^="redeem-"]'), 'the shop, for the fan now');
      expect($(el, '#confirm')).to.equal(null);
    });

    it(`a mission code the last fan typed, and what was wrong with it, are gone for the next fan${when}`, async () => {
      const { el, scope } = await listedAs('loyalty-missions', (el) => $(el, 'input'));
      const input = () => entry(el, 'Say the stream code').querySelector<HTMLInputElement>('input')!;
      input().value = 'NOPE';
      input().dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      entry(el, 'Say the stream code').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
      await until(() => input().getAttribute('aria-invalid') === 'true', 'the wrong code said');
      await nextFan(el, scope, offPage);
      await until(() => $(el, 'input'), 'the missions, for the fan now');
      expect([input().value, input().getAttribute('aria-invalid'), text(entry(el, 'Say the stream code').querySelector('[id$="-error"]'))]).to.deep.equal(['', 'false', '']);
    });
  }

  it("the pause a 429 asked of the last fan's redeem does not hold the next fan's Redeem", async () => {
    const { el, scope } = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
    const redeem = () => entry(el, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!;
    await service.fault({ match: '/shopItem/\\d+/redeem$', status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '600' }, times: 1 });
    redeem().click();
    await until(() => $(el, '#confirm'), 'the confirmation');
    $<HTMLButtonElement>(el, '#confirm')!.click();
    await until(() => redeem()?.getAttribute('aria-disabled') === 'true' && text(entry(el, 'Emote pack').querySelector('[role="alert"]')), 'the pause');
    await nextFan(el, scope, false);
    await until(() => $(el, 'button[id^="redeem-"]'), 'the shop, for the fan now');
    expect(redeem().getAttribute('aria-disabled')).to.equal('false');
    redeem().click();
    await until(() => $(el, '#confirm'), 'the confirmation, for the fan now');
  });

  it('a completion under way when the team changes, and back, says and announces nothing afterwards', async () => {
    const { el } = await listedAs('loyalty-missions', (el) => $(el, '[part~="item"]'));
    const heard = heardFrom(el);
    await service.fault({ match: '/mission/\\d+/complete$', hold: true, times: 1 });
    entry(el, 'Follow on Twitch').querySelector<HTMLButtonElement>('button')!.click();
    await until(async () => (await requests('/complete$')).length, 'the completion held');
    el.team = 'another-team';
    await el.updateComplete;
    el.team = DEMO_TEAM;
    await service.release();
    await until(() => $(el, '[part~="item"]'), 'the missions again');
    await frames(10);
    expect(heard.map((event) => event.type)).to.deep.equal([]);
    expect($$(el, '[role="status"], [role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
  });

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

  it('a list read before the fan is first read again stays on screen when they are', async () => {
    const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
    // A reload: the session was stored, the element arrives, and GET /user answers after the list.
    await logIn(scope as TestScope);
    await service.fault({ match: '/user$', hold: true, times: 1 });
    const missions = mount(page, 'loyalty-missions');
    await until(() => entries(missions).length, 'the missions');
    await until(async () => (await requests('/user$')).length, 'the fan asked for');
    await service.release();
    await frames(20);
    expect(entries(missions).length).to.be.above(0);
  });

  it("never shows or tells the page a service message that carries the fan's token", async () => {
    const { el, auth } = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
    const heard: string[] = [];
    el.addEventListener('loyalty-error', (event) => heard.push(event.detail.message, event.detail.error.message, JSON.stringify(event.detail)));
    await service.fault({ match: '/redeem$', status: 403, body: JSON.stringify({ message: `Token ${(auth as Auth).token} may not redeem.` }), times: 1 });
    entry(el, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
    await until(() => $(el, '#confirm'), 'the confirmation');
    $<HTMLButtonElement>(el, '#confirm')!.click();
    await until(() => text(entry(el, 'Emote pack').querySelector('[role="alert"]')), 'the refusal');
    expect(text(entry(el, 'Emote pack').querySelector('[role="alert"]'))).to.equal(en.refused);
    expect(heard.join(' ')).not.to.contain(auth.token);
    expect(el.shadowRoot!.innerHTML).not.to.contain(auth.token);
  });
});
