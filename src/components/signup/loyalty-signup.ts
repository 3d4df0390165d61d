import { html, nothing } from 'lit';
import { signup } from '../../api/account.js';
import type { Interval, Membership, SignupRequest, Tag } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { Submission } from '../../controllers/submission.js';
import { LoyaltySignupEvent } from '../../base/host-events.js';
import { emailError, emailField, field, formError, FormState, interestsField, passwordField, submitButton, toggled, type FieldErrors } from '../../base/form-fields.js';
import { CredentialElement } from '../../base/credential-element.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { states } from '../../base/loyalty-element.js';
import { platformButtons, platformsThenForm } from '../../base/platform-buttons.js';
import { adopt } from '../../page/adopted-sheets.js';
import { pageParam } from '../../page/safe-url.js';
import { Problem } from '../../i18n/speech.js';
import { signupFormCss, signupStyles } from './loyalty-signup.styles.js';
import { birthDate, paid, today } from '../../base/form-values.js';
import { billingChoices, choice, choiceText, pricesIn, type Prices } from '../../base/plan-choices.js';

type Field = 'email' | 'password' | 'dateOfBirth' | 'nickname';
type Errors = FieldErrors<Field | 'membership'>;

/** A JSON attribute read as a list; anything but a JSON array is ignored. */
const jsonList = {
  fromAttribute(value: string | null): unknown[] {
    try {
      const list: unknown = JSON.parse(value ?? '');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  },
};

/** A membership or tag the fan can choose: a whole-number id and a name (a primitive has neither). */
const isChoice = (item: unknown): item is Tag => Number.isInteger((item as Tag | null)?.id) && typeof (item as Tag).name === 'string';

/** A positive whole number written in decimal digits, else undefined. */
const positiveInt = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value.trim()) && Number.isSafeInteger(+value) && +value > 0 ? +value : undefined;

/**
 * Sign-up form for a loyalty program: e-mail, password, date of birth, optional username,
 * membership with its billing interval, interest tags, and sign-up through a platform. On success
 * the session starts (every element of the team shows the new member), and a checkout address the
 * service returns is followed when it is a web address.
 *
 * @attr memberships - JSON array of membership objects offered instead of the team's own (also the `memberships` property).
 * @attr tags - JSON array of tag objects offered instead of the team's own (also the `tags` property).
 * @attr interval - Billing interval chosen at first: `month` (default) or `year`.
 * @attr currency - ISO currency code of membership prices (default `USD`).
 * @attr referral-id - Id of the referring user; else `?referral_id=` of the page address.
 * @attr gift-token - Gift token; else `?gift_token=` of the page address.
 * @attr return-path - Path the hosted checkout returns to.
 * @attr platforms - Space-separated platforms offered for sign-up (`twitch discord ...`).
 *
 * @fires {LoyaltySignupEvent} loyalty-signup - The fan signed up and the session started; `detail.user`, `detail.href` (the checkout, when the service sends one).
 * @fires {LoyaltyBeforeRedirectEvent} loyalty-before-redirect - Cancelable, before leaving for the checkout or a platform; `detail.url`, `detail.reason` (`signup-checkout` or `oauth`).
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @csspart button - The "Sign up with ..." buttons.
 * @csspart platform - The "Sign up with ..." buttons.
 * @csspart message - The welcome message (role=status).
 * @csspart link - The "Continue to payment" link.
 * @csspart error - A refused checkout address, or what is wrong with `team` or `base-url` (role=alert).
 *
 * @formpart form - The form.
 * @formpart field - Each field, and the membership, billing and interest groups.
 * @formpart label - Field labels and group legends.
 * @formpart input - Text, date and password inputs.
 * @formpart button - Every button of the form.
 * @formpart submit - The sign-up button.
 * @formpart tag - Interest toggles.
 * @formpart message - The notice that the memberships and interests could not be read (the fan can sign up now and choose them later).
 * @formpart error - Error messages (role=alert).
 *
 * @tag loyalty-signup
 */
export class LoyaltySignup extends CredentialElement {
  static override styles = [baseStyles, signupStyles];

