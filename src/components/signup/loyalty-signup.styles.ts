import { css } from 'lit';
import { ownFormCss } from '../../base/credential-element.styles.js';

/**
 * The sign-up form's own pieces, drawn in the page: membership and billing choices (a radio beside
 * the name and price), and the interest toggles.
 */
export const signupFormCss = ownFormCss(
  'loyalty-signup',
  css`
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
      flex: none;
      accent-color: var(--_accent);
    }
    /* A label too long for its line wraps between words, never inside an amount (the number format joins it with no-break spaces). */
    .price {
      color: var(--_muted);
    }
    .price::before {
      content: '·';
      margin-inline-end: 0.25em;
    }
    .choices {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
    }
    /* Interest toggles: pills that show whether they are on. */
    [part~='tag']:where([aria-pressed]) {
      border-radius: 999px;
      min-height: 2.25em;
      padding: 0.25em 1em;
    }
    [part~='tag']:where([aria-pressed])::before {
      content: '+' / '';
      margin-inline-end: 0.5em;
    }
    [part~='tag']:where([aria-pressed='true'])::before {
      content: '✓' / '';
    }
  `,
);
