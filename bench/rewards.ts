// Times a shop of `?count=` rewards (default 10,000) against the fake service, drawn by the built
// <loyalty-rewards>: from the end of the shop's response to its first cards painted, and the longest
// task from the request until the list is quiet. Sets `window.benchResult` for scripts/bench.js.
import type { LoyaltyRewards } from '../src/components/rewards/loyalty-rewards.js';
import { BUNDLE, TEAM, appears, logIn, longestTask, painted, params, service, settled } from './setup.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

const count = Number(params.get('count') ?? 10_000);
const listUrl = `${service}/api/v1/loyalty/${TEAM}/shopItem/list`;
const ITEM = 'li[part~="item"]';

// The shop answers `count` rewards, each with every field drawn.
const shopItems = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  name: `Reward ${i + 1}`,
  description: `What reward ${i + 1} is.`,
  type: 'digital',
  price: 100 + (i % 50) * 10,
  quantity: 1 + (i % 20),
  resourceId: 1_000 + i,
}));
await fetch(`${service}/__control/fault`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ match: '/shopItem/list$', status: 200, body: JSON.stringify({ shopItems }) }),
});
await logIn();
await import(/* @vite-ignore */ BUNDLE);

const el = document.createElement('loyalty-rewards') as LoyaltyRewards;
el.setAttribute('team', TEAM);
el.setAttribute('base-url', service);
el.setAttribute('resource-url', `${service}/media/resource/{id}`);
document.body.append(el);
await appears(el, ITEM);
await el.updateComplete;
const drawnAt = await painted();
const root = el.shadowRoot!;
const drawnAtPaint = root.querySelectorAll(ITEM).length;
// The fan's own read of the shop (with the token), not the catalogue read before the session arrived.
const request = performance.getEntriesByType('resource').filter((entry) => entry.name === listUrl).at(-1) as PerformanceResourceTiming;
await settled(root, () => false);
performance.measure('shop: end of response → first cards painted', { start: request.responseEnd, end: drawnAt });
window.benchResult = {
  count,
  drawnAtPaint,
  renderMs: drawnAt - request.responseEnd,
  longestTaskMs: longestTask(request.startTime),
};
