import { expect, oneEvent } from '@open-wc/testing';
import { html } from 'lit';
import { resetPassword } from '../../src/api/account.js';
import { ApiError, LoyaltyClient, login as postLogin } from '../../src/api/client.js';
import type { LoyaltyReset } from '../../src/components/reset/loyalty-reset.js';
import type { LoyaltyLoginEvent } from '../../src/base/host-events.js';
import { submit, type } from '../support/forms.js';
import { scopedFixture } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl } from '../support/service.js';

const NEW_PASSWORD = 'recovered-at-last';

describe('password recovery, end to end', () => {
  beforeEach(() => service.reset());

  it('forgot → e-mailed link → new password → log in with it', async () => {
    // 1. The fan asks for a link.
    const { el: forgot } = await scopedFixture<LoyaltyReset>(
      html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-reset>`,
    );
    await type(forgot, 'email', DEMO_EMAIL);
    const asked = oneEvent(forgot, 'loyalty-password-forgot');
    submit(forgot);
    await asked;

    // 2. The e-mail leads back to this page with the token.
    const [mail] = await service.outbox();
    expect(mail.to).to.equal(DEMO_EMAIL);
    const link = new URL(mail.link);
    expect(link.origin + link.pathname).to.equal(window.location.origin + window.location.pathname);
    expect(link.searchParams.get('password_token')).to.equal(mail.token);

    // 3. Following it, the page sets a new password; the token leaves the address bar.
    const before = window.location.href;
    history.replaceState(null, '', `${link.search}&from=mail${link.hash}`);
    try {
      const { el: reset, scope } = await scopedFixture<LoyaltyReset>(
        html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" login-href="#login"></loyalty-reset>
          <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>`,
      );
      const login = scope.querySelector('loyalty-login')!;
      expect(reset.querySelector('[name="confirm"]')).to.exist;
      await type(reset, 'password', NEW_PASSWORD);
      await type(reset, 'confirm', NEW_PASSWORD);
      const changed = oneEvent(reset, 'loyalty-password-reset');
      submit(reset);
      await changed;
      expect(window.location.search).to.equal('?from=mail');

      // 4. The old password is gone; the new one logs the fan in.
      const old = await postLogin(new LoyaltyClient(serviceUrl, DEMO_TEAM), { email: DEMO_EMAIL, password: DEMO_PASSWORD }).catch((e: unknown) => e);
      expect(old).to.be.instanceOf(ApiError);
      expect((old as ApiError).status).to.equal(401);

      await type(login, 'email', DEMO_EMAIL);
      await type(login, 'password', NEW_PASSWORD);
      const loggedIn = oneEvent(login, 'loyalty-login') as Promise<LoyaltyLoginEvent>;
      submit(login);
      expect((await loggedIn).detail.user.name).to.equal('Demo Fan');
      await login.updateComplete;
      expect(login.shadowRoot!.querySelector('#user-name')?.textContent?.trim()).to.equal('Demo Fan');

      // 5. The link works once.
      const again = await resetPassword(new LoyaltyClient(serviceUrl, DEMO_TEAM), { token: mail.token, password: 'another-one-1' }).catch((e: unknown) => e);
      expect((again as ApiError).message).to.equal('This reset link is invalid or has already been used.');
    } finally {
      history.replaceState(null, '', before);
    }
  });
});
