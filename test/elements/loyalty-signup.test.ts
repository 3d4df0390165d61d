import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html, type TemplateResult } from 'lit';
import type { LoyaltySignup } from '../../src/components/signup/loyalty-signup.js';
import type { LoyaltyBeforeRedirectEvent, LoyaltyErrorEvent, LoyaltySignupEvent } from '../../src/base/host-events.js';
import { en } from '../../src/i18n/english.js';
import { speechFor } from '../../src/i18n/speech.js';
import { describeElementContract } from '../support/element-contract.js';
import { submit, type, typeFields } from '../support/forms.js';
import { mountElement, scopedFixture } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $$, $, button, fieldError, focused, formError, input, plain, text } from '../support/shadow.js';

const MEMBERSHIPS = [
  { id: 1, name: 'Free', priceMonth: 0, priceYear: 0 },
  { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 },
  { id: 3, name: 'Gold', priceMonth: 999, priceYear: 9990 },
];
const TAGS = [
  { id: 1, name: 'Tournaments' },
  { id: 2, name: 'Giveaways' },
  { id: 3, name: 'Merch' },
];

const mount = (template?: TemplateResult) =>
  template ? scopedFixture<LoyaltySignup>(template) : mountElement('loyalty-signup', {}, { memberships: MEMBERSHIPS, tags: TAGS });

const fill = (el: LoyaltySignup, values: Record<string, string> = {}) =>
  typeFields(el, { email: 'new.fan@example.com', password: 'supersecret', dateOfBirth: '1990-02-03', ...values });

const signupRequests = async () => (await service.requests()).filter((r) => r.path === `/api/v1/loyalty/${DEMO_TEAM}/signup`);

/** Waits until the form shows a service error (the failure reached the fan). */
const failed = (el: LoyaltySignup) => until(() => formError(el), 'a form error');

const radio = (el: LoyaltySignup, label: string) =>
  [...$$<HTMLLabelElement>(el, 'label.choice')].find((l) => text(l).startsWith(label))!.querySelector('input')!;

