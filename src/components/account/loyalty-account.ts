import { html, nothing, type TemplateResult } from 'lit';
import { disconnectPlatform, updateProfile, uploadAvatar } from '../../api/profile.js';
import { billingPortal, changePlan, type PlanRequest } from '../../api/billing.js';
import type { CallOptions } from '../../api/client.js';
import { PLATFORM_NAMES, type CurrentUser, type Platform, type ProfileChanges, type User } from '../../api/types.js';
import type { Session } from '../../session/session.js';
import { Submission } from '../../controllers/submission.js';
import { FormState, interestsField, toggled, formError, submitButton, submitError } from '../../base/form-fields.js';
import { LoyaltyElement, states } from '../../base/loyalty-element.js';
import { baseStyles } from '../../base/loyalty-element.styles.js';
import { labels } from '../../base/labels.styles.js';
import { choices } from '../../base/choices.styles.js';
import { loggedOutPrompt } from '../../base/logged-out.js';
import { priceOf, pricesIn } from '../../base/plan-choices.js';
import type { Said } from '../../base/list-element.js';
import { accountStyles } from './loyalty-account.styles.js';
import { avatarForm, unfitAvatar } from './account-avatar.js';
import { inviteSection } from './account-invite.js';
import { platformList } from './account-platforms.js';
import { changed, FIELDS, textField, type TextField } from './account-parts.js';
import { FIRST_CHOICE, planFields, plansToChange, type PlanChoice } from './account-plan.js';

/** Where each section says what happened: its status, or its alert when `failed`. */
type Section = 'profile' | 'shipping' | 'avatar' | 'platforms' | 'plan';

