import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError } from '../api/client.js';
import { LoyaltyPasswordForgotEvent, LoyaltyPasswordResetEvent } from '../shared/events.js';
import { emailError, emailField, field, focusInput, formError, passwordField, passwordStyles, submitButton, valid } from '../shared/form.js';
import { LoyaltyElement } from '../shared/loyalty-element.js';
import { pageParam, safeHttpUrl } from '../shared/safe-url.js';

const TOKEN_PARAM = 'password_token';

/** Takes the used token out of the address bar, keeping every other parameter and the hash. */
function forgetPageToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return;
  url.searchParams.delete(TOKEN_PARAM);
  history.replaceState(history.state, '', url);
}

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
 *
 * @csspart form - The form.
 * @csspart field - Each field.
 * @csspart label - Field labels.
 * @csspart input - Inputs.
 * @csspart button - Every button.
 * @csspart submit - The form's primary button.
 * @csspart error - Error messages (role=alert).
 * @csspart message - Confirmation messages (role=status).
 * @csspart link - The link to the login page.
 *
 * @tag loyalty-reset
 */
export class LoyaltyReset extends LoyaltyElement {
  static override styles = [...LoyaltyElement.styles, passwordStyles];

  @property() token?: string;
  @property({ attribute: 'return-path' }) returnPath?: string;
  @property({ attribute: 'login-href' }) loginHref?: string;

  /** The token in the page address when the element arrived (the address loses it after use). */
  @state() private pageToken?: string;
  /** The fan gave up on the token and asks for a new link. */
  @state() private forgetting = false;
  @state() private email = '';
  @state() private password = '';
  @state() private confirm = '';
  @state() private shown = false;
  @state() private errors: { email?: string; password?: string; confirm?: string } = {};
  @state() private error?: string;
  /** The last failure was the token's: offer a new link. */
  @state() private tokenRefused = false;
  @state() private sentTo?: string;
  @state() private changed = false;

  private readonly forgot = new Task(this, {
    autoRun: false,
    task: async ([email]: readonly [string], { signal }) => {
      try {
        await this.session!.client.forgotPassword({ email, returnPath: this.returnPath || window.location.pathname }, { signal });
        this.sentTo = email;
        this.dispatchEvent(new LoyaltyPasswordForgotEvent(email));
      } catch (error) {
        if (!signal.aborted) this.error = this.fail(error, 'password-forgot');
      }
    },
  });

  private readonly reset = new Task(this, {
    autoRun: false,
    task: async ([password, token]: readonly [string, string], { signal }) => {
      try {
        await this.session!.client.resetPassword({ password, token }, { signal });
        this.changed = true;
        this.password = this.confirm = '';
        forgetPageToken();
        this.dispatchEvent(new LoyaltyPasswordResetEvent());
        await this.updateComplete;
        focusInput(this.shadowRoot, '[part~="message"]');
      } catch (error) {
        if (signal.aborted) return;
        this.error = this.fail(error, 'password-reset');
        // The service refused the request itself (an expired or used token), not the network.
        this.tokenRefused = error instanceof ApiError && error.kind === 'http';
      }
    },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.pageToken ??= pageParam(TOKEN_PARAM);
  }

  private get resetToken(): string | undefined {
    return this.forgetting ? undefined : this.token || this.pageToken || undefined;
  }

  private get busy(): boolean {
    return this.forgot.status === TaskStatus.PENDING || this.reset.status === TaskStatus.PENDING;
  }

  /** Shows the errors found, focusing the first; true when there were none. */
  private check(errors: typeof this.errors): Promise<boolean> {
    this.errors = errors;
    this.error = undefined;
    return valid(this, errors);
  }

  private async onForgot(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const email = this.email.trim();
    const valid = await this.check({ email: emailError(email) });
    if (valid) await this.forgot.run([email]);
  }

  private async onReset(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const { password, confirm } = this;
    const valid = await this.check({
      password: password ? undefined : 'Choose a new password.',
      confirm: password && confirm !== password ? "The passwords don't match." : undefined,
    });
    this.tokenRefused = false;
    if (valid) await this.reset.run([password, this.resetToken!]);
  }

  /** Leaves a refused token behind for the e-mail form. */
  private async askForLink(): Promise<void> {
    this.forgetting = true;
    this.error = undefined;
    this.tokenRefused = false;
    forgetPageToken();
    // The pressed button is gone with its form: the e-mail field is where the fan goes on.
    await this.updateComplete;
    focusInput(this.shadowRoot, '#email');
  }

  protected override renderSession() {
    if (this.changed) {
      const login = safeHttpUrl(this.loginHref);
      return html`<p part="message" role="status" tabindex="-1">Your password has been changed. You can log in with it now.</p>
        ${login ? html`<a part="link" href=${login}>Log in</a>` : nothing}`;
    }
    return this.resetToken ? this.renderReset() : this.renderForgot();
  }

  private renderForgot() {
    return html`<form part="form" novalidate @submit=${this.onForgot}>
        <p class="hint" id="forgot-hint">Enter the e-mail address of your account and we'll send you a link to choose a new password.</p>
        ${emailField({
          value: this.email,
          error: this.errors.email,
          describedBy: 'forgot-hint',
          onInput: (value) => ((this.email = value), (this.errors = {})),
        })}
        ${formError(this.error)} ${submitButton('Send reset link', 'Sending…', this.busy)}
      </form>
      <p part="message" role="status">
        ${this.sentTo ? `If an account uses ${this.sentTo}, we've sent it a link to choose a new password. Check your inbox.` : ''}
      </p>`;
  }

  private renderReset() {
    const { errors } = this;
    return html`<form part="form" novalidate @submit=${this.onReset}>
      ${passwordField(
        {
          name: 'password',
          label: 'New password',
          autocomplete: 'new-password',
          required: true,
          value: this.password,
          error: errors.password,
          onInput: (value) => ((this.password = value), (this.errors = { ...errors, password: undefined })),
        },
        this.shown,
        () => (this.shown = !this.shown),
        'password confirm',
      )}
      ${field({
        name: 'confirm',
        label: 'Confirm new password',
        type: this.shown ? 'text' : 'password',
        autocomplete: 'new-password',
        required: true,
        value: this.confirm,
        error: errors.confirm,
        onInput: (value) => ((this.confirm = value), (this.errors = { ...errors, confirm: undefined })),
      })}
      ${formError(this.error)}
      ${this.tokenRefused ? html`<button part="button" type="button" @click=${this.askForLink}>Send me a new link</button>` : nothing}
      ${submitButton('Change password', 'Changing…', this.busy)}
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-reset': LoyaltyReset;
  }
}
