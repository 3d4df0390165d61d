import { html, nothing } from 'lit';
import { login } from '../../api/client.js';
import type { LoginRequest, Tier, User } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { Submission } from '../../controllers/submission.js';
import { LoyaltyLoginEvent, LoyaltyLogoutEvent } from '../../base/host-events.js';
import { emailError, emailField, FormState, pageLink, passwordField, submitButton } from '../../base/form-fields.js';
import { CredentialElement } from '../../base/credential-element.js';
import { states } from '../../base/loyalty-element.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { platformButtons, platformsThenForm } from '../../base/platform-buttons.js';
import { pageParam, safeHttpUrl } from '../../page/safe-url.js';
import { loginStyles } from './loyalty-login.styles.js';

// Not in TypeScript's DOM library: Chromium's Credential Management password credential.
declare const PasswordCredential: new (data: { id: string; password: string; name?: string }) => Credential;

/**
 * Log in to a team's loyalty program with e-mail and password or through a platform; once logged
 * in (here, in another element of the same team, or in another tab), the fan's name, avatar, gold,
 * tier and membership, "Connect" buttons and "Log out".
 *
 * @attr forgot-href - Address of the password recovery page (`http:`, `https:` or relative).
 * @attr platforms - Space-separated platforms to offer: twitch youtube facebook instagram discord twitter spotify steam battlenet chess tiktok.
 * @attr gift-token - Gift token sent with the login; defaults to `?gift_token=` in the page address.
 * @attr show-unread - Show the count of the fan's unread notifications on the card.
 * @attr activity-href - Address of the page with `<loyalty-activity>`: the unread count links there.
 *
 * @fires {LoyaltyLoginEvent} loyalty-login - The fan logged in here; `detail.user`.
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The fan pressed "Log out" here, or the service refused the token (`detail.reason`).
 * @fires {LoyaltyBeforeRedirectEvent} loyalty-before-redirect - Cancelable, before leaving for a platform; `detail.url` (never with the fan's token), `detail.reason` (`oauth`).
 *
 * @csspart user - The logged-in fan's region.
 * @csspart avatar - The fan's avatar image.
 * @csspart button - The "Log out", "Log in with …" and "Connect …" buttons.
 * @csspart platform - A "Log in with …" or "Connect …" button.
 * @csspart progress - The bar of progress to the next tier.
 * @csspart link - The unread count, when `activity-href` says where the notifications are.
 * @csspart error - What is wrong with `team` or `base-url` (`role=alert`).
 *
 * @formpart form - The login form.
 * @formpart field - A label, its input and its error.
 * @formpart label - A field's label.
 * @formpart input - The e-mail and password inputs.
 * @formpart error - A field's or the form's error (`role=alert`).
 * @formpart button - Every button of the form.
 * @formpart submit - The "Log in" button.
 * @formpart link - The "Forgot your password?" and "Create an account" links.
 *
 * @tag loyalty-login
 */
export class LoyaltyLogin extends CredentialElement {
  static override styles = [baseStyles, loginStyles];

  // Its attributes, and what redraws it but is no attribute.
  static override properties = {
    forgotHref: { attribute: 'forgot-href' },
    signupHref: { attribute: 'signup-href' },
    platforms: {},
    giftToken: { attribute: 'gift-token' },
    showUnread: { type: Boolean, attribute: 'show-unread' },
    activityHref: { attribute: 'activity-href' },
    ...states('expired'),
  };

  /** Address of the password recovery page. */
  forgotHref = '';

  /** Address of the sign-up page, offered as "New here? Create an account". */
  signupHref = '';

  /** Space-separated platforms to offer; unknown names are ignored. */
  platforms = '';

  /** Gift token sent with the login (else `?gift_token=` from the page address). */
  giftToken = '';

  /** Show the count of the fan's unread notifications on the card. */
  showUnread = false;

  /** Address of the page with the fan's notifications (`<loyalty-activity>`): the unread count links there. */
  activityHref = '';

  readonly #form = new FormState<'email' | 'password'>(this, 'login', (name) => this.pageId(name));

