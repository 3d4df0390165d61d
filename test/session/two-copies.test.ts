import { expect } from '@open-wc/testing';
import type * as Bundle from '../../src/index.js';
import { typeFields, submit } from '../support/forms.js';
import { DEMO_EMAIL, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

type Page = Window & { copies?: [typeof Bundle, typeof Bundle] };

/** A page that loaded the built bundle twice: the elements come from the first copy. */
async function pageWithTwoCopies() {
  const iframe = document.createElement('iframe');
  iframe.src = '/test/session/pages/two-copies.html';
  document.body.append(iframe);
  const page = () => iframe.contentWindow as Page;
  await until(() => page()?.copies, 'both copies', 1200);
  return { iframe, page: page(), copies: page().copies! };
}

describe('two copies of the bundle on one page', () => {
  beforeEach(() => service.reset());

  it('share one registry: a session handed to either copy reaches the elements the other defined', async () => {
    const { iframe, page, copies } = await pageWithTwoCopies();
    try {
      const [first, second] = copies;
      expect(first.LoyaltyLogin, 'two real copies').not.to.equal(second.LoyaltyLogin);
      expect(page.customElements.get('loyalty-login')).to.equal(first.LoyaltyLogin);
      expect(second.registryContext).to.equal(first.registryContext);

      const login = page.document.createElement('loyalty-login');
      Object.assign(login, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
      page.document.body.append(login);
      await until(() => login.querySelector('[name="email"]'), 'the login form');

      const session = second.pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
      expect(first.pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl }), 'the same session through either copy').to.equal(session);
      session.start({ token: 'tok', user: { id: 1, name: 'Second Copy Fan', gold: 3 } });
      await until(() => login.shadowRoot!.querySelector('#user-name')?.textContent === 'Second Copy Fan', 'the fan, in the first copy’s element');
      session.end();
      await until(() => login.querySelector('[name="email"]'), 'the form again');
    } finally {
      iframe.remove();
    }
  });

  it("read the other copy's failures as their own: the service's sentence, a missing list as empty", async () => {
    // An app's bundle asked for the session first (its client reads every answer); the CDN copy defined the elements.
    const { iframe, page, copies } = await pageWithTwoCopies();
    try {
      copies[1].pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
      const [login, leaderboard] = ['loyalty-login', 'loyalty-leaderboard'].map((tag) => {
        const el = page.document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
        Object.assign(el, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
        page.document.body.append(el);
        return el;
      });
      expect(page.customElements.get('loyalty-login')).to.equal(copies[0].LoyaltyLogin);
      await until(() => login.querySelector('[name="email"]'), 'the login form');
      await typeFields(login, { email: DEMO_EMAIL, password: 'not-the-password' });
      await submit(login);
      await until(() => login.querySelector('.form-error')?.textContent, 'what went wrong');
      expect(login.querySelector('.form-error')!.textContent!.trim()).to.equal('Incorrect e-mail or password.');

      // A service without a leaderboard (404): an empty list, as with one copy, not a failure.
      await service.fault({ match: '/user/list$', status: 404, body: JSON.stringify({ message: 'Not found.' }) });
      copies[1].pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl }).start((await service.login()) as never);
      await until(() => leaderboard.shadowRoot!.textContent!.includes('No fans on the leaderboard yet.') || leaderboard.shadowRoot!.querySelector('[part~="error"]'), 'the leaderboard');
      expect(leaderboard.shadowRoot!.querySelector('[part~="error"]'), 'no failure').to.equal(null);
    } finally {
      iframe.remove();
    }
  });

  it('share one session with the rewards, missions and leaderboard, whichever copy defined them', async () => {
    const { iframe, page, copies } = await pageWithTwoCopies();
    try {
      const els = ['loyalty-rewards', 'loyalty-missions', 'loyalty-leaderboard'].map((tag) => {
        const el = page.document.createElement(tag);
        Object.assign(el, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
        page.document.body.append(el);
        return el;
      });
      const auth = await service.login();
      copies[1].pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' }).start(auth as never);
      await until(() => els.every((el) => el.shadowRoot!.querySelector('[part~="item"], [part~="user"]')), 'every list, for the fan the other copy was handed');
      copies[0].pageSession({ team: DEMO_TEAM, baseUrl: serviceUrl }).end();
      await until(() => els.every((el) => el.shadowRoot!.querySelector('slot[name="logged-out"]')), 'the prompts');
    } finally {
      iframe.remove();
    }
  });
});
