import { html, nothing, type TemplateResult } from 'lit';
import type { Interval, Membership } from '../api/types.js';
import type { Words } from '../i18n/english.js';
import { money } from './form-values.js';

/** How a form shows a plan's prices: in the fan's words, language and the page's currency. */
export interface Prices {
  words: Words;
  locale: string;
  /** Cents as money ("$4.99"). */
  money: (cents: number) => string;
}

/** How a form shows prices: in the fan's `words` and `locale`, in `currency`. */
export const pricesIn = (words: Words, locale: string, currency: string): Prices => ({ words, locale, money: (cents) => money(cents, locale, currency) });

/** A membership's price for `interval` as the fan reads it ("$4.99 a month"), else "Free". */
export function priceOf({ words, money }: Prices, membership: Membership, interval: Interval): string {
  // What the service sent, whatever it is: only a number of cents is a price.
  const cents: unknown = interval === 'year' ? membership.priceYear : membership.priceMonth;
  return typeof cents === 'number' && cents > 0 ? words[interval === 'year' ? 'perYear' : 'perMonth'](money(cents)) : words.free;
}

/** What a year saves against twelve months, when it does: "save 17%". */
export function savingOf({ words, locale }: Prices, membership: Membership, interval: Interval): string | undefined {
  const { priceMonth, priceYear } = membership;
  const saved = interval === 'year' && priceMonth > 0 && priceYear > 0 ? 1 - priceYear / (12 * priceMonth) : 0;
  return saved >= 0.01 ? words.yearlySaving(saved.toLocaleString(locale, { style: 'percent' })) : undefined;
}

/**
 * A plan choice's name over the membership's price for `interval` and what a year saves, each a
 * piece of its own (a price never split across lines); a price that would only repeat the name
 * ("Free · Free") is left out.
 */
export function choiceText(prices: Prices, name: string, membership: Membership, interval: Interval): TemplateResult {
  const price = priceOf(prices, membership, interval);
  const saving = savingOf(prices, membership, interval);
  return html`<span class="text"
    ><bdi class="what">${name}</bdi> ${price.toLowerCase() === name.trim().toLowerCase() ? nothing : html`<span class="price">${price}</span>`}
    ${saving ? html`<span class="price saving">${saving}</span>` : nothing}</span
  >`;
}

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
      choiceText(prices, interval === 'month' ? prices.words.monthly : prices.words.yearly, membership, interval),
      () => choose(interval),
    ),
  );
