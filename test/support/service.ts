/**
 * The fake loyalty service the test runner started (demo/service.js), on another origin than the
 * test page. Tests drive its control endpoints to seed, inject failures and read what was sent.
 */
declare global {
  var SERVICE_URL: string;
}

export const serviceUrl: string = globalThis.SERVICE_URL;
export const DEMO_TEAM = 'demo';
export const DEMO_EMAIL = 'fan@example.com';
export const DEMO_PASSWORD = 'loyalty123';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface Fault {
  /** Regular expression source matched against the request path (without the query). */
  match: string;
  method?: string;
  status?: number;
  body?: string;
  contentType?: string;
  /** Destroy the connection: the browser sees a network error. */
  drop?: boolean;
  /** Extra response headers (`retry-after`). */
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delay?: number;
  /** Keep the request open until `release()`. */
  hold?: boolean;
  /** How many matching requests this fault applies to (default: every one). */
  times?: number;
}

export interface Mail {
  to: string;
  subject: string;
  link: string;
  token: string;
  sentAt: string;
}

async function control<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${serviceUrl}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

export const service = {
  /** Back to the seeded state: demo team, demo user, events, empty outbox, no faults, no log. */
  /** Back to the seeded world; dated from `seededAt` (seconds) where given, so two resets seed the same one. */
  reset: (seededAt?: number) => control('reset', { seededAt }),
  fault: (fault: Fault) => control('fault', fault),
  /** Answers every held request. */
  release: () => control('release', {}),
  /** Every request the service received since the last reset, oldest first (control calls excluded). */
  requests: () => control<RecordedRequest[]>('requests'),
  outbox: () => control<Mail[]>('outbox'),
  /** A fresh valid token for the demo user, as log in would return. */
  login: (email = DEMO_EMAIL, password = DEMO_PASSWORD) =>
    control<{ token: string; user: Record<string, unknown> }>('login', { email, password }),
  /** Replaces the demo team's events. */
  setEvents: (events: unknown[]) => control('events', { events }),
  /** Changes a fan on the service (default the demo fan), as earning points on stream would: `gold`, `unread`, any profile field. */
  setUser: (fields: Record<string, unknown> & { email?: string; unread?: number }) => control<Record<string, unknown>>('user', fields),
  /** Changes the team root's `name` or `currencyName`. */
  setTeam: (fields: { name?: string; currencyName?: string }) => control('team', fields),
  /** Moves the service's clock, e.g. past a reset token's 30 minutes. */
  clock: (offsetSeconds: number) => control('clock', { offsetSeconds }),
  /** Stops the service's clock at `seconds`, so every run of a visit records the same moments. */
  stopClock: (seconds: number) => control('clock', { stoppedAt: seconds }),
};

/** Resolves once `predicate` holds, checked each animation frame (no fixed sleeps). */
export async function until(predicate: () => unknown, what = 'condition', frames = 600): Promise<void> {
  for (let i = 0; i < frames; i++) {
    if (await predicate()) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`timed out waiting for ${what}`);
}
