// @ts-check
/**
 * The state every reset starts from, and its shapes: the demo team's catalogue, the demo fan, a
 * dozen events around now, and empty sessions, outbox, request log and faults.
 */
import { DAY, HOUR, iso } from './common.js';
import { avatarUrl } from './pictures.js';
import { seedActivity } from './account-routes.js';
import { seedCatalogue } from './shop-routes.js';

/**
 * @typedef {{ id: number, name: string }} Tag
 * @typedef {{ id: number, name: string, priceMonth: number, priceYear: number, resourceId: number }} Membership
 * @typedef {{ id: number, name: string, gold: number, resourceId: number }} Tier
 * @typedef {Record<string, any>} Json
 * @typedef {{ email: string, password: string, platforms: string[], gifts: string[], profile: Json,
 *   firstPassword?: string, unread?: number, card?: boolean }} Account  `firstPassword`: the one the OAuth stand-in made up, shown to the fan;
 *   `unread`: notifications the fan has not read; `card`: a payment card on file (a paid plan change asks to confirm the amount)
 * @typedef {{ to: string, subject: string, link: string, token: string, sentAt: string }} Mail
 * @typedef {{ method: string, path: string, query: Record<string, string>, headers: Record<string, string>, body: unknown }} RecordedRequest
 * @typedef {{ platform: string, account?: Account, back: string, result?: { title: string, body: string, signedIn?: Account } }} Consent
 *   `account`: the logged-in fan who asked to connect; `result`: the page shown once the fan allowed it, or who is logged in
 * @typedef {{ match: RegExp, method?: string, status?: number, body?: string, contentType?: string,
 *   headers?: Record<string, string>, drop?: boolean, delay?: number, hold?: boolean, times: number }} Fault
 * @typedef {ReturnType<typeof seed>} State
 */

/**
 * The seeded world: the demo team, its catalogue, the demo fan and a dozen events around `now`.
 * @param {string} url @param {number} now @param {string} [currencyName] what the team calls its points
 */
