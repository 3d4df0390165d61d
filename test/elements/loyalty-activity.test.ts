import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyErrorEvent } from '../../src/base/host-events.js';
import { describeElementContract } from '../support/element-contract.js';
import { requests } from '../support/lists.js';
import { mountElement, scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, focused, text } from '../support/shadow.js';

const notes = (el: Element) => $$(el, 'section[aria-labelledby="notifications-heading"] [part~="item"]');
const history = (el: Element) => $$(el, 'section[aria-labelledby="history-heading"] [part~="item"]');

/** The demo fan logged in, both lists drawn. */
async function activity(attributes: Record<string, string> = {}) {
  const mounted = await mountElement('loyalty-activity', attributes);
  const auth = await logIn(mounted.scope);
  await until(() => notes(mounted.el).length && history(mounted.el).length, 'both lists');
  return { ...mounted, auth };
}

describe('<loyalty-activity>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-activity', {
    'logged out': async () => (await mountElement('loyalty-activity')).el,
    'the activity': async () => (await activity()).el,
    'the activity, dark': async () => (await activity({ theme: 'dark' })).el,
  });

  it('prompts to log in while logged out and asks nothing', async () => {
    const { el } = await mountElement('loyalty-activity');
    expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.activityLoggedOut);
    expect(await requests('/(transaction|notification)/list$')).to.be.empty;
  });

  it('draws each history entry as one column from the card’s start: its amount, its reason, its date', async () => {
    const { el } = await activity();
    for (const entry of history(el).slice(0, 3)) {
      const start = entry.getBoundingClientRect().left + parseFloat(getComputedStyle(entry).paddingLeft);
      const [amount, date] = [entry.querySelector('[part~="points"]')!, entry.querySelector('time')!].map((node) => node.getBoundingClientRect());
      expect(amount.left, text(entry)).to.be.closeTo(start, 1);
      expect(date.left, text(entry)).to.be.closeTo(start, 1);
      expect(date.top, 'the date under the amount').to.be.greaterThan(amount.bottom);
    }
  });

  it('lists the points history newest first, each change signed, earned or spent, with its reason and date, ten more on request', async () => {
    await service.setTeam({ currencyName: 'Nightjar Coins' });
    const { el, auth } = await activity();
    await until(() => text(history(el)[0]).includes('Nightjar Coins'), 'the team’s currency');
    const entries = history(el);
    expect(entries.length).to.equal(10);
    const dates = entries.map((li) => li.querySelector('time')!.dateTime);
    expect(dates).to.deep.equal([...dates].sort().reverse());
    const spent = entries.find((li) => text(li).includes('Points expired after a year'))!;
    expect(text(spent.querySelector('[part~="points"]'))).to.equal(en.spentAmount('−50 Nightjar Coins'));
    const earned = entries.find((li) => text(li).includes('Tournament prediction'))!;
    expect(text(earned.querySelector('[part~="points"]'))).to.equal(en.earnedAmount('+400 Nightjar Coins'));
    const more = $$<HTMLButtonElement>(el, 'button').find((b) => text(b) === en.moreEntries)!;
    more.focus();
    more.click();
    await until(() => history(el).length === 20, 'ten more');
    expect(focused(el), 'the fan is taken to the first entry shown').to.equal(history(el)[10]);
    expect((await requests('/transaction/list$'))[0].headers['x-user-auth-token']).to.equal(auth.token);
  });

  it('marks the notifications newer than the fan last read as New, in words, newest first', async () => {
    const { el } = await activity();
    const list = notes(el);
    expect(list.map((li) => text(li.querySelector('[part~="badge"]')))).to.deep.equal([en.unreadMark, en.unreadMark, en.unreadMark, '', '', '']);
    // Seen as a label of its own, not as the sentence's first word.
    expect(getComputedStyle(list[0].querySelector('[part~="badge"]')!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(text(list[0])).to.contain('Nightjar Cup Grand Finals are live');
    expect(list[0].querySelector<HTMLAnchorElement>('a[part~="link"]')!.href).to.equal('https://nightjar.example.com/live');
  });

  it('shows a notification as text, never as markup, and leaves out a link that is not a web address', async () => {
    await service.fault({
      match: '/notification/list$',
      status: 200,
      body: JSON.stringify({ notifications: [{ id: 1, timestamp: '2025-01-01T00:00:00Z', body: '<img src=x onerror=alert(1)>Hi', link: 'javascript:alert(1)' }] }),
    });
    const { el } = await activity();
    expect(text(notes(el)[0])).to.contain('<img src=x onerror=alert(1)>Hi');
    expect(notes(el)[0].querySelector('img, a')).to.equal(null);
  });

  it('says a list it cannot read in plain words, with a Retry that reads it again', async () => {
    await service.fault({ match: '/notification/list$', status: 502, body: '<html>Bad gateway</html>', times: 1 });
    const mounted = await mountElement('loyalty-activity');
    const errors: LoyaltyErrorEvent[] = [];
    mounted.el.addEventListener('loyalty-error', (e) => errors.push(e));
    await logIn(mounted.scope);
    await until(() => $(mounted.el, 'button.retry'), 'the Retry');
    expect(text($(mounted.el, '[part~="error"]'))).to.equal(en.server);
    expect(errors.map((e) => e.detail.action)).to.deep.equal(['notification-list']);
    $<HTMLButtonElement>(mounted.el, 'button.retry')!.click();
    await until(() => notes(mounted.el).length === 6, 'read again');
  });

  it("links the card's unread count to the page's notifications when the card is told where", async () => {
    const { scope } = await scopedFixture(html`<loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" show-unread activity-href="/me#activity"></loyalty-login>`);
    const card = scope.querySelector('loyalty-login')!;
    await logIn(scope as TestScope);
    // As after any log in: the card reads the fan's unread count.
    await sessionOf(scope as TestScope).refresh();
    await until(() => $(card, 'a[part~="link"]'), 'the link');
    const link = $<HTMLAnchorElement>(card, 'a[part~="link"]')!;
    expect(text(link)).to.equal(en.unread('3', 3));
    expect(link.href).to.equal(new URL('/me#activity', location.href).href);
  });
});