/** A section's call with the fan's token, in `session`; resolves to what to say, if anything. */
type SectionCall = (session: Session, token: string, options: CallOptions) => Promise<Said | void>;

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
  private said: Partial<Record<Section, { text: Said; failed?: boolean }>> = {};
  /** What the fan typed, by field, until it is saved, what is wrong with it, and where focus goes next. */
  readonly #form = new FormState<TextField>(this, undefined, (name) => name);
  /** The interests chosen, while they differ from the fan's. */
  #tags?: Set<number>;
  /** The image chosen to upload, and its preview's address. */
  #avatar?: { file: File; preview: string };
  /** Whether the file chosen is no image the service takes. */
  #avatarUnfit = false;
  private confirming?: Platform;
  private plan: PlanChoice = FIRST_CHOICE;

  /** Every call of the account: one at a time, what it did said in its section, let go when the fan changes. */
  readonly #call = new Submission<[Section, SectionCall]>(
    this,
    async ([section, call], signal) => {
      this.#say(section);
      this.#section = section;
      const session = this.session!;
      const done = await this.authorized((token) => call(session, token, { signal }));
      signal.throwIfAborted();
      // What it did is said, and the fan taken there; a call that said nothing has left, or taken the fan where they go on.
      if (done) {
        this.#say(section, done);
        this.#form.focus(`#${section}-said`);
      }
    },
    (error) => {
      const section = this.#section!;
      this.#say(section, () => this.describe(error), true);
      this.#form.focus(`#${section}-failed`);
      return this.fail(error, `account-${section}`);
    },
    () => this.session?.token,
  );
  /** The section of the last call: where it is under way, or said what it did. */
  #section?: Section;

  /** Has `section` say `text` (an alert when `failed`), or nothing. */
  #say(section: Section, text?: Said, failed?: boolean) {
    this.said = { ...this.said, [section]: text && { text, failed } };
  }

  protected override sessionChanged(): void {
    // Another fan (or none): nothing typed or said for the last one stays.
    if (this.#call.busy || this.session?.token === this.#fanToken) return;
    this.#fanToken = this.session?.token;
    this.#form.clear();
    this.#tags = this.confirming = undefined;
    this.#dropAvatar();
    this.plan = FIRST_CHOICE;
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

  /** The answer's fan becomes the session's: the card and every element show them at once (with the rank and unread count it had, where the answer leaves them out). */
  #take(session: Session, answer: CurrentUser) {
    session.update({ rank: session.rank, unread: session.unread, ...answer });
  }

  #save(section: 'profile' | 'shipping', event: Event) {
    event.preventDefault();
    const user = this.session!.user!;
    if (!this.#call.ready) return;
    const names = FIELDS[section];
    const changes: ProfileChanges = {};
    const errors = changed(names, this.#form.values, user, changes);
    const tags = section === 'profile' && this.#tags;
    if (tags) changes.tags = [...tags].sort((a, b) => a - b);
    if (!this.#form.check(errors)) return;
    // Nothing changed: nothing to send, and nothing is lost.
    if (!Object.keys(changes).length) return this.#say(section, () => this.words.saved);
    void this.#call.run(section, async (session, token, options) => {
      this.#take(session, await updateProfile(session.client, changes, token, options));
      // Saved: the fields show the fan as the service now has them; what was not sent stays typed.
      for (const name of names) delete this.#form.values[name];
      if (tags) this.#tags = undefined;
      return () => this.words.saved;
    });
  }

  #chooseAvatar(event: Event) {
    const file = (event.target as HTMLInputElement).files?.[0];
    this.#dropAvatar();
    this.#avatarUnfit = !!file && unfitAvatar(file);
    if (file && !this.#avatarUnfit) this.#avatar = { file, preview: URL.createObjectURL(file) };
    this.requestUpdate();
  }

  #dropAvatar() {
    if (this.#avatar) URL.revokeObjectURL(this.#avatar.preview);
    this.#avatar = undefined;
  }

  #upload(event: Event) {
    event.preventDefault();
    const chosen = this.#avatar;
    if (!chosen) return this.#form.focus('#avatar-file');
    void this.#call.run('avatar', async (session, token, options) => {
      this.#take(session, await uploadAvatar(session.client, chosen.file, token, options));
      this.#dropAvatar();
      return () => this.words.avatarSaved;
    });
  }

  #disconnect(platform: Platform) {
    void this.#call.run('platforms', async (session, token, options) => {
      await disconnectPlatform(session.client, platform, token, options);
      this.confirming = undefined;
      await this.readFan();
      return () => this.words.disconnected(PLATFORM_NAMES[platform]);
    });
  }

  /** The billing pages send the fan back here (or to `return-path`). */
  get #returnPath() {
    return this.returnPath || location.pathname + location.search;
  }

  #changePlan(event: Event, confirm: boolean) {
    event.preventDefault();
    const membership = plansToChange(this.teamSettings?.memberships, this.session!.user!, this.plan).chosen?.id;
    if (membership === undefined) return;
    const request: PlanRequest = { membership, interval: this.plan.interval, returnPath: this.#returnPath };
    void this.#call.run('plan', async (session, token, options) => {
      const { amountDue, href } = await changePlan(session.client, request, confirm, token, options);
      this.plan = { ...this.plan, due: amountDue && !confirm ? amountDue : undefined };
      if (href) return this.#toBilling(href);
      if (this.plan.due) return this.#form.focus('#plan-confirm');
      await this.readFan();
      const name = session.user?.loyaltyMembership?.name ?? '';
      return () => this.words.planChanged(name);
    });
  }

  #manageBilling() {
    void this.#call.run('plan', async (session, token, options) => this.#toBilling(await billingPortal(session.client, this.#returnPath, token, options)));
  }

  /** Leaves for the service's billing pages; an address that is not a web page fails the call. */
  #toBilling(href: string) {
    if (!this.redirect(href, 'billing')) throw new Error(this.words.unsafeRedirect);
  }

  protected override renderSession(session: Session): unknown {
    const user = session.user;
    if (!user) return html`<div tabindex="-1">${loggedOutPrompt(this.words.accountLoggedOut, this.loginHref, this.words.logIn)}</div>`;
    const words = this.words;
    const avatar = avatarForm(words, this.#avatar?.preview ?? this.image(this.serviceUrl(user.avatar)), this.#avatarUnfit, (event) => this.#chooseAvatar(event), (event) => this.#upload(event), this.#submit('avatar', words.upload, words.uploading), this.imageFailed);
    const platforms = platformList(words, user, this.platforms, this.confirming, this.#call.ready, (platform, next) => this.#confirm(platform, next), (platform) => this.#disconnect(platform), (platform) => this.connectPlatform(platform));
    return html`${this.#renderSection('profile', words.profile, this.#textForm('profile', user))}
      ${this.#renderSection('shipping', words.shipping, this.#textForm('shipping', user))}
      ${this.#renderSection('avatar', words.avatar, avatar)}
      ${this.#renderSection('platforms', words.platformsHeading, platforms)}
      ${this.#renderSection('plan', words.membership, this.#planForm(user))}
      ${inviteSection(words, this.referralHref, user, this.copied, (copied) => (this.copied = copied))}`;
  }

  /** A section: its heading, what is drawn, and where it says what it did (status and alert, there before they speak). */
  #renderSection(name: Section, heading: string, body: TemplateResult): TemplateResult {
    const said = this.said[name];
    const text = said?.text();
    const failure = said?.failed ? text : '';
    const alertId = `${name}-failed`;
    return html`<section aria-labelledby=${`${name}-heading`}>
      <h2 id=${`${name}-heading`}>${heading}</h2>
      ${body}
      <p part="message" id=${`${name}-said`} role="status" tabindex="-1">${said?.failed ? '' : text}</p>
      ${this.#section === name ? submitError(this.words, this.#call.wait, failure, alertId) : formError(failure, alertId)}
    </section>`;
  }

  /** A section's submit button: `label`, or `busyLabel` while its call is under way. */
  #submit(section: Section, label: string, busyLabel: string) {
    return submitButton(this.#section === section && this.#call.busy ? busyLabel : label, !this.#call.ready);
  }

  /** The profile's or the shipping address's fields (the profile's with the interests), and Save. */
  #textForm(section: 'profile' | 'shipping', user: User) {
    const chosen = () => this.#tags ?? new Set((user.tags ?? []).map((tag) => tag.id));
    const toggle = (id: number) => {
      this.#tags = toggled(chosen(), id);
      this.requestUpdate();
    };
    return html`<form part="form" novalidate aria-busy=${this.#section === section && this.#call.busy} @submit=${(e: Event) => this.#save(section, e)}>
      ${FIELDS[section].map((name) => textField(this.#form, this.words, user, name, this.said[section]?.failed ? `${section}-failed` : undefined))}
      ${section === 'profile' ? interestsField(this.words, this.teamSettings?.tags ?? [], chosen(), toggle) : nothing}
      ${this.#submit(section, this.words.save, this.words.saving)}
    </form>`;
  }

  /** Asks to confirm disconnecting `platform`, or no longer, and takes the fan to `next`. */
  #confirm(platform: Platform | undefined, next: string) {
    this.confirming = platform;
    this.#form.focus(next);
  }

  /**
   * The fan's plan and its price, the team's other plans to change to (the first shown at first),
   * billed monthly or yearly (each with its price, as the sign-up offers them), the amount the
   * service asks to confirm, with Confirm and Cancel, and Manage billing.
   */
  #planForm(user: User) {
    const prices = pricesIn(this.words, this.locale, this.currency);
    const { words } = prices;
    const { plan } = this;
    const ready = this.#call.ready;
    // Another plan or interval, or Cancel: the amount asked to confirm no longer stands.
    const choose = (choice: Partial<PlanChoice>) => (this.plan = { ...plan, due: undefined, ...choice });
    const current = user.loyaltyMembership;
    const { others, chosen } = plansToChange(this.teamSettings?.memberships, user, this.plan);
    return html`<p>${current ? words.yourPlan(current.name, priceOf(prices, current, 'month')) : words.noPlan}</p>
      ${others.length
        ? html`<form part="form" novalidate @submit=${(event: Event) => this.#changePlan(event, !!plan.due)}>
            ${planFields(prices, others, chosen, plan, choose)}
            ${plan.due
              ? html`<p id="plan-due">${words.amountDue(prices.money(plan.due))}</p>
                  <button part="button submit" id="plan-confirm" type="submit" aria-describedby="plan-due" aria-disabled=${!ready}>${words.confirm}</button>
                  <button part="button" type="button" @click=${() => choose({})}>${words.cancel}</button>`
              : this.#submit('plan', words.changePlan, words.saving)}
          </form>`
        : nothing}
      <p><button part="button" type="button" aria-disabled=${!ready} @click=${() => this.#manageBilling()}>${words.manageBilling}</button></p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'loyalty-account': LoyaltyAccount;
  }
}
