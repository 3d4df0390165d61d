/**
 * Spending that cannot go wrong, across the rewards, missions and leaderboard: a fresh balance
 * after each redeem or completion, never overwritten by an older answer; every wait the service
 * asks for bounded, said beside what waits, and shared by every element of the fan; one redeem
 * or completion per press of a key, however long it is held; long lists drawn as the fan scrolls;
 * reads shared between elements and throttled when the page comes back.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { html } from 'lit';
import type { LoyaltyRewards } from '../../src/components/rewards/loyalty-rewards.js';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyMissionCompleteEvent, LoyaltyRedeemEvent } from '../../src/base/host-events.js';
import { withFakeClock } from '../support/events.js';
import { holdKey } from '../support/keyboard.js';
import { entries, entry, listedAs, requests } from '../support/lists.js';
import { scopedFixture, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn, sessionOf } from '../support/session.js';
import { $, $$, describedBy, focused, text } from '../support/shadow.js';

const SHOP = '/shopItem/list$';
const REDEEM = '/shopItem/\\d+/redeem$';
const COMPLETE = '/mission/\\d+/complete$';
const USER = '/loyalty/demo/user$';
const TEAM_ROOT = '/loyalty/demo/?$';
const CODE_MISSION = 'Say the stream code';

const shop = () => listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
const missions = () => listedAs('loyalty-missions', (el) => $(el, '[part~="item"]'));
const redeemButton = (el: Element, name: string) => entry(el, name).querySelector<HTMLButtonElement>('button[id^="redeem-"]')!;
/** What the last redeem or completion of an entry failed with, beside it. */
const alertOf = (el: Element, name: string) => text(entry(el, name).querySelector('[role="alert"][id^="failed-"]'));

/** Asks to redeem `name` and waits for the confirmation. */
async function ask(el: Element, name: string) {
  redeemButton(el, name).click();
  await until(() => $(el, '#confirm'), 'the confirmation');
  return $<HTMLButtonElement>(el, '#confirm')!;
}

/** Requests the service logged on `path` once a request sent after them is in: what the page sent by now. */
async function sentBy(path: string): Promise<number> {
  await fetch(`${serviceUrl}/api/v1/loyalty/${DEMO_TEAM}/sentinel`).catch(() => undefined);
  await until(async () => (await requests('/sentinel$')).length, 'the sentinel logged');
  return (await requests(path)).length;
}

/**
 * The shop listed and quiet: the fan as read after logging in, the team's root, and the shop as
 * read with their token all drawn, so that from here only what the test does draws anything.
 */
async function quietShop() {
  const listed = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
  const session = sessionOf(listed.scope as TestScope);
  await session.refresh();
  // The team's root too (its currency names every price): its answer redraws every card.
  await until(() => session.team || session.teamFailed, 'the team read');
  const read = (listed.el as unknown as { list: { status: string } }).list;
  await until(() => read.status === 'done', 'the shop read with the token');
  await listed.el.updateComplete;
  return listed;
}

/** The names of the cards `el` draws from now on, in order. */
function cardsDrawn(el: Element): string[] {
  const drawn: string[] = [];
  const host = el as unknown as { card: (entry: { name: string }, ...rest: unknown[]) => unknown };
  const card = host.card;
  host.card = function (this: unknown, entry, ...rest) {
    drawn.push(entry.name);
    return card.call(this, entry, ...rest);
  };
  return drawn;
}

