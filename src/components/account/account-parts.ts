import type { TemplateResult } from 'lit';
import type { ProfileChanges, User } from '../../api/types.js';
import type { WordKey, Words } from '../../i18n/english.js';
import { birthDate, dateInputValue, today } from '../../base/form-values.js';
import { field, type FieldErrors, type FormState } from '../../base/form-fields.js';

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

/** A text field of `form` as the fan last typed it, else as the service has it; `describedBy`: the form's alert, when it failed. */
export function textField(form: FormState<TextField>, words: Words, user: User, name: TextField, describedBy?: string): TemplateResult {
  const [label, autocomplete] = TEXT_FIELDS[name];
  return field({
    ...form.of(name, words),
    label: words[label],
    value: form.values[name] ?? saved(user, name),
    autocomplete,
    ...(name === 'dateOfBirth' && { type: 'date', max: today() }),
    required: name === 'username',
    describedBy,
  });
}

/** What the fan changed of the fields `names` (trimmed, the date of birth as the service takes it), into `changes`, and what is wrong with it. */
export function changed(names: TextField[], values: FormState<TextField>['values'], user: User, changes: ProfileChanges): FieldErrors<TextField> {
  const errors: FieldErrors<TextField> = {};
  for (const name of names) {
    const value = values[name];
    if (value === undefined || value === saved(user, name)) continue;
    if (name === 'username' && !value.trim()) errors.username = 'enterUsername';
    else if (name !== 'dateOfBirth') changes[name] = value.trim();
    else if (!(changes.dateOfBirth = birthDate(value))) errors.dateOfBirth = 'enterRealDateOfBirth';
  }
  return errors;
}
