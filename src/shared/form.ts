import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { WordKey, Words } from '../locales/en.js';

export interface FieldOptions {
  /** The input's id, unique in the page (its error's is this plus `-error`). */
  id: string;
  /** Form field name, what a password manager reads. */
  name: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'email' | 'password' | 'text' | 'date' | 'search';
  autocomplete?: string;
  required?: boolean;
  /** The field's own validation message, shown in its `role=alert` and tied to the input. */
  error?: string;
  /** Extra ids the input is described by (a hint, the form's error). */
  describedBy?: string;
  minlength?: number;
  max?: string;
  inputmode?: string;
  /** Content placed after the input (e.g. a show-password toggle). */
  after?: TemplateResult;
}

/**
 * A labelled input with its error: the one way all forms draw a field, so the part names,
 * the label/`for` tie, `aria-invalid` and `aria-describedby` are the same everywhere.
 */
export function field(o: FieldOptions): TemplateResult {
  const errorId = `${o.id}-error`;
  const describedBy = [o.error ? errorId : '', o.describedBy ?? ''].filter(Boolean).join(' ');
  return html`<div part="field">
    <label part="label" for=${o.id}>${o.label}</label>
    <input
      part="input"
      id=${o.id}
      name=${o.name}
      type=${o.type ?? 'text'}
      .value=${o.value}
      autocomplete=${ifDefined(o.autocomplete)}
      inputmode=${ifDefined(o.inputmode)}
      minlength=${ifDefined(o.minlength)}
      max=${ifDefined(o.max)}
      ?required=${o.required}
      aria-invalid=${o.error ? 'true' : 'false'}
      aria-describedby=${describedBy || nothing}
      @input=${(event: InputEvent) => o.onInput((event.target as HTMLInputElement).value)}
    />
    <p part="error" id=${errorId} role="alert">${o.error ?? ''}</p>
    ${o.after ?? nothing}
  </div>`;
}

/** The form-level error (what the service said), in its own `role=alert` region. */
export const formError = (message: string | undefined, id?: string): TemplateResult =>
  html`<p part="error" class="form-error" id=${ifDefined(id)} role="alert">${message ?? ''}</p>`;

/**
 * The form's submit button, the primary action unless `primary` is false. It stays focusable while
 * busy (`aria-disabled`, not `disabled`) so focus is not lost mid-submit; the form ignores submits
 * while busy, so there is no double submit.
 */
export const submitButton = (label: string, busyLabel: string, busy: boolean, primary = true): TemplateResult =>
  html`<button part=${primary ? 'button submit' : 'button'} type="submit" aria-disabled=${busy ? 'true' : 'false'}>
    ${busy ? busyLabel : label}
  </button>`;

/**
 * A password field with a toggle that says what it will do ("Show password", "Hide password") and
 * looks pressed while the text shows. `controls` names every input it reveals (ids, space-separated).
 */
export const passwordField = (words: Words, o: FieldOptions, shown: boolean, onToggle: () => void, controls = o.id): TemplateResult =>
  field({
    ...o,
    type: shown ? 'text' : 'password',
    after: html`<button part="button" class=${shown ? 'pressed' : ''} type="button" aria-controls=${controls} @click=${onToggle}>
      ${shown ? words.hidePassword : words.showPassword}
    </button>`,
  });

/** What each field of `form` holds now, read at submit: a password manager may fill fields without an `input` event. */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));

/** What is wrong with a typed e-mail address, if anything (the same sentences in every form). */
export const emailError = (email: string): WordKey | undefined =>
  !email.trim() ? 'enterEmail' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'enterValidEmail';

/** The e-mail field, labelled and filled in the same way in every form. */
export const emailField = (words: Words, o: Pick<FieldOptions, 'id' | 'value' | 'error' | 'describedBy' | 'onInput' | 'autocomplete'>): TemplateResult =>
  field({ name: 'email', label: words.email, type: 'email', autocomplete: 'email', required: true, ...o });

/** Field errors by field name, each a sentence's key. */
export type FieldErrors<Name extends string> = Partial<Record<Name, WordKey>>;

/** True when `errors` holds no error. */
export const noErrors = (errors: object): boolean => !Object.values(errors).some(Boolean);
