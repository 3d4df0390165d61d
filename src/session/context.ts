import { ContextProvider, createContext } from '@lit/context';
import { SessionRegistry } from './registry.js';

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
