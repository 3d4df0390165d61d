// @ts-check
/**
 * The spending and earning side of the loyalty API (spec/loyalty-service-extension.md): the shop
 * and its redeem, the missions and their completion, and the leaderboard. Refusals are plain
 * `{message}` answers, as the spec's general rule says: 400 not enough points or a wrong code,
 * 403 a tier too low, 404 unknown, 409 out of stock or already done.
 */
import { DAY, copy, iso, refuse } from './common.js';
import { avatarUrl } from './pictures.js';

/**
 * @typedef {import('./state.js').Service} Service
 * @typedef {import('./seed.js').Account} Account
 * @typedef {import('./seed.js').Json} Json
 * @typedef {import('./seed.js').Tier} Tier
 */

/** The code of the demo's code mission, as a stream would show it. */
export const MISSION_CODE = 'LOYAL';

/** The shop, missions and other fans every reset starts from. @param {string} url @param {number} now @param {Tier[]} tiers */
export function seedCatalogue(url, now, tiers) {
  const shopItems = [
    { id: 1, name: 'Emote pack', description: 'Six animated emotes for chat, yours for good.', type: 'digital', price: 300, quantity: 120, resourceId: 301, loyaltyTierId: null, tags: [] },
    { id: 2, name: 'Signed jersey', description: 'A Season 4 jersey signed by the whole roster. Shipped to the address on your profile.', type: 'physical', price: 1000, quantity: 3, resourceId: 302, loyaltyTierId: null, tags: [] },
    { id: 3, name: 'Coaching session', description: 'Thirty minutes of one-on-one coaching with a Nightjar pro.', type: 'digital', price: 2500, quantity: 5, resourceId: 303, loyaltyTierId: null, tags: [] },
    { id: 4, name: 'Backstage pass', description: 'Meet the team backstage at the next IRL meetup.', type: 'digital', price: 800, quantity: 10, resourceId: 304, loyaltyTierId: tiers[2].id, tags: [] },
    { id: 5, name: 'Sticker sheet', description: 'A sheet of holographic team stickers.', type: 'physical', price: 100, quantity: 0, resourceId: 305, loyaltyTierId: null, tags: [] },
  ];
  const missions = [
    { id: 1, name: 'Say the stream code', description: `Type the code shown on stream tonight (it is ${MISSION_CODE}).`, type: 'code', reward: 150, resourceId: 311, secret: MISSION_CODE, tags: [] },
    { id: 2, name: 'Complete your profile', description: 'Add your birthday and shipping address to your profile.', type: 'profile', reward: 50, resourceId: 312, tags: [] },
    { id: 3, name: 'Follow on Twitch', description: 'Follow twitch.tv/nightjar and come back here.', type: 'follow', reward: 25, resourceId: 313, tags: [] },
  ];
  const names = [
    'Ava Stone', 'Kenji Mori', 'Lucía Fernández', 'Noah Becker', 'Priya Raman', 'Omar Haddad', 'Chloé Martin',
    'Maximilian Alexander von Hohenberg-Wittelsbach of the Long Name', 'Sven Olsen', 'Aiko Tanaka', 'Mateo Rossi',
    'Zara Okafor', 'Liam Walsh', 'Mei Chen', 'Jonas Weber', 'Fatima Zahra', 'Tom Hughes', 'Ines Costa', 'Yusuf Demir',
  ];
  // Around the demo fan's 1,250: one mission lifts the fan past the fan just above.
  const golds = [4200, 3900, 3100, 2800, 2600, 2200, 1900, 1700, 1500, 1320, 1200, 1100, 950, 800, 640, 500, 320, 200, 90];
  /** @type {Account[]} */
  const fans = names.map((name, i) => ({
    email: `fan${i + 2}@example.com`,
    password: `fan-${i + 2}-password`,
    platforms: [],
    gifts: [],
    profile: {
      id: i + 2,
      name,
      avatar: i % 4 === 3 ? '' : avatarUrl(url, i + 2),
      createdAt: iso(now - (300 - i) * DAY),
      // Whole records, as the real list sends them: what the leaderboard must never show.
      dateOfBirth: `0${(i % 9) + 1}/1${i % 9}/19${80 + i}`,
      email: `fan${i + 2}@example.com`,
      gold: golds[i],
      goldTotal: golds[i] + 500,
      goldSpent: 500,
      loyaltyMembership: null,
      loyaltyTier: tiers.findLast((tier) => tier.gold <= golds[i]) ?? tiers[0],
      notifications: iso(now - DAY),
      shippingAddressName: name,
      shippingAddressStreet: `${i + 10} Private Lane`,
      shippingAddressSuite: '',
      shippingAddressCity: 'Secretville',
      shippingAddressState: 'SV',
      shippingAddressZip: `0${1000 + i}`,
      shippingAddressCountry: 'US',
      tags: [],
    },
  }));
  return { shopItems, missions, fans, /** @type {Map<number, Set<number>>} missions done, by fan id */ done: new Map() };
}

