import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { LoyaltyRewards } from '../../src/components/rewards/loyalty-rewards.js';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyErrorEvent, LoyaltyLogoutEvent, LoyaltyRedeemEvent } from '../../src/base/host-events.js';
import { inForcedColors } from '../support/contrast.js';
import { describeElementContract } from '../support/element-contract.js';
import { withFakeClock } from '../support/events.js';
import { shiftTab } from '../support/keyboard.js';
import { LANGUAGES, withPageLanguage } from '../support/languages.js';
import { backOnline, entry, listedAs, MEDIA, onRetry, requests, retryWithEnter, showsInOrder } from '../support/lists.js';
import { mountElement } from '../support/scope.js';
import { service, until } from '../support/service.js';
import { sessionOf } from '../support/session.js';
import { $, $$, accessibleNames, describedBy, focused, seen, text } from '../support/shadow.js';

const LIST = '/shopItem/list$';
const REDEEM = '/shopItem/\\d+/redeem$';

const redeemButton = (el: Element, name: string) => entry(el, name).querySelector<HTMLButtonElement>('button[id^="redeem-"]')!;
const listed = (attributes?: Record<string, string>) => listedAs('loyalty-rewards', (el) => $(el, 'button[id^="redeem-"]'), attributes);
const saidBy = (el: Element, name: string) => text(entry(el, name).querySelector('[role="status"]'));
const alertOf = (el: Element, name: string) => text(entry(el, name).querySelector('[role="alert"]'));

/** Asks to redeem `name` and waits for the confirmation. */
async function ask(el: HTMLElement, name: string) {
  redeemButton(el, name).click();
  await until(() => $(el, '#confirm'), 'the confirmation');
  return $<HTMLButtonElement>(el, '#confirm')!;
}

