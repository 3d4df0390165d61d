import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html, type TemplateResult } from 'lit';
import { forgotPassword, resetPassword } from '../../src/api/account.js';
import { LoyaltyClient, login } from '../../src/api/client.js';
import type { LoyaltyReset } from '../../src/components/reset/loyalty-reset.js';
import type { LoyaltyErrorEvent, LoyaltyPasswordForgotEvent } from '../../src/base/host-events.js';
import { en } from '../../src/i18n/english.js';
import { describeElementContract } from '../support/element-contract.js';
import { submit, type } from '../support/forms.js';
import { mountElement, scopedFixture } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_TEAM, service, serviceUrl, until, type Fault } from '../support/service.js';
import { fakeClock } from '../support/events.js';
import { logIn } from '../support/session.js';
import { $, button, describedBy, fieldError, focused, formError, input, labelOf, status, text } from '../support/shadow.js';

const NEW_PASSWORD = 'brand-new-pass';
const FORGOT = `/api/v1/loyalty/${DEMO_TEAM}/password/forgot`;
const RESET = `/api/v1/loyalty/${DEMO_TEAM}/password/reset`;

const mount = (template?: TemplateResult) => (template ? scopedFixture<LoyaltyReset>(template) : mountElement('loyalty-reset'));

const sent = async (path: string) => (await service.requests()).filter((r) => r.path === path);

/** A fresh reset token for the demo fan, as the e-mailed link carries it. */
async function mailedToken(): Promise<string> {
  await forgotPassword(new LoyaltyClient(serviceUrl, DEMO_TEAM), { email: DEMO_EMAIL });
  const mails = await service.outbox();
  return mails[mails.length - 1].token;
}

/** Runs `body` with `search` (and `hash`) as the page address, restoring the address after. */
async function atAddress(search: string, body: () => Promise<void>) {
  const before = window.location.href;
  history.replaceState(null, '', search);
  try {
    await body();
  } finally {
    history.replaceState(null, '', before);
  }
}

/**
 * Submits while the service holds the request: the button says it is busy, a second submit sends
 * nothing, and once released the form announces `eventName` after exactly one request.
 */
async function submitsOnce(el: LoyaltyReset, path: string, busyLabel: string, eventName: string) {
  await submit(el);
  await until(async () => (await sent(path)).length === 1, 'the held request');
  expect($(el, '[part~="submit"]')!.getAttribute('aria-disabled')).to.equal('true');
  expect(text($(el, '[part~="submit"]'))).to.equal(busyLabel);
  await expect(el).to.be.accessible();
  await submit(el);
  const announced = oneEvent(el, eventName);
  await service.release();
  await announced;
  expect(await sent(path)).to.have.length(1);
}

