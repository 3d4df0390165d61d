import { html, nothing } from 'lit';
import { forgotPassword, resetPassword } from '../../api/account.js';
import { ApiError, currentUser } from '../../api/client.js';
import type { Auth } from '../../api/types.js';
import { Submission } from '../../controllers/submission.js';
import { LoyaltyPasswordForgotEvent, LoyaltyPasswordResetEvent } from '../../base/host-events.js';
import { emailError, emailField, field, formError, FormState, minutes, pageLink, passwordField, submitButton } from '../../base/form-fields.js';
import { CredentialElement } from '../../base/credential-element.js';
import { states } from '../../base/loyalty-element.js';
import type { Session } from '../../session/session.js';
import { forgetLinkParam, linkParam, TOKEN_PARAM } from '../../page/link-params.js';

/** How long "Send again" waits after a link was sent. */
const RESEND_SECONDS = 30;

/**
 * Password recovery. Without a token: an e-mail form that asks the service to send a reset link,
 * answered with the same neutral confirmation whether or not the account exists. With a token
 * (`?password_token=` in the page address, or the `token` attribute): a new password and its
 * confirmation. Neither call carries the session's token.
 *
 * @attr token - Reset token; else `?password_token=` of the page address.
 * @attr return-path - Path the e-mailed link leads to (default: this page's path).
 * @attr login-href - Login page linked after a successful reset (http(s) or relative).
 *
 * @fires {LoyaltyPasswordForgotEvent} loyalty-password-forgot - The service accepted the request for a link; `detail.email`.
 * @fires {LoyaltyPasswordResetEvent} loyalty-password-reset - The password was changed.
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @csspart message - Confirmation messages (role=status).
 * @csspart button - The "Send again" button.
 * @csspart link - The link to the login page.
 * @csspart error - A failed "Send again", or what is wrong with `team` or `base-url` (role=alert).
 *
 * @formpart form - The form.
 * @formpart field - Each field.
 * @formpart label - Field labels.
 * @formpart input - Inputs.
 * @formpart button - Every button of the form.
 * @formpart submit - The form's primary button.
 * @formpart error - Error messages (role=alert).
 *
 * @tag loyalty-reset
 */
export class LoyaltyReset extends CredentialElement {
  // Its attributes, and what redraws it but is no attribute.
  static override properties = {
    token: {},
    returnPath: { attribute: 'return-path' },
    loginHref: { attribute: 'login-href' },
    ...states('pageToken', 'forgetting', 'tokenRefused', 'sentTo', 'changed', 'loggedIn'),
  };


  token?: string;
  returnPath?: string;
  loginHref?: string;

  /** The token of the link the page was opened with (taken out of the address as the page loaded, or as the element arrived). */
  private pageToken?: string;
  /** The fan gave up on the token and asks for a new link. */
  private forgetting = false;
  readonly #form = new FormState<'email' | 'password' | 'confirm'>(this, 'reset', (name) => this.pageId(name));
  /** The last failure was the token's: offer a new link. */
  private tokenRefused = false;
  private sentTo?: string;
  private changed = false;
  /** The service's answer to the reset logged the fan in. */
  private loggedIn = false;

