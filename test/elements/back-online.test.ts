/**
 * Back online, or back into view: every element on the page reads again what failed (only reads,
 * each once), the fan is read again, and the fan stays where they are.
 */
import { expect } from '@open-wc/testing';
import { html } from 'lit';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import { en } from '../../src/i18n/english.js';
import { entry, requests } from '../support/lists.js';
import { mountElement, scopedFixture, type LoyaltyTag, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, text } from '../support/shadow.js';

const USER = '/user$';
const MISSIONS = '/mission/list$';
const SHOP = '/shopItem/list$';
const BOARD = '/user/list$';
const REDEEM = '/shopItem/\\d+/redeem$';
const EVENT = '/event/\\d+$';

/** `tag` for the demo team, added to the page beside what `scope` holds. */
function add<K extends LoyaltyTag>(scope: TestScope, tag: K): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory' })) el.setAttribute(name, value);
  scope.append(el);
  return el;
}

const counts = async () => Promise.all([USER, MISSIONS, SHOP, BOARD, REDEEM].map(async (path) => (await requests(path)).length));
const failures = (el: Element) => $$(el, '[role="alert"]').map(text).filter(Boolean);
const online = () => window.dispatchEvent(new Event('online'));

describe('back online, every element reads again what failed', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  it('reads again the lists on the page that failed and the fan, once each, leaving the fan where they are on the page', async () => {
    await service.fault({ match: MISSIONS, status: 503, times: 1 });
    await service.fault({ match: BOARD, status: 503, times: 1 });
    const { el: missions, scope } = await mountElement('loyalty-missions');
    const rewards = add(scope, 'loyalty-rewards');
    const board = add(scope, 'loyalty-leaderboard');
    const elsewhere = Object.assign(document.createElement('button'), { textContent: 'Elsewhere' });
    scope.append(elsewhere);
    await logIn(scope);
    await until(() => $(missions, '.retry') && $(rewards, 'button[id^="redeem-"]') && $(board, '.retry'), 'two failures and the shop');
    await until(() => sessionOf(scope).rank, 'the fan, read on arrival');
    // Off the page, the board hears nothing.
    board.remove();
    elsewhere.focus();
    const [fans, missionReads, shopReads, boardReads] = await counts();
    online();
    await until(() => $(missions, '[part~="item"]'), 'the missions, read again');
    await until(async () => (await requests(USER)).length > fans, 'the fan, read again');
    await missions.updateComplete;
    expect(failures(missions)).to.deep.equal([]);
    expect((await counts()).slice(0, 4)).to.deep.equal([fans + 1, missionReads + 1, shopReads, boardReads]);
    expect(document.activeElement).to.equal(elsewhere);
    expect($(board, '.retry')).not.to.equal(null);
  });

  it('starts no second read of one under way, and reads the others that failed', async () => {
    await service.fault({ match: MISSIONS, status: 503, times: 1 });
    await service.fault({ match: BOARD, status: 503, times: 1 });
    const { el: missions, scope } = await mountElement('loyalty-missions');
    const board = add(scope, 'loyalty-leaderboard');
    await logIn(scope);
    await until(() => $(missions, '.retry') && $(board, '.retry'), 'both failures');
    await service.fault({ match: MISSIONS, hold: true, times: 1 });
    $<HTMLButtonElement>(missions, '.retry')!.click();
    await until(async () => (await requests(MISSIONS)).length === 2, 'the Retry, held');
    // Twice at once (back online, and into view): still one read each.
    online();
    online();
    await until(() => $(board, '[part~="user"]'), 'the board, read again');
    await service.release();
    await until(() => $(missions, '[part~="item"]'), 'the missions');
    expect(await requests(MISSIONS)).to.have.length(2);
    expect(await requests(BOARD)).to.have.length(2);
  });

  it('never sends a redeem again: only the shop read that failed after it is read again', async () => {
    const { el, scope } = await mountElement('loyalty-rewards');
    await logIn(scope);
    await until(() => $(el, 'button[id^="redeem-"]'), 'the shop');
    await service.fault({ match: REDEEM, status: 503, times: 1 });
    await service.fault({ match: SHOP, status: 503, times: 1 });
    entry(el, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
    await until(() => $(el, '#confirm'), 'the confirmation');
    $<HTMLButtonElement>(el, '#confirm')!.click();
    await until(() => $(el, '.retry'), 'the shop read after it, failed');
    const shopReads = (await requests(SHOP)).length;
    online();
    await until(() => !$(el, '.retry'), 'the shop, read again');
    expect(await requests(REDEEM)).to.have.length(1);
    expect(await requests(SHOP)).to.have.length(shopReads + 1);
  });

  it('leaves an event that does not exist unread again, and reads the fan', async () => {
    const { el, scope } = await scopedFixture<LoyaltyEvents>(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="999"></loyalty-events>`);
    await logIn(scope);
    await until(() => text($(el, '[role="alert"]')), 'the message');
    const fans = (await requests(USER)).length;
    online();
    await until(async () => (await requests(USER)).length > fans, 'the fan, read again');
    await el.updateComplete;
    expect(await requests(EVENT)).to.have.length(1);
    expect(text($(el, '[role="alert"]'))).to.equal(en.eventNotFound);
  });

  for (const [moment, back] of [
    ['the page comes back into view', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['the page comes back from the back-forward cache', () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))],
  ] as const) {
    it(`reads a failed list again, once, when ${moment}`, async () => {
      await service.fault({ match: MISSIONS, status: 503, times: 1 });
      const { el, scope } = await mountElement('loyalty-missions');
      await logIn(scope);
      await until(() => $(el, '.retry'), 'the failure');
      expect(document.visibilityState).to.equal('visible');
      back();
      await until(() => $(el, '[part~="item"]'), 'the missions, read again');
      expect(await requests(MISSIONS)).to.have.length(2);
    });
  }
});
