import { LoyaltyClient, type ClientOptions } from '../api/client.js';
import { Session } from './session.js';
import type { StorageKind } from './session-store.js';

/**
 * Every session on the page, one per (`base-url`, `team`), with its client. The page has one
 * (provided at the document element); a test or a host app may provide its own to a subtree.
 */
export class SessionRegistry {
  readonly #sessions = new Map<string, Session>();
  readonly #clientOptions: ClientOptions;

  constructor(clientOptions: ClientOptions = {}) {
    this.#clientOptions = clientOptions;
  }

  /** The session for this pair, kept in the strictest storage any of its askers asked for (none asked: `local`). */
  get(baseUrl: string, team: string, storage?: StorageKind): Session {
    const client = new LoyaltyClient(baseUrl, team, this.#clientOptions);
    const key = `${client.baseUrl}\n${team}`;
    let session = this.#sessions.get(key);
    if (!session) {
      session = new Session(client, storage);
      this.#sessions.set(key, session);
    } else session.keepIn(storage);
    return session;
  }

  /**
   * Follows changes another tab made to stored sessions, also those made while this page sat in
   * the back-forward cache (no `storage` event reaches a frozen page).
   */
  syncAcrossTabs(target: Window = window): () => void {
    const onStorage = (event: StorageEvent) => {
      for (const session of this.#sessions.values()) if (event.key === null || event.key === session.key) session.reload();
    };
    const onPageBack = (event: PageTransitionEvent) => {
      if (event.persisted) for (const session of this.#sessions.values()) session.reload();
    };
    target.addEventListener('storage', onStorage);
    target.addEventListener('pageshow', onPageBack);
    return () => {
      target.removeEventListener('storage', onStorage);
      target.removeEventListener('pageshow', onPageBack);
    };
  }
}
