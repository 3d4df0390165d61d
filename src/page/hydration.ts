/**
 * When the page's framework has had its chance to hydrate what its server drew. No framework says
 * when it is done, so: the document loaded (every script the page had has run, so the framework
 * has started: Next, Nuxt and SvelteKit hydrate from them), then the browser idle (React hydrates
 * in a run of tasks of its own, and idle time comes after them). A browser without idle callbacks
 * (WebKit) waits 300 ms instead: WebKit runs a message task (what React's slices are) every few ms,
 * so a page's hydration of a few dozen slices is done by then.
 */
export const pageSettled = (): Promise<unknown> =>
  new Promise((resolve) => (document.readyState === 'complete' ? resolve(0) : addEventListener('load', resolve, { once: true }))).then(
    () => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve) : setTimeout(resolve, 300))),
  );

/**
 * As pageSettled, for `element`, and after the Astro island around it (if any) has hydrated: an
 * island hydrates when it chooses (`client:visible`, `client:idle`), says so by losing `ssr`, and
 * its framework then hydrates in tasks of its own.
 */
export async function hydrated(element: Element): Promise<void> {
  for (let island; (island = element.closest('astro-island[ssr]')); ) {
    await new Promise((resolve) => new MutationObserver((_, watch) => island.hasAttribute('ssr') || (watch.disconnect(), resolve(0))).observe(island, { attributes: true }));
  }
  await pageSettled();
}
