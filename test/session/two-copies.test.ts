import { expect } from '@open-wc/testing';
import type * as Bundle from '../../src/index.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

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
});
