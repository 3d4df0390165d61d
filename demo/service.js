// @ts-check
/**
 * The fake loyalty service: a real HTTP server, in memory, implementing every endpoint of
 * spec/loyalty-service-interface.md for the team `demo`, with CORS for any origin, an e-mail
 * outbox, stand-in OAuth consent and checkout pages, and control endpoints under `/__control/`
 * (reset, faults, request log, clock, latency) for tests and the demo's "try failures" panel.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';

const TEAM = 'demo';
const MIN_PASSWORD = 8;
const RESET_TTL_SECONDS = 30 * 60;
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const DAY = 86_400;
const HOUR = 3_600;

/** The 11 platforms of the spec, with their display names. */
const PLATFORMS = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  discord: 'Discord',
  twitter: 'X (Twitter)',
  spotify: 'Spotify',
  steam: 'Steam',
  battlenet: 'Battle.net',
  chess: 'Chess.com',
  tiktok: 'TikTok',
};

const MSG = {
  login: 'Incorrect e-mail or password.',
  duplicate: 'An account with this e-mail already exists.',
  token: 'Please log in again.',
  resetInvalid: 'This reset link is invalid or has already been used.',
  resetExpired: 'This reset link has expired. Ask for a new one.',
  password: `Choose a password of at least ${MIN_PASSWORD} characters.`,
  team: 'Team not found.',
  event: 'Event not found.',
  json: 'The request body must be a JSON object.',
};

/**
 * @typedef {{ id: number, name: string }} Tag
 * @typedef {{ id: number, name: string, priceMonth: number, priceYear: number, resourceId: number }} Membership
 * @typedef {{ id: number, name: string, gold: number, resourceId: number }} Tier
 * @typedef {Record<string, any>} Json
 * @typedef {{ email: string, password: string, platforms: string[], gifts: string[], profile: Json,
 *   firstPassword?: string }} Account  `firstPassword`: the one the OAuth stand-in made up, shown to the fan
 * @typedef {{ to: string, subject: string, link: string, token: string, sentAt: string }} Mail
 * @typedef {{ method: string, path: string, query: Record<string, string>, headers: Record<string, string>, body: unknown }} RecordedRequest
 * @typedef {{ platform: string, account?: Account, back: string, result?: { title: string, body: string } }} Consent
 *   `account`: the logged-in fan who asked to connect; `result`: the page shown once the fan allowed it
 * @typedef {{ match: RegExp, method?: string, status?: number, body?: string, contentType?: string,
 *   drop?: boolean, delay?: number, hold?: boolean, times: number }} Fault
 */

/** An answer other than success, thrown by handlers: `{message}` with `status`. */
class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
/** @param {number} status @param {string} message @returns {never} */
const refuse = (status, message) => {
  throw new Refusal(status, message);
};

const newToken = () => randomBytes(24).toString('hex');
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const copy = (value) => JSON.parse(JSON.stringify(value));
/** @param {number} seconds */
const iso = (seconds) => new Date(seconds * 1000).toISOString();

