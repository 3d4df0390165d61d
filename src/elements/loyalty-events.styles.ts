import { css } from 'lit';

/** The list, each event's card, the detail view, the filter and the badges. */
export const eventsStyles = css`
      .events,
      .tags {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .events,
      .detail,
      .body {
        display: grid;
        gap: var(--_gap);
        align-content: start;
      }
      .body {
        gap: 0.375rem;
        flex: 1 1 14rem;
        min-width: 0;
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
      .events,
      .detail {
        /* Grid items sized by their content would push long names past a phone's edge. */
        grid-template-columns: minmax(0, 1fr);
      }
      .events > [part~='event'] {
        /* Long lists: only events near the viewport are laid out and painted. */
        content-visibility: auto;
        contain-intrinsic-size: auto 12rem;
      }
      [part~='event-image'] {
        align-self: start;
        flex: 0 1 10rem;
        min-width: 0;
        aspect-ratio: 16 / 9;
        object-fit: cover;
        border-radius: calc(var(--_radius) / 2);
      }
      .detail [part~='event-image'] {
        flex-basis: 100%;
        max-height: 20rem;
      }
      [part~='event-name'] {
        margin: 0;
        font-size: 1.125em;
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
      .open:focus-visible,
      [part~='event-name']:focus-visible {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
      p {
        margin: 0;
      }
      .description {
        white-space: pre-line;
        overflow-wrap: anywhere;
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
        gap: 0.375rem var(--_gap);
        align-items: center;
      }
      .tags {
        gap: 0.375rem;
      }
      [part~='tag'],
      [part~='event-status'] {
        font-size: 0.8125em;
        padding: 0.125em 0.6em;
        border: 1px solid var(--_border);
        border-radius: 999px;
      }
      [part~='event-status'] {
        justify-self: start;
      }
      [part~='event-status'].ongoing {
        background: var(--_accent);
        color: var(--_accent-text);
        border-color: var(--_accent);
        font-weight: 600;
      }
      [part~='cta'] {
        color: var(--_accent-text);
        background: var(--_accent);
        border-radius: var(--_radius);
        padding: 0.5em 1em;
        font-weight: 600;
        text-decoration: none;
      }
      [part~='button'][aria-pressed='true'] {
        background: var(--_accent);
        color: var(--_accent-text);
        border-color: var(--_accent);
      }
      .back,
      .retry {
        justify-self: start;
      }
    `;
