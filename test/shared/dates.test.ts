import { expect } from '@open-wc/testing';
import { en } from '../../src/locales/en.js';
import { eventHint, formatEventRange, isoTime, relativeTime, toDate } from '../../src/shared/dates.js';

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
    expect(formatEventRange(start, start + 2 * 3600, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 – 9:00 PM');
  });

  it('formats a range over several days with both dates', () => {
    expect(formatEventRange(start, start + 26 * 3600, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM – Mar 6, 2025, 9:00 PM');
  });

  it('formats in the given zone and locale', () => {
    expect(formatEventRange(start, start + 3600, 'de-DE', 'Europe/Berlin')).to.equal('05.03.2025, 20:00–21:00 Uhr');
  });

  it('shows only the start when the end is missing or not after it', () => {
    expect(formatEventRange(start, start, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM');
    expect(formatEventRange(start, Number.NaN, 'en-US', 'UTC')).to.equal('Mar 5, 2025, 7:00 PM');
    expect(formatEventRange(Number.NaN, start, 'en-US', 'UTC')).to.equal('');
  });

  it('falls back to the browser locale when the locale is invalid', () => {
    expect(formatEventRange(start, start + 3600, 'not a locale!', 'UTC')).to.be.a('string').and.not.empty;
    expect(relativeTime(3 * DAY, 0, 'not a locale!')).to.be.a('string').and.not.empty;
  });

  it('says how far a time is, in the largest fitting unit', () => {
    const now = 1_000 * DAY;
    expect(relativeTime(now + 3 * DAY, now, 'en')).to.equal('in 3 days');
    expect(relativeTime(now - 20 * MIN, now, 'en')).to.equal('20 minutes ago');
    expect(relativeTime(now + DAY, now, 'en')).to.equal('tomorrow');
    expect(relativeTime(now + 5 * HOUR, now, 'en')).to.equal('in 5 hours');
    expect(relativeTime(now - 2 * 7 * DAY, now, 'en')).to.equal('2 weeks ago');
    expect(relativeTime(now + 400 * DAY, now, 'en')).to.equal('next year');
    expect(relativeTime(now + 10_000, now, 'en')).to.equal('in 10 seconds');
    expect(relativeTime(now, now, 'en')).to.equal('now');
    expect(relativeTime(now + 3 * DAY, now, 'fr')).to.equal('dans 3 jours');
  });

  it('hints where an event stands: before, during, after', () => {
    const s = start * 1000;
    const end = start + 2 * 3600;
    expect(eventHint(start, end, s - 3 * DAY, en, 'en')).to.equal('Starts in 3 days');
    expect(eventHint(start, end, s + 20 * MIN, en, 'en')).to.equal('Started 20 minutes ago');
    expect(eventHint(start, end, s + 2 * HOUR + DAY, en, 'en')).to.equal('Ended yesterday');
    expect(eventHint(start, Number.NaN, s + DAY, en, 'en')).to.equal('Ended yesterday');
    expect(eventHint(Number.NaN, end, s, en, 'en')).to.equal('');
  });
});
