import { css } from 'lit';

/**
 * Choices a fan makes in a form, the same in the sign-up and the account: a membership or a
 * billing interval as a card (a radio beside the name over its price and saving, the chosen card
 * framed in the accent), and interests as pills that show whether they are on.
 */
export const choices = css`
  .choice {
    display: flex;
    gap: var(--_gap);
    align-items: center;
    min-height: var(--_control);
    padding: var(--_half) var(--_gap);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }
  .choice:has(:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  .text {
    display: grid;
  }
  .what {
    font-weight: 600;
  }
  .price.saving {
    color: var(--_success);
    font-weight: 600;
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
    font-size: var(--_small);
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
`;
