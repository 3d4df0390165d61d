/**
 * The files a creator ships are the files the suite tests: the CDN module (dist/loyalty-widgets.js)
 * and the bundler entries (dist/elements/*.js, imported together) each draw, say and fire what the
 * sources do, element by element, through a fan's visit: logged out, in Spanish (from the built
 * locale module), logging in through the form, the events filtered, a reward redeemed, a mission
 * code left out and a mission completed, logging out. What each shows is read as a fan and a page meet it (the text as drawn,
 * the DOM, the box, the parsed styles; see frames.ts) and must be the sources' own. `npm test`
 * builds dist/ before the browser suites.
 */
import { expect } from '@open-wc/testing';
import { TAGS } from '../../scripts/elements.js';
import { service } from '../support/service.js';
import { button, logInThroughForm, openFrame, settled, snapshot, type Build, type Frame } from './frames.js';

const HOUR = 3600;
/** The events of every run, fixed once: a clock read per run would move their times between builds. */
const now = Math.floor(Date.now() / 1000);
const event = (id: number, status: string, startHours: number, name: string) => ({
  id,
  name,
  description: `About ${name}.\nSecond line.`,
  url: `https://example.com/${id}`,
  callToAction: 'Watch',
  location: 'Online',
  // Half an hour off the hour: "in 2 hours" stays so for the half hour the three runs take at most.
  start: now + (startHours + 0.5) * HOUR,
  end: now + (startHours + 2.5) * HOUR,
  resourceId: 300 + id,
  tags: [{ id: 1, name: 'IRL meetups' }],
  status,
});
const EVENTS = [event(1, 'ongoing', -1, 'Speedrun Marathon'), event(2, 'upcoming', 5, 'Pro-Am Tournament'), event(3, 'upcoming', 30, 'Merch Drop'), event(4, 'completed', -30, 'Season Finale')];

type Seen = ReturnType<typeof snapshot>;
interface Visit {
  /** What each element showed at each step, by `step · <tag>`. */
  shown: Map<string, Seen>;
  fired: string[];
}

const STEPS = ['logged out', 'in Spanish', 'logged in', 'upcoming events', 'asked to confirm a redemption', 'redeemed', 'a mission code left out', 'mission completed', 'logged out again'];

/** A fan's visit of the page in `build`, on a freshly seeded service. */
async function visit(build: Build, eventNames: string[]): Promise<Visit> {
  // Seeded from one moment for every build: the fan's dates, history and notifications alike.
  await service.reset(now);
  await service.stopClock(now);
  await service.setEvents(EVENTS);
  const page: Frame = await openFrame(build, eventNames);
  const shown = new Map<string, Seen>();
  const step = async (name: string, act?: () => unknown) => {
    await act?.();
    await settled(page, name);
    for (const tag of TAGS) shown.set(`${name} · <${tag}>`, snapshot(page, tag));
  };
  try {
    await step('logged out');
    await step('in Spanish', () => TAGS.forEach((tag) => page.element(tag).setAttribute('lang', 'es')));
    TAGS.forEach((tag) => page.element(tag).removeAttribute('lang'));
    await step('logged in', () => logInThroughForm(page));
    await step('upcoming events', () => button(page, 'loyalty-events', 'Upcoming').click());
    await step('asked to confirm a redemption', () => button(page, 'loyalty-rewards', 'Redeem').click());
    await step('redeemed', () => button(page, 'loyalty-rewards', 'Redeem', '[role="group"]').click());
    await step('a mission code left out', () => button(page, 'loyalty-missions', 'Complete Say the stream code').click());
    await step('mission completed', () => button(page, 'loyalty-missions', 'Complete Complete your profile').click());
    await step('logged out again', () => button(page, 'loyalty-login', 'Log out').click());
    return { shown, fired: page.fired };
  } finally {
    page.window.frameElement!.remove();
  }
}

/** What is compared, and how a difference is named. */
const ASPECTS = [
  ['text', 'the text a fan reads'],
  ['dom', 'the DOM'],
  ['size', 'the box'],
  ['styles', 'the styles'],
] as const;

/** Where `built` first departs from `source`, with some text on either side; nothing when they are equal. */
function difference(what: string, built: string | string[], source: string | string[]): string[] {
  const [a, b] = [built, source].map((value) => (Array.isArray(value) ? value.join('\n') : value));
  if (a === b) return [];
  let at = 0;
  while (a[at] === b[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 40));
  return [`${what}: built ${around(a)}, sources ${around(b)}`];
}

describe('the shipped files', function () {
  // Three visits of a page of seven elements, one after another, on one fake service.
  this.timeout(120_000);
  const visits = new Map<Build, Visit>();

  before(async () => {
    const manifest = (await (await fetch('/custom-elements.json')).json()) as { modules: { declarations?: { events?: { name: string }[] }[] }[] };
    const eventNames = [...new Set(manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => d.events ?? []).map((e) => e.name))];
    for (const build of ['sources', 'module', 'entries'] as const) visits.set(build, await visit(build, eventNames));
  });

  it('the visit reaches every step in the sources, and every element draws something at each', () => {
    const { shown, fired } = visits.get('sources')!;
    for (const name of STEPS) for (const tag of TAGS) expect(shown.get(`${name} · <${tag}>`)?.text.trim(), `${name} · <${tag}>`).to.not.equal('');
    expect(shown.get('logged in · <loyalty-events>')!.text).to.match(/All 4\b/);
    expect(shown.get('in Spanish · <loyalty-login>')!.text).to.include('Contraseña');
    for (const type of ['loyalty-login', 'loyalty-redeem', 'loyalty-mission-complete', 'loyalty-logout']) expect(fired.join('\n')).to.include(type);
  });

  for (const build of ['module', 'entries'] as const) {
    const label = build === 'module' ? 'dist/loyalty-widgets.js' : 'dist/elements/*.js';
    describe(`${label} against the sources`, () => {
      for (const name of STEPS) {
        it(`${name}: every element reads, is built and is laid out as from the sources`, () => {
          const differences = TAGS.flatMap((tag) => {
            const key = `${name} · <${tag}>`;
            const [built, source] = [visits.get(build)!.shown.get(key)!, visits.get('sources')!.shown.get(key)!];
            return ASPECTS.flatMap(([aspect, what]) => difference(`${key}, ${what}`, built[aspect], source[aspect]));
          });
          expect(differences, differences.join('\n')).to.deep.equal([]);
        });
      }
      it('fires the same events, with the same details, in the same order', () => {
        expect(visits.get(build)!.fired).to.deep.equal(visits.get('sources')!.fired);
      });
    });
  }
});
