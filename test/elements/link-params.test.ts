/**
 * A link that hands the elements something in the page address (a reset token, a view to open), on
 * a page whose framework rebuilds the element and whose router writes back the address it read first.
 */
import { expect } from '@open-wc/testing';
import { serviceUrl, until } from '../support/service.js';

type Frame = Window & { routed?: boolean };

describe('a reset link in an app', () => {
  let iframe: HTMLIFrameElement | undefined;
  afterEach(() => iframe?.remove());

  it('gives the token to the element rebuilt in place of the first, and leaves the address clean after the router’s first navigation', async () => {
    iframe = document.createElement('iframe');
    const token = 'link-token-7f3a';
    iframe.src = `/test/elements/pages/reset-link.html?service=${encodeURIComponent(serviceUrl)}&campaign=spring&password_token=${token}&loyalty-view=reset#top`;
    document.body.append(iframe);
    const page = () => iframe!.contentWindow as Frame;
    await until(() => page()?.routed, 'the router’s first navigation', 1200);
    const reset = iframe.contentDocument!.querySelector('loyalty-reset')!;
    const field = () => reset.querySelector('input') ?? reset.shadowRoot?.querySelector('input');
    await until(field, 'a form');
    expect(field()!.autocomplete, 'the new-password form').to.equal('new-password');
    await until(() => !page().location.search.includes(token), 'the token out of the address again', 1200);
    expect(page().location.search + page().location.hash).to.equal('?service=' + encodeURIComponent(serviceUrl) + '&campaign=spring#top');
    expect(page().history.state, 'the router’s state kept').to.deep.equal({ router: 'first' });
    expect(iframe.contentDocument!.documentElement.outerHTML).not.to.contain(token);
  });
});
