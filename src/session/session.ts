import { ApiError, currentUser, teamSettings, type LoyaltyClient } from '../api/client.js';
import type { Auth, CurrentUser, Team, User } from '../api/types.js';
import { clock } from '../page/clock.js';
import { openStore, parseAuth, storageKey, stricter, type StorageKind, type Store } from './session-store.js';

/** How often, at most, the page coming back (into view, online) has the fan and the team root read again: every 30 seconds. */
export const RETURN_THROTTLE = 30_000;

/** How long a read stays fresh: an element arriving within it (after a client-side navigation) repeats no request. */
export const FRESH_MS = 15_000;

/** Why a session ended: the fan logged out, or the service no longer accepts the token. */
export type EndReason = 'logout' | 'expired';

/**
 * The session of one (`base-url`, `team`) on this page: token and user, persisted, shared by every
 * element of that pair. Fires `change` whenever it starts, ends or its user changes, from any tab.
 */
export class Session extends EventTarget {
  readonly key: string;
  readonly client: LoyaltyClient;
  #store: Store;
  /** Where the token is kept: the strictest any element of the session asked for. */
  storage: StorageKind;
  #auth: Auth | null;
  /** The fan's place among the team's fans, from the last `GET /user` (undefined until it answers). */
  rank?: CurrentUser['rank'];
  /** Notifications the fan has not read, from the last `GET /user`. */
  unread?: number;
  /** When `GET /user` last answered, on the page's clock: an element arriving soon after does not read the fan again. */
  fanReadAt = -Infinity;

  /** Reads of the fan asked for, and the newest of them whose answer is shown: an older answer never overwrites a newer one. */
  #fanReads = 0;
  #fanShown = 0;
  #fanRead?: { token: string; done: Promise<boolean> };

