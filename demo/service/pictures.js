// @ts-check
/** The pictures the fake service draws: avatars with a user's initials, and resource images. */
import { escapeHtml } from './common.js';

/**
 * A simple picture for a resource id: a labelled round badge under 200, otherwise an abstract
 * banner (no text, since a layout may crop it anywhere), named by its <title>.
 * @param {number} id @param {string} label
 */
export function resourceSvg(id, label) {
  const hue = (id * 47) % 360;
  const title = `<title>${escapeHtml(label)}</title>`;
  const gradient = `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 28%)"/></linearGradient></defs>`;
  if (id < 200) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${title}${gradient}
<circle cx="64" cy="64" r="64" fill="url(#g)"/><text x="64" y="66" fill="#fff" font-family="system-ui, sans-serif" font-size="20" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label.slice(0, 10))}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice">${title}${gradient}
<rect width="640" height="360" fill="url(#g)"/><circle cx="${120 + (id % 5) * 90}" cy="180" r="130" fill="#fff" opacity=".12"/><path d="M320 90 410 180 320 270 230 180z" fill="#fff" opacity=".5"/></svg>`;
}

/** Where the avatar of user `id` is drawn. @param {string} url the service's address @param {number} id */
export const avatarUrl = (url, id) => `${url}/media/avatar/${id}.svg`;

/**
 * Up to two initials of a name: the first letter of its first two words ("Demo Fan" → "DF",
 * "twitch_fan" → "TF", "newfan" → "N"), or "?" when it has no letters or digits.
 * @param {unknown} name
 */
export function initials(name) {
  const words = String(name).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const first = (/** @type {string} */ word) => new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return words.slice(0, 2).map(first).join('').toLocaleUpperCase() || '?';
}

/** A round avatar with the initials of `name`, its colour picked by the user's id. @param {number} id @param {string} name */
export function avatarSvg(id, name) {
  const hue = (263 + (id - 1) * 67) % 360;
  const letters = initials(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><title>${escapeHtml(name)}</title>
<circle cx="48" cy="48" r="48" fill="hsl(${hue} 62% 42%)"/><text x="48" y="50" fill="#fff" font-family="system-ui, sans-serif" font-size="${[...letters].length > 1 ? 36 : 42}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(letters)}</text></svg>`;
}
