import { isObject, readAuth, readCurrentUser, readTeam, type Reader } from './answer-readers.js';
import type { Auth, CurrentUser, LoginRequest, Platform, Team } from './types.js';

export const DEFAULT_BASE_URL = 'https://botisimo.com';
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Why a call failed: the service said no (`http`), it no longer accepts the session's token
 * (`expired`), the answer never came or made no sense, or the element's `team` or `base-url`
 * cannot be called at all (`unusable-team`, `unusable-base-url`: nothing was sent). Elements turn
 * kinds into words.
 */
export type ApiErrorKind = 'http' | 'expired' | 'network' | 'timeout' | 'server' | 'invalid' | 'unusable-team' | 'unusable-base-url';

/** What every copy of the bundle marks its client's errors with. */
const BRAND = Symbol.for('loyalty-widgets.api-error');

/**
 * The one error type of the client: its kind, the HTTP status (0 when there was no answer) and
 * the service's own `{message}` when it sent a usable one. `message` is for developers.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [BRAND] = true;

  /**
   * By its mark, not its class: another copy of the bundle on the page (a CDN snippet beside an
   * app's own import) may have made the client of a session both share. A page's own `ApiError`
   * (a common name) is not one.
   */
  static [Symbol.hasInstance](value: unknown): value is ApiError {
    return !!(value as { [BRAND]?: true } | undefined)?.[BRAND];
  }

  constructor(
    readonly kind: ApiErrorKind,
    readonly status = 0,
    readonly serviceMessage?: string,
    /** Seconds the service asked to wait before the next try (`Retry-After`), when it said. */
    readonly retryAfter?: number,
  ) {
    super(serviceMessage ?? (status ? `${kind} (HTTP ${status})` : kind));
  }
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ClientOptions {
  /** Milliseconds before a call gives up with a `timeout` error. */
  timeout?: number;
  /** Only for the client's own unit tests. */
  fetch?: typeof fetch;
}

/** For calls whose answer is not read: any 2xx will do. */
export const readNothing: Reader<void> = () => undefined as void;

/** What a call sends: a JSON body, the fan's token, the caller's signal. */
export interface Request {
  body?: object;
  token?: string;
  signal?: AbortSignal;
}

/**
 * Why this base-url and team cannot be called, found before anything is sent. The team is one
 * encoded path segment: only a bare `.` or `..` survives `encodeURIComponent` as a dot segment
 * (`%2e` becomes `%252e`). The base must be an http(s) address whose path the client's own
 * survives whole: no query, fragment or credentials.
 */
function configProblem(baseUrl: string, team: string): ApiError | undefined {
  let segment = '';
  try {
    segment = encodeURIComponent(team);
  } catch {
    // A lone surrogate: not something a URL can carry.
  }
  if (!team.trim() || !segment || team === '.' || team === '..') return new ApiError('unusable-team');
  const path = `/api/v1/loyalty/${segment}`;
  try {
    const url = new URL(baseUrl + path);
    if (/^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash && url.pathname.endsWith(path)) {
      return undefined;
    }
  } catch {
    // Not an address at all.
  }
  return new ApiError('unusable-base-url');
}

/**
 * A signal that aborts when the caller's does or when `ms` pass; `timedOut` says which. Built on a
 * plain timer rather than `AbortSignal.any`/`timeout`: WebKit lets the combined signal be
 * garbage-collected before its timeout fires, and the request then never times out.
 */
function deadline(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const stopWaiting = () => controller.abort(signal?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  if (signal?.aborted) stopWaiting();
  else signal?.addEventListener('abort', stopWaiting, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    /** The call is over: let go of the timer and the caller's signal. */
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stopWaiting);
    },
  };
}

/**
 * The service's own `{message}`, else its `{error}` (as the official client reads them), when usable:
 * not one that repeats the fan's token (a gateway echoing the request), which would be shown and told to the page.
 */
function serviceMessage(text: string, token?: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    for (const message of isObject(body) ? [body.message, body.error] : []) {
      if (typeof message === 'string' && message.trim() && !(token && message.includes(token))) return message.trim().slice(0, 500);
    }
  } catch {
    // Not JSON: an HTML error page or plain text, never shown as is.
  }
  return undefined;
}

/**
 * The longest wait a `Retry-After` may ask of a fan, in seconds: a quarter of an hour. A longer or
 * absurd one (hundreds of digits, a date in the year 9999) waits this long, then the fan may try.
 */
export const LONGEST_WAIT = 15 * 60;

/** `Retry-After` (seconds, or an HTTP date) as whole seconds from now, at most {@link LONGEST_WAIT}, when usable. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\s*\d+\s*$/.test(value) ? +value : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  // NaN (no date) and a moment past fail the test; Infinity (too many digits) is held to the cap.
  return seconds >= 0 ? Math.min(seconds, LONGEST_WAIT) : undefined;
}

/**
 * A relative `base-url` (a creator's own reverse proxy, `/loyalty-api`) as an address on the page;
 * an absolute one, or one with a scheme, as it is (the check that follows refuses what is not http(s)).
 */
