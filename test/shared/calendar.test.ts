import { expect } from '@open-wc/testing';
import type { ScheduledEvent } from '../../src/api/types.js';
import { escapeText, eventToIcs, foldLine, icsFileName, icsHref } from '../../src/shared/calendar.js';

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
    const ics = eventToIcs(event, now, 'demo.example.com')!;
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

  it('keeps markup as text and leaves out unsafe addresses', () => {
    const ics = eventToIcs({ ...event, name: '<img src=x onerror=alert(1)>', url: ' JaVaScRiPt:alert(1)' }, now, 'x')!;
    expect(unfold(ics)).to.include('SUMMARY:<img src=x onerror=alert(1)>');
    expect(ics).not.to.contain('URL:');
    expect(eventToIcs({ ...event, url: 'data:text/html,<b>x</b>' }, now, 'x')).not.to.contain('URL:');
  });

  it('injected line breaks cannot add properties', () => {
    const ics = eventToIcs({ ...event, name: 'x\r\nATTENDEE:mailto:evil@example.com', location: 'y\nEND:VEVENT' }, now, 'x')!;
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
    expect(eventToIcs({ ...event, end: event.start }, now, 'x')).not.to.contain('DTEND');
    expect(eventToIcs({ ...event, start: Number.NaN }, now, 'x')).to.equal(undefined);
    expect(icsHref({ ...event, start: Number.NaN }, now, 'x')).to.equal(undefined);
  });

  it('offers a data: address of the encoded file and a safe file name', () => {
    const href = icsHref(event, now, 'x')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).to.be.true;
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).to.equal(eventToIcs(event, now, 'x'));
    expect(icsFileName('Finals: day 1 / <b>')).to.equal('Finals-day-1-b.ics');
    expect(icsFileName('../../etc')).to.equal('etc.ics');
    expect(icsFileName('')).to.equal('event.ics');
  });
});
