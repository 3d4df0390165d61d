import type { ScheduledEvent } from '../api/types.js';
import { toDate } from './dates.js';
import { safeHttpUrl } from './safe-url.js';

/** iCalendar UTC date-time: 20250305T190000Z. */
const icsTime = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 TEXT: backslash, `;`, `,` and line breaks escaped; other control characters dropped. */
export const escapeText = (value: unknown): string =>
  String(value ?? '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n?|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');

/** UTF-8 length of one code point. */
const octets = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  // eslint-disable-next-line no-control-regex
  if (line.length <= 75 && /^[\x00-\x7f]*$/.test(line)) return line;
  let out = '';
  let size = 0;
  for (const char of line) {
    const bytes = octets(char.codePointAt(0)!);
    if (size + bytes > 75) {
      out += '\r\n ';
      size = 1;
    }
    out += char;
    size += bytes;
  }
  return out;
}

/**
 * One event as an iCalendar file (RFC 5545): UTC times, escaped text, CRLF line ends, folded lines.
 * `host` makes the UID globally unique; `now` (ms) is the DTSTAMP. Undefined without a usable start.
 */
export function eventToIcs(event: ScheduledEvent, now: number, host: string): string | undefined {
  const start = toDate(event.start);
  if (!start) return undefined;
  const end = toDate(event.end);
  const url = safeHttpUrl(event.url);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//loyalty-widgets//events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(`event-${event.id}@${host}`)}`,
    `DTSTAMP:${icsTime(new Date(now))}`,
    `DTSTART:${icsTime(start)}`,
    // Without a later end, the event is the instant it starts (RFC 5545 §3.6.1).
    ...(end && end > start ? [`DTEND:${icsTime(end)}`] : []),
    `SUMMARY:${escapeText(event.name)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A `data:` address that downloads the event's `.ics`; built only from the escaped text above. */
export function icsHref(event: ScheduledEvent, now: number, host: string): string | undefined {
  const ics = eventToIcs(event, now, host);
  return ics && `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** A safe file name for the download: letters, digits and dashes only. */
export const icsFileName = (name: unknown): string =>
  `${
    String(name ?? '')
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
