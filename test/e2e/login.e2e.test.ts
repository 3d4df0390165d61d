import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../src/index.js';
import type { LoyaltyLogin } from '../../src/index.js';
import { eachStartsLoggedOut, pageKey } from '../support/session.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

/** What a deep focus looks like from the page: the element, then the control inside its shadow root. */
/** What has focus in `host`: in its shadow root, or in the credential form it draws in the page. */
const focusedIn = (host: Element) => host.shadowRoot!.activeElement ?? (host.contains(document.activeElement) ? document.activeElement : null);

describe('log in and out on a creator page (end to end)', () => {
  eachStartsLoggedOut();

  it('logs in from the header with the keyboard only; the footer follows; logs out', async () => {
    // As a creator writes it: two elements, no provider of our own, no common ancestor but the page.
    const page = await fixture<HTMLElement>(html`<div>
      <header><loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl}></loyalty-login></header>
      <main><p>Creator content</p></main>
      <footer><loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl}></loyalty-login></footer>
    </div>`);
    const [header, footer] = page.querySelectorAll<LoyaltyLogin>('loyalty-login');
    await Promise.all([header.updateComplete, footer.updateComplete]);
    const { user } = await service.login();

    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    expect((focusedIn(header) as HTMLInputElement).name).to.equal('email');
    await sendKeys({ type: DEMO_EMAIL });
    await sendKeys({ press: 'Tab' });
    expect((focusedIn(header) as HTMLInputElement).name).to.equal('password');
    await sendKeys({ type: DEMO_PASSWORD });
    await sendKeys({ press: 'Enter' });

    const gold = `${new Intl.NumberFormat(document.documentElement.lang || navigator.language).format(user.gold as number)} gold`;
    for (const el of [header, footer]) {
      await until(() => el.shadowRoot!.querySelector('.gold')?.textContent === gold, 'the fan’s gold');
      expect(el.shadowRoot!.querySelector('#user-name')!.textContent).to.equal(user.name);
    }
    expect((focusedIn(header) as HTMLElement).id).to.equal('user-name');
    expect(localStorage.getItem(pageKey)).to.be.a('string');
    const [login] = (await service.requests()).filter((r) => r.path.endsWith('/login'));
    expect(login.body).to.deep.equal({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.headers.origin).to.equal(window.location.origin);

    await sendKeys({ press: 'Tab' });
    expect((focusedIn(header) as HTMLElement).textContent).to.equal('Log out');
    await sendKeys({ press: 'Enter' });
    await until(() => (focusedIn(header) as HTMLInputElement | null)?.name === 'email', 'focus back on the e-mail');
    await until(() => footer.querySelector('form'), 'the footer to log out too');
    expect(localStorage.getItem(pageKey)).to.equal(null);
  });
});
