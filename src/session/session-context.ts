import { ContextEvent, createContext } from '@lit/context';
import { DEFAULT_BASE_URL } from '../api/client.js';
import { SessionRegistry } from './session-registry.js';
import type { Session } from './session.js';
import type { StorageKind } from './session-store.js';

/**
 * The context elements receive the session registry through. A global symbol: every copy of the
 * bundle on the page (a CDN snippet and an app's own import) asks for and answers the same one.
 */
export const registryContext = createContext<SessionRegistry>(Symbol.for('loyalty-widgets.registry'));

/** Where the page's registry lives, for every copy of the bundle on the page to find. */
const PAGE_REGISTRY = Symbol.for('loyalty-widgets.page-registry');
type Page = typeof globalThis & { [PAGE_REGISTRY]?: SessionRegistry };

/**
 * Provides one registry at the document element, so elements with no common ancestor (login in
 * the header, events in the footer) still share their session, whichever copy of the bundle
 * defined them. Idempotent. It answers the context protocol's requests itself: the page's
 * registry never changes, so @lit/context's provider, with its subscriptions, would be bytes for
 * nothing.
 */
export function providePageRegistry(): SessionRegistry {
  const page = globalThis as Page;
  if (!page[PAGE_REGISTRY]) {
    const registry = (page[PAGE_REGISTRY] = new SessionRegistry());
    registry.syncAcrossTabs();
    document.documentElement.addEventListener('context-request', (event) => {
      if (event.context !== registryContext) return;
      event.stopPropagation();
      event.callback(registry);
    });
  }
  return page[PAGE_REGISTRY];
}

/**
 * Asks for the registry of the nearest provider (a test or an app may provide its own to a subtree,
 * with @lit/context's `ContextProvider`; else the page's). Asked again at every connection, so a
 * moved element takes the registry of where it now is.
 */
export const requestRegistry = (element: Element, receive: (registry: SessionRegistry) => void): boolean =>
  element.dispatchEvent(new ContextEvent(registryContext, element, receive));

/** Which session: the same attributes the elements take. */
export interface PageSessionOptions {
  team: string;
  baseUrl?: string;
  /** Where it persists: the strictest that this or any element of the session asked for wins. */
  storage?: StorageKind;
}

/**
 * The session every element of this (`team`, `base-url`) on the page shares, for the host page:
 * read `user`, `token` and `loggedIn`, follow its `change` event, hand it a session obtained
 * elsewhere with `start({ token, user })`, or `end()` it. In a browser only.
 */
export function pageSession({ team, baseUrl = DEFAULT_BASE_URL, storage }: PageSessionOptions): Session {
  return providePageRegistry().get(baseUrl, team, storage);
}
