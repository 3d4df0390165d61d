import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import type { ScheduledEvent } from '../../src/api/types.js';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import { eventToIcs } from '../../src/components/events/calendar.js';
import { eventHint, formatEventRange } from '../../src/components/events/event-time.js';
import type { LoyaltyErrorEvent, LoyaltyLogoutEvent } from '../../src/base/host-events.js';
import { en } from '../../src/i18n/english.js';
import { storageKey } from '../../src/session/session-store.js';
import { speechFor } from '../../src/i18n/speech.js';
import { backgroundOf, contrast, inForcedColors, over, rgba } from '../support/contrast.js';
import { describeElementContract } from '../support/element-contract.js';
import { scopedFixture } from '../support/scope.js';
import { describeValue, hostileStrings, hostileValues, nonStrings, pageErrors, pwned, withEachField } from '../support/hostile.js';
import { DEMO_TEAM, service, serviceUrl, until, type Fault } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, focused, plain, status, text } from '../support/shadow.js';
import {
  LIST,
  READ,
  MEDIA,
  HOUR,
  FIRST_DRAWN,
  MORE_DRAWN,
  seed,
  many,
  mount,
  listed,
  items,
  list,
  names,
  opener,
  itemOf,
  heading,
  placeholders,
  alert,
  moreButton,
  requests,
  labelOf,
  filterButton,
  openCalendar,
  openDetails,
  intervals,
  rendered,
  phone,
  overflowing,
  outcome,
} from '../support/events.js';
import { backOnline, retryWithEnter } from '../support/lists.js';
describe('<loyalty-events>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-events', {
    'logged out': async () => (await mount()).el,
    'listing events': async () => (await listed()).el,
    'a long list, a filter with nothing to show': async () => {
      await service.setEvents(many(FIRST_DRAWN + 1));
      return (await listed()).el;
    },
    'an event’s details': async () => {
      const { el } = await listed();
      await openDetails(el, names(el)[0]);
      return el;
    },
    'listing events, dark': async () => (await listed(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" resource-url=${MEDIA} theme="dark"></loyalty-events>`)).el,
    'an event’s details, dark': async () => {
      const { el } = await listed(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" resource-url=${MEDIA} theme="dark"></loyalty-events>`);
      await openDetails(el, names(el)[0]);
      return el;
    },
    // Last: until the held request ends, the browser holds back others to the same address.
    'loading the list': async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => placeholders(el).length, 'the placeholder');
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
    it('lets what the service wrote take its own direction, so English names read right in an Arabic page', async () => {
      await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, name: '24-hour Speedrun Marathon', description: 'Open scrims.', tags: [{ id: 1, name: 'IRL meetups' }] })]);
      const { el } = await listed(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" lang="ar" dir="rtl"></loyalty-events>`);
      for (const selector of ['.open', '.description', '.location', '[part~="tag"]']) {
        expect(getComputedStyle($(el, selector)!).unicodeBidi, selector).to.equal('plaintext');
      }
      // Its first strong letter is Latin: the name runs left to right inside the right-to-left page.
      const name = $(el, '.open')!;
      const range = document.createRange();
      range.selectNodeContents(name);
      expect(range.getClientRects()[0].left, 'the name starts on the left of its box').to.be.at.most(name.getBoundingClientRect().left + 20);
    });

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

    it('draws each event: image, name, dates, hint, status, location, tags, description; its details add the links', async () => {
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
      // The card itself offers the call to action and the calendar, as its details do.
      for (const card of [item, await openDetails(el, 'Grand Finals').then(() => $(el, 'article')!)]) {
        const cta = card.querySelector<HTMLAnchorElement>('a[part~="cta"]')!;
        expect(cta.getAttribute('href')).to.equal('https://example.com/9');
        expect(cta.target).to.equal('_blank');
        expect(cta.rel).to.equal('noopener noreferrer');
        expect(text(cta)).to.equal('Set a reminder');
        expect(text(card.querySelector('summary'))).to.equal('Add to calendar');
      }
      const calendar = await openCalendar($(el, 'article')!);
      expect(calendar.download).to.equal('Grand-Finals.ics');
      const ics = decodeURIComponent(calendar.href.replace(/^data:text\/calendar;charset=utf-8,/, ''));
      const expected = eventToIcs(event as never, event.url, 0, 'x')!;
      // Same file as the unit-tested builder, apart from the stamp and UID.
      const strip = (s: string) => s.replace(/^(DTSTAMP|UID):.*$/gm, '');
      expect(strip(ics)).to.equal(strip(expected));
      expect(ics).to.match(/^UID:event-9@demo\.127\.0\.0\.1:\d+\r$/m);
    });

    it('marks live events clearly, not by colour alone, and hints when they end', async () => {
      await service.setEvents([seed({ id: 1, status: 'ongoing', start: -20 / 60, end: 2 }), seed({ id: 2, status: 'completed', start: -30, end: -26 })]);
      const { el } = await listed();
      const [live, past] = items(el);
      const badge = live.querySelector('[part~="event-status"]')!;
      expect(text(badge)).to.equal('Live now');
      expect(badge.classList.contains('ongoing')).to.be.true;
      expect(getComputedStyle(badge).backgroundColor).not.to.equal(getComputedStyle(past.querySelector('[part~="event-status"]')!).backgroundColor);
      // A shape as well as a colour: a dot before "Live now", and a heavier frame around the card.
      expect(getComputedStyle(badge, '::before').content).not.to.equal('none');
      expect(getComputedStyle(past.querySelector('[part~="event-status"]')!, '::before').content).to.equal('none');
      expect(parseFloat(getComputedStyle(live).borderTopWidth)).to.be.above(parseFloat(getComputedStyle(past).borderTopWidth));
      expect(text(live.querySelector('.hint'))).to.equal('Ends in 2 hours');
      expect(text(past.querySelector('.hint'))).to.equal('Ended yesterday');
      expect(text(past.querySelector('[part~="event-status"]'))).to.equal('Ended');
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
      expect(text($(el, '.hint'))).to.equal(plain(eventHint(event, Date.now(), german.words, 'de')));
    });

    it('leaves out an image that fails to load, and only that one, through filtering', async () => {
      await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, resourceId: 1 }), seed({ id: 2, status: 'completed', start: -5, resourceId: 2 })]);
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

    it('goes by Tab from an event’s name to its call to action and calendar, then the next event', async () => {
      const { el } = await listed();
      const buttons = $$<HTMLButtonElement>(el, '.open');
      buttons[0].focus();
      await sendKeys({ press: 'Tab' });
      expect(focused(el)?.getAttribute('part')).to.equal('cta');
      expect(focused(el)?.closest('li')).to.equal(buttons[0].closest('li'));
      await sendKeys({ press: 'Tab' });
      expect(text(focused(el))).to.equal('Add to calendar');
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(buttons[1]);
      buttons[2].focus();

      await sendKeys({ press: 'Enter' });
      await until(() => focused(el) === heading(el), 'the details, the name in focus');
      await sendKeys({ press: 'Tab' });
      expect(focused(el)?.getAttribute('part')).to.equal('cta');
      await sendKeys({ press: 'Tab' });
      expect(text(focused(el))).to.equal('Add to calendar');
    });
  });

  describe('an event that is over', () => {
    const events = [
      seed({ id: 1, status: 'ongoing', start: -1, end: 1, name: 'Live' }),
      seed({ id: 2, status: 'upcoming', start: 5, name: 'Soon' }),
      seed({ id: 3, status: 'completed', start: -5, name: 'Past' }),
      // The service has not caught up: still "upcoming", though its end has passed.
      seed({ id: 4, status: 'upcoming', start: -5, end: -3, name: 'Stale' }),
    ];

    /** Each event's details, side by side. */
    async function details() {
      await service.setEvents(events);
      const { el: row, scope } = await scopedFixture<HTMLElement>(html`<div>
        ${events.map((event) => html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id=${event.id}></loyalty-events>`)}
      </div>`);
      await logIn(scope);
      const elements = [...row.children] as LoyaltyEvents[];
      await until(() => elements.every((el) => $(el, 'article[aria-busy="false"]')), 'every event’s details');
      return elements;
    }

    it('offers "Add to calendar" only for events that have not ended', async () => {
      const offered = (await details()).map((el) => [text(heading(el)), !!$(el, 'summary')]);
      expect(offered).to.deep.equal([
        ['Live', true],
        ['Soon', true],
        ['Past', false],
        ['Stale', false],
      ]);
    });

    it('keeps its call to action, plain rather than the accent button', async () => {
      const [live, soon, past, stale] = (await details()).map((el) => getComputedStyle($(el, 'a[part~="cta"]')!));
      // The accent button while the event is still to come or going on.
      const accent = live.backgroundColor;
      expect(soon.backgroundColor).to.equal(accent);
      for (const over of [past, stale]) {
        expect(over.backgroundColor).not.to.equal(accent);
        expect(over.color).not.to.equal(live.color);
        expect(over.fontWeight).not.to.equal(live.fontWeight);
      }
    });

    it('labels the call to action even when the service gives no label', async () => {
      await service.setEvents([seed({ id: 1, status: 'upcoming', start: 5, callToAction: '  ' })]);
      const { el } = await listed();
      await openDetails(el, 'Event 1');
      expect(text($(el, 'a[part~="cta"]'))).to.equal('Learn more');
    });
  });

  describe('choosing what to show', () => {
    const events = () => [
      seed({ id: 1, status: 'ongoing', start: -1 }),
      seed({ id: 2, status: 'upcoming', start: 5 }),
      seed({ id: 3, status: 'upcoming', start: 9 }),
      seed({ id: 4, status: 'completed', start: -9 }),
    ];
    beforeEach(() => service.setEvents(events()));

    it('shows which filter is on in forced colours (Windows High Contrast) too, where the accent background is gone', async function () {
      const { el } = await listed();
      await inForcedColors(this, 'light', async () => {
        const [on, off] = ['All', 'Live'].map((name) => filterButton(el, name));
        expect(backgroundOf(on), 'the filter on').not.to.deep.equal(backgroundOf(off));
        expect(contrast(rgba(getComputedStyle(on).color), backgroundOf(on))).to.be.at.least(4.5);
      });
    });

    it('marks a live event with its dot in forced colours too, where backgrounds are repainted', async function () {
      const { el } = await listed();
      await inForcedColors(this, 'dark', async () => {
        const live = $(el, '[part~="event-status"].ongoing')!;
        const dot = getComputedStyle(live, '::before');
        const painted = parseFloat(dot.borderTopWidth) > 0 ? dot.borderTopColor : dot.backgroundColor;
        expect(contrast(over(rgba(painted), backgroundOf(live)), backgroundOf(live))).to.be.at.least(3);
      });
    });

    it('offers All / Live / Upcoming / Past as toggle buttons, usable by keyboard', async () => {
      const { el } = await listed();
      const buttons = $$<HTMLButtonElement>(el, '.filter[role="group"] button');
      expect(buttons.map(labelOf)).to.deep.equal(['All', 'Live', 'Upcoming', 'Past']);
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

    it('shows every filter whole with its focus ring: one row on a 360 px phone, wrapping in a narrower card', async () => {
      const { el, scope } = await listed();
      const filter = $(el, '.filter')!;
      const buttons = [...filter.querySelectorAll('button')];
      expect(buttons.map(text)).to.deep.equal(['All 4', 'Live 1', 'Upcoming 2', 'Past 1']);
      phone(scope, 360);
      expect(new Set(buttons.map((b) => b.getBoundingClientRect().top)).size, 'one row').to.equal(1);
      // A phone's page in a padded card, and narrower.
      for (const width of [360, 278, 240]) {
        phone(scope, width);
        const element = el.getBoundingClientRect();
        for (const button of buttons) {
          const ring = button.getBoundingClientRect();
          expect(ring.left >= element.left && ring.right <= element.right, `${text(button)} at ${width} px`).to.equal(true);
          // Its focus ring (2 px, 2 px off it) is cut off by no box between it and the element.
          for (let box = button.parentElement; box; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const edge = box.getBoundingClientRect();
            const whole = ring.left - 4 >= edge.left && ring.right + 4 <= edge.right && ring.top - 4 >= edge.top && ring.bottom + 4 <= edge.bottom;
            expect(whole, `${text(button)}'s focus ring at ${width} px, in ${box.className}`).to.equal(true);
          }
        }
      }
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    });

    it('says a filter has nothing to show in its own words, before and after it is chosen', async () => {
      await service.setEvents([seed({ id: 2, status: 'upcoming', start: 5 })]);
      const { el } = await listed();
      const [all, live, upcoming, past] = ['All', 'Live', 'Upcoming', 'Past'].map((label) => filterButton(el, label));
      const hint = (button: HTMLButtonElement) => text($(el, `#${button.getAttribute('aria-describedby')}`));
      // Still on offer, but it looks empty and says so to a screen reader.
      expect(hint(live)).to.equal('No live events right now.');
      expect(hint(past)).to.equal('No past events yet.');
      expect(upcoming.hasAttribute('aria-describedby')).to.be.false;
      expect(getComputedStyle(live).color).not.to.equal(getComputedStyle(upcoming).color);
      expect(getComputedStyle(live).borderStyle).not.to.equal(getComputedStyle(upcoming).borderStyle);
      await expect(el).to.be.accessible();

      live.click();
      await el.updateComplete;
      expect(status(el)).to.equal('No live events right now.');
      expect(items(el)).to.be.empty;
      past.click();
      await el.updateComplete;
      expect(status(el)).to.equal('No past events yet.');
      all.click();
      await el.updateComplete;
      expect(status(el)).to.equal('');
      expect(names(el)).to.deep.equal(['Event 2']);
    });

    it('says so in the words of the one status the `status` attribute allows', async () => {
      await service.setEvents([seed({ id: 1, status: 'ongoing', start: -1 })]);
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" status="upcoming"></loyalty-events>`);
      await logIn(scope);
      await until(() => outcome(el), 'the empty state');
      expect(status(el)).to.equal('No upcoming events.');
    });

    it('counts each filter’s events; "All" also shows one of a status it does not know, unless `status` names the statuses', async () => {
      // Neither a status this version knows nor times to tell one.
      const unknown = { ...seed({ id: 5, status: 'postponed', start: 0 }), start: undefined, end: undefined };
      await service.setEvents([...events(), unknown]);
      const { el } = await listed();
      expect($$(el, '.filter button').map(text)).to.deep.equal(['All 5', 'Live 1', 'Upcoming 2', 'Past 1']);
      expect(names(el)).to.deep.equal(['Event 1', 'Event 2', 'Event 3', 'Event 4', 'Event 5']);

      el.status = 'ongoing upcoming completed';
      await el.updateComplete;
      expect($$(el, '.filter button').map(text)).to.deep.equal(['All 4', 'Live 1', 'Upcoming 2', 'Past 1']);
      expect(names(el)).to.deep.equal(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
    });

    it('shows only the statuses in the `status` attribute', async () => {
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" status="completed ongoing"></loyalty-events>`,
      );
      expect(names(el)).to.deep.equal(['Event 1', 'Event 4']);
      expect($$(el, '.filter button').map(text)).to.deep.equal(['All 2', 'Live 1', 'Past 1']);
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

    it('reads `limit` as a whole count, and shows every event when it is empty or not a count', async () => {
      const cases: [string, number][] = [
        ['', 4],
        [' ', 4],
        ['-1', 4],
        ['abc', 4],
        ['Infinity', 4],
        ['1.9', 1],
        ['0', 0],
      ];
      for (const [limit, count] of cases) {
        const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" limit=${limit}></loyalty-events>`);
        await logIn(scope);
        await until(() => outcome(el), `the list with limit="${limit}"`);
        expect(items(el), `limit="${limit}"`).to.have.length(count);
      }
    });
  });

  describe('a long schedule', () => {
    it('draws the first events at once and more as the fan nears the end, by scrolling, Tab or "Show more events"', async () => {
      await service.setEvents(many(150));
      const { el } = await listed();
      expect(items(el)).to.have.length(FIRST_DRAWN);
      expect(text(moreButton(el))).to.equal('Show more events');

      // Pressed (a click, the button far below the viewport): more events, in order.
      moreButton(el)!.click();
      await until(() => items(el).length === FIRST_DRAWN + MORE_DRAWN, 'more events');
      expect(names(el)).to.deep.equal(many(FIRST_DRAWN + MORE_DRAWN).map((event) => event.name));

      // By keyboard: Tab from the last event reaches the button, and the fan goes on to the first event it brought.
      const drawn = items(el).length;
      items(el).at(-1)!.querySelector<HTMLElement>('summary')!.focus();
      await sendKeys({ press: 'Tab' });
      await until(() => items(el).length > drawn, 'more events');
      await until(() => focused(el) === items(el)[drawn].querySelector('.open'), 'focus on the first new event');

      // By scrolling: each time the button comes near the viewport, more.
      while (moreButton(el)) {
        const before = items(el).length;
        moreButton(el)!.scrollIntoView();
        await until(() => items(el).length > before, 'more as the fan scrolls');
      }
      expect(items(el)).to.have.length(150);
      expect(await requests(LIST)).to.have.length(1);
    });

    it('starts again from the top when the filter changes', async () => {
      const past = many(FIRST_DRAWN + 1).map((event) => ({ ...event, id: event.id + 100, status: 'completed', start: event.start - 1000 * HOUR, end: event.end - 1000 * HOUR }));
      await service.setEvents([...many(FIRST_DRAWN + 1), ...past]);
      const { el } = await listed();
      moreButton(el)!.click();
      await until(() => !moreButton(el), 'every event');
      expect(items(el)).to.have.length(2 * FIRST_DRAWN + 2);
      filterButton(el, 'Past').click();
      await el.updateComplete;
      expect(items(el)).to.have.length(FIRST_DRAWN);
      expect(moreButton(el)).not.to.equal(null);
    });
  });

  describe('loading and failures', () => {
    it('holds the place of the events with shapes in forced colours (Windows High Contrast) too, not empty frames', async function () {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => placeholders(el).length, 'the placeholder');
      try {
        await inForcedColors(this, 'dark', async () => {
          const card = placeholders(el)[0];
          const pieces = card.querySelectorAll('[part~="event-name"], [part~="event-status"], [part~="cta"], .description');
          expect(pieces.length).to.be.at.least(3);
          for (const piece of pieces) {
            const style = getComputedStyle(piece);
            const what = piece.className || piece.getAttribute('part')!;
            expect(contrast(backgroundOf(piece), backgroundOf(card)), `${what}: a shape`).to.be.at.least(1.5);
            expect(style.borderTopColor, `${what}: no frame of its own`).to.equal(style.backgroundColor);
          }
        });
      } finally {
        // Nothing left in flight for the next test's faults.
        await until(async () => (await requests(LIST)).length === 1, 'the list request');
        await service.release();
        await until(() => list(el), 'the list');
      }
    });

    it('holds the place of the events with a calm placeholder while loading, announced, and nothing jumps', async () => {
      // Tomorrow afternoon, whatever the hour: an event that runs past midnight has a longer date line.
      const noon = new Date();
      noon.setHours(36, 0, 0, 0);
      const full = (id: number) => seed({ id, status: 'upcoming', start: id, tags: [{ id: 1, name: 'Merch' }], description: 'Two lines,\nas most have.' }, noon.getTime() / 1000);
      await service.setEvents([full(1), full(2), full(3)]);
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => placeholders(el).length, 'the placeholder');
      await rendered();
      const cards = placeholders(el);
      expect(cards).to.have.length(3);
      for (const card of cards) expect(card.getAttribute('aria-hidden')).to.equal('true');
      // Shapes a fan sees: an event's pieces, tinted rather than blank.
      for (const piece of cards[0].querySelectorAll('[part~="event-image"], [part~="event-name"], .description')) {
        expect(getComputedStyle(piece).backgroundColor, piece.className || piece.getAttribute('part')!).not.to.match(/^transparent$|, 0\)$|\/ 0\)$/);
      }
      expect($(el, 'ul.events')!.getAttribute('aria-busy')).to.equal('true');
      expect(status(el)).to.equal('Loading events…');
      expect($(el, '[role="status"]')!.closest('[hidden]')).to.equal(null);
      await expect(el).to.be.accessible();
      const before = { height: el.getBoundingClientRect().height, tops: cards.map((card) => card.getBoundingClientRect().top), filter: $(el, '.filter')!.getBoundingClientRect().top };

      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      await service.release();
      await until(() => list(el), 'the list');
      await rendered();
      const after = { height: el.getBoundingClientRect().height, tops: items(el).map((item) => item.getBoundingClientRect().top), filter: $(el, '.filter')!.getBoundingClientRect().top };
      expect(status(el)).to.equal('');
      expect($(el, 'ul.events')!.getAttribute('aria-busy')).to.equal('false');
      expect(after.filter).to.equal(before.filter);
      expect(after.tops[0]).to.equal(before.tops[0]);
      // Cards of the size an event takes: what arrives moves by no more than a few pixels.
      expect(Math.abs(after.height - before.height), `${before.height} → ${after.height}`).to.be.at.most(before.height * 0.05);
      after.tops.forEach((top, i) => expect(Math.abs(top - before.tops[i]), `card ${i + 1}`).to.be.at.most(before.height * 0.05));
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
        expect(placeholders(el)).to.be.empty;
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

    it('takes the fan from Retry to the sentence saying there are none, when the list it read is empty', async () => {
      await service.fault({ match: LIST, status: 502, times: 1 });
      await service.setEvents([]);
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => alert(el), 'the error');
      $<HTMLButtonElement>(el, 'button.retry')!.focus();
      await retryWithEnter(el);
      expect(text(focused(el))).to.equal(en.noEvents);
    });

    it('reads the list again, once, when the browser is back online, taking the fan from Retry to its first event', async () => {
      await service.fault({ match: LIST, status: 503, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(() => alert(el), 'the error');
      $<HTMLButtonElement>(el, 'button.retry')!.focus();
      await backOnline(el);
      expect(items(el)).to.have.length(12);
      expect(alert(el)).to.equal('');
      expect(await requests(LIST)).to.have.length(2);
      expect(focused(el)).to.equal(opener(el, names(el)[0]));
    });

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

    // A page that swaps its views keeps the element off the page meanwhile: no one tells it of the fans that came and went.
    it('does not open for the next fan the event the last fan had open, when it comes back to the page', async () => {
      const { el, scope } = await listed();
      const name = names(el)[0];
      opener(el, name).click();
      await until(() => heading(el), 'the event open');
      const page = el.parentElement!;
      el.remove();
      sessionOf(scope).end();
      await logIn(scope);
      page.append(el);
      await until(() => list(el), 'the list, for the fan now');
      expect(heading(el)).to.equal(null);
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
        expect(placeholders(el)).to.be.empty;
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

  describe('each event keeps its identity', () => {
    const three = (live?: number) =>
      [1, 2, 3].map((id) => (id === live ? seed({ id, status: 'ongoing', start: -1, end: 3 }) : seed({ id, status: 'upcoming', start: 4 * id })));

    /** Listed with a refresh the test runs by hand; `refreshTo(events)` answers the next one with them. */
    async function refreshing() {
      await service.setEvents(three());
      const timers = intervals();
      const mounted = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA} storage="memory" refresh="60"></loyalty-events>`,
      );
      timers.restore();
      // In the order drawn, shown or not (it is hidden under an event's details).
      const order = () => $$(mounted.el, '.events .open').map(text).join();
      const refreshTo = async (events: unknown[], expected: string) => {
        await service.setEvents(events);
        timers.tick();
        await until(() => order() === expected, `the list reordered to ${expected}`);
      };
      return { ...mounted, refreshTo };
    }

    it('when a refresh reorders the list, focus and image stay with their event', async () => {
      const { el, refreshTo } = await refreshing();
      expect(names(el)).to.deep.equal(['Event 1', 'Event 2', 'Event 3']);
      const button = opener(el, 'Event 3');
      const image = itemOf(el, 'Event 3').querySelector('img')!;
      button.focus();
      // Event 3 goes live and moves to the top.
      await refreshTo(three(3), 'Event 3,Event 1,Event 2');
      expect(focused(el), 'focus on the same button').to.equal(button);
      expect(text(focused(el))).to.equal('Event 3');
      expect(itemOf(el, 'Event 3').querySelector('img'), 'the same image, not redrawn').to.equal(image);
      expect(image.getAttribute('src')).to.equal(`${serviceUrl}/media/resource/303`);
      expect(itemOf(el, 'Event 1').querySelector('img')!.getAttribute('src')).to.equal(`${serviceUrl}/media/resource/301`);
    });

    it('an open event stays open when a refresh reorders the list, and Back returns to it', async () => {
      const { el, refreshTo } = await refreshing();
      await openDetails(el, 'Event 2');
      await refreshTo(three(2), 'Event 2,Event 1,Event 3');
      expect(text(heading(el))).to.equal('Event 2');
      $<HTMLButtonElement>(el, 'button.back')!.click();
      await el.updateComplete;
      expect(focused(el)).to.equal(opener(el, 'Event 2'));
      expect(items(el)[0]).to.equal(itemOf(el, 'Event 2'));
    });
  });

  describe('an event’s details', () => {
    it('opens on Enter, draws what the list knows at once, then the details, and Back returns focus', async () => {
      const { el } = await listed();
      await service.fault({ match: READ, hold: true, times: 1 });
      const open = opener(el, 'Scrims vs. Team Aurora');
      open.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(list(el)).to.equal(null);
      expect(text(heading(el))).to.equal('Scrims vs. Team Aurora');
      expect(focused(el)).to.equal(heading(el));
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
      await until(() => text($(el, '.detail .description')) === 'Updated details.', 'the details');
      expect(status(el)).to.equal('');
      await expect(el).to.be.accessible();

      $<HTMLButtonElement>(el, 'button.back')!.click();
      await el.updateComplete;
      expect(list(el)).not.to.equal(null);
      expect(focused(el)).to.equal(open);
    });

    it('opens on click', async () => {
      const { el } = await listed();
      opener(el, 'Giveaway Night').click();
      await until(() => heading(el), 'the detail');
      expect(text(heading(el))).to.equal('Giveaway Night');
      await until(async () => (await requests(READ)).length === 1, 'the event request');
    });

    it('brings its details into view, Back showing, when opened far down the page', async () => {
      const { el } = await listed();
      const last = opener(el, 'Spring Invitational');
      scrollBy(0, last.getBoundingClientRect().bottom - innerHeight);
      expect(el.getBoundingClientRect().top, 'the list starts above the viewport').to.be.below(0);
      last.click();
      await until(() => heading(el), 'the details');
      await el.updateComplete;
      for (const piece of [$(el, 'button.back')!, heading(el)!]) {
        const { top, bottom } = piece.getBoundingClientRect();
        expect(top, text(piece)).to.be.at.least(0);
        expect(bottom, text(piece)).to.be.at.most(innerHeight);
      }
      expect(focused(el)).to.equal(heading(el));
    });

    it('returns focus on Back whatever the event’s id', async () => {
      const { el, scope } = await mount();
      // Ids the API client never lets through: a client stand-in hands them over as they are.
      const odd = [1.5, -2, 2 ** 60].map((id, i) => ({ ...seed({ id: 1, status: 'upcoming', start: i + 1 }), id, name: `Odd ${i}` }));
      const client = sessionOf(scope).client;
      const call = client.call.bind(client) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(client, { call: (...args: unknown[]) => (args[1] === '/event/list' ? Promise.resolve(odd as ScheduledEvent[]) : call(...args)) });
      await logIn(scope);
      await until(() => list(el), 'the list');
      const errors = await pageErrors(async () => {
        for (const name of names(el)) {
          opener(el, name).click();
          await until(() => alert(el), 'the details');
          $<HTMLButtonElement>(el, 'button.back')!.click();
          await el.updateComplete;
          expect(text(focused(el)), name).to.equal(name);
        }
      });
      expect(errors).to.deep.equal([]);
    });

    it('fits its details on a phone-width column', async () => {
      const { el, scope } = await listed();
      phone(scope);
      await openDetails(el, 'Nightjar Cup: Grand Finals');
      const card = $(el, 'article[part~="event"]')!;
      expect(card.getBoundingClientRect().width).to.be.at.most(320);
      expect(overflowing(el)).to.deep.equal([]);
    });

    it('keeps what the list knew when the details fail, and offers Retry', async () => {
      const { el } = await listed();
      await service.fault({ match: READ, status: 500, body: '<h1>oops</h1>', times: 1 });
      opener(el, 'Nightjar Cup: Grand Finals').click();
      await until(() => alert(el), 'the error');
      expect(alert(el)).to.equal(en.server);
      expect(text(heading(el))).to.equal('Nightjar Cup: Grand Finals');
      await expect(el).to.be.accessible();
      $<HTMLButtonElement>(el, 'button.retry')!.focus();
      $<HTMLButtonElement>(el, 'button.retry')!.click();
      await until(() => !alert(el), 'the retry');
      expect(await requests(READ)).to.have.length(2);
      await until(() => focused(el)?.id === 'detail-name', 'focus on the event, not lost with the Retry button');
    });

    it('reads the details again, once, when the browser is back online, taking the fan from Retry to the event', async () => {
      const { el } = await listed();
      await service.fault({ match: READ, status: 503, times: 1 });
      opener(el, 'Nightjar Cup: Grand Finals').click();
      await until(() => alert(el), 'the error');
      $<HTMLButtonElement>(el, 'button.retry')!.focus();
      await backOnline(el);
      expect(alert(el)).to.equal('');
      expect(await requests(READ)).to.have.length(2);
      expect(await requests(LIST)).to.have.length(1);
      expect(focused(el)).to.equal(heading(el));
      expect(text(heading(el))).to.equal('Nightjar Cup: Grand Finals');
    });

    it('shows one event directly with `event-id`, without the list', async () => {
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="4"></loyalty-events>`);
      await logIn(scope);
      await until(() => heading(el), 'the event');
      expect(text(heading(el))).to.equal('Merch Drop: Season 4 Jerseys');
      expect($(el, 'button.back')).to.equal(null);
      expect(await requests(LIST)).to.be.empty;
      expect((await requests(READ)).map((r) => r.path)).to.deep.equal(['/api/v1/loyalty/demo/event/4']);
      await expect(el).to.be.accessible();
    });

    it('holds the event’s place while it loads', async () => {
      await service.fault({ match: READ, hold: true, times: 1 });
      const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="4"></loyalty-events>`);
      await logIn(scope);
      await until(() => placeholders(el).length, 'the placeholder');
      expect(status(el)).to.equal('Loading events…');
      // Released once the service holds it, not before it arrives.
      await until(async () => (await requests(READ)).length === 1, 'the event request');
      await service.release();
      await until(() => heading(el), 'the event');
      expect(placeholders(el)).to.be.empty;
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
      for (const eventId of ['', ' ', '\t\n']) {
        const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id=${eventId}></loyalty-events>`);
        await logIn(scope);
        await until(() => list(el), 'the list');
        expect(items(el).length).to.be.greaterThan(1);
      }
      expect(await requests(READ)).to.be.empty;
    });

    it('says the answer was unreadable, with Retry, when the service answers another event', async () => {
      for (const id of [7, -101]) {
        await service.reset();
        await service.fault({ match: READ, status: 200, body: JSON.stringify({ event: seed({ id, status: 'upcoming', start: 5 }) }), times: 1 });
        const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id="101"></loyalty-events>`);
        await logIn(scope);
        await until(() => alert(el), `the message for id ${id}`);
        expect(alert(el)).to.equal(en.unreadable);
        expect(heading(el), 'no other event in its place').to.equal(null);
        expect($(el, 'button.retry')).not.to.equal(null);
      }
    });

    it('says "not found", never the list, for an `event-id` that is not an id, and asks nothing', async () => {
      for (const eventId of ['abc', '1.5', '-1', '1e400', 'Infinity', 'true', 'null', String(2 ** 53)]) {
        const { el, scope } = await mount(html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory" event-id=${eventId}></loyalty-events>`);
        await logIn(scope);
        await until(() => alert(el), `the message for "${eventId}"`);
        expect(alert(el), eventId).to.equal('This event could not be found.');
        expect(list(el), eventId).to.equal(null);
      }
      expect(await requests('/event/')).to.be.empty;
    });
  });

  describe('on the page', () => {
    /** Watches the signals of the list requests the page sends (they still go out). */
    function listSignals() {
      const original = window.fetch;
      const signals: AbortSignal[] = [];
      window.fetch = (input, init) => {
        if (String(input).endsWith('/event/list') && init?.signal) signals.push(init.signal);
        return original(input, init);
      };
      return { signals, restore: () => (window.fetch = original) };
    }

    it('lets its list request go, quietly, when removed while it is in flight', async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const watch = listSignals();
      try {
        const { el, scope } = await mount();
        const reported: Event[] = [];
        el.addEventListener('loyalty-error', (event) => reported.push(event));
        const errors = await pageErrors(async () => {
          await logIn(scope);
          await until(async () => (await requests(LIST)).length === 1, 'the list request');
          el.remove();
          // At once: long before the request would time out (3 s in tests).
          await until(() => watch.signals[0]?.aborted, 'the request let go', 10);
          await service.release();
          for (let i = 0; i < 5; i++) await service.requests();
        });
        expect(errors).to.deep.equal([]);
        expect(reported).to.deep.equal([]);
      } finally {
        watch.restore();
      }
    });

    it('takes nothing from a list read let go as its answer arrives: nothing marked loaded, nothing reported', async () => {
      const { el, scope } = await mount();
      const reported: Event[] = [];
      for (const type of ['loyalty-error', 'loyalty-logout']) el.addEventListener(type, (event) => reported.push(event));
      const realFetch = window.fetch;
      const realTimeout = window.setTimeout;
      let answered = false;
      let switched = false;
      // The list's answer is in; as the element yields before taking it, the page switches team.
      window.fetch = (input, init) => {
        const response = realFetch(input, init);
        if (String(input).endsWith('/event/list')) response.then(() => (answered = true), () => undefined);
        return response;
      };
      window.setTimeout = ((run: () => void, delay?: number, ...rest: unknown[]) => {
        if (answered && !switched && delay === undefined) {
          switched = true;
          el.setAttribute('team', 'another-team');
        }
        return realTimeout(run, delay, ...rest);
      }) as typeof setTimeout;
      try {
        await logIn(scope);
        await until(() => switched, 'the team switch as the list arrives');
        await until(() => text($(el, 'slot[name="logged-out"]')), 'the other team, logged out');
      } finally {
        window.fetch = realFetch;
        window.setTimeout = realTimeout;
      }
      // Back to the first team, its list asked again and held: the answer let go was not taken.
      await service.fault({ match: LIST, hold: true, times: 1 });
      el.setAttribute('team', DEMO_TEAM);
      await until(async () => (await requests(LIST)).length === 2, 'the list asked again');
      await el.updateComplete;
      expect(items(el), 'no list from the read let go').to.be.empty;
      expect(placeholders(el)).to.have.length(3);
      expect(status(el)).to.equal('Loading events…');
      await service.release();
      await until(() => list(el), 'the list');
      expect(reported).to.deep.equal([]);
    });

    it('keeps working when moved, while loading and after', async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el, scope } = await mount();
      const elsewhere = scope.appendChild(document.createElement('section'));
      await logIn(scope);
      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      elsewhere.append(el);
      await service.release();
      await until(() => list(el), 'the list, where it went');
      expect(await requests(LIST)).to.have.length(1);
      scope.prepend(el);
      await openDetails(el, 'Giveaway Night');
      $<HTMLButtonElement>(el, 'button.back')!.click();
      await el.updateComplete;
      expect(text(focused(el))).to.equal('Giveaway Night');
    });

    it('asks again when put back after it was removed while loading', async () => {
      await service.fault({ match: LIST, hold: true, times: 1 });
      const { el, scope } = await mount();
      await logIn(scope);
      await until(async () => (await requests(LIST)).length === 1, 'the list request');
      el.remove();
      await new Promise(requestAnimationFrame);
      scope.append(el);
      await until(() => list(el), 'the list');
      expect(items(el)).to.have.length(12);
      await service.release();
    });

    it('upgrades when the page wrote it, and set its properties, before the bundle loaded', async () => {
      const key = storageKey(serviceUrl.replace(/\/+$/, ''), DEMO_TEAM);
      localStorage.setItem(key, JSON.stringify(await service.login()));
      const frame = document.createElement('iframe');
      frame.srcdoc = `<loyalty-events team="${DEMO_TEAM}" base-url="${serviceUrl}"></loyalty-events>`;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      try {
        await loaded;
        const page = frame.contentDocument!;
        const el = page.querySelector('loyalty-events') as LoyaltyEvents;
        expect(frame.contentWindow!.customElements.get('loyalty-events')).to.equal(undefined);
        el.limit = 2;
        const bundle = Object.assign(page.createElement('script'), { type: 'module', src: '/__bundles/loyalty-widgets.js' });
        page.head.append(bundle);
        await until(() => el.shadowRoot && list(el), 'the upgraded list', 1200);
        expect(items(el)).to.have.length(2);
      } finally {
        frame.remove();
        localStorage.removeItem(key);
      }
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
      const events = unsafeUrls.map((url, i) =>
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
      );
      await service.setEvents(events);
      const { el } = await listed(
        html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url="javascript:alert({id})" storage="memory"></loyalty-events>`,
      );
      expect(items(el)).to.have.length(unsafeUrls.length);
      expect($$(el, 'script, iframe, object, embed')).to.be.empty;
      expect($$(el, 'img')).to.be.empty;
      expect(text(items(el)[0].querySelector('[part~="event-name"]'))).to.equal(`${markup}0`);
      expect(text(items(el)[0].querySelector('[part~="tag"]'))).to.equal(markup);
      for (const name of events.map((event) => String(event.name))) {
        await openDetails(el, name);
        expect($$(el, '[part~="cta"]'), name).to.be.empty;
        for (const link of $$<HTMLAnchorElement>(el, 'a[href]')) {
          link.focus();
          expect(link.href).to.match(/^data:text\/calendar;charset=utf-8,/);
        }
        $<HTMLButtonElement>(el, 'button.back')!.click();
        await el.updateComplete;
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
      items(el)[0].querySelector<HTMLButtonElement>('.open')!.click();
      await until(() => $(el, 'article[aria-busy="false"]'), 'the details');
      expect($(el, 'a[download]')).to.equal(null);
    });

    const base = seed({ id: 0, status: 'upcoming', start: 5, resourceId: 201, tags: [{ id: 1, name: 'Merch' }] });
    const texts = ['name', 'description', 'url', 'callToAction', 'location'];

    /** Nothing ran, nothing broke, nothing shows an object, every address is safe (images from `images`). */
    function inert(el: Element, where: string, images = /\/media\/resource\/\d+$/) {
      expect($$(el, 'script, iframe, object, embed, svg, h1'), where).to.be.empty;
      for (const tell of ['[object', '[native code]', 'Invalid Date']) expect(text(el.shadowRoot).includes(tell), `${where}: ${tell}`).to.be.false;
      for (const img of $$<HTMLImageElement>(el, 'img')) {
        expect(img.getAttribute('src'), where).to.match(images);
        expect(new URL(img.src).protocol, where).to.be.oneOf(['http:', 'https:']);
      }
      for (const link of $$<HTMLAnchorElement>(el, 'a[href]')) {
        expect(link.protocol, `${where}: ${link.href.slice(0, 40)}`).to.be.oneOf(['http:', 'https:', 'data:']);
        if (link.protocol === 'data:') expect(link.href, where).to.match(/^data:text\/calendar;/);
      }
      expect(pwned(), where).to.equal(undefined);
    }

    it('takes every hostile value in every field of the list: inert, no page error, all within 320 px', async function () {
      // Hundreds of events drawn, opened and measured: the time that takes on a busy machine.
      this.timeout(30_000);
      // Every field (but the id) of one event each, and ids no event can have: those are left out.
      const events: Record<string, unknown>[] = [...withEachField(base, hostileValues, Object.keys(base).filter((field) => field !== 'id'))].map(
        ({ value }, i) => ({ ...value, id: i + 1 }),
      );
      events.push(...nonStrings.map((id) => ({ ...base, id, name: 'Unopenable' })));
      await service.setEvents(events);
      const errors = await pageErrors(async () => {
        const { el, scope } = await mount();
        phone(scope);
        await logIn(scope);
        await until(() => list(el), 'the list');
        while (moreButton(el)) {
          const drawn = items(el).length;
          moreButton(el)!.click();
          await until(() => items(el).length > drawn, 'more events');
        }
        expect(items(el).length).to.be.at.least(events.length - nonStrings.length);
        inert(el, 'the list');
        expect(overflowing(el)).to.deep.equal([]);
      });
      expect(errors).to.deep.equal([]);
    });

    it('takes every hostile value in every text of an event’s details: inert, no page error, all within 320 px, nothing stuck', async function () {
      // Hundreds of events drawn, opened and measured: the time that takes on a busy machine.
      this.timeout(30_000);
      // Per value: an event with it in every field, and one with it in every text (its times usable, so it has a calendar file).
      const events = hostileValues.flatMap((value, i) => [
        { ...Object.fromEntries(Object.keys(base).map((field) => [field, value])), id: 2 * i + 1 },
        { ...base, ...Object.fromEntries(texts.map((field) => [field, value])), tags: [{ id: 1, name: value }], id: 2 * i + 2 },
      ]);
      await service.setEvents(events);
      const errors = await pageErrors(async () => {
        const { el: column, scope } = await scopedFixture<HTMLElement>(html`<div>
          ${events.map((event) => html`<loyalty-events team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA} storage="memory" event-id=${event.id}></loyalty-events>`)}
        </div>`);
        phone(scope);
        await logIn(scope);
        const elements = [...column.children] as LoyaltyEvents[];
        await until(() => elements.every(outcome), 'every event’s details, or why not');
        // Every calendar's choices drawn: its links and text are checked too.
        const menus = elements.flatMap((el) => $$<HTMLDetailsElement>(el, 'details.calendar'));
        expect(menus).not.to.be.empty;
        for (const menu of menus) menu.open = true;
        await until(() => menus.every((menu) => menu.querySelector('.menu a[download]')), 'every calendar’s choices');
        elements.forEach((el, i) => {
          const where = `event ${i + 1}: ${describeValue(hostileValues[i >> 1])}`;
          inert(el, where);
          expect(overflowing(el), where).to.deep.equal([]);
        });
      });
      expect(errors).to.deep.equal([]);
    });

    const attributes = ['team', 'base-url', 'resource-url', 'storage', 'lang', 'theme', 'status', 'limit', 'event-id', 'refresh'];
    for (const attribute of attributes) {
      it(`takes every hostile value in \`${attribute}\`: inert, no page error, all within 320 px, nothing stuck`, async () => {
        await service.setEvents([
          seed({ id: 1, status: 'ongoing', start: -1, name: 'x'.repeat(300), callToAction: 'y'.repeat(300), location: 'z'.repeat(300) }),
          seed({ id: 2, status: 'upcoming', start: 3, tags: [{ id: 1, name: 't'.repeat(300) }] }),
          seed({ id: 3, status: 'completed', start: -9 }),
        ]);
        const errors = await pageErrors(async () => {
          const { el: column, scope } = await scopedFixture<HTMLElement>(html`<div></div>`);
          phone(scope);
          // The demo team's session first, in memory, whatever `storage` the elements ask for.
          const auth = await logIn(scope);
          for (const value of hostileStrings) {
            const el = document.createElement('loyalty-events');
            for (const [name, given] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, 'resource-url': MEDIA, storage: 'memory' })) el.setAttribute(name, given);
            el.setAttribute(attribute, value);
            column.append(el);
            // Another team on the same service: logged in as well, so it asks (and is told no).
            if (attribute === 'team' && value.trim()) scope.registry.get(serviceUrl, value, 'memory').start(auth);
          }
          const elements = [...column.children] as LoyaltyEvents[];
          await until(() => elements.every(outcome), 'every element showing events or why not', 1200);
          elements.forEach((el, i) => {
            const where = `${attribute}=${describeValue(hostileStrings[i])}`;
            // A creator's own template may point anywhere on the web (or their site): only http(s).
            inert(el, where, attribute === 'resource-url' ? /^/ : undefined);
            expect(overflowing(el), where).to.deep.equal([]);
          });
        });
        expect(errors).to.deep.equal([]);
      });
    }
  });
});
