// A creator's page with every element and a second <loyalty-events>, for a logged-in fan: scripts/bench.js counts the requests it makes on the
// service's log. Sets `window.benchResult` once both event lists are drawn.
import type { LitElement } from 'lit';
import { TAGS } from '../scripts/elements.js';
import { BUNDLE, TEAM, appears, logIn, service } from './setup.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

await logIn();
const shared = `team="${TEAM}" base-url="${service}" resource-url="${service}/media/resource/{id}"`;
// The login in the header, the events list at the top of the page (which images are in view, and so requested, depends on it).
const main = ['loyalty-events', ...TAGS.filter((tag) => tag !== 'loyalty-login' && tag !== 'loyalty-events')].map((tag) => `<${tag} ${shared}></${tag}>`);
document.body.innerHTML = `<header><loyalty-login ${shared}></loyalty-login></header>
<main>${main.join('\n')}</main>
<footer><loyalty-events ${shared} limit="3"></loyalty-events></footer>`;
await import(/* @vite-ignore */ BUNDLE);
const elements = [...document.body.querySelectorAll<LitElement>('*')].filter((el) => el.localName.startsWith('loyalty-'));
// Settled: every element has rendered and every list shows what it lists.
const ITEM = { 'loyalty-events': 'li[part~="event"]:not(.placeholder)', 'loyalty-rewards': 'li[part~="item"]', 'loyalty-missions': 'li[part~="item"]', 'loyalty-leaderboard': 'li[part~="user"]' };
await Promise.all(elements.filter((el) => el.localName in ITEM).map((el) => appears(el, ITEM[el.localName as keyof typeof ITEM])));
await Promise.all(elements.map((el) => el.updateComplete));
window.benchResult = { elements: elements.length };
