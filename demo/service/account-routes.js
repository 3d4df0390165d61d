// @ts-check
/**
 * The fan's own account (spec/loyalty-service-extension.md): `PUT /user`, the avatar upload
 * (`GET /resource`, then a PUT of the bytes to the address it gives), `DELETE /user/profile/{platform}`,
 * the billing calls, `GET /transaction/list` and `GET /notification/list`. The spec documents no
 * validation rule or error of these: the refusals here are plain `{message}` answers a real service
 * could give (400 what was sent is wrong, 404 unknown, 409 the state forbids it, 413 too large).
 */
import { randomBytes } from 'node:crypto';
import { DAY, HOUR, MSG, isObject, iso, normalEmail, refuse } from './common.js';
import { PLATFORMS } from './pages.js';

/**
 * @typedef {import('./state.js').Service} Service
 * @typedef {import('./seed.js').Account} Account
 * @typedef {import('./seed.js').Json} Json
 */

/** What an avatar may be: its types and its largest size, in bytes. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
const TEXT_FIELDS = ['shippingAddressName', 'shippingAddressStreet', 'shippingAddressSuite', 'shippingAddressCity', 'shippingAddressState', 'shippingAddressZip', 'shippingAddressCountry'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The demo fan's history and notifications, newest last as they happened. @param {number} now */
export function seedActivity(now) {
  /** [days ago, amount, description, link to a mission or reward] */
  /** @type {[number, number, string, ('mission' | 'reward')?, number?][]} */
  const history = [
    [240, 500, 'Welcome bonus'],
    [200, 150, 'Mission: Say the stream code', 'mission', 1],
    [180, -300, 'Reward: Emote pack', 'reward', 1],
    [150, 1000, 'Watched the Spring Invitational'],
    [120, -1000, 'Reward: Signed jersey', 'reward', 2],
    [90, 250, 'Giveaway Night winner'],
    [60, 50, 'Mission: Complete your profile', 'mission', 2],
    [45, -800, 'Reward: Backstage pass', 'reward', 4],
    [30, 25, 'Mission: Follow on Twitch', 'mission', 3],
    [20, 400, 'Tournament prediction: Nightjar wins'],
    [10, -50, 'Points expired after a year'],
  ];
  // Weekly watch-time points fill the rest: a history longer than one screen.
  for (let week = 1; week <= 24; week++) history.push([week * 7 + 0.5, 40 + (week % 4) * 15, 'Weekly watch time']);
  const transactions = history.map(([days, amount, description, kind, id], i) => ({
    id: i + 1,
    amount,
    createdAt: iso(now - days * DAY),
    description,
    ...(kind === 'mission' && { mission: { id } }),
    ...(kind === 'reward' && { rpgShopItem: { id } }),
  }));
  /** [hours ago, body, link]: the three of the last two days are unread (the fan read up to two days ago). */
  /** @type {[number, string, string?][]} */
  const plan = [
    [2, 'Nightjar Cup Grand Finals are live: points drop with every map win.', 'https://nightjar.example.com/live'],
    [20, 'Your tournament prediction was right: 400 points are yours.'],
    [40, 'New reward in the shop: Coaching session.'],
    [3 * 24, 'Your Signed jersey has shipped.'],
    [6 * 24, 'IRL Meetup: Berlin tickets are open to Silver members first.', 'https://nightjar.example.com/meetups/berlin'],
    [14 * 24, 'Welcome to the Nest! Complete your profile to earn 50 points.'],
  ];
  const notifications = plan.map(([hours, body, link], i) => ({ id: plan.length - i, timestamp: iso(now - hours * HOUR), body, ...(link && { link }) }));
  return { transactions, notifications };
}

/** `value` as MM/DD/YYYY of a real date after 1900 and before `now`. @param {unknown} value @param {number} now */
export function isPastDate(value, now) {
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && date.getTime() < now * 1000;
}

