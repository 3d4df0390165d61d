import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../src/index.js';
import type { LoyaltyEvents, LoyaltyLogin } from '../../src/index.js';
import { eachStartsLoggedOut, pageKey } from '../support/session.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { text } from '../support/shadow.js';

describe('events on a creator page (end to end)', () => {
  eachStartsLoggedOut();

  it('log in in the header → the footer lists events → details → back → log out → prompt', async () => {
    // As a creator writes it: no provider of our own, no common ancestor but the page.
    const page = await fixture<HTMLElement>(html`<div>
      <header><loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl}></loyalty-login></header>
      <main><p>Creator content</p></main>
      <footer><loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${`${serviceUrl}/media/resource/{id}`}></loyalty-events></footer>
    </div>`);
    const login = page.querySelector<LoyaltyLogin>('loyalty-login')!;
    const events = page.querySelector<LoyaltyEvents>('loyalty-events')!;
    await Promise.all([login.updateComplete, events.updateComplete]);
    const $ = <T extends HTMLElement = HTMLElement>(selector: string) => events.shadowRoot!.querySelector<T>(selector);

    expect(text($('slot[name="logged-out"]'))).to.equal('Log in to see upcoming events.');
    expect((await service.requests()).filter((r) => r.path.includes('/event'))).to.be.empty;

    login.querySelector<HTMLInputElement>('[name="email"]')!.focus();
    await sendKeys({ type: DEMO_EMAIL });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: DEMO_PASSWORD });
    await sendKeys({ press: 'Enter' });

    await until(() => $('li[part~="event"]:not(.placeholder)'), 'the footer’s events');
    const lists = (await service.requests()).filter((r) => r.path.endsWith('/event/list'));
    expect(lists).to.have.length(1);
    expect(lists[0].headers['x-user-auth-token']).to.equal(JSON.parse(localStorage.getItem(pageKey)!).token);
    expect(lists[0].headers.origin).to.equal(window.location.origin);
    const names = [...events.shadowRoot!.querySelectorAll('li[part~="event"] [part~="event-name"]')].map(text);
    expect(names.slice(0, 2)).to.have.members(['24-hour Speedrun Marathon', 'Nightjar Cup: Grand Finals']);
    expect(names.at(-1)).to.equal('Spring Invitational');

    // One Tab stop per event: its name opens its details.
    const open = [...events.shadowRoot!.querySelectorAll<HTMLButtonElement>('.open')].find((button) => text(button) === 'Merch Drop: Season 4 Jerseys')!;
    open.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => (service.requests() as Promise<{ path: string }[]>).then((r) => r.some((q) => q.path.endsWith('/event/4'))), 'the event request');
    await until(() => events.shadowRoot!.querySelector('[part~="event"][aria-busy="false"]'), 'the details');
    expect(text($('#detail-name'))).to.equal('Merch Drop: Season 4 Jerseys');
    expect(events.shadowRoot!.activeElement).to.equal($('#detail-name'));
    expect($<HTMLAnchorElement>('a[part~="cta"]')!.href).to.equal('https://nightjar.example.com/shop');

    $('button.back')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !$('.list')!.hidden, 'the list again');
    expect(events.shadowRoot!.activeElement).to.equal(open);

    const logout = [...login.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => text(b) === 'Log out')!;
    logout.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => $('slot[name="logged-out"]'), 'the prompt');
    expect($('[part~="event"]')).to.equal(null);
    expect(localStorage.getItem(pageKey)).to.equal(null);
  });
});
