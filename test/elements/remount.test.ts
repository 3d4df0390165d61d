/**
 * A page of the app mounted again after a client-side navigation (to another page and back): its
 * elements show at once what the session read moments ago, and read again only quietly, once that
 * is no longer fresh.
 */
import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { FRESH_MS } from '../../src/session/session.js';
import { fakeClock } from '../support/events.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $, $$, text } from '../support/shadow.js';

const LISTS = ['loyalty-events', 'loyalty-rewards', 'loyalty-missions', 'loyalty-leaderboard'];
/** What the service is asked for a page: each list, and the fan. */
const READS = ['/event/list', '/shopItem/list', '/mission/list', '/user/list', '/user'];

type Updating = HTMLElement & { updateComplete: Promise<unknown> };

/** The entries a list element shows: events, rewards, missions or fans. */
const shown = (el: Element) => $$(el, 'li[part~="event"]:not(.placeholder), [part~="item"], [part~="user"]').length;

/** The app's page as its router mounts it: every list and the login card, in `scope`. */
function mountPage(scope: TestScope): Updating[] {
  const page = document.createElement('div');
  for (const tag of [...LISTS, 'loyalty-login']) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory' })) el.setAttribute(name, value);
    page.append(el);
  }
  scope.append(page);
  return [...page.children] as Updating[];
}

/** How many times the service was asked for each of READS. */
const asked = async () => {
  const paths = (await service.requests()).filter((r) => r.method === 'GET').map((r) => r.path);
  return READS.map((read) => paths.filter((path) => path.endsWith(read)).length);
};

/** Every list shows its entries and the card its fan. */
const everyListShown = (elements: Updating[]) => elements.slice(0, LISTS.length).every((el) => shown(el) > 0) && $(elements[LISTS.length], '[part~="user"]');

describe('a page mounted again after a client-side navigation', () => {
  let clock: ReturnType<typeof fakeClock> | undefined;
  beforeEach(() => service.reset());
  afterEach(() => clock?.restore());

  async function visitTwice(away: number) {
    clock = fakeClock(Date.now());
    const { scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
    await logIn(scope);
    const first = mountPage(scope);
    await until(() => everyListShown(first), 'the first visit read');
    const before = await asked();
    first[0].parentElement!.remove();
    clock.to(Date.now() + away);
    const again = mountPage(scope);
    await Promise.all(again.map((el) => el.updateComplete));
    // At once: on the first frame, no "Loading…" and no placeholder.
    expect(everyListShown(again), 'every list on its first render').to.be.ok;
    expect(again.map((el) => text(el.shadowRoot!.querySelector('[role="status"]')))).not.to.include('Loading…');
    expect(again.flatMap((el) => $$(el, '.placeholder'))).to.deep.equal([]);
    return { before, again };
  }

  it('shows every list and the fan read moments ago at once, and asks the service nothing again', async () => {
    const { before, again } = await visitTwice(FRESH_MS / 3);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(await asked()).to.deep.equal(before);
    expect(everyListShown(again)).to.be.ok;
  });

  it('shows what was read a while ago at once, and reads it again quietly', async () => {
    const { before } = await visitTwice(FRESH_MS + 1000);
    await until(async () => (await asked()).every((count, i) => count === before[i] + 1), 'each read once again');
  });
});
