import type { Words } from '../locales/en.js';

/**
 * Date helpers for events. Pure: they take `now` (ms) and the locale, so their output is
 * deterministic in tests. Intl formatters are costly to create, so each is made once per locale.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: (locale?: string) => T, locale: string): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    try {
      formatter = make(locale);
    } catch {
      // An invalid `lang` must not break the list: fall back to the browser's locale.
      formatter = make(undefined);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTime = (locale: string, timeZone?: string) =>
  cached(`dt|${locale}|${timeZone ?? ''}`, (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone }), locale);

const relative = (locale: string) =>
  cached(`rt|${locale}`, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }), locale);

/** A Unix-seconds time as a Date, or undefined when it is not a usable time. */
export function toDate(seconds: unknown): Date | undefined {
  const date = typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** ISO 8601 (UTC) for a `<time datetime>`; empty when the time is unusable. */
export const isoTime = (seconds: number | undefined): string => toDate(seconds)?.toISOString() ?? '';

/**
 * Start–end in the viewer's zone (or `timeZone`). `formatRange` drops what both ends share, so an
 * event within one day reads compactly ("Mar 5, 2025, 7:00 – 9:00 PM").
 */
export function formatEventRange(start: number | undefined, end: number | undefined, locale: string, timeZone?: string): string {
  const from = toDate(start);
  if (!from) return '';
  const to = toDate(end);
  const format = dateTime(locale, timeZone);
  return to && to > from ? format.formatRange(from, to) : format.format(from);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days", "20 minutes ago", "tomorrow", "now": `at` relative to `now` (both ms). */
export function relativeTime(at: number, now: number, locale: string): string {
  const diff = at - now;
  const [unit, size] = units.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000];
  return relative(locale).format(Math.round(diff / size) || 0, unit);
}

/**
 * A short hint of where an event stands in time ("Starts in 3 days", "Started 20 minutes ago",
 * "Ended yesterday"): a whole sentence of `words`, with the relative time in `lang`, the
 * language those words are in.
 */
export function eventHint(
  start: number | undefined,
  end: number | undefined,
  now: number,
  words: Pick<Words, 'startsIn' | 'started' | 'endedWhen'>,
  lang: string,
): string {
  const from = toDate(start)?.getTime();
  if (from === undefined) return '';
  const to = toDate(end)?.getTime() ?? from;
  if (now < from) return words.startsIn(relativeTime(from, now, lang));
  if (now < to) return words.started(relativeTime(from, now, lang));
  return words.endedWhen(relativeTime(to, now, lang));
}