/** Presses `key`, then waits for what it does to be drawn. */
async function press(el: LoyaltyRewards, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Asks to redeem `name` from its Redeem button with `key`, and waits for the confirmation, focused. */
async function askWith(el: LoyaltyRewards, name: string, key: string) {
  redeemButton(el, name).focus();
  await sendKeys({ press: key });
  await until(() => focused(el)?.id === 'confirm', 'the confirmation, focused');
}

/** The emote pack with none left. */
const SOLD_OUT = { id: 1, name: 'Emote pack', price: 300, quantity: 0 };

/**
 * Redeems the emote pack, then asks to redeem it again while the shop, read again after that
 * redeem, is held; released, that read answers with `emotes`, the pack as it is by then. By
 * clicks, or with Enter on Redeem and on the confirmation.
 */
async function askAgainBeforeShopRead(el: LoyaltyRewards, emotes: object, by: 'click' | 'Enter' = 'click') {
  await service.fault({ match: LIST, hold: true, times: 1, status: 200, body: JSON.stringify({ shopItems: [emotes] }) });
  const reads = (await requests(LIST)).length;
  const askIt = () => (by === 'Enter' ? askWith(el, 'Emote pack', 'Enter') : ask(el, 'Emote pack'));
  await askIt();
  if (by === 'Enter') await press(el, 'Enter');
  else $<HTMLButtonElement>(el, '#confirm')!.click();
  await until(async () => (await requests(LIST)).length > reads, 'the shop read again, held');
  await askIt();
}

describe('<loyalty-rewards>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-rewards', {
    'logged out, the catalogue': async () => {
      const { el } = await mountElement('loyalty-rewards', { 'resource-url': MEDIA });
      await until(() => $(el, '[part~="item"]'), 'the catalogue');
      return el;
    },
    'the shop': async () => (await listed()).el,
    'the shop, dark': async () => (await listed({ theme: 'dark' })).el,
    'a redeem to confirm': async () => {
      const { el } = await listed();
      await ask(el, 'Emote pack');
      return el;
    },
  });

  describe('logged out', () => {
    it('shows the catalogue the service shows everyone, with a prompt to log in to redeem and no redeem button', async () => {
      const { el } = await mountElement('loyalty-rewards', { 'resource-url': MEDIA });
      await until(() => $(el, '[part~="item"]'), 'the catalogue');
      expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.rewardsLoggedOut);
      expect(text(entry(el, 'Emote pack').querySelector('[part~="points"]'))).to.equal('300 gold');
      expect($$(el, 'button[id^="redeem-"]')).to.be.empty;
      expect(text(entry(el, 'Sticker sheet').querySelector('[part~="badge"]'))).to.equal('Out of stock');
      const [sent] = await requests(LIST);
      expect(sent.headers).not.to.have.property('x-user-auth-token');
    });

    it('shows only the prompt where the service keeps its catalogue for fans', async () => {
      await service.fault({ match: LIST, status: 401, body: '{"message":"Please log in again."}' });
      const { el } = await mountElement('loyalty-rewards');
      await until(async () => (await requests(LIST)).length, 'the catalogue asked for');
      await el.updateComplete;
      await until(() => !$(el, '[role="status"]') || !text($(el, '[role="status"]')), 'loaded');
      expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.rewardsLoggedOut);
      expect($$(el, '[part~="item"], [role="alert"]')).to.be.empty;
    });
  });

  describe('the shop', () => {
    it('shows each reward with its image, price, stock and description, read with the token', async () => {
      const { el, auth } = await listed();
      const item = entry(el, 'Signed jersey');
      expect(item.querySelector('img')!.getAttribute('src')).to.equal(MEDIA.replace('{id}', '302'));
      expect(text(item.querySelector('[part~="points"]'))).to.equal('1,000 gold');
      expect(text(item.querySelector('[part~="badge"]'))).to.equal('3 left');
      expect(seen(item.querySelector('summary'))).to.equal('Details');
      expect(text(item.querySelector('.description'))).to.contain('signed by the whole roster');
      expect((await requests(LIST)).at(-1)!.headers['x-user-auth-token']).to.equal(auth.token);
    });

    it('lays out what the team wrote in its own direction: an English description in an Arabic page keeps its full stop at its end', async () => {
      await withPageLanguage('ar', async () => {
        const { el } = await listed();
        entry(el, 'Signed jersey').querySelector('details')!.open = true;
        const description = entry(el, 'Signed jersey').querySelector('.description')!;
        expect(text(description)).to.match(/profile\.$/);
        expect(showsInOrder(description, 'profile.')).to.equal(true);
      }, 'rtl');
    });

    it('keeps a name in another script whole inside a sentence: "Shout-out!" in an Arabic confirmation keeps its "!" after it', async () => {
      await service.fault({ match: LIST, status: 200, body: JSON.stringify({ shopItems: [{ id: 901, name: 'Shout-out!', price: 10, quantity: 5 }] }) });
      await withPageLanguage('ar', async () => {
        const { el } = await listedAs('loyalty-rewards', (el) => $(el, '#redeem-901:not([aria-disabled="true"])'));
        await ask(el, 'Shout-out!');
        const question = $(el, '#ask')!;
        expect(text(question)).to.contain('Shout-out!');
        expect(showsInOrder(question, 'Shout-out!')).to.equal(true);
      }, 'rtl');
    });

    it('makes every control a fan taps at least 44 px tall, Details too', async () => {
      const { el } = await listed();
      const controls = $$(el, 'button, summary');
      expect(controls.map((control) => seen(control))).to.include('Details');
      for (const control of controls) expect(control.getBoundingClientRect().height, text(control)).to.be.at.least(44);
    });

    it("names each reward's Details and Redeem after it too, the word first, so a fan who lists the page's buttons hears which reward each is for", async () => {
      const { el } = await listed();
      const rewards = ['Emote pack', 'Signed jersey', 'Coaching session', 'Backstage pass', 'Sticker sheet'];
      expect(await accessibleNames(el, 'button, summary')).to.deep.equal(rewards.flatMap((name) => [`Details ${name}`, `Redeem ${name}`]));
      // What is seen is the word alone, and why a Redeem is locked is still what describes it.
      const locked = redeemButton(el, 'Coaching session');
      expect(seen(locked)).to.equal(en.redeem);
      expect(describedBy(locked).map(text)).to.deep.equal(['Earn 1,250 gold more to redeem this.']);
    });

    it('locks, not hides, a reward the fan cannot afford, and says how much more to earn', async () => {
      const { el } = await listed();
      const button = redeemButton(el, 'Coaching session');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(describedBy(button).map(text)).to.deep.equal(['Earn 1,250 gold more to redeem this.']);
      // Locked looks locked: a quiet grey, not the filled main action a reward the fan can afford has,
      // its reason written beside it (not colour alone); no dashed frame that reads as a drop zone.
      expect(getComputedStyle(button).borderTopStyle).not.to.equal('dashed');
      expect(getComputedStyle(button).backgroundColor).not.to.equal(getComputedStyle(redeemButton(el, 'Emote pack')).backgroundColor);
      expect(getComputedStyle(button).cursor).to.equal('not-allowed');
      button.click();
      await el.updateComplete;
      expect($(el, '#confirm')).to.equal(null);
      expect(redeemButton(el, 'Sticker sheet').getAttribute('aria-disabled')).to.equal('true');
      expect(describedBy(redeemButton(el, 'Sticker sheet')).map(text)).to.deep.equal(['Out of stock']);
      // Said once, not as a badge and again beside the button.
      expect(text(entry(el, 'Sticker sheet')).split('Out of stock')).to.have.length(2);
      expect(await requests(REDEEM)).to.be.empty;
    });

    it('looks locked in forced colours (Windows High Contrast) too, in the system’s grey, where dashes were the only sign', async function () {
      const { el } = await listed();
      await inForcedColors(this, 'light', async () => {
        const [locked, open] = [redeemButton(el, 'Coaching session'), redeemButton(el, 'Emote pack')].map((button) => getComputedStyle(button));
        expect(locked.color, 'its words').not.to.equal(open.color);
        expect(locked.borderTopColor, 'its frame').not.to.equal(open.borderTopColor);
      });
    });

    it('treats a service without a shop as an empty one, not a failure', async () => {
      await service.fault({ match: LIST, status: 404, body: '{"message":"There is no such endpoint."}' });
      const { el } = await listedAs('loyalty-rewards', (el) => text($(el, '[role="status"]')) === en.noRewards);
      expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
    });
  });

  describe('redeem', () => {
    it('asks in the page what will be spent and what remains; Cancel goes back to the reward', async () => {
      const { el } = await listed();
      const confirm = await ask(el, 'Emote pack');
      expect(focused(el)).to.equal(confirm);
      expect(text($(el, '[role="group"]')!.querySelector('p'))).to.equal('Redeem Emote pack for 300 gold? You’ll have 950 gold left.'.replace('’', "'"));
      $$<HTMLButtonElement>(el, 'button').find((b) => text(b) === en.cancel)!.click();
      await until(() => !$(el, '#confirm'), 'the confirmation gone');
      expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
      expect(await requests(REDEEM)).to.be.empty;
    });

    it('says what a redeem did in the language the fan switches to, as everything around it is', async () => {
      const { el } = await listed();
      (await ask(el, 'Emote pack')).click();
      await until(() => saidBy(el, 'Emote pack'), 'the result');
      expect(saidBy(el, 'Emote pack')).to.equal('You redeemed Emote pack.');
      await withPageLanguage('de', async () => {
        await until(() => seen(redeemButton(el, 'Emote pack')) === 'Einlösen', 'the shop in German');
        expect(saidBy(el, 'Emote pack')).to.equal('Sie haben Emote pack eingelöst.');
      });
    });

    it('lets Escape go back to the reward as Cancel does, with nothing spent', async () => {
      const { el } = await listed();
      const confirm = await ask(el, 'Emote pack');
      expect(focused(el)).to.equal(confirm);
      await sendKeys({ press: 'Escape' });
      await until(() => !$(el, '#confirm'), 'the confirmation gone');
      expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
      expect(await requests(REDEEM)).to.be.empty;
    });

    it('lets Escape close the confirmation alone, not the dialog of the page the shop sits in', async () => {
      const { el, scope } = await listed();
      const dialog = document.createElement('dialog');
      scope.before(dialog);
      dialog.append(scope);
      dialog.showModal();
      try {
        await askWith(el, 'Emote pack', 'Enter');
        await sendKeys({ press: 'Escape' });
        await until(() => !$(el, '#confirm'), 'the confirmation gone');
        await new Promise(requestAnimationFrame);
        expect(dialog.open, 'the page’s dialog open').to.equal(true);
        expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
      } finally {
        dialog.remove();
      }
    });

    it('redeems once, says so with the next step the service gives, tells the page, and reads the shop again', async () => {
      const { el, auth } = await listed();
      const confirm = await ask(el, 'Signed jersey');
      const fired = oneEvent(el, 'loyalty-redeem') as Promise<LoyaltyRedeemEvent>;
      confirm.click();
      const event = await fired;
      expect(event.detail.item.name).to.equal('Signed jersey');
      expect(event.bubbles && event.composed).to.equal(true);
      expect(JSON.stringify(event.detail)).not.to.contain(auth.token);
      await until(() => saidBy(el, 'Signed jersey'), 'the result');
      expect(saidBy(el, 'Signed jersey')).to.equal('You redeemed Signed jersey. We will ship it to the address on your profile: check it is up to date.');
      const sent = await requests(REDEEM);
      expect(sent.map((r) => [r.method, r.path.split('/loyalty/demo')[1], r.headers['x-user-auth-token'], r.body])).to.deep.equal([
        ['PUT', '/shopItem/2/redeem', auth.token, null],
      ]);
      await until(() => text(entry(el, 'Signed jersey').querySelector('[part~="badge"]')) === '2 left', 'the stock read again');
      expect(focused(el)).to.equal(redeemButton(el, 'Signed jersey'));
    });

    it('keeps a confirmation open when the shop, read again after the last redeem, arrives after it', async () => {
      const { el } = await listed();
      await askAgainBeforeShopRead(el, { id: 1, name: 'Emote pack', price: 300, quantity: 119 });
      await service.release();
      await until(() => text(entry(el, 'Emote pack').querySelector('[part~="badge"]')) === '119 left', 'the shop read again');
      expect(text($(el, '#confirm'))).to.equal(en.redeem);
    });

    it('closes a confirmation and locks the redeem when the shop, read again, says the reward sold out meanwhile', async () => {
      const { el } = await listed();
      await askAgainBeforeShopRead(el, SOLD_OUT);
      await service.release();
      await until(() => !$(el, '#confirm'), 'the confirmation closed');
      expect(redeemButton(el, 'Emote pack').getAttribute('aria-disabled')).to.equal('true');
      expect(describedBy(redeemButton(el, 'Emote pack')).map(text)).to.deep.equal([en.outOfStock]);
    });

    it('sends one redeem however often the fan clicks while it is under way', async () => {
      const { el } = await listed();
      await service.fault({ match: REDEEM, hold: true, times: 1 });
      (await ask(el, 'Emote pack')).click();
      await until(async () => (await requests(REDEEM)).length, 'the redeem held');
      await until(() => seen(redeemButton(el, 'Emote pack')) === en.redeeming, 'busy');
      expect(redeemButton(el, 'Emote pack').getAttribute('aria-disabled')).to.equal('true');
      redeemButton(el, 'Emote pack').click();
      redeemButton(el, 'Signed jersey').click();
      await el.updateComplete;
      expect($(el, '#confirm')).to.equal(null);
      await service.release();
      await until(() => saidBy(el, 'Emote pack'), 'the result');
      expect(await requests(REDEEM)).to.have.length(1);
    });

    it("words a refusal in the service's own message, beside the reward", async () => {
      const { el } = await listed();
      await service.fault({ match: REDEEM, status: 409, body: '{"message":"You already redeemed this reward."}', times: 1 });
      const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
      (await ask(el, 'Emote pack')).click();
      expect((await reported).detail).to.include({ action: 'redeem', message: 'You already redeemed this reward.' });
      await until(() => alertOf(el, 'Emote pack'), 'the refusal');
      expect(alertOf(el, 'Emote pack')).to.equal('You already redeemed this reward.');
      expect(describedBy(redeemButton(el, 'Emote pack')).map(text)).to.include('You already redeemed this reward.');
    });

    it('waits out the pause a 429 asks for: every Redeem unavailable meanwhile, the refusal kept beside the reward, then usable again', async () => {
      await withFakeClock(async (clock, start) => {
        const { el } = await listed();
        await service.fault({ match: REDEEM, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '30' }, times: 1 });
        (await ask(el, 'Emote pack')).click();
        await until(() => alertOf(el, 'Emote pack') === 'Slow down.', 'the refusal');
        await el.updateComplete;
        for (const name of ['Emote pack', 'Signed jersey']) expect(redeemButton(el, name).getAttribute('aria-disabled'), name).to.equal('true');
        // Pressed meanwhile, a Redeem neither asks nor takes away what the fan was told.
        redeemButton(el, 'Emote pack').click();
        await el.updateComplete;
        expect($(el, '#confirm')).to.equal(null);
        expect(alertOf(el, 'Emote pack')).to.equal('Slow down.');
        clock.to(start + 30_000);
        await el.updateComplete;
        expect(redeemButton(el, 'Emote pack').getAttribute('aria-disabled')).to.equal('false');
        (await ask(el, 'Emote pack')).click();
        await until(async () => (await requests(REDEEM)).length === 2, 'the second try');
      });
    });

    it('after a dropped connection, reads the shop again and tells the fan to check before trying again; nothing is resent', async () => {
      const { el } = await listed();
      const before = (await requests(LIST)).length;
      await service.fault({ match: REDEEM, drop: true, times: 1 });
      const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
      (await ask(el, 'Emote pack')).click();
      await until(() => alertOf(el, 'Emote pack'), 'what happened');
      const gold = sessionOf(el.parentElement as never).user!.gold;
      expect(alertOf(el, 'Emote pack')).to.equal(en.notConfirmed(`${new Intl.NumberFormat('en').format(gold)} gold`));
      // The page hears what the fan reads.
      expect((await reported).detail).to.include({ action: 'redeem', message: alertOf(el, 'Emote pack') });
      await until(async () => (await requests(LIST)).length > before, 'the shop read again');
      expect(await requests(REDEEM)).to.have.length(1);
    });

    it('ends the session when the service refuses the token, and goes back to the catalogue with the prompt', async () => {
      const { el, scope } = await listed();
      await service.fault({ match: REDEEM, status: 401, body: '{"message":"Please log in again."}', times: 1 });
      const loggedOut = oneEvent(el, 'loyalty-logout') as Promise<LoyaltyLogoutEvent>;
      (await ask(el, 'Emote pack')).click();
      expect((await loggedOut).detail.reason).to.equal('expired');
      expect(sessionOf(scope).loggedIn).to.equal(false);
      await until(() => text($(el, 'slot[name="logged-out"]')) === en.rewardsLoggedOut && !$(el, 'button[id^="redeem-"]'), 'the prompt');
    });

    it('tells the page when the service refuses the token as it reads the fan after a redeem', async () => {
      const { el, scope } = await listed();
      await service.fault({ match: '/user$', status: 401, body: '{"message":"Please log in again."}', times: 1 });
      const loggedOut = oneEvent(el, 'loyalty-logout') as Promise<LoyaltyLogoutEvent>;
      (await ask(el, 'Emote pack')).click();
      expect((await loggedOut).detail.reason).to.equal('expired');
      expect(sessionOf(scope).loggedIn).to.equal(false);
    });

    it('updates the balance on every element after a redeem', async () => {
      const { el, scope } = await listed();
      (await ask(el, 'Emote pack')).click();
      await until(() => saidBy(el, 'Emote pack'), 'the result');
      expect(sessionOf(scope).user!.gold).to.equal(950);
      expect(describedBy(redeemButton(el, 'Signed jersey')).map(text)).to.deep.equal(['Earn 50 gold more to redeem this.']);
    });

    it('says an amount inside a sentence as a number and its currency, in every language, never as the label "Nightjar Coins: 1"', async () => {
      await service.setTeam({ currencyName: 'Nightjar Coins' });
      // One left after the Emote pack (300), then one short of the Signed jersey (1,000): counts a language may word as a label.
      for (const lang of ['en', ...LANGUAGES]) {
        await withPageLanguage(lang, async () => {
          await service.setUser({ gold: 301 });
          const { el, scope } = await listedAs('loyalty-rewards', (el) => text($(el, '[part~="points"]')).includes('Nightjar'));
          await ask(el, 'Emote pack');
          const confirmation = text($(el, '[role="group"]')!.querySelector('p'));
          await service.setUser({ gold: 999 });
          await sessionOf(scope).refresh();
          await until(() => redeemButton(el, 'Signed jersey').getAttribute('aria-disabled') === 'true', 'the jersey one short');
          for (const sentence of [confirmation, ...describedBy(redeemButton(el, 'Signed jersey')).map(text)]) {
            expect(sentence, lang).to.contain(` ${new Intl.NumberFormat(lang).format(1)} Nightjar Coins`);
            expect(sentence, lang).not.to.match(/Nightjar Coins ?:/);
          }
        }, lang === 'ar' ? 'rtl' : 'ltr');
      }
    });

    it('names the tier that unlocks a reward and locks it below', async () => {
      const { el } = await listed();
      // The team's tiers arrive with the team root, read beside the list.
      await until(() => describedBy(redeemButton(el, 'Backstage pass')).map(text).join() === 'For Gold members and above.', 'the tier named');
      const button = redeemButton(el, 'Backstage pass');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(describedBy(button).map(text)).to.deep.equal(['For Gold members and above.']);
    });
  });
  describe('with the keyboard only', () => {

    for (const dir of ['ltr', 'rtl'] as const) {
      it(`goes by Tab through every reward's Details and Redeem in the order drawn, and back with Shift+Tab (${dir})`, async () => {
        await withPageLanguage(dir === 'rtl' ? 'ar' : 'en', async () => {
          const { el } = await listed();
          const controls = $$<HTMLElement>(el, 'summary, button');
          expect(controls.map((c) => c.localName)).to.deep.equal(Array.from({ length: 5 }, () => ['summary', 'button']).flat());
          controls[0].focus();
          const reached = [focused(el)];
          for (let i = 1; i < controls.length; i++) reached.push((await sendKeys({ press: 'Tab' }), focused(el)));
          expect(reached).to.deep.equal(controls);
          // Drawn top to bottom: each reward's Details above its Redeem, each reward below the last.
          const tops = controls.map((c) => c.getBoundingClientRect().top);
          expect(tops).to.deep.equal([...tops].sort((a, b) => a - b));
          for (let i = controls.length - 2; i >= 0; i--) {
            await shiftTab();
            expect(focused(el)).to.equal(controls[i]);
          }
        }, dir);
      });

      it(`goes by Tab from Redeem to Cancel in the confirmation, in the order drawn (${dir})`, async () => {
        await withPageLanguage(dir === 'rtl' ? 'ar' : 'en', async () => {
          const { el } = await listed();
          await askWith(el, 'Emote pack', 'Enter');
          const confirm = focused(el)!;
          await sendKeys({ press: 'Tab' });
          const cancel = focused(el)!;
          expect(cancel.closest('[role="group"]')).to.equal(confirm.closest('[role="group"]'));
          expect(cancel.localName === 'button' && cancel !== confirm).to.equal(true);
          // Cancel after Redeem as the page reads: below it, or beside it on its right in English, on its left in Arabic.
          const [first, second] = [confirm, cancel].map((b) => b.getBoundingClientRect());
          const after = Math.abs(first.top - second.top) < 2 ? (dir === 'rtl' ? first.left > second.left : first.left < second.left) : second.top > first.top;
          expect(after).to.equal(true);
          await shiftTab();
          expect(focused(el)).to.equal(confirm);
        }, dir);
      });
    }

    it('opens and closes Details with Enter and with Space, focus staying on it', async () => {
      const { el } = await listed();
      const details = entry(el, 'Signed jersey').querySelector('details')!;
      details.querySelector('summary')!.focus();
      for (const key of ['Enter', ' ', ' ', 'Enter']) {
        const open = details.open;
        await press(el, key);
        await until(() => details.open !== open, `Details toggled by "${key}"`);
        expect(focused(el)).to.equal(details.querySelector('summary'));
      }
    });

    for (const key of ['Enter', ' ']) {
      it(`asks and confirms with ${key === ' ' ? 'Space' : key}: focus goes back to the reward's Redeem, which is described by what the redeem did`, async () => {
        const { el } = await listed();
        await askWith(el, 'Emote pack', key);
        // The question names the group the focused Confirm sits in.
        const group = focused(el)!.closest('[role="group"]')!;
        expect(text(el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!))).to.contain('Redeem Emote pack for 300 gold?');
        await press(el, key);
        await until(() => saidBy(el, 'Emote pack'), 'the result');
        expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
        expect(describedBy(redeemButton(el, 'Emote pack')).map(text)).to.include(saidBy(el, 'Emote pack'));
        expect(await requests(REDEEM)).to.have.length(1);
      });

      it(`cancels with the Cancel button, reached by Tab and pressed with ${key === ' ' ? 'Space' : key}: focus back on Redeem, nothing spent`, async () => {
        const { el } = await listed();
        await askWith(el, 'Emote pack', 'Enter');
        await sendKeys({ press: 'Tab' });
        expect(text(focused(el))).to.equal(en.cancel);
        await press(el, key);
        await until(() => !$(el, '#confirm'), 'the confirmation gone');
        expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
        expect(await requests(REDEEM)).to.be.empty;
      });
    }

    it('takes the fan from Retry, pressed with Enter, to the shop it read', async () => {
      // The catalogue read logged out, then the shop read for the fan, fail.
      await service.fault({ match: LIST, status: 503, times: 2 });
      const { el } = await onRetry('loyalty-rewards');
      await retryWithEnter(el);
      expect(focused(el)).to.equal($(el, 'ul'));
    });

    it('keeps the fan in the shop when the service ends the session on Redeem: focus on the prompt to log in, not off the page', async () => {
      const { el } = await listed();
      await service.fault({ match: REDEEM, status: 401, body: '{"message":"Please log in again."}', times: 1 });
      await askWith(el, 'Emote pack', 'Enter');
      await press(el, 'Enter');
      await until(() => !$(el, 'button[id^="redeem-"]'), 'logged out');
      await el.updateComplete;
      expect(text(focused(el))).to.equal(en.rewardsLoggedOut);
    });

    it('keeps the fan in the shop on the page’s own prompt to log in, when the service ends the session on Redeem', async () => {
      const { el } = await listed();
      el.append(Object.assign(document.createElement('p'), { slot: 'logged-out', textContent: 'Sign in to shop' }));
      await service.fault({ match: REDEEM, status: 401, body: '{"message":"Please log in again."}', times: 1 });
      await askWith(el, 'Emote pack', 'Enter');
      await press(el, 'Enter');
      await until(() => !$(el, 'button[id^="redeem-"]'), 'logged out');
      await el.updateComplete;
      expect(focused(el)?.querySelector<HTMLSlotElement>('slot[name="logged-out"]')?.assignedElements().map(text)).to.deep.equal(['Sign in to shop']);
    });

    it('reads the shop again, once, when the browser is back online, taking the fan from Retry to it', async () => {
      await service.fault({ match: LIST, status: 503, times: 2 });
      const { el } = await onRetry('loyalty-rewards');
      // Counted from here: the test before may leave its logged-out catalogue read reaching the service late.
      const reads = (await requests(LIST)).length;
      await backOnline(el);
      expect($$(el, 'button[id^="redeem-"]')).to.have.length(5);
      expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
      expect(await requests(LIST)).to.have.length(reads + 1);
      expect(focused(el)).to.equal($(el, 'ul'));
    });

    it('keeps focus on a locked Redeem pressed with Enter or Space, described by why it is locked', async () => {
      const { el } = await listed();
      const locked = redeemButton(el, 'Coaching session');
      locked.focus();
      for (const key of ['Enter', ' ']) {
        await press(el, key);
        expect($(el, '#confirm')).to.equal(null);
        expect(focused(el)).to.equal(locked);
      }
      expect(locked.getAttribute('aria-disabled')).to.equal('true');
      expect(describedBy(locked).map(text)).to.deep.equal(['Earn 1,250 gold more to redeem this.']);
      expect(await requests(REDEEM)).to.be.empty;
    });

    for (const on of ['Redeem', 'Cancel']) {
      it(`takes the fan back to the reward's Redeem, locked, when the shop read again says it sold out while they were on ${on} of its confirmation`, async () => {
        const { el } = await listed();
        await askAgainBeforeShopRead(el, SOLD_OUT, 'Enter');
        if (on === 'Cancel') await sendKeys({ press: 'Tab' });
        expect(text(focused(el))).to.equal(on === 'Cancel' ? en.cancel : en.redeem);
        await service.release();
        await until(() => !$(el, '#confirm'), 'the confirmation closed');
        await el.updateComplete;
        expect(focused(el)).to.equal(redeemButton(el, 'Emote pack'));
        expect(describedBy(focused(el)!).map(text)).to.deep.equal([en.outOfStock]);
      });
    }

    it('leaves the fan where they went on the page when a confirmation they left open closes because its reward sold out', async () => {
      const { el, scope } = await listed();
      await askAgainBeforeShopRead(el, SOLD_OUT, 'Enter');
      // The fan moves on to the page's own search field, leaving the confirmation open.
      const search = Object.assign(document.createElement('input'), { type: 'search' });
      scope.append(search);
      search.focus();
      await service.release();
      await until(() => !$(el, '#confirm'), 'the confirmation closed');
      await el.updateComplete;
      expect(document.activeElement === search, 'focus on the page’s search field').to.equal(true);
    });
  });
});
