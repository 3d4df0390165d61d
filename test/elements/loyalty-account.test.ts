import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyBeforeRedirectEvent, LoyaltyErrorEvent } from '../../src/base/host-events.js';
import { navigation } from '../../src/base/loyalty-element.js';
import { describeElementContract } from '../support/element-contract.js';
import { requests } from '../support/lists.js';
import { mountElement, scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, button, describedBy, focused, text } from '../support/shadow.js';
import { html } from 'lit';
import type { LoyaltyAccount } from '../../src/components/account/loyalty-account.js';

/** A section of the account by its name: profile, shipping, avatar, platforms, plan, invite. */
const section = (el: Element, name: string) => $(el, `section[aria-labelledby="${name}-heading"]`)!;
const said = (el: Element, heading: string) => text(section(el, heading).querySelector('[role="status"]'));
const alerted = (el: Element, heading: string) => text(section(el, heading).querySelector('.form-error'));

function type(el: Element, name: string, value: string) {
  const field = $<HTMLInputElement>(el, `[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
const save = (el: Element, heading: string) => section(el, heading).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
const sent = async (path: string, method: string) => (await requests(path, method)).map((r) => r.body);

/** The demo fan logged in, their account drawn (the team's tags too). */
async function account(attributes: Record<string, string> = {}) {
  const mounted = await mountElement('loyalty-account', { platforms: 'twitch discord', ...attributes });
  const auth = await logIn(mounted.scope);
  await until(() => $(mounted.el, '[part~="tag"]') && sessionOf(mounted.scope).user?.connected, 'the account, with interests and platforms');
  await mounted.el.updateComplete;
  return { ...mounted, auth };
}

describe('<loyalty-account>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-account', {
    'logged out': async () => (await mountElement('loyalty-account')).el,
    'the account': async () => (await account()).el,
    'the account, dark': async () => (await account({ theme: 'dark' })).el,
    'a refused save': async () => {
      const { el } = await account();
      await service.fault({ match: '/user$', method: 'PUT', status: 409, body: JSON.stringify({ message: 'That username is taken. Choose another.' }) });
      type(el, 'username', 'Ava Stone');
      save(el, 'profile');
      await until(() => alerted(el, 'profile'), 'the refusal');
      return el;
    },
  });

  it('prompts to log in while logged out and asks nothing', async () => {
    const { el } = await mountElement('loyalty-account');
    expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.accountLoggedOut);
    expect(await service.requests()).to.satisfy((all: { path: string }[]) => all.every((r) => !/\/user$|resource|billing/.test(r.path)));
  });

  it('saves a new username, sending only what changed, and every element of the session shows it at once', async () => {
    const { scope } = await scopedFixture<LoyaltyAccount>(html`<loyalty-account team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-account>
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>`);
    const el = scope.querySelector('loyalty-account')!;
    await logIn(scope as TestScope);
    await until(() => $(el, '[name="username"]'), 'the profile form');
    expect($<HTMLInputElement>(el, '[name="username"]')!.value).to.equal('Demo Fan');
    type(el, 'username', 'Ada Lovelace');
    save(el, 'profile');
    await until(() => said(el, 'profile') === en.saved, 'saved');
    expect(await sent('/user$', 'PUT')).to.deep.equal([{ username: 'Ada Lovelace' }]);
    const card = scope.querySelector('loyalty-login')!;
    await until(() => text($(card, '#user-name')) === 'Ada Lovelace', 'the card shows the new name');
    expect(focused(el)?.id, 'focus on what was said').to.equal('profile-said');
  });

  it("shows the service's refusal beside the form and keeps what the fan typed", async () => {
    const { el } = await account();
    await service.fault({ match: '/user$', method: 'PUT', status: 409, body: JSON.stringify({ message: 'That username is taken. Choose another.' }) });
    type(el, 'username', 'Ava Stone');
    save(el, 'profile');
    await until(() => alerted(el, 'profile'), 'the refusal');
    expect(alerted(el, 'profile')).to.equal('That username is taken. Choose another.');
    const field = $<HTMLInputElement>(el, '[name="username"]')!;
    expect(field.value).to.equal('Ava Stone');
    expect(describedBy(field).map((node) => node?.id)).to.include('profile-failed');
  });

  it('sends the date of birth as MM/DD/YYYY and the interests chosen as tag ids', async () => {
    const { el } = await account();
    expect($<HTMLInputElement>(el, '[name="dateOfBirth"]')!.value, 'the service’s 04/12/1995, as a date field holds it').to.equal('1995-04-12');
    type(el, 'dateOfBirth', '1990-02-03');
    const merch = $$<HTMLButtonElement>(el, '[part~="tag"]').find((b) => text(b) === 'Merch')!;
    merch.click();
    await el.updateComplete;
    expect(merch.getAttribute('aria-pressed')).to.equal('true');
    save(el, 'profile');
    await until(() => said(el, 'profile') === en.saved, 'saved');
    expect(await sent('/user$', 'PUT')).to.deep.equal([{ dateOfBirth: '02/03/1990', tags: [1, 3, 6] }]);
  });

  it('saves the shipping address with the browser’s shipping autofill tokens, only the fields changed', async () => {
    const { el } = await account();
    const tokens = Object.fromEntries([...section(el, 'shipping').querySelectorAll('input')].map((i) => [i.name, i.autocomplete]));
    expect(tokens).to.deep.equal({
      shippingAddressName: 'shipping name',
      shippingAddressStreet: 'shipping address-line1',
      shippingAddressSuite: 'shipping address-line2',
      shippingAddressCity: 'shipping address-level2',
      shippingAddressState: 'shipping address-level1',
      shippingAddressZip: 'shipping postal-code',
      shippingAddressCountry: 'shipping country-name',
    });
    type(el, 'shippingAddressStreet', '221B Baker Street');
    type(el, 'shippingAddressCity', 'London');
    save(el, 'shipping');
    await until(() => said(el, 'shipping') === en.saved, 'saved');
    expect(await sent('/user$', 'PUT')).to.deep.equal([{ shippingAddressStreet: '221B Baker Street', shippingAddressCity: 'London' }]);
    expect($<HTMLInputElement>(el, '[name="shippingAddressCity"]')!.value).to.equal('London');
  });

  /** A real one-pixel PNG, as a fan's photo would be: the browser draws it. */
  async function png() {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    return new File([blob], 'me.png', { type: 'image/png' });
  }
  function choose(el: Element, file: File) {
    const picker = $<HTMLInputElement>(el, '#avatar-file')!;
    const files = new DataTransfer();
    files.items.add(file);
    picker.files = files.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const avatarSrc = (el: Element) => $<HTMLImageElement>(el, 'img[part~="avatar"]')?.src;

  it('uploads a new avatar in the three documented steps and shows it', async () => {
    const { el } = await account();
    expect(text($(el, '#avatar-limits'))).to.equal(en.avatarLimits);
    choose(el, await png());
    await el.updateComplete;
    expect(avatarSrc(el), 'a preview').to.match(/^blob:/);
    section(el, 'avatar').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(() => said(el, 'avatar') === en.avatarSaved, 'saved');
    const steps = (await service.requests()).filter((r) => /resource|upload|\/user$/.test(r.path) && r.method !== 'GET' || /resource/.test(r.path));
    expect(steps.map((r) => `${r.method} ${r.path.replace(/^\/api\/v1\/loyalty\/demo/, '').replace(/[0-9a-f]{16}/, 'key')}`)).to.deep.equal(['GET /resource', 'PUT /upload/key', 'PUT /user']);
    expect(steps[0].query).to.deep.equal({ name: 'me.png', type: 'image/png' });
    expect(avatarSrc(el)).to.match(new RegExp(`^${serviceUrl}/media/upload/\\d+$`));
  });

  it('says the limits before any upload: a wrong type or an image too large sends nothing', async () => {
    const { el } = await account();
    choose(el, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    await el.updateComplete;
    expect(text($(el, '#avatar-file-error'))).to.equal(en.avatarUnfit);
    choose(el, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await el.updateComplete;
    expect(text($(el, '#avatar-file-error'))).to.equal(en.avatarUnfit);
    expect(await requests('/resource')).to.be.empty;
  });

  it('keeps the old avatar when a step fails', async () => {
    const { el } = await account();
    const before = avatarSrc(el);
    await service.fault({ match: '^/upload/', status: 403, body: '<Error><Code>AccessDenied</Code></Error>', contentType: 'application/xml' });
    choose(el, await png());
    section(el, 'avatar').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(() => alerted(el, 'avatar'), 'the failure');
    expect(alerted(el, 'avatar')).to.equal(en.refused);
    expect(await requests('/user$', 'PUT')).to.be.empty;
    const session = sessionOf((el.parentElement as TestScope));
    expect(session.user!.avatar).to.equal(`${serviceUrl}/media/avatar/1.svg`);
    expect(before).to.equal(`${serviceUrl}/media/avatar/1.svg`);
  });

  it('shows each platform connected or not, and disconnects one after a confirmation in the page', async () => {
    const { el } = await account({ platforms: 'twitch youtube' });
    const row = (platform: string) => $(el, `[data-platform="${platform}"]`)!;
    expect(text(row('youtube'))).to.contain(en.connected);
    expect(text(row('twitch'))).to.contain(en.notConnected);
    button(el, 'Disconnect YouTube')!.click();
    await el.updateComplete;
    expect(text(row('youtube'))).to.contain(en.disconnectAsk('YouTube'));
    expect(await requests('/user/profile/')).to.be.empty;
    row('youtube').querySelector<HTMLButtonElement>('.confirm')!.click();
    await until(() => said(el, 'platforms') === en.disconnected('YouTube'), 'disconnected');
    expect((await requests('/user/profile/youtube$', 'DELETE')).length).to.equal(1);
    await until(() => text(row('youtube')).includes(en.notConnected), 'shown as not connected');
  });

  it('opens the billing portal after a cancelable loyalty-before-redirect, without the token', async () => {
    const { el, auth } = await account({ 'return-path': '/account' });
    const visited: string[] = [];
    const assign = navigation.assign;
    navigation.assign = (url) => visited.push(url);
    try {
      const heard: LoyaltyBeforeRedirectEvent[] = [];
      el.addEventListener('loyalty-before-redirect', (e) => heard.push(e));
      button(el, en.manageBilling)!.click();
      await until(() => heard.length, 'the redirect event');
      expect(heard[0].detail.reason).to.equal('billing');
      expect(heard[0].detail.url).to.match(new RegExp(`^${serviceUrl}/billing\\?return=`)).and.not.contain(auth.token);
      expect((await requests('/billing/manage$'))[0].query.returnPath).to.equal('/account');
      expect(visited).to.deep.equal([heard[0].detail.url]);
      el.addEventListener('loyalty-before-redirect', (e) => e.preventDefault());
      button(el, en.manageBilling)!.click();
      await until(async () => (await requests('/billing/manage$')).length === 2, 'asked again');
      await until(() => heard.length === 2, 'heard again');
      expect(visited.length, 'the page cancelled it').to.equal(1);
    } finally {
      navigation.assign = assign;
    }
  });

  it('offers each other plan by its name and prices, a free one by its name alone', async () => {
    const { el } = await account();
    await until(() => $(el, '#plan'), 'the plan choice');
    const options = $$<HTMLOptionElement>(el, '#plan option').map(text);
    expect(options).to.include('Free');
    expect(options).to.include(`Gold: ${en.perMonth('$9.99')}, ${en.perYear('$99.90')}`);
  });

  it('offers Monthly and Yearly as cards with the chosen plan’s price and saving, as the sign-up does', async () => {
    const { el } = await account();
    await until(() => $(el, '#plan'), 'the plan choice');
    const select = $<HTMLSelectElement>(el, '#plan')!;
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await until(() => $$(el, 'label.choice').length === 2, 'the billing choices');
    expect($$(el, 'label.choice').map(text)).to.deep.equal([
      `${en.monthly} ${en.perMonth('$9.99')}`,
      `${en.yearly} ${en.perYear('$99.90')} ${en.yearlySaving('17%')}`,
    ]);
    expect(getComputedStyle($(el, 'label.choice')!).borderTopStyle).to.equal('solid');
  });

  it('changes to the plan the choice shows when the fan leaves it as it is', async () => {
    await service.setUser({ loyaltyMembership: { id: 1, name: 'Free', priceMonth: 0, priceYear: 0, resourceId: 101 } });
    const { el } = await account();
    await until(() => $(el, '#plan'), 'the plan choice');
    const shown = $<HTMLSelectElement>(el, '#plan')!;
    expect(text(shown.selectedOptions[0])).to.match(/^Silver/);
    section(el, 'plan').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(async () => (await requests('/billing/update$')).length === 1, 'the change asked for');
    expect((await requests('/billing/update$'))[0].query.membership).to.equal('2');
  });

  it('changes plan: says the amount due, then confirms it', async () => {
    const { el, scope } = await account();
    await until(() => $(el, '#plan'), 'the plan choice');
    const select = $<HTMLSelectElement>(el, '#plan')!;
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    section(el, 'plan').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(() => $(el, '#plan-confirm'), 'the amount to confirm');
    expect(text($(el, '#plan-due'))).to.equal(en.amountDue('$9.99'));
    // The fan is taken to what they are asked to confirm, not left on an empty status.
    await until(() => el.shadowRoot!.activeElement?.id === 'plan-confirm', 'focus on Confirm');
    $<HTMLButtonElement>(el, '#plan-confirm')!.click();
    await until(() => said(el, 'plan') === en.planChanged('Gold'), 'changed');
    expect((await requests('/billing/(update|confirm)$')).map((r) => [r.path.split('/').pop(), r.query.membership, r.query.interval])).to.deep.equal([
      ['update', '3', 'month'],
      ['confirm', '3', 'month'],
    ]);
    expect(sessionOf(scope).user!.loyaltyMembership!.name).to.equal('Gold');
  });

  it('gives the fan an invite link with their id, and says to screen readers that it was copied', async () => {
    const { el } = await account({ 'referral-href': 'https://nightjar.example.com/join?from=site#top' });
    const link = $<HTMLInputElement>(el, '#invite-link')!.value;
    expect(link).to.equal('https://nightjar.example.com/join?from=site&referral_id=1#top');
    const copied: string[] = [];
    const writeText = navigator.clipboard.writeText;
    navigator.clipboard.writeText = async (value: string) => void copied.push(value);
    try {
      button(el, en.copyLink)!.click();
      await until(() => text(section(el, 'invite').querySelector('[role="status"]')) === en.copied, 'copied');
      expect(copied).to.deep.equal([link]);
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      button(el, en.copyLink)!.click();
      await until(() => text(section(el, 'invite').querySelector('[role="alert"]')) === en.copyFailed, 'the failure');
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  });

  it('reports a failure to the page and never shows or tells the token', async () => {
    const { el, auth } = await account();
    const errors: LoyaltyErrorEvent[] = [];
    el.addEventListener('loyalty-error', (e) => errors.push(e));
    await service.fault({ match: '/user$', method: 'PUT', status: 200, body: '<html>ok</html>' });
    type(el, 'username', 'Ada');
    save(el, 'profile');
    await until(() => alerted(el, 'profile'), 'the failure');
    expect(alerted(el, 'profile')).to.equal(en.unreadable);
    expect(errors.map((e) => e.detail.action)).to.deep.equal(['account-profile']);
    expect(JSON.stringify(errors.map((e) => e.detail))).not.to.contain(auth.token);
    expect(el.shadowRoot!.innerHTML + el.innerHTML).not.to.contain(auth.token);
  });

  it('ends the session everywhere when the service refuses the token', async () => {
    const { el, scope } = await account();
    const loggedOut: Event[] = [];
    el.addEventListener('loyalty-logout', (e) => loggedOut.push(e));
    await service.fault({ match: '/user$', method: 'PUT', status: 401, body: JSON.stringify({ message: 'Please log in again.' }) });
    type(el, 'username', 'Ada');
    save(el, 'profile');
    await until(() => !sessionOf(scope).loggedIn, 'logged out');
    expect(loggedOut.length).to.equal(1);
    await until(() => text($(el, 'slot[name="logged-out"]')) === en.accountLoggedOut, 'the prompt');
  });
});