  // Its attributes, and what redraws it but is no attribute.
  static override properties = {
    memberships: { converter: jsonList },
    tags: { converter: jsonList },
    interval: {},
    currency: {},
    referralId: { attribute: 'referral-id' },
    giftToken: { attribute: 'gift-token' },
    returnPath: { attribute: 'return-path' },
    platforms: {},
    ...states('chosenInterval', 'chosenMembership', 'chosenTags', 'welcomed', 'checkout', 'redirectFailure'),
  };


  /** Memberships offered, instead of the team's own; the first free one is chosen at first. */
  memberships: Membership[] = [];

  /** Interest tags offered, instead of the team's own. */
  tags: Tag[] = [];

  interval: Interval = 'month';
  currency = 'USD';
  referralId?: string;
  giftToken?: string;
  returnPath?: string;
  platforms = '';

  readonly #form = new FormState<Field | 'membership'>(this, 'signup', (name) => this.pageId(name));
  private chosenInterval?: Interval;
  private chosenMembership?: number;
  private chosenTags = new Set<number>();
  private welcomed = false;
  /** The checkout the service asked for, offered as a link in case the page stays (a cancelled redirect). */
  private checkout?: string;
  /** The checkout address was refused: said under the welcome. */
  private redirectFailure?: unknown;

