import { pageSettled } from './hydration.js';

/** The reset token a password-reset link carries. */
export const TOKEN_PARAM = 'password_token';
/** The view a link opens: `?loyalty-view=signup`. */
export const VIEW_PARAM = 'loyalty-view';

/**
 * What a link to the page hands the elements in its address, taken out of it as soon as this
 * module loads, before any framework can rebuild an element, and kept here, by name, for the
 * element that needs it. A live token must not sit in an address the fan may paste or the page's
 * analytics read.
 */
const kept = new Map<string, string>();

/** The addresses they were taken from: a router that writes one back (Nuxt's, on its first navigation) has them taken out again. */
const takenFrom = new Set<string>();

/** Takes `names` (those with the value `only`, if given) out of the page address, every other part kept; keeps their values when `keep`. */
function take(names: string[], keep = true, only?: string): void {
  const url = new URL(location.href);
  const before = url.href;
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value === null || (only !== undefined && value !== only)) continue;
    if (keep) kept.set(name, value);
    url.searchParams.delete(name);
  }
  if (url.href === before) return;
  takenFrom.add(before);
  history.replaceState(history.state, '', url);
}

/**
 * The value a link gave for `name` (only `only`, if given): taken from the address now if it is
 * there (a link followed inside the app), else the one kept since the page loaded.
 */
export function linkParam(name: string, only?: string): string | undefined {
  take([name], true, only);
  return kept.get(name);
}

/** The value of `name` is used (or refused): no element takes it after this one. */
export function forgetLinkParam(name: string, value = kept.get(name)): void {
  if (kept.get(name) === value) kept.delete(name);
}

// Not on a server (a framework's SSR build loads this module too).
if (globalThis.history) {
  take([TOKEN_PARAM, VIEW_PARAM]);
  // No event says a router wrote the address: looked at again when the history entry changes
  // (where the Navigation API says so), on back and forward, and once the page has settled (a
  // router's first navigation is part of its start). Nothing of the page's is patched.
  const again = () => takenFrom.has(location.href) && take([TOKEN_PARAM, VIEW_PARAM], false);
  addEventListener('popstate', again);
  addEventListener('pageshow', again);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', again);
  void pageSettled().then(again);
}
