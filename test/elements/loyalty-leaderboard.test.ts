import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { en } from '../../src/i18n/english.js';
import { backgroundOf, contrast, over, rgba } from '../support/contrast.js';
import { describeElementContract } from '../support/element-contract.js';
import { withPageLanguage } from '../support/languages.js';
import { backOnline, entries, listedAs, MEDIA, onRetry, requests, retryWithEnter } from '../support/lists.js';
import { mountElement } from '../support/scope.js';
import { service, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, focused, text } from '../support/shadow.js';

const LIST = '/user/list$';
const listed = (attributes?: Record<string, string>) => listedAs('loyalty-leaderboard', (el) => $(el, '[part~="user"]'), attributes);
const names = (el: Element) => entries(el).map((li) => text(li.querySelector('.name')));

/** A fan as the service sends them: the whole record, secrets and all. */
const fan = (id: number, name: string, gold: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  gold,
  avatar: '',
  goldTotal: 987_654,
  goldSpent: 13,
  dateOfBirth: '02/29/1996',
  email: `secret-${id}@private.example`,
  shippingAddressStreet: `${id} Hidden Street`,
  shippingAddressZip: 'ZIP-SECRET',
  notifications: '2031-01-01T00:00:00.000Z',
  loyaltyMembership: { id: 9, name: 'Hidden membership', priceMonth: 4242, priceYear: 0 },
  loyaltyTier: { id: 2, name: 'Silver', gold: 500, resourceId: 112, description: 'TIER-SECRET' },
  tags: [{ id: 1, name: 'TAG-SECRET' }],
  ...extra,
});
const SECRETS = ['1996', '02/29', 'private.example', 'Hidden', 'ZIP-SECRET', '987654', '987,654', '2031', '4242', 'TIER-SECRET', 'TAG-SECRET'];

