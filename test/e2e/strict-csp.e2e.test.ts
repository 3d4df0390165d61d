import { expect } from '@open-wc/testing';
import { storageKey } from '../../src/session/session-store.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';

type Frame = Window & { violations?: string[]; ready?: boolean };

describe('under a strict Content-Security-Policy (end to end)', () => {
  const key = storageKey(serviceUrl.replace(/\/+$/, ''), DEMO_TEAM);
  let iframe: HTMLIFrameElement;

  beforeEach(async () => {
    await service.reset();
    // Logged in, as a reload finds the fan: the login shows the member and the events load.
    localStorage.setItem(key, JSON.stringify(await service.login()));
  });
  afterEach(() => {
    iframe?.remove();
    localStorage.removeItem(key);
  });

  it('draws and styles every element without a single violation', async () => {
    iframe = document.createElement('iframe');
    iframe.src = `/test/e2e/pages/strict-csp.html?service=${encodeURIComponent(serviceUrl)}`;
    iframe.width = '900';
    iframe.height = '900';
    document.body.append(iframe);
    const frame = () => iframe.contentWindow as Frame;
    const shadow = (tag: string) => frame().document.querySelector(tag)?.shadowRoot;
    await until(() => frame()?.ready, 'the page', 1200);
    await until(() => shadow('loyalty-events')?.querySelector('li[part~="event"] img'), 'the events with images', 1200);
    await until(() => shadow('loyalty-login')?.querySelector('[part~="user"]'), 'the member', 1200);

    // Styles arrived through adopted style sheets, in the shadow roots and (for the credential
    // forms drawn in the page) in the document: the shared look is applied.
    const submit = frame().document.querySelector('loyalty-reset [part~="submit"]')!;
    expect(frame().getComputedStyle(submit).fontWeight).to.equal('600');
    expect(frame().getComputedStyle(frame().document.querySelector('loyalty-reset form')!).display).to.equal('grid');
    expect(frame().getComputedStyle(frame().document.querySelector('loyalty-events')!).display).to.equal('grid');

    // Nothing in any element carries an inline style attribute.
    for (const tag of ['loyalty-login', 'loyalty-signup', 'loyalty-reset', 'loyalty-events']) {
      expect(shadow(tag)!.querySelectorAll('[style]').length, tag).to.equal(0);
      expect(frame().document.querySelectorAll(`${tag} [style]`).length, tag).to.equal(0);
    }
    // The platform marks are drawn as inline SVG: nothing fetched, nothing refused.
    expect(shadow('loyalty-login')!.querySelectorAll('[part~="platform"] svg.mark path[d]').length, 'Connect Twitch, Connect Discord').to.equal(2);
    expect(frame().violations).to.deep.equal([]);
  });
});
