import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { readAuth } from '../../src/api/answer-readers.js';
import { storageKey } from '../../src/session/session-store.js';
import { beyond, hostileStrings, hostileValues, pageErrors, pwned, withEachField } from '../support/hostile.js';
import { mountElement, scopedFixture, type LoyaltyTag } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { sessionOf } from '../support/session.js';
import { $, $$, formError, input, submitButton, text } from '../support/shadow.js';

type Updating = HTMLElement & { updateComplete: Promise<unknown> };

/** The elements whose credential form is drawn in the page. */
type CredentialTag = Extract<LoyaltyTag, 'loyalty-login' | 'loyalty-signup' | 'loyalty-reset'>;

/** Every attribute each credential form takes. */
const ATTRIBUTES: Record<CredentialTag, string[]> = {
  'loyalty-login': ['team', 'base-url', 'resource-url', 'storage', 'lang', 'theme', 'forgot-href', 'signup-href', 'platforms', 'gift-token'],
  'loyalty-signup': ['team', 'base-url', 'resource-url', 'storage', 'lang', 'theme', 'memberships', 'tags', 'interval', 'currency', 'referral-id', 'gift-token', 'return-path', 'platforms'],
  'loyalty-reset': ['team', 'base-url', 'resource-url', 'storage', 'lang', 'theme', 'token', 'return-path', 'login-href'],
};

/** What the fan can act on: a form to fill, a message, or a button. Never nothing, never busy for good. */
const actionable = (el: Element) =>
  !!($(el, 'form') || $(el, '[role="alert"]:not(:empty)') || $(el, '[role="status"]:not(:empty)') || $(el, 'button')) &&
  !$(el, '[aria-busy="true"]');

