import { html, nothing, type TemplateResult } from 'lit';
import { safeHttpUrl } from '../page/safe-url.js';

/**
 * What a list shows a fan who is not logged in: the page's own prompt, slotted in as
 * `logged-out`, else `sentence` and a next step, a "Log in" link in a button's look to `href`
 * (the element's `login-href`) when it is a web or relative address.
 */
export function loggedOutPrompt(sentence: string, href: string | undefined, logIn: string): TemplateResult {
  const login = safeHttpUrl(href);
  return html`<slot name="logged-out"
    ><p part="message">${sentence}</p>
    ${login ? html`<a part="link" class="go" href=${login}>${logIn}</a>` : nothing}</slot
  >`;
}
