/**
 * Credential elements in a server's HTML, as Next (React 19), Astro islands and Nuxt send them: the
 * element upgrades before the framework hydrates, and the framework compares the element's children
 * with what it rendered (React throws the page away on a difference, error #418).
 */
import { expect } from '@open-wc/testing';
import { serviceUrl, until } from '../support/service.js';

type Frame = Window & { mismatches: string[]; appHydrated?: boolean; hydrateIsland(): void };

async function openPage(): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.src = `/test/elements/pages/server-rendered.html?service=${encodeURIComponent(serviceUrl)}`;
  document.body.append(iframe);
  await until(() => (iframe.contentWindow as Frame | null)?.appHydrated, 'the framework hydrated the app', 1200);
  return iframe;
}

describe('an element the server drew', () => {
  let iframe: HTMLIFrameElement | undefined;
  afterEach(() => iframe?.remove());

  it('adds no child before the framework hydrates it, and then draws its form in the page for password managers', async () => {
    iframe = await openPage();
    const page = iframe.contentWindow as Frame;
    const document = iframe.contentDocument!;
    expect(page.mismatches, 'children the framework did not render').to.deep.equal([]);
    // Then every credential field is in the page, where password managers look.
    await until(() => document.querySelectorAll('#app input[autocomplete="current-password"], #app input[autocomplete="new-password"]').length === 2, 'the forms in the page');
    expect([...document.querySelectorAll('#app input[autocomplete="username"]')].map((input) => input.closest('loyalty-login'))).to.deep.equal([document.querySelector('#app loyalty-login')]);
  });

  it('in an island not hydrated yet shows its form from the shadow root, and keeps what the fan typed when it moves it into the page', async () => {
    iframe = await openPage();
    const page = iframe.contentWindow as Frame;
    const login = iframe.contentDocument!.querySelector('astro-island loyalty-login')!;
    await until(() => login.shadowRoot?.querySelector('input[name="email"]'), 'the form, drawn in the shadow root');
    const email = login.shadowRoot!.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email.labels?.[0]?.textContent?.trim(), 'labelled where it is').to.equal('E-mail');
    expect(login.childNodes.length, 'nothing added to its children').to.equal(0);
    email.focus();
    email.value = 'fan@example.com';

    page.hydrateIsland();
    expect(page.mismatches, 'children the island did not render').to.deep.equal([]);
    await until(() => login.querySelector('input[name="email"]'), 'the form in the page');
    expect(login.querySelector('input[name="email"]'), 'the same field, moved').to.equal(email);
    expect(email.value).to.equal('fan@example.com');
    expect(iframe.contentDocument!.activeElement, 'the fan still in it').to.equal(email);
  });
});
