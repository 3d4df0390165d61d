// Every element in every state the look has to hold, on one page, against the fake service:
// `?look=dark` for a dark page, `?lang=ar` for Arabic (right to left), `?only=login-card,leaderboard`
// for some tiles. Each tile's element is on a team of its own (the service answers `demo.<name>`
// as the demo team), so one is logged in while its neighbour is not, and a failure injected for one team
// (`match` on its path) reaches no other. The screenshot tests (test/look/) open this page.
import { ContextEvent } from '@lit/context';
import type { SessionRegistry } from '../src/index.js';
import '../src/locales/ar.js';
import { clock } from '../src/page/clock.js';
import 'virtual:platform-marks';

const params = new URLSearchParams(location.search);
const service = (params.get('service') || import.meta.env.VITE_SERVICE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
const lang = params.get('lang') ?? 'en';
document.documentElement.lang = lang;
document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
document.documentElement.classList.toggle('dark', params.get('look') === 'dark');
// `?still`: the fan's clock stands still (a countdown keeps its first second), for screenshots that hold from run to run.
if (params.has('still')) {
  const now = clock.now();
  clock.now = () => now;
  clock.at = () => () => undefined;
}

/** A tile: its element's markup (team filled in), whether its fan is logged in, and what to do once it is drawn. */
interface Tile {
  markup: string;
  loggedIn?: boolean;
  /** Failures the service answers this tile's team with. */
  faults?: Record<string, unknown>[];
  then?: (element: HTMLElement) => Promise<void> | void;
}

const control = (path: string, body: unknown) =>
  fetch(`${service}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

/** Fills and submits a credential form the element draws in the page. */
function submit(element: HTMLElement, values: Record<string, string>) {
  const form = element.querySelector('form')!;
  for (const [name, value] of Object.entries(values)) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
  form.requestSubmit();
}

/** Resolves once `test` holds in the element's shadow root (or the page form), looked at each frame. */
async function until(element: HTMLElement, test: (root: ShadowRoot) => unknown) {
  for (let frame = 0; frame < 600 && !test(element.shadowRoot!); frame++) await new Promise(requestAnimationFrame);
}

const waitAnswer = (retryAfter: number) => ({ status: 429, headers: { 'retry-after': String(retryAfter) }, body: '{"message":"Too many attempts."}' });

export const tiles: Record<string, Tile> = {
  'login-form': { markup: '<loyalty-login platforms="twitch discord youtube" forgot-href="#reset" signup-href="#signup"></loyalty-login>' },
  'login-card': { markup: '<loyalty-login platforms="twitch discord" show-unread activity-href="#inbox"></loyalty-login>', loggedIn: true },
  'login-waiting': {
    markup: '<loyalty-login></loyalty-login>',
    faults: [{ match: '/login$', ...waitAnswer(41) }],
    then: async (element) => {
      await until(element, () => element.querySelector('form'));
      submit(element, { email: 'fan@example.com', password: 'loyalty123' });
      await until(element, () => element.querySelector('[part~="error"].form-error:not(:empty)'));
    },
  },
  'login-offline': {
    markup: '<loyalty-login></loyalty-login>',
    faults: [{ match: '/login$', drop: true }],
    then: async (element) => {
      await until(element, () => element.querySelector('form'));
      submit(element, { email: 'fan@example.com', password: 'loyalty123' });
      await until(element, () => element.querySelector('.form-error:not(:empty)'));
    },
  },
  signup: { markup: '<loyalty-signup></loyalty-signup>' },
  'signup-logged-in': { markup: '<loyalty-signup></loyalty-signup>', loggedIn: true },
  reset: { markup: '<loyalty-reset></loyalty-reset>' },
  events: { markup: '<loyalty-events limit="3"></loyalty-events>', loggedIn: true },
  'events-calendar': {
    markup: '<loyalty-events status="upcoming" limit="1"></loyalty-events>',
    loggedIn: true,
    then: async (element) => {
      await until(element, (root) => root.querySelector('.calendar summary, [part~="calendar"] summary'));
      element.shadowRoot!.querySelector<HTMLDetailsElement>('details.calendar, [part~="calendar"]')?.setAttribute('open', '');
    },
  },
  rewards: { markup: '<loyalty-rewards></loyalty-rewards>', loggedIn: true },
  'rewards-logged-out': { markup: '<loyalty-rewards login-href="#login"></loyalty-rewards>' },
  missions: { markup: '<loyalty-missions></loyalty-missions>', loggedIn: true },
  leaderboard: { markup: '<loyalty-leaderboard limit="8"></loyalty-leaderboard>', loggedIn: true },
  'leaderboard-logged-out': { markup: '<loyalty-leaderboard login-href="#login"></loyalty-leaderboard>' },
  account: { markup: '<loyalty-account platforms="twitch discord youtube" referral-href="/#join"></loyalty-account>', loggedIn: true },
  'account-logged-out': { markup: '<loyalty-account login-href="#login"></loyalty-account>' },
  activity: { markup: '<loyalty-activity></loyalty-activity>', loggedIn: true },
};

const { registryContext } = await import('../src/index.js');
const only = params.get('only')?.split(',');
const main = document.querySelector('#tiles')!;
const drawn: [string, Tile, HTMLElement][] = [];
for (const [name, tile] of Object.entries(tiles)) {
  if (only && !only.includes(name)) continue;
  const team = `demo.${name}`;
  const figure = Object.assign(document.createElement('figure'), { id: name });
  figure.innerHTML = `<figcaption>${name}</figcaption>${tile.markup}`;
  const element = figure.querySelector<HTMLElement>('figcaption + *')!;
  Object.entries({ team, 'base-url': service, 'resource-url': `${service}/media/resource/{id}`, storage: 'memory' }).forEach(([k, v]) => element.setAttribute(k, v));
  main.append(figure);
  drawn.push([team, tile, element]);
}
// Asked once the elements are on the page: the first one to connect provides the page's registry.
let registry: SessionRegistry | undefined;
document.body.dispatchEvent(new ContextEvent(registryContext, document.body, (value) => (registry = value)));
const ready = drawn.map(([team, tile, element]) =>
    (async () => {
      for (const fault of tile.faults ?? []) await control('fault', { ...fault, match: `/${team}${fault.match}` });
      if (tile.loggedIn) {
        registry?.get(service, team, 'memory').start(await control('login', { email: 'fan@example.com', password: 'loyalty123' }));
        // Back on the page, it reads the fan in full (rank, unread count), as when a fan comes back logged in.
        element.parentElement!.append(element);
      }
      await customElements.whenDefined(element.localName);
      await tile.then?.(element);
      // Its list read and drawn: no "Loading…" left.
      await until(element, (root) => !/…$/.test(root.querySelector('[role="status"]')?.textContent?.trim() ?? ''));
    })(),
);
// The tests wait for this: every tile in its state, the service's answers drawn.
await Promise.all(ready);
document.documentElement.dataset.ready = 'true';
