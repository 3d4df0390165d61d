import { html, nothing, type TemplateResult } from 'lit';
import type { Tag } from '../api/types.js';
import type { WordKey, Words } from '../i18n/english.js';
import { FocusAfterRender, type Host } from '../controllers/focus-after-render.js';
import { type Countdown } from '../controllers/countdown.js';
import { safeHttpUrl } from '../page/safe-url.js';

export interface FieldOptions {
  /** The input's id, unique in the page (its error's is this plus `-error`). */
  id: string;
  /** Form field name, what a password manager reads. */
  name: string;
  label: string | TemplateResult;
  value: string;
  onInput: (value: string) => void;
  type?: 'email' | 'password' | 'text' | 'date' | 'search';
  autocomplete?: string;
  required?: boolean;
  /** The field's own validation message, shown in its `role=alert` and tied to the input. */
  error?: string;
  /** Extra ids the input is described by (a hint, the form's error). */
  describedBy?: string;
  max?: string;
  /** Content placed right after the input, before its error (e.g. a show-password toggle). */
  after?: TemplateResult;
  /** Left to right in any page: an e-mail address, a password (a right-to-left page would start them at the wrong edge). */
  ltr?: boolean;
  /** Hears the keys pressed in the input, and its blur (a password field's Caps Lock). */
  onKey?: (event: Event) => void;
}

/**
 * A labelled input with its error: the one way all forms draw a field, so the part names,
 * the label/`for` tie, `aria-invalid` and `aria-describedby` are the same everywhere.
 */
export function field(o: FieldOptions): TemplateResult {
  const errorId = `${o.id}-error`;
  const describedBy = [o.error && errorId, o.describedBy].filter(Boolean).join(' ');
  return html`<div part="field">
    <label part="label" for=${o.id}>${o.label}</label>
    <input
      part="input"
      id=${o.id}
      name=${o.name}
      type=${o.type ?? 'text'}
      dir=${o.ltr ? 'ltr' : nothing}
      .value=${o.value}
      autocomplete=${o.autocomplete ?? nothing}
      max=${o.max ?? nothing}
      ?required=${o.required}
      aria-invalid=${!!o.error}
      aria-describedby=${describedBy || nothing}
      @input=${(event: InputEvent) => o.onInput((event.target as HTMLInputElement).value)}
      @keyup=${o.onKey}
      @blur=${o.onKey}
    />
    ${o.after ?? nothing}
    <p part="error" id=${errorId} role="alert">${o.error}</p>
  </div>`;
}

/** The form-level error (what the service said), in its own `role=alert` region. */
export const formError = (message: unknown, id?: string): TemplateResult =>
  html`<p part="error" class="form-error" id=${id ?? nothing} role="alert">${message}</p>`;

/**
 * A link to `href`, an address the page gave (a web or relative address; anything else is no
 * link): `label`, else `otherwise` where there is none.
 */
export const pageLink = (href: string | undefined, label: unknown, otherwise: unknown = nothing): unknown => {
  const url = safeHttpUrl(href);
  return url ? html`<a part="link" href=${url}>${label}</a>` : otherwise;
};

/** Seconds as minutes and seconds: `0:42`. */
export const minutes = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The form-level error of a submit: while a refusal has the fan wait, "Try again in 0:42",
 * counting down on screen but read out once, as it began (an alert that changed each second
 * would talk over the fan); else `problem`.
 */
export const submitError = (words: Words, wait: Countdown, problem: string | undefined, id?: string): TemplateResult =>
  formError(
    problem && wait.left
      ? html`<span aria-hidden="true">${words.tooManyAttempts(minutes(wait.left))}</span><span class="visually-hidden">${words.tooManyAttempts(minutes(wait.seconds))}</span>`
      : problem,
    id,
  );

/**
 * The form's submit button, the primary action unless `primary` is false. It stays focusable while
 * busy or made to wait (`aria-disabled`, not `disabled`) so focus is not lost; the form ignores
 * submits then, so there is no double submit. While a wait lasts it shows the seconds `left`
 * (heard once, in the form's banner).
 */
export const submitButton = (label: string | TemplateResult, disabled: boolean, primary = true, describedBy?: string, left = 0): TemplateResult =>
  html`<button part=${primary ? 'button submit' : 'button'} type="submit" aria-disabled=${disabled} aria-describedby=${describedBy || nothing}>
    ${label} ${left ? html`<span aria-hidden="true">${minutes(left)}</span>` : nothing}
  </button>`;

/** The show-password toggle's picture: an eye, crossed out while the password shows. */
export const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm7 0a3 3 0 0 0 6 0 3 3 0 0 0-6 0';
export const EYE_CROSSED = `${EYE}M4 4l16 16`;

/** What a password field shows besides the password: the password itself, or not; that Caps Lock is on. */
export interface PasswordState {
  shown: boolean;
  caps: boolean;
  /** Shows the password, or hides it again. */
  toggle(): void;
  /** Hears each key (a blur has no modifiers: the warning goes with the focus). */
  key(event: Event): void;
}

