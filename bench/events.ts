// Times a list of `?count=` events (default 2,000) against the fake service, drawn either by the
// built <loyalty-events> (`?variant=element`) or by the plain `innerHTML` list (`?variant=plain`),
// the same way: from the end of the list response to the painted list, then a filter switch to
// "Upcoming" and back to "All". Sets `window.benchResult` (milliseconds) for scripts/bench.js.
import type { ScheduledEvent } from '../src/api/types.js';
import type { LoyaltyEvents } from '../src/components/events/loyalty-events.js';
import { plainList } from './plain.js';
import { BUNDLE, TEAM, appears, logIn, longestTask, painted, params, quiet, seedEvents, service, settled } from './setup.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

const count = Number(params.get('count') ?? 2_000);
const variant = params.get('variant') === 'plain' ? 'plain' : 'element';
const resourceUrl = `${service}/media/resource/{id}`;
const listUrl = `${service}/api/v1/loyalty/${TEAM}/event/list`;
const EVENT = 'li[part~="event"]:not(.placeholder)';

await seedEvents(count);
const token = await logIn();
await import(/* @vite-ignore */ BUNDLE);
const Events = customElements.get('loyalty-events') as typeof LoyaltyEvents;

let root: ShadowRoot;
if (variant === 'element') {
  const el = document.createElement('loyalty-events');
  el.setAttribute('team', TEAM);
  el.setAttribute('base-url', service);
  el.setAttribute('resource-url', resourceUrl);
  document.body.append(el);
  root = el.shadowRoot!;
  // The events themselves, not the placeholder drawn while they load.
  await appears(el, EVENT);
  await (el as LoyaltyEvents).updateComplete;
} else {
  const host = document.body.appendChild(document.createElement('div'));
  root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = Events.elementStyles.map((style) => (style instanceof CSSStyleSheet ? style : style.styleSheet!));
  const response = await fetch(listUrl, { headers: { accept: 'application/json', 'x-user-auth-token': token } });
  const { events } = (await response.json()) as { events: Required<ScheduledEvent>[] };
  plainList(root, events, resourceUrl);
}
const drawnAt = await painted();
const drawnEvents = () => root.querySelectorAll(EVENT).length;
const drawnAtPaint = drawnEvents();

// The request as the browser timed it: the rest is reading the JSON, sorting and drawing.
const request = performance.getEntriesByType('resource').find((entry) => entry.name === listUrl) as PerformanceResourceTiming;
// A list drawn in steps changes after its first paint: complete once every event is there.
const completedAt = Math.max(drawnAt, await settled(root, () => drawnEvents() === count));
const longestTaskMs = longestTask(request.startTime);
// Measures show in a DevTools or trace recording of this page, over the work they time.
performance.measure('list: end of response → painted', { start: request.responseEnd, end: drawnAt });
performance.measure('list: end of response → complete', { start: request.responseEnd, end: completedAt });

/** Once the page is quiet, clicks a filter button and times it to the painted list. */
async function switchTo(label: string): Promise<number> {
  // The element's buttons say their count after the label ("Upcoming 8,000").
  const named = (b: Element) => b.textContent!.replace(b.querySelector('.count')?.textContent ?? '', '').trim();
  const button = [...root.querySelectorAll<HTMLButtonElement>('.filter button')].find((b) => named(b) === label)!;
  await quiet();
  const start = performance.now();
  button.click();
  if (variant === 'element') await (root.host as LoyaltyEvents).updateComplete;
  const end = await painted();
  performance.measure(`filter: ${label} → painted`, { start, end });
  return end - start;
}

const events = drawnEvents();
const toUpcomingMs = await switchTo('Upcoming');
const toAllMs = await switchTo('All');
// Back to every event, drawn in full, for the heap figure scripts/bench.js takes next.
await settled(root, () => drawnEvents() === count);
window.benchResult = {
  drawnAtPaint,
  events,
  requestMs: request.responseEnd - request.startTime,
  renderMs: drawnAt - request.responseEnd,
  completeMs: completedAt - request.responseEnd,
  longestTaskMs,
  toUpcomingMs,
  toAllMs,
};
