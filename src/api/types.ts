/** Shapes of the loyalty service interface (spec: loyalty-service-interface.md). */

export interface Tag {
  id: number;
  name: string;
}

export interface Membership {
  id: number;
  name: string;
  /** Cost per month, in cents. */
  priceMonth: number;
  /** Cost per year, in cents. */
  priceYear: number;
  resourceId?: number;
}

export interface Tier {
  id: number;
  name: string;
  /** Points required to reach the tier. */
  gold: number;
  resourceId?: number;
}

export interface User {
  id: number;
  name: string;
  avatar?: string;
  createdAt?: string;
  /** MM/DD/YYYY */
  dateOfBirth?: string;
  gold: number;
  goldTotal?: number;
  goldSpent?: number;
  loyaltyMembership?: Membership;
  loyaltyTier?: Tier;
  notifications?: string;
  tags?: Tag[];
  shippingAddressCity?: string;
  shippingAddressCountry?: string;
  shippingAddressName?: string;
  shippingAddressState?: string;
  shippingAddressStreet?: string;
  shippingAddressSuite?: string;
  shippingAddressZip?: string;
  /** The platforms connected to the account, when `GET /user` said (its `<platform>User` objects). */
  connected?: Platform[];
}

/** The team root (`GET {loyalty_base}/`): the program's own settings, shared by every element of the team. */
export interface Team {
  name: string;
  /** What the team calls its points ("Acme Coins"); absent when the service names none. */
  currencyName?: string;
  memberships: Membership[];
  /** Every tier, lowest threshold first. */
  tiers: Tier[];
  tags: Tag[];
}

/** `GET /user`: the fan as the service knows them now. */
export interface CurrentUser {
  user: User;
  /** The fan's place among the team's fans (`position` of `total`), when the service says. */
  rank?: { position: number; total: number };
  /** Notifications the fan has not read, when the service says. */
  unread?: number;
}

/** A reward of the team's shop (`GET /shopItem/list`). */
export interface ShopItem {
  id: number;
  name: string;
  description: string;
  /** Points the fan spends to redeem it. */
  price: number;
  /** How many are left; absent when the service says nothing. */
  quantity?: number;
  resourceId?: number;
  /** The lowest tier allowed to redeem it. */
  loyaltyTierId?: number;
  type?: string;
}

/** What `PUT /shopItem/{id}/redeem` answered: the item, and a next step when the service gives one. */
export interface Redeemed {
  shopItem?: ShopItem;
  /** The service's own words on what happens next (e.g. where the item is shipped). */
  message?: string;
}

/** A way to earn points (`GET /mission/list`). */
export interface Mission {
  id: number;
  name: string;
  description: string;
  /** `follow`, `profile`, `connections`, `platform`, `media`, `code` or `qr-code`. */
  type?: string;
  /** Points the mission grants. */
  reward: number;
  resourceId?: number;
  /** Done by this fan, when the service says (not documented; never assumed). */
  completed?: boolean;
}

/** One fan of the leaderboard (`GET /user/list`): only what the board shows, nothing else of theirs. */
export interface RankedFan {
  id: number;
  name: string;
  avatar?: string;
  gold: number;
  loyaltyTier?: { id: number; name: string; resourceId?: number };
}

export type EventStatus = 'ongoing' | 'upcoming' | 'completed';

export interface ScheduledEvent {
  id: number;
  name: string;
  description: string;
  url: string;
  callToAction: string;
  location: string;
  /** Unix seconds; absent when the service sent no usable time. */
  start?: number;
  /** Unix seconds. */
  end?: number;
  /** Absent when the service sent a status this version does not know. */
  status?: EventStatus;
  resourceId?: number;
  tags: Tag[];
  createdAt?: string;
  updatedAt?: string;
}

export type Interval = 'month' | 'year';

export interface SignupRequest {
  email: string;
  password: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
  interval: Interval;
  tags: number[];
  membership?: number;
  returnPath?: string;
  username?: string;
  referralId?: number;
  giftToken?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  giftToken?: string;
}

export interface ForgotPasswordRequest {
  email: string;
  returnPath?: string;
}

export interface ResetPasswordRequest {
  password: string;
  token: string;
}

/** What log in and sign up return: the session's token and user. */
export interface Auth {
  token: string;
  user: User;
}

export interface SignupResult extends Auth {
  /** When present, the client stores the token and then goes to this address. */
  href?: string;
}

/** The platforms the service connects, with their names on the buttons. */
export const PLATFORM_NAMES = {
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
} as const;

export type Platform = keyof typeof PLATFORM_NAMES;

export const PLATFORMS = Object.keys(PLATFORM_NAMES) as readonly Platform[];

/** What `PUT /user` may change (every field optional; send only what changed). */
export interface ProfileChanges {
  username?: string;
  /** MM/DD/YYYY */
  dateOfBirth?: string;
  /** Tag ids. */
  tags?: number[];
  avatarResourceId?: number;
  shippingAddressName?: string;
  shippingAddressStreet?: string;
  shippingAddressSuite?: string;
  shippingAddressCity?: string;
  shippingAddressState?: string;
  shippingAddressZip?: string;
  shippingAddressCountry?: string;
}

/** Where to PUT an image (`GET /resource`), and the resource it becomes. */
export interface UploadTarget {
  url: string;
  resourceId: number;
}

/** What a plan change answered: an amount to confirm (cents), or a page of the service's to go to, or neither (done). */
export interface PlanChange {
  amountDue?: number;
  href?: string;
}

/** One change to the fan's points (`GET /transaction/list`). */
export interface Transaction {
  id: number;
  /** Points, positive earned, negative spent. */
  amount: number;
  /** ISO date; absent when unusable. */
  createdAt?: string;
  description: string;
  link?: string;
}

/** One notification of the fan's (`GET /notification/list`). */
export interface FanNotification {
  id: number;
  /** ISO date; absent when unusable. */
  timestamp?: string;
  body: string;
  link?: string;
}
