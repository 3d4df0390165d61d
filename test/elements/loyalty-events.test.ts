import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html, type TemplateResult } from 'lit';
import type { LoyaltyEvents } from '../../src/elements/loyalty-events.js';
import { eventToIcs } from '../../src/shared/calendar.js';
import { eventHint, formatEventRange } from '../../src/shared/dates.js';
import type { LoyaltyErrorEvent, LoyaltyLogoutEvent } from '../../src/shared/events.js';
import { en } from '../../src/locales/en.js';
import { speechFor } from '../../src/shared/words.js';
import { describeElementContract } from '../support/element-contract.js';
import { mountElement, scopedFixture } from '../support/scope.js';
import { hostileValues, nonStrings, pwned } from '../support/hostile.js';
import { DEMO_TEAM, service, serviceUrl, until, type Fault } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, focused, status, text } from '../support/shadow.js';

const LIST = '/event/list$';
const READ = '/event/\\d+$';
const MEDIA = `${serviceUrl}/media/resource/{id}`;
const HOUR = 3600;

interface Seed {
  id: number;
  name?: unknown;
  status: string;
  start: number;
  end?: number;
  [field: string]: unknown;
}

/** A scheduled event as the service stores it; `start` and `end` in hours from now. */
const seed = ({ id, start, end, ...rest }: Seed, now = Math.floor(Date.now() / 1000)) => ({
  id,
  name: `Event ${id}`,
  description: `About ${id}`,
  url: `https://example.com/${id}`,
  callToAction: 'Watch',
  location: 'Online',
  start: now + start * HOUR,
  end: now + (end ?? start + 2) * HOUR,
  resourceId: 300 + id,
  tags: [],
  ...rest,
});

async function mount(template?: TemplateResult) {
  return template ? scopedFixture<LoyaltyEvents>(template) : mountElement('loyalty-events', { 'resource-url': MEDIA });
}

/** Mounted and logged in, with the list shown. */
async function listed(template?: TemplateResult) {
  const mounted = await mount(template);
  const auth = await logIn(mounted.scope);
  await until(() => list(mounted.el), 'the list');
  return { ...mounted, auth };
}

const list = (el: Element) => $(el, 'ul.events');
const items = (el: Element) => $$(el, 'li[part~="event"]');
const names = (el: Element) => items(el).map((li) => li.querySelector('[part~="event-name"]')!.textContent!.trim());
const alert = (el: Element) => text($(el, '[part~="error"][role="alert"]'));
const requests = async (path: string) => (await service.requests()).filter((r) => new RegExp(path).test(r.path));
/**
 * Watches `setInterval` (the timers still run): the delays asked for, and `tick()` to run the
 * last callback now instead of waiting for it.
 */
function intervals() {
  const original = window.setInterval;
  const asked: { delay: number; callback: () => void }[] = [];
  window.setInterval = ((callback: () => void, delay: number) => {
    asked.push({ delay, callback });
    return original(callback, delay);
  }) as typeof setInterval;
  return {
    delays: () => asked.map((a) => a.delay),
    tick: () => asked.at(-1)!.callback(),
    restore: () => (window.setInterval = original),
  };
}
const filterButton = (el: Element, label: string) => $$<HTMLButtonElement>(el, '.filter button').find((b) => text(b) === label)!;

