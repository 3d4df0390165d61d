import { id } from '../api/answer-readers.js';

/**
 * Number attributes as values the elements can use safely: whatever the page wrote (a string, or
 * a number set as a property), each reader returns a number within its bounds or undefined.
 */

/** A number, or NaN for what is not one: an empty or blank attribute is not 0. */
const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;

/** A number attribute where an empty value means none (not 0); the readers below judge the rest. */
export const optionalNumber = { fromAttribute: (value: string | null) => (value?.trim() ? Number(value) : undefined) };

export const REFRESH_MIN_SECONDS = 5;
/** Longer than a timer can wait (2^31 - 1 ms, about 24.8 days) would fire at once, over and over. */
export const REFRESH_MAX_SECONDS = 86_400;

/** `refresh`: any positive number of seconds, held between 5 seconds and a day; else no refresh. */
export function refreshSeconds(value: unknown): number | undefined {
  const seconds = toNumber(value);
  return seconds > 0 ? Math.min(Math.max(seconds, REFRESH_MIN_SECONDS), REFRESH_MAX_SECONDS) : undefined;
}

/** `limit`: a whole count from 0 (a fraction rounds down); else no limit. */
export function limitCount(value: unknown): number | undefined {
  const count = Math.floor(toNumber(value));
  return count >= 0 && count < Infinity ? count : undefined;
}

/** `event-id`: a non-negative safe integer, as the service's ids are (read as its answers' are); else undefined. */
export const eventIdOf = (value: unknown): number | undefined => id(toNumber(value));
