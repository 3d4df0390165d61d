import { css } from 'lit';

/** The rewards', missions' and leaderboard's lists: cards with an image, a name and their points. */
export const listStyles = css`
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_gap);
  }
  [part~='item'],
  [part~='user'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_gap);
    padding: var(--_gap);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part~='item'] > div {
    display: grid;
    gap: 0.375em;
    flex: 1 1 14em;
  }
  [part~='item-image'] {
    flex: 0 0 5em;
    width: 5em;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
  }
  [part~='item-name'] {
    margin: 0;
    font-size: 1.125em;
  }
  [part~='points'] {
    font-weight: 600;
  }
  li > [part~='points'] {
    margin-inline-start: auto;
  }
  [part~='badge'] {
    padding: 0 0.5em;
    border: 1px solid currentColor;
    border-radius: 1em;
    font-size: 0.875em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_gap) / 2);
  }
  /* The fan's own row: a heavier border and their "You" badge, not colour alone. */
  [aria-current='true'] {
    border: 2px solid var(--_accent);
    font-weight: 600;
  }
  [part~='avatar'] {
    flex: none;
    width: 2.5em;
    height: 2.5em;
    border-radius: 50%;
    object-fit: cover;
    display: grid;
    place-items: center;
    /* An initial reads on it as any text does. */
    background: var(--_surface);
    border: 1px solid var(--_border);
  }
  /* On a phone the points go below the name, which keeps its width: no name is cut off or stacked letter by letter. */
  .who {
    flex: 1 1 6em;
    min-width: 0;
    display: grid;
  }
  .position {
    min-width: 2ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  /* A reward the fan cannot redeem yet: on show, plainly not available (its reason beside it). */
  .locked {
    border-style: dashed;
    color: var(--_muted);
    cursor: not-allowed;
  }
  /* A touch target of 2.75em, as the buttons. */
  summary {
    color: var(--_accent);
    padding: 0.625em 0;
  }
`;