/** A `returnPath` on the caller's site, else its root. @param {unknown} value @param {string} origin */
const backTo = (value, origin) => new URL(typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/', origin).href;

/** `PUT /user`: checks every field sent, then changes them all, or none. @param {Service} service @param {Account} account @param {Json} body */
function updateUser(service, account, body) {
  const { state } = service;
  /** @type {Json} */
  const change = {};
  if ('username' in body) {
    if (typeof body.username !== 'string' || !body.username.trim() || body.username.length > 40) refuse(400, 'Username must be 1 to 40 characters.');
    if (state.accounts.some((a) => a !== account && a.profile.name.toLowerCase() === body.username.trim().toLowerCase())) refuse(409, 'That username is taken. Choose another.');
    change.name = change.username = body.username.trim();
  }
  if ('email' in body) {
    const email = normalEmail(body.email);
    if (!EMAIL.test(email)) refuse(400, 'Enter a valid e-mail address.');
    if (service.findAccount(email) && service.findAccount(email) !== account) refuse(409, MSG.duplicate);
    account.email = email;
  }
  if ('dateOfBirth' in body) {
    if (!isPastDate(body.dateOfBirth, service.now())) refuse(400, 'Date of birth must be a real past date written MM/DD/YYYY.');
    change.dateOfBirth = body.dateOfBirth;
  }
  for (const field of TEXT_FIELDS) {
    if (!(field in body)) continue;
    if (typeof body[field] !== 'string' || body[field].length > 100) refuse(400, `${field} must be text of at most 100 characters.`);
    change[field] = body[field].trim();
  }
  if ('tags' in body) {
    if (!Array.isArray(body.tags) || !body.tags.every((/** @type {unknown} */ id) => typeof id === 'number')) refuse(400, 'Interests (tags) must be a list of tag ids.');
    const unknown = body.tags.find((/** @type {number} */ id) => !state.tags.some((t) => t.id === id));
    if (unknown !== undefined) refuse(400, `Unknown interest tag: ${unknown}.`);
    change.tags = state.tags.filter((t) => body.tags.includes(t.id));
  }
  if ('avatarResourceId' in body) {
    const upload = [...state.uploads.values()].find((u) => u.resourceId === body.avatarResourceId && u.account === account);
    if (!upload?.bytes) refuse(400, 'Upload the image before using it as your avatar.');
    change.avatarResourceId = upload.resourceId;
    change.avatar = `${service.url}/media/upload/${upload.resourceId}`;
  }
  Object.assign(account.profile, change);
  return service.currentUser(account);
}

/** `GET /resource`: where to PUT an image, and the resource id it will have. @param {Service} service @param {Account} account @param {Record<string, string>} query */
function uploadTarget(service, account, query) {
  if (!query.name?.trim()) refuse(400, 'name is required: the file name of the image.');
  if (!UPLOAD_TYPES.includes(query.type ?? '')) refuse(400, 'Only PNG, JPEG, GIF or WebP images can be uploaded.');
  const key = randomBytes(8).toString('hex');
  const resourceId = 9000 + service.state.uploads.size + 1;
  service.state.uploads.set(key, { account, resourceId, type: /** @type {string} */ (query.type) });
  return { url: `${service.url}/upload/${key}?signature=${randomBytes(6).toString('hex')}`, resourceId };
}

/**
 * The upload target itself (S3 in the real service): takes the bytes of a `GET /resource` it
 * issued, of the type it was issued for, once. Answers XML-free `{message}` errors.
 * @param {Service} service @param {string} method @param {string} path @param {Buffer} bytes @param {Record<string, string>} headers
 */
export function upload(service, method, path, bytes, headers) {
  const key = /^\/upload\/([0-9a-f]+)$/.exec(path)?.[1];
  if (!key || method !== 'PUT') return undefined;
  const target = service.state.uploads.get(key) ?? refuse(403, 'This upload address is not valid.');
  if (target.bytes) refuse(403, 'This upload address was already used.');
  if ((headers['content-type'] ?? '').split(';')[0].trim() !== target.type) refuse(400, `Send the image as ${target.type}, the type it was announced with.`);
  if (!bytes.length) refuse(400, 'The image is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) refuse(413, 'Images can be at most 2 MB.');
  target.bytes = bytes;
  return {};
}

/** An uploaded image, for `<img>`: its bytes and type, or undefined. @param {Service} service @param {string} path */
export function uploaded(service, path) {
  const id = Number(/^\/media\/upload\/(\d+)$/.exec(path)?.[1]);
  return [...service.state.uploads.values()].find((u) => u.resourceId === id && u.bytes);
}

/**
 * The billing calls: a switch to a free plan at once; to a paid one, for a fan with a card on file,
 * the amount due (`update`), then the change (`confirm`); for a fan without, the stand-in checkout.
 * The billing portal (`manage`) is a stand-in page too.
 * @param {Service} service @param {Account} account @param {string} call @param {Record<string, string>} query @param {string} origin
 */
function billing(service, account, call, query, origin) {
  const back = backTo(query.returnPath, origin);
  if (call === 'manage') return { href: `${service.url}/billing?return=${encodeURIComponent(back)}` };
  if (query.interval !== 'month' && query.interval !== 'year') refuse(400, 'interval must be "month" or "year".');
  const membership = service.state.memberships.find((m) => String(m.id) === query.membership) ?? refuse(404, 'Membership not found.');
  if (account.profile.loyaltyMembership?.id === membership.id) refuse(409, `You already have the ${membership.name} membership.`);
  const price = query.interval === 'year' ? membership.priceYear : membership.priceMonth;
  // Free, or confirmed by a fan whose card is on file: the plan changes at once.
  if (!price || (call === 'confirm' && account.card)) {
    account.profile.loyaltyMembership = membership;
    return {};
  }
  if (account.card) return { amountDue: price };
  const order = randomBytes(6).toString('hex');
  service.state.orders.set(order, { membership, interval: query.interval, back, account });
  return { href: `${service.url}/checkout?order=${order}&return=${encodeURIComponent(back)}` };
}

/**
 * The account routes; undefined when `route` is none of them.
 * @param {Service} service @param {string} route @param {import('./seed.js').RecordedRequest} req @param {() => Account} fan @param {string} origin
 */
export function accountApi(service, route, { body, query }, fan, origin) {
  if (route === 'PUT /user') {
    const account = fan();
    return updateUser(service, account, isObject(body) ? /** @type {Json} */ (body) : refuse(400, MSG.json));
  }
  if (route === 'GET /resource') return uploadTarget(service, fan(), query);
  const platform = /^DELETE \/user\/profile\/([^/]+)$/.exec(route);
  if (platform) {
    const account = fan();
    const name = decodeURIComponent(platform[1]);
    if (!Object.hasOwn(PLATFORMS, name)) refuse(404, `Unknown platform: ${name.slice(0, 40)}.`);
    if (!account.platforms.includes(name)) refuse(409, 'This platform is not connected to your account.');
    account.platforms = account.platforms.filter((p) => p !== name);
    return {};
  }
  const bill = /^GET \/billing\/(update|confirm|manage)$/.exec(route);
  if (bill) return billing(service, fan(), bill[1], query, origin);
  const { transactions, notifications } = service.state;
  if (route === 'GET /transaction/list') return { transactions: transactions.get(fan().profile.id) ?? [] };
  if (route === 'GET /notification/list') return { notifications: notifications.get(fan().profile.id) ?? [] };
  return undefined;
}
