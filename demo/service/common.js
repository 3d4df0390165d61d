// @ts-check
/** What every part of the fake service uses: the team, time units, messages, refusals, small helpers. */
import { randomBytes } from 'node:crypto';

export const TEAM = 'demo';
export const MIN_PASSWORD = 8;
export const DAY = 86_400;
export const HOUR = 3_600;

export const MSG = {
  login: 'Incorrect e-mail or password.',
  duplicate: 'An account with this e-mail already exists.',
  token: 'Please log in again.',
  resetInvalid: 'This reset link is invalid or has already been used.',
  resetExpired: 'This reset link has expired. Ask for a new one.',
  password: `Choose a password of at least ${MIN_PASSWORD} characters.`,
  team: 'Team not found.',
  event: 'Event not found.',
  json: 'The request body must be a JSON object.',
};

/** An answer other than success, thrown by handlers: `{message}` with `status`. */
export class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
/** @param {number} status @param {string} message @returns {never} */
export const refuse = (status, message) => {
  throw new Refusal(status, message);
};

export const newToken = () => randomBytes(24).toString('hex');
/** @param {unknown} value */
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value */
export const copy = (value) => JSON.parse(JSON.stringify(value));
/** @param {number} seconds */
export const iso = (seconds) => new Date(seconds * 1000).toISOString();

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The origin of an `http(s)` address, or undefined. @param {unknown} value */
export function httpOrigin(value) {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** @param {unknown} value */
export const normalEmail = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
