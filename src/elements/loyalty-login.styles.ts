import { css } from 'lit';

/** The logged-in card: avatar beside the name, then gold, what was earned and spent, the badges, Log out. */
export const loginStyles = css`
      [part~='user'] {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: var(--_gap);
        align-items: center;
      }
      [part~='user'] > :not([part~='avatar']) {
        grid-column: 1 / -1;
      }
      [part~='avatar'] {
        width: 3em;
        height: 3em;
        border-radius: 50%;
        object-fit: cover;
      }
      [part~='avatar'] + .name {
        grid-column: 2;
      }
      /* What the service wrote takes its own direction (English in an Arabic page) and flips nothing around it. */
      .name,
      dd {
        unicode-bidi: plaintext;
      }
      .name {
        overflow-wrap: anywhere;
        font-weight: 600;
        font-size: 1.125em;
        margin: 0;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25em var(--_gap);
        margin: 0;
      }
      dt {
        color: var(--_muted);
      }
      dd {
        margin: 0;
        margin-inline-start: 0.25em;
      }
      dl > div {
        display: flex;
      }
      .gold {
        margin: 0;
        font-weight: 600;
        font-size: 1.5em;
      }
      .badge {
        width: 1.5em;
        height: 1.5em;
        object-fit: contain;
        vertical-align: middle;
        margin-inline-end: 0.35em;
      }
      .next p {
        margin: 0;
      }
      [part~='progress'] {
        width: 100%;
        accent-color: var(--_accent);
      }
      /* Log out is the way out, not the point of the card. */
      .quiet {
        justify-self: start;
        border-color: transparent;
        text-decoration: underline;
      }
    `;
