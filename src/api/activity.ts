import { finite, id, listOf, or, shape, text } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { FanNotification, Transaction } from './types.js';

/** An ISO date the fan can be shown, else nothing. */
const date = (value: unknown) => {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : undefined;
};

/** Newest first (the service documents no order); an entry without a usable date last. */
const newestFirst = <T>(entries: T[], when: (entry: T) => string | undefined) =>
  entries.sort((a, b) => (Date.parse(when(b) ?? '') || -Infinity) - (Date.parse(when(a) ?? '') || -Infinity) || 0);

const readTransactionList = listOf(
  'transactions',
  shape<Transaction>({ id, amount: finite, createdAt: date, description: or(text, ''), link: text }),
);

const readNotificationList = listOf('notifications', shape<FanNotification>({ id, timestamp: date, body: or(text, ''), link: text }));

/** The fan's points history, newest first; an entry without an amount is not one. */
export const readTransactions = (body: unknown): Transaction[] | undefined => {
  const entries = readTransactionList(body);
  return entries && newestFirst(entries.filter((entry) => entry.amount !== undefined), (entry) => entry.createdAt);
};

/** The fan's notifications, newest first. */
export const readNotifications = (body: unknown): FanNotification[] | undefined => {
  const entries = readNotificationList(body);
  return entries && newestFirst(entries, (entry) => entry.timestamp);
};

export function transactions(client: LoyaltyClient, token: string, options?: CallOptions): Promise<Transaction[]> {
  return client.call('GET', '/transaction/list', readTransactions, { token, ...options });
}

export function notifications(client: LoyaltyClient, token: string, options?: CallOptions): Promise<FanNotification[]> {
  return client.call('GET', '/notification/list', readNotifications, { token, ...options });
}
