import { expect, oneEvent } from '@open-wc/testing';
import { html } from 'lit';
import { LoyaltyClient, login as postLogin } from '../../src/api/client.js';
import type { LoyaltySignup } from '../../src/components/signup/loyalty-signup.js';
import type { LoyaltyBeforeRedirectEvent, LoyaltySignupEvent } from '../../src/base/host-events.js';
import { type } from '../support/forms.js';
import { scopedFixture } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

const MEMBERSHIPS = [
  { id: 1, name: 'Free', priceMonth: 0, priceYear: 0 },
  { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 },
  { id: 3, name: 'Gold', priceMonth: 999, priceYear: 9990 },
];

const choose = async (el: LoyaltySignup, label: string) => {
  const choice = [...el.querySelectorAll('label.choice')].find((l) => l.textContent!.trim().startsWith(label))!;
  choice.querySelector('input')!.click();
  await el.updateComplete;
};

async function mountPage() {
  const { el, scope } = await scopedFixture<LoyaltySignup>(
    html`<loyalty-signup team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" return-path="/welcome" .memberships=${MEMBERSHIPS}></loyalty-signup>
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
      <loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-events>`,
  );
  await type(el, 'email', 'e2e.fan@example.com');
  await type(el, 'password', 'e2e-password');
  await type(el, 'dateOfBirth', '1999-09-09');
  return { el, scope, login: scope.querySelector('loyalty-login')!, events: scope.querySelector('loyalty-events')! };
}

describe('sign-up, end to end', () => {
  beforeEach(() => service.reset());

  it('a free membership: no checkout, logged in everywhere, the account works', async () => {
    const { el, scope, login, events } = await mountPage();
    const signedUp = oneEvent(el, 'loyalty-signup') as Promise<LoyaltySignupEvent>;
    el.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    const { detail } = await signedUp;
    expect(detail.href).to.equal(undefined);
    expect(detail.user.loyaltyMembership?.name).to.equal('Free');

    await login.updateComplete;
    expect(login.shadowRoot!.querySelector('#user-name')?.textContent?.trim()).to.equal('e2e.fan');
    // The events list of the same team loads at once, with the new member's token.
    await until(async () => (await service.requests()).some((r) => r.path.endsWith('/event/list')), 'the event list request');
    const list = (await service.requests()).find((r) => r.path.endsWith('/event/list'))!;
    expect(list.headers['x-user-auth-token']).to.equal(scope.registry.get(serviceUrl, DEMO_TEAM).token);
    await until(() => events.shadowRoot!.querySelector('[part~="event"]:not(.placeholder)'), 'the events');

    // The account works with the password chosen.
    const auth = await postLogin(new LoyaltyClient(serviceUrl, DEMO_TEAM), { email: 'e2e.fan@example.com', password: 'e2e-password' });
    expect(auth.user.name).to.equal('e2e.fan');
  });

  it("a paid membership: the session is stored, then the service's checkout", async () => {
    const { el, scope, login } = await mountPage();
    await choose(el, 'Silver');
    await choose(el, 'Monthly');
    const redirect = new Promise<LoyaltyBeforeRedirectEvent>((resolve) =>
      el.addEventListener('loyalty-before-redirect', (event) => (event.preventDefault(), resolve(event))),
    );
    el.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    const { detail } = await redirect;
    expect(detail.reason).to.equal('signup-checkout');
    const checkout = new URL(detail.url);
    expect(checkout.origin + checkout.pathname).to.equal(`${serviceUrl}/checkout`);
    expect(checkout.searchParams.get('return')).to.equal(`${window.location.origin}/welcome`);
    expect(scope.registry.get(serviceUrl, DEMO_TEAM).user?.name).to.equal('e2e.fan');
    await login.updateComplete;
    expect(login.shadowRoot!.querySelector('#user-name')?.textContent?.trim()).to.equal('e2e.fan');

    // The stand-in checkout page exists and names what is bought.
    const page = await fetch(detail.url).then((r) => r.text());
    expect(page).to.contain('Silver membership');
  });
});