  readonly #submit = new Submission(
    this,
    async ([session, request]: [Session, LoginRequest], signal) => {
      const auth = await login(session.client, request, { signal });
      signal.throwIfAborted();
      // The session first, so every element of the team shows the fan before anyone hears of it.
      session.start(auth);
      // Sent, what was typed (the password above all) is kept no longer: the form is gone.
      this.#form.clear();
      this.dispatchEvent(new LoyaltyLoginEvent(auth.user));
      // The browser's password manager may save what worked. Optional everywhere, so failures are ignored.
      try {
        navigator.credentials.store(new PasswordCredential({ id: request.email, password: request.password, name: auth.user.name })).catch(() => undefined);
      } catch {
        // A browser without PasswordCredential (all but Chromium's), or one that refuses it outright.
      }
      // The log-in answer has no rank or unread count: the card's are read at once.
      void this.readFan(session);
    },
    (error) => this.fail(error, 'login'),
    () => this.session,
  );

  /** Why the fan is reading the form again: their session ended because the service refused it. */
  private expired = false;

  protected override sessionChanged(): void {
    // Whichever element's call was refused, the login form is where the fan reads why.
    this.expired = !!this.session?.expired;
    // A shared device: the next fan finds the form empty, and no failure of the last one.
    if (!this.session?.loggedIn) {
      this.#form.clear();
      this.#submit.error = undefined;
    }
  }

  protected override renderSession(session: Session) {
    return session.user ? this.#renderUser(session.user, session) : platformsThenForm(this.#renderPlatforms(this.words.logInWith), this.words.or);
  }

  protected override renderPageForm(session: Session) {
    if (session.user) return nothing;
    const words = this.words;
    const form = this.#form;
    const busy = this.#submit.busy;
    const expired = this.expired ? words.sessionExpired : undefined;
    const describedBy = this.#submit.error || expired ? this.pageId('form-error') : undefined;
    // What stops the whole form (a 429's wait, no connection, a refusal) heads it, not under the password as if it were the password's.
    return html`<form part="form" novalidate aria-busy=${busy} @submit=${this.#onSubmit}>
      ${this.submitError(this.#submit, expired)}
      ${emailField(words, {
        ...form.of('email', words),
        // The identifier a password manager fills and saves with the password.
        autocomplete: 'username',
        describedBy,
      })}
      ${passwordField(words, { ...form.of('password', words), label: words.password, autocomplete: 'current-password', describedBy }, form)}
      ${submitButton(busy ? words.loggingIn : words.logIn, !this.#submit.ready, true, undefined, this.#submit.wait.left)}
      ${pageLink(this.forgotHref, words.forgotPassword)}
      ${safeHttpUrl(this.signupHref) ? html`<p>${words.newHere} ${pageLink(this.signupHref, words.createAccount)}</p>` : nothing}
    </form>`;
  }

  /**
   * The card, most important first: who, the balance (large, the one figure that names the
   * currency), the figures beside it, the tier card with its progress, then the account's actions
   * together at the foot.
   */
  #renderUser(user: User, { rank, unread }: Session) {
    const words = this.words;
    const avatar = this.image(this.serviceUrl(user.avatar));
    const row = (label: string, value: unknown) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
    // A figure the service may leave out: no row without it.
    const figure = (label: string, amount?: number) => (amount === undefined ? nothing : row(label, this.number(amount)));
    // A badge's picture beside its name, the name as text: a picture that fails takes nothing with it.
    const badge = (label: string, badge?: { name: string; resourceId?: number }) => (badge?.name ? row(label, this.#badge(badge)) : nothing);
    const balance = this.number(user.gold);
    const [before, after] = this.points(user.gold, true).split(balance);
    // The unread count links to the page's notifications where it has one.
    const unreadText = this.showUnread && unread !== undefined && words.unread(this.number(unread), unread);
    const tier = html`${badge(words.tier, user.loyaltyTier)} ${badge(words.membership, user.loyaltyMembership)}`;
    return html`<section part="user" aria-labelledby="user-name">
      ${avatar ? html`<img part="avatar" src=${avatar} alt="" @error=${this.imageFailed} />` : nothing}
      <p class="name" id="user-name" tabindex="-1">${user.name}</p>
      ${unreadText ? html`<p class="unread">${pageLink(this.activityHref, unreadText, unreadText)}</p>` : nothing}
      <p class="gold">${before}<span class="amount">${balance}</span>${after}</p>
      <dl>
        ${rank ? row(words.rank, words.rankOf(this.number(rank.position), this.number(rank.total))) : nothing}
        ${figure(words.goldEarned, user.goldTotal)}
        ${figure(words.goldSpent, user.goldSpent)}
      </dl>
      ${user.loyaltyTier?.name || user.loyaltyMembership?.name || this.teamSettings?.tiers.length
        ? html`<div class="tier"><dl>${tier}</dl>${this.#renderProgress(user)}</div>`
        : nothing}
      <div class="actions">
        ${this.#renderPlatforms(words.connect)}
        <button part="button" class="quiet" type="button" @click=${this.#logout}>${words.logOut}</button>
      </div>
    </section>`;
  }

  /** A badge's picture beside its name, the name as text: a picture that fails takes nothing with it. */
  #badge(badge: { name: string; resourceId?: number }) {
    const src = this.image(this.resource(badge.resourceId));
    return html`${src ? html`<img class="badge" src=${src} alt="" @error=${this.imageFailed} />` : nothing}${badge.name}`;
  }

  /**
   * How far the next tier is, from the team's tiers: the one above the fan's, else the first the
   * balance has not reached. The bar runs from the fan's tier's threshold to the next one's.
   */
  #renderProgress(user: User) {
    const tiers = this.teamSettings?.tiers;
    if (!tiers?.length) return nothing;
    const words = this.words;
    const at = tiers.findIndex((tier) => tier.id === user.loyaltyTier?.id);
    const next: Tier | undefined = at < 0 ? tiers.find((tier) => tier.gold > user.gold) : tiers[at + 1];
    if (!next) return html`<p>${words.topTier}</p>`;
    const from = Math.min(tiers[at]?.gold ?? 0, next.gold);
    const now = Math.min(Math.max(user.gold, from), next.gold);
    const left = Math.max(0, next.gold - user.gold);
    // Seen as a number (the balance above names the currency), heard with it.
    const toGo = words.toGo(this.points(left));
    return html`<div class="next">
      <p id="next-tier">${this.#badge({ ...next, name: words.nextTier(next.name) })}</p>
      <progress part="progress" role="progressbar" aria-labelledby="next-tier" max=${next.gold - from || 1} .value=${now - from}
        aria-valuemin=${from} aria-valuemax=${next.gold} aria-valuenow=${now} aria-valuetext=${toGo}></progress>
      <p aria-hidden="true">${words.toGo(this.number(left))}</p>
    </div>`;
  }

  #renderPlatforms(label: (name: string) => string) {
    return platformButtons(this.platforms, label, (platform) => this.connectPlatform(platform));
  }

  async #onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!this.#submit.ready) return;
    const { email = '', password = '' } = this.#form.read(event);
    this.expired = false;
    if (!this.#form.check({ email: emailError(email), password: password ? undefined : 'enterPassword' })) return;
    // No gift token goes as none (undefined is left out of the request's JSON).
    await this.#submit.run(this.session!, { email: email.trim(), password, giftToken: this.giftToken || pageParam('gift_token') || undefined });
    // After a refusal the fan retypes the password (the form error describes it); after success,
    // the greeting is where they are now.
    this.#form.focus(this.session?.loggedIn ? '#user-name' : '[name="password"]');
  }

  #logout() {
    if (this.session?.end()) this.dispatchEvent(new LoyaltyLogoutEvent());
    // The form is where the card was, but its e-mail may sit above the screen: focus without scrolling.
    this.#form.focus('[name="email"]', { preventScroll: true });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-login': LoyaltyLogin;
  }
}
