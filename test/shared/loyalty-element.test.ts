import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import type { LoyaltyLogin } from '../../src/components/login/loyalty-login.js';
import type { LoyaltySignup } from '../../src/components/signup/loyalty-signup.js';
import type { LoyaltyErrorEvent } from '../../src/base/host-events.js';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyElement } from '../../src/base/loyalty-element.js';
import { mountElement, scopedFixture } from '../support/scope.js';
import { type, typeFields } from '../support/forms.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, input, submitButton, text } from '../support/shadow.js';

/** What every element inherits: attributes that come and go, the language, shared failures, service addresses. */
describe('LoyaltyElement (what all four share)', () => {
  beforeEach(() => service.reset());

  it('keeps working when base-url, resource-url and status are removed', async () => {
    const { el } = await scopedFixture<LoyaltyEvents>(
      html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url="https://img.test/{id}" status="upcoming" storage="memory"></loyalty-events>`,
    );
    for (const name of ['base-url', 'resource-url', 'status']) el.removeAttribute(name);
    await el.updateComplete;
    expect(text($(el, 'slot'))).to.equal('Log in to see upcoming events.');
    expect((el as unknown as { session: { client: { baseUrl: string } } }).session.client.baseUrl).to.equal('https://botisimo.com');
  });

  it('follows a change of its lang attribute', async () => {
    const { el, scope } = await scopedFixture<LoyaltyLogin>(html`<loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>`);
    await logIn(scope);
    await until(() => $(el, '.gold'), 'the gold');
    expect(text($(el, '.gold'))).to.equal('1,250 gold');
    el.setAttribute('lang', 'de-DE');
    await el.updateComplete;
    expect(text($(el, '.gold'))).to.equal('1.250 gold');
    el.setAttribute('lang', 'not a language!');
    await el.updateComplete;
    expect(text($(el, '.gold')), 'an unusable tag falls back to the browser').to.equal(
      `${new Intl.NumberFormat(navigator.language).format(1250)} gold`,
    );
  });

  it('formats gold and prices in English when the browser reports a language Intl rejects', async () => {
    // WebKitGTK under a C locale reports navigator.language "C".
    const page = document.documentElement;
    const pageLang = page.lang;
    Object.defineProperty(navigator, 'language', { configurable: true, get: () => 'C' });
    page.removeAttribute('lang');
    try {
      const { el, scope } = await scopedFixture<HTMLDivElement>(html`<div>
        <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
        <loyalty-signup
          team="another-team"
          base-url=${serviceUrl}
          storage="memory"
          .memberships=${[{ id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 }]}
        ></loyalty-signup>
      </div>`);
      await logIn(scope);
      const [login, signup] = [el.querySelector('loyalty-login')!, el.querySelector('loyalty-signup')!];
      await until(() => login.shadowRoot!.querySelector('.gold'), 'the gold');
      expect(text(login.shadowRoot!.querySelector('.gold'))).to.equal('1,250 gold');
      expect(text(signup.querySelector('.price'))).to.equal('$4.99 per month');
    } finally {
      delete (navigator as { language?: string }).language;
      page.lang = pageLang;
    }
  });

  it('forgets what belonged to the old team when its team changes', async () => {
    const { el, scope } = await scopedFixture<LoyaltySignup>(html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-signup>`);
    (el as unknown as { welcomed: boolean }).welcomed = true;
    await logIn(scope);
    await el.updateComplete;
    expect(text($(el, '[part~="message"]'))).to.match(/^Welcome, Demo Fan/);
    el.team = 'another-team';
    await el.updateComplete;
    expect(el.querySelector('[name="email"]'), 'a logged-out form for the other team').to.exist;
    el.team = DEMO_TEAM;
    await el.updateComplete;
    expect(text($(el, '[part~="message"]'))).to.equal("You're logged in as Demo Fan.");
  });

  it('reports a failure that several elements share from each element that shows it, over one request', async () => {
    await service.fault({ match: '/event/list$', status: 500, body: '<html>down</html>', contentType: 'text/html' });
    const { el, scope } = await scopedFixture<HTMLDivElement>(html`<div>
      <loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-events>
      <loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-events>
    </div>`);
    const reported: LoyaltyErrorEvent[] = [];
    scope.addEventListener('loyalty-error', (event) => reported.push(event));
    await logIn(scope);
    const lists = [...el.querySelectorAll('loyalty-events')];
    await until(() => lists.every((list) => list.shadowRoot!.querySelector('[role="alert"]')?.textContent), 'both messages');
    expect(reported.map((event) => event.target), 'each element its own').to.have.members(lists);
    expect((await service.requests()).filter((r) => r.path.endsWith('/event/list'))).to.have.length(1);
  });

  it('draws its form again when a host clears its children, what was typed still there, and the form works', async () => {
    for (const tag of ['loyalty-login', 'loyalty-signup', 'loyalty-reset'] as const) {
      const { el, scope } = await mountElement(tag);
      await type(el, 'email', 'fan@example.com');
      el.replaceChildren();
      await until(() => el.querySelector('[name="email"]'), `${tag}: the form after replaceChildren()`);
      el.innerHTML = '';
      await until(() => el.querySelector('[name="email"]'), `${tag}: the form after innerHTML = ''`);
      el.remove();
      el.innerHTML = '<p>a framework’s leftovers</p>';
      scope.append(el);
      await until(() => el.querySelector('[name="email"]'), `${tag}: the form after a move`);
      el.remove();
      expect(input(el, 'email').value, tag).to.equal('fan@example.com');
      expect(el.querySelectorAll('form'), tag).to.have.length(1);
    }
    const { el, scope } = await mountElement('loyalty-login');
    el.replaceChildren();
    await until(() => el.querySelector('[name="email"]'), 'the login form');
    await typeFields(el, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    submitButton(el).click();
    await until(() => sessionOf(scope).loggedIn, 'the login');
  });

  it('keeps empty live regions in the accessibility tree, so what fills them is read out', async () => {
    const { el } = await scopedFixture<HTMLElement>(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-reset>`);
    const regions = [...$$(el, '[role="status"], [role="alert"]')];
    expect(regions.length).to.be.greaterThan(1);
    for (const region of regions) {
      expect(region.textContent!.trim(), region.id).to.equal('');
      expect(getComputedStyle(region).display, region.id).not.to.equal('none');
      expect(region.getBoundingClientRect().height, region.id).to.be.at.most(1);
    }
  });

  it('reads addresses the service gives against the service, not the page', async () => {
    await service.fault({
      match: '/signup$',
      status: 200,
      body: JSON.stringify({ token: 'tok', user: { id: 9, name: 'New Fan', gold: 0 }, href: '/checkout?order=7' }),
    });
    const { el } = await scopedFixture<LoyaltySignup>(html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-signup>`);
    const redirect = new Promise<string>((resolve) =>
      el.addEventListener('loyalty-before-redirect', (event) => (event.preventDefault(), resolve(event.detail.url))),
    );
    for (const [name, value] of [['email', 'new@example.com'], ['password', 'a-long-password'], ['dateOfBirth', '2000-02-01']]) {
      const input = el.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      input.value = value;
      input.dispatchEvent(new InputEvent('input'));
    }
    el.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    expect(await redirect).to.equal(`${serviceUrl}/checkout?order=7`);
  });

  it('says which attribute is unusable, draws no form and never calls the service', async () => {
    const forged = 'data:application/json,{"token":"t","user":{"id":1,"name":"Forged","gold":1}}';
    const cases: [string, string, string][] = [
      ['..', serviceUrl, en.unusableTeam],
      ['.', serviceUrl, en.unusableTeam],
      [' ', serviceUrl, en.unusableTeam],
      [DEMO_TEAM, forged, en.unusableBaseUrl],
      [DEMO_TEAM, 'javascript:alert(1)', en.unusableBaseUrl],
      [DEMO_TEAM, `${serviceUrl}/?`, en.unusableBaseUrl],
    ];
    for (const [team, baseUrl, message] of cases) {
      for (const tag of ['loyalty-login', 'loyalty-signup', 'loyalty-reset', 'loyalty-events']) {
        const { el, scope } = await scopedFixture<HTMLElement>(html`<div></div>`);
        const element = Object.assign(document.createElement(tag), { team, baseUrl, storage: 'memory' });
        el.replaceWith(element);
        await (element as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        // Logged in or not, the element only says what is wrong.
        scope.registry.get(baseUrl, team, 'memory').start({ token: 'tok', user: { id: 1, name: 'Fan', gold: 0 } });
        await (element as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        const root = element.shadowRoot!;
        expect(text(root.querySelector('[role="alert"]')), `${tag} ${team} ${baseUrl}`).to.equal(message);
        expect(root.querySelector('form, button, a, input, ul'), `${tag} ${team} ${baseUrl}`).to.equal(null);
      }
    }
    expect(await service.requests()).to.deep.equal([]);
  });

  it('draws no words until its session arrives, and names a missing team only when it is missing', async () => {
    // As on a server, or before the page's registry answers: nothing provides the session.
    const unanswered = await fixture<HTMLDivElement>(html`<div @context-request=${(event: Event) => event.stopPropagation()}>
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
      <loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-events>
      <loyalty-signup></loyalty-signup>
    </div>`);
    const [login, events, teamless] = [...unanswered.children] as LoyaltyElement[];
    await Promise.all([login, events, teamless].map((el) => el.updateComplete));
    expect(text(login.shadowRoot), 'a team but no session yet').to.equal('');
    expect(text(events.shadowRoot)).to.equal('');
    expect(text(teamless.shadowRoot!.querySelector('[role="alert"]'))).to.equal(en.missingTeam);
  });
});
