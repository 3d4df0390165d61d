import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/english.js';
import { eventHint, formatEventRange, hintIsNear, isoTime, nextChange, relativeTime, statusAt, toDate } from '../../src/components/events/event-time.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// 2025-03-05T19:00:00Z
const start = Date.UTC(2025, 2, 5, 19) / 1000;

describe('dates', () => {
  it('reads Unix seconds, refusing what is not a time', () => {
    expect(toDate(start)?.toISOString()).to.equal('2025-03-05T19:00:00.000Z');
    expect(toDate('1741201200')).to.equal(undefined);
    expect(toDate(Number.NaN)).to.equal(undefined);
    expect(toDate(1e20)).to.equal(undefined);
    expect(isoTime(start)).to.equal('2025-03-05T19:00:00.000Z');
    expect(isoTime(Number.POSITIVE_INFINITY)).to.equal('');
  });

  it('formats a range compactly within one day', () => {
    expect(formatEventRange(start, start + 2 * 3600, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 – 9:00 PM UTC');
  });

  it('formats a range over several days with both dates', () => {
    expect(formatEventRange(start, start + 26 * 3600, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM UTC – Mar 6, 2025, 9:00 PM UTC');
  });

  it('formats in the given zone and locale', () => {
    expect(formatEventRange(start, start + 3600, 'de-DE', 'Europe/Berlin')).to.equal('5. März 2025, 20:00–21:00 Uhr MEZ');
  });

  it('shows only the start when the end is missing or not after it', () => {
    expect(formatEventRange(start, start, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM UTC');
    expect(formatEventRange(start, Number.NaN, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM UTC');
    expect(formatEventRange(Number.NaN, start, 'en-US', 'UTC')).to.equal('');
  });

  it('falls back to the browser locale when the locale is invalid', () => {
    expect(formatEventRange(start, start + 3600, 'not a locale!', 'UTC')).to.be.a('string').and.not.empty;
    expect(relativeTime(3 * DAY, 0, 'not a locale!')).to.be.a('string').and.not.empty;
    // A zone that does not exist: the viewer's, the zone still named.
    expect(formatEventRange(start, start + 3600, 'en-US', 'Mars/Olympus')).to.equal(formatEventRange(start, start + 3600, 'en-US'));
  });

  it('says how far a time is, in the largest fitting unit', () => {
    const now = 1_000 * DAY;
    expect(relativeTime(now + 3 * DAY, now, 'en')).to.equal('in 3 days');
    expect(relativeTime(now - 20 * MIN, now, 'en')).to.equal('20 minutes ago');
    expect(relativeTime(now + DAY, now, 'en')).to.equal('tomorrow');
    expect(relativeTime(now + 5 * HOUR, now, 'en')).to.equal('in 5 hours');
    expect(relativeTime(now - 2 * 7 * DAY, now, 'en')).to.equal('2 weeks ago');
    expect(relativeTime(now + 400 * DAY, now, 'en')).to.equal('next year');
    // Minutes at the finest: a hint redrawn each minute stays true.
    expect(relativeTime(now + 10_000, now, 'en')).to.equal('this minute');
    expect(relativeTime(now - 40_000, now, 'en')).to.equal('1 minute ago');
    expect(relativeTime(now + 3 * DAY, now, 'fr')).to.equal('dans 3 jours');
  });

  it('hints where an event stands: before, during, after', () => {
    const s = start * 1000;
    const event = { start, end: start + 2 * 3600 };
    expect(eventHint(event, s - 3 * DAY, en, 'en')).to.equal('Starts in 3 days');
    expect(eventHint(event, s - 12 * MIN, en, 'en')).to.equal('Starts in 12 minutes');
    expect(eventHint(event, s + 80 * MIN, en, 'en')).to.equal('Ends in 40 minutes');
    expect(eventHint(event, s + 2 * HOUR + 5 * MIN, en, 'en')).to.equal('Ended 5 minutes ago');
    expect(eventHint(event, s + 2 * HOUR + DAY, en, 'en')).to.equal('Ended yesterday');
    // Without a usable end: when it starts, and nothing once it has.
    expect(eventHint({ start, end: Number.NaN }, s - HOUR, en, 'en')).to.equal('Starts in 1 hour');
    expect(eventHint({ start, end: Number.NaN }, s + HOUR, en, 'en')).to.equal('');
    expect(eventHint({ start: Number.NaN, end: event.end }, s, en, 'en')).to.equal('');
  });

  it('tells where an event stands by the clock, the service’s status when the times cannot be trusted', () => {
    const s = start * 1000;
    const event = { start, end: start + 3600, status: 'completed' as const };
    expect(statusAt(event, s - 1)).to.equal('upcoming');
    expect(statusAt(event, s)).to.equal('ongoing');
    expect(statusAt(event, s + HOUR - 1)).to.equal('ongoing');
    expect(statusAt(event, s + HOUR)).to.equal('completed');
    // Missing, absurd (milliseconds, an end before the start), or a start without an end that passed.
    expect(statusAt({ status: 'ongoing' }, s)).to.equal('ongoing');
    expect(statusAt({ start: s, end: s + HOUR, status: 'ongoing' }, s)).to.equal('ongoing');
    expect(statusAt({ start, end: start - 60, status: 'ongoing' }, s + HOUR)).to.equal('ongoing');
    expect(statusAt({ start, end: start - 60, status: 'ongoing' }, s - HOUR)).to.equal('upcoming');
    expect(statusAt({ start, status: 'ongoing' }, s + HOUR)).to.equal('ongoing');
  });

  it('says when the status next changes, and whether the hint is near enough to count minutes', () => {
    const s = start * 1000;
    const event = { start, end: start + 3600 };
    expect(nextChange(event, s - DAY)).to.equal(s);
    expect(nextChange(event, s)).to.equal(s + HOUR);
    expect(nextChange(event, s + HOUR)).to.equal(undefined);
    expect(nextChange({}, s)).to.equal(undefined);
    expect(hintIsNear(event, s - 2 * DAY)).to.be.false;
    expect(hintIsNear(event, s - 2 * HOUR)).to.be.true;
    expect(hintIsNear(event, s + 2 * DAY)).to.be.false;
  });
});
