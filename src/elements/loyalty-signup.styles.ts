import { css } from 'lit';

/** Membership and billing choices, prices, and interest toggles. */
export const signupStyles = css`
      .choice {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        min-height: 2.75rem;
        cursor: pointer;
      }
      .choice input {
        margin: 0;
        width: 1.25rem;
        height: 1.25rem;
        accent-color: var(--_accent);
      }
      .price {
        color: var(--_muted);
      }
      .price::before {
        content: '·';
        margin-inline-end: 0.5rem;
      }
      .choices {
        display: flex;
        flex-wrap: wrap;
        gap: calc(var(--_gap) / 2);
      }
      [part~='tag'][aria-pressed='true'] {
        background: var(--_accent);
        color: var(--_accent-text);
        border-color: var(--_accent);
      }
    `;
