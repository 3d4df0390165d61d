import { finite, id, isObject, listOf, or, shape, text, type Read } from './answer-readers.js';
import { checkEmpty, type CallOptions, type LoyaltyClient } from './client.js';
import type { Mission, RankedFan, Redeemed, ShopItem } from './types.js';

const flag: Read<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

const readShopItem = shape<ShopItem>({
  id,
  name: or(text, ''),
  description: or(text, ''),
  price: or(finite, 0),
  quantity: finite,
  resourceId: id,
  loyaltyTierId: id,
  type: text,
});

export const readShopItems = listOf('shopItems', readShopItem);

/** A redeem's answer: any object is a yes (the service documents no more); its item and next step when readable. */
export const readRedeemed = (body: unknown): Redeemed | undefined => {
  if (!isObject(body)) return undefined;
  const message = text(body.message)?.trim().slice(0, 500);
  return { shopItem: readShopItem(body.shopItem), ...(message && { message }) };
};

export const readMissions = listOf(
  'missions',
  shape<Mission>({ id, name: or(text, ''), description: or(text, ''), type: text, reward: or(finite, 0), resourceId: id, completed: flag }),
);

/**
 * The leaderboard: `GET /user/list` carries other fans' whole records (birth dates, addresses,
 * e-mails); only the name, avatar, points and tier of each pass this edge.
 */
export const readLeaderboard = listOf(
  'users',
  shape<RankedFan>({ id, name: or(text, ''), avatar: text, gold: or(finite, 0), loyaltyTier: shape({ id, name: or(text, ''), resourceId: id }) }),
);

/** The team's rewards; without a token, where the service shows its catalogue to everyone. */
export function shopItems(client: LoyaltyClient, token?: string, options?: CallOptions): Promise<ShopItem[]> {
  return client.call('GET', '/shopItem/list', readShopItems, { token, ...options });
}

/**
 * Spends the fan's points on a reward. The service documents no idempotency key: never resend
 * blindly. A next step that repeats the token (a gateway echoing the request) is not kept, as the
 * client keeps no such error message.
 */
export async function redeem(client: LoyaltyClient, id: number, token: string, options?: CallOptions): Promise<Redeemed> {
  const redeemed = await client.call('PUT', `/shopItem/${encodeURIComponent(id)}/redeem`, readRedeemed, { token, ...options });
  return redeemed.message?.includes(token) ? { shopItem: redeemed.shopItem } : redeemed;
}

export function missions(client: LoyaltyClient, token: string, options?: CallOptions): Promise<Mission[]> {
  return client.call('GET', '/mission/list', readMissions, { token, ...options });
}

/** Completes a mission, with its code when it needs one (`{code}`, else `{}`). */
export function completeMission(client: LoyaltyClient, id: number, code: string | undefined, token: string, options?: CallOptions): Promise<void> {
  return client.call('PUT', `/mission/${encodeURIComponent(id)}/complete`, checkEmpty, { body: code ? { code } : {}, token, ...options });
}

/** The top fans, each only as the leaderboard shows them. */
export function leaderboard(client: LoyaltyClient, token: string, options?: CallOptions): Promise<RankedFan[]> {
  return client.call('GET', '/user/list', readLeaderboard, { token, ...options });
}
