/** What the <loyalty-events> tests share: events as the service stores them, and reading what the element drew. */
import type { TemplateResult } from 'lit';
import type { LoyaltyEvents } from '../../src/components/events/loyalty-events.js';
import { clock } from '../../src/components/events/event-time.js';
import { en } from '../../src/i18n/english.js';
import { mountElement, scopedFixture, type TestScope } from './scope.js';
import { service, serviceUrl, until } from './service.js';
import { logIn } from './session.js';
import { $, $$, status, text } from './shadow.js';

export const LIST = '/event/list$';
export const READ = '/event/\\d+$';
export const MEDIA = `${serviceUrl}/media/resource/{id}`;
export const HOUR = 3600;
/** Events the list draws at once, and how many more each time the fan nears the end. */
export const FIRST_DRAWN = 12;
export const MORE_DRAWN = 30;

export interface Seed {
  id: number;
  name?: unknown;
  status: string;
  start: number;
  end?: number;
  [field: string]: unknown;
}

/** A scheduled event as the service stores it; `start` and `end` in hours from now. */
export const seed = ({ id, start, end, ...rest }: Seed, now = Math.floor(Date.now() / 1000)) => ({
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

/** `count` upcoming events, an hour apart. */
export const many = (count: number) => Array.from({ length: count }, (_, i) => seed({ id: i + 1, status: 'upcoming', start: i + 1 }));

export async function mount(template?: TemplateResult) {
  return template ? scopedFixture<LoyaltyEvents>(template) : mountElement('loyalty-events', { 'resource-url': MEDIA });
}

/** Mounted and logged in, with the list shown. */
export async function listed(template?: TemplateResult) {
  const mounted = await mount(template);
  const auth = await logIn(mounted.scope);
  await until(() => list(mounted.el), 'the list');
  return { ...mounted, auth };
}

/** The events the list shows (not the loading placeholder, not a list hidden under an event's details). */
export const items = (el: Element) => $$(el, 'li[part~="event"]:not(.placeholder)').filter((li) => !li.closest('[hidden]'));
/** The list, once it shows events. */
export const list = (el: Element) => (items(el).length ? $(el, 'ul.events') : null);
export const names = (el: Element) => items(el).map((li) => text(li.querySelector('[part~="event-name"]')));
/** The button that opens the event of this name. */
export const opener = (el: Element, name: string) => $$<HTMLButtonElement>(el, '.open').find((button) => text(button) === name)!;
export const itemOf = (el: Element, name: string) => opener(el, name).closest('li')!;
export const heading = (el: Element) => $(el, '#detail-name');
export const placeholders = (el: Element) => $$(el, '.placeholder');
export const alert = (el: Element) => text($(el, '[part~="error"][role="alert"]'));
export const moreButton = (el: Element) => $<HTMLButtonElement>(el, 'button.more');
export const requests = async (path: string) => (await service.requests()).filter((r) => new RegExp(path).test(r.path));
/** A filter button's label, without its count. */
export const labelOf = (button: Element) => text(button).slice(0, text(button).length - text(button.querySelector('.count')).length).trim();
export const filterButton = (el: Element, label: string) => $$<HTMLButtonElement>(el, '.filter button').find((b) => labelOf(b) === label)!;

/** Opens the calendar choices of this card (or details) and returns its `.ics` link. */
/** Runs `test` as in an app's own browser that drops downloads (Instagram's, by its user agent). */
export async function inAppBrowser<T>(test: () => Promise<T>): Promise<T> {
  const agent = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent')!;
  Object.defineProperty(Navigator.prototype, 'userAgent', { configurable: true, get: () => 'Mozilla/5.0 (iPhone) Instagram 300.0.0' });
  try {
    return await test();
  } finally {
    Object.defineProperty(Navigator.prototype, 'userAgent', agent);
  }
}

export async function openCalendar(card: Element) {
  card.querySelector('summary')!.click();
  await until(() => card.querySelector('.menu a[download]'), 'the calendar choices');
  return card.querySelector<HTMLAnchorElement>('.menu a[download]')!;
}

/** Opens the event of this name and waits for its details, as the service tells them. */
export async function openDetails(el: LoyaltyEvents, name: string) {
  opener(el, name).click();
  await until(() => heading(el) && $(el, 'article[aria-busy="false"]'), `the details of ${name}`);
}

/**
 * Watches `setInterval` (the timers still run): the delays asked for, and `tick()` to run the
 * last callback now instead of waiting for it.
 */
export function intervals() {
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

/**
 * Sets the fan's clock to `now` (ms) for the elements: `to(ms)` moves it and runs the timers that
 * came due; `pending()` lists the moments timers wait for. `restore()` gives the real clock back.
 */
export function fakeClock(now: number) {
  const real = { ...clock };
  let timers: { at: number; run: () => void }[] = [];
  clock.now = () => now;
  clock.at = (at, run) => {
    const timer = { at, run };
    timers.push(timer);
    return () => (timers = timers.filter((t) => t !== timer));
  };
  return {
    pending: () => timers.map((timer) => timer.at),
    to(at: number) {
      now = at;
      for (const due of timers.filter((timer) => timer.at <= now)) {
        timers = timers.filter((timer) => timer !== due);
        due.run();
      }
    },
    restore: () => Object.assign(clock, real),
  };
}

/** Runs `test` on a fake clock that starts now, and gives the real clock back however the test ends. */
export async function withFakeClock(test: (clock: ReturnType<typeof fakeClock>, start: number) => Promise<void>): Promise<void> {
  const start = Date.now();
  const clock = fakeClock(start);
  try {
    await test(clock, start);
  } finally {
    clock.restore();
  }
}

/** Resolves once a frame has been rendered (events near the viewport are then laid out in full). */
export const rendered = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Lays the scope out as a phone's column, 320 px unless told. */
export function phone(scope: TestScope, width = 320) {
  scope.style.display = 'block';
  scope.style.width = `${width}px`;
}

/** What sticks out of the element's 320 px column (a phone would cut it off or scroll sideways). */
export function overflowing(el: HTMLElement): string[] {
  const box = el.getBoundingClientRect();
  const found: string[] = [];
  if (el.scrollWidth > el.clientWidth) found.push(`the element scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
  for (const piece of $$(el, '[part], .body, .list, .detail, .actions, .filter, p, li, h3, button, a, time')) {
    if (piece.closest('[hidden]')) continue;
    const where = `${piece.getAttribute('part') ?? piece.localName} «${text(piece).slice(0, 30)}»`;
    if (getComputedStyle(piece).display !== 'inline' && piece.scrollWidth > piece.clientWidth) found.push(`${where} scrolls`);
    for (const rect of piece.getClientRects()) {
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) found.push(`${where} sticks out: ${rect.left}–${rect.right}`);
    }
  }
  return found;
}

/** Still loading: a placeholder, a busy part or a loading sentence. Else what it ended with. */
export function outcome(el: Element): string | undefined {
  const loading = [en.loadingEvents, en.loadingEvent, en.retrying];
  if (placeholders(el).length || $(el, '[aria-busy="true"]') || loading.some((sentence) => text(el.shadowRoot).includes(sentence))) return undefined;
  const shown = items(el).length || heading(el) || alert(el) || status(el) || text($(el, 'slot[name="logged-out"]'));
  return shown ? 'shown' : undefined;
}
