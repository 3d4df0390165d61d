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

/**
 * True when `color` is light (as text on a dark page is): from the computed value, whatever
 * colour space the page wrote it in (`rgb()`, `color(srgb …)`, `lab()`/`lch()`, `oklab()`/`oklch()`).
 */
export function isLight(color: string): boolean {
  const [a = 0, b = 0, c = 0] = (color.match(/-?[\d.]+/g) ?? []).map(Number);
  if (/^(lab|lch)\(/.test(color)) return a > 62;
  if (/^ok(lab|lch)\(/.test(color)) return a > 0.68;
  const scale = color.startsWith('color(') ? 1 : 255;
  const linear = (channel: number) => {
    const value = channel / scale;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(a) + 0.7152 * linear(b) + 0.0722 * linear(c) > 0.3;
}
