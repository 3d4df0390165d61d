import { css } from 'lit';

/** The list, each event's card, the detail view, the filter, the badges and the loading placeholder. */
export const eventsStyles = css`
  [hidden] {
    display: none !important;
  }
  .list,
  .detail,
  .body {
    display: grid;
    gap: var(--_gap);
    align-content: start;
    /* Grid items sized by their content would push long names past a phone's edge. */
    grid-template-columns: minmax(0, 1fr);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* Block flow, not grid: appending events then lays out only the new ones. */
  .events > * + * {
    margin-top: var(--_gap);
  }
  .body {
    gap: 0.375em;
    flex: 1 1 14em;
  }
  [part~='event'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_gap);
    padding: var(--_gap);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .events > [part~='event'] {
    /* Long lists: only events near the viewport are laid out and painted. */
    content-visibility: auto;
    contain-intrinsic-size: auto 12em;
  }
  [part~='event-image'] {
    align-self: start;
    flex: 0 1 10em;
    min-width: 0;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: calc(var(--_radius) / 2);
  }
  .detail [part~='event-image'] {
    flex-basis: 100%;
    max-height: 20em;
  }
  [part~='event-name'] {
    margin: 0;
    font-size: var(--_large);
    line-height: 1.25;
  }
  .open {
    all: unset;
    cursor: pointer;
    text-decoration: underline 1px color-mix(in srgb, currentColor 40%, transparent);
    text-underline-offset: 0.2em;
  }
  .open:hover {
    text-decoration-color: currentColor;
  }
  /* What the service wrote takes its own direction: English names read right in an Arabic page. */
  [part~='event-name'],
  .open,
  .location,
  [part~='cta'] {
    unicode-bidi: plaintext;
    /* Chromium knows only the prefixed form. */
    text-align: -webkit-match-parent;
    text-align: match-parent;
  }
  .description {
    white-space: pre-line;
  }
  .events .description {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
  .tags,
  .actions,
  .filter {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375em var(--_gap);
    align-items: center;
  }
  /* Every filter in sight, its focus ring whole: a row that does not fit wraps (a scrolled row hid the last past an edge no wheel reached). */
  .filter {
    gap: 0.375em;
  }
  .filter > * {
    flex: none;
    padding-inline: 0.625em;
  }
  /* The calendar's choices: a short menu of links, one a line, each a 44 px target. */
  .menu {
    margin-top: var(--_half);
    display: grid;
    padding: 0.25em var(--_gap);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .menu li {
    display: grid;
  }
  .menu li + li {
    border-top: 1px solid var(--_border);
  }
  .menu a {
    display: flex;
    align-items: center;
    min-height: var(--_control);
  }
  /* Only where downloads are dropped: the details as a quoted block to copy, in the element's own type. */
  .copy {
    display: grid;
    gap: 0.25em;
    padding-block: var(--_half);
  }
  .copy textarea {
    font: inherit;
    font-size: var(--_small);
    color: inherit;
    resize: none;
    padding: var(--_half);
    border: 1px dashed var(--_border);
    border-radius: calc(var(--_radius) / 2);
    background: var(--_tint);
  }
  .tags {
    gap: 0.375em;
  }

  /* The call to action's frame; its colours are the accent fill's, just below. */
  [part~='cta'] {
    border: 1px solid;
    border-radius: var(--_radius);
    padding: 0.5em 1em;
    text-decoration: none;
  }
  /* Live, and the call to action until the event is over: the accent fill. */
  [part~='event-status'].ongoing,
  [part~='cta'] {
    background: var(--_accent);
    color: var(--_accent-text);
    border-color: var(--_accent);
    font-weight: 600;
  }
  /* Live is told by more than colour: a dot before "Live now", and a heavier frame. */
  [part~='event-status'].ongoing::before {
    content: '';
    display: inline-block;
    /* A border, not a background: forced colours (Windows High Contrast) keep it. */
    border: 0.25em solid;
    margin-inline-end: 0.4em;
    border-radius: 50%;
  }
  .ongoing[part~='event'] {
    border: 2px solid var(--_accent);
  }
  /* Over: still there to follow (a replay, photos), no longer the one thing to do. */
  [part~='cta'].over {
    color: inherit;
    background: var(--_surface);
    border-color: var(--_border);
    font-weight: inherit;
  }
  /* A status with no event: on offer, but visibly empty (its description says so to screen readers). */
  .none:not([aria-pressed='true']) {
    color: var(--_muted);
    border-style: dashed;
  }
  .back,
  .retry,
  .more,
  [part~='event-status'] {
    justify-self: start;
  }
  /* Shapes of an event with nothing in them, until the list arrives. */
  .placeholder :is([part], p) {
    background: color-mix(in srgb, currentColor 10%, transparent);
    border-color: transparent;
    border-radius: calc(var(--_radius) / 2);
  }
  /* Forced colours (Windows High Contrast) repaint backgrounds: the shapes keep the system's grey, not empty frames. */
  @media (forced-colors: active) {
    .placeholder :is([part], p) {
      background: GrayText;
      border-color: GrayText;
    }
  }
  .placeholder :is([part~='event-name'], [part~='event-status'], [part~='tag']) {
    width: 40%;
  }
`;
