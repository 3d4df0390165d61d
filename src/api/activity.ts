import { finite, id, listOf, or, shape, text, type Reader } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { FanNotification, Transaction } from './types.js';

/** An ISO date the fan can be shown, else nothing. */
const date = (value: unknown) => {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : undefined;
};

/** When an entry happened, to order by: an entry without a usable date is the oldest. */
const time = (iso?: string) => Date.parse(iso ?? '') || -Infinity;

/** `{<key>: [...]}` of a list endpoint, newest first by the date `when` reads (the service documents no order). */
const newestFirst =
  <T extends { id: number }>(key: string, read: Reader<T>, when: (entry: T) => string | undefined): Reader<T[]> =>
  (body) =>
    listOf(key, read)(body)?.sort((a, b) => time(when(b)) - time(when(a)) || 0);

const readTransactionList = newestFirst(
  'transactions',
  shape<Transaction>({ id, amount: finite, createdAt: date, description: or(text, ''), link: text }),
  (entry) => entry.createdAt,
);

/** The fan's points history, newest first; an entry without an amount is not one. */
export const readTransactions = (body: unknown): Transaction[] | undefined => readTransactionList(body)?.filter((entry) => entry.amount !== undefined);

/** The fan's notifications, newest first. */
export const readNotifications = newestFirst('notifications', shape<FanNotification>({ id, timestamp: date, body: or(text, ''), link: text }), (entry) => entry.timestamp);

export function transactions(client: LoyaltyClient, token: string, options?: CallOptions): Promise<Transaction[]> {
  return client.call('GET', '/transaction/list', readTransactions, { token, ...options });
}

export function notifications(client: LoyaltyClient, token: string, options?: CallOptions): Promise<FanNotification[]> {
  return client.call('GET', '/notification/list', readNotifications, { token, ...options });
}
