import type { User } from '../../api/types.js';
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
