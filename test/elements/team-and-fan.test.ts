import { expect, oneEvent } from '@open-wc/testing';
import { html, render } from 'lit';
import { en } from '../../src/i18n/english.js';
import type { Auth } from '../../src/api/types.js';
import type { LoyaltyLogin } from '../../src/components/login/loyalty-login.js';
import type { LoyaltySignup } from '../../src/components/signup/loyalty-signup.js';
import type { LoyaltyReset } from '../../src/components/reset/loyalty-reset.js';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import type { Session } from '../../src/session/session.js';
import { withFakeClock } from '../support/events.js';
import { submit, type, typeFields } from '../support/forms.js';
import { LOYALTY_TAGS, mountElement, scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_TEAM, service, serviceUrl, until, type RecordedRequest } from '../support/service.js';
import { $, $$, status, text } from '../support/shadow.js';

// The extension of the service: the team root (`GET /`) and the current fan (`GET /user`).
const TEAM_ROOT = `/api/v1/loyalty/${DEMO_TEAM}/$`;
const USER = `/api/v1/loyalty/${DEMO_TEAM}/user$`;
const sent = async (path: string) => (await service.requests()).filter((r: RecordedRequest) => new RegExp(path).test(r.path));

const sessionOf = (scope: TestScope): Session => scope.registry.get(serviceUrl, DEMO_TEAM, 'memory');

/** A real session of the demo fan, started as log in would, with the user as it was `gold` ago. */
async function startStale(scope: TestScope, gold = 10): Promise<Auth> {
  const auth = (await service.login()) as unknown as Auth;
  sessionOf(scope).start({ token: auth.token, user: { ...auth.user, gold } });
  return auth;
}

/** Another element of the same team, connecting in the same scope. */
async function add<T extends HTMLElement>(scope: TestScope, tag: string, attributes: Record<string, string> = {}): Promise<T> {
  const el = document.createElement(tag) as T & { updateComplete: Promise<unknown> };
  for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', ...attributes })) el.setAttribute(name, value);
  scope.append(el);
  await el.updateComplete;
  return el;
}

const balance = (el: Element) => text($(el, '.gold'));
const membershipNames = (el: Element) => $$(el, 'input[name="membership"]').map((radio) => text(radio.closest('label')));
const rows = (el: Element) => $$(el, 'dl > div').map((row) => `${text(row.querySelector('dt'))}: ${text(row.querySelector('dd'))}`);
const tagNames = (el: Element) => $$(el, '[part~="tag"]').map(text);

/** The `loyalty-error` events `elements` fire from now on. */
function errorsFrom(...elements: Element[]) {
  const errors: Event[] = [];
  for (const el of elements) el.addEventListener('loyalty-error', (event) => errors.push(event));
  return errors;
}

