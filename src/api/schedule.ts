import { finite, id, isObject, listOf, or, shape, tags, text, type Reader } from './answer-readers.js';
import type { CallOptions, LoyaltyClient } from './client.js';
import type { EventStatus, ScheduledEvent } from './types.js';

/** The statuses the service documents, in the order a list shows them: live first. */
export const STATUSES: readonly EventStatus[] = ['ongoing', 'upcoming', 'completed'];
const status: Reader<EventStatus> = (value) => (STATUSES.includes(value as EventStatus) ? (value as EventStatus) : undefined);

export const readEvent = shape<ScheduledEvent>({
  id,
  name: or(text, ''),
  description: or(text, ''),
  url: or(text, ''),
  callToAction: or(text, ''),
  location: or(text, ''),
  start: finite,
  end: finite,
  status,
  resourceId: id,
  tags: (value) => tags(value) ?? [],
  createdAt: text,
  updatedAt: text,
});

/** `{events}`; a list where not one event could be read is unreadable, not empty. */
export const readEventList = listOf('events', readEvent);

/** `{event}` of `GET /event/{id}`: that event, not another. */
export const readEventRead = (body: unknown, expected: number): ScheduledEvent | undefined => {
  const event = readEvent(isObject(body) ? body.event : undefined);
  return event?.id === expected ? event : undefined;
};

export function listEvents(client: LoyaltyClient, token: string, options?: CallOptions): Promise<ScheduledEvent[]> {
  return client.call('GET', '/event/list', readEventList, { token, ...options });
}

export function getEvent(client: LoyaltyClient, id: number, token: string, options?: CallOptions): Promise<ScheduledEvent> {
  return client.call('GET', `/event/${encodeURIComponent(id)}`, (body) => readEventRead(body, id), { token, ...options });
}
