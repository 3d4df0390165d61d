import type { ReactiveElement } from 'lit';
import { pageAdditions } from './page-additions.js';

/**
 * What elements follow on the page around them: `lang` anywhere, words a locale module or the
 * page adds, the page's colours (a dark-mode switch on `<html>` or `<body>`, the system's
 * scheme), and the page coming back into view or online. One set of watchers for all elements,
 * started by the first.
 */
const following = new Set<ReactiveElement>();
const redraw = () => following.forEach((element) => element.requestUpdate());

export function follow(element: ReactiveElement): void {
  if (!watching) watch();
  following.add(element);
}

export function unfollow(element: ReactiveElement): void {
  following.delete(element);
}

let watching = false;
function watch(): void {
  watching = true;
  pageAdditions().listeners.add(redraw);
  new MutationObserver(redraw).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  // A second observer: observing the same element again would replace the first's options.
  const schemes = new MutationObserver(redraw);
  for (const root of [document.documentElement, document.body]) {
    if (root) schemes.observe(root, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-bs-theme'] });
  }
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', redraw);
  // Hidden or shown: what draws by the clock (the events' statuses) keeps a timer only while in view.
  document.addEventListener('visibilitychange', redraw);
  // Back into view (another tab, another app, the back-forward cache) or back online while in view:
  // what the service knows may have moved, and what failed to read may read now.
  const back = (event: Event) =>
    (event.type === 'pageshow' ? (event as PageTransitionEvent).persisted : !document.hidden) &&
    following.forEach((element) => (element as { pageShown?(online: boolean): void }).pageShown!(event.type === 'online'));
  document.addEventListener('visibilitychange', back);
  addEventListener('pageshow', back);
  addEventListener('online', back);
}
