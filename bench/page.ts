// A creator's page with the log in, sign-up, reset and events elements and a second
// <loyalty-events>, for a logged-in fan: scripts/bench.js counts the requests it makes on the
// service's log. Sets `window.benchResult` once both event lists are drawn.
import type { LitElement } from 'lit';
import { BUNDLE, TEAM, appears, logIn, service } from './setup.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

await logIn();
const shared = `team="${TEAM}" base-url="${service}" resource-url="${service}/media/resource/{id}"`;
document.body.innerHTML = `<header><loyalty-login ${shared}></loyalty-login></header>
<main><loyalty-events ${shared}></loyalty-events><loyalty-signup ${shared}></loyalty-signup>
<loyalty-reset ${shared}></loyalty-reset></main>
<footer><loyalty-events ${shared} limit="3"></loyalty-events></footer>`;
await import(/* @vite-ignore */ BUNDLE);
const elements = [...document.body.querySelectorAll<LitElement>('*')].filter((el) => el.localName.startsWith('loyalty-'));
const lists = elements.filter((el) => el.localName === 'loyalty-events');
// Settled: every element has rendered and both lists show their events.
await Promise.all(lists.map((el) => appears(el, 'li[part~="event"]:not(.placeholder)')));
await Promise.all(elements.map((el) => el.updateComplete));
window.benchResult = { elements: elements.length };
