import { css } from 'lit';

/**
 * The logged-in card: avatar beside the name, then gold; what was earned and spent, the rank and the
 * badges as blocks (the value over its label); the progress; its actions on the card's edge.
 */
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
        font-weight: 600;
        font-size: 1.125em;
      }
      dl {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(8em, 1fr));
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
        font-size: 0.875em;
      }
      dd {
        margin: 0;
        font-weight: 600;
      }
      .gold {
        font-weight: 600;
        font-size: 1.5em;
      }
      .badge {
        width: max(2em, 32px);
        height: max(2em, 32px);
        object-fit: contain;
        vertical-align: middle;
        margin-inline-end: 0.5em;
      }
      [part~='progress'] {
        width: 100%;
        accent-color: var(--_accent);
      }
      /* Log out is the way out, not the point of the card: a link's look, its text on the card's edge. */
      .quiet {
        justify-self: start;
        border-color: transparent;
        padding-inline: 0;
        text-decoration: underline;
      }
    `;