  readonly #submitting = new Submission(
    this,
    async ([body]: [SignupRequest], signal) => {
      const session = this.session!;
      const result = await signup(session.client, body, { signal });
      signal.throwIfAborted();
      session.start(result);
      const href = result.href ? this.serviceUrl(result.href) : undefined;
      this.welcomed = true;
      this.checkout = href;
      // Sent, what was typed (the password above all) is kept no longer: the form is gone.
      this.#form.clear();
      this.dispatchEvent(new LoyaltySignupEvent(result.user, href));
      if (result.href && !this.redirect(result.href, 'signup-checkout')) {
        this.redirectFailure = this.fail(new Problem('unsafeRedirect'), 'signup-redirect');
      }
      this.#form.focus('[part~="message"]');
    },
    (error) => this.fail(error, 'signup'),
    () => this.session,
  );

  // Its own pieces' look, beside the shared one, wherever the form is drawn.
  protected override styleFormsIn(root: Node): void {
    super.styleFormsIn(root);
    adopt(root, [signupFormCss]);
  }

  protected override sessionChanged(): void {
    if (this.session?.loggedIn) return;
    // Logged out (or another team): nothing the last fan entered stays for the next one.
    this.welcomed = false;
    this.#form.clear();
    this.chosenTags = new Set();
    this.checkout = this.redirectFailure = this.#submitting.error = undefined;
  }

  /** What the page set, when it set a list (a subset, an order); else the team's own. */
  #offered<K extends 'memberships' | 'tags'>(key: K): this[K] {
    const own = this[key];
    return (Array.isArray(own) && own.length ? own : (this.teamSettings?.[key] ?? [])).filter(isChoice) as this[K];
  }

  get #currentInterval(): Interval {
    return this.chosenInterval ?? (this.interval === 'year' ? 'year' : 'month');
  }

  /** The chosen membership, else the first free one. */
  get #currentMembership(): Membership | undefined {
    const list = this.#offered('memberships');
    return list.find((m) => m.id === this.chosenMembership) ?? list.find((m) => !paid(m));
  }

  /** How the form shows prices: in the fan's words and language, in the page's currency. */
  get #prices(): Prices {
    return pricesIn(this.words, this.locale, this.currency);
  }

  #validate(): Errors {
    const { email = '', password, dateOfBirth } = this.#form.values;
    const errors: Errors = { email: emailError(email) };
    if (!password) errors.password = 'choosePassword';
    if (!dateOfBirth) errors.dateOfBirth = 'enterDateOfBirth';
    else if (!birthDate(dateOfBirth)) errors.dateOfBirth = 'enterRealDateOfBirth';
    if (this.#offered('memberships').length && !this.#currentMembership) errors.membership = 'chooseMembership';
    return errors;
  }

  #request(): SignupRequest {
    const { email = '', password = '', dateOfBirth = '', nickname = '' } = this.#form.values;
    const chosen = this.chosenTags;
    return {
      email: email.trim(),
      password,
      dateOfBirth: birthDate(dateOfBirth)!,
      interval: this.#currentInterval,
      tags: this.#offered('tags').filter((tag) => chosen.has(tag.id)).map((tag) => tag.id),
      membership: this.#currentMembership?.id,
      username: nickname.trim() || undefined,
      referralId: positiveInt(this.referralId ?? pageParam('referral_id')),
      giftToken: this.giftToken || pageParam('gift_token') || undefined,
      returnPath: this.returnPath || undefined,
    };
  }

  async #onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.#submitting.ready) return;
    this.#form.read(event);
    if (this.#form.check(this.#validate())) await this.#submitting.run(this.#request());
  }

  protected override renderSession(session: Session) {
    const words = this.words;
    if (session.loggedIn) {
      const name = session.user?.name ?? '';
      // A panel in the success look, not a bare line where the form was.
      return html`<p part="message" class="done" role="status" tabindex="-1">${this.welcomed ? words.welcome(name) : words.loggedInAs(name)}</p>
        ${this.welcomed && this.checkout ? html`<a part="link" href=${this.checkout}>${words.continueToPayment}</a>` : nothing}
        ${this.redirectFailure ? formError(this.describe(this.redirectFailure)) : nothing}`;
    }
    return platformsThenForm(
      platformButtons(this.platforms, words.signUpWith, (platform) => this.connectPlatform(platform)),
      words.or,
    );
  }

  protected override renderPageForm(session: Session) {
    if (session.loggedIn) return nothing;
    const words = this.words;
    const of = (name: Field) => this.#form.of(name, words);
    const busy = this.#submitting.busy;
    return html`<form part="form" novalidate aria-busy=${busy} @submit=${this.#onSubmit}>
      ${this.submitError(this.#submitting)} ${emailField(words, of('email'))}
      ${passwordField(words, { ...of('password'), label: words.password, autocomplete: 'new-password' }, this.#form, words.passwordLength)}
      ${field({ ...of('dateOfBirth'), label: words.dateOfBirth, type: 'date', autocomplete: 'bday', required: true, max: today() })}
      ${field({ ...of('nickname'), label: words.username, autocomplete: 'nickname' })}
      ${this.#renderMemberships()} ${interestsField(words, this.#offered('tags'), this.chosenTags, (id) => (this.chosenTags = toggled(this.chosenTags, id)))}
      ${session.teamFailed && !this.#offered('memberships').length ? html`<p part="message" role="status">${words.teamUnavailable}</p>` : nothing}
      ${submitButton(busy ? words.signingUp : words.signUp, !this.#submitting.ready, true, undefined, this.#submitting.wait.left)}
    </form>`;
  }

  #renderMemberships() {
    const list = this.#offered('memberships');
    if (!list.length) return nothing;
    const chosen = this.#currentMembership;
    const words = this.words;
    const problem = this.#form.errors.membership;
    const error = problem && words[problem];
    const errorId = this.pageId('membership-error');
    // Membership first; how to pay only once a paid one is chosen.
    return html`<fieldset part="field" aria-describedby=${error ? errorId : nothing}>
        <legend part="label">${words.membership}</legend>
        ${list.map((m) =>
          choice(
            'membership',
            m === chosen,
            // The membership's name and price, one text beside the radio that wraps between its pieces.
            choiceText(this.#prices, m.name, m, this.#currentInterval),
            () => {
              this.chosenMembership = m.id;
              this.#form.errors.membership = undefined;
            },
            !!error,
          ),
        )}
        <p part="error" id=${errorId} role="alert">${error}</p>
      </fieldset>
      ${chosen && paid(chosen)
        ? html`<fieldset part="field">
            <legend part="label">${words.billing}</legend>
            ${billingChoices(this.#prices, chosen, this.#currentInterval, (interval) => (this.chosenInterval = interval))}
          </fieldset>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-signup': LoyaltySignup;
  }
}
