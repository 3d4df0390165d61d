// Times the built <loyalty-events> with 2,000 events against the fake service (`?service=<its url>`).
// Sets `window.benchResult` for scripts/bench.js; every figure is in milliseconds.
import type { Auth } from '../src/api/types.js';
import type { LoyaltyEvents } from '../src/elements/loyalty-events.js';
import { storageKey } from '../src/session/session.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

const COUNT = 2_000;
const TEAM = 'demo';
const service = (new URLSearchParams(location.search).get('service') ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

async function control<T>(name: string, body: unknown): Promise<T> {
  const response = await fetch(`${service}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return response.json() as Promise<T>;
}

const now = Math.floor(Date.now() / 1000);
const statuses = ['ongoing', 'upcoming', 'completed'] as const;
const events = Array.from({ length: COUNT }, (_, i) => {
  const status = statuses[i % 3];
  const start = status === 'ongoing' ? now - 3600 : status === 'upcoming' ? now + (i + 1) * 3600 : now - (i + 2) * 3600;
  return {
    id: i + 1,
    name: `Event ${i + 1}`,
    description: `Line one of event ${i + 1}.\nLine two.`,
    url: `https://example.com/events/${i + 1}`,
    callToAction: 'Watch',
    location: 'Online',
    start,
    end: start + 2 * 3600,
    status,
    resourceId: 1_000 + i,
    tags: [
      { id: 1, name: 'Tournaments' },
      { id: 2, name: 'Giveaways' },
    ],
  };
});

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves when `selector` appears in the element's shadow root. */
const appears = (el: Element, selector: string) =>
  new Promise<void>((resolve) => {
    const found = () => el.shadowRoot?.querySelector(selector);
    if (found()) return resolve();
    const observer = new MutationObserver(() => found() && (observer.disconnect(), resolve()));
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  });

await control('events', { events });
const auth = await control<Auth>('login', { email: 'fan@example.com', password: 'loyalty123' });
// What ships is what is timed: the built bundle, logged in as a reload would find it.
localStorage.setItem(storageKey(service, TEAM), JSON.stringify(auth));
const bundle = '/dist/loyalty-widgets.js';
await import(/* @vite-ignore */ bundle);

const el = document.createElement('loyalty-events') as LoyaltyEvents;
el.setAttribute('team', TEAM);
el.setAttribute('base-url', service);
el.setAttribute('resource-url', `${service}/media/resource/{id}`);

const inserted = performance.now();
document.body.append(el);
await appears(el, 'ul.events');
await el.updateComplete;
await frame();
const painted = performance.now();

// The request, as the browser timed it; the rest is reading the JSON, sorting and rendering.
const request = performance
  .getEntriesByType('resource')
  .find((entry) => entry.name.endsWith('/event/list')) as PerformanceResourceTiming | undefined;
const responseEnd = request?.responseEnd ?? inserted;

// Switching the filter re-renders the whole list from what is already loaded.
const button = (label: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.filter button')].find((b) => b.textContent?.trim() === label)!;
button('Upcoming').click();
await el.updateComplete;
await frame();
const refiltered = performance.now();
button('All').click();
await el.updateComplete;
await frame();
const refilterMs = performance.now() - refiltered;

window.benchResult = {
  events: el.shadowRoot!.querySelectorAll('li[part~="event"]').length,
  totalMs: painted - inserted,
  requestMs: request ? request.responseEnd - request.startTime : 0,
  renderMs: painted - responseEnd,
  refilterMs,
};
console.log('benchResult', JSON.stringify(window.benchResult));