export function seed(url, now, currencyName) {
  /** @type {Tag[]} */
  const tags = ['Tournaments', 'Giveaways', 'Merch', 'IRL meetups', 'Just chatting', 'Speedruns'].map((name, i) => ({ id: i + 1, name }));
  /** @type {Membership[]} */
  const memberships = [
    { id: 1, name: 'Free', priceMonth: 0, priceYear: 0, resourceId: 101 },
    { id: 2, name: 'Silver', priceMonth: 499, priceYear: 4990, resourceId: 102 },
    { id: 3, name: 'Gold', priceMonth: 999, priceYear: 9990, resourceId: 103 },
  ];
  /** @type {Tier[]} */
  const tiers = [
    { id: 1, name: 'Bronze', gold: 0, resourceId: 111 },
    { id: 2, name: 'Silver', gold: 500, resourceId: 112 },
    { id: 3, name: 'Gold', gold: 2000, resourceId: 113 },
  ];
  /** @param {number[]} ids */
  const tagged = (...ids) => ids.map((id) => tags[id - 1]);

  /** @type {Account} */
  const fan = {
    email: 'fan@example.com',
    password: 'loyalty123',
    platforms: ['youtube', 'steam'],
    gifts: [],
    unread: 3,
    card: true,
    profile: {
      id: 1,
      name: 'Demo Fan',
      avatar: avatarUrl(url, 1),
      createdAt: iso(now - 400 * DAY),
      dateOfBirth: '04/12/1995',
      gold: 1250,
      goldTotal: 3400,
      goldSpent: 2150,
      loyaltyMembership: memberships[1],
      loyaltyTier: tiers[1],
      notifications: iso(now - 2 * DAY),
      shippingAddressName: 'Demo Fan',
      shippingAddressStreet: '1 Arena Way',
      shippingAddressSuite: 'Apt 4',
      shippingAddressCity: 'Austin',
      shippingAddressState: 'TX',
      shippingAddressZip: '78701',
      shippingAddressCountry: 'US',
      tags: tagged(1, 6),
    },
  };

  const site = 'https://nightjar.example.com';
  /** [name, start offset, duration, location, tag ids, call to action, path, description] */
  /** @type {[string, number, number, string, number[], string, string, string][]} */
  const plan = [
    ['Nightjar Cup: Grand Finals', -1 * HOUR, 4 * HOUR, 'twitch.tv/nightjar', [1], 'Watch live', '/live', 'Best of five, winner takes the cup.\nGold drops every map win: stay logged in to collect.'],
    ['24-hour Speedrun Marathon', -10 * HOUR, 24 * HOUR, 'twitch.tv/nightjar', [6, 5], 'Watch live', '/marathon', 'Runners from the community take turns all day.\nDonations go to charity.\nSchedule in the description panel.'],
    ['Scrims vs. Team Aurora', 20 * HOUR, 3 * HOUR, 'Online', [1], 'Set a reminder', '/scrims', 'Open scrims, commentary by the bench.\nAsk questions in chat.'],
    ['Merch Drop: Season 4 Jerseys', 2 * DAY, 2 * HOUR, 'shop.nightjar.example.com', [3], 'Shop the drop', '/shop', 'Limited run of 500 jerseys.\nGold members get a 30-minute head start.'],
    ['Giveaway Night', 3 * DAY + 5 * HOUR, 2 * HOUR, 'Discord: #giveaways', [2, 5], 'Enter the giveaway', '/giveaway', 'A signed headset, two keyboards and 10,000 gold.\nOne entry per member.'],
    ['Pro-Am Tournament', 6 * DAY, 8 * HOUR, 'Online', [1, 2], 'Sign up', '/pro-am', 'Team up with a Nightjar pro.\nBracket opens one hour before start.'],
    ['IRL Meetup: Berlin', 12 * DAY, 2 * DAY, 'Kulturbrauerei, Berlin', [4], 'RSVP', '/meetups/berlin', 'Two days of games, talks and a signing table.\nBring your badge.'],
    ['Charity Speedrun Relay', 20 * DAY, 6 * HOUR, 'twitch.tv/nightjar', [6], 'Set a reminder', '/relay', 'Four runners, one relay.\nEvery sub doubles as a donation.'],
    ['Season 3 Finale Watch Party', -2 * DAY, 3 * HOUR, 'Discord: #stage', [1, 5], 'Watch the VOD', '/vods/s3-finale', 'We watched the finale together.\nThe VOD is up now.'],
    ['Holiday Giveaway', -9 * DAY, 4 * HOUR, 'Discord: #giveaways', [2], 'See the winners', '/giveaway/holiday', 'Thanks to everyone who entered.\nWinners were announced on stream.'],
    ['IRL Meetup: Austin', -30 * DAY, 6 * HOUR, 'Arena Hall, Austin', [4, 3], 'See the photos', '/meetups/austin', 'Over 300 fans came by.\nPhotos are in the gallery.'],
    ['Spring Invitational', -60 * DAY, 2 * DAY, 'Online', [1], 'Read the recap', '/recaps/spring', 'Nightjar took second place.\nRecap and highlights inside.'],
  ];
  const events = plan.map(([name, offset, duration, location, tagIds, callToAction, path, description], i) => {
    const start = now + offset;
    const end = start + duration;
    const status = end <= now ? 'completed' : start > now ? 'upcoming' : 'ongoing';
    return {
      id: i + 1,
      name,
      description,
      url: site + path,
      callToAction,
      location,
      start,
      end,
      status,
      resourceId: 201 + i,
      tags: tagged(...tagIds),
      createdAt: iso(now - 90 * DAY + i * DAY),
      updatedAt: iso(now - 3 * DAY + i * HOUR),
    };
  });

  const { fans, ...catalogue } = seedCatalogue(url, now, tiers);
  const activity = seedActivity(now);

  return {
    /** The team root's name and currency (`GET /`); the lists are the ones below. */
    team: { name: 'Nightjar', ...(currencyName ? { currencyName } : {}) },
    tags,
    memberships,
    tiers,
    /** @type {Account[]} */ accounts: [fan, ...fans],
    ...catalogue,
    /** @type {Map<string, Account>} session tokens */ tokens: new Map(),
    /** @type {Map<string, { account: Account, expires: number, used: boolean }>} */ resets: new Map(),
    /** @type {Mail[]} */ outbox: [],
    /** @type {Map<string, Consent>} OAuth stand-in requests, by id */ consents: new Map(),
    /** @type {Map<string, Account>} one-time codes a site trades for a platform log-in */ handovers: new Map(),
    /** @type {Map<string, { membership: Membership, interval: string, back: string, account?: Account }>} */ orders: new Map(),
    /** @type {Map<string, { account: Account, resourceId: number, type: string, bytes?: Buffer }>} avatar uploads, by the key of their address */ uploads: new Map(),
    /** @type {Map<number, Json[]>} points history, by fan id, oldest first */ transactions: new Map([[fan.profile.id, activity.transactions]]),
    /** @type {Map<number, Json[]>} notifications, by fan id */ notifications: new Map([[fan.profile.id, activity.notifications]]),
    /** @type {Json[]} */ events,
    /** @type {RecordedRequest[]} */ log: [],
    /** @type {Fault[]} */ faults: [],
    clockOffset: 0,
    /** A moment (seconds) the clock stands still at, for tests that compare two runs; else it runs. @type {number | undefined} */
    stoppedAt: undefined,
    latency: 0,
  };
}