/** The item without what only the service knows. @param {Json} item */
const publicItem = (item) => copy(item);
/** The mission without its secret, with `completed` for this fan. @param {Json} mission @param {boolean} [completed] */
const publicMission = ({ secret: _secret, ...mission }, completed) => ({ ...copy(mission), ...(completed !== undefined && { completed }) });

/**
 * The shop, missions and leaderboard routes; undefined when `route` is none of them.
 * @param {Service} service @param {string} route @param {Json} body @param {() => Account} fan the logged-in fan, or a 401
 */
export function shopApi(service, route, body, fan) {
  const { state } = service;
  if (route === 'GET /shopItem/list') {
    // Open to everyone, a token or not: the catalogue is the program's shop window.
    return { shopItems: state.shopItems.map(publicItem) };
  }
  const redeem = /^PUT \/shopItem\/([^/]+)\/redeem$/.exec(route);
  if (redeem) {
    const account = fan();
    const item = state.shopItems.find((i) => String(i.id) === redeem[1]) ?? refuse(404, 'Reward not found.');
    const { profile } = account;
    const tier = state.tiers.find((t) => t.id === item.loyaltyTierId);
    if (tier && (profile.loyaltyTier?.gold ?? 0) < tier.gold) refuse(403, `This reward is for ${tier.name} members and above.`);
    if (item.quantity <= 0) refuse(409, 'This reward is out of stock.');
    if (profile.gold < item.price) refuse(400, 'You do not have enough points for this reward.');
    profile.gold -= item.price;
    profile.goldSpent += item.price;
    item.quantity -= 1;
    service.record(account, -item.price, `Reward: ${item.name}`, { rpgShopItem: { id: item.id } });
    const message = item.type === 'physical' ? 'We will ship it to the address on your profile: check it is up to date.' : undefined;
    return { shopItem: publicItem(item), ...(message && { message }) };
  }
  if (route === 'GET /mission/list') {
    const done = state.done.get(fan().profile.id) ?? new Set();
    return { missions: state.missions.map((m) => publicMission(m, done.has(m.id))) };
  }
  const complete = /^PUT \/mission\/([^/]+)\/complete$/.exec(route);
  if (complete) {
    const account = fan();
    const { profile } = account;
    const mission = state.missions.find((m) => String(m.id) === complete[1]) ?? refuse(404, 'Mission not found.');
    const done = state.done.get(profile.id) ?? new Set();
    if (done.has(mission.id)) refuse(409, 'You have already completed this mission.');
    if (mission.secret && String(body.code ?? '').trim().toUpperCase() !== mission.secret) refuse(400, 'That code is not right. Check it and try again.');
    profile.gold += mission.reward;
    profile.goldTotal += mission.reward;
    state.done.set(profile.id, done.add(mission.id));
    service.record(account, mission.reward, `Mission: ${mission.name}`, { mission: { id: mission.id } });
    return { mission: publicMission(mission) };
  }
  if (route === 'GET /user/list') {
    fan();
    const everyone = state.accounts.map((a) => copy({ ...a.profile, email: a.email }));
    return { users: everyone.sort((a, b) => b.gold - a.gold).slice(0, 100) };
  }
  return undefined;
}
