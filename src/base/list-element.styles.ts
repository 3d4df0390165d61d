import { css } from 'lit';

/**
 * The rewards', missions' and leaderboard's lists. A reward or mission is a card: its image at the
 * start beside its name at any width, its points, then
 * what the fan can do, one filled action. The leaderboard is a table of single-line rows of 48 px
 * (position, avatar, name cut with "…", points in short), divided by rules, not boxed; the fan's
 * own row stays in sight at the bottom of a scrolled page.
 */
export const listStyles = css`
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_gap);
  }
  [part~='item'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    gap: var(--_gap);
    padding: var(--_gap);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part~='item'] > div {
    display: grid;
    gap: var(--_half);
    grid-column: -2;
  }
  [part~='item'] > :only-child {
    grid-column: 1 / -1;
  }
  [part~='item-image'] {
    width: 4.5em;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
  }
  [part~='item-name'] {
    margin: 0;
    font-size: var(--_large);
    line-height: 1.25;
  }
  [part~='points'] {
    font-weight: 600;
    unicode-bidi: isolate;
  }
  /* Out of stock: its picture and price greyed, its name and reason still read at full contrast. */
  .out [part~='item-image'] {
    filter: grayscale(1);
    opacity: 0.5;
  }
  .out [part~='points'] {
    color: var(--_muted);
    text-decoration: line-through;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_half);
  }
  /* The leaderboard: one line per fan. */
  ol {
    gap: 0;
    container-type: inline-size;
  }
  [part~='user'] {
    display: flex;
    align-items: center;
    gap: var(--_half);
    min-height: 3em;
    padding: var(--_half) 0.25em;
    border-bottom: 1px solid var(--_border);
    white-space: nowrap;
  }
  /* The fan's own row: a tinted band in a heavier accent frame and their "You" badge, not colour
     alone; pinned to the bottom of the view while the list scrolls under it. */
  [aria-current='true'] {
    position: sticky;
    bottom: 0;
    font-weight: 600;
    background: var(--loyalty-surface, Canvas);
    background-image: linear-gradient(color-mix(in srgb, var(--_accent) 14%, transparent) 0 0);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    /* As tall inside its frame as the others inside their rule. */
    min-height: calc(3em + 3px);
  }
  [part~='avatar'] {
    flex: none;
    width: 2em;
    height: 2em;
    border-radius: 50%;
    object-fit: cover;
    display: grid;
    place-items: center;
    font-size: var(--_small);
    /* An initial reads on it as any text does. */
    background: var(--_tint);
  }
  /* A long name ends in "…" on screen; the whole name stays in the text a screen reader reads. */
  .who {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: baseline;
    gap: var(--_half);
  }
  .who > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* The tier beside the name where there is room for both. */
  @container (width < 24em) {
    .who .hint {
      display: none;
    }
  }
  .position {
    min-width: 2ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  /* A touch target of 44 px, as the buttons. */
  summary {
    color: var(--_accent);
    padding: 0.625em 0;
  }
`;
