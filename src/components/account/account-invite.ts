import { html, nothing, type TemplateResult } from 'lit';
import type { User } from '../../api/types.js';
import type { Words } from '../../i18n/english.js';
import { safeHttpUrl } from '../../page/safe-url.js';

/** What `<loyalty-signup>` reads from a page's address: who invited the fan. */
const REFERRAL_PARAM = 'referral_id';

/** The fan's invite link: the creator's sign-up page (with its fragment), else this page (without its own), with `?referral_id=<fan id>`. */
export function inviteLink(referralHref: string, user: User): string | undefined {
  const page = safeHttpUrl(referralHref || location.href);
  if (!page) return undefined;
  const link = new URL(page);
  if (!referralHref) link.hash = '';
  link.searchParams.set(REFERRAL_PARAM, String(user.id));
  return link.href;
}

/**
 * "Invite a friend": the link in a read-only field, Copy (its outcome, `copied` or not, said in a
 * status region, or the link selected for the fan to copy where the browser refuses), and Share
 * where the browser has the Web Share API.
 */
export function inviteSection(words: Words, referralHref: string, user: User, copied: boolean | undefined, onCopied: (copied: boolean) => void): TemplateResult | typeof nothing {
  const link = inviteLink(referralHref, user);
  if (!link) return nothing;
  const copy = async (event: Event) => {
    try {
      await navigator.clipboard.writeText(link);
      onCopied(true);
    } catch {
      (event.target as Element).closest('section')?.querySelector('input')?.select();
      onCopied(false);
    }
  };
  const share = () => navigator.share({ text: words.inviteText, url: link }).catch(() => undefined);
  return html`<section aria-labelledby="invite-heading">
    <h2 id="invite-heading">${words.invite}</h2>
    <div part="field">
      <label part="label" for="invite-link">${words.inviteLink}</label>
      <input part="input" id="invite-link" type="url" dir="ltr" readonly .value=${link} />
    </div>
    <p class="row">
      <button part="button" type="button" @click=${copy}>${words.copyLink}</button>
      ${'share' in navigator ? html`<button part="button" type="button" @click=${share}>${words.share}</button>` : nothing}
    </p>
    <p part="message" role="status">${copied ? words.copied : ''}</p>
    <p part="error" role="alert">${copied === false ? words.copyFailed : ''}</p>
  </section>`;
}
