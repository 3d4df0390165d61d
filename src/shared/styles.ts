import { css } from 'lit';

/**
 * The look every element shares. Custom properties have fallbacks that inherit the page's font
 * and colours; creators restyle through them and through the shared part names.
 */
export const baseStyles = css`
  :host {
    /* Top-level pieces (form, messages, lists) are spaced alike in every element. */
    display: grid;
    gap: var(--_gap);
    align-content: start;
    box-sizing: border-box;
    font-family: var(--loyalty-font, inherit);
    color: var(--loyalty-text, inherit);
    --_accent: var(--loyalty-accent, #5b3df5);
    --_accent-text: var(--loyalty-accent-text, #fff);
    --_muted: var(--loyalty-muted, color-mix(in srgb, currentColor 65%, transparent));
    --_surface: var(--loyalty-surface, transparent);
    --_border: var(--loyalty-border, color-mix(in srgb, currentColor 30%, transparent));
    --_radius: var(--loyalty-radius, 0.5rem);
    --_gap: var(--loyalty-gap, 0.75rem);
    --_error: var(--loyalty-error, #b3261e);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [part~='form'] {
    display: grid;
    gap: var(--_gap);
    margin: 0;
  }
  [part~='field'] {
    display: grid;
    gap: 0.25rem;
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  [part~='label'] {
    font-weight: 600;
  }
  [part~='input'] {
    font: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6em 0.75em;
    width: 100%;
    min-height: 2.75rem;
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
    min-height: 2.75rem;
  }
  [part~='submit'] {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
    font-weight: 600;
  }
  [part~='button']:disabled,
  [part~='button'][aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  :is(input, button, a):focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  /* Headings and messages take focus only to be read out after a change; no ring for them. */
  [tabindex='-1']:focus {
    outline: none;
  }
  [part~='link'] {
    color: var(--_accent);
  }
  [part~='error'] {
    color: var(--_error);
    margin: 0;
  }
  [part~='message'] {
    margin: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
    margin: 0;
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
  @media (prefers-reduced-motion: no-preference) {
    [part~='button'] {
      transition: filter 120ms;
    }
  }
  [part~='button']:hover:not(:disabled) {
    filter: brightness(0.95);
  }
`;