describe('<loyalty-events>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-events', {
    'logged out': async () => (await mount()).el,
    'listing events': async () => (await listed()).el,
    'an event’s details': async () => {
      const { el } = await listed();
      $<HTMLButtonElement>(el, '#open-1')!.click();
      await until(() => $(el, '#detail-name') && !status(el), 'the details');
      return el;
    },
  });

  describe('logged out', () => {
    it('prompts to log in and sends no request', async () => {
      const { el } = await mount();
      expect(text($(el, 'slot[name="logged-out"]'))).to.equal('Log in to see upcoming events.');
      expect(list(el)).to.equal(null);
      expect(await requests('/event/')).to.be.empty;
    });

    it('shows what the page puts in the logged-out slot', async () => {
      const { el } = await mount(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"><a slot="logged-out" href="/login">Join the club</a></loyalty-events>`,
      );
      const slot = $<HTMLSlotElement>(el, 'slot[name="logged-out"]')!;
      expect(slot.assignedElements().map(text)).to.deep.equal(['Join the club']);
      await expect(el).to.be.accessible();
    });
  });

  describe('the list', () => {
    it('loads at once when the fan logs in, with the token, and is accessible', async () => {
      const { el, auth } = await listed();
      const sent = await requests(LIST);
      expect(sent).to.have.length(1);
      expect(sent[0].method).to.equal('GET');
      expect(sent[0].headers['x-user-auth-token']).to.equal(auth.token);
      expect(items(el)).to.have.length(12);
      await expect(el).to.be.accessible();
    });

    it('puts ongoing first, then upcoming soonest first, then completed latest first', async () => {
      await service.setEvents([
        seed({ id: 1, status: 'completed', start: -50 }),
        seed({ id: 2, status: 'upcoming', start: 30 }),
        seed({ id: 3, status: 'ongoing', start: -1 }),
        seed({ id: 4, status: 'completed', start: -5 }),
        seed({ id: 5, status: 'upcoming', start: 3 }),
        seed({ id: 6, status: 'ongoing', start: -3, end: 5 }),
        seed({ id: 7, status: 'completed', start: -20 }),
        seed({ id: 8, status: 'upcoming', start: 10 }),
      ]);
      const { el } = await listed();
      expect(names(el)).to.deep.equal(['Event 6', 'Event 3', 'Event 5', 'Event 8', 'Event 2', 'Event 4', 'Event 7', 'Event 1']);
    });

    it('draws each event: image, name, dates, hint, status, location, tags, description, links', async () => {
      const event = seed({
        id: 9,
        name: 'Grand Finals',
        status: 'upcoming',
        start: 72,
        description: 'Best of five.\nGold drops every map.',
        location: 'Arena, Hall B',
        callToAction: 'Set a reminder',
        tags: [
          { id: 1, name: 'Tournaments' },
          { id: 2, name: 'Giveaways' },
        ],
      });
      await service.setEvents([event]);
      const { el } = await listed();
      const [item] = items(el);
      const image = item.querySelector<HTMLImageElement>('[part~="event-image"]')!;
      expect(image.getAttribute('src')).to.equal(`${serviceUrl}/media/resource/309`);
      expect(image.loading).to.equal('lazy');
      expect(image.alt).to.equal('Grand Finals');
      expect(text(item.querySelector('h3[part~="event-name"] button'))).to.equal('Grand Finals');

      const time = item.querySelector('time[part~="event-date"]')!;
      expect(time.getAttribute('datetime')).to.equal(new Date(event.start * 1000).toISOString());
      expect(text(time)).to.equal(text({ textContent: formatEventRange(event.start, event.end, navigator.language) } as Element));
      expect(text(item.querySelector('.hint'))).to.equal('Starts in 3 days');
      expect(text(item.querySelector('[part~="event-status"]'))).to.equal('Upcoming');
      expect(text(item)).to.contain('Arena, Hall B');
      expect([...item.querySelectorAll('[part~="tag"]')].map(text)).to.deep.equal(['Tournaments', 'Giveaways']);

      const description = item.querySelector('.description')!;
      expect(description.textContent).to.equal('Best of five.\nGold drops every map.');
      expect(getComputedStyle(description).whiteSpace).to.equal('pre-line');

      const cta = item.querySelector<HTMLAnchorElement>('a[part~="cta"]')!;
      expect(cta.getAttribute('href')).to.equal('https://example.com/9');
      expect(cta.target).to.equal('_blank');
      expect(cta.rel).to.equal('noopener noreferrer');
      expect(text(cta)).to.equal('Set a reminder');

      const calendar = item.querySelector<HTMLAnchorElement>('a[download]')!;
      expect(text(calendar)).to.equal('Add to calendar');
      calendar.focus(); // the file is made when the link is about to be used
      expect(calendar.download).to.equal('Grand-Finals.ics');
      const ics = decodeURIComponent(calendar.href.replace(/^data:text\/calendar;charset=utf-8,/, ''));
      const expected = eventToIcs(event as never, 0, 'x')!;
      // Same file as the unit-tested builder, apart from the stamp and UID.
      const strip = (s: string) => s.replace(/^(DTSTAMP|UID):.*$/gm, '');
      expect(strip(ics)).to.equal(strip(expected));
      expect(ics).to.match(/^UID:event-9@demo\.127\.0\.0\.1:\d+\r$/m);
    });

    it('offers "Add to calendar" only for events still to come or going on', async () => {
      const { el } = await listed();
      const rows = items(el).map((li) => [text(li.querySelector('[part~="event-status"]')), !!li.querySelector('a[download]')]);
      expect(rows.length).to.be.greaterThan(3);
      for (const [label, offered] of rows) expect(offered, String(label)).to.equal(label !== 'Ended');
    });

    it('marks live events clearly and hints how long ago they started', async () => {
      await service.setEvents([seed({ id: 1, status: 'ongoing', start: -20 / 60, end: 2 }), seed({ id: 2, status: 'completed', start: -30, end: -26 })]);
      const { el } = await listed();
      const [live, past] = items(el);
      const badge = live.querySelector('[part~="event-status"]')!;
      expect(text(badge)).to.equal('Live now');
      expect(badge.classList.contains('ongoing')).to.be.true;
      expect(getComputedStyle(badge).backgroundColor).not.to.equal(getComputedStyle(past.querySelector('[part~="event-status"]')!).backgroundColor);
      expect(text(live.querySelector('.hint'))).to.equal('Started 20 minutes ago');
      expect(text(past.querySelector('.hint'))).to.equal('Ended yesterday');
      expect(text(past.querySelector('[part~="event-status"]'))).to.equal('Ended');
    });

    it('labels the call to action even when the service gives no label', async () => {
      await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, callToAction: '  ' })]);
      const { el } = await listed();
      expect(text($(el, 'a[part~="cta"]'))).to.equal('Learn more');
    });

    it('formats dates in the element’s language', async () => {
      const event = seed({ id: 1, status: 'upcoming', start: 5 });
      await service.setEvents([event]);
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" lang="de-DE"></loyalty-events>`,
      );
      expect(text($(el, 'time'))).to.equal(text({ textContent: formatEventRange(event.start, event.end, 'de-DE') } as Element));
      // A whole German sentence around a German relative time: "Beginnt in 5 Stunden".
      const german = speechFor('de-DE');
      expect(german.lang).to.equal('de');
      expect(text($(el, '.hint'))).to.equal(eventHint(event.start, event.end, Date.now(), german.words, 'de').replace(/\s+/g, ' '));
    });

    it('leaves out an image that fails to load, and only that one, through filtering', async () => {
      await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, resourceId: 1 }), seed({ id: 2, status: 'completed', start: 1, resourceId: 2 })]);
      await service.fault({ match: '/media/resource/1$', status: 404, body: 'gone' });
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${`${serviceUrl}/media/resource/{id}`} storage="memory"></loyalty-events>`,
      );
      const imageOf = (li: Element) => li.querySelector<HTMLImageElement>('[part~="event-image"]');
      await until(() => !imageOf(items(el)[0]), 'the broken image to go');
      expect(imageOf(items(el)[1])?.getAttribute('src')).to.equal(`${serviceUrl}/media/resource/2`);
      // The working image keeps showing when the list is redrawn and its event moves up.
      filterButton(el, 'Past').click();
      await el.updateComplete;
      expect(items(el)).to.have.length(1);
      const image = imageOf(items(el)[0])!;
      expect(image.getAttribute('src')).to.equal(`${serviceUrl}/media/resource/2`);
      expect(getComputedStyle(image).display).not.to.equal('none');
      expect(image.hasAttribute('style')).to.be.false;
    });

    it('says when no events are scheduled, accessibly', async () => {
      await service.setEvents([]);
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => status(el) === 'No events scheduled.', 'the empty state');
      expect(items(el)).to.be.empty;
      await expect(el).to.be.accessible();
    });
  });

  describe('choosing what to show', () => {
    beforeEach(() =>
      service.setEvents([
        seed({ id: 1, status: 'ongoing', start: -1 }),
        seed({ id: 2, status: 'upcoming', start: 5 }),
        seed({ id: 3, status: 'upcoming', start: 9 }),
        seed({ id: 4, status: 'completed', start: -9 }),
      ]),
    );

    it('offers All / Live / Upcoming / Past as toggle buttons, usable by keyboard', async () => {
      const { el } = await listed();
      const buttons = $$<HTMLButtonElement>(el, '.filter[role="group"] button');
      expect(buttons.map(text)).to.deep.equal(['All', 'Live', 'Upcoming', 'Past']);
      expect(buttons.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false', 'false']);

      filterButton(el, 'All').focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(names(el)).to.deep.equal(['Event 2', 'Event 3']);
      expect(filterButton(el, 'Upcoming').getAttribute('aria-pressed')).to.equal('true');
      expect(filterButton(el, 'All').getAttribute('aria-pressed')).to.equal('false');

      filterButton(el, 'Live').focus();
      await sendKeys({ press: ' ' });
      await el.updateComplete;
      expect(names(el)).to.deep.equal(['Event 1']);

      filterButton(el, 'Past').click();
      await el.updateComplete;
      expect(names(el)).to.deep.equal(['Event 4']);
      await expect(el).to.be.accessible();

      filterButton(el, 'All').click();
      await el.updateComplete;
      expect(names(el)).to.have.length(4);
      expect(await requests(LIST)).to.have.length(1);
    });

    it('shows only the statuses in the `status` attribute', async () => {
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" status="completed ongoing"></loyalty-events>`,
      );
      expect(names(el)).to.deep.equal(['Event 1', 'Event 4']);
      expect($$(el, '.filter button').map(text)).to.deep.equal(['All', 'Live', 'Past']);
    });

    it('drops the filter when `status` leaves one choice', async () => {
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" status="upcoming"></loyalty-events>`,
      );
      expect(names(el)).to.deep.equal(['Event 2', 'Event 3']);
      expect($(el, '.filter')).to.equal(null);
    });

    it('caps the count with `limit`', async () => {
      const { el } = await listed(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" limit="2"></loyalty-events>`);
      expect(names(el)).to.deep.equal(['Event 1', 'Event 2']);
      filterButton(el, 'Upcoming').click();
      await el.updateComplete;
      expect(names(el)).to.deep.equal(['Event 2', 'Event 3']);
    });
  });

  describe('loading and failures', () => {
    it('shows a loading status while the list is on its way', async () => {
      await service.fault({ match: LIST, hold: true });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      await el.updateComplete;
      expect(status(el)).to.equal('Loading events…');
      await expect(el).to.be.accessible();
      await service.release();
      await until(() => list(el), 'the list');
      expect(status(el)).to.equal('');
    });

    const failures: [string, Fault, string][] = [
      ['the network is down', { match: LIST, drop: true }, en.network],
      ['the service answers 5xx with an HTML page', { match: LIST, status: 502, body: '<html><body>Bad gateway</body></html>' }, en.server],
      ['the service says no with a message', { match: LIST, status: 403, body: '{"message":"Members only."}' }, 'Members only.'],
      ['the JSON is malformed', { match: LIST, status: 200, body: '{"events": [', contentType: 'application/json' }, en.unreadable],
      ['a 2xx body has no events', { match: LIST, status: 200, body: '{"items":[]}' }, en.unreadable],
      ['the service takes too long', { match: LIST, delay: 3_500 }, en.timeout],
    ];
    for (const [when, fault, message] of failures) {
      it(`says so when ${when}, and Retry tries again`, async () => {
        // A dropped connection may be retried by the browser itself, so that fault stays on.
        await service.fault(fault.drop ? fault : { ...fault, times: 1 });
        const { el, scope } = await mount();
        const failed = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
        await logIn(scope);
        expect((await failed).detail.action).to.equal('event-list');
        await until(() => alert(el), 'the error');
        expect(alert(el)).to.equal(message);
        expect(list(el)).to.equal(null);
        await expect(el).to.be.accessible();

        const retry = $<HTMLButtonElement>(el, 'button.retry')!;
        expect(text(retry)).to.equal('Retry');
        retry.focus();
        const tries = (await requests(LIST)).length;
        await sendKeys({ press: 'Enter' });
        if (fault.drop) {
          await until(async () => (await requests(LIST)).length > tries && text(retry) === 'Retry', 'the second failure');
          expect(alert(el)).to.equal(message);
          expect(focused(el)).to.equal(retry);
          return;
        }
        await until(() => list(el), 'the list after Retry');
        expect(alert(el)).to.equal('');
        expect(items(el)).to.have.length(12);
        expect(focused(el)?.matches('.open')).to.be.true;
      });
    }

    it('keeps the Retry button in place while the retry is pending', async () => {
      await service.fault({ match: LIST, status: 503, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => alert(el), 'the error');
      await service.fault({ match: LIST, hold: true, times: 1 });
      const retry = $<HTMLButtonElement>(el, 'button.retry')!;
      retry.focus();
      retry.click();
      await el.updateComplete;
      expect(focused(el)).to.equal(retry);
      expect(retry.getAttribute('aria-disabled')).to.equal('true');
      expect(text(retry)).to.equal('Retrying…');
      await until(async () => (await requests(LIST)).length === 2, 'the retry');
      retry.click();
      await service.release();
      await until(() => list(el), 'the list');
      expect(await requests(LIST)).to.have.length(2);
    });

    it('ends the session when the service refuses the token, announcing it once', async () => {
      const { el, scope } = await mount();
      const logouts: LoyaltyLogoutEvent[] = [];
      el.addEventListener('loyalty-logout', (e) => logouts.push(e));
      sessionOf(scope).start({ token: 'not-a-valid-token', user: { id: 1, name: 'Fan', gold: 0 } });
      await until(() => logouts.length, 'the logout');
      expect(logouts.map((e) => e.detail.reason)).to.deep.equal(['expired']);
      expect(sessionOf(scope).loggedIn).to.be.false;
      await el.updateComplete;
      expect(text($(el, 'slot[name="logged-out"]'))).to.equal('Log in to see upcoming events.');
      expect((await requests(LIST))[0].headers['x-user-auth-token']).to.equal('not-a-valid-token');
    });

    it('clears the list when the fan logs out, and loads again on the next login', async () => {
      const { el, scope } = await listed();
      sessionOf(scope).end();
      await el.updateComplete;
      expect(list(el)).to.equal(null);
      expect(text($(el, 'slot[name="logged-out"]'))).to.equal('Log in to see upcoming events.');
      await logIn(scope);
      await until(() => list(el), 'the list again');
      expect(await requests(LIST)).to.have.length(2);
    });
  });

  describe('sharing and refreshing', () => {
    it('shares one list request between elements of the same team', async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el: first, scope } = await mount();
      const second = document.createElement('loyalty-events');
      Object.assign(second, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory' });
      scope.append(second);
      await logIn(scope);
      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      await service.release();
      await until(() => list(first) && list(second), 'both lists');
      expect(items(second)).to.have.length(12);
      expect(await requests(LIST)).to.have.length(1);
    });

    it('lets one element go without cancelling the request another still waits for', async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el: first, scope } = await mount();
      const second = document.createElement('loyalty-events');
      Object.assign(second, { team: DEMO_TEAM, baseUrl: serviceUrl, storage: 'memory', eventId: null });
      scope.append(second);
      await logIn(scope);
      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      // The first element stops wanting the list (it shows one event instead): its abort is its own.
      first.eventId = 1;
      await first.updateComplete;
      await service.release();
      await until(() => list(second), 'the second list');
      expect(items(second)).to.have.length(12);
      expect(await requests(LIST)).to.have.length(1);
    });

    it('refreshes in the background without blanking the list', async () => {
      const timers = intervals();
      try {
        const { el } = await listed(
          html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" refresh="30"></loyalty-events>`,
        );
        expect(timers.delays()).to.deep.equal([30_000]);
        await service.fault({ match: LIST, hold: true, times: 1 });
        await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, name: 'Fresh' })]);
        timers.tick();
        await until(async () => (await requests(LIST)).length === 2, 'the refresh');
        await el.updateComplete;
        expect(items(el)).to.have.length(12);
        expect(status(el)).to.equal('');
        await service.release();
        await until(() => names(el).join() === 'Fresh', 'the refreshed list');
        el.remove();
      } finally {
        timers.restore();
      }
    });

    it('keeps `refresh` between 5 seconds and a day, so no value floods the service', async () => {
      const cases: [string, number | undefined][] = [
        ['1e20', 86_400_000],
        ['Infinity', 86_400_000],
        ['2592000', 86_400_000],
        ['0.001', 5_000],
        ['1', 5_000],
        ['0', undefined],
        ['-5', undefined],
        ['NaN', undefined],
        ['soon', undefined],
      ];
      for (const [refresh, delay] of cases) {
        await service.reset();
        const timers = intervals();
        try {
          const { el } = await listed(
            html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" refresh=${refresh}></loyalty-events>`,
          );
          expect(timers.delays(), refresh).to.deep.equal(delay === undefined ? [] : [delay]);
          // A few round trips to the service: an overflowing timer would have fired many times by now.
          for (let i = 0; i < 5; i++) await service.requests();
          expect(await requests(LIST), refresh).to.have.length(1);
          el.remove();
        } finally {
          timers.restore();
        }
      }
    });

    it('stops refreshing when removed from the page', async () => {
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" refresh="1"></loyalty-events>`,
      );
      const cleared: unknown[] = [];
      const clear = window.clearInterval;
      window.clearInterval = ((id?: number) => (cleared.push(id), clear(id))) as typeof clearInterval;
      try {
        el.remove();
      } finally {
        window.clearInterval = clear;
      }
      expect(cleared).to.have.length(1);
      expect(cleared[0]).to.be.a('number');
    });
  });

  describe('an event’s details', () => {
    it('opens on Enter, draws what the list knows at once, then the details, and Back returns focus', async () => {
      const { el } = await listed();
      await service.fault({ match: READ, hold: true, times: 1 });
      const open = $<HTMLButtonElement>(el, '#open-3')!;
      open.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(list(el)).to.equal(null);
      const heading = $(el, '#detail-name')!;
      expect(text(heading)).to.equal('Scrims vs. Team Aurora');
      expect(focused(el)).to.equal(heading);
      expect(status(el)).to.equal('Loading event details…');
      await expect(el).to.be.accessible();

      // What the service says now about the event wins over what the list knew.
      await until(async () => (await requests(READ)).length === 1, 'the event request');
      const [read] = await requests(READ);
      expect(read.path).to.match(/\/event\/3$/);
      expect(read.headers['x-user-auth-token']).to.be.a('string').and.not.empty;
      const events = (await (await fetch(`${serviceUrl}/api/v1/loyalty/demo/event/list`, { headers: { 'x-user-auth-token': read.headers['x-user-auth-token'] } })).json()) as { events: { id: number }[] };
      await service.setEvents(events.events.map((e) => (e.id === 3 ? { ...e, description: 'Updated details.' } : e)));
      await service.release();
      await until(() => text($(el, '.description')) === 'Updated details.', 'the details');
      expect(status(el)).to.equal('');
      await expect(el).to.be.accessible();

      $<HTMLButtonElement>(el, 'button.back')!.click();
      await el.updateComplete;
      expect(list(el)).not.to.equal(null);
      expect(focused(el)?.id).to.equal('open-3');
    });

    it('opens on click', async () => {
      const { el } = await listed();
      $<HTMLButtonElement>(el, '#open-5')!.click();
      await until(() => $(el, '#detail-name'), 'the detail');
      expect(text($(el, '#detail-name'))).to.equal('Giveaway Night');
      await until(async () => (await requests(READ)).length === 1, 'the event request');
    });

    it('fits its details on a phone-width column', async () => {
      const { el } = await listed();
      el.parentElement!.classList.add('narrow');
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.narrow { display: block; width: 300px; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      try {
        $<HTMLButtonElement>(el, '#open-1')!.click();
        await until(() => $(el, '#detail-name'), 'the detail');
        const card = $(el, 'article[part~="event"]')!;
        expect(card.getBoundingClientRect().width).to.be.at.most(300);
        expect(card.scrollWidth).to.be.at.most(card.clientWidth);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    });

    it('keeps what the list knew when the details fail, and offers Retry', async () => {
      const { el } = await listed();
      await service.fault({ match: READ, status: 500, body: '<h1>oops</h1>', times: 1 });
      $<HTMLButtonElement>(el, '#open-1')!.click();
      await until(() => alert(el), 'the error');
      expect(alert(el)).to.equal(en.server);
      expect(text($(el, '#detail-name'))).to.equal('Nightjar Cup: Grand Finals');
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, 'button.retry')!.focus();
      $<HTMLButtonElement>(el, 'button.retry')!.click();
      await until(() => !alert(el), 'the retry');
      expect(await requests(READ)).to.have.length(2);
      await until(() => focused(el)?.id === 'detail-name', 'focus on the event, not lost with the Retry button');
    });

    it('shows one event directly with `event-id`, without the list', async () => {
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="4"></loyalty-events>`);
      await logIn(scope);
      await until(() => $(el, '#detail-name'), 'the event');
      expect(text($(el, '#detail-name'))).to.equal('Merch Drop: Season 4 Jerseys');
      expect($(el, 'button.back')).to.equal(null);
      expect(await requests(LIST)).to.be.empty;
      expect((await requests(READ)).map((r) => r.path)).to.deep.equal(['/api/v1/loyalty/demo/event/4']);
      await expect(el).to.be.accessible();
    });

    it('says clearly when the event does not exist', async () => {
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="999"></loyalty-events>`);
      const failed = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
      await logIn(scope);
      expect((await failed).detail.action).to.equal('event');
      await until(() => alert(el), 'the message');
      expect(alert(el)).to.equal('This event could not be found.');
      expect($(el, 'button.retry')).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('shows the list when `event-id` is empty', async () => {
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id=""></loyalty-events>`);
      await logIn(scope);
      await until(() => el.shadowRoot!.querySelector('[part~="event"]'), 'the list');
      expect(el.shadowRoot!.querySelectorAll('.events > [part~="event"]').length).to.be.greaterThan(1);
      expect(await requests('/event/list')).to.have.length(1);
    });

    it('says the answer was unreadable, with Retry, when the service answers another event', async () => {
      for (const id of [7, -101]) {
        await service.reset();
        await service.fault({ match: READ, status: 200, body: JSON.stringify({ event: seed({ id, status: 'upcoming', start: 5 }) }), times: 1 });
        const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="101"></loyalty-events>`);
        await logIn(scope);
        await until(() => alert(el), `the message for id ${id}`);
        expect(alert(el)).to.equal(en.unreadable);
        expect($(el, '#detail-name'), 'no other event in its place').to.equal(null);
        expect($(el, 'button.retry')).not.to.equal(null);
      }
    });

    it('does not ask for an id that is not a number', async () => {
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="abc"></loyalty-events>`);
      await logIn(scope);
      await until(() => alert(el), 'the message');
      expect(alert(el)).to.equal('This event could not be found.');
      expect(await requests('/event/')).to.be.empty;
    });
  });

  describe('hostile content', () => {
    const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const unsafeUrls = [
      'javascript:window.__pwned=1',
      'JaVaScRiPt:window.__pwned=1',
      ' java\tscript:window.__pwned=1',
      'java\nscript:window.__pwned=1',
      '\x01javascript:window.__pwned=1',
      'data:text/html,<script>window.__pwned=1</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ];

    it('renders markup in every field as text and sets no unsafe address', async () => {
      await service.setEvents(
        unsafeUrls.map((url, i) =>
          seed({
            id: i + 1,
            status: 'upcoming',
            start: i + 1,
            name: `${markup}${i}`,
            description: markup,
            location: markup,
            callToAction: markup,
            url,
            tags: [{ id: 1, name: markup }],
          }),
        ),
      );
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url="javascript:alert({id})" storage="memory"></loyalty-events>`,
      );
      expect(items(el)).to.have.length(unsafeUrls.length);
      expect($$(el, 'script, iframe, object, embed')).to.be.empty;
      expect($$(el, 'img')).to.be.empty;
      expect($$(el, '[part~="cta"]')).to.be.empty;
      for (const link of $$<HTMLAnchorElement>(el, 'a[href]')) {
        link.focus();
        expect(link.href).to.match(/^data:text\/calendar;charset=utf-8,/);
      }
      expect(text(items(el)[0].querySelector('[part~="event-name"]'))).to.equal(`${markup}0`);
      expect(text(items(el)[0].querySelector('[part~="tag"]'))).to.equal(markup);
      expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('draws every hostile value in every field as text or leaves it out, and never shows an object', async () => {
      const base = seed({ id: 0, status: 'upcoming', start: 5, resourceId: 201, tags: [{ id: 1, name: 'Merch' }] });
      const fields = Object.keys(base).filter((field) => field !== 'id');
      const texts = ['name', 'description', 'url', 'callToAction', 'location'];
      // Per value: an event with it in every field, and one with it in every text (its times usable, so it has a calendar file).
      const events: Record<string, unknown>[] = hostileValues.flatMap((value, i) => [
        { ...Object.fromEntries(fields.map((field) => [field, value])), id: 2 * i + 1 },
        { ...base, ...Object.fromEntries(texts.map((field) => [field, value])), tags: [{ id: 1, name: value }], id: 2 * i + 2 },
      ]);
      // And ids no event can have: left out, the others drawn.
      events.push(...nonStrings.map((id) => ({ ...base, id, name: 'Unopenable' })));
      await service.setEvents(events);
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA} storage="memory"></loyalty-events>`,
      );
      const drawn = items(el);
      expect(drawn.length).to.be.at.least(events.length - nonStrings.length);
      const all = text(list(el));
      for (const tell of ['[object', '[native code]', 'Invalid Date']) {
        expect(all.includes(tell), tell).to.be.false;
      }
      expect($$(el, 'script, iframe, object, embed, svg, h1')).to.be.empty;
      for (const img of $$<HTMLImageElement>(el, 'img')) expect(img.getAttribute('src')).to.match(/\/media\/resource\/\d+$/);
      for (const link of $$<HTMLAnchorElement>(el, 'a[href]')) {
        link.focus();
        expect(link.protocol, link.href.slice(0, 40)).to.be.oneOf(['http:', 'https:', 'data:']);
        if (link.protocol === 'data:') expect(link.href).to.match(/^data:text\/calendar;/);
      }
      expect(pwned()).to.equal(undefined);
    });

    it('renders fields of the wrong type as nothing rather than breaking', async () => {
      await service.setEvents([
        { ...seed({ id: 1, status: 'upcoming', start: 1, name: { _$litType$: 1, strings: ['<b>x</b>'], values: [] }, description: 42, url: ['https://x'] }), start: 'soon' },
      ]);
      const { el } = await listed();
      expect(items(el)).to.have.length(1);
      expect($$(el, 'b')).to.be.empty;
      expect(text(items(el)[0].querySelector('[part~="event-name"]'))).to.equal('');
      expect($(el, 'a[download]')).to.equal(null);
    });
  });
});
