import { PLATFORMS, type Auth, type CurrentUser, type Membership, type Platform, type Tag, type Team, type Tier, type User } from './types.js';

/**
 * What the service answers (and what storage hands back), read into the shapes of types.ts: only
 * the fields we know, each of its type. Text is a well-formed string, a number is finite, an id is a
 * non-negative safe integer, a status is one we draw. A field that does not fit falls back to its
 * default when it has one ('' or 0 or []) and is left out otherwise; an object without a usable id
 * is not that object (left out of a list, absent where optional). `undefined` means the answer
 * lacks what the interface promises: the client calls that unreadable.
 */
export type Reader<T> = (value: unknown) => T | undefined;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A lone surrogate cannot go into an address or a file (encodeURIComponent throws on it): U+FFFD.
// Read by code point (`u`), a pair is one character and only a lone half is a surrogate (`Cs`).
export const text: Reader<string> = (value) => (typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\uFFFD') : undefined);
// Number.isFinite takes no string or boxed number for one: only a number is finite.
export const finite: Reader<number> = (value) => (Number.isFinite(value) ? (value as number) : undefined);
export const id: Reader<number> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
export const or =
  <T>(read: Reader<T>, fallback: T): Reader<T> =>
  (value) =>
    read(value) ?? fallback;
/** The entries that read; the same id twice is one entry. */
export const list =
  <T extends { id: number }>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<number>();
    return value.map(read).filter((entry): entry is T => !!entry && !seen.has(entry.id) && !!seen.add(entry.id));
  };
// It goes back in a request header: visible ASCII only, or fetch would throw on it.
export const token: Reader<string> = (value) => (typeof value === 'string' && /^[!-~]+$/.test(value) ? value : undefined);

/** An object of these fields, each read; none without its id. */
export const shape =
  <T extends { id: number }>(fields: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> =>
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
export const tags = list(tag);
const membership = shape<Membership>({ id, name: or(text, ''), priceMonth: or(finite, 0), priceYear: or(finite, 0), resourceId: id });
const tier = shape<Tier>({ id, name: or(text, ''), gold: or(finite, 0), resourceId: id });

const readUserFields = shape<User>({
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
  connected: (value) => (Array.isArray(value) ? PLATFORMS.filter((platform) => value.includes(platform)) : undefined),
});

/**
 * A user: its fields, and the platforms connected, from `GET /user`'s `<platform>User` objects
 * (an object connected, null not) where the answer has any, else as stored (`connected`).
 */
export const readUser: Reader<User> = (value) => {
  const user = readUserFields(value);
  if (!user) return undefined;
  const said = PLATFORMS.filter((platform) => `${platform}User` in (value as object));
  if (!said.length) return user;
  const connected: Platform[] = said.filter((platform) => isObject((value as Record<string, unknown>)[`${platform}User`]));
  return { ...user, connected };
};

/** `{token, user}` of log in, and of a stored session. */
export function readAuth(body: unknown): Auth | undefined {
  if (!isObject(body)) return undefined;
  const auth = { token: token(body.token), user: readUser(body.user) };
  return auth.token && auth.user ? (auth as Auth) : undefined;
}

/** `{team}` of the team root: a list that is not one is empty, tiers lowest threshold first. */
export function readTeam(body: unknown): Team | undefined {
  const team = isObject(body) ? body.team : undefined;
  if (!isObject(team)) return undefined;
  const currencyName = text(team.currencyName)?.trim();
  return {
    name: text(team.name) ?? '',
    ...(currencyName && { currencyName }),
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
    ...(position && total && position <= total && { rank: { position, total } }),
    ...(id(unread) === undefined ? {} : { unread: unread as number }),
  };
}

/** `{<key>: [...]}` of a list endpoint, read entry by entry; a list where not one entry could be read is unreadable. */
export const listOf =
  <T extends { id: number }>(key: string, read: Reader<T>): Reader<T[]> =>
  (body) => {
    const raw = isObject(body) ? body[key] : undefined;
    const entries = list(read)(raw);
    return entries && (entries.length || !(raw as unknown[]).length) ? entries : undefined;
  };
