import { html, nothing, type TemplateResult } from 'lit';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, disconnectPlatform, updateProfile, uploadAvatar } from '../../api/profile.js';
import { billingPortal, changePlan, type PlanRequest } from '../../api/billing.js';
import { PLATFORM_NAMES, type CurrentUser, type Platform, type ProfileChanges, type User } from '../../api/types.js';
import type { WordKey } from '../../i18n/english.js';
import type { Session } from '../../session/session.js';
import { Submission } from '../../controllers/submission.js';
import { field, FormState, interestsField, toggled, type FieldErrors, formError, submitButton, submitError } from '../../base/form-fields.js';
import { birthDate, money, today } from '../../base/form-values.js';
import { LoyaltyElement, states } from '../../base/loyalty-element.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { labels } from '../../base/labels.styles.js';
import { choices } from '../../base/choices.styles.js';
import { loggedOutPrompt } from '../../base/logged-out.js';
import { accountStyles } from './loyalty-account.styles.js';
import { inviteSection } from './account-invite.js';
import { avatarForm, chosenPlan, planForm, platformList, PROFILE, saved, SHIPPING, TEXT_FIELDS, type PlanChoice, type TextField } from './account-parts.js';

/** Where each section says what happened: its status, or its alert when `failed`. */
type Section = 'profile' | 'shipping' | 'avatar' | 'platforms' | 'plan';

/**
 * The logged-in fan's own account: profile (username, date of birth, interests), shipping address,
 * avatar, connected platforms, membership and an invite link. Each save sends only what changed
 * and the service's answer becomes the fan every element of the session shows.
 *
 * @attr platforms - Space-separated platforms to offer to connect, besides those connected (as on `<loyalty-login>`).
 * @attr return-path - Path on your site the billing pages send the fan back to (default: this page's).
 * @attr referral-href - Address of your sign-up page for the invite link (default: this page); `?referral_id=<fan id>` is added.
 * @attr currency - ISO currency code of membership prices (default `USD`).
 * @attr login-href - Address of the log-in page (`http:`, `https:` or relative): the logged-out prompt offers "Log in" there.
 *
 * @fires {LoyaltyBeforeRedirectEvent} loyalty-before-redirect - Cancelable, before leaving for a platform (`oauth`) or the service's billing pages (`billing`); `detail.url` never carries the token.
 * @fires {LoyaltyLogoutEvent} loyalty-logout - The service refused the session's token (`detail.reason` is `expired`).
 *
 * @slot logged-out - Your own prompt, shown instead of "Log in to see and change your account." while no fan is logged in.
 *
 * @csspart form - Each section's form (profile, shipping, avatar, plan).
 * @csspart field - A label, its input and its error.
 * @csspart label - A field's label.
 * @csspart input - A text, date, file or select input, and the invite link.
 * @csspart button - Every button.
 * @csspart submit - Each form's primary button.
 * @csspart tag - An interest (a toggle button, pressed when chosen).
 * @csspart avatar - The fan's avatar, or the image chosen before upload.
 * @csspart platform - One platform's row.
 * @csspart message - What a section did (`role=status`), and the logged-out prompt.
 * @csspart link - "Log in" in the logged-out prompt, with `login-href`.
 * @csspart error - What went wrong (`role=alert`), beside its form or field.
 *
 * @tag loyalty-account
 */
export class LoyaltyAccount extends LoyaltyElement {
  static override styles = [baseStyles, labels, choices, accountStyles];
  static override properties = {
    platforms: {},
    returnPath: { attribute: 'return-path' },
    referralHref: { attribute: 'referral-href' },
    currency: {},
    loginHref: { attribute: 'login-href' },
    ...states('said', 'plan', 'confirming', 'copied'),
  };

  platforms = '';
  returnPath = '';
  referralHref = '';
  currency = 'USD';
  /** Address of the page where a fan logs in: the logged-out prompt links to it. */
  loginHref = '';

  /** What each section last did, said beside it. */
  private said: Partial<Record<Section, { text: () => string; failed?: boolean }>> = {};
  /** What the fan typed, by field, until it is saved, what is wrong with it, and where focus goes next. */
  readonly #form = new FormState<TextField>(this, undefined, (name) => name);
  /** The interests chosen, while they differ from the fan's. */
  #tags?: Set<number>;
  #avatar?: { file: File; preview: string };
  #avatarError?: WordKey;
  private confirming?: Platform;
  private plan: PlanChoice = { interval: 'month' };

