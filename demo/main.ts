// The creator's side of the demo: point the elements at the fake service, follow the fan's session
// in the page's own header, show the events a host page can listen to, and drive the service's
// failure switches. (demo/settings.js switches the page's look and language.)
import { ContextEvent } from '@lit/context';
import type { SessionRegistry, User } from '../src/index.js';
import { TAGS } from '../scripts/elements.js';
// Every language the elements speak besides English: one module each (on a site, one script tag each).
import '../src/locales/es.js';
import '../src/locales/pt.js';
import '../src/locales/fr.js';
import '../src/locales/de.js';
import '../src/locales/ar.js';
// Each platform's mark on the platform buttons (on a site: dist/platform-marks.js, one more script tag).
import 'virtual:platform-marks';

const service = (import.meta.env.VITE_SERVICE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');

// Attributes before the elements are defined, so each one starts on the right service.
for (const element of document.querySelectorAll(TAGS.join())) {
  element.setAttribute('base-url', service);
  element.setAttribute('resource-url', `${service}/media/resource/{id}`);
}
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-service-path]')) {
  link.href = service + link.dataset.servicePath;
}
const { registryContext } = await import('../src/index.js');

// The page's own header follows the session the elements share: the page asks the elements' root
// context for the session registry, as any code under the document element can.
let registry: SessionRegistry | undefined;
document.body.dispatchEvent(new ContextEvent(registryContext, document.body, (value) => (registry = value)));
const session = registry?.get(service, 'demo');

function showFan(user: User | undefined): void {
  document.body.classList.toggle('is-member', Boolean(user));
  const label = document.querySelector('#account-label');
  const avatar = document.querySelector<HTMLImageElement>('#account-avatar');
  if (label) label.textContent = user ? `${user.name} · ${new Intl.NumberFormat().format(user.gold ?? 0)} ${session?.team?.currencyName ?? 'gold'}` : 'Log in';
  if (avatar) {
    const src = user?.avatar && /^https?:/.test(user.avatar) ? user.avatar : '';
    avatar.hidden = !src;
    if (src) avatar.src = src;
    else avatar.removeAttribute('src');
  }
}
showFan(session?.user);
for (const type of ['change', 'team']) session?.addEventListener(type, () => showFan(session.user));

// Back from "Log in with Twitch": the fake service's stand-in hands the log-in back with a one-time
// code (the service interface does not say what its return carries). The page takes the code out
// of the address, trades it for the session and hands that to the elements, which show the fan.
const handover = new URLSearchParams(location.search).get('loyalty_handover');
if (handover) {
  const address = new URL(location.href);
  address.searchParams.delete('loyalty_handover');
  history.replaceState(history.state, '', address);
  const response = await fetch(`${service}/oauth/handover/${encodeURIComponent(handover)}`, { method: 'POST' }).catch(() => undefined);
  const answer = await response?.json().catch(() => undefined);
  if (response?.ok) session?.start(answer);
  else document.querySelector('#failure-status')!.textContent = answer?.message ?? `The fake service at ${service} did not answer.`;
}

// Checked: the page cancels loyalty-before-redirect and stays (registered before the log, so the log sees it).
const stay = document.querySelector<HTMLInputElement>('#stay');
document.addEventListener('loyalty-before-redirect', (event) => {
  if (stay?.checked) event.preventDefault();
});

/** One line about an event's detail, from whatever it carries. */
function summary(event: Event): string {
  const detail = ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
  const user = detail.user as { name?: string } | undefined;
  const error = detail.error as Error | undefined;
  return [
    user && `user: ${user.name}`,
    detail.email && `e-mail: ${detail.email}`,
    detail.reason && `reason: ${detail.reason}`,
    (detail.item || detail.mission) && `${detail.item ? 'reward' : 'mission'}: ${((detail.item ?? detail.mission) as { name: string }).name}`,
    typeof detail.gold === 'number' && `balance: ${detail.gold}`,
    detail.action && `action: ${detail.action}`,
    (detail.url || detail.href) && `to: ${detail.url || detail.href}`,
    error && `message: “${error.message}”`,
    event.defaultPrevented && '(cancelled by the page)',
  ]
    .filter(Boolean)
    .join(' · ');
}

// The log is built with textContent only: event details carry what the service sent.
const log = document.querySelector<HTMLOListElement>('#event-log');
const names = ['loyalty-login', 'loyalty-signup', 'loyalty-logout', 'loyalty-password-forgot', 'loyalty-password-reset', 'loyalty-before-redirect', 'loyalty-error', 'loyalty-redeem', 'loyalty-mission-complete'];
for (const name of names) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement('li');
    const time = document.createElement('time');
    time.textContent = new Date().toLocaleTimeString();
    const type = document.createElement('code');
    type.textContent = name;
    item.append(time, ' ', type, ' ', summary(event));
    log.prepend(item);
    // The last few, each whole: the box grows with them rather than cutting a line at its edge.
    log.querySelector('li:nth-child(9)')?.remove();
    log.closest('section')?.querySelector('.empty')?.remove();
  });
}

// "Try failures": each button arms a switch of the fake service for the elements' next request.
const status = document.querySelector<HTMLElement>('#failure-status');
const loyaltyApi = '^/api/v1/loyalty/';
const switches: Record<string, { path: string; body: object; says: string }> = {
  'fail-500': {
    path: 'fault',
    body: { match: loyaltyApi, status: 500, body: '<!doctype html><h1>500 Internal Server Error</h1>', times: 1 },
    says: 'The next request gets a 500 HTML error page.',
  },
  'fail-drop': {
    path: 'fault',
    body: { match: loyaltyApi, drop: true, times: 1 },
    says: 'The next request loses its connection.',
  },
  'fail-json': {
    path: 'fault',
    body: { match: loyaltyApi, status: 200, body: '{"token": ', contentType: 'application/json', times: 1 },
    says: 'The next request gets malformed JSON.',
  },
  earn: {
    path: 'user',
    body: { email: 'fan@example.com', gold: 1900, goldTotal: 4050 },
    says: 'The demo fan earned 650 on stream: the card shows the new balance when you come back to this tab.',
  },
  reset: {
    path: 'reset',
    body: {},
    says: 'Service reset: every session token is void, so the next authenticated request logs you out.',
  },
};

async function control(path: string, body: object, says: string): Promise<void> {
  try {
    const response = await fetch(`${service}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(String(response.status));
    if (status) status.textContent = says;
  } catch {
    if (status) status.textContent = `The fake service at ${service} did not answer. Is npm start running?`;
  }
}

for (const [id, { path, body, says }] of Object.entries(switches)) {
  document.getElementById(id)?.addEventListener('click', () => control(path, body, says));
}

const slow = document.querySelector<HTMLButtonElement>('#slow');
slow?.addEventListener('click', async () => {
  const on = slow.getAttribute('aria-pressed') !== 'true';
  await control('latency', { ms: on ? 2500 : 0 }, on ? 'Every request now takes 2.5 s.' : 'The service answers at full speed again.');
  slow.setAttribute('aria-pressed', String(on));
});
