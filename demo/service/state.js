// @ts-check
/** The running service as its routes see it: its address, its clock, its state and the accounts in it. */
import { copy, iso, newToken, normalEmail } from './common.js';
import { PLATFORMS } from './pages.js';
import { avatarUrl } from './pictures.js';
import { seed } from './seed.js';

/** @typedef {import('./seed.js').State} State @typedef {import('./seed.js').Account} Account @typedef {import('./seed.js').Json} Json */

export class Service {
  /** Resolvers of the requests a `hold` fault keeps open. @type {Set<() => void>} */
  #held = new Set();

  /** @param {string} url the service's own address @param {string} [currencyName] what the team calls its points */
  constructor(url, currencyName) {
    this.url = url;
    this.currencyName = currencyName;
    /** @type {State} replaced whole by `reset`, so a request can tell it outlived its state */
    this.state = seed(url, Math.floor(Date.now() / 1000), currencyName);
  }

  /** The service's clock, in seconds: the real one moved (or stopped) by the `clock` control. */
  now() {
    return this.state.stoppedAt ?? Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  /**
   * A new state: requests still held or waiting from before are dropped when they wake (see the
   * request handler), so nothing a finished test started can change the state the next test sees.
   * `seededAt` (seconds) dates the seed from a moment of the caller's, so two resets seed the same world.
   */
  reset(seededAt = Math.floor(Date.now() / 1000)) {
    this.state = seed(this.url, seededAt, this.currencyName);
    this.release();
  }

  /** Resolves once `release` (or a reset) lets the request go on. */
  hold() {
    return new Promise((resolve) => this.#held.add(() => resolve(undefined)));
  }

  /** Lets every held request go on; how many there were. */
  release() {
    const count = this.#held.size;
    for (const resolve of this.#held) resolve();
    this.#held.clear();
    return count;
  }

  /** @param {Account} account */
  publicUser(account) {
    return copy(account.profile);
  }

  /**
   * `GET /user` (and `PUT /user`): the fan now, their place by points among the team's fans (ties
   * share the better place) and their unread count, with the total under both the table's `total`
   * and the docs' `rank`.
   * @param {Account} account
   */
  currentUser(account) {
    const { accounts } = this.state;
    const position = 1 + accounts.filter((other) => other.profile.gold > account.profile.gold).length;
    // Each platform connected as an object, the others null, as the docs' example of `GET /user`.
    const platforms = Object.keys(PLATFORMS).map((p) => [
      `${p}User`,
      account.platforms.includes(p) ? { id: account.profile.id, [`${p}Id`]: `${p}-${account.profile.id}`, name: `${p}_fan`, displayName: `${p}_fan`, createdAt: account.profile.createdAt } : null,
    ]);
    return { user: { ...this.publicUser(account), ...Object.fromEntries(platforms) }, rank: { position, total: accounts.length, rank: accounts.length }, unread: account.unread ?? 0 };
  }

  /** A change to a fan's points, in their history (newest last). @param {Account} account @param {number} amount @param {string} description @param {Json} [link] */
  record(account, amount, description, link) {
    const history = this.state.transactions.get(account.profile.id) ?? [];
    const id = Math.max(0, ...[...this.state.transactions.values()].flat().map((t) => t.id)) + 1;
    history.push({ id, amount, createdAt: iso(this.now()), description, ...link });
    this.state.transactions.set(account.profile.id, history);
  }

  /** @param {Account} account */
  startSession(account) {
    const token = newToken();
    this.state.tokens.set(token, account);
    return { token, user: this.publicUser(account) };
  }

  /** @param {unknown} email */
  findAccount(email) {
    return this.state.accounts.find((a) => a.email === normalEmail(email));
  }

  nextId() {
    return Math.max(0, ...this.state.accounts.map((a) => a.profile.id)) + 1;
  }

  /**
   * A new account's profile, with its own avatar and nothing of anyone else's.
   * @param {number} id @param {string} name @param {Json} fields
   */
  newProfile(id, name, fields) {
    return {
      id,
      name,
      avatar: avatarUrl(this.url, id),
      createdAt: iso(this.now()),
      dateOfBirth: '',
      gold: 0,
      goldTotal: 0,
      goldSpent: 0,
      loyaltyMembership: this.state.memberships[0],
      loyaltyTier: this.state.tiers[0],
      notifications: iso(this.now()),
      shippingAddressName: '',
      shippingAddressStreet: '',
      shippingAddressSuite: '',
      shippingAddressCity: '',
      shippingAddressState: '',
      shippingAddressZip: '',
      shippingAddressCountry: '',
      tags: [],
      ...fields,
    };
  }
}
