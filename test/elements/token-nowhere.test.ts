import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { entry, MEDIA } from '../support/lists.js';
import { LOYALTY_TAGS, scopedFixture, type LoyaltyTag, type TestScope } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $, text } from '../support/shadow.js';

describe("the fan's token, with every element on the page", () => {
  beforeEach(() => service.reset());
  afterEach(() => service.release());

  it('is in no event detail, attribute, markup, address or log, through a redeem, a completion and a failure', async () => {
    const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
    const originals = methods.map((name) => console[name]);
    const logged: unknown[] = [];
    const heard: unknown[] = [];
    // Every event an element dispatches, whatever its name: one added later is heard too.
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event.type.startsWith('loyalty-')) heard.push(event.type, (event as CustomEvent).detail, (event as CustomEvent).detail?.error?.message);
      return dispatch.call(this, event);
    };
    for (const name of methods) console[name] = (...args: unknown[]) => logged.push(...args);
    try {
      const { el: page, scope } = await scopedFixture<HTMLDivElement>(html`<div></div>`);
      const els = LOYALTY_TAGS.map((tag) => {
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', 'resource-url': MEDIA, platforms: 'twitch' })) el.setAttribute(name, value);
        page.append(el);
        return el;
      });
      const one = <K extends LoyaltyTag>(tag: K) => els.find((el) => el.localName === tag) as HTMLElementTagNameMap[K];
      const [events, rewards, missions, leaderboard] = [one('loyalty-events'), one('loyalty-rewards'), one('loyalty-missions'), one('loyalty-leaderboard')];
      const { token } = await logIn(scope as TestScope);
      await until(() => $(events, '[part~="event"]') && $(rewards, 'button[id^="redeem-"]') && $(missions, '[part~="item"]') && $(leaderboard, '[part~="user"]'), 'every list');
      // A redeem (its answer repeating the token, as an echoing gateway would), a completion, and a refusal.
      await service.fault({ match: '/redeem$', status: 200, body: JSON.stringify({ message: `Enjoy it, ${token}.` }), times: 1 });
      entry(rewards, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
      await until(() => $(rewards, '#confirm'), 'the confirmation');
      $<HTMLButtonElement>(rewards, '#confirm')!.click();
      await until(() => heard.includes('loyalty-redeem'), 'the redeem');
      await until(() => text(entry(rewards, 'Emote pack').querySelector('[role="status"]')), 'the redeem said');
      expect(rewards.shadowRoot!.innerHTML.includes(token), 'what the redeem said').to.equal(false);
      entry(missions, 'Follow on Twitch').querySelector<HTMLButtonElement>('button')!.click();
      await until(() => heard.includes('loyalty-mission-complete'), 'the completion');
      await service.fault({ match: '/redeem$', status: 409, body: JSON.stringify({ message: `Not for ${token}.` }), times: 1 });
      entry(rewards, 'Emote pack').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
      await until(() => $(rewards, '#confirm'), 'the confirmation');
      $<HTMLButtonElement>(rewards, '#confirm')!.click();
      await until(() => heard.includes('loyalty-error'), 'the refusal');
      await until(() => text(entry(rewards, 'Emote pack').querySelector('[role="alert"]')), 'the refusal shown');
      const places: [string, string][] = [
        ['an event', JSON.stringify(heard)],
        ['the page', document.documentElement.outerHTML],
        ['the address', window.location.href],
        ['a log', logged.map(String).join(' ')],
        ...els.map((el): [string, string] => [`<${el.localName}>'s shadow markup`, el.shadowRoot!.innerHTML]),
      ];
      for (const [where, what] of places) expect(what.includes(token), where).to.equal(false);
      expect(heard.filter((item) => typeof item === 'string' && item.startsWith('loyalty-'))).to.include.members(['loyalty-redeem', 'loyalty-mission-complete', 'loyalty-error']);
    } finally {
      methods.forEach((name, i) => (console[name] = originals[i]));
      EventTarget.prototype.dispatchEvent = dispatch;
    }
  });
});
