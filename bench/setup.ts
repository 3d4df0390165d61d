// What every bench page shares: the fake service (`?service=<its url>`), a logged-in fan as a
// reload would find them, the built bundle, and the moment a frame has been painted.
import type { Auth, ScheduledEvent } from '../src/api/types.js';
import { storageKey } from '../src/session/session-store.js';

export const TEAM = 'demo';
export const params = new URLSearchParams(location.search);
export const service = (params.get('service') ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
/** What ships is what is timed; `?bundle=` times another build (an experiment's) the same way. */
export const BUNDLE = params.get('bundle') ?? '/dist/loyalty-widgets.js';

async function control<T>(name: string, body: unknown): Promise<T> {
  const response = await fetch(`${service}/__control/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** Logs the demo fan in and stores the session where the elements look for it; returns the token. */
export async function logIn(): Promise<string> {
  const auth = await control<Auth>('login', { email: 'fan@example.com', password: 'loyalty123' });
  localStorage.setItem(storageKey(service, TEAM), JSON.stringify(auth));
  return auth.token;
}

/** Gives the service `count` events, a third each live, upcoming and past, with every field drawn. */
export async function seedEvents(count: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const statuses = ['ongoing', 'upcoming', 'completed'] as const;
  const events: ScheduledEvent[] = Array.from({ length: count }, (_, i) => {
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
    } as ScheduledEvent;
  });
  await control('events', { events });
}

/** Resolves, with its time, once the next frame has been rendered: the task after its rendering. */
export const painted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    }),
  );

/** Resolves once `selector` is drawn in `el`'s shadow root. */
export const appears = (el: Element, selector: string) =>
  new Promise<void>((resolve) => {
    const root = el.shadowRoot!;
    const drawn = () => root.querySelector(selector) && (observer.disconnect(), resolve());
    const observer = new MutationObserver(drawn);
    observer.observe(root, { childList: true, subtree: true });
    drawn();
  });

/**
 * Resolves with the time of the last change under `root` once `done()` holds, or once nothing has
 * changed for a second (a list that never draws every item, such as a windowed one).
 */
export const settled = (root: Node, done: () => boolean) =>
  new Promise<number>((resolve) => {
    let last = performance.now();
    const observer = new MutationObserver(() => (last = performance.now()));
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
    const check = () => (done() || performance.now() - last >= 1000 ? (observer.disconnect(), resolve(last)) : setTimeout(check, 20));
    check();
  });

/**
 * Resolves once no request has ended for `ms`: what the last step asked for (the images of the
 * events it drew) is in, as it is by the time a fan acts again. Without it, a step's timing would
 * include the images of the step before, arriving meanwhile.
 */
export const quiet = (ms = 300) =>
  new Promise<void>((resolve) => {
    let last = performance.now();
    const observer = new PerformanceObserver(() => (last = performance.now()));
    observer.observe({ type: 'resource' });
    const check = () => (performance.now() - last >= ms ? (observer.disconnect(), resolve()) : setTimeout(check, 20));
    check();
  });

/** Main-thread tasks over 50 ms, from the moment this module runs. */
export const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

/** The longest task that started at or after `since` (0 when none reached 50 ms). */
export const longestTask = (since: number) => Math.max(0, ...longTasks.filter((t) => t.startTime >= since).map((t) => t.duration));