describe('the team root and the current fan', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  describe('<loyalty-signup> offers the team', () => {
    it("offers the team's memberships with prices and its tags with only a team attribute", async () => {
      const { el } = await mountElement('loyalty-signup');
      await until(() => membershipNames(el).length === 3, "the team's memberships");
      expect(membershipNames(el)).to.deep.equal(['Free', 'Silver $4.99 per month', 'Gold $9.99 per month']);
      expect(tagNames(el)).to.deep.equal(['Tournaments', 'Giveaways', 'Merch', 'IRL meetups', 'Just chatting', 'Speedruns']);
      // Monthly or yearly, once a paid one is chosen.
      $$<HTMLInputElement>(el, 'input[name="membership"]')[2].click();
      await el.updateComplete;
      $$<HTMLInputElement>(el, 'input[name="interval"]')[1].click();
      await el.updateComplete;
      expect(membershipNames(el)[2]).to.equal('Gold $99.90 per year save 17%');
      const [request] = await sent(TEAM_ROOT);
      expect(request.method).to.equal('GET');
      expect(request.headers).not.to.have.property('x-user-auth-token');
      await expect(el).to.be.accessible();
    });

    it("signs up with the team's membership and tags the fan chose", async () => {
      const { el } = await mountElement('loyalty-signup');
      await until(() => tagNames(el).length === 6, "the team's tags");
      await typeFields(el, { email: 'team.fan@example.com', password: 'a-long-password', dateOfBirth: '1999-07-14' });
      $$<HTMLButtonElement>(el, '[part~="tag"]')[2].click();
      await el.updateComplete;
      const signedUp = oneEvent(el, 'loyalty-signup');
      await submit(el);
      await signedUp;
      const [request] = await sent('/signup$');
      expect(request.body).to.deep.include({ membership: 1, tags: [3] });
    });

    it("takes the memberships or tags the page set over the team's own", async () => {
      const { el } = await mountElement('loyalty-signup', { memberships: JSON.stringify([{ id: 3, name: 'Gold', priceMonth: 999, priceYear: 9990 }]) });
      await until(() => tagNames(el).length === 6, "the team's tags");
      expect(membershipNames(el)).to.deep.equal(['Gold $9.99 per month']);
      const { el: both } = await mountElement('loyalty-signup', {
        memberships: JSON.stringify([{ id: 1, name: 'Free', priceMonth: 0, priceYear: 0 }]),
        tags: JSON.stringify([{ id: 6, name: 'Speedruns' }]),
      });
      expect([membershipNames(both), tagNames(both)]).to.deep.equal([['Free'], ['Speedruns']]);
    });

    it('is usable while the team has not answered, and offers the choices when it does', async () => {
      await service.fault({ match: TEAM_ROOT, hold: true, times: 1 });
      const { el } = await mountElement('loyalty-signup');
      await until(async () => (await sent(TEAM_ROOT)).length === 1, 'the held team root');
      await type(el, 'email', 'early@example.com');
      expect($<HTMLInputElement>(el, '[name="email"]')!.value).to.equal('early@example.com');
      expect(membershipNames(el)).to.deep.equal([]);
      await service.release();
      await until(() => membershipNames(el).length === 3, "the team's memberships");
      expect($<HTMLInputElement>(el, '[name="email"]')!.value, 'what the fan typed stays').to.equal('early@example.com');
    });

    it('signs up without a membership, with a clear note, when the team root fails', async () => {
      await service.fault({ match: TEAM_ROOT, status: 500, body: '<h1>down</h1>' });
      const { el } = await mountElement('loyalty-signup');
      const errors = errorsFrom(el);
      await until(() => status(el), 'the note');
      expect(status(el)).to.equal("We couldn't load the memberships and interests. You can sign up now and choose them later.");
      await typeFields(el, { email: 'no.team@example.com', password: 'a-long-password', dateOfBirth: '1999-07-14' });
      const signedUp = oneEvent(el, 'loyalty-signup');
      await submit(el);
      await signedUp;
      const [request] = await sent('/signup$');
      expect(request.body).not.to.have.property('membership');
      expect(errors).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('reads the team root again when the browser is back online after it failed, and offers its memberships', async () => {
      await service.fault({ match: TEAM_ROOT, status: 503, times: 1 });
      const { el } = await mountElement('loyalty-signup');
      await until(() => status(el), 'the note');
      window.dispatchEvent(new Event('online'));
      await until(() => membershipNames(el).length === 3, "the team's memberships");
      expect(status(el)).to.equal('');
      expect(await sent(TEAM_ROOT)).to.have.length(2);
    });

    it('asks again for the elements still on the page when the one that asked leaves mid-read', async () => {
      await service.fault({ match: TEAM_ROOT, hold: true, times: 1 });
      const { el, scope } = await mountElement('loyalty-signup');
      const other = await add<LoyaltySignup>(scope, 'loyalty-signup');
      await until(async () => (await sent(TEAM_ROOT)).length === 1, 'the held team root');
      el.remove();
      await until(() => membershipNames(other).length === 3, 'the memberships, read again');
      expect(await sent(TEAM_ROOT)).to.have.length(2);
    });

    it('reads the team root once for every element of the team on the page', async () => {
      const { el, scope } = await mountElement('loyalty-signup');
      const other = await add<LoyaltySignup>(scope, 'loyalty-signup');
      await until(() => membershipNames(el).length === 3 && membershipNames(other).length === 3, 'both offer the memberships');
      const later = await add<LoyaltySignup>(scope, 'loyalty-signup');
      expect(membershipNames(later), 'at once, from what the page already read').to.have.length(3);
      expect(await sent(TEAM_ROOT)).to.have.length(1);
    });
  });

  describe("the team's currency", () => {
    it("names points in the team's own word, in every language, by its plural rules", async () => {
      await service.setTeam({ currencyName: 'Acme Coins' });
      const { el, scope } = await mountElement('loyalty-login');
      await startStale(scope, 1250);
      await until(() => balance(el) === '1,250 Acme Coins', 'the balance in Acme Coins');
      // Seen as a number beside the balance that names the currency; heard with it.
      expect(text($(el, '.next p:last-child'))).to.equal('750 to go');
      expect($(el, '[part~="progress"]')!.getAttribute('aria-valuetext')).to.equal('750 Acme Coins to go');
      el.setAttribute('lang', 'de');
      await el.updateComplete;
      expect(balance(el)).to.equal('1.250 Acme Coins');
      await service.setUser({ gold: 1 });
      await sessionOf(scope).refresh();
      await el.updateComplete;
      expect(balance(el), 'one, where the name cannot be declined').to.equal('Acme Coins: 1');
      // Inside a sentence the name follows the number, as a unit does, whatever the count.
      await service.setUser({ gold: 1999 });
      await sessionOf(scope).refresh();
      await el.updateComplete;
      expect($(el, '[part~="progress"]')!.getAttribute('aria-valuetext')).to.equal('1 Acme Coins to go');
    });

    it("says the language's own word when the team names none", async () => {
      const { el, scope } = await mountElement('loyalty-login');
      await startStale(scope, 1250);
      await until(async () => (await sent(TEAM_ROOT)).length === 1, 'the team root');
      await until(() => $(el, '[role="progressbar"]'), 'the tiers');
      expect(balance(el)).to.equal('1,250 gold');
    });
  });

  describe('the fan kept current', () => {
    it('reads the fan when an element with a session connects: the balance of now, one request for all', async () => {
      const { el, scope } = await mountElement('loyalty-login');
      await startStale(scope, 10);
      await el.updateComplete;
      expect(balance(el), 'what the session stored').to.equal('10 gold');
      const [one, two] = [document.createElement('loyalty-login'), document.createElement('loyalty-login')];
      for (const next of [one, two]) Object.assign(next, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
      scope.append(one, two);
      await until(() => [el, one, two].every((login) => balance(login) === '1,250 gold'), 'the current balance everywhere');
      expect(await sent(USER)).to.have.length(1);
      expect((await sent(USER))[0].headers['x-user-auth-token']).to.equal(sessionOf(scope).token);
    });

    it('keeps the rewards, missions and their failure on screen when the fan is read after them', async () => {
      const { scope } = await mountElement('loyalty-login');
      await startStale(scope, 1250);
      // As on a page load with a stored session: GET /user answers last.
      await service.fault({ match: USER, hold: true, times: 1 });
      await service.fault({ match: '/mission/list$', status: 500, body: '<h1>Oops</h1>', contentType: 'text/html', times: 1 });
      const rewards = await add(scope, 'loyalty-rewards');
      const missions = await add(scope, 'loyalty-missions');
      await until(() => $(rewards, '[part~="item"]') && $(missions, '.retry'), 'the shop and the failed missions');
      await until(async () => (await sent(USER)).length, 'the fan asked for');
      await service.release();
      await until(() => sessionOf(scope).rank, 'the fan read');
      await Promise.all([rewards, missions].map((el) => (el as unknown as { updateComplete: Promise<unknown> }).updateComplete));
      expect($$(rewards, '[part~="item"]')).to.have.length(5);
      expect(text($(missions, '[role="alert"]'))).to.equal(en.server);
      expect($(missions, '.retry')).not.to.equal(null);
    });

    it('reads the fan again when the page comes back into view', async () => {
      await withFakeClock(async (clock, start) => {
        const { el, scope } = await mountElement('loyalty-login');
        await startStale(scope, 10);
        const login = await add<LoyaltyLogin>(scope, 'loyalty-login');
        await until(() => balance(login) === '1,250 gold', 'the balance on arrival');
        await service.setUser({ gold: 1900 });
        expect(document.visibilityState).to.equal('visible');
        document.dispatchEvent(new Event('visibilitychange'));
        await until(() => balance(el) === '1,900 gold' && balance(login) === '1,900 gold', 'the balance earned meanwhile');
        await service.setUser({ gold: 2100 });
        // Back once more, after the 30 seconds that keep a fan switching tabs from reading the fan at each switch.
        clock.to(start + 30_000);
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
        await until(() => balance(login) === '2,100 gold', 'the balance after the back-forward cache');
        expect(await sent(USER)).to.have.length(3);
      });
    });

    it('reads the fan again when the browser is back online', async () => {
      const { el, scope } = await mountElement('loyalty-login');
      // The balance kept from before the connection went: stale.
      await startStale(scope, 10);
      await until(() => balance(el) === '10 gold', 'the stale balance');
      window.dispatchEvent(new Event('online'));
      await until(() => balance(el) === '1,250 gold', 'the balance of now');
      expect(await sent(USER)).to.have.length(1);
      // The team root answered: nothing failed to read again.
      expect(await sent(TEAM_ROOT)).to.have.length(1);
    });

    it("shows the fan's rank, and the unread count only when the page asks", async () => {
      const { el, scope } = await mountElement('loyalty-login');
      await startStale(scope);
      await service.setUser({ unread: 4 });
      const shown = await add<LoyaltyLogin>(scope, 'loyalty-login', { 'show-unread': '' });
      await until(() => text($(shown, 'dl')).includes('Rank'), 'the rank');
      expect(rows(el)).to.include('Rank: #11 of 20');
      expect(text($(shown, '[part~="user"]'))).to.contain('4 unread notifications');
      expect(text($(el, '[part~="user"]'))).not.to.contain('unread');
      await expect(shown).to.be.accessible();
    });

    it('ends the session when the service refuses the token on GET /user', async () => {
      const { el, scope } = await mountElement('loyalty-login');
      sessionOf(scope).start({ token: 'revoked', user: { id: 1, name: 'Demo Fan', gold: 10 } });
      await el.updateComplete;
      // Announced once, by the element that arrived and asked.
      const loggedOut = oneEvent(scope, 'loyalty-logout');
      await add(scope, 'loyalty-login');
      expect((await loggedOut).detail.reason).to.equal('expired');
      await until(() => $(el, 'form'), 'the login form');
      expect(sessionOf(scope).loggedIn).to.equal(false);
    });

    // Each element's reference lists `loyalty-logout`: each may be the one that asked.
    for (const tag of LOYALTY_TAGS) {
      it(`has <${tag}> announce the refused token when it was the one that asked`, async () => {
        const { scope } = await mountElement('loyalty-login');
        sessionOf(scope).start({ token: 'revoked', user: { id: 1, name: 'Demo Fan', gold: 10 } });
        const loggedOut = oneEvent(scope, 'loyalty-logout');
        const el = await add(scope, tag);
        const event = await loggedOut;
        expect([event.target, event.detail.reason]).to.deep.equal([el, 'expired']);
      });
    }

    it('keeps the stored fan, silently, when the service fails GET /user', async () => {
      await service.fault({ match: USER, status: 500, body: '{"message":"down"}' });
      const { el, scope } = await mountElement('loyalty-login');
      const errors = errorsFrom(el);
      await startStale(scope, 10);
      await add(scope, 'loyalty-login');
      await until(async () => (await sent(USER)).length === 1, 'the read');
      await sessionOf(scope).refresh();
      expect(balance(el)).to.equal('10 gold');
      expect(errors).to.have.length(0);
      expect(sessionOf(scope).loggedIn).to.equal(true);
    });

    it('refresh() is one request for every caller and never rejects', async () => {
      const { scope } = await mountElement('loyalty-login');
      await startStale(scope, 10);
      const session = sessionOf(scope);
      await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
      expect(await sent(USER)).to.have.length(1);
      expect([session.user?.gold, session.rank, session.unread]).to.deep.equal([1250, { position: 11, total: 20 }, 3]);
    });
  });

  describe('progress to the next tier', () => {
    it('shows a progress bar to the next tier, with its name, badge and the points still to earn', async () => {
      const { el, scope } = await mountElement('loyalty-login', { 'resource-url': `${serviceUrl}/media/resource/{id}` });
      await startStale(scope, 1250);
      const bar = await (async () => {
        await until(() => $(el, '[role="progressbar"]'), 'the progress bar');
        return $(el, '[role="progressbar"]')!;
      })();
      await until(() => bar.getAttribute('aria-valuenow') === '1250', 'the current balance');
      expect(['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'].map((name) => bar.getAttribute(name))).to.deep.equal([
        '500',
        '2000',
        '1250',
        '750 gold to go',
      ]);
      const label = el.shadowRoot!.getElementById(bar.getAttribute('aria-labelledby')!)!;
      expect(text(label)).to.equal('Next tier: Gold');
      expect(label.querySelector('img')!.getAttribute('src')).to.contain('113');
      await expect(el).to.be.accessible();
    });

    it('says so at the top tier', async () => {
      await service.setUser({ gold: 2500, loyaltyTier: { id: 3, name: 'Gold', gold: 2000, resourceId: 113 } });
      const { el, scope } = await mountElement('loyalty-login');
      await startStale(scope);
      await until(() => text($(el, '[part~="user"]')).includes("You've reached the top tier."), 'the top tier');
      expect($(el, '[role="progressbar"]')).to.equal(null);
    });
  });

  describe('<loyalty-reset> with an answer that carries a session', () => {
    const NEW_PASSWORD = 'brand-new-password';

    async function resetWith(answer: (auth: Auth) => unknown) {
      const auth = (await service.login()) as unknown as Auth;
      await service.fault({ match: '/password/reset$', status: 200, body: JSON.stringify(answer(auth)), times: 1 });
      const { el, scope } = await scopedFixture<LoyaltyReset>(
        html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="reset-1"></loyalty-reset>`,
      );
      await typeFields(el, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      const changed = oneEvent(el, 'loyalty-password-reset');
      await submit(el);
      await changed;
      await el.updateComplete;
      return { el, scope, auth };
    }

    it('logs the fan in when the answer carries a token and the fan', async () => {
      const { el, scope, auth } = await resetWith((auth) => auth);
      expect(sessionOf(scope).token).to.equal(auth.token);
      expect(status(el)).to.equal("Your password has been changed. You're logged in as Demo Fan.");
      expect(await sent(USER), 'the answer said who').to.have.length(0);
    });

    it('reads the fan with a token that came alone, and logs them in', async () => {
      const { el, scope, auth } = await resetWith(({ token }) => ({ token }));
      expect(sessionOf(scope).token).to.equal(auth.token);
      expect(sessionOf(scope).user?.name).to.equal('Demo Fan');
      expect(status(el)).to.equal("Your password has been changed. You're logged in as Demo Fan.");
    });

    it('logs in nobody and tells the page nothing when its team changes while the fan is read', async () => {
      const auth = (await service.login()) as unknown as Auth;
      await service.fault({ match: '/password/reset$', status: 200, body: JSON.stringify({ token: auth.token }), times: 1 });
      await service.fault({ match: USER, hold: true, times: 1 });
      const { el, scope } = await scopedFixture<LoyaltyReset>(
        html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="reset-1"></loyalty-reset>`,
      );
      const heard: string[] = [];
      el.addEventListener('loyalty-password-reset', (event) => heard.push(event.type));
      await typeFields(el, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      await submit(el);
      await until(async () => (await sent(USER)).length === 1, 'the fan read with the token');
      el.team = 'another-team';
      await el.updateComplete;
      // The read is let go with the team: its abort settles within the frame.
      await new Promise(requestAnimationFrame);
      await service.release();
      expect(sessionOf(scope).loggedIn, 'the old team').to.equal(false);
      expect(heard).to.deep.equal([]);
      expect(status(el)).not.to.contain('changed');
    });

    it('leaves the fan to log in, as before, when the token alone cannot be read', async () => {
      await service.fault({ match: USER, status: 404, body: '{"message":"Not found"}' });
      const { el, scope } = await resetWith(({ token }) => ({ token }));
      expect(sessionOf(scope).loggedIn).to.equal(false);
      expect(status(el)).to.equal('Your password has been changed. You can log in with it now.');
    });
  });

  describe('a service with only the base contract', () => {
    it('works in every element: no team root, no GET /user, no error the fan sees', async () => {
      await service.fault({ match: `${TEAM_ROOT}|${USER}`, status: 404, body: '{"message":"Not found"}' });
      const { el: signup, scope } = await mountElement('loyalty-signup', { memberships: JSON.stringify([{ id: 1, name: 'Free', priceMonth: 0, priceYear: 0 }]) });
      const login = await add<LoyaltyLogin>(scope, 'loyalty-login');
      const errors = errorsFrom(signup, login);
      await until(async () => (await sent(TEAM_ROOT)).length === 1, 'the team root');
      await signup.updateComplete;
      expect(status(signup), 'no note: the service has no team root').to.equal('');
      expect(membershipNames(signup)).to.deep.equal(['Free']);

      await typeFields(login, { email: DEMO_EMAIL, password: 'loyalty123' });
      await submit(login);
      await until(() => balance(login) === '1,250 gold', 'the card');
      const events = await add<LoyaltyEvents>(scope, 'loyalty-events');
      await until(() => $$(events, '[part~="event"]:not(.placeholder)').length > 0, 'the events');
      await add<LoyaltyReset>(scope, 'loyalty-reset');
      await until(async () => (await sent(USER)).length >= 1, 'the fan read');
      await sessionOf(scope).refresh();
      await login.updateComplete;
      expect(balance(login)).to.equal('1,250 gold');
      expect($(login, '[role="progressbar"]'), 'no tiers to show').to.equal(null);
      expect(sessionOf(scope).loggedIn).to.equal(true);
      expect(errors).to.have.length(0);
      expect(text($(login, '[part~="user"]'))).not.to.match(/not found|error/i);
      render(html``, scope);
    });
  });
});
