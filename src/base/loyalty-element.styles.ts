import { css } from 'lit';
import { controls } from './controls.styles.js';

/**
 * What every element is: the one visual language every element (and any new one) draws with.
 * Colours: the private `--_*` colours (from the creator's `--loyalty-*` properties,
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
    font-family: var(--loyalty-font,inherit);
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
    /* Written as the minifier would (no space after a comma, no leading zero): it leaves custom properties (and font-family) as they are. */
    --_accent: var(--loyalty-accent,#5b3df5);
    --_accent-text: var(--loyalty-accent-text,#fff);
    --_error: var(--loyalty-error,#b3261e);
    --_muted: var(--loyalty-muted,color-mix(in srgb,currentColor 72%,transparent));
    --_border: var(--loyalty-border,color-mix(in srgb,currentColor 58%,transparent));
    --_surface: var(--loyalty-surface,transparent);
    --_radius: var(--loyalty-radius,.5em);
    --_gap: var(--loyalty-gap,.75em);
    --_success: var(--loyalty-success,#17692f);
    /* A quiet fill: chips, a waiting button, the tier card; any colour the page has under it shows through. */
    --_tint: color-mix(in srgb,currentColor 8%,transparent);
    /* The type scale (a step down for hints and labels of figures, up for names; the balance, alone, twice the size), and the spacing
       rhythm: half and whole gaps. In em of the element's own size, never rem: a page's root size does not reach them. */
    --_small: .875em;
    --_large: 1.25em;
    --_half: calc(var(--_gap)/2);
    /* A touch target: 44 px however small the page's text. */
    --_control: max(2.75em,44px);
  }
  :host(:state(dark)) {
    color-scheme: dark;
    --_accent: var(--loyalty-accent,#a996ff);
    --_accent-text: var(--loyalty-accent-text,#16112e);
    --_error: var(--loyalty-error,#ff9b8f);
    --_success: var(--loyalty-success,#7fdc98);
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
  ::slotted([slot='form']) {
    min-width: 0;
  }
`;

/** The look every element shares, in its shadow root. */
export const baseStyles = [host, controls];