  /**
   * Reads the fan again (`GET /user`): the user, rank and unread count updated and `change` fired.
   * Joins the read under way for every element of the session, unless `fresh` (after a redeem or a
   * completion: one sent before it would tell the balance before it). Resolves to whether the fan
   * shown now is as read by this request or a newer one; never rejects (a service without `/user`
   * keeps the user it has). A refused token ends the session, and `onEnded` of the caller whose
   * request it was announces it.
   */
  refresh(onEnded?: () => void, fresh = false): Promise<boolean> {
    const token = this.token;
    if (!token) return Promise.resolve(false);
    // Keyed by the token: a fan who logged in since is read, not handed the last fan's answer.
    if (!fresh && this.#fanRead?.token === token) return this.#fanRead.done;
    const read = ++this.#fanReads;
    const done = this.authorized((token, client) => currentUser(client, token), onEnded).then(
      (fan) => {
        // A session started or ended meanwhile is not the one this answer describes.
        if (this.token !== token) return false;
        // A read sent after this one answered first: what it said is newer.
        if (read < this.#fanShown) return true;
        this.#fanShown = read;
        this.fanReadAt = clock.now();
        this.#show(token, fan);
        return true;
      },
      // A 401 ended the session already; a service without `/user` (404) or one that failed keeps the fan it had.
      () => false,
    );
    const entry = { token, done: done.finally(() => this.#fanRead === entry && (this.#fanRead = undefined)) };
    this.#fanRead = entry;
    return entry.done;
  }

  /** When the page last came back (into view, online) and had the fan and team read again, on the fan's clock. */
  #returnedAt = -Infinity;

  /**
   * The page came back into view or online: the fan read again, and the team root (back online
   * only if it failed), at most once per {@link RETURN_THROTTLE} however often the fan comes and
   * goes, and however many elements of the session hear it.
   */
  pageReturned(online: boolean, onEnded?: () => void): void {
    const now = clock.now();
    if (now - this.#returnedAt < RETURN_THROTTLE) return;
    this.#returnedAt = now;
    void this.refresh(onEnded);
    if (this.teamFailed || (this.team && !online)) void this.readTeam(true);
  }

  /** When each wait the service asked of this fan ends (ms on the fan's clock), by name: every element of the session waits it out. */
  readonly #waits = new Map<string, number>();

  waitUntil(name: string): number {
    return this.#waits.get(name) ?? 0;
  }

  /** Starts a wait for every element of the session (they hear `wait`); returns when it ends. */
  pause(name: string, seconds: number): number {
    const until = clock.now() + seconds * 1000;
    this.#waits.set(name, until);
    this.dispatchEvent(new Event('wait'));
    return until;
  }

  /**
   * The fan as the service just described them in answer to a change (`PUT /user`), for the
   * session of `token`: every element shows them at once, and a read of the fan sent before it
   * answers too late to overwrite them.
   */
  update(fan: CurrentUser, token = this.token): void {
    if (!token || this.token !== token) return;
    this.#fanShown = ++this.#fanReads;
    this.#show(token, fan);
  }

  /** The fan of `token` as the service described them, kept (and stored) for every element to show. */
  #show(token: string, { user, rank, unread }: CurrentUser): void {
    this.rank = rank;
    this.unread = unread;
    this.#auth = { token, user };
    this.#persist();
  }

  /** The team's settings (`GET /`), once read: shared by every element of the team for the page's life. */
  team?: Team;
  /** The team root failed, not for want of the endpoint (a base-contract service answers 404): forms say what they do without it. */
  teamFailed = false;
  #teamAsked = false;

  /**
   * Reads the team root for every element that asks (once per page, again when `again`, as when the
   * page comes back into view) and fires `team` when it answered. Never rejects.
   */
  readTeam(again = false, signal?: AbortSignal): Promise<void> {
    if (this.#teamAsked && !again) return Promise.resolve();
    this.#teamAsked = true;
    return this.shared('team', async (abort) => {
      try {
        this.team = await teamSettings(this.client, { signal: abort });
        this.teamFailed = false;
      } catch (error) {
        // Let go by every element that asked: the next to draw asks again (`team` tells them).
        if (abort.aborted) this.#teamAsked = false;
        else this.teamFailed = !this.team && !(error instanceof ApiError && error.status === 404);
      }
      this.dispatchEvent(new Event('team'));
    }, signal).catch(() => undefined);
  }

  /** The last session ended because the service refused its token (so a form can say why). */
  expired = false;

  constructor(client: LoyaltyClient, storage?: StorageKind) {
    super();
    this.client = client;
    this.key = storageKey(client.baseUrl, client.team);
    this.storage = stricter(storage, storage);
    this.#store = openStore(this.storage);
    this.#auth = parseAuth(this.#store.read(this.key));
  }

  get token(): string | undefined {
    return this.#auth?.token;
  }

  get user(): User | undefined {
    return this.#auth?.user;
  }

  get loggedIn(): boolean {
    return this.#auth !== null;
  }

  /** Stores a new session (after log in or sign up, or one the page obtained) and tells every element. */
  start(auth: Auth): void {
    // The page may hand one in: refuse what no element could use, and keep the session it had.
    if (!parseAuth(JSON.stringify(auth ?? null))) throw new TypeError('A session needs a token (a non-empty string) and a user object.');
    this.#forgetFan();
    this.#auth = { token: auth.token, user: auth.user };
    this.expired = false;
    this.#persist();
  }

  /** Ends the session. Returns false when there was none, so a logout is announced only once. */
  end(reason: EndReason = 'logout'): boolean {
    if (!this.#auth) return false;
    this.#forgetFan();
    this.#auth = null;
    this.expired = reason === 'expired';
    this.#persist();
    return true;
  }

  /**
   * Runs an authenticated call with the current token. A 401 ends the session everywhere and
   * fails as `expired`; `onEnded` runs only for the call whose 401 ended it, so the logout is
   * announced once.
   */
  async authorized<T>(call: (token: string, client: LoyaltyClient) => Promise<T>, onEnded?: () => void): Promise<T> {
    const token = this.token;
    if (!token) throw new ApiError('expired', 401);
    try {
      return await call(token, this.client);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      // Only end the session the rejected token belonged to, not one started since.
      if (this.token === token && this.end('expired')) onEnded?.();
      throw new ApiError('expired', 401, error.serviceMessage);
    }
  }

  readonly #pending = new Map<string, { result: Promise<unknown>; abort: AbortController; callers: number }>();

  /**
   * Runs `run` once for every caller asking with the same `key` while it is in flight (several
   * elements loading the same list share one request). A caller's `signal` only lets that caller
   * go; the shared run is aborted when the last caller has gone.
   */
  shared<T>(key: string, run: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    let entry = this.#pending.get(key);
    if (!entry) {
      const abort = new AbortController();
      const result = run(abort.signal).finally(() => this.#pending.get(key) === entry && this.#pending.delete(key));
      entry = { result, abort, callers: 0 };
      this.#pending.set(key, entry);
    }
    const own = entry;
    own.callers++;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(signal?.reason);
        if (--own.callers === 0) {
          if (this.#pending.get(key) === own) this.#pending.delete(key);
          own.abort.abort();
        }
      };
      signal?.addEventListener('abort', leave, { once: true });
      (own.result as Promise<T>).then(resolve, reject).finally(() => signal?.removeEventListener('abort', leave));
    });
  }

  /**
   * An element asks for `kind` (none: `local`): when it is stricter than where the token is kept, the token moves
   * there at once and leaves the looser store, so no element can keep it longer than another asked.
   */
  keepIn(kind?: StorageKind): void {
    const next = stricter(this.storage, kind);
    if (next === this.storage) return;
    const looser = this.#store;
    this.storage = next;
    this.#store = openStore(next);
    this.#write();
    try {
      looser.write(this.key, null);
    } catch {
      // A storage that went away holds nothing more.
    }
  }

  /** Another tab changed the stored session: follow it. */
  reload(): void {
    const next = parseAuth(this.#store.read(this.key));
    if (JSON.stringify(next) === JSON.stringify(this.#auth)) return;
    if (next?.token !== this.token) this.#forgetFan();
    this.#auth = next;
    if (next) this.expired = false;
    this.#changed();
  }

  /** What `GET /user` said of the last fan is not said of the next one, nor is the wait the service asked of them. */
  #forgetFan(): void {
    this.rank = this.unread = undefined;
    this.fanReadAt = -Infinity;
    this.#waits.clear();
  }

  #persist(): void {
    this.#write();
    this.#changed();
  }

  #write(): void {
    try {
      this.#store.write(this.key, this.#auth ? JSON.stringify(this.#auth) : null);
    } catch {
      // Quota or a storage that went away: the session still lives on this page.
    }
  }

  #changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
