import { LoyaltyClient } from '../../src/api/client.js';

/** What a stubbed fetch was asked. */
export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | null;
  credentials?: RequestCredentials;
}

/** A client whose fetch answers each call in turn from `answers` (status 200 unless given) and records what was sent. */
export function stubbedClient(...answers: (unknown | { status: number; body: unknown })[]) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body, credentials: init?.credentials });
    const next = answers.shift();
    const { status, body } = (next as { status?: number })?.status ? (next as { status: number; body: unknown }) : { status: 200, body: next };
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { client: new LoyaltyClient('https://loyalty.test', 'demo', { fetch }), sent };
}

export const base = 'https://loyalty.test/api/v1/loyalty/demo';
