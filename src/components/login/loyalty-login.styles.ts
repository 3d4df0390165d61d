import { css } from 'lit';

/**
 * The logged-in card, most important first: the avatar beside the name (and the unread count at
 * the row's end), the balance large with its currency once, the figures beside it as blocks (the
 * value over its label, numbers only), the tier card with its progress, the account's actions
 * together at the foot. Right to left, every block starts at the right edge.
 */
export const loginStyles = css`
  [part~='user'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: var(--_gap);
    align-items: center;
  }
  [part~='user'] > * {
    grid-column: 1 / -1;
  }
  [part~='avatar'] {
    width: 3em;
    height: 3em;
    border-radius: 50%;
    object-fit: cover;
    grid-column: 1;
  }
  .name {
    font-weight: 600;
    font-size: var(--_large);
    line-height: 1.25;
  }
  [part~='avatar'] + .name {
    grid-column: 2;
  }
  /* What the service wrote takes its own direction (English in an Arabic page), aligned as the page is. */
  .name,
  dd {
    unicode-bidi: plaintext;
    /* Chromium knows only the prefixed form. */
    text-align: -webkit-match-parent;
    text-align: match-parent;
  }
  .gold {
    font-weight: 600;
  }
  .amount {
    font-size: 2em;
    unicode-bidi: isolate;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(6em, 1fr));
    gap: var(--_gap);
    margin: 0;
  }
  /* Read label first, seen value first. */
  dl > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
  dt {
    color: var(--_muted);
    font-size: var(--_small);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  /* The tier card: the fan's tier and membership and the way to the next tier, on a quiet fill. */
  .tier {
    display: grid;
    gap: var(--_half);
    padding: var(--_gap);
    border-radius: var(--_radius);
    background: var(--_tint);
  }
  .badge {
    width: 2em;
    height: 2em;
    object-fit: contain;
    vertical-align: middle;
    margin-inline-end: var(--_half);
  }
  [part~='progress'] {
    width: 100%;
    accent-color: var(--_accent);
  }
  /* The account's actions together at the foot: connect a platform, then the way out. */
  .actions {
    display: grid;
    gap: var(--_half);
  }
  /* Log out is the way out, not the point of the card: a link's look. */
  .quiet {
    justify-self: start;
    border-color: transparent;
    background: none;
    padding-inline: 0;
    color: var(--_accent);
    text-decoration: underline;
  }
`;