  readonly #forgot = new Submission(
    this,
    async ([email]: [string], signal) => {
      await forgotPassword(this.session!.client, { email, returnPath: this.returnPath || window.location.pathname }, { signal });
      this.sentTo = email;
      // However the fan waits for the mail, a second one is not sent in the same breath.
      this.#forgot.wait.start(RESEND_SECONDS);
      this.dispatchEvent(new LoyaltyPasswordForgotEvent(email));
      // The form gives way to the confirmation: that is where the fan reads on.
      this.#form.focus('[part~="message"]');
    },
    (error) => this.fail(error, 'password-forgot'),
    () => this.session,
  );

  readonly #reset = new Submission(
    this,
    async ([password, token]: [string, string], signal) => {
      const session = this.session!;
      const answer = await resetPassword(session.client, { password, token }, { signal });
      // A service that answers with a session lets the fan in; with only its token, the fan is read
      // with it (failing that, the fan logs in as the base contract has it).
      const auth = answer.token ? { token: answer.token, user: answer.user ?? (await currentUser(session.client, answer.token, { signal }).catch(() => undefined))?.user } : {};
      // Let go meanwhile (another team, the element gone): nobody is logged in, nothing is said.
      signal.throwIfAborted();
      if (auth.user) session.start(auth as Auth);
      this.loggedIn = !!auth.user;
      this.changed = true;
      // Sent, what was typed (the password above all) is kept no longer: the form is gone.
      this.#form.clear();
      forgetLinkParam(TOKEN_PARAM);
      this.dispatchEvent(new LoyaltyPasswordResetEvent());
      this.#form.focus('[part~="message"]');
    },
    (error) => {
      // The service refused the request itself (an expired or used token): a 4xx. A 5xx, a 429
      // (too many tries) or no answer is no fault of the link: the same link works on a retry.
      this.tokenRefused = error instanceof ApiError && error.kind === 'http' && error.status < 500 && error.status !== 429;
      return this.fail(error, 'password-reset');
    },
    () => this.session,
  );

  override connectedCallback(): void {
    this.pageToken ??= linkParam(TOKEN_PARAM);
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Gone from the page, it lets the link's token go, unless an element put in its place (as a
    // framework rebuilding the page does, in one go) took it meanwhile.
    const token = this.pageToken;
    if (token) setTimeout(() => this.isConnected || forgetLinkParam(TOKEN_PARAM, token));
  }

  get #resetToken(): string | undefined {
    return this.forgetting ? undefined : this.token || this.pageToken || undefined;
  }

  /** Sending, or made to wait: no form sends now. */
  get #busy(): boolean {
    return !this.#forgot.ready || !this.#reset.ready;
  }

  async #onForgot(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.#busy) return;
    const { email = '' } = this.#form.read(event);
    if (this.#form.check({ email: emailError(email) })) await this.#forgot.run(email.trim());
  }

  async #onReset(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.#busy) return;
    const { password, confirm } = this.#form.read(event);
    const valid = this.#form.check({
      password: password ? undefined : 'chooseNewPassword',
      confirm: password && confirm !== password ? 'passwordsDiffer' : undefined,
    });
    this.tokenRefused = false;
    if (valid) await this.#reset.run(password!, this.#resetToken!);
  }

  /** Leaves a refused token behind for the e-mail form. */
  #askForLink(): void {
    this.forgetting = true;
    this.tokenRefused = false;
    forgetLinkParam(TOKEN_PARAM);
    // The pressed button is gone with its form: the e-mail field is where the fan goes on.
    this.#form.focus('[name="email"]');
  }

  protected override renderSession(session: Session) {
    const words = this.words;
    if (this.changed) {
      return this.loggedIn && session.user
        ? html`<p part="message" role="status" tabindex="-1">${words.passwordChangedLoggedIn(session.user.name)}</p>`
        : html`<p part="message" role="status" tabindex="-1">${words.passwordChanged}</p>
            ${pageLink(this.loginHref, words.logIn)}`;
    }
    if (this.sentTo && !this.#resetToken) {
      return html`<p part="message" role="status" tabindex="-1">${words.linkSent(this.sentTo)}</p>
        ${this.submitError(this.#forgot)}
        <button part="button" type="button" aria-disabled=${this.#busy} @click=${() => this.#busy || this.#forgot.run(this.sentTo!)}>
          ${this.#forgot.busy ? words.sending : this.#forgot.wait.left ? words.sendAgainIn(minutes(this.#forgot.wait.left)) : words.sendAgain}
        </button>
        ${pageLink(this.loginHref, words.backToLogIn)}`;
    }
    return html`<slot name="form"></slot>`;
  }

  protected override renderPageForm() {
    if (this.changed) return nothing;
    if (this.#resetToken) return this.#renderReset();
    return this.sentTo ? nothing : this.#renderForgot();
  }

  #renderForgot() {
    const words = this.words;
    return html`<form part="form" novalidate @submit=${this.#onForgot}>
      ${this.submitError(this.#forgot)}
      <p class="hint" id=${this.pageId('forgot-hint')}>${words.forgotHint}</p>
      ${emailField(words, { ...this.#form.of('email', words), describedBy: this.pageId('forgot-hint') })}
      ${submitButton(this.#forgot.busy ? words.sending : words.sendResetLink, this.#busy, true, undefined, this.#forgot.wait.left)}
    </form>`;
  }

  #renderReset() {
    const words = this.words;
    const password = this.#form.of('password', words);
    const confirm = this.#form.of('confirm', words);
    const refused = this.#reset.error && !this.forgetting;
    // A refused link (used or expired) makes a new link the way on; the form stays, a step back,
    // in case it was the password the service refused.
    return html`<form part="form" novalidate @submit=${this.#onReset}>
      ${refused ? this.submitError(this.#reset) : formError(undefined, this.pageId('form-error'))}
      ${this.tokenRefused ? html`<button part="button submit" type="button" @click=${this.#askForLink}>${words.sendNewLink}</button>` : nothing}
      ${passwordField(words, { ...password, label: words.newPassword, autocomplete: 'new-password' }, this.#form, words.passwordLength, `${password.id} ${confirm.id}`)}
      ${field({ ...confirm, label: words.confirmPassword, type: this.#form.shown ? 'text' : 'password', autocomplete: 'new-password', required: true })}
      ${submitButton(this.#reset.busy ? words.changing : refused && !this.tokenRefused ? words.retry : words.changePassword, this.#busy, !this.tokenRefused)}
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-reset': LoyaltyReset;
  }
}
