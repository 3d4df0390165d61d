import type { Interval, User } from '../../api/types.js';
import type { WordKey } from '../../i18n/english.js';
import { dateInputValue } from '../../base/form-values.js';

/** The fields of `PUT /user` the forms edit as text, with the word of their label and their autofill token. */
export const TEXT_FIELDS = {
  username: ['usernameLabel', 'nickname'],
  dateOfBirth: ['dateOfBirth', 'bday'],
  shippingAddressName: ['shippingName', 'shipping name'],
  shippingAddressStreet: ['street', 'shipping address-line1'],
  shippingAddressSuite: ['suite', 'shipping address-line2'],
  shippingAddressCity: ['city', 'shipping address-level2'],
  shippingAddressState: ['region', 'shipping address-level1'],
  shippingAddressZip: ['zip', 'shipping postal-code'],
  shippingAddressCountry: ['country', 'shipping country-name'],
} as const satisfies Record<string, [WordKey, string]>;
export type TextField = keyof typeof TEXT_FIELDS;
/** The fields each text form edits: the profile's two, and the shipping address's. */
export const FIELDS = { profile: ['username', 'dateOfBirth'] as TextField[], shipping: Object.keys(TEXT_FIELDS).slice(2) as TextField[] };

/** The field's value as the service has it, as the form shows it. */
export const saved = (user: User, name: TextField): string =>
  name === 'username' ? user.name : name === 'dateOfBirth' ? dateInputValue(user.dateOfBirth) : (user[name] ?? '');

/** The plan the fan is choosing: which, billed how, and the amount the service asked to confirm. */
export interface PlanChoice {
  membership?: number;
  interval: Interval;
  due?: number;
}

/** The plan choice at first: none made, billed monthly. */
export const FIRST_CHOICE: PlanChoice = { interval: 'month' };
