import { clock } from '../page/clock.js';
import { FRESH_MS, type Session } from './session.js';

/**
 * A session's recent list reads (events, rewards, missions, the leaderboard), by endpoint, for its
 * current token: an element that arrives after a client-side navigation shows at once what was
 * read moments ago, and reads again in the background only once that is no longer fresh. Another
 * token (another fan, or none) starts it empty: nothing read for one fan is shown to the next.
 */
export class ReadCache {
  #token?: string;
  readonly #reads = new Map<string, { value: unknown; at: number }>();

  /** What was last read from `endpoint` with `token`, and whether it is still fresh. */
  get<T>(endpoint: string, token: string | undefined): { value: T; fresh: boolean } | undefined {
    const read = token === this.#token ? this.#reads.get(endpoint) : undefined;
    return read && { value: read.value as T, fresh: clock.now() - read.at < FRESH_MS };
  }

  set(endpoint: string, token: string | undefined, value: unknown): void {
    if (token !== this.#token) this.#reads.clear();
    this.#token = token;
    this.#reads.set(endpoint, { value, at: clock.now() });
  }
}

/** One cache per session, made by the first element that reads a list (the forms never do). */
const caches = new WeakMap<Session, ReadCache>();

export function readsOf(session: Session): ReadCache {
  let reads = caches.get(session);
  if (!reads) caches.set(session, (reads = new ReadCache()));
  return reads;
}