/** `count` rewards of 10 gold each, every one with its image. */
const rewards = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Reward ${i + 1}`, description: 'A reward.', price: 10, quantity: 5, resourceId: 1_000 + i }));

/** `count` `<loyalty-rewards>` of the demo team in one scope, the fan logged in. */
async function severalShops(count: number) {
  const { scope } = await scopedFixture<LoyaltyRewards>(
    html`${Array.from({ length: count }, () => html`<loyalty-rewards team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-rewards>`)}`,
  );
  const els = [...scope.children] as LoyaltyRewards[];
  const auth = await logIn(scope as TestScope);
  await until(() => els.every((el) => $(el, 'button[id^="redeem-"]')), 'every shop listed');
  return { scope: scope as TestScope, els, auth };
}

describe('spending that cannot go wrong', () => {
  beforeEach(() => service.reset());

  describe('a fresh balance after each redeem or completion', () => {
    /** The fan as `GET /user` answers now: what a read sent before a redeem answers after it. */
    const fanNow = async (token: string) => (await fetch(`${serviceUrl}/api/v1/loyalty/${DEMO_TEAM}/user`, { headers: { 'x-user-auth-token': token } })).json();

    /** A read of the fan on its way, held by the service, answering the balance from before: then a redeem. */
    async function redeemWhileReadHeld() {
      const listed = await shop();
      // Any read of the fan the log-in started has answered: the one held below is the page's next.
      await sessionOf(listed.scope).refresh();
      const before = await fanNow(listed.auth.token);
      await service.fault({ match: USER, method: 'GET', hold: true, times: 1, status: 200, body: JSON.stringify(before) });
      const reads = (await requests(USER)).length;
      // As the page coming back into view would start it, but a request of its own: joined to a read of the fan
      // already on its way (the page's own, coming back into view), the held one would be the redeem's.
      const held = sessionOf(listed.scope).refresh(undefined, true);
      await until(async () => (await requests(USER)).length > reads, 'a read of the fan, held');
      const fired = oneEvent(listed.el, 'loyalty-redeem') as Promise<LoyaltyRedeemEvent>;
      (await ask(listed.el, 'Emote pack')).click();
      await until(async () => (await requests(USER)).length > reads + 1, 'the fan read anew after the redeem');
      return { ...listed, held, fired };
    }

    it('reads the fan anew after a redeem, rather than join a read already on its way, and tells the page the balance after it', async () => {
      const { el, fired } = await redeemWhileReadHeld();
      expect((await fired).detail.gold).to.equal(950);
      await until(() => describedBy(redeemButton(el, 'Signed jersey')).map(text).join() === 'Earn 50 gold more to redeem this.', 'the new balance drawn');
      await service.release();
    });

    it('keeps the newest balance when an older read of the fan answers after it', async () => {
      const { el, scope, held, fired } = await redeemWhileReadHeld();
      expect((await fired).detail.gold, 'the balance read after the redeem').to.equal(950);
      await service.release();
      await held;
      await el.updateComplete;
      expect(sessionOf(scope).user!.gold).to.equal(950);
      expect(describedBy(redeemButton(el, 'Signed jersey')).map(text)).to.deep.equal(['Earn 50 gold more to redeem this.']);
    });

    it('tells the page no balance, rather than the old one as the new, when the fan cannot be read after a redeem', async () => {
      const { el } = await shop();
      await service.fault({ match: USER, method: 'GET', status: 503, times: 1 });
      const fired = oneEvent(el, 'loyalty-redeem') as Promise<LoyaltyRedeemEvent>;
      (await ask(el, 'Emote pack')).click();
      const { detail } = await fired;
      expect(detail.item.name).to.equal('Emote pack');
      expect(detail.gold).to.equal(undefined);
    });

    it('tells the page no balance, rather than the old one as the new, when the fan cannot be read after a completion', async () => {
      const { el } = await missions();
      await service.fault({ match: USER, method: 'GET', status: 503, times: 1 });
      const fired = oneEvent(el, 'loyalty-mission-complete') as Promise<LoyaltyMissionCompleteEvent>;
      entry(el, 'Follow on Twitch').querySelector<HTMLButtonElement>('button')!.click();
      const { detail } = await fired;
      expect(detail.mission.name).to.equal('Follow on Twitch');
      expect(detail.gold).to.equal(undefined);
    });
  });

  describe('a bounded wait, said beside what waits', () => {
    for (const [header, shown] of [['9'.repeat(400), '15:00'], ['Fri, 31 Dec 9999 23:59:59 GMT', '15:00']] as const) {
      it(`holds a Retry-After of ${header.length > 40 ? 'hundreds of digits' : 'the year 9999'} to a quarter of an hour, said beside every Redeem, on timers that end`, async () => {
        await withFakeClock(async (clock, start) => {
          const { el } = await shop();
          await service.fault({ match: REDEEM, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': header }, times: 1 });
          (await ask(el, 'Emote pack')).click();
          await until(() => alertOf(el, 'Emote pack') === 'Slow down.', 'the refusal');
          await el.updateComplete;
          for (const name of ['Emote pack', 'Signed jersey']) {
            expect(redeemButton(el, name).getAttribute('aria-disabled'), name).to.equal('true');
            expect(describedBy(redeemButton(el, name)).map(text), name).to.deep.equal([en.tooManyAttempts(shown)]);
          }
          // Every timer set ends within the wait: none for NaN or Infinity, which fire at once, again and again.
          expect(clock.pending().filter((at) => !(at <= start + 900_000))).to.deep.equal([]);
          clock.to(start + 900_000);
          await el.updateComplete;
          expect(redeemButton(el, 'Emote pack').getAttribute('aria-disabled')).to.equal('false');
        });
      });
    }

    it('says beside a code mission refused with a 429 why and for how long, leaves the code unmarked through the fan’s typing, and Complete says it waits', async () => {
      await withFakeClock(async () => {
        const { el } = await missions();
        await service.fault({ match: COMPLETE, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '42' }, times: 1 });
        const mission = entry(el, CODE_MISSION);
        const input = mission.querySelector<HTMLInputElement>('input')!;
        input.value = 'LOYAL';
        input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
        mission.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
        await until(() => alertOf(el, CODE_MISSION) === 'Slow down.', 'the refusal, beside the mission');
        await el.updateComplete;
        const complete = () => entry(el, CODE_MISSION).querySelector<HTMLButtonElement>('[part~="submit"]')!;
        const check = () => {
          expect(input.getAttribute('aria-invalid'), 'the code marked wrong').to.equal('false');
          expect(text(entry(el, CODE_MISSION).querySelector('[part~="field"] [part~="error"]'))).to.equal('');
          expect(alertOf(el, CODE_MISSION)).to.equal('Slow down.');
          expect(complete().getAttribute('aria-disabled')).to.equal('true');
          expect(describedBy(complete()).map(text)).to.deep.equal([en.tooManyAttempts('0:42')]);
        };
        check();
        // The fan types on: the code stays unmarked, and what they were told stays.
        input.value = 'LOYAL!';
        input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
        await el.updateComplete;
        check();
        expect(input.value).to.equal('LOYAL!');
      });
    });

    it('holds every <loyalty-rewards> of the fan and team on the page while one waits out a 429, each saying so', async () => {
      await withFakeClock(async (clock, start) => {
        const { els: [first, second] } = await severalShops(2);
        await service.fault({ match: REDEEM, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '30' }, times: 1 });
        (await ask(first, 'Emote pack')).click();
        await until(() => alertOf(first, 'Emote pack') === 'Slow down.', 'the refusal');
        await second.updateComplete;
        expect(redeemButton(second, 'Emote pack').getAttribute('aria-disabled')).to.equal('true');
        expect(describedBy(redeemButton(second, 'Emote pack')).map(text)).to.deep.equal([en.tooManyAttempts('0:30')]);
        redeemButton(second, 'Emote pack').click();
        await second.updateComplete;
        expect($(second, '#confirm')).to.equal(null);
        clock.to(start + 30_000);
        await second.updateComplete;
        expect(redeemButton(second, 'Emote pack').getAttribute('aria-disabled')).to.equal('false');
      });
    });
  });

  describe('one redeem or completion per press', () => {
    it('asks once and confirms nothing while Enter is held on Redeem: its auto-repeat is not a second press', async () => {
      const { el } = await shop();
      redeemButton(el, 'Emote pack').focus();
      await holdKey({ down: 'Enter' });
      await until(() => focused(el)?.id === 'confirm', 'the confirmation, focused');
      for (let i = 0; i < 3; i++) await holdKey({ down: 'Enter' });
      await holdKey({ up: 'Enter' });
      await el.updateComplete;
      expect(focused(el)?.id).to.equal('confirm');
      expect(await sentBy(REDEEM)).to.equal(0);
    });

    it('sends one completion while Enter is held on Complete, however many failures come back', async () => {
      const { el } = await missions();
      await service.fault({ match: COMPLETE, status: 503, body: '{"message":"Try later."}' });
      const complete = entry(el, 'Follow on Twitch').querySelector<HTMLButtonElement>('button')!;
      complete.focus();
      await holdKey({ down: 'Enter' });
      await until(() => alertOf(el, 'Follow on Twitch') === 'Try later.', 'the failure');
      await el.updateComplete;
      for (let i = 0; i < 3; i++) await holdKey({ down: 'Enter' });
      await holdKey({ up: 'Enter' });
      expect(await sentBy(COMPLETE)).to.equal(1);
    });
  });

  describe('long lists', () => {
    it('draws the first of 10,000 rewards at once and the rest as the fan scrolls', async () => {
      await service.fault({ match: SHOP, status: 200, body: JSON.stringify({ shopItems: rewards(10_000) }) });
      const { el } = await listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'));
      await el.updateComplete;
      const first = entries(el).length;
      expect(first).to.be.within(1, 100);
      // The fan scrolls to the end of what is drawn: more comes.
      const more = $<HTMLButtonElement>(el, 'button.more')!;
      expect(text(more)).to.equal(en.moreEntries);
      more.scrollIntoView();
      await until(() => entries(el).length > first, 'more rewards drawn');
      expect(entries(el).length).to.be.below(10_000);
    });

    it('takes the fan from Show more, pressed, to the first reward it drew', async () => {
      await service.fault({ match: SHOP, status: 200, body: JSON.stringify({ shopItems: rewards(200) }) });
      const { el } = await listedAs('loyalty-rewards', (el) => $(el, 'button.more'));
      const first = entries(el).length;
      $<HTMLButtonElement>(el, 'button.more')!.focus();
      $<HTMLButtonElement>(el, 'button.more')!.click();
      await until(() => focused(el) === entries(el)[first], 'the first new reward, focused');
    });

    it('draws again only the card whose image failed, not every card drawn', async () => {
      await service.fault({ match: SHOP, status: 200, body: JSON.stringify({ shopItems: rewards(20) }) });
      const { el } = await quietShop();
      const img = entry(el, 'Reward 3').querySelector('img')!;
      img.scrollIntoView();
      await until(() => img.complete && img.naturalWidth, 'its image loaded');
      await el.updateComplete;
      // From here, the cards drawn, by name.
      const drawn = cardsDrawn(el);
      // One image fails (the address went away).
      img.src = `${serviceUrl}/nothing-here/3`;
      await until(() => drawn.length, 'the card drawn again');
      await el.updateComplete;
      expect(drawn).to.deep.equal(['Reward 3']);
    });

    it('draws only the rewards Show more adds, not again every card drawn before', async () => {
      await service.fault({ match: SHOP, status: 200, body: JSON.stringify({ shopItems: rewards(120) }) });
      const { el } = await quietShop();
      const before = entries(el).length;
      const drawn = cardsDrawn(el);
      el.shadowRoot!.querySelector<HTMLButtonElement>('.more')!.click();
      await el.updateComplete;
      expect(entries(el).length).to.be.above(before);
      expect(drawn).to.deep.equal(entries(el).slice(before).map((li) => text(li.querySelector('[part~="item-name"]'))));
    });

    it('makes the plural rules of a language once, not at each sentence', async () => {
      await service.setTeam({ currencyName: 'Nightjar Coins' });
      const { el } = await listedAs('loyalty-rewards', (el) => text($(el, '[part~="points"]')).includes('Nightjar'));
      const Real = Intl.PluralRules;
      let made = 0;
      const counted = class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made++;
        }
      };
      Object.defineProperty(Intl, 'PluralRules', { value: counted, configurable: true, writable: true });
      try {
        el.requestUpdate();
        await el.updateComplete;
        expect($$(el, '[part~="points"]').length).to.be.above(1);
        expect(made).to.equal(0);
      } finally {
        Object.defineProperty(Intl, 'PluralRules', { value: Real, configurable: true, writable: true });
      }
    });
  });

  describe('reads shared, and throttled on return', () => {
    it('reads the shop once for several <loyalty-rewards> of the same fan and team', async () => {
      const { auth } = await severalShops(3);
      const forTheFan = (await requests(SHOP)).filter((r) => r.headers['x-user-auth-token'] === auth.token);
      expect(forTheFan).to.have.length(1);
    });

    it('reads the fan and the team root again on return to the page at most once per 30 seconds', async () => {
      await withFakeClock(async (clock, start) => {
        const { el, scope } = await shop();
        await until(() => text(entry(el, 'Backstage pass')).includes('Gold'), 'the team root read');
        const [fans, roots] = [await sentBy(USER), await sentBy(TEAM_ROOT)];
        // The fan comes back, reads go and answer; the fan switches tabs again and again, goes offline and back.
        await service.setUser({ gold: 1_251 });
        await service.setTeam({ name: 'Nightjar, read again' });
        document.dispatchEvent(new Event('visibilitychange'));
        const session = sessionOf(scope);
        await until(() => session.user!.gold === 1_251 && session.team!.name === 'Nightjar, read again', 'the fan and team read again');
        for (let i = 0; i < 3; i++) {
          await el.updateComplete;
          document.dispatchEvent(new Event('visibilitychange'));
          window.dispatchEvent(new Event('online'));
        }
        expect([await sentBy(USER), await sentBy(TEAM_ROOT)]).to.deep.equal([fans + 1, roots + 1]);
        clock.to(start + 30_000);
        document.dispatchEvent(new Event('visibilitychange'));
        expect([await sentBy(USER), await sentBy(TEAM_ROOT)]).to.deep.equal([fans + 2, roots + 2]);
      });
    });

    it('reads a list refused with a 429 again on return only once its Retry-After is over, saying meanwhile how long', async () => {
      await withFakeClock(async (clock, start) => {
        await service.fault({ match: SHOP, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '60' }, times: 2 });
        const { el } = await listedAs('loyalty-rewards', (el) => text($(el, '[role="alert"]')) === 'Slow down.');
        await el.updateComplete;
        expect($$(el, 'p[part~="message"]').map(text)).to.include(en.tooManyAttempts('1:00'));
        const reads = await sentBy(SHOP);
        window.dispatchEvent(new Event('online'));
        document.dispatchEvent(new Event('visibilitychange'));
        expect(await sentBy(SHOP)).to.equal(reads);
        clock.to(start + 60_000);
        await el.updateComplete;
        window.dispatchEvent(new Event('online'));
        await until(() => $(el, 'button[id^="redeem-"]'), 'the shop, read once the wait is over');
      });
    });
  });
});
