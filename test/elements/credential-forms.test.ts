/**
 * What the three credential forms (log in, sign up, a new password) share: the password field's
 * toggle and its help while typing, the wait a 429 asks for, and the link that opens a view.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/english.js';
import { fakeClock } from '../support/events.js';
import { typeFields } from '../support/forms.js';
import { mountElement, type LoyaltyTag } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $, button, describedBy, focused, formError, input, submitButton, text } from '../support/shadow.js';

type Form = { tag: LoyaltyTag; attributes?: Record<string, string>; fields: Record<string, string>; request: string; hint: boolean };

const FORMS: Record<string, Form> = {
  'log in': { tag: 'loyalty-login', fields: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, request: 'login$', hint: false },
  'sign up': {
    tag: 'loyalty-signup',
    fields: { email: 'new.fan@example.com', password: 'abc', dateOfBirth: '1990-02-03' },
    request: 'signup$',
    hint: true,
  },
  'a new password': { tag: 'loyalty-reset', attributes: { token: 't' }, fields: { password: 'abc', confirm: 'abc' }, request: 'password/reset$', hint: true },
};

const mount = ({ tag, attributes }: Form) => mountElement(tag, { platforms: 'twitch', ...attributes });

/** Requests the service received for this path. */
const sent = async (path: string) => (await service.requests()).filter((r) => r.method === 'POST' && new RegExp(path).test(r.path));

/** A key pressed in `field`, Caps Lock on or off. */
const key = (field: HTMLInputElement, capsLock: boolean) =>
  field.dispatchEvent(new KeyboardEvent('keyup', { key: capsLock ? 'A' : 'a', modifierCapsLock: capsLock, bubbles: true, composed: true }));

describe('credential forms', () => {
  let clock: ReturnType<typeof fakeClock> | undefined;
  beforeEach(() => service.reset());
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    history.replaceState(history.state, '', location.pathname);
  });

  for (const [what, form] of Object.entries(FORMS)) {
    describe(what, () => {
      it('shows the password with an icon button inside its field: named Show password, pressed while it shows', async () => {
        const { el } = await mount(form);
        const field = input(el, 'password');
        const toggle = button(el, en.showPassword)!;
        expect(text(toggle), 'an icon, no text').to.equal('');
        expect(toggle.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
        const [box, icon] = [field.getBoundingClientRect(), toggle.getBoundingClientRect()];
        expect(icon.top >= box.top && icon.bottom <= box.bottom && icon.left >= box.left && icon.right <= box.right, 'inside the field').to.equal(true);
        expect(toggle.getAttribute('aria-pressed')).to.equal('false');
        toggle.click();
        await el.updateComplete;
        expect(field.type).to.equal('text');
        expect(toggle.getAttribute('aria-pressed')).to.equal('true');
        expect(button(el, en.showPassword), 'the same name, pressed').to.equal(toggle);
        await expect(el).to.be.accessible();
      });

      it('says, politely and tied to the field, that Caps Lock is on while it is', async () => {
        const { el } = await mount(form);
        const field = input(el, 'password');
        const warning = $(el, `#${field.id}-caps`)!;
        expect(warning.getAttribute('role')).to.equal('status');
        expect(text(warning)).to.equal('');
        key(field, true);
        await el.updateComplete;
        expect(text(warning)).to.equal('Caps Lock is on.');
        expect(describedBy(field)).to.include(warning);
        key(field, false);
        await el.updateComplete;
        expect(text(warning)).to.equal('');
        key(field, true);
        await el.updateComplete;
        field.dispatchEvent(new FocusEvent('blur'));
        await el.updateComplete;
        expect(text(warning), 'gone with the focus').to.equal('');
      });

      it(form.hint ? 'suggests 8 or more characters, and still sends a shorter password' : 'suggests no length for the password the fan already has', async () => {
        const { el } = await mount(form);
        const hint = $(el, `#${input(el, 'password').id}-hint`);
        if (!form.hint) {
          expect(hint).to.equal(null);
          return;
        }
        expect(text(hint)).to.equal('Use 8 or more characters.');
        expect(describedBy(input(el, 'password'))).to.include(hint);
        await typeFields(el, form.fields);
        submitButton(el).click();
        await until(async () => (await sent(form.request)).length === 1, 'the request');
      });

      it('counts down the wait a 429 asks for, and sends nothing until it is over', async () => {
        const start = Date.now();
        clock = fakeClock(start);
        const { el } = await mount(form);
        await service.fault({ match: form.request, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '42' }, times: 1 });
        await typeFields(el, form.fields);
        submitButton(el).click();
        await until(() => formError(el).includes('0:42'), 'the wait');
        const alert = $(el, '.form-error')!;
        const seen = () => text(alert.querySelector('[aria-hidden="true"]'));
        const heard = text(alert.querySelector('.visually-hidden'));
        expect(seen()).to.equal('Too many attempts. Try again in 0:42.');
        expect(heard, 'read out once').to.equal('Too many attempts. Try again in 0:42.');
        expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
        clock.to(start + 1_000);
        await el.updateComplete;
        expect(seen()).to.equal('Too many attempts. Try again in 0:41.');
        expect(text(alert.querySelector('.visually-hidden')), 'an alert that does not talk each second').to.equal(heard);
        submitButton(el).click();
        await el.updateComplete;
        expect(await sent(form.request), 'nothing sent while waiting').to.have.length(1);
        clock.to(start + 42_000);
        await el.updateComplete;
        expect(formError(el)).to.equal('');
        expect(submitButton(el).getAttribute('aria-disabled')).to.equal('false');
        submitButton(el).click();
        await until(async () => (await sent(form.request)).length === 2, 'the second try');
      });
    });
  }

  describe('a link that opens a view (?loyalty-view=)', () => {
    for (const [view, tag, start] of [
      ['signup', 'loyalty-signup', 'email'],
      ['login', 'loyalty-login', 'email'],
      ['reset', 'loyalty-reset', 'email'],
    ] as const) {
      it(`?loyalty-view=${view} takes the fan to ${tag}'s first field, once, and leaves the address`, async () => {
        history.replaceState(history.state, '', `${location.pathname}?ref=news&loyalty-view=${view}#top`);
        const others = (['loyalty-login', 'loyalty-signup', 'loyalty-reset'] as const).filter((other) => other !== tag);
        // Another credential element arrives first: it is not the one asked for, and leaves the parameter.
        const first = await mountElement(others[0]);
        expect(focused(first.el)).to.equal(null);
        expect(location.search).to.contain(`loyalty-view=${view}`);
        const { el } = await mountElement(tag);
        await until(() => focused(el) === input(el, start), `focus on ${tag}'s ${start}`);
        expect(location.search + location.hash, 'read once, the rest of the address kept').to.equal('?ref=news#top');
        const second = await mountElement(tag);
        expect(focused(second.el), 'a second one stays put').to.equal(null);
      });
    }

    it('takes a logged-in fan to the greeting', async () => {
      const { scope } = await mountElement('loyalty-signup');
      await logIn(scope);
      history.replaceState(history.state, '', `${location.pathname}?loyalty-view=login`);
      const login = document.createElement('loyalty-login');
      for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory' })) login.setAttribute(name, value);
      scope.append(login);
      await until(() => focused(login)?.id === 'user-name', 'the greeting');
    });
  });
});