/** @param {unknown} value */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The origin of an `http(s)` address, or undefined. @param {unknown} value */
function httpOrigin(value) {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `path` resolved on `origin`, never leaving it (`//evil`, `/\evil` fall back to `/`). @param {string} origin @param {string} [path] */
function onOrigin(origin, path = '/') {
  const url = new URL(path.startsWith('/') ? path : '/', origin);
  return url.origin === origin ? url : new URL('/', origin);
}

/** A valid `returnPath` (an optional path on the caller's site) or a 400. @param {unknown} value */
function returnPathOf(value) {
  if (value === undefined || value === null || value === '') return '/';
  if (typeof value !== 'string' || !value.startsWith('/')) refuse(400, 'returnPath must be a path on your site, such as /welcome.');
  return value;
}

/** Whether `value` is MM/DD/YYYY, a real calendar date, after 1900 and before `now`. @param {unknown} value @param {number} now */
function isPastDate(value, now) {
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && date.getTime() < now * 1000;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** @param {unknown} value */
const normalEmail = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The seeded world: the demo team, its catalogue, the demo fan and a dozen events around `now`. @param {string} url @param {number} now */
function seed(url, now) {
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
    platforms: [],
    gifts: [],
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

  return {
    tags,
    memberships,
    tiers,
    /** @type {Account[]} */ accounts: [fan],
    /** @type {Map<string, Account>} session tokens */ tokens: new Map(),
    /** @type {Map<string, { account: Account, expires: number, used: boolean }>} */ resets: new Map(),
    /** @type {Mail[]} */ outbox: [],
    /** @type {Map<string, Consent>} OAuth stand-in requests, by id */ consents: new Map(),
    /** @type {Map<string, { membership: Membership, interval: string, back: string }>} */ orders: new Map(),
    /** @type {Json[]} */ events,
    /** @type {RecordedRequest[]} */ log: [],
    /** @type {Fault[]} */ faults: [],
    clockOffset: 0,
    latency: 0,
  };
}

/**
 * When a mail was sent, for people: "21 Nov 2025, 23:42:10 (3 minutes ago)", in the service's time
 * zone (the demo runs on the fan's own machine).
 * @param {string} sentAt ISO date @param {number} nowSeconds the service's clock
 */
export function sentWhen(sentAt, nowSeconds) {
  const date = new Date(sentAt);
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
  const ago = Math.max(0, nowSeconds - Math.floor(date.getTime() / 1000));
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const since =
    ago < 60 ? 'just now' : ago < HOUR ? relative.format(-Math.floor(ago / 60), 'minute') : ago < DAY ? relative.format(-Math.floor(ago / HOUR), 'hour') : relative.format(-Math.floor(ago / DAY), 'day');
  return `${when} (${since})`;
}

/** A small HTML page of the service itself (outbox, consent, checkout). @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #1d1b26; }
  h1 { line-height: 1.2; }
  .button { display: inline-block; font: inherit; font-weight: 600; padding: .6rem 1.2rem; border: 0; border-radius: .5rem; background: #6d28d9; color: #fff; text-decoration: none; margin-right: .5rem; cursor: pointer; }
  .button:hover { background: #5b21b6; }
  .button:focus-visible { outline: 2px solid #6d28d9; outline-offset: 2px; }
  .button.secondary { background: #e4e1ee; color: #1d1b26; }
  .mails { list-style: none; padding: 0; }
  .mail { border: 1px solid #e4e1ee; border-radius: .75rem; padding: 0 1.25rem; margin-bottom: 1rem; }
  code { overflow-wrap: anywhere; } .muted { color: #5f5a70; }
</style></head>
<body><p class="muted">Fake loyalty service (demo)</p>${body}</body></html>`;
}

/**
 * A simple picture for a resource id: a labelled round badge under 200, otherwise an abstract
 * banner (no text, since a layout may crop it anywhere), named by its <title>.
 * @param {number} id @param {string} label
 */
function resourceSvg(id, label) {
  const hue = (id * 47) % 360;
  const title = `<title>${escapeHtml(label)}</title>`;
  const gradient = `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 28%)"/></linearGradient></defs>`;
  if (id < 200) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${title}${gradient}
<circle cx="64" cy="64" r="64" fill="url(#g)"/><text x="64" y="66" fill="#fff" font-family="system-ui, sans-serif" font-size="20" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(label.slice(0, 10))}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice">${title}${gradient}
<rect width="640" height="360" fill="url(#g)"/><circle cx="${120 + (id % 5) * 90}" cy="180" r="130" fill="#fff" opacity=".12"/><path d="M320 90 410 180 320 270 230 180z" fill="#fff" opacity=".5"/></svg>`;
}

/** Where the avatar of user `id` is drawn. @param {string} url the service's address @param {number} id */
const avatarUrl = (url, id) => `${url}/media/avatar/${id}.svg`;

/**
 * Up to two initials of a name: the first letter of its first two words ("Demo Fan" → "DF",
 * "twitch_fan" → "TF", "newfan" → "N"), or "?" when it has no letters or digits.
 * @param {unknown} name
 */
export function initials(name) {
  const words = String(name).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const first = (/** @type {string} */ word) => new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return words.slice(0, 2).map(first).join('').toLocaleUpperCase() || '?';
}

/** A round avatar with the initials of `name`, its colour picked by the user's id. @param {number} id @param {string} name */
export function avatarSvg(id, name) {
  const hue = (263 + (id - 1) * 67) % 360;
  const letters = initials(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><title>${escapeHtml(name)}</title>
<circle cx="48" cy="48" r="48" fill="hsl(${hue} 62% 42%)"/><text x="48" y="50" fill="#fff" font-family="system-ui, sans-serif" font-size="${[...letters].length > 1 ? 36 : 42}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeHtml(letters)}</text></svg>`;
}

/**
 * Starts the fake service.
 * @param {{ host?: string, port?: number }} [options]
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startService({ host = '127.0.0.1', port = 0 } = {}) {
  let url = '';
  /** @type {ReturnType<typeof seed>} */
  let state;
  /** Resolvers of the requests a `hold` fault keeps open. @type {Set<() => void>} */
  const held = new Set();
  const release = () => {
    const count = held.size;
    for (const resolve of held) resolve();
    held.clear();
    return count;
  };
  const now = () => Math.floor(Date.now() / 1000) + state.clockOffset;
  // A new state: requests still held or waiting from before are dropped when they wake (see
  // handle), so nothing a finished test started can change the state the next test sees.
  const reset = () => {
    state = seed(url, Math.floor(Date.now() / 1000));
    release();
  };

  /** @param {Account} account */
  const publicUser = (account) => copy(account.profile);
  /** @param {Account} account */
  const startSession = (account) => {
    const token = newToken();
    state.tokens.set(token, account);
    return { token, user: publicUser(account) };
  };
  /** @param {unknown} email */
  const findAccount = (email) => state.accounts.find((a) => a.email === normalEmail(email));
  const nextId = () => Math.max(0, ...state.accounts.map((a) => a.profile.id)) + 1;
  /**
   * A new account's profile, with its own avatar and nothing of anyone else's.
   * @param {number} id @param {string} name @param {Json} fields
   */
  const newProfile = (id, name, fields) => ({
    id,
    name,
    avatar: avatarUrl(url, id),
    createdAt: iso(now()),
    dateOfBirth: '',
    gold: 0,
    goldTotal: 0,
    goldSpent: 0,
    loyaltyMembership: state.memberships[0],
    loyaltyTier: state.tiers[0],
    notifications: iso(now()),
    shippingAddressName: '',
    shippingAddressStreet: '',
    shippingAddressSuite: '',
    shippingAddressCity: '',
    shippingAddressState: '',
    shippingAddressZip: '',
    shippingAddressCountry: '',
    tags: [],
    ...fields,
  });

  /** @param {Json} body */
  function login(body) {
    if (typeof body.email !== 'string' || !body.email.trim() || typeof body.password !== 'string' || !body.password) {
      refuse(400, 'E-mail and password are required.');
    }
    const account = findAccount(body.email);
    if (!account || account.password !== body.password) refuse(401, MSG.login);
    if (body.giftToken !== undefined) {
      if (typeof body.giftToken !== 'string') refuse(400, 'giftToken must be a string.');
      account.gifts.push(body.giftToken);
    }
    return startSession(account);
  }

  /** @param {Json} body @param {string} origin */
  function signup(body, origin) {
    const email = normalEmail(body.email);
    if (!EMAIL.test(email)) refuse(400, 'Enter a valid e-mail address.');
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD) refuse(400, MSG.password);
    if (!isPastDate(body.dateOfBirth, now())) refuse(400, 'Date of birth must be a real past date written MM/DD/YYYY.');
    if (body.interval !== 'month' && body.interval !== 'year') refuse(400, 'Billing interval must be "month" or "year".');
    if (!Array.isArray(body.tags) || !body.tags.every((id) => typeof id === 'number')) refuse(400, 'Interests (tags) must be a list of tag ids.');
    const unknownTag = body.tags.find((/** @type {number} */ id) => !state.tags.some((t) => t.id === id));
    if (unknownTag !== undefined) refuse(400, `Unknown interest tag: ${unknownTag}.`);
    if (body.membership === undefined || body.membership === null) refuse(400, 'Choose a membership.');
    const membership = state.memberships.find((m) => m.id === body.membership);
    if (!membership) refuse(400, `Unknown membership: ${String(body.membership).slice(0, 40)}.`);
    if (body.username !== undefined && (typeof body.username !== 'string' || body.username.length > 40)) refuse(400, 'Username must be text of at most 40 characters.');
    if (body.referralId !== undefined && !Number.isInteger(body.referralId)) refuse(400, 'referralId must be a number.');
    if (body.giftToken !== undefined && typeof body.giftToken !== 'string') refuse(400, 'giftToken must be a string.');
    const returnPath = returnPathOf(body.returnPath);
    if (findAccount(email)) refuse(409, MSG.duplicate);

    const name = body.username?.trim() || email.split('@')[0];
    /** @type {Account} */
    const account = {
      email,
      password: body.password,
      platforms: [],
      gifts: body.giftToken ? [body.giftToken] : [],
      profile: newProfile(nextId(), name, {
        dateOfBirth: body.dateOfBirth,
        loyaltyMembership: membership,
        tags: state.tags.filter((t) => body.tags.includes(t.id)),
        ...(body.referralId !== undefined && { referralId: body.referralId }),
      }),
    };
    state.accounts.push(account);
    const result = startSession(account);
    if (membership.priceMonth === 0 && membership.priceYear === 0) return result;
    // A paid membership goes through the (stand-in) hosted checkout, which returns to the caller's site.
    const order = randomBytes(6).toString('hex');
    const back = onOrigin(origin, returnPath).href;
    state.orders.set(order, { membership, interval: body.interval, back });
    return { ...result, href: `${url}/checkout?order=${order}&return=${encodeURIComponent(back)}` };
  }

  /** @param {Json} body @param {string} origin */
  function forgot(body, origin) {
    if (typeof body.email !== 'string' || !body.email.trim()) refuse(400, 'E-mail is required.');
    const returnPath = returnPathOf(body.returnPath);
    const account = findAccount(body.email);
    if (account) {
      const token = newToken();
      state.resets.set(token, { account, expires: now() + RESET_TTL_SECONDS, used: false });
      const link = onOrigin(origin, returnPath);
      link.searchParams.set('password_token', token);
      state.outbox.push({ to: account.email, subject: 'Reset your password', link: link.href, token, sentAt: iso(now()) });
    }
    return {};
  }

  /** @param {Json} body */
  function resetPassword(body) {
    if (typeof body.token !== 'string' || !body.token) refuse(400, 'The reset token is missing.');
    if (typeof body.password !== 'string') refuse(400, 'A new password is required.');
    const entry = state.resets.get(body.token);
    if (!entry || entry.used) refuse(400, MSG.resetInvalid);
    if (entry.expires <= now()) refuse(400, MSG.resetExpired);
    if (body.password.length < MIN_PASSWORD) refuse(400, MSG.password);
    entry.used = true;
    entry.account.password = body.password;
    return {};
  }

  /** @param {Record<string, string>} headers */
  function authorized(headers) {
    const account = state.tokens.get(headers['x-user-auth-token'] ?? '');
    return account ?? refuse(401, MSG.token);
  }

  /** The loyalty API: `rest` is the path after `/api/v1/loyalty/{team}`. @param {string} method @param {string} rest @param {RecordedRequest} req @param {string} origin */
  function loyaltyApi(method, rest, req, origin) {
    /** @returns {Json} */
    const body = () => (isObject(req.body) ? /** @type {Json} */ (req.body) : refuse(400, MSG.json));
    const route = `${method} ${rest}`;
    if (route === 'POST /signup') return signup(body(), origin);
    if (route === 'POST /login') return login(body());
    if (route === 'POST /password/forgot') return forgot(body(), origin);
    if (route === 'POST /password/reset') return resetPassword(body());
    if (route === 'GET /event/list') {
      authorized(req.headers);
      // The list leaves out the single-event-only fields, as the spec's list response does.
      return { events: state.events.map((event) => ({ ...event, createdAt: undefined, updatedAt: undefined })) };
    }
    const single = /^GET \/event\/([^/]+)$/.exec(route);
    if (single) {
      authorized(req.headers);
      const event = /^\d+$/.test(single[1]) ? state.events.find((e) => e.id === Number(single[1])) : undefined;
      if (!event) refuse(404, MSG.event);
      return { event: { createdAt: iso(now() - 30 * DAY), updatedAt: iso(now() - DAY), ...event } };
    }
    refuse(404, `There is no ${method} ${rest} endpoint.`);
  }

  /** The platform's display name, or undefined for a platform the spec does not list. @param {string} platform */
  const platformName = (platform) => (Object.hasOwn(PLATFORMS, platform) ? PLATFORMS[/** @type {keyof typeof PLATFORMS} */ (platform)] : undefined);
  /** The one account of `platform` this stand-in knows: every fan who "uses Twitch" is `twitch_fan`. @param {string} platform */
  const platformHandle = (platform) => `${platform}_fan`;
  /** The account `platform` is already connected to, if any. @param {string} platform */
  const platformOwner = (platform) => state.accounts.find((a) => a.platforms.includes(platform));

  /** How to log in to `account` on the site, in this demo. @param {Account} account */
  function howToLogIn(account) {
    const email = `<code>${escapeHtml(account.email)}</code>`;
    return account.firstPassword && account.password === account.firstPassword
      ? `In this demo, log in on the site with e-mail ${email} and password <code>${escapeHtml(account.firstPassword)}</code>.`
      : `In this demo, log in on the site with e-mail ${email} and that account's password.`;
  }

  /**
   * The fan allowed a consent: connect the platform, or find or create its account. Says plainly
   * what happened: the spec does not say how the real flow hands a log-in back to the site, so this
   * stand-in hands nothing back, and the page says so.
   * @param {Consent} consent
   */
  function allowConsent({ platform, account }) {
    const name = /** @type {string} */ (platformName(platform));
    const owner = platformOwner(platform);
    if (account) {
      const who = escapeHtml(account.profile.name);
      if (owner && owner !== account) {
        return { title: `${name} not connected`, body: `<h1>${name} was not connected</h1><p>This ${name} account already belongs to another member, ${escapeHtml(owner.profile.name)}. Nothing was changed.</p>` };
      }
      if (owner === account) {
        return { title: `${name} connected`, body: `<h1>${name} connected</h1><p>Your ${name} account was already connected to <strong>${who}</strong>. Nothing else changed.</p>` };
      }
      account.platforms.push(platform);
      return { title: `${name} connected`, body: `<h1>${name} connected</h1><p>Your ${name} account is now connected to <strong>${who}</strong>.</p>` };
    }
    const stillOut = '<p>The site you came from is not told about this, so you are still logged out there.';
    if (owner) {
      return {
        title: `${name} account recognised`,
        body: `<h1>Welcome back</h1><p>This ${name} account belongs to <strong>${escapeHtml(owner.profile.name)}</strong>; no new account was created.</p>${stillOut} ${howToLogIn(owner)}</p>`,
      };
    }
    const handle = platformHandle(platform);
    const id = nextId();
    const email = findAccount(`${handle}@${platform}.example.com`) ? `${handle}.${id}@${platform}.example.com` : `${handle}@${platform}.example.com`;
    const password = randomBytes(5).toString('hex');
    /** @type {Account} */
    const created = { email, password, firstPassword: password, platforms: [platform], gifts: [], profile: newProfile(id, handle, {}) };
    state.accounts.push(created);
    return {
      title: 'Account created',
      body: `<h1>Account created</h1><p>A new account was created for <strong>${escapeHtml(handle)}</strong> with ${name}.</p>${stillOut} ${howToLogIn(created)}</p>`,
    };
  }

  /**
   * Pages for people: outbox, checkout, OAuth consent, pictures. Returns undefined when no page matches.
   * @param {RecordedRequest} req @param {Record<string, string>} headers
   * @returns {{ status: number, type: string, text: string, location?: string } | undefined}
   */
  function pages(req, headers) {
    const { method, path, query } = req;
    const html = (/** @type {number} */ status, /** @type {string} */ title, /** @type {string} */ body) => ({ status, type: 'text/html; charset=utf-8', text: page(title, body) });
    const backLink = (/** @type {string} */ back) => `<p><a class="button" href="${escapeHtml(back)}">Back to the site</a></p>`;
    const expired = () => html(404, 'Request expired', '<h1>This sign-in request has expired</h1><p>Start again from the site.</p>');

    // Allowing changes accounts, so it is a POST (a link prefetcher cannot allow anything); the
    // answer sends the browser on to the result page, which a reload shows again.
    const allow = /^\/oauth\/([0-9a-f]+)\/allow$/.exec(path);
    if (allow && method === 'POST') {
      const consent = state.consents.get(allow[1]);
      if (!consent) return expired();
      consent.result ??= allowConsent(consent);
      return { status: 303, type: 'text/plain; charset=utf-8', text: 'See the result.', location: `/oauth/${allow[1]}` };
    }
    if (method !== 'GET') return undefined;

    if (path === '/') {
      return html(200, 'Fake loyalty service', `<h1>Fake loyalty service</h1><p>Team <code>${TEAM}</code> at <code>${escapeHtml(url)}/api/v1/loyalty/${TEAM}</code>.</p><p><a href="/outbox">E-mail outbox</a></p>`);
    }
    if (path === '/outbox') {
      const mails = [...state.outbox].reverse().map(
        (m) => `<li class="mail"><p><strong>${escapeHtml(m.subject)}</strong><br>To ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(sentWhen(m.sentAt, now()))}</time></p>
<p><a class="button" href="${escapeHtml(m.link)}">Open reset link</a></p><p class="muted">or copy it: <code>${escapeHtml(m.link)}</code></p></li>`,
      );
      return html(200, 'Outbox', `<h1>E-mail outbox</h1><p>Every e-mail the service "sent", newest first. Reload after asking for a password reset.</p>${mails.length ? `<ul class="mails">${mails.join('')}</ul>` : '<p>No e-mails yet.</p>'}`);
    }
    if (path === '/checkout') {
      const order = state.orders.get(query.order ?? '');
      const back = httpOrigin(query.return) ? query.return : undefined;
      if (!order || !back) return html(404, 'Checkout', '<h1>Checkout</h1><p>This order does not exist.</p>');
      const price = order.interval === 'year' ? order.membership.priceYear : order.membership.priceMonth;
      return html(200, 'Checkout', `<h1>Checkout (demo)</h1><p>${escapeHtml(order.membership.name)} membership: $${(price / 100).toFixed(2)} per ${escapeHtml(order.interval)}.</p><p>Nothing is charged: this stands in for the hosted payment page.</p><p><a class="button" href="${escapeHtml(back)}">Pay (demo)</a></p>`);
    }
    if (path === '/favicon.ico') return { status: 204, type: 'image/x-icon', text: '' };
    const avatar = /^\/media\/avatar\/(\d+)\.svg$/.exec(path);
    if (avatar) {
      const account = state.accounts.find((a) => a.profile.id === Number(avatar[1]));
      if (!account) refuse(404, 'No such avatar.');
      return { status: 200, type: 'image/svg+xml', text: avatarSvg(account.profile.id, account.profile.name) };
    }
    const media = /^\/media\/resource\/(\d+)$/.exec(path);
    if (media) {
      const id = Number(media[1]);
      const named = [...state.memberships, ...state.tiers, ...state.events].find((r) => r.resourceId === id);
      // Tests seed events with names of any type: the picture is labelled only with text.
      const label = typeof named?.name === 'string' ? named.name : `Image ${id}`;
      return { status: 200, type: 'image/svg+xml', text: resourceSvg(id, label) };
    }

    const oauth = /^\/api\/v1\/auth\/([^/]+)\/user\/loyalty\/([^/]+)$/.exec(path);
    if (oauth) {
      const platform = decodeURIComponent(oauth[1]);
      const name = platformName(platform);
      if (!name) return html(404, 'Unknown platform', `<h1>Unknown platform</h1><p>${escapeHtml(platform)} is not a platform this service knows.</p>`);
      if (decodeURIComponent(oauth[2]) !== TEAM) return html(404, 'Team not found', `<h1>${MSG.team}</h1>`);
      const token = query.user_auth_token;
      const account = token === undefined ? undefined : state.tokens.get(token);
      if (token !== undefined && !account) return html(401, 'Log in again', `<h1>${MSG.token}</h1><p>The link carried a session that is not valid.</p>`);
      const back = httpOrigin(headers.referer) ? headers.referer : `${url}/`;
      const handle = platformHandle(platform);
      const owner = platformOwner(platform);
      const intro = `<h1>${name} (demo sign-in)</h1><p class="muted">This page stands in for ${name}'s own consent page. You are signed in to ${name} as <strong>${handle}</strong>.</p>`;
      if (account && owner && owner !== account) {
        return html(200, `${name} (demo)`, `${intro}<p>This ${name} account already belongs to another member, ${escapeHtml(owner.profile.name)}, so it cannot be connected to ${escapeHtml(account.profile.name)}.</p>${backLink(back)}`);
      }
      const id = newToken();
      state.consents.set(id, { platform, account, back });
      const asks = account
        ? `Connect your ${name} account to <strong>${escapeHtml(account.profile.name)}</strong>'s membership?`
        : owner
          ? `Log in to <strong>${escapeHtml(owner.profile.name)}</strong>'s membership with ${name}?`
          : `Continue as <strong>${handle}</strong> with ${name}? A new membership account will be created.`;
      return html(200, `${name} (demo)`, `${intro}<p>${asks}</p><form method="post" action="/oauth/${id}/allow"><button class="button" type="submit">Allow</button><a class="button secondary" href="${escapeHtml(back)}">Cancel</a></form>`);
    }
    const done = /^\/oauth\/([0-9a-f]+)$/.exec(path);
    if (done) {
      const consent = state.consents.get(done[1]);
      if (!consent?.result) return expired();
      return html(200, consent.result.title, `${consent.result.body}${backLink(consent.back)}`);
    }
    return undefined;
  }

  /** The control endpoints used by tests and the demo. @param {string} method @param {string} name @param {unknown} body */
  function control(method, name, body) {
    const input = /** @type {Json} */ (isObject(body) ? body : {});
    const route = `${method} ${name}`;
    if (route === 'POST reset') return reset(), { ok: true };
    if (route === 'POST release') return { released: release() };
    if (route === 'GET requests') return state.log;
    if (route === 'GET outbox') return state.outbox;
    if (route === 'POST login') return login(input);
    if (route === 'POST fault') {
      let match;
      try {
        match = new RegExp(typeof input.match === 'string' ? input.match : '');
      } catch {
        refuse(400, 'match must be a regular expression source.');
      }
      state.faults.push({ ...input, match, times: typeof input.times === 'number' ? input.times : Infinity });
      return { ok: true };
    }
    if (route === 'POST events') {
      if (!Array.isArray(input.events)) refuse(400, 'events must be an array.');
      state.events = input.events;
      return { count: state.events.length };
    }
    if (route === 'POST clock') return (state.clockOffset = Number(input.offsetSeconds) || 0), { offsetSeconds: state.clockOffset };
    if (route === 'POST latency') return (state.latency = Math.max(0, Number(input.ms) || 0)), { ms: state.latency };
    refuse(404, `There is no ${method} /__control/${name} endpoint.`);
  }

  /** The first fault that applies to this request, counted down. @param {string} method @param {string} path */
  function takeFault(method, path) {
    const fault = state.faults.find((f) => f.match.test(path) && (!f.method || f.method.toUpperCase() === method));
    if (fault && --fault.times <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
    return fault;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const method = req.method ?? 'GET';
    const address = new URL(req.url ?? '/', url);
    const path = address.pathname;
    const headers = /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v ?? ''])));
    const origin = httpOrigin(headers.origin);

    // CORS for any origin, as the real service would allow a creator's site.
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'Origin');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, x-user-auth-token');
    res.setHeader('access-control-max-age', '600');
    // A fresh connection per request: Chrome silently retries a request whose reused keep-alive
    // connection is dropped, which would hide a `drop` fault and log the request twice.
    res.setHeader('connection', 'close');
    if (method === 'OPTIONS') {
      if (headers['access-control-request-private-network']) res.setHeader('access-control-allow-private-network', 'true');
      res.writeHead(204).end();
      return;
    }

    /** @param {number} status @param {string | Json} body @param {string} [type] @param {Record<string, string>} [extra] */
    const send = (status, body, type = 'application/json; charset=utf-8', extra = {}) => {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };

    const raw = await readBody(req);
    if (raw === undefined) return send(413, { message: 'The request body is too large.' });
    let body = null;
    let parsed = true;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        parsed = false;
      }
    }

    try {
      if (path.startsWith('/__control/')) {
        if (!parsed) refuse(400, MSG.json);
        return send(200, control(method, path.slice('/__control/'.length), body) ?? {});
      }

      /** @type {RecordedRequest} */
      const recorded = { method, path, query: Object.fromEntries(address.searchParams), headers, body };
      const seen = state;
      state.log.push(recorded);
      if (state.latency) await sleep(state.latency);

      const fault = takeFault(method, path);
      if (fault?.delay) await sleep(fault.delay);
      if (fault?.hold) await new Promise((resolve) => held.add(() => resolve(undefined)));
      // Reset while it waited: it belongs to a state that is gone.
      if (fault?.drop || state !== seen) return void req.socket.destroy();
      if (fault?.status) {
        const text = fault.body ?? '';
        const looksJson = (() => { try { return JSON.parse(text), true; } catch { return false; } })();
        return send(fault.status, text, fault.contentType ?? (looksJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'));
      }

      const api = /^\/api\/v1\/loyalty\/([^/]+)(\/.*)?$/.exec(path);
      if (api) {
        let team;
        try {
          team = decodeURIComponent(api[1]);
        } catch {
          team = undefined;
        }
        if (team !== TEAM) refuse(404, MSG.team);
        if (method === 'POST' && !parsed) refuse(400, MSG.json);
        return send(200, loyaltyApi(method, api[2] ?? '/', recorded, origin ?? url) ?? {});
      }
      const answer = pages(recorded, headers);
      if (answer) return send(answer.status, answer.text, answer.type, answer.location ? { location: answer.location } : {});
      refuse(404, `There is no ${method} ${path} endpoint.`);
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, { message: error.message });
      console.error(error);
      send(500, { message: 'The fake service failed; see its console.' });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const bound = /** @type {import('node:net').AddressInfo} */ (server.address());
  url = `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`;
  reset();

  return {
    url,
    close: () =>
      new Promise((resolve) => {
        release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The whole body as text, or undefined when it is too large. @param {import('node:http').IncomingMessage} req @returns {Promise<string | undefined>} */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
