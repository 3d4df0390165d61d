import { css, html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { WordKey, Words } from '../locales/en.js';

export interface FieldOptions {
  /** Form field name; also the base of the input's id. */
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
  const errorId = `${o.name}-error`;
  const describedBy = [o.error ? errorId : '', o.describedBy ?? ''].filter(Boolean).join(' ');
  return html`<div part="field">
    <label part="label" for=${o.name}>${o.label}</label>
    <input
      part="input"
      id=${o.name}
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
export const formError = (message: string | undefined, id = 'form-error'): TemplateResult =>
  html`<p part="error" id=${id} role="alert">${message ?? ''}</p>`;

/**
 * The primary button. It stays focusable while busy (`aria-disabled`, not `disabled`) so focus is
 * not lost mid-submit; the form ignores submits while busy, so there is no double submit.
 */
export const submitButton = (label: string, busyLabel: string, busy: boolean): TemplateResult =>
  html`<button part="button submit" type="submit" aria-disabled=${busy ? 'true' : 'false'}>
    ${busy ? busyLabel : label}
  </button>`;

/**
 * A password field with a show-password toggle: a real button whose `aria-pressed` says whether
 * the text is visible. `controls` names every input the toggle reveals (ids, space-separated).
 */
export const passwordField = (words: Words, o: FieldOptions, shown: boolean, onToggle: () => void, controls = o.name): TemplateResult =>
  field({
    ...o,
    type: shown ? 'text' : 'password',
    after: html`<button part="button" type="button" aria-pressed=${shown ? 'true' : 'false'} aria-controls=${controls} @click=${onToggle}>
      ${words.showPassword}
    </button>`,
  });

/** Keeps the show-password toggle its own size under the input. */
export const passwordStyles = css`
  [part~='field'] > [aria-pressed] {
    justify-self: start;
  }
`;

/** What is wrong with a typed e-mail address, if anything (the same sentences in every form). */
export const emailError = (email: string): WordKey | undefined =>
  !email.trim() ? 'enterEmail' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'enterValidEmail';

/** The e-mail field, labelled and filled in the same way in every form. */
export const emailField = (words: Words, o: Pick<FieldOptions, 'value' | 'error' | 'describedBy' | 'onInput'>): TemplateResult =>
  field({ name: 'email', label: words.email, type: 'email', autocomplete: 'email', required: true, ...o });

/** Field errors by field name, each a sentence's key. */
export type FieldErrors<Name extends string> = Partial<Record<Name, WordKey>>;

/** True when `errors` holds no error. */
export const noErrors = (errors: object): boolean => !Object.values(errors).some(Boolean);
