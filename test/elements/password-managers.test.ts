import { expect } from '@open-wc/testing';
import { html } from 'lit';
import type { LoyaltyLogin } from '../../src/components/login/loyalty-login.js';
import { scopedFixture } from '../support/scope.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { $, describedBy, fieldError, input, submitButton, text } from '../support/shadow.js';

/** What a password manager that never looks inside shadow roots finds on the page. */
const fromDocument = (selector: string) => [...document.querySelectorAll<HTMLInputElement>(selector)];

async function mountForms() {
  const { el } = await scopedFixture<HTMLDivElement>(html`<div>
    <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-login>
    <loyalty-signup team="another-team" base-url=${serviceUrl} storage="memory"></loyalty-signup>
    <loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" token="from-the-link"></loyalty-reset>
  </div>`);
  const [login, signup, reset] = ['loyalty-login', 'loyalty-signup', 'loyalty-reset'].map((tag) => el.querySelector(tag)!);
  return { login: login as LoyaltyLogin, signup, reset };
}

describe('password managers', () => {
  beforeEach(() => service.reset());

  it('find every credential field from the document, in a form, labelled, with ids unique in the page', async () => {
    const { login, signup, reset } = await mountForms();
    expect(fromDocument('input[autocomplete="username"]')).to.deep.equal([input(login, 'email')]);
    expect(fromDocument('input[autocomplete="current-password"]')).to.deep.equal([input(login, 'password')]);
    expect(fromDocument('input[autocomplete="email"]')).to.deep.equal([input(signup, 'email')]);
    expect(fromDocument('input[autocomplete="new-password"]')).to.deep.equal([input(signup, 'password'), input(reset, 'password'), input(reset, 'confirm')]);
    const fields = fromDocument('loyalty-login input, loyalty-signup input, loyalty-reset input');
    for (const field of fields) {
      expect(field.form, field.name).to.be.instanceOf(HTMLFormElement);
      expect(text(field.labels?.[0]), `${field.name} is labelled`).not.to.equal('');
    }
    const ids = fromDocument('[id]').map((node) => node.id);
    expect(ids.length).to.equal(new Set(ids).size);
  });

  it('keep each field’s error tied to it, in the document', async () => {
    const { login } = await mountForms();
    submitButton(login).click();
    await until(() => text(fieldError(login, 'email')), 'the e-mail’s error');
    const [error] = describedBy(input(login, 'email'));
    expect(error).to.equal(document.getElementById(error!.id));
    expect(text(error)).to.equal('Enter your e-mail address.');
  });

  it('log the fan in with values put straight into the fields, without an input event', async () => {
    const { login } = await mountForms();
    input(login, 'email').value = DEMO_EMAIL;
    input(login, 'password').value = DEMO_PASSWORD;
    submitButton(login).click();
    await until(() => $(login, '[part~="user"]'), 'the logged-in fan');
    const [request] = (await service.requests()).filter((r) => r.path.endsWith('/login'));
    expect(request.body).to.deep.equal({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });

  it('never take the optional sign-up username for the login identifier', async () => {
    const { signup } = await mountForms();
    const nickname = input(signup, 'nickname');
    expect(nickname.getAttribute('autocomplete')).to.equal('nickname');
    expect(fromDocument('input[autocomplete="username"], input[name="username"]')).not.to.include(nickname);
  });
});
