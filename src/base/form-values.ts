/** Values that go between a form and the service in another shape: birth dates, prices. */
import type { Membership } from '../api/types.js';

/** The fan's date today as `YYYY-MM-DD`: the ISO date of the local time. */
export const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** A date input's `YYYY-MM-DD` as MM/DD/YYYY, when it is a real day between 1900 and yesterday. */
export function birthDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(+year, +month - 1, +day));
  const real = date.getUTCMonth() === +month - 1 && date.getUTCDate() === +day;
  return real && +year >= 1900 && value < today() ? `${month}/${day}/${year}` : undefined;
}

/** The service's MM/DD/YYYY as a date input's `YYYY-MM-DD` (shown in the fan's locale), else ''. */
export const dateInputValue = (wire = ''): string => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
};

/** Cents as money, in dollars when `currency` is not a currency code. */
export function money(cents: number, locale: string, currency: string): string {
  const inCurrency = (code: string) => (cents / 100).toLocaleString(locale, { style: 'currency', currency: code });
  try {
    return inCurrency(currency);
  } catch {
    return inCurrency('USD');
  }
}

/** Whether a membership costs anything, billed either way. */
export const paid = (membership: Membership): boolean => membership.priceMonth > 0 || membership.priceYear > 0;
