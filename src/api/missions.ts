import { finite, id, listOf, or, shape, text, type Reader } from './answer-readers.js';
import { readNothing, type CallOptions, type LoyaltyClient } from './client.js';
import type { Mission } from './types.js';

const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

export const readMissions = listOf(
  'missions',
  shape<Mission>({ id, name: or(text, ''), description: or(text, ''), type: text, reward: or(finite, 0), resourceId: id, completed: flag }),
);

export function missions(client: LoyaltyClient, token: string, options?: CallOptions): Promise<Mission[]> {
  return client.call('GET', '/mission/list', readMissions, { token, ...options });
}

/** Completes a mission, with its code when it needs one (`{code}`, else `{}`). */
export function completeMission(client: LoyaltyClient, id: number, code: string | undefined, token: string, options?: CallOptions): Promise<void> {
  return client.call('PUT', `/mission/${encodeURIComponent(id)}/complete`, readNothing, { body: code ? { code } : {}, token, ...options });
}