/**
 * A password field (always required) with, inside it, a toggle named "Show password" that is pressed while the text
 * shows (`controls`: every input it reveals, ids space-separated); under it `hint` (what we suggest
 * for a new password) and, while Caps Lock is on, a polite warning; both describe the input.
 */
export function passwordField(words: Words, o: FieldOptions, state: PasswordState, hint?: string, controls = o.id): TemplateResult {
  const hintId = `${o.id}-hint`;
  const capsId = `${o.id}-caps`;
  return field({
    ...o,
    required: true,
    ltr: true,
    type: state.shown ? 'text' : 'password',
    describedBy: [o.describedBy, hint && hintId, state.caps && capsId].filter(Boolean).join(' '),
    onKey: state.key,
    after: html`<button part="button" class="reveal" type="button" title=${words.showPassword} aria-pressed=${state.shown} aria-controls=${controls} @click=${state.toggle}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d=${state.shown ? EYE_CROSSED : EYE} /></svg>
      </button>
      ${hint ? html`<p class="hint" id=${hintId}>${hint}</p>` : nothing}
      <p class="hint" id=${capsId} role="status">${state.caps ? words.capsLock : ''}</p>`,
  });
}

/**
 * A credential form as its element keeps it: what its fields hold and what is wrong with them
 * (typing in a field keeps its text and takes its error away), whether its passwords show and
 * Caps Lock is on, and, as every FocusAfterRender, where focus goes after the next render.
 */
export class FormState<Name extends string> extends FocusAfterRender implements PasswordState {
  values: Partial<Record<Name, string>> = {};
  errors: FieldErrors<Name> = {};
  shown = false;
  caps = false;

  constructor(
    host: Host,
    view: string | undefined,
    /** The id, unique in the page, of a field's input. */
    private readonly id: (name: Name) => string,
  ) {
    super(host, view);
  }

  /** What `field()` takes of the field `name`: its id, text and error (in `words`), and what typing does. */
  of(name: Name, words: Words) {
    const error = this.errors[name];
    return {
      id: this.id(name),
      name,
      value: this.values[name] ?? '',
      error: error && words[error],
      onInput: (value: string) => {
        this.values[name] = value;
        this.errors[name] = undefined;
        this.host.requestUpdate();
      },
    };
  }

  /** What each field of the submitted form holds now: a password manager may fill fields without an `input` event. */
  read(event: SubmitEvent): Partial<Record<Name, string>> {
    // No form of ours has a file input: every value is text.
    return Object.assign(this.values, Object.fromEntries(new FormData(event.currentTarget as HTMLFormElement)));
  }

  /** Shows `errors`, the first field in error focused; true when there is none. */
  check(errors: FieldErrors<Name>): boolean {
    this.errors = errors;
    this.host.requestUpdate();
    if (!Object.values(errors).some(Boolean)) return true;
    this.focus('[aria-invalid="true"]');
    return false;
  }

  /** Forgets what was typed and what was wrong: the next fan finds the form empty. */
  clear(): void {
    this.values = {};
    this.errors = {};
    this.host.requestUpdate();
  }

  readonly toggle = (): void => {
    this.shown = !this.shown;
    this.host.requestUpdate();
  };

  readonly key = (event: Event): void => {
    const caps = !!(event as KeyboardEvent).getModifierState?.('CapsLock');
    if (caps !== this.caps) this.host.requestUpdate();
    this.caps = caps;
  };
}

/** What is wrong with a typed e-mail address, if anything (the same sentences in every form). */
export const emailError = (email: string): WordKey | undefined =>
  !email.trim() ? 'enterEmail' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'enterValidEmail';

/** The e-mail field, labelled and filled in the same way in every form. */
export const emailField = (words: Words, o: Pick<FieldOptions, 'id' | 'name' | 'value' | 'error' | 'describedBy' | 'onInput' | 'autocomplete'>): TemplateResult =>
  field({ label: words.email, type: 'email', autocomplete: 'email', required: true, ltr: true, ...o });

/** Field errors by field name, each a sentence's key. */
export type FieldErrors<Name extends string> = Partial<Record<Name, WordKey>>;

/** `chosen` with `id` taken out, or put in: a new set, so the element sees its state change. */
export function toggled(chosen: Set<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The team's interests as toggle buttons, pressed when chosen. */
export function interestsField(words: Words, tags: Tag[], chosen: Set<number>, toggle: (id: number) => void) {
  return tags.length
    ? html`<fieldset part="field">
        <legend part="label">${words.interests}</legend>
        <div class="choices">
          ${tags.map((tag) => html`<button part="button tag" type="button" aria-pressed=${chosen.has(tag.id)} @click=${() => toggle(tag.id)}>${tag.name}</button>`)}
        </div>
      </fieldset>`
    : nothing;
}