describe('<loyalty-reset>', () => {
  /** The fan's clock a test set, given back after it. */
  let faked: ReturnType<typeof fakeClock> | undefined;
  beforeEach(() => service.reset());
  afterEach(() => faked?.restore());

  describeElementContract('loyalty-reset', {
    'asking for a link': async () => (await mount()).el,
    'with a token: choosing a new password': async () => (await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="t"></loyalty-reset>`)).el,
  });

  describe('without a token: asking for a link', () => {
    it('asks for the e-mail with a labelled field', async () => {
      const { el } = await mount();
      expect(labelOf(el, 'email')).to.equal('E-mail');
      expect(input(el, 'email').type).to.equal('email');
      expect(input(el, 'email').autocomplete).to.equal('email');
      expect(describedBy(input(el, 'email'))).to.deep.equal([$(el, '.hint')]);
      expect(el.querySelector('[name="password"]')).to.equal(null);
    });

    it('sends the e-mail and return path without the session token, then confirms neutrally', async () => {
      const { el, scope } = await mount(
        html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" return-path="/account/reset"></loyalty-reset>`,
      );
      await logIn(scope);
      await el.updateComplete;
      await type(el, 'email', ` ${DEMO_EMAIL} `);
      const announced = oneEvent(el, 'loyalty-password-forgot') as Promise<LoyaltyPasswordForgotEvent>;
      await submit(el);
      expect((await announced).detail).to.deep.equal({ email: DEMO_EMAIL });
      await el.updateComplete;

      const [request] = await sent(FORGOT);
      expect(request.body).to.deep.equal({ email: DEMO_EMAIL, returnPath: '/account/reset' });
      expect(request.headers).not.to.have.property('x-user-auth-token');
      const [mail] = await service.outbox();
      expect(mail.link.startsWith(`${window.location.origin}/account/reset?password_token=`)).to.equal(true);

      const message = $(el, '[part~="message"]')!;
      expect(message.getAttribute('role')).to.equal('status');
      expect(status(el)).to.equal(`If an account uses ${DEMO_EMAIL}, we've sent it a link to choose a new password. Check your inbox.`);
      // The form gave way to the confirmation, which has focus; the e-mail typed is in it.
      await until(() => focused(el) === message, 'focus on the confirmation');
      expect(el.querySelector('form')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('gives way to the confirmation, with Send again (after a cooldown) and Back to log in', async () => {
      const start = Date.now();
      const clock = (faked = fakeClock(start));
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" login-href="/login"></loyalty-reset>`);
      await type(el, 'email', DEMO_EMAIL);
      await submit(el);
      await until(() => status(el), 'the confirmation');
      expect(el.querySelector('form'), 'the form gave way').to.equal(null);
      expect(text($(el, 'a[part~="link"]'))).to.equal('Back to log in');
      expect($<HTMLAnchorElement>(el, 'a[part~="link"]')!.href).to.equal(`${location.origin}/login`);
      // A second mail waits 30 seconds, counted down on the button, which sends nothing until then.
      const resend = $<HTMLButtonElement>(el, '[part~="button"]')!;
      expect(text(resend)).to.equal('Send again in 0:30');
      expect(formError(el), 'a wait, not a failure').to.equal('');
      expect(resend.getAttribute('aria-disabled')).to.equal('true');
      resend.click();
      clock.to(start + 29_000);
      await el.updateComplete;
      expect(text(resend)).to.equal('Send again in 0:01');
      clock.to(start + 30_000);
      await el.updateComplete;
      expect(resend.getAttribute('aria-disabled')).to.equal('false');
      const again = oneEvent(el, 'loyalty-password-forgot');
      button(el, 'Send again')!.click();
      await again;
      expect((await sent(FORGOT)).map((r) => (r.body as { email: string }).email)).to.deep.equal([DEMO_EMAIL, DEMO_EMAIL]);
      expect(status(el)).to.contain(DEMO_EMAIL);
      await expect(el).to.be.accessible();
    });

    it('confirms the same way when no account uses the e-mail', async () => {
      const { el } = await mount();
      await type(el, 'email', 'nobody@example.com');
      const announced = oneEvent(el, 'loyalty-password-forgot');
      await submit(el);
      await announced;
      await el.updateComplete;
      expect(status(el)).to.equal("If an account uses nobody@example.com, we've sent it a link to choose a new password. Check your inbox.");
      expect(await service.outbox()).to.have.length(0);
    });

    it('links back to this page when no return-path is given', async () => {
      const { el } = await mount();
      await type(el, 'email', DEMO_EMAIL);
      const announced = oneEvent(el, 'loyalty-password-forgot');
      await submit(el);
      await announced;
      expect((await sent(FORGOT))[0].body).to.deep.equal({ email: DEMO_EMAIL, returnPath: window.location.pathname });
    });

    it('checks the e-mail before any request, tied to the field', async () => {
      const { el } = await mount();
      await submit(el);
      expect(text(fieldError(el, 'email'))).to.equal('Enter your e-mail address.');
      expect(input(el, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(input(el, 'email'))).to.deep.equal([fieldError(el, 'email'), $(el, '.hint')]);
      expect(focused(el)).to.equal(input(el, 'email'));
      await expect(el).to.be.accessible();
      await type(el, 'email', 'fan@');
      await submit(el);
      expect(text(fieldError(el, 'email'))).to.equal('Enter an e-mail address like name@example.com.');
      expect(await sent(FORGOT)).to.have.length(0);
    });

    it('can be used with the keyboard alone', async () => {
      const { el } = await mount();
      input(el, 'email').focus();
      await sendKeys({ type: DEMO_EMAIL });
      const announced = oneEvent(el, 'loyalty-password-forgot');
      await sendKeys({ press: 'Enter' });
      await announced;
      expect(await sent(FORGOT)).to.have.length(1);
    });

    it('shows the request under way and never sends it twice', async () => {
      await service.fault({ match: '/password/forgot$', hold: true });
      const { el } = await mount();
      await type(el, 'email', DEMO_EMAIL);
      await submitsOnce(el, FORGOT, 'Sending…', 'loyalty-password-forgot');
    });

    describe('failures keep the e-mail', () => {
      async function failWith(fault: Omit<Fault, 'match'>) {
        await service.fault({ match: '/password/forgot$', ...fault });
        const { el } = await mount();
        await type(el, 'email', DEMO_EMAIL);
        const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
        await submit(el);
        const { detail } = await reported;
        await until(() => formError(el), 'the form error');
        expect(detail.action).to.equal('password-forgot');
        expect(input(el, 'email').value).to.equal(DEMO_EMAIL);
        expect(status(el), 'no confirmation on failure').to.equal('');
        expect($(el, '.form-error')!.getAttribute('role')).to.equal('alert');
        expect($(el, 'img'), 'markup stays text').to.equal(null);
        await expect(el).to.be.accessible();
        return formError(el);
      }

      it('a 4xx with a message', async () => {
        expect(await failWith({ status: 429, body: '{"message": "Too many requests. Wait a minute."}' })).to.equal('Too many requests. Wait a minute.');
      });
      it('a network failure', async () => {
        expect(await failWith({ drop: true })).to.equal(en.network);
      });
      it('a 5xx HTML page', async () => {
        expect(await failWith({ status: 500, body: '<h1>Internal Server Error</h1>' })).to.equal(en.server);
      });
      it('a 5xx with malformed JSON', async () => {
        expect(await failWith({ status: 503, body: '{"message": ', contentType: 'application/json' })).to.equal(en.server);
      });
      it('a timeout', async () => {
        expect(await failWith({ delay: 4_000 })).to.equal(en.timeout);
      });
      it('a hostile message, as text', async () => {
        const hostile = '<img src=x onerror="window.__pwned = true">No';
        expect(await failWith({ status: 400, body: JSON.stringify({ message: hostile }) })).to.equal(hostile);
      });
    });
  });

  describe('with a token: choosing a new password', () => {
    it('asks for the new password twice, both new-password, revealed by one toggle', async () => {
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="t"></loyalty-reset>`);
      expect(labelOf(el, 'password')).to.equal('New password');
      expect(labelOf(el, 'confirm')).to.equal('Confirm new password');
      for (const id of ['password', 'confirm']) {
        expect(input(el, id).autocomplete).to.equal('new-password');
        expect(input(el, id).type).to.equal('password');
      }
      const toggle = button(el, 'Show password')!;
      expect(toggle.getAttribute('aria-controls')).to.equal(`${input(el, 'password').id} ${input(el, 'confirm').id}`);
      toggle.click();
      await el.updateComplete;
      // A toggle keeps its name; it is pressed while the passwords show.
      expect(button(el, 'Show password')).to.equal(toggle);
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(input(el, 'password').type).to.equal('text');
      expect(input(el, 'confirm').type).to.equal('text');
      await expect(el).to.be.accessible();
    });

    it('catches a mismatch before any request, tied to the confirmation', async () => {
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="t"></loyalty-reset>`);
      await type(el, 'password', NEW_PASSWORD);
      await type(el, 'confirm', 'brand-new-pas');
      await submit(el);
      expect(text(fieldError(el, 'confirm'))).to.equal("The passwords don't match.");
      expect(input(el, 'confirm').getAttribute('aria-invalid')).to.equal('true');
      expect(describedBy(input(el, 'confirm'))).to.deep.equal([fieldError(el, 'confirm')]);
      expect(input(el, 'password').getAttribute('aria-invalid')).to.equal('false');
      expect(focused(el)).to.equal(input(el, 'confirm'));
      expect(input(el, 'password').value).to.equal(NEW_PASSWORD);
      await expect(el).to.be.accessible();

      await type(el, 'password', '');
      await submit(el);
      expect(text(fieldError(el, 'password'))).to.equal('Choose a new password.');
      expect(focused(el)).to.equal(input(el, 'password'));
      expect(await sent(RESET)).to.have.length(0);
    });

    it('sets the new password from the page address token, then cleans the address', async () => {
      const token = await mailedToken();
      await atAddress(`?campaign=spring&password_token=${token}&lang=en#top`, async () => {
        const { el, scope } = await mount(
          html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" login-href="/login?from=reset"></loyalty-reset>`,
        );
        await logIn(scope);
        await type(el, 'password', NEW_PASSWORD);
        await type(el, 'confirm', NEW_PASSWORD);
        const changed = oneEvent(el, 'loyalty-password-reset');
        await submit(el);
        await changed;
        await el.updateComplete;

        const [request] = await sent(RESET);
        expect(request.body).to.deep.equal({ password: NEW_PASSWORD, token });
        expect(request.headers).not.to.have.property('x-user-auth-token');
        expect(window.location.search).to.equal('?campaign=spring&lang=en');
        expect(window.location.hash).to.equal('#top');

        const message = $(el, '[part~="message"]')!;
        expect(message.getAttribute('role')).to.equal('status');
        expect(text(message)).to.equal('Your password has been changed. You can log in with it now.');
        expect(focused(el)).to.equal(message);
        const link = $<HTMLAnchorElement>(el, 'a[part="link"]')!;
        expect(link.href).to.equal(new URL('/login?from=reset', document.baseURI).href);
        expect(text(link)).to.equal('Log in');
        await expect(el).to.be.accessible();
      });
      const auth = await login(new LoyaltyClient(serviceUrl, DEMO_TEAM), { email: DEMO_EMAIL, password: NEW_PASSWORD });
      expect(auth.token).to.be.a('string');
    });

    it('takes the token out of the address before it first draws, keeping every other parameter', async () => {
      await atAddress('?campaign=spring&password_token=live-token&lang=en#top', async () => {
        const { el: scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
        const el = Object.assign(document.createElement('loyalty-reset'), { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
        scope.append(el);
        // Connected, nothing drawn yet: the address the page's code can read already lost the token.
        expect([el.hasUpdated, window.location.search, window.location.hash]).to.deep.equal([false, '?campaign=spring&lang=en', '#top']);
        await el.updateComplete;
        expect(input(el, 'password').autocomplete, 'the token still works: the new-password form').to.equal('new-password');
      });
    });

    it('takes the token attribute and draws no login link that is not a web address', async () => {
      const token = await mailedToken();
      const { el } = await mount(
        html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token=${token} login-href="javascript:alert(1)"></loyalty-reset>`,
      );
      await type(el, 'password', NEW_PASSWORD);
      await type(el, 'confirm', NEW_PASSWORD);
      const changed = oneEvent(el, 'loyalty-password-reset');
      await submit(el);
      await changed;
      await el.updateComplete;
      expect((await sent(RESET))[0].body).to.deep.equal({ password: NEW_PASSWORD, token });
      expect($(el, 'a')).to.equal(null);
    });

    it('an expired token shows the service message and offers a new link', async () => {
      const token = await mailedToken();
      await service.clock(31 * 60);
      await atAddress(`?password_token=${token}&keep=1`, async () => {
        const { el } = await mount();
        await type(el, 'password', NEW_PASSWORD);
        await type(el, 'confirm', NEW_PASSWORD);
        const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
        await submit(el);
        expect((await reported).detail.action).to.equal('password-reset');
        await until(() => formError(el));
        expect(formError(el)).to.equal('This reset link has expired. Ask for a new one.');
        expect(input(el, 'password').value, 'nothing typed is lost').to.equal(NEW_PASSWORD);
        expect(input(el, 'confirm').value).to.equal(NEW_PASSWORD);
        await expect(el).to.be.accessible();

        button(el, 'Send me a new link')!.click();
        await until(() => focused(el) === input(el, 'email'), 'focus on the e-mail field');
        expect(input(el, 'email').type).to.equal('email');
        expect(el.querySelector('[name="password"]')).to.equal(null);
        expect(window.location.search, 'the dead token leaves the address').to.equal('?keep=1');
        await type(el, 'email', DEMO_EMAIL);
        const announced = oneEvent(el, 'loyalty-password-forgot');
        await submit(el);
        await announced;
        expect(await service.outbox()).to.have.length(2);
        await expect(el).to.be.accessible();
      });
    });

    it('a used token shows the service message', async () => {
      const token = await mailedToken();
      await resetPassword(new LoyaltyClient(serviceUrl, DEMO_TEAM), { token, password: 'first-new-pass' });
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token=${token}></loyalty-reset>`);
      await type(el, 'password', NEW_PASSWORD);
      await type(el, 'confirm', NEW_PASSWORD);
      await submit(el);
      await until(() => formError(el));
      expect(formError(el)).to.equal('This reset link is invalid or has already been used.');
      // A new link is the way on now; the password form steps back but stays, what was typed in it.
      expect(button(el, 'Send me a new link')!.getAttribute('part')).to.equal('button submit');
      expect(button(el, 'Change password')!.getAttribute('part')).to.equal('button');
      expect(input(el, 'password').value).to.equal(NEW_PASSWORD);
    });

    it('shows the request under way and never sends it twice', async () => {
      const token = await mailedToken();
      await service.fault({ match: '/password/reset$', hold: true });
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token=${token}></loyalty-reset>`);
      await type(el, 'password', NEW_PASSWORD);
      await type(el, 'confirm', NEW_PASSWORD);
      await submitsOnce(el, RESET, 'Changing…', 'loyalty-password-reset');
    });

    it('a 5xx with a service message is no dead link: Retry, with what was typed, and the same link works', async () => {
      const token = await mailedToken();
      await service.fault({ match: '/password/reset$', status: 503, body: '{"message":"Down for maintenance."}', contentType: 'application/json', times: 1 });
      const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token=${token}></loyalty-reset>`);
      await type(el, 'password', NEW_PASSWORD);
      await type(el, 'confirm', NEW_PASSWORD);
      await submit(el);
      await until(() => formError(el), 'the form error');
      expect(button(el, 'Send me a new link'), 'the token is not to blame').to.equal(undefined);
      expect(text($(el, '[part~="submit"]'))).to.equal(en.retry);
      expect([input(el, 'password').value, input(el, 'confirm').value]).to.deep.equal([NEW_PASSWORD, NEW_PASSWORD]);
      await expect(el).to.be.accessible();
      const changed = oneEvent(el, 'loyalty-password-reset');
      await submit(el);
      await changed;
      expect(await sent(RESET)).to.have.length(2);
    });

    describe('failures keep both passwords', () => {
      async function failWith(fault: Omit<Fault, 'match'>) {
        await service.fault({ match: '/password/reset$', ...fault });
        const { el } = await mount(html`<loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="t"></loyalty-reset>`);
        await type(el, 'password', NEW_PASSWORD);
        await type(el, 'confirm', NEW_PASSWORD);
        await submit(el);
        await until(() => formError(el), 'the form error');
        expect(input(el, 'password').value).to.equal(NEW_PASSWORD);
        expect(input(el, 'confirm').value).to.equal(NEW_PASSWORD);
        expect(button(el, 'Send me a new link'), 'the token is not to blame').to.equal(undefined);
        expect(text($(el, '[part~="submit"]')), 'the same link works on a retry').to.equal(en.retry);
        await expect(el).to.be.accessible();
        return formError(el);
      }

      it('a network failure', async () => {
        expect(await failWith({ drop: true })).to.equal(en.network);
      });
      it('a 5xx HTML page', async () => {
        expect(await failWith({ status: 502, body: '<html><body>Bad Gateway</body></html>' })).to.equal(en.server);
      });
      it('a 5xx with malformed JSON', async () => {
        expect(await failWith({ status: 500, body: '{oops', contentType: 'application/json' })).to.equal(en.server);
      });
      it('a timeout', async () => {
        expect(await failWith({ delay: 4_000 })).to.equal(en.timeout);
      });
    });
  });
});
