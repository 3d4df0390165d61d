// @ts-check
/** The running service as its routes see it: its address, its clock, its state and the accounts in it. */
import { copy, iso, newToken, normalEmail } from './common.js';
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

  /** The service's clock, in seconds: the real one moved by the `clock` control. */
  now() {
    return Math.floor(Date.now() / 1000) + this.state.clockOffset;
  }

  /**
   * A new state: requests still held or waiting from before are dropped when they wake (see the
   * request handler), so nothing a finished test started can change the state the next test sees.
   */
  reset() {
    this.state = seed(this.url, Math.floor(Date.now() / 1000), this.currencyName);
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
