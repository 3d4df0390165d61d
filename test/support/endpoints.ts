import { forgotPassword, resetPassword, signup } from '../../src/api/account.js';
import { currentUser, login, teamSettings, type LoyaltyClient } from '../../src/api/client.js';
import { getEvent, listEvents } from '../../src/api/schedule.js';
import { leaderboard } from '../../src/api/leaderboard.js';
import { completeMission, missions } from '../../src/api/missions.js';
import { redeem, shopItems } from '../../src/api/shop.js';

const calls = { login, currentUser, teamSettings, signup, forgotPassword, resetPassword, listEvents, getEvent, shopItems, redeem, missions, completeMission, leaderboard };

type Bound<F> = F extends (client: LoyaltyClient, ...args: infer A) => infer R ? (...args: A) => R : never;

/** A client with every endpoint as a method (`api.login(body)` for `login(client, body)`), as the tests call them. */
export function endpoints(client: LoyaltyClient): LoyaltyClient & { [K in keyof typeof calls]: Bound<(typeof calls)[K]> } {
  const bound = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, (...args: unknown[]) => (call as (...all: unknown[]) => unknown)(client, ...args)]));
  // The client's own fields and `oauthUrl` read through the prototype; the calls get the client itself.
  return Object.assign(Object.create(client) as LoyaltyClient, bound) as never;
}
