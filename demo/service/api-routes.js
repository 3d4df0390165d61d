// @ts-check
/** The loyalty API of spec/loyalty-service-interface.md, under `/api/v1/loyalty/{team}`: accounts, password resets, events. */
import { randomBytes } from 'node:crypto';
import { DAY, MIN_PASSWORD, MSG, isObject, iso, newToken, normalEmail, refuse } from './common.js';
import { accountApi, isPastDate } from './account-routes.js';
import { shopApi } from './shop-routes.js';

/**
 * @typedef {import('./state.js').Service} Service
 * @typedef {import('./seed.js').Account} Account
 * @typedef {import('./seed.js').Json} Json
 * @typedef {import('./seed.js').RecordedRequest} RecordedRequest
 */

const RESET_TTL_SECONDS = 30 * 60;

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {Service} service @param {Json} body */
export function login(service, body) {
  if (typeof body.email !== 'string' || !body.email.trim() || typeof body.password !== 'string' || !body.password) {
    refuse(400, 'E-mail and password are required.');
  }
  const account = service.findAccount(body.email);
  if (!account || account.password !== body.password) refuse(401, MSG.login);
  if (body.giftToken !== undefined) {
    if (typeof body.giftToken !== 'string') refuse(400, 'giftToken must be a string.');
    account.gifts.push(body.giftToken);
  }
  return service.startSession(account);
}

/** @param {Service} service @param {Json} body @param {string} origin */
function signup(service, body, origin) {
  const email = normalEmail(body.email);
  if (!EMAIL.test(email)) refuse(400, 'Enter a valid e-mail address.');
  if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD) refuse(400, MSG.password);
  if (!isPastDate(body.dateOfBirth, service.now())) refuse(400, 'Date of birth must be a real past date written MM/DD/YYYY.');
  if (body.interval !== 'month' && body.interval !== 'year') refuse(400, 'Billing interval must be "month" or "year".');
  if (!Array.isArray(body.tags) || !body.tags.every((id) => typeof id === 'number')) refuse(400, 'Interests (tags) must be a list of tag ids.');
  const unknownTag = body.tags.find((/** @type {number} */ id) => !service.state.tags.some((t) => t.id === id));
  if (unknownTag !== undefined) refuse(400, `Unknown interest tag: ${unknownTag}.`);
  // The interface calls the membership optional: without one the account has none.
  const none = body.membership === undefined || body.membership === null;
  const membership = none ? undefined : service.state.memberships.find((m) => m.id === body.membership);
  if (!none && !membership) refuse(400, `Unknown membership: ${String(body.membership).slice(0, 40)}.`);
  if (body.username !== undefined && (typeof body.username !== 'string' || body.username.length > 40)) refuse(400, 'Username must be text of at most 40 characters.');
  if (body.referralId !== undefined && !Number.isInteger(body.referralId)) refuse(400, 'referralId must be a number.');
  if (body.giftToken !== undefined && typeof body.giftToken !== 'string') refuse(400, 'giftToken must be a string.');
  const returnPath = returnPathOf(body.returnPath);
  if (service.findAccount(email)) refuse(409, MSG.duplicate);

  const name = body.username?.trim() || email.split('@')[0];
  /** @type {Account} */
  const account = {
    email,
    password: body.password,
    platforms: [],
    gifts: body.giftToken ? [body.giftToken] : [],
    profile: service.newProfile(service.nextId(), name, {
      dateOfBirth: body.dateOfBirth,
      loyaltyMembership: membership,
      tags: service.state.tags.filter((t) => body.tags.includes(t.id)),
      ...(body.referralId !== undefined && { referralId: body.referralId }),
    }),
  };
  service.state.accounts.push(account);
  const result = service.startSession(account);
  if (!membership || (membership.priceMonth === 0 && membership.priceYear === 0)) return result;
  // A paid membership goes through the (stand-in) hosted checkout, which returns to the caller's site.
  const order = randomBytes(6).toString('hex');
  const back = onOrigin(origin, returnPath).href;
  service.state.orders.set(order, { membership, interval: body.interval, back });
  return { ...result, href: `${service.url}/checkout?order=${order}&return=${encodeURIComponent(back)}` };
}

