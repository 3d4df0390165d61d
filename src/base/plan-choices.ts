import { html, nothing, type TemplateResult } from 'lit';
import type { Interval, Membership } from '../api/types.js';
import type { Words } from '../i18n/english.js';
import { planPrice } from './form-values.js';

/** How a form shows a plan's prices: in the fan's words, language and the page's currency. */
export interface Prices {
  words: Words;
  locale: string;
  /** Cents as money ("$4.99"). */
  money: (cents: number) => string;
}

/** A membership's price for `interval` ("$4.99 per month"), else "Free". */
export const priceOf = ({ words, money }: Prices, membership: Membership, interval: Interval): string =>
  planPrice(words, interval === 'year' ? membership.priceYear : membership.priceMonth, interval, money);

/** What a year saves against twelve months, when it does: "save 17%". */
export function savingOf({ words, locale }: Prices, membership: Membership, interval: Interval): string | undefined {
  const { priceMonth, priceYear } = membership;
  const saved = interval === 'year' && priceMonth > 0 && priceYear > 0 ? 1 - priceYear / (12 * priceMonth) : 0;
  return saved >= 0.01 ? words.yearlySaving(saved.toLocaleString(locale, { style: 'percent' })) : undefined;
}

/** A choice's name over its price and saving, each a piece of its own (a price never split across lines). */
export const choiceText = (name: string, price: string, saving?: string): TemplateResult =>
  html`<span class="text"
    ><bdi class="what">${name}</bdi> ${price ? html`<span class="price">${price}</span>` : nothing}
    ${saving ? html`<span class="price saving">${saving}</span>` : nothing}</span
  >`;

/** One radio of the group `name`, as a card: the radio beside its label. */
export const choice = (name: string, checked: boolean, label: unknown, choose: () => void, invalid = false): TemplateResult =>
  html`<label class="choice">
    <input type="radio" name=${name} .checked=${checked} aria-invalid=${invalid} @change=${choose} />
    ${label}
  </label>`;

/** Monthly and Yearly for `membership`, each with its price (and the year its saving), `current` chosen. */
export const billingChoices = (prices: Prices, membership: Membership, current: Interval, choose: (interval: Interval) => void): TemplateResult[] =>
  (['month', 'year'] as const).map((interval) =>
    choice(
      'interval',
      current === interval,
      choiceText(interval === 'month' ? prices.words.monthly : prices.words.yearly, priceOf(prices, membership, interval), savingOf(prices, membership, interval)),
      () => choose(interval),
    ),
  );
