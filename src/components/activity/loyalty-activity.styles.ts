import { css } from 'lit';

/** `<loyalty-activity>`: two sections, each a heading over its list; dates in the muted colour. */
export const activityStyles = css`
  h2 {
    margin: 0;
    font-size: 1.125em;
  }
  section {
    display: grid;
    gap: var(--_gap);
  }
  [part~='item'] time {
    color: var(--_muted);
  }
`;