describe('<loyalty-signup>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-signup', {
    'the form, with memberships and interests': async () => (await mount()).el,
    'logged in': async () => {
      const { el, scope } = await mount();
      await logIn(scope);
      await el.updateComplete;
      return el;
    },
  });

  it('labels every field with the right autocomplete', async () => {
    const { el } = await mount();
    const label = (name: string) => text($(el, `label[for="${input(el, name).id}"]`));
    expect(label('email')).to.equal('E-mail');
    expect(input(el, 'email').autocomplete).to.equal('email');
    expect(input(el, 'password').type).to.equal('password');
    expect(input(el, 'password').autocomplete).to.equal('new-password');
    expect(label('dateOfBirth')).to.equal('Date of birth');
    expect(input(el, 'dateOfBirth').type).to.equal('date');
    expect(input(el, 'dateOfBirth').max).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(label('nickname')).to.equal('Username (optional)');
    expect(input(el, 'nickname').required).to.equal(false);
    expect(text($(el, 'fieldset:has(input[name="membership"]) legend'))).to.equal('Membership');
    expect($(el, 'fieldset:has(input[name="membership"])')!.getAttribute('part')).to.equal('field');
  });

  it('shows the password on demand with a pressed toggle button', async () => {
    const { el } = await mount();
    await type(el, 'password', 'supersecret');
    const toggle = button(el, 'Show password')!;
    expect(toggle.getAttribute('part')).to.equal('button');
    expect(toggle.type).to.equal('button');
    expect(toggle.previousElementSibling, 'right after its input, before any error').to.equal(input(el, 'password'));
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    // A toggle keeps its name; it is pressed while the password shows, its eye struck through.
    expect(button(el, 'Show password')).to.equal(toggle);
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(input(el, 'password').type).to.equal('text');
    expect(input(el, 'password').value).to.equal('supersecret');
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect(input(el, 'password').type).to.equal('password');
  });

  it('prices memberships for the chosen interval, free ones as Free', async () => {
    const { el } = await mount();
    const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
    const price = (label: string) => text(radio(el, label).closest('label')!.querySelector('.price'));
    // "Free" reads once, not "Free · Free".
    const whole = (label: string) => text(radio(el, label).closest('label'));
    expect(whole('Free')).to.equal('Free');
    expect(price('Silver')).to.equal(`${usd(499)} per month`);
    expect(radio(el, 'Free').checked, 'the free membership is chosen at first').to.equal(true);
    expect($(el, 'input[name="interval"]'), 'no billing choice for a free membership').to.equal(null);
    radio(el, 'Silver').click();
    await el.updateComplete;
    radio(el, 'Yearly').click();
    await el.updateComplete;
    expect(price('Silver')).to.equal(`${usd(4990)} per year`);
    expect(price('Gold')).to.equal(`${usd(9990)} per year`);
    expect(whole('Free')).to.equal('Free');
  });

  it('shows what a year saves against twelve months', async () => {
    const { el } = await mount();
    radio(el, 'Silver').click();
    await el.updateComplete;
    const prices = (label: string) => [...radio(el, label).closest('label')!.querySelectorAll('.price')].map(text);
    expect(prices('Silver'), 'monthly: no saving to show').to.have.length(1);
    radio(el, 'Yearly').click();
    await el.updateComplete;
    // 12 × $4.99 = $59.88 against $49.90 a year.
    expect(prices('Silver')).to.deep.equal(['$49.90 per year', 'save 17%']);
    expect(prices('Gold')).to.deep.equal(['$99.90 per year', 'save 17%']);
  });

  it('offers platforms first, then "or", then the form', async () => {
    const { el } = await mountElement('loyalty-signup', { platforms: 'twitch discord' });
    const order = [...el.shadowRoot!.children].map((node) => (node.matches('slot[name="form"]') ? 'form' : node.matches('.or') ? text(node) : node.className));
    expect(order).to.deep.equal(['platforms', 'or', 'form']);
    expect(text($(el, '.platforms'))).to.equal('Sign up with Twitch Sign up with Discord');
  });

  it('draws interests as toggles that show whether they are on', async () => {
    const { el } = await mount();
    const merch = button(el, 'Merch')!;
    const mark = () => getComputedStyle(merch, '::before').content;
    const off = mark();
    merch.click();
    await el.updateComplete;
    expect(merch.getAttribute('aria-pressed')).to.equal('true');
    expect(mark()).not.to.equal(off);
    expect(parseFloat(getComputedStyle(merch).borderTopLeftRadius)).to.be.greaterThan(100);
  });

  it('marks a free membership with another name as Free', async () => {
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${[{ id: 1, name: 'Starter', priceMonth: 0, priceYear: 0 }]}></loyalty-signup>`,
    );
    expect(text(radio(el, 'Starter').closest('label')!.querySelector('.price'))).to.equal('Free');
  });

  it('formats prices in the currency attribute and the element locale', async () => {
    const { el } = await mount(
      html`<div lang="de-DE">
        <loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" currency="EUR" interval="year" .memberships=${MEMBERSHIPS}></loyalty-signup>
      </div>`,
    ).then(({ el: div }) => ({ el: div.firstElementChild as LoyaltySignup }));
    await el.updateComplete;
    const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(49.9).replace(/\s+/g, ' ');
    const { words } = speechFor('de-DE');
    expect(text(radio(el, 'Silver').closest('label')!.querySelector('.price'))).to.equal(plain(words.perYear(eur)));
    radio(el, 'Silver').click();
    await el.updateComplete;
    expect(radio(el, words.yearly).checked, 'the interval attribute chose the year').to.equal(true);
  });

  it('falls back to dollars when the currency attribute is not a currency', async () => {
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" currency="not money" .memberships=${MEMBERSHIPS}></loyalty-signup>`,
    );
    const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(4.99);
    expect(text(radio(el, 'Silver').closest('label')!.querySelector('.price'))).to.equal(`${usd} per month`);
  });

  it('still prices memberships under an unusable lang', async () => {
    const { el } = await mount(
      html`<loyalty-signup lang="not a language!" team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${MEMBERSHIPS}></loyalty-signup>`,
    );
    const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(4.99).replace(/\s+/g, ' ');
    expect(text(radio(el, 'Silver').closest('label')!.querySelector('.price'))).to.equal(`${usd} per month`);
  });

  it('reads memberships and tags from JSON attributes and ignores bad JSON', async () => {
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" memberships=${JSON.stringify(MEMBERSHIPS)} tags='{"not": "a list"'></loyalty-signup>`,
    );
    expect($$(el, 'input[name="membership"]')).to.have.length(3);
    expect($$(el, '[part~="tag"]')).to.have.length(0);
    el.setAttribute('tags', JSON.stringify(TAGS));
    await el.updateComplete;
    expect([...$$(el, '[part~="tag"]')].map(text)).to.deep.equal(['Tournaments', 'Giveaways', 'Merch']);
    el.setAttribute('memberships', '[{');
    await el.updateComplete;
    expect($(el, 'input[name="membership"]')).to.equal(null);
  });

  it('renders hostile membership and tag names as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned = true">';
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"
        .memberships=${[{ id: 1, name: hostile, priceMonth: 0, priceYear: 0 }, { id: 'x', name: 'no id' }]}
        .tags=${[{ id: 1, name: hostile }, null]}></loyalty-signup>`,
    );
    expect($(el, 'img')).to.equal(null);
    expect(text($(el, 'label.choice'))).to.contain(hostile);
    expect(text($(el, '[part~="tag"]'))).to.equal(hostile);
    expect($$(el, 'input[name="membership"]'), 'malformed entries are skipped').to.have.length(1);
    expect((window as { __pwned?: boolean }).__pwned).to.equal(undefined);
  });

  it('checks the fields before any request, tied to each field, focusing the first', async () => {
    const { el } = await mount();
    await submit(el);
    expect(text(fieldError(el, 'email'))).to.equal('Enter your e-mail address.');
    expect(text(fieldError(el, 'password'))).to.equal('Choose a password.');
    expect(text(fieldError(el, 'dateOfBirth'))).to.equal('Enter your date of birth.');
    expect(fieldError(el, 'email')!.getAttribute('role')).to.equal('alert');
    expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'email').getAttribute('aria-describedby')).to.contain('email-error');
    expect(input(el, 'dateOfBirth').getAttribute('aria-describedby')).to.contain('dateOfBirth-error');
    expect(focused(el)).to.equal(input(el, 'email'));
    await expect(el).to.be.accessible();
    expect(await signupRequests()).to.have.length(0);

    await type(el, 'email', 'not-an-address');
    await submit(el);
    expect(text(fieldError(el, 'email'))).to.equal('Enter an e-mail address like name@example.com.');
    await type(el, 'email', 'fan@example.org');
    expect(text(fieldError(el, 'email')), 'typing clears the field error').to.equal('');
  });

  it('accepts only a real date of birth in the past', async () => {
    const { el } = await mount();
    await fill(el, { dateOfBirth: `${new Date().getFullYear() + 1}-01-01` });
    await submit(el);
    expect(text(fieldError(el, 'dateOfBirth'))).to.equal('Enter a real date of birth in the past.');
    expect(focused(el)).to.equal(input(el, 'dateOfBirth'));
    await fill(el, { dateOfBirth: '1850-06-01' });
    await submit(el);
    expect(text(fieldError(el, 'dateOfBirth'))).to.equal('Enter a real date of birth in the past.');
    expect(await signupRequests()).to.have.length(0);
  });

  it('asks for a membership when none is free', async () => {
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${MEMBERSHIPS.slice(1)}></loyalty-signup>`,
    );
    await fill(el);
    await submit(el);
    expect(text(fieldError(el, 'membership'))).to.equal('Choose a membership.');
    expect($(el, 'fieldset:has(input[name="membership"])')!.getAttribute('aria-describedby')).to.equal(fieldError(el, 'membership')!.id);
    expect(focused(el)).to.equal(radio(el, 'Silver'));
    await expect(el).to.be.accessible();
    expect(await signupRequests()).to.have.length(0);
  });

  it('sends every field of POST /signup, then starts the session before announcing it', async () => {
    const { el, scope } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${MEMBERSHIPS} .tags=${TAGS}
        referral-id="42" gift-token="gift-1" return-path="/welcome"></loyalty-signup>`,
    );
    await fill(el);
    await type(el, 'nickname', '  newfan ');
    button(el, 'Merch')!.click();
    button(el, 'Tournaments')!.click();
    button(el, 'Giveaways')!.click();
    button(el, 'Giveaways')!.click();
    await el.updateComplete;
    expect(button(el, 'Merch')!.getAttribute('aria-pressed')).to.equal('true');
    expect(button(el, 'Giveaways')!.getAttribute('aria-pressed')).to.equal('false');

    const session = scope.registry.get(serviceUrl, DEMO_TEAM, 'memory');
    let loggedInWhenAnnounced: boolean | undefined;
    el.addEventListener('loyalty-signup', () => (loggedInWhenAnnounced = session.loggedIn));
    const announced = oneEvent(el, 'loyalty-signup') as Promise<LoyaltySignupEvent>;
    await submit(el);
    const { detail } = await announced;

    const [request] = await signupRequests();
    expect(request.method).to.equal('POST');
    expect(request.body).to.deep.equal({
      email: 'new.fan@example.com',
      password: 'supersecret',
      dateOfBirth: '02/03/1990',
      interval: 'month',
      tags: [1, 3],
      membership: 1,
      username: 'newfan',
      referralId: 42,
      giftToken: 'gift-1',
      returnPath: '/welcome',
    });
    expect(request.headers).not.to.have.property('x-user-auth-token');
    expect(loggedInWhenAnnounced).to.equal(true);
    expect(detail.user.name).to.equal('newfan');
    expect(detail.href).to.equal(undefined);
    expect(session.user?.name).to.equal('newfan');

    await el.updateComplete;
    const message = $(el, '[part~="message"]')!;
    expect(message.getAttribute('role')).to.equal('status');
    expect(text(message)).to.equal('Welcome, newfan! Your account is ready.');
    expect(focused(el)).to.equal(message);
    expect($(el, 'form')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('takes the referral and gift from the page address, ignoring a referral that is not a positive integer', async () => {
    const before = window.location.href;
    try {
      history.replaceState(null, '', `?referral_id=7&gift_token=page-gift`);
      const { el } = await mount();
      await fill(el);
      await submit(el);
      await oneEvent(el, 'loyalty-signup');
      const [request] = await signupRequests();
      expect(request.body).to.include({ referralId: 7, giftToken: 'page-gift' });
      expect(request.body).not.to.have.property('returnPath');
      expect(request.body).not.to.have.property('username');

      for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
        await service.reset();
        history.replaceState(null, '', `?referral_id=${encodeURIComponent(bad)}`);
        const { el: other } = await mount();
        await fill(other);
        await submit(other);
        await oneEvent(other, 'loyalty-signup');
        const [sent] = await signupRequests();
        expect(sent.body, bad).not.to.have.property('referralId');
        expect(sent.body, bad).not.to.have.property('giftToken');
      }
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('the referral-id attribute wins over the page address', async () => {
    const before = window.location.href;
    try {
      history.replaceState(null, '', `?referral_id=7`);
      const { el } = await mount(
        html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${MEMBERSHIPS} referral-id="11"></loyalty-signup>`,
      );
      await fill(el);
      await submit(el);
      await oneEvent(el, 'loyalty-signup');
      expect((await signupRequests())[0].body).to.include({ referralId: 11 });
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('leaves nothing of the last fan in the form after they log out', async () => {
    const { el, scope } = await mount();
    await fill(el, { nickname: 'last_fan' });
    $<HTMLButtonElement>(el, '[part~="tag"]')!.click();
    await submit(el);
    await oneEvent(el, 'loyalty-signup');
    scope.registry.get(serviceUrl, DEMO_TEAM).end();
    await el.updateComplete;
    for (const id of ['email', 'password', 'dateOfBirth', 'nickname']) expect(input(el, id).value, id).to.equal('');
    expect($$(el, '[part~="tag"][aria-pressed="true"]')).to.have.length(0);
  });

  it('goes to the checkout a paid membership returns, after a cancelable loyalty-before-redirect', async () => {
    const { el, scope } = await mount();
    await fill(el);
    radio(el, 'Gold').click();
    await el.updateComplete;
    radio(el, 'Yearly').click();
    await el.updateComplete;
    const order: string[] = [];
    el.addEventListener('loyalty-signup', () => order.push('signup'));
    const redirect = new Promise<LoyaltyBeforeRedirectEvent>((resolve) =>
      el.addEventListener('loyalty-before-redirect', (event) => {
        order.push('redirect');
        event.preventDefault();
        resolve(event);
      }),
    );
    await submit(el);
    const event = await redirect;
    expect(order).to.deep.equal(['signup', 'redirect']);
    expect(event.detail.reason).to.equal('signup-checkout');
    expect(event.detail.url.startsWith(`${serviceUrl}/checkout?`)).to.equal(true);
    expect((await signupRequests())[0].body).to.include({ membership: 3, interval: 'year' });
    expect(scope.registry.get(serviceUrl, DEMO_TEAM).loggedIn, 'the session is stored before leaving').to.equal(true);
    // The page kept the fan here: the checkout is still one click away.
    await el.updateComplete;
    const pay = $<HTMLAnchorElement>(el, 'a[part~="link"]')!;
    expect(pay.textContent!.trim()).to.equal('Continue to payment');
    expect(pay.href).to.equal(event.detail.url);
    await expect(el).to.be.accessible();
  });

  it('refuses a checkout address that is not a web page', async () => {
    await service.fault({
      match: '/signup$',
      status: 200,
      body: JSON.stringify({ token: 'tok', user: { id: 9, name: 'Mallory', gold: 0 }, href: 'javascript:alert(document.domain)' }),
    });
    const { el } = await mount();
    let redirected = false;
    el.addEventListener('loyalty-before-redirect', (event) => ((redirected = true), event.preventDefault()));
    const signedUp = oneEvent(el, 'loyalty-signup') as Promise<LoyaltySignupEvent>;
    const refused = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
    await fill(el);
    await submit(el);
    expect((await signedUp).detail.href).to.equal(undefined);
    expect((await refused).detail.message).to.equal(en.unsafeRedirect);
    await until(() => formError(el));
    expect(formError(el)).to.equal(en.unsafeRedirect);
    expect(redirected).to.equal(false);
    expect($(el, 'a[part~="link"]'), 'no link to the refused address').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('leaves nothing of a refused checkout to the next fan who logs in on the device', async () => {
    await service.fault({
      match: '/signup$',
      status: 200,
      body: JSON.stringify({ token: 'tok', user: { id: 9, name: 'Mallory', gold: 0 }, href: 'javascript:alert(1)' }),
      times: 1,
    });
    const { el, scope } = await mount();
    el.addEventListener('loyalty-before-redirect', (event) => event.preventDefault());
    await fill(el);
    await submit(el);
    await until(() => formError(el), 'the refused checkout');
    sessionOf(scope).end();
    await el.updateComplete;
    await logIn(scope);
    await el.updateComplete;
    expect(text($(el, '[part~="message"]'))).to.equal("You're logged in as Demo Fan.");
    expect(formError(el), 'the last fan\'s refused checkout').to.equal('');
    expect($(el, 'a[part~="link"]')).to.equal(null);
  });

  it('leaves no failed submit\'s error to the next fan after a login and logout', async () => {
    await service.fault({ match: '/signup$', drop: true, times: 1 });
    const { el, scope } = await mount();
    await fill(el);
    await submit(el);
    await failed(el);
    await logIn(scope);
    await el.updateComplete;
    sessionOf(scope).end();
    await el.updateComplete;
    expect(input(el, 'email').value).to.equal('');
    expect(formError(el)).to.equal('');
  });

  it('lets a sign-up under way go when its team changes: the form is usable, nothing is announced', async () => {
    await service.fault({ match: '/signup$', hold: true, times: 1 });
    const { el, scope } = await mount();
    const heard: string[] = [];
    for (const name of ['loyalty-signup', 'loyalty-error', 'loyalty-before-redirect']) scope.addEventListener(name, () => heard.push(name));
    await fill(el);
    await submit(el);
    await until(async () => (await signupRequests()).length === 1, 'the held request');
    el.team = 'another-team';
    await el.updateComplete;
    expect(text($(el, '[part~="submit"]'))).to.equal('Sign up');
    expect($(el, 'form')!.getAttribute('aria-busy')).to.equal('false');
    el.team = DEMO_TEAM;
    await el.updateComplete;
    await service.release();
    // The service may have taken the let-go request: the fan tries again as someone new.
    await fill(el, { email: 'second.try@example.com' });
    const signedUp = oneEvent(el, 'loyalty-signup');
    await submit(el);
    await signedUp;
    expect(heard).to.deep.equal(['loyalty-signup']);
  });

  it('starts sign-up through a platform without a token', async () => {
    const { el } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" platforms="twitch nope discord"></loyalty-signup>`,
    );
    const buttons = [...$$(el, '[part~="platform"]')];
    expect(buttons.map(text)).to.deep.equal(['Sign up with Twitch', 'Sign up with Discord']);
    // Cancelled as it is dispatched, so the test page stays where it is.
    const redirect = new Promise<LoyaltyBeforeRedirectEvent>((resolve) =>
      el.addEventListener('loyalty-before-redirect', (event) => (event.preventDefault(), resolve(event))),
    );
    (buttons[0] as HTMLButtonElement).click();
    const event = await redirect;
    expect(event.defaultPrevented).to.equal(true);
    expect(event.detail).to.deep.equal({ url: `${serviceUrl}/api/v1/auth/twitch/user/loyalty/${DEMO_TEAM}`, reason: 'oauth' });
  });

  it('shows the new member as logged in to every element of the team', async () => {
    const { el, scope } = await mount(
      html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" .memberships=${MEMBERSHIPS}></loyalty-signup>
        <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
        <loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-signup>`,
    );
    const login = scope.querySelector('loyalty-login')!;
    const other = scope.lastElementChild as LoyaltySignup;
    let logins = 0;
    scope.addEventListener('loyalty-login', () => logins++);
    await fill(el);
    await submit(el);
    await oneEvent(el, 'loyalty-signup');
    await login.updateComplete;
    await other.updateComplete;
    expect(text(login.shadowRoot!.querySelector('#user-name'))).to.equal('new.fan');
    expect(text(other.shadowRoot!.querySelector('[part~="message"]'))).to.equal("You're logged in as new.fan.");
    expect(logins, 'a sign-up is not announced as a login').to.equal(0);
  });

  it('can be used with the keyboard alone', async () => {
    const { el } = await mount();
    input(el, 'email').focus();
    await sendKeys({ type: 'kbd@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'supersecret' });
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(button(el, 'Show password'));
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(input(el, 'password').type).to.equal('text');
    await type(el, 'dateOfBirth', '2000-12-31');
    button(el, 'Merch')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button(el, 'Merch')!.getAttribute('aria-pressed')).to.equal('true');
    input(el, 'email').focus();
    const signedUp = oneEvent(el, 'loyalty-signup');
    await sendKeys({ press: 'Enter' });
    await signedUp;
    expect((await signupRequests())[0].body).to.include({ email: 'kbd@example.com', dateOfBirth: '12/31/2000' });
    expect((await signupRequests())[0].body).to.have.deep.property('tags', [3]);
  });

  describe('pending', () => {
    it('shows the request under way and never sends it twice', async () => {
      await service.fault({ match: '/signup$', hold: true });
      const { el } = await mount();
      await fill(el);
      await submit(el);
      await until(async () => (await signupRequests()).length === 1, 'the held request');
      const submitButton = $(el, '[part~="submit"]')!;
      expect(submitButton.getAttribute('aria-disabled')).to.equal('true');
      expect(text(submitButton)).to.equal('Signing up…');
      expect($(el, 'form')!.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      await submit(el);
      const signedUp = oneEvent(el, 'loyalty-signup');
      await service.release();
      await signedUp;
      expect(await signupRequests()).to.have.length(1);
    });
  });

  describe('failures keep what was typed', () => {
    async function failWith(setup: () => Promise<unknown>, values: Record<string, string> = {}) {
      await setup();
      const { el } = await mount();
      await fill(el, values);
      await type(el, 'nickname', 'keepme');
      radio(el, 'Silver').click();
      button(el, 'Merch')!.click();
      await el.updateComplete;
      const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
      await submit(el);
      const { detail } = await reported;
      await failed(el);
      expect(detail.action).to.equal('signup');
      expect(detail.message).to.equal(formError(el));
      expect(input(el, 'email').value).to.equal(values.email ?? 'new.fan@example.com');
      expect(input(el, 'password').value).to.equal(values.password ?? 'supersecret');
      expect(input(el, 'dateOfBirth').value).to.equal('1990-02-03');
      expect(input(el, 'nickname').value).to.equal('keepme');
      expect(radio(el, 'Silver').checked).to.equal(true);
      expect(button(el, 'Merch')!.getAttribute('aria-pressed')).to.equal('true');
      expect($(el, '.form-error')!.getAttribute('role')).to.equal('alert');
      expect($(el, '[part~="submit"]')!.getAttribute('aria-disabled')).to.equal('false');
      await expect(el).to.be.accessible();
      return formError(el);
    }

    it('a duplicate e-mail (409) shows the service message', async () => {
      expect(await failWith(async () => {}, { email: DEMO_EMAIL })).to.equal('An account with this e-mail already exists.');
    });

    it('a refused field (400) shows the service message', async () => {
      expect(await failWith(async () => {}, { password: 'short' })).to.equal('Choose a password of at least 8 characters.');
    });

    it('a network failure', async () => {
      expect(await failWith(() => service.fault({ match: '/signup$', drop: true }))).to.equal(en.network);
    });

    it('a 5xx HTML page', async () => {
      const message = await failWith(() => service.fault({ match: '/signup$', status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }));
      expect(message).to.equal(en.server);
    });

    it('malformed JSON', async () => {
      expect(await failWith(() => service.fault({ match: '/signup$', status: 200, body: '{"token": "abc", ', contentType: 'application/json' }))).to.equal(en.unreadable);
    });

    it('a 2xx answer without a token', async () => {
      expect(await failWith(() => service.fault({ match: '/signup$', status: 200, body: '{"user": {"id": 1}}' }))).to.equal(en.unreadable);
    });

    it('a timeout', async () => {
      expect(await failWith(() => service.fault({ match: '/signup$', delay: 4_000 }))).to.equal(en.timeout);
    });

    it('a hostile service message is shown as text', async () => {
      const hostile = '<img src=x onerror="window.__pwned = true">Nope';
      expect(await failWith(() => service.fault({ match: '/signup$', status: 422, body: JSON.stringify({ message: hostile }) }))).to.equal(hostile);
    });
  });
});
