import { html, nothing } from 'lit';
import { PLATFORM_NAMES, PLATFORMS, type Interval, type Membership, type Platform, type User } from '../../api/types.js';
import { AVATAR_TYPES } from '../../api/profile.js';
import type { WordKey, Words } from '../../i18n/english.js';
import { submitButton } from '../../base/form-fields.js';
import { dateInputValue, paid } from '../../base/form-values.js';
import { billingChoices, priceOf, type Prices } from '../../base/plan-choices.js';

/** The fields of `PUT /user` the forms edit as text, with the word of their label and their autofill token. */
export const TEXT_FIELDS = {
  username: ['usernameLabel', 'nickname'],
  dateOfBirth: ['dateOfBirth', 'bday'],
  shippingAddressName: ['shippingName', 'shipping name'],
  shippingAddressStreet: ['street', 'shipping address-line1'],
  shippingAddressSuite: ['suite', 'shipping address-line2'],
  shippingAddressCity: ['city', 'shipping address-level2'],
  shippingAddressState: ['region', 'shipping address-level1'],
  shippingAddressZip: ['zip', 'shipping postal-code'],
  shippingAddressCountry: ['country', 'shipping country-name'],
} as const satisfies Record<string, [WordKey, string]>;
export type TextField = keyof typeof TEXT_FIELDS;
export const PROFILE: TextField[] = ['username', 'dateOfBirth'];
export const SHIPPING = Object.keys(TEXT_FIELDS).slice(2) as TextField[];

/** The field's value as the service has it, as the form shows it. */
export const saved = (user: User, name: TextField): string =>
  name === 'username' ? user.name : name === 'dateOfBirth' ? dateInputValue(user.dateOfBirth) : (user[name] ?? '');

/** The plan the fan is choosing: which, billed how, and the amount the service asked to confirm. */
export interface PlanChoice {
  membership?: number;
  interval: Interval;
  due?: number;
}

/**
 * Each platform connected, or offered by `platforms`, as connected or not: Connect, or Disconnect
 * after a confirmation in the page (the one `confirming`).
 */
export function platformList(
  words: Words,
  user: User,
  platforms: string,
  confirming: Platform | undefined,
  on: { ready: boolean; ask(p: Platform): void; keep(p: Platform): void; disconnect(p: Platform): void; connect(p: Platform): void },
) {
  const offered = platforms.toLowerCase().split(/\s+/);
  const connected = user.connected ?? [];
  return html`<ul class="platforms">
    ${PLATFORMS.filter((p) => connected.includes(p) || offered.includes(p)).map((platform) => {
      const name = PLATFORM_NAMES[platform];
      const linked = connected.includes(platform);
      return html`<li part="platform" data-platform=${platform}>
        <span><strong>${name}</strong> ${linked ? words.connected : words.notConnected}</span>
        ${confirming === platform
          ? html`<span role="group" aria-labelledby=${`ask-${platform}`}>
              <span id=${`ask-${platform}`}>${words.disconnectAsk(name)}</span>
              <button part="button submit" type="button" class="confirm" aria-disabled=${!on.ready} @click=${() => on.disconnect(platform)}>${words.disconnect(name)}</button>
              <button part="button" type="button" @click=${() => on.keep(platform)}>${words.keep}</button>
            </span>`
          : linked
            ? html`<button part="button" type="button" @click=${() => on.ask(platform)}>${words.disconnect(name)}</button>`
            : html`<button part="button" type="button" @click=${() => on.connect(platform)}>${words.connect(name)}</button>`}
      </li>`;
    })}
  </ul>`;
}

/** The plans the fan can change to: the team's, but their own. */
const otherPlans = (user: User, memberships: Membership[]): Membership[] => memberships.filter((m) => m.id !== user.loyaltyMembership?.id);

/** The plan the choice shows, and Change plan asks for: the one the fan chose, else the first of the others. */
export const chosenPlan = (user: User, memberships: Membership[], plan: PlanChoice): Membership | undefined => {
  const others = otherPlans(user, memberships);
  return others.find((m) => m.id === plan.membership) ?? others[0];
};

/**
 * The fan's plan and its price, the team's other plans to change to (the first shown at first),
 * billed monthly or yearly (each with its price, as the sign-up offers them), the amount the
 * service asks to confirm, with Confirm and Cancel, and Manage billing.
 */
export function planForm(
  prices: Prices,
  user: User,
  memberships: Membership[],
  plan: PlanChoice,
  on: { ready: boolean; busy: boolean; choose(plan: PlanChoice): void; submit(event: Event): void; manage(): void },
) {
  const { words } = prices;
  const current = user.loyaltyMembership;
  const others = otherPlans(user, memberships);
  const chosen = chosenPlan(user, memberships, plan);
  return html`<p>${current ? words.yourPlan(current.name, priceOf(prices, current, 'month')) : words.noPlan}</p>
    ${others.length
      ? html`<form part="form" novalidate @submit=${on.submit}>
          <div part="field">
            <label part="label" for="plan">${words.plan}</label>
            <select part="input" id="plan" @change=${(e: Event) => on.choose({ ...plan, membership: +(e.target as HTMLSelectElement).value, due: undefined })}>
              ${others.map(
                (m) =>
                  html`<option value=${m.id} ?selected=${m.id === plan.membership}>
                    ${paid(m) ? `${m.name}: ${priceOf(prices, m, 'month')}, ${priceOf(prices, m, 'year')}` : m.name}
                  </option>`,
              )}
            </select>
          </div>
          ${chosen && paid(chosen)
            ? html`<fieldset part="field">
                <legend part="label">${words.billing}</legend>
                ${billingChoices(prices, chosen, plan.interval, (interval) => on.choose({ ...plan, interval, due: undefined }))}
              </fieldset>`
            : nothing}
          ${plan.due
            ? html`<p id="plan-due">${words.amountDue(prices.money(plan.due))}</p>
                <button part="button submit" id="plan-confirm" type="submit" aria-describedby="plan-due" aria-disabled=${!on.ready}>${words.confirm}</button>
                <button part="button" type="button" @click=${() => on.choose({ ...plan, due: undefined })}>${words.cancel}</button>`
            : submitButton(on.busy ? words.saving : words.changePlan, !on.ready)}
        </form>`
      : nothing}
    <p><button part="button" type="button" aria-disabled=${!on.ready} @click=${on.manage}>${words.manageBilling}</button></p>`;
}

/** The avatar (or the image chosen, before upload), the file input with the limits said first, and Upload. */
export function avatarForm(
  words: Words,
  shown: string | undefined,
  error: string | undefined,
  on: { busy: boolean; ready: boolean; choose(event: Event): void; submit(event: Event): void; imageFailed(event: Event): void },
) {
  return html`<form part="form" class="avatar" novalidate @submit=${on.submit}>
    ${shown ? html`<img part="avatar" src=${shown} alt="" @error=${on.imageFailed} />` : nothing}
    <div part="field">
      <label part="label" for="avatar-file">${words.chooseImage}</label>
      <input part="input" id="avatar-file" type="file" accept=${AVATAR_TYPES.join(',')} aria-invalid=${!!error}
        aria-describedby="avatar-limits ${error ? 'avatar-file-error' : ''}" @change=${on.choose} />
      <p class="hint" id="avatar-limits">${words.avatarLimits}</p>
      <p part="error" id="avatar-file-error" role="alert">${error}</p>
    </div>
    ${submitButton(on.busy ? words.uploading : words.upload, !on.ready)}
  </form>`;
}
