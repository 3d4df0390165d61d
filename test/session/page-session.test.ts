import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { pageSession } from '../../src/index.js';
import type { LoyaltyLogin } from '../../src/components/login/loyalty-login.js';
import type { Auth } from '../../src/api/types.js';
import { storageKey } from '../../src/session/session-store.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

/** The host page's way in: the very session the page's elements share. */
describe('pageSession', () => {
  beforeEach(() => service.reset());
  afterEach(() => pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl }).end());

  const greeting = (el: LoyaltyLogin) => el.shadowRoot!.querySelector('.name')?.textContent;

  it('hands the elements a session the page obtained itself, and reads what they did', async () => {
    const el = await fixture<LoyaltyLogin>(html`<loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>`);
    const session = pageSession({ team: DEMO_TEAM, baseUrl: `${serviceUrl}/` });
    expect(session.loggedIn).to.be.false;
    const changes: boolean[] = [];
    session.addEventListener('change', () => changes.push(session.loggedIn));

    session.start((await service.login()) as unknown as Auth);
    await until(() => greeting(el), 'the greeting');
    expect(greeting(el)).to.equal('Demo Fan');

    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="user"] button')].find((button) => button.textContent!.trim() === 'Log out')!.click();
    await until(() => el.querySelector('[name="email"]'), 'the form again');
    expect([session.loggedIn, session.user, changes]).to.deep.equal([false, undefined, [true, false]]);
  });

  it('refuses a session no element could use, keeping the one it had', async () => {
    const session = pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl });
    const auth = (await service.login()) as unknown as Auth;
    session.start(auth);
    for (const bad of [{ token: '', user: auth.user }, { token: 'tok' }, null]) {
      expect(() => session.start(bad as never), JSON.stringify(bad)).to.throw(TypeError, 'A session needs a token (a non-empty string) and a user object.');
    }
    expect(session.token).to.equal(auth.token);
  });

  it('keeps the token where the strictest of the page and its elements asked, whoever asked first', async () => {
    const team = `strict-${Date.now()}`;
    const key = storageKey(serviceUrl, team);
    const user = { id: 1, name: 'Fan', gold: 0 };
    const session = pageSession({ team, baseUrl: serviceUrl });
    session.start({ token: 'tok', user });
    expect(localStorage.getItem(key)).to.contain('tok');
    await fixture(html`<loyalty-login team=${team} base-url=${serviceUrl} storage="session"></loyalty-login>`);
    expect(localStorage.getItem(key), 'moved out of local storage at once').to.equal(null);
    expect(sessionStorage.getItem(key)).to.contain('tok');
    expect(pageSession({ team, baseUrl: serviceUrl, storage: 'memory' })).to.equal(session);
    expect([localStorage.getItem(key), sessionStorage.getItem(key), session.token]).to.deep.equal([null, null, 'tok']);
    session.end();
  });
});
