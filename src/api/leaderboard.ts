import { finite, id, listOf, or, shape, text } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { RankedFan } from './types.js';

/**
 * The leaderboard: `GET /user/list` carries other fans' whole records (birth dates, addresses,
 * e-mails); only the name, avatar, points and tier of each pass this edge.
 */
export const readLeaderboard = listOf(
  'users',
  shape<RankedFan>({ id, name: or(text, ''), avatar: text, gold: or(finite, 0), loyaltyTier: shape({ id, name: or(text, ''), resourceId: id }) }),
);

/** The top fans, each only as the leaderboard shows them. */
export function leaderboard(client: LoyaltyClient, token: string, options?: CallOptions): Promise<RankedFan[]> {
  return client.call('GET', '/user/list', readLeaderboard, { token, ...options });
}