describe('<loyalty-leaderboard>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-leaderboard', {
    'logged out': async () => (await mountElement('loyalty-leaderboard')).el,
    'the top fans': async () => (await listed()).el,
    'the top fans, dark': async () => (await listed({ theme: 'dark' })).el,
  });

  it('prompts to log in while logged out and asks nothing', async () => {
    const { el } = await mountElement('loyalty-leaderboard');
    expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.leaderboardLoggedOut);
    expect(await requests(LIST)).to.be.empty;
  });

  it('lists the top fans by points, most first, read with the token', async () => {
    const { el, auth } = await listed();
    expect(names(el).slice(0, 3)).to.deep.equal(['Ava Stone', 'Kenji Mori', 'Lucía Fernández']);
    // Seen short, heard in full.
    expect(text(entries(el)[0].querySelector('[part~="points"] [aria-hidden="true"]'))).to.equal('4.2K');
    expect(text(entries(el)[0].querySelector('[part~="points"] .visually-hidden'))).to.equal('4,200 gold');
    expect(text(entries(el)[0].querySelector('.position'))).to.equal('1');
    expect(entries(el)).to.have.length(20);
    expect((await requests(LIST))[0].headers['x-user-auth-token']).to.equal(auth.token);
  });

  it('sorts a list the service sent unsorted, and shows at most `limit` fans', async () => {
    const users = [fan(7, 'Low', 10), fan(8, 'High', 900), fan(9, 'Middle', 300)];
    await service.fault({ match: LIST, status: 200, body: JSON.stringify({ users }) });
    const { el, auth } = await listed({ limit: '2' });
    // The fan, not among those shown, follows the board in a list of their own.
    await until(() => names(el).length === 3, 'the fan’s own row');
    expect(names(el)).to.deep.equal(['High', 'Middle', auth.user.name]);
    expect(entries(el)[2].closest('ol')).not.to.equal(entries(el)[1].closest('ol'));
    // A number, as the events' `limit` is: a page can do sums with it.
    expect(el.limit).to.equal(2);
    el.limit = 1;
    await until(() => names(el).length === 2, 'one fan and the fan’s own row');
    expect(names(el)).to.deep.equal(['High', auth.user.name]);
  });

  it('marks the fan’s own row for everyone: "You" and aria-current, not colour alone', async () => {
    const { el, auth } = await listed();
    const own = entries(el).filter((li) => li.getAttribute('aria-current') === 'true');
    expect(own.map((li) => text(li.querySelector('.name')))).to.deep.equal([auth.user.name as string]);
    expect(text(own[0].querySelector('[part~="badge"]'))).to.equal(en.you);
    expect($$(el, '[part~="badge"]')).to.have.length(1);
  });

  it('lets a creator style the fan’s own row alone, through ::part(current)', async () => {
    const { el } = await listed();
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = 'loyalty-leaderboard::part(current) { background-color: rgb(0, 170, 119); }';
    try {
      const painted = entries(el).filter((li) => getComputedStyle(li).backgroundColor === 'rgb(0, 170, 119)');
      expect(painted.map((li) => li.getAttribute('aria-current'))).to.deep.equal(['true']);
    } finally {
      style.remove();
    }
  });

  it('draws an initial where a fan has no avatar, and long names whole, within the element', async () => {
    const long = 'Maximilian Alexander von Hohenberg-Wittelsbach of the Long Name';
    const users = [fan(7, 'zoë', 10), fan(8, long, 900, { avatar: '/media/avatar/1.svg' })];
    await service.fault({ match: LIST, status: 200, body: JSON.stringify({ users }) });
    const { el, scope } = await listed();
    scope.style.display = 'block';
    scope.style.width = '280px';
    expect(text(entries(el)[1].querySelector('[part~="avatar"]'))).to.equal('Z');
    expect(entries(el)[0].querySelector('img[part~="avatar"]')).not.to.equal(null);
    const name = entries(el)[0].querySelector<HTMLElement>('.name')!;
    expect(text(name)).to.equal(long);
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    expect(entries(el)[0].getBoundingClientRect().right).to.be.at.most(el.getBoundingClientRect().right + 0.5);
  });

  for (const theme of ['light', 'dark']) {
    it(`draws a fan's initial readably where they have no avatar (${theme}, 4.5:1 at least)`, async () => {
      await service.fault({ match: LIST, status: 200, body: JSON.stringify({ users: [fan(7, 'zoë', 10)] }) });
      const { el } = await listed({ theme });
      const initial = entries(el)[0].querySelector('[part~="avatar"]')!;
      expect(contrast(rgba(getComputedStyle(initial).color), backgroundOf(initial))).to.be.at.least(4.5);
    });
  }

  for (const theme of ['light', 'dark']) {
    it(`shows the fan's own row by a border that stands out (${theme}, 3:1 at least against the background on either side)`, async () => {
      const { el } = await listed({ theme });
      const own = $(el, '[aria-current="true"]')!;
      const style = getComputedStyle(own);
      const other = getComputedStyle(entries(el).find((li) => li !== own)!);
      expect([style.borderTopStyle, parseFloat(style.borderTopWidth) > parseFloat(other.borderTopWidth)], 'a heavier solid border').to.deep.equal(['solid', true]);
      // The row's own background runs under its border; the list's lies outside it.
      const inside = backgroundOf(own);
      const outside = backgroundOf(own.parentElement!);
      const border = over(rgba(style.borderTopColor), inside);
      expect(Math.min(contrast(border, inside), contrast(border, outside))).to.be.at.least(3);
    });
  }

  it('keeps the fan’s own row as tall as the others: "You" goes beside the tier, not the points below the name', async () => {
    await service.setTeam({ currencyName: 'Nightjar Coins' });
    const { el, scope, auth } = await listedAs('loyalty-leaderboard', (el) => text($(el, '[part~="points"]')).includes('Nightjar'));
    scope.style.display = 'block';
    scope.style.width = '440px';
    const own = entries(el).find((li) => li.getAttribute('aria-current') === 'true')!;
    const other = entries(el).find((li) => li !== own && text(li.querySelector('.name')).split(' ').length <= 2 && text(li.querySelector('.hint')))!;
    expect(text(own.querySelector('.name'))).to.equal(auth.user.name);
    // Inside their borders (the fan's own is heavier).
    expect(own.clientHeight).to.be.closeTo(other.clientHeight, 2.5);
  });

  it('asks for the avatars of a board far down the page only as the fan scrolls to it', async () => {
    // Pictures no earlier test has shown: none comes from the browser's cache.
    const fresh = `/media/avatar/1.svg?${Math.random()}`;
    const users = [fan(7, 'Ava', 900, { avatar: fresh }), fan(8, 'Bo', 800, { avatar: fresh })];
    await service.fault({ match: LIST, status: 200, body: JSON.stringify({ users }) });
    const { el, scope } = await mountElement('loyalty-leaderboard', { 'resource-url': MEDIA });
    scope.style.display = 'block';
    scope.style.paddingTop = '30000px';
    await logIn(scope);
    await until(() => $(el, 'img[part~="avatar"]'), 'the board, with avatars');
    expect(await requests('^/media/avatar/')).to.be.empty;
    el.scrollIntoView();
    await until(async () => (await requests('^/media/avatar/')).length, 'avatars, once in view');
  });

  it('keeps names readable on a phone where the points are long: no word broken, one line per word at most', async () => {
    await service.setTeam({ currencyName: 'Nightjar Coins' });
    const { el, scope } = await listedAs('loyalty-leaderboard', (el) => text($(el, '[part~="points"]')).includes('Nightjar'));
    scope.style.display = 'block';
    scope.style.width = '300px';
    for (const li of entries(el).slice(0, 5)) {
      const name = li.querySelector('.name')!;
      const range = document.createRange();
      range.selectNodeContents(name);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      expect(lines, text(name)).to.be.at.most(text(name).split(' ').length);
    }
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
  });

  it('lets only name, avatar, points and tier reach the page, an event or the console', async () => {
    const users = [fan(7, 'Private Person', 500), fan(8, 'Other Person', 400)];
    await service.fault({ match: LIST, status: 200, body: JSON.stringify({ users }) });
    const logged: string[] = [];
    const heard: string[] = [];
    const original = { log: console.log, warn: console.warn, error: console.error, info: console.info, debug: console.debug };
    for (const level of Object.keys(original) as (keyof typeof original)[]) console[level] = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    const listen = (event: Event) => heard.push(JSON.stringify((event as CustomEvent).detail ?? null));
    const names = ['loyalty-error', 'loyalty-logout', 'loyalty-login', 'loyalty-redeem', 'loyalty-mission-complete'];
    for (const name of names) document.addEventListener(name, listen);
    try {
      const { el } = await listed();
      await until(() => names.length && text(el.shadowRoot).includes('Private Person'), 'the board');
      // Lit's own markers (comments with a random number) are not the page's content.
      const everything = [el.shadowRoot!.innerHTML, el.innerHTML, text(el.shadowRoot), ...heard, ...logged].join('\n').replace(/<!--[^]*?-->/g, '');
      for (const secret of SECRETS) expect(everything, secret).not.to.contain(secret);
      expect(text(entries(el)[0])).to.contain('Silver');
    } finally {
      Object.assign(console, original);
      for (const name of names) document.removeEventListener(name, listen);
    }
  });

  it('treats a service without a leaderboard as an empty one, not a failure', async () => {
    await service.fault({ match: LIST, status: 404, body: '{"message":"No such endpoint."}' });
    const { el } = await listedAs('loyalty-leaderboard', (el) => text($(el, '[role="status"]')) === en.noFans);
    expect($$(el, '[role="alert"]')).to.be.empty;
  });

  it('says the rank of a fan who logs in on the page, and never the last fan’s', async () => {
    const { el, scope } = await listed({ limit: '3' });
    const said = () => text($(el, 'p[part~="message"]:not([role])'));
    // Logged in here a moment ago: nothing read the fan yet, the board asks.
    await until(() => said(), 'the rank after logging in');
    // Not among the three shown.
    expect(Number(/^You're number (\d+) of \d+\.$/.exec(said())?.[1])).to.be.above(3);
    const session = sessionOf(scope);
    session.end();
    await service.setUser({ gold: 10_000_000 });
    await logIn(scope);
    await until(() => /^You're number 1 of/.test(said()), 'the new rank');
    expect($(el, '[aria-current="true"] .position')?.textContent).to.equal('1');
  });

  it('tells a French fan at the top their rank without a wrong ordinal ("1e" is no French for first)', async () => {
    await service.setUser({ gold: 10_000_000 });
    await withPageLanguage('fr', async () => {
      const { el } = await listed();
      const said = () => text($(el, 'p[part~="message"]:not([role])'));
      await until(() => said(), 'the rank');
      expect($(el, '[aria-current="true"] .position')?.textContent).to.equal('1');
      expect(said()).to.match(/\b1\b/);
      expect(said()).not.to.match(/\b1e\b/);
    });
  });

  it("shows the fan's own rank from GET /user, below the board when they are not on it", async () => {
    const { el, scope } = await listed({ limit: '3' });
    // The fan read again, as when an element arrives or the page comes back into view.
    await sessionOf(scope).refresh();
    await until(() => text($(el, 'p[part~="message"]:not([role])')), 'the rank');
    expect(text($(el, 'p[part~="message"]:not([role])'))).to.match(/^You're number \d+ of \d+\.$/);
    expect($$(el, '[aria-current="true"]')).to.have.length(1);
  });
  it('says the failure anew when Retry fails again: its alert, there all along, empties while it retries', async () => {
    await service.fault({ match: LIST, status: 503, times: 2 });
    const { el, retry } = await onRetry('loyalty-leaderboard');
    const alert = $(el, '[role="alert"]')!;
    const said = text(alert);
    // A live region speaks when its text changes: the same sentence left in place is not heard again.
    const heard: string[] = [];
    new MutationObserver(() => heard.push(text(alert))).observe(alert, { subtree: true, childList: true, characterData: true });
    await sendKeys({ press: 'Enter' });
    await until(async () => (await requests(LIST)).length === 2 && text(retry) === en.retry, 'the second failure');
    await el.updateComplete;
    expect($(el, '[role="alert"]')).to.equal(alert);
    expect(heard).to.deep.equal(['', said]);
  });

  it('reads the board again, once, when the browser is back online, taking the fan from Retry to it', async () => {
    await service.fault({ match: LIST, status: 503, times: 1 });
    const { el } = await onRetry('loyalty-leaderboard');
    await backOnline(el);
    expect(entries(el)).to.have.length(20);
    expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
    expect(await requests(LIST)).to.have.length(2);
    expect(focused(el)).to.equal($(el, 'ol'));
  });

  it('keeps a keyboard user on Retry while the board still fails, then takes them to the board it read', async () => {
    await service.fault({ match: LIST, status: 503, times: 2 });
    const { el, retry } = await onRetry('loyalty-leaderboard');
    await sendKeys({ press: 'Enter' });
    await until(async () => (await requests(LIST)).length === 2 && text(retry) === en.retry, 'the second failure');
    await el.updateComplete;
    expect(focused(el)).to.equal(retry);
    await retryWithEnter(el);
    expect(focused(el)).to.equal($(el, 'ol'));
    expect(focused(el)!.getAttribute('aria-label')).to.equal(en.topFans);
  });
});
