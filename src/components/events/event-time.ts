import type { EventStatus } from '../../api/types.js';
import type { Words } from '../../i18n/english.js';
import { formatter } from '../../i18n/formats.js';

/**
 * Date helpers for events. Pure: they take `now` (ms) and the locale, so their output is
 * deterministic in tests.
 */

// The clock lives on its own, so that what only counts down carries no date formatting.
export { clock } from '../../page/clock.js';

// The zone is named ("7:00 – 9:00 PM GMT+1"): a fan abroad knows whose evening it is.
const dateTimeIn = (locale: string, timeZone?: string) =>
  formatter('DateTimeFormat', locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });

/** Times in `timeZone`; a zone `Intl` does not know (a misspelt `time-zone`) must not break the list: the viewer's, then. */
function dateTime(locale: string, timeZone?: string) {
  try {
    return dateTimeIn(locale, timeZone);
  } catch {
    return dateTimeIn(locale);
  }
}

const relative = (locale: string) => formatter('RelativeTimeFormat', locale, { numeric: 'auto' });

/** A Unix-seconds time as a Date, or undefined when it is not a usable time. */
export function toDate(seconds: unknown): Date | undefined {
  const date = typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** ISO 8601 (UTC) for a `<time datetime>`; empty when the time is unusable. */
export const isoTime = (seconds: number | undefined): string => toDate(seconds)?.toISOString() ?? '';

/** The event's start and end as dates (the end left out unless it is after the start); undefined without a usable start. */
export function eventDates(event: { start?: number; end?: number }): [Date, Date?] | undefined {
  const start = toDate(event.start);
  const end = toDate(event.end);
  return start && [start, end && end > start ? end : undefined];
}

/**
 * Start–end in the viewer's zone (or `timeZone`), the zone named. `formatRange` drops what both
 * ends share, so an event within one day reads compactly ("Mar 5, 2025, 7:00 – 9:00 PM UTC").
 */
export function formatEventRange(start: number | undefined, end: number | undefined, locale: string, timeZone?: string): string {
  const [from, to] = eventDates({ start, end }) ?? [];
  if (!from) return '';
  const format = dateTime(locale, timeZone);
  return to ? format.formatRange(from, to) : format.format(from);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days", "20 minutes ago", "tomorrow", "this minute": `at` relative to `now` (both ms). */
export function relativeTime(at: number, now: number, locale: string): string {
  const diff = at - now;
  const [unit, size] = units.find(([, ms]) => Math.abs(diff) >= ms) ?? units[5];
  return relative(locale).format(Math.round(diff / size) || 0, unit);
}

const EARLIEST = Date.UTC(2000, 0);
const LATEST = Date.UTC(2200, 0);

/**
 * Times the fan's clock can trust (ms): a start from 2000 to 2200, and an end not before it (left
 * out when it is missing or absurd).
 */
function span(event: { start?: number; end?: number }): [number, number?] | undefined {
  // Plain arithmetic, no Date: the list places every event with it.
  const from = (event.start ?? NaN) * 1000;
  const to = (event.end ?? NaN) * 1000;
  if (!(from >= EARLIEST && from < LATEST)) return undefined;
  return to >= from && to < LATEST ? [from, to] : [from];
}

/**
 * Where an event stands at `now` (ms): its start and end decide, by the fan's clock; the service's
 * `status` (read at load) when they are missing or absurd, and once a start without an end passed.
 */
export function statusAt(event: { start?: number; end?: number; status?: EventStatus }, now: number): EventStatus | undefined {
  // Indexed rather than destructured, here and below: the list runs both over every event at once,
  // before the engine has optimized them, and destructuring is what costs most then.
  const times = span(event) ?? [];
  const from = times[0];
  const to = times[1];
  if (from === undefined || (to === undefined && now >= from)) return event.status;
  return now < from ? 'upcoming' : now < to! ? 'ongoing' : 'completed';
}

/** The next moment (ms) after `now` at which the event's status changes; undefined when none will. */
export const nextChange = (event: { start?: number; end?: number }, now: number): number | undefined => {
  const times = span(event) ?? [];
  return times[0]! > now ? times[0] : times[1]! > now ? times[1] : undefined;
};

/**
 * A short hint of where an event stands in time ("Starts in 12 minutes", "Ends in 40 minutes",
 * "Ended 5 minutes ago"): a whole sentence of `words`, with the relative time in `lang`, the
 * language those words are in. None when the event's times are not to be trusted.
 */
export function eventHint(
  event: { start?: number; end?: number },
  now: number,
  words: Pick<Words, 'startsIn' | 'endsIn' | 'endedWhen'>,
  lang: string,
): string {
  const [from, to] = span(event) ?? [];
  if (from === undefined) return '';
  if (now < from) return words.startsIn(relativeTime(from, now, lang));
  if (to === undefined) return '';
  return now < to ? words.endsIn(relativeTime(to, now, lang)) : words.endedWhen(relativeTime(to, now, lang));
}

/** Whether the event's hint counts in minutes or hours at `now` (it changes within the hour). */
export const hintIsNear = (event: { start?: number; end?: number }, now: number): boolean =>
  !!span(event)?.some((moment) => Math.abs(moment! - now) < 86_400_000);
