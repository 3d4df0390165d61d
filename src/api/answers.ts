import type { Auth, CurrentUser, EventStatus, Membership, Mission, RankedFan, Redeemed, ScheduledEvent, ShopItem, SignupResult, Tag, Team, Tier, User } from './types.js';

/**
 * What the service answers (and what storage hands back), read into the shapes of types.ts: only
 * the fields we know, each of its type. Text is a well-formed string, a number is finite, an id is a
 * non-negative safe integer, a status is one we draw. A field that does not fit falls back to its
 * default when it has one ('' or 0 or []) and is left out otherwise; an object without a usable id
 * is not that object (left out of a list, absent where optional). `undefined` means the answer
 * lacks what the interface promises: the client calls that unreadable.
 */
type Read<T> = (value: unknown) => T | undefined;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A lone surrogate cannot go into an address or a file (encodeURIComponent throws on it): U+FFFD.
// Pairs match first and stay (no lookbehind: Safari before 16.4 could not even parse the module).
const text: Read<string> = (value) =>
  typeof value === 'string' ? value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length > 1 ? unit : '\uFFFD')) : undefined;
const finite: Read<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const id: Read<number> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
const or =
  <T>(read: Read<T>, fallback: T): Read<T> =>
  (value) =>
    read(value) ?? fallback;
/** The entries that read; the same id twice is one entry. */
const list =
  <T extends { id: number }>(read: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<number>();
    return value.map(read).filter((entry): entry is T => !!entry && !seen.has(entry.id) && !!seen.add(entry.id));
  };
const STATUSES: readonly unknown[] = ['ongoing', 'upcoming', 'completed'] satisfies EventStatus[];
const status: Read<EventStatus> = (value) => (STATUSES.includes(value) ? (value as EventStatus) : undefined);
// It goes back in a request header: visible ASCII only, or fetch would throw on it.
const token: Read<string> = (value) => (typeof value === 'string' && /^[!-~]+$/.test(value) ? value : undefined);

/** An object of these fields, each read; none without its id. */
const shape =
  <T extends { id: number }>(fields: { [K in keyof T]-?: Read<T[K]> }): Read<T> =>
  (value) => {
    if (!isObject(value)) return undefined;
    const read: Record<string, unknown> = {};
    for (const key in fields) {
      const field = fields[key](value[key]);
      if (field !== undefined) read[key] = field;
    }
    return read.id === undefined ? undefined : (read as T);
  };

const tag = shape<Tag>({ id, name: or(text, '') });
const tags = list(tag);
const membership = shape<Membership>({ id, name: or(text, ''), priceMonth: or(finite, 0), priceYear: or(finite, 0), resourceId: id });
const tier = shape<Tier>({ id, name: or(text, ''), gold: or(finite, 0), resourceId: id });

export const readUser = shape<User>({
  id,
  name: or(text, ''),
  avatar: text,
  createdAt: text,
  dateOfBirth: text,
  gold: or(finite, 0),
  goldTotal: finite,
  goldSpent: finite,
  loyaltyMembership: membership,
  loyaltyTier: tier,
  notifications: text,
  tags,
  shippingAddressCity: text,
  shippingAddressCountry: text,
  shippingAddressName: text,
  shippingAddressState: text,
  shippingAddressStreet: text,
  shippingAddressSuite: text,
  shippingAddressZip: text,
});

export const readEvent = shape<ScheduledEvent>({
  id,
  name: or(text, ''),
  description: or(text, ''),
  url: or(text, ''),
  callToAction: or(text, ''),
  location: or(text, ''),
  start: finite,
  end: finite,
  status,
  resourceId: id,
  tags: (value) => tags(value) ?? [],
  createdAt: text,
  updatedAt: text,
});

/** `{token, user}` of log in, and of a stored session. */
export function readAuth(body: unknown): Auth | undefined {
  if (!isObject(body)) return undefined;
  const auth = { token: token(body.token), user: readUser(body.user) };
  return auth.token && auth.user ? (auth as Auth) : undefined;
}

