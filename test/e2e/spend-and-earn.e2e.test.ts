import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import '../../src/index.js';
import type { LoyaltyLeaderboard, LoyaltyLogin, LoyaltyMissions, LoyaltyRewards } from '../../src/index.js';
import { entry, MEDIA } from '../support/lists.js';
import { eachStartsLoggedOut } from '../support/session.js';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_TEAM, serviceUrl, until } from '../support/service.js';
import { $, input, submitButton, text } from '../support/shadow.js';

/** Types into a field of the login form as a fan does. */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

/** The board's place of the fan's own row, and what it says of their points. */
const ownRow = (board: Element) => {
  const row = $(board, '[part~="user"][aria-current="true"]')!;
  // The points as heard in full (seen short: "1.3K").
  return [text(row.querySelector('.position')), text(row.querySelector('[part~="points"] .visually-hidden'))];
};

describe('spend and earn on a creator page (end to end)', () => {
  eachStartsLoggedOut();

  it('a fan logs in once, redeems a reward, completes a mission with its code, and sees their rank move everywhere', async function () {
    // Eleven round trips, one after the other.
    this.timeout(20_000);
    // As a creator writes it: the elements side by side, each with the same team, nothing shared but the page.
    const page = await fixture<HTMLElement>(html`<div>
      <loyalty-login team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA}></loyalty-login>
      <loyalty-rewards team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA}></loyalty-rewards>
      <loyalty-missions team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA}></loyalty-missions>
      <loyalty-leaderboard team=${DEMO_TEAM} base-url=${serviceUrl} resource-url=${MEDIA}></loyalty-leaderboard>
    </div>`);
    const login = page.querySelector<LoyaltyLogin>('loyalty-login')!;
    const rewards = page.querySelector<LoyaltyRewards>('loyalty-rewards')!;
    const missions = page.querySelector<LoyaltyMissions>('loyalty-missions')!;
    const board = page.querySelector<LoyaltyLeaderboard>('loyalty-leaderboard')!;
    await until(() => input(login, 'email'), 'the login form');

    type(input(login, 'email'), DEMO_EMAIL);
    type(input(login, 'password'), DEMO_PASSWORD);
    submitButton(login).click();

    // Everyone of the page follows the one login: the card, the shop for the fan, their missions, their place.
    await until(() => text($(login, '.gold')) === '1,250 gold', 'the card');
    await until(() => entry(rewards, 'Signed jersey')?.querySelector('button[id^="redeem-"]'), 'the shop for the fan');
    await until(() => entry(missions, 'Say the stream code')?.querySelector('input'), 'the missions');
    await until(() => $(board, '[aria-current="true"]') && $(board, 'p[part~="message"]:not([role])'), 'the board');
    // 1,250: ten fans have more.
    expect(ownRow(board)).to.deep.equal(['11', '1,250 gold']);
    expect(text($(board, 'p[part~="message"]:not([role])'))).to.equal("You're number 11 of 20.");
    await until(() => text($(login, 'dl')).includes('#11 of 20'), 'the rank on the card');

    // Spend: 1,000 for the jersey leaves 250, and seventeen fans have more.
    entry(rewards, 'Signed jersey').querySelector<HTMLButtonElement>('button[id^="redeem-"]')!.click();
    await until(() => $(rewards, '#confirm'), 'the confirmation');
    expect(text($(rewards, '[role="group"] p'))).to.equal("Redeem Signed jersey for 1,000 gold? You'll have 250 gold left.");
    $<HTMLButtonElement>(rewards, '#confirm')!.click();
    await until(() => text($(login, '.gold')) === '250 gold', 'the card’s balance after the redeem');
    await until(() => ownRow(board)[0] === '18', 'the fan’s place after the redeem');
    expect(ownRow(board)).to.deep.equal(['18', '250 gold']);
    expect(text($(board, 'p[part~="message"]:not([role])'))).to.equal("You're number 18 of 20.");
    expect(text($(login, 'dl'))).to.include('#18 of 20');

    // Earn: the stream's code is worth 150, and 400 passes the fan who has 320.
    const code = entry(missions, 'Say the stream code').querySelector<HTMLInputElement>('input')!;
    code.value = 'loyal';
    code.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    entry(missions, 'Say the stream code').querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(() => text($(login, '.gold')) === '400 gold', 'the card’s balance after the mission');
    await until(() => ownRow(board)[0] === '17', 'the fan’s place after the mission');
    expect(ownRow(board)).to.deep.equal(['17', '400 gold']);
    expect(text($(board, 'p[part~="message"]:not([role])'))).to.equal("You're number 17 of 20.");
    expect(text($(login, 'dl'))).to.include('#17 of 20');
    // What the fan cannot afford says how much more to earn, from the new balance.
    await until(() => text(entry(rewards, 'Coaching session')).includes('Earn 2,100 gold more'), 'the shop’s prices against the balance');
  });
});
