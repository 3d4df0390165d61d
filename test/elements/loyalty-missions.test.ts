import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { completeMission, missions } from '../../src/api/missions.js';
import { en } from '../../src/i18n/english.js';
import type { LoyaltyErrorEvent, LoyaltyMissionCompleteEvent } from '../../src/base/host-events.js';
import { describeElementContract } from '../support/element-contract.js';
import { withFakeClock } from '../support/events.js';
import { shiftTab } from '../support/keyboard.js';
import { LANGUAGES, withPageLanguage } from '../support/languages.js';
import { backOnline, entry, listedAs, onRetry, requests, retryWithEnter, showsInOrder } from '../support/lists.js';
import { mountElement } from '../support/scope.js';
import { service, until } from '../support/service.js';
import { sessionOf } from '../support/session.js';
import { $, $$, accessibleNames, describedBy, focused, seen, text } from '../support/shadow.js';

const LIST = '/mission/list$';
const COMPLETE = '/mission/\\d+/complete$';
const CODE_MISSION = 'Say the stream code';
const FOLLOW_MISSION = 'Follow on Twitch';

const listed = (attributes?: Record<string, string>) => listedAs('loyalty-missions', (el) => $(el, '[part~="item"]'), attributes);
const codeInput = (el: Element) => entry(el, CODE_MISSION).querySelector<HTMLInputElement>('input')!;
const saidBy = (el: Element, name: string) => text(entry(el, name).querySelector('[role="status"][id^="said-"]'));

