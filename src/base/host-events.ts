import type { Mission, ShopItem, User } from '../api/types.js';
import type { EndReason } from '../session/session.js';

/** What the host page can listen to. Every event bubbles out of the shadow DOM. */
const init = <T>(detail: T, cancelable = false): CustomEventInit<T> => ({
  detail,
  bubbles: true,
  composed: true,
  cancelable,
});

/** A fan logged in (password or a session carried in by sign-up elsewhere is not announced here). */
export class LoyaltyLoginEvent extends CustomEvent<{ user: User }> {
  constructor(user: User) {
    super('loyalty-login', init({ user }));
  }
}

/** A fan signed up; `href` is where the service sends them next (a checkout), when it does. */
export class LoyaltySignupEvent extends CustomEvent<{ user: User; href?: string }> {
  constructor(user: User, href?: string) {
    super('loyalty-signup', init({ user, href }));
  }
}

/** The session ended: the fan logged out, or the service refused the token (`expired`). */
export class LoyaltyLogoutEvent extends CustomEvent<{ reason: EndReason }> {
  constructor(reason: EndReason = 'logout') {
    super('loyalty-logout', init({ reason }));
  }
}

/** The service accepted a request for a password reset link (it says nothing of whether the account exists). */
export class LoyaltyPasswordForgotEvent extends CustomEvent<{ email: string }> {
  constructor(email: string) {
    super('loyalty-password-forgot', init({ email }));
  }
}

/** The password was changed with the e-mailed token. */
export class LoyaltyPasswordResetEvent extends CustomEvent<Record<string, never>> {
  constructor() {
    super('loyalty-password-reset', init({}));
  }
}

export type RedirectReason = 'oauth' | 'signup-checkout' | 'billing';

/** About to leave the page. Cancel it to handle the navigation yourself (e.g. in a popup or router). */
export class LoyaltyBeforeRedirectEvent extends CustomEvent<{ url: string; reason: RedirectReason }> {
  constructor(url: string, reason: RedirectReason) {
    super('loyalty-before-redirect', init({ url, reason }, true));
  }
}

/**
 * Something failed while doing `action`. `message` is the sentence the element shows the fan, in
 * its language; `error` is the failure itself (an `ApiError` with its `kind` and `status` when
 * the service was involved).
 */
export class LoyaltyErrorEvent extends CustomEvent<{ error: Error; action: string; message: string }> {
  constructor(error: Error, action: string, message: string) {
    super('loyalty-error', init({ error, action, message }));
  }
}

/** The fan redeemed a reward; `gold` is their balance as the service told it afterwards. */
export class LoyaltyRedeemEvent extends CustomEvent<{ item: ShopItem; gold?: number }> {
  constructor(item: ShopItem, gold?: number) {
    super('loyalty-redeem', init({ item, gold }));
  }
}

/** The fan completed a mission; `gold` is their balance as the service told it afterwards. */
export class LoyaltyMissionCompleteEvent extends CustomEvent<{ mission: Mission; gold?: number }> {
  constructor(mission: Mission, gold?: number) {
    super('loyalty-mission-complete', init({ mission, gold }));
  }
}

/** Every event the elements fire, by name: what `addEventListener` hands each listener. */
export interface LoyaltyEventMap {
  'loyalty-login': LoyaltyLoginEvent;
  'loyalty-signup': LoyaltySignupEvent;
  'loyalty-logout': LoyaltyLogoutEvent;
  'loyalty-password-forgot': LoyaltyPasswordForgotEvent;
  'loyalty-password-reset': LoyaltyPasswordResetEvent;
  'loyalty-before-redirect': LoyaltyBeforeRedirectEvent;
  'loyalty-error': LoyaltyErrorEvent;
  'loyalty-redeem': LoyaltyRedeemEvent;
  'loyalty-mission-complete': LoyaltyMissionCompleteEvent;
}

// They bubble out of the shadow DOM, so a listener on any ancestor, the document or the window hears them.
declare global {
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface GlobalEventHandlersEventMap extends LoyaltyEventMap {}
  interface ElementEventMap extends LoyaltyEventMap {}
  interface DocumentEventMap extends LoyaltyEventMap {}
  interface WindowEventMap extends LoyaltyEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