/** Sign up's `{token, user, href?}`; an `href` that is not text is an answer we cannot follow. */
export function readSignup(body: unknown): SignupResult | undefined {
  const auth = readAuth(body);
  const href = (body as { href?: unknown } | undefined)?.href;
  if (!auth || (href != null && typeof href !== 'string')) return undefined;
  return href ? { ...auth, href } : auth;
}

/** `{events}`; a list where not one event could be read is unreadable, not empty. */
export function readEventList(body: unknown): ScheduledEvent[] | undefined {
  const raw = isObject(body) ? body.events : undefined;
  const events = list(readEvent)(raw);
  return events && (events.length || !(raw as unknown[]).length) ? events : undefined;
}

/** `{event}` of `GET /event/{id}`: that event, not another. */
export const readEventRead = (body: unknown, expected: number): ScheduledEvent | undefined => {
  const event = readEvent(isObject(body) ? body.event : undefined);
  return event?.id === expected ? event : undefined;
};

/** `{team}` of the team root: a list that is not one is empty, tiers lowest threshold first. */
export function readTeam(body: unknown): Team | undefined {
  const team = isObject(body) ? body.team : undefined;
  if (!isObject(team)) return undefined;
  const currencyName = text(team.currencyName)?.trim();
  return {
    name: text(team.name) ?? '',
    ...(currencyName ? { currencyName } : {}),
    memberships: list(membership)(team.loyaltyMemberships) ?? [],
    tiers: (list(tier)(team.loyaltyTiers) ?? []).sort((a, b) => a.gold - b.gold),
    tags: tags(team.tags) ?? [],
  };
}

/** `GET /user`'s `{user, rank?, unread?}`; the docs' example names the total `rank`, the table `total`. */
export function readCurrentUser(body: unknown): CurrentUser | undefined {
  const user = isObject(body) ? readUser(body.user) : undefined;
  if (!user) return undefined;
  const { rank: r, unread } = body as Record<string, unknown>;
  const position = isObject(r) ? id(r.position) : undefined;
  const total = isObject(r) ? id(r.total ?? r.rank) : undefined;
  return {
    user,
    ...(position && total && position <= total ? { rank: { position, total } } : {}),
    ...(id(unread) === undefined ? {} : { unread: unread as number }),
  };
}

/** What a password reset answers: nothing (the base contract), or a token, with the fan or without. */
export function readReset(body: unknown): Partial<Auth> {
  return isObject(body) ? { token: token(body.token), user: readUser(body.user) } : {};
}

/** `{<key>: [...]}` of a list endpoint, read entry by entry; a list where not one entry could be read is unreadable. */
const listOf =
  <T extends { id: number }>(key: string, read: Read<T>): Read<T[]> =>
  (body) => {
    const raw = isObject(body) ? body[key] : undefined;
    const entries = list(read)(raw);
    return entries && (entries.length || !(raw as unknown[]).length) ? entries : undefined;
  };

const flag: Read<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

const readShopItem = shape<ShopItem>({
  id,
  name: or(text, ''),
  description: or(text, ''),
  price: or(finite, 0),
  quantity: finite,
  resourceId: id,
  loyaltyTierId: id,
  type: text,
});

export const readShopItems = listOf('shopItems', readShopItem);

/** A redeem's answer: any object is a yes (the service documents no more); its item and next step when readable. */
export const readRedeemed = (body: unknown): Redeemed | undefined => {
  if (!isObject(body)) return undefined;
  const message = text(body.message)?.trim().slice(0, 500);
  return { shopItem: readShopItem(body.shopItem), ...(message && { message }) };
};

export const readMissions = listOf(
  'missions',
  shape<Mission>({ id, name: or(text, ''), description: or(text, ''), type: text, reward: or(finite, 0), resourceId: id, completed: flag }),
);

/**
 * The leaderboard: `GET /user/list` carries other fans' whole records (birth dates, addresses,
 * e-mails); only the name, avatar, points and tier of each pass this edge.
 */
export const readLeaderboard = listOf(
  'users',
  shape<RankedFan>({ id, name: or(text, ''), avatar: text, gold: or(finite, 0), loyaltyTier: shape({ id, name: or(text, ''), resourceId: id }) }),
);
