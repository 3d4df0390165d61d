/** The session the elements in a test scope share, and logging the demo fan into it. */
import type { Auth } from '../../src/api/types.js';
import { storageKey } from '../../src/session/session-store.js';
import type { TestScope } from './scope.js';
import { DEMO_TEAM, service, serviceUrl } from './service.js';

/** The demo team's session, in memory, that the elements in `scope` share. */
export const sessionOf = (scope: TestScope) => scope.registry.get(serviceUrl, DEMO_TEAM, 'memory');

/** Logs the demo fan in behind the elements' back (as another element would); returns the session's auth. */
export async function logIn(scope: TestScope) {
  const auth = (await service.login()) as unknown as Auth;
  sessionOf(scope).start(auth);
  return auth;
}

/** The demo team's key in the page's storage, where elements without a scope of their own keep the session. */
export const pageKey = storageKey(serviceUrl.replace(/\/+$/, ''), DEMO_TEAM);

/** Each test of the suite starts on a fresh service with no fan logged in on the page, and leaves none behind. */
export function eachStartsLoggedOut(): void {
  beforeEach(async () => {
    await service.reset();
    localStorage.removeItem(pageKey);
  });
  afterEach(() => localStorage.removeItem(pageKey));
}