describe('hostile input, to every credential form', () => {
  beforeEach(() => service.reset());

  for (const [tag, attributes] of Object.entries(ATTRIBUTES) as [CredentialTag, string[]][]) {
    it(`<${tag}>: every attribute takes every hostile string: inert, no page error, nothing sticking out of 320 px, something to act on`, async () => {
      const { el: page } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px"></div>`);
      const el = document.createElement(tag) as Updating;
      for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory' })) el.setAttribute(name, value);
      page.append(el);
      const errors = await pageErrors(async () => {
        for (const name of attributes) {
          const before = el.getAttribute(name);
          for (const value of hostileStrings) {
            el.setAttribute(name, value);
            await el.updateComplete;
            expect(actionable(el), `${name}=${JSON.stringify(value)}`).to.equal(true);
            expect(beyond(el, page), `${name}=${JSON.stringify(value)}`).to.deep.equal([]);
          }
          if (before === null) el.removeAttribute(name);
          else el.setAttribute(name, before);
          await el.updateComplete;
        }
      });
      expect(errors).to.deep.equal([]);
      expect(pwned()).to.equal(undefined);
      // What the element offers comes from the team root, read without a token: nothing else is called.
      const calls = (await service.requests()).filter((r) => !r.path.startsWith('/media/'));
      const teamRoot = (r: (typeof calls)[number]) => r.method === 'GET' && /^\/api\/v1\/loyalty\/[^/]+\/$/.test(r.path) && !('x-user-auth-token' in r.headers);
      expect(calls.filter((r) => !teamRoot(r)), 'attributes alone call nothing but the team root').to.deep.equal([]);
    });
  }

  it('<loyalty-login>: every field of the user takes every hostile value: drawn as text or left out, nothing sticking out', async function () {
    // Over a hundred whole cards, each laid out and measured: more than ten seconds on a busy machine.
    this.timeout(30_000);
    const user = {
      id: 7,
      name: 'Ada Fan',
      avatar: `${serviceUrl}/media/avatar/7.svg`,
      gold: 1250,
      goldTotal: 3000,
      goldSpent: 1750,
      loyaltyTier: { id: 2, name: 'Silver', gold: 1000, resourceId: 112 },
      loyaltyMembership: { id: 3, name: 'Supporter', priceMonth: 500, priceYear: 5000, resourceId: 103 },
      tags: [{ id: 1, name: 'Merch' }],
    };
    const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px">
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" resource-url=${`${serviceUrl}/media/resource/{id}`}></loyalty-login>
    </div>`);
    const login = page.firstElementChild as Updating;
    let drawn = 0;
    const errors = await pageErrors(async () => {
      for (const { label, value } of withEachField(user, hostileValues)) {
        // What the API client hands on, read from the answer as it reads every answer.
        const auth = readAuth({ token: 'tok', user: value });
        if (!auth) continue;
        sessionOf(scope).start(auth);
        await login.updateComplete;
        const card = $(login, '[part~="user"]');
        expect(card, label).to.exist;
        expect(text(card).includes('[object') || text(card).includes('native code'), label).to.equal(false);
        expect(beyond(login, page), label).to.deep.equal([]);
        // A name or badge takes its own direction and a right-to-left override in it flips nothing around it.
        for (const node of $$(login, '.name, dd')) expect(getComputedStyle(node).unicodeBidi, label).to.equal('plaintext');
        sessionOf(scope).end();
        await login.updateComplete;
        drawn++;
      }
    });
    expect(drawn).to.be.greaterThan(100);
    expect(errors).to.deep.equal([]);
    expect(pwned()).to.equal(undefined);
  });

  it('a service error of one 10,000-character word wraps inside a 320 px page', async () => {
    await service.fault({ match: '/login$', status: 400, body: JSON.stringify({ message: 'W'.repeat(10_000) }) });
    const { el: page } = await scopedFixture<HTMLDivElement>(html`<div style="width: 320px">
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
    </div>`);
    const login = page.firstElementChild as Updating;
    input(login, 'email').value = DEMO_EMAIL;
    input(login, 'password').value = 'secret';
    submitButton(login).click();
    await until(() => formError(login), 'the service’s error');
    expect(beyond(login, page)).to.deep.equal([]);
  });

  it('an element made before the bundle defines it, with properties set early, upgrades and keeps them', async () => {
    const iframe = document.createElement('iframe');
    iframe.src = `/test/elements/pages/early.html?service=${encodeURIComponent(serviceUrl)}`;
    document.body.append(iframe);
    try {
      const login = () => iframe.contentDocument?.querySelector('loyalty-login');
      await until(() => login()?.shadowRoot && login()!.querySelector('form'), 'the upgraded form', 1200);
      expect(text(login()!.querySelector('[part~="submit"]'))).to.equal('Enter');
    } finally {
      iframe.remove();
    }
  });
});

describe('lifecycle', () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  const held = async (path: string) => until(async () => (await service.requests()).some((r) => r.path.endsWith(path)), 'the held request');

  it('a form removed while it sends lets the request go quietly', async () => {
    await service.fault({ match: '/login$', hold: true, times: 1 });
    const { el, scope } = await mountElement('loyalty-login');
    const reported: Event[] = [];
    scope.addEventListener('loyalty-error', (event) => reported.push(event));
    input(el, 'email').value = DEMO_EMAIL;
    input(el, 'password').value = 'loyalty123';
    submitButton(el).click();
    await held('/login');
    el.remove();
    await service.release();
    // Its answer, had it come, would have started the session: it was let go instead.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(sessionOf(scope).loggedIn).to.equal(false);
    expect(reported).to.deep.equal([]);
  });

  it('a form moved while it sends goes on working where it now is', async () => {
    await service.fault({ match: '/login$', hold: true, times: 1 });
    const { el, scope } = await mountElement('loyalty-login');
    input(el, 'email').value = DEMO_EMAIL;
    input(el, 'password').value = 'loyalty123';
    submitButton(el).click();
    await held('/login');
    const elsewhere = document.createElement('section');
    scope.append(elsewhere);
    elsewhere.append(el);
    await service.release();
    await until(() => $(el, '[part~="user"]'), 'the fan, logged in where the form now is');
  });

  it('comes back from the back-forward cache with nothing left sending, what was typed still there', async () => {
    await service.fault({ match: '/signup$', hold: true, times: 1 });
    const { el: signup } = await mountElement('loyalty-signup');
    for (const [name, value] of [['email', 'back@example.com'], ['password', 'a-long-password'], ['dateOfBirth', '2000-02-01']]) input(signup, name).value = value;
    submitButton(signup).click();
    await held('/signup');
    await signup.updateComplete;
    expect(text(submitButton(signup))).to.equal('Signing up…');
    // Away to a checkout or a consent page, and Back.
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await until(() => text(submitButton(signup)) === 'Sign up', 'the form, usable again');
    expect(input(signup, 'email').value).to.equal('back@example.com');
    expect(formError(signup), 'a request let go is no failure').to.equal('');
  });

  it('comes back from the back-forward cache with the session as stored now', async () => {
    const team = `bfcache-${Date.now()}`;
    const key = storageKey(serviceUrl, team);
    localStorage.setItem(key, JSON.stringify({ token: 'tok', user: { id: 1, name: 'Demo Fan', gold: 1 } }));
    try {
      // On the page's own registry (outside any test scope), which follows other tabs.
      const login = await fixture<Updating>(html`<loyalty-login team=${team} base-url=${serviceUrl}></loyalty-login>`);
      expect($(login, '[part~="user"]')).to.exist;
      // While the page was frozen, another tab logged out: no storage event reached it.
      localStorage.removeItem(key);
      dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await until(() => login.querySelector('form'), 'the logged-out form');
    } finally {
      localStorage.removeItem(key);
    }
  });
});
