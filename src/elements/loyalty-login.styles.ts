import { css } from 'lit';

/** The logged-in card: avatar beside the name, then gold, tier and membership. */
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
        width: 3rem;
        height: 3rem;
        border-radius: 50%;
        object-fit: cover;
      }
      [part~='avatar'] + .name {
        grid-column: 2;
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
        gap: 0.25rem var(--_gap);
        margin: 0;
      }
      dt {
        color: var(--_muted);
      }
      dd {
        margin: 0;
        margin-inline-start: 0.25rem;
      }
      dl > div {
        display: flex;
      }
      .gold {
        margin: 0;
        font-weight: 600;
      }
    `;
