import { finite, id, isObject, listOf, or, shape, text } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { Redeemed, ShopItem } from './types.js';

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
