import type { ScheduledEvent } from '../../api/types.js';
import { eventDates } from './event-time.js';

/** iCalendar UTC date-time: 20250305T190000Z. */
const icsTime = (date: Date): string => date.toISOString().replace(/[-:]|\.\d+/g, '');

/** RFC 5545 TEXT: backslash, `;`, `,` and line breaks escaped; other control characters dropped. */
export const escapeText = (value: unknown): string =>
  String(value ?? '')
    .replace(/[\\;,]/g, '\\$&')
    .replace(/\r\n?|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const utf8 = new TextEncoder();
  let out = '';
  let size = 0;
  for (const char of line) {
    const bytes = utf8.encode(char).length;
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
 * One event as an iCalendar file (RFC 5545): UTC times, escaped text, CRLF line ends, folded lines,
 * a reminder 15 minutes before. `url` is the event's link as the card resolves it (against the
 * service). `host` makes the UID globally unique; `now` (ms) is the DTSTAMP. Undefined without a
 * usable start.
 */
export function eventToIcs(event: ScheduledEvent, url: string | undefined, now: number, host: string): string | undefined {
  const [start, end] = eventDates(event) ?? [];
  if (!start) return undefined;
  const name = escapeText(event.name);
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
    end && `DTEND:${icsTime(end)}`,
    `SUMMARY:${name}`,
    event.description && `DESCRIPTION:${escapeText(event.description)}`,
    event.location && `LOCATION:${escapeText(event.location)}`,
    url && `URL:${url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${name}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  // What the event leaves out (no end, no description…) is no line.
  return (lines.filter(Boolean) as string[]).map(foldLine).join('\r\n') + '\r\n';
}

/** A `data:` address that downloads the event's `.ics`; built only from the escaped text above. */
export function icsHref(event: ScheduledEvent, url: string | undefined, now: number, host: string): string | undefined {
  const ics = eventToIcs(event, url, now, host);
  return ics && `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/**
 * The event as Google Calendar's and Outlook's "new event" pages take it, in that order: links
 * that work where a download does not (phones, in-app browsers). None without a usable start.
 */
export function calendarLinks(event: ScheduledEvent, url: string | undefined): [string, string] | [] {
  const [start, until] = eventDates(event) ?? [];
  if (!start) return [];
  const end = until ?? start;
  const details = [event.description, url].filter(Boolean).join('\n\n');
  const link = (page: string, fields: Record<string, string>) => `${page}?${new URLSearchParams(fields)}`;
  return [
    link('https://calendar.google.com/calendar/render', {
      action: 'TEMPLATE',
      text: event.name,
      dates: `${icsTime(start)}/${icsTime(end)}`,
      details,
      location: event.location,
    }),
    link('https://outlook.live.com/calendar/0/deeplink/compose', {
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: event.name,
      startdt: start.toISOString(),
      enddt: end.toISOString(),
      body: details,
      location: event.location,
    }),
  ];
}

/**
 * Where a calendar file cannot be saved: a browser without downloads, or an app's own browser
 * (Instagram, Facebook, TikTok…) that drops them. There the details are offered as text to copy.
 */
export const downloadsBlocked = (): boolean =>
  !('download' in HTMLAnchorElement.prototype) || /FBA[NV]\/|Instagram|musical_ly|TikTok|Snapchat|\bLine\//.test(navigator.userAgent);

/** A safe file name for the download: letters, digits and dashes only. */
export const icsFileName = (name: unknown): string =>
  `${
    String(name ?? '')
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
