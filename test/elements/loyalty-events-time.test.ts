import { expect } from '@open-wc/testing';
import { html } from 'lit';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import { formatEventRange } from '../../src/components/events/event-time.js';
import { DEMO_TEAM, service, serviceUrl } from '../support/service.js';
import { $, text } from '../support/shadow.js';
import {
  LIST,
  HOUR,
  type Seed,
  seed,
  listed,
  items,
  names,
  itemOf,
  requests,
  filterButton,
  inAppBrowser,
  openCalendar,
  fakeClock,
} from '../support/events.js';

// Events by the fan's clock, and saving them to a calendar: a file of their own, so each file of
// the element's tests finishes well within the runner's time on a loaded machine.
describe('<loyalty-events>', () => {
  beforeEach(() => service.reset());

  describe('in the fan’s own time', () => {
    const MINUTE = 60_000;
    // A whole minute, so the minute hints change when the test moves the clock by minutes.
    const t0 = Math.floor(Date.now() / MINUTE) * MINUTE;
    const at = (hours: number) => t0 + hours * HOUR * 1000;
    /** An event by the fixed clock; `start` and `end` in hours from t0. */
    const timed = (fields: Seed) => seed(fields, t0 / 1000);
    let time: ReturnType<typeof fakeClock>;
    beforeEach(() => (time = fakeClock(t0)));
    afterEach(() => time.restore());

    /** Moves the clock and waits for what it redraws. */
    async function moveTo(el: LoyaltyEvents, ms: number) {
      time.to(ms);
      await el.updateComplete;
    }
    const hintOf = (el: Element, name: string) => text(itemOf(el, name).querySelector('.hint'));
    const statusOf = (el: Element, name: string) => text(itemOf(el, name).querySelector('[part~="event-status"]'));

    it('goes live at its start second and ends at its end second, moving up and down, without a request', async () => {
      await service.setEvents([
        timed({ id: 1, name: 'Soon', status: 'upcoming', start: 10 / 60, end: 1 }),
        timed({ id: 2, name: 'Later', status: 'upcoming', start: 3 }),
        timed({ id: 3, name: 'Before', status: 'completed', start: -5 }),
      ]);
      const { el } = await listed();
      expect(names(el)).to.deep.equal(['Soon', 'Later', 'Before']);
      expect(statusOf(el, 'Soon')).to.equal('Upcoming');
      expect(hintOf(el, 'Soon')).to.equal('Starts in 10 minutes');
      expect(text(filterButton(el, 'Live').querySelector('.count'))).to.equal('0');

      await moveTo(el, at(10 / 60) - 1000);
      expect(statusOf(el, 'Soon'), 'a second before its start').to.equal('Upcoming');
      await moveTo(el, at(10 / 60));
      expect(statusOf(el, 'Soon'), 'at its start').to.equal('Live now');
      expect(names(el)).to.deep.equal(['Soon', 'Later', 'Before']);
      expect(hintOf(el, 'Soon')).to.equal('Ends in 50 minutes');
      expect(text(filterButton(el, 'Live').querySelector('.count'))).to.equal('1');

      await moveTo(el, at(3));
      expect(names(el), 'the live one first').to.deep.equal(['Later', 'Soon', 'Before']);
      expect(statusOf(el, 'Later')).to.equal('Live now');
      expect(statusOf(el, 'Soon')).to.equal('Ended');
      expect(hintOf(el, 'Soon')).to.equal('Ended 2 hours ago');
      expect(itemOf(el, 'Soon').querySelector('summary'), 'no calendar once over').to.equal(null);
      expect(itemOf(el, 'Soon').querySelector('[part~="cta"]')!.classList.contains('over')).to.be.true;
      expect(await requests(LIST)).to.have.length(1);
    });

    it('keeps its relative times true while the page is open', async () => {
      await service.setEvents([
        timed({ id: 1, name: 'Next', status: 'upcoming', start: 12 / 60, end: 2 }),
        timed({ id: 2, name: 'On', status: 'ongoing', start: -1, end: 40 / 60 }),
        timed({ id: 3, name: 'Done', status: 'completed', start: -1, end: -5 / 60 }),
      ]);
      const { el } = await listed();
      expect([hintOf(el, 'Next'), hintOf(el, 'On'), hintOf(el, 'Done')]).to.deep.equal(['Starts in 12 minutes', 'Ends in 40 minutes', 'Ended 5 minutes ago']);
      await moveTo(el, t0 + 2 * MINUTE);
      expect([hintOf(el, 'Next'), hintOf(el, 'On'), hintOf(el, 'Done')]).to.deep.equal(['Starts in 10 minutes', 'Ends in 38 minutes', 'Ended 7 minutes ago']);
    });

    it('trusts the service’s status when the times are missing or absurd, and the clock when the service lags', async () => {
      await service.setEvents([
        // The end has passed, though the service still says live.
        timed({ id: 1, name: 'Stale', status: 'ongoing', start: -3, end: -1 }),
        // Milliseconds where seconds belong: thousands of years away.
        { ...timed({ id: 2, name: 'Millis', status: 'ongoing', start: 0 }), start: t0, end: t0 + 3_600_000 },
        { ...timed({ id: 3, name: 'Untimed', status: 'upcoming', start: 0 }), start: undefined, end: undefined },
      ]);
      const { el } = await listed();
      expect(statusOf(el, 'Stale')).to.equal('Ended');
      expect(statusOf(el, 'Millis')).to.equal('Live now');
      expect(statusOf(el, 'Untimed')).to.equal('Upcoming');
      expect(names(el)).to.deep.equal(['Millis', 'Untimed', 'Stale']);
    });

    it('keeps one timer for the list, none when nothing will change, none while the page is hidden', async () => {
      await service.setEvents([timed({ id: 1, status: 'upcoming', start: 72 }), timed({ id: 2, status: 'upcoming', start: 96 })]);
      const { el } = await listed();
      // Far from now: only the next start is waited for.
      expect(time.pending()).to.deep.equal([at(72)]);

      // The page goes to the background (another tab, the phone locked).
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        await el.updateComplete;
        expect(time.pending(), 'hidden').to.deep.equal([]);
      } finally {
        delete (document as { hidden?: boolean }).hidden;
      }
      document.dispatchEvent(new Event('visibilitychange'));
      await el.updateComplete;
      expect(time.pending(), 'shown again').to.deep.equal([at(72)]);

      el.remove();
      expect(time.pending(), 'off the page').to.deep.equal([]);
    });

    it('waits for nothing when every event is long over', async () => {
      await service.setEvents([timed({ id: 3, status: 'completed', start: -72 })]);
      await listed();
      expect(time.pending()).to.deep.equal([]);
    });

    it('names the time zone, the viewer’s or the one in `time-zone`', async () => {
      const event = timed({ id: 1, status: 'upcoming', start: 5 });
      await service.setEvents([event]);
      const { el } = await listed(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" lang="en-US"></loyalty-events>`);
      const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(event.start * 1000)).find((part) => part.type === 'timeZoneName')!.value;
      expect(text($(el, 'time'))).to.contain(zone);
      el.setAttribute('time-zone', 'Asia/Tokyo');
      await el.updateComplete;
      expect(text($(el, 'time'))).to.equal(text({ textContent: formatEventRange(event.start, event.end, 'en-US', 'Asia/Tokyo') } as Element));
      expect(text($(el, 'time'))).to.contain('GMT+9');
      // A zone that does not exist: the viewer's, rather than nothing.
      el.setAttribute('time-zone', 'Mars/Olympus');
      await el.updateComplete;
      expect(text($(el, 'time'))).to.contain(zone);
    });
  });

  describe('adding an event to a calendar', () => {
    it('offers Google Calendar, Outlook, an .ics file with a reminder, and, in an app’s browser that drops downloads, the details as text to copy', async () => {
      const event = seed({ id: 9, name: 'Grand Finals', status: 'upcoming', start: 72, location: 'Arena', url: '/watch/9' });
      await service.setEvents([event]);
      const { el } = await listed();
      const card = items(el)[0];
      const ics = await inAppBrowser(() => openCalendar(card));
      const links = [...card.querySelectorAll<HTMLAnchorElement>('.menu a[target="_blank"]')];
      expect(links.map(text)).to.deep.equal(['Google Calendar', 'Outlook']);
      for (const link of links) expect(link.rel).to.equal('noopener noreferrer');
      const google = new URL(links[0].href);
      expect(google.origin + google.pathname).to.equal('https://calendar.google.com/calendar/render');
      expect(google.searchParams.get('text')).to.equal('Grand Finals');
      expect(google.searchParams.get('dates')).to.equal(`${new Date(event.start * 1000).toISOString().replace(/[-:]|\.\d{3}/g, '')}/${new Date(event.end * 1000).toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
      const outlook = new URL(links[1].href);
      expect(outlook.host).to.equal('outlook.live.com');
      expect(outlook.searchParams.get('subject')).to.equal('Grand Finals');
      expect(outlook.searchParams.get('startdt')).to.equal(new Date(event.start * 1000).toISOString());

      // The event's address, as its card's link has it: against the service, never the page.
      const address = `${serviceUrl}/watch/9`;
      expect(card.querySelector<HTMLAnchorElement>('a[part~="cta"]')!.href).to.equal(address);
      const file = decodeURIComponent(ics.href.replace(/^data:text\/calendar;charset=utf-8,/, ''));
      expect(file).to.contain(`\r\nURL:${address}\r\n`);
      expect(file).to.match(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Grand Finals\r\nTRIGGER:-PT15M\r\nEND:VALARM/);
      expect(google.searchParams.get('details')).to.contain(address);

      const box = card.querySelector<HTMLTextAreaElement>('.menu textarea')!;
      expect(box.readOnly).to.be.true;
      expect(box.getAttribute('aria-label'), 'named by the event').to.equal('Grand Finals');
      expect(box.value.split('\n')).to.deep.equal(['Grand Finals', formatEventRange(event.start, event.end, navigator.language), 'Arena', address]);
      box.focus();
      expect([box.selectionStart, box.selectionEnd], 'selected, to copy').to.deep.equal([0, box.value.length]);
      await expect(el).to.be.accessible();
    });
  });
});