function type(el: Element, value: string) {
  const input = codeInput(el);
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
const submit = (el: Element) => entry(el, CODE_MISSION).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();

describe('<loyalty-missions>', () => {
  beforeEach(() => service.reset());

  describeElementContract('loyalty-missions', {
    'logged out': async () => (await mountElement('loyalty-missions')).el,
    'the missions': async () => (await listed()).el,
    'the missions, dark': async () => (await listed({ theme: 'dark' })).el,
    'a code left out': async () => {
      const { el } = await listed();
      submit(el);
      await until(() => codeInput(el).getAttribute('aria-invalid') === 'true', 'the field error');
      return el;
    },
  });

  it('prompts to log in while logged out and asks nothing', async () => {
    const { el } = await mountElement('loyalty-missions');
    expect(text($(el, 'slot[name="logged-out"]'))).to.equal(en.missionsLoggedOut);
    expect(await requests(LIST)).to.be.empty;
  });

  it('shows each mission with its reward and what to do, and a labelled one-time-code field where it needs a code', async () => {
    const { el, auth } = await listed();
    expect(text(entry(el, CODE_MISSION).querySelector('[part~="points"]'))).to.equal('Earn 150 gold');
    expect(text(entry(el, CODE_MISSION).querySelector('.description'))).to.contain('Type the code shown on stream');
    const input = codeInput(el);
    expect(seen(input.labels![0])).to.equal(en.code);
    expect(input.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(entry(el, FOLLOW_MISSION).querySelector('input')).to.equal(null);
    // Done or not only where the service says: nothing is claimed before.
    expect(entry(el, CODE_MISSION).querySelector('[part~="badge"]')).to.equal(null);
    expect((await requests(LIST))[0].headers['x-user-auth-token']).to.equal(auth.token);
  });

  it("names each Complete, and the code field, after its mission too, the word first, so a fan who lists the page's buttons and fields hears which mission each is for", async () => {
    const { el } = await listed();
    expect(await accessibleNames(el, 'button, input')).to.deep.equal([
      `Code ${CODE_MISSION}`,
      `Complete ${CODE_MISSION}`,
      'Complete Complete your profile',
      `Complete ${FOLLOW_MISSION}`,
    ]);
    expect(seen(codeInput(el).labels![0])).to.equal(en.code);
    expect(seen(entry(el, FOLLOW_MISSION).querySelector('button'))).to.equal(en.complete);
  });

  it('says what a mission earns as a number and its currency, in every language, never as the label "Nightjar Coins: 1"', async () => {
    await service.setTeam({ currencyName: 'Nightjar Coins' });
    await service.fault({ match: LIST, status: 200, body: JSON.stringify({ missions: [{ id: 9, name: 'Say hi in chat', type: 'default', reward: 1 }] }) });
    for (const lang of ['en', ...LANGUAGES]) {
      await withPageLanguage(lang, async () => {
        const { el } = await listedAs('loyalty-missions', (el) => text($(el, '[part~="points"]')).includes('Nightjar'));
        const earns = text($(el, '[part~="points"]'));
        expect(earns, lang).to.contain(`${new Intl.NumberFormat(lang).format(1)} Nightjar Coins`);
        expect(earns, lang).not.to.match(/Nightjar Coins ?:/);
      }, lang === 'ar' ? 'rtl' : 'ltr');
    }
  });

  it('lays out what the team wrote in its own direction: an English description in an Arabic page keeps its full stop at its end', async () => {
    await withPageLanguage('ar', async () => {
      const { el } = await listed();
      const description = entry(el, 'Complete your profile').querySelector('.description')!;
      expect(text(description)).to.match(/profile\.$/);
      expect(showsInOrder(description, 'profile.')).to.equal(true);
    }, 'rtl');
  });

  it('asks for the code in its field before sending anything', async () => {
    const { el } = await listed();
    submit(el);
    await until(() => codeInput(el).getAttribute('aria-invalid') === 'true', 'the field error');
    expect(describedBy(codeInput(el)).map(text)).to.deep.equal([en.enterCode]);
    expect(focused(el)).to.equal(codeInput(el));
    expect(await requests(COMPLETE)).to.be.empty;
    // Switched to another language, the field asks in it.
    await withPageLanguage('de', async () => {
      await until(() => describedBy(codeInput(el)).map(text).join() === 'Geben Sie den Code ein.', 'the field error in German');
    });
  });

  it("ties a wrong code's refusal to the field, in the service's words, and keeps what the fan typed", async () => {
    const { el } = await listed();
    type(el, 'NOPE');
    submit(el);
    await until(() => codeInput(el).getAttribute('aria-invalid') === 'true', 'the field error');
    expect(describedBy(codeInput(el)).map(text)).to.deep.equal(['That code is not right. Check it and try again.']);
    expect(codeInput(el).value).to.equal('NOPE');
    // Said once, under the field: not again beside the mission.
    expect(text(entry(el, CODE_MISSION).querySelector('[id^="failed-"]'))).to.equal('');
    expect(focused(el)).to.equal(codeInput(el));
  });

  it('completes with the code, says what the fan earned, tells the page, and shows it done', async () => {
    const { el, auth } = await listed();
    type(el, 'LOYAL');
    const fired = oneEvent(el, 'loyalty-mission-complete') as Promise<LoyaltyMissionCompleteEvent>;
    submit(el);
    const event = await fired;
    expect(event.detail.mission.name).to.equal(CODE_MISSION);
    expect(event.detail.gold).to.equal(sessionOf(el.parentElement as never).user!.gold);
    expect(JSON.stringify(event.detail)).not.to.contain(auth.token);
    const sent = await requests(COMPLETE);
    expect(sent.map((r) => [r.method, r.headers['x-user-auth-token'], r.body])).to.deep.equal([['PUT', auth.token, { code: 'LOYAL' }]]);
    await until(() => entry(el, CODE_MISSION).querySelector('[part~="badge"]'), 'done, as the service says');
    expect(text(entry(el, CODE_MISSION).querySelector('[part~="badge"]'))).to.equal(en.done);
    expect(saidBy(el, CODE_MISSION)).to.equal('Mission complete: you earned 150 gold.');
  });

  it('keeps a keyboard user on the mission they completed: focus moves to what they earned, not off the page', async () => {
    const { el } = await listed();
    codeInput(el).focus();
    await sendKeys({ type: 'LOYAL' });
    await sendKeys({ press: 'Enter' });
    await until(() => entry(el, CODE_MISSION).querySelector('[part~="badge"]'), 'done, as the service says');
    expect(focused(el)).to.equal(entry(el, CODE_MISSION).querySelector('[role="status"]'));
    expect(text(focused(el))).to.equal('Mission complete: you earned 150 gold.');
    entry(el, FOLLOW_MISSION).querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => entry(el, FOLLOW_MISSION).querySelector('[part~="badge"]'), 'done, as the service says');
    expect(focused(el)).to.equal(entry(el, FOLLOW_MISSION).querySelector('[role="status"]'));
  });

  it('completes a mission without a code with an empty body, once however often it is clicked', async () => {
    const { el } = await listed();
    await service.fault({ match: COMPLETE, hold: true, times: 1 });
    const button = () => entry(el, FOLLOW_MISSION).querySelector<HTMLButtonElement>('button')!;
    button().click();
    await until(async () => (await requests(COMPLETE)).length, 'held');
    await until(() => seen(button()) === en.completing, 'busy');
    button().click();
    submit(el);
    await service.release();
    await until(() => saidBy(el, FOLLOW_MISSION), 'done');
    expect((await requests(COMPLETE)).map((r) => r.body)).to.deep.equal([{}]);
  });

  it('after a dropped connection, reads the missions again and tells the fan to check; nothing is resent', async () => {
    const { el } = await listed();
    await service.fault({ match: COMPLETE, drop: true, times: 1 });
    const reported = oneEvent(el, 'loyalty-error') as Promise<LoyaltyErrorEvent>;
    entry(el, FOLLOW_MISSION).querySelector<HTMLButtonElement>('button')!.click();
    await until(() => text(entry(el, FOLLOW_MISSION).querySelector('[role="alert"]')), 'what happened');
    expect(text(entry(el, FOLLOW_MISSION).querySelector('[role="alert"]'))).to.match(/^We couldn't confirm that it went through\./);
    // The page hears what the fan reads.
    expect((await reported).detail).to.include({ action: 'mission-complete', message: text(entry(el, FOLLOW_MISSION).querySelector('[role="alert"]')) });
    await until(async () => (await requests(LIST)).length > 1, 'read again');
    expect(await requests(COMPLETE)).to.have.length(1);
  });

  it('waits out the pause a 429 asks for: every Complete unavailable meanwhile, the refusal kept beside the mission, then usable again', async () => {
    await withFakeClock(async (clock, start) => {
      const { el } = await listed();
      await service.fault({ match: COMPLETE, status: 429, body: '{"message":"Slow down."}', headers: { 'retry-after': '30' }, times: 1 });
      const button = () => entry(el, FOLLOW_MISSION).querySelector<HTMLButtonElement>('button')!;
      const refusal = () => text(entry(el, FOLLOW_MISSION).querySelector('[role="alert"]'));
      button().click();
      await until(() => refusal() === 'Slow down.', 'the refusal');
      await el.updateComplete;
      const completes = () => $$(el, 'button').filter((b) => b.closest('[part~="item"]'));
      expect(completes().map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['true', 'true', 'true']);
      // Pressed meanwhile, Complete neither sends nor takes away what the fan was told.
      button().click();
      type(el, 'LOYAL');
      submit(el);
      await el.updateComplete;
      expect(refusal()).to.equal('Slow down.');
      expect(await requests(COMPLETE)).to.have.length(1);
      clock.to(start + 30_000);
      await el.updateComplete;
      expect(completes().map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['false', 'false', 'false']);
      button().click();
      await until(() => saidBy(el, FOLLOW_MISSION), 'done');
    });
  });

  it('updates the balance on every element after a completion', async () => {
    const { el, scope } = await listed();
    entry(el, FOLLOW_MISSION).querySelector<HTMLButtonElement>('button')!.click();
    await until(() => saidBy(el, FOLLOW_MISSION), 'done');
    expect(sessionOf(scope).user!.gold).to.equal(1275);
  });
  describe('with the keyboard only', () => {

    for (const dir of ['ltr', 'rtl'] as const) {
      it(`goes by Tab through the code field, its Complete and the other missions' Complete in the order drawn, and back with Shift+Tab (${dir})`, async () => {
        await withPageLanguage(dir === 'rtl' ? 'ar' : 'en', async () => {
          const { el } = await listed();
          const controls = $$<HTMLElement>(el, 'input, button');
          expect(controls.map((c) => c.localName)).to.deep.equal(['input', 'button', 'button', 'button']);
          controls[0].focus();
          const reached = [focused(el)];
          for (let i = 1; i < controls.length; i++) reached.push((await sendKeys({ press: 'Tab' }), focused(el)));
          expect(reached).to.deep.equal(controls);
          // The code's Complete beside its field, after it as the page reads (right of it in English, left in Arabic), or below it.
          const [field, complete] = controls.map((c) => c.getBoundingClientRect());
          const after = Math.abs(field.top - complete.top) < field.height ? (dir === 'rtl' ? complete.right <= field.left + 1 : complete.left >= field.right - 1) : complete.top > field.top;
          expect(after).to.equal(true);
          const tops = controls.slice(1).map((c) => c.getBoundingClientRect().top);
          expect(tops).to.deep.equal([...tops].sort((a, b) => a - b));
          for (let i = controls.length - 2; i >= 0; i--) {
            await shiftTab();
            expect(focused(el)).to.equal(controls[i]);
          }
        }, dir);
      });
    }

    it('takes the fan from Retry, pressed with Enter, to the missions it read', async () => {
      await service.fault({ match: LIST, status: 503, times: 1 });
      const { el } = await onRetry('loyalty-missions');
      await retryWithEnter(el);
      expect(focused(el)).to.equal($(el, 'ul'));
    });

    it('reads the missions again, once, when the browser is back online, taking the fan from Retry to them', async () => {
      await service.fault({ match: LIST, status: 503, times: 1 });
      const { el } = await onRetry('loyalty-missions');
      await backOnline(el);
      expect($$(el, '[part~="item"]')).to.have.length(3);
      expect($$(el, '[role="alert"]').map(text).filter(Boolean)).to.deep.equal([]);
      expect(await requests(LIST)).to.have.length(2);
      expect(focused(el)).to.equal($(el, 'ul'));
    });

    it('takes the fan from Retry to the sentence saying there are none, when the team has no missions after all', async () => {
      await service.fault({ match: LIST, status: 503, times: 1 });
      await service.fault({ match: LIST, status: 200, body: '{"missions":[]}', times: 1 });
      const { el } = await onRetry('loyalty-missions');
      await retryWithEnter(el);
      expect(text(focused(el))).to.equal(en.noMissions);
    });

    it('completes a mission without a code with Space: focus moves to what the fan earned', async () => {
      const { el } = await listed();
      entry(el, FOLLOW_MISSION).querySelector('button')!.focus();
      await sendKeys({ press: ' ' });
      await until(() => entry(el, FOLLOW_MISSION).querySelector('[part~="badge"]'), 'done, as the service says');
      expect(focused(el)).to.equal(entry(el, FOLLOW_MISSION).querySelector('[role="status"]'));
      expect(text(focused(el))).to.equal('Mission complete: you earned 25 gold.');
      expect(await requests(COMPLETE)).to.have.length(1);
    });

    for (const name of [FOLLOW_MISSION, CODE_MISSION]) {
      it(`keeps the fan on a mission the service says they did already (on another device): focus moves to what it said, as its controls go (${name})`, async () => {
        const { el, scope, auth } = await listed();
        const { id } = (await missions(sessionOf(scope).client, auth.token)).find((mission) => mission.name === name)!;
        await completeMission(sessionOf(scope).client, id, 'LOYAL', auth.token);
        const control = entry(el, name).querySelector<HTMLElement>(name === CODE_MISSION ? 'input' : 'button')!;
        control.focus();
        if (name === CODE_MISSION) await sendKeys({ type: 'LOYAL' });
        await sendKeys({ press: 'Enter' });
        await until(() => entry(el, name).querySelector('[part~="badge"]'), 'done, as the service says');
        await el.updateComplete;
        expect(text(focused(el))).to.equal('You have already completed this mission.');
        expect(focused(el)!.closest('[part~="item"]')).to.equal(entry(el, name));
      });
    }

    it('keeps the fan in the code field when Enter sends it empty, and says why there', async () => {
      const { el } = await listed();
      codeInput(el).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => codeInput(el).getAttribute('aria-invalid') === 'true', 'the field error');
      expect(focused(el)).to.equal(codeInput(el));
      expect(describedBy(codeInput(el)).map(text)).to.deep.equal([en.enterCode]);
      expect(await requests(COMPLETE)).to.be.empty;
    });

    it('takes a wrong code then the right one, typed and sent with Enter: the refusal said in the field, then what was earned, focused', async () => {
      const { el } = await listed();
      codeInput(el).focus();
      await sendKeys({ type: 'NOPE' });
      await sendKeys({ press: 'Enter' });
      await until(() => codeInput(el).getAttribute('aria-invalid') === 'true', 'the refusal');
      expect(focused(el)).to.equal(codeInput(el));
      expect(describedBy(codeInput(el)).map(text)).to.deep.equal(['That code is not right. Check it and try again.']);
      // Retyping clears the refusal, as in every form: the field is no longer marked wrong.
      await sendKeys({ press: 'Backspace' });
      await el.updateComplete;
      expect(codeInput(el).getAttribute('aria-invalid')).to.equal('false');
      expect(text(entry(el, CODE_MISSION).querySelector('[part~="field"] [part~="error"]'))).to.equal('');
      for (let i = 1; i < 'NOPE'.length; i++) await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: 'LOYAL' });
      await sendKeys({ press: 'Enter' });
      await until(() => entry(el, CODE_MISSION).querySelector('[part~="badge"]'), 'done, as the service says');
      expect(focused(el)).to.equal(entry(el, CODE_MISSION).querySelector('[role="status"]'));
      expect(text(focused(el))).to.equal('Mission complete: you earned 150 gold.');
      expect((await requests(COMPLETE)).map((r) => r.body)).to.deep.equal([{ code: 'NOPE' }, { code: 'LOYAL' }]);
    });
  });
});
