import { ContextProvider, createContext } from '@lit/context';
import { DEFAULT_BASE_URL } from '../api/client.js';
import { SessionRegistry } from './registry.js';
import type { Session, StorageKind } from './session.js';

/** The context elements receive the session registry through. */
export const registryContext = createContext<SessionRegistry>(Symbol('loyalty-widgets.registry'));

let pageRegistry: SessionRegistry | undefined;

/**
 * Provides one registry at the document element, so elements with no common ancestor (login in
 * the header, events in the footer) still share their session. Idempotent.
 */
export function providePageRegistry(): SessionRegistry {
  if (!pageRegistry) {
    pageRegistry = new SessionRegistry();
    pageRegistry.syncAcrossTabs();
    new ContextProvider(document.documentElement, { context: registryContext, initialValue: pageRegistry });
  }
  return pageRegistry;
}

/** Which session: the same attributes the elements take. */
export interface PageSessionOptions {
  team: string;
  baseUrl?: string;
  /** Where it persists, if this is the first to ask for it (else the first asker's choice stands). */
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
