import { css } from 'lit';

/**
 * How controls look wherever they are drawn: in an element's shadow root, or in a credential form
 * drawn in the page for password managers (see page-form-styles.ts). Sizes are in `em`, so they
 * follow the element's own font size, never the page's root size.
 */
export const controls = css`
  [part~='field'] {
    display: grid;
    gap: 0.25em;
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  [part~='label'] {
    font-weight: 600;
    padding: 0;
  }
  [part~='input'] {
    font: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6em 0.75em;
    margin: 0;
    width: 100%;
    min-height: 2.75em;
    box-sizing: border-box;
  }
  [part~='input'][aria-invalid='true'] {
    border-color: var(--_error);
  }
  [part~='button'] {
    font: inherit;
    cursor: pointer;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6em 1em;
    margin: 0;
    min-height: 2.75em;
    box-sizing: border-box;
    text-align: center;
  }
  [part~='submit'],
  [aria-pressed='true'],
  .pressed {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
  }
  [part~='submit'] {
    font-weight: 600;
  }
  [part~='button']:disabled,
  [part~='button'][aria-disabled='true'] {
    cursor: progress;
  }
  :is(input, button, a):focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  [part~='link'] {
    color: var(--_accent);
    text-decoration: underline;
  }
  [part~='error'] {
    color: var(--_error);
    margin: 0;
  }
  [part~='message'],
  p {
    margin: 0;
  }
  /* Service text can hold one cluster no line may break (emoji bound by joiners): cut it at the
     edge rather than widen the page (only text with no control in it, whose focus ring would go),
     and let the boxes around it shrink to the page. */
  :where([part~='error'], [part~='message'], p, dt, dd, h2, h3, li):not(:has(a, button, input, select, textarea)) {
    overflow-x: clip;
  }
  :where([part~='error'], [part~='message'], p, dt, dd, h2, h3, li, div) {
    min-width: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }
  /* Empty live regions take no room but stay in the accessibility tree, so what fills them later is read out. */
  [part~='error']:empty,
  [part~='message']:empty,
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [part~='button']:hover:not([aria-disabled='true']) {
    filter: brightness(0.95);
  }
  /* A show-password toggle keeps its own size under its field. */
  [part~='field'] > [part~='button'] {
    justify-self: start;
  }
  .platforms,
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_gap) / 2);
  }
  [part~='platform'] {
    flex: 1 1 10em;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5em;
  }
  .mark {
    width: 1.25em;
    height: 1.25em;
    flex: none;
    fill: currentColor;
  }
  .choice {
    display: flex;
    gap: 0.5em;
    align-items: center;
    min-height: 2.75em;
    cursor: pointer;
  }
  .choice input {
    margin: 0;
    width: 1.25em;
    height: 1.25em;
    accent-color: var(--_accent);
  }
  .price {
    color: var(--_muted);
  }
  /* Names the service or the page wrote take their own direction and flip nothing around them. */
  .choice > span,
  [part~='tag'] {
    unicode-bidi: plaintext;
  }
  /* Interest toggles: pills that show whether they are on. */
  [part~='tag'][aria-pressed] {
    border-radius: 999px;
    min-height: 2.25em;
    padding: 0.25em 0.9em;
  }
  [part~='tag'][aria-pressed]::before {
    content: '+' / '';
    margin-inline-end: 0.4em;
  }
  [part~='tag'][aria-pressed='true']::before {
    content: '✓' / '';
  }
  .or {
    display: flex;
    align-items: center;
    gap: var(--_gap);
    color: var(--_muted);
  }
  .or::before,
  .or::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--_border);
  }
  .price::before {
    content: '·';
    margin-inline-end: 0.5em;
  }
`;

/**
 * What every element is: the private `--_*` colours (from the creator's `--loyalty-*` properties,
 * else defaults for a light page or, when the text it inherits is light, a dark one; `theme`
 * forces either and paints its own background), and text that the page's alignment, spacing and
 * root font size do not reach.
 */
const host = css`
  :host {
    display: grid;
    gap: var(--_gap);
    align-content: start;
    box-sizing: border-box;
    font-family: var(--loyalty-font, inherit);
    color: var(--loyalty-text, inherit);
    text-align: start;
    line-height: 1.5;
    letter-spacing: normal;
    word-spacing: normal;
    text-transform: none;
    text-indent: 0;
    white-space: normal;
    /* A 60-character name or tag wraps rather than widening a phone's page. */
    overflow-wrap: anywhere;
    min-width: 0;
    color-scheme: light;
    --_accent: var(--loyalty-accent, #5b3df5);
    --_accent-text: var(--loyalty-accent-text, #fff);
    --_error: var(--loyalty-error, #b3261e);
    --_muted: var(--loyalty-muted, color-mix(in srgb, currentColor 72%, transparent));
    --_border: var(--loyalty-border, color-mix(in srgb, currentColor 58%, transparent));
    --_surface: var(--loyalty-surface, transparent);
    --_radius: var(--loyalty-radius, 0.5em);
    --_gap: var(--loyalty-gap, 0.75em);
  }
  :host(:state(dark)) {
    color-scheme: dark;
    --_accent: var(--loyalty-accent, #a996ff);
    --_accent-text: var(--loyalty-accent-text, #16112e);
    --_error: var(--loyalty-error, #ff9b8f);
  }
  :host([theme='light' i]),
  :host([theme='dark' i]) {
    background: var(--loyalty-surface, #fff);
    color: var(--loyalty-text, #1c1b22);
    padding: var(--_gap);
    border-radius: var(--_radius);
    --_surface: transparent;
  }
  :host([theme='dark' i]) {
    background: var(--loyalty-surface, #17161c);
    color: var(--loyalty-text, #f1f0f5);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  /* Headings and messages take focus only to be read out after a change; no ring for them. */
  [tabindex='-1']:focus {
    outline: none;
  }
  ::slotted([part~='form']) {
    min-width: 0;
  }
`;

/** The look every element shares, in its shadow root. */
export const baseStyles = [host, controls];