/** @param {Service} service @param {Json} body @param {string} origin */
function forgot(service, body, origin) {
  if (typeof body.email !== 'string' || !body.email.trim()) refuse(400, 'E-mail is required.');
  const returnPath = returnPathOf(body.returnPath);
  const account = service.findAccount(body.email);
  if (account) {
    const token = newToken();
    service.state.resets.set(token, { account, expires: service.now() + RESET_TTL_SECONDS, used: false });
    const link = onOrigin(origin, returnPath);
    link.searchParams.set('password_token', token);
    service.state.outbox.push({ to: account.email, subject: 'Reset your password', link: link.href, token, sentAt: iso(service.now()) });
  }
  return {};
}

/** @param {Service} service @param {Json} body */
function resetPassword(service, body) {
  if (typeof body.token !== 'string' || !body.token) refuse(400, 'The reset token is missing.');
  if (typeof body.password !== 'string') refuse(400, 'A new password is required.');
  const entry = service.state.resets.get(body.token);
  if (!entry || entry.used) refuse(400, MSG.resetInvalid);
  if (entry.expires <= service.now()) refuse(400, MSG.resetExpired);
  if (body.password.length < MIN_PASSWORD) refuse(400, MSG.password);
  entry.used = true;
  entry.account.password = body.password;
  return {};
}

/** The team root of the extension: name, currency, memberships, tiers and tags, no token needed. @param {Service} service */
function teamRoot(service) {
  const { team, memberships, tiers, tags } = service.state;
  const created = iso(service.now() - 365 * DAY);
  return { team: { ...team, loyaltyMemberships: memberships, loyaltyTiers: tiers, tags: tags.map((tag) => ({ ...tag, createdAt: created })) } };
}

/** @param {Service} service @param {Record<string, string>} headers */
function authorized(service, headers) {
  const account = service.state.tokens.get(headers['x-user-auth-token'] ?? '');
  return account ?? refuse(401, MSG.token);
}

/** The loyalty API: `rest` is the path after `/api/v1/loyalty/{team}`. @param {Service} service @param {string} method @param {string} rest @param {RecordedRequest} req @param {string} origin */
export function loyaltyApi(service, method, rest, req, origin) {
  /** @returns {Json} */
  const body = () => (isObject(req.body) ? /** @type {Json} */ (req.body) : refuse(400, MSG.json));
  const route = `${method} ${rest}`;
  if (route === 'GET /') return teamRoot(service);
  if (route === 'GET /user') return service.currentUser(authorized(service, req.headers));
  if (route === 'POST /signup') return signup(service, body(), origin);
  if (route === 'POST /login') return login(service, body());
  if (route === 'POST /password/forgot') return forgot(service, body(), origin);
  if (route === 'POST /password/reset') return resetPassword(service, body());
  if (route === 'GET /event/list') {
    authorized(service, req.headers);
    // The list leaves out the single-event-only fields, as the spec's list response does.
    return { events: service.state.events.map((event) => ({ ...event, createdAt: undefined, updatedAt: undefined })) };
  }
  const single = /^GET \/event\/([^/]+)$/.exec(route);
  if (single) {
    authorized(service, req.headers);
    const event = /^\d+$/.test(single[1]) ? service.state.events.find((e) => e.id === Number(single[1])) : undefined;
    if (!event) refuse(404, MSG.event);
    return { event: { createdAt: iso(service.now() - 30 * DAY), updatedAt: iso(service.now() - DAY), ...event } };
  }
  const spent = shopApi(service, route, isObject(req.body) ? /** @type {Json} */ (req.body) : {}, () => authorized(service, req.headers));
  if (spent) return spent;
  const own = accountApi(service, route, req, () => authorized(service, req.headers), origin);
  if (own) return own;
  refuse(404, `There is no ${method} ${rest} endpoint.`);
}
