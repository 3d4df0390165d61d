import { STATUSES } from '../../api/schedule.js';
import type { EventStatus, ScheduledEvent } from '../../api/types.js';
import { nextChange, statusAt } from './event-time.js';

/** Where an event can stand, in display order: last, without a status this version knows. */
export const STANDINGS = [...STATUSES, undefined];

/** An event and where it stands now, by the fan's clock. */
export interface Placed {
  event: ScheduledEvent;
  status?: EventStatus;
}

// Events come from the API client in the shape of types.ts: their fields need no checks here. A
// time left out compares as NaN (undefined - a number), and the next key decides.
/** Soonest first. */
const soonest = ({ event: a }: Placed, { event: b }: Placed) => a.start! - b.start! || a.end! - b.end! || a.id - b.id;
/** Latest first. */
const latest = ({ event: a }: Placed, { event: b }: Placed) => b.end! - a.end! || b.start! - a.start! || a.id - b.id;

/**
 * The events placed by the fan's clock at `now` (ms), by status in display order (live, upcoming,
 * past, then those the service left without one), each sorted (past latest first, the rest soonest
 * first), and when that next changes. Placed once per list and change of status: a filter then
 * takes its groups, a count is their length.
 */
export function place(events: ScheduledEvent[], now: number) {
  const groups = new Map(STANDINGS.map((status) => [status, [] as Placed[]]));
  let until = Infinity;
  for (const event of events) {
    const status = statusAt(event, now);
    groups.get(status)!.push({ event, status });
    until = Math.min(until, nextChange(event, now) ?? Infinity);
  }
  for (const [status, group] of groups) group.sort(status === 'completed' ? latest : soonest);
  return { events, groups, until };
}
export type Groups = ReturnType<typeof place>['groups'];

/** The next whole minute (or `size`) after `now` (ms): when a hint in minutes next changes. */
export const next = (now: number, size = 60_000) => now - (now % size) + size;