function onPage(baseUrl: string): string {
  try {
    return baseUrl && !/^[a-z][a-z\d+.-]*:/i.test(baseUrl.trim()) ? new URL(baseUrl, document.baseURI).href : baseUrl;
  } catch {
    // No page (a server render) or no address: checked as it is.
    return baseUrl;
  }
}

/**
 * What calls the loyalty service: builds `{base_url}/api/v1/loyalty/{team}`, speaks JSON, sends
 * `x-user-auth-token` only where the interface takes it, reads every answer into the shapes of
 * ./types.ts, and turns every failure into an {@link ApiError} of a kind. The endpoints are
 * functions of a client (below, and in ./account.ts, ./events.ts, ./spending.ts), so a bundle
 * carries only those its elements call.
 */
export class LoyaltyClient {
  readonly baseUrl: string;
  readonly team: string;
  /** Why this client cannot call the service at all; every call fails with it, unsent. */
  readonly problem?: ApiError;
  readonly #timeout: number;
  readonly #fetcher: typeof fetch;

  constructor(baseUrl: string, team: string, options: ClientOptions = {}) {
    this.baseUrl = onPage(baseUrl).replace(/\/+$/, '');
    this.team = team;
    this.problem = configProblem(this.baseUrl, team);
    this.#timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.#fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** `{base_url}/api/v1/loyalty/{team}`, the team as one encoded path segment. */
  get loyaltyBase(): string {
    return `${this.baseUrl}/api/v1/loyalty/${encodeURIComponent(this.team)}`;
  }

  /** Where the browser goes to start an OAuth flow: a new account without a token, a connection with one. */
  oauthUrl(platform: Platform, token?: string): string {
    if (this.problem) throw this.problem;
    const url = `${this.baseUrl}/api/v1/auth/${encodeURIComponent(platform)}/user/loyalty/${encodeURIComponent(this.team)}`;
    return token ? `${url}?user_auth_token=${encodeURIComponent(token)}` : url;
  }

  /** One call of the interface: `path` under the team's base, its answer read by `read`. */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, read: Reader<T>, { body, token, signal }: Request): Promise<T> {
    // Before the address is made: a team that cannot be one path segment cannot be encoded either.
    if (this.problem) throw this.problem;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (token) headers['x-user-auth-token'] = token;
    return this.#send(this.loyaltyBase + path, { method, headers, body: body ? JSON.stringify(body) : undefined }, read, token, signal);
  }

  /**
   * PUTs a file's bytes to an upload address the service handed out (`GET /resource`): its own
   * host, so neither the token nor a cookie goes with it.
   */
  putFile(url: string, file: Blob, signal?: AbortSignal): Promise<void> {
    return this.#send(url, { method: 'PUT', headers: { 'content-type': file.type }, body: file }, readNothing, undefined, signal);
  }

  async #send<T>(url: string, init: RequestInit, read: Reader<T>, token?: string, signal?: AbortSignal): Promise<T> {
    if (this.problem) throw this.problem;
    const limit = deadline(this.#timeout, signal);
    let response: Response;
    let text: string;
    try {
      response = await this.#fetcher(url, { ...init, signal: limit.signal, credentials: 'omit' });
      text = await response.text();
    } catch (error) {
      // The caller's own abort is not a failure to report: pass it through untouched.
      if (signal?.aborted) throw signal.reason ?? error;
      throw new ApiError(limit.timedOut ? 'timeout' : 'network');
    } finally {
      limit.done();
    }

    if (!response.ok) {
      const message = serviceMessage(text, token);
      throw new ApiError(response.status >= 500 && !message ? 'server' : 'http', response.status, message, retryAfter(response.headers.get('retry-after')));
    }

    if (read === readNothing) return undefined as T;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: read as nothing, which only an answer that may be empty (the reset's) accepts.
    }
    const result = read(parsed);
    if (result === undefined) throw new ApiError('invalid', response.status);
    return result;
  }
}

export function login(client: LoyaltyClient, body: LoginRequest, options?: CallOptions): Promise<Auth> {
  return client.call('POST', '/login', readAuth, { body, ...options });
}

/** The team root (`GET {loyalty_base}/`, no token): its name, currency, memberships, tiers and tags. */
export function teamSettings(client: LoyaltyClient, options?: CallOptions): Promise<Team> {
  return client.call('GET', '/', readTeam, { ...options });
}

/** The fan as the service knows them now, with their rank and unread count. */
export function currentUser(client: LoyaltyClient, token: string, options?: CallOptions): Promise<CurrentUser> {
  return client.call('GET', '/user', readCurrentUser, { token, ...options });
}
