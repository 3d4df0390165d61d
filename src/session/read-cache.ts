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

  /**
   * What `read` brings from `endpoint` with `token`, kept for the next element to arrive unless
   * let go meanwhile (`signal`): an answer let go is nobody's. An element just `arriving` (remounted
   * by a client-side navigation) is shown (`show`) what was read moments ago at once, and reads
   * again, quietly, only once that is no longer fresh.
   */
  async read<T>(endpoint: string, token: string | undefined, arriving: boolean, show: (value: T) => void, read: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const recent = arriving && token === this.#token ? this.#reads.get(endpoint) : undefined;
    if (recent) {
      show(recent.value as T);
      if (clock.now() - recent.at < FRESH_MS) return recent.value as T;
    }
    const value = await read();
    // A list read anew took a task of its own (its answer parsed and checked): drawing it takes the next.
    await new Promise((resolve) => setTimeout(resolve));
    if (!signal.aborted) {
      if (token !== this.#token) this.#reads.clear();
      this.#token = token;
      this.#reads.set(endpoint, { value, at: clock.now() });
    }
    return value;
  }
}

/** One cache per session, made by the first element that reads a list (the forms never do). */
const caches = new WeakMap<Session, ReadCache>();

export function readsOf(session: Session): ReadCache {
  let reads = caches.get(session);
  if (!reads) caches.set(session, (reads = new ReadCache()));
  return reads;
}