  /** Every call of the account: one at a time, what it did said in its section, let go when the fan changes. */
  readonly #call = new Submission<[Section, (token: string, signal: AbortSignal) => Promise<(() => string) | void>]>(
    this,
    async ([section, run], signal) => {
      this.said = { ...this.said, [section]: undefined };
      this.#section = section;
      const done = await this.authorized((token) => run(token, signal));
      signal.throwIfAborted();
      if (done) this.said = { ...this.said, [section]: { text: done } };
      this.#form.focus(`#${section}-said`);
    },
    (error) => {
      const section = this.#section!;
      this.said = { ...this.said, [section]: { text: () => this.describe(error), failed: true } };
      this.#form.focus(`#${section}-failed`);
      return this.fail(error, `account-${section}`);
    },
    () => this.session?.token,
  );
  #section?: Section;

  protected override sessionChanged(): void {
    // Another fan (or none): nothing typed or said for the last one stays.
    if (this.#call.busy || this.session?.token === this.#fanToken) return;
    this.#fanToken = this.session?.token;
    this.#form.clear();
    this.#tags = this.confirming = undefined;
    this.#dropAvatar();
    this.plan = { interval: 'month' };
    this.said = {};
    this.copied = undefined;
    // A fan who logged in elsewhere on the page: read as `GET /user` has them, with their connected platforms.
    if (this.#fanToken && !this.session?.user?.connected) void this.readFan();
  }
  #fanToken?: string;
  /** Whether the invite link was copied, or could not be. */
  private copied?: boolean;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#dropAvatar();
  }

  /** The answer's fan becomes the session's: the card and every element show them at once. */
  #take(session: Session, answer: CurrentUser) {
    session.update({ user: answer.user, rank: answer.rank ?? session.rank, unread: answer.unread ?? session.unread });
  }

  #save(section: 'profile' | 'shipping', event: Event) {
    event.preventDefault();
    const session = this.session!;
    const user = session.user!;
    if (!this.#call.ready) return;
    const names = section === 'profile' ? PROFILE : SHIPPING;
    const changes: ProfileChanges = {};
    const errors: FieldErrors<TextField> = {};
    for (const name of names) {
      const value = this.#form.values[name];
      if (value === undefined || value === saved(user, name)) continue;
      if (name === 'username' && !value.trim()) errors.username = 'enterUsername';
      else if (name !== 'dateOfBirth') changes[name] = value.trim();
      else if (!(changes.dateOfBirth = birthDate(value))) errors.dateOfBirth = 'enterRealDateOfBirth';
    }
    const tags = section === 'profile' && this.#tags;
    if (tags) changes.tags = [...tags].sort((a, b) => a - b);
    if (!this.#form.check(errors)) return;
    // Nothing changed: nothing to send, and nothing is lost.
    if (!Object.keys(changes).length) return void (this.said = { ...this.said, [section]: { text: () => this.words.saved } });
    void this.#call.run(section, async (token, signal) => {
      this.#take(session, await updateProfile(session.client, changes, token, { signal }));
      // Saved: the fields show the fan as the service now has them; what was not sent stays typed.
      for (const name of names) delete this.#form.values[name];
      if (tags) this.#tags = undefined;
      return () => this.words.saved;
    });
  }

  #chooseAvatar(event: Event) {
    const file = (event.target as HTMLInputElement).files?.[0];
    this.#dropAvatar();
    this.#avatarError = !file ? undefined : !AVATAR_TYPES.includes(file.type) || file.size > AVATAR_MAX_BYTES ? 'avatarUnfit' : undefined;
    if (file && !this.#avatarError) this.#avatar = { file, preview: URL.createObjectURL(file) };
    this.requestUpdate();
  }

  #dropAvatar() {
    if (this.#avatar) URL.revokeObjectURL(this.#avatar.preview);
    this.#avatar = undefined;
  }

  #upload(event: Event) {
    event.preventDefault();
    const session = this.session!;
    const chosen = this.#avatar;
    if (!chosen) return this.#form.focus('#avatar-file');
    void this.#call.run('avatar', async (token, signal) => {
      this.#take(session, await uploadAvatar(session.client, chosen.file, token, { signal }));
      this.#dropAvatar();
      return () => this.words.avatarSaved;
    });
  }

  #disconnect(platform: Platform) {
    const session = this.session!;
    void this.#call.run('platforms', async (token, signal) => {
      await disconnectPlatform(session.client, platform, token, { signal });
      this.confirming = undefined;
      await this.readFan();
      return () => this.words.disconnected(PLATFORM_NAMES[platform]);
    });
  }

  /** The billing pages send the fan back here (or to `return-path`). */
  get #returnPath() {
    return this.returnPath || location.pathname + location.search;
  }

  #changePlan(event: Event, confirm = false) {
    event.preventDefault();
    const session = this.session!;
    const membership = chosenPlan(session.user!, this.#memberships(), this.plan)?.id;
    if (membership === undefined) return;
    const request: PlanRequest = { membership, interval: this.plan.interval, returnPath: this.#returnPath };
    void this.#call.run('plan', async (token, signal) => {
      const { amountDue, href } = await changePlan(session.client, request, confirm, token, { signal });
      this.plan = { ...this.plan, due: amountDue && !confirm ? amountDue : undefined };
      if (href) return void (this.redirect(href, 'billing') || this.#unsafe());
      if (this.plan.due) return this.#form.focus('plan-confirm');
      await this.readFan();
      const name = session.user?.loyaltyMembership?.name ?? '';
      return () => this.words.planChanged(name);
    });
  }

  #manageBilling() {
    const session = this.session!;
    void this.#call.run('plan', async (token, signal) => {
      const href = await billingPortal(session.client, this.#returnPath, token, { signal });
      if (!this.redirect(href, 'billing')) this.#unsafe();
    });
  }

  #unsafe(): never {
    throw new Error(this.words.unsafeRedirect);
  }

  #memberships() {
    return this.teamSettings?.memberships ?? [];
  }

  protected override renderSession(session: Session): unknown {
    const user = session.user;
    if (!user) return html`<div tabindex="-1">${loggedOutPrompt(this.words.accountLoggedOut, this.loginHref, this.words.logIn)}</div>`;
    const words = this.words;
    return html`${this.#section_('profile', words.profile, this.#profileForm(user))}
      ${this.#section_('shipping', words.shipping, this.#textForm('shipping', user, SHIPPING))}
      ${this.#section_('avatar', words.avatar, this.#avatarForm(user))}
      ${this.#section_('platforms', words.platformsHeading, this.#platformList(user))}
      ${this.#section_('plan', words.membership, this.#planForm(user))}
      ${inviteSection(words, this.referralHref, user, this.copied, (copied) => (this.copied = copied))}`;
  }

  /** A section: its heading, what is drawn, and where it says what it did (status and alert, there before they speak). */
  #section_(name: Section, heading: string, body: TemplateResult): TemplateResult {
    const said = this.said[name];
    const wait = this.#section === name && this.#call.wait.left;
    return html`<section aria-labelledby=${`${name}-heading`}>
      <h2 id=${`${name}-heading`}>${heading}</h2>
      ${body}
      <p part="message" id=${`${name}-said`} role="status" tabindex="-1">${said && !said.failed ? said.text() : ''}</p>
      ${wait ? submitError(this.words, this.#call.wait, said?.text(), `${name}-failed`) : formError(said?.failed ? said.text() : '', `${name}-failed`)}
    </section>`;
  }

  #textField(section: 'profile' | 'shipping', user: User, name: TextField) {
    const [label, autocomplete] = TEXT_FIELDS[name];
    return field({
      ...this.#form.of(name, this.words),
      label: this.words[label],
      value: this.#form.values[name] ?? saved(user, name),
      autocomplete,
      type: name === 'dateOfBirth' ? 'date' : 'text',
      max: name === 'dateOfBirth' ? today() : undefined,
      required: name === 'username',
      describedBy: this.said[section]?.failed ? `${section}-failed` : undefined,
    });
  }

  #textForm(section: 'profile' | 'shipping', user: User, names: TextField[], after: unknown = nothing) {
    const busy = this.#section === section && this.#call.busy;
    return html`<form part="form" novalidate aria-busy=${busy} @submit=${(e: Event) => this.#save(section, e)}>
      ${names.map((name) => this.#textField(section, user, name))} ${after}
      ${submitButton(busy ? this.words.saving : this.words.save, !this.#call.ready)}
    </form>`;
  }

  #profileForm(user: User) {
    const tags = this.teamSettings?.tags ?? [];
    const chosen = () => this.#tags ?? new Set((user.tags ?? []).map((tag) => tag.id));
    const toggle = (id: number) => {
      this.#tags = toggled(chosen(), id);
      this.requestUpdate();
    };
    return this.#textForm('profile', user, PROFILE, interestsField(this.words, tags, chosen(), toggle));
  }

  #avatarForm(user: User) {
    const error = this.#avatarError;
    return avatarForm(this.words, this.#avatar?.preview ?? this.image(this.serviceUrl(user.avatar)), error && this.words[error], {
      busy: this.#section === 'avatar' && this.#call.busy,
      ready: this.#call.ready,
      choose: (event) => this.#chooseAvatar(event),
      submit: (event) => this.#upload(event),
      imageFailed: this.imageFailed,
    });
  }

  #platformList(user: User) {
    return platformList(this.words, user, this.platforms, this.confirming, {
      ready: this.#call.ready,
      ask: (platform) => ((this.confirming = platform), this.#form.focus('.confirm')),
      keep: (platform) => ((this.confirming = undefined), this.#form.focus(`[data-platform=${platform}] button`)),
      disconnect: (platform) => this.#disconnect(platform),
      connect: (platform) => this.connectPlatform(platform),
    });
  }

  #planForm(user: User) {
    const locale = this.locale;
    return planForm({ words: this.words, locale, money: (cents) => money(cents, locale, this.currency) }, user, this.#memberships(), this.plan, {
      ready: this.#call.ready,
      busy: this.#section === 'plan' && this.#call.busy,
      choose: (plan) => (this.plan = plan),
      submit: (event) => this.#changePlan(event, !!this.plan.due),
      manage: () => this.#call.ready && this.#manageBilling(),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-account': LoyaltyAccount;
  }
}
