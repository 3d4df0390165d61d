import { html, nothing, type TemplateResult } from 'lit';
import type { Interval, Membership, User } from '../../api/types.js';
import { paid } from '../../base/form-values.js';
import { billingChoices, priceOf, type Prices } from '../../base/plan-choices.js';

/** The plan the fan is choosing: which, billed how, and the amount the service asked to confirm. */
export interface PlanChoice {
  membership?: number;
  interval: Interval;
  due?: number;
}

/** The plan choice at first: none made, billed monthly. */
export const FIRST_CHOICE: PlanChoice = { interval: 'month' };

/** The plans the fan can change to (the team's `memberships`, but their own), and the one the choice shows and Change plan asks for: the one chosen, else the first. */
export function plansToChange(memberships: Membership[] = [], user: User, plan: PlanChoice): { others: Membership[]; chosen?: Membership } {
  const others = memberships.filter((m) => m.id !== user.loyaltyMembership?.id);
  return { others, chosen: others.find((m) => m.id === plan.membership) ?? others[0] };
}

/**
 * The choice of plan among `others` (each with its prices, as the sign-up offers them) and, for a
 * paid one, of its billing, monthly or yearly: `choose` takes what the fan changed.
 */
export function planFields(prices: Prices, others: Membership[], chosen: Membership | undefined, plan: PlanChoice, choose: (choice: Partial<PlanChoice>) => void): TemplateResult {
  return html`<div part="field">
      <label part="label" for="plan">${prices.words.plan}</label>
      <select part="input" id="plan" @change=${(e: Event) => choose({ membership: +(e.target as HTMLSelectElement).value })}>
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
          <legend part="label">${prices.words.billing}</legend>
          ${billingChoices(prices, chosen, plan.interval, (interval) => choose({ interval }))}
        </fieldset>`
      : nothing}`;
}
