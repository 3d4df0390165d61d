// Loaded by strict-csp.html inside an iframe: records every policy violation, then draws each
// element for the test to inspect.
export {};

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample}`));
Object.assign(window, { violations });

await import('../../../src/index.js');
// The platform marks too, as a creator's second script tag would add them.
const marks = '/__bundles/platform-marks.js';
await import(/* @vite-ignore */ marks);
const service = new URLSearchParams(location.search).get('service')!;
const common = `team="demo" base-url="${service}" resource-url="${service}/media/resource/{id}"`;
const memberships = JSON.stringify([
  { id: 1, name: 'Free', priceMonth: 0, priceYear: 0 },
  { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990 },
]);
const tags = JSON.stringify([{ id: 1, name: 'Tournaments' }]);
const holder = document.createElement('div');
holder.innerHTML = `
  <loyalty-login ${common} platforms="twitch discord" forgot-href="/reset"></loyalty-login>
  <loyalty-signup ${common} platforms="twitch"></loyalty-signup>
  <loyalty-reset ${common} storage="memory"></loyalty-reset>
  <loyalty-events ${common}></loyalty-events>`;
holder.querySelector('loyalty-signup')!.setAttribute('memberships', memberships);
holder.querySelector('loyalty-signup')!.setAttribute('tags', tags);
document.body.append(holder);
Object.assign(window, { ready: true });
