import { expect } from '@open-wc/testing';
import type { ScheduledEvent } from '../../src/api/types.js';
import { calendarLinks, escapeText, eventToIcs, foldLine, icsFileName, icsHref } from '../../src/components/events/calendar.js';

const event: ScheduledEvent = {
  id: 42,
  name: 'Finals; day 1, part\\2',
  description: 'Line one\nLine two\r\nLine three',
  url: 'https://example.com/live',
  callToAction: 'Watch',
  location: 'Arena, Hall B',
  start: Date.UTC(2025, 2, 5, 19) / 1000,
  end: Date.UTC(2025, 2, 5, 21, 30) / 1000,
  status: 'upcoming',
  tags: [],
};
const now = Date.UTC(2025, 0, 2, 3, 4, 5);

/** Content lines, unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('calendar (.ics)', () => {
  it('writes one VEVENT with UTC times, UID and DTSTAMP, CRLF line ends', () => {
    const ics = eventToIcs(event, event.url, now, 'demo.example.com')!;
    expect(ics.endsWith('\r\n')).to.be.true;
    expect(ics.replace(/\r\n/g, '')).not.to.match(/[\r\n]/);
    expect(unfold(ics)).to.deep.equal([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//loyalty-widgets//events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-42@demo.example.com',
      'DTSTAMP:20250102T030405Z',
      'DTSTART:20250305T190000Z',
      'DTEND:20250305T213000Z',
      'SUMMARY:Finals\\; day 1\\, part\\\\2',
      'DESCRIPTION:Line one\\nLine two\\nLine three',
      'LOCATION:Arena\\, Hall B',
      'URL:https://example.com/live',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Finals\\; day 1\\, part\\\\2',
      'TRIGGER:-PT15M',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes text and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\rf')).to.equal('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('bell\x07 tab\t')).to.equal('bell tab\t');
    expect(escapeText(undefined)).to.equal('');
  });

  it('keeps markup as text, and writes the address it is given, or none', () => {
    const ics = eventToIcs({ ...event, name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)' }, undefined, now, 'x')!;
    expect(unfold(ics)).to.include('SUMMARY:<img src=x onerror=alert(1)>');
    expect(ics).not.to.contain('URL:');
    // The event's own field is never read: the caller resolves it as the card's link does.
    expect(eventToIcs({ ...event, url: '/relative' }, 'https://service.example/relative', now, 'x')).to.contain('URL:https://service.example/relative\r\n');
  });

  it('links to Google Calendar and Outlook with the event filled in, or not at all without a start', () => {
    const [google, outlook] = calendarLinks(event, 'https://example.com/live').map((link) => new URL(link));
    expect(Object.fromEntries(google.searchParams)).to.deep.equal({
      action: 'TEMPLATE',
      text: event.name,
      dates: '20250305T190000Z/20250305T213000Z',
      details: `${event.description}\n\nhttps://example.com/live`,
      location: 'Arena, Hall B',
    });
    expect(outlook.origin + outlook.pathname).to.equal('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('subject')).to.equal(event.name);
    expect(outlook.searchParams.get('startdt')).to.equal('2025-03-05T19:00:00.000Z');
    expect(outlook.searchParams.get('enddt')).to.equal('2025-03-05T21:30:00.000Z');
    expect(outlook.searchParams.get('location')).to.equal('Arena, Hall B');
    // Without an end, the event is its start.
    expect(new URL(calendarLinks({ ...event, end: undefined }, undefined)[0]!).searchParams.get('dates')).to.equal('20250305T190000Z/20250305T190000Z');
    expect(calendarLinks({ ...event, start: Number.NaN }, undefined)).to.deep.equal([]);
  });

  it('injected line breaks cannot add properties', () => {
    const ics = eventToIcs({ ...event, name: 'x\r\nATTENDEE:mailto:evil@example.com', location: 'y\nEND:VEVENT' }, undefined, now, 'x')!;
    const lines = unfold(ics);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).to.be.empty;
    expect(lines.filter((line) => line === 'END:VEVENT')).to.have.length(1);
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = 'é'.repeat(100);
    const folded = foldLine(`SUMMARY:${long}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).to.be.at.most(75);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).to.be.true;
    expect(folded.replace(/\r\n /g, '')).to.equal(`SUMMARY:${long}`);
    expect(foldLine('SHORT:x')).to.equal('SHORT:x');
  });

  it('leaves DTEND out when the end is not after the start, and refuses an event without a start', () => {
    expect(eventToIcs({ ...event, end: event.start }, undefined, now, 'x')).not.to.contain('DTEND');
    expect(eventToIcs({ ...event, start: Number.NaN }, undefined, now, 'x')).to.equal(undefined);
    expect(icsHref({ ...event, start: Number.NaN }, undefined, now, 'x')).to.equal(undefined);
  });

  it('offers a data: address of the encoded file and a safe file name', () => {
    const href = icsHref(event, event.url, now, 'x')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).to.be.true;
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).to.equal(eventToIcs(event, event.url, now, 'x'));
    expect(icsFileName('Finals: day 1 / <b>')).to.equal('Finals-day-1-b.ics');
    expect(icsFileName('../../etc')).to.equal('etc.ics');
    expect(icsFileName('')).to.equal('event.ics');
  });
});
